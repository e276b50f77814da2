"""docs/tutorial.md stays true: its files check, its error output is what `burgundy check`
prints, and its test passes against the engine."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from burgundy import dsl
from tests.dsl._util import REPO

TUTORIAL = (REPO / "docs" / "tutorial.md").read_text(encoding="utf-8")
_BLOCK = re.compile(r"<!-- (file|check output): (\S+) -->\n```\w*\n(.*?)```", re.DOTALL)


def _blocks(label: str) -> dict[str, str]:
    return {name: body for kind, name, body in _BLOCK.findall(TUTORIAL) if kind == label}


def _write_files(folder: Path) -> None:
    for name, body in _blocks("file").items():
        target = folder / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(body, encoding="utf-8")


def test_every_tiles_block_parses() -> None:
    blocks = re.findall(r"```tiles\n(.*?)```", TUTORIAL, re.DOTALL)
    assert len(blocks) >= 5
    for block in blocks:
        dsl.parse(block)


def test_tutorial_files_check(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _write_files(tmp_path)
    monkeypatch.chdir(tmp_path)
    tile_files = [n for n in _blocks("file") if n.endswith(".tiles") and "typo" not in n]
    assert len(tile_files) >= 3
    for name in tile_files:
        assert dsl.check_files([name]) == [], name


def test_tutorial_shows_the_real_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _write_files(tmp_path)
    monkeypatch.chdir(tmp_path)
    ((name, shown),) = _blocks("check output").items()
    assert "\n".join(str(e) for e in dsl.check_files([name])) + "\n" == shown


@pytest.mark.parametrize("name", ["test_house.py", "test_seals.py"])
def test_tutorial_tests_pass(name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _write_files(tmp_path)
    monkeypatch.chdir(tmp_path)
    namespace: dict[str, object] = {}
    exec(compile(_blocks("file")[name], name, "exec"), namespace)
    tests = [f for n, f in namespace.items() if n.startswith("test_") and callable(f)]
    assert len(tests) == 1
    tests[0]()
