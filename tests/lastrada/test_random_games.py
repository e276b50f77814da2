"""Random games always end, keep every physical invariant after every step, and replay
exactly from their seed (L-END-3 guarantees the end; L-ROUTE-8: every tile lies on a
finished route)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from burgundy.games.lastrada import Options, State, invariants
from burgundy.games.lastrada.events import Event, RouteBuilt
from burgundy.games.lastrada.rules import flow, scoring, setup

MAX_STEPS = 3000


def problems(state: State, routes: dict[int, set[tuple[int, int]]]) -> list[str]:
    """Every broken invariant of ``state``: its physical limits, and (from ``routes``, each
    seat's finished routes' fields) that every tile lies on a finished route."""
    found = invariants.problems(state)
    for player in state.players:
        seat = player.seat
        if {f for f, s in state.road_tiles.items() if s == seat} != routes.get(seat, set()):
            found.append(f"seat {seat} has a tile on no finished route (L-ROUTE-8)")
    return found


def random_game(players: int, seed: int, curves: str = "gentle") -> tuple[State, list[Event]]:
    """A game of random legal actions, checked after every step."""
    choose = random.Random(seed)
    state = setup.setup(Options(players=players, seed=seed, curves=curves))
    events: list[Event] = []
    routes: dict[int, set[tuple[int, int]]] = {}
    for step in range(MAX_STEPS):
        if state.over:
            return state, events
        state, happened = flow.apply(state, choose.choice(flow.legal(state)))
        events += happened
        for event in happened:
            if isinstance(event, RouteBuilt):
                routes.setdefault(event.seat, set()).update(event.fields)
        assert not problems(state, routes), (players, seed, step, problems(state, routes))
    raise AssertionError(f"{players} players, seed {seed}: no end after {MAX_STEPS} steps")


@pytest.mark.rule("L-END-1", "L-END-3", "L-ROUTE-8", "L-ROUTE-2", "L-TWO-3")
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", range(4))
def test_random_games_end_with_every_invariant_kept(players: int, seed: int) -> None:
    state, _ = random_game(players, seed)
    outcome = scoring.outcome(state)
    assert outcome is not None and outcome.winners
    assert outcome.gold == scoring.gold(state)


@pytest.mark.rule("L-SETUP-3", "L-SETUP-5")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_same_seed_gives_the_same_game(players: int) -> None:
    assert random_game(players, 11) == random_game(players, 11)
    assert random_game(players, 11)[0] != random_game(players, 12)[0]


@pytest.mark.rule("L-ROUTE-5", "L-END-3")
@settings(max_examples=15, deadline=None)
@given(
    players=st.sampled_from([2, 3, 4]),
    seed=st.integers(0, 2**63),
    curves=st.sampled_from(["gentle", "any"]),
)
def test_any_random_game_ends_with_every_invariant_kept(
    players: int, seed: int, curves: str
) -> None:
    state, _ = random_game(players, seed, curves)
    assert state.over and state.ended in {"no route", "stall"}
