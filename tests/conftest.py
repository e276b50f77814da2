"""Shared test configuration: the ``rule`` marker names the spec IDs a test covers."""

from __future__ import annotations

import pytest

from tests.rule_ids import RULE_IDS


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "rule(*ids): the RULES.md / TILES.md IDs this test covers")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        for mark in item.iter_markers("rule"):
            unknown = [i for i in mark.args if i not in RULE_IDS]
            if unknown:
                raise pytest.UsageError(f"{item.nodeid}: unknown rule id(s) {unknown}")
