"""Castles' score sheets, defined in ``burgundy.games.castles.scoresheet``, under the name
the public API has always given them."""

from burgundy.games.castles.scoresheet import SOURCES as SOURCES
from burgundy.games.castles.scoresheet import ScoreSheet as ScoreSheet
from burgundy.games.castles.scoresheet import heading as heading
from burgundy.games.castles.scoresheet import source_of as source_of
from burgundy.games.castles.scoresheet import sources as sources
