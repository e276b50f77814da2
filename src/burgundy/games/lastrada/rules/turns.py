"""The turn (L-TURN) and the end (L-END): a turn starts with the end test, then the income;
it ends when the player says so, and a round of idle turns at a full purse ends the game;
a house rule may end it after any step (``game.ends``)."""

from __future__ import annotations

import attrs

from burgundy.games.lastrada import house
from burgundy.games.lastrada.events import Event, GameEnded, TurnEnded, TurnStarted
from burgundy.games.lastrada.rules.routes import can_build
from burgundy.games.lastrada.rules.scoring import gold
from burgundy.games.lastrada.state import State
from burgundy.lang.flow import ENDS


def begin_turn(state: State, seat: int) -> tuple[State, tuple[Event, ...]]:
    """``seat``'s turn: the game ends at once if it could build no route even with a full
    purse (L-END-1, -2), else it gains the income up to the cap (L-TURN-2)."""
    numbers = state.numbers
    state = attrs.evolve(state, seat=seat, built=False)
    if not can_build(state, seat, numbers.cap):
        return attrs.evolve(state, over=True, ended="no route"), (GameEnded("no route", seat),)
    player = state.players[seat]
    days = min(player.days + numbers.income, numbers.cap)
    gained = days - player.days
    players = list(state.players)
    players[seat] = attrs.evolve(player, days=days)
    state = attrs.evolve(state, players=tuple(players), turn=state.turn + 1)
    return state, (TurnStarted(seat, gained, numbers.income - gained, days),)


def end_turn(state: State) -> tuple[State, tuple[Event, ...]]:
    """End the turn of the seat to act: the stall count (L-END-3), then the next seat's turn,
    clockwise (L-TURN-1)."""
    seat = state.seat
    full = state.players[seat].days >= state.numbers.cap
    idle = state.idle + 1 if full and not state.built else 0
    state = attrs.evolve(state, idle=idle)
    ended = (TurnEnded(seat, idle),)
    if idle >= len(state.players):
        return attrs.evolve(state, over=True, ended="stall"), ended + (GameEnded("stall", seat),)
    state, started = begin_turn(state, (seat + 1) % len(state.players))
    return state, ended + started


def house_end(state: State) -> tuple[State, tuple[Event, ...]]:
    """The game over if ``game.ends`` holds for a player now, asked for each seat after every
    step of the turns only when a house rule changes it (``burgundy.lang.flow``)."""
    if state.over or not house.modifies(state, ENDS):
        return state, ()
    totals = gold(state)
    for seat, player in enumerate(state.players):
        if house.ask(state, ENDS, seat, days=player.days, stones=player.stones,
                     gold=totals[seat]):
            return (attrs.evolve(state, over=True, ended="house rule"),
                    (GameEnded("house rule", seat),))
    return state, ()
