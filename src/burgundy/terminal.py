"""``burgundy play``: a game in the terminal for people and bots, drawn with rich.

Built on the public API only, as any front end would be: it draws the table
(``burgundy.screen``), lists ``game.legal_actions()`` in words (``burgundy.describe``),
applies what a person or a bot chooses and keeps a score sheet from the events.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from types import MappingProxyType
from typing import Any

import attrs
from rich.console import Console
from rich.table import Table

from burgundy import events as ev
from burgundy.actions import Action
from burgundy.bots import Bot, by_name
from burgundy.describe import describe_action, describe_decision, describe_event, explain
from burgundy.errors import StateError
from burgundy.game import CastlesGame
from burgundy.kernel.terminal import lines_of
from burgundy.model.state import GameState
from burgundy.scoresheet import ScoreSheet
from burgundy.screen import Laid, decision, listed, table
from burgundy.tablesave import PERSON, TableSave

#: What a person may answer besides an action.
QUIT, UNDONE = "quit", "undone"
#: The bot that takes over a person's seat when the input ends: quick, and plays well.
STAND_IN = "greedy"
PROMPT = "Your choice (number; h for help): "
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
HELP_HINT = "Type h for help."


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
class Session:
    """A game at the terminal: people at the seats in ``humans``, bots at the others.

    ``ask`` reads a person's answer (``Console.input`` normally); ``save`` is where the
    game is written after every move (a ``TableSave``), if anywhere; ``bot_names`` names
    the bots' kinds (``random``) for the screen and the save.
    """

    game: CastlesGame
    humans: frozenset[int]
    bots: Mapping[int, Bot]
    console: Console
    ask: Callable[[str], str]
    save: Path | None = None
    verbose: bool = False
    bot_names: Mapping[int, str] = attrs.field(factory=dict)
    notes: Notes = attrs.field(init=False)
    names: dict[int, str] = attrs.field(init=False)
    #: Who plays each seat, as the save says it: the people stay people in the save when
    #: a bot stands in for them at the end of the input.
    seats: tuple[str, ...] = attrs.field(init=False)
    # The position and the notes before each move, to go back to after an undo.
    history: list[tuple[GameState, Notes]] = attrs.field(init=False, factory=list)

    def __attrs_post_init__(self) -> None:
        players = range(len(self.game.state.players))
        self.notes = Notes(ScoreSheet(len(players), self.game.tiles), MappingProxyType({}))
        self.names = {
            seat: f"Seat {seat} (you)" if seat in self.humans
            else f"Seat {seat} ({self.bot_names.get(seat, 'a')} bot)"
            for seat in players
        }
        if len(self.humans) > 1:
            self.names.update({seat: f"Seat {seat} (person)" for seat in self.humans})
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

    def run(self) -> bool:
        """Play to the end (``True``), or until a person quits (``False``)."""
        while (seat := self.game.current_player) is not None:
            if seat in self.humans:
                answer = self._human(seat)
                if answer == QUIT:
                    return False
                if answer == UNDONE:
                    continue
                assert not isinstance(answer, str)
                action = answer
            else:
                action = self.bots[seat].act(self.game)
            if self.humans or self.verbose:
                what = describe_action(self.game, action)
                self.console.print(f"{self.names[seat]}: {what}", highlight=False)
            self._apply(action)
        self.console.print(score_sheet(self.game, self.sheet, self.names))
        winner = self.game.winner()
        assert winner is not None
        self.console.print(f"{self.names[winner]} wins.", style="bold", highlight=False)
        return True

    def _play(self, action: Action) -> tuple[ev.Event, ...]:
        self.history.append((self.game.state, self.notes))
        events = self.game.apply(action)
        self.notes = self.notes.after(events)
        return events

    def _apply(self, action: Action) -> None:
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

    def _human(self, seat: int) -> Action | str:
        """The action a person chooses, ``QUIT`` or ``UNDONE``."""
        shown, page, draw = seat, 0, True
        question = f"{self.names[seat]}: {describe_decision(self.game)}"
        legal = listed(self.game)
        while True:
            if draw:
                page = self._draw(shown, question, page)
                draw = False
            try:
                answer = self.ask(PROMPT).strip().lower()
            except EOFError:  # no more input (a pipe, a script): a bot finishes the game
                return self._hand_over(seat)
            command, _, rest = answer.partition(" ")
            number = int(rest) if rest.strip().isdigit() else None
            if answer.isdigit() and 1 <= int(answer) <= len(legal):
                return legal[int(answer) - 1]
            if answer in ("", "n", "p"):
                page += {"": 0, "n": 1, "p": -1}[answer]
                draw = True
            elif answer in ("h", "help", "?"):
                self.console.print(HELP, highlight=False)
            elif answer in ("q", "quit"):
                where = f"; saved to {self.save}" if self.save else ""
                self.console.print(f"Stopped{where}.", highlight=False)
                return QUIT
            elif command == "i" and number is not None and 1 <= number <= len(legal):
                chosen = legal[number - 1]
                self.console.print(f"{number}: {describe_action(self.game, chosen)}\n"
                                   f"{explain(self.game, chosen)}", highlight=False)
            elif command == "e" and number in self.names:
                shown, draw = number, True
            elif answer in ("u", "undo"):
                if self._undo():
                    return UNDONE
            else:
                self.console.print(f"Not understood: {answer!r}. {HELP_HINT}", highlight=False)

    def _draw(self, shown: int, question: str, page: int) -> int:
        """Draw the table with seat ``shown``'s estate, and page ``page`` of the options
        (the first or the last if there is no such page); returns the page drawn."""
        drawn = table(self.game, shown, self.names, self.notes.laid)
        options, page = decision(self.console, self.game, question, page,
                                 lines_of(self.console, drawn))
        self.console.print(drawn, highlight=False)
        self.console.print(options, highlight=False)
        return page

    def _hand_over(self, seat: int) -> Action:
        """With no more input, a bot plays the people's seats to the end."""
        self.console.print(f"No more input: a {STAND_IN} bot plays {self.names[seat]} "
                           "to the end.", highlight=False)
        self.bots = {**self.bots, **{s: by_name(STAND_IN, seed=s) for s in self.humans}}
        self.humans = frozenset()
        return self.bots[seat].act(self.game)

    def _undo(self) -> bool:
        """Undo back to a person's decision, where the engine allows it."""
        game: Any = self.game  # undo is newer than some engines: used only where it exists
        if not getattr(game, "can_undo", False):
            self.console.print("Nothing can be undone here.")
            return False
        game.undo()
        while game.can_undo and game.current_player not in self.humans:
            game.undo()
        # The events of the moves undone no longer count.
        while self.history:
            state, notes = self.history.pop()
            if state == game.state:
                self.notes = notes
                break
        self.console.print("Undone.")
        return True

