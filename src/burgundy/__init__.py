"""burgundy: a rules engine for The Castles of Burgundy (first edition, 2-4 players).

Building and knowledge tiles are written in a small tile language (``tiles/``), compiled
into effects that hook into an event-driven core. This module exports what a front end,
a bot or a house-rule author programs against; the documentation (``docs/``) walks
through it.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from burgundy import actions, events
from burgundy.games.castles.effects.tileset import TileSet
from burgundy.games.castles.encoding import ACTION_SPACE_SIZE
from burgundy.games.castles.game import new_game
from burgundy.games.castles.replay_record import Replay
from burgundy.games.castles.tile import Tile, tile
from burgundy.games.castles.tiles_loader import expansion_files, load_tiles, standard_tiles
from burgundy.kernel import games as kernel_games
from burgundy.kernel.errors import (
    IllegalActionError,
    ReplayError,
    StateError,
    TileError,
    TileSyntaxError,
)
from burgundy.kernel.game import Game
from burgundy.kernel.games import Games
from burgundy.kernel.replays import replay
from burgundy.kernel.version import __version__ as __version__


def __getattr__(name: str) -> Any:
    # STANDARD_TILES is parsed on first use, not at import.
    if name == "STANDARD_TILES":
        return standard_tiles()
    raise AttributeError(f"module 'burgundy' has no attribute {name!r}")


#: Every game the engine plays, by name: ``{"castles": <module>, "lastrada": <module>}``,
#: each ``burgundy.games.<name>`` (with its ``new_game``), imported on first use.
GAMES: Games = kernel_games.GAMES

#: The official expansions, as packaged tile files: name -> path, for ``load_tiles``.
EXPANSIONS: Mapping[str, Path] = expansion_files()


__all__ = [
    "ACTION_SPACE_SIZE",
    "EXPANSIONS",
    "GAMES",
    "STANDARD_TILES",
    "Game",
    "IllegalActionError",
    "Replay",
    "ReplayError",
    "StateError",
    "Tile",
    "TileError",
    "TileSet",
    "TileSyntaxError",
    "actions",
    "events",
    "load_tiles",
    "new_game",
    "replay",
    "tile",
]
