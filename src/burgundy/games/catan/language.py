"""What Catan adds to the tile language's checks, beyond the words of its vocabulary
(``vocabulary.CATAN``): a house rule's ``card`` must be a card of the deck, with its copies,
played or not as the deck's (``cards.card_problem``, which the loader asks too), so that
``burgundy check --game catan`` refuses what ``new_game`` would. The checker
(``burgundy.dsl.check``) finds these checks here by the game's name."""

from __future__ import annotations

from burgundy.dsl.check import SortChecks
from burgundy.games.catan import cards
from burgundy.games.catan.figures import RESOURCES
from burgundy.kernel.errors import TileError
from burgundy.lang import ir

#: The game size a card is checked for: its problems do not depend on it, and a worth that
#: reads ``game.players`` is read as in a game of four.
_PLAYERS = 4
#: The number tokens a count may name (``number 6``).
NUMBERS = tuple(str(n) for n in range(2, 13) if n != 7)


class Checks(SortChecks):
    """Catan's checks for one checking run, reporting to ``report``."""

    def sorts(self, kind: str) -> tuple[str, ...] | None:
        """The sorts a count may name (``resource lumber``, ``card knight``, ``number 6``).
        The cards are read when asked: their own file is checked before they are known."""
        return {"resource": RESOURCES, "card": tuple(cards.CARDS), "number": NUMBERS}.get(kind)

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
