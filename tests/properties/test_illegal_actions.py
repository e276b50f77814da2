"""An action that is not legal raises ``IllegalActionError`` saying why, and leaves the game
exactly as it was (API.md, "Playing")."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import burgundy
from burgundy.actions import (
    Action,
    BuyTile,
    Choose,
    EndTurn,
    PlaceTile,
    SellGoods,
    Skip,
    TakeTile,
    TakeWorkers,
)
from burgundy.model.state import DiscardChoice
from burgundy.testing.invariants import check_invariants
from burgundy.testing.strategies import games
from tests.properties.helpers import find_pending, play_random


def assert_rejected(game: burgundy.Game, action: Any, *reason: str) -> str:
    """``action`` raises IllegalActionError whose message holds every ``reason`` text, and
    the game is unchanged (the same save, the same legal actions)."""
    saved, legal = game.to_json(), game.legal_actions()
    with pytest.raises(burgundy.IllegalActionError) as raised:
        game.apply(action)
    message = str(raised.value)
    for text in reason:
        assert text in message, message
    assert game.to_json() == saved
    assert game.legal_actions() == legal
    return message


def _turn_start(seed: int = 1) -> burgundy.Game:
    game = burgundy.new_game(2, seed)
    assert not game.state.pending
    return game


@pytest.mark.rule("R-TURN-1")
def test_end_turn_with_dice_left() -> None:
    game = _turn_start()
    assert_rejected(game, EndTurn(), "still has dice to use")


def test_a_die_that_was_not_rolled() -> None:
    game = _turn_start()
    dice = game.state.players[game.current_player or 0].dice
    missing = next(d for d in range(1, 7) if d not in dice)
    assert_rejected(game, TakeWorkers(missing), "unused dice", str(missing))
    # A used die is gone for the rest of the turn.
    used = dice[0]
    game.apply(TakeWorkers(used))
    if used != dice[1]:
        assert_rejected(game, TakeWorkers(used), "unused dice")


@pytest.mark.rule("R-TURN-2")
def test_wrong_workers_count() -> None:
    game = _turn_start()
    priced = [a for a in game.legal_actions() if isinstance(a, TakeTile) and a.workers > 0]
    free = [a for a in game.legal_actions() if isinstance(a, TakeTile) and a.workers == 0]
    assert priced and free
    for action in priced[:3]:
        assert_rejected(game, TakeTile(action.die, action.number, 0, action.slot), "costs")
        more = action.workers + 1
        assert_rejected(game, TakeTile(action.die, action.number, more, action.slot), "costs")
    for action in free[:3]:
        assert_rejected(game, TakeTile(action.die, action.number, 1, action.slot), "costs")


def test_choose_and_skip_without_a_pending_decision() -> None:
    game = _turn_start()
    assert_rejected(game, Choose(1), "no pending decision")
    assert_rejected(game, Skip(), "no pending decision")


@pytest.mark.parametrize(
    "thing", ["take workers", None, 3, (1, 2), {"type": "end_turn"}, EndTurn, object()]
)
def test_a_value_that_is_not_an_action(thing: object) -> None:
    assert_rejected(_turn_start(), thing, "expected an action from burgundy.actions")


def test_castle_actions_need_a_castle() -> None:
    game = _turn_start()
    assert_rejected(game, TakeWorkers(None), "castle")
    assert_rejected(game, TakeTile(None, 1, 0, 0), "castle")


def test_places_and_sales_that_cannot_be() -> None:
    game = _turn_start()
    player = game.state.players[game.current_player or 0]
    die = player.dice[0]
    assert not player.storage
    assert_rejected(game, PlaceTile(die, die, 0, burgundy.tile("ship"), 0), "not in", "storage")
    missing = next(g for g in range(1, 7) if not player.goods_counts[g])
    assert_rejected(game, SellGoods(die, missing, 0), "no goods of type")
    assert_rejected(game, TakeTile(die, 9, 0, 0), "depot 9 has no tile")
    assert_rejected(game, BuyTile(0, 99), "buy slot 99")


def test_actions_that_do_not_answer_the_pending_decision() -> None:
    game, _, _ = find_pending(DiscardChoice)
    die = game.state.players[0].dice[0]
    assert_rejected(game, TakeWorkers(die), "must answer", "DiscardChoice")
    assert_rejected(game, Choose("dragon"), "must answer")
    assert_rejected(game, EndTurn(), "must answer")
    assert_rejected(game, Skip(), "must answer")  # discarding is not optional


def test_nothing_is_legal_after_the_end() -> None:
    game = burgundy.new_game(2, 6)
    play_random(game, 6, 10_000)
    assert game.is_over
    assert_rejected(game, EndTurn(), "the game is over")
    assert_rejected(game, TakeWorkers(1), "the game is over")


@pytest.mark.parametrize(
    ("kind", "fields"),
    [
        pytest.param(SellGoods, ("die", "1", 0), id="sell-str-number"),
        pytest.param(TakeTile, ("die", "a", 0, 0), id="take-str-number"),
        pytest.param(TakeTile, ("die", 1, 0, "0"), id="take-str-slot"),
        pytest.param(TakeTile, ("die", 1, None, 0), id="take-none-workers"),
        pytest.param(PlaceTile, ("die", "die", 0, "ship", 3), id="place-str-tile"),
    ],
)
def test_actions_with_fields_of_the_wrong_type(kind: Any, fields: tuple[Any, ...]) -> None:
    # A front end may build actions from user input: a field of the wrong type is one
    # more illegal action, not a crash. "die" stands for a die the player has.
    game = _turn_start()
    die = game.state.players[game.current_player or 0].dice[0]
    action = kind(*(die if field == "die" else field for field in fields))
    assert_rejected(game, action, "not legal")


_small = st.integers(-1, 8)
_die = st.none() | _small
_actions: st.SearchStrategy[Action] = st.one_of(
    st.builds(TakeTile, _die, _small, st.integers(-1, 6), st.integers(-1, 5)),
    st.builds(
        PlaceTile,
        _die,
        _small,
        st.integers(-1, 6),
        st.sampled_from(
            ["castle", "mine", "ship", "animal:cow:2", "building:bank", "knowledge:3"]
        ).map(burgundy.tile),
        st.integers(-1, 38),
    ),
    st.builds(SellGoods, _die, _small, st.integers(-1, 6)),
    st.builds(TakeWorkers, _die),
    st.builds(BuyTile, _small, st.integers(-1, 9)),
    st.builds(Choose, _small | st.text(max_size=12) | st.tuples(_small, _small)),
    st.just(Skip()),
    st.just(EndTurn()),
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games(), st.lists(_actions, min_size=1, max_size=8))
def test_made_up_actions_are_accepted_only_when_listed(
    game: burgundy.Game, made_up: list[Action]
) -> None:
    for action in made_up:
        if action in game.legal_actions():
            game.apply(action)
            check_invariants(game)
        else:
            assert_rejected(game, action, "not legal")
