"""Rulings on combinations of the expansions with each other and with the base game
(X-SHIELD-6), and the order of modifiers (R-MOD-5), through play."""

from __future__ import annotations

from collections.abc import Callable

import pytest

import burgundy
from burgundy.actions import Choose, PlaceTile, SellGoods, UseAction
from burgundy.events import (
    MineIncome,
)
from burgundy.model.state import (
    zone_of,
)
from tests.expansions.helpers import expansion, position
from tests.tiles.helpers import (
    SEAT,
    actions,
    find,
    finish_turn,
    of,
    play,
    resources,
    scenario,
)

SHIELDS = "rules:shields"
#: With seed 0 (every clean position's) and two players, depot 2 holds shield 9.
SHIELD_9_DEPOT = 2


def _held(game: burgundy.Game, seat: int = SEAT) -> list[str]:
    return [t.id for t in zone_of(game.state.players[seat].rows, "shield")]


def _take_shield(game: burgundy.Game, depot: int) -> None:
    """The shield action for ``depot``, onto a free castle: the depot's first shield."""
    play(game, find(game, UseAction, source=SHIELDS))
    play(game, Choose(depot - 1))
    play(game, Choose(0))


# --- R-MOD-5 and X-SHIELD-6: knowledge tile 3 with shield 9 ----------------------------------


def _sale_with_k3_then_shield_9(tiles_sold: int) -> int:
    """Knowledge tile 3 placed first, shield 9 taken after it, then a sale: silverlings."""
    game = position("shields", dice=(SHIELD_9_DEPOT,) * 2).estate(SEAT, {12: "knowledge:3"}) \
        .goods(SEAT, {4: tiles_sold}).resources(SEAT, workers=10).build()
    _take_shield(game, SHIELD_9_DEPOT)
    assert _held(game) == ["shield:9"]
    while game.current_player != SEAT:
        finish_turn(game)
    play(game, actions(game, SellGoods, number=4)[0])
    return resources(game)[1]


def _sale_with_shield_9_then_k3(tiles_sold: int) -> int:
    """Shield 9 held first, knowledge tile 3 placed after it, then a sale: silverlings."""
    game = position("shields", dice=(1, 4)).row(SEAT, "shield", ["shield:9"]) \
        .storage(SEAT, ["knowledge:3"]).goods(SEAT, {4: tiles_sold}).build()
    play(game, find(game, PlaceTile, space=12, die=1))
    play(game, find(game, SellGoods, die=4, number=4))
    return resources(game)[1]


@pytest.mark.rule("X-SHIELD-6", "R-MOD-5", "K-3", "X-SHIELD-5")
@pytest.mark.parametrize("sale", [_sale_with_k3_then_shield_9, _sale_with_shield_9_then_k3])
@pytest.mark.parametrize(("tiles_sold", "silverlings"), [(1, 2), (2, 2), (3, 3), (5, 5)])
def test_k3_with_shield_9_pays_the_larger_of_2_and_the_tiles_sold(
    sale: Callable[[int], int], tiles_sold: int, silverlings: int
) -> None:
    assert sale(tiles_sold) == silverlings


#: Two modifiers of one query point whose order matters: 1 -> 3 -> 6 in load order, but
#: 1 -> 2 -> 3 the other way round.
TWO_SETS = """knowledge 40 "Mines pay three" supply 1 black {
    modify mine.silverlings: set 3
}
knowledge 41 "Mines pay double" supply 1 black {
    modify mine.silverlings: set value * 2
}
"""


@pytest.mark.rule("R-MOD-5", "R-MINE-1", "R-KNOW-1")
@pytest.mark.parametrize(("first", "second"), [("knowledge:40", "knowledge:41"),
                                               ("knowledge:41", "knowledge:40")])
def test_modifiers_apply_in_load_order_whatever_order_the_tiles_came(
    first: str, second: str
) -> None:
    tiles = burgundy.load_tiles(burgundy.STANDARD_TILES, TWO_SETS)
    game = scenario(dice=(1, 5), tiles=tiles).phase("A", round=5) \
        .estate(SEAT, {24: "mine"}).storage(SEAT, [first, second]).build()
    play(game, find(game, PlaceTile, tile=burgundy.tile(first), space=12, die=1))
    events = play(game, find(game, PlaceTile, tile=burgundy.tile(second), space=7, die=5))
    # The turn ended the phase: the mine paid 3, doubled, whichever tile came first.
    assert of(events, MineIncome) == [MineIncome(SEAT, 1, 6)]


@pytest.mark.rule("R-MOD-5")
def test_the_2019_components_leave_the_base_tiles_as_they_are() -> None:
    standard = burgundy.STANDARD_TILES
    for tiles in (expansion("shields", "inns"), expansion("inns", "shields")):
        assert all(tiles.by_id[d.id] == d for d in standard.defs)
        assert tiles.tile_mix() == standard.tile_mix()


