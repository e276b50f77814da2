"""``burgundy play --game lastrada``: La Strada at the terminal for people and bots, drawn
with rich.

Built on the game handle as any front end would be: it draws the table
(``games.lastrada.screen``), lists the legal actions in words (``games.lastrada.text``),
numbered and in pages (``kernel.terminal``), applies what a person or a bot chooses and
tells what happened; at the end, the score sheet and who won.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Protocol

import attrs
from rich.console import Console

from burgundy.games.lastrada.actions import Action
from burgundy.games.lastrada.bots import GreedyBot
from burgundy.games.lastrada.game import LaStradaGame
from burgundy.games.lastrada.rules.scoring import outcome
from burgundy.games.lastrada.screen import options, score_sheet, table
from burgundy.games.lastrada.text import (
    describe_action,
    describe_decision,
    describe_event,
    describe_outcome,
)
from burgundy.kernel.terminal import decision, lines_of

#: What a person may answer besides an action.
QUIT, UNDONE = "quit", "undone"
PROMPT = "Your choice (number; h for help): "
HELP_LINE = "u undoes · q quits"
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
HELP_HINT = "Type h for help."


class Bot(Protocol):
    def act(self, game: LaStradaGame) -> Action: ...


@attrs.define
class Session:
    """A game of La Strada at the terminal: people at the seats in ``humans``, bots at the
    others. ``ask`` reads a person's answer (``Console.input`` normally); ``save`` is where
    the game is written after every move (the game's own save), if anywhere;
    ``bot_names`` names the bots' kinds for the screen."""

    game: LaStradaGame
    humans: frozenset[int]
    bots: Mapping[int, Bot]
    console: Console
    ask: Callable[[str], str]
    save: Path | None = None
    verbose: bool = False
    bot_names: Mapping[int, str] = attrs.field(factory=dict)
    names: dict[int, str] = attrs.field(init=False)

    def __attrs_post_init__(self) -> None:
        self.names = {
            seat: f"Seat {seat} (you)" if seat in self.humans
            else f"Seat {seat} ({self.bot_names.get(seat, 'a')} bot)"
            for seat in range(len(self.game.state.players))
        }
        if len(self.humans) > 1:
            self.names.update({seat: f"Seat {seat} (person)" for seat in self.humans})

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
                words = describe_action(self.game.state, action, self.names)
                self.console.print(f"{self.names[seat]}: {words}", highlight=False)
            for event in self.game.apply(action):
                self.console.print(f"  {describe_event(self.game.state, event, self.names)}",
                                   highlight=False)
            if self.save is not None:
                self.save.write_text(self.game.to_json(), encoding="utf-8")
        result = outcome(self.game.state)
        assert result is not None
        self.console.print(score_sheet(self.game.state, self.names))
        self.console.print(f"{describe_outcome(result, self.names)}.", style="bold",
                           highlight=False)
        return True

    def _human(self, seat: int) -> Action | str:
        """The action a person chooses, ``QUIT`` or ``UNDONE``."""
        state = self.game.state
        question = f"{self.names[seat]}: {describe_decision(state)}"
        groups = options(state)
        listed = [action for _, actions in groups for action in actions]
        words = [(heading, [describe_action(state, a, self.names) for a in actions])
                 for heading, actions in groups]
        page, draw = 0, True
        while True:
            if draw:
                drawn = table(state, self.names)
                shown, page = decision(self.console, question, words, page,
                                       lines_of(self.console, drawn), HELP_LINE)
                self.console.print(drawn, highlight=False)
                self.console.print(shown, highlight=False)
                draw = False
            try:
                answer = self.ask(PROMPT).strip().lower()
            except EOFError:  # no more input (a pipe, a script): a bot finishes the game
                return self._hand_over(seat)
            if answer.isdigit() and 1 <= int(answer) <= len(listed):
                return listed[int(answer) - 1]
            if answer in ("", "n", "p"):
                page += {"": 0, "n": 1, "p": -1}[answer]
                draw = True
            elif answer in ("h", "help", "?"):
                self.console.print(HELP, highlight=False)
            elif answer in ("q", "quit"):
                where = f"; saved to {self.save}" if self.save else ""
                self.console.print(f"Stopped{where}.", highlight=False)
                return QUIT
            elif answer in ("u", "undo"):
                if self._undo():
                    return UNDONE
            else:
                self.console.print(f"Not understood: {answer!r}. {HELP_HINT}", highlight=False)

    def _hand_over(self, seat: int) -> Action:
        """With no more input, greedy bots play the people's seats to the end."""
        self.console.print(f"No more input: a greedy bot plays {self.names[seat]} to the end.",
                           highlight=False)
        self.bots = {**self.bots, **{s: GreedyBot(s) for s in self.humans}}
        self.humans = frozenset()
        return self.bots[seat].act(self.game)

    def _undo(self) -> bool:
        """Undo back to a person's last decision (everything is public, so the handle can
        always go back until the game's first move)."""
        game = self.game
        if not game.can_undo:
            self.console.print("Nothing can be undone here.", highlight=False)
            return False
        game.undo()
        while game.can_undo and game.current_player not in self.humans:
            game.undo()
        self.console.print("Undone.", highlight=False)
        return True
