"""Helpers for testing games and house rules: ``Scenario`` and Hypothesis strategies
(``burgundy.testing.strategies``)."""

from burgundy.testing.scenario import Scenario

__all__ = ["Scenario"]
