"""The architecture page's worked example (``docs/examples/takeaway.py``): the smallest game
one could add runs on the kernel's handle alone, and everything the handle promises every
game works for it: legal actions, refusals that change nothing, undo and redo, saves, the
replay record, action ids, views, and the bots that read only the legal actions."""

from __future__ import annotations

import doctest
import importlib.util
import json
import random
import sys
from pathlib import Path
from types import ModuleType

import pytest

from burgundy.bots import RandomBot, play_out
from burgundy.errors import IllegalActionError, StateError

EXAMPLE = Path(__file__).resolve().parent.parent / "docs" / "examples" / "takeaway.py"


@pytest.fixture(scope="module")
def takeaway() -> ModuleType:
    spec = importlib.util.spec_from_file_location("takeaway", EXAMPLE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["takeaway"] = module
    spec.loader.exec_module(module)
    return module


def test_random_bots_play_it_to_the_end_and_the_last_taker_wins(takeaway: ModuleType) -> None:
    for seed in range(20):
        players = 2 + seed % 3
        game = play_out(takeaway.new_game(players, 17), [RandomBot(seed * 4 + s)
                                                        for s in range(players)])
        assert game.is_over and game.current_player is None and game.legal_actions() == ()
        assert sum(game.state.players) == 17
        (winner,) = game.winners()
        assert game.winner() == winner and game.scores()[winner] == 1
        # The replay record plays back to the same position.
        assert takeaway.replay(game.replay()).state == game.state


def test_an_illegal_take_is_refused_and_changes_nothing(takeaway: ModuleType) -> None:
    game = takeaway.new_game(2, 2)
    with pytest.raises(IllegalActionError, match="take 1 to 2 of the 2 counters"):
        game.apply(takeaway.Take(3))
    assert game.state == takeaway.State((0, 0), 2)
    game.apply(takeaway.Take(2))
    with pytest.raises(IllegalActionError, match="the game is over"):
        game.apply(takeaway.Take(1))


def test_undo_redo_saves_and_action_ids(takeaway: ModuleType) -> None:
    game = takeaway.new_game(3, 10)
    events = game.apply(takeaway.Take(3))
    assert events == (takeaway.Took(0, 3, 7),)
    game.apply(takeaway.Take(2))
    game.undo()
    assert (game.state.pile, game.current_player) == (7, 1)
    game.redo()
    assert game.state.pile == 5
    # Not in burgundy.GAMES, so Game.from_json would not find it: its own load reads it.
    loaded = takeaway.load(json.loads(game.to_json()))
    assert loaded.state == game.state and loaded.name == "takeaway"
    with pytest.raises(StateError, match="malformed take-away save"):
        takeaway.load({"state": {"pile": 3}})
    assert game.action_space_size == 3
    assert game.legal_action_ids() == (0, 1, 2)
    rng = random.Random(0)
    while not game.is_over:
        game.apply(game.action_from_id(rng.choice(game.legal_action_ids())))
    assert game.view(0).to_dict()["pile"] == 0


def test_its_example_in_words_runs(takeaway: ModuleType) -> None:
    result = doctest.testmod(takeaway)
    assert result.attempted > 0 and result.failed == 0
