"""``burgundy play --game catan``: Catan at the terminal for people and bots, drawn with rich.

Built on the game handle as any front end would be: it draws the table
(``games.catan.screen``) as the person at the table may see it (one person: their hand and
cards; the others' as counts), lists the legal actions in words (``games.catan.text``),
numbered and in pages, and tells what happened, hiding what the person may not know (the
card a theft took from someone else, the card another player drew). Bots answer the
person's offers. The kernel's session (``kernel.terminal``) seats the people and bots and
asks the people.
"""

from __future__ import annotations

from typing import ClassVar

import attrs
from rich.console import RenderableType

from burgundy.games.catan.actions import Action
from burgundy.games.catan.bots import GreedyBot
from burgundy.games.catan.events import Event
from burgundy.games.catan.rules.scoring import outcome
from burgundy.games.catan.screen import options, score_sheet, table
from burgundy.games.catan.text import (
    describe_action,
    describe_decision,
    describe_event,
    describe_outcome,
)
from burgundy.games.catan.views import seen
from burgundy.kernel import terminal

HELP = (
    "Type the number of an option and press Enter; the numbers stay the same on every "
    "page. Places are named as the board shows them: an intersection by its number (its "
    "hexes follow in the option), a path as P n with the intersections it joins, a hex as "
    "(q, r). Offers to the others come last, over several pages. Other commands:\n"
    "  n, p    the next and the previous page of options\n"
    "  u       undo back to your last decision (not past a roll, a card drawn or shown, "
    "a theft, a discard or another player's answer)\n"
    "  q       stop (with --save the game is saved already; --load carries it on)\n"
    "  Enter   draw the table again\n"
    "  h       this help"
)


@attrs.define
class Session(terminal.Session):
    """A game of Catan at the terminal (``kernel.terminal.Session``); ``save`` is where the
    game's own save is written after every move, if anywhere."""

    help: ClassVar[str] = HELP

    def question(self) -> str:
        return describe_decision(self.game.state, self.names)

    def options(self) -> list[tuple[str | None, list[Action]]]:
        return options(self.game.state)

    def words(self, action: Action) -> str:
        return describe_action(self.game.state, action, self.names)

    def table(self) -> RenderableType:
        return table(self.game.state, self._viewer(), self.names)

    def tell(self, event: Event) -> str:
        return describe_event(self._seen(event), self.names)

    def finish(self) -> None:
        result = outcome(self.game.state)
        assert result is not None
        self.console.print(score_sheet(self.game.state, self.names))
        self.console.print(f"{describe_outcome(result, self.names)}.", style="bold",
                           highlight=False)

    def stand_in(self, seat: int) -> GreedyBot:
        return GreedyBot(seat)

    def _viewer(self) -> int:
        """The seat whose hand the table shows: the one person's, else the one deciding."""
        if len(self.humans) == 1:
            return next(iter(self.humans))
        return self.shown

    def _seen(self, event: Event) -> Event:
        """``event`` as the people at the table may see it: all of it with no person there,
        the one person's view, or nobody's with several at one screen."""
        if not self.humans:
            return event
        return seen(event, self._viewer() if len(self.humans) == 1 else -1)
