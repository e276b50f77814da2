"""Playing through the public API in tests: find legal actions by kind and fields, apply
them checked, pick events, finish a turn or the whole game, and read the final score
sheet. A failed expectation raises ``AssertionError`` saying what was found instead."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, TypeVar

from burgundy.games.castles.actions import Action, EndTurn, TakeWorkers
from burgundy.games.castles.events import Event, FinalScore, TurnEnded
from burgundy.games.castles.game import CastlesGame

A = TypeVar("A", bound=Action)
E = TypeVar("E", bound=Event)


def actions(game: CastlesGame, cls: type[A], **fields: Any) -> list[A]:
    """The legal actions of ``cls`` whose fields equal ``fields``, in legal order."""
    return [
        a
        for a in game.legal_actions()
        if isinstance(a, cls) and all(getattr(a, k) == v for k, v in fields.items())
    ]


def find(game: CastlesGame, cls: type[A], **fields: Any) -> A:
    """The one legal action of ``cls`` with these field values."""
    found = actions(game, cls, **fields)
    if len(found) != 1:
        raise AssertionError(f"expected one legal {cls.__name__} {fields}, found {found}")
    return found[0]


def play(game: CastlesGame, action: Action) -> tuple[Event, ...]:
    """Apply ``action`` after checking that the engine lists it as legal."""
    if action not in game.legal_actions():
        raise AssertionError(f"{action} is not legal: {game.legal_actions()}")
    return game.apply(action)


def of(events: Iterable[Event], cls: type[E]) -> list[E]:
    """The events of one kind, in order."""
    return [e for e in events if isinstance(e, cls)]


def finish_turn(game: CastlesGame) -> list[Event]:
    """Spend the acting seat's unused dice on *take workers*, then end its turn (never
    buys, and nothing more even if the same seat acts next). Fails if a decision is
    pending."""
    seat = game.current_player
    events: list[Event] = []
    while not any(isinstance(e, TurnEnded) and e.seat == seat for e in events):
        if game.is_over or game.current_player != seat:
            raise AssertionError(f"seat {seat}'s turn ended without a TurnEnded event")
        if game.state.pending:
            raise AssertionError(f"a decision is pending: {game.legal_actions()}")
        workers = [a for a in game.legal_actions() if isinstance(a, TakeWorkers)]
        events += game.apply(workers[0]) if workers else play(game, EndTurn())
    return events


def finish_game(game: CastlesGame) -> list[Event]:
    """Finish this turn and every turn after it (taking workers) until the game is over;
    the events of it all, final scoring included."""
    events: list[Event] = []
    while not game.is_over:
        events += finish_turn(game)
    return events


def score_sheet(events: Iterable[Event], seat: int) -> dict[str, int]:
    """The final score sheet of ``seat``: each ``FinalScore`` line's label -> points, in
    order (R-END-GAME-1 and the tiles' own lines). A label scored twice fails."""
    lines: dict[str, int] = {}
    for event in of(events, FinalScore):
        if event.seat == seat:
            if event.label in lines:
                raise AssertionError(f"label {event.label!r} scored twice for seat {seat}")
            lines[event.label] = event.points
    return lines


__all__ = ["actions", "find", "finish_game", "finish_turn", "of", "play", "score_sheet"]
