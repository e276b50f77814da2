"""Which tests cover which La Strada rule ID, read from the ``@pytest.mark.lastrada_rule``
markers; the table is the last section of ``docs/lastrada.md``.

``python -m tests.lastrada.coverage`` rewrites that section; ``test_coverage.py`` checks that
it is current and that every ID has a test.
"""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

from tests.lastrada.rule_ids import L_RULE_IDS

ROOT = Path(__file__).resolve().parents[2]
PAGE = ROOT / "docs" / "lastrada.md"
HEADING = "## Rules coverage"


def coverage() -> dict[str, list[str]]:
    """Rule ID -> test ids (``path::test``) of the tests under tests/lastrada/."""
    found: dict[str, list[str]] = defaultdict(list)
    for path in sorted(Path(__file__).parent.glob("test_*.py")):
        relative = path.relative_to(ROOT).as_posix()
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if not isinstance(node, ast.FunctionDef):
                continue
            for decorator in node.decorator_list:
                if (
                    isinstance(decorator, ast.Call)
                    and isinstance(decorator.func, ast.Attribute)
                    and decorator.func.attr == "lastrada_rule"
                ):
                    for arg in decorator.args:
                        if isinstance(arg, ast.Constant):
                            found[arg.value].append(f"{relative}::{node.name}")
    return dict(found)


def section() -> str:
    table = coverage()
    lines = [
        HEADING,
        "",
        "Every `L-…` ID of the rules and the tests that cover it through play, generated",
        "from the tests' `@pytest.mark.lastrada_rule(...)` markers:",
        "`python -m tests.lastrada.coverage`.",
        "",
        "| rule | tests |",
        "|---|---|",
    ]
    for rule in L_RULE_IDS:
        tests = table.get(rule, [])
        cell = "<br>".join(f"`{t}`" for t in tests) if tests else "**none**"
        lines.append(f"| {rule} | {cell} |")
    return "\n".join(lines) + "\n"


def page() -> str:
    """The page with its coverage section as it should be."""
    text = PAGE.read_text(encoding="utf-8")
    return text[: text.index(HEADING)] + section()


if __name__ == "__main__":
    PAGE.write_text(page(), encoding="utf-8")
