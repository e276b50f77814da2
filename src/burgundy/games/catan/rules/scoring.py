"""Victory points (C-END-1, C-DEV-8) and the end (C-END-2..4)."""

from __future__ import annotations

from typing import Final

import attrs

from burgundy.games.catan.cards import CARDS
from burgundy.games.catan.state import State

#: Each card's victory points while held, as the cards' file gives them.
CARD_POINTS: Final = {name: card.points for name, card in CARDS.items()}


@attrs.frozen
class Outcome:
    """The result: ``points`` per seat (victory point cards included) and the winners (one
    seat, or none when a turn limit ended the game, C-END-4)."""

    points: tuple[int, ...]
    winners: tuple[int, ...]


def public_points(state: State, seat: int) -> int:
    """``seat``'s VP that everyone sees: buildings and awards."""
    points = state.figures.points
    settlement, city = points["settlement"], points["city"]  # the two kinds of building
    total = 0
    for owner, kind in state.buildings.values():
        if owner == seat:
            total += city if kind == "city" else settlement
    # Read into names: compiled, an int compared with a value that may be None is a call.
    road, army = state.longest_road, state.largest_army
    if road is not None and road == seat:
        total += points["longest_road"]
    if army is not None and army == seat:
        total += points["largest_army"]
    return total


def hidden_points(state: State, seat: int) -> int:
    """The VP of ``seat``'s held cards, counted from the moment they are held (C-DEV-8): each
    card's worth in the cards' file, or in the house rules that re-valued it."""
    cards = state.players[seat].cards
    if not cards:
        return 0
    rewritten = state.card_points
    total = 0
    for card in cards:
        total += rewritten[card] if card in rewritten else CARD_POINTS[card]
    return total


def points(state: State, seat: int) -> int:
    return public_points(state, seat) + hidden_points(state, seat)


def scores(state: State) -> tuple[int, ...]:
    """Each seat's VP now, victory point cards included."""
    return tuple(points(state, seat) for seat in range(len(state.players)))


def outcome(state: State) -> Outcome | None:
    """The result once the game is over, else ``None``."""
    if not state.over:
        return None
    winners = () if state.winner is None else (state.winner,)
    return Outcome(scores(state), winners)
