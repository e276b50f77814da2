"""Instructions per uniform-random game under callgrind (docs/performance.md, "A measure that
does not drift"): ``python benchmarks/instructions.py PLAYERS GAMES [--at-most M]``.

Runs ``benchmarks/games.py`` under ``valgrind --tool=callgrind`` with ``GAMES`` games and
with none, with ``PYTHONHASHSEED=0``, and prints the difference per game in millions; with
``--at-most M`` it exits with 1 when that is more than ``M`` million."""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from pathlib import Path

GAMES = Path(__file__).resolve().parent / "games.py"


def collected(players: int, games: int) -> int:
    """The instructions callgrind counts for a run of ``games`` games, start-up included."""
    command = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
               sys.executable, str(GAMES), str(players), str(games)]
    # Dict layouts, and so instruction counts, depend on the hash seed.
    done = subprocess.run(command, capture_output=True, text=True, check=True,
                          env={**os.environ, "PYTHONHASHSEED": "0"})
    return int(re.findall(r"Collected : (\d+)", done.stderr)[-1])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("players", type=int, choices=(2, 3, 4))
    parser.add_argument("games", type=int)
    parser.add_argument("--at-most", type=float, metavar="M",
                        help="fail above M million instructions a game")
    args = parser.parse_args()
    # A plain run first writes the bytecode caches of changed modules, which would otherwise
    # be counted in the first counted run only.
    subprocess.run([sys.executable, str(GAMES), str(args.players), "0"], check=True,
                   capture_output=True)
    per_game = (collected(args.players, args.games) - collected(args.players, 0)) / args.games
    millions = per_game / 1e6
    print(f"{args.players} players: {millions:.2f} M instructions a game ({args.games} games)")
    return 1 if args.at_most is not None and millions > args.at_most else 0


if __name__ == "__main__":
    sys.exit(main())
