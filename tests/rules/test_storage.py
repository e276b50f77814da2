"""Storage and warehouse limits: R-STORE-1 (3 hex tiles, discard of the player's choice)
and R-STORE-2 (3 goods types, ships take what fits, GoodsChoice)."""

from __future__ import annotations

import pytest

import burgundy
from burgundy.actions import BuyTile, Choose, PlaceTile, TakeTile, TakeWorkers
from burgundy.events import GoodsShipped, TileDiscarded, TileTaken, TurnOrderMoved
from burgundy.model.state import DiscardChoice, GoodsChoice, ShipChoice
from tests.rules.helpers import (
    assert_illegal,
    of,
    play,
    recorded_game,
    scenario,
    turn_order,
)

tile = burgundy.tile
FIRST, _ = turn_order(2, 0)
FULL = ["mine", "ship", "animal:pig:3"]


def full_storage(**kw: int) -> burgundy.Game:
    return (scenario(4).turn(0, dice=(4, 4)).storage(0, FULL)
            .resources(0, workers=0, silverlings=kw.get("silverlings", 0))
            .depot(4, ["ship", "building:bank", None, None])
            .black_depot(["castle", "knowledge:25"]).build())


# --- R-STORE-1 ----------------------------------------------------------------------


@pytest.mark.rule("R-STORE-1", "R-ORDER-2")
@pytest.mark.parametrize("discard", FULL)
def test_store_1_full_storage_discards_a_tile_of_the_players_choice(discard: str) -> None:
    """R-STORE-1: taking into a full storage first asks which stored tile to discard; it
    leaves the game, the new tile goes in."""
    game = full_storage()
    out_before = game.state.out
    events = play(game, TakeTile(4, 4, 0, 1))
    assert game.state.pending == (DiscardChoice(0, tile("building:bank"), 4, "die"),)
    assert game.current_player == 0
    assert set(game.legal_actions()) == {Choose(t) for t in FULL}
    assert game.state.depots[4][1] is None  # the tile is on its way
    assert not of(events, TileTaken)
    events = play(game, Choose(discard))
    kept = [t for t in FULL if t != discard]
    assert [str(t) for t in game.state.players[0].storage] == [*kept, "building:bank"]
    assert game.state.out == (*out_before, tile(discard))
    assert of(events, TileDiscarded) == [TileDiscarded(0, tile(discard))]
    assert of(events, TileTaken) == [TileTaken(0, tile("building:bank"), 4, "die")]


@pytest.mark.rule("R-STORE-1", "R-TURN-3")
def test_store_1_a_purchase_into_full_storage_discards_too() -> None:
    """R-STORE-1 with R-TURN-3: the bought tile also needs room."""
    game = full_storage(silverlings=2)
    play(game, BuyTile(0, 1))
    assert isinstance(game.state.pending[-1], DiscardChoice)
    play(game, Choose("ship"))
    player = game.state.players[0]
    assert [str(t) for t in player.storage] == ["mine", "animal:pig:3", "knowledge:25"]
    assert player.silverlings == 0
    assert game.state.black_depot == (tile("castle"),)


@pytest.mark.rule("R-STORE-1")
def test_store_1_only_stored_tiles_may_be_discarded() -> None:
    """R-STORE-1: the choice is among the stored tiles; anything else is refused."""
    game = full_storage()
    play(game, TakeTile(4, 4, 0, 0))
    assert_illegal(game, Choose("castle"))
    assert_illegal(game, Choose(3))
    assert_illegal(game, TakeWorkers(4))  # the decision comes first


@pytest.mark.rule("R-STORE-1")
def test_store_1_three_tiles_fit_without_a_discard() -> None:
    """R-STORE-1: storage holds 3: the third tile goes in without a question."""
    game = (scenario(4).turn(0, dice=(4, 4)).storage(0, FULL[:2]).resources(0, workers=0)
            .depot(4, ["ship", "building:bank", None, None]).build())
    play(game, TakeTile(4, 4, 0, 1))
    assert not game.state.pending
    assert [str(t) for t in game.state.players[0].storage] == [*FULL[:2], "building:bank"]


@pytest.mark.rule("R-STORE-1")
def test_store_1_storage_never_exceeds_three_in_whole_games() -> None:
    """R-STORE-1 over recorded games: never more than 3 stored tiles."""
    for players, seed in ((2, 1), (4, 3)):
        for step in recorded_game(players, seed):
            assert all(len(p.storage) <= 3 for p in step.after.players)


# --- R-STORE-2 ----------------------------------------------------------------------


def shipping(held: dict[int, int], depot_goods: list[int]) -> burgundy.Game:
    """FIRST places a ship (die 2, space 17); depot 3 holds ``depot_goods``, the others
    nothing; the ship's depot is then chosen."""
    build = (scenario(2).turn(FIRST, dice=(2, 2)).storage(FIRST, ["ship"])
             .goods(FIRST, held).resources(FIRST, workers=0))
    for n in range(1, 7):
        build.depot_goods(n, depot_goods if n == 3 else [])
    game = build.build()
    play(game, PlaceTile(2, 2, 0, tile("ship"), 17))
    assert game.state.pending[-1] == ShipChoice(FIRST)
    assert game.legal_actions() == (Choose(3),)
    return game


@pytest.mark.rule("R-STORE-2", "R-SHIP-1", "R-ORDER-2")
def test_store_2_goods_choice_when_new_types_compete_for_room() -> None:
    """R-STORE-2 / R-SHIP-1 ruling: two types held, depot has 3, 4, 4, 2: type 2 stacks,
    only one of 3 and 4 fits and the player chooses; the rest stays in the depot."""
    game = shipping({1: 1, 2: 1}, [3, 4, 4, 2])
    events = play(game, Choose(3))
    assert not of(events, GoodsShipped)
    assert game.state.pending[-1] == GoodsChoice(FIRST, (3,), ((3,), (4,)))
    assert set(game.legal_actions()) == {Choose((3,)), Choose((4,))}
    events = play(game, Choose((4,)))
    assert dict(game.state.players[FIRST].goods) == {1: 1, 2: 2, 4: 2}
    assert game.state.depot_goods[3] == (3,)
    assert of(events, GoodsShipped) == [GoodsShipped(FIRST, (3,), (2, 4), 3)]
    # R-SHIP-2 follows the goods (R-ORDER-3: the newest decision first).
    assert of(events, TurnOrderMoved) == [TurnOrderMoved(FIRST, 1)]


@pytest.mark.rule("R-STORE-2")
def test_store_2_two_free_spaces_choose_a_pair() -> None:
    """R-STORE-2: one type held, four new types: choose any two of them."""
    game = shipping({6: 2}, [2, 3, 4, 5, 5])
    play(game, Choose(3))
    options = {a.option for a in game.legal_actions()}
    assert options == {(2, 3), (2, 4), (2, 5), (3, 4), (3, 5), (4, 5)}
    play(game, Choose((3, 5)))
    assert dict(game.state.players[FIRST].goods) == {6: 2, 3: 1, 5: 2}
    assert game.state.depot_goods[3] == (2, 4)


@pytest.mark.rule("R-STORE-2")
def test_store_2_full_warehouse_takes_only_held_types_without_asking() -> None:
    """R-STORE-2: three types held: only those stack; others stay; nothing to choose."""
    game = shipping({1: 1, 2: 1, 3: 1}, [3, 5, 5, 3])
    events = play(game, Choose(3))
    assert not game.state.pending
    assert dict(game.state.players[FIRST].goods) == {1: 1, 2: 1, 3: 3}
    assert game.state.depot_goods[3] == (5, 5)
    assert of(events, GoodsShipped) == [GoodsShipped(FIRST, (3,), (3,), 2)]


@pytest.mark.rule("R-STORE-2", "R-SHIP-1")
def test_store_2_everything_fits_everything_is_taken() -> None:
    """R-STORE-2: one type of each stack without limit; all goods of the depot fit."""
    game = shipping({1: 2}, [1, 1, 4, 1])
    events = play(game, Choose(3))
    assert not game.state.pending
    assert dict(game.state.players[FIRST].goods) == {1: 5, 4: 1}
    assert game.state.depot_goods[3] == ()
    assert of(events, GoodsShipped) == [GoodsShipped(FIRST, (3,), (1, 4), 4)]


@pytest.mark.rule("R-STORE-2")
def test_store_2_never_more_than_three_types_in_whole_games() -> None:
    """R-STORE-2 over recorded games."""
    for players, seed in ((2, 1), (3, 2), (4, 3)):
        for step in recorded_game(players, seed):
            assert all(len(p.goods) <= 3 for p in step.after.players)


@pytest.mark.rule("R-STORE-2")
def test_store_2_scenario_refuses_a_fourth_type() -> None:
    """R-STORE-2: a position with 4 goods types cannot exist."""
    with pytest.raises(ValueError, match="goods"):
        scenario(2).goods(0, {1: 1, 2: 1, 3: 1, 4: 1}).build()

