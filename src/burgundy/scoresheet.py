"""Where every point came from: a score sheet kept from a game's events.

A front end or a simulation feeds every event a game produces to ``ScoreSheet.record``;
the sheet then says, for each seat, how many points each source gave. The sources add up
to the seat's score.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import attrs

from burgundy import events as ev

#: The score sources, in the order a score sheet lists them, with their headings.
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


def source_of(event: ev.Event) -> tuple[int, str, int] | None:
    """``(seat, source, points)`` for an event that scores points, else ``None``."""
    if isinstance(event, ev.RegionCompleted):
        return event.seat, "regions", event.points
    if isinstance(event, ev.BonusTaken):
        return event.seat, "colour_bonus", event.points
    if isinstance(event, ev.AnimalsScored):
        return event.seat, "animals", event.points
    if isinstance(event, ev.GoodsSold):
        return event.seat, "sales", event.points
    if isinstance(event, ev.Gained) and event.resource == "points":
        return event.seat, "tile_effects", event.amount
    if isinstance(event, ev.FinalScore):
        return event.seat, _FINAL_LINES.get(event.label, "knowledge_scoring"), event.points
    return None


@attrs.define
class ScoreSheet:
    """Points per seat and source, and the final-scoring lines by their labels."""

    players: int
    points: list[dict[str, int]] = attrs.field(init=False)
    final_lines: list[dict[str, int]] = attrs.field(init=False)

    def __attrs_post_init__(self) -> None:
        self.points = [dict.fromkeys(SOURCES, 0) for _ in range(self.players)]
        self.final_lines = [{} for _ in range(self.players)]

    def record(self, events: Iterable[ev.Event]) -> None:
        """Count the points in ``events`` (in any number of calls, each event once)."""
        for event in events:
            scored = source_of(event)
            if scored is None:
                continue
            seat, source, points = scored
            self.points[seat][source] += points
            if isinstance(event, ev.FinalScore) and source == "knowledge_scoring":
                lines = self.final_lines[seat]
                lines[event.label] = lines.get(event.label, 0) + points

    def copy(self) -> ScoreSheet:
        """An independent sheet with the same counts (to go back to after an undo)."""
        other = ScoreSheet(self.players)
        other.points = [dict(seat) for seat in self.points]
        other.final_lines = [dict(seat) for seat in self.final_lines]
        return other

    def total(self, seat: int) -> int:
        """Every point ``seat`` scored: its score, once the whole game was recorded."""
        return sum(self.points[seat].values())
