"""Shared test configuration: the ``rule`` marker names the rule IDs a test covers, of any
game (``tests/rule_ids.py``)."""

from __future__ import annotations

import pytest

from tests.rule_ids import KNOWN


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "rule(*ids): the rule IDs this test covers, of any game (tests/rule_ids.py)"
    )


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        for mark in item.iter_markers("rule"):
            unknown = [i for i in mark.args if i not in KNOWN]
            if unknown:
                raise pytest.UsageError(
                    f"{item.nodeid}: unknown rule id(s) {unknown}: not in tests/rule_ids.py"
                )
