"""Castles' tiles, defined in ``burgundy.games.castles.tile``, under the name the public API
has always given them. Pickled tiles name ``_shared`` here."""

from burgundy.games.castles.tile import ANY_COLOUR as ANY_COLOUR
from burgundy.games.castles.tile import KIND_COLOUR as KIND_COLOUR
from burgundy.games.castles.tile import SPECIES as SPECIES
from burgundy.games.castles.tile import Tile as Tile
from burgundy.games.castles.tile import _shared as _shared
from burgundy.games.castles.tile import declared_tile as declared_tile
from burgundy.games.castles.tile import tile as tile
