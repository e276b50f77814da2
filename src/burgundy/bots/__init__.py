"""Bots: programs that pick actions for a seat (``choose(game) -> Action``)."""

from burgundy.bots.random_bot import Bot, RandomBot, play_out

__all__ = ["Bot", "RandomBot", "play_out"]
