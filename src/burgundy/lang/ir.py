"""The compiled form of tile definitions: frozen values a game's runtime runs.

The tile language (``burgundy.dsl``) turns text into these values; each game's runtime
(Castles' ``effects/interpreter.py``) runs them. Here are what every game's files share:
definitions, hooks, expressions and the general statements; a game's own statements are
its package's (``burgundy.games.castles.statements``). Source positions are kept for error
messages but never take part in equality, so a printed and re-parsed tile equals the
original.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from typing import Any, Literal, Protocol, TypeAlias

import attrs

from burgundy.kernel.games import DEFAULT


@attrs.frozen
class Pos:
    """Where a node came from: file (or ``<text>``), 1-based line and column."""

    path: str
    line: int
    column: int

    def __str__(self) -> str:
        return f"{self.path}:{self.line}:{self.column}"


def _pos() -> Pos | None:
    return attrs.field(default=None, eq=False, repr=False)  # type: ignore[no-any-return]


# --- tile patterns -------------------------------------------------------------------


@attrs.frozen
class KindPattern:
    """One kind of hex tile, optionally narrowed: ``building watchtower``, ``animal cow``,
    ``knowledge 7``, ``ship``. ``kind`` is one of ``registry.TILE_KINDS``."""

    kind: str
    detail: str | None = None


@attrs.frozen
class Pattern:
    """Any of several kinds: ``mine or knowledge or castle``; ``any`` is every kind."""

    alternatives: tuple[KindPattern, ...]


# --- expressions ---------------------------------------------------------------------


@attrs.frozen
class Num:
    value: int
    pos: Pos | None = _pos()


@attrs.frozen
class Bool:
    value: bool
    pos: Pos | None = _pos()


@attrs.frozen
class Sym:
    """A bare word naming a value of an enumeration: ``place``, ``die``, ``cow``, ``blue``."""

    name: str
    pos: Pos | None = _pos()


@attrs.frozen
class Name:
    """A value read from the game: ``my.silverlings``, ``event.count``, ``tile``, ``action``."""

    path: str
    pos: Pos | None = _pos()


@attrs.frozen
class SeatValue:
    """``seat(<n>).<field>``: a value of another player, any ``my.`` field read for seat n."""

    seat: Expr
    field: str
    pos: Pos | None = _pos()


@attrs.frozen
class Zone:
    """A place tiles and components lie: one of the game's zones (``Vocabulary.zones``:
    Castles' ``depots``, ``black depot``, ``storage``, ``estate``, ``region``) or the
    language's: ``supply <kind>`` (a declared kind's own face-down pile), ``display <name>
    [<index>]`` (a face-up row on the board), ``my <name>`` (a row the owner holds) or
    ``out`` (out of the game)."""

    where: str
    name: str = ""
    index: Expr | None = None
    pos: Pos | None = _pos()


@attrs.frozen
class Count:
    """How many tiles in ``zone`` match ``pattern``: ``count(<pattern> in <zone>)``, or
    ``count(<pattern>)`` in the game's zone for it (``Vocabulary.count_zone``)."""

    pattern: Pattern
    pos: Pos | None = _pos()
    zone: Zone = attrs.field(kw_only=True)


@attrs.frozen
class Cond:
    """``if <condition> then <a> else <b>``: a value chosen by a condition."""

    condition: Expr
    then: Expr
    orelse: Expr
    pos: Pos | None = _pos()


BinOpName: TypeAlias = Literal[
    "+", "-", "*", "//", "%", "==", "!=", "<", "<=", ">", ">=", "and", "or", "min", "max"
]


@attrs.frozen
class BinOp:
    op: BinOpName
    left: Expr
    right: Expr
    pos: Pos | None = _pos()


@attrs.frozen
class Not:
    operand: Expr
    pos: Pos | None = _pos()


@attrs.frozen
class Abs:
    """``abs(<number>)``: the number without its sign."""

    operand: Expr
    pos: Pos | None = _pos()


@attrs.frozen
class QueryValue:
    """``query(<query point>)``: the value the query point has for the owner now."""

    query: str
    pos: Pos | None = _pos()


@attrs.frozen
class IsTile:
    """``<subject> is <pattern>``: whether a tile value matches a pattern."""

    subject: Expr
    pattern: Pattern
    pos: Pos | None = _pos()


# --- the table: another seat's holdings, the map -------------------------------------


@attrs.frozen
class SeatCount:
    """``count(<pattern> in seat(<n>) <zone>)``: how many tiles matching ``pattern`` seat
    ``seat`` holds in ``zone``: its ``estate``, its ``storage`` or a row (``Zone("my",
    "route")``, written ``seat(1) route``)."""

    pattern: Pattern
    seat: Expr
    zone: Zone
    pos: Pos | None = _pos()


@attrs.frozen
class Largest:
    """``largest(<pattern>)``: how many tiles the largest group of the owner's placed tiles
    matching ``pattern`` holds, each tile of a group next to another of it (0: none)."""

    pattern: Pattern
    pos: Pos | None = _pos()


@attrs.frozen
class Connected:
    """``connected(<tag>, <tag>)``: whether the owner's placed tiles, each next to the
    next, join a space tagged ``start`` to a space tagged ``end`` (both covered)."""

    start: str
    end: str
    pos: Pos | None = _pos()


@attrs.frozen
class SpaceTag:
    """``space <n> tag <word>`` in a ``rules`` block: estate space ``space`` carries
    ``tag`` on every estate map, for ``connected(…)`` to name."""

    space: int
    tag: str
    pos: Pos | None = _pos()


Expr: TypeAlias = (
    Num | Bool | Sym | Name | SeatValue | Count | BinOp | Not | Abs | IsTile | Cond
    | QueryValue | SeatCount | Largest | Connected
)


# --- statements ----------------------------------------------------------------------


@attrs.frozen
class Gain:
    """Gain ``amount`` of a resource (``silverlings``, ``workers``, ``points``)."""

    amount: Expr
    resource: str
    pos: Pos | None = _pos()


@attrs.frozen
class Pay:
    """Pay ``amount`` of a resource. A program that cannot pay is not carried out: an
    option or an action with an unpayable ``pay`` is not offered, and a program reaching
    one it cannot pay stops there."""

    amount: Expr
    resource: str
    pos: Pos | None = _pos()


@attrs.frozen
class Move:
    """Move up to ``count`` tiles matching ``pattern`` from the top of ``source`` to
    ``dest``, with no choice (drawing from a face-down pile, laying out a display)."""

    count: Expr
    pattern: Pattern
    source: Zone
    dest: Zone
    pos: Pos | None = _pos()


@attrs.frozen
class Run:
    """Run another definition's ``on place`` program as if that tile had been placed
    ("as a city hall"): ``target`` is a definition id such as ``building:city_hall``."""

    target: str
    pos: Pos | None = _pos()


@attrs.frozen
class Option:
    """One alternative of a ``choose``: a label the player sees, its program, and a
    condition that must hold for it to be offered."""

    label: str
    body: tuple[Stmt, ...]
    pos: Pos | None = _pos()
    condition: Expr | None = None


@attrs.frozen
class Choose:
    """The owner chooses one of ``options``; only those that can be carried out are
    offered, and with none the choice lapses."""

    options: tuple[Option, ...]
    pos: Pos | None = _pos()


@attrs.frozen
class Repeat:
    """Run ``body`` ``count`` times (``count`` is read once, when the loop starts)."""

    count: Expr
    body: tuple[Stmt, ...]
    pos: Pos | None = _pos()


@attrs.frozen
class EachPlayer:
    """Run ``body`` once for every player in turn order, each as its owner (``my.``)."""

    body: tuple[Stmt, ...]
    pos: Pos | None = _pos()


@attrs.frozen
class Advance:
    """Mark the next free space of the track the owner holds in ``zone`` (its components'
    ``space`` items, left to right); if the space's number equals ``value``, run the
    space's program."""

    zone: Zone
    value: Expr
    pos: Pos | None = _pos()


@attrs.frozen
class If:
    condition: Expr
    then: tuple[Stmt, ...]
    orelse: tuple[Stmt, ...] = ()
    pos: Pos | None = _pos()


@attrs.frozen
class Call:
    """The escape hatch: run the Python hook registered under ``hook``."""

    hook: str
    pos: Pos | None = _pos()


@attrs.frozen
class EndGame:
    """``end game``: the game ends once the step that ran it has resolved
    (``burgundy.lang.flow``)."""

    pos: Pos | None = _pos()


class GameStatement(Protocol):
    """A statement of a game's own (Castles' ``sell``, Catan's ``rob``): the node its
    ``StatementSpec`` compiles to, which that game's interpreter runs."""

    @property
    def pos(self) -> Pos | None: ...


Stmt: TypeAlias = (
    Gain | Pay | Move | Run | Choose | Repeat | EachPlayer | Advance | If | Call | EndGame
    | GameStatement
)


# --- hooks and tiles -----------------------------------------------------------------


@attrs.frozen
class Modifier:
    """``modify <query>: set|add <value> [if <condition>]`` while the tile is placed."""

    query: str
    op: Literal["set", "add"]
    value: Expr
    condition: Expr | None = None
    pos: Pos | None = _pos()


@attrs.frozen
class Trigger:
    """``when [any|other] <event> [if <condition>] { … }``: runs after each matching
    event: the owner's own (``own``), every player's (``any``) or the other players'
    (``other``); events that belong to no player (a phase starting) run once, ownerless,
    from ``rules`` blocks."""

    event: str
    body: tuple[Stmt, ...]
    condition: Expr | None = None
    pos: Pos | None = _pos()
    scope: Literal["own", "any", "other"] = "own"


@attrs.frozen
class Action:
    """``action "<label>" [once per turn] [if <condition>] { … }``: an action the holder
    may take during their own turn, as often as it can be carried out (or once a turn). A
    game whose actions may say more compiles them to a subclass of its own
    (``Vocabulary.action_node``), a field per flag."""

    label: str
    body: tuple[Stmt, ...]
    condition: Expr | None = None
    pos: Pos | None = _pos()
    once_per_turn: bool = False


@attrs.frozen
class TrackSpace:
    """``space <number> { … }``: one space of a track component (a trade route): the
    program runs when a value equal to ``number`` marks it."""

    number: int
    body: tuple[Stmt, ...]
    pos: Pos | None = _pos()


@attrs.frozen
class Scorer:
    """``score "<label>": <value>`` at the end of the game."""

    label: str
    value: Expr
    pos: Pos | None = _pos()


@attrs.frozen
class Supply:
    """How many copies of a tile are in the game: with normal or black backs (mixed into
    the base game's face-down supplies) or ``own`` (a face-down pile of their own,
    ``supply <kind>``). Standard tiles take theirs from the game data; a new tile must say."""

    normal: int
    black: int = 0
    own: int = 0


@attrs.frozen
class Piles:
    """How many copies of a definition lie in its game's named shared piles:
    ``supply 14 in deck`` is ``Piles((("deck", 14),))`` (``Supply`` is Castles', by the
    backs of its tiles)."""

    counts: tuple[tuple[str, int], ...]


#: The definition word a definition was written with: Castles' ``building``, ``knowledge``,
#: ``tile``, ``component``, every game's ``rules``, another game's own (``card``).
DefKind: TypeAlias = str


@attrs.frozen
class TileDef:
    """One definition of the language: a building type, a knowledge tile, a new kind of
    hex tile (``tile inn``), a component (``component shield 1``) or a ``rules`` block, or a
    definition of another game's (a Catan ``card``). ``on_place`` is its program: the hook
    ``on <verb>`` of its game (``on place``, ``on play``).

    ``id`` is the canonical id (``building:bank``, ``knowledge:7``, ``inn``,
    ``shield:1``, ``rules:inns``); ``key`` the type, number or name as written. The hooks
    of a placed tile, a held component or a ``rules`` block (held by every player) are live.
    """

    id: str
    kind: DefKind
    key: str
    name: str
    on_place: tuple[Stmt, ...] = ()
    modifiers: tuple[Modifier, ...] = ()
    triggers: tuple[Trigger, ...] = ()
    scorers: tuple[Scorer, ...] = ()
    supply: Supply | Piles | None = None
    pos: Pos | None = _pos()
    actions: tuple[Action, ...] = ()
    setup: tuple[Stmt, ...] = ()
    spaces: tuple[TrackSpace, ...] = ()
    number: int | None = None  # a component's number (``shield 1``)
    excludes: tuple[str, ...] = ()  # definitions that may not be loaded with this one
    #: What it does, in words for players (``"""…"""`` first in its body); no rule reads it.
    description: str = ""
    #: ``space <n> tag <word>`` items (a ``rules`` block's). Not in the repr, which the
    #: recorded digests of the tile files are made from: a file without tags keeps its own.
    tags: tuple[SpaceTag, ...] = attrs.field(default=(), repr=False)

    @property
    def hooked(self) -> bool:
        """Whether holding it changes anything while held (queries, triggers, actions)."""
        return bool(self.modifiers or self.triggers or self.actions)


def statements(definition: TileDef) -> Iterator[Stmt]:
    """Every statement of a definition's programs, nested ones included."""
    bodies: list[tuple[Stmt, ...]] = [definition.on_place, definition.setup]
    bodies += [t.body for t in definition.triggers] + [a.body for a in definition.actions]
    bodies += [s.body for s in definition.spaces]
    while bodies:
        for stmt in bodies.pop():
            yield stmt
            if isinstance(stmt, If):
                bodies += [stmt.then, stmt.orelse]
            elif isinstance(stmt, Choose):
                bodies += [o.body for o in stmt.options]
            elif isinstance(stmt, Repeat | EachPlayer):
                bodies.append(stmt.body)


#: The statements this module held before each game's own moved to its package, by the
#: game whose they are: pickles made before name them here.
_MOVED = {DEFAULT: ("Sell", "Take", "Place", "ExtraAction", "Buy", "SpendDice", "Collect",
                    "SetDie", "Borrow", "ActionDef")}


def __getattr__(name: str) -> Any:
    for game, names in _MOVED.items():
        if name in names:
            return getattr(importlib.import_module(f"burgundy.games.{game}.statements"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
