"""Castles as a PettingZoo environment, defined in ``burgundy.games.castles.pettingzoo``,
under the name the public API has always given them."""

from __future__ import annotations

from burgundy.games.castles.pettingzoo import OBSERVATION_HIGH as OBSERVATION_HIGH
from burgundy.games.castles.pettingzoo import CastlesOfBurgundyEnv as CastlesOfBurgundyEnv
from burgundy.games.castles.pettingzoo import env as env

__all__ = [
    "OBSERVATION_HIGH",
    "CastlesOfBurgundyEnv",
    "env",
]
