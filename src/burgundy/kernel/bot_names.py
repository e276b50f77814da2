"""Bots by name, for every game: a game's own (``burgundy.games.<game>.bots.BOTS``) and the
random bot every game has, or one's own bot by its import path (``package.module:Class``)."""

from __future__ import annotations

import importlib
import inspect
from collections.abc import Callable
from typing import Any

from burgundy.kernel.bots import Bot
from burgundy.kernel.games import DEFAULT, game_module
from burgundy.kernel.random_bot import RandomBot


def bots_of(game: str = DEFAULT) -> dict[str, Callable[[int], Bot]]:
    """The bots by name that play ``game`` (``burgundy.GAMES``): the random bot, which reads
    nothing but the legal actions, and the game's own (``burgundy.games.<game>.bots.BOTS``,
    read as it is now, so that a bot added to it has a name). ``ValueError`` for an unknown
    game."""
    game_module(game)
    own: dict[str, Callable[[int], Bot]] = importlib.import_module(
        f"burgundy.games.{game}.bots").BOTS
    return {"random": RandomBot, **own}


def factory(name: str, game: str = DEFAULT) -> Callable[[int], Bot]:
    """What makes the bot ``name`` for ``game``: the factory of ``bots_of(game)`` of that
    name, or, for an import path ``package.module:Name``, the class (or function) it names,
    which takes the seed. Raises ``ValueError`` naming what could not be found, and
    where."""
    bots = bots_of(game)
    known = bots.get(name)
    if known is not None:
        return known
    module_name, colon, attribute = name.partition(":")
    if not colon:
        players = "" if game == DEFAULT else f" for {game}"
        raise ValueError(
            f"unknown bot {name!r}{players}; bots: {', '.join(sorted(bots))}, or the import "
            "path of a bot class (package.module:Class)"
        )
    if not module_name or not attribute:
        raise ValueError(f"bot {name!r}: an import path names a module and a class in it, "
                         "as package.module:Class")
    try:
        module = importlib.import_module(module_name)
    except Exception as error:  # not found, or its own code failed: say which
        name_missing = getattr(error, "name", None)
        if isinstance(error, ModuleNotFoundError) and name_missing is not None and \
                f"{module_name}.".startswith(f"{name_missing}."):
            raise ValueError(f"bot {name!r}: cannot import module {module_name!r}: {error} "
                             "(is its folder on PYTHONPATH?)") from None
        raise ValueError(f"bot {name!r}: importing module {module_name!r} raised "
                         f"{type(error).__name__}: {error}") from None
    where = getattr(module, "__file__", None) or module_name
    found: Any = module
    for part in attribute.split("."):
        if not hasattr(found, part):
            raise ValueError(f"bot {name!r}: module {module_name!r} ({where}) has no "
                             f"{attribute!r}")
        found = getattr(found, part)
    if not callable(found):
        raise ValueError(f"bot {name!r}: {attribute!r} in {where} is not a class or function")
    try:
        inspect.signature(found).bind(0)
    except TypeError:
        raise ValueError(f"bot {name!r}: {attribute!r} in {where} must take the seed as its "
                         "one argument") from None
    except ValueError:  # no signature to read (a built-in): it is taken at its word
        pass
    made: Callable[[int], Bot] = found
    return made


def by_name(name: str, seed: int = 0, game: str = DEFAULT) -> Bot:
    """A new bot ``name`` for ``game`` (one of ``bots_of(game)``, or an import path
    ``package.module:Class``: see ``factory``), seeded with ``seed``."""
    bot = factory(name, game)(seed)
    if not callable(getattr(bot, "act", None)):
        raise ValueError(f"bot {name!r}: {bot!r} has no act(game) method")
    return bot


def for_seat(name: str, seed: int, seat: int, game: str = DEFAULT) -> Bot:
    """The bot ``name`` (see ``by_name``) playing ``seat`` of the ``game`` dealt with
    ``seed``: seeded ``seed * 4 + seat``, so that no two seats of a game, nor seats of games
    with neighbouring seeds, share a bot's seed."""
    return by_name(name, seed * 4 + seat, game)

