"""Runs tile programs (``on place``, ``when``, ``action``, ``space`` and ``setup`` bodies)
until they need a decision.

Programs run on the language's runner (``burgundy.lang.runtime.program``): a program's
place is data (``EffectFrame``: definition, part, block path, next statement, a
``PathCursor``'s frame), so a game saved in the middle of a tile's choice loads and
resumes. A statement that needs the owner to choose queues the rest of its program first
and then the decision on top, so the newest decision is always answered first (R-ORDER-3).
The language's block statements (``if``, ``choose``, ``repeat``, ``each player``, ``end
game``) are the runner's; every other statement's behaviour is in ``_RUN``, one function
per statement of Castles' vocabulary, and ``CastlesRunner`` says how Castles' frames,
values, seats and options are read.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Final

from burgundy.games.castles import statements, vocabulary
from burgundy.games.castles.effects.evaluate import (
    Compiled,
    Env,
    compile_expr,
    compile_zone,
    matches,
)
from burgundy.games.castles.events import (
    ActionUsed,
    DieSet,
    Event,
    Moved,
    TrackMarked,
    WorkersSpent,
)
from burgundy.games.castles.rules import zones
from burgundy.games.castles.rules.context import Ctx, edit, push, update_player
from burgundy.games.castles.rules.procedures import (
    buy_price,
    collect_goods,
    collectable,
    gain,
    pay,
    placements,
    purchase_allowed,
)
from burgundy.games.castles.rules.queries import cost_table, query
from burgundy.games.castles.state import (
    EffectFrame,
    ExtraActionChoice,
    Frame,
    GameState,
    OptionChoice,
    PlaceChoice,
    SellChoice,
    TakeChoice,
)
from burgundy.kernel.errors import TileError
from burgundy.lang import ir
from burgundy.lang.runtime.program import Cursor, Executor, PathCursor, Runner, body_at
from burgundy.lang.runtime.triggers import answers


@functools.lru_cache(maxsize=4096)
def _compiled(expr: ir.Expr) -> Compiled:
    return compile_expr(expr)


def root_of(ctx: Ctx, tile_id: str, part: str, hook: int) -> tuple[ir.Stmt, ...]:
    """The top-level program ``part``/``hook`` of definition ``tile_id``."""
    definition = ctx.tiles.by_id[tile_id]
    if part == "action":
        return definition.actions[hook].body
    if part == "space":
        return definition.spaces[hook].body
    if part == "setup":
        return definition.setup
    return definition.on_place if hook < 0 else definition.triggers[hook].body


def body_of(ctx: Ctx, frame: EffectFrame) -> tuple[ir.Stmt, ...]:
    """The block ``frame`` runs in: its path's (statement, branch) pairs followed from the
    program's root (a lone last index, an ``OptionChoice``'s, names a statement in it)."""
    return body_at(root_of(ctx, frame.tile_id, frame.part, frame.hook), frame.path)


def choose_of(ctx: Ctx, choice: OptionChoice) -> ir.Choose:
    """The ``choose`` statement ``choice`` asks: its frame's path ends at the statement's
    index in the block the rest of the path leads to."""
    frame = choice.frame
    stmt = body_of(ctx, frame)[frame.path[-1]]
    assert isinstance(stmt, ir.Choose)
    return stmt


@functools.lru_cache(maxsize=1024)
def _zone(zone: ir.Zone) -> Callable[[Env], str]:
    return compile_zone(zone)


def zone_key(zone: ir.Zone, env: Env) -> str:
    """The state's key of ``zone`` (``display shield 3``, ``my route``)."""
    return _zone(zone)(env)


# --- running ---------------------------------------------------------------------------

#: What a statement does: the new state, and the frames it queues (top last).
Step = tuple[GameState, tuple[Frame, ...]]


class CastlesRunner(Runner):
    """The language's runner with Castles' frames (``EffectFrame``: a path into a
    definition's program), expressions, checked numbers and turn order."""

    def cursor(self, ctx: Ctx, frame: EffectFrame) -> Cursor:
        return PathCursor(self, frame, body_of(ctx, frame))

    def queue(self, ctx: Ctx, state: GameState, frames: tuple[Frame, ...]) -> GameState:
        return push(ctx, state, *frames)

    def value(self, ctx: Ctx, state: GameState, cursor: Cursor, expr: ir.Expr) -> object:
        return _compiled(expr)(_env(ctx, state, cursor.frame))

    def times(self, ctx: Ctx, state: GameState, cursor: Cursor, stmt: ir.Stmt) -> int:
        assert isinstance(stmt, ir.Repeat)
        frame = cursor.frame
        return _checked(ctx, frame.tile_id, stmt, "amount", _value(ctx, stmt.count, state, frame))

    def seats(self, state: GameState) -> tuple[int, ...]:
        return state.turn_order

    def end(self, ctx: Ctx) -> None:
        ctx.ending = True  # ``rules.flow.apply`` ends the game once the step has resolved

    def offered(self, ctx: Ctx, state: GameState, cursor: Cursor, option: ir.Option) -> bool:
        frame = cursor.frame
        return _offered(ctx, option, state, frame.seat, frame.event) and can_run(
            ctx, state, frame.seat, option.body, frame.event, frame.tile_id)

    def choice(self, cursor: Cursor, options: tuple[int, ...]) -> OptionChoice:
        return OptionChoice(cursor.frame.seat, cursor.here(), options)


def run(ctx: Ctx, state: GameState, frame: EffectFrame) -> GameState:
    """Run ``frame`` (already taken off the stack) until it ends or queues work."""
    ran: GameState = RUNNER.run(ctx, state, frame)
    return ran


def _env(ctx: Ctx, state: GameState, frame: EffectFrame) -> Env:
    return Env(state, frame.seat, frame.event, None, ctx)


def _value(ctx: Ctx, expr: ir.Expr, state: GameState, frame: EffectFrame) -> int:
    return int(_compiled(expr)(_env(ctx, state, frame)))


def _checked(ctx: Ctx, tile_id: str, stmt: ir.Stmt, kind: str, value: int) -> int:
    """``value``, when the slot kind ``kind`` takes it (``vocabulary.RANGES``); otherwise the
    statement would do nothing, which is the tile's mistake: a ``TileError`` naming the
    tile and the line (the checker refuses what it can see when the file is read)."""
    low, high = vocabulary.RANGES[kind]
    if low <= value and (high is None or value <= high):
        return value
    takes = f"{low} or more" if high is None else f"{low}-{high}"
    spec = vocabulary.STATEMENT_OF_NODE[type(stmt)]
    raise TileError(f"`{spec.name}` of {named(ctx, tile_id)} came to {value}, where it takes "
                    f"{takes}: it would do nothing", *_where(stmt))


def named(ctx: Ctx, tile_id: str) -> str:
    """Definition ``tile_id`` as messages name it: "Warehouse (building:warehouse)"."""
    definition = ctx.tiles.by_id.get(tile_id)
    return "a tile" if definition is None else f"{definition.name} ({tile_id})"


def _where(stmt: ir.Stmt) -> tuple[str, int | None, int | None]:
    pos = stmt.pos
    return (pos.path, pos.line, pos.column) if pos else ("<text>", None, None)


def _gain(ctx: Ctx, state: GameState, cursor: Cursor, stmt: ir.Stmt) -> Step:
    assert isinstance(stmt, ir.Gain)
    frame = cursor.frame
    amount = _value(ctx, stmt.amount, state, frame)
    if amount < 0:
        _checked(ctx, frame.tile_id, stmt, "amount", amount)
    return gain(ctx, state, frame.seat, stmt.resource, amount, frame.tile_id), ()


def _pay(ctx: Ctx, state: GameState, cursor: Cursor, stmt: ir.Stmt) -> Step | None:
    assert isinstance(stmt, ir.Pay)
    frame = cursor.frame
    amount = _value(ctx, stmt.amount, state, frame)
    if amount < 0:
        _checked(ctx, frame.tile_id, stmt, "amount", amount)
    if getattr(state.players[frame.seat], stmt.resource) < amount:
        return None
    return pay(ctx, state, frame.seat, stmt.resource, amount, frame.tile_id), ()


def _call(ctx: Ctx, state: GameState, cursor: Cursor, stmt: ir.Stmt) -> Step:
    assert isinstance(stmt, ir.Call)
    frame = cursor.frame
    state = ctx.tiles.hooks[stmt.hook](state, frame.seat)
    ctx.draft = None  # the hook may keep the state it saw: never edit it in place
    return state, ()


def _sell(ctx: Ctx, state: GameState, cursor: Cursor, stmt: ir.Stmt) -> Step:
    assert isinstance(stmt, statements.Sell)
    frame = cursor.frame
    return state, (SellChoice(frame.seat, stmt.optional, frame.tile_id),)


def _take(ctx: Ctx, state: GameState, cursor: Cursor, stmt: ir.Stmt) -> Step:
    assert isinstance(stmt, statements.Take)
    frame = cursor.frame
    env = _env(ctx, state, frame)
    source, dest = zone_key(stmt.source, env), zone_key(stmt.dest, env)
    return state, (TakeChoice(frame.seat, stmt.pattern, source, stmt.optional, frame.tile_id,
                              dest),)


def _buy(ctx: Ctx, state: GameState, cursor: Cursor, stmt: ir.Stmt) -> Step:
    assert isinstance(stmt, statements.Buy)
    frame = cursor.frame
    price = buy_price(ctx, state, frame.seat)
    seat = frame.seat
    if not purchase_allowed(ctx, state, seat) or state.players[seat].silverlings < price:
        return state, ()
    source = zone_key(stmt.source, _env(ctx, state, frame))
    return state, (TakeChoice(frame.seat, stmt.pattern, source, False, frame.tile_id,
                              price=price),)


def _place(ctx: Ctx, state: GameState, cursor: Cursor, stmt: ir.Stmt) -> Step:
    assert isinstance(stmt, statements.Place)
    frame = cursor.frame
    source = zone_key(stmt.source, _env(ctx, state, frame))
    return state, (PlaceChoice(frame.seat, stmt.pattern, stmt.optional, frame.tile_id, source),)


def _extra(ctx: Ctx, state: GameState, cursor: Cursor, stmt: ir.Stmt) -> Step:
    assert isinstance(stmt, statements.ExtraAction)
    frame = cursor.frame
    number = None
    if stmt.number is not None:
        number = _checked(ctx, frame.tile_id, stmt, "face", _value(ctx, stmt.number, state, frame))
    return state, (ExtraActionChoice(frame.seat, stmt.optional, number, frame.tile_id),)


def _move(ctx: Ctx, state: GameState, cursor: Cursor, stmt: ir.Stmt) -> Step:
    assert isinstance(stmt, ir.Move)
    frame = cursor.frame
    env = _env(ctx, state, frame)
    count = _checked(ctx, frame.tile_id, stmt, "amount", _value(ctx, stmt.count, state, frame))
    source, dest = zone_key(stmt.source, env), zone_key(stmt.dest, env)
    held = zones.tiles_in(state, frame.seat, source)
    picked: list[int] = []
    for i in range(len(held) - 1, -1, -1):  # from the top of the pile
        if len(picked) >= count:
            break
        if matches(stmt.pattern, held[i]):
            picked.append(i)
    state, tiles = zones.transfer(ctx, state, frame.seat, source, dest, picked)
    if tiles:
        ctx.events.append(Moved(frame.seat, tiles, source, dest))
    return state, ()


def _run(ctx: Ctx, state: GameState, cursor: Cursor, stmt: ir.Stmt) -> Step:
    assert isinstance(stmt, ir.Run)
    frame = cursor.frame
    if stmt.target not in ctx.tiles.by_id or not ctx.tiles.by_id[stmt.target].on_place:
        return state, ()
    return state, (EffectFrame(frame.seat, stmt.target, -1, (), 0, frame.event),)


def _offered(ctx: Ctx, option: ir.Option, state: GameState, seat: int, event: object) -> bool:
    return option.condition is None or bool(
        _compiled(option.condition)(Env(state, seat, event, None, ctx))
    )


def _spend(ctx: Ctx, state: GameState, cursor: Cursor, stmt: ir.Stmt) -> Step:
    assert isinstance(stmt, statements.SpendDice)
    frame = cursor.frame
    number = _checked(ctx, frame.tile_id, stmt, "face", _value(ctx, stmt.number, state, frame))
    cost = pair_cost(ctx, state, frame.seat, number)
    if cost is None:
        return state, ()
    player = state.players[frame.seat]
    state = update_player(ctx, state, frame.seat, used=(True, True),
                          workers=player.workers - cost)
    if cost:
        ctx.events.append(WorkersSpent(frame.seat, cost))
    return state, ()


def _collect(ctx: Ctx, state: GameState, cursor: Cursor, stmt: ir.Stmt) -> Step:
    assert isinstance(stmt, statements.Collect)
    frame = cursor.frame
    goods = _checked(ctx, frame.tile_id, stmt, "face", _value(ctx, stmt.goods, state, frame))
    if collectable(ctx, state, frame.seat, goods):
        state = collect_goods(ctx, state, frame.seat, goods)
    return state, ()


def _borrow(ctx: Ctx, state: GameState, cursor: Cursor, stmt: ir.Stmt) -> Step:
    assert isinstance(stmt, statements.Borrow)
    frame = cursor.frame
    lender = _checked(ctx, frame.tile_id, stmt, "seat", _value(ctx, stmt.seat, state, frame))
    player = state.players[frame.seat]
    if lender == frame.seat or lender >= len(state.players):
        raise TileError(f"`borrow knowledge` of {named(ctx, frame.tile_id)} names seat "
                        f"{lender}, which is "
                        + ("the owner's own" if lender == frame.seat else "not in this game")
                        + ": it would do nothing", *_where(stmt))
    state = update_player(ctx, state, frame.seat,
                          borrowed=(*player.borrowed, (frame.tile_id, lender)))
    return zones.rehook(ctx, state, frame.seat), ()


def _set_die(ctx: Ctx, state: GameState, cursor: Cursor, stmt: ir.Stmt) -> Step:
    assert isinstance(stmt, statements.SetDie)
    frame = cursor.frame
    die = _checked(ctx, frame.tile_id, stmt, "die", _value(ctx, stmt.die, state, frame))
    number = _checked(ctx, frame.tile_id, stmt, "face", _value(ctx, stmt.number, state, frame))
    if not settable(state, frame.seat, die, number):
        return state, ()
    player = state.players[frame.seat]
    dice = player.dice[: die - 1] + (number,) + player.dice[die:]
    state = update_player(ctx, state, frame.seat, dice=dice)
    ctx.events.append(DieSet(frame.seat, die, number))
    return state, ()


def settable(state: GameState, seat: int, die: int, number: int) -> bool:
    """Whether the seat's die ``die`` (1 or 2) is unused this turn and may show ``number``."""
    player = state.players[seat]
    return die in (1, 2) and 1 <= number <= 6 and not player.used[die - 1] \
        and player.dice[die - 1] != number and not state.over and state.active_seat == seat


def pair_cost(ctx: Ctx, state: GameState, seat: int, number: int) -> int | None:
    """The workers that turn both of the seat's unused dice into ``number``, or ``None``
    when that cannot be paid (a die is used, or too few workers)."""
    player = state.players[seat]
    if any(player.used) or not 1 <= number <= 6 or state.active_seat != seat:
        return None
    table = cost_table(max(1, query(ctx, state, seat, "worker.pips", 1)), 0)
    cost = table[player.dice[0]][number] + table[player.dice[1]][number]
    return cost if cost <= player.workers else None


def _advance(ctx: Ctx, state: GameState, cursor: Cursor, stmt: ir.Stmt) -> Step:
    assert isinstance(stmt, ir.Advance)
    frame = cursor.frame
    seat, row = frame.seat, stmt.zone.name
    spaces = [
        (tile.id, i, space)
        for tile in zones.tiles_in(state, seat, f"my {row}")
        for i, space in enumerate(_spaces(ctx, tile.id))
    ]
    marked = zones.mark_of(state, seat, row)
    if marked >= len(spaces):
        return state, ()
    tile_id, hook, space = spaces[marked]
    value = _value(ctx, stmt.value, state, frame)
    state = zones.set_mark(ctx, state, seat, row, marked + 1)
    matched = value == space.number
    ctx.events.append(TrackMarked(seat, row, marked, value, matched))
    if not matched:
        return state, ()
    # X-ROUTE-2: the space's program waits for the rest of this program and for the
    # programs still waiting to answer the same event (a sale's other goods tiles, and the
    # spaces they matched before it): every tile of a sale is on the track before the
    # first reward, and the rewards come in track order.
    pending = state.pending
    at = len(pending)
    while at and _answers(pending[at - 1], frame.event):
        at -= 1
    if at < ctx.mark:
        ctx.mark += 1  # it went in below the step's mark: the step's reactions stay above it
    reward = EffectFrame(seat, tile_id, hook, (), 0, frame.event, part="space")
    return edit(ctx, state, pending=pending[:at] + (reward,) + pending[at:]), ()


def _answers(waiting: Frame, event: object) -> bool:
    """Whether ``waiting`` is a program answering ``event`` (with no event: a space's)."""
    return type(waiting) is EffectFrame and waiting.event == event and (
        event is not None or waiting.part == "space"
    )


def _spaces(ctx: Ctx, tile_id: str) -> tuple[ir.TrackSpace, ...]:
    definition = ctx.tiles.by_id.get(tile_id)
    return () if definition is None else definition.spaces


#: Castles' statements, each run by its function (the language's own: ``Runner``'s).
_RUN: dict[type, Executor] = {
    ir.Gain: _gain,
    ir.Pay: _pay,
    statements.Sell: _sell,
    statements.Take: _take,
    statements.Place: _place,
    statements.ExtraAction: _extra,
    statements.Buy: _buy,
    ir.Move: _move,
    ir.Run: _run,
    ir.Advance: _advance,
    statements.SpendDice: _spend,
    statements.Collect: _collect,
    statements.SetDie: _set_die,
    statements.Borrow: _borrow,
    ir.Call: _call,
}
RUNNER: Final = CastlesRunner(_RUN)


# --- what can be carried out -----------------------------------------------------------


def can_run(
    ctx: Ctx,
    state: GameState,
    seat: int,
    body: tuple[ir.Stmt, ...],
    event: object = None,
    tile_id: str = "",
) -> bool:
    """Whether the program ``body`` can be carried out now by ``seat``: every `pay` met
    (counting what earlier statements gain and pay), and every statement that is not
    optional finding something to act on. Conditions are read in the current state. A
    number that would make a statement do nothing raises, as it would when run (a
    ``TileError`` naming definition ``tile_id``)."""
    player = state.players[seat]
    purse = {"silverlings": player.silverlings, "workers": player.workers,
             "points": player.points}
    return _can(ctx, state, seat, body, event, purse, tile_id)


def _can(
    ctx: Ctx,
    state: GameState,
    seat: int,
    body: tuple[ir.Stmt, ...],
    event: object,
    purse: dict[str, int],
    tile_id: str,
) -> bool:
    env = Env(state, seat, event, None, ctx)
    for stmt in body:
        if isinstance(stmt, ir.Gain | ir.Pay):
            amount = max(0, int(_compiled(stmt.amount)(env)))
            if isinstance(stmt, ir.Pay):
                if purse[stmt.resource] < amount:
                    return False
                amount = -amount
            purse[stmt.resource] += amount
        elif isinstance(stmt, statements.Buy):
            price = buy_price(ctx, state, seat)
            if not purchase_allowed(ctx, state, seat) or purse["silverlings"] < price:
                return False
            purse["silverlings"] -= price
            if not _any_in(state, seat, zone_key(stmt.source, env), stmt.pattern):
                return False
        elif isinstance(stmt, statements.Take) and not stmt.optional:
            if not _any_in(state, seat, zone_key(stmt.source, env), stmt.pattern):
                return False
        elif isinstance(stmt, statements.Place) and not stmt.optional:
            source = zone_key(stmt.source, env)
            tiles = [t for t in zones.tiles_in(state, seat, source) if matches(stmt.pattern, t)]
            if not any(spaces for _, spaces in placements(ctx, state, seat, tiles)):
                return False
        elif isinstance(stmt, statements.Sell) and not stmt.optional:
            if not any(state.players[seat].goods_counts):
                return False
        elif isinstance(stmt, ir.Choose):
            if not any(_offered(ctx, o, state, seat, event)
                       and _can(ctx, state, seat, o.body, event, dict(purse), tile_id)
                       for o in stmt.options):
                return False
        elif isinstance(stmt, statements.SetDie):
            die = _checked(ctx, tile_id, stmt, "die", int(_compiled(stmt.die)(env)))
            number = _checked(ctx, tile_id, stmt, "face", int(_compiled(stmt.number)(env)))
            if not settable(state, seat, die, number):
                return False
        elif isinstance(stmt, statements.Collect):
            goods = _checked(ctx, tile_id, stmt, "face", int(_compiled(stmt.goods)(env)))
            if not collectable(ctx, state, seat, goods):
                return False
        elif isinstance(stmt, statements.SpendDice):
            number = _checked(ctx, tile_id, stmt, "face", int(_compiled(stmt.number)(env)))
            cost = pair_cost(ctx, state, seat, number)
            if cost is None or purse["workers"] < cost:
                return False
            purse["workers"] -= cost
        elif isinstance(stmt, ir.If):
            branch = stmt.then if _compiled(stmt.condition)(env) else stmt.orelse
            if not _can(ctx, state, seat, branch, event, purse, tile_id):
                return False
        elif isinstance(stmt, ir.Repeat):
            for _ in range(min(max(0, int(_compiled(stmt.count)(env))), 12)):
                if not _can(ctx, state, seat, stmt.body, event, purse, tile_id):
                    return False
    return True


def _any_in(state: GameState, seat: int, key: str, pattern: ir.Pattern) -> bool:
    return any(matches(pattern, t) for t in zones.tiles_in(state, seat, key))


# --- actions and triggers -----------------------------------------------------------------


def offered_actions(
    ctx: Ctx, state: GameState, seat: int, number: int = 0, cause: str = ""
) -> list[tuple[str, int, str]]:
    """The ``action`` programs ``seat`` may take now: (definition id, index, label) of
    each whose condition holds and which can be carried out. Without ``cause`` the actions
    between die actions; with it (``die`` or ``castle``) the actions ``with a die``, paid
    with a die or an extra action that counts as ``number``."""
    found = []
    for tile_id in dict.fromkeys(state.players[seat].hooked):
        for index, action in enumerate(ctx.tiles.by_id[tile_id].actions):
            if statements.with_a_die(action) != bool(cause):
                continue
            if action.once_per_turn and f"{tile_id}#{index}" in state.used_actions:
                continue
            event = ActionUsed(seat, tile_id, action.label, number, cause)
            if action.condition is not None and not _compiled(action.condition)(
                Env(state, seat, event, None, ctx)
            ):
                continue
            if can_run(ctx, state, seat, action.body, event, tile_id):
                found.append((tile_id, index, action.label))
    return found


def use_action(
    ctx: Ctx,
    state: GameState,
    seat: int,
    tile_id: str,
    index: int,
    number: int = 0,
    cause: str = "",
) -> GameState:
    """Take the action; its program runs with the ``action_used`` event (the die's
    ``number`` and ``cause`` for an action ``with a die``)."""
    action = ctx.tiles.by_id[tile_id].actions[index]
    if action.once_per_turn:
        state = edit(ctx, state, used_actions=(*state.used_actions, f"{tile_id}#{index}"))
    event = ActionUsed(seat, tile_id, action.label, number, cause)
    ctx.events.append(event)
    return push(ctx, state, EffectFrame(seat, tile_id, index, (), 0, event, part="action"))


def setup_frames(ctx: Ctx) -> tuple[EffectFrame, ...]:
    """The ``setup`` programs of the rules blocks, the first to run last in the tuple."""
    return tuple(
        EffectFrame(-1, tile_id, 0, (), 0, part="setup")
        for tile_id in reversed(ctx.tiles.rules_ids)
        if ctx.tiles.by_id[tile_id].setup
    )


def _frame(seat: int, tile_id: str, index: int, event: Event) -> EffectFrame:
    return EffectFrame(seat, tile_id, index, (), 0, event)


def _trigger_env(ctx: Ctx, state: GameState, seat: int, event: Event) -> Env:
    return Env(state, seat, event, None, ctx)


def queue_triggers(ctx: Ctx, state: GameState) -> GameState:
    """Queue the ``when`` programs answering the events since the last call, the first
    event's to run first (``burgundy.lang.runtime.triggers``: who answers what)."""
    events = ctx.events
    fired = ctx.fired
    ctx.fired = len(events)
    triggers = ctx.tiles.triggers
    if fired == len(events) or not triggers:
        return state
    for event in events[fired:]:  # most steps' events answer no trigger: asked here, cheaply
        if event.tag in triggers:
            break
    else:
        return state
    tiles = ctx.tiles
    frames = answers(triggers, events[fired:], state.players, tiles.rules_ids,
                     tiles.foreign_triggers, _frame, functools.partial(_trigger_env, ctx, state))
    if frames:
        # Below the work the same step queued (ctx.mark): a tile's own effect resolves
        # before the reactions to its placement.
        pending, mark = state.pending, min(ctx.mark, len(state.pending))
        state = edit(ctx, state, pending=pending[:mark] + tuple(reversed(frames)) + pending[mark:])
    return state
