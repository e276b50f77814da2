"""Where a set-up settlement may go (C-SETUP-11, -12): the intersections the printed rules
allow (C-BUILD-4), narrowed by a house rule's ``setup.settlement`` (``house.settles``),
asked only when a house rule changes it, so that the standard set-up pays nothing."""

from __future__ import annotations

from burgundy.games.catan import house
from burgundy.games.catan.rules import building
from burgundy.games.catan.state import State


def settlement_choices(state: State) -> tuple[int, ...]:
    """Where the seat to place may put its set-up settlement: every intersection the
    printed rules allow for which ``setup.settlement`` holds; when the house rules leave
    none, the printed rules' own, so that the set-up goes on."""
    spots = building.settlement_spots(state, state.seat, setup=True)
    if not house.modifies(state, house.SETTLEMENT):
        return spots
    return tuple(i for i in spots if house.settles(state, i)) or spots


def settlement_problem(state: State, intersection: int) -> str | None:
    """Why the seat to place may not put its set-up settlement on ``intersection`` (the
    printed rules', then the house rules'), or ``None``."""
    printed = building.settlement_problem(state, state.seat, intersection, setup=True)
    if printed is None and intersection not in settlement_choices(state):
        return (f"the house rules allow no set-up settlement on I{intersection} "
                f"({house.SETTLEMENT})")
    return printed
