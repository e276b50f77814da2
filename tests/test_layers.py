"""The package layers: the language's vocabulary (``burgundy.lang``) and compiler
(``burgundy.dsl``) below, the game's values (``burgundy.model``) beside them, and the
engine above (``burgundy.rules`` and ``burgundy.effects``, the tile programs' runtime,
side by side). No package imports one above it."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parent.parent / "src" / "burgundy"

#: What each lower package may import from the project (besides itself).
ALLOWED = {
    "lang": set(),
    "dsl": {"lang", "data", "errors"},
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
