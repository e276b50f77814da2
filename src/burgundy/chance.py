"""Castles' chance decided from outside, defined in ``burgundy.games.castles.chance``, under
the name the public API has always given them."""

from burgundy.games.castles.chance import BLACK as BLACK
from burgundy.games.castles.chance import DIE as DIE
from burgundy.games.castles.chance import GOODS as GOODS
from burgundy.games.castles.chance import ChancePoints as ChancePoints
from burgundy.games.castles.chance import Draw as Draw
from burgundy.games.castles.chance import Redeal as Redeal
from burgundy.games.castles.chance import StartPlayer as StartPlayer
from burgundy.games.castles.chance import __all__ as __all__
