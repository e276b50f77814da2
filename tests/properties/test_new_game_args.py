"""Bad ``new_game`` arguments raise ``ValueError`` with a message naming the argument
(API.md, "A game")."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import burgundy


@pytest.mark.parametrize("players", [1, 5, 0, -2, "2", 2.0, None, True, [2]])
def test_bad_player_counts(players: Any) -> None:
    with pytest.raises(ValueError, match="players"):
        burgundy.new_game(players, 0)


@pytest.mark.parametrize("seed", ["x", "1", 1.5, None, True, [1], b"1"])
def test_bad_seeds(seed: Any) -> None:
    with pytest.raises(ValueError, match="seed"):
        burgundy.new_game(2, seed)


@pytest.mark.parametrize(
    "estates",
    [
        [1],
        [1, 1, 1],
        [],
        [1, 0],
        [10, 1],
        [1, -1],
        [1, "2"],
        [1, 2.0],
        [1, None],
        [True, 1],
        "12",
        5,
        1.5,
    ],
)
def test_bad_estates(estates: Any) -> None:
    with pytest.raises(ValueError, match="estates"):
        burgundy.new_game(2, 0, estates=estates)


@pytest.mark.parametrize("tiles", ["standard", [], {}, 1, object()])
def test_bad_tile_sets(tiles: Any) -> None:
    with pytest.raises(ValueError, match="tiles"):
        burgundy.new_game(2, 0, tiles=tiles)


@pytest.mark.parametrize("advanced", ["no", "false"])
def test_bad_advanced_flags(advanced: Any) -> None:
    with pytest.raises(ValueError, match="advanced"):
        burgundy.new_game(2, 0, advanced=advanced)


@given(
    players=st.integers(2, 4),
    seed=st.integers(-(2**70), 2**70),
    maps=st.lists(st.integers(1, 9), min_size=4, max_size=4),
)
def test_good_arguments_make_a_game(players: int, seed: int, maps: list[int]) -> None:
    game = burgundy.new_game(players, seed, estates=maps[:players])
    assert len(game.state.players) == players
    assert [p.estate_map for p in game.state.players] == maps[:players]
    # Tuples are sequences too, and a save of any seed loads.
    again = burgundy.new_game(players, seed, estates=tuple(maps[:players]))
    assert burgundy.Game.from_json(again.to_json()).to_json() == game.to_json()
