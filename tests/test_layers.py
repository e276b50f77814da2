"""The package layers: the language's vocabulary (``burgundy.lang``) and compiler
(``burgundy.dsl``) below, the game's values (``burgundy.model``) beside them, and the
engine above (``burgundy.rules`` and ``burgundy.effects``, the tile programs' runtime,
side by side). No package imports one above it."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parent.parent / "src" / "burgundy"

#: What each lower package may import from the project (besides itself).
ALLOWED = {
    "lang": set(),
    "dsl": {"lang", "data", "errors", "kernel"},  # the kernel: which games there are
    "model": {"lang", "data", "events"},
    "data": {"model"},  # the tile values its tables are made of
}


def _imports(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names = [node.module]
        elif isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        else:
            continue
        found |= {n.split(".")[1] for n in names if n.startswith("burgundy.")}
        if node.__class__ is ast.ImportFrom and node.module == "burgundy":
            found |= {alias.name for alias in node.names}
    return found


@pytest.mark.parametrize("package", sorted(ALLOWED))
def test_no_package_imports_upward(package: str) -> None:
    for path in sorted((SRC / package).rglob("*.py")):
        upward = _imports(path) - ALLOWED[package] - {package}
        assert not upward, f"{path.relative_to(SRC)} imports {sorted(upward)}"


# --- the kernel and the games (docs/architecture.md, "Import rules") -------------------------

#: What the kernel may import: itself, and the general modules it still shares with Castles'
#: code until they move into it.
KERNEL_MAY_IMPORT = (
    "burgundy.kernel", "burgundy.errors", "burgundy.version", "burgundy.model.rng",
    "burgundy.model.values",
)
#: What each game may import besides the kernel and itself. Castles still wraps the top-level
#: modules it will move into ``games/castles``; it is the one game not checked yet.
GAMES = ("lastrada", "catan")
#: The language, which KERNEL.md puts in the kernel and which has not moved there yet: a game
#: names its vocabulary with it and compiles its house rules.
LANGUAGE = ("burgundy.lang.", "burgundy.dsl")


def _modules(path: Path) -> set[str]:
    """Every ``burgundy`` module ``path`` imports, at any depth (in functions too)."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names |= {f"{node.module}.{alias.name}" for alias in node.names}
        elif isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
    return {name for name in names if name.startswith("burgundy")}


@pytest.mark.parametrize(
    "path", sorted((SRC / "kernel").rglob("*.py")), ids=lambda p: str(p.relative_to(SRC))
)
def test_the_kernel_imports_no_game(path: Path) -> None:
    outside = {n for n in _modules(path) if not n.startswith(KERNEL_MAY_IMPORT)}
    assert not outside, f"{path.relative_to(SRC)} imports {sorted(outside)}"


@pytest.mark.parametrize(
    "path",
    sorted(p for game in GAMES for p in (SRC / "games" / game).rglob("*.py")),
    ids=lambda p: str(p.relative_to(SRC)),
)
def test_a_game_imports_only_the_kernel_and_itself(path: Path) -> None:
    game = path.relative_to(SRC / "games").parts[0]
    allowed = (*KERNEL_MAY_IMPORT, *LANGUAGE, f"burgundy.games.{game}")
    outside = {n for n in _modules(path) if not n.startswith(allowed)}
    assert not outside, f"{path.relative_to(SRC)} imports {sorted(outside)}"


def test_import_burgundy_loads_no_other_game_nor_lark() -> None:
    loaded = set(subprocess.run(
        [sys.executable, "-c", "import burgundy, sys; print(*sorted(sys.modules))"],
        capture_output=True, text=True, check=True,
    ).stdout.split())
    assert "burgundy.games.castles" in loaded
    assert not {"lark", "numpy", "rich"} & loaded
    assert not any(name.startswith(("burgundy.games.lastrada", "burgundy.games.catan"))
                   for name in loaded)
