"""Playing La Strada through its rules' modules (``rules.setup``, ``rules.flow``), on the
example board with the test deal of LA_STRADA.md §10."""

from __future__ import annotations

from collections.abc import Iterable
from importlib import resources
from typing import Any

from burgundy.games.lastrada import Options, State
from burgundy.games.lastrada.actions import Action, BuildRoute
from burgundy.games.lastrada.board import Field
from burgundy.games.lastrada.events import Event
from burgundy.games.lastrada.rules import flow, setup
from burgundy.games.lastrada.testing import Scenario

EXAMPLE = (
    resources.files("burgundy.games.lastrada").joinpath("data/example-r6.toml").read_text("utf-8")
)
TEST_DEAL = """
[targets]
"0,0" = "city"
"-5,1" = "city"
"1,4" = "city"
"2,-6" = "city"
"-3,2" = "village"
"3,-2" = "village"
"-1,-4" = "village"
"-4,5" = "village"
"-2,6" = "village"
"-2,-1" = "hamlet"
"2,1" = "hamlet"
"4,-5" = "hamlet"
"-6,4" = "hamlet"
"6,-4" = "hamlet"
"1,-3" = "farm"
"-1,3" = "farm"
"5,-1" = "farm"
"-4,-2" = "farm"
"4,2" = "farm"
"""
#: The example board with the test deal.
BOARD = EXAMPLE + TEST_DEAL
#: Red's start field in §12's facts: a plain field touching the centre city (0, 0).
RED = (-1, 1)
#: Start fields far from (-1, 1), for the other seats of §12's positions.
FAR = ((5, -6), (-6, 6), (6, 0))
CITY, FARM, VILLAGE, HAMLET = (0, 0), (-1, 3), (-3, 2), (2, 1)


def scenario(players: int = 3, curves: str = "gentle", **numbers: Any) -> Scenario:
    """§12's position: seat 0 (Red) on (-1, 1), the others far away, seat 0 to act (with two
    players its second start field is far away too); ``numbers`` override rule numbers."""
    built = Scenario(players=players, board=BOARD, curves=curves, **numbers).start(0, RED)
    if players == 2:
        built.start(0, FAR[2]).start(1, FAR[0]).start(1, FAR[1])
    for seat in range(1, players if players > 2 else 1):
        built.start(seat, FAR[seat - 1])
    return built.turn(0)


def play(state: State, actions: Iterable[Action]) -> tuple[State, list[Event]]:
    """Apply each action in turn, through the rules; the state after and every event."""
    events: list[Event] = []
    for action in actions:
        state, happened = flow.apply(state, action)
        events += happened
    return state, events


def new(players: int = 3, seed: int = 0, board: str = BOARD, curves: str = "gentle") -> State:
    return setup.setup(Options(players=players, seed=seed, board=board, curves=curves))


def route(*fields: Field) -> BuildRoute:
    """A route over ``fields[:-1]`` to ``fields[-1]``."""
    return BuildRoute(tuple(fields[:-1]), fields[-1])


def cheapest(state: State, target: Field) -> int | None:
    """The cheapest legal route's cost to ``target`` for the seat to act, by its legal list."""
    costs = [
        sum(state.numbers.costs[state.fields[f]] for f in a.fields)
        for a in flow.legal(state)
        if isinstance(a, BuildRoute) and a.target == target
    ]
    return min(costs, default=None)
