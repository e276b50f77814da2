"""Card programs (``statements.py``, compiled from ``tiles/catan/development.tiles``) run on
the language's runner (``burgundy.lang.runtime.program``): the ``Run`` frame on top of the
pending stack runs until a statement needs a decision or the program ends. Each statement
calls the rule procedure the ordinary actions use, and each decision is a frame whose
answers are actions (C-TURN-5); Catan supplies its statements' executors, and how its
frames hold their place (``ListCursor``: the statements left)."""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import Final

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
from burgundy.lang.runtime.program import Cursor, ListCursor, Runner, Step, run_repeat


class Running:
    """The scratch space of the programs run after one step: what happened, and whether an
    ``end game`` ran."""

    def __init__(self) -> None:
        self.events: list[Event] = []
        self.ending = False


def run(state: State) -> tuple[State, tuple[Event, ...]]:
    """Run the programs on top of the stack until a decision is pending or none is left;
    then, if an ``end game`` ran, the game ends (``ending.end``)."""
    if not state.pending or type(state.pending[-1]) is not Run:
        return state, ()
    ctx = Running()
    while state.pending and isinstance(top := state.pending[-1], Run) and not state.over:
        state = RUNNER.run(ctx, evolve(state, pending=state.pending[:-1]), top)
    if ctx.ending and not state.over:
        state, ended = end(state)
        ctx.events += ended
    return state, tuple(ctx.events)


class CatanRunner(Runner):
    """The language's runner with Catan's frames (``Run``: the statements left), which
    stay on the stack until they run out; then a progress card goes back under the deck
    (C-DEV-4)."""

    def cursor(self, ctx: Running, frame: Run) -> Cursor:
        return ListCursor(self, frame)

    def queue(self, ctx: Running, state: State, frames: tuple[Frame, ...]) -> State:
        return evolve(state, pending=state.pending + frames)

    def done(self, ctx: Running, state: State, frame: Run) -> State:
        if frame.card and CARDS[frame.card].after == "deck":
            return evolve(state, deck=state.deck + (frame.card,), returned=state.returned + 1)
        return state

    def times(self, ctx: Running, state: State, cursor: Cursor, stmt: Statement) -> int:
        assert isinstance(stmt, Repeat)
        return stmt.times

    def end(self, ctx: Running) -> None:
        ctx.ending = True

    def lapsed(self, seat: int, stmt: Statement) -> Event:
        return Lapsed(seat, describe(stmt))


def _move_robber(ctx: Running, state: State, cursor: Cursor, stmt: Statement) -> Step:
    return state, (PLACING_ROBBER[cursor.frame.seat],)


def _rob(ctx: Running, state: State, cursor: Cursor, stmt: Statement) -> Step:
    seat = cursor.frame.seat
    beside = victims(state, seat, cursor.frame)
    if not beside:
        return state, ()  # nobody to rob: nothing is taken (C-ROBBER-5)
    return state, (ChoosingVictim(seat, beside),)


def _build_road_free(ctx: Running, state: State, cursor: Cursor, stmt: Statement) -> Step:
    seat = cursor.frame.seat
    if left(state, seat, "road") and road_spots(state, seat):
        return state, (PlacingFreeRoad(seat),)
    return cursor.runner.lapse(ctx, state, cursor, stmt)


def _take_from_bank(ctx: Running, state: State, cursor: Cursor, stmt: Statement) -> Step:
    assert isinstance(stmt, TakeFromBank)
    if bank_choices(state, stmt.count):
        return state, (ChoosingCards(cursor.frame.seat, stmt.count),)
    return cursor.runner.lapse(ctx, state, cursor, stmt)


def _choose_value(ctx: Running, state: State, cursor: Cursor, stmt: Statement) -> Step:
    assert isinstance(stmt, ChooseValue)
    return state, (ChoosingValue(cursor.frame.seat, stmt.what, stmt.name, stmt.body),)


def _each_other_player(ctx: Running, state: State, cursor: Cursor, stmt: Statement) -> Step:
    assert isinstance(stmt, EachOtherPlayer)
    state, events = each_other(state, cursor.frame.seat, stmt)
    ctx.events += events
    return state, ()


RUNNER: Final = CatanRunner({
    MoveRobber: _move_robber,
    Rob: _rob,
    BuildRoadFree: _build_road_free,
    TakeFromBank: _take_from_bank,
    Repeat: run_repeat,  # the language's, as many times as written
    ChooseValue: _choose_value,
    EachOtherPlayer: _each_other_player,
})


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
