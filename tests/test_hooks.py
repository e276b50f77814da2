"""The escape hatch: a tile may ``call`` a Python hook registered with ``load_tiles``."""

from __future__ import annotations

import attrs
import pytest

import burgundy
from burgundy.actions import PlaceTile
from burgundy.model.state import GameState
from burgundy.testing import Scenario

# A house rule the language cannot say: the bank doubles its owner's silverlings.
DOUBLING_BANK = """
building bank "Doubling bank" {
    on place { call "double_silverlings" }
}
"""


def double_silverlings(state: GameState, seat: int) -> GameState:
    players = list(state.players)
    players[seat] = attrs.evolve(players[seat], silverlings=players[seat].silverlings * 2)
    return attrs.evolve(state, players=tuple(players))


def _bank_game(tiles: burgundy.TileSet) -> burgundy.Game:
    return (
        Scenario(players=2, seed=0, tiles=tiles)
        .turn(0, dice=(3, 2))
        .storage(0, ["building:bank"])
        .resources(0, silverlings=5)
        .build()
    )


BANK_ON_11 = PlaceTile(die=3, number=3, workers=0, tile=burgundy.tile("building:bank"), space=11)


def test_a_tile_calls_its_registered_hook() -> None:
    tiles = burgundy.load_tiles(
        burgundy.STANDARD_TILES, DOUBLING_BANK, hooks={"double_silverlings": double_silverlings}
    )
    game = _bank_game(tiles)
    game.apply(BANK_ON_11)
    assert game.state.players[0].silverlings == 10


def test_an_unregistered_hook_is_a_load_error() -> None:
    with pytest.raises(burgundy.TileError, match="double_silverlings"):
        burgundy.load_tiles(burgundy.STANDARD_TILES, DOUBLING_BANK)


def test_a_save_names_its_hooks_and_needs_them_to_load() -> None:
    tiles = burgundy.load_tiles(
        burgundy.STANDARD_TILES, DOUBLING_BANK, hooks={"double_silverlings": double_silverlings}
    )
    saved = _bank_game(tiles).to_json()
    with pytest.raises(burgundy.StateError, match="double_silverlings"):
        burgundy.Game.from_json(saved)
    game = burgundy.Game.from_json(saved, hooks={"double_silverlings": double_silverlings})
    game.apply(BANK_ON_11)
    assert game.state.players[0].silverlings == 10
