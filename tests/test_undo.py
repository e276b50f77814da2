"""Undo for front ends: back to the last point where something hidden was revealed
(dice rolled, tiles or goods drawn) and no further; redo plays undone actions again."""

from __future__ import annotations

import random

import pytest

import burgundy
from burgundy.actions import TakeTile, TakeWorkers
from burgundy.events import DiceRolled
from burgundy.views import hidden_parts


def test_undo_goes_back_one_action_and_redo_forward_again() -> None:
    game = burgundy.new_game(2, seed=3)
    assert not game.can_undo and not game.can_redo
    start, legal = game.to_json(), game.legal_actions()
    action = next(a for a in legal if isinstance(a, TakeTile))
    game.apply(action)
    after = game.to_json()
    assert game.can_undo
    game.undo()
    assert game.to_json() == start and game.legal_actions() == legal
    assert game.can_redo and not game.can_undo
    game.redo()
    assert game.to_json() == after and not game.can_redo
    assert game.replay().actions == (action,)


def test_undo_stops_where_dice_were_rolled() -> None:
    game = burgundy.new_game(2, seed=5)
    choose = random.Random(5).choice
    while True:
        before = game.state
        events = game.apply(choose(game.legal_actions()))
        if any(isinstance(e, DiceRolled) for e in events):
            break
    # A new round: its dice are known now, so nothing before it can be undone.
    assert game.state.round == 2 and hidden_parts(before) != hidden_parts(game.state)
    assert not game.can_undo
    with pytest.raises(burgundy.IllegalActionError, match="nothing to undo"):
        game.undo()
    first = game.to_json()
    game.apply(next(a for a in game.legal_actions() if isinstance(a, TakeWorkers)))
    game.undo()
    assert game.to_json() == first and not game.can_undo


def test_undo_walks_back_a_whole_round_and_redo_replays_it() -> None:
    game = burgundy.new_game(3, seed=8)
    choose = random.Random(8).choice
    states = [game.to_json()]
    for _ in range(6):  # within round 1: nothing hidden is revealed
        game.apply(choose(game.legal_actions()))
        states.append(game.to_json())
    assert game.state.round == 1
    for back in range(1, 7):
        game.undo()
        assert game.to_json() == states[-1 - back]
    assert not game.can_undo
    for _ in range(6):
        game.redo()
    assert game.to_json() == states[-1] and not game.can_redo


def test_a_new_action_clears_redo_and_redo_with_nothing_raises() -> None:
    game = burgundy.new_game(2, seed=1)
    game.apply(game.legal_actions()[0])
    game.undo()
    game.apply(game.legal_actions()[-1])
    assert not game.can_redo
    with pytest.raises(burgundy.IllegalActionError, match="nothing to redo"):
        game.redo()


def test_clones_undo_independently() -> None:
    game = burgundy.new_game(2, seed=2)
    game.apply(game.legal_actions()[0])
    copy = game.clone()
    copy.undo()
    assert game.can_undo and not copy.can_undo
    assert game.to_json() != copy.to_json()
    assert len(game.replay().actions) == 1 and copy.replay().actions == ()
