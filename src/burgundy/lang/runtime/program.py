"""Running a program, the same in every game: a program runs statement by statement, each
through its executor, until one queues work (a decision, or the frames of a nested block)
or the program ends.

A program's place is data (a frame on the state's pending stack), so a game saved while a
decision is pending loads and resumes. What a statement queues goes on top of the rest of
its program, so the newest decision is answered first. The language's block statements
(``if``, ``choose``, ``repeat``, ``each player``) and ``end game`` run here; a game
supplies, in its ``Runner``, the executors of its own statements and how its frames hold
their place:

- ``PathCursor``: a frame that points into a definition's program (a path of statement
  and branch indexes, and the next statement: Castles' ``EffectFrame``); a block it
  enters becomes frames of its own, above the rest of the program;
- ``ListCursor``: a frame that holds the statements left to run (Catan's ``Run``); a
  block it enters runs in place, ahead of the rest.

A statement with nothing to act on does nothing; a game's statement may say so with an
event (``Runner.lapse``).

An executor is ``executor(ctx, state, cursor, stmt)``: the statement ``stmt`` run in
``state`` where ``cursor`` stands (``cursor.frame``, ``cursor.index``; ``cursor.runner``
the game's runner), returning the new state and the frames it queues (top last), or
``None`` where the program stops (an unpayable ``pay``). ``ctx`` is the game's scratch
space of the step: its ``events`` (a list) is where they go."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from burgundy.kernel.values import evolve
from burgundy.lang import ir

#: A statement's outcome: the new state, and the frames it queues (top last).
Step = tuple[Any, tuple[Any, ...]]
Executor = Callable[[Any, Any, "Cursor", Any], "Step | None"]
#: The blocks a statement runs next, in the order they run: (branch, seat; -1: the frame's).
Branches = tuple[tuple[int, int], ...]


def block_of(stmt: Any, branch: int) -> tuple[Any, ...]:
    """The block ``branch`` of the block statement ``stmt``: an ``if``'s ``then`` (0) or
    ``else`` (1), a ``choose``'s option, or the body of any other (``repeat``, ``each
    player``, a game's own)."""
    if isinstance(stmt, ir.If):
        return stmt.then if branch == 0 else stmt.orelse
    if isinstance(stmt, ir.Choose):
        return stmt.options[branch].body
    body: tuple[Any, ...] = stmt.body
    return body


def body_at(root: tuple[Any, ...], path: tuple[int, ...]) -> tuple[Any, ...]:
    """The block ``path`` leads to from the program ``root``: its (statement index, branch)
    pairs followed in turn (a lone last index names a statement in that block)."""
    body = root
    for i in range(0, len(path) - 1, 2):
        body = block_of(body[path[i]], path[i + 1])
    return body


class Cursor:
    """Where a running frame stands in its block: ``frame``, the statement run last
    (``index``) and the game's ``runner``."""

    def __init__(self, runner: Runner, frame: Any) -> None:
        self.runner = runner
        self.frame = frame
        self.index = -1

    def next(self) -> Any:
        """The next statement, or ``None`` at the end of the block."""
        raise NotImplementedError

    def rest(self) -> tuple[Any, ...]:
        """The frames that continue after the statement run last, bottom first."""
        raise NotImplementedError

    def enter(self, branches: Branches) -> tuple[Any, ...]:
        """Run ``branches`` of the statement run last next, then the rest: the frames to
        queue for them (top last), or none where they run in place."""
        raise NotImplementedError

    def here(self) -> Any:
        """A frame standing at the statement run last, for a decision that resumes there
        (a ``choose``: its chosen branch, ``chosen``)."""
        raise NotImplementedError


class PathCursor(Cursor):
    """A frame that points into a definition's program: ``path`` (statement, branch pairs
    from the program's root, ``Runner.root``) and ``pc``, the next statement."""

    def __init__(self, runner: Runner, frame: Any, body: tuple[Any, ...]) -> None:
        super().__init__(runner, frame)
        self.body = body
        self.pc: int = frame.pc

    def next(self) -> Any:
        pc = self.pc
        if pc >= len(self.body):
            return None
        self.index, self.pc = pc, pc + 1
        return self.body[pc]

    def rest(self) -> tuple[Any, ...]:
        if self.pc < len(self.body):
            return (evolve(self.frame, pc=self.pc),)
        return ()

    def enter(self, branches: Branches) -> tuple[Any, ...]:
        frame = self.frame
        path = frame.path
        return tuple(
            evolve(frame, path=(*path, self.index, branch), pc=0,
                   seat=frame.seat if seat < 0 else seat)
            for branch, seat in reversed(branches)
        )

    def here(self) -> Any:
        return evolve(self.frame, path=(*self.frame.path, self.index))


def chosen(here: Any, branch: int) -> Any:
    """The frame that runs branch ``branch`` of the statement ``here`` stands at
    (``PathCursor.here``): a ``choose``'s chosen option."""
    return evolve(here, path=(*here.path, branch), pc=0)


class ListCursor(Cursor):
    """A frame that holds the statements left to run (``statements``); it stays on the
    stack, however few are left, until the runner finds it empty (``Runner.done``)."""

    def __init__(self, runner: Runner, frame: Any) -> None:
        super().__init__(runner, frame)
        self.left: tuple[Any, ...] = frame.statements
        self.current: Any = None

    def next(self) -> Any:
        left = self.left
        if not left:
            return None
        self.index += 1
        self.current, self.left = left[0], left[1:]
        return self.current

    def rest(self) -> tuple[Any, ...]:
        return (evolve(self.frame, statements=self.left),)

    def enter(self, branches: Branches) -> tuple[Any, ...]:
        inserted: tuple[Any, ...] = ()
        for branch, seat in branches:
            assert seat < 0, "a block of another seat needs a frame of its own"
            inserted += block_of(self.current, branch)
        self.left = inserted + self.left
        return ()


class Runner:
    """How a game runs its programs. The loop (``run``) and the language's block
    statements are the language's; a game's subclass supplies ``executors`` (its own
    statements', by node class) and:

    - ``cursor(ctx, frame)``: where ``frame`` stands (``PathCursor``, ``ListCursor``);
    - ``queue(ctx, state, frames)``: ``frames`` pushed on the pending stack, top last;
    - ``done(ctx, state, frame)``: what follows when ``frame``'s program has run out;
    - ``value(ctx, state, cursor, expr)``: an expression's value where ``cursor`` stands;
    - ``times(ctx, state, cursor, stmt)``: how many times a ``repeat`` runs its block;
    - ``seats(state)``: the seats ``each player`` runs its block as, in order;
    - ``end(ctx)``: an ``end game`` ran (the game ends once the step has resolved);
    - ``lapsed(seat, stmt)``: the event saying ``stmt`` found nothing to act on;
    - ``offered(ctx, state, cursor, option)``: whether a ``choose`` offers ``option`` now;
    - ``choice(cursor, options)``: the decision among the options offered (the game
      answers it, and runs the chosen one: ``chosen``)."""

    def __init__(self, executors: dict[type, Executor]) -> None:
        self.executors: dict[type, Executor] = {**BLOCKS, **executors}

    def cursor(self, ctx: Any, frame: Any) -> Cursor:
        raise NotImplementedError

    def queue(self, ctx: Any, state: Any, frames: tuple[Any, ...]) -> Any:
        raise NotImplementedError

    def done(self, ctx: Any, state: Any, frame: Any) -> Any:
        return state

    def value(self, ctx: Any, state: Any, cursor: Cursor, expr: ir.Expr) -> Any:
        raise NotImplementedError

    def times(self, ctx: Any, state: Any, cursor: Cursor, stmt: Any) -> int:
        raise NotImplementedError

    def seats(self, state: Any) -> tuple[int, ...]:
        raise NotImplementedError

    def end(self, ctx: Any) -> None:
        raise NotImplementedError

    def lapsed(self, seat: int, stmt: Any) -> Any:
        raise NotImplementedError

    def offered(self, ctx: Any, state: Any, cursor: Cursor, option: ir.Option) -> bool:
        raise NotImplementedError

    def choice(self, cursor: Cursor, options: tuple[int, ...]) -> Any:
        raise NotImplementedError

    def run(self, ctx: Any, state: Any, frame: Any) -> Any:
        """Run ``frame`` (already taken off the stack) until it ends or queues work."""
        cursor = self.cursor(ctx, frame)
        executors = self.executors
        stmt = cursor.next()
        while stmt is not None:
            result = executors[type(stmt)](ctx, state, cursor, stmt)
            if result is None:  # the program stops here
                return state
            state, queued = result
            if queued:
                return self.queue(ctx, state, cursor.rest() + queued)
            stmt = cursor.next()
        return self.done(ctx, state, frame)

    def lapse(self, ctx: Any, state: Any, cursor: Cursor, stmt: Any) -> Step:
        """``stmt`` finds nothing to act on: it does nothing, and says so."""
        ctx.events.append(self.lapsed(cursor.frame.seat, stmt))
        return state, ()


def run_if(ctx: Any, state: Any, cursor: Cursor, stmt: Any) -> Step:
    holds = bool(cursor.runner.value(ctx, state, cursor, stmt.condition))
    if not (stmt.then if holds else stmt.orelse):
        return state, ()
    return state, cursor.enter(((0 if holds else 1, -1),))


def run_repeat(ctx: Any, state: Any, cursor: Cursor, stmt: Any) -> Step:
    return state, cursor.enter(((0, -1),) * cursor.runner.times(ctx, state, cursor, stmt))


def run_each_player(ctx: Any, state: Any, cursor: Cursor, stmt: Any) -> Step:
    return state, cursor.enter(tuple((0, seat) for seat in cursor.runner.seats(state)))


def run_choose(ctx: Any, state: Any, cursor: Cursor, stmt: Any) -> Step:
    runner = cursor.runner
    options = tuple(i for i, option in enumerate(stmt.options)
                    if runner.offered(ctx, state, cursor, option))
    if not options:  # nothing to choose: it does nothing
        return state, ()
    return state, (runner.choice(cursor, options),)


def run_end_game(ctx: Any, state: Any, cursor: Cursor, stmt: Any) -> Step:
    cursor.runner.end(ctx)
    return state, ()


#: The executors of the language's own statements, which every game's runner has.
BLOCKS: dict[type, Executor] = {
    ir.If: run_if,
    ir.Choose: run_choose,
    ir.Repeat: run_repeat,
    ir.EachPlayer: run_each_player,
    ir.EndGame: run_end_game,
}
