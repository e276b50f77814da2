"""Benchmarks: uniform-random games through the public API, and per-call costs.

Run from the repository root: ``python benchmarks/run.py`` (``--quick`` for a smoke run).
Pins itself to one core where the OS allows, and prints a table of medians with the spread
(min-max) over several runs. Nothing here asserts a timing; docs/performance.md records
the figures.
"""

from __future__ import annotations

import argparse
import gc
import os
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

import burgundy
from burgundy.cli import compiled
from burgundy.game import Game, position

ROOT = Path(__file__).resolve().parent.parent
HOUSE_RULES = ROOT / "tiles" / "examples"


def play_random(players: int, seed: int, tiles: burgundy.TileSet) -> int:
    """One uniform-random game through new_game / legal_actions / apply; its decisions."""
    game = burgundy.new_game(players, seed, tiles=tiles)
    choose = random.Random(seed).choice
    decisions = 0
    while not game.is_over:
        game.apply(choose(game.legal_actions()))
        decisions += 1
    return decisions


def games_per_second(
    players: int, games: int, tiles: burgundy.TileSet, run: int
) -> tuple[float, float]:
    start = time.perf_counter()
    decisions = sum(play_random(players, run * 10_000 + n, tiles) for n in range(games))
    elapsed = time.perf_counter() - start
    return games / elapsed, decisions / elapsed


def positions(players: int, count: int, tiles: burgundy.TileSet) -> list[Game]:
    """Games at positions spread over whole random games."""
    found: list[Game] = []
    seed = 0
    while len(found) < count:
        game = burgundy.new_game(players, seed, tiles=tiles)
        choose = random.Random(seed).choice
        step = 0
        while not game.is_over:
            if step % 13 == 0:
                found.append(game.clone())
            if len(found) == count:
                break
            game.apply(choose(game.legal_actions()))
            step += 1
        seed += 1
    return found[:count]


def per_call(label: str, games: list[Game], call: Callable[[Game], object]) -> float:
    """Mean microseconds of ``call`` over ``games``."""
    start = time.perf_counter()
    for game in games:
        call(game)
    return (time.perf_counter() - start) / len(games) * 1e6


def state_bytes(game: Game) -> int:
    """Bytes of every object reachable from one state, each counted once (tiles and other
    shared constants included)."""
    seen: set[int] = set()
    stack: list[object] = [game.state]
    total = 0
    while stack:
        obj = stack.pop()
        if id(obj) in seen or isinstance(obj, type):
            continue
        seen.add(id(obj))
        total += sys.getsizeof(obj)
        stack.extend(gc.get_referents(obj))
    return total


def _step(game: Game) -> object:
    copy = game.clone()
    copy.apply(game.legal_actions()[0])
    return copy.legal_actions()


def spread(values: list[float]) -> str:
    return f"{statistics.median(values):8.1f}  ({min(values):.1f}-{max(values):.1f})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="few games: a smoke run")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})
    runs = 2 if args.quick else args.runs
    games = {2: 10, 3: 6, 4: 5} if args.quick else {2: 100, 3: 60, 4: 50}
    standard = burgundy.STANDARD_TILES
    house_files = sorted(HOUSE_RULES.glob("*.tiles"))
    house = burgundy.load_tiles(standard, *house_files)
    expansions = {
        name: burgundy.load_tiles(standard, path) for name, path in burgundy.EXPANSIONS.items()
    }

    build = "compiled" if compiled() else "pure Python"
    print(
        f"burgundy {burgundy.__version__} ({build}), Python {platform.python_version()}, "
        f"{platform.machine()}, {runs} runs, one core"
    )
    # Warm up (imports, caches, the processor's clock) before anything is measured.
    deadline = time.perf_counter() + (0.5 if args.quick else 3.0)
    while time.perf_counter() < deadline:
        play_random(2, 0, standard)
    print()
    print("uniform-random games (median, min-max over runs)")
    print(f"{'tiles':<10}{'players':>8}{'games/s':>26}{'decisions/s':>30}")
    for name, tiles in (("standard", standard), ("house", house)):
        for players in (2, 3, 4):
            rates = [games_per_second(players, games[players], tiles, r) for r in range(runs)]
            g = spread([r[0] for r in rates])
            d = spread([r[1] for r in rates])
            print(f"{name:<10}{players:>8}{g:>26}{d:>30}")
    print()
    print("with each expansion (2 players)")
    for name, tiles in expansions.items():
        rates = [games_per_second(2, games[2], tiles, r) for r in range(runs)]
        g, d = spread([r[0] for r in rates]), spread([r[1] for r in rates])
        print(f"{name:<18}{g:>26}{d:>30}")
    print()
    print("per call, microseconds (median, min-max over runs; 2 players, standard tiles)")
    sample = positions(2, 100 if args.quick else 400, standard)
    saves = [g.to_json() for g in sample]
    for game in sample:
        game.legal_actions()  # apply() below starts from a known list, as a bot's does
    calls: dict[str, Callable[[Game], object]] = {
        "legal_actions() (new state)": lambda g: position(g.state, g.tiles).legal_actions(),
        "clone() + apply()": lambda g: g.clone().apply(g.legal_actions()[0]),
        # What a search bot pays per step: a copy, a move, and the next choices.
        "clone()+apply()+legal": lambda g: _step(g),
        "clone()": lambda g: g.clone(),
        "to_json()": lambda g: g.to_json(),
    }
    for label, call in calls.items():
        print(f"{label:<28}{spread([per_call(label, sample, call) for _ in range(runs)]):>26}")
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        for text in saves:
            Game.from_json(text)
        times.append((time.perf_counter() - start) / len(saves) * 1e6)
    print(f"{'from_json()':<28}{spread(times):>26}")
    print()
    sizes = [state_bytes(g) for g in sample]
    print(
        f"memory of one game state: median {statistics.median(sizes) / 1024:.1f} KiB "
        f"(all objects reachable from it, shared ones once)"
    )


if __name__ == "__main__":
    main()
