"""The paths users import from keep working now that Castles' code lives in
``burgundy.games.castles`` and what every game shares in ``burgundy.kernel``: every module and
name the README and the docs show is there, and a module kept at an old path is a thin
re-export, naming the very objects its new home defines (so ``isinstance``, pickles and
``is`` agree whichever path a program imports)."""

from __future__ import annotations

import ast
import importlib
import pickle
import re
from pathlib import Path

import pytest

import burgundy
from tests.rules_coverage import ROOT

SRC = ROOT / "src" / "burgundy"

#: The public paths whose code moved, each now a module that names what another defines.
REEXPORTS = [
    "burgundy.actions", "burgundy.adapters", "burgundy.adapters.openspiel",
    "burgundy.adapters.pettingzoo", "burgundy.bots", "burgundy.chance", "burgundy.cluster",
    "burgundy.data",
    "burgundy.describe", "burgundy.encoding", "burgundy.errors", "burgundy.events", "burgundy.game",
    "burgundy.model.rng", "burgundy.model.state", "burgundy.model.tile",
    "burgundy.model.values", "burgundy.observation", "burgundy.progress", "burgundy.replays",
    "burgundy.report", "burgundy.schema", "burgundy.scoresheet", "burgundy.serialize",
    "burgundy.simulation", "burgundy.tablesave", "burgundy.testing", "burgundy.testing.invariants",
    "burgundy.testing.strategies",
    "burgundy.testing.play", "burgundy.version", "burgundy.views",
]
#: Pages written by hand (a generated page is held to its generator by its own test).
PAGES = [ROOT / "README.md", *(
    page for page in sorted((ROOT / "docs").glob("*.md"))
    if not page.read_text(encoding="utf-8").startswith("<!-- Generated")
)]


#: The adapters' old paths import what their extra installs.
EXTRAS = {"openspiel": "pyspiel", "pettingzoo": "gymnasium"}


def _path(module: str) -> Path:
    folder = SRC.parent.joinpath(*module.split("."))
    return folder / "__init__.py" if folder.is_dir() else folder.with_suffix(".py")


@pytest.mark.parametrize("module", REEXPORTS)
def test_an_old_path_only_names_what_its_new_home_defines(module: str) -> None:
    for extra, needs in EXTRAS.items():  # an adapter's path needs its extra installed
        if module.endswith(extra):
            pytest.importorskip(needs, reason=f"{module} needs the {extra} extra")
    tree = ast.parse(_path(module).read_text(encoding="utf-8"))
    loaded = importlib.import_module(module)
    named = set()
    for node in tree.body:
        if isinstance(node, ast.ImportFrom) and node.module != "__future__":
            home = importlib.import_module(node.module or "")
            for alias in node.names:
                assert alias.asname == alias.name, f"{module}: import {alias.name} as itself"
                assert getattr(loaded, alias.name) is getattr(home, alias.name)
                named.add(alias.name)
        elif isinstance(node, ast.Assign):
            assert [t.id for t in node.targets if isinstance(t, ast.Name)] == ["__all__"]
        elif isinstance(node, ast.If):  # python -m burgundy.schema
            assert ast.unparse(node.test) == "__name__ == '__main__'"
        else:
            assert isinstance(node, ast.ImportFrom | ast.Expr), f"{module}: {ast.unparse(node)}"
    assert set(getattr(loaded, "__all__", ())) <= named


def test_burgundy_names_its_public_modules() -> None:
    # ``burgundy.actions`` is the module ``import burgundy.actions`` gives, as it always was.
    for name in ("actions", "events"):
        assert getattr(burgundy, name) is importlib.import_module(f"burgundy.{name}")


#: ``(tile("animal:cow:3"), TakeWorkers(die=4))`` pickled before the move: a tile by
#: ``burgundy.model.tile._shared``, an action by its class in ``burgundy.actions``.
OLD_PICKLE = (
    b"\x80\x04\x95j\x00\x00\x00\x00\x00\x00\x00\x8c\x13burgundy.model.tile\x94\x8c\x07_shared"
    b"\x94\x93\x94\x8c\x0canimal:cow:3\x94\x85\x94R\x94\x8c\x10burgundy.actions\x94\x8c\x0b"
    b"TakeWorkers\x94\x93\x94)\x81\x94}\x94\x8c\x03die\x94K\x04sb\x86\x94."
)


def test_a_pickle_made_before_the_move_loads_as_the_same_values() -> None:
    tile, action = pickle.loads(OLD_PICKLE)
    assert tile is burgundy.tile("animal:cow:3")  # tiles are shared values
    assert action == burgundy.actions.TakeWorkers(die=4)


#: ``(ir.Sell(optional=True), ir.SetDie(ir.Num(1), ir.Num(6)))`` pickled while Castles'
#: statements were defined in ``burgundy.lang.ir``.
OLD_STATEMENTS_PICKLE = (
    b"\x80\x04\x95\x91\x00\x00\x00\x00\x00\x00\x00\x8c\x10burgundy.lang.ir\x94\x8c\x04Sell"
    b"\x94\x93\x94)\x81\x94}\x94(\x8c\x08optional\x94\x88\x8c\x03pos\x94Nubh\x00\x8c\x06SetDie"
    b"\x94\x93\x94)\x81\x94}\x94(\x8c\x03die\x94h\x00\x8c\x03Num\x94\x93\x94)\x81\x94}\x94("
    b"\x8c\x05value\x94K\x01h\x06Nub\x8c\x06number\x94h\r)\x81\x94}\x94(h\x10K\x06h\x06Nubh"
    b"\x06Nub\x86\x94."
)


def test_castles_statements_pickled_at_the_languages_path_load_as_castles() -> None:
    from burgundy.games.castles import statements
    from burgundy.lang import ir

    sell, set_die = pickle.loads(OLD_STATEMENTS_PICKLE)
    assert sell == statements.Sell(optional=True)
    assert set_die == statements.SetDie(ir.Num(1), ir.Num(6))
    assert ir.Sell is statements.Sell  # the old path names the very class


def test_the_old_registry_path_names_castles_vocabulary() -> None:
    from burgundy.games.castles import vocabulary
    from burgundy.lang import registry

    for name in ("CASTLES", "EVENTS", "QUERIES", "STATEMENTS", "EXPRESSIONS", "LET",
                 "RESOURCES", "TILE_KINDS", "SPECIES", "COLOURS", "ENUMS", "OWNER_NAMES",
                 "STATEMENT_OF_NODE", "StatementSpec"):
        assert getattr(registry, name) is getattr(vocabulary, name), name
    with pytest.raises(AttributeError):
        registry.NOT_A_NAME  # noqa: B018


def _shown() -> list[tuple[str, str]]:
    """``(page, dotted name)`` for every ``burgundy`` module or name the pages show: in
    ``import`` and ``from … import`` lines and in running text."""
    found = []
    for page in PAGES:
        text = page.read_text(encoding="utf-8")
        for module, names in re.findall(r"from (burgundy[\w.]*) import ([\w, ]+)", text):
            found += [(page.name, f"{module}.{name.strip()}") for name in names.split(",")]
        found += [(page.name, name) for name in re.findall(r"\bburgundy(?:\.\w+)+", text)]
    return sorted(set(found))


def _resolves(dotted: str) -> bool:
    parts = dotted.split(".")
    for split in range(len(parts), 0, -1):
        try:
            found: object = importlib.import_module(".".join(parts[:split]))
        except ModuleNotFoundError as error:
            if error.name and not error.name.startswith("burgundy"):
                pytest.skip(f"{dotted} needs {error.name}")
            continue
        for part in parts[split:]:
            if not hasattr(found, part):
                return False
            found = getattr(found, part)
        return True
    return False


@pytest.mark.parametrize(("page", "dotted"), _shown(), ids=lambda x: x)
def test_every_name_the_pages_show_is_there(page: str, dotted: str) -> None:
    assert _resolves(dotted), f"{page} shows {dotted}, which cannot be imported"
