"""Castles as a PettingZoo environment, defined in ``burgundy.games.castles.pettingzoo``,
under the name the public API has always given them."""

from burgundy.games.castles.pettingzoo import OBSERVATION_HIGH as OBSERVATION_HIGH
from burgundy.games.castles.pettingzoo import CastlesOfBurgundyEnv as CastlesOfBurgundyEnv
from burgundy.games.castles.pettingzoo import __all__ as __all__
from burgundy.games.castles.pettingzoo import env as env
