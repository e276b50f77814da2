"""Simulations of many bot games: running and summarizing them, for every game
(``burgundy.kernel.simulation``), and Castles' spec, tallies and figures
(``burgundy.games.castles.simulation``), under the name the public API has always given
them."""

from burgundy.games.castles.simulation import TALLIES as TALLIES
from burgundy.games.castles.simulation import Spec as Spec
from burgundy.games.castles.simulation import changed_tiles as changed_tiles
from burgundy.games.castles.simulation import play_game as play_game
from burgundy.games.castles.simulation import plot as plot
from burgundy.games.castles.simulation import summarize as summarize
from burgundy.games.castles.simulation import tallied as tallied
from burgundy.games.castles.simulation import tile_set as tile_set
from burgundy.games.castles.simulation import tile_tallies as tile_tallies
from burgundy.kernel.simulation import PLACES as PLACES
from burgundy.kernel.simulation import Backend as Backend
from burgundy.kernel.simulation import Difference as Difference
from burgundy.kernel.simulation import GameResult as GameResult
from burgundy.kernel.simulation import Processes as Processes
from burgundy.kernel.simulation import batches as batches
from burgundy.kernel.simulation import compare as compare
from burgundy.kernel.simulation import deal as deal
from burgundy.kernel.simulation import difference as difference
from burgundy.kernel.simulation import mean_points as mean_points
from burgundy.kernel.simulation import play_batch as play_batch
from burgundy.kernel.simulation import run as run
from burgundy.kernel.simulation import source_names as source_names
