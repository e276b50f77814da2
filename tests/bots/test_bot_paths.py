"""One's own bot, named by its import path (``package.module:Class``) wherever a bot's
name goes: ``bots.by_name``, ``simulation.Spec`` and ``burgundy simulate|play --bots``, on
one process or several."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from burgundy import bots, cli, simulation

MODULE = '''
from burgundy.actions import SellGoods


class Seller:
    """Sells goods whenever it can, else takes the first action offered."""

    def __init__(self, seed):
        self.seed = seed

    def act(self, game):
        actions = game.legal_actions()
        sales = [a for a in actions if isinstance(a, SellGoods)]
        return sales[0] if sales else actions[0]


def make(seed):
    return Seller(seed)


def needs_two(seed, other):
    return Seller(seed)


def no_act(seed):
    return object()


NOT_A_BOT = 3
'''


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A folder on ``sys.path`` holding the package ``mine``: ``mine.bots`` (above) and
    ``mine.broken``, whose import fails."""
    package = tmp_path / "mine"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "bots.py").write_text(MODULE)
    (package / "broken.py").write_text("raise RuntimeError('no luck')\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    yield tmp_path
    for name in [m for m in sys.modules if m == "mine" or m.startswith("mine.")]:
        del sys.modules[name]


def _simulate(capsys: pytest.CaptureFixture[str], *arguments: str) -> dict[str, object]:
    assert cli.main(["simulate", "--games", "4", "--json", "--no-progress", *arguments]) == 0
    summary: dict[str, object] = json.loads(capsys.readouterr().out)
    return summary


@pytest.mark.usefixtures("folder")
@pytest.mark.parametrize("path", ["mine.bots:Seller", "mine.bots:make"])
def test_simulate_plays_a_bot_class_or_factory_named_by_its_import_path(
    path: str, capsys: pytest.CaptureFixture[str]
) -> None:
    summary = _simulate(capsys, "--bots", f"{path},greedy")
    played = summary["bots"]
    assert isinstance(played, dict) and list(played) == [path, "greedy"]
    assert played[path]["games"] == 4 and played["greedy"]["wins"] == 4
    assert bots.by_name(path, seed=3).seed == 3


@pytest.mark.usefixtures("folder")
def test_play_seats_a_bot_named_by_its_import_path(capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("rich")
    assert cli.main(["play", "--bots", "mine.bots:Seller,random", "--seed", "3"]) == 0
    assert "mine.bots:Seller" in capsys.readouterr().out


@pytest.mark.usefixtures("folder")
def test_a_game_saved_with_ones_own_bot_loads_with_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pytest.importorskip("rich")
    save = str(tmp_path / "game.json")
    assert cli.main(["play", "--bots", "mine.bots:Seller,random", "--save", save]) == 0
    capsys.readouterr()
    assert cli.main(["play", "--load", save]) == 0
    assert "mine.bots:Seller" in capsys.readouterr().out  # the seat its save names


@pytest.mark.usefixtures("folder")
@pytest.mark.parametrize(
    ("path", "message"),
    [
        ("nowhere.bots:Seller",
         "bot 'nowhere.bots:Seller': cannot import module 'nowhere.bots': No module named "
         "'nowhere' (is its folder on PYTHONPATH?)"),
        ("mine.broken:Seller",
         "bot 'mine.broken:Seller': importing module 'mine.broken' raised RuntimeError: no luck"),
        ("mine.bots:Buyer", "bot 'mine.bots:Buyer': module 'mine.bots' ({bots}) has no 'Buyer'"),
        ("mine.bots:NOT_A_BOT",
         "bot 'mine.bots:NOT_A_BOT': 'NOT_A_BOT' in {bots} is not a class or function"),
        ("mine.bots:needs_two",
         "bot 'mine.bots:needs_two': 'needs_two' in {bots} must take the seed as its one "
         "argument"),
        ("mine.bots:", "bot 'mine.bots:': an import path names a module and a class in it"),
        ("Seller", "unknown bot 'Seller'; bots: greedy, mcts, random, or the import path"),
    ],
)
def test_a_bad_import_path_is_refused_in_one_line_naming_what_and_where(
    path: str, message: str, folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    message = message.format(bots=folder / "mine" / "bots.py")
    assert cli.main(["simulate", "--bots", f"greedy,{path}", "--games", "1"]) == 2
    err = capsys.readouterr().err
    assert f"burgundy simulate: argument --bots: {message}" in err
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1
    with pytest.raises(ValueError, match=re.escape(message)):  # from Python, the same words
        simulation.Spec(players=2, games=1, seed=0, bots=(path,))


@pytest.mark.usefixtures("folder")
def test_a_factory_that_makes_no_bot_is_refused() -> None:
    with pytest.raises(ValueError, match=r"'mine\.bots:no_act': <object .*> has no act\(game\)"):
        bots.by_name("mine.bots:no_act")


def test_worker_processes_import_the_bot_by_its_path(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Another process, two workers: each imports the bot from the path it is given. The
    # output is the same as one process's here.
    arguments = ["--bots", "mine.bots:Seller,greedy", "--seed", "5"]
    alone = _simulate(capsys, *arguments)
    path = os.pathsep.join([str(folder), *sys.path])
    result = subprocess.run(
        [sys.executable, "-m", "burgundy", "simulate", "--games", "4", "--json", *arguments,
         "--workers", "2"],
        capture_output=True, text=True, env={**os.environ, "PYTHONPATH": path}, check=False,
    )
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == alone
