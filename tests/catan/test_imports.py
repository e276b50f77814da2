"""The package stands apart from Castles, ready for the kernel (KERNEL.md, "Import rules"):
it imports only itself, the random stream, the value copier and the errors (kernel layer 0);
``import burgundy`` loads none of it."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "src" / "burgundy" / "games" / "catan"
ALLOWED = ("burgundy.games.catan", "burgundy.model.rng", "burgundy.model.values", "burgundy.errors")


def imported(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names |= {f"{node.module}.{alias.name}" for alias in node.names}
        elif isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
    return {name for name in names if name.startswith("burgundy")}


@pytest.mark.parametrize("path", sorted(PACKAGE.rglob("*.py")), ids=lambda p: p.name)
def test_the_package_imports_only_itself_and_the_kernels_bottom_layer(path: Path) -> None:
    outside = {n for n in imported(path) if not n.startswith(ALLOWED)}
    assert not outside, f"{path.relative_to(PACKAGE)} imports {sorted(outside)}"


def test_import_burgundy_does_not_load_catan() -> None:
    loaded = subprocess.run(
        [sys.executable, "-c", "import burgundy, sys; print(sorted(sys.modules))"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert "burgundy.games" not in loaded
