"""Castles' invariants, defined in ``burgundy.games.castles.testing.invariants``, under the
name the public API has always given them."""

from burgundy.games.castles.testing.invariants import check_events as check_events
from burgundy.games.castles.testing.invariants import check_invariants as check_invariants
from burgundy.games.castles.testing.invariants import check_step as check_step
