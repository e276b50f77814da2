"""Runs tile programs (``on place`` and ``when`` bodies) until they need a decision.

A program's place is data (``EffectFrame``: tile, hook, block path, next statement), so a
game saved in the middle of a tile's choice loads and resumes. A statement that needs the
owner to choose queues the rest of its program first and then the decision on top, so the
newest decision is always answered first (R-ORDER-3).
"""

from __future__ import annotations

import functools

from burgundy.effects import ir
from burgundy.effects.evaluate import Compiled, Env, compile_expr
from burgundy.model.state import (
    EffectFrame,
    ExtraActionChoice,
    Frame,
    GameState,
    PlaceChoice,
    SellChoice,
    TakeChoice,
)
from burgundy.rules.context import Ctx, edit, push
from burgundy.rules.procedures import gain


@functools.lru_cache(maxsize=4096)
def _compiled(expr: ir.Expr) -> Compiled:
    return compile_expr(expr)


def body_of(ctx: Ctx, frame: EffectFrame) -> tuple[ir.Stmt, ...]:
    definition = ctx.tiles.by_id[frame.tile_id]
    body = definition.on_place if frame.hook < 0 else definition.triggers[frame.hook].body
    for i in range(0, len(frame.path), 2):
        branch = body[frame.path[i]]
        assert isinstance(branch, ir.If)
        body = branch.then if frame.path[i + 1] == 0 else branch.orelse
    return body


def run(ctx: Ctx, state: GameState, frame: EffectFrame) -> GameState:
    """Run ``frame`` (already taken off the stack) until it ends or queues a decision."""
    body = body_of(ctx, frame)
    seat, source = frame.seat, frame.tile_id
    pc = frame.pc
    while pc < len(body):
        stmt = body[pc]
        pc += 1
        if isinstance(stmt, ir.Gain):
            amount = _compiled(stmt.amount)(Env(state, seat, frame.event))
            state = gain(ctx, state, seat, stmt.resource, int(amount), source)
            continue
        if isinstance(stmt, ir.Call):
            state = ctx.tiles.hooks[stmt.hook](state, seat)
            ctx.draft = None  # the hook may keep the state it saw: never edit it in place
            continue
        rest: tuple[EffectFrame, ...] = ()
        if pc < len(body):
            rest = (EffectFrame(seat, source, frame.hook, frame.path, pc, frame.event),)
        queued: Frame
        if isinstance(stmt, ir.If):
            holds = _compiled(stmt.condition)(Env(state, seat, frame.event))
            branch = stmt.then if holds else stmt.orelse
            if not branch:
                continue
            path = (*frame.path, pc - 1, 0 if holds else 1)
            queued = EffectFrame(seat, source, frame.hook, path, 0, frame.event)
        elif isinstance(stmt, ir.Sell):
            queued = SellChoice(seat, stmt.optional, source)
        elif isinstance(stmt, ir.Take):
            queued = TakeChoice(seat, stmt.pattern, stmt.source, stmt.optional, source)
        elif isinstance(stmt, ir.Place):
            queued = PlaceChoice(seat, stmt.pattern, stmt.optional, source)
        else:
            queued = ExtraActionChoice(seat, stmt.optional)
        return push(ctx, state, *rest, queued)
    return state


def queue_triggers(ctx: Ctx, state: GameState) -> GameState:
    """Queue the ``when`` programs answering the events since the last call, the first
    event's to run first."""
    events = ctx.events
    triggers = ctx.tiles.triggers
    if ctx.fired == len(events):
        return state
    frames: list[EffectFrame] = []
    if triggers:
        for event in events[ctx.fired :]:
            by_tile = triggers.get(event.tag)
            if not by_tile:
                continue
            seat = getattr(event, "seat", None)
            if seat is None:
                continue
            env: Env | None = None
            for tile_id in state.players[seat].hooked:
                for trigger in by_tile.get(tile_id, ()):
                    if trigger.condition is not None:
                        env = env or Env(state, seat, event)
                        if not trigger.condition(env):
                            continue
                    frames.append(EffectFrame(seat, tile_id, trigger.index, (), 0, event))
    ctx.fired = len(events)
    if frames:
        # Below the work the same step queued (ctx.mark): a tile's own effect resolves
        # before the reactions to its placement.
        pending, mark = state.pending, min(ctx.mark, len(state.pending))
        state = edit(ctx, state, pending=pending[:mark] + tuple(reversed(frames)) + pending[mark:])
    return state
