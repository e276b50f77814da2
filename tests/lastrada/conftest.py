"""The ``lastrada_rule`` marker names the LA_STRADA.md IDs a test covers (beside the
project's ``rule`` marker, whose IDs are Castles')."""

from __future__ import annotations

import pytest

from tests.lastrada.rule_ids import L_RULE_IDS


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "lastrada_rule(*ids): the LA_STRADA.md IDs a test covers")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        for mark in item.iter_markers("lastrada_rule"):
            unknown = [i for i in mark.args if i not in L_RULE_IDS]
            if unknown:
                raise pytest.UsageError(f"{item.nodeid}: unknown La Strada rule id(s) {unknown}")
