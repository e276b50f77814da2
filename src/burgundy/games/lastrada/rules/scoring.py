"""Scoring (L-SCORE, L-TWO-5): gold exists only in the final count, from the stones on the
targets and the scoring table; the most gold wins, then the most days left (the base of
``winner.tiebreak``, which house rules change), then a shared win."""

from __future__ import annotations

from collections.abc import Iterator

import attrs

from burgundy.games.lastrada import house
from burgundy.games.lastrada.board import Field
from burgundy.games.lastrada.state import State
from burgundy.lang.flow import TIEBREAK, leaders


@attrs.frozen
class Outcome:
    """The final count: ``gold`` and ``days`` per seat, and the winning seats (several on a
    shared win)."""

    gold: tuple[int, ...]
    days: tuple[int, ...]
    winners: tuple[int, ...]


def earnings(state: State) -> Iterator[tuple[int, Field, int]]:
    """Each stone's gold as the final count would give it now: (seat, target, gold), by
    the target's type and the stones on it (L-SCORE-1, -2)."""
    for target, seats in state.stones.items():
        value = state.numbers.score(state.targets[target], len(seats))
        for seat in seats:
            yield seat, target, value


def gold(state: State) -> tuple[int, ...]:
    """Each seat's gold as the final count would give it now (L-SCORE-1, -2)."""
    totals = [0] * len(state.players)
    for seat, _, value in earnings(state):
        totals[seat] += value
    return tuple(totals)


def outcome(state: State) -> Outcome | None:
    """The result once the game is over, else ``None`` (L-SCORE-3, L-TWO-5, L-TWO-6)."""
    if not state.over:
        return None
    totals = gold(state)
    days = tuple(p.days for p in state.players)
    # The tie-break, asked of the tied seats: the most days left; still tied, a shared win.
    winners = leaders(totals, lambda s: house.ask(state, TIEBREAK, s, days[s], days=days[s],
                                                  stones=state.players[s].stones))
    return Outcome(totals, days, tuple(winners))
