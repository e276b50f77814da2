"""La Strada's table as its house rules read it (``burgundy.lang.table``): the board's fields
by terrain and its targets by type, with the road tiles, stones and start fields on them
(``board``; a seat's are its own), a seat's pieces still to play (``pieces``: its merchant
stones and its road tiles by terrain), the places its routes have reached (``reached``: its
start fields and the targets it connected) and the fields beside the one a query point is
asked about (``beside``). ``largest(road)`` is the owner's longest line of road tiles.

Everything in La Strada is public (L-TURN-5), so every reading is in every seat's view."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from burgundy.games.lastrada.board import Field
from burgundy.games.lastrada.state import State
from burgundy.lang import ir
from burgundy.lang.table import Asked, Reading, groups, matches

#: A thing a count sees: its kind and sort (``("road", "hill")``, ``("city", None)``).
Thing = tuple[str, str | None]


class LaStradaTable(Asked[State, Field]):
    """``state``'s table, for a query point asked about the field ``about`` (if any)."""

    def count(self, pattern: ir.Pattern, zone: ir.Zone, seat: int | None) -> int:
        return sum(1 for kind, sort in self._things(zone.where, seat)
                   if matches(pattern, kind, sort))

    def _things(self, zone: str, seat: int | None) -> Iterator[Thing]:
        state = self.state
        if zone == "beside":
            assert self.about is not None  # the checker allows it only about a field
            for near in state.board.adjacent[self.about]:
                yield self._field(near)
        elif zone == "board":
            if seat is None:
                yield from map(self._field, state.board.fields)
            for field, owner in state.road_tiles.items():
                if seat in (None, owner):
                    yield "road", state.board.fields[field]
            for stones in state.stones.values():
                yield from (("stone", None) for s in stones if seat in (None, s))
            for owner in state.start_fields.values():
                if seat in (None, owner):
                    yield "start", None
        else:
            for player in state.players if seat is None else (state.players[seat],):
                yield from self._held(zone, player)

    def _held(self, zone: str, player: Any) -> Iterator[Thing]:
        if zone == "pieces":
            yield from (("stone", None) for _ in range(player.stones))
            for terrain, n in player.tiles.items():
                yield from (("road", terrain) for _ in range(n))
        else:
            assert zone == "reached", zone
            for place in player.reached:
                yield ("start", None) if place in self.state.start_fields \
                    else (self.state.targets[place], None)

    def _field(self, field: Field) -> Thing:
        """A field as a count sees it: its terrain, or the type of the target on it."""
        kind = self.state.board.fields[field]
        return (self.state.targets[field], None) if kind == "target" else (kind, None)

    def seat_value(self, seat: int, field: str) -> Any:
        return seat if field == "seat" else self.state.players[seat].days

    def largest(self, seat: int, pattern: ir.Pattern) -> int:
        """The most of ``seat``'s road tiles matching ``pattern`` (``road``, ``road hill``)
        lying next to each other."""
        state = self.state
        tiles = [f for f, owner in state.road_tiles.items()
                 if owner == seat and matches(pattern, "road", state.board.fields[f])]
        return max(map(len, groups(tiles, lambda f: state.board.adjacent[f])), default=0)

    def connected(self, seat: int, start: str, end: str) -> bool:
        """Never asked: La Strada's files tag no spaces, so the checker refuses
        ``connected(…)`` in them (a route's places are read as ``reached``)."""
        raise NotImplementedError("La Strada's files tag no spaces")


def reading(state: State, seat: int, about: Field | None = None) -> Reading:
    """What a query point asked of ``seat`` reads (about the field ``about``)."""
    days = [p.days for p in state.players]
    names = {"my.seat": seat, "my.days": days[seat], "most.days": max(days),
             "least.days": min(days)}
    return Reading(LaStradaTable(state, len(state.players), about), names)
