"""Why an action is not legal: one sentence naming the rule, or ``None`` when it is legal."""

from __future__ import annotations

from burgundy.games.catan.actions import (
    ACTION_TYPES,
    AnswerTrade,
    BuildCity,
    BuildRoad,
    BuildSettlement,
    BuyCard,
    Choose,
    CloseTrade,
    Discard,
    EndTurn,
    MaritimeTrade,
    MoveRobber,
    PlaceRoad,
    PlaceSettlement,
    PlayCard,
    ProposeTrade,
    Roll,
    Steal,
)
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
from burgundy.games.catan.rules import building, development, start, trade
from burgundy.games.catan.rules.decisions import answers
from burgundy.games.catan.rules.robber import robber_problem
from burgundy.games.catan.state import State

#: What each pending decision waits for, in words and as the answer's action class.
_TASKS: dict[type, tuple[str, type]] = {
    Discarding: ("discard (C-ROBBER-3)", Discard),
    PlacingRobber: ("move the robber (C-ROBBER-4)", MoveRobber),
    ChoosingVictim: ("choose whom to rob (C-ROBBER-5)", Steal),
    PlacingFreeRoad: ("place a free road (C-DEV-5)", PlaceRoad),
    ChoosingCards: ("choose the cards to take (C-DEV-6)", Choose),
    ChoosingValue: ("name a resource (C-DEV-7)", Choose),
}


def problem(state: State, action: object) -> str | None:
    """The reason ``action`` is illegal for the seat to act, or ``None``."""
    if state.over:
        return "the game is over"
    if not isinstance(action, ACTION_TYPES):
        return f"{action!r} is not a Catan action"
    seat = state.seat
    if state.to_place:
        if state.road_from is None:
            if not isinstance(action, PlaceSettlement):
                return f"seat {seat} must place a set-up settlement first (C-SETUP-11)"
            return start.settlement_problem(state, action.intersection)
        if not isinstance(action, PlaceRoad):
            return f"seat {seat} must place a set-up road first (C-SETUP-11)"
        return building.road_problem(state, seat, action.path, at=state.road_from)
    if state.pending:
        return _answer_problem(state, state.pending[-1], action)
    return _turn_problem(state, action)


def _answer_problem(state: State, frame: Frame, action: object) -> str | None:
    if action in answers(state, frame):
        return None
    kind: type
    if isinstance(frame, Offer):
        task, kind = (
            ("answer the offer (C-TRADE-4)", AnswerTrade)
            if frame.waiting
            else ("close the offer (C-TRADE-4)", CloseTrade)
        )
        seat = frame.to_act
    else:
        (task, kind), seat = _TASKS[type(frame)], frame.seat
    if not isinstance(action, kind):
        return f"seat {seat} must first {task}"
    if isinstance(action, Discard):
        return f"seat {seat} holds no {action.resource!r} to discard"
    if isinstance(action, MoveRobber):
        return robber_problem(state, action.hex)
    if isinstance(action, Steal) and isinstance(frame, ChoosingVictim):
        return f"seat {action.victim!r} is not a victim here: {list(frame.victims)} (C-ROBBER-5)"
    if isinstance(action, PlaceRoad):
        return building.stock_problem(state, seat, "road") or building.road_problem(
            state, seat, action.path
        )
    if isinstance(action, AnswerTrade) and isinstance(frame, Offer):
        return f"seat {seat} does not hold {', '.join(frame.get)} (C-TRADE-4)"
    if isinstance(action, CloseTrade):
        return f"seat {action.partner!r} did not accept the offer (C-TRADE-4)"
    choices = [str(a) for a in answers(state, frame)]
    return f"{action} is not among the choices: {', '.join(choices)}"


def _turn_problem(state: State, action: object) -> str | None:
    seat = state.seat
    if isinstance(action, Roll):
        return f"seat {seat} has rolled this turn (C-TURN-2)" if state.rolled else None
    if isinstance(action, PlayCard):
        return development.play_problem(state, action.card)
    if not state.rolled:
        return f"seat {seat} must roll first; before the roll only a card may be played (C-TURN-2)"
    if isinstance(action, EndTurn):
        return None
    if isinstance(action, BuildRoad):
        return (
            building.stock_problem(state, seat, "road")
            or building.road_problem(state, seat, action.path)
            or building.cost_problem(state, seat, "road")
        )
    if isinstance(action, BuildSettlement):
        return (
            building.stock_problem(state, seat, "settlement")
            or building.settlement_problem(state, seat, action.intersection, setup=False)
            or building.cost_problem(state, seat, "settlement")
        )
    if isinstance(action, BuildCity):
        return (
            building.city_problem(state, seat, action.intersection)
            or building.stock_problem(state, seat, "city")
            or building.cost_problem(state, seat, "city")
        )
    if isinstance(action, BuyCard):
        return development.buy_problem(state)
    if isinstance(action, MaritimeTrade):
        return trade.phase_problem(state) or trade.maritime_problem(state, action.give, action.get)
    if isinstance(action, ProposeTrade):
        return trade.phase_problem(state) or trade.proposal_problem(state, action.give, action.get)
    return f"no decision is pending: {action} is not an answer to anything"


def why_illegal(state: State, action: object) -> str:
    """``"<action> is not legal now: <reason>"``, or that it is legal."""
    reason = problem(state, action)
    if reason is None:
        return f"{action} is legal"
    return f"{action} is not legal now: {reason}"
