"""``burgundy play --game lastrada``: a whole game for a person under a 100x40
pseudo-terminal, typed number by number; the commands (pages, help, undo, quit); a saved
game carried on; the bots by name; and what the command refuses."""

from __future__ import annotations

import io
import random
from pathlib import Path

import pytest
from rich.console import Console

import burgundy
from burgundy import bots
from burgundy.cli import main
from burgundy.games import lastrada
from burgundy.games.lastrada.bots import GreedyBot
from burgundy.games.lastrada.terminal import Session
from burgundy.kernel.terminal import PROMPT
from tests.test_terminal import Terminal, choices, decision, page_of

#: The last line of a game: who won, under the score sheet.
WON = ("gold.", "left.", "left each.")


def test_a_whole_game_for_a_person_typed_number_by_number(tmp_path: Path) -> None:
    term = Terminal("--game", "lastrada", "--players", "3", "--seat", "0", "--bots", "random",
                    "--seed", "5", cwd=tmp_path)
    shown = term.read_until(PROMPT)
    assert shown.startswith("Seed 5: burgundy play --game lastrada --seed 5 deals this game")
    assert "\x1b[" in term.raw  # coloured: a terminal, not a log
    rng = random.Random(5)
    routes = placed = 0
    while "Final scores" not in shown:
        assert max(map(len, shown.splitlines())) <= 100
        options = choices(shown)
        assert options, f"no options on screen:\n{shown[-2000:]}"
        question = decision(shown).partition("\n")[0]
        if "start field" in question:
            placed += 1
        liked = [w for w in options if w.startswith("route")]
        words = rng.choice(liked or list(options))
        routes += words.startswith("route")
        shown = term.ask(str(options[words]), PROMPT, "Final scores")
        if words.startswith("route"):
            # The option's words are told back, and its first field shows the seat's tile.
            assert f"Seat 0 (you): {words}" in shown
    if not any(w in shown for w in WON):  # the last line may have come with the sheet
        term.read_until(*WON)
    assert term.close() == 0
    assert placed == 1 and routes >= 3
    sheet = term.raw.split("Final scores")[1]
    for row in ("Cities", "Villages", "Hamlets", "Farms", "Gold", "Days left (ties)"):
        assert row in sheet
    assert "=A=" in term.raw and "[A]" in term.raw and "Seat 1 (random bot)" in term.raw


def test_the_commands_then_a_save_carried_on(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    term = Terminal("--game", "lastrada", "--players", "2", "--seat", "0", "--seed", "2",
                    "--save", str(save), cwd=tmp_path)
    shown = term.read_until(PROMPT)
    while "your turn" not in decision(shown):  # both start fields
        shown = term.ask("1")
    assert "Seat 1 (mcts bot)" in shown  # people play against the strongest bot
    first = choices(shown)
    if page_of(shown)[1] > 1:
        second = choices(term.ask("n"))
        assert min(second.values()) == max(first.values()) + 1  # numbered on from page 1
        assert choices(term.ask("p")) == first
    assert "Type the number of an option" in term.ask("h")
    assert "Not understood: 'x'" in term.ask("x")
    route = next(w for w in first if w.startswith("route"))
    shown = term.ask(str(first[route]))
    assert f"Seat 0 (you): {route}" in shown
    shown = term.ask("u")
    assert "Undone." in shown and choices(shown) == first
    term.ask(str(first[route]))
    assert f"Stopped; saved to {save}." in term.ask("q", "Stopped")
    assert term.close() == 0

    saved = burgundy.Game.from_json(save.read_text())
    assert saved.name == "lastrada" and len(saved.state.players[0].reached) == 3
    term = Terminal("--game", "lastrada", "--load", str(save), "--seat", "0", cwd=tmp_path)
    shown = term.read_until(PROMPT)
    assert "Seed " not in shown and "Seat 0 (you): your turn" in shown
    term.ask("q", "Stopped")
    assert term.close() == 0


def test_with_no_more_input_a_greedy_bot_finishes_the_game() -> None:
    game = lastrada.new_game(2, seed=1)
    console = Console(file=io.StringIO(), width=100, height=40)

    def ask(prompt: str) -> str:
        raise EOFError

    session = Session(game, frozenset({0}), {1: bots.by_name("random", 1, "lastrada")},
                      console, ask)
    assert session.run() is True and game.is_over
    said = console.file.getvalue()  # type: ignore[attr-defined]
    assert "No more input: a greedy bot plays Seat 0 (you) to the end." in said
    assert "Final scores" in said


def test_the_bots_by_name_for_la_strada() -> None:
    assert isinstance(bots.by_name("greedy", 3, "lastrada"), GreedyBot)
    assert isinstance(bots.for_seat("random", 3, 1, "lastrada"), bots.RandomBot)
    assert isinstance(bots.by_name("greedy", 3), bots.GreedyBot)  # Castles' by default
    with pytest.raises(ValueError,
                       match="unknown bot 'smart' for lastrada; bots: greedy, mcts, random"):
        bots.by_name("smart", 0, "lastrada")
    game = lastrada.new_game(3, seed=4)
    bots.play_out(game, [bots.for_seat("greedy", 4, seat, "lastrada") for seat in range(3)])
    assert game.is_over and game.winners()


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--tiles", "x.tiles"], "--tiles: no such file: x.tiles"),
        (["--advanced"], "--advanced: Castles' options, not lastrada's"),
        (["--bots", "smart"], "unknown bot 'smart' for lastrada"),
        (["--seat", "3"], "--seat 3: seats are 0 to 1"),
    ],
)
def test_what_the_command_refuses(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["play", "--game", "lastrada", "--seed", "1", *args]) != 0
    assert message in capsys.readouterr().err


def test_la_strada_options_are_refused_for_castles(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--curves", "any", "--seed", "1"]) != 0
    assert "--curves is La Strada's: give it with --game lastrada" in capsys.readouterr().err
