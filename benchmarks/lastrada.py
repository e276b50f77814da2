"""La Strada's cost of a decision and random games per second, on the example board:

    python benchmarks/lastrada.py [--games 50]

A decision's cost is one ``legal`` call in a turn: every legal route of the seat to act
(L-ROUTE-9), timed at every turn decision of ``--games`` random games of each player count
(the least of three runs), its mean and its worst. Also timed: the end test (``can_build``,
run at the start of every turn) and the §12 fact 6 position (91 routes from one start field
with 10 days; 774 with ``curves = "any"``).

The bots against each other: ``burgundy simulate --game lastrada`` (docs/lastrada.md).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable

from burgundy.games.lastrada import RULES, Options, State
from burgundy.games.lastrada.rules.routes import can_build


def fact_six(curves: str) -> float:
    """Seconds per ``legal`` call on §12's position: seat 0 alone on (-1, 1), 10 days."""
    sys.path.insert(0, ".")
    from tests.lastrada.helpers import scenario

    state = scenario(curves=curves).days(0, 10).state()
    runs = 200
    start = time.perf_counter()
    for _ in range(runs):
        RULES.legal(state)
    return (time.perf_counter() - start) / runs


def timed(legal: Callable[[State], object], state: State) -> float:
    """The seconds one ``legal`` call takes: the least of three, so that a pause of the
    machine's (another process, the garbage collector) is not counted as the decision's."""
    runs = []
    for _ in range(3):
        began = time.perf_counter()
        legal(state)
        runs.append(time.perf_counter() - began)
    return min(runs)


def random_game(players: int, seed: int, each: Callable[[State], None] | None = None) -> None:
    """A game of random legal actions (``each`` sees every turn decision's state)."""
    choice = random.Random(seed).choice
    state = RULES.setup(Options(players=players, seed=seed))
    while not state.over:
        if each is not None and not state.to_place:
            each(state)
        state, _ = RULES.apply(state, choice(RULES.legal(state)))


def decisions(players: int, games: int) -> None:
    """Random games: games per second, and each turn decision's ``legal`` and end test."""
    start = time.perf_counter()
    for seed in range(games):
        random_game(players, seed)
    per_second = games / (time.perf_counter() - start)
    times: list[tuple[float, int]] = []  # seconds, routes
    tests: list[float] = []

    def measure(state: State) -> None:
        times.append((timed(RULES.legal, state), len(RULES.legal(state)) - 1))
        tests.append(timed(lambda s: can_build(s, s.seat, s.numbers.cap), state))

    for seed in range(games):
        random_game(players, seed, measure)
    mean = sum(t for t, _ in times) / len(times)
    routes = sum(n for _, n in times) / len(times)
    worst, most = max(times)
    print(
        f"{players} players: {per_second:6.1f} random games/s; a decision "
        f"{mean * 1e6:5.0f} µs on average ({routes:4.1f} routes), {worst * 1e6:6.0f} µs at "
        f"worst ({most} routes); the end test {sum(tests) / len(tests) * 1e6:4.0f} µs"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.partition("\n\n")[0])
    parser.add_argument("--games", type=int, default=50, help="random games per player count")
    arguments = parser.parse_args()
    for players in (2, 3, 4):
        decisions(players, arguments.games)
    for curves in ("gentle", "any"):
        print(f"fact 6 position, curves = {curves!r}: {fact_six(curves) * 1e6:5.0f} µs a decision")


if __name__ == "__main__":
    main()
