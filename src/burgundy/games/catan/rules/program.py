"""The interpreter of card programs (``statements.py``, compiled from
``tiles/catan/development.tiles``): it runs the ``Run`` frame on top of the pending stack
until a statement needs a decision or the program ends. Each statement calls the rule
procedure the ordinary actions use, and each decision is a frame whose answers are actions
(C-TURN-5)."""

from __future__ import annotations

from itertools import combinations_with_replacement

from burgundy.games.catan.cards import CARDS
from burgundy.games.catan.events import Event, Lapsed, Monopolized, Received
from burgundy.games.catan.figures import RESOURCES
from burgundy.games.catan.frames import (
    ChoosingCards,
    ChoosingValue,
    ChoosingVictim,
    Frame,
    PlacingFreeRoad,
    Run,
)
from burgundy.games.catan.rules.building import left, road_spots
from burgundy.games.catan.rules.ending import end
from burgundy.games.catan.rules.holdings import counts, hand_over, receive
from burgundy.games.catan.rules.robber import PLACING_ROBBER, victims
from burgundy.games.catan.state import State
from burgundy.games.catan.statements import (
    BuildRoadFree,
    ChooseValue,
    EachOtherPlayer,
    Give,
    MoveRobber,
    Repeat,
    Rob,
    Statement,
    TakeFromBank,
)
from burgundy.kernel.values import evolve
from burgundy.lang import ir


def run(state: State) -> tuple[State, tuple[Event, ...]]:
    """Run the programs on top of the stack until a decision is pending or none is left;
    then, if an ``end game`` ran, the game ends (``ending.end``)."""
    events: tuple[Event, ...] = ()
    stop = False
    while state.pending and isinstance(top := state.pending[-1], Run) and not state.over:
        rest = state.pending[:-1]
        if not top.statements:
            if top.card and CARDS[top.card].after == "deck":
                state = evolve(state, pending=rest, deck=state.deck + (top.card,),  # C-DEV-4
                               returned=state.returned + 1)
            else:
                state = evolve(state, pending=rest)
            continue
        first, after = top.statements[0], top.statements[1:]
        if isinstance(first, Repeat):  # unrolled in place: its body, times over
            after = first.body * first.times + after
        pending = rest + (evolve(top, statements=after),)
        if isinstance(first, ir.EndGame):
            stop = True
        if isinstance(first, (ir.EndGame, Repeat)):
            state = evolve(state, pending=pending)
        else:
            state, happened = execute(state, top.seat, first, pending)
            events += happened
    if stop and not state.over:
        state, ended = end(state)
        events += ended
    return state, events


def execute(
    state: State, seat: int, statement: Statement, pending: tuple[Frame, ...]
) -> tuple[State, tuple[Event, ...]]:
    """Carry out one statement for ``seat``, the program's rest on top of ``pending`` (the
    stack it leaves, set in the same copy of the state): push its decision, or say that it
    lapses."""
    frame: Frame | None = None
    if isinstance(statement, MoveRobber):
        frame = PLACING_ROBBER[seat]
    elif isinstance(statement, Rob):
        beside = victims(state, seat)
        if not beside:
            return evolve(state, pending=pending), ()  # nobody to rob (C-ROBBER-5)
        frame = ChoosingVictim(seat, beside)
    elif isinstance(statement, BuildRoadFree):
        if left(state, seat, "road") and road_spots(state, seat):
            frame = PlacingFreeRoad(seat)
    elif isinstance(statement, TakeFromBank):
        if bank_choices(state, statement.count):
            frame = ChoosingCards(seat, statement.count)
    elif isinstance(statement, ChooseValue):
        frame = ChoosingValue(seat, statement.what, statement.name, statement.body)
    else:
        assert isinstance(statement, EachOtherPlayer)
        state, events = each_other(state, seat, statement)
        return evolve(state, pending=pending), events
    if frame is None:
        return evolve(state, pending=pending), (Lapsed(seat, describe(statement)),)
    return evolve(state, pending=(*pending, frame)), ()


def describe(statement: Statement) -> str:
    """``statement`` as the cards' file writes it."""
    from burgundy.dsl.printer import format_statement  # the language: when a part lapses
    from burgundy.games.catan.vocabulary import CATAN

    return format_statement(statement, CATAN)


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


def chosen(state: State, frame: ChoosingValue, value: str) -> State:
    """``frame``'s statements to run next, ``value`` standing for its name (C-DEV-7)."""
    program = bound(frame.statements, frame.name, value)
    return evolve(state, pending=state.pending + (Run(frame.seat, program),))


def bound(statements: tuple[Statement, ...], name: str, value: str) -> tuple[Statement, ...]:
    """``statements`` with ``value`` wherever they read the name ``name``."""
    out: list[Statement] = []
    for statement in statements:
        if isinstance(statement, Give) and statement.resource == name:
            statement = evolve(statement, resource=value)
        elif isinstance(statement, (Repeat, EachOtherPlayer)) or (
                isinstance(statement, ChooseValue) and statement.name != name):  # not hidden
            statement = evolve(statement, body=bound(statement.body, name, value))
        out.append(statement)
    return tuple(out)


def each_other(state: State, seat: int, loop: EachOtherPlayer) -> tuple[State, tuple[Event, ...]]:
    """Each other player in seat order hands ``seat`` what each ``give`` of ``loop`` names;
    one event per ``give`` tells what it took from whom (C-DEV-7)."""
    events: list[Event] = []
    for give in loop.body:
        assert isinstance(give, Give)
        resource = give.resource
        taken: dict[int, int] = {}
        for other in range(len(state.players)):
            n = state.players[other].hand[resource]
            if give.count is not None:
                n = min(n, give.count)
            if other != seat and n:
                state = hand_over(state, other, seat, {resource: n})
                taken[other] = n
        events.append(Monopolized(seat, resource, taken))
    return state, tuple(events)
