"""Bots: programs that pick actions for a seat (``act(game) -> Action``), by name."""

from __future__ import annotations

from collections.abc import Callable

from burgundy.bots.evaluate import Evaluator, Weights
from burgundy.bots.greedy import GreedyBot
from burgundy.bots.mcts import MCTSBot
from burgundy.bots.random_bot import Bot, RandomBot, play_out

#: Every bot by name: a factory taking the bot's seed.
BOTS: dict[str, Callable[[int], Bot]] = {
    "random": RandomBot,
    "greedy": GreedyBot,
    "mcts": MCTSBot,
}


def by_name(name: str, seed: int = 0) -> Bot:
    """A new bot of the kind ``name`` (one of ``BOTS``), seeded with ``seed``."""
    factory = BOTS.get(name)
    if factory is None:
        raise ValueError(f"unknown bot {name!r}; bots: {', '.join(sorted(BOTS))}")
    return factory(seed)


__all__ = [
    "BOTS",
    "Bot",
    "Evaluator",
    "GreedyBot",
    "MCTSBot",
    "RandomBot",
    "Weights",
    "by_name",
    "play_out",
]
