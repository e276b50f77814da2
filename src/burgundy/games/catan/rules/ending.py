"""The end a house rule makes (``burgundy.lang.flow``): ``game.ends`` holding for a player,
asked after every step of the turns, or an ``end game`` in a card's program. The most victory
points win; of the seats tied on them, the highest ``winner.tiebreak``; then the first of
them in turn order from the player whose turn it is. The printed win (C-END-2) and the turn
limit (C-END-4) are ``turns``'."""

from __future__ import annotations

from burgundy.games.catan import house
from burgundy.games.catan.events import Event, GameEnded
from burgundy.games.catan.rules.scoring import points, scores
from burgundy.games.catan.state import State
from burgundy.kernel.values import evolve
from burgundy.lang.flow import ENDS, TIEBREAK, leaders


def round_of(state: State) -> int:
    """The round: 1 while each player takes a first turn after the set-up, 2 for the second
    turns, …"""
    return (state.turn - 1) // len(state.players) + 1


def check(state: State) -> tuple[State, tuple[Event, ...]]:
    """The game ended if ``game.ends`` holds for a player now; asked for each seat only when
    a house rule changes it (the standard game pays one test), never in set-up."""
    if not state.figures.asked or state.over or state.to_place or not house.modifies(state, ENDS):
        return state, ()
    now = round_of(state)
    for seat in range(len(state.players)):
        if house.ask(state, ENDS, seat, points=points(state, seat), round=now,
                     has_longest_road=state.longest_road == seat,
                     has_largest_army=state.largest_army == seat):
            return end(state)
    return state, ()


def end(state: State) -> tuple[State, tuple[Event, ...]]:
    """The game over, with its winner: the most victory points, then the highest
    ``winner.tiebreak`` (asked of the tied seats), then the first in turn order from the
    player whose turn it is. A decision still pending is never answered (C-END-2)."""
    totals = scores(state)
    tied = leaders(totals, lambda seat: house.ask(
        state, TIEBREAK, seat, knights=state.players[seat].played.count("knight"),
        road_length=state.players[seat].road_length))
    n, active = len(totals), state.seat
    winner = min(tied, key=lambda seat: (seat - active) % n)
    return evolve(state, over=True, winner=winner), (GameEnded(winner, totals[winner]),)
