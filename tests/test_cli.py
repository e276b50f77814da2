"""The ``burgundy`` command: play, simulate, check."""

from __future__ import annotations

from pathlib import Path

import pytest

from burgundy.cli import main
from tests.rules_coverage import ROOT

EXAMPLES = sorted(str(p) for p in (ROOT / "tiles" / "examples").glob("*.tiles"))


def test_play_prints_a_whole_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--players", "3", "--seed", "4", "--estates", "1,2,3"]) == 0
    out = capsys.readouterr().out
    assert "seat 1: map 2" in out
    for phase in "ABCD":
        assert f"end of phase {phase}: points" in out
    assert "final scoring" in out
    assert "winner: seat" in out


def test_play_is_deterministic(capsys: pytest.CaptureFixture[str]) -> None:
    main(["play", "--seed", "9", "--verbose"])
    first = capsys.readouterr().out
    main(["play", "--seed", "9", "--verbose"])
    assert capsys.readouterr().out == first
    assert "places" in first


def test_simulate_reports_scores_and_wins(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--players", "2", "--games", "3", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    lines = [line.split() for line in out.splitlines() if line.strip()[:1].isdigit()]
    seats = [line for line in lines if len(line) == 3]
    assert [line[0] for line in seats] == ["0", "1"]
    assert sum(int(line[2]) for line in seats) == 3  # every game has one winner


def test_simulate_with_house_rules_compares_and_counts_new_tiles(
    capsys: pytest.CaptureFixture[str],
) -> None:
    args = ["simulate", "--games", "2", "--seed", "3", "--compare", "--tiles", *EXAMPLES]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "standard mean" in out
    assert "building:stable:" in out
    assert "knowledge:27:" in out


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


def test_bad_arguments_are_reported_not_raised(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--estates", "1,12"]) == 2
    assert "estates" in capsys.readouterr().err
    assert main(["simulate", "--tiles", "no-such-file.tiles", "--games", "1"]) == 2
    assert "no-such-file.tiles" in capsys.readouterr().err
