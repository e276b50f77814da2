"""Simulations of many bot games, defined in ``burgundy.games.castles.simulation``, under
the name the public API has always given them."""

from __future__ import annotations

from burgundy.games.castles.simulation import PLACES as PLACES
from burgundy.games.castles.simulation import TALLIES as TALLIES
from burgundy.games.castles.simulation import Backend as Backend
from burgundy.games.castles.simulation import Difference as Difference
from burgundy.games.castles.simulation import GameResult as GameResult
from burgundy.games.castles.simulation import Processes as Processes
from burgundy.games.castles.simulation import Spec as Spec
from burgundy.games.castles.simulation import batches as batches
from burgundy.games.castles.simulation import changed_tiles as changed_tiles
from burgundy.games.castles.simulation import compare as compare
from burgundy.games.castles.simulation import deal as deal
from burgundy.games.castles.simulation import difference as difference
from burgundy.games.castles.simulation import mean_points as mean_points
from burgundy.games.castles.simulation import play_batch as play_batch
from burgundy.games.castles.simulation import play_game as play_game
from burgundy.games.castles.simulation import plot as plot
from burgundy.games.castles.simulation import run as run
from burgundy.games.castles.simulation import source_names as source_names
from burgundy.games.castles.simulation import summarize as summarize
from burgundy.games.castles.simulation import tallied as tallied
from burgundy.games.castles.simulation import tile_set as tile_set
from burgundy.games.castles.simulation import tile_tallies as tile_tallies

__all__ = [
    "PLACES",
    "TALLIES",
    "Backend",
    "Difference",
    "GameResult",
    "Processes",
    "Spec",
    "batches",
    "changed_tiles",
    "compare",
    "deal",
    "difference",
    "mean_points",
    "play_batch",
    "play_game",
    "plot",
    "run",
    "source_names",
    "summarize",
    "tallied",
    "tile_set",
    "tile_tallies",
]
