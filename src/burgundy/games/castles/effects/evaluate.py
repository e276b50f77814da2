"""Expressions of the tile language, compiled once into small Python closures.

A compiled expression takes an ``Env`` (the state, the tile's owner, the event a trigger
answers, the context of a query) and returns an int, a bool, a tile or a symbol (str).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Final

from burgundy.games.castles.state import GameState, PlayerState, tiles_in
from burgundy.games.castles.tile import Tile
from burgundy.games.castles.vocabulary import AGGREGATED_FIELDS, TILE_KINDS
from burgundy.kernel.errors import TileError
from burgundy.lang import ir
from burgundy.lang.constant import BINARY

Value = Any  # int | bool | str | Tile | None
Compiled = Callable[["Env"], Value]
#: The pattern ``any`` stands for (``dsl.transform``), and its length.
_ANY: Final = tuple(ir.KindPattern(kind) for kind in TILE_KINDS)
_ANY_SIZE: Final = len(_ANY)


class Env:
    """What an expression may read: not a game value, built per evaluation (a plain
    class, so that the compiled build makes it a native one). ``rules`` is the step's
    ``rules.context.Ctx``, which ``query(…)`` asks (typed loosely: the rules are built on
    this module)."""

    __slots__ = ("context", "event", "rules", "seat", "state")

    def __init__(
        self,
        state: GameState,
        seat: int,
        event: object | None = None,
        context: Mapping[str, Value] | None = None,
        rules: Any = None,
    ) -> None:
        self.state = state
        self.seat = seat
        self.event = event
        self.context: Mapping[str, Value] = {} if context is None else context
        self.rules: Any = rules


def matches(pattern: ir.Pattern, tile: Tile | None) -> bool:
    if tile is None:
        return False
    alternatives = pattern.alternatives
    for alt in alternatives:
        if alt.kind == tile.kind and (alt.detail is None or alt.detail == tile.detail):
            return True
    # `any` (written as every standard kind) is every kind: those tile files declare too.
    # (The length first: comparing tuples compares their items before their lengths.)
    return len(alternatives) == _ANY_SIZE and alternatives == _ANY


def _player(env: Env) -> PlayerState:
    return env.state.players[env.seat]


_OWNER: dict[str, Callable[[Env], Value]] = {
    "my.points": lambda e: _player(e).points,
    "my.silverlings": lambda e: _player(e).silverlings,
    "my.workers": lambda e: _player(e).workers,
    "my.goods": lambda e: sum(_player(e).goods_counts),
    "my.goods_sold": lambda e: sum(_player(e).sold_counts),
    "my.goods_types_sold": lambda e: sum(1 for n in _player(e).sold_counts if n),
    "my.animal_species": lambda e: len(
        {t.detail for t in _player(e).spaces if t is not None and t.kind == "animal"}
    ),
    "my.bonus_tiles": lambda e: len(_player(e).bonus_tiles),
    "my.empty_spaces": lambda e: sum(1 for t in _player(e).spaces if t is None),
    "my.storage": lambda e: len(_player(e).storage),
    "my.seat": lambda e: e.seat,
    "my.die1": lambda e: _player(e).dice[0],
    "my.die2": lambda e: _player(e).dice[1],
    "my.dice_left": lambda e: len(_player(e).dice_left),
    "my.pair": lambda e: _player(e).dice[0] == _player(e).dice[1],
    "my.turn": lambda e: not e.state.over and e.state.active_seat == e.seat,
    "my.track": lambda e: next(i for i, s in enumerate(e.state.track) if e.seat in s),
    "my.first": lambda e: e.state.turn_order[0] == e.seat,
    "game.players": lambda e: len(e.state.players),
    "game.phase": lambda e: "ABCDE".index(e.state.phase) + 1,
    "game.round": lambda e: e.state.round,
    "game.white_die": lambda e: e.state.white_die,
    "game.bought": lambda e: e.state.bought,
}


def _track_stack(e: Env) -> tuple[int, ...]:
    """The owner's stack on the turn-order track, bottom first."""
    return next(s for s in e.state.track if e.seat in s)


# The owner's place on the turn-order track's stack.
_OWNER.update(
    {
        "my.track_stack": lambda e: len(_track_stack(e)),
        "my.track_under": lambda e: len(_track_stack(e)) - 1 - _track_stack(e).index(e.seat),
    }
)


def _extreme(pick: Callable[..., int], read: Callable[[Env], Value]) -> Callable[[Env], Value]:
    return lambda e: pick(read(Env(e.state, s)) for s in range(len(e.state.players)))


# `most.<field>` and `least.<field>`: the extremes of an owner's number over all players.
_OWNER.update(
    {
        f"{word}.{field}": _extreme(pick, _OWNER[f"my.{field}"])
        for word, pick in (("most", max), ("least", min))
        for field in AGGREGATED_FIELDS
    }
)



def compile_expr(expr: ir.Expr) -> Compiled:
    """Turn a checked expression into a closure."""
    if isinstance(expr, ir.Num | ir.Bool):
        value = expr.value
        return lambda env: value
    if isinstance(expr, ir.Sym):
        name = expr.name
        return lambda env: name
    if isinstance(expr, ir.Name):
        return _compile_name(expr.path)
    if isinstance(expr, ir.SeatValue):
        return _compile_seat_value(expr)
    if isinstance(expr, ir.Count):
        return _compile_count(expr)
    if isinstance(expr, ir.Cond):
        test, then, orelse = (compile_expr(e) for e in (expr.condition, expr.then, expr.orelse))
        return lambda env: then(env) if test(env) else orelse(env)
    if isinstance(expr, ir.Not):
        operand = compile_expr(expr.operand)
        return lambda env: not operand(env)
    if isinstance(expr, ir.IsTile):
        subject, pattern = compile_expr(expr.subject), expr.pattern
        return lambda env: matches(pattern, subject(env))
    if isinstance(expr, ir.Abs):
        number = compile_expr(expr.operand)
        return lambda env: abs(number(env))
    if isinstance(expr, ir.QueryValue):
        return _compile_query_value(expr.query)
    if isinstance(expr, ir.SeatCount | ir.Largest | ir.Connected):
        return _compile_table(expr)
    assert isinstance(expr, ir.BinOp)
    left, right = compile_expr(expr.left), compile_expr(expr.right)
    if expr.op == "and":
        return lambda env: bool(left(env)) and bool(right(env))
    if expr.op == "or":
        return lambda env: bool(left(env)) or bool(right(env))
    op = BINARY[expr.op]
    return lambda env: op(left(env), right(env))


def reads_context_only(expr: ir.Expr) -> bool:
    """Whether ``expr`` reads nothing of the game: only literals and the names of its
    query's context (``action``, ``tile``, ``value`` …). Its value then depends on that
    context alone, so what it gives for one context may be kept."""
    if isinstance(expr, ir.Num | ir.Bool | ir.Sym):
        return True
    if isinstance(expr, ir.Name):
        return expr.path not in _OWNER and not expr.path.startswith("event.")
    if isinstance(expr, ir.Cond):
        return all(map(reads_context_only, (expr.condition, expr.then, expr.orelse)))
    if isinstance(expr, ir.Not | ir.Abs):
        return reads_context_only(expr.operand)
    if isinstance(expr, ir.IsTile):
        return reads_context_only(expr.subject)
    if isinstance(expr, ir.BinOp):
        return reads_context_only(expr.left) and reads_context_only(expr.right)
    return False  # another seat's values, counts of tiles: the game's


def _compile_query_value(name: str) -> Compiled:
    # Imported here: the rules' queries are built on this module.
    from burgundy.games.castles.rules.queries import current_value

    return lambda env: current_value(env, name)


def _compile_seat_value(expr: ir.SeatValue) -> Compiled:
    seat, read = compile_expr(expr.seat), _OWNER[f"my.{expr.field}"]

    # Seats count round the table: `seat(my.seat + 1)` is the next player, for any count.
    return lambda env: read(
        Env(env.state, seat(env) % len(env.state.players), env.event, env.context)
    )


def _compile_count(expr: ir.Count) -> Compiled:
    pattern, zone = expr.pattern, expr.zone
    if zone.where == "estate":
        return lambda env: sum(1 for t in _player(env).spaces if matches(pattern, t))
    if zone.where == "region":
        return lambda env: sum(
            1 for s in env.context.get("region", ()) if matches(pattern, _player(env).spaces[s])
        )
    key = compile_zone(zone)
    return lambda env: sum(
        1 for t in tiles_in(env.state, env.seat, key(env)) if matches(pattern, t)
    )


def compile_zone(zone: ir.Zone) -> Callable[[Env], str]:
    """The state's key of ``zone`` (``display shield 3``, ``my route``), as a closure."""
    key: str = zone.where if not zone.name else f"{zone.where} {zone.name}"
    if zone.index is None:
        return lambda env: key
    index = compile_expr(zone.index)
    return lambda env: f"{key} {index(env)}"


# --- the table: another seat's holdings, the owner's estate map -----------------------

_OWNER["my.estate_map"] = lambda e: _player(e).estate_map
_OWNER["game.goods_to_come"] = lambda e: len(e.state.round_goods) + sum(
    len(stack) for stack in e.state.goods_stacks["ABCDE".index(e.state.phase) + 1:])
_OWNER["game.bonus_tiles_left"] = lambda e: sum(2 - n for n in e.state.bonus_claims)


def _compile_table(expr: ir.SeatCount | ir.Largest | ir.Connected) -> Compiled:
    # Imported here: the rules are built on this module.
    from burgundy.games.castles.rules.connectivity import joined, largest_group

    if isinstance(expr, ir.Largest):
        pattern = expr.pattern
        return lambda env: largest_group(_player(env), lambda t: matches(pattern, t))
    if isinstance(expr, ir.Connected):
        start, end = expr.start, expr.end
        return lambda env: joined(_player(env), env.rules.tiles.tags.get(start, ()),
                                  env.rules.tiles.tags.get(end, ()))
    seat, pattern, zone = compile_expr(expr.seat), expr.pattern, expr.zone
    key = f"my {zone.name}" if zone.where == "my" else zone.where
    pos = expr.pos

    def count(env: Env) -> int:
        held = _seat_of(env, seat(env), pos)
        return sum(1 for t in tiles_in(env.state, held, key) if matches(pattern, t))

    return count


def _seat_of(env: Env, seat: int, pos: ir.Pos | None) -> int:
    """``seat``, when it is one of the game's; else the tile's mistake: a ``TileError``
    naming the tile and the line (the checker refuses what it can see)."""
    players = len(env.state.players)
    if 0 <= seat < players:
        return seat
    where = (pos.path, pos.line, pos.column) if pos else ("<text>", None, None)
    raise TileError(f"`count(… in seat(…) …)` of {_definition_at(env, pos)} names seat "
                    f"{seat}, which is not in this game (seats 0-{players - 1})", *where)


def _definition_at(env: Env, pos: ir.Pos | None) -> str:
    """The definition of the loaded tiles written around ``pos``, as messages name it."""
    defs = [] if env.rules is None or pos is None else [
        d for d in env.rules.tiles.defs
        if d.pos is not None and d.pos.path == pos.path and d.pos.line <= pos.line]
    if not defs:
        return "a tile"
    definition = max(defs, key=lambda d: d.pos.line)
    return f"{definition.name} ({definition.id})"


def _compile_name(path: str) -> Compiled:
    if path in _OWNER:
        return _OWNER[path]
    if path == "event.actor":
        return lambda env: getattr(env.event, "seat", None)
    if path.startswith("event."):
        field = path.removeprefix("event.")
        return lambda env: getattr(env.event, field, None)
    return lambda env: env.context.get(path)
