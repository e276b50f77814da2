"""A game's vocabulary: every word the tile language may use in that game's files.

The language itself (its grammar, the shape of definitions, expressions and blocks) is the
same for every game; what a file may *name* is its game's: definition words and hooks, query
points, events, statements, enumerations, owner fields, resources and tile kinds. The checker,
the compiler from the parse tree, the printer and the reference read one ``Vocabulary``, which
a file chooses with its first line (``language <game> <version>``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any, Literal

import attrs

from burgundy.lang import forms, ir


@attrs.frozen
class Field:
    name: str
    #: ``int``, ``bool``, ``tile``, or a type of the game's (an enumeration's name …).
    type: str
    doc: str


@attrs.frozen
class EventSpec:
    """An event tiles may answer (``when <name>``). ``seated`` events belong to a player
    (every one of them has the field ``actor``, that player's seat); the others belong to
    the game and only ``rules`` blocks answer them, once, with no owner. ``example`` answers
    it (``when <name> { … }``, a hook of a ``rules`` block), for the reference and the
    tests, which load it and play."""

    name: str
    fields: tuple[Field, ...]
    doc: str
    seated: bool = True
    example: str = attrs.field(kw_only=True)


@attrs.frozen
class QuerySpec:
    """A query point: a quantity or a yes/no of the rules that ``modify`` changes, asked by
    name where its rule applies. ``example`` changes it (``modify <name>: …``, a hook of a
    ``rules`` block or else of the first definition word that may hold it), for the
    reference and the tests, which load it and play."""

    name: str
    type: Literal["int", "bool"]
    base: str
    context: tuple[Field, ...]
    doc: str
    #: The rule ID(s) of RULES.md the quantity comes from.
    rule: str
    #: Whether ``query(<name>)`` may read it: not when its base is worked out by a rule
    #: from more than its context (a scorer's value, a tile's colour, a region's table).
    readable: bool = True
    #: The definition words whose ``modify`` may change it (none named: every one).
    held_by: tuple[str, ...] = ()
    example: str = attrs.field(kw_only=True)
    #: Whether its modifiers may read the table (``burgundy.lang.table``): not when the
    #: game folds it into its numbers at set-up, before anything is on the table.
    table: bool = attrs.field(default=True, kw_only=True)


@attrs.frozen
class StatementSpec:
    """A statement: its name, syntax (for people), docs, the value it compiles to (``node``),
    its form (for the grammar, the compiler, the printer and the checker:
    ``burgundy.lang.forms``) and an example the tests parse, print, check and run (so the
    grammar, printer, checker and engine are shown to agree on every statement).

    A statement with a form is one spec: its grammar rule and the node it builds come from
    the form, the node's fields in slot order. The language's block statements (``if``,
    ``choose``, ``repeat``, ``each player``, ``let``) have no form: their ``grammar`` is the
    language's (``burgundy.lang.structure``) and the compiler knows them. ``rule`` names the
    parse tree's node (by default the name's words joined by ``_``); ``within`` is the block
    statement it may only stand in (``give … to owner`` inside ``each other player``),
    ``holds`` the statements its block may hold (none named: any)."""

    name: str
    syntax: str
    doc: str
    node: type | None
    example: str
    form: str | None = None
    decides: bool = False  # whether it may ask the owner to decide
    needs_owner: bool = True  # whether it acts for a player (not in the game's own programs)
    opposite: str | None = None  # the statement to write for a negative amount
    grammar: str | None = None
    rule: str = ""
    within: str | None = None
    holds: tuple[str, ...] = ()
    parts: tuple[forms.Part, ...] = attrs.field(init=False, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        parts = () if self.form is None else forms.parse_form(self.form)
        object.__setattr__(self, "parts", parts)
        if self.grammar is None and self.form is None:
            raise ValueError(f"statement {self.name!r}: a form or a grammar rule")
        if not self.rule:
            object.__setattr__(self, "rule", re.sub(r"[^a-z0-9]+", "_", self.name).strip("_"))


@attrs.frozen
class DefinitionSpec:
    """A definition word: ``<word> <key> "<name>" [supply …] { … }``. ``key`` is what names
    the definition after its word (``name``: a word, ``number``, or ``name number``);
    ``supply``: whether a ``supply`` may follow its name; ``id``: its id, from ``{word}``,
    ``{key}`` and ``{number}``; ``rule``: the parse tree's node; ``doc``: what it defines."""

    word: str
    key: Literal["name", "number", "name number"] = "name"
    supply: bool = True
    id: str = "{word}:{key}"
    rule: str = ""
    doc: str = ""  # what it defines, for a game's reference
    #: Its header written out, for messages that show one (``building bank "Bank"``).
    example: str = ""

    def __attrs_post_init__(self) -> None:
        if not self.rule:
            object.__setattr__(self, "rule", self.word)


@attrs.frozen
class PileSpec:
    """A pile ``supply`` may name, by the words after the count: ``supply 5 normal``,
    ``supply 14 in deck``. A pile with a ``back`` counts in that field of ``ir.Supply``
    (the backs of Castles' tiles); the others are a game's named shared piles
    (``ir.Piles``)."""

    name: str
    words: str
    back: Literal["normal", "black", "own", ""] = ""


@attrs.frozen
class TablePiece:
    """Pieces of a game's own that lie only in zones of their own, where tile programs
    count, draw and return them (Castles' goods tiles, ``goods 3``, in ``supply goods``):
    the ``kind`` a pattern names them by, the words or numbers that narrow it (``3``,
    ``blue``), the ``zones`` they may lie in, and what messages call one (``goods tile``)."""

    kind: str
    details: tuple[str, ...]
    zones: tuple[str, ...]
    what: str


@attrs.frozen
class ActionFlag:
    """Words an ``action`` of a game's files may carry after its label besides ``once per
    turn``: the field of the game's action node (``Vocabulary.action_node``) they set, and
    the event whose fields the action's program reads then (``event.<field>``)."""

    field: str
    words: str
    event: str | None = None

    @property
    def terminal(self) -> str:
        """The grammar's terminal of the words."""
        return "_".join(self.words.split()).upper()


@attrs.frozen
class NumberKind:
    """A slot kind of a game's statements that takes a number from ``low`` to ``high``
    (``None``: no bound): ``takes`` says which in messages (``{low}``, ``{high}``);
    ``typed``: whether a value of one of the game's number types fits too, not only an
    ``int``; ``refusal``: the message for a value not known to fit (``{words}``: the
    statement's words before the slot), for a kind no other value can be meant for."""

    low: int
    high: int | None
    takes: str = ""
    typed: bool = False
    refusal: str = ""


@attrs.frozen
class ExpressionSpec:
    """A form of expression (or a local name): its syntax, what it means, and an example
    program the tests run, which must give the owner ``points`` points (so the grammar,
    the checker and the engine are shown to agree on it)."""

    syntax: str
    doc: str
    example: str
    points: int


#: Every seated event's field naming the player whose event it is.
ACTOR = Field("actor", "int", "the seat of the player whose event it is")


def _frozen(mapping: Mapping[Any, Any]) -> Mapping[Any, Any]:
    return MappingProxyType(dict(mapping))


@attrs.frozen(repr=False, eq=False)  # one object per game and version: equal if the same
class Vocabulary:
    """What the files of one game (``game``, language ``version``) may name, and so the
    grammar of its files (``burgundy.dsl.grammar`` assembles it from these entries).

    ``definitions``: the definition words (``building``, ``rules`` …); ``piles``: what a
    ``supply`` may name; ``hooks``: what a definition may carry (``on place``, ``modify``,
    ``when``, ``action``, ``score``, ``setup``, ``space``, ``excludes``; a hook ``on <verb>``
    holds the definition's program); ``statements``: what a program may say, in the order
    syntax errors list them; ``zones``: the places its statements name besides the
    language's own (``supply``, ``display``, ``my``, ``out``). ``owner_fields``: the ``my.*``
    and ``game.*`` names; the ``my.*`` numbers not in ``not_aggregated`` are also read over
    all players as ``most.*`` and ``least.*``. ``name_bounds``: the least and most a name can
    be, where the checker needs it to tell a statement that would do nothing.

    What the language's checks and files take from the game besides its words:
    ``standard_files``, the files of the ``burgundy.tiles`` package every file of the game
    is checked over (in loading order); ``count_zone``, where ``count(<pattern>)`` counts
    without ``in <zone>`` (none: it must say); ``number_types``, the types of values that
    are numbers too, by what messages call them; ``number_kinds``, the slot kinds of its
    statements that take a number in a range; ``action_node`` and ``action_flags``, the
    value an ``action`` compiles to and the words it may carry; ``program_holders``, what
    holds the definitions' program, as messages say it."""

    game: str
    version: int
    title: str
    definitions: tuple[DefinitionSpec, ...]
    hooks: tuple[str, ...]
    queries: Mapping[str, QuerySpec] = attrs.field(converter=_frozen)
    events: Mapping[str, EventSpec] = attrs.field(factory=dict, converter=_frozen)
    statements: Mapping[str, StatementSpec] = attrs.field(factory=dict, converter=_frozen)
    enums: Mapping[str, tuple[str, ...]] = attrs.field(factory=dict, converter=_frozen)
    owner_fields: tuple[Field, ...] = ()
    not_aggregated: frozenset[str] = frozenset()
    resources: tuple[str, ...] = ()
    resource_aliases: Mapping[str, str] = attrs.field(factory=dict, converter=_frozen)
    tile_kinds: tuple[str, ...] = ()
    name_bounds: Mapping[str, tuple[int, int]] = attrs.field(factory=dict, converter=_frozen)
    piles: tuple[PileSpec, ...] = ()
    zones: tuple[str, ...] = ()
    #: The game's own face-down piles a ``supply <name>`` zone names, besides the piles of
    #: the kinds its files declare (Castles' ``supply blue``, ``supply black``).
    supplies: tuple[str, ...] = ()
    #: How many spaces a player's board has (``space <n> tag <word>`` numbers them from 0),
    #: and what messages call the board (Castles' ``estate``).
    spaces: int = 0
    board: str = "board"
    #: The game's zones another seat's holdings are counted in, ``count(… in seat(n)
    #: <zone>)``, besides its rows (Castles' ``estate`` and ``storage``).
    seat_zones: tuple[str, ...] = ()
    #: The game's pieces of its own zones (``TablePiece``), by kind.
    table_pieces: tuple[TablePiece, ...] = ()
    #: The zones known only where a query point's context says what they are about, by
    #: the context field (Catan's ``hexes``, beside an ``intersection``).
    context_zones: Mapping[str, str] = attrs.field(factory=dict, converter=_frozen)
    #: The zones whose contents are face down, as written (Catan's ``hand``, ``supply
    #: deck``): counted, never narrowed to a sort (``resource lumber``).
    face_down: tuple[str, ...] = ()
    #: What its house rules read of the table, each with an example and its value in a
    #: new game's first set-up question (a game with its own reference lists them there).
    readings: tuple[ExpressionSpec, ...] = ()
    standard_files: tuple[str, ...] = ()
    count_zone: ir.Zone | None = None
    number_types: Mapping[str, str] = attrs.field(factory=dict, converter=_frozen)
    number_kinds: Mapping[str, NumberKind] = attrs.field(factory=dict, converter=_frozen)
    action_node: type[ir.Action] = ir.Action
    action_flags: tuple[ActionFlag, ...] = ()
    program_holders: str = "the game's own definitions"
    #: The definition words.
    definition_words: tuple[str, ...] = attrs.field(init=False)
    #: The fields of a player any expression reads of another seat: ``seat(<n>).<field>``.
    seat_fields: tuple[str, ...] = attrs.field(init=False)
    #: The numbers of a player read over all players: ``most.<field>``, ``least.<field>``.
    aggregated_fields: tuple[str, ...] = attrs.field(init=False)
    #: Values about the owner and the game that expressions may read anywhere.
    owner_names: Mapping[str, Field] = attrs.field(init=False)
    #: Each statement's entry by the ``ir`` node it compiles to (the first entry of a node).
    statement_of_node: Mapping[type, StatementSpec] = attrs.field(init=False)
    #: Every word of every enumeration (bare words in expressions).
    enum_words: frozenset[str] = attrs.field(init=False)
    #: Every name of a query point's context (bare names in a ``modify``).
    context_words: frozenset[str] = attrs.field(init=False)
    #: The numbers each slot kind takes: the language's (``forms.RANGES``) and the game's.
    ranges: Mapping[str, tuple[int, int | None]] = attrs.field(init=False)

    def __attrs_post_init__(self) -> None:
        mine = [f for f in self.owner_fields if f.name.startswith("my.")]
        aggregated = tuple(f.name.removeprefix("my.") for f in mine
                           if f.type == "int" and f.name not in self.not_aggregated)
        extremes = (
            Field(f"{word}.{f.name.removeprefix('my.')}", "int",
                  f"the {extreme} {f.doc} of any player")
            for word, extreme in (("most", "most"), ("least", "fewest"))
            for f in mine if f.name.removeprefix("my.") in aggregated
        )
        derived = {
            "definition_words": tuple(d.word for d in self.definitions),
            "seat_fields": tuple(f.name.removeprefix("my.") for f in mine),
            "aggregated_fields": aggregated,
            "owner_names": MappingProxyType(
                {f.name: f for f in (*self.owner_fields, *extremes)}),
            "statement_of_node": MappingProxyType(
                {s.node: s for s in reversed(tuple(self.statements.values()))
                 if s.node is not None}),
            "enum_words": frozenset(w for words in self.enums.values() for w in words),
            "context_words": frozenset(
                f.name for q in self.queries.values() for f in q.context),
            "ranges": MappingProxyType({**forms.RANGES, **{
                name: (kind.low, kind.high) for name, kind in self.number_kinds.items()}}),
        }
        for name, value in derived.items():
            object.__setattr__(self, name, value)
        for query in self.queries.values():
            if not query.example.startswith(f"modify {query.name}:"):
                raise ValueError(f"query point {query.name!r}: its example must modify it "
                                 f"(`modify {query.name}: …`), not {query.example!r}")
        for event in self.events.values():
            if not re.match(rf"when (any |other )?{re.escape(event.name)}\b", event.example):
                raise ValueError(f"event {event.name!r}: its example must answer it "
                                 f"(`when {event.name} {{ … }}`), not {event.example!r}")
        for spec in self.statements.values():
            unknown = [s.kind for s in forms.slots(spec.parts)
                       if s.kind not in forms.KINDS and s.kind not in self.number_kinds]
            if unknown:
                raise ValueError(f"statement {spec.name!r}: slot kind {unknown[0]!r} is "
                                 f"neither the language's nor one of {self.title}'s "
                                 "number kinds")

    def __repr__(self) -> str:
        return f"<Vocabulary {self.header}>"

    @property
    def header(self) -> str:
        """The first line of a file in this vocabulary."""
        return f"language {self.game} {self.version}"
