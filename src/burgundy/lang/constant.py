"""The operators of the language, and the value of an expression from names given by the
caller (literals, enumeration words, context and owner names), as a game's set-up folds house
rules into its numbers; during play the table too, through the game's reader
(``burgundy.lang.table``): ``value``, or compiled (``compiled``) to be called with the
``Names`` it reads, as the modifier fold (``runtime.fold``) calls it."""

from __future__ import annotations

import functools
import operator
from collections.abc import Callable, Mapping
from typing import Any

from burgundy.lang import ir, table

#: Every binary operator but ``and``/``or`` (which short-cut).
BINARY: dict[str, Callable[[Any, Any], Any]] = {
    "+": operator.add,
    "-": operator.sub,
    "*": operator.mul,
    "//": lambda a, b: a // b if b else 0,  # a house rule dividing by zero scores nothing
    "%": lambda a, b: a % b if b else 0,
    "==": operator.eq,
    "!=": operator.ne,
    "<": operator.lt,
    "<=": operator.le,
    ">": operator.gt,
    ">=": operator.ge,
    "min": min,
    "max": max,
}


def value(expr: ir.Expr, names: Mapping[str, Any],
          query: Callable[[str], Any] | None = None, on: table.Table | None = None) -> Any:
    """The value of a checked ``expr`` whose names are all in ``names``; ``query`` gives a
    query point's value (``query(<name>)``), ``on`` the table expressions read."""
    if isinstance(expr, ir.QueryValue) and query is not None:
        return query(expr.query)
    if on is not None and isinstance(expr, table.READS):
        return table.read(on, expr, names, lambda inner: value(inner, names, query, on))
    if isinstance(expr, ir.Num | ir.Bool):
        return expr.value
    if isinstance(expr, ir.Sym):
        return expr.name
    if isinstance(expr, ir.Name):
        return names[expr.path]
    if isinstance(expr, ir.Cond):
        chosen = expr.then if value(expr.condition, names, query, on) else expr.orelse
        return value(chosen, names, query, on)
    if isinstance(expr, ir.Not):
        return not value(expr.operand, names, query, on)
    if isinstance(expr, ir.Abs):
        return abs(value(expr.operand, names, query, on))
    if not isinstance(expr, ir.BinOp):
        raise ValueError(f"{type(expr).__name__} reads the game, which is not known here")
    left = value(expr.left, names, query, on)
    if expr.op == "and":
        return bool(left) and bool(value(expr.right, names, query, on))
    if expr.op == "or":
        return bool(left) or bool(value(expr.right, names, query, on))
    return BINARY[expr.op](left, value(expr.right, names, query, on))


class Names:
    """What a constant expression reads: ``names`` (the caller's, and a query's context),
    ``query``, a query point's value by its name, and during play ``on``, the table."""

    __slots__ = ("names", "on", "query")

    def __init__(self, names: Mapping[str, Any], query: Callable[[str], Any] | None = None,
                 on: table.Table | None = None):
        self.names = names
        self.query = query
        self.on = on


def _in(expr: ir.Expr, names: Names) -> Any:
    return value(expr, names.names, names.query, names.on)


def compiled(expr: ir.Expr) -> Callable[[Names], Any]:
    """``expr`` as a function of the ``Names`` it reads."""
    return functools.partial(_in, expr)
