"""Where every point came from: a score sheet kept from a game's events.

A front end or a simulation feeds every event a game produces to ``ScoreSheet.record``;
the sheet then says, for each seat, how many points each source gave. The sources add up
to the seat's score.

The source of a tile's points is found from the event, by the definition that caused it:
a building or knowledge tile's go to the sources every game has; those of a kind of tile or
component the tile files declare go to a source of that kind (``shield``: the shields'
final-scoring lines; ``route``: the points of the trade routes' rewards), and a ``rules``
block's to ``rules``. A new kind appears on the sheet without code naming it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import attrs

from burgundy.games.castles import events as ev
from burgundy.games.castles.effects.tileset import TileSet
from burgundy.games.castles.tiles_loader import standard_tiles
from burgundy.lang import ir

#: The score sources every game has, in the order a score sheet lists them, with their
#: headings; a tile set's own (``sources``) come before the last three.
SOURCES: Mapping[str, str] = {
    "regions": "Regions completed",
    "colour_bonus": "Colour bonus tiles",
    "animals": "Animals",
    "sales": "Goods sold",
    "tile_effects": "Building and knowledge effects",
    "knowledge_scoring": "Knowledge tiles at the end",
    "goods_left": "Goods left in the warehouse",
    "silverlings_left": "Silverlings left",
    "workers_left": "Workers left",
}

#: Final-scoring lines that every game has (the rest come from the tiles' ``score`` lines).
_FINAL_LINES = {
    "Goods in the warehouse": "goods_left",
    "Silverlings": "silverlings_left",
    "Workers": "workers_left",
}
_LEFT = tuple(_FINAL_LINES.values())
#: The definitions whose points go to the sources every game has.
_BASE_KINDS = ("building", "knowledge")


def heading(source: str) -> str:
    """What a score sheet calls ``source``: ``SOURCES``' headings, and a tile set's own
    source by its kind, ``shield`` "Shields"."""
    if source in SOURCES:
        return SOURCES[source]
    if source == "rules":
        return "Rules blocks"
    return source.replace("_", " ").capitalize() + "s"


def sources(tiles: TileSet) -> Mapping[str, str]:
    """The sources of a game with ``tiles``, in the order a score sheet lists them, with
    their headings: ``SOURCES``, and the source of each kind of definition that scores (a
    ``score`` line, a ``gain`` or a ``pay`` of points) other than buildings and knowledge
    tiles, before what is left at the end."""
    own = dict.fromkeys(
        _source_of(d) for d in tiles.defs if d.kind not in _BASE_KINDS and _scores(d)
    )
    keys = [key for key in SOURCES if key not in _LEFT] + list(own) + list(_LEFT)
    return {key: heading(key) for key in keys}


def _source_of(definition: ir.TileDef) -> str:
    return "rules" if definition.kind == "rules" else definition.key


def _source(tiles: TileSet, definition_id: str | None, base: str) -> str:
    """The source of the points a definition gave: ``base`` for a building or knowledge
    tile (or none), else the source of its kind."""
    definition = None if definition_id is None else tiles.by_id.get(definition_id)
    return base if definition is None or definition.kind in _BASE_KINDS else _source_of(definition)


def _scores(definition: ir.TileDef) -> bool:
    return bool(definition.scorers) or any(
        isinstance(s, ir.Gain | ir.Pay) and s.resource == "points"
        for s in ir.statements(definition)
    )


def source_of(event: ev.Event, tiles: TileSet) -> tuple[int, str, int] | None:
    """``(seat, source, points)`` for an event of a game with ``tiles`` that scores (or
    costs) points, else ``None``."""
    if isinstance(event, ev.RegionCompleted):
        return event.seat, "regions", event.points
    if isinstance(event, ev.BonusTaken):
        return event.seat, "colour_bonus", event.points
    if isinstance(event, ev.AnimalsScored):
        return event.seat, "animals", event.points
    if isinstance(event, ev.GoodsSold):
        return event.seat, "sales", event.points
    if isinstance(event, ev.Gained | ev.Paid) and event.resource == "points":
        points = event.amount if isinstance(event, ev.Gained) else -event.amount
        return event.seat, _source(tiles, event.source, "tile_effects"), points
    if isinstance(event, ev.FinalScore):
        if event.label in _FINAL_LINES:
            return event.seat, _FINAL_LINES[event.label], event.points
        # The event names its line only: the first definition that scores under that label.
        scorer = next((s.tile_id for s in tiles.scorers if s.label == event.label), None)
        return event.seat, _source(tiles, scorer, "knowledge_scoring"), event.points
    return None


@attrs.define
class ScoreSheet:
    """Points per seat and source (``sources``: the game's, with their headings), and the
    final-scoring lines of the knowledge tiles by their labels. ``tiles``: the game's tile
    set (default: the standard tiles)."""

    players: int
    tiles: TileSet = attrs.field(factory=standard_tiles)
    sources: Mapping[str, str] = attrs.field(init=False)
    points: list[dict[str, int]] = attrs.field(init=False)
    final_lines: list[dict[str, int]] = attrs.field(init=False)

    def __attrs_post_init__(self) -> None:
        self.sources = sources(self.tiles)
        self.points = [dict.fromkeys(self.sources, 0) for _ in range(self.players)]
        self.final_lines = [{} for _ in range(self.players)]

    def record(self, events: Iterable[ev.Event]) -> None:
        """Count the points in ``events`` (in any number of calls, each event once)."""
        for event in events:
            scored = source_of(event, self.tiles)
            if scored is None:
                continue
            seat, source, points = scored
            self.points[seat][source] += points
            if isinstance(event, ev.FinalScore) and source == "knowledge_scoring":
                lines = self.final_lines[seat]
                lines[event.label] = lines.get(event.label, 0) + points

    def copy(self) -> ScoreSheet:
        """An independent sheet with the same counts (to go back to after an undo)."""
        other = ScoreSheet(self.players, self.tiles)
        other.points = [dict(seat) for seat in self.points]
        other.final_lines = [dict(seat) for seat in self.final_lines]
        return other

    def total(self, seat: int) -> int:
        """Every point ``seat`` scored: its score, once the whole game was recorded."""
        return sum(self.points[seat].values())

    def rows(self) -> list[tuple[str, list[int]]]:
        """The sheet's lines in order: each source's heading and its points per seat, and
        under the knowledge tiles' line each of their final-scoring lines, indented."""
        seats = range(self.players)
        rows = []
        for source, heading in self.sources.items():
            rows.append((heading, [self.points[seat][source] for seat in seats]))
            if source == "knowledge_scoring":
                labels = dict.fromkeys(label for lines in self.final_lines for label in lines)
                rows += [(f"  {label}", [self.final_lines[seat].get(label, 0) for seat in seats])
                         for label in labels]
        return rows
