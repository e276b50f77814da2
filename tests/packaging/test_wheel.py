"""The package as a user installs it: ``pip install .`` into a fresh virtual environment
outside the source tree (dependencies from the package index), it imports from that
environment, ships the tile files and the grammar, and plays a full game with the standard
tiles.

The repository is copied to a temporary directory before installing, so that the build
writes nothing (``build/``, ``*.egg-info``) into the working tree other people use.
"""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

import pytest

from tests.packaging._build import REPO, activated, install, run

#: Run inside the fresh environment, from a temporary working directory.
CHECK_SCRIPT = textwrap.dedent(
    """
    import importlib.resources
    import json
    import random
    import sys
    from pathlib import Path

    import burgundy

    venv = Path(sys.argv[1]).resolve()
    where = Path(burgundy.__file__).resolve()
    assert where.is_relative_to(venv), f"burgundy imported from {where}, not from {venv}"

    tiles = importlib.resources.files("burgundy.tiles")
    grammars = importlib.resources.files("burgundy.grammars")
    examples = tiles / "examples"
    report = {
        "file": str(where),
        "tiles": sorted(p.name for p in tiles.iterdir() if p.name.endswith(".tiles")),
        "examples": sorted(p.name for p in examples.iterdir() if p.name.endswith(".tiles")),
        "grammars": sorted(p.name for p in grammars.iterdir() if p.name.endswith(".lark")),
        "standard_defs": len(burgundy.STANDARD_TILES.defs),
    }

    game = burgundy.new_game(2, 7)
    rng = random.Random(7)
    actions = 0
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
        actions += 1
    report["actions"] = actions
    report["phase"] = game.state.phase
    report["scores"] = list(game.scores())
    report["winner"] = game.winner()

    # The packaged example house rules load over the standard tiles and play too.
    house = burgundy.load_tiles(
        burgundy.STANDARD_TILES, *(str(examples / n) for n in report["examples"])
    )
    game = burgundy.new_game(3, 7, tiles=house)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    report["house_game_over"] = game.is_over
    print(json.dumps(report))
    """
)


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """``pip install .`` from a copy of the repository into a fresh venv; returns (the venv,
    its python)."""
    return install(tmp_path_factory.mktemp("wheel"))


def test_wheel_installs_and_plays(installed: tuple[Path, Path], tmp_path: Path) -> None:
    """The installed wheel imports from the fresh venv (not the source tree), ships
    ``burgundy.tiles`` (with the examples) and ``burgundy.grammars``, and plays a full
    game with the standard tiles (and one with the example house rules)."""
    venv, python = installed
    work = tmp_path / "cwd"
    work.mkdir()
    script = work / "check_install.py"
    script.write_text(CHECK_SCRIPT, encoding="utf-8")
    out = run([str(python), str(script), str(venv)], work, activated(venv))
    report = json.loads(out.strip().splitlines()[-1])
    assert not Path(report["file"]).is_relative_to(REPO)
    assert report["tiles"] == ["buildings.tiles", "knowledge.tiles"]
    assert report["examples"] == sorted(
        p.name for p in (REPO / "tiles" / "examples").glob("*.tiles")
    )
    assert report["grammars"] == ["tiles.lark"]
    assert report["standard_defs"] == 8 + 26
    assert report["phase"] == "E"
    assert report["actions"] > 100
    assert len(report["scores"]) == 2
    assert report["winner"] in (0, 1)
    assert report["house_game_over"] is True


def test_wheel_builds_without_warnings(installed: tuple[Path, Path]) -> None:
    venv, _ = installed
    log = (venv.parent / "install.log").read_text(encoding="utf-8")
    # The build's own warnings are Python warnings (``SetuptoolsDeprecationWarning: …``,
    # ``_Warning: …``); pip's ``WARNING:`` lines about its own configuration are not the
    # project's.
    warnings = [line for line in log.splitlines() if "Warning" in line]
    assert not warnings, "\n".join(warnings)


def test_wheel_metadata(installed: tuple[Path, Path]) -> None:
    """License, authors, keywords, classifiers and the extras a user installs."""
    venv, _ = installed
    [info] = list(venv.glob("lib/python*/site-packages/burgundy-*.dist-info"))
    metadata = (info / "METADATA").read_text(encoding="utf-8")
    assert "License-Expression: MIT" in metadata
    assert (info / "licenses" / "LICENSE").is_file()
    assert "Author: The burgundy developers" in metadata
    assert "Keywords: " in metadata
    assert "Classifier: Topic :: Games/Entertainment :: Board Games" in metadata
    for extra in ("play", "plot", "ray", "test", "docs", "dev"):
        assert f"Provides-Extra: {extra}" in metadata


def test_wheel_contents(installed: tuple[Path, Path]) -> None:
    """The wheel's package files sit in the venv's site-packages: every package, the tile
    files, the grammar and the game data."""
    venv, _ = installed
    [site] = list(venv.glob("lib/python*/site-packages"))
    package = site / "burgundy"
    for name in (
        "tiles/buildings.tiles",
        "tiles/knowledge.tiles",
        "tiles/examples/bank.tiles",
        "tiles/examples/new_tiles.tiles",
        "grammars/tiles.lark",
        "games/castles/data/board.toml",
        "games/castles/data/components.toml",
        "games/castles/data/estates.toml",
        "py.typed",
        "save.schema.json",
    ):
        assert (package / name).is_file(), name
    for name in ("buildings.tiles", "knowledge.tiles"):
        assert (package / "tiles" / name).read_text(encoding="utf-8") == (
            REPO / "tiles" / name
        ).read_text(encoding="utf-8")
    # pyproject.toml lists the packages by hand: every one of the source is in the wheel.
    source = REPO / "src" / "burgundy"
    for init in source.rglob("__init__.py"):
        assert (package / init.relative_to(source)).is_file(), init.parent.relative_to(source)
