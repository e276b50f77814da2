"""The game's flow: who acts, what they may do, and what an action does; after every step
of the turns, a house rule's end (``turns.house_end``)."""

from __future__ import annotations

import attrs

from burgundy.games.lastrada.actions import Action, BuildRoute, EndTurn, PlaceStart
from burgundy.games.lastrada.events import Event, RouteBuilt
from burgundy.games.lastrada.rules import routes
from burgundy.games.lastrada.rules.explain import problem, why_illegal
from burgundy.games.lastrada.rules.setup import place_start, start_choices
from burgundy.games.lastrada.rules.turns import end_turn, house_end
from burgundy.games.lastrada.state import State
from burgundy.kernel.errors import IllegalActionError


def to_act(state: State) -> int | None:
    """The seat to act, or ``None`` once the game is over."""
    return None if state.over else state.seat


def legal(state: State) -> tuple[Action, ...]:
    """Every legal action of the seat to act: in set-up each start field it may place, in a
    turn every legal route it can pay for (L-ROUTE-9), then ending the turn (L-TURN-4)."""
    if state.over:
        return ()
    if state.to_place:
        return tuple(PlaceStart(field) for field in start_choices(state))
    budget = state.players[state.seat].days
    return routes.routes(state, state.seat, budget) + (EndTurn(),)


def apply(state: State, action: Action) -> tuple[State, tuple[Event, ...]]:
    """The state after ``action`` and what happened; ``IllegalActionError`` (nothing changed)
    if it is not legal."""
    if problem(state, action) is not None:
        raise IllegalActionError(why_illegal(state, action))
    if isinstance(action, PlaceStart):
        return place_start(state, action.field)
    state, events = build(state, action) if isinstance(action, BuildRoute) else end_turn(state)
    state, ended = house_end(state)
    return state, events + ended


def build(state: State, route: BuildRoute) -> tuple[State, tuple[Event, ...]]:
    """Build a legal route in one step (L-ROUTE-9): pay its days, take and lay its tiles,
    and place the stone; the target is reached (L-ROUTE-7, -10, L-TWO-3)."""
    seat = state.seat
    start = routes.origin(state, seat, route)
    assert start is not None  # checked legal
    player = state.players[seat]
    tiles = dict(player.tiles)
    for field in route.fields:
        tiles[state.board.fields[field]] -= 1
    stone = routes.needs_stone(state, route.target)
    price = routes.cost(state, route.fields)
    players = list(state.players)
    players[seat] = attrs.evolve(
        player,
        days=player.days - price,
        tiles=tiles,
        stones=player.stones - stone,
        reached=player.reached + (route.target,),
    )
    stones = dict(state.stones)
    if stone:
        stones[route.target] = stones.get(route.target, ()) + (seat,)
    state = attrs.evolve(
        state,
        players=tuple(players),
        road_tiles={**state.road_tiles, **dict.fromkeys(route.fields, seat)},
        stones=stones,
        built=True,
    )
    return state, (RouteBuilt(seat, start, route.fields, route.target, price, stone),)
