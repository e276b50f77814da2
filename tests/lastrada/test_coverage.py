"""Every La Strada rule ID has a test through play, and the table in docs/lastrada.md is
current."""

from __future__ import annotations

from tests.lastrada.coverage import PAGE, coverage, page
from tests.lastrada.rule_ids import L_RULE_IDS


def test_every_rule_id_has_a_test() -> None:
    table = coverage()
    missing = [rule for rule in L_RULE_IDS if not table.get(rule)]
    assert not missing, f"La Strada rule IDs without a test: {missing}"


def test_coverage_table_is_current() -> None:
    assert PAGE.read_text(encoding="utf-8") == page(), (
        "regenerate: python -m tests.lastrada.coverage"
    )
