"""The parse tree of a tile file turned into ``burgundy.lang.ir`` values (and the values a
game's own statements compile to).

The language's structure has a method here each; what a game's vocabulary adds is built
from its entries: a definition from its ``DefinitionSpec``, a statement from its form (the
node's fields in slot order, ``burgundy.lang.forms``). Only shape is decided here; whether a
name, event or kind exists is the checker's job (``check.py``), so that one file may use
what another defines.
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
from burgundy.dsl.languages import DEFAULT_VOCABULARY
from burgundy.kernel.errors import TileSyntaxError
from burgundy.lang import forms, ir
from burgundy.lang.vocabulary import DefinitionSpec, StatementSpec, Vocabulary

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
    pile: str
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
        #: Bare words that name a query's context field (``action``, ``tile``, …); every
        #: other bare word in an expression is an enumeration word (``ir.Sym``).
        self._context_words = vocabulary.context_words
        #: Words a local name may not hide: every word the checker gives a meaning.
        self._words = (vocabulary.enum_words | set(vocabulary.tile_kinds)
                       | set(vocabulary.resource_aliases) | _LANGUAGE_WORDS)
        self._aliases = vocabulary.resource_aliases
        self._all_kinds = ir.Pattern(tuple(ir.KindPattern(k) for k in vocabulary.tile_kinds))
        #: The piles ``supply`` counts by the back of the tiles (``ir.Supply``), if any.
        self._backs = {p.name: p.back for p in vocabulary.piles if p.back}
        self._piles = vocabulary.piles
        self._count_zone = vocabulary.count_zone
        self._action_node = vocabulary.action_node
        self._flags = {flag.terminal: flag.field for flag in vocabulary.action_flags}
        # The vocabulary's rules are built by what their entry says, under their names in
        # the parse tree.
        for spec in vocabulary.definitions:
            self._build(spec.rule, lambda meta, children, d=spec: self._definition(d, meta,
                                                                                   children))
        for pile in vocabulary.piles:
            self._build(f"supply_{pile.name}", lambda meta, children, name=pile.name:
                        _SupplyPart(name, self._int(children[0]), self._pos(meta)))
        for hook in vocabulary.hooks:
            if hook.startswith("on "):
                self._build("on_" + "_".join(hook.split()[1:]),
                            lambda meta, children: _OnPlace(children[0]))
        for statement in vocabulary.statements.values():
            if statement.form is not None:
                self._build(statement.rule, lambda meta, children, s=statement:
                            self._statement(s, meta, children))
        for where in vocabulary.zones:
            self._build(f"zone_{where}", lambda meta, children, w=where: self._zone(meta, w))

    def _build(self, rule: str, build: Any) -> None:
        """Build the parse tree's nodes named ``rule`` with ``build(meta, children)``."""
        build.visit_wrapper = lambda f, data, children, meta: f(meta, children)
        setattr(self, rule, build)

    # --- helpers ---------------------------------------------------------------------

    def _pos(self, where: Meta | Token | ir.Pos) -> ir.Pos:
        line = where.line
        column = where.column
        return ir.Pos(self._path, line if line is not None else 1, column or 1)

    def _error(self, message: str, where: Meta | Token | ir.Pos) -> TileSyntaxError:
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

    def _definition(self, spec: DefinitionSpec, meta: Meta, children: list[Any]
                    ) -> ir.TileDef:
        """A definition whose word is ``spec``'s: its key as the spec names it, its id."""
        key_token, rest = children[0], children[1:]
        number: int | None = None
        key = str(self._int(key_token)) if spec.key == "number" else str(key_token.value)
        if spec.key == "name number":
            number, rest = self._int(rest[0]), rest[1:]
        tile_id = spec.id.format(word=spec.word, key=key, number=number)
        return self._tile(meta, spec.word, key, rest, tile_id, number)

    def _tile(
        self,
        meta: Meta,
        kind: ir.DefKind,
        key: str,
        rest: list[Any],
        tile_id: str,
        number: int | None = None,
    ) -> ir.TileDef:
        name = self._string(rest[0])
        supply: ir.Supply | ir.Piles | None = None
        description = ""
        parts: dict[type, list[Any]] = {}
        for item in rest[1:]:
            if isinstance(item, ir.Supply | ir.Piles):
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
            id=tile_id,
            kind=kind,
            key=key,
            name=name,
            on_place=tuple(parts.get(_OnPlace, ())),
            modifiers=tuple(parts.get(ir.Modifier, ())),
            triggers=tuple(parts.get(ir.Trigger, ())),
            scorers=tuple(parts.get(ir.Scorer, ())),
            supply=supply,
            pos=self._pos(meta),
            actions=tuple(parts.get(self._action_node, ())),
            setup=tuple(parts.get(_Setup, ())),
            spaces=tuple(parts.get(ir.TrackSpace, ())),
            number=number,
            excludes=tuple(parts.get(ir.Run, ())),
            description=description,
            tags=tuple(parts.get(ir.SpaceTag, ())),
        )

    def supply(self, meta: Meta, children: list[_SupplyPart]) -> ir.Supply | ir.Piles:
        counts: dict[str, int] = {}
        for part in children:
            if part.pile in counts:
                line = self._lines[part.pos.line - 1]
                example = ", ".join(f"{n} {pile.words}" for n, pile in zip((5, 2), self._piles,
                                                                        strict=False))
                advice = (f"write each back once, e.g. `supply {example}`" if self._backs
                          else "write each pile once")
                raise TileSyntaxError(f"`supply` names `{part.pile}` twice; {advice}",
                                      self._path, part.pos.line, part.pos.column, line)
            counts[part.pile] = part.count
        if not self._backs:
            return ir.Piles(tuple(counts.items()))
        backs = {self._backs[pile]: count for pile, count in counts.items()}
        return ir.Supply(
            normal=backs.get("normal", 0), black=backs.get("black", 0), own=backs.get("own", 0)
        )

    # --- body items ------------------------------------------------------------------

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

    def action(self, meta: Meta, children: list[Any]) -> ir.Action:
        words = {c.type for c in children if isinstance(c, Token)}
        rest = [c for c in children[1:-1] if not isinstance(c, Token)]
        flags = {field: terminal in words for terminal, field in self._flags.items()}
        return self._action_node(label=self._string(children[0]), body=children[-1],
                                 condition=rest[0] if rest else None, pos=self._pos(meta),
                                 once_per_turn="ONCE_A_TURN" in words, **flags)

    def setup(self, meta: Meta, children: list[Any]) -> _Setup:
        return _Setup(children[0])

    def track_space(self, meta: Meta, children: list[Any]) -> ir.TrackSpace | ir.SpaceTag:
        if isinstance(children[1], Token):  # `space 0 tag border`
            return ir.SpaceTag(self._int(children[0]), str(children[1].value),
                               pos=self._pos(meta))
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

    def _statement(self, spec: StatementSpec, meta: Meta, children: list[Any]) -> Any:
        """A statement built from its form: ``[may]`` sets the node's ``optional``, each slot
        the node's field of its name, in order (an optional part, last in a form, left out
        keeps the field's default)."""
        rest = list(children)
        fields: dict[str, Any] = {}
        for part in spec.parts:
            if part == forms.MAY:
                fields["optional"] = self._optional(rest)
                if fields["optional"]:
                    rest.pop(0)
            elif isinstance(part, forms.Group):
                if rest:
                    fields[part.slot.field] = self._slot(spec, part.slot, rest.pop(0), meta)
            elif isinstance(part, forms.Slot):
                fields[part.field] = self._slot(spec, part, rest.pop(0), meta)
        node: type = spec.node  # type: ignore[assignment]  # a form's statement has one
        return node(**fields, pos=self._pos(meta))

    def _slot(self, spec: StatementSpec, slot: forms.Slot, child: Any, meta: Meta) -> Any:
        """A slot's value as its node holds it."""
        kind = slot.kind
        if kind == "resource":
            word = str(child.value)
            return self._aliases.get(word, word)
        if kind == "enum":
            return str(child.value)
        if kind == "bind":
            return self._local(child, spec.name)
        if kind == "definition":
            return self._target(child)
        if kind == "hook":
            return self._string(child)
        if kind == "most" and isinstance(child, Token):
            return None  # `all`
        if kind in forms.WRITTEN:
            if isinstance(child, ir.Num) and child.value >= 0:
                return child.value
            where = getattr(child, "pos", None) or meta
            named = child.path if isinstance(child, ir.Name) else \
                child.name if isinstance(child, ir.Sym) else None
            written = f", not `{named}`" if named else ""
            takes = "`all` or a number" if kind == "most" else "a number"
            raise self._error(f"`{spec.name}` takes {takes} written in the file, 0 or more"
                              f"{written}", where)
        return child

    @staticmethod
    def _target(alt: ir.KindPattern) -> str:
        """The definition id ``run`` and ``excludes`` name: ``building:bank``."""
        return alt.kind if alt.detail is None else f"{alt.kind}:{alt.detail}"

    @staticmethod
    def _optional(children: Sequence[object]) -> bool:
        return bool(children) and isinstance(children[0], Token) and children[0].type == "MAY"

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
        return ir.Run(target=self._target(children[0]), pos=self._pos(meta))

    def repeat(self, meta: Meta, children: list[Any]) -> ir.Repeat:
        return ir.Repeat(count=children[0], body=children[1], pos=self._pos(meta))

    def each_player(self, meta: Meta, children: list[Any]) -> ir.EachPlayer:
        return ir.EachPlayer(body=children[0], pos=self._pos(meta))

    # --- zones -----------------------------------------------------------------------

    def _zone(self, meta: Meta, where: str, name: str = "",
              index: ir.Expr | None = None) -> ir.Zone:
        return ir.Zone(cast(Any, where), name, index, pos=self._pos(meta))

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
        if len(children) > 2:
            zone = children[2]
        elif self._count_zone is None:
            raise self._error("`count(…)` says where it counts here: `count(<pattern> in "
                              "<zone>)`", meta)
        else:
            zone = self._count_zone
        return ir.Count(pattern=children[1], pos=self._pos(children[0]), zone=zone)

    def seat_count(self, meta: Meta, children: list[Any]) -> ir.SeatCount:
        count, pattern, seat, zone = children
        if isinstance(zone, Token):  # a row the seat holds: `seat(1) route`
            zone = ir.Zone("my", str(zone.value), pos=self._pos(zone))
        return ir.SeatCount(pattern, seat, zone, pos=self._pos(count))

    def largest(self, meta: Meta, children: list[Any]) -> ir.Largest:
        return ir.Largest(children[1], pos=self._pos(children[0]))

    def connected(self, meta: Meta, children: list[Token]) -> ir.Connected:
        return ir.Connected(str(children[1].value), str(children[2].value),
                            pos=self._pos(children[0]))

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
    tree: Tree[Token], path: str, text: str, vocabulary: Vocabulary = DEFAULT_VOCABULARY
) -> tuple[ir.TileDef, ...]:
    """The tile definitions of a parse tree in ``vocabulary``'s words (may raise lark's
    ``VisitError``)."""
    return ToIR(path, text, vocabulary).transform(tree)
