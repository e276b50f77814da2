"""Castles' bots: the greedy bot (``greedy``) and the MCTS bot (``mcts``), both built on the
evaluation of a position (``evaluate``), and ``BOTS``, every bot of Castles by name."""

from __future__ import annotations

from collections.abc import Callable

from burgundy.games.castles.bots.greedy import GreedyBot
from burgundy.games.castles.bots.mcts import MCTSBot
from burgundy.kernel.bots import Bot
from burgundy.kernel.random_bot import RandomBot

#: Every bot by name: a factory taking the bot's seed.
BOTS: dict[str, Callable[[int], Bot]] = {
    "random": RandomBot,
    "greedy": GreedyBot,
    "mcts": MCTSBot,
}
