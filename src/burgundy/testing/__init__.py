"""Helpers for testing games and house rules: ``Scenario`` for exact positions,
``check_tiles`` for a whole tile set (``check_game`` for another game), the play helpers of
``burgundy.testing.play``, the invariants of ``burgundy.testing.invariants`` and Hypothesis
strategies (``burgundy.testing.strategies``). See ``docs/testing.md``."""

from burgundy.games.castles.testing.check import check_tiles as check_tiles
from burgundy.games.castles.testing.scenario import Scenario as Scenario
from burgundy.kernel.check import CheckSummary as CheckSummary
from burgundy.kernel.check import check_game as check_game

__all__ = ["CheckSummary", "Scenario", "check_game", "check_tiles"]
