"""``burgundy play``: a game in the terminal for people and bots, drawn with rich.

Built on the public API only, as any front end would be: it draws the table
(``screen``), lists ``game.legal_actions()`` in words (``text``),
applies what a person or a bot chooses and keeps a score sheet from the events.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from types import MappingProxyType
from typing import Any, ClassVar

import attrs
from rich.console import RenderableType
from rich.table import Table

from burgundy.games.castles import events as ev
from burgundy.games.castles.actions import Action
from burgundy.games.castles.game import CastlesGame
from burgundy.games.castles.scoresheet import ScoreSheet
from burgundy.games.castles.screen import HELP_LINE, Laid, grouped
from burgundy.games.castles.screen import table as draw_table
from burgundy.games.castles.state import GameState
from burgundy.games.castles.tablesave import PERSON, TableSave
from burgundy.games.castles.text import describe_action, describe_decision, describe_event, explain
from burgundy.kernel import terminal
from burgundy.kernel.bot_names import by_name
from burgundy.kernel.bots import Bot
from burgundy.kernel.errors import StateError
from burgundy.kernel.terminal import PROMPT, STAND_IN

__all__ = ["HELP", "PROMPT", "STAND_IN", "Notes", "Session", "score_sheet"]

HELP = (
    "Type the number of an option and press Enter; the numbers stay the same on every "
    "page. Other commands:\n"
    "  n, p    the next and the previous page of options\n"
    "  i N     what option N does (the tile behind it, in the tile language)\n"
    "  e N     draw seat N's estate and state (e and your seat number: yours again)\n"
    "  u       undo back to your last decision, where the game allows it\n"
    "  q       stop (with --save the game is saved already; --load carries it on)\n"
    "  Enter   draw the table again\n"
    "  h       this help"
)


def score_sheet(game: CastlesGame, sheet: ScoreSheet, names: Mapping[int, str]) -> Table:
    """Where every point came from, source by source, seat by seat."""
    seats = range(len(game.state.players))
    table = Table(title="Final scores", title_justify="left")
    table.add_column("")
    for seat in seats:
        table.add_column(names[seat], justify="right")
    for heading, points in sheet.rows():
        table.add_row(heading, *map(str, points))
    earlier = [game.scores()[seat] - sheet.total(seat) for seat in seats]
    if any(earlier):
        table.add_row("Before the save was loaded", *map(str, earlier))
    table.add_row("Total", *(str(p) for p in game.scores()), style="bold")
    return table


@attrs.frozen
class Notes:
    """What the table keeps from the events, besides the game: the score sheet and the
    goods laid on each track's spaces (the state counts the marked spaces only)."""

    sheet: ScoreSheet = attrs.field(eq=False)
    laid: Laid

    def after(self, events: Iterable[ev.Event]) -> Notes:
        """These notes with ``events`` counted too (this one is left as it was)."""
        sheet = self.sheet.copy()
        sheet.record(events)
        laid = dict(self.laid)
        for event in events:
            if isinstance(event, ev.TrackMarked):
                key = (event.seat, event.row)
                laid[key] = MappingProxyType({**laid.get(key, {}), event.space: event.value})
        return Notes(sheet, MappingProxyType(laid))


@attrs.define
class Session(terminal.Session):
    """A game of Castles at the terminal (``kernel.terminal.Session``): ``save`` is where
    the game is written after every move (a ``TableSave``), if anywhere; ``bot_names``
    names the bots' kinds (``random``) for the screen and the save. Besides the commands
    every game has, ``i N`` explains option N and ``e N`` draws seat N's estate."""

    notes: Notes = attrs.field(init=False)
    #: Who plays each seat, as the save says it: the people stay people in the save when
    #: a bot stands in for them at the end of the input.
    seats: tuple[str, ...] = attrs.field(init=False)
    # The position and the notes before each move, to go back to after an undo.
    history: list[tuple[GameState, Notes]] = attrs.field(init=False, factory=list)

    help: ClassVar[str] = HELP
    help_line: ClassVar[str] = HELP_LINE

    def __attrs_post_init__(self) -> None:
        super().__attrs_post_init__()
        players = range(len(self.game.state.players))
        self.notes = Notes(ScoreSheet(len(players), self.game.tiles), MappingProxyType({}))
        self.seats = tuple(PERSON if seat in self.humans else self.bot_names.get(seat, STAND_IN)
                           for seat in players)

    @property
    def sheet(self) -> ScoreSheet:
        """Where every point so far came from."""
        return self.notes.sheet

    def catch_up(self, actions: Iterable[Action]) -> None:
        """Play ``actions`` (those of a resumed game before it was saved) without a word, so
        that the score sheet, the tracks and undo know them."""
        for action in actions:
            self._play(action)

    def question(self) -> str:
        return describe_decision(self.game)

    def options(self) -> list[tuple[str | None, list[Action]]]:
        return grouped(self.game)

    def words(self, action: Action) -> str:
        return describe_action(self.game, action)

    def table(self) -> RenderableType:
        return draw_table(self.game, self.shown, self.names, self.notes.laid)

    def finish(self) -> None:
        self.console.print(score_sheet(self.game, self.sheet, self.names))
        winner = self.game.winner()
        assert winner is not None
        self.console.print(f"{self.names[winner]} wins.", style="bold", highlight=False)

    def stand_in(self, seat: int) -> Bot:
        return by_name(STAND_IN, seed=seat)

    def command(self, command: str, number: int | None, listed: Sequence[Any]) -> bool | None:
        if command == "i" and number is not None and 1 <= number <= len(listed):
            chosen = listed[number - 1]
            self.console.print(f"{number}: {describe_action(self.game, chosen)}\n"
                               f"{explain(self.game, chosen)}", highlight=False)
            return False
        if command == "e" and number in self.names:
            self.shown = number
            return True
        return None

    def _play(self, action: Action) -> tuple[ev.Event, ...]:
        self.history.append((self.game.state, self.notes))
        events: tuple[ev.Event, ...] = self.game.apply(action)
        self.notes = self.notes.after(events)
        return events

    def apply(self, action: Action) -> None:
        for event in self._play(action):
            line = describe_event(self.game, event, self.names)
            if line:
                self.console.print(line, highlight=False)
        if self.save is not None:
            self.save.write_text(self.to_json(), encoding="utf-8")

    def to_json(self) -> str:
        """The game as a table save: with who plays each seat and, for a game followed from
        its first move, its replay."""
        try:
            replay = self.game.replay()
        except StateError:  # resumed from a save without a replay: the position only
            replay = None
        return TableSave(self.game, self.seats, replay).to_json()

    def undone(self) -> None:
        # The events of the moves undone no longer count.
        while self.history:
            state, notes = self.history.pop()
            if state == self.game.state:
                self.notes = notes
                break
