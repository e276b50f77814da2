"""What every game's ``burgundy play`` does the same way, with rich: a decision's numbered
options in words, grouped under headings, in pages that fit the terminal's height below the
table, with the question above them and a help line below; and the ``Session`` that seats
people and bots, asks the people, and hands their seats to a bot when the input ends."""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, ClassVar

import attrs
from rich.console import Console, Group, RenderableType
from rich.text import Text

#: Lines of options a page shows at least, however little room the table leaves.
MIN_PAGE = 8
PAGE_LINE = "page {page} of {pages}: n next, p previous"
#: A decision's options: each heading (``None``: none) with the words of its options.
Groups = Sequence[tuple[str | None, Sequence[str]]]


def _heading(heading: str, continued: bool) -> Text:
    return Text(f"     {heading}{' (continued)' if continued else ''}:", style="bold")


def pages(groups: Groups, room: int, height: Callable[[Text], int]) -> list[tuple[Text, ...]]:
    """The options' lines (headings and numbered options) in pages of at most ``room``
    lines, ``height`` saying how many lines a line of text takes; numbered once, across
    the pages. A kind continued on the next page repeats its heading there."""
    done: list[tuple[Text, ...]] = []
    page: list[Text] = []
    used = number = 0
    for heading, options in groups:
        for index, words in enumerate(options):
            number += 1
            lines = [Text(f"{number:>3}  {words}")]
            if heading is not None and (index == 0 or not page):
                lines.insert(0, _heading(heading, continued=index > 0))
            if page and used + sum(map(height, lines)) > room:
                done.append(tuple(page))
                page, used = [], 0
                if heading is not None and index > 0:
                    lines.insert(0, _heading(heading, continued=True))
            page += lines
            used += sum(map(height, lines))
    return [*done, tuple(page)]


def lines_of(console: Console, renderable: RenderableType) -> int:
    """How many lines ``renderable`` takes on ``console``."""
    return len(console.render_lines(renderable, console.options, pad=False))


def decision(
    console: Console, question: str, groups: Groups, page: int, above: int, help_line: str
) -> tuple[Group, int]:
    """The decision under ``above`` lines of table: its question, page ``page`` of its
    options (the last if there are fewer; as many as the terminal's height leaves room
    for, at least ``MIN_PAGE`` lines) and the help line, leaving a line for the prompt;
    and the page drawn."""
    height = functools.partial(lines_of, console)
    asked = Text(question, style="bold")
    helps = Text(help_line, style="dim")
    room = console.size.height - above - height(asked) - height(helps) - 1
    found = pages(groups, max(room, MIN_PAGE), height)
    page = min(max(page, 0), len(found) - 1)
    if len(found) > 1:
        where = PAGE_LINE.format(page=page + 1, pages=len(found))
        helps = Text(f"{where} · {help_line}", style="dim")
    return Group(asked, *found[page], helps), page


# --- the session ----------------------------------------------------------------------------

#: What a person may answer besides an action.
QUIT, UNDONE = "quit", "undone"
PROMPT = "Your choice (number; h for help): "
HELP_HINT = "Type h for help."
#: The bot that takes over a person's seat when the input ends: quick, and plays well.
STAND_IN = "greedy"


@attrs.define
class Session:
    """A game at the terminal: people at the seats in ``humans``, bots at the others.

    ``ask`` reads a person's answer (``Console.input`` normally); ``save`` is where the
    game is written after every move, if anywhere; ``bot_names`` names the bots' kinds
    (``random``) for the screen. A game's own session says what its table, options and
    words are (the methods that raise ``NotImplementedError`` here), and may add commands.
    """

    game: Any
    humans: frozenset[int]
    bots: Mapping[int, Any]
    console: Console
    ask: Callable[[str], str]
    save: Path | None = None
    verbose: bool = False
    bot_names: Mapping[int, str] = attrs.field(factory=dict)
    names: dict[int, str] = attrs.field(init=False)
    #: The seat whose side of the table is drawn (a game may draw one seat's side only).
    shown: int = attrs.field(init=False, default=0)

    #: The help a person gets with ``h``, and the line under the options.
    help: ClassVar[str] = ""
    help_line: ClassVar[str] = "u undoes · q quits"

    def __attrs_post_init__(self) -> None:
        players = range(self.game.rules.seats(self.game.state))
        self.names = {
            seat: f"Seat {seat} (you)" if seat in self.humans
            else f"Seat {seat} ({self.bot_names.get(seat, 'a')} bot)"
            for seat in players
        }
        if len(self.humans) > 1:
            self.names.update({seat: f"Seat {seat} (person)" for seat in self.humans})

    # --- the game's ---------------------------------------------------------------------

    def question(self) -> str:
        """What the seat to act decides, in a few words."""
        raise NotImplementedError

    def options(self) -> Sequence[tuple[str | None, Sequence[Any]]]:
        """The legal actions by kind under their headings, in the order they are numbered."""
        raise NotImplementedError

    def words(self, action: Any) -> str:
        """An action of the seat to act, in words."""
        raise NotImplementedError

    def table(self) -> RenderableType:
        """Everything on the table, drawn above the options."""
        raise NotImplementedError

    def tell(self, event: Any) -> str:
        """An event, in words, as the people at the table may know it."""
        raise NotImplementedError

    def apply(self, action: Any) -> None:
        """Apply ``action``, tell what happened, and save the game where asked."""
        for event in self.game.apply(action):
            self.console.print(f"  {self.tell(event)}", highlight=False)
        if self.save is not None:
            self.save.write_text(self.game.to_json(), encoding="utf-8")

    def finish(self) -> None:
        """At the end: the score sheet and who won."""
        raise NotImplementedError

    def stand_in(self, seat: int) -> Any:
        """The ``STAND_IN`` bot that plays a person's ``seat`` when the input ends."""
        raise NotImplementedError

    def command(self, command: str, number: int | None, listed: Sequence[Any]) -> bool | None:
        """A command of the game's own (``command`` and the number after it): ``None`` when
        there is none such, else whether the table is to be drawn again."""
        return None

    def undone(self) -> None:
        """After an undo: what the session keeps besides the game goes back too."""

    # --- playing ------------------------------------------------------------------------

    def run(self) -> bool:
        """Play to the end (``True``), or until a person quits (``False``)."""
        while (seat := self.game.current_player) is not None:
            if seat in self.humans:
                answer = self._human(seat)
                if answer == QUIT:
                    return False
                if answer == UNDONE:
                    continue
                action = answer
            else:
                action = self.bots[seat].act(self.game)
            if self.humans or self.verbose:
                self.console.print(f"{self.names[seat]}: {self.words(action)}", highlight=False)
            self.apply(action)
        self.finish()
        return True

    def _human(self, seat: int) -> Any:
        """The action a person chooses, ``QUIT`` or ``UNDONE``."""
        self.shown, page, draw = seat, 0, True
        question = f"{self.names[seat]}: {self.question()}"
        groups = self.options()
        listed = [action for _, actions in groups for action in actions]
        words = [(heading, [self.words(a) for a in actions]) for heading, actions in groups]
        while True:
            if draw:
                drawn = self.table()
                options, page = decision(self.console, question, words, page,
                                         lines_of(self.console, drawn), self.help_line)
                self.console.print(drawn, highlight=False)
                self.console.print(options, highlight=False)
                draw = False
            try:
                answer = self.ask(PROMPT).strip().lower()
            except EOFError:  # no more input (a pipe, a script): a bot finishes the game
                return self._hand_over(seat)
            command, _, rest = answer.partition(" ")
            number = int(rest) if rest.strip().isdigit() else None
            if answer.isdigit() and 1 <= int(answer) <= len(listed):
                return listed[int(answer) - 1]
            if answer in ("", "n", "p"):
                page += {"": 0, "n": 1, "p": -1}[answer]
                draw = True
            elif answer in ("h", "help", "?"):
                self.console.print(self.help, highlight=False)
            elif answer in ("q", "quit"):
                where = f"; saved to {self.save}" if self.save else ""
                self.console.print(f"Stopped{where}.", highlight=False)
                return QUIT
            elif answer in ("u", "undo"):
                if self._undo():
                    return UNDONE
            elif (again := self.command(command, number, listed)) is not None:
                draw = again
            else:
                self.console.print(f"Not understood: {answer!r}. {HELP_HINT}", highlight=False)

    def _hand_over(self, seat: int) -> Any:
        """With no more input, a bot plays the people's seats to the end."""
        self.console.print(f"No more input: a {STAND_IN} bot plays {self.names[seat]} "
                           "to the end.", highlight=False)
        self.bots = {**self.bots, **{s: self.stand_in(s) for s in self.humans}}
        self.humans = frozenset()
        return self.bots[seat].act(self.game)

    def _undo(self) -> bool:
        """Undo back to a person's decision, where the game allows it."""
        game = self.game
        if not getattr(game, "can_undo", False):
            self.console.print("Nothing can be undone here.")
            return False
        game.undo()
        while game.can_undo and game.current_player not in self.humans:
            game.undo()
        self.undone()
        self.console.print("Undone.")
        return True
