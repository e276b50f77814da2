"""Why an action is not legal: one sentence naming the rule, or ``None`` when it is legal."""

from __future__ import annotations

from burgundy.games.lastrada.actions import BuildRoute, EndTurn, PlaceStart
from burgundy.games.lastrada.rules.routes import problem as route_problem
from burgundy.games.lastrada.rules.setup import placing_problem
from burgundy.games.lastrada.state import State


def problem(state: State, action: object) -> str | None:
    """The reason ``action`` is illegal for the seat to act, or ``None``."""
    if state.over:
        return "the game is over"
    seat = state.seat
    if state.to_place:
        if not isinstance(action, PlaceStart):
            return f"seat {seat} must place a start field first (L-SETUP-6)"
        return placing_problem(state, action.field)
    if isinstance(action, PlaceStart):
        return "the start fields are placed: set-up is over"
    if isinstance(action, EndTurn):
        return None
    if isinstance(action, BuildRoute):
        return route_problem(state, seat, action)
    return f"{action!r} is not a La Strada action"


def why_illegal(state: State, action: object) -> str:
    """``"<action> is not legal now: <reason>"``, or that it is legal."""
    reason = problem(state, action)
    if reason is None:
        return f"{action} is legal"
    return f"{action} is not legal now: {reason}"
