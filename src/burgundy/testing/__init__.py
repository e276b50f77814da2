"""Helpers for testing games and house rules: ``Scenario`` for exact positions,
``check_tiles`` for a whole tile set (``check_game`` for another game), the play helpers of
``burgundy.testing.play``, the invariants of ``burgundy.testing.invariants`` and Hypothesis
strategies (``burgundy.testing.strategies``). See ``docs/testing.md``."""

from burgundy.games.castles.testing.check import CheckSummary, check_game, check_tiles
from burgundy.games.castles.testing.scenario import Scenario

__all__ = ["CheckSummary", "Scenario", "check_game", "check_tiles"]
