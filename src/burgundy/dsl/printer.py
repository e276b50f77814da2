"""Tile definitions printed back as canonical tile-language text, in their game's words:
a statement is written from its form (``burgundy.lang.forms``), a definition's header from
its vocabulary.

``parse(format_tiles(defs)) == defs`` for every parsed ``defs`` (positions aside). Comments
are not part of the ir, so they do not survive; the layout is the one used in ``tiles/``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import attrs

from burgundy.dsl.languages import DEFAULT_VOCABULARY
from burgundy.lang import forms, ir
from burgundy.lang.vocabulary import Vocabulary

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


def format_tiles(defs: Iterable[ir.TileDef], vocabulary: Vocabulary = DEFAULT_VOCABULARY) -> str:
    """Canonical text for ``defs`` of ``vocabulary``'s game: one blank line between tiles,
    four-space indents; first the ``language`` line, but for Castles' files."""
    header = [] if vocabulary is DEFAULT_VOCABULARY else [vocabulary.header + "\n"]
    return "\n".join([*header, *(format_tile(d, vocabulary) for d in defs)])


def format_tile(tile: ir.TileDef, vocabulary: Vocabulary = DEFAULT_VOCABULARY) -> str:
    key = tile.key if tile.number is None else f"{tile.key} {tile.number}"
    header = f'{tile.kind} {key} "{_label(tile.name)}"'
    if tile.supply is not None:
        header += " " + _supply(tile.supply, vocabulary)
    lines = [header + " {"]
    if tile.description:
        lines += _description(tile.description)
    lines += [f"{_INDENT}excludes {target.replace(':', ' ')}" for target in tile.excludes]
    if tile.setup:
        lines += _block("setup", tile.setup, 1, vocabulary)
    if tile.on_place:
        (program,) = (hook for hook in vocabulary.hooks if hook.startswith("on "))
        lines += _block(program, tile.on_place, 1, vocabulary)
    lines += [_INDENT + format_modifier(m, vocabulary) for m in tile.modifiers]
    for trigger in tile.triggers:
        scope = "" if trigger.scope == "own" else f"{trigger.scope} "
        head = f"when {scope}{trigger.event}"
        if trigger.condition is not None:
            head += f" if {format_expr(trigger.condition, vocabulary=vocabulary)}"
        lines += _block(head, trigger.body, 1, vocabulary)
    for action in tile.actions:
        head = f'action "{_label(action.label)}"'
        if action.once_per_turn:
            head += " once per turn"
        head += "".join(f" {flag.words}" for flag in vocabulary.action_flags
                        if getattr(action, flag.field))
        if action.condition is not None:
            head += f" if {format_expr(action.condition, vocabulary=vocabulary)}"
        lines += _block(head, action.body, 1, vocabulary)
    for space in tile.spaces:
        lines += _block(f"space {space.number}", space.body, 1, vocabulary)
    lines += [f"{_INDENT}space {tag.space} tag {tag.tag}" for tag in tile.tags]
    for scorer in tile.scorers:
        value = format_expr(scorer.value, vocabulary=vocabulary)
        lines.append(f'{_INDENT}score "{_label(scorer.label)}": {value}')
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


def _supply(supply: ir.Supply | ir.Piles, vocabulary: Vocabulary) -> str:
    if isinstance(supply, ir.Piles):
        words = {pile.name: pile.words for pile in vocabulary.piles}
        return "supply " + ", ".join(f"{count} {words[pile]}" for pile, count in supply.counts)
    parts = []
    if supply.normal or not (supply.black or supply.own):
        parts.append(f"{supply.normal} normal")
    if supply.black:
        parts.append(f"{supply.black} black")
    if supply.own:
        parts.append(f"{supply.own} own")
    return "supply " + ", ".join(parts)


#: The language's block statements (those with a form hold theirs in a ``block`` slot).
_STRUCTURE = (ir.If, ir.Choose, ir.Repeat, ir.EachPlayer)


def _compound(stmt: Any, vocabulary: Vocabulary) -> bool:
    """Whether ``stmt`` holds a block of statements, so that it takes lines of its own."""
    if isinstance(stmt, _STRUCTURE):
        return True
    spec = vocabulary.statement_of_node[type(stmt)]
    return any(slot.kind == "block" for slot in forms.slots(spec.parts))


def _block(head: str, body: Sequence[ir.Stmt], depth: int, vocabulary: Vocabulary
           ) -> list[str]:
    indent = _INDENT * depth
    if len(body) == 1 and not _compound(body[0], vocabulary):
        return [f"{indent}{head} {{ {_simple(body[0], vocabulary)} }}"]
    lines = [f"{indent}{head} {{"]
    for stmt in body:
        lines += _statement(stmt, depth + 1, vocabulary)
    lines.append(f"{indent}}}")
    return lines


def _statement(stmt: ir.Stmt, depth: int, vocabulary: Vocabulary) -> list[str]:
    if isinstance(stmt, ir.Choose):
        lines = [f"{_INDENT * depth}choose {{"]
        for option in stmt.options:
            head = f'option "{_label(option.label)}"'
            if option.condition is not None:
                head += f" if {format_expr(option.condition, vocabulary=vocabulary)}"
            lines += _block(head, option.body, depth + 1, vocabulary)
        return [*lines, f"{_INDENT * depth}}}"]
    if isinstance(stmt, ir.Repeat):
        count = format_expr(stmt.count, _SUM, vocabulary)
        return _block(f"repeat {count}", stmt.body, depth, vocabulary)
    if isinstance(stmt, ir.EachPlayer):
        return _block("each player", stmt.body, depth, vocabulary)
    if not isinstance(stmt, ir.If):
        if _compound(stmt, vocabulary):  # a game's statement with a block, last in its form
            *words, body = _words(stmt, vocabulary)
            return _block(" ".join(words), body, depth, vocabulary)
        return [_INDENT * depth + _simple(stmt, vocabulary)]
    condition = format_expr(stmt.condition, vocabulary=vocabulary)
    lines = _block(f"if {condition}", stmt.then, depth, vocabulary)
    orelse = stmt.orelse
    # `else { if … }` is written `else if …`.
    while len(orelse) == 1 and isinstance(orelse[0], ir.If):
        inner = orelse[0]
        condition = format_expr(inner.condition, vocabulary=vocabulary)
        branch = _block(f"else if {condition}", inner.then, depth, vocabulary)
        lines[-1] += " " + branch[0].lstrip()
        lines += branch[1:]
        orelse = inner.orelse
    if orelse:
        branch = _block("else", orelse, depth, vocabulary)
        lines[-1] += " " + branch[0].lstrip()
        lines += branch[1:]
    return lines


def format_statement(stmt: ir.Stmt, vocabulary: Vocabulary = DEFAULT_VOCABULARY) -> str:
    """One statement as the files write it (a block statement over several lines)."""
    return "\n".join(_statement(stmt, 0, vocabulary))


def _simple(stmt: ir.Stmt, vocabulary: Vocabulary) -> str:
    """A statement written from its form (``burgundy.lang.forms``)."""
    return " ".join(_words(stmt, vocabulary))


def _words(stmt: Any, vocabulary: Vocabulary) -> list[Any]:
    """The words of a statement with a form, its block (if any) as it is, last."""
    spec = vocabulary.statement_of_node[type(stmt)]
    if not spec.parts:
        raise TypeError(f"not a simple statement: {stmt!r}")
    words: list[Any] = []
    for part in spec.parts:
        if part == forms.MAY:
            words += ["may"] if getattr(stmt, "optional", False) else []
        elif isinstance(part, str):
            words.append(part)
        elif isinstance(part, forms.Group):
            field = part.slot.field
            if getattr(stmt, field) != attrs.fields_dict(type(stmt))[field].default:
                words += [*part.words, _slot(stmt, part.slot, vocabulary)]
        else:
            words.append(_slot(stmt, part, vocabulary))
    return words


def _slot(stmt: ir.Stmt, slot: forms.Slot, vocabulary: Vocabulary) -> Any:
    value = getattr(stmt, slot.field)
    if slot.kind == "pattern":
        return format_pattern(value, vocabulary)
    if slot.kind == "zone":
        return format_zone(value, vocabulary)
    if slot.kind == "resource":
        return _resource(stmt, value, vocabulary)
    if slot.kind == "definition":
        return str(value).replace(":", " ")
    if slot.kind == "hook":
        return f'"{value}"'
    if slot.kind in ("enum", "bind", "block"):
        return value
    if slot.kind == "most" and value is None:
        return "all"
    if slot.kind in forms.WRITTEN:
        return str(value)
    return format_expr(value, _SUM, vocabulary)  # a number: int, amount, number, die


def format_zone(zone: ir.Zone, vocabulary: Vocabulary = DEFAULT_VOCABULARY) -> str:
    where = zone.where.replace("_", " ")
    if zone.name:
        where += f" {zone.name}"
    if zone.index is not None:
        where += f" [{format_expr(zone.index, vocabulary=vocabulary)}]"
    return where


def _resource(stmt: ir.Stmt, resource: str, vocabulary: Vocabulary) -> str:
    """``1 worker``, ``2 workers``: the singular reads better and parses the same."""
    amount = getattr(stmt, "amount", None)
    if isinstance(amount, ir.Num) and amount.value == 1:
        for singular, plural in vocabulary.resource_aliases.items():
            if plural == resource:
                return singular
    return resource


def format_pattern(pattern: ir.Pattern, vocabulary: Vocabulary = DEFAULT_VOCABULARY) -> str:
    if pattern.alternatives == tuple(ir.KindPattern(k) for k in vocabulary.tile_kinds):
        return "any"  # every kind of tile of the game
    return " or ".join(
        alt.kind if alt.detail is None else f"{alt.kind} {alt.detail}"
        for alt in pattern.alternatives
    )


def format_modifier(modifier: ir.Modifier, vocabulary: Vocabulary = DEFAULT_VOCABULARY) -> str:
    """``modify <query>: set|add <value> [if <condition>]``, one line."""
    text = (f"modify {modifier.query}: {modifier.op} "
            f"{format_expr(modifier.value, vocabulary=vocabulary)}")
    if modifier.condition is not None:
        text += f" if {format_expr(modifier.condition, vocabulary=vocabulary)}"
    return text


def format_expr(
    expr: ir.Expr, level: int = _COND, vocabulary: Vocabulary = DEFAULT_VOCABULARY
) -> str:
    """``expr`` as text, in parentheses if it binds more loosely than ``level``."""
    text, own = _expr(expr, vocabulary)
    return f"({text})" if own < level else text


def _expr(expr: ir.Expr, vocabulary: Vocabulary) -> tuple[str, int]:
    def written(inner: ir.Expr, level: int = _COND) -> str:
        return format_expr(inner, level, vocabulary)

    if isinstance(expr, ir.Num):
        return str(expr.value), _ATOM
    if isinstance(expr, ir.Bool):
        return ("true" if expr.value else "false"), _ATOM
    if isinstance(expr, ir.Sym):
        return expr.name, _ATOM
    if isinstance(expr, ir.Name):
        return expr.path, _ATOM
    if isinstance(expr, ir.SeatValue):
        return f"seat({written(expr.seat)}).{expr.field}", _ATOM
    if isinstance(expr, ir.Count):
        within = ("" if expr.zone == vocabulary.count_zone
                  else f" in {format_zone(expr.zone, vocabulary)}")
        return f"count({format_pattern(expr.pattern, vocabulary)}{within})", _ATOM
    if isinstance(expr, ir.SeatCount):
        zone = expr.zone.name if expr.zone.where == "my" else format_zone(expr.zone, vocabulary)
        return (f"count({format_pattern(expr.pattern, vocabulary)} in "
                f"seat({written(expr.seat)}) {zone})", _ATOM)
    if isinstance(expr, ir.Largest):
        return f"largest({format_pattern(expr.pattern, vocabulary)})", _ATOM
    if isinstance(expr, ir.Connected):
        return f"connected({expr.start}, {expr.end})", _ATOM
    if isinstance(expr, ir.Cond):
        return (f"if {written(expr.condition)} then {written(expr.then)} "
                f"else {written(expr.orelse)}", _COND)
    if isinstance(expr, ir.Not):
        if isinstance(expr.operand, ir.IsTile):
            inner = expr.operand
            return (f"{written(inner.subject, _SUM)} is not "
                    f"{format_pattern(inner.pattern, vocabulary)}", _COMPARE)
        return f"not {written(expr.operand, _NOT)}", _NOT
    if isinstance(expr, ir.Abs):
        return f"abs({written(expr.operand)})", _ATOM
    if isinstance(expr, ir.QueryValue):
        return f"query({expr.query})", _ATOM
    if isinstance(expr, ir.IsTile):
        return (f"{written(expr.subject, _SUM)} is {format_pattern(expr.pattern, vocabulary)}",
                _COMPARE)
    return _binop(expr, vocabulary)


def _binop(expr: ir.BinOp, vocabulary: Vocabulary) -> tuple[str, int]:
    op = expr.op
    if op in ("min", "max"):
        return (f"{op}({format_expr(expr.left, vocabulary=vocabulary)}, "
                f"{format_expr(expr.right, vocabulary=vocabulary)})", _ATOM)
    if op == "-" and expr.left == ir.Num(0) and not isinstance(expr.right, ir.Num):
        # How the parser reads a minus sign before a value that is not a number.
        return f"-{format_expr(expr.right, _ATOM, vocabulary)}", _ATOM
    level = _LEVEL[op]
    if level == _COMPARE:
        # Comparisons do not chain: both sides must bind tighter.
        left_level = right_level = _SUM
    else:
        left_level, right_level = level, level + 1
    left, left_own = _expr(expr.left, vocabulary)
    if left_own < left_level or (op == "or" and _ends_with_pattern(expr.left)):
        # The second case: `tile is animal or ship` would read as one pattern.
        left = f"({left})"
    return f"{left} {op} {format_expr(expr.right, right_level, vocabulary)}", level


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
