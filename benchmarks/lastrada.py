"""La Strada's cost of a decision and random games per second on the example board:
``python benchmarks/lastrada.py [GAMES]`` (default 50 games of each player count).

A decision's cost is one ``legal`` call in a turn: every legal route of the seat to act
(L-ROUTE-9). Also timed: the end test (``can_build``, run at the start of every turn) and
the §12 fact 6 position (91 routes from one start field with 10 days; 774 with
``curves = "any"``).
"""

from __future__ import annotations

import random
import sys
import time

from burgundy.games.lastrada import RULES, Options
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


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    for players in (2, 3, 4):
        legal_time = end_time = 0.0
        decisions = tests = 0
        routes = 0
        start = time.perf_counter()
        for seed in range(games):
            choose = random.Random(seed).choice
            state = RULES.setup(Options(players=players, seed=seed))
            while not state.over:
                began = time.perf_counter()
                legal = RULES.legal(state)
                if not state.to_place:
                    legal_time += time.perf_counter() - began
                    decisions += 1
                    routes += len(legal) - 1
                    began = time.perf_counter()
                    can_build(state, state.seat, state.numbers.cap)
                    end_time += time.perf_counter() - began
                    tests += 1
                state, _ = RULES.apply(state, choose(legal))
        elapsed = time.perf_counter() - start
        print(
            f"{players} players: {games / elapsed:7.1f} random games/s; a decision "
            f"{legal_time / decisions * 1e6:7.0f} µs ({routes / decisions:5.1f} routes on "
            f"average); the end test {end_time / tests * 1e6:5.0f} µs"
        )
    for curves in ("gentle", "any"):
        print(f"fact 6 position, curves = {curves!r}: {fact_six(curves) * 1e6:7.0f} µs a decision")


if __name__ == "__main__":
    main()
