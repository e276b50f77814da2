"""La Strada in words: every action, decision and event as a line for people and for logs.

Each function reads the state the words are about (for an event, any state of the same game
after it: targets never change), and names seats through ``names`` (seat -> name; "Seat N"
where it says nothing). Fields print as actions print them, ``(q, r)``.

>>> from burgundy.games.lastrada import Options, PlaceStart
>>> from burgundy.games.lastrada.rules import flow, setup
>>> state = setup.setup(Options(players=3, seed=7))
>>> describe_decision(state)
'place your start field on a plain field'
>>> state, events = flow.apply(state, PlaceStart((-1, 1)))
>>> describe_event(state, events[0])
'Seat 2 puts a start field on (-1, 1)'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from burgundy.games.lastrada.actions import Action, BuildRoute, EndTurn, PlaceStart
from burgundy.games.lastrada.board import Field, show
from burgundy.games.lastrada.events import (
    Event,
    GameEnded,
    RouteBuilt,
    StartPlaced,
    TurnEnded,
    TurnStarted,
)
from burgundy.games.lastrada.numbers import TARGET_TYPES
from burgundy.games.lastrada.rules.routes import cost, needs_stone
from burgundy.games.lastrada.rules.scoring import Outcome, earnings
from burgundy.games.lastrada.state import State
from burgundy.kernel.words import Names, and_list, counted, seat_name

#: The letter of each seat where a drawing has room for one character (A is seat 0).
LETTERS = "ABCD"
#: The score sheet's heading of each target type.
PLURALS = {"city": "Cities", "village": "Villages", "hamlet": "Hamlets", "farm": "Farms"}


def place(state: State, field: Field) -> str:
    """A place by what lies there: "the city at (0, 0)", "the start field at (-1, 1)"."""
    if field in state.targets:
        return f"the {state.targets[field]} at {show(field)}"
    if field in state.start_fields:
        return f"the start field at {show(field)}"
    return show(field)


# --- actions --------------------------------------------------------------------------------


def describe_action(state: State, action: Action, names: Names | None = None) -> str:
    """``action`` of the seat to act, as an option to choose: "route to the village at
    (-3, 2) over 1 field, 2 days: (-2, 1)"."""
    return ACTION_WORDS[type(action)](state, action, names)


def _start(state: State, action: PlaceStart, names: Names | None) -> str:
    near = [place(state, f) for f in sorted(state.board.adjacent[action.field])
            if f in state.targets]
    beside = f", next to {and_list(near)}" if near else ""
    return f"start field on {show(action.field)}{beside}"


def _route(state: State, action: BuildRoute, names: Names | None) -> str:
    held = state.stones.get(action.target, ())
    no_stone = (
        "" if needs_stone(state, action.target)
        else f", no stone ({seat_name(held[0], names)}'s is there)"
    )
    return (
        f"route to {place(state, action.target)} over {counted(len(action.fields), 'field')}, "
        f"{counted(cost(state, action.fields), 'day')}: "
        f"{', '.join(map(show, action.fields))}{no_stone}"
    )


#: The words of each action class.
ACTION_WORDS: Mapping[type, Callable[[State, Any, Names | None], str]] = {
    PlaceStart: _start,
    BuildRoute: _route,
    EndTurn: lambda s, a, n: f"end the turn, keeping {counted(s.players[s.seat].days, 'day')}",
}


def describe_decision(state: State) -> str:
    """What the seat to act decides, as a question under its name: "your turn: 6 days to
    spend"."""
    if state.over:
        return "the game is over"
    if state.to_place:
        seat = state.to_place[0]
        if state.to_place.count(seat) == 1 and len(state.players) == 2:
            return "place your second start field on a plain field"
        return "place your start field on a plain field"
    player = state.players[state.seat]
    return f"your turn: {counted(player.days, 'day')} to spend"


# --- events ---------------------------------------------------------------------------------


def describe_event(state: State, event: Event, names: Names | None = None) -> str:
    """One line telling ``event``; ``state`` is any state of the game after it."""
    words = EVENT_WORDS[type(event)]
    return words(state, event, seat_name(getattr(event, "seat", -1), names), names)


def _turn_started(state: State, e: TurnStarted, who: str, names: Names | None) -> str:
    lost = f" ({e.lost} over the cap lost)" if e.lost else ""
    return f"{who}'s turn: +{counted(e.gained, 'day')}{lost}, {e.days} in all"


def _route_built(state: State, e: RouteBuilt, who: str, names: Names | None) -> str:
    if e.stone:
        stone = ", and puts a stone there"
    else:
        stone = f", placing no stone ({seat_name(state.stones[e.target][0], names)}'s is there)"
    return (
        f"{who} builds a route from {place(state, e.origin)} over "
        f"{', '.join(map(show, e.fields))} to {place(state, e.target)} for "
        f"{counted(e.cost, 'day')}{stone}"
    )


def _turn_ended(state: State, e: TurnEnded, who: str, names: Names | None) -> str:
    if not e.idle:
        return f"{who} ends the turn"
    return (
        f"{who} ends the turn with nothing built at {state.numbers.cap} days: "
        f"{e.idle} of the {len(state.players)} such turns in a row that end the game"
    )


def _game_ended(state: State, e: GameEnded, who: str, names: Names | None) -> str:
    if e.reason == "stall":
        return (
            f"The game is over: {len(state.players)} turns in a row ended with nothing built "
            f"at {state.numbers.cap} days"
        )
    if e.reason == "house rule":
        return f"The game is over: the house rules end it for {who}"
    return f"The game is over: {who} can build no more routes"


#: The words of each event class.
EVENT_WORDS: Mapping[type, Callable[[State, Any, str, Names | None], str]] = {
    StartPlaced: lambda s, e, who, n: f"{who} puts a start field on {show(e.field)}",
    TurnStarted: _turn_started,
    RouteBuilt: _route_built,
    TurnEnded: _turn_ended,
    GameEnded: _game_ended,
}


def describe_outcome(outcome: Outcome, names: Names | None = None) -> str:
    """Who won, with what: "Seat 0 wins with 14 gold", "Seat 0 and Seat 2 share the win
    with 12 gold and 3 days each"."""
    first = outcome.winners[0]
    gold = f"{outcome.gold[first]} gold"
    if len(outcome.winners) == 1:
        tied = [s for s, g in enumerate(outcome.gold) if g == outcome.gold[first] and s != first]
        days = f" and {counted(outcome.days[first], 'day')} left" if tied else ""
        return f"{seat_name(first, names)} wins with {gold}{days}"
    who = and_list([seat_name(s, names) for s in outcome.winners])
    return (
        f"{who} share the win with {gold} and {counted(outcome.days[first], 'day')} left each"
    )


def gold_by_type(state: State) -> list[tuple[str, list[int]]]:
    """The score sheet's rows of gold: per target type (its heading, ``PLURALS``), each
    seat's gold from its stones there, as the final count would give it now."""
    by_type = {kind: [0] * len(state.players) for kind in TARGET_TYPES}
    for seat, target, value in earnings(state):
        by_type[state.targets[target]][seat] += value
    return [(PLURALS[kind], values) for kind, values in by_type.items()]
