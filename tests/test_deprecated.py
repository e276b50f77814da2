"""Names kept for older code still work and say what to use instead: Catan's and La
Strada's ``RULES``, their rules as pure functions of the state, now the rules' modules."""

from __future__ import annotations

from types import ModuleType

import pytest

from burgundy.errors import IllegalActionError
from burgundy.games import catan, lastrada


@pytest.mark.parametrize("game", [catan, lastrada], ids=["catan", "lastrada"])
def test_rules_still_plays_a_game_as_the_handle_does(game: ModuleType) -> None:
    with pytest.warns(DeprecationWarning, match=r"RULES is deprecated: .*rules\.flow\.apply"):
        rules = game.RULES
    handle = game.new_game(players=3, seed=7)
    state = rules.setup(game.Options(players=3, seed=7))
    assert rules.name == handle.name and state == handle.state
    # An end of turn is no answer to a start placement: the same refusal, nothing changed.
    with pytest.raises(IllegalActionError) as refused:
        handle.apply(game.EndTurn())
    assert rules.why_illegal(state, game.EndTurn()) == str(refused.value)
    with pytest.raises(IllegalActionError):
        rules.apply(state, game.EndTurn())
    for _ in range(6):
        assert rules.legal(state) == handle.legal_actions()
        assert rules.to_act(state) == handle.current_player
        action = rules.legal(state)[0]
        state, events = rules.apply(state, action)
        assert events == handle.apply(action) and state == handle.state
    seat = handle.current_player
    assert rules.scores(state) == handle.scores() and rules.outcome(state) is None
    assert rules.view(state, seat) == handle.view(seat)
    assert rules.determinize(state, seat, 3) == handle.determinize(seat, 3).state


def test_unknown_names_are_still_refused() -> None:
    for game in (catan, lastrada):
        with pytest.raises(AttributeError, match="has no attribute 'RULE'"):
            game.RULE  # noqa: B018
