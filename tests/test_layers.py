"""The layers of the package (``docs/architecture.md``, "The layers"), read from the import
statements of every module, those inside functions and ``TYPE_CHECKING`` blocks included:

- the kernel (``burgundy.kernel``) imports nothing but itself: no game, no public module;
- a game (``burgundy.games.<name>``, Castles as much as La Strada and Catan) imports only
  the kernel, the tile language and itself;
- the tile language (``burgundy.lang``, ``burgundy.dsl``) is the kernel's and imports no
  game: each game contributes its vocabulary, which the language finds by the game's name;
  nor does its code name a word of Castles' (its comments and docstrings may, as examples);
- no cycle between the packages (the kernel, the language, each game, and the top: the
  public modules that name what the games and the kernel define, and the front ends built on
  them, the command and the web), and none between modules through the imports that run
  when a module is imported. An import inside a function is a late binding (Castles'
  ``query(…)`` expressions ask the query points, whose modifiers are expressions): the
  packages' graph counts it, so it may point back up inside a package, never across one;
- ``import burgundy`` loads neither Lark, numpy, rich nor a game other than Castles.
"""

from __future__ import annotations

import ast
import io
import re
import subprocess
import sys
import tokenize
from collections.abc import Iterator
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parent.parent / "src" / "burgundy"

def module_name(path: Path) -> str:
    parts = path.relative_to(SRC.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(path): path for path in sorted(SRC.rglob("*.py"))}


def _resolved(name: str) -> str:
    """The module ``name`` is in: itself, or the module that defines it."""
    while name not in MODULES:
        name = name.rpartition(".")[0]
    return name


def imports(path: Path, *, in_functions: bool = True) -> set[str]:
    """The project's modules ``path`` imports (``from m import sub`` names the submodule)."""
    found: set[str] = set()

    def visit(node: ast.AST) -> Iterator[ast.AST]:
        for child in ast.iter_child_nodes(node):
            if not in_functions and isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            yield child
            yield from visit(child)

    for node in visit(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            if node.module.split(".")[0] == "burgundy":
                found |= {_resolved(f"{node.module}.{alias.name}") for alias in node.names}
        elif isinstance(node, ast.Import):
            found |= {_resolved(a.name) for a in node.names if a.name.split(".")[0] == "burgundy"}
    found.discard(module_name(path))
    return found


def package(module: str) -> str:
    """The package ``module`` belongs to, as the layers count them: the kernel, the
    language, a game, or the top (the public modules and the front ends)."""
    parts = module.split(".")
    if len(parts) > 2 and parts[1] == "games":
        return ".".join(parts[:3])
    if len(parts) > 1 and parts[1] == "kernel":
        return "kernel"
    if len(parts) > 1 and parts[1] in ("lang", "dsl"):
        return "language"
    return "top"


def _in(module: str, *prefixes: str) -> bool:
    return any(module == p or module.startswith(p + ".") for p in prefixes)


def _paths(*folders: str) -> list[Path]:
    return sorted(p for folder in folders for p in (SRC / folder).rglob("*.py"))


def _ids(path: Path) -> str:
    return str(path.relative_to(SRC))


@pytest.mark.parametrize("path", _paths("kernel"), ids=_ids)
def test_the_kernel_imports_nothing_but_itself(path: Path) -> None:
    outside = {m for m in imports(path) if not _in(m, "burgundy.kernel")}
    assert not outside, f"{_ids(path)} imports {sorted(outside)}"


@pytest.mark.parametrize("path", _paths("games"), ids=_ids)
def test_a_game_imports_only_the_kernel_the_language_and_itself(path: Path) -> None:
    parts = path.relative_to(SRC / "games").parts
    game = f"burgundy.games.{parts[0]}" if len(parts) > 1 else "burgundy.games"
    allowed = ("burgundy.kernel", "burgundy.lang", "burgundy.dsl", game)
    outside = {m for m in imports(path) if not _in(m, *allowed)}
    assert not outside, f"{_ids(path)} imports {sorted(outside)}"


@pytest.mark.parametrize("path", _paths("lang", "dsl"), ids=_ids)
def test_the_language_imports_only_the_kernel_and_itself(path: Path) -> None:
    outside = {m for m in imports(path) if not _in(m, "burgundy.kernel", "burgundy.lang",
                                                   "burgundy.dsl")}
    assert not outside, f"{_ids(path)} imports {sorted(outside)}"


#: Words of Castles' rules and files (a plural or a word joined with ``_`` counts too).
CASTLES_WORDS = (
    "silverling", "estate", "depot", "goods", "knowledge", "building", "worker", "castle",
    "die", "dice", "storage", "warehouse", "shield", "animal", "species", "colour", "ship",
    "city", "pasture",
)
_CASTLES_WORD = re.compile(rf"(?<![a-z])({'|'.join(CASTLES_WORDS)})s?(?![a-z])")


def _docstrings(tree: ast.AST) -> set[int]:
    """The lines where the strings that document something start: a module's, class's or
    function's first statement, and a string standing alone (an attribute's)."""
    return {node.lineno for node in ast.walk(tree)
            if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
            and isinstance(node.value.value, str)}


def castles_words(path: Path) -> list[str]:
    """Every word of ``CASTLES_WORDS`` in the code of ``path`` (names and strings, not
    comments or docstrings), as ``line: word in token``."""
    text = path.read_text(encoding="utf-8")
    documenting = _docstrings(ast.parse(text))
    found = []
    for token in tokenize.generate_tokens(io.StringIO(text).readline):
        if token.type == tokenize.COMMENT or (token.type == tokenize.STRING
                                              and token.start[0] in documenting):
            continue
        found += [f"{token.start[0]}: {m[0]} in {token.string[:60]}"
                  for m in _CASTLES_WORD.finditer(token.string.lower())]
    return found


@pytest.mark.parametrize("path", _paths("lang", "dsl"), ids=_ids)
def test_the_language_names_no_word_of_castles_in_its_code(path: Path) -> None:
    assert castles_words(path) == [], f"{_ids(path)} names Castles' words"


def test_the_word_check_finds_castles_words_in_code_only(tmp_path: Path) -> None:
    module = tmp_path / "module.py"
    module.write_text('"""Counts the estate."""\nESTATE = "estate"  # the estate\n'
                      'def f(die: int) -> str:\n    """A die."""\n    return "with_a_die"\n',
                      encoding="utf-8")
    assert [found.split(":")[0] for found in castles_words(module)] == ["2", "2", "3", "5"]


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of ``graph`` with more than one node (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def connect(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for target in sorted(graph.get(node, ())):
            if target not in index:
                connect(target)
                low[node] = min(low[node], low[target])
            elif target in stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            connect(node)
    return found


def test_no_cycle_between_packages() -> None:
    graph: dict[str, set[str]] = {}
    for name, path in MODULES.items():
        for target in imports(path):
            if package(target) != package(name):
                graph.setdefault(package(name), set()).add(package(target))
    assert _cycles(graph) == []


def test_no_cycle_between_modules_at_import_time() -> None:
    graph = {name: imports(path, in_functions=False) for name, path in MODULES.items()}
    assert _cycles(graph) == []


def test_import_burgundy_loads_no_other_game_nor_lark() -> None:
    loaded = set(subprocess.run(
        [sys.executable, "-c", "import burgundy, sys; print(*sorted(sys.modules))"],
        capture_output=True, text=True, check=True,
    ).stdout.split())
    assert "burgundy.games.castles" in loaded
    assert not {"lark", "numpy", "rich"} & loaded
    assert not any(name.startswith(("burgundy.games.lastrada", "burgundy.games.catan"))
                   for name in loaded)
