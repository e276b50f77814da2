"""Helpers every test folder uses to play through the public API: find legal actions by
kind and fields, apply them checked, pick events, finish a turn."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, TypeVar

import burgundy
from burgundy.actions import Action, EndTurn, TakeWorkers
from burgundy.events import Event, TurnEnded

A = TypeVar("A", bound=Action)
E = TypeVar("E", bound=Event)


def actions(game: burgundy.Game, cls: type[A], **fields: Any) -> list[A]:
    """The legal actions of ``cls`` whose fields equal ``fields``, in legal order."""
    return [
        a
        for a in game.legal_actions()
        if isinstance(a, cls) and all(getattr(a, k) == v for k, v in fields.items())
    ]


def find(game: burgundy.Game, cls: type[A], **fields: Any) -> A:
    """The one legal action of ``cls`` with these field values (fails the test otherwise)."""
    found = actions(game, cls, **fields)
    assert len(found) == 1, f"expected one legal {cls.__name__} {fields}, found {found}"
    return found[0]


def play(game: burgundy.Game, action: Action) -> tuple[Event, ...]:
    """Apply ``action`` after checking that the engine lists it as legal."""
    assert action in game.legal_actions(), f"{action} is not legal: {game.legal_actions()}"
    return game.apply(action)


def of(events: Iterable[Event], cls: type[E]) -> list[E]:
    """The events of one kind, in order."""
    return [e for e in events if isinstance(e, cls)]


def finish_turn(game: burgundy.Game) -> list[Event]:
    """Spend the acting seat's unused dice on *take workers*, then end its turn (never
    buys, and nothing more even if the same seat acts next). Fails if a decision is
    pending."""
    seat = game.current_player
    events: list[Event] = []
    while not any(isinstance(e, TurnEnded) and e.seat == seat for e in events):
        assert not game.is_over and game.current_player == seat
        assert not game.state.pending, f"a decision is pending: {game.legal_actions()}"
        workers = [a for a in game.legal_actions() if isinstance(a, TakeWorkers)]
        events += game.apply(workers[0]) if workers else play(game, EndTurn())
    return events
