"""Play N uniform-random games (for instruction counts under callgrind; see
docs/performance.md): ``python benchmarks/games.py PLAYERS N``."""

from __future__ import annotations

import random
import sys

import burgundy


def main() -> None:
    players, count = int(sys.argv[1]), int(sys.argv[2])
    tiles = burgundy.STANDARD_TILES
    burgundy.new_game(players, 0, tiles=tiles)  # imports and caches, outside the count
    for seed in range(100, 100 + count):
        game = burgundy.new_game(players, seed, tiles=tiles)
        choose = random.Random(seed).choice
        while not game.is_over:
            game.apply(choose(game.legal_actions()))


if __name__ == "__main__":
    main()
