"""What La Strada adds to the tile language's checks, beyond the words of its vocabulary
(``vocabulary.LASTRADA``): the sorts a count may name, road tiles by terrain (``road hill``).
The checker (``burgundy.dsl.check``) finds these checks here by the game's name."""

from __future__ import annotations

from burgundy.dsl.check import SortChecks
from burgundy.games.lastrada.numbers import TERRAINS


class Checks(SortChecks):
    """La Strada's checks for one checking run: a road tile's terrain."""

    def sorts(self, kind: str) -> tuple[str, ...] | None:
        return TERRAINS if kind == "road" else None
