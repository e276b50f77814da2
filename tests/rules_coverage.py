"""Which tests cover which rule ID, read from the ``@pytest.mark.rule(...)`` markers, with a
table per game the project plays.

``python -m tests.rules_coverage > docs/rules-coverage.md`` regenerates the page;
``tests/test_rules_coverage.py`` checks that it is current and that every ID has a test.
"""

from __future__ import annotations

import ast
import sys
from collections import defaultdict
from pathlib import Path

from tests.rule_ids import PLAYED

ROOT = Path(__file__).resolve().parent.parent


def _rule_ids(decorators: list[ast.expr]) -> list[str]:
    ids: list[str] = []
    for decorator in decorators:
        if (
            isinstance(decorator, ast.Call)
            and isinstance(decorator.func, ast.Attribute)
            and decorator.func.attr == "rule"
        ):
            ids += [a.value for a in decorator.args if isinstance(a, ast.Constant)]
    return ids


def coverage() -> dict[str, list[str]]:
    """Rule ID -> test ids (``path::Class::test``), for every test file under tests/."""
    found: dict[str, list[str]] = defaultdict(list)
    for path in sorted((ROOT / "tests").rglob("test_*.py")):
        module = ast.parse(path.read_text(encoding="utf-8"))
        relative = path.relative_to(ROOT).as_posix()
        for node in module.body:
            scopes = (
                [(node, "", [])]
                if not isinstance(node, ast.ClassDef)
                else [
                    (child, f"{node.name}::", _rule_ids(node.decorator_list)) for child in node.body
                ]
            )
            for item, prefix, inherited in scopes:
                if isinstance(
                    item, ast.FunctionDef | ast.AsyncFunctionDef
                ) and item.name.startswith("test"):
                    for rule in dict.fromkeys(inherited + _rule_ids(item.decorator_list)):
                        found[rule].append(f"{relative}::{prefix}{item.name}")
    return dict(found)


def markdown() -> str:
    table = coverage()
    lines = [
        "# Rules coverage",
        "",
        "Every rule ID of each game the project plays and the tests that cover it through",
        "play, a table per game; [Rules reference](rules.md) says what each ID is about.",
        "Generated from the tests' `@pytest.mark.rule(...)` markers:",
        "`python -m tests.rules_coverage > docs/rules-coverage.md`.",
    ]
    for game, ids in PLAYED.items():
        lines += ["", f"## {game}", "", "| rule | tests |", "|---|---|"]
        for rule in ids:
            tests = table.get(rule, [])
            cell = "<br>".join(f"`{t}`" for t in tests) if tests else "**none**"
            lines.append(f"| {rule} | {cell} |")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    sys.stdout.write(markdown())
