"""The parse tree of a tile file turned into ``burgundy.lang.ir`` values.

Only shape is decided here; whether a name, event or kind exists is the checker's job
(``check.py``), so that one file may use what another defines.
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Sequence
from typing import Any, Literal, cast

import attrs
from lark import Token, Transformer, Tree, v_args
from lark.tree import Meta

from burgundy.dsl.errors import lines_of
from burgundy.kernel.errors import TileSyntaxError
from burgundy.lang import ir
from burgundy.lang.registry import CASTLES
from burgundy.lang.vocabulary import Vocabulary

#: Bare words that name a query's context field in Castles' files (``action``, ``tile``,
#: …); every other bare word in an expression is an enumeration word (``ir.Sym``).
CONTEXT_WORDS: frozenset[str] = CASTLES.context_words

#: Numbers longer than this are refused: no rule needs them, and ``int()`` of a huge
#: literal is slow (and refused by Python beyond 4300 digits).
MAX_DIGITS = 9

#: At most this many options from one `option <name> from … to …`.
MAX_OPTIONS = 100

#: Words a local name may not hide in any game (besides the vocabulary's own).
_LANGUAGE_WORDS = frozenset({"count", "my", "game", "event", "seat"})


def description_text(written: str) -> str:
    """A description as the ir keeps it: the text between the quotes without the layout of
    the file (the indentation common to the lines after the first, blank lines around it,
    spaces at line ends)."""
    lines = [line.rstrip() for line in inspect.cleandoc(written).split("\n")]
    return "\n".join(lines).strip("\n")


@attrs.frozen
class _OnPlace:
    """An ``on place { … }`` block, before the tile gathers all of them."""

    body: tuple[ir.Stmt, ...]


@attrs.frozen
class _SupplyPart:
    back: Literal["normal", "black", "own"]
    count: int
    pos: ir.Pos


@attrs.frozen
class _Setup:
    """A ``setup { … }`` block, before the definition gathers all of them."""

    body: tuple[ir.Stmt, ...]



@v_args(meta=True)
class ToIR(Transformer[Token, tuple[ir.TileDef, ...]]):
    """Builds ir values bottom-up. Raises ``TileSyntaxError`` for text that parses but
    cannot be a value (a number too long, a supply naming one back twice)."""

    def __init__(self, path: str, text: str, vocabulary: Vocabulary) -> None:
        super().__init__()
        self._path = path
        self._lines = lines_of(text)
        self._context_words = vocabulary.context_words
        #: Words a local name may not hide: every word the checker gives a meaning.
        self._words = (vocabulary.enum_words | set(vocabulary.tile_kinds)
                       | set(vocabulary.resource_aliases) | _LANGUAGE_WORDS)
        self._aliases = vocabulary.resource_aliases
        self._all_kinds = ir.Pattern(tuple(ir.KindPattern(k) for k in vocabulary.tile_kinds))

    # --- helpers ---------------------------------------------------------------------

    def _pos(self, where: Meta | Token) -> ir.Pos:
        line = where.line
        column = where.column
        return ir.Pos(self._path, line if line is not None else 1, column or 1)

    def _error(self, message: str, where: Meta | Token) -> TileSyntaxError:
        pos = self._pos(where)
        line = self._lines[pos.line - 1] if 0 < pos.line <= len(self._lines) else None
        return TileSyntaxError(message, self._path, pos.line, pos.column, line)

    def _int(self, token: Token) -> int:
        if len(token.value.lstrip("0")) > MAX_DIGITS:
            raise self._error(
                f"the number `{token.value[:12]}…` is too large (at most {MAX_DIGITS} digits)",
                token,
            )
        return int(token.value)

    @staticmethod
    def _string(token: Token) -> str:
        return str(token.value)[1:-1]

    # --- tiles -----------------------------------------------------------------------

    def start(self, meta: Meta, children: list[ir.TileDef]) -> tuple[ir.TileDef, ...]:
        return tuple(children)

    def building(self, meta: Meta, children: list[Any]) -> ir.TileDef:
        key = str(children[0].value)
        return self._tile(meta, "building", key, children[1:])

    def knowledge(self, meta: Meta, children: list[Any]) -> ir.TileDef:
        key = str(self._int(children[0]))
        return self._tile(meta, "knowledge", key, children[1:])

    def new_tile(self, meta: Meta, children: list[Any]) -> ir.TileDef:
        key = str(children[0].value)
        return self._tile(meta, "tile", key, children[1:], tile_id=key)

    def component(self, meta: Meta, children: list[Any]) -> ir.TileDef:
        key, number = str(children[0].value), self._int(children[1])
        return self._tile(meta, "component", key, children[2:], tile_id=f"{key}:{number}",
                          number=number)

    def rules(self, meta: Meta, children: list[Any]) -> ir.TileDef:
        key = str(children[0].value)
        return self._tile(meta, "rules", key, children[1:])

    def _tile(
        self,
        meta: Meta,
        kind: ir.DefKind,
        key: str,
        rest: list[Any],
        tile_id: str | None = None,
        number: int | None = None,
    ) -> ir.TileDef:
        name = self._string(rest[0])
        supply: ir.Supply | None = None
        description = ""
        parts: dict[type, list[Any]] = {}
        for item in rest[1:]:
            if isinstance(item, ir.Supply):
                supply = item
            elif isinstance(item, Token):  # the DESCRIPTION, first in the body
                description = description_text(str(item.value)[3:-3])
                if not description:
                    raise self._error('this description is empty: say in it what the '
                                      'definition does, or remove the `"""`', item)
            elif isinstance(item, ir.Run):  # `excludes <definition>`
                parts.setdefault(ir.Run, []).append(item.target)
            elif isinstance(item, _OnPlace | _Setup):
                parts.setdefault(type(item), []).extend(item.body)
            else:
                parts.setdefault(type(item), []).append(item)
        return ir.TileDef(
            id=tile_id or f"{kind}:{key}",
            kind=kind,
            key=key,
            name=name,
            on_place=tuple(parts.get(_OnPlace, ())),
            modifiers=tuple(parts.get(ir.Modifier, ())),
            triggers=tuple(parts.get(ir.Trigger, ())),
            scorers=tuple(parts.get(ir.Scorer, ())),
            supply=supply,
            pos=self._pos(meta),
            actions=tuple(parts.get(ir.ActionDef, ())),
            setup=tuple(parts.get(_Setup, ())),
            spaces=tuple(parts.get(ir.TrackSpace, ())),
            number=number,
            excludes=tuple(parts.get(ir.Run, ())),
            description=description,
        )

    def supply(self, meta: Meta, children: list[_SupplyPart]) -> ir.Supply:
        counts: dict[str, int] = {}
        for part in children:
            if part.back in counts:
                line = self._lines[part.pos.line - 1]
                raise TileSyntaxError(
                    f"`supply` names `{part.back}` twice; write each back once, "
                    "e.g. `supply 5 normal, 2 black`",
                    self._path, part.pos.line, part.pos.column, line,
                )
            counts[part.back] = part.count
        return ir.Supply(
            normal=counts.get("normal", 0), black=counts.get("black", 0), own=counts.get("own", 0)
        )

    def supply_normal(self, meta: Meta, children: list[Token]) -> _SupplyPart:
        return _SupplyPart("normal", self._int(children[0]), self._pos(meta))

    def supply_black(self, meta: Meta, children: list[Token]) -> _SupplyPart:
        return _SupplyPart("black", self._int(children[0]), self._pos(meta))

    def supply_own(self, meta: Meta, children: list[Token]) -> _SupplyPart:
        return _SupplyPart("own", self._int(children[0]), self._pos(meta))

    # --- body items ------------------------------------------------------------------

    def on_place(self, meta: Meta, children: list[tuple[ir.Stmt, ...]]) -> _OnPlace:
        return _OnPlace(children[0])

    def modifier(self, meta: Meta, children: list[Any]) -> ir.Modifier:
        query, op, value = children[0], children[1], children[2]
        condition = children[3] if len(children) > 3 else None
        return ir.Modifier(
            query=str(query.value),
            op=cast(Literal["set", "add"], str(op.value)),
            value=value,
            condition=condition,
            pos=self._pos(meta),
        )

    def trigger(self, meta: Meta, children: list[Any]) -> ir.Trigger:
        scope: Literal["own", "any", "other"] = "own"
        if isinstance(children[0], Token) and children[0].type == "SCOPE":
            scope = cast(Literal["any", "other"], str(children.pop(0).value))
        condition = children[1] if len(children) > 2 else None
        return ir.Trigger(
            event=str(children[0].value),
            body=children[-1],
            condition=condition,
            pos=self._pos(meta),
            scope=scope,
        )

    def action(self, meta: Meta, children: list[Any]) -> ir.ActionDef:
        words = {c.type for c in children if isinstance(c, Token)}
        rest = [c for c in children[1:-1] if not isinstance(c, Token)]
        return ir.ActionDef(label=self._string(children[0]), body=children[-1],
                            condition=rest[0] if rest else None, pos=self._pos(meta),
                            once_per_turn="ONCE_A_TURN" in words, die="WITH_A_DIE" in words)

    def setup(self, meta: Meta, children: list[Any]) -> _Setup:
        return _Setup(children[0])

    def track_space(self, meta: Meta, children: list[Any]) -> ir.TrackSpace:
        return ir.TrackSpace(number=self._int(children[0]), body=children[1],
                             pos=self._pos(meta))

    def scorer(self, meta: Meta, children: list[Any]) -> ir.Scorer:
        return ir.Scorer(label=self._string(children[0]), value=children[1], pos=self._pos(meta))

    # --- statements ------------------------------------------------------------------

    def block(self, meta: Meta, children: list[ir.Stmt | _Let]) -> tuple[ir.Stmt, ...]:
        # A `let` name stands for its expression in the statements after it (nested
        # blocks included), so it is put in their place; inner names were put first.
        body: list[ir.Stmt] = []
        for item in reversed(children):
            if isinstance(item, _Let):
                used = _Uses()
                body = [_substitute(stmt, item.name, item.value, used) for stmt in body]
                if not used.count:
                    raise self._error(f"`let {item.name}` is not used by the statements after "
                                      "it in its block: remove it, or use it", item.where)
            else:
                body.append(item)
        return tuple(reversed(body))

    def let(self, meta: Meta, children: list[Any]) -> _Let:
        return _Let(self._local(children[0], "let"), children[1], children[0])

    def _local(self, token: Token, what: str) -> str:
        """A local name (``let``, ``choose <name> from``): one that hides nothing."""
        word = str(token.value)
        if "." in word:
            raise self._error(f"a name given by `{what}` is one word, without `.`: not "
                              f"`{word}`", token)
        if word in self._context_words or word in self._words:
            raise self._error(f"`{word}` already means something in the language: give "
                              f"`{what}` another name", token)
        return word

    def gain(self, meta: Meta, children: list[Any]) -> ir.Gain:
        word = str(children[1].value)
        resource = self._aliases.get(word, word)
        return ir.Gain(amount=children[0], resource=resource, pos=self._pos(meta))

    @staticmethod
    def _optional(children: Sequence[object]) -> bool:
        return bool(children) and isinstance(children[0], Token) and children[0].type == "MAY"

    def sell(self, meta: Meta, children: list[Any]) -> ir.Sell:
        return ir.Sell(optional=self._optional(children), pos=self._pos(meta))

    def pay(self, meta: Meta, children: list[Any]) -> ir.Pay:
        word = str(children[1].value)
        resource = self._aliases.get(word, word)
        return ir.Pay(amount=children[0], resource=resource, pos=self._pos(meta))

    def take(self, meta: Meta, children: list[Any]) -> ir.Take:
        optional = self._optional(children)
        pattern, *zones = children[1:] if optional else children
        return ir.Take(
            pattern=pattern,
            source=zones[0],
            optional=optional,
            pos=self._pos(meta),
            dest=zones[1] if len(zones) > 1 else ir.Zone("storage"),
        )

    def place(self, meta: Meta, children: list[Any]) -> ir.Place:
        return ir.Place(
            pattern=children[-2],
            optional=self._optional(children),
            pos=self._pos(meta),
            source=children[-1],
        )

    def extra_action(self, meta: Meta, children: list[Any]) -> ir.ExtraAction:
        optional = self._optional(children)
        rest = children[1:] if optional else children
        return ir.ExtraAction(optional=optional, pos=self._pos(meta),
                              number=rest[0] if rest else None)

    def buy(self, meta: Meta, children: list[Any]) -> ir.Buy:
        return ir.Buy(pattern=children[0], source=children[1], pos=self._pos(meta))

    def move(self, meta: Meta, children: list[Any]) -> ir.Move:
        count, pattern, source, dest = children
        return ir.Move(count=count, pattern=pattern, source=source, dest=dest,
                       pos=self._pos(meta))

    def run(self, meta: Meta, children: list[Any]) -> ir.Run:
        alt: ir.KindPattern = children[0]
        target = alt.kind if alt.detail is None else f"{alt.kind}:{alt.detail}"
        return ir.Run(target=target, pos=self._pos(meta))

    def choose(self, meta: Meta, children: list[ir.Option | tuple[ir.Option, ...]]
               ) -> ir.Choose:
        options = [o for child in children
                   for o in (child if isinstance(child, tuple) else (child,))]
        return ir.Choose(options=tuple(options), pos=self._pos(meta))

    def option(self, meta: Meta, children: list[Any]) -> ir.Option:
        condition = children[1] if len(children) > 2 else None
        return ir.Option(label=self._string(children[0]), body=children[-1],
                         pos=self._pos(meta), condition=condition)

    def option_range(self, meta: Meta, children: list[Any]) -> tuple[ir.Option, ...]:
        """``option <name> from <a> to <b> "<label {name}>" [if …] { … }``: one option per
        number from a to b, in order, the name standing for that number in the label, the
        condition and the program."""
        token, low, high, label = children[:4]
        name = self._local(token, "option … from")
        condition = children[4] if len(children) > 5 else None
        text = self._string(label)
        named = set(re.findall(r"\{([^{}]*)\}", text))
        if named != {name}:
            other = sorted(named - {name})
            raise self._error(
                f"the label must show the number: write `{{{name}}}` in it"
                if not other else f"the label names `{{{other[0]}}}`, but the option's name "
                f"is `{name}`", label)
        first, last = self._bound(low, token), self._bound(high, token)
        if not first <= last <= first + MAX_OPTIONS - 1:
            raise self._error(f"`from {first} to {last}` must give 1 to {MAX_OPTIONS} options, "
                              "the smaller number first", token)
        options = []
        for number in range(first, last + 1):
            used = _Uses()
            value = ir.Num(number, pos=self._pos(token))
            body = tuple(_substitute(stmt, name, value, used) for stmt in children[-1])
            test = None if condition is None else _substitute(condition, name, value, used)
            options.append(ir.Option(label=text.replace(f"{{{name}}}", str(number)), body=body,
                                     pos=self._pos(meta), condition=test))
        return tuple(options)

    def choose_range(self, meta: Meta, children: list[Any]) -> ir.Choose:
        return ir.Choose(options=self.option_range(meta, children), pos=self._pos(meta))

    def _bound(self, expr: ir.Expr, where: Token) -> int:
        if isinstance(expr, ir.Num):
            return expr.value
        raise self._error("the numbers of `from … to …` are written as numbers: the options "
                          "are made when the file is read", where)

    def excludes(self, meta: Meta, children: list[Any]) -> ir.Run:
        return self.run(meta, children)

    def borrow(self, meta: Meta, children: list[Any]) -> ir.Borrow:
        return ir.Borrow(seat=children[0], pos=self._pos(meta))

    def set_die(self, meta: Meta, children: list[Any]) -> ir.SetDie:
        return ir.SetDie(die=children[0], number=children[1], pos=self._pos(meta))

    def collect(self, meta: Meta, children: list[Any]) -> ir.Collect:
        return ir.Collect(goods=children[0], pos=self._pos(meta))

    def spend_dice(self, meta: Meta, children: list[Any]) -> ir.SpendDice:
        return ir.SpendDice(number=children[0], pos=self._pos(meta))

    def repeat(self, meta: Meta, children: list[Any]) -> ir.Repeat:
        return ir.Repeat(count=children[0], body=children[1], pos=self._pos(meta))

    def each_player(self, meta: Meta, children: list[Any]) -> ir.EachPlayer:
        return ir.EachPlayer(body=children[0], pos=self._pos(meta))

    def advance(self, meta: Meta, children: list[Any]) -> ir.Advance:
        return ir.Advance(zone=children[0], value=children[1], pos=self._pos(meta))

    # --- zones -----------------------------------------------------------------------

    def _zone(self, meta: Meta, where: str, name: str = "",
              index: ir.Expr | None = None) -> ir.Zone:
        return ir.Zone(cast(Any, where), name, index, pos=self._pos(meta))

    def zone_depots(self, meta: Meta, children: list[Any]) -> ir.Zone:
        return self._zone(meta, "depots")

    def zone_black_depot(self, meta: Meta, children: list[Any]) -> ir.Zone:
        return self._zone(meta, "black_depot")

    def zone_storage(self, meta: Meta, children: list[Any]) -> ir.Zone:
        return self._zone(meta, "storage")

    def zone_estate(self, meta: Meta, children: list[Any]) -> ir.Zone:
        return self._zone(meta, "estate")

    def zone_region(self, meta: Meta, children: list[Any]) -> ir.Zone:
        return self._zone(meta, "region")

    def zone_supply(self, meta: Meta, children: list[Token]) -> ir.Zone:
        return self._zone(meta, "supply", str(children[0].value))

    def zone_display(self, meta: Meta, children: list[Any]) -> ir.Zone:
        index = children[1] if len(children) > 1 else None
        return self._zone(meta, "display", str(children[0].value), index)

    def zone_my(self, meta: Meta, children: list[Token]) -> ir.Zone:
        return self._zone(meta, "my", str(children[0].value))

    def zone_out(self, meta: Meta, children: list[Any]) -> ir.Zone:
        return self._zone(meta, "out")

    def if_stmt(self, meta: Meta, children: list[Any]) -> ir.If:
        orelse: tuple[ir.Stmt, ...] = ()
        if len(children) > 2:
            # `else if …` is an else block holding one `if`.
            rest = children[2]
            orelse = (rest,) if isinstance(rest, ir.If) else rest
        return ir.If(
            condition=children[0], then=children[1], orelse=orelse, pos=self._pos(meta)
        )

    def call(self, meta: Meta, children: list[Token]) -> ir.Call:
        return ir.Call(hook=self._string(children[0]), pos=self._pos(meta))

    # --- patterns --------------------------------------------------------------------

    def any_pattern(self, meta: Meta, children: list[Any]) -> ir.Pattern:
        return self._all_kinds

    def pattern(self, meta: Meta, children: list[Any]) -> ir.Pattern:
        return ir.Pattern(tuple(c for c in children if isinstance(c, ir.KindPattern)))

    def kind_alt(self, meta: Meta, children: list[Token]) -> ir.KindPattern:
        detail: str | None = None
        if len(children) > 1:
            token = children[1]
            detail = str(self._int(token)) if token.type == "INT" else str(token.value)
        return ir.KindPattern(kind=str(children[0].value), detail=detail)

    # --- expressions -----------------------------------------------------------------

    def binop(self, meta: Meta, children: list[Any]) -> ir.BinOp:
        left, op, right = children
        return ir.BinOp(
            op=cast(ir.BinOpName, str(op.value)), left=left, right=right, pos=self._pos(op)
        )

    def minmax(self, meta: Meta, children: list[Any]) -> ir.BinOp:
        # `min(a, b, c)` is `min(min(a, b), c)`.
        op, first, *rest = children
        result = first
        for value in rest:
            result = ir.BinOp(op=cast(ir.BinOpName, str(op.value)), left=result, right=value,
                              pos=self._pos(op))
        return cast(ir.BinOp, result)

    def abs_(self, meta: Meta, children: list[Any]) -> ir.Abs:
        return ir.Abs(operand=children[1], pos=self._pos(children[0]))

    def query_value(self, meta: Meta, children: list[Token]) -> ir.QueryValue:
        return ir.QueryValue(str(children[1].value), pos=self._pos(children[0]))

    def not_(self, meta: Meta, children: list[Any]) -> ir.Not:
        return ir.Not(operand=children[1], pos=self._pos(children[0]))

    def is_tile(self, meta: Meta, children: list[Any]) -> ir.IsTile:
        subject, is_token, pattern = children
        return ir.IsTile(subject=subject, pattern=pattern, pos=self._pos(is_token))

    def is_not_tile(self, meta: Meta, children: list[Any]) -> ir.Not:
        subject, is_token, not_token, pattern = children
        test = ir.IsTile(subject=subject, pattern=pattern, pos=self._pos(is_token))
        return ir.Not(operand=test, pos=self._pos(not_token))

    def neg(self, meta: Meta, children: list[Any]) -> ir.Expr:
        minus, operand = children
        if isinstance(operand, ir.Num):
            return ir.Num(-operand.value, pos=self._pos(minus))
        # The ir has no negation: `-x` is `0 - x`.
        return ir.BinOp(op="-", left=ir.Num(0, pos=self._pos(minus)), right=operand,
                        pos=self._pos(minus))

    def num(self, meta: Meta, children: list[Token]) -> ir.Num:
        return ir.Num(self._int(children[0]), pos=self._pos(children[0]))

    def true(self, meta: Meta, children: list[Any]) -> ir.Bool:
        return ir.Bool(True, pos=self._pos(meta))

    def false(self, meta: Meta, children: list[Any]) -> ir.Bool:
        return ir.Bool(False, pos=self._pos(meta))

    def name(self, meta: Meta, children: list[Token]) -> ir.Name | ir.Sym:
        token = children[0]
        word = str(token.value)
        if "." in word or word in self._context_words:
            return ir.Name(word, pos=self._pos(token))
        return ir.Sym(word, pos=self._pos(token))

    def seat_value(self, meta: Meta, children: list[Any]) -> ir.SeatValue:
        seat, field = children
        return ir.SeatValue(seat, str(field.value), pos=self._pos(meta))

    def count(self, meta: Meta, children: list[Any]) -> ir.Count:
        zone = children[2] if len(children) > 2 else ir.ESTATE
        return ir.Count(pattern=children[1], pos=self._pos(children[0]), zone=zone)

    def cond(self, meta: Meta, children: list[Any]) -> ir.Cond:
        condition, then, orelse = children
        return ir.Cond(condition=condition, then=then, orelse=orelse, pos=self._pos(meta))

    def count_name(self, meta: Meta, children: list[Token]) -> ir.Name:
        # `count` not followed by `(` is the context field (`sale.silverlings` has one).
        return ir.Name("count", pos=self._pos(children[0]))


@attrs.frozen
class _Let:
    """A ``let <name> = <value>``, before its block puts the value in its place."""

    name: str
    value: ir.Expr
    where: Token


class _Uses:
    """How many times ``_substitute`` put a value in a name's place."""

    def __init__(self) -> None:
        self.count = 0


def _substitute(node: Any, name: str, value: ir.Expr, used: _Uses) -> Any:
    """``node`` (an ir value, or a tuple of them) with ``value`` wherever the bare word
    ``name`` is read."""
    if isinstance(node, ir.Sym | ir.Name):
        if (node.name if isinstance(node, ir.Sym) else node.path) != name:
            return node
        used.count += 1
        return value
    if isinstance(node, tuple):
        return tuple(_substitute(item, name, value, used) for item in node)
    if not attrs.has(type(node)) or isinstance(node, ir.Pattern | ir.Pos):
        return node
    changes = {}
    for field in attrs.fields(type(node)):
        if field.name == "pos":
            continue
        old = getattr(node, field.name)
        new = _substitute(old, name, value, used)
        if new is not old:
            changes[field.name] = new
    return attrs.evolve(node, **changes) if changes else node


def to_defs(
    tree: Tree[Token], path: str, text: str, vocabulary: Vocabulary = CASTLES
) -> tuple[ir.TileDef, ...]:
    """The tile definitions of a parse tree in ``vocabulary``'s words (may raise lark's
    ``VisitError``)."""
    return ToIR(path, text, vocabulary).transform(tree)
