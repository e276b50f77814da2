"""burgundy: a rules engine for The Castles of Burgundy (first edition, 2-4 players).

Building and knowledge tiles are written in a small tile language (``tiles/``), compiled
into effects that hook into an event-driven core. This module exports what a front end,
a bot or a house-rule author programs against; the documentation (``docs/``) walks
through it.
"""

from __future__ import annotations

from typing import Any

from burgundy import actions, events
from burgundy.effects.tileset import TileSet
from burgundy.errors import IllegalActionError, StateError, TileError, TileSyntaxError
from burgundy.game import Game, new_game
from burgundy.model.tile import Tile, tile
from burgundy.tiles_loader import load_tiles, standard_tiles

__version__ = "0.1.0"


def __getattr__(name: str) -> Any:
    # STANDARD_TILES is parsed on first use, not at import.
    if name == "STANDARD_TILES":
        return standard_tiles()
    raise AttributeError(f"module 'burgundy' has no attribute {name!r}")


__all__ = [
    "STANDARD_TILES",
    "Game",
    "IllegalActionError",
    "StateError",
    "Tile",
    "TileError",
    "TileSet",
    "TileSyntaxError",
    "actions",
    "events",
    "load_tiles",
    "new_game",
    "tile",
]
