"""La Strada's cost of a decision, random games per second, and the greedy bot against random
play, on the example board:

    python benchmarks/lastrada.py [--games 50] [--bots 200]

A decision's cost is one ``legal`` call in a turn: every legal route of the seat to act
(L-ROUTE-9), timed at every turn decision of ``--games`` random games of each player count
(the least of three runs), its mean and its worst. Also timed: the end test (``can_build``,
run at the start of every turn) and the §12 fact 6 position (91 routes from one start field
with 10 days; 774 with ``curves = "any"``).

``--bots N`` plays N games of each player count with the greedy bot
(``games.lastrada.bots.choose``) at one seat, rotated from game to game, and random play at
the others; game ``n`` is dealt with seed ``n``. It prints how many the greedy bot won (a
shared win counts) and its time per decision.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable

from burgundy.games.lastrada import RULES, Options, State
from burgundy.games.lastrada.bots import choose
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


def greedy_game(players: int, seed: int) -> tuple[bool, int, float]:
    """One game of the greedy bot at seat ``seed % players`` against random play: whether
    it won, its decisions, and the seconds they took."""
    greedy = seed % players
    rng = random.Random(seed)
    state: State = RULES.setup(Options(players=players, seed=seed))
    decided, spent = 0, 0.0
    while not state.over:
        if state.seat == greedy:
            began = time.perf_counter()
            action = choose(state, greedy, rng)
            spent += time.perf_counter() - began
            decided += 1
        else:
            action = rng.choice(RULES.legal(state))
        state, _ = RULES.apply(state, action)
    result = RULES.outcome(state)
    assert result is not None
    return greedy in result.winners, decided, spent


def greedy_against_random(players: int, games: int) -> None:
    results = [greedy_game(players, seed) for seed in range(games)]
    won = sum(w for w, _, _ in results)
    per = sum(s for _, _, s in results) / max(1, sum(d for _, d, _ in results))
    print(
        f"{players} players: greedy won {won} of {games} games ({won / games:.1%}) against "
        f"random play; {per * 1e3:.1f} ms a decision"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.partition("\n\n")[0])
    parser.add_argument("--games", type=int, default=50, help="random games per player count")
    parser.add_argument("--bots", type=int, default=0, help="greedy-against-random games")
    arguments = parser.parse_args()
    for players in (2, 3, 4):
        decisions(players, arguments.games)
    for curves in ("gentle", "any"):
        print(f"fact 6 position, curves = {curves!r}: {fact_six(curves) * 1e6:5.0f} µs a decision")
    for players in (2, 3, 4) if arguments.bots else ():
        greedy_against_random(players, arguments.bots)


if __name__ == "__main__":
    main()
