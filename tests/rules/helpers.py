"""Shared helpers for the rule tests: building positions, finding legal actions, playing
turns and whole games (through the public API, plus the pending-decision frames)."""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Sequence
from typing import TypeVar

import attrs
import pytest

import burgundy
from burgundy.actions import Action, Skip, TakeWorkers
from burgundy.events import Event
from burgundy.model.state import GameState
from burgundy.testing import Scenario
from tests.play import (  # re-exported: the test modules import them from here
    actions as actions,
)
from tests.play import (
    find as find,
)
from tests.play import (
    finish_turn as finish_turn,
)
from tests.play import (
    of as of,
)
from tests.play import (
    play as play,
)

#: The tile set the rule tests play with; ``None`` is the standard set (the default of
#: ``new_game``).
TILES: burgundy.TileSet | None = None

A = TypeVar("A", bound=Action)
E = TypeVar("E", bound=Event)


def new_game(
    players: int = 2, seed: int = 0, estates: Sequence[int] | None = None
) -> burgundy.Game:
    return burgundy.new_game(players, seed, estates=estates, tiles=TILES)


def scenario(players: int = 2, seed: int = 0, estates: Sequence[int] | None = None) -> Scenario:
    return Scenario(players, seed, estates=estates, tiles=TILES)


def turn_order(players: int, seed: int = 0) -> tuple[int, ...]:
    """The turn order a fresh game with this seed starts with (Scenario keeps it)."""
    return new_game(players, seed).state.turn_order


def snapshot(game: burgundy.Game) -> str:
    return game.to_json()


def assert_illegal(game: burgundy.Game, action: Action) -> None:
    """``action`` is refused with IllegalActionError and the game is exactly as before."""
    before = snapshot(game)
    state = game.state
    assert action not in game.legal_actions()
    with pytest.raises(burgundy.IllegalActionError):
        game.apply(action)
    assert game.state is state
    assert snapshot(game) == before


Policy = Callable[[burgundy.Game], Action]


def random_policy(seed: int) -> Policy:
    rng = random.Random(seed)
    return lambda game: rng.choice(game.legal_actions())


def settle(game: burgundy.Game) -> list[Event]:
    """Answer the pending decisions: a castle takes workers, an optional benefit is
    skipped, any other choice takes the first option offered."""
    events: list[Event] = []
    while game.state.pending and not game.is_over:
        legal = game.legal_actions()
        pick = next((a for a in legal if isinstance(a, TakeWorkers | Skip)), legal[0])
        events += game.apply(pick)
    return events


@attrs.frozen
class Step:
    """One applied action of a recorded game."""

    before: GameState
    actor: int
    action: Action
    events: tuple[Event, ...]
    after: GameState


@functools.cache
def recorded_game(players: int, seed: int) -> tuple[Step, ...]:
    """A whole game played by a seeded random policy, every step kept (states are frozen
    values, so keeping them is cheap). Cached: several tests read the same games."""
    game = new_game(players, seed)
    policy = random_policy(seed)
    steps: list[Step] = []
    while not game.is_over:
        assert game.legal_actions(), "no legal action before the end"
        before, actor = game.state, game.current_player
        assert actor is not None
        action = policy(game)
        events = game.apply(action)
        steps.append(Step(before, actor, action, events, game.state))
    return tuple(steps)


def clear_depots(build: Scenario) -> Scenario:
    """Empty every numbered depot (their tiles go back to the supplies), so that a test
    can use any tile of the game."""
    for n in range(1, 7):
        build.depot(n, [None, None, None, None])
    return build
