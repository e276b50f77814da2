"""The game's flow: who acts, what they may do, and what an action does. After every action
(``settle``) the programs on the stack run on (``program.run``) and the active player's total
is checked (C-END-2), then a house rule's end (``ending.check``)."""

from __future__ import annotations

from typing import Final

from burgundy.games.catan.actions import (
    BUILD_CITY,
    BUILD_ROAD,
    BUILD_SETTLEMENT,
    BUY_CARD,
    END_TURN,
    PLACE_ROAD,
    PLACE_SETTLEMENT,
    PLAY_CARD,
    ROLL,
    Action,
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
from burgundy.games.catan.events import (
    CardBought,
    CardPlayed,
    Discarded,
    Event,
    Rolled,
    Stolen,
    TradeAnswered,
)
from burgundy.games.catan.frames import (
    ChoosingValue,
    Discarding,
    Frame,
    Offer,
)
from burgundy.games.catan.geometry import PATHS_AT
from burgundy.games.catan.rules import (
    building,
    decisions,
    development,
    ending,
    production,
    program,
    robber,
    setup,
    start,
    trade,
    turns,
)
from burgundy.games.catan.rules.explain import problem, why_illegal
from burgundy.games.catan.rules.holdings import holds
from burgundy.games.catan.state import State
from burgundy.kernel.errors import IllegalActionError
from burgundy.kernel.values import evolve


def to_act(state: State) -> int | None:
    """The seat to act: the one a pending decision waits for, else the active player;
    ``None`` once the game is over, decisions pending or not (C-END-2)."""
    if state.over:
        return None
    if state.pending:
        top = state.pending[-1]
        return top.to_act if isinstance(top, Offer) else top.seat
    return state.seat


def legal(state: State) -> tuple[Action, ...]:
    """Every legal action of the seat to act (C-TURN-5): in set-up its settlement or road;
    with a decision pending, its answers; else the turn's actions."""
    if state.over:
        return ()
    if state.to_place:
        if state.road_from is None:
            return tuple(PLACE_SETTLEMENT[i] for i in start.settlement_choices(state))
        return tuple(PLACE_ROAD[p] for p in PATHS_AT[state.road_from] if p not in state.roads)
    if state.pending:
        return decisions.answers(state, state.pending[-1])
    return turn_actions(state)


def turn_actions(state: State) -> tuple[Action, ...]:
    """The active player's actions with nothing pending: before the roll, rolling or a card
    (C-TURN-2); after it, trades in the trade phase (C-TURN-3), building, buying, a card,
    and ending the turn (C-TURN-4)."""
    seat = state.seat
    player = state.players[seat]
    # Most turns the player holds no card: no call to find which it may play.
    cards = tuple(PLAY_CARD[c] for c in development.playable(state)) if player.cards else ()
    if not state.rolled:
        return (ROLL,) + cards
    actions: list[Action] = []
    if trade.phase_problem(state) is None:
        actions += trade.maritime_trades(state)
        actions += trade.proposals(state)
    hand = player.hand
    costs = state.figures.costs
    if holds(hand, costs["road"]) and building.left(state, seat, "road"):
        actions += [BUILD_ROAD[p] for p in building.road_spots(state, seat)]
    if holds(hand, costs["settlement"]) and building.left(state, seat, "settlement"):
        actions += [BUILD_SETTLEMENT[i] for i in building.settlement_spots(state, seat, False)]
    if holds(hand, costs["city"]) and building.left(state, seat, "city"):
        actions += [
            BUILD_CITY[i]
            for i, (owner, kind) in sorted(state.buildings.items())
            if owner == seat and kind == "settlement"
        ]
    if holds(hand, costs["card"]) and development.buy_problem(state) is None:
        actions.append(BUY_CARD)
    return (*actions, *cards, END_TURN)


def apply(state: State, action: Action) -> tuple[State, tuple[Event, ...]]:
    """The state after ``action`` and what happened; ``IllegalActionError`` (nothing changed)
    if it is not legal."""
    if problem(state, action) is not None:
        raise IllegalActionError(why_illegal(state, action))
    return play(state, action)


def play(state: State, action: Action) -> tuple[State, tuple[Event, ...]]:
    """What ``action``, one of ``legal(state)``, does (the handle has checked it): the action,
    then what follows every step (``settle``)."""
    state, events = perform(state, action)
    state, settled = settle(state)
    return state, events + settled


def settle(state: State) -> tuple[State, tuple[Event, ...]]:
    """What follows every step, and a position built without playing up to it
    (``Scenario``): the programs on the stack run on, then the active player's win
    (C-END-2), then a house rule's end (``game.ends``)."""
    state, ran = program.run(state)
    state, won = turns.check_win(state)
    state, ended = ending.check(state)
    return state, ran + won + ended


#: Events after which undo may not go back: each showed something that was hidden. A set of
#: the classes (compiled, `isinstance` of a tuple of classes is a generic call per event).
REVEALING: Final = frozenset({Rolled, CardBought, Stolen, Discarded, CardPlayed, TradeAnswered})


def step(state: State, action: Action) -> tuple[State, tuple[Event, ...], None, bool]:
    """The handle's step (``kernel.protocol.Step``) for ``action``, which it has checked:
    ``play``, and whether undo may go back over it: only when it drew nothing at random
    and revealed nothing hidden (``REVEALING``)."""
    after, events = play(state, action)
    undoable = after.draws == state.draws
    if undoable:
        for event in events:
            if type(event) in REVEALING:
                undoable = False
                break
    return after, events, None, undoable


def perform(state: State, action: Action) -> tuple[State, tuple[Event, ...]]:
    """What a legal ``action`` does, before the programs run on."""
    if state.to_place:
        if isinstance(action, PlaceSettlement):
            return setup.setup_settlement(state, action.intersection)
        assert isinstance(action, PlaceRoad)
        return setup.setup_road(state, action.path)
    if state.pending:
        return resolve(state, state.pending[-1], action)
    # The commonest actions first: compiled, a failed isinstance of a Python class costs a
    # lookup of the action's __class__.
    if isinstance(action, Roll):
        return production.roll(state)
    if isinstance(action, EndTurn):
        return turns.end_turn(state)
    if isinstance(action, MaritimeTrade):
        return trade.maritime(state, action.give, action.get)
    seat = state.seat
    if isinstance(action, BuildRoad):
        return building.place_road(state, seat, action.path, paid=True)
    if isinstance(action, BuildSettlement):
        return building.place_settlement(state, seat, action.intersection, paid=True)
    if isinstance(action, BuildCity):
        return building.place_city(state, seat, action.intersection)
    if isinstance(action, BuyCard):
        return development.buy(state)
    if isinstance(action, PlayCard):
        return development.play(state, action.card)
    assert isinstance(action, ProposeTrade)
    return trade.propose(state, action.give, action.get)


def resolve(state: State, frame: Frame, action: Action) -> tuple[State, tuple[Event, ...]]:
    """A legal answer to the pending ``frame``."""
    if isinstance(frame, Discarding):
        assert isinstance(action, Discard)
        return production.discard(state, action.resource)
    if isinstance(frame, Offer):
        if isinstance(action, AnswerTrade):
            return trade.answer(state, action.accept)
        assert isinstance(action, CloseTrade)
        return trade.close(state, action.partner)
    state = evolve(state, pending=state.pending[:-1])
    seat = frame.seat
    if isinstance(action, MoveRobber):
        return robber.move_robber(state, seat, action.hex)
    if isinstance(action, Steal):
        return robber.steal(state, seat, action.victim)
    if isinstance(action, PlaceRoad):
        return building.place_road(state, seat, action.path, paid=False)
    assert isinstance(action, Choose)
    if isinstance(frame, ChoosingValue):
        assert isinstance(action.option, str)
        return program.chosen(state, frame, action.option), ()
    assert isinstance(action.option, tuple)
    return program.take(state, seat, action.option)
