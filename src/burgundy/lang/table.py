"""The table a house rule reads, in a game whose rulings are query points with plain values
(Catan's, La Strada's: ``burgundy.dsl.house``): its supplies (``count(… in supply <name>)``),
another seat's holdings (``count(… in seat(n) <zone>)``, ``seat(n).<field>``) and the map
(``count(… in <zone>)``, ``largest(…)``, ``connected(<tag>, <tag>)``). Each such game
reads them through its ``Table``, which shows only what every seat's view shows: a query
point a house rule can write never tells a seat what its view hides (the checker refuses a
kind's detail in a face-down zone, ``Vocabulary.face_down``).

Castles reads the same expressions through its own compiled runtime
(``games/castles/effects/evaluate.py``); the graph walks below are every game's."""

from __future__ import annotations

from collections.abc import Callable, Collection, Hashable, Iterable, Mapping
from typing import Any, Generic, Protocol, TypeVar

import attrs

from burgundy.kernel.errors import TileError
from burgundy.lang import ir

#: The expressions that read the table.
READS = (ir.Count, ir.SeatCount, ir.SeatValue, ir.Largest, ir.Connected)

Node = TypeVar("Node", bound=Hashable)


class Table(Protocol):
    """A game's table as its house rules read it, for one question (the owner and the
    context of the query point asked are the game's to know)."""

    @property
    def players(self) -> int: ...

    def count(self, pattern: ir.Pattern, zone: ir.Zone, seat: int | None) -> int:
        """How many things matching ``pattern`` lie in ``zone``: seat ``seat``'s, or
        (``None``) the table's."""

    def seat_value(self, seat: int, field: str) -> Any:
        """The value ``seat(<seat>).<field>`` reads (``my.<field>`` of that seat)."""

    def largest(self, seat: int, pattern: ir.Pattern) -> int:
        """How many pieces the largest group of ``seat``'s matching ``pattern`` holds."""

    def connected(self, seat: int, start: str, end: str) -> bool:
        """Whether ``seat``'s pieces join a space tagged ``start`` to one tagged ``end``."""


State = TypeVar("State")
Place = TypeVar("Place")


class Asked(Generic[State, Place]):
    """The part of a game's ``Table`` every game shares: its ``state``, of ``players``
    seats, for a query point asked about the place ``about`` (if any)."""

    def __init__(self, state: State, players: int, about: Place | None = None) -> None:
        self.state, self.players, self.about = state, players, about


@attrs.frozen
class Reading:
    """What an expression asked of one seat reads besides its context: the ``table`` and the
    owner's names (``my.seat`` …)."""

    table: Table
    names: Mapping[str, Any]


def read(table: Table, expr: ir.Expr, names: Mapping[str, Any],
         evaluate: Callable[[ir.Expr], Any]) -> Any:
    """The value of ``expr``, one of ``READS``, on ``table``; ``evaluate`` gives the value
    of an expression inside it (the seat of ``seat(…)``)."""
    if isinstance(expr, ir.Count):
        return table.count(expr.pattern, expr.zone, None)
    if isinstance(expr, ir.SeatCount):
        return table.count(expr.pattern, expr.zone, _seat(table, evaluate(expr.seat), expr))
    if isinstance(expr, ir.SeatValue):
        return table.seat_value(_seat(table, evaluate(expr.seat), expr), expr.field)
    owner = names["my.seat"]
    if isinstance(expr, ir.Largest):
        return table.largest(owner, expr.pattern)
    assert isinstance(expr, ir.Connected)
    return table.connected(owner, expr.start, expr.end)


def _seat(table: Table, seat: int, expr: ir.Expr) -> int:
    """``seat``, when it is one of the game's; else the house rule's mistake, named with
    its line (the checker refuses what it can see)."""
    if 0 <= seat < table.players:
        return seat
    pos = getattr(expr, "pos", None)
    where = (pos.path, pos.line, pos.column) if pos else ("<tiles text>", None, None)
    raise TileError(f"`seat({seat})` names a seat that is not in this game (seats "
                    f"0-{table.players - 1})", *where)


def matches(pattern: ir.Pattern, kind: str, detail: str | None = None) -> bool:
    """Whether a thing of ``kind`` (and ``detail``: its sort) matches ``pattern``."""
    return any(alt.kind == kind and (alt.detail is None or alt.detail == detail)
               for alt in pattern.alternatives)


def groups(nodes: Iterable[Node], neighbours: Callable[[Node], Iterable[Node]]
           ) -> list[set[Node]]:
    """``nodes`` in groups, each node of a group joined to another through ``neighbours``
    that are ``nodes`` too."""
    members, seen, found = set(nodes), set[Node](), []
    for start in members:
        if start in seen:
            continue
        group, todo = {start}, [start]
        while todo:
            for other in neighbours(todo.pop()):
                if other in members and other not in group:
                    group.add(other)
                    todo.append(other)
        seen |= group
        found.append(group)
    return found


def joined(starts: Collection[Node], ends: Collection[Node],
           steps: Mapping[Node, Collection[Node]]) -> bool:
    """Whether a walk along ``steps`` (where each node leads) goes from a node of
    ``starts`` to one of ``ends``."""
    reached, todo = set(starts), list(starts)
    while todo:
        node = todo.pop()
        if node in ends:
            return True
        for other in steps.get(node, ()):
            if other not in reached:
                reached.add(other)
                todo.append(other)
    return False
