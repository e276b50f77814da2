"""Every rule ID of every game the project plays has a test through play, and
docs/rules-coverage.md is current."""

from __future__ import annotations

from tests.rule_ids import PLAYED
from tests.rules_coverage import ROOT, coverage, markdown


def test_every_rule_id_has_a_test() -> None:
    table = coverage()
    missing = {
        game: untested
        for game, ids in PLAYED.items()
        if (untested := [rule for rule in ids if not table.get(rule)])
    }
    assert not missing, f"rule IDs without a test: {missing}"


def test_coverage_page_is_current() -> None:
    page = (ROOT / "docs" / "rules-coverage.md").read_text(encoding="utf-8")
    assert page == markdown(), "regenerate: python -m tests.rules_coverage > docs/rules-coverage.md"
