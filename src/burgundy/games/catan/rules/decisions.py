"""The pending decisions' answers (C-TURN-5): every legal answer to each kind of frame."""

from __future__ import annotations

from typing import Final

from burgundy.games.catan.actions import (
    DISCARD,
    MOVE_ROBBER,
    PLACE_ROAD,
    STEAL,
    Action,
    AnswerTrade,
    Choose,
    CloseTrade,
)
from burgundy.games.catan.figures import RESOURCES
from burgundy.games.catan.frames import (
    ChoosingCards,
    ChoosingValue,
    ChoosingVictim,
    Discarding,
    Frame,
    Offer,
    PlacingFreeRoad,
    PlacingRobber,
)
from burgundy.games.catan.geometry import Hex
from burgundy.games.catan.rules import building, program, robber, trade
from burgundy.games.catan.state import State
from burgundy.games.catan.vocabulary import CATAN

#: The robber's moves by the hex it stands on, prebuilt (C-ROBBER-4).
ROBBER_MOVES: Final[dict[Hex, tuple[Action, ...]]] = {
    robber: tuple(MOVE_ROBBER[h] for h in spots) for robber, spots in robber.SPOTS.items()
}


def answers(state: State, frame: Frame) -> tuple[Action, ...]:
    """The answers to a pending decision: every one, even when only one is legal."""
    if isinstance(frame, Discarding):
        hand = state.players[frame.seat].hand
        return tuple(DISCARD[r] for r in RESOURCES if hand[r])
    if isinstance(frame, PlacingRobber):
        return ROBBER_MOVES[state.robber]
    if isinstance(frame, ChoosingVictim):
        return tuple(STEAL[v] for v in frame.victims)
    if isinstance(frame, PlacingFreeRoad):
        return tuple(PLACE_ROAD[p] for p in building.road_spots(state, frame.seat))
    if isinstance(frame, ChoosingCards):
        return tuple(Choose(pick) for pick in program.bank_choices(state, frame.count))
    if isinstance(frame, ChoosingValue):
        return tuple(Choose(word) for word in CATAN.enums[frame.what])
    if isinstance(frame, Offer):
        if not frame.waiting:
            return tuple(CloseTrade(p) for p in frame.accepted) + (CloseTrade(None),)
        if trade.can_accept(state, frame, frame.waiting[0]):
            return (AnswerTrade(True), AnswerTrade(False))
        return (AnswerTrade(False),)
    return ()  # a Run frame never waits: program.run has run it
