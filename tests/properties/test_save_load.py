"""Saving and loading is exact: ``Game.from_json(g.to_json())`` has the same legal actions
and the same future (API.md, "Saving and loading"), also in the middle of a pending
decision and with house-rule tiles."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings

import burgundy
from burgundy.bots import RandomBot
from burgundy.model.state import DECISION_TYPES, EffectFrame, StartCastleChoice
from burgundy.testing.invariants import check_invariants
from burgundy.testing.strategies import games
from tests.properties.helpers import find_pending, house_tiles, random_estates, tiles_deciding


def assert_same_future(game: burgundy.Game, seed: int = 0) -> burgundy.Game:
    """Load ``game``'s save and play both on with the same actions: the same legal actions,
    events and saves at every step, to the end. Returns the loaded game, played out."""
    saved = game.to_json()
    loaded = burgundy.Game.from_json(saved)
    assert loaded.to_json() == saved
    assert loaded.current_player == game.current_player
    check_invariants(loaded)
    original = game.clone()
    bot = RandomBot(seed)
    while not original.is_over:
        legal = original.legal_actions()
        assert loaded.legal_actions() == legal
        action = bot.act(original)
        assert repr(loaded.apply(action)) == repr(original.apply(action))
        assert loaded.to_json() == original.to_json()
    assert loaded.is_over and loaded.scores() == original.scores()
    assert loaded.winner() == original.winner()
    return loaded


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games())
def test_a_loaded_game_has_the_same_future(game: burgundy.Game) -> None:
    assert_same_future(game)


def test_a_finished_game_saves_and_loads() -> None:
    game = burgundy.new_game(2, seed=4)
    loaded = assert_same_future(game, seed=4)
    again = burgundy.Game.from_json(loaded.to_json())
    assert again.is_over and again.legal_actions() == () and again.current_player is None
    assert again.scores() == loaded.scores() and again.winner() == loaded.winner()


def test_saves_are_stable_json() -> None:
    game = burgundy.new_game(3, seed=8, estates=[2, 3, 4])
    document = json.loads(game.to_json())
    assert document["format"] == "burgundy-save" and document["version"] == 4
    assert document["tiles"] == "standard"
    # Saving twice, and saving a loaded game, gives the same bytes.
    assert game.to_json() == game.to_json() == burgundy.Game.from_json(game.to_json()).to_json()


@pytest.mark.rule("R-SETUP-2")
@pytest.mark.parametrize("estate", range(2, 10))
def test_load_during_start_castle_choice(estate: int) -> None:
    game = burgundy.new_game(2, seed=estate, estates=[estate, 1])
    pending = game.state.pending
    assert pending and isinstance(pending[-1], StartCastleChoice) and pending[-1].seat == 0
    assert_same_future(game, seed=estate)


def test_load_during_advanced_start_castle_choices() -> None:
    game = burgundy.new_game(4, seed=3, advanced=True)
    assert sum(isinstance(f, StartCastleChoice) for f in game.state.pending) == 4
    game.apply(game.legal_actions()[-1])  # one seat has chosen, three have not
    assert_same_future(game, seed=3)


@pytest.mark.parametrize("kind", DECISION_TYPES, ids=lambda kind: kind.__name__)
@pytest.mark.parametrize("skip", [0, 3])
def test_load_during_a_pending_decision(kind: type, skip: int) -> None:
    game, seed, _ = find_pending(kind, estates=random_estates(skip), seeds=range(400), skip=skip,
                                 tiles=tiles_deciding(kind))
    assert_same_future(game, seed=seed)


def test_load_with_an_effect_program_waiting_under_a_decision() -> None:
    # A tile program paused in the middle (its continuation saved as data) resumes after
    # loading: look for a decision with an EffectFrame queued under it.
    for seed in range(300):
        game = burgundy.new_game(2 + seed % 3, seed, tiles=house_tiles())
        bot = RandomBot(seed)
        while not game.is_over:
            if any(isinstance(frame, EffectFrame) for frame in game.state.pending):
                assert_same_future(game, seed=seed)
                return
            game.apply(bot.act(game))
    pytest.fail("no effect program waited under a decision in random play")


def test_house_rule_tiles_travel_with_the_save() -> None:
    tiles = house_tiles()
    game = burgundy.new_game(3, seed=21, tiles=tiles)
    document = json.loads(game.to_json())
    assert document["tiles"] != "standard"
    loaded = burgundy.Game.from_json(game.to_json())
    assert loaded.tiles.digest == tiles.digest
    assert loaded.tiles.tile_mix() == tiles.tile_mix()
    assert_same_future(game, seed=21)
