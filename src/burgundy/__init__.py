"""burgundy: a rules engine for The Castles of Burgundy (first edition, 2-4 players).

Building and knowledge tiles are written in a small tile language (``tiles/``), compiled
into effects that hook into an event-driven core. See ``docs/`` and API.md for the
contract this module exports.
"""

from __future__ import annotations

from typing import Any

from burgundy import actions, events
from burgundy.effects.tileset import TileSet
from burgundy.errors import (
    IllegalActionError,
    ReplayError,
    StateError,
    TileError,
    TileSyntaxError,
)
from burgundy.game import Game, new_game
from burgundy.model.tile import Tile, tile
from burgundy.replays import Replay, replay
from burgundy.tiles_loader import load_tiles, standard_tiles
from burgundy.version import __version__ as __version__


def __getattr__(name: str) -> Any:
    # STANDARD_TILES is parsed on first use, not at import.
    if name == "STANDARD_TILES":
        return standard_tiles()
    raise AttributeError(f"module 'burgundy' has no attribute {name!r}")


__all__ = [
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
