"""Why an action is not legal: a message a person can act on, with the reason that
applies (a die not rolled, a tile file's action its holder cannot carry out, an option not
offered and why)."""

from __future__ import annotations

import types
import typing
from typing import Any

import attrs

from burgundy.games.castles import data, statements
from burgundy.games.castles.actions import (
    Action,
    BuyTile,
    Choose,
    EndTurn,
    PlaceTile,
    SellGoods,
    Skip,
    TakeTile,
    UseAction,
)
from burgundy.games.castles.effects import interpreter
from burgundy.games.castles.effects.evaluate import Env, compile_expr
from burgundy.games.castles.events import ActionUsed
from burgundy.games.castles.rules.context import Ctx
from burgundy.games.castles.rules.procedures import buy_price, placements, purchase_allowed
from burgundy.games.castles.rules.queries import query
from burgundy.games.castles.state import GameState, OptionChoice
from burgundy.games.castles.tile import Tile
from burgundy.lang import ir


def _fits(value: object, hint: Any) -> bool:
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if hint is type(None):
        return value is None
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        return any(_fits(value, h) for h in typing.get_args(hint))
    if typing.get_origin(hint) is tuple:
        item = typing.get_args(hint)[0]
        return isinstance(value, tuple) and all(_fits(v, item) for v in value)
    return isinstance(value, hint)


def _kind_words(hint: Any) -> str:
    if hint is int:
        return "a whole number"
    if hint is str:
        return "text"
    if hint is Tile:
        return "a tile (burgundy.tile(id))"
    if hint is type(None):
        return "None"
    if typing.get_origin(hint) is tuple:
        return "a tuple of whole numbers"
    words = [_kind_words(h) for h in typing.get_args(hint)]
    return ", ".join(words[:-1]) + " or " + words[-1]


def field_problem(action: Action) -> str | None:
    """A field of the wrong type (a string for a number, say), named; else ``None``."""
    hints = typing.get_type_hints(type(action))
    for field in attrs.fields(type(action)):
        value = getattr(action, field.name)
        if field.eq and not _fits(value, hints[field.name]):
            expected = _kind_words(hints[field.name])
            return f"{action!r} is not legal: {field.name} must be {expected}, not {value!r}"
    return None


def why_illegal(ctx: Ctx, state: GameState, action: Action, legal: tuple[Action, ...]) -> str:
    head = f"{action} is not legal now"
    if state.over:
        return f"{head}: the game is over"
    if state.pending:
        return _not_an_answer(ctx, state, action, legal, head)
    seat = state.active_seat
    player = state.players[seat]
    dice_left = player.dice_left
    if isinstance(action, EndTurn):
        return f"{head}: seat {seat} still has dice to use {dice_left}"
    if isinstance(action, Choose | Skip):
        return f"{head}: there is no pending decision; seat {seat} is taking a turn"
    if isinstance(action, BuyTile):
        if state.bought:
            return f"{head}: seat {seat} already bought a tile this turn"
        if not purchase_allowed(ctx, state, seat):
            return f"{head}: the tiles in seat {seat}'s estate allow no purchase"
        if action.depot != 0 and not query(ctx, state, seat, "buy.any_depot", False):
            return f"{head}: seat {seat} may buy from the black depot only"
        slots = state.black_depot if action.depot == 0 else (
            state.depot_slots[action.depot - 1] if 1 <= action.depot <= 6 else ())
        if not 0 <= action.slot < len(slots) or slots[action.slot] is None:
            return f"{head}: that depot has no tile in slot {action.slot}"
        price = buy_price(ctx, state, seat)
        return f"{head}: a purchase costs {price} silverlings; seat {seat} has {player.silverlings}"
    if isinstance(action, UseAction):
        problem = _declared_action(ctx, state, seat, action)
        if problem is not None or action.number is None:
            return f"{head}: {problem or 'it cannot be taken now'}"
    die = getattr(action, "die", None)
    if die is None:
        return f"{head}: die=None is only for a castle's extra action or a city hall"
    if die not in dice_left:
        return f"{head}: seat {seat}'s unused dice are {dice_left}, not {die}"
    if isinstance(action, TakeTile):
        slots = state.depot_slots[action.number - 1] if 1 <= action.number <= 6 else ()
        if not 0 <= action.slot < len(slots) or slots[action.slot] is None:
            return f"{head}: depot {action.number} has no tile in slot {action.slot}"
    if isinstance(action, PlaceTile):
        estate = data.estates()[player.estate_map]
        if action.tile not in player.storage:
            return f"{head}: {action.tile} is not in seat {seat}'s storage"
        if not 0 <= action.space < data.SPACES:
            return f"{head}: there is no space {action.space} (0-36)"
        if estate.dice[action.space] != action.number:
            shows = estate.dice[action.space]
            return f"{head}: space {action.space} shows {shows}, not {action.number}"
        if action.space not in placements(ctx, state, seat, [action.tile])[0][1]:
            return (
                f"{head}: space {action.space} must be empty, {action.tile.colour}, next to a "
                "placed tile, and hold no second building of a type in one city (unless the "
                "tiles in the estate change these rules)"
            )
    if isinstance(action, SellGoods) and not (
        1 <= action.number <= 6 and player.goods_counts[action.number]
    ):
        return f"{head}: seat {seat} has no goods of type {action.number}"
    number = getattr(action, "number", die)
    costs = [
        a.workers
        for a in legal
        if isinstance(a, TakeTile | PlaceTile | SellGoods | UseAction)
        and type(a) is type(action)
        and (a.die, a.number) == (die, number)
    ]
    given = getattr(action, "workers", 0)
    if costs and given not in costs:
        return f"{head}: turning {die} into {number} costs {costs[0]} workers, not {given}"
    return (
        f"{head}: turning {die} into {number} needs more workers than seat {seat} has "
        f"({player.workers})"
    )


def _not_an_answer(
    ctx: Ctx, state: GameState, action: Action, legal: tuple[Action, ...], head: str
) -> str:
    """Why ``action`` does not answer the decision on top of the pending stack."""
    frame = state.pending[-1]
    kind = type(frame).__name__
    article = "an" if kind[0] in "AEIOU" else "a"
    asked = f"seat {frame.seat} must answer {article} {kind}"  # type: ignore[union-attr]
    if isinstance(frame, OptionChoice):
        asked += f" (a choice of {interpreter.named(ctx, frame.frame.tile_id)})"
    shown = [f"choose {a.option} ({a.label})" if isinstance(a, Choose) and a.label else str(a)
             for a in legal[:8]]
    options = ", ".join(shown) + (" …" if len(legal) > 8 else "")
    if isinstance(frame, OptionChoice) and isinstance(action, Choose):
        why = _option_not_offered(ctx, state, frame, action.option)
        return f"{head}: {asked}, and {why}; the options are: {options}"
    if isinstance(action, Choose) and any(isinstance(a, Choose) for a in legal):
        return f"{head}: {asked}, and {action.option!r} is not one of its options; the " \
               f"options are: {options}"
    if isinstance(action, Skip) and any(isinstance(a, Choose) for a in legal):
        return f"{head}: {asked}, and it may not be skipped; the options are: {options}"
    kinds = sorted({type(a).__name__ for a in legal})
    return f"{head}: {asked} with {' or '.join(kinds)}; the options are: {options}"


def _option_not_offered(ctx: Ctx, state: GameState, frame: OptionChoice, option: object) -> str:
    options = interpreter.choose_of(ctx, frame).options
    if isinstance(option, bool) or not isinstance(option, int) or not 0 <= option < len(options):
        return f"its options are numbered 0-{len(options) - 1}, not {option!r}"
    chosen = options[option]
    said = f'option {option} ("{chosen.label}")'
    event = frame.frame.event
    if chosen.condition is not None and not compile_expr(chosen.condition)(
        Env(state, frame.seat, event, None, ctx)
    ):
        return f"{said} is only offered if {_written(chosen.condition)}"
    why = _cannot(ctx, state, frame.seat, chosen.body, event)
    return f"{said} cannot be carried out now: {why}"


def _declared_action(ctx: Ctx, state: GameState, seat: int, action: UseAction) -> str | None:
    """Why a tile file's ``action`` (a ``UseAction``) cannot be taken, if its reason is its
    own (the die checks follow for an action ``with a die``); else ``None``."""
    definition = ctx.tiles.by_id.get(action.source)
    if definition is None:
        return f"the tiles of this game define no {action.source!r}"
    name = interpreter.named(ctx, action.source)
    if not 0 <= action.index < len(definition.actions):
        listed = ", ".join(f'{i} "{a.label}"' for i, a in enumerate(definition.actions))
        return f"{name} has no action {action.index} (its actions: {listed or 'none'})"
    item = definition.actions[action.index]
    if action.label != item.label:
        return f'action {action.index} of {name} is "{item.label}", not "{action.label}"'
    if action.source not in state.players[seat].hooked:
        where = "in its estate" if definition.kind in ("building", "knowledge", "tile") else ""
        return f"seat {seat} does not hold {name} {where}".rstrip()
    if statements.with_a_die(item) and action.number is None:
        return (f'"{item.label}" is an action with a die: give the die, the number it counts '
                "as and the workers that turn it")
    if not statements.with_a_die(item) and action.number is not None:
        return f'"{item.label}" is not an action with a die: give no die or number'
    if item.once_per_turn and f"{action.source}#{action.index}" in state.used_actions:
        return f'seat {seat} already took "{item.label}" this turn (once per turn)'
    if statements.with_a_die(item) and (action.die not in state.players[seat].dice_left
                     or not 1 <= (action.number or 0) <= 6):
        return None  # the die checks say what is wrong
    event = ActionUsed(seat, action.source, item.label, action.number or 0,
                       "" if action.number is None else "die")
    if item.condition is not None and not compile_expr(item.condition)(
        Env(state, seat, event, None, ctx)
    ):
        return f"it is only offered if {_written(item.condition)}"
    if not interpreter.can_run(ctx, state, seat, item.body, event):
        return f"it cannot be carried out now: {_cannot(ctx, state, seat, item.body, event)}"
    return None


def _cannot(
    ctx: Ctx, state: GameState, seat: int, body: tuple[ir.Stmt, ...], event: object
) -> str:
    """What stops ``body`` (which ``interpreter.can_run`` refuses): the first statement
    whose program up to it cannot be carried out, and why."""
    for index, stmt in enumerate(body):
        if not interpreter.can_run(ctx, state, seat, body[: index + 1], event):
            return _stopped_by(ctx, state, seat, stmt, event)
    return "its program cannot be carried out"


def _stopped_by(ctx: Ctx, state: GameState, seat: int, stmt: ir.Stmt, event: object) -> str:
    player = state.players[seat]
    written = f"`{_written(stmt)}`" if not isinstance(stmt, ir.Choose | ir.If) else ""
    env = Env(state, seat, event, None, ctx)
    if isinstance(stmt, ir.Pay):
        held = getattr(player, stmt.resource)
        return f"{written}: seat {seat} has {held} {stmt.resource}"
    if isinstance(stmt, statements.SpendDice):
        if any(player.used):
            return f"{written}: it needs both of the turn's dice, and one is used"
        return (f"{written}: turning dice {player.dice[0]} and {player.dice[1]} into that "
                f"number takes more than seat {seat}'s {player.workers} workers")
    if isinstance(stmt, statements.Buy):
        if not purchase_allowed(ctx, state, seat):
            return f"{written}: seat {seat} already made the turn's purchase"
        price = buy_price(ctx, state, seat)
        if player.silverlings < price:
            return (f"{written}: it costs {price} silverlings and seat {seat} has "
                    f"{player.silverlings}")
    if isinstance(stmt, statements.Buy | statements.Take):
        source = interpreter.zone_key(stmt.source, env)
        return f"{written}: there is none in {source.replace('_', ' ')}"
    if isinstance(stmt, ir.Choose):
        reasons = [f'"{o.label}": {_cannot(ctx, state, seat, o.body, event)}'
                   for o in stmt.options]
        more = " …" if len(reasons) > 2 else ""
        return "none of its options can be carried out (" + "; ".join(reasons[:2]) + more + ")"
    if isinstance(stmt, ir.If):
        holds = compile_expr(stmt.condition)(env)
        return _cannot(ctx, state, seat, stmt.then if holds else stmt.orelse, event)
    if isinstance(stmt, ir.Repeat):
        return _cannot(ctx, state, seat, stmt.body, event)
    if isinstance(stmt, statements.Place):
        return f"{written}: nothing there has a space it may go on"
    if isinstance(stmt, statements.Sell):
        return f"{written}: seat {seat} has no goods"
    if isinstance(stmt, statements.SetDie):
        return f"{written}: that die is used, already shows that number, or it is not seat " \
               f"{seat}'s turn"
    if isinstance(stmt, statements.Collect):
        return f"{written}: there are none in the depots, or no room in the warehouse"
    return f"{written} cannot be carried out now"


def _written(node: ir.Stmt | ir.Expr) -> str:
    """A statement or expression as the tile files write it."""
    from burgundy.dsl.printer import format_expr, format_statement  # the language: on demand

    if isinstance(node, _STATEMENTS):
        return format_statement(node)
    return format_expr(node)  # type: ignore[arg-type]


_STATEMENTS: tuple[type, ...] = typing.get_args(statements.Stmt)
