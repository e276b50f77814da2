"""Tables the docs show that are generated from the code: a test builds each table and
checks the page holds it as written, so the page and the code cannot drift apart."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from tests.rules_coverage import ROOT


def markdown_table(header: Sequence[str], rows: Iterable[Sequence[object]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(map(str, row)) + " |" for row in rows]
    return "\n".join(lines)


def page_showing(page: str, table: str) -> str:
    """The text of ``page`` (relative to the repository), checked to hold ``table``."""
    text = (ROOT / page).read_text(encoding="utf-8")
    assert table in text, f"{page}: a generated table is out of date; it should read:\n{table}"
    return text
