"""What La Strada adds to the tile language's checks, beyond the words of its vocabulary
(``vocabulary.LASTRADA``): the sorts a count may name, road tiles by terrain (``road hill``).
The checker (``burgundy.dsl.check``) finds these checks here by the game's name."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from burgundy.dsl.errors import did_you_mean, one_of
from burgundy.games.lastrada.numbers import TERRAINS
from burgundy.lang import ir

#: Reports a problem: its message, where, and the word to point at.
Report = Callable[..., None]


class Checks:
    """La Strada's checks for one checking run, reporting to ``report``."""

    def __init__(self, report: Report, defs: Sequence[ir.TileDef],
                 known: Collection[str] = ()) -> None:
        self._report = report

    def definitions(self) -> list[str]:
        """None: La Strada's files hold `rules` blocks only."""
        return []

    def definition(self, tile: ir.TileDef) -> None:
        """Nothing beyond the vocabulary's words."""

    def kind_hint(self, kind: str) -> str:
        return ""

    def narrowed(self, alt: ir.KindPattern, pos: ir.Pos | None) -> None:
        """A sort a count names: a road tile's terrain (``road hill``)."""
        if alt.kind != "road":
            self._report(f"`{alt.kind}` comes in one sort: write just `{alt.kind}`", pos,
                         alt.detail)
        elif alt.detail not in TERRAINS:
            self._report(f"`road {alt.detail}` names no terrain: {one_of(TERRAINS)}"
                         f"{did_you_mean(str(alt.detail), TERRAINS)}", pos, alt.detail)
