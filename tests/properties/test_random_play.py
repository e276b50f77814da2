"""Whole games of random legal play end, on every estate and player count, and keep every
invariant after every step (ARCHITECTURE.md, "Tests we want")."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import burgundy
from burgundy import data
from burgundy.bots import RandomBot, play_out
from burgundy.events import Event, FinalScore, GameEnded, RoundStarted, StartCastlePlaced
from tests.properties.helpers import drawn_chooser, house_tiles, play_checked, random_chooser


def _assert_finished(game: burgundy.Game, log: list[Event] | None = None) -> None:
    state = game.state
    assert game.is_over and state.phase == "E" and state.round == 5
    assert game.current_player is None and game.legal_actions() == ()
    winner = game.winner()
    assert winner is not None
    # R-END-GAME-2: the winner has the most points.
    assert game.scores()[winner] == max(game.scores())
    if log is not None:
        # The last event announces the result the game reports.
        last = log[-1]
        assert isinstance(last, GameEnded)
        assert last.scores == game.scores() and last.winner == winner
        # new_game started round 1, unless start castles were chosen first (R-SETUP-2).
        chosen = any(isinstance(e, StartCastlePlaced) for e in log)
        assert sum(isinstance(e, RoundStarted) for e in log) == 24 + chosen
        assert sum(isinstance(e, FinalScore) for e in log) >= 3 * len(state.players)


def _logged(game: burgundy.Game) -> list[Event]:
    log: list[Event] = []
    game.subscribe(log.append)
    return log


@pytest.mark.rule("R-PHASE-1", "R-END-GAME-2")
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("estate", range(1, 10))
def test_random_game_finishes_on_every_estate(players: int, estate: int) -> None:
    game = burgundy.new_game(players, seed=100 * estate + players, estates=[estate] * players)
    log = _logged(game)
    play_checked(game, random_chooser(estate * 7 + players))
    _assert_finished(game, log)
    for player in game.state.players:
        assert player.estate_map == estate
        assert player.spaces.count(burgundy.tile("castle")) >= 1


@pytest.mark.rule("R-SETUP-9")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_game_finishes_with_advanced_setup(players: int) -> None:
    game = burgundy.new_game(players, seed=players, advanced=True)
    maps = [p.estate_map for p in game.state.players]
    # R-SETUP-9: map 1 may repeat, the others are dealt once.
    assert all(maps.count(m) == 1 for m in maps if m != 1)
    log = _logged(game)
    play_checked(game, random_chooser(players))
    _assert_finished(game, log)


def test_random_game_with_house_rules_finishes() -> None:
    # The house rules add tiles to the mix and decisions of their own; conservation is
    # checked against the house mix.
    tiles = house_tiles()
    normal, black = tiles.tile_mix()
    assert len(normal) + len(black) == data.components().hex_total + 8
    game = burgundy.new_game(3, seed=5, tiles=tiles)
    play_checked(game, random_chooser(5))
    _assert_finished(game)


def test_standard_tile_mix_has_164_tiles() -> None:
    normal, black = burgundy.STANDARD_TILES.tile_mix()
    assert len(normal) + len(black) == 164 == data.components().hex_total


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(2, 4),
    seed=st.integers(0, 2**32 - 1),
    estates=st.lists(st.integers(1, 9), min_size=4, max_size=4),
    advanced=st.booleans(),
    data=st.data(),
)
def test_hypothesis_drawn_play_keeps_invariants(
    players: int, seed: int, estates: list[int], advanced: bool, data: st.DataObject
) -> None:
    game = burgundy.new_game(players, seed, estates=estates[:players], advanced=advanced)
    log = _logged(game)
    play_checked(game, drawn_chooser(data))
    _assert_finished(game, log)


def test_play_out_with_one_bot_per_seat() -> None:
    game = burgundy.new_game(3, seed=11)
    bots = [RandomBot(1), RandomBot(2), RandomBot(3)]
    assert play_out(game, bots) is game
    _assert_finished(game)


def test_play_out_is_reproducible_and_guards_runaway_games() -> None:
    first = play_out(burgundy.new_game(2, seed=3), RandomBot(9))
    second = play_out(burgundy.new_game(2, seed=3), RandomBot(9))
    assert first.to_json() == second.to_json()
    with pytest.raises(RuntimeError, match="did not end within 10 actions"):
        play_out(burgundy.new_game(2, seed=3), RandomBot(9), max_steps=10)
    with pytest.raises(ValueError, match="one bot per seat"):
        play_out(burgundy.new_game(2, seed=3), [RandomBot(1)])
