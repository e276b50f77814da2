"""The turn (C-TURN-1, -4) and the win on one's own turn (C-END-2, -3)."""

from __future__ import annotations

from typing import Final

from burgundy.games.catan.events import Event, GameEnded, TurnEnded, TurnStarted
from burgundy.games.catan.rules.holdings import with_player
from burgundy.games.catan.rules.scoring import points
from burgundy.games.catan.state import SEATS, State
from burgundy.kernel.values import evolve

#: Prebuilt, as production's events are.
TURN_ENDED: Final = tuple(TurnEnded(seat) for seat in SEATS)


def begin_turn(state: State, seat: int) -> tuple[State, tuple[Event, ...]]:
    """``seat``'s turn begins, unless the turn limit (not a rule, C-END-4) ends the game."""
    turn = state.turn + 1
    if state.turn_limit is not None and turn > state.turn_limit:
        return evolve(state, over=True), (GameEnded(None, 0),)
    state = evolve(
        state,
        seat=seat,
        turn=turn,
        dice=None,
        rolled=False,
        built=False,
        card_played=False,
        offers=0,
    )
    return state, (TurnStarted(seat, turn),)


def end_turn(state: State) -> tuple[State, tuple[Event, ...]]:
    """End the active player's turn: its cards bought this turn become playable; the next
    seat clockwise begins (C-TURN-1)."""
    seat = state.seat
    if state.players[seat].bought:
        state = with_player(state, seat, bought=0)
    state, started = begin_turn(state, (seat + 1) % len(state.players))
    return state, (TURN_ENDED[seat],) + started


def check_win(state: State) -> tuple[State, tuple[Event, ...]]:
    """The active player wins at once at the win total or more (C-END-2); nobody else does,
    whatever they hold (C-END-3). Not in set-up."""
    if state.over or state.to_place:
        return state, ()
    total = points(state, state.seat)
    if total < state.figures.win:
        return state, ()
    return evolve(state, over=True, winner=state.seat), (GameEnded(state.seat, total),)
