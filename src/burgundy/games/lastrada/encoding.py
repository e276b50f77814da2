"""Actions as integers, for learning environments: a ``Codec`` per board, since the space
depends on it (KERNEL.md, "Smaller ones").

Ids run: ``EndTurn``; one ``PlaceStart`` per field; then the routes. A route is its first
field (its first tile, or the target of a route with none) and each later step, given as the
index of the next field among the current field's neighbours on the board (sorted), so a
route of ``n`` tiles has ``n`` steps, at most ``max_tiles`` (L-ROUTE-4).
"""

from __future__ import annotations

import itertools

from burgundy.games.lastrada.actions import Action, EndTurn, PlaceStart
from burgundy.games.lastrada.board import Board, Field
from burgundy.kernel.errors import IllegalActionError


class Codec:
    """The action ids of games on ``board`` with routes of at most ``max_tiles`` tiles."""

    __slots__ = ("_degree", "_fields", "_index", "_neighbours", "_per_field", "_powers", "size")

    def __init__(self, board: Board, max_tiles: int) -> None:
        self._fields: tuple[Field, ...] = tuple(sorted(board.fields))
        self._index: dict[Field, int] = {field: i for i, field in enumerate(self._fields)}
        self._neighbours: dict[Field, tuple[Field, ...]] = {
            f: tuple(sorted(board.adjacent[f])) for f in self._fields
        }
        # A step is a digit in base ``degree``: routes of s steps from one first field
        # have ids below degree ** s, after those of fewer steps.
        degree: int = max((len(n) for n in self._neighbours.values()), default=1)
        self._degree = degree
        self._powers: tuple[int, ...] = tuple(degree**s for s in range(max_tiles + 1))
        self._per_field: int = sum(self._powers)
        self.size: int = 1 + len(self._fields) * (1 + self._per_field)

    def encode(self, action: Action) -> int:
        """The id of ``action``; ``ValueError`` for one off this board."""
        if isinstance(action, EndTurn):
            return 0
        if isinstance(action, PlaceStart):
            return 1 + self._at(action.field)
        path = (*action.fields, action.target)
        steps = len(path) - 1
        if steps >= len(self._powers):
            raise ValueError(f"{action}: longer than the codec's routes")
        code = 0
        for before, after in itertools.pairwise(path):
            neighbours = self._neighbours.get(before, ())
            if after not in neighbours:
                raise ValueError(f"{action}: {after} is not beside {before} on the board")
            code = code * self._degree + neighbours.index(after)
        offset = sum(self._powers[:steps])
        routes = 1 + len(self._fields)
        return routes + self._at(path[0]) * self._per_field + offset + code

    def _at(self, field: Field) -> int:
        index = self._index.get(field)
        if index is None:
            raise ValueError(f"{field} is not a field of the board")
        return index

    def decode(self, legal: tuple[Action, ...], n: int, where: str) -> Action:
        """The action of ``legal`` whose id is ``n``: ``ValueError`` for an id out of
        range, ``IllegalActionError`` for one no legal action has (``where``: who is to
        act)."""
        if isinstance(n, bool) or not isinstance(n, int):
            raise ValueError(f"an action id must be an int, not {type(n).__name__}: {n!r}")
        if not 0 <= n < self.size:
            raise ValueError(f"action id {n} is out of range: ids are 0-{self.size - 1}")
        for action in legal:
            if self.encode(action) == n:
                return action
        raise IllegalActionError(f"action id {n} is not a legal action now ({where})")
