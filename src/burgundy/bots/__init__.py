"""Bots: programs that pick actions for a seat (``act(game) -> Action``), by name or by the
import path of one's own bot. The bots by name and the random bot are every game's
(``burgundy.kernel.bot_names``, ``burgundy.kernel.random_bot``); ``BOTS``, the greedy and
MCTS bots and their evaluation are Castles' (``burgundy.games.castles.bots``)."""

from burgundy.games.castles.bots import BOTS as BOTS
from burgundy.games.castles.bots.evaluate import Evaluator as Evaluator
from burgundy.games.castles.bots.evaluate import Weights as Weights
from burgundy.games.castles.bots.greedy import GreedyBot as GreedyBot
from burgundy.games.castles.bots.mcts import MCTSBot as MCTSBot
from burgundy.kernel.bot_names import bots_of as bots_of
from burgundy.kernel.bot_names import by_name as by_name
from burgundy.kernel.bot_names import factory as factory
from burgundy.kernel.bot_names import for_seat as for_seat
from burgundy.kernel.bots import Bot as Bot
from burgundy.kernel.random_bot import RandomBot as RandomBot
from burgundy.kernel.random_bot import play_out as play_out

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
