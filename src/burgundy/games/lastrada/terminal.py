"""``burgundy play --game lastrada``: La Strada at the terminal for people and bots, drawn
with rich.

Built on the game handle as any front end would be: it draws the table
(``games.lastrada.screen``), lists the legal actions in words (``games.lastrada.text``),
numbered and in pages, and tells what happened; at the end, the score sheet and who won.
The kernel's session (``kernel.terminal``) seats the people and bots and asks the people.
"""

from __future__ import annotations

from typing import ClassVar

import attrs
from rich.console import RenderableType

from burgundy.games.lastrada.actions import Action
from burgundy.games.lastrada.bots import GreedyBot
from burgundy.games.lastrada.events import Event
from burgundy.games.lastrada.rules.scoring import outcome
from burgundy.games.lastrada.screen import options, score_sheet, table
from burgundy.games.lastrada.text import (
    describe_action,
    describe_decision,
    describe_event,
    describe_outcome,
)
from burgundy.kernel import terminal

HELP = (
    "Type the number of an option and press Enter; the numbers stay the same on every "
    "page. A route's option names its target, its tiles and its days, then the fields it "
    "lays tiles on, in order, as (q, r): find row r on the left of the board and q in the "
    "field. Other commands:\n"
    "  n, p    the next and the previous page of options\n"
    "  u       undo back to your last decision\n"
    "  q       stop (with --save the game is saved already; --load carries it on)\n"
    "  Enter   draw the table again\n"
    "  h       this help"
)


@attrs.define
class Session(terminal.Session):
    """A game of La Strada at the terminal (``kernel.terminal.Session``); ``save`` is where
    the game's own save is written after every move, if anywhere."""

    help: ClassVar[str] = HELP

    def question(self) -> str:
        return describe_decision(self.game.state)

    def options(self) -> list[tuple[str, list[Action]]]:
        return options(self.game.state)

    def words(self, action: Action) -> str:
        return describe_action(self.game.state, action, self.names)

    def table(self) -> RenderableType:
        return table(self.game.state, self.names)

    def tell(self, event: Event) -> str:
        return describe_event(self.game.state, event, self.names)

    def finish(self) -> None:
        result = outcome(self.game.state)
        assert result is not None
        self.console.print(score_sheet(self.game.state, self.names))
        self.console.print(f"{describe_outcome(result, self.names)}.", style="bold",
                           highlight=False)

    def stand_in(self, seat: int) -> GreedyBot:
        return GreedyBot(seat)
