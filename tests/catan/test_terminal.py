"""``burgundy play --game catan``: every action and event in words; a whole game for a person
under a 100x40 pseudo-terminal, typed number by number, answering every kind of decision
(discards, the robber, the victim, the cards' choices, offers made and answered); the
commands; a saved game carried on; and what the command refuses."""

from __future__ import annotations

import io
import json
import random
from pathlib import Path

import pytest
from rich.console import Console

import burgundy
from burgundy import bots
from burgundy.cli import main
from burgundy.games import catan
from burgundy.games.catan import actions, events, screen, text
from burgundy.games.catan.geometry import PATHS_AT
from burgundy.games.catan.terminal import Session
from burgundy.kernel.terminal import PROMPT
from tests.catan.helpers import BLUE, RED, WHITE, scenario
from tests.test_terminal import ANSI, Terminal, choices, decision, page_of

#: The last line of a game: who won, under the score sheet.
WON = " points."
SHORT_GAME = Path(__file__).resolve().parents[2] / "tiles" / "catan" / "examples" / \
    "short_game.tiles"


def test_every_action_and_event_has_words() -> None:
    assert set(text.ACTION_WORDS) == set(actions.ACTION_TYPES)
    assert set(text.EVENT_WORDS) == set(events.EVENT_TYPES)
    # And every one of them is told in a whole game, hidden cards as others see them.
    game = catan.new_game(players=4, seed=2)
    chooser = random.Random(2)
    told: set[type] = set()
    while not game.is_over:
        state = game.state
        action = chooser.choice(game.legal_actions())
        assert text.describe_action(state, action)
        for event in game.apply(action):
            told.add(type(event))
            for seat in range(4):
                assert text.describe_event(catan.views.seen(event, seat))
    assert len(told) >= len(events.EVENT_TYPES) - 3  # a shortage and a lapse are rare


def test_the_table_fits_a_100_by_40_terminal_with_room_for_options() -> None:
    game = catan.new_game(players=4, seed=3)
    chooser = random.Random(3)
    console = Console(file=io.StringIO(), width=100, height=40, color_system=None)
    tallest = 0
    for step in range(1500):
        if game.is_over:
            break
        if step % 50 == 0:
            drawn = console.render_lines(screen.table(game.state, 0), pad=False)
            tallest = max(tallest, len(drawn))
            lines = ["".join(segment.text for segment in line).rstrip() for line in drawn]
            assert max(map(len, lines)) <= 100
        game.apply(chooser.choice(game.legal_actions()))
    assert tallest <= 40 - 3 - 8  # the question, the help line, the prompt, 8 options


class Person:
    """Someone at the keyboard answering every decision of seat 0 with a number: the cards
    bought and played, offers made now and then (on a later page), answers and the rest
    at random."""

    #: The options liked best first: cards, to meet every card's decision, then building.
    LIKED = (("play the", "buy a development card"), ("build a city", "build a settlement"))

    def __init__(self, term: Terminal, seed: int) -> None:
        self.term, self.rng = term, random.Random(seed)
        self.questions: list[str] = []
        self.chosen: list[str] = []

    def play(self, shown: str) -> str:
        while WON not in shown:
            assert max(map(len, shown.splitlines())) <= 100
            options = choices(shown)
            assert options, f"no options on screen:\n{shown[-2000:]}"
            question = decision(shown).partition("\n")[0]
            page, pages = page_of(shown)
            offers = [w for w in options if w.startswith("offer ")]
            if "build, trade" in question and page < pages and not offers and \
                    self.rng.random() < 0.15:
                shown = self.term.ask("n", PROMPT, WON)
                continue
            liked = next((found for kinds in self.LIKED
                          if (found := [w for w in options if w.startswith(kinds)])), [])
            if offers and self.rng.random() < 0.5:
                liked = offers
            words = self.rng.choice(liked or list(options))
            self.questions.append(question)
            self.chosen.append(words)
            shown = self.term.ask(str(options[words]), PROMPT, WON)
            told = f"Seat 0 (you): {words}"
            if len(told) <= 100:  # told back on one line
                assert told in shown
        return shown


def played(term: Terminal, seed: int, shown: str) -> tuple[str, str]:
    """From the first screen ``shown``, a person plays seat 0 to the end: the questions
    asked and the options chosen."""
    person = Person(term, seed)
    person.play(shown)
    assert term.close() == 0
    assert "Final scores" in term.raw and WON in term.raw
    return "\n".join(person.questions), "\n".join(person.chosen)


def test_a_whole_game_for_a_person_typed_number_by_number(tmp_path: Path) -> None:
    term = Terminal("--game", "catan", "--players", "4", "--seat", "0", "--seed", "5",
                    "--bots", "greedy", cwd=tmp_path)
    shown = term.read_until(PROMPT)
    assert shown.startswith("Seed 5: burgundy play --game catan --seed 5 deals this game")
    asked, chosen = played(term, 5, shown)
    assert "\x1b[" in term.raw  # coloured: a terminal, not a log
    for kind in ("place your first settlement", "place the road beside", "roll the dice",
                 "a 7: discard", "move the robber", "choose whom", "accept or decline",
                 "trade with one who accepted"):
        assert kind in asked, kind
    # The person's offers were answered by the greedy bots, some accepted.
    assert "offer " in chosen and "Seat 1 (greedy bot) accepts" in term.raw
    drawn = ANSI.sub("", term.raw)
    assert "Sr" in drawn and "ROBBER" in drawn  # red's settlements, the robber


#: Two settlements and a road a seat: red (the person's) at I3 and I30, and so on.
SETTLED = ((3, 30), (12, 35), (17, 44), (22, 52))


def test_a_game_carried_on_with_every_card_and_a_7_to_come(tmp_path: Path) -> None:
    """Seat 0 holds one of each card to play and more than 7 cards, and the next roll is a
    7: the discards, the robber, the victim and each card's own decision, to the end."""
    position = scenario()
    for seat, spots in enumerate(SETTLED):
        for spot in spots:
            position = position.settlement(seat, spot).road(seat, PATHS_AT[spot][0])
    game = (position.hand(RED, {"lumber": 2, "brick": 2, "wool": 2, "grain": 2, "ore": 1})
            .hand(BLUE, {"ore": 2}).hand(WHITE, {"wool": 1})
            .cards(RED, ["knight", "road_building", "discovery", "monopoly"])
            .turn(RED).dice(3, 4).build())
    save = tmp_path / "position.json"
    save.write_text(game.to_json(), encoding="utf-8")
    term = Terminal("--game", "catan", "--load", str(save), "--seat", "0", "--bots", "greedy",
                    cwd=tmp_path)
    asked, _ = played(term, 1, term.read_until(PROMPT))
    for kind in ("a 7: discard", "move the robber", "choose whom", "road building:",
                 "discovery:", "monopoly:"):
        assert kind in asked, kind


def test_the_commands_then_a_save_carried_on(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    term = Terminal("--game", "catan", "--players", "3", "--seat", "0", "--seed", "2",
                    "--save", str(save), cwd=tmp_path)
    shown = term.read_until(PROMPT)
    assert "(mcts bot): settlement on" in shown  # people play against the MCTS bot
    assert "Type the number of an option" in term.ask("h")
    assert "Not understood: 'x'" in term.ask("x")
    first = choices(shown)
    if page_of(shown)[1] > 1:
        second = choices(term.ask("n"))
        assert min(second.values()) == max(first.values()) + 1  # numbered on from page 1
        assert choices(term.ask("p")) == first
    settlement = next(iter(first))
    shown = term.ask(str(first[settlement]))
    assert f"Seat 0 (you): {settlement}" in shown
    shown = term.ask("u")
    assert "Undone." in shown and choices(shown) == first
    shown = term.ask(str(first[settlement]))
    road = next(iter(choices(shown)))
    term.ask(str(choices(shown)[road]))
    assert f"Stopped; saved to {save}." in term.ask("q", "Stopped")
    assert term.close() == 0

    saved = burgundy.Game.from_json(save.read_text())
    assert saved.name == "catan" and len(saved.state.buildings) >= 1
    term = Terminal("--game", "catan", "--load", str(save), "--seat", "0", cwd=tmp_path)
    shown = term.read_until(PROMPT)
    assert "Seed " not in shown and "Seat 0 (you): place your" in shown
    term.ask("q", "Stopped")
    assert term.close() == 0


def test_with_no_more_input_a_greedy_bot_finishes_the_game() -> None:
    game = catan.new_game(3, seed=1)
    console = Console(file=io.StringIO(), width=100, height=40)

    def ask(prompt: str) -> str:
        raise EOFError

    others = {seat: bots.by_name("random", seat, "catan") for seat in (1, 2)}
    session = Session(game, frozenset({0}), others, console, ask)
    assert session.run() is True and game.is_over
    said = console.file.getvalue()  # type: ignore[attr-defined]
    assert "No more input: a greedy bot plays Seat 0 (you) to the end." in said
    assert "Final scores" in said


def test_a_person_sees_only_their_own_hidden_cards() -> None:
    """A theft between two others and a card another player draws are told without the
    card; the person's own are named."""
    game = catan.new_game(4, seed=5)
    console = Console(file=io.StringIO(), width=100, height=40)
    session = Session(game, frozenset({0}), {}, console, input)
    hidden = catan.events.Stolen(1, 2, "ore"), catan.events.CardBought(3, "knight")
    mine = catan.events.Stolen(0, 2, "ore"), catan.events.CardBought(0, "knight")
    told = [text.describe_event(session._seen(e), session.names) for e in hidden + mine]
    assert told == [
        "Seat 1 (a bot) takes a card from Seat 2 (a bot)",
        "Seat 3 (a bot) draws a development card",
        "Seat 0 (you) takes 1 ore from Seat 2 (a bot)",
        "Seat 0 (you) draws a knight card",
    ]


def test_play_and_simulate_take_a_house_rule_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--tiles`` plays Catan's house rules: the short game is won with 5 points, in play
    and in simulate, which compares it with the standard rules over the same seeds."""
    save = tmp_path / "game.json"
    assert main(["play", "--game", "catan", "--players", "3", "--seed", "3", "--bots",
                 "greedy", "--tiles", str(SHORT_GAME), "--save", str(save)]) == 0
    game = burgundy.Game.from_json(save.read_text(encoding="utf-8"))
    (winner,) = game.winners()
    assert game.state.figures.win == 5 and 5 <= game.scores()[winner] < 10
    assert WON in capsys.readouterr().out
    assert main(["simulate", "--game", "catan", "--players", "2", "--games", "2", "--bots",
                 "greedy", "--tiles", str(SHORT_GAME), "--compare", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert all(seat["mean"] < 7 for seat in summary["seats"])
    assert summary["compare"]["all"]["mean"] < 0
    bad = tmp_path / "bad.tiles"
    bad.write_text('language catan 1\nrules r "R" {\n    modify win.pts: set 5\n}\n',
                   encoding="utf-8")
    assert main(["simulate", "--game", "catan", "--games", "1", "--tiles", str(bad)]) == 2
    assert "unknown query point `win.pts`" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--tiles", "x.tiles"], "--tiles: no such file: x.tiles"),
        (["--tiles", str(SHORT_GAME), str(SHORT_GAME)],
         "--tiles: catan plays one house-rule file, not 2"),
        (["--load", "game.json", "--tiles", str(SHORT_GAME)],
         "--load: the saved game has its own board and house rules"),
        (["--expansions", "inns"], "--expansions: Castles' options, not catan's"),
        (["--curves", "any"], "--curves is La Strada's, not catan's"),
        (["--bots", "smart"], "unknown bot 'smart' for catan; bots: greedy, mcts, random"),
        (["--seat", "4", "--players", "4"], "--seat 4: seats are 0 to 3"),
        (["--board", "nowhere.toml"], "board"),
    ],
)
def test_what_the_command_refuses(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["play", "--game", "catan", "--seed", "1", *args]) != 0
    assert message in capsys.readouterr().err
