"""The games the engine plays, by name. A game's package is imported the first time it is
asked for, so ``import burgundy`` loads none but Castles."""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping
from types import ModuleType

#: Every game's name, in the order the front ends list them.
NAMES = ("castles", "catan", "lastrada")
#: The game a command, a bot's name or a document means when it names none: the one the
#: engine played before the others.
DEFAULT = "castles"


class Games(Mapping[str, ModuleType]):
    """``burgundy.GAMES``: name -> the game's package (``burgundy.games.<name>``)."""

    def __getitem__(self, name: str) -> ModuleType:
        if name not in NAMES:
            raise KeyError(name)
        return importlib.import_module(f"burgundy.games.{name}")

    def __iter__(self) -> Iterator[str]:
        return iter(NAMES)

    def __len__(self) -> int:
        return len(NAMES)

    def __repr__(self) -> str:
        return f"<burgundy.GAMES: {', '.join(NAMES)}>"


GAMES = Games()


def game_module(name: str) -> ModuleType:
    """The package of game ``name``; ``ValueError`` naming the games otherwise."""
    if not isinstance(name, str) or name not in NAMES:
        raise ValueError(f"unknown game {name!r}; games: {', '.join(NAMES)}")
    return GAMES[name]
