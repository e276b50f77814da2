"""Catan's random games per second on random boards: ``python benchmarks/catan.py [GAMES]``
(default 20 games of each player count). A random game draws uniformly from the legal
actions, domestic offers and their answers included; the figures also give the steps a game
takes and the cost of ``legal`` and ``apply`` per step; then the same without domestic offers
(``max_offers_per_turn=0``), as ``../shared/tools/peer-ratio --game catan`` plays them against
catanatron, whose random players make none.
"""

from __future__ import annotations

import random
import sys
import time

from burgundy.games.catan import RULES, Options


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    for offers in (3, 0):
        print(f"max_offers_per_turn={offers}")
        for players in (2, 3, 4):
            play(players, games, offers)


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
