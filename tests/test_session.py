"""``burgundy.games.castles.terminal.Session`` driven by scripted answers: quitting, help,
what an option does, other estates, undo with an engine that has it, and a saved game
resumed with its score sheet whole."""

from __future__ import annotations

import io
import random
from collections.abc import Iterator
from pathlib import Path

from rich.console import Console

import burgundy
from burgundy.actions import Action, SellGoods
from burgundy.bots import RandomBot
from burgundy.describe import describe_action
from burgundy.events import Event
from burgundy.game import Game
from burgundy.games.castles.screen import listed
from burgundy.games.castles.terminal import Session
from burgundy.tablesave import TableSave
from burgundy.testing import Scenario
from tests.rules.helpers import turn_order

FIRST = turn_order(2, 0)[0]


class UndoableGame(Game):
    """A game with the undo a front end may find on newer engines: back one move."""

    def __init__(self, game: Game) -> None:
        super().__init__(game.rules, game.state)
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


def quiet_console() -> tuple[Console, io.StringIO]:
    screen = io.StringIO()
    return Console(file=screen, width=100, height=40), screen


def test_i_n_explains_what_an_option_does_with_the_tile_behind_it() -> None:
    game = (Scenario(players=2, seed=0).turn(FIRST, dice=(3, 3))
            .depot(3, ["animal:sheep:2", "building:church", None, None]).build())
    church = next(i for i, a in enumerate(listed(game), 1)
                  if "Church from depot 3" in describe_action(game, a))
    play, screen = session(game, [f"i {church}", "i 999", "q"])
    play.run()
    shown = screen.getvalue()
    assert f"{church}: take the Church from depot 3 (die 3)\nChurch\n" in shown
    assert "Take one mine, knowledge or castle tile from a numbered depot" in shown  # what it does
    assert "Not understood: 'i 999'" in shown


def test_e_n_draws_another_seats_estate_and_state_and_e_back_draws_yours() -> None:
    play, screen = session(a_sale(), ["e 1", "e 0", "q"] if FIRST == 0 else ["e 0", "e 1", "q"])
    play.run()
    panels = [line for line in screen.getvalue().splitlines() if "· estate map" in line]
    other = 1 - FIRST
    assert [f"Seat {s} (" in line for s, line in zip((FIRST, other, FIRST), panels,
                                                      strict=True)] == [True] * 3


def test_a_resumed_game_scores_every_source_before_and_after_the_load(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    rng = random.Random(3)
    asked: list[str] = []

    def person(prompt: str) -> str:  # chooses at random, then stops after 60 decisions
        asked.append(prompt)
        return "q" if len(asked) > 60 else str(rng.randint(1, len(listed(first.game))))

    console, _ = quiet_console()
    first = Session(burgundy.new_game(2, seed=5), frozenset({0}), {1: RandomBot(1)}, console,
                    person, save, bot_names={1: "random"})
    assert first.run() is False
    scored = [dict(seat) for seat in first.sheet.points]
    assert sum(scored[0].values()) > 0 and sum(scored[1].values()) > 0

    table = TableSave.from_json(save.read_text())
    assert table.people == {0} and table.seats == ("person", "random")
    history = table.history()
    assert history is not None
    console, screen = quiet_console()
    resumed = Session(history[0], frozenset(), {0: RandomBot(0), 1: RandomBot(1)}, console,
                      person)
    resumed.catch_up(history[1])
    assert resumed.game.state == first.game.state
    assert resumed.sheet.points == scored  # the points before the save, source by source
    assert screen.getvalue() == ""  # caught up without a word
    assert resumed.run() is True
    shown = screen.getvalue()
    assert "Before the save was loaded" not in shown
    assert [resumed.sheet.total(seat) for seat in (0, 1)] == list(resumed.game.scores())


def test_a_game_saved_without_its_replay_counts_the_points_before_it_in_one_row() -> None:
    game = a_sale()
    sell = next(i for i, a in enumerate(listed(game), 1) if isinstance(a, SellGoods))
    play, _ = session(game, [str(sell), "q"])
    play.run()
    table = TableSave.from_json(game.to_json())  # the position only: a game's own save
    assert table.seats is None and table.history() is None
    console, screen = quiet_console()
    resumed = Session(table.game, frozenset(), {0: RandomBot(0), 1: RandomBot(1)}, console,
                      input)
    resumed.run()
    sheet = screen.getvalue().split("Final scores")[1]
    row = next(line for line in sheet.splitlines() if "Before the save was loaded" in line)
    assert str(game.scores()[FIRST]) in row


def test_people_stay_people_in_the_save_when_a_bot_finishes_for_them(tmp_path: Path) -> None:
    save = tmp_path / "game.json"

    def no_more_input(prompt: str) -> str:
        raise EOFError

    console, screen = quiet_console()
    play = Session(burgundy.new_game(2, seed=4), frozenset({0}), {1: RandomBot(1)}, console,
                   no_more_input, save, bot_names={1: "random"})
    assert play.run() is True
    assert "No more input: a greedy bot plays Seat 0 (you) to the end." in screen.getvalue()
    assert TableSave.from_json(save.read_text()).seats == ("person", "random")
