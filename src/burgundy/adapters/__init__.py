"""Castles' learning environments, defined in ``burgundy.games.castles.adapters``, under the
name the public API has always given them."""

from burgundy.games.castles.adapters import CASTLES as CASTLES
from burgundy.games.castles.adapters import MAX_TURN_DECISIONS as MAX_TURN_DECISIONS
from burgundy.games.castles.adapters import OBSERVATION_HIGH as OBSERVATION_HIGH
from burgundy.games.castles.adapters import describe as describe
