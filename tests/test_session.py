"""``burgundy.terminal.Session`` driven by scripted answers: quitting, help, other estates,
and undo with an engine that has it."""

from __future__ import annotations

import io
from collections.abc import Iterator

from rich.console import Console

import burgundy
from burgundy.actions import Action, SellGoods
from burgundy.bots import RandomBot
from burgundy.events import Event
from burgundy.game import Game
from burgundy.terminal import Session, listed
from burgundy.testing import Scenario
from tests.rules.helpers import turn_order

FIRST = turn_order(2, 0)[0]


class UndoableGame(Game):
    """A game with the undo a front end may find on newer engines: back one move."""

    def __init__(self, game: Game) -> None:
        super().__init__(game.state, game.tiles)
        self.before: list[Game] = []

    def apply(self, action: Action) -> tuple[Event, ...]:
        self.before.append(self.clone())
        return super().apply(action)

    @property
    def can_undo(self) -> bool:
        return bool(self.before)

    def undo(self) -> None:
        earlier = self.before.pop()
        self._state, self._actions = earlier.state, None


def session(game: Game, answers: list[str]) -> tuple[Session, io.StringIO]:
    screen = io.StringIO()
    typed: Iterator[str] = iter(answers)

    def ask(prompt: str) -> str:
        screen.write(prompt + "\n")
        return next(typed)

    bots = {seat: RandomBot(seat) for seat in range(2) if seat != FIRST}
    console = Console(file=screen, width=120)
    return Session(game, frozenset({FIRST}), bots, console, ask), screen


def a_sale() -> Game:
    return (Scenario(players=2, seed=0).turn(FIRST, dice=(3, 3)).goods(FIRST, {3: 2})
            .build())


def test_undo_takes_back_the_points_of_the_moves_undone() -> None:
    game = UndoableGame(a_sale())
    sell = next(i for i, a in enumerate(listed(game), 1) if isinstance(a, SellGoods))
    play, screen = session(game, [str(sell), "u", "q"])
    assert play.run() is False
    assert "Undone." in screen.getvalue()
    assert game.state == a_sale().state
    assert play.sheet.total(FIRST) == 0 and not play.history


def test_without_undo_in_the_engine_nothing_is_undone() -> None:
    game = a_sale()
    play, screen = session(game, ["u", "q"])
    play.run()
    shown = screen.getvalue()
    assert "Nothing can be undone here." in shown
    assert "Undone." not in shown
    assert "Not understood" not in shown


def test_the_score_sheet_counts_the_sale() -> None:
    game = a_sale()
    sell = next(i for i, a in enumerate(listed(game), 1) if isinstance(a, SellGoods))
    play, _ = session(game, [str(sell), "q"])
    play.run()
    assert play.sheet.points[FIRST]["sales"] == game.scores()[FIRST] > 0
    assert burgundy.Game.from_json(game.to_json()).scores() == game.scores()
