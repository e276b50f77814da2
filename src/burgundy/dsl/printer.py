"""Tile definitions printed back as canonical tile-language text.

``parse(format_tiles(defs)) == defs`` for every parsed ``defs`` (positions aside). Comments
are not part of the ir, so they do not survive; the layout is the one used in ``tiles/``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import attrs

from burgundy.lang import forms, ir, registry

_INDENT = "    "

# Binding strength, loosest first; a child binding more loosely than its place needs is
# put in parentheses.
_COND, _OR, _AND, _NOT, _COMPARE, _SUM, _PRODUCT, _ATOM = range(8)
_LEVEL: dict[str, int] = {
    "or": _OR, "and": _AND,
    "==": _COMPARE, "!=": _COMPARE, "<": _COMPARE, "<=": _COMPARE, ">": _COMPARE,
    ">=": _COMPARE,
    "+": _SUM, "-": _SUM, "*": _PRODUCT, "//": _PRODUCT, "%": _PRODUCT,
}
_ALL_KINDS = tuple(ir.KindPattern(k) for k in registry.TILE_KINDS)


def format_tiles(defs: Iterable[ir.TileDef]) -> str:
    """Canonical text for ``defs``: one blank line between tiles, four-space indents."""
    return "\n".join(format_tile(d) for d in defs)


def format_tile(tile: ir.TileDef) -> str:
    key = tile.key if tile.number is None else f"{tile.key} {tile.number}"
    header = f'{tile.kind} {key} "{_label(tile.name)}"'
    if tile.supply is not None:
        header += " " + _supply(tile.supply)
    lines = [header + " {"]
    if tile.description:
        lines += _description(tile.description)
    lines += [f"{_INDENT}excludes {target.replace(':', ' ')}" for target in tile.excludes]
    if tile.setup:
        lines += _block("setup", tile.setup, 1)
    if tile.on_place:
        lines += _block("on place", tile.on_place, 1)
    lines += [_INDENT + format_modifier(modifier) for modifier in tile.modifiers]
    for trigger in tile.triggers:
        scope = "" if trigger.scope == "own" else f"{trigger.scope} "
        head = f"when {scope}{trigger.event}"
        if trigger.condition is not None:
            head += f" if {format_expr(trigger.condition)}"
        lines += _block(head, trigger.body, 1)
    for action in tile.actions:
        head = f'action "{_label(action.label)}"'
        if action.once_per_turn:
            head += " once per turn"
        if action.die:
            head += " with a die"
        if action.condition is not None:
            head += f" if {format_expr(action.condition)}"
        lines += _block(head, action.body, 1)
    for space in tile.spaces:
        lines += _block(f"space {space.number}", space.body, 1)
    for scorer in tile.scorers:
        lines.append(f'{_INDENT}score "{_label(scorer.label)}": {format_expr(scorer.value)}')
    lines.append("}")
    return "\n".join(lines) + "\n"


def _label(text: str) -> str:
    if '"' in text or "\n" in text:
        raise ValueError(f"{text!r} cannot be written in the tile language")
    return text


def _description(text: str) -> list[str]:
    """The description as ``\"\"\"…\"\"\"`` lines at the body's indent (reading it back
    removes that indent again)."""
    if '"""' in text:
        raise ValueError(f"{text!r} cannot be written as a description")
    closing = '\n"""' if text.endswith('"') else '"""'  # `""""` would end it early
    first, *rest = f'"""{text}{closing}'.split("\n")
    return [_INDENT + first, *(_INDENT + line if line else "" for line in rest)]


def _supply(supply: ir.Supply) -> str:
    parts = []
    if supply.normal or not (supply.black or supply.own):
        parts.append(f"{supply.normal} normal")
    if supply.black:
        parts.append(f"{supply.black} black")
    if supply.own:
        parts.append(f"{supply.own} own")
    return "supply " + ", ".join(parts)


_COMPOUND = (ir.If, ir.Choose, ir.Repeat, ir.EachPlayer)


def _block(head: str, body: Sequence[ir.Stmt], depth: int) -> list[str]:
    indent = _INDENT * depth
    if len(body) == 1 and not isinstance(body[0], _COMPOUND):
        return [f"{indent}{head} {{ {_simple(body[0])} }}"]
    lines = [f"{indent}{head} {{"]
    for stmt in body:
        lines += _statement(stmt, depth + 1)
    lines.append(f"{indent}}}")
    return lines


def _statement(stmt: ir.Stmt, depth: int) -> list[str]:
    if isinstance(stmt, ir.Choose):
        lines = [f"{_INDENT * depth}choose {{"]
        for option in stmt.options:
            head = f'option "{_label(option.label)}"'
            if option.condition is not None:
                head += f" if {format_expr(option.condition)}"
            lines += _block(head, option.body, depth + 1)
        return [*lines, f"{_INDENT * depth}}}"]
    if isinstance(stmt, ir.Repeat):
        return _block(f"repeat {format_expr(stmt.count, _SUM)}", stmt.body, depth)
    if isinstance(stmt, ir.EachPlayer):
        return _block("each player", stmt.body, depth)
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


def format_statement(stmt: ir.Stmt) -> str:
    """One statement as the files write it (a block statement over several lines)."""
    return "\n".join(_statement(stmt, 0))


def _simple(stmt: ir.Stmt) -> str:
    """A statement written from its form (``burgundy.lang.forms``)."""
    spec = registry.STATEMENT_OF_NODE[type(stmt)]
    if not spec.parts:
        raise TypeError(f"not a simple statement: {stmt!r}")
    words: list[str] = []
    for part in spec.parts:
        if part == forms.MAY:
            words += ["may"] if getattr(stmt, "optional", False) else []
        elif isinstance(part, str):
            words.append(part)
        elif isinstance(part, forms.Group):
            field = part.slot.field
            if getattr(stmt, field) != attrs.fields_dict(type(stmt))[field].default:
                words += [*part.words, _slot(stmt, part.slot)]
        else:
            words.append(_slot(stmt, part))
    return " ".join(words)


def _slot(stmt: ir.Stmt, slot: forms.Slot) -> str:
    value = getattr(stmt, slot.field)
    if slot.kind == "pattern":
        return format_pattern(value)
    if slot.kind == "zone":
        return format_zone(value)
    if slot.kind == "resource":
        return _resource(stmt)
    if slot.kind == "definition":
        return str(value).replace(":", " ")
    if slot.kind == "hook":
        return f'"{value}"'
    return format_expr(value, _SUM)  # a number: int, amount, number, die


def format_zone(zone: ir.Zone) -> str:
    where = {"black_depot": "black depot"}.get(zone.where, zone.where)
    if zone.name:
        where += f" {zone.name}"
    if zone.index is not None:
        where += f" [{format_expr(zone.index)}]"
    return where


def _resource(stmt: ir.Stmt) -> str:
    """``1 worker``, ``2 workers``: the singular reads better and parses the same."""
    resource: str = getattr(stmt, "resource", "")
    amount = getattr(stmt, "amount", None)
    if isinstance(amount, ir.Num) and amount.value == 1:
        for singular, plural in registry.RESOURCE_ALIASES.items():
            if plural == resource:
                return singular
    return resource


def format_pattern(pattern: ir.Pattern) -> str:
    if pattern.alternatives == _ALL_KINDS:
        return "any"
    return " or ".join(
        alt.kind if alt.detail is None else f"{alt.kind} {alt.detail}"
        for alt in pattern.alternatives
    )


def format_modifier(modifier: ir.Modifier) -> str:
    """``modify <query>: set|add <value> [if <condition>]``, one line."""
    text = f"modify {modifier.query}: {modifier.op} {format_expr(modifier.value)}"
    if modifier.condition is not None:
        text += f" if {format_expr(modifier.condition)}"
    return text


def format_expr(expr: ir.Expr, level: int = _COND) -> str:
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
    if isinstance(expr, ir.SeatValue):
        return f"seat({format_expr(expr.seat)}).{expr.field}", _ATOM
    if isinstance(expr, ir.Count):
        within = "" if expr.zone == ir.ESTATE else f" in {format_zone(expr.zone)}"
        return f"count({format_pattern(expr.pattern)}{within})", _ATOM
    if isinstance(expr, ir.Cond):
        return (f"if {format_expr(expr.condition)} then {format_expr(expr.then)} "
                f"else {format_expr(expr.orelse)}", _COND)
    if isinstance(expr, ir.Not):
        if isinstance(expr.operand, ir.IsTile):
            inner = expr.operand
            return (f"{format_expr(inner.subject, _SUM)} is not "
                    f"{format_pattern(inner.pattern)}", _COMPARE)
        return f"not {format_expr(expr.operand, _NOT)}", _NOT
    if isinstance(expr, ir.Abs):
        return f"abs({format_expr(expr.operand)})", _ATOM
    if isinstance(expr, ir.QueryValue):
        return f"query({expr.query})", _ATOM
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
