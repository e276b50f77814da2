"""Tile definitions printed back as canonical tile-language text.

``parse(format_tiles(defs)) == defs`` for every parsed ``defs`` (positions aside). Comments
are not part of the ir, so they do not survive; the layout is the one used in ``tiles/``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from burgundy.effects import ir, registry

_INDENT = "    "

# Binding strength, loosest first; a child binding more loosely than its place needs is
# put in parentheses.
_OR, _AND, _NOT, _COMPARE, _SUM, _PRODUCT, _ATOM = range(7)
_LEVEL: dict[str, int] = {
    "or": _OR, "and": _AND,
    "==": _COMPARE, "!=": _COMPARE, "<": _COMPARE, "<=": _COMPARE, ">": _COMPARE,
    ">=": _COMPARE,
    "+": _SUM, "-": _SUM, "*": _PRODUCT, "//": _PRODUCT,
}
_ALL_KINDS = tuple(ir.KindPattern(k) for k in registry.TILE_KINDS)


def format_tiles(defs: Iterable[ir.TileDef]) -> str:
    """Canonical text for ``defs``: one blank line between tiles, four-space indents."""
    return "\n".join(format_tile(d) for d in defs)


def format_tile(tile: ir.TileDef) -> str:
    if '"' in tile.name or "\n" in tile.name:
        raise ValueError(f"tile name {tile.name!r} cannot be written in the tile language")
    header = f'{tile.kind} {tile.key} "{tile.name}"'
    if tile.supply is not None:
        header += " " + _supply(tile.supply)
    lines = [header + " {"]
    if tile.on_place:
        lines += _block("on place", tile.on_place, 1)
    for modifier in tile.modifiers:
        text = (f"{_INDENT}modify {modifier.query}: {modifier.op} "
                f"{format_expr(modifier.value)}")
        if modifier.condition is not None:
            text += f" if {format_expr(modifier.condition)}"
        lines.append(text)
    for trigger in tile.triggers:
        head = f"when {trigger.event}"
        if trigger.condition is not None:
            head += f" if {format_expr(trigger.condition)}"
        lines += _block(head, trigger.body, 1)
    for scorer in tile.scorers:
        lines.append(f'{_INDENT}score "{scorer.label}": {format_expr(scorer.value)}')
    lines.append("}")
    return "\n".join(lines) + "\n"


def _supply(supply: ir.Supply) -> str:
    parts = []
    if supply.normal or not supply.black:
        parts.append(f"{supply.normal} normal")
    if supply.black:
        parts.append(f"{supply.black} black")
    return "supply " + ", ".join(parts)


def _block(head: str, body: Sequence[ir.Stmt], depth: int) -> list[str]:
    indent = _INDENT * depth
    if len(body) == 1 and not isinstance(body[0], ir.If):
        return [f"{indent}{head} {{ {_simple(body[0])} }}"]
    lines = [f"{indent}{head} {{"]
    for stmt in body:
        lines += _statement(stmt, depth + 1)
    lines.append(f"{indent}}}")
    return lines


def _statement(stmt: ir.Stmt, depth: int) -> list[str]:
    if not isinstance(stmt, ir.If):
        return [_INDENT * depth + _simple(stmt)]
    lines = _block(f"if {format_expr(stmt.condition)}", stmt.then, depth)
    orelse = stmt.orelse
    # `else { if … }` is written `else if …`.
    while len(orelse) == 1 and isinstance(orelse[0], ir.If):
        inner = orelse[0]
        branch = _block(f"else if {format_expr(inner.condition)}", inner.then, depth)
        lines[-1] += " " + branch[0].lstrip()
        lines += branch[1:]
        orelse = inner.orelse
    if orelse:
        branch = _block("else", orelse, depth)
        lines[-1] += " " + branch[0].lstrip()
        lines += branch[1:]
    return lines


def _simple(stmt: ir.Stmt) -> str:
    may = "may " if getattr(stmt, "optional", False) else ""
    if isinstance(stmt, ir.Gain):
        return f"gain {format_expr(stmt.amount, _SUM)} {_resource(stmt)}"
    if isinstance(stmt, ir.Sell):
        return f"{may}sell goods"
    if isinstance(stmt, ir.Take):
        source = "depots" if stmt.source == "depots" else "black depot"
        return f"{may}take {format_pattern(stmt.pattern)} from {source}"
    if isinstance(stmt, ir.Place):
        return f"{may}place {format_pattern(stmt.pattern)} from storage"
    if isinstance(stmt, ir.ExtraAction):
        return f"{may}extra action"
    if isinstance(stmt, ir.Call):
        return f'call "{stmt.hook}"'
    raise TypeError(f"not a simple statement: {stmt!r}")


def _resource(gain: ir.Gain) -> str:
    """``1 worker``, ``2 workers``: the singular reads better and parses the same."""
    if isinstance(gain.amount, ir.Num) and gain.amount.value == 1:
        for singular, plural in registry.RESOURCE_ALIASES.items():
            if plural == gain.resource:
                return singular
    return gain.resource


def format_pattern(pattern: ir.Pattern) -> str:
    if pattern.alternatives == _ALL_KINDS:
        return "any"
    return " or ".join(
        alt.kind if alt.detail is None else f"{alt.kind} {alt.detail}"
        for alt in pattern.alternatives
    )


def format_expr(expr: ir.Expr, level: int = _OR) -> str:
    """``expr`` as text, in parentheses if it binds more loosely than ``level``."""
    text, own = _expr(expr)
    return f"({text})" if own < level else text


def _expr(expr: ir.Expr) -> tuple[str, int]:
    if isinstance(expr, ir.Num):
        return str(expr.value), _ATOM
    if isinstance(expr, ir.Bool):
        return ("true" if expr.value else "false"), _ATOM
    if isinstance(expr, ir.Sym):
        return expr.name, _ATOM
    if isinstance(expr, ir.Name):
        return expr.path, _ATOM
    if isinstance(expr, ir.Count):
        return f"count({format_pattern(expr.pattern)})", _ATOM
    if isinstance(expr, ir.Not):
        if isinstance(expr.operand, ir.IsTile):
            inner = expr.operand
            return (f"{format_expr(inner.subject, _SUM)} is not "
                    f"{format_pattern(inner.pattern)}", _COMPARE)
        return f"not {format_expr(expr.operand, _NOT)}", _NOT
    if isinstance(expr, ir.IsTile):
        return (f"{format_expr(expr.subject, _SUM)} is {format_pattern(expr.pattern)}",
                _COMPARE)
    return _binop(expr)


def _binop(expr: ir.BinOp) -> tuple[str, int]:
    op = expr.op
    if op in ("min", "max"):
        return f"{op}({format_expr(expr.left)}, {format_expr(expr.right)})", _ATOM
    if op == "-" and expr.left == ir.Num(0) and not isinstance(expr.right, ir.Num):
        # How the parser reads a minus sign before a value that is not a number.
        return f"-{format_expr(expr.right, _ATOM)}", _ATOM
    level = _LEVEL[op]
    if level == _COMPARE:
        # Comparisons do not chain: both sides must bind tighter.
        left_level = right_level = _SUM
    else:
        left_level, right_level = level, level + 1
    left, left_own = _expr(expr.left)
    if left_own < left_level or (op == "or" and _ends_with_pattern(expr.left)):
        # The second case: `tile is animal or ship` would read as one pattern.
        left = f"({left})"
    return f"{left} {op} {format_expr(expr.right, right_level)}", level


def _ends_with_pattern(expr: ir.Expr) -> bool:
    while True:
        if isinstance(expr, ir.IsTile):
            return True
        if isinstance(expr, ir.Not):
            expr = expr.operand
        elif isinstance(expr, ir.BinOp) and expr.op in ("and", "or"):
            expr = expr.right
        else:
            return False
