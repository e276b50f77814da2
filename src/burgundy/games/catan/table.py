"""Catan's table as its house rules read it (``burgundy.lang.table``): the bank's five
resource piles and the development deck (``supply lumber``, ``supply deck``), a seat's
pieces on the board, its hand and the development cards it has played, the board's hexes
and number tokens (``board``, and ``hexes``: those beside the intersection a query point is
asked about), and a seat's road network (``largest(…)``, ``connected(<tag>, <tag>)`` over
the intersections a ``rules`` block tags, ``space <n> tag <word>``).

Everything read here is in every seat's view (``views.py``): a hand and the deck are counted,
never by kind (the checker refuses a sort there), and a seat's points are those everyone
sees, without its victory point cards."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from burgundy.games.catan.geometry import LAND_AT, PATH_ENDS, PATHS_AT
from burgundy.games.catan.rules.scoring import public_points
from burgundy.games.catan.state import State
from burgundy.lang import ir
from burgundy.lang.table import Asked, Reading, groups, joined, matches

#: A piece on the board: ``("road", path)``, ``("settlement" | "city", intersection)``.
Piece = tuple[str, int]


class CatanTable(Asked[State, int]):
    """``state``'s table, for a query point asked about intersection ``about`` (if any)."""

    def count(self, pattern: ir.Pattern, zone: ir.Zone, seat: int | None) -> int:
        state = self.state
        if zone.where == "supply":
            if zone.name == "deck":
                return len(state.deck) if matches(pattern, "card") else 0
            return state.bank[zone.name] if matches(pattern, "resource", zone.name) else 0
        if zone.where == "hexes":
            assert self.about is not None  # the checker allows it only with an intersection
            return sum(1 for hex_ in LAND_AT[self.about] for kind, sort in self._hex(hex_)
                       if matches(pattern, kind, sort))
        if zone.where == "board":
            things = list(self._pieces(seat))
            if seat is None:
                things += [(kind, sort) for hex_ in state.terrain for kind, sort in self._hex(hex_)]
            return sum(1 for kind, sort in things if matches(pattern, kind, sort))
        seats = range(self.players) if seat is None else (seat,)
        if zone.where == "hand":  # face down: counted, never by kind
            return sum((state.players[s].hand_size if matches(pattern, "resource") else 0)
                       + (len(state.players[s].cards) if matches(pattern, "card") else 0)
                       for s in seats)
        assert zone.where == "played", zone
        return sum(1 for s in seats for card in state.players[s].played
                   if matches(pattern, "card", card))

    def _hex(self, hex_: Any) -> Iterator[tuple[str, str | None]]:
        """A land hex as a count sees it: its terrain, and its number token if it has one."""
        yield self.state.terrain[hex_], None
        if hex_ in self.state.numbers:
            yield "number", str(self.state.numbers[hex_])

    def _pieces(self, seat: int | None) -> Iterator[tuple[str, str | None]]:
        state = self.state
        for owner, kind in state.buildings.values():
            if seat is None or owner == seat:
                yield kind, None
        for owner in state.roads.values():
            if seat is None or owner == seat:
                yield "road", None

    def seat_value(self, seat: int, field: str) -> Any:
        return seat if field == "seat" else public_points(self.state, seat)

    def largest(self, seat: int, pattern: ir.Pattern) -> int:
        """The most pieces of ``seat``'s matching ``pattern`` joined up: roads end to end,
        a building to the roads at its intersection."""
        state = self.state
        pieces: list[Piece] = [("road", p) for p, s in state.roads.items()
                               if s == seat and matches(pattern, "road")]
        pieces += [(kind, i) for i, (s, kind) in state.buildings.items()
                   if s == seat and matches(pattern, kind)]

        def beside(piece: Piece) -> Iterator[Piece]:
            kind, at = piece
            ends = PATH_ENDS[at] if kind == "road" else (at,)
            for end in ends:
                yield from (("road", p) for p in PATHS_AT[end])
                if end in state.buildings:
                    yield state.buildings[end][1], end

        return max(map(len, groups(pieces, beside)), default=0)

    def connected(self, seat: int, start: str, end: str) -> bool:
        """Whether ``seat``'s roads join an intersection tagged ``start`` to one tagged
        ``end``, each touched by its roads or buildings; another seat's building breaks
        the way, as it breaks a road (C-AWARD-4)."""
        state = self.state
        steps: dict[int, set[int]] = {}
        touched = {i for i, (s, _) in state.buildings.items() if s == seat}
        for path, owner in state.roads.items():
            if owner != seat:
                continue
            a, b = PATH_ENDS[path]
            touched |= {a, b}
            for here, there in ((a, b), (b, a)):
                if state.buildings.get(here, (seat,))[0] == seat:
                    steps.setdefault(here, set()).add(there)
        tags = state.figures.tags
        starts = [t.space for t in tags if t.tag == start and t.space in touched]
        ends = {t.space for t in tags if t.tag == end and t.space in touched}
        return joined(starts, ends, steps)


def reading(state: State, seat: int, about: int | None = None) -> Reading:
    """What a query point asked of ``seat`` reads (about intersection ``about``)."""
    points = [public_points(state, s) for s in range(len(state.players))]
    names = {"my.seat": seat, "my.points": points[seat], "most.points": max(points),
             "least.points": min(points)}
    return Reading(CatanTable(state, len(state.players), about), names)
