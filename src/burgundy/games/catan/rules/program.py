"""The interpreter of card programs (``cards.py``'s statements): it runs the ``Run`` frame on
top of the pending stack until a statement needs a decision or the program ends. Each
statement calls the rule procedure the ordinary actions use, and each decision is a frame
whose answers are actions (C-TURN-5)."""

from __future__ import annotations

from itertools import combinations_with_replacement

from burgundy.games.catan.cards import (
    CARDS,
    BuildRoadFree,
    Monopoly,
    MoveRobber,
    Repeat,
    Rob,
    Statement,
    TakeFromBank,
)
from burgundy.games.catan.events import Event, Lapsed, Monopolized, Received
from burgundy.games.catan.figures import RESOURCES
from burgundy.games.catan.frames import (
    ChoosingCards,
    ChoosingMonopoly,
    ChoosingVictim,
    Frame,
    PlacingFreeRoad,
    PlacingRobber,
    Run,
)
from burgundy.games.catan.rules.building import left, road_spots
from burgundy.games.catan.rules.holdings import counts, hand_over, receive
from burgundy.games.catan.rules.robber import victims
from burgundy.games.catan.state import State
from burgundy.kernel.values import evolve


def run(state: State) -> tuple[State, tuple[Event, ...]]:
    """Run the programs on top of the stack until a decision is pending or none is left."""
    events: tuple[Event, ...] = ()
    while state.pending and isinstance(top := state.pending[-1], Run) and not state.over:
        rest = state.pending[:-1]
        if not top.statements:
            state = evolve(state, pending=rest)
            if top.card and CARDS[top.card].after == "deck":
                state = evolve(state, deck=state.deck + (top.card,))  # C-DEV-4
            continue
        first, after = top.statements[0], top.statements[1:]
        if isinstance(first, Repeat):  # unrolled in place: its body, times over
            after = first.body * first.times + after
        state = evolve(state, pending=rest + (evolve(top, statements=after),))
        if not isinstance(first, Repeat):
            state, happened = execute(state, top.seat, first)
            events += happened
    return state, events


def execute(state: State, seat: int, statement: Statement) -> tuple[State, tuple[Event, ...]]:
    """Carry out one statement for ``seat``: push its decision, or say that it lapses."""
    frame: Frame | None = None
    if isinstance(statement, MoveRobber):
        frame = PlacingRobber(seat)
    elif isinstance(statement, Rob):
        beside = victims(state, seat)
        if not beside:
            return state, ()  # nobody to rob: nothing is taken (C-ROBBER-5)
        frame = ChoosingVictim(seat, beside)
    elif isinstance(statement, BuildRoadFree):
        if left(state, seat, "road") and road_spots(state, seat):
            frame = PlacingFreeRoad(seat)
    elif isinstance(statement, TakeFromBank):
        if bank_choices(state, statement.count):
            frame = ChoosingCards(seat, statement.count)
    elif isinstance(statement, Monopoly):
        frame = ChoosingMonopoly(seat)
    if frame is None:
        return state, (Lapsed(seat, describe(statement)),)
    return evolve(state, pending=state.pending + (frame,)), ()


def describe(statement: Statement) -> str:
    if isinstance(statement, BuildRoadFree):
        return "build road free"
    if isinstance(statement, TakeFromBank):
        return f"take {statement.count} resources from bank"
    return type(statement).__name__


def bank_choices(state: State, count: int) -> tuple[tuple[str, ...], ...]:
    """The sorted multisets of ``count`` cards the bank can pay; if none, of one card fewer,
    and so on down to single cards; empty when the bank is empty (C-DEV-6)."""
    for size in range(count, 0, -1):
        choices = tuple(
            pick
            for pick in combinations_with_replacement(sorted(RESOURCES), size)
            if all(state.bank[r] >= pick.count(r) for r in pick)
        )
        if choices:
            return choices
    return ()


def take(state: State, seat: int, cards: tuple[str, ...]) -> tuple[State, tuple[Event, ...]]:
    """``seat`` takes ``cards`` from the bank (discovery, C-DEV-6)."""
    chosen = counts(cards)
    return receive(state, seat, chosen), (Received(seat, chosen, "discovery"),)


def monopoly(state: State, seat: int, resource: str) -> tuple[State, tuple[Event, ...]]:
    """Every other player hands ``seat`` all their ``resource`` cards (C-DEV-7)."""
    taken: dict[int, int] = {}
    for other in range(len(state.players)):
        n = state.players[other].hand[resource]
        if other != seat and n:
            state = hand_over(state, other, seat, {resource: n})
            taken[other] = n
    return state, (Monopolized(seat, resource, taken),)
