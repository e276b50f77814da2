"""Section 4 of RULES.md: the four dice actions (R-ACT-TAKE, R-ACT-PLACE, R-ACT-SELL,
R-ACT-WORK)."""

from __future__ import annotations

import pytest

import burgundy
from burgundy.actions import PlaceTile, SellGoods, TakeTile, TakeWorkers
from burgundy.events import GoodsSold, GoodsTileSold, TilePlaced, TileTaken, WorkersTaken
from tests.rules.helpers import actions, assert_illegal, of, play, scenario, turn_order

tile = burgundy.tile
FIRST, _ = turn_order(2, 0)
DEPOT_4 = ["ship", "building:bank", "animal:cow:2", "mine"]  # depot 4's slot colours


def placements(game: burgundy.Game) -> set[tuple[str, int]]:
    return {(str(a.tile), a.space) for a in actions(game, PlaceTile)}


# --- R-ACT-TAKE ---------------------------------------------------------------------


@pytest.mark.rule("R-ACT-TAKE", "R-STORE-1")
@pytest.mark.parametrize("slot", [0, 1, 2, 3])
def test_act_take_any_tile_of_the_depot_the_die_names(slot: int) -> None:
    """R-ACT-TAKE: a 4 takes any one tile of depot 4 into storage (never the estate)."""
    game = (scenario(4).turn(0, dice=(4, 4)).resources(0, workers=0)
            .storage(0, []).depot(4, DEPOT_4).build())
    assert {a.slot for a in actions(game, TakeTile, number=4)} == {0, 1, 2, 3}
    assert not actions(game, TakeTile, number=3)  # another depot needs a worker
    events = play(game, TakeTile(4, 4, 0, slot))
    player = game.state.players[0]
    assert player.storage == (tile(DEPOT_4[slot]),)
    assert dict(player.estate) == {18: tile("castle")}
    expected = tuple(None if i == slot else tile(t) for i, t in enumerate(DEPOT_4))
    assert game.state.depots[4] == expected
    assert of(events, TileTaken) == [TileTaken(0, tile(DEPOT_4[slot]), 4, "die")]


@pytest.mark.rule("R-ACT-TAKE")
def test_act_take_an_empty_slot_cannot_be_taken() -> None:
    """R-ACT-TAKE: only slots holding a tile."""
    game = (scenario(4).turn(0, dice=(4, 4)).resources(0, workers=0)
            .depot(4, [None, "building:bank", None, None]).build())
    assert actions(game, TakeTile, number=4) == [TakeTile(4, 4, 0, 1)]
    assert_illegal(game, TakeTile(4, 4, 0, 0))


# --- R-ACT-PLACE --------------------------------------------------------------------


@pytest.mark.rule("R-ACT-PLACE", "R-SETUP-2")
@pytest.mark.parametrize(
    ("estate", "storage", "dice", "expected"),
    [
        # Next to the start castle: blue 17 (2) and 19 (5); 16 and 21 (1) are not adjacent.
        ({}, ["ship"], (2, 5), {("ship", 17), ("ship", 19)}),
        ({}, ["ship"], (1, 1), set()),
        # 17 taken: 16 (1) now touches a tile; 17 is occupied.
        ({17: "ship"}, ["ship"], (1, 2), {("ship", 16)}),
        ({17: "ship"}, ["ship"], (1, 5), {("ship", 16), ("ship", 19)}),
        # Colour: nothing light green touches the castle; 10 (4) touches the ship on 17.
        ({}, ["animal:cow:2"], (4, 4), set()),
        ({17: "ship"}, ["animal:cow:2"], (4, 4), {("animal:cow:2", 10)}),
        # Several tiles in storage, each on its own colour.
        ({17: "ship"}, ["animal:cow:2", "mine", "building:bank"], (4, 3),
         {("animal:cow:2", 10), ("mine", 24), ("building:bank", 11), ("building:bank", 25)}),
    ],
)
def test_act_place_empty_matching_number_colour_and_adjacent(
    estate: dict[int, str],
    storage: list[str],
    dice: tuple[int, int],
    expected: set[tuple[str, int]],
) -> None:
    """R-ACT-PLACE: an empty space showing the die number, of the tile's colour, next to a
    placed tile."""
    game = (scenario(2).turn(FIRST, dice=dice).estate(FIRST, estate)
            .storage(FIRST, storage).resources(FIRST, workers=0).build())
    assert placements(game) == expected


@pytest.mark.rule("R-ACT-PLACE")
def test_act_place_illegal_placements_are_refused() -> None:
    """R-ACT-PLACE: a wrong number, colour, occupied or isolated space is refused and the
    game is unchanged."""
    game = (scenario(2).turn(FIRST, dice=(2, 6)).estate(FIRST, {19: "ship"})
            .storage(FIRST, ["ship", "animal:cow:2"]).resources(FIRST, workers=0).build())
    ship, cow = tile("ship"), tile("animal:cow:2")
    assert_illegal(game, PlaceTile(6, 6, 0, ship, 15))  # shows 6 but touches nothing
    assert_illegal(game, PlaceTile(2, 5, 0, ship, 19))  # occupied (and a 5)
    assert_illegal(game, PlaceTile(2, 5, 3, ship, 19))
    assert_illegal(game, PlaceTile(2, 2, 0, cow, 17))  # blue space
    assert_illegal(game, PlaceTile(6, 6, 0, cow, 18))  # the castle's space
    assert_illegal(game, PlaceTile(2, 4, 0, ship, 20))  # shows 4, the die shows 2
    assert_illegal(game, PlaceTile(2, 2, 0, tile("mine"), 17))  # not in storage
    assert PlaceTile(2, 2, 0, ship, 17) in game.legal_actions()


@pytest.mark.rule("R-ACT-PLACE", "R-MINE-1")
def test_act_place_moves_the_tile_from_storage_to_the_estate() -> None:
    """R-ACT-PLACE: the tile leaves storage (one copy of it) for the space; a mine has no
    immediate effect (R-MINE-1)."""
    game = (scenario(2).turn(FIRST, dice=(4, 1)).storage(FIRST, ["mine", "ship", "mine"])
            .resources(FIRST, workers=0, silverlings=0, points=0).build())
    events = play(game, PlaceTile(4, 4, 0, tile("mine"), 24))
    player = game.state.players[FIRST]
    assert player.storage == (tile("ship"), tile("mine"))
    assert dict(player.estate) == {18: tile("castle"), 24: tile("mine")}
    assert of(events, TilePlaced) == [TilePlaced(FIRST, tile("mine"), 24, "die")]
    assert (player.points, player.silverlings, player.workers) == (0, 0, 0)
    assert not game.state.pending


# --- R-ACT-SELL ---------------------------------------------------------------------


@pytest.mark.rule("R-ACT-SELL")
@pytest.mark.parametrize(("players", "per_tile"), [(2, 2), (3, 3), (4, 4)])
def test_act_sell_all_of_one_type_one_silverling_points_by_player_count(
    players: int, per_tile: int
) -> None:
    """R-ACT-SELL: every tile of the die's goods type is sold onto the sold pile: exactly 1
    silverling whatever the count, 2/3/4 points per tile for 2/3/4 players."""
    seat = turn_order(players, 0)[0]
    game = (scenario(players).turn(seat, dice=(2, 6))
            .goods(seat, {2: 3, 5: 1, 6: 2}).sold(seat, {2: 1})
            .resources(seat, silverlings=4, points=10, workers=1).build())
    events = play(game, SellGoods(2, 2, 0))
    player = game.state.players[seat]
    assert dict(player.goods) == {5: 1, 6: 2}
    assert dict(player.sold) == {2: 4}
    assert (player.silverlings, player.points) == (5, 10 + 3 * per_tile)
    assert of(events, GoodsSold) == [GoodsSold(seat, 2, 3, 1, 3 * per_tile, "die")]
    # The sale's event, then one for each goods tile sold (what trade routes answer).
    sale = [e for e in events if isinstance(e, GoodsSold | GoodsTileSold)]
    assert sale == [GoodsSold(seat, 2, 3, 1, 3 * per_tile, "die"), *[GoodsTileSold(seat, 2)] * 3]
    # One tile sells for the same single silverling (a 6 turned into a 5 by a worker).
    play(game, SellGoods(6, 5, 1))
    player = game.state.players[seat]
    assert dict(player.goods) == {6: 2}
    assert dict(player.sold) == {2: 4, 5: 1}
    assert (player.silverlings, player.points, player.workers) == (6, 10 + 4 * per_tile, 0)


@pytest.mark.rule("R-ACT-SELL")
def test_act_sell_needs_at_least_one_tile_of_the_type() -> None:
    """R-ACT-SELL ruling: no sale of a type the warehouse does not hold."""
    game = (scenario(2).turn(FIRST, dice=(3, 3)).goods(FIRST, {1: 2})
            .resources(FIRST, workers=6).build())
    assert {a.number for a in actions(game, SellGoods)} == {1}
    assert_illegal(game, SellGoods(3, 3, 0))
    assert_illegal(game, SellGoods(3, 4, 1))


# --- R-ACT-WORK ---------------------------------------------------------------------


@pytest.mark.rule("R-ACT-WORK")
@pytest.mark.parametrize("die", [1, 2, 3, 4, 5, 6])
def test_act_work_any_die_gives_two_workers(die: int) -> None:
    """R-ACT-WORK: any die number; 2 workers."""
    game = (scenario(2).turn(FIRST, dice=(die, 7 - die)).resources(FIRST, workers=1)
            .build())
    events = play(game, TakeWorkers(die))
    assert game.state.players[FIRST].workers == 3
    assert game.state.players[FIRST].dice_left == (7 - die,)
    assert of(events, WorkersTaken) == [WorkersTaken(FIRST, 2, "die")]
