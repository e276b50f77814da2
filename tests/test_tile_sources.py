"""Saves and replays name a tile file the package ships by its place in the package, never
by a path of the machine, so that the digest of a tile set is the same wherever the package
is installed; a user's own file keeps its path. Saves and replays written before, which
named packaged files by where they were installed, still load.

``old_records/`` holds such records, written by the engine of format versions 2 (saves)
and 1 (replays) installed in ``/tmp/old-install/lib/python3.12/site-packages``.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import burgundy
from burgundy import replays, serialize
from burgundy.lang.runtime.tileset import ruleset_digest
from tests.expansions.helpers import expansion

ROOT = Path(__file__).resolve().parent.parent
OLD = Path(__file__).resolve().parent / "old_records"
OLD_INSTALL = "/tmp/old-install/lib/python3.12/site-packages/burgundy"
#: The tile files of the package under test: the repository's in a checkout, the installed
#: package's otherwise (where the repository's are a user's copies).
PACKAGED = Path(burgundy.EXPANSIONS["inns"]).resolve().parent.parent
#: Every expansion that may be loaded with the others (inns exclude cloisters).
TOGETHER = ("monastery_28", "cloisters", "trade_routes", "shields")


def _names(tiles: burgundy.TileSet) -> list[str]:
    return [name for name, _ in tiles.sources]


def test_packaged_files_go_by_their_place_in_the_package() -> None:
    assert _names(expansion(*TOGETHER)) == [
        "tiles/buildings.tiles", "tiles/knowledge.tiles",
        *(f"tiles/expansions/{name}.tiles" for name in TOGETHER),
    ]
    # However the path to one is written.
    bank = PACKAGED / "examples" / "bank.tiles"
    indirect = os.path.relpath(bank, Path.cwd())
    for path in (bank, str(bank), indirect):
        tiles = burgundy.load_tiles(burgundy.STANDARD_TILES, path)
        assert _names(tiles)[-1] == "tiles/examples/bank.tiles"
    # Layered again, it is told apart from itself without a path of this machine.
    again = burgundy.load_tiles(burgundy.STANDARD_TILES, PACKAGED / "buildings.tiles")
    assert _names(again)[-1] == "tiles/buildings.tiles (2)"


def test_a_users_own_file_keeps_its_path(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    own = tmp_path / "inns.tiles"
    shutil.copy(burgundy.EXPANSIONS["inns"], own)
    assert _names(burgundy.load_tiles(burgundy.STANDARD_TILES, str(own)))[-1] == str(own)
    # A copy where a packaged file's name would lead from here goes by its real path: a
    # name under tiles/ is always the packaged file's.
    (tmp_path / "tiles" / "expansions").mkdir(parents=True)
    shutil.copy(own, tmp_path / "tiles" / "expansions" / "inns.tiles")
    monkeypatch.chdir(tmp_path)
    tiles = burgundy.load_tiles(burgundy.STANDARD_TILES, "tiles/expansions/inns.tiles")
    assert _names(tiles)[-1] == str(tmp_path.resolve() / "tiles" / "expansions" / "inns.tiles")


def _played(steps: int) -> burgundy.Game:
    game = burgundy.new_game(2, 1, tiles=expansion(*TOGETHER))
    choose = random.Random(1).choice
    for _ in range(steps):
        game.apply(choose(game.legal_actions()))
    return game


def test_no_path_of_the_machine_in_a_save_or_a_replay_with_expansions() -> None:
    game = _played(40)
    installed = str(Path(burgundy.__file__).resolve().parent)
    for text in (game.to_json(), game.replay().to_json()):
        document = json.loads(text)
        sources = document.get("tiles") or document["options"]["tiles"]
        assert not [s["path"] for s in sources["sources"] if os.path.isabs(s["path"])]
        assert str(ROOT) not in text and installed not in text


#: Run with the package installed elsewhere: what a game with the expansions records.
RECORD_SCRIPT = """
import json, random, sys
import burgundy

names = sys.argv[1].split(",")
tiles = burgundy.load_tiles(burgundy.STANDARD_TILES, *(burgundy.EXPANSIONS[n] for n in names))
game = burgundy.new_game(2, 1, tiles=tiles)
choose = random.Random(1).choice
for _ in range(40):
    game.apply(choose(game.legal_actions()))
print(json.dumps({"file": burgundy.__file__, "digest": tiles.digest,
                  "save": game.to_json(), "replay": game.replay().to_json()}))
"""


def _install(folder: Path) -> Path:
    """The package laid out in ``folder`` as a wheel installs it: the tile files and the
    grammar inside it."""
    ignore = shutil.ignore_patterns("__pycache__", "*.so", "*.pyd")
    package = folder / "burgundy"
    shutil.copytree(ROOT / "src" / "burgundy", package, ignore=ignore)
    shutil.copytree(ROOT / "tiles", package / "tiles", ignore=ignore)
    shutil.copytree(ROOT / "grammars", package / "grammars", ignore=ignore)
    return folder


def test_the_digest_is_the_same_wherever_the_package_is_installed(tmp_path: Path) -> None:
    runs = []
    for place in ("one", "elsewhere/two"):
        site = _install(tmp_path / place)
        env = {**os.environ, "PYTHONPATH": str(site)}
        out = subprocess.run(
            [sys.executable, "-c", RECORD_SCRIPT, ",".join(TOGETHER)],
            cwd=tmp_path, env=env, capture_output=True, text=True, check=True,
        ).stdout
        run = json.loads(out)
        assert Path(run["file"]).is_relative_to(site)  # that copy, not this checkout
        runs.append(run)
    here = _played(40)
    assert runs[0]["digest"] == runs[1]["digest"] == here.tiles.digest
    assert runs[0]["save"] == runs[1]["save"] == here.to_json()
    assert runs[0]["replay"] == runs[1]["replay"] == here.replay().to_json()


# --- records written before ----------------------------------------------------------------


def _old(name: str) -> str:
    return (OLD / name).read_text(encoding="utf-8")


def test_a_save_that_named_installed_files_loads_naming_them_by_their_place() -> None:
    text = _old("save-version-2-inns-shields.json")
    old = json.loads(text)
    assert old["version"] == 2 and OLD_INSTALL in text
    game = burgundy.Game.from_json(text)
    assert _names(game.tiles) == [
        "tiles/buildings.tiles", "tiles/knowledge.tiles",
        "tiles/expansions/inns.tiles", "tiles/expansions/shields.tiles",
    ]
    saved = game.to_json()
    document = json.loads(saved)
    assert OLD_INSTALL not in saved and document["version"] == serialize.VERSION
    assert document["ruleset"] == game.tiles.digest != old["ruleset"]
    assert document["state"] == old["state"]  # the same position, a decision waiting
    assert game.legal_actions()


def test_a_save_written_before_under_other_tiles_is_still_refused() -> None:
    old = json.loads(_old("save-version-2-inns-shields.json"))
    old["ruleset"] = "0123456789abcdef"
    with pytest.raises(burgundy.StateError, match="saved under tile set 0123456789abcdef"):
        burgundy.Game.from_json(json.dumps(old))


def test_a_save_written_before_keeps_the_path_of_a_users_own_file() -> None:
    old = json.loads(_old("save-version-2-inns-shields.json"))
    own = "/home/someone/house/inns.tiles"
    old["tiles"]["sources"][2]["path"] = own
    sources = tuple((s["path"], s["text"]) for s in old["tiles"]["sources"])
    old["ruleset"] = ruleset_digest(sources)  # as that engine made it
    game = burgundy.Game.from_json(json.dumps(old))
    assert _names(game.tiles)[2:] == [own, "tiles/expansions/shields.tiles"]


def test_a_replay_that_named_installed_files_plays_back_naming_them_by_their_place() -> None:
    text = _old("replay-version-1-cloisters-trade-routes.json")
    assert json.loads(text)["version"] == 1 and OLD_INSTALL in text
    record = burgundy.Replay.from_json(text)
    assert [s["path"] for s in record.tiles["sources"]][2:] == [
        "tiles/expansions/cloisters.tiles", "tiles/expansions/trade_routes.tiles",
    ]
    game = burgundy.replay(record)
    assert game.is_over and game.replay() == record
    again = game.replay().to_json()
    assert OLD_INSTALL not in again and json.loads(again)["version"] == replays.VERSION
