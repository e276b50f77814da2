"""Playing Catan through its rules' modules (``rules.setup``, ``rules.flow``), on CATAN.md's
reference board R1 (§12)."""

from __future__ import annotations

import itertools
from collections.abc import Iterable
from typing import Any

from burgundy.games.catan import EndTurn, Options, Roll, Scenario, State
from burgundy.games.catan.actions import Action
from burgundy.games.catan.board import packaged
from burgundy.games.catan.events import Event
from burgundy.games.catan.geometry import path_between
from burgundy.games.catan.rules import flow, setup

#: Board R1 as a board file (shipped as ``data/boards/r1.toml``).
R1 = packaged("r1")
RED, BLUE, WHITE, ORANGE = 0, 1, 2, 3
EMPTY = {"lumber": 0, "brick": 0, "wool": 0, "grain": 0, "ore": 0}


def new(players: int = 4, seed: int = 0, board: str | None = R1, **options: Any) -> State:
    return setup.setup(Options(players=players, seed=seed, board=board, **options))


def scenario(players: int = 4, seed: int = 0, **options: Any) -> Scenario:
    """A position on R1; the seats, pieces and hands come from the calls."""
    return Scenario(players=players, seed=seed, board=R1, **options)


def play(state: State, actions: Iterable[Action]) -> tuple[State, list[Event]]:
    """Apply each action in turn, through the rules; the state after and every event."""
    events: list[Event] = []
    for action in actions:
        state, happened = flow.apply(state, action)
        events += happened
    return state, events


def road(*intersections: int) -> list[int]:
    """The paths of a chain of adjacent intersections."""
    return [path_between(a, b) for a, b in itertools.pairwise(intersections)]


def hand(**cards: int) -> dict[str, int]:
    """A full hand mapping: the named counts, 0 for the rest."""
    return {**EMPTY, **cards}


def turn_of(state: State, seat: int) -> State:
    """Play the other seats' turns until ``seat``'s begins: each rolls, answers what a 7
    asks with its first legal answer, and ends its turn."""
    state, _ = play(state, [EndTurn()])
    while state.seat != seat:
        state, _ = play(state, [Roll()])
        while flow.legal(state)[-1] != EndTurn():
            state, _ = play(state, [flow.legal(state)[0]])
        state, _ = play(state, [EndTurn()])
    return state
