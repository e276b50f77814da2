"""What Catan adds to the tile language's checks, beyond the words of its vocabulary
(``vocabulary.CATAN``): a house rule's ``card`` must be a card of the deck, with its copies,
played or not as the deck's (``cards.card_problem``, which the loader asks too), so that
``burgundy check --game catan`` refuses what ``new_game`` would. The checker
(``burgundy.dsl.check``) finds these checks here by the game's name."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from burgundy.games.catan import cards
from burgundy.kernel.errors import TileError
from burgundy.lang import ir

#: Reports a problem: its message, where, and the word to point at.
Report = Callable[..., None]
#: The game size a card is checked for: its problems do not depend on it, and a worth that
#: reads ``game.players`` is read as in a game of four.
_PLAYERS = 4


class Checks:
    """Catan's checks for one checking run, reporting to ``report``."""

    def __init__(self, report: Report, defs: Sequence[ir.TileDef],
                 known: Collection[str] = ()) -> None:
        self._report = report

    def definitions(self) -> list[str]:
        """None: the deck's cards come from their file, not from the game's data."""
        return []

    def definition(self, tile: ir.TileDef) -> None:
        """A ``card`` that cannot stand in the deck."""
        if tile.kind != "card" or (tile.pos is not None and tile.pos.path == cards.PATH):
            return  # the deck's own file is what the others are held to
        try:
            problem = cards.card_problem(tile, _PLAYERS)
        except TileError as error:
            problem = error.message
        if problem is not None:
            self._report(problem, tile.pos, tile.key)

    def kind_hint(self, kind: str) -> str:
        return ""

    def narrowed(self, alt: ir.KindPattern, pos: ir.Pos | None) -> None:
        """Catan's files name no tile kinds."""
