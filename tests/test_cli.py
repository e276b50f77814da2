"""The ``burgundy`` command: play, simulate, check, and how it answers bad input."""

from __future__ import annotations

import json
import os
import re
import shutil
import socket
import subprocess
import sys
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

import pytest

import burgundy
from burgundy.cli import main
from burgundy.games.castles import cli as castles_cli
from burgundy.games.castles.rules import flow
from burgundy.tablesave import TableSave
from tests.rules_coverage import ROOT

EXAMPLES = sorted(str(p) for p in (ROOT / "tiles" / "examples").glob("*.tiles"))


def burgundy_command(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    """``python -m burgundy ARGS`` in a child process, as a user runs it."""
    return subprocess.run(
        [sys.executable, "-m", "burgundy", *args],
        cwd=cwd, capture_output=True, text=True, timeout=300, check=False,
        stdin=subprocess.DEVNULL,
    )


def test_version_and_module_entry_point() -> None:
    done = burgundy_command("--version")
    assert done.returncode == 0
    # The compiled build (docs/performance.md) says so: its rules are extension modules.
    build = "compiled" if flow.__file__.endswith(tuple(EXTENSION_SUFFIXES)) else "pure Python"
    assert done.stdout.strip() == f"burgundy {burgundy.__version__} ({build})"


@pytest.mark.parametrize("command", ["play", "simulate", "check"])
def test_every_subcommand_has_help_with_examples(
    command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stopped:
        main([command, "--help"])
    assert stopped.value.code == 0
    out = capsys.readouterr().out
    assert "examples:" in out
    assert f"burgundy {command} " in out.split("examples:")[1]
    with pytest.raises(SystemExit):
        main(["--help"])
    assert f"burgundy {command} " in capsys.readouterr().out.split("examples:")[1]


@pytest.mark.parametrize(
    ("args", "named"),
    [
        (["simulate", "--games", "-1"], "-1"),
        (["simulate", "--games", "x"], "'x'"),
        (["simulate", "--workers", "0"], "0"),
        (["simulate", "--estates", "x"], "'x'"),
        (["play", "--estates", "1,12"], "'12'"),
        (["simulate", "--bots", "random,nobody"], "'nobody'"),
        (["simulate", "--games", "1", "--compare"], "--tiles"),
        (["simulate", "--games", "1", "--tiles", "no-such-file.tiles"], "no-such-file.tiles"),
        (["play", "--load", "no-such-save.json"], "no-such-save.json"),
        (["play", "--load", "game.json", "--estates", "2"], "--load"),
        (["play", "--players", "2", "--seat", "3"], "--seat 3"),
        (["simulate", "--players", "3", "--estates", "1,2", "--games", "1"], "--estates"),
        (["check", "no-such-file.tiles"], "no-such-file.tiles"),
        (["simulate", "--games", "1", "--plot", "/no/such/folder/x.png"], "/no/such/folder"),
        (["play", "--save", "/no/such/folder/game.json"], "/no/such/folder"),
        (["simulate", "--games", "1", "--address", "10.0.0.1:6379"], "--backend ray"),
        (["simulate", "--games", "1", "--backend", "ray", "--workers", "2"], "--workers"),
        (["simulate", "--games", "1", "--backend", "dask"], "'dask'"),
        (["simulate", "--games", "1", "--report", "README.md/study"], "README.md/study"),
    ],
)
def test_bad_input_is_answered_in_one_line(args: list[str], named: str) -> None:
    done = burgundy_command(*args)
    assert done.returncode != 0
    lines = done.stderr.splitlines()
    assert len(lines) <= 2, done.stderr  # check adds its "1 error" count line
    assert named in lines[0]
    assert "Traceback" not in done.stderr


def test_a_broken_pipe_ends_quietly() -> None:
    reader = subprocess.Popen(["head", "-n", "1"], stdin=subprocess.PIPE,
                              stdout=subprocess.DEVNULL)
    writer = subprocess.run(
        [sys.executable, "-m", "burgundy", "play", "--players", "4", "--verbose"],
        cwd=ROOT, stdout=reader.stdin, stderr=subprocess.PIPE, text=True, timeout=300,
        check=False,
    )
    assert reader.stdin is not None
    reader.stdin.close()
    reader.wait()
    assert writer.stderr == ""


def test_an_all_bot_game_runs_without_input_and_shows_the_score_sheet(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["play", "--players", "3", "--seed", "4", "--estates", "1,2,3"]) == 0
    out = capsys.readouterr().out
    assert "— phase E, round 5 —" in out
    assert "Final scores" in out
    for heading in ("Regions completed", "Animals", "Goods sold", "Silverlings left", "Total"):
        assert heading in out
    assert out.rstrip().endswith("wins.")


def test_play_is_deterministic(capsys: pytest.CaptureFixture[str]) -> None:
    main(["play", "--seed", "9", "--verbose"])
    first = capsys.readouterr().out
    main(["play", "--seed", "9", "--verbose"])
    assert capsys.readouterr().out == first
    assert "place the " in first


def test_play_saves_and_loads(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    save = tmp_path / "game.json"
    assert main(["play", "--seed", "2", "--save", str(save)]) == 0
    finished = TableSave.from_json(save.read_text())
    assert finished.game.is_over and finished.people == set()  # bots only
    played = capsys.readouterr().out
    assert main(["play", "--load", str(save)]) == 0  # a finished game: just its scores
    out = capsys.readouterr().out
    assert "Before the save was loaded" not in out
    assert out.split("Final scores")[1] == played.split("Final scores")[1]  # every source


def test_play_deals_a_random_game_and_shows_the_seed_that_deals_it_again(
    capsys: pytest.CaptureFixture[str],
) -> None:
    seeds = []
    for _ in range(2):
        assert main(["play", "--verbose"]) == 0
        out = capsys.readouterr().out
        shown = re.match(r"Seed (\d+): burgundy play --seed (\d+) deals this game again\.\n", out)
        assert shown and shown.group(1) == shown.group(2)
        seeds.append(shown.group(1))
    assert seeds[0] != seeds[1]
    assert main(["play", "--verbose", "--seed", seeds[1]]) == 0
    assert capsys.readouterr().out == out
    assert main(["simulate", "--games", "1", "--json"]) == 0  # simulate keeps its seed 1
    assert json.loads(capsys.readouterr().out)["seed"] == 1


def test_loading_a_save_that_names_no_people_asks_for_their_seats(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    save = tmp_path / "game.json"
    save.write_text(burgundy.new_game(2, 1).to_json())  # a game's own save
    assert main(["play", "--load", str(save)]) == 2
    assert f"--load: {save} is a game's own save, which does not say who plays which seat: " \
        "give --seat N for each seat a person plays" in capsys.readouterr().err
    done = burgundy_command("play", "--load", str(save), "--seat", "0", "--bots", "random")
    assert done.returncode == 0, done.stderr
    assert "No more input: a greedy bot plays Seat 0 (you)" in done.stdout


def test_a_bot_takes_a_persons_seat_of_the_save_only_when_told_and_says_so(
    tmp_path: Path,
) -> None:
    game = burgundy.new_game(2, 1)
    save = tmp_path / "game.json"
    save.write_text(TableSave(game, ("person", "random"), game.replay()).to_json())
    done = burgundy_command("play", "--load", str(save), "--seat", "1", "--bots", "random")
    assert done.returncode == 0, done.stderr
    said = " ".join(done.stdout.split())  # as wrapped at 80 columns
    assert f"Seat 0 was a person's in {save}: a random bot plays it now." in said
    assert "Seat 1 (you) wins." in said or "Seat 0 (random bot) wins." in said


def test_simulate_reports_win_rates_spread_and_sources(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["simulate", "--players", "2", "--games", "4", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "4 games, 2 players, seeds 1..4" in out
    assert "win rate" in out and "stdev" in out
    assert "Regions completed" in out


def test_simulate_json_has_the_documented_shape(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--players", "3", "--games", "3", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert set(summary) == {"games", "players", "seed", "seats", "bots"}
    assert [seat["seat"] for seat in summary["seats"]] == [0, 1, 2]
    for seat in summary["seats"]:
        assert set(seat) == {"seat", "bot", "wins", "win_rate", "mean", "stdev", "sources"}
    assert set(summary["bots"]["random"]) == {"games", "wins", "win_rate", "mean"}
    assert sum(seat["wins"] for seat in summary["seats"]) == 3


def test_simulate_compares_house_rules_with_an_interval(
    capsys: pytest.CaptureFixture[str],
) -> None:
    args = ["simulate", "--games", "3", "--seed", "3", "--compare", "--tiles", *EXAMPLES]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "house tiles minus standard tiles, same 3 seeds" in out
    assert "house tiles per game, all seats together:" in out
    assert "(building:stable): " in out and "(knowledge:27): " in out
    assert "all seats" in out
    assert "noise" in out


def test_check_accepts_good_files(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", *EXAMPLES]) == 0
    assert capsys.readouterr().out.startswith("ok:")


def test_check_lists_every_error_and_fails(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.tiles"
    bad.write_text(
        'building bank "Bank" {\n    on place { gain 2 silverlingz }\n}\n'
        'knowledge 3 "K" {\n    modify sale.silverling: set 2\n}\n'
    )
    assert main(["check", str(bad)]) == 1
    err = capsys.readouterr().err
    assert f"{bad}:2:" in err and "silverlings" in err
    assert f"{bad}:5:" in err and "sale.silverlings" in err
    assert "2 errors" in err


@pytest.mark.parametrize("where", ["repository", "copy"])
def test_check_tells_files_apart_by_their_real_path(
    where: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``burgundy check tiles/buildings.tiles`` in the repository (the standard file
    itself) or in a folder holding a copy of it: no tile is defined twice."""
    folder = ROOT
    if where == "copy":
        (tmp_path / "tiles").mkdir()
        shutil.copy(ROOT / "tiles" / "buildings.tiles", tmp_path / "tiles")
        folder = tmp_path
    cwd = Path.cwd()
    os.chdir(folder)
    try:
        assert main(["check", "tiles/buildings.tiles", "./tiles/buildings.tiles"]) == 0
        assert main(["simulate", "--games", "1", "--tiles", "tiles/buildings.tiles"]) == 0
    finally:
        os.chdir(cwd)
    assert "twice" not in capsys.readouterr().err


def test_expansions_are_named_from_the_packaged_registry(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(castles_cli, "expansion_files",
                        lambda: {"rich_bank": str(ROOT / "tiles/examples/bank.tiles")})
    args = ["simulate", "--games", "2", "--expansions", "rich_bank", "--compare", "--json"]
    assert main(args) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["compare"]["games"] == 2
    assert main(["simulate", "--games", "1", "--expansions", "nothing"]) == 2
    assert "no expansion 'nothing' (expansions: rich_bank)" in capsys.readouterr().err


def test_play_with_a_person_and_no_input_is_played_out_by_a_bot() -> None:
    # The Quick start's command run from a script: when the input ends, a bot takes over.
    result = burgundy_command("play", "--players", "2", "--seat", "0", "--seed", "3",
                              "--bots", "random")
    assert result.returncode == 0, result.stderr
    assert "No more input: a greedy bot plays Seat 0 (you) to the end." in result.stdout
    assert result.stdout.rstrip().endswith("wins.")


def test_people_play_against_the_strongest_quick_bot_by_default() -> None:
    from burgundy.games.castles.cli import bot_lineup

    assert bot_lineup(None, {0}) == ("mcts",)
    assert bot_lineup(None, set()) == ("random",)  # bots only: played out in a moment
    assert bot_lineup(["greedy"], {0}) == ["greedy"]


def test_the_ray_backend_without_ray_names_the_extra_to_install(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # as if Ray were not installed
    assert main(["simulate", "--games", "1", "--backend", "ray"]) == 2
    assert "--backend ray needs ray: pip install 'burgundy[ray]'" in capsys.readouterr().err


def test_an_unreachable_ray_address_is_refused_before_any_game() -> None:
    pytest.importorskip("ray")
    with socket.socket() as probe:  # a port that was free a moment ago: nothing listens
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    done = burgundy_command("simulate", "--games", "1", "--backend", "ray",
                            "--address", f"127.0.0.1:{port}")
    assert done.returncode == 2
    assert done.stderr.strip() == (
        f"burgundy simulate: no Ray cluster answers at 127.0.0.1:{port}: Connection refused"
    )


@pytest.mark.parametrize(("game", "players"), [("castles", 2), ("lastrada", 2), ("catan", 4)])
def test_without_players_each_game_is_played_at_its_usual_table(
    game: str, players: int, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["simulate", "--game", game, "--games", "1", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["players"] == players
