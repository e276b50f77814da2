"""The compiled form of tile definitions: frozen values the core runs.

The tile language (``burgundy.dsl``) turns text into these values; the engine
(``burgundy.effects.interpreter``) runs them. Source positions are kept for error
messages but never take part in equality, so a printed and re-parsed tile equals the
original.
"""

from __future__ import annotations

from typing import Literal, TypeAlias

import attrs


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
class Count:
    """How many placed tiles of the owner's estate match ``pattern``."""

    pattern: Pattern
    pos: Pos | None = _pos()


BinOpName: TypeAlias = Literal[
    "+", "-", "*", "//", "==", "!=", "<", "<=", ">", ">=", "and", "or", "min", "max"
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
class IsTile:
    """``<subject> is <pattern>``: whether a tile value matches a pattern."""

    subject: Expr
    pattern: Pattern
    pos: Pos | None = _pos()


Expr: TypeAlias = Num | Bool | Sym | Name | Count | BinOp | Not | IsTile


# --- statements ----------------------------------------------------------------------


@attrs.frozen
class Gain:
    """Gain ``amount`` of a resource (``silverlings``, ``workers``, ``points``)."""

    amount: Expr
    resource: str
    pos: Pos | None = _pos()


@attrs.frozen
class Sell:
    """Sell one goods type of the owner's choice, exactly as the sell-goods action."""

    optional: bool = False
    pos: Pos | None = _pos()


@attrs.frozen
class Take:
    """Take one tile matching ``pattern`` from ``source`` (``depots``: the six numbered
    depots; ``black_depot``) into storage; the owner chooses which."""

    pattern: Pattern
    source: Literal["depots", "black_depot"] = "depots"
    optional: bool = False
    pos: Pos | None = _pos()


@attrs.frozen
class Place:
    """Place one stored tile matching ``pattern`` on any legal space (any die number),
    with all its effects."""

    pattern: Pattern
    optional: bool = False
    pos: Pos | None = _pos()


@attrs.frozen
class ExtraAction:
    """Take one extra die action with a number of the owner's choice (as a castle)."""

    optional: bool = False
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


Stmt: TypeAlias = Gain | Sell | Take | Place | ExtraAction | If | Call


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
    """``when <event> [if <condition>] { … }``: runs after each of the owner's matching
    events."""

    event: str
    body: tuple[Stmt, ...]
    condition: Expr | None = None
    pos: Pos | None = _pos()


@attrs.frozen
class Scorer:
    """``score "<label>": <value>`` at the end of the game."""

    label: str
    value: Expr
    pos: Pos | None = _pos()


@attrs.frozen
class Supply:
    """How many copies of a tile are in the game, by back. Standard tiles take theirs from
    the game data; a new tile must say."""

    normal: int
    black: int = 0


@attrs.frozen
class TileDef:
    """One building type or knowledge tile, as the language defines it.

    ``id`` is the canonical tile id (``building:bank``, ``knowledge:7``); ``kind`` is
    ``building`` or ``knowledge``; ``key`` the building type or the knowledge number as text.
    """

    id: str
    kind: Literal["building", "knowledge"]
    key: str
    name: str
    on_place: tuple[Stmt, ...] = ()
    modifiers: tuple[Modifier, ...] = ()
    triggers: tuple[Trigger, ...] = ()
    scorers: tuple[Scorer, ...] = ()
    supply: Supply | None = None
    pos: Pos | None = _pos()
