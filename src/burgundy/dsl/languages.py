"""Which game's vocabulary a tile file is written in: its optional first line
``language <game> <version>``; a file without one is the default game's, in its first
version (Castles', ``language castles 1``). A game's vocabularies are its package's
``vocabulary`` module's ``VOCABULARIES``."""

from __future__ import annotations

import importlib
import re
from typing import Any

from burgundy.kernel.errors import TileSyntaxError
from burgundy.kernel.games import DEFAULT, NAMES
from burgundy.lang.vocabulary import Vocabulary

#: ``language <game> <version>`` as the first line that is not blank or a comment.
_HEADER = re.compile(r"(?:[ \t]*(?:#[^\n]*)?\n)*[ \t]*language\b([^\n#]*)")
_WORDS = re.compile(r"\s*([a-z][a-z0-9_]*)\s+([0-9]+)\s*")


def vocabularies(game: str) -> dict[int, Vocabulary]:
    """Game ``game``'s vocabularies by version (none for a game whose files are not yet
    read: its package has no ``vocabulary`` module)."""
    try:
        module = importlib.import_module(f"burgundy.games.{game}.vocabulary")
    except ModuleNotFoundError:
        return {}
    found: dict[int, Vocabulary] = module.VOCABULARIES
    return found


def first_vocabulary(game: str) -> Vocabulary | None:
    """Game ``game``'s first vocabulary (``None`` for a game without one)."""
    known = vocabularies(game)
    return known[min(known)] if known else None


def game_vocabulary(game: str) -> Vocabulary:
    """Game ``game``'s first vocabulary; ``ValueError`` naming the games that have one, for
    a game without one."""
    found = first_vocabulary(game) if game in NAMES else None
    if found is None:
        raise ValueError(f"game: one of {', '.join(_games())}, not {game!r}")
    return found


#: The vocabulary of a file without a ``language`` line: what every file meant before
#: files named their game.
DEFAULT_VOCABULARY = vocabularies(DEFAULT)[1]


def _games() -> list[str]:
    return [game for game in NAMES if vocabularies(game)]


def read_header(text: str, path: str) -> tuple[Vocabulary, str]:
    """The vocabulary ``text`` (named ``path``) is written in, and the text with its
    ``language`` line blanked (so the grammar never sees it and lines keep their numbers).
    ``TileSyntaxError`` naming the file and line for an unknown game or version."""
    header = _HEADER.match(text)
    if header is None:
        return DEFAULT_VOCABULARY, text
    line = text.count("\n", 0, header.start(1)) + 1
    written = header.group(1)
    source = f"language{written}".strip()
    words = _WORDS.fullmatch(written)
    if words is None:
        raise TileSyntaxError(
            f"a `language` line names a game and a version, e.g. `{DEFAULT_VOCABULARY.header}`; "
            f"games: {', '.join(_games())}", path, line, 1, source)
    game, version = words.group(1), int(words.group(2))
    known = vocabularies(game)
    if not known:
        raise TileSyntaxError(f"unknown game `{game}`: tile files are written for "
                              f"{', '.join(_games())}", path, line, 1, source)
    if version not in known:
        versions = ", ".join(str(v) for v in sorted(known))
        raise TileSyntaxError(f"the tile language of {game} has no version {version}: it has "
                              f"version {versions}", path, line, 1, source)
    blank = text[:header.start()] + text[header.start():header.end()].replace(
        header.group(0).split("\n")[-1], "")
    return known[version], blank + text[header.end():]


def game_module(game: str, name: str) -> Any:
    """The module ``name`` of ``game``'s package (``burgundy.games.castles.reference``), or
    ``None`` when the game has none: what a game adds to the language beyond its
    vocabulary's words."""
    module = f"burgundy.games.{game}.{name}"
    try:
        return importlib.import_module(module)
    except ModuleNotFoundError as exc:
        if exc.name != module:
            raise
        return None


def game_checks(vocabulary: Vocabulary) -> Any:
    """The game's own checks of its files beyond its vocabulary's words (the ``Checks`` of
    its package's ``language`` module), or ``None`` for a game without any."""
    module = game_module(vocabulary.game, "language")
    return None if module is None else module.Checks
