"""docs/rules.md has one line for every rule ID of every game, and none for an unknown ID."""

from __future__ import annotations

import re
from collections import Counter

from tests.rule_ids import KNOWN
from tests.rules_coverage import ROOT

#: The first cell of a table row, the header's and the separator's excepted.
FIRST_CELL = re.compile(r"^\| (?!ID \|)([^|]*?) \|")


def _rows() -> Counter[str]:
    page = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    return Counter(m.group(1) for line in page.splitlines() if (m := FIRST_CELL.match(line)))


def test_every_rule_id_has_exactly_one_row() -> None:
    rows = _rows()
    wrong = {rule: rows[rule] for rule in sorted(KNOWN) if rows[rule] != 1}
    assert not wrong, f"rule IDs without exactly one row in docs/rules.md (rows): {wrong}"


def test_no_row_names_an_unknown_id() -> None:
    unknown = sorted(set(_rows()) - KNOWN)
    assert not unknown, f"rows of docs/rules.md whose ID is not in tests/rule_ids.py: {unknown}"
