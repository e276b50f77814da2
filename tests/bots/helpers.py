"""Matches between bots, seats rotated, for the bot tests."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import burgundy
from burgundy.bots import Bot, GreedyBot, play_out

#: Makes a bot from a seed.
Factory = Callable[[int], Bot]


def wins(first: Factory, second: Factory, games: int, seed: int = 0) -> int:
    """How many of ``games`` two-player games ``first`` wins against ``second``, seats
    swapped from game to game, each game and bot seeded from ``seed``."""
    won = 0
    for n in range(games):
        game = burgundy.new_game(2, seed + n)
        seat = n % 2
        bots = [second(seed + n + 1000), first(seed + n)]
        if seat == 0:
            bots.reverse()
        play_out(game, bots)
        won += game.winner() == seat
    return won


def decisions(game: burgundy.Game) -> Iterator[tuple[burgundy.Game, int]]:
    """Every decision of ``game`` played to its end by greedy bots: the game and the seat
    to act, before the bot's action is applied."""
    players = [GreedyBot(seat) for seat in range(len(game.state.players))]
    while not game.is_over:
        seat = game.current_player
        assert seat is not None
        yield game, seat
        game.apply(players[seat].act(game))
