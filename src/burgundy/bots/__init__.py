"""Bots, defined in ``burgundy.games.castles.bots``, under the name the public API has
always given them."""

from __future__ import annotations

from burgundy.games.castles.bots import BOTS as BOTS
from burgundy.games.castles.bots import Bot as Bot
from burgundy.games.castles.bots import Evaluator as Evaluator
from burgundy.games.castles.bots import GreedyBot as GreedyBot
from burgundy.games.castles.bots import MCTSBot as MCTSBot
from burgundy.games.castles.bots import RandomBot as RandomBot
from burgundy.games.castles.bots import Weights as Weights
from burgundy.games.castles.bots import bots_of as bots_of
from burgundy.games.castles.bots import by_name as by_name
from burgundy.games.castles.bots import factory as factory
from burgundy.games.castles.bots import for_seat as for_seat
from burgundy.games.castles.bots import play_out as play_out

__all__ = [
    "BOTS",
    "Bot",
    "Evaluator",
    "GreedyBot",
    "MCTSBot",
    "RandomBot",
    "Weights",
    "bots_of",
    "by_name",
    "factory",
    "for_seat",
    "play_out",
]
