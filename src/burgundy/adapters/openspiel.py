"""Castles as an OpenSpiel game, defined in ``burgundy.games.castles.openspiel``, under the
name the public API has always given them."""

from burgundy.games.castles.openspiel import GAME_TYPE as GAME_TYPE
from burgundy.games.castles.openspiel import MAX_CHANCE_OUTCOMES as MAX_CHANCE_OUTCOMES
from burgundy.games.castles.openspiel import SHORT_NAME as SHORT_NAME
from burgundy.games.castles.openspiel import BurgundyObserver as BurgundyObserver
from burgundy.games.castles.openspiel import CastlesOfBurgundyGame as CastlesOfBurgundyGame
from burgundy.games.castles.openspiel import CastlesOfBurgundyState as CastlesOfBurgundyState
from burgundy.games.castles.openspiel import __all__ as __all__
from burgundy.games.castles.openspiel import game_info as game_info
