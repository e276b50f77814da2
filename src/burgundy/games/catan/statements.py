"""The statements of Catan's card programs, as the values the interpreter runs
(``rules/program.py``): what ``tiles/catan/development.tiles`` compiles to, each statement
of Catan's vocabulary one of these (``vocabulary.py`` names their forms). Each calls the
rule procedure the ordinary actions use, and a statement that asks a decision pushes a
frame whose answers are actions (C-TURN-5). ``end game`` is the language's own
(``ir.EndGame``, ``burgundy.lang.flow``).

``pos`` is where the statement is written, for messages; it takes no part in equality and
saves leave it out.
"""

from __future__ import annotations

from typing import TypeAlias

import attrs

from burgundy.lang import ir


def _pos() -> ir.Pos | None:
    return attrs.field(default=None, eq=False, repr=False)  # type: ignore[no-any-return]


@attrs.frozen
class MoveRobber:
    """The owner moves the robber to another land hex (C-ROBBER-4)."""

    pos: ir.Pos | None = _pos()


@attrs.frozen
class Rob:
    """The owner takes a random card from a player with a building beside the robber
    (C-ROBBER-5); nothing happens without such a player holding a card."""

    pos: ir.Pos | None = _pos()


@attrs.frozen
class BuildRoadFree:
    """The owner builds a road without paying (C-DEV-5); it lapses with no legal path."""

    pos: ir.Pos | None = _pos()


@attrs.frozen
class TakeFromBank:
    """The owner names ``count`` resource cards and takes them from the bank (C-DEV-6)."""

    count: int
    pos: ir.Pos | None = _pos()


@attrs.frozen
class Repeat:
    """``body``, ``times`` times over."""

    times: int
    body: tuple[Statement, ...]
    pos: ir.Pos | None = _pos()


@attrs.frozen
class ChooseValue:
    """The owner names a word of the enumeration ``what`` (a resource); ``body`` runs with
    ``name`` standing for it (C-DEV-7)."""

    what: str
    name: str
    body: tuple[Statement, ...]
    pos: ir.Pos | None = _pos()


@attrs.frozen
class EachOtherPlayer:
    """``body`` once for each other player in seat order, that player giving, while the
    owner stays the card's holder (C-DEV-7)."""

    body: tuple[Statement, ...]
    pos: ir.Pos | None = _pos()


@attrs.frozen
class Give:
    """The player ``each other player`` stands for hands the owner its cards of
    ``resource``: all of them, or at most ``count``."""

    count: int | None
    resource: str
    pos: ir.Pos | None = _pos()


Statement: TypeAlias = (
    MoveRobber | Rob | BuildRoadFree | TakeFromBank | Repeat | ChooseValue | EachOtherPlayer
    | Give | ir.EndGame
)
STATEMENT_TYPES = (
    MoveRobber, Rob, BuildRoadFree, TakeFromBank, Repeat, ChooseValue, EachOtherPlayer, Give,
    ir.EndGame,
)
