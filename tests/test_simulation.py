"""``burgundy.simulation``: seeded bot games, summaries, comparisons and plots."""

from __future__ import annotations

import functools
import importlib.resources
import io
import json
import os
import pty
import re
import signal
import statistics
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import pytest

import burgundy
from burgundy import bots, simulation
from burgundy.cli import main
from burgundy.events import (
    ActionUsed,
    ComponentTaken,
    Event,
    FinalScore,
    Gained,
    TilePlaced,
    TrackMarked,
)
from burgundy.progress import progress_bar
from burgundy.simulation import Spec
from tests.rules_coverage import ROOT


def test_the_output_does_not_depend_on_the_number_of_workers(
    capsys: pytest.CaptureFixture[str],
) -> None:
    args = ["simulate", "--players", "3", "--games", "6", "--seed", "5", "--json"]
    assert main([*args, "--workers", "1"]) == 0
    one = capsys.readouterr().out
    assert main([*args, "--workers", "2"]) == 0
    assert capsys.readouterr().out == one


def test_sources_add_up_to_the_scores() -> None:
    played, finished = simulation.run(Spec(players=4, games=3, seed=11))
    assert finished and len(played) == 3
    for result in played:
        assert [sum(seat) for seat in result.sources] == list(result.scores)


def test_summary_means_spread_and_win_rates() -> None:
    spec = Spec(players=2, games=5, seed=2)
    played, _ = simulation.run(spec)
    summary = simulation.summarize(spec, played)
    for seat in summary["seats"]:
        scores = [r.scores[seat["seat"]] for r in played]
        assert seat["mean"] == pytest.approx(statistics.fmean(scores), abs=1e-4)
        assert seat["stdev"] == pytest.approx(statistics.stdev(scores), abs=1e-4)
        assert seat["win_rate"] == pytest.approx(seat["wins"] / 5, abs=1e-4)
        assert sum(seat["sources"].values()) == pytest.approx(seat["mean"], abs=1e-3)
    assert summary["bots"]["random"]["games"] == 10  # two seats in five games


def test_bots_are_dealt_in_order_and_rotate_seat_by_seat() -> None:
    assert simulation.deal(("a", "b"), 3, 0) == ("a", "b", "a")
    assert simulation.deal(("a", "b"), 3, 1) == ("a", "a", "b")
    assert simulation.deal(("a", "b"), 3, 2) == ("b", "a", "a")
    spec = Spec(players=2, games=2, seed=0, bots=("random",))
    played, _ = simulation.run(spec)
    assert [r.lineup for r in played] == [("random", "random")] * 2


def test_unknown_bots_and_no_games_are_refused() -> None:
    with pytest.raises(ValueError, match="unknown bot 'nobody'"):
        Spec(players=2, games=1, seed=0, bots=("nobody",))
    with pytest.raises(ValueError, match="name 1 to 2 bots"):
        Spec(players=2, games=1, seed=0, bots=("random",) * 3)
    with pytest.raises(ValueError, match="games must be at least 1"):
        Spec(players=2, games=0, seed=0)


def test_ctrl_c_keeps_the_games_played_so_far() -> None:
    def stop_after_two(done: int, total: int) -> None:
        if done == 2:
            raise KeyboardInterrupt

    spec = Spec(players=2, games=5, seed=1)
    played, finished = simulation.run(spec, progress=stop_after_two)
    assert not finished
    assert [r.index for r in played] == [0, 1]
    assert simulation.summarize(spec, played)["games"] == 2


def test_comparing_a_tile_set_with_itself_finds_no_difference() -> None:
    spec = Spec(players=2, games=4, seed=3)
    played, _ = simulation.run(spec)
    compared = simulation.compare(spec, played, played)
    assert compared["all"] == {"mean": 0.0, "low": 0.0, "high": 0.0, "noise": True}


def test_a_difference_far_beyond_its_spread_is_more_than_noise() -> None:
    clear = simulation.difference([10, 11, 12, 10], [1, 2, 1, 2])
    assert not clear.is_noise and clear.low > 0
    unclear = simulation.difference([10, 0, 12, 1], [1, 9, 2, 10])
    assert unclear.is_noise


#: Games with every expansion but cloisters (which inns exclude): inns placed, shields taken
#: and kept (seat 1 scores shield points in game 5), routes rewarding, actions used.
EXPANDED = Spec(players=2, games=6, seed=2, tiles=tuple(
    str(burgundy.EXPANSIONS[name]) for name in ("monastery_28", "inns", "trade_routes", "shields")
))


def _events(spec: Spec, index: int) -> tuple[list[Event], burgundy.Game]:
    """Game ``index`` of ``spec`` played again, its bots seeded as ``simulate`` seeds them:
    every event, and the game at its end."""
    seed = spec.seed + index
    game = burgundy.new_game(spec.players, seed, spec.estates, simulation.tile_set(spec.tiles))
    players = [bots.by_name(name, seed * 4 + seat) for seat, name in enumerate(spec.lineup(index))]
    events: list[Event] = []
    while (seat := game.current_player) is not None:
        events += game.apply(players[seat].act(game))
    return events, game


@functools.cache
def _expanded() -> tuple[list[simulation.GameResult], list[tuple[list[Event], burgundy.Game]]]:
    played, _ = simulation.run(EXPANDED)
    return played, [_events(EXPANDED, r.index) for r in played]


def test_what_the_tiles_did_is_counted_from_the_games_events(
    capsys: pytest.CaptureFixture[str],
) -> None:
    played, games = _expanded()
    tallies = simulation.summarize(EXPANDED, played, simulation.tile_set(EXPANDED.tiles))["tiles"]
    events = [e for game_events, _ in games for e in game_events]
    per_game = {tile_id: n / len(played) for tile_id, n in Counter(
        e.tile.id for e in events if isinstance(e, TilePlaced)).items()}
    assert tallies["inn"] == {"name": "Inn", "placed": pytest.approx(per_game["inn"], abs=1e-4)}
    assert per_game["inn"] > 1
    taken = Counter(e.tile.id for e in events if isinstance(e, ComponentTaken) and e.row != "out")
    kept = Counter(t.id for _, game in games for p in game.state.players
                   for _, row in p.rows for t in row)
    used = Counter(e.source for e in events if isinstance(e, ActionUsed))
    for number in range(1, 19):
        shield = tallies[f"shield:{number}"]
        assert shield["taken"] == pytest.approx(taken[f"shield:{number}"] / 6, abs=1e-4)
        assert shield["kept"] == pytest.approx(kept[f"shield:{number}"] / 6, abs=1e-4)
    assert sum(taken.values()) > sum(kept[f"shield:{n}"] for n in range(1, 19)) > 0
    for tile_id in ("rules:inns", "rules:shields", "knowledge:28"):
        assert tallies[tile_id]["used"] == pytest.approx(used[tile_id] / 6, abs=1e-4)
    # A route's rewards: every matched mark is one; those that gain are the route's own.
    routes = {tile_id: t for tile_id, t in tallies.items() if tile_id.startswith("route:")}
    marked = sum(isinstance(e, TrackMarked) and e.matched for e in events)
    assert marked > 0
    assert sum(t["rewards"] for t in routes.values()) * 6 == pytest.approx(marked, abs=1e-2)
    for tile_id, t in routes.items():
        assert "taken" not in t  # dealt, never taken
        assert t["kept"] == pytest.approx(kept[tile_id] / 6, abs=1e-4)
        gains = sum(isinstance(e, Gained) and e.source == tile_id for e in events)
        assert t["rewards"] * 6 >= gains - 1e-3
    # The printed summary and --json say the same.
    args = ["simulate", "--players", "2", "--games", "6", "--seed", "2",
            "--expansions", "monastery_28,inns,trade_routes,shields"]
    assert main([*args, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["tiles"] == tallies
    assert main(args) == 0
    assert f"  Inn (inn): placed {tallies['inn']['placed']:.2f}\n" in capsys.readouterr().out


def test_the_mean_points_per_source_put_shield_and_route_points_under_their_own() -> None:
    played, games = _expanded()
    for result, (events, _) in zip(played, games, strict=True):
        for seat in range(2):
            lines = [e for e in events if isinstance(e, FinalScore) and e.seat == seat]
            gains = [e for e in events if isinstance(e, Gained) and e.seat == seat]
            points = result.points(seat)
            assert points["shield"] == sum(e.points for e in lines if e.label == "Shields")
            assert points["knowledge_scoring"] == sum(
                e.points for e in lines
                if e.label not in ("Shields", "Goods in the warehouse", "Silverlings", "Workers"))
            assert points["route"] == sum(e.amount for e in gains if e.resource == "points"
                                          and e.source.startswith("route:"))
            assert sum(points.values()) == result.scores[seat]
    summary = simulation.summarize(EXPANDED, played)
    assert summary["seats"][1]["sources"]["shield"] > 0
    assert summary["seats"][0]["sources"]["route"] > 0


def test_house_rules_are_played_from_their_files() -> None:
    examples = tuple(str(p) for p in sorted((ROOT / "tiles" / "examples").glob("*.tiles")))
    spec = Spec(players=2, games=2, seed=3, tiles=examples)
    house, _ = simulation.run(spec)
    standard, _ = simulation.run(Spec(players=2, games=2, seed=3))
    assert house != standard


def test_plot_writes_a_png(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("matplotlib")
    target = tmp_path / "scores.png"
    assert main(["simulate", "--games", "3", "--plot", str(target)]) == 0
    assert target.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_ctrl_c_stops_a_run_on_several_processes_with_the_games_so_far() -> None:
    run = subprocess.Popen(
        [sys.executable, "-m", "burgundy", "simulate", "--games", "20000", "--workers", "2",
         "--json"],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    time.sleep(8)  # long enough to start and finish some games, far from all of them
    run.send_signal(signal.SIGINT)
    out, err = run.communicate(timeout=120)
    assert run.returncode == 130
    played = json.loads(out)["games"]
    assert 0 < played < 20000
    assert err.strip() == f"burgundy simulate: stopped after {played} games"


#: What a terminal draws in colour with, taken out to read the text.
COLOUR_CODES = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


def _on_a_terminal(*options: str) -> str:
    """What ``burgundy simulate --games 2 OPTIONS`` draws on standard error when it is a
    terminal, without the terminal's colour codes."""
    args = [sys.executable, "-m", "burgundy", "simulate", "--games", "2", *options]
    screen, child = pty.openpty()
    run = subprocess.Popen(args, cwd=ROOT, stdout=subprocess.PIPE, stderr=child)
    os.close(child)
    chunks = []
    while True:  # read as it is drawn: a terminal holds little unread
        try:
            chunk = os.read(screen, 65536)
        except OSError:  # Linux: the other end is closed
            break
        if not chunk:
            break
        chunks.append(chunk)
    os.close(screen)
    out, _ = run.communicate(timeout=300)
    assert run.returncode == 0
    assert b"2/2" not in out
    drawn = b"".join(chunks).decode()
    return COLOUR_CODES.sub("", drawn)


def test_the_progress_bar_is_drawn_on_a_terminal_only_and_unless_turned_off() -> None:
    args = [sys.executable, "-m", "burgundy", "simulate", "--games", "2"]
    piped = subprocess.run(args, cwd=ROOT, capture_output=True, text=True, check=True)
    assert piped.stderr == ""
    assert "2/2 games" in _on_a_terminal()
    assert _on_a_terminal("--no-progress") == ""


class Terminal(io.StringIO):
    """A stream that says it is a terminal."""

    def isatty(self) -> bool:
        return True


def test_the_progress_bar_counts_games_with_rich() -> None:
    pytest.importorskip("rich")
    screen = Terminal()
    with progress_bar("house tiles", screen) as progress:
        progress(1, 4)
        progress(4, 4)
    drawn = COLOUR_CODES.sub("", screen.getvalue())
    assert "house tiles" in drawn and "4/4 games" in drawn and "━" in drawn


def test_without_rich_the_progress_bar_is_a_line_of_text(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "rich.progress", None)  # as if rich were not installed
    screen = Terminal()
    with progress_bar("games", screen) as progress:
        progress(1, 2)
        progress(2, 2)
    assert screen.getvalue() == (
        "\rgames [###############...............] 1/2 games"
        "\rgames [##############################] 2/2 games\n"
    )


def test_a_run_in_batches_reports_progress_as_batches_end() -> None:
    seen: list[int] = []
    played, finished = simulation.run(
        Spec(players=2, games=17, seed=1), workers=2, progress=lambda done, _: seen.append(done)
    )
    assert finished and [r.index for r in played] == list(range(17))
    assert seen == sorted(seen) and seen[-1] == 17
    assert simulation.batches(17, 2) == [range(i, min(i + 2, 17)) for i in range(0, 17, 2)]
    assert simulation.batches(5, 1) == [range(i, i + 1) for i in range(5)]


def test_a_report_holds_the_tables_and_figures_of_a_comparison(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pytest.importorskip("matplotlib")
    # The installed package's copy: in the compiled build it is not the checkout's file.
    bank = str(importlib.resources.files("burgundy.tiles") / "examples" / "bank.tiles")
    folder = tmp_path / "study"
    args = ["simulate", "--games", "4", "--seed", "3", "--tiles", bank, "--compare"]
    assert main([*args, "--json", "--report", str(folder)]) == 0
    summary = json.loads(capsys.readouterr().out)
    text = (folder / "report.md").read_text(encoding="utf-8")
    # The house file is named by its place in the package, not by a path of this machine.
    assert "seeds: 3 to 6" in text and "`tiles/examples/bank.tiles`" in text
    everyone = summary["compare"]["all"]
    verdict = "within noise" if everyone["noise"] else "more than noise"
    assert (f"| {everyone['mean']:+.2f} | [{everyone['low']:+.2f}, {everyone['high']:+.2f}] "
            f"| {verdict} |") in text
    seat = summary["seats"][0]
    assert f"| 0 | random | {seat['wins']} | {seat['win_rate']:.1%} | {seat['mean']:.1f} |" in text
    assert "Bank (`building:bank`)" in text
    for figure in ("scores.png", "compare.png"):
        assert f"]({figure})" in text
        assert (folder / figure).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_a_report_of_one_run_has_no_comparison(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pytest.importorskip("matplotlib")
    assert main(["simulate", "--games", "2", "--report", str(tmp_path)]) == 0
    assert "report written to" in capsys.readouterr().err
    text = (tmp_path / "report.md").read_text(encoding="utf-8")
    assert "## Scores" in text and "House tiles against" not in text
    assert sorted(p.name for p in tmp_path.iterdir()) == ["report.md", "scores.png"]
