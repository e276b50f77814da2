"""Bots against bots: win rates with 95 % intervals, scores and time per decision.

Run from the repository root::

    python benchmarks/bots.py --games 200                      # random, greedy
    python benchmarks/bots.py --games 20 --pairs mcts:greedy   # MCTS at 1,000 iterations

Each pairing plays two-player games on map 1, game ``n`` seeded ``seed + n``, the seats
swapped from game to game. A bot's time is the mean processor time of its ``act`` calls
(every decision, the ones with a single legal action included): unlike wall-clock time it
does not count waiting for a core the machine's other work holds. The same arguments give
the same games, whatever ``--workers`` is. docs/bots.md records the figures.

A long measurement can be stopped and resumed: with ``--record FILE`` each game is appended
to FILE (a JSON line) as it ends, and the games already there are not played again.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from functools import partial

import burgundy
from burgundy.bots import Bot, GreedyBot, MCTSBot, RandomBot

Factory = Callable[[int], Bot]


def factories(iterations: int) -> dict[str, Factory]:
    return {
        "random": RandomBot,
        "greedy": GreedyBot,
        "mcts": partial(MCTSBot, iterations=iterations),
    }


def play(first: str, second: str, iterations: int, seed: int) -> tuple[int, ...]:
    """One game of ``first`` against ``second``; the seat of ``first`` alternates with the
    seed. Returns first's seat, both scores, the winner, and each bot's decisions and
    seconds spent deciding (first's, then second's)."""
    bots = factories(iterations)
    seat = seed % 2
    players = [bots[second](seed + 1000), bots[first](seed)]
    if seat == 0:
        players.reverse()
    game = burgundy.new_game(2, seed)
    calls = [0, 0]
    spent = [0.0, 0.0]
    while not game.is_over:
        mover = game.current_player
        assert mover is not None
        start = time.process_time()
        action = players[mover].act(game)
        spent[mover] += time.process_time() - start
        calls[mover] += 1
        game.apply(action)
    winner = game.winner()
    other = 1 - seat
    scores = game.scores()
    return (
        seat,
        scores[seat],
        scores[other],
        int(winner == seat),
        calls[seat],
        int(spent[seat] * 1e9),
        calls[other],
        int(spent[other] * 1e9),
    )


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a win rate (95 % by default)."""
    if games == 0:
        return 0.0, 1.0
    rate = wins / games
    centre = (rate + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(rate * (1 - rate) / games + z * z / (4 * games * games))
    half /= 1 + z * z / games
    return max(0.0, centre - half), min(1.0, centre + half)


def played(
    pool: ProcessPoolExecutor,
    first: str,
    second: str,
    iterations: int,
    seeds: range,
    record: str | None,
) -> list[tuple[int, ...]]:
    """The games of one pairing, in seed order: those in ``record`` read from it, the
    others played and appended to it as each ends."""
    key = {"first": first, "second": second, "iterations": iterations}
    done: dict[int, tuple[int, ...]] = {}
    if record is not None:
        try:
            with open(record, encoding="utf-8") as lines:
                for line in lines:
                    entry = json.loads(line)
                    if all(entry[name] == value for name, value in key.items()):
                        done[entry["seed"]] = tuple(entry["game"])
        except FileNotFoundError:
            pass
    todo = [seed for seed in seeds if seed not in done]
    results = pool.map(partial(play, first, second, iterations), todo)
    for seed, game in zip(todo, results, strict=True):
        done[seed] = game
        if record is not None:
            with open(record, "a", encoding="utf-8") as out:
                out.write(json.dumps({**key, "seed": seed, "game": game}) + "\n")
    return [done[seed] for seed in seeds]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=200, help="games per pairing")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--pairs",
        default="greedy:random,greedy:greedy",
        help="comma-separated FIRST:SECOND pairings of random, greedy, mcts",
    )
    parser.add_argument("--iterations", type=int, default=1000, help="MCTS iterations")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument(
        "--record", metavar="FILE", help="append each game to FILE; skip the games in it"
    )
    parser.add_argument(
        "--quiet", action="store_true", help="play the games, print nothing (for callgrind)"
    )
    args = parser.parse_args()
    pairs = [tuple(pair.split(":")) for pair in args.pairs.split(",")]
    known = factories(args.iterations)
    for pair in pairs:
        if len(pair) != 2 or not all(name in known for name in pair):
            parser.error(f"--pairs: {':'.join(pair)} is not FIRST:SECOND of {sorted(known)}")

    seeds = range(args.seed, args.seed + args.games)
    if args.quiet:
        burgundy.new_game(2, 0)  # loads the tiles: outside what the games count
        for first, second in pairs:
            for seed in seeds:
                play(first, second, args.iterations, seed)
        return
    print(f"two players, {args.games} games per pairing, seeds {args.seed}-")
    print()
    print(
        "| first | second | first wins | 95 % interval | median score (first, second) "
        "| ms per decision (first, second) |"
    )
    print("|---|---|---|---|---|---|")
    notes = []
    with ProcessPoolExecutor(args.workers) as pool:
        for first, second in pairs:
            games = played(pool, first, second, args.iterations, seeds, args.record)
            wins = sum(g[3] for g in games)
            low, high = wilson(wins, len(games))
            mine = statistics.median(g[1] for g in games)
            theirs = statistics.median(g[2] for g in games)
            ms_first = sum(g[5] for g in games) / sum(g[4] for g in games) / 1e6
            ms_second = sum(g[7] for g in games) / sum(g[6] for g in games) / 1e6
            print(
                f"| {first} | {second} | {wins}/{len(games)} ({wins / len(games):.0%}) "
                f"| {low:.0%}-{high:.0%} | {mine:g}, {theirs:g} "
                f"| {ms_first:.2f}, {ms_second:.2f} |",
                flush=True,
            )
            if first == second:
                both = statistics.median([g[1] for g in games] + [g[2] for g in games])
                notes.append(f"{first} against itself: median score {both:g} (both seats)")
    print()
    print("\n".join(notes))


if __name__ == "__main__":
    main()
