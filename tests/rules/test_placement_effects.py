"""Section 5 of RULES.md: what placing a tile does. Ships (R-SHIP-1/2), animals
(R-ANIMAL-1), castles (R-CASTLE-1), mines (R-MINE-1), buildings (R-BUILD-1/2/3) and
knowledge tiles (R-KNOW-1), played with the standard tiles."""

from __future__ import annotations

import pytest

import burgundy
from burgundy.actions import (
    Choose,
    PlaceTile,
    SellGoods,
    Skip,
    TakeTile,
    TakeWorkers,
)
from burgundy.events import (
    AnimalsScored,
    DecisionLapsed,
    Gained,
    GoodsShipped,
    GoodsSold,
    MineIncome,
    RoundStarted,
    TileTaken,
    TurnOrderMoved,
)
from burgundy.model.state import ExtraActionChoice, PlaceChoice, SellChoice, ShipChoice, TakeChoice
from tests.rules.helpers import (
    actions,
    assert_illegal,
    clear_depots,
    find,
    finish_turn,
    of,
    play,
    scenario,
    settle,
    turn_order,
)

tile = burgundy.tile
FIRST, SECOND = turn_order(2, 0)
CASTLE, SHIP = tile("castle"), tile("ship")


# --- ships --------------------------------------------------------------------------


def ship_game(goods: dict[int, list[int]], storage: list[str] | None = None) -> burgundy.Game:
    build = (scenario(2).turn(FIRST, dice=(2, 5)).storage(FIRST, storage or ["ship"])
             .goods(FIRST, {4: 1}).resources(FIRST, workers=0))
    for n in range(1, 7):
        build.depot_goods(n, goods.get(n, []))
    return build.build()


@pytest.mark.rule("R-SHIP-1", "R-ORDER-2")
def test_ship_1_goods_of_any_one_depot_whatever_the_die() -> None:
    """R-SHIP-1: a ship placed with a 2 may take the goods of any depot holding some (here
    2 and 5); all of that depot's goods, none of the other's."""
    game = ship_game({2: [6], 5: [3, 3, 1]})
    play(game, PlaceTile(2, 2, 0, SHIP, 17))
    assert game.state.pending[-1] == ShipChoice(FIRST)
    assert game.current_player == FIRST
    assert set(game.legal_actions()) == {Choose(2), Choose(5)}
    held = dict(game.state.players[FIRST].goods)
    events = play(game, Choose(5))
    expected = dict(held)
    for g in (3, 3, 1):
        expected[g] = expected.get(g, 0) + 1
    assert dict(game.state.players[FIRST].goods) == expected
    assert game.state.depot_goods[5] == ()
    assert game.state.depot_goods[2] == (6,)
    assert of(events, GoodsShipped) == [GoodsShipped(FIRST, (5,), (1, 3), 3)]


@pytest.mark.rule("R-SHIP-1", "R-SHIP-2")
def test_ship_1_no_goods_anywhere_the_ship_still_moves_the_marker() -> None:
    """R-SHIP-1: with no goods in any depot the ship takes nothing; R-SHIP-2 still moves."""
    game = ship_game({})
    events = play(game, PlaceTile(2, 2, 0, SHIP, 17))
    assert not game.state.pending
    assert not of(events, GoodsShipped)
    assert of(events, TurnOrderMoved) == [TurnOrderMoved(FIRST, 1)]


@pytest.mark.rule("R-SHIP-2", "R-ROUND-3")
def test_ship_2_one_space_per_ship_and_first_takes_the_white_die() -> None:
    """R-SHIP-2: each ship moves the marker one space (two ships: two spaces). The second
    seat, moved ahead of the first, starts the next round (rolls the white die)."""
    game = (scenario(2).turn(FIRST, dice=(2, 2)).resources(FIRST, workers=0, silverlings=0)
            .resources(SECOND, workers=3, silverlings=0).storage(SECOND, ["ship"])
            .build())
    finish_turn(game)
    assert game.current_player == SECOND
    play(game, min(actions(game, PlaceTile, space=17), key=lambda a: a.workers))
    events = settle(game)
    events += finish_turn(game)
    started = of(events, RoundStarted)
    assert started[0].turn_order == (SECOND, FIRST)
    assert game.current_player == SECOND
    assert game.state.track[:2] == ((FIRST,), (SECOND,))


@pytest.mark.rule("R-SHIP-2")
def test_ship_2_two_ships_in_one_turn_move_two_spaces() -> None:
    """R-SHIP-2: one space per ship, not straight to the front; a marker landing on a stack
    goes on top."""
    a, b, c = turn_order(3, 0)
    game = (scenario(3).turn(a, dice=(2, 5)).storage(a, ["ship", "ship"])
            .resources(a, workers=0, silverlings=0).storage(b, ["ship"])
            .resources(b, workers=3, silverlings=0).resources(c, silverlings=0).build())
    events = [*play(game, PlaceTile(2, 2, 0, SHIP, 17))]
    events += settle(game)
    events += play(game, PlaceTile(5, 5, 0, SHIP, 19))
    events += settle(game)
    assert of(events, TurnOrderMoved) == [TurnOrderMoved(a, 1), TurnOrderMoved(a, 2)]
    assert game.state.track[:3] == ((c, b), (), (a,))
    assert game.current_player == b
    play(game, min(actions(game, PlaceTile, space=17), key=lambda x: x.workers))
    events = settle(game)
    assert game.state.track[:3] == ((c,), (b,), (a,))
    finish_turn(game)
    events = finish_turn(game)
    assert of(events, RoundStarted)[0].turn_order == (a, b, c)


# --- animals ------------------------------------------------------------------------


@pytest.mark.rule("R-ANIMAL-1")
def test_animal_1_rulebook_example_7_then_11() -> None:
    """R-ANIMAL-1, rulebook example: a 4-cow next to an earlier 3-cow in the same pasture
    scores 4+3 = 7; a later third (4-)cow there scores 4+4+3 = 11."""
    game = (clear_depots(scenario(2)).turn(FIRST, dice=(5, 2))
            .estate(FIRST, {10: "animal:cow:3", 17: "ship"})
            .storage(FIRST, ["animal:cow:4", "animal:cow:4"])
            .resources(FIRST, points=0, workers=0).build())
    cow = tile("animal:cow:4")
    events = play(game, PlaceTile(5, 5, 0, cow, 9))
    assert of(events, AnimalsScored) == [AnimalsScored(FIRST, "cow", 7)]
    assert game.state.players[FIRST].points == 7
    events = play(game, PlaceTile(2, 2, 0, cow, 4))
    assert of(events, AnimalsScored) == [AnimalsScored(FIRST, "cow", 11)]
    assert game.state.players[FIRST].points == 18


@pytest.mark.rule("R-ANIMAL-1")
def test_animal_1_whole_pasture_counts_same_species_only() -> None:
    """R-ANIMAL-1: same species anywhere in the pasture counts (the 2-cow on 0 does not
    touch 9); sheep in the pasture and cows in another pasture (27) do not."""
    game = (clear_depots(scenario(2)).turn(FIRST, dice=(5, 5))
            .estate(FIRST, {0: "animal:cow:2", 10: "animal:cow:3", 5: "animal:sheep:4",
                            27: "animal:cow:4", 17: "ship", 20: "ship"})
            .storage(FIRST, ["animal:cow:4"]).resources(FIRST, points=0, workers=0).build())
    events = play(game, PlaceTile(5, 5, 0, tile("animal:cow:4"), 9))
    assert of(events, AnimalsScored) == [AnimalsScored(FIRST, "cow", 4 + 3 + 2)]
    assert game.state.players[FIRST].points == 9


@pytest.mark.rule("R-ANIMAL-1")
def test_animal_1_a_lone_animal_scores_its_own_count() -> None:
    """R-ANIMAL-1: the tile's own animals."""
    game = (clear_depots(scenario(2)).turn(FIRST, dice=(4, 4))
            .estate(FIRST, {17: "ship", 9: "animal:pig:4"})
            .storage(FIRST, ["animal:sheep:3"]).resources(FIRST, points=0, workers=0).build())
    events = play(game, PlaceTile(4, 4, 0, tile("animal:sheep:3"), 10))
    assert of(events, AnimalsScored) == [AnimalsScored(FIRST, "sheep", 3)]
    assert game.state.players[FIRST].points == 3


# --- castles ------------------------------------------------------------------------


def castle_game(storage: list[str], goods: dict[int, int] | None = None) -> burgundy.Game:
    """FIRST places a castle on 6 (die 6; 12 holds a knowledge tile so 6 has a neighbour);
    the other die is a 1; no workers."""
    return (scenario(2).turn(FIRST, dice=(6, 1)).estate(FIRST, {12: "knowledge:25"})
            .storage(FIRST, storage).goods(FIRST, goods or {})
            .resources(FIRST, workers=0, silverlings=0, points=0)
            .depot(3, ["animal:pig:2", "building:bank", None, None])
            .build())


@pytest.mark.rule("R-CASTLE-1", "R-ORDER-2")
def test_castle_1_extra_action_with_any_number_no_die_no_workers() -> None:
    """R-CASTLE-1: a placed castle gives one extra action at once, as a die of the
    player's choice: every depot, every placement number, every goods type."""
    game = castle_game(["castle", "ship"], goods={4: 1, 2: 2})
    play(game, PlaceTile(6, 6, 0, CASTLE, 6))
    assert game.state.pending == (ExtraActionChoice(FIRST),)
    legal = set(game.legal_actions())
    assert {a.number for a in actions(game, TakeTile)} == {1, 2, 3, 4, 5, 6}
    assert all(a.die is None and a.workers == 0 for a in actions(game, TakeTile))
    assert {(a.number, a.space) for a in actions(game, PlaceTile)} == {(2, 17), (5, 19)}
    assert {a.number for a in actions(game, SellGoods)} == {2, 4}
    assert TakeWorkers(None) in legal
    assert Skip() not in legal  # the castle's action is not optional (workers always work)
    assert_illegal(game, TakeWorkers(1))  # the die is not what acts now
    events = play(game, TakeTile(None, 3, 0, 1))
    assert of(events, TileTaken) == [TileTaken(FIRST, tile("building:bank"), 3, "castle")]
    player = game.state.players[FIRST]
    assert player.workers == 0
    assert player.dice_left == (1,)  # the second die is still to use
    assert not game.state.pending and game.current_player == FIRST


@pytest.mark.rule("R-CASTLE-1", "R-ACT-SELL")
def test_castle_1_extra_action_sells_any_type() -> None:
    """R-CASTLE-1: the extra action may sell (a 2-player sale: 2 points per tile)."""
    game = castle_game(["castle"], goods={4: 3})
    play(game, PlaceTile(6, 6, 0, CASTLE, 6))
    events = play(game, SellGoods(None, 4, 0))
    assert of(events, GoodsSold) == [GoodsSold(FIRST, 4, 3, 1, 6, "castle")]
    assert (game.state.players[FIRST].silverlings, game.state.players[FIRST].points) == (1, 6)


@pytest.mark.rule("R-CASTLE-1", "R-SHIP-1", "R-ORDER-3")
def test_castle_1_extra_action_places_a_tile_with_its_effect() -> None:
    """R-CASTLE-1: placing via the castle; the ship's own effect follows (depth first)."""
    game = castle_game(["castle", "ship"])
    play(game, PlaceTile(6, 6, 0, CASTLE, 6))
    events = [*play(game, PlaceTile(None, 5, 0, SHIP, 19))]
    assert game.state.pending[-1] == ShipChoice(FIRST)
    events += settle(game)
    assert of(events, TurnOrderMoved) == [TurnOrderMoved(FIRST, 1)]
    assert game.state.players[FIRST].estate[19] == SHIP


@pytest.mark.rule("R-CASTLE-1", "R-ACT-WORK")
def test_castle_1_extra_action_takes_workers() -> None:
    """R-CASTLE-1: *take workers* as the extra action."""
    game = castle_game(["castle"])
    play(game, PlaceTile(6, 6, 0, CASTLE, 6))
    play(game, TakeWorkers(None))
    assert game.state.players[FIRST].workers == 2


# --- mines --------------------------------------------------------------------------


@pytest.mark.rule("R-MINE-1", "R-END-PHASE-1")
def test_mine_1_a_silverling_per_mine_at_the_end_of_every_phase() -> None:
    """R-MINE-1: nothing when placed; 1 silverling per mine at the end of the phase, for
    every player."""
    last = turn_order(2, 0)[-1]
    other = 1 - last
    game = (scenario(2).phase("C", round=5).turn(last, dice=(3, 3))
            .estate(last, {24: "mine", 29: "mine"}).estate(other, {33: "mine"})
            .storage(last, ["mine"])
            .resources(last, silverlings=0, workers=0).resources(other, silverlings=4).build())
    events = play(game, PlaceTile(3, 3, 0, tile("mine"), 33))
    assert game.state.players[last].silverlings == 0
    assert not of(events, MineIncome)
    events = finish_turn(game)
    assert sorted(of(events, MineIncome), key=lambda e: e.seat) == sorted(
        [MineIncome(last, 3, 3), MineIncome(other, 1, 1)], key=lambda e: e.seat
    )
    assert game.state.players[last].silverlings == 3
    assert game.state.players[other].silverlings == 5
    assert game.state.phase == "D"


# --- buildings (standard tiles) --------------------------------------------------------


def building_game(
    building: str, storage: tuple[str, ...] = (), goods: dict[int, int] | None = None
) -> burgundy.Game:
    """FIRST places ``building`` on 11 (die 3) with the other die a 3 too; the numbered
    depots hold tiles of each kind the take-benefits look for, and so does the black
    depot, which they must not offer."""
    return (scenario(2).turn(FIRST, dice=(3, 3)).storage(FIRST, [building, *storage])
            .goods(FIRST, goods or {})
            .resources(FIRST, workers=0, silverlings=0, points=0)
            .depot(1, ["building:church", "ship", None, None])
            .depot(2, ["knowledge:3", "castle", None, None])
            .depot(3, ["animal:pig:2", "building:market", None, None])
            .depot(4, [None, None, None, None])
            .depot(5, ["mine", None, None, None])
            .depot(6, [None, None, None, None])
            .black_depot(["building:bank", "castle", "ship", "knowledge:24"])  # never offered
            .build())


def place_on_11(game: burgundy.Game, building: str) -> tuple[burgundy.events.Event, ...]:
    return play(game, PlaceTile(3, 3, 0, tile(f"building:{building}"), 11))


REGION_11 = 1 + 10  # placing on 11 completes that 1-space city in phase A (R-REGION-1)


@pytest.mark.rule("R-BUILD-1", "R-BUILD-3")
@pytest.mark.parametrize(
    ("building", "resource", "amount"),
    [("watchtower", "points", 4), ("bank", "silverlings", 2), ("boarding_house", "workers", 4)],
)
def test_build_1_adding_benefits_happen_at_once(building: str, resource: str, amount: int) -> None:
    """R-BUILD-1 / R-BUILD-3: watchtower 4 points, bank 2 silverlings, boarding house 4
    workers, at once, without a die and without a question."""
    game = building_game(f"building:{building}")
    events = place_on_11(game, building)
    assert not game.state.pending
    assert of(events, Gained) == [Gained(FIRST, resource, amount, f"building:{building}")]
    player = game.state.players[FIRST]
    expected = {"points": REGION_11, "silverlings": 0, "workers": 0}
    expected[resource] += amount
    assert {k: getattr(player, k) for k in expected} == expected
    assert player.dice_left == (3,)  # the benefit used no die


@pytest.mark.rule("R-BUILD-1", "R-BUILD-3", "R-ORDER-2")
def test_build_1_warehouse_sells_a_type_of_choice_or_skips() -> None:
    """R-BUILD-1: the warehouse sells one goods type of the player's choice like the sell
    action; R-BUILD-3: it may be declined."""
    game = building_game("building:warehouse", goods={2: 2, 6: 1})
    place_on_11(game, "warehouse")
    assert isinstance(game.state.pending[-1], SellChoice)
    assert set(game.legal_actions()) == {Choose(2), Choose(6), Skip()}
    events = play(game, Choose(2))
    assert of(events, GoodsSold) == [GoodsSold(FIRST, 2, 2, 1, 4, "effect", "building:warehouse")]
    player = game.state.players[FIRST]
    assert (player.points, player.silverlings, dict(player.goods)) == (REGION_11 + 4, 1, {6: 1})
    game = building_game("building:warehouse", goods={2: 2, 6: 1})
    place_on_11(game, "warehouse")
    play(game, Skip())
    player = game.state.players[FIRST]
    assert (player.points, player.silverlings, dict(player.goods)) == (REGION_11, 0, {2: 2, 6: 1})


@pytest.mark.rule("R-BUILD-1", "R-BUILD-3")
@pytest.mark.parametrize(
    ("building", "offered"),
    [
        ("carpenters_workshop", {(1, 0), (3, 1)}),  # buildings
        ("church", {(2, 0), (2, 1), (5, 0)}),  # knowledge, castle, mine
        ("market", {(1, 1), (3, 0)}),  # ship, animal
    ],
)
def test_build_1_take_benefits_offer_matching_depot_tiles(
    building: str, offered: set[tuple[int, int]]
) -> None:
    """R-BUILD-1: carpenter's workshop takes a building, church a mine/knowledge/castle,
    market a ship/animal, from a numbered depot (not the black depot), into storage;
    R-BUILD-3: the player may decline."""
    game = building_game(f"building:{building}")
    place_on_11(game, building)
    frame = game.state.pending[-1]
    assert isinstance(frame, TakeChoice)
    assert set(game.legal_actions()) == {Choose(o) for o in offered} | {Skip()}
    depot, slot = sorted(offered)[-1]
    wanted = game.state.depots[depot][slot]
    events = play(game, Choose((depot, slot)))
    taken = TileTaken(FIRST, wanted, depot, "effect", f"building:{building}")
    assert of(events, TileTaken) == [taken]
    assert game.state.players[FIRST].storage == (wanted,)
    assert game.state.depots[depot][slot] is None
    # Declined: nothing moves.
    game = building_game(f"building:{building}")
    place_on_11(game, building)
    depots = game.state.depots
    play(game, Skip())
    assert game.state.players[FIRST].storage == ()
    assert game.state.depots == depots
    assert not game.state.pending


@pytest.mark.rule("R-BUILD-1", "R-BUILD-3", "R-ORDER-3")
def test_build_1_city_hall_places_another_tile_with_its_effect() -> None:
    """R-BUILD-1: the city hall places one more stored tile, any colour, on any number
    (empty, adjacent, matching colour), with all its effects; R-BUILD-3: may decline."""
    game = building_game("building:city_hall", storage=("ship", "building:watchtower"))
    place_on_11(game, "city_hall")
    assert isinstance(game.state.pending[-1], PlaceChoice)
    placements = {(str(a.tile), a.space, a.number) for a in actions(game, PlaceTile)}
    assert all(a.die is None and a.workers == 0 for a in actions(game, PlaceTile))
    # Next to the castle (18) or the city hall (11): ships on 17 and 19, the watchtower
    # on 25; each with the space's own number.
    assert placements == {
        ("ship", 17, 2), ("ship", 19, 5), ("building:watchtower", 25, 3),
    }
    assert Skip() in game.legal_actions()
    events = play(game, PlaceTile(None, 3, 0, tile("building:watchtower"), 25))
    assert of(events, Gained) == [Gained(FIRST, "points", 4, "building:watchtower")]
    assert game.state.players[FIRST].estate[25] == tile("building:watchtower")
    assert game.state.players[FIRST].points == REGION_11 + 4



@pytest.mark.rule("R-BUILD-1", "R-BUILD-3")
@pytest.mark.parametrize("building", ["warehouse", "carpenters_workshop", "church", "market",
                                      "city_hall"])
def test_build_1_a_benefit_that_cannot_be_used_lapses(building: str) -> None:
    """R-BUILD-1: with no goods, no matching depot tile or nothing to place, the building
    is still placed and its benefit lapses (no question is asked), with an event saying
    so."""
    game = (clear_depots(scenario(2)).turn(FIRST, dice=(3, 3))
            .storage(FIRST, [f"building:{building}"]).goods(FIRST, {})
            .resources(FIRST, workers=0, silverlings=0, points=0).build())
    events = place_on_11(game, building)
    decision = {"warehouse": "sell", "city_hall": "place"}.get(building, "take")
    assert of(events, DecisionLapsed) == [
        DecisionLapsed(FIRST, decision, f"building:{building}")]
    assert not game.state.pending
    assert game.state.players[FIRST].estate[11] == tile(f"building:{building}")
    assert game.state.players[FIRST].points == REGION_11
    assert game.current_player == FIRST and game.state.players[FIRST].dice_left == (3,)


@pytest.mark.rule("R-BUILD-2")
def test_build_2_one_building_of_a_type_per_city() -> None:
    """R-BUILD-2: a city holds each building type at most once: with a bank on 25 a second
    bank may not join that city (26, 31, 32, 36), but may go to another (11, 13)."""
    game = (scenario(2).turn(FIRST, dice=(1, 3))
            .estate(FIRST, {25: "building:bank", 26: "building:church", 19: "ship"})
            .storage(FIRST, ["building:bank", "building:market"])
            .resources(FIRST, workers=6).build())
    bank, market = tile("building:bank"), tile("building:market")
    assert {a.space for a in actions(game, PlaceTile, tile=bank)} == {11, 13}
    assert {a.space for a in actions(game, PlaceTile, tile=market)} == {11, 13, 31, 32}
    assert_illegal(game, PlaceTile(1, 1, 0, bank, 26 + 5))  # 31 is in the bank's city
    assert_illegal(game, PlaceTile(3, 5, 2, bank, 31))
    play(game, find(game, PlaceTile, tile=market, space=31, die=3))
    play(game, Skip())  # the market's take
    assert {a.space for a in actions(game, PlaceTile, tile=bank)} == {11, 13}


@pytest.mark.rule("R-KNOW-1")
def test_know_1_a_knowledge_tile_changes_the_rules_from_placement_on() -> None:
    """R-KNOW-1: K-3 (2 silverlings per sale) applies from its placement on: a sale before
    it pays 1 silverling, a sale after it 2."""
    def game_() -> burgundy.Game:
        return (scenario(2).turn(FIRST, dice=(1, 4)).storage(FIRST, ["knowledge:3"])
                .goods(FIRST, {4: 1}).resources(FIRST, silverlings=0, workers=0).build())
    k3 = tile("knowledge:3")
    game = game_()
    play(game, SellGoods(4, 4, 0))
    assert game.state.players[FIRST].silverlings == 1
    play(game, PlaceTile(1, 1, 0, k3, 12))
    assert game.state.players[FIRST].silverlings == 1  # no retroactive silverling
    game = game_()
    play(game, PlaceTile(1, 1, 0, k3, 12))
    events = play(game, SellGoods(4, 4, 0))
    assert of(events, GoodsSold)[0].silverlings == 2
    assert game.state.players[FIRST].silverlings == 2
