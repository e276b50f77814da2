"""What Castles adds to the tile language's checks, beyond the words of its vocabulary
(``vocabulary.CASTLES``): a building's type and a knowledge tile's number, the standard
tiles a file need not define (the game data's), and how its tile patterns are narrowed
(``building bank``, ``animal cow``, ``knowledge 7``; ``castle``, ``mine`` and ``ship``
come in one sort). The checker (``burgundy.dsl.check``) runs them on Castles' files, the
language finding them here by the game's name (``burgundy.dsl.languages``)."""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Sequence

from burgundy.dsl.errors import did_you_mean, one_of
from burgundy.games.castles import data
from burgundy.games.castles.vocabulary import SPECIES
from burgundy.lang import ir


def building_types() -> tuple[str, ...]:
    """The 8 standard building types, in the game data's order."""
    return data.components().building_types


def knowledge_numbers() -> tuple[int, ...]:
    """The standard knowledge tile numbers, 1-26."""
    return tuple(range(1, data.components().knowledge_numbers + 1))


#: Reports a problem: its message, where, and the word to point at.
Report = Callable[..., None]

_BUILDING_TYPE = re.compile(r"[a-z][a-z0-9_]*")
_ONE_SORT_KINDS = frozenset({"castle", "mine", "ship"})


class Checks:
    """Castles' checks for one checking run over ``defs`` (building types defined elsewhere:
    ``known_building_types``), reporting to ``report``."""

    def __init__(self, report: Report, defs: Sequence[ir.TileDef],
                 known_building_types: Collection[str] = ()) -> None:
        self._report = report
        self._building_types = (frozenset(building_types()) | frozenset(known_building_types)
                                | {d.key for d in defs if d.kind == "building"})
        self._knowledge = frozenset(str(n) for n in knowledge_numbers()) | {
            d.key for d in defs if d.kind == "knowledge"}

    def definitions(self) -> list[str]:
        """The standard tiles, which the game data defines: ``run`` may name them."""
        return [f"building:{b}" for b in building_types()] + [
            f"knowledge:{n}" for n in knowledge_numbers()]

    def definition(self, tile: ir.TileDef) -> None:
        """A building's type and a knowledge tile's number, and the supply a new one states."""
        if tile.kind == "building":
            standard = tile.key in building_types()
            if not _BUILDING_TYPE.fullmatch(tile.key):
                self._report(
                    f"the building type `{tile.key}` must be written in lower case letters, "
                    "digits and `_` (e.g. `city_hall`)"
                    + did_you_mean(tile.key.lower(), building_types()),
                    tile.pos, tile.key)
                return
            what = f"`building {tile.key}` is a new building type"
            example = "`supply 5 normal, 2 black`"
            hint = did_you_mean(tile.key, building_types())
        elif tile.kind == "knowledge":
            if not tile.key.isdigit():
                self._report(f"knowledge tiles are numbered, not `{tile.key}`", tile.pos)
                return
            standard = int(tile.key) in knowledge_numbers()
            if int(tile.key) < 1:
                self._report("knowledge tiles are numbered from 1", tile.pos, tile.key)
                return
            last = knowledge_numbers()[-1] if knowledge_numbers() else 0
            what = f"`knowledge {tile.key}` is not one of the standard tiles 1-{last}"
            example = "`supply 1 normal` or `supply 1 black`"
            hint = ""
        else:
            return
        if not standard and tile.supply is None:
            self._report(
                f"{what}, so it must say how many are in the game: add {example} after "
                f"its name{hint}",
                tile.pos)

    def kind_hint(self, kind: str) -> str:
        """What an unknown tile kind may have meant: a species or a building type."""
        if kind in SPECIES:
            return f"; `{kind}` is a species: write `animal {kind}`"
        if kind in self._building_types:
            return f"; `{kind}` is a building type: write `building {kind}`"
        return ""

    def narrowed(self, alt: ir.KindPattern, pos: ir.Pos | None) -> None:
        """A kind of the game's narrowed by ``alt.detail``."""
        kind, detail = alt.kind, alt.detail
        if kind in _ONE_SORT_KINDS:
            self._report(f"`{kind}` tiles come in one sort: write just `{kind}`", pos, detail)
        elif kind == "building":
            if detail is not None and detail.isdigit():
                self._report("building tiles are narrowed by type, e.g. `building bank`, "
                             "not by number", pos, detail)
            elif detail not in self._building_types:
                self._report(
                    f"unknown building type `{detail}`"
                    + (did_you_mean(str(detail), self._building_types)
                       or f"; building types: {one_of(sorted(self._building_types))}"),
                    pos, detail)
        elif kind == "animal":
            if detail not in SPECIES:
                self._report(
                    f"unknown species `{detail}`"
                    + (did_you_mean(str(detail), SPECIES)
                       or f"; species: {one_of(SPECIES)}"),
                    pos, detail)
        elif detail is not None and not detail.isdigit():
            self._report(f"knowledge tiles are narrowed by number, e.g. `knowledge 7`, "
                         f"not `knowledge {detail}`", pos, detail)
        elif detail not in self._knowledge:
            self._report(f"there is no knowledge tile {detail}", pos, detail)
