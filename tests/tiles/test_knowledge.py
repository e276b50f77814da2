"""The 26 knowledge tiles (TILES.md, K-1 … K-26) through play, with the rulebook examples.

"From then on" tiles are placed with one die and change the other die's action in the same
turn; end-game tiles are played to the end of the game (phase E, round 5, the last turn) and
checked in the ``FinalScore`` lines and the final points. K-1 is in ``test_buildings.py``
(it lifts R-BUILD-2) as well as here.

Spaces used (map 1): 12 yellow/die 1 (next to the start castle), 11 beige/die 3 (a one-space
city), 25 beige/die 3, 17 and 19 ship/dice 2 and 5, 24 grey/die 4, 6 castle/die 6; the
pasture 0-4-5-9-10 (dice 6, 2, 1, 5, 4) and the one-space pasture 27 (die 2).
"""

from __future__ import annotations

import pytest

import burgundy
from burgundy.actions import (
    BuyTile,
    Choose,
    PlaceTile,
    SellGoods,
    TakeTile,
    TakeWorkers,
)
from burgundy.events import (
    AnimalsScored,
    BonusTaken,
    Event,
    Gained,
    GoodsShipped,
    GoodsSold,
    MineIncome,
    PhaseEnded,
    PhaseStarted,
    Purchased,
    TileDiscarded,
    WorkersSpent,
    WorkersTaken,
)
from burgundy.testing import Scenario
from tests.tiles.helpers import (
    SEAT,
    actions,
    final_lines,
    find,
    finish_game,
    finish_turn,
    is_turn_decision,
    kinds,
    legal,
    of,
    place,
    play,
    player,
    resources,
    scenario,
    storage,
    tile_lines,
    turn_order,
)

T = burgundy.tile


def through_play(s: Scenario, knowledge: int, other_die: int) -> burgundy.Game:
    """Build ``s`` (whose seat 0 has dice 1 and ``other_die``) with knowledge tile
    ``knowledge`` added to storage, and place that tile on space 12 with the die 1: its
    effect is on for the other die."""
    game = s.storage(SEAT, [f"knowledge:{knowledge}", *storage_of(s)]).build()
    place(game, f"knowledge:{knowledge}", 12, die=1)
    assert player(game).dice_left == (other_die,)
    return game


def storage_of(s: Scenario) -> list[str]:
    return [str(t) for t in s.build().state.players[SEAT].storage]


# --- K-1: cities may repeat buildings ------------------------------------------------------


@pytest.mark.rule("K-1", "R-BUILD-2", "R-CASTLE-1", "R-MOD-2")
def test_k1_through_play_lets_a_castle_add_a_second_bank_to_the_city() -> None:
    """K-1 placed with die 1 (on 12); a castle placed with die 6 (on 6) then puts a second
    bank into the city of the first (on 26) by its extra action. Before K-1 only 11 is
    open to the bank."""
    game = (
        scenario(dice=(1, 6))
        .estate(SEAT, {25: "building:bank"})
        .storage(SEAT, ["knowledge:1", "castle", "building:bank"])
        .build()
    )
    assert {a.space for a in actions(game, PlaceTile, tile=T("building:bank"))} <= {11}
    place(game, "knowledge:1", 12, die=1)
    place(game, "castle", 6, die=6)
    banks = {a.space for a in actions(game, PlaceTile, tile=T("building:bank"))}
    assert banks == {11, 13, 26, 31}
    play(game, PlaceTile(None, 1, 0, T("building:bank"), 26))
    assert player(game).estate[26] == T("building:bank")
    assert resources(game) == (0, 2, 0)


# --- K-2: mines pay a worker too ----------------------------------------------------------------


@pytest.mark.rule("K-2", "R-MINE-1", "R-END-PHASE-1")
def test_k2_each_mine_pays_a_worker_at_phase_end() -> None:
    """K-2 placed in the phase's last turn; at the phase's end 2 mines pay 2 silverlings
    (R-MINE-1) and, with K-2, 2 workers; then phase B starts."""
    s = scenario(dice=(1, 4)).phase("A", round=5).estate(SEAT, {24: "mine", 29: "mine"})
    game = through_play(s, 2, 4)
    events = finish_turn(game)  # take workers (2), end the turn, end the phase
    assert MineIncome(SEAT, 2, 2) in events
    assert [e for e in of(events, Gained) if e.seat == SEAT] == [
        Gained(SEAT, "workers", 2, "knowledge:2")
    ]
    order = kinds(events, PhaseEnded, MineIncome, Gained, PhaseStarted)
    assert order == [PhaseEnded, MineIncome, Gained, PhaseStarted]
    assert resources(game) == (0, 2, 4)
    assert game.state.phase == "B"


@pytest.mark.rule("K-2", "R-MINE-1")
def test_k2_is_only_the_owners_and_needs_mines() -> None:
    """Seat 1 with one mine and no K-2: 1 silverling only. Seat 0 with K-2 and no mine:
    nothing at all."""
    game = (
        scenario(dice=(1, 4))
        .phase("A", round=5)
        .estate(SEAT, {12: "knowledge:2"})
        .estate(1, {24: "mine"})
        .build()
    )
    events = finish_turn(game)
    assert of(events, MineIncome) == [MineIncome(1, 1, 1)]
    assert not of(events, Gained)
    assert resources(game, 1) == (0, 1, 0)
    assert resources(game) == (0, 0, 4)


@pytest.mark.rule("K-2", "R-MINE-1", "R-END-GAME-1")
def test_k2_at_the_end_of_phase_e_counts_in_final_scoring() -> None:
    """Phase E's end: 2 mines pay 2 silverlings and (K-2) 2 workers before final scoring:
    2 x 2 taken + 2 workers -> 3 points, 2 silverlings -> 2 points."""
    game = (
        scenario(dice=(1, 4))
        .phase("E", round=5)
        .estate(SEAT, {12: "knowledge:2", 24: "mine", 29: "mine"})
        .build()
    )
    events = finish_turn(game)
    assert game.is_over
    assert final_lines(events) == {"Goods in the warehouse": 0, "Silverlings": 2, "Workers": 3}
    assert resources(game) == (5, 2, 6)


# --- K-3, K-4: selling ----------------------------------------------------------------------------


@pytest.mark.rule("K-3", "R-ACT-SELL")
def test_k3_sale_gives_two_silverlings() -> None:
    """K-3 placed with die 1; selling 3 tiles of goods 2 with die 2: 2 silverlings, 6
    points."""
    game = through_play(scenario(dice=(1, 2)).goods(SEAT, {2: 3}), 3, 2)
    events = play(game, SellGoods(2, 2, 0))
    assert of(events, GoodsSold) == [GoodsSold(SEAT, 2, 3, 2, 6, "die")]
    assert resources(game) == (6, 2, 0)


@pytest.mark.rule("K-3", "R-ACT-SELL")
def test_without_k3_a_sale_gives_one_silverling() -> None:
    game = scenario(dice=(1, 2)).goods(SEAT, {2: 3}).build()
    play(game, SellGoods(2, 2, 0))
    assert resources(game) == (6, 1, 0)


@pytest.mark.rule("K-4", "R-ACT-SELL")
def test_k4_sale_also_gives_a_worker() -> None:
    """K-4 placed with die 1; a sale with die 2: 1 silverling and 1 worker."""
    game = through_play(scenario(dice=(1, 2)).goods(SEAT, {2: 1}), 4, 2)
    events = play(game, SellGoods(2, 2, 0))
    assert of(events, Gained) == [Gained(SEAT, "workers", 1, "knowledge:4")]
    assert resources(game) == (2, 1, 1)


@pytest.mark.rule("K-3", "K-4", "R-ACT-SELL")
def test_k3_and_k4_together() -> None:
    game = (
        scenario(dice=(2, 2))
        .estate(SEAT, {12: "knowledge:3", 30: "knowledge:4"})
        .goods(SEAT, {2: 2})
        .build()
    )
    play(game, SellGoods(2, 2, 0))
    assert resources(game) == (4, 2, 1)


# --- K-5: ships unload two adjacent depots -----------------------------------------------------


def k5_game(
    depot_goods: dict[int, list[int]], goods: dict[int, int] | None = None
) -> burgundy.Game:
    s = scenario(dice=(1, 2)).storage(SEAT, ["ship"]).goods(SEAT, goods or {})
    for number, held in depot_goods.items():
        s = s.depot_goods(number, held)
    game = through_play(s, 5, 2)
    place(game, "ship", 17, die=2)
    return game


@pytest.mark.rule("K-5", "R-SHIP-1")
def test_k5_offers_one_depot_or_adjacent_pairs_around_the_ring_including_6_1() -> None:
    """K-5 (and its ruling): one depot with goods alone, or the ring's adjacent pairs with
    goods in either depot: with goods in 1, 3 and 6 that is 1, 3, 6, 1-2, 2-3, 3-4, 5-6, 6-1
    (not 4-5)."""
    game = k5_game({1: [3], 3: [4], 6: [2]})
    assert legal(game) == {
        Choose(1),
        Choose(3),
        Choose(6),
        Choose((1, 2)),
        Choose((2, 3)),
        Choose((3, 4)),
        Choose((5, 6)),
        Choose((6, 1)),
    }


@pytest.mark.rule("K-5", "R-SHIP-1", "R-SHIP-2")
def test_k5_takes_both_depots_of_the_pair_6_1() -> None:
    """K-5: choosing 6-1 takes the goods of depot 6 and depot 1 (and none of depot 3)."""
    game = (
        scenario(dice=(2, 4))
        .estate(SEAT, {12: "knowledge:5"})
        .storage(SEAT, ["ship"])
        .depot_goods(1, [3, 3])
        .depot_goods(3, [4])
        .depot_goods(6, [2])
        .build()
    )
    place(game, "ship", 17, die=2)
    events = play(game, Choose((6, 1)))
    assert of(events, GoodsShipped) == [GoodsShipped(SEAT, (6, 1), (2, 3), 3)]
    assert dict(player(game).goods) == {2: 1, 3: 2}
    assert dict(game.state.depot_goods) == {1: (), 2: (), 3: (4,), 4: (), 5: (), 6: ()}
    assert is_turn_decision(game)


@pytest.mark.rule("K-5", "R-SHIP-1", "R-STORE-2")
def test_k5_goods_that_do_not_fit_are_chosen_and_stay() -> None:
    """K-5 with two goods types held: of the two new types in depots 3-4 only one fits;
    the player chooses which; the other stays in its depot."""
    game = k5_game({3: [4], 4: [6]}, goods={1: 1, 2: 1})
    play(game, Choose((3, 4)))
    assert legal(game) == {Choose((4,)), Choose((6,))}
    play(game, Choose((6,)))
    assert dict(player(game).goods) == {1: 1, 2: 1, 6: 1}
    assert game.state.depot_goods[3] == (4,)
    assert game.state.depot_goods[4] == ()


@pytest.mark.rule("K-5", "R-SHIP-1")
def test_without_k5_a_ship_takes_one_depot() -> None:
    game = (
        scenario(dice=(2, 2))
        .storage(SEAT, ["ship"])
        .depot_goods(1, [3])
        .depot_goods(6, [2])
        .build()
    )
    place(game, "ship", 17, die=2)
    assert legal(game) == {Choose(1), Choose(6)}


# --- K-6: buy from any depot --------------------------------------------------------------------


def k6_game() -> burgundy.Game:
    return (
        scenario(dice=(1, 4))
        .resources(SEAT, silverlings=5)
        .depot(3, ["building:bank", "ship", None, None])
        .black_depot(["castle"])
        .storage(SEAT, ["knowledge:6"])
        .build()
    )


@pytest.mark.rule("K-6", "R-TURN-3", "R-MOD-3")
def test_k6_buys_from_a_numbered_depot_once_per_turn_for_two_silverlings() -> None:
    """K-6: before it, only the black depot sells; once placed, depot 3's tiles too. The
    purchase costs 2 silverlings, goes into storage and is the turn's one purchase."""
    game = k6_game()
    assert set(actions(game, BuyTile)) == {BuyTile(0, 0)}
    place(game, "knowledge:6", 12, die=1)
    assert set(actions(game, BuyTile)) == {BuyTile(0, 0), BuyTile(3, 0), BuyTile(3, 1)}
    events = play(game, BuyTile(3, 1))
    assert of(events, Purchased) == [Purchased(SEAT, 3, 2)]
    assert resources(game) == (0, 3, 0)
    assert storage(game) == ["ship"]
    assert game.state.depots[3] == (T("building:bank"), None, None, None)
    assert actions(game, BuyTile) == []  # one purchase per turn, black depot included
    play(game, TakeWorkers(4))
    assert game.current_player != SEAT


@pytest.mark.rule("K-6", "R-TURN-3", "R-MOD-3", "R-STORE-1")
def test_k6_purchase_into_full_storage_asks_for_a_discard() -> None:
    """K-6 (R-MOD-3): a numbered-depot purchase still goes into storage; a full storage
    first discards a stored tile of the player's choice."""
    game = (
        scenario(dice=(1, 4))
        .resources(SEAT, silverlings=5)
        .estate(SEAT, {12: "knowledge:6"})
        .depot(3, ["building:bank", None, None, None])
        .storage(SEAT, ["ship", "mine", "castle"])
        .build()
    )
    play(game, BuyTile(3, 0))
    assert legal(game) == {Choose("ship"), Choose("mine"), Choose("castle")}
    events = play(game, Choose("castle"))
    assert of(events, TileDiscarded) == [TileDiscarded(SEAT, T("castle"))]
    assert storage(game) == ["ship", "mine", "building:bank"]
    assert resources(game) == (0, 3, 0)


@pytest.mark.rule("K-6", "R-TURN-3")
def test_k6_needs_two_silverlings() -> None:
    game = (
        scenario(dice=(1, 4))
        .resources(SEAT, silverlings=1)
        .estate(SEAT, {12: "knowledge:6"})
        .depot(3, ["building:bank", None, None, None])
        .build()
    )
    assert actions(game, BuyTile) == []


# --- K-7: animals score one more ----------------------------------------------------------------


def pasture(extra: dict[int, str] | None = None) -> Scenario:
    """A watchtower on 11 opens the pasture 0-4-5-9-10; a 4-sheep already lies on 10."""
    estate = {11: "building:watchtower", 10: "animal:sheep:4", **(extra or {})}
    s = scenario(dice=(1, 1)).estate(SEAT, estate)
    return s


@pytest.mark.rule("K-7", "R-ANIMAL-1")
def test_k7_rulebook_example_three_sheep_joining_four_sheep_scores_9() -> None:
    """K-7 (rulebook): a 3-sheep joining a 4-sheep scores (3+1)+(4+1) = 9."""
    game = through_play(pasture().storage(SEAT, ["animal:sheep:3"]), 7, 1)
    events = place(game, "animal:sheep:3", 5, die=1)
    assert of(events, AnimalsScored) == [AnimalsScored(SEAT, "sheep", 9)]
    assert resources(game) == (9, 0, 0)


@pytest.mark.rule("K-7", "R-ANIMAL-1")
def test_k7_rulebook_example_lone_two_pig_scores_3() -> None:
    """K-7 (rulebook): a lone 2-pig scores 3 (the sheep in the pasture do not count)."""
    game = through_play(pasture().storage(SEAT, ["animal:pig:2"]), 7, 1)
    events = place(game, "animal:pig:2", 5, die=1)
    assert of(events, AnimalsScored) == [AnimalsScored(SEAT, "pig", 3)]


@pytest.mark.rule("K-7", "R-ANIMAL-1")
def test_k7_every_same_species_tile_counted_gives_one_more() -> None:
    """K-7: a 3-sheep joining a 4-sheep and a 2-sheep (and a cow): (3+1)+(4+1)+(2+1) = 12."""
    s = pasture({4: "animal:sheep:2", 9: "animal:cow:4"}).estate(SEAT, {30: "knowledge:7"})
    game = s.storage(SEAT, ["animal:sheep:3"]).build()
    events = place(game, "animal:sheep:3", 5, die=1)
    assert of(events, AnimalsScored) == [AnimalsScored(SEAT, "sheep", 12)]


@pytest.mark.rule("K-7", "R-ANIMAL-1")
def test_without_k7_three_sheep_joining_four_sheep_scores_7() -> None:
    game = pasture().storage(SEAT, ["animal:sheep:3"]).build()
    events = place(game, "animal:sheep:3", 5, die=1)
    assert of(events, AnimalsScored) == [AnimalsScored(SEAT, "sheep", 7)]


# --- K-8 to K-12: turning the die ---------------------------------------------------------------


@pytest.mark.rule("K-8", "R-TURN-2")
def test_k8_rulebook_example_3_to_6_costs_two_workers() -> None:
    """K-8 (rulebook): each worker turns the die up to 2 pips; 3 -> 6 costs 2 workers
    (3 without K-8), 3 -> 5 and 3 -> 1 cost 1."""

    def position() -> Scenario:
        return (
            scenario(dice=(1, 3))
            .resources(SEAT, workers=3)
            .depot(6, ["ship", None, None, None])
            .depot(5, ["mine", None, None, None])
            .depot(1, ["castle", None, None, None])
        )

    before = position().storage(SEAT, ["knowledge:8"]).build()
    assert find(before, TakeTile, die=3, number=6).workers == 3
    game = through_play(position(), 8, 3)
    assert find(game, TakeTile, die=3, number=6).workers == 2
    assert find(game, TakeTile, die=3, number=5).workers == 1
    assert find(game, TakeTile, die=3, number=1).workers == 1
    events = play(game, TakeTile(3, 6, 2, 0))
    assert of(events, WorkersSpent) == [WorkersSpent(SEAT, 2)]
    assert resources(game) == (0, 0, 1)
    assert storage(game) == ["ship"]


@pytest.mark.rule("K-9", "R-MOD-1")
def test_k9_building_die_one_higher_or_lower_for_free() -> None:
    """K-9 placed with die 1; die 2 places a bank on 25 (a 3) for free. Without workers the
    other kinds of action stay at exactly 2."""
    game = through_play(
        scenario(dice=(1, 2))
        .storage(SEAT, ["building:bank", "ship"])
        .depot(3, ["mine", None, None, None]),
        9,
        2,
    )
    # 11 and 25 are 3s (free), 13 (next to the new tile on 12) a 2.
    assert set(actions(game, PlaceTile, tile=T("building:bank"))) == {
        PlaceTile(2, 3, 0, T("building:bank"), 11),
        PlaceTile(2, 3, 0, T("building:bank"), 25),
        PlaceTile(2, 2, 0, T("building:bank"), 13),
    }
    assert set(actions(game, PlaceTile, tile=T("ship"))) == {PlaceTile(2, 2, 0, T("ship"), 17)}
    assert actions(game, TakeTile) == []
    place(game, "building:bank", 25, die=2)
    assert resources(game) == (0, 2, 0)


@pytest.mark.rule("K-10", "R-MOD-1")
def test_k10_animal_and_ship_die_one_higher_or_lower_for_free() -> None:
    """K-10 placed with die 1; die 4 places the ship on 19 (a 5) for free; a building on 25
    (a 3) still costs a worker."""
    game = through_play(
        scenario(dice=(1, 4)).resources(SEAT, workers=1).storage(SEAT, ["ship", "building:bank"]),
        10,
        4,
    )
    assert find(game, PlaceTile, tile=T("ship"), space=19).workers == 0
    assert find(game, PlaceTile, tile=T("building:bank"), space=25).workers == 1
    place(game, "ship", 19, die=4)
    assert resources(game) == (0, 0, 1)


@pytest.mark.rule("K-10", "R-MOD-1")
def test_k10_animal_for_free() -> None:
    """K-10: a cow on 10 (a 4) with die 5 or die 3 for free."""
    game = (
        scenario(dice=(5, 3))
        .estate(SEAT, {11: "building:watchtower", 12: "knowledge:10"})
        .storage(SEAT, ["animal:cow:2"])
        .build()
    )
    free = {(a.die, a.space) for a in actions(game, PlaceTile) if a.workers == 0}
    # 10 is a 4 (dice 3 and 5 both reach it); 5 is a 1 (neither does).
    assert free == {(5, 10), (3, 10)}


@pytest.mark.rule("K-11", "R-MOD-1")
def test_k11_mine_castle_knowledge_die_one_higher_or_lower_for_free() -> None:
    """K-11 placed with die 1 (on 12, opening the castle space 6); the other die 1 then
    places the castle on 6 (a 6: 1 -> 6 wraps) for free."""
    game = through_play(scenario(dice=(1, 1)).storage(SEAT, ["castle"]), 11, 1)
    assert find(game, PlaceTile, tile=T("castle"), space=6) == PlaceTile(1, 6, 0, T("castle"), 6)
    place(game, "castle", 6, die=1)
    assert not is_turn_decision(game)  # the castle's extra action
    play(game, TakeWorkers(None))
    assert resources(game) == (0, 0, 2)


@pytest.mark.rule("K-11", "R-MOD-1")
def test_k11_mine_and_knowledge_for_free_building_not() -> None:
    """K-11 in the estate (on 30), dice 5 and 2, no workers: mines and knowledge tiles
    one pip away are free; a building is not (the bank only where a die shows its number)."""
    game = (
        scenario(dice=(5, 2))
        .estate(SEAT, {30: "knowledge:11"})
        .storage(SEAT, ["mine", "knowledge:20", "building:bank"])
        .build()
    )
    placements = {(a.tile.id, a.die, a.space) for a in actions(game, PlaceTile)}
    # Next to 18 and 30: mines 24 (a 4: die 5) and 29 (a 1: die 2); knowledge 12 and 35
    # (1s: die 2) and 34 (a 4: die 5); the bank on 31 (a 5) with die 5 exactly, but not on
    # 11 or 25 (3s: a worker).
    assert placements == {
        ("mine", 5, 24),
        ("mine", 2, 29),
        ("knowledge:20", 2, 12),
        ("knowledge:20", 2, 35),
        ("knowledge:20", 5, 34),
        ("building:bank", 5, 31),
    }


@pytest.mark.rule("K-12", "R-MOD-1", "R-ACT-TAKE")
def test_k12_take_die_one_higher_or_lower_for_free() -> None:
    """K-12 placed with die 1; die 2 takes from depot 1 or 3 for free, from depot 4 or 6
    for 1 worker (the free step and a paid one add up)."""
    s = (
        scenario(dice=(1, 2))
        .resources(SEAT, workers=1)
        .depot(1, ["ship", None, None, None])
        .depot(3, ["mine", None, None, None])
        .depot(4, ["castle", None, None, None])
        .depot(6, ["building:bank", None, None, None])
    )
    game = through_play(s, 12, 2)
    takes = {(a.number, a.workers) for a in actions(game, TakeTile)}
    # depot 1 (2 -> 1) and 3 free; depots 4 and 6 (two pips) 1 worker; depot 2 is empty.
    assert takes == {(1, 0), (3, 0), (4, 1), (6, 1)}
    play(game, TakeTile(2, 3, 0, 0))
    assert storage(game) == ["mine"]
    assert resources(game) == (0, 0, 1)


@pytest.mark.rule("K-12", "R-MOD-1")
def test_k12_wraps_6_to_1() -> None:
    game = (
        scenario(dice=(6, 6))
        .estate(SEAT, {12: "knowledge:12"})
        .depot(1, ["ship", None, None, None])
        .build()
    )
    assert find(game, TakeTile, number=1) == TakeTile(6, 1, 0, 0)


# --- K-13, K-14: taking workers -------------------------------------------------------------------


@pytest.mark.rule("K-13", "R-ACT-WORK")
def test_k13_take_workers_also_gives_a_silverling() -> None:
    game = through_play(scenario(dice=(1, 5)), 13, 5)
    events = play(game, TakeWorkers(5))
    assert of(events, WorkersTaken) == [WorkersTaken(SEAT, 2, "die")]
    assert of(events, Gained) == [Gained(SEAT, "silverlings", 1, "knowledge:13")]
    assert resources(game) == (0, 1, 2)


@pytest.mark.rule("K-14", "R-ACT-WORK")
def test_k14_take_workers_gives_four() -> None:
    game = through_play(scenario(dice=(1, 5)), 14, 5)
    events = play(game, TakeWorkers(5))
    assert of(events, WorkersTaken) == [WorkersTaken(SEAT, 4, "die")]
    assert resources(game) == (0, 0, 4)


@pytest.mark.rule("K-13", "K-14", "R-ACT-WORK", "R-MOD-4", "R-CASTLE-1")
def test_k13_k14_apply_to_a_castles_take_workers() -> None:
    """R-MOD-4: a castle's extra action *take workers* is the die action: 4 workers and a
    silverling with K-13 and K-14."""
    game = (
        scenario(dice=(6, 5))
        .estate(SEAT, {12: "knowledge:13", 30: "knowledge:14"})
        .storage(SEAT, ["castle"])
        .build()
    )
    place(game, "castle", 6, die=6)
    events = play(game, TakeWorkers(None))
    assert of(events, WorkersTaken) == [WorkersTaken(SEAT, 4, "castle")]
    assert resources(game) == (0, 1, 4)


@pytest.mark.rule("K-13", "K-14", "B-BOARDING", "R-MOD-4")
def test_k13_k14_never_apply_to_the_boarding_house() -> None:
    game = (
        scenario(dice=(3, 5))
        .estate(SEAT, {12: "knowledge:13", 30: "knowledge:14"})
        .storage(SEAT, ["building:boarding_house"])
        .build()
    )
    events = place(game, "building:boarding_house", 25, die=3)
    assert not of(events, WorkersTaken)
    assert resources(game) == (0, 0, 4)
    play(game, TakeWorkers(5))
    assert resources(game) == (0, 1, 8)


# --- end-game tiles -----------------------------------------------------------------------------


def last_turn(s: Scenario) -> Scenario:
    """Phase E, round 5: seat 0 (last in turn order) plays the game's last turn."""
    assert turn_order() == (1, 0)  # two players, seed 0: seat 0 acts last
    return s.phase("E", round=5)


def play_last_turn(s: Scenario, knowledge: int) -> tuple[burgundy.Game, list[Event]]:
    """Place knowledge tile ``knowledge`` on 12 with die 1 in the game's last turn, take
    workers with the other die (2 workers: 1 point), and finish the game."""
    game = through_play(last_turn(s), knowledge, 4)
    events = finish_game(game)
    assert game.is_over
    return game, events


def endgame(dice: tuple[int, int] = (1, 4)) -> Scenario:
    return scenario(dice=dice)


@pytest.mark.rule("K-15", "R-END-GAME-1")
def test_k15_rulebook_example_four_types_sold_scores_12() -> None:
    """K-15 (rulebook): sold 4 red, 3 purple, 3 pink, 1 orange: 4 types x 3 = 12."""
    game, events = play_last_turn(endgame().sold(SEAT, {1: 4, 2: 3, 3: 3, 4: 1}), 15)
    assert final_lines(events) == {
        "Goods in the warehouse": 0,
        "Silverlings": 0,
        "Workers": 1,
        "Goods types sold": 12,
    }
    assert resources(game) == (13, 0, 2)


@pytest.mark.rule("K-25", "R-END-GAME-1")
def test_k25_rulebook_example_eleven_sold_scores_11() -> None:
    """K-25 (rulebook): 4+3+3+1 goods tiles sold: 11."""
    game, events = play_last_turn(endgame().sold(SEAT, {1: 4, 2: 3, 3: 3, 4: 1}), 25)
    assert tile_lines(events) == {"Goods sold": 11}
    assert resources(game)[0] == 12


@pytest.mark.rule("K-15", "K-25", "R-END-GAME-1")
def test_k15_and_k25_together_with_goods_left() -> None:
    """K-15 and K-25 together: 12 + 11; 2 unsold goods in the warehouse score 2."""
    s = endgame().sold(SEAT, {1: 4, 2: 3, 3: 3, 4: 1}).goods(SEAT, {5: 2})
    s = s.estate(SEAT, {30: "knowledge:25"})
    game, events = play_last_turn(s, 15)
    assert final_lines(events) == {
        "Goods in the warehouse": 2,
        "Silverlings": 0,
        "Workers": 1,
        "Goods types sold": 12,
        "Goods sold": 11,
    }
    assert resources(game)[0] == 26


BUILDING_SCORERS = [
    (16, "warehouse", "Warehouses"),
    (17, "watchtower", "Watchtowers"),
    (18, "carpenters_workshop", "Carpenter's workshops"),
    (19, "church", "Churches"),
    (20, "market", "Markets"),
    (21, "boarding_house", "Boarding houses"),
    (22, "bank", "Banks"),
    (23, "city_hall", "City halls"),
]


@pytest.mark.parametrize(
    ("knowledge", "building", "label"),
    [pytest.param(k, b, label, id=f"K-{k}") for k, b, label in BUILDING_SCORERS],
)
@pytest.mark.rule("K-16", "K-17", "K-18", "K-19", "K-20", "K-21", "K-22", "K-23", "R-END-GAME-1")
def test_k16_to_k23_four_points_per_building_of_the_type(
    knowledge: int, building: str, label: str
) -> None:
    """K-16 … K-23: 4 points per building of its type in the estate: two of them (in two
    cities) score 8; a building of another type scores nothing."""
    other = "bank" if building != "bank" else "market"
    s = endgame().estate(
        SEAT,
        {25: f"building:{building}", 22: f"building:{building}", 11: f"building:{other}"},
    )
    game, events = play_last_turn(s, knowledge)
    assert tile_lines(events) == {label: 8}
    assert resources(game)[0] == 9


@pytest.mark.rule("K-17", "K-22", "R-END-GAME-1")
def test_k17_and_k22_rulebook_example_scores_24() -> None:
    """Rulebook: K-17 with 2 watchtowers and K-22 with 4 banks: 8 + 16 = 24."""
    s = endgame().estate(
        SEAT,
        {
            25: "building:watchtower",
            22: "building:watchtower",
            8: "building:bank",
            11: "building:bank",
            23: "building:bank",
            31: "building:bank",
            30: "knowledge:17",
        },
    )
    game, events = play_last_turn(s, 22)
    assert tile_lines(events) == {"Watchtowers": 8, "Banks": 16}
    assert resources(game)[0] == 25


@pytest.mark.rule("K-17", "R-END-GAME-1")
def test_k17_without_watchtowers_scores_0() -> None:
    game, events = play_last_turn(endgame(), 17)
    assert tile_lines(events) == {"Watchtowers": 0}
    assert resources(game)[0] == 1


@pytest.mark.rule("K-24", "R-END-GAME-1")
def test_k24_rulebook_example_three_species_scores_12() -> None:
    """K-24 (rulebook): sheep, cow and chicken (two sheep tiles count once): 12."""
    s = endgame().estate(
        SEAT,
        {
            0: "animal:sheep:2",
            4: "animal:cow:2",
            5: "animal:chicken:3",
            9: "animal:sheep:4",
        },
    )
    game, events = play_last_turn(s, 24)
    assert tile_lines(events) == {"Animal species": 12}
    assert resources(game)[0] == 13


@pytest.mark.rule("K-26", "R-COLOUR-1", "R-END-GAME-1")
def test_k26_two_points_per_bonus_tile_large_or_small() -> None:
    """K-26: seat 1 completes grey first (large bonus); then seat 0 completes grey (small
    bonus, 2) and dark green (large bonus, 5): 2 bonus tiles x 2 = 4 at the end."""
    s = (
        endgame(dice=(4, 6))
        .turn(1, dice=(4, 4))
        .estate(1, {29: "mine", 33: "mine"})
        .storage(1, ["mine"])
        .estate(SEAT, {29: "mine", 33: "mine", 1: "castle", 2: "castle", 12: "knowledge:26"})
        .storage(SEAT, ["mine", "castle"])
    )
    game = last_turn(s).build()
    assert game.current_player == 1
    events = place(game, "mine", 24, die=4)
    assert of(events, BonusTaken) == [BonusTaken(1, "grey", True, 5)]
    finish_turn(game)
    assert game.current_player == SEAT
    events = place(game, "mine", 24, die=4)
    assert of(events, BonusTaken) == [BonusTaken(SEAT, "grey", False, 2)]
    events = place(game, "castle", 6, die=6)
    assert of(events, BonusTaken) == [BonusTaken(SEAT, "dark_green", True, 5)]
    events = play(game, TakeWorkers(None))
    assert game.is_over
    # Regions: grey 6 + 2, dark green (1-2-6) 6 + 2; bonuses 2 + 5. Phase E's end: 3 mines
    # pay 3 silverlings.
    before_final = 8 + 8 + 2 + 5
    assert final_lines(events) == {
        "Goods in the warehouse": 0,
        "Silverlings": 3,
        "Workers": 1,
        "Bonus tiles": 4,
    }
    assert resources(game)[0] == before_final + 3 + 1 + 4
    assert len(player(game).bonus_tiles) == 2


@pytest.mark.rule("R-KNOW-1", "R-END-GAME-1", "K-17")
def test_end_game_tile_in_storage_scores_nothing() -> None:
    """R-KNOW-1, R-END-GAME-1, K-17.

    A scoring knowledge tile left in storage scores nothing."""
    s = last_turn(
        endgame().estate(SEAT, {25: "building:watchtower"}).storage(SEAT, ["knowledge:17"])
    )
    game = s.build()
    events = finish_game(game)
    assert tile_lines(events) == {}
    assert resources(game)[0] == 2


@pytest.mark.rule("R-KNOW-1", "K-17")
def test_end_game_tile_scores_nothing_when_placed() -> None:
    """K-17 placed mid-game gives no points then (it scores at the end only)."""
    game = through_play(scenario(dice=(1, 4)).estate(SEAT, {25: "building:watchtower"}), 17, 4)
    assert resources(game) == (0, 0, 0)
