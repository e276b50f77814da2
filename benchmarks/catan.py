"""Catan's random games per second on random boards: ``python benchmarks/catan.py [GAMES]``
(default 20 games of each player count). A random game draws uniformly from the legal
actions, domestic offers and their answers included; the figures also give the steps a game
takes and the cost of ``legal`` and ``apply`` per step; then the same without domestic offers
(``max_offers_per_turn=0``), as ``../shared/tools/peer-ratio --game catan`` plays them against
catanatron, whose random players make none.

``--bots N`` plays N four-player games with the greedy bot (``games.catan.bots``) at one
seat, seat ``n % 4`` in game ``n`` (dealt with seed ``n``), and random bots at the others,
through the game handle as ``burgundy play`` seats them; it prints the greedy seat's wins
and the time a greedy decision takes.
"""

from __future__ import annotations

import argparse
import random
import time

from burgundy.bots import for_seat
from burgundy.games import catan
from burgundy.games.catan import RULES, Options


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.partition("\n")[0])
    parser.add_argument("games", type=int, nargs="?", default=20,
                        help="random games per player count (default 20)")
    parser.add_argument("--bots", type=int, default=0, help="greedy-against-random games")
    arguments = parser.parse_args()
    if arguments.bots:
        greedy_against_random(arguments.bots)
        return
    for offers in (3, 0):
        print(f"max_offers_per_turn={offers}")
        for players in (2, 3, 4):
            play(players, arguments.games, offers)


def greedy_against_random(games: int) -> None:
    """Print how many of ``games`` four-player games the greedy seat won."""
    won = decided = 0
    spent = 0.0
    for seed in range(games):
        greedy = seed % 4
        game = catan.new_game(players=4, seed=seed)
        seats = [for_seat("greedy" if s == greedy else "random", seed, s, "catan")
                 for s in range(4)]
        while (seat := game.current_player) is not None:
            began = time.perf_counter()
            action = seats[seat].act(game)
            if seat == greedy:
                spent += time.perf_counter() - began
                decided += 1
            game.apply(action)
        won += game.winners() == (greedy,)
    print(f"4 players: greedy won {won} of {games} games ({won / games:.1%}) against three "
          f"random seats; {spent / max(1, decided) * 1e3:.2f} ms a decision")


def play(players: int, games: int, offers: int) -> None:
    """Print the figures of ``games`` random games of ``players``."""
    legal_time = apply_time = 0.0
    steps = 0
    start = time.perf_counter()
    for seed in range(games):
        choose = random.Random(seed).choice
        state = RULES.setup(Options(players=players, seed=seed, max_offers_per_turn=offers))
        while not state.over:
            began = time.perf_counter()
            legal = RULES.legal(state)
            middle = time.perf_counter()
            state, _ = RULES.apply(state, choose(legal))
            apply_time += time.perf_counter() - middle
            legal_time += middle - began
            steps += 1
    elapsed = time.perf_counter() - start
    print(
        f"  {players} players: {games / elapsed:6.1f} random games/s, {steps / games:6.0f} "
        f"steps a game; legal {legal_time / steps * 1e6:5.0f} µs, apply "
        f"{apply_time / steps * 1e6:5.0f} µs a step"
    )


if __name__ == "__main__":
    main()
