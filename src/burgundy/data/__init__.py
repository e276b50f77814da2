"""Castles' game data, defined in ``burgundy.games.castles.data``, under the name the public
API has always given them."""

from burgundy.games.castles.data import COLOUR_CODES as COLOUR_CODES
from burgundy.games.castles.data import COLOURS as COLOURS
from burgundy.games.castles.data import KIND_COLOUR as KIND_COLOUR
from burgundy.games.castles.data import PHASES as PHASES
from burgundy.games.castles.data import SPACES as SPACES
from burgundy.games.castles.data import Board as Board
from burgundy.games.castles.data import Components as Components
from burgundy.games.castles.data import EstateMap as EstateMap
from burgundy.games.castles.data import __all__ as __all__
from burgundy.games.castles.data import board as board
from burgundy.games.castles.data import components as components
from burgundy.games.castles.data import estates as estates
