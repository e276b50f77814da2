"""Every action ``legal_actions()`` lists is accepted by ``apply`` (API.md, "Playing"), in a
stable order, and applying it to a clone leaves the original untouched."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import burgundy
from burgundy.model.state import DECISION_TYPES
from burgundy.testing.invariants import check_invariants, check_step
from burgundy.testing.strategies import actions, games
from tests.properties.helpers import find_pending, random_estates, tiles_deciding

SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _apply_every_legal_action(game: burgundy.Game) -> None:
    saved = game.to_json()
    legal = game.legal_actions()
    for action in legal:
        copy = game.clone()
        copy.apply(action)  # raises IllegalActionError if the listing lied
        check_invariants(copy)
        check_step(game, copy, saved)
    # Same state, same order: a loaded copy lists the same actions in the same order.
    assert burgundy.Game.from_json(saved).legal_actions() == legal
    assert game.to_json() == saved and game.legal_actions() == legal


@SETTINGS
@given(games())
def test_every_legal_action_is_accepted(game: burgundy.Game) -> None:
    _apply_every_legal_action(game)


@SETTINGS
@given(games(advanced=st.booleans()), st.data())
def test_a_drawn_action_keeps_the_invariants(game: burgundy.Game, data: st.DataObject) -> None:
    if game.is_over:
        with pytest.raises(ValueError, match="over"):
            actions(game)
        return
    action = data.draw(actions(game))
    before, saved = game.clone(), game.to_json()
    game.apply(action)
    check_invariants(game)
    check_step(before, game, saved)


@pytest.mark.parametrize("kind", DECISION_TYPES, ids=lambda kind: kind.__name__)
def test_every_answer_to_a_pending_decision_is_accepted(kind: type) -> None:
    # Random play reaches every kind of decision the standard tiles make.
    game, _, _ = find_pending(kind, estates=random_estates(1), seeds=range(400),
                              tiles=tiles_deciding(kind))
    _apply_every_legal_action(game)
