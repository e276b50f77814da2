"""Rulings on combinations (TILES.md R-MOD-1 … R-MOD-4) and the order of resolution
(RULES.md R-ORDER-1, R-ORDER-3, R-ORDER-4), through play."""

from __future__ import annotations

import pytest

import burgundy
from burgundy.actions import (
    BuyTile,
    Choose,
    PlaceTile,
    SellGoods,
    Skip,
    TakeTile,
    TakeWorkers,
)
from burgundy.events import (
    AnimalsScored,
    BonusTaken,
    Gained,
    GoodsShipped,
    GoodsSold,
    RegionCompleted,
    TilePlaced,
    TileTaken,
    TurnOrderMoved,
    WorkersTaken,
)
from tests.tiles.helpers import (
    SEAT,
    actions,
    find,
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
)

T = burgundy.tile

# --- R-MOD-1: free steps and paid workers add up; free steps only for their kind --------------


@pytest.mark.rule("R-MOD-1", "K-9", "R-TURN-2")
def test_free_step_and_paid_workers_add_up() -> None:
    """R-MOD-1 with K-9: die 1 -> a bank on 25 (a 3) is 2 pips: 1 free + 1 worker. Without
    a worker it is not offered; die 6 -> 3 (3 pips) costs 2 workers."""
    position = (
        scenario(dice=(1, 6)).estate(SEAT, {12: "knowledge:9"}).storage(SEAT, ["building:bank"])
    )
    poor = position.build()
    assert not actions(poor, PlaceTile, space=25)
    game = position.resources(SEAT, workers=2).build()
    assert find(game, PlaceTile, die=1, space=25).workers == 1
    assert find(game, PlaceTile, die=6, space=25).workers == 2
    place(game, "building:bank", 25, die=1)
    assert resources(game) == (0, 2, 1)


@pytest.mark.rule("R-MOD-1", "K-9", "K-8", "R-TURN-2")
def test_free_step_adds_to_k8_double_steps() -> None:
    """R-MOD-1 with K-9 and K-8: die 6 -> a bank on 25 (a 3): 1 free pip, then 2 pips for
    one worker."""
    game = (
        scenario(dice=(6, 6))
        .resources(SEAT, workers=1)
        .estate(SEAT, {12: "knowledge:9", 30: "knowledge:8"})
        .storage(SEAT, ["building:bank"])
        .build()
    )
    assert find(game, PlaceTile, space=25) == PlaceTile(6, 3, 1, T("building:bank"), 25)


@pytest.mark.rule("R-MOD-1", "K-9")
def test_k9_free_step_wraps_6_to_1() -> None:
    """K-9: die 6 places a building on 26 (a 1) for free, like one worker would."""
    game = (
        scenario(dice=(6, 6))
        .estate(SEAT, {12: "knowledge:9", 25: "building:watchtower"})
        .storage(SEAT, ["building:bank"])
        .build()
    )
    assert find(game, PlaceTile, space=26) == PlaceTile(6, 1, 0, T("building:bank"), 26)


@pytest.mark.rule("R-MOD-1", "K-9")
def test_k9_free_step_never_changes_the_die_for_other_actions() -> None:
    """R-MOD-1: with K-9, die 2 counts as 3 for placing a building only. Taking from
    depot 3 (a building too), selling goods 3, placing a mine on 29 (a 1) or a ship on 19
    (a 5, from die 4) all still pay a worker; the die itself stays a 2."""
    game = (
        scenario(dice=(2, 4))
        .resources(SEAT, workers=1)
        .estate(SEAT, {30: "knowledge:9"})
        .storage(SEAT, ["building:bank", "ship", "mine"])
        .goods(SEAT, {3: 1})
        .depot(3, ["castle", "building:market", None, None])
        .build()
    )
    # Taking from depot 3 costs a worker, whether the tile is a building or not.
    assert find(game, TakeTile, die=2, number=3, slot=0).workers == 1
    assert find(game, TakeTile, die=2, number=3, slot=1).workers == 1
    assert find(game, SellGoods, die=2, number=3).workers == 1
    assert find(game, SellGoods, die=4, number=3).workers == 1
    assert find(game, PlaceTile, die=4, tile=T("ship"), space=19).workers == 1
    assert find(game, PlaceTile, die=2, tile=T("mine"), space=29).workers == 1
    assert find(game, PlaceTile, die=2, tile=T("building:bank"), space=25).workers == 0
    place(game, "building:bank", 25, die=2)
    assert player(game).dice == (2, 4)
    assert player(game).dice_left == (4,)
    # The other die is not turned by K-9 either: goods 3 still costs its worker.
    assert find(game, SellGoods, die=4, number=3).workers == 1
    assert resources(game) == (0, 2, 1)


@pytest.mark.rule("R-MOD-1", "K-9", "K-12")
def test_two_free_step_tiles_each_for_their_own_kind() -> None:
    """K-9 and K-12: die 2 places a building on a 3 and takes from depot 3 for free;
    selling goods 3 still costs a worker."""
    game = (
        scenario(dice=(2, 2))
        .resources(SEAT, workers=1)
        .estate(SEAT, {30: "knowledge:9", 34: "knowledge:12"})
        .storage(SEAT, ["building:bank"])
        .goods(SEAT, {3: 1})
        .depot(3, ["castle", None, None, None])
        .build()
    )
    assert find(game, TakeTile, number=3).workers == 0
    assert find(game, PlaceTile, space=25).workers == 0
    assert find(game, SellGoods, number=3).workers == 1


# --- R-MOD-2: castle and city hall use any number ------------------------------------------------


@pytest.mark.rule("R-MOD-2", "R-CASTLE-1", "K-9", "K-12")
def test_castle_extra_action_offers_every_number_without_workers() -> None:
    """R-MOD-2: a castle's extra action is any die action with any number: every depot
    tile, every legal placement, every goods type, take workers; no die, no workers, and
    knowledge modifiers change nothing."""
    game = (
        scenario(dice=(6, 3))
        .estate(SEAT, {11: "building:watchtower", 30: "knowledge:9", 34: "knowledge:12"})
        .storage(SEAT, ["castle", "building:bank", "ship"])
        .goods(SEAT, {1: 1, 6: 2})
        .depot(1, ["mine", None, None, None])
        .depot(4, ["animal:cow:2", "building:church", None, None])
        .build()
    )
    place(game, "castle", 6, die=6)
    bank, ship = T("building:bank"), T("ship")
    assert legal(game) == {
        TakeTile(None, 1, 0, 0),
        TakeTile(None, 4, 0, 0),
        TakeTile(None, 4, 0, 1),
        # beige next to placed tiles (18, 11, 6, 30, 34): 25 (a 3) and 31 (a 5)
        PlaceTile(None, 3, 0, bank, 25),
        PlaceTile(None, 5, 0, bank, 31),
        PlaceTile(None, 2, 0, ship, 17),
        PlaceTile(None, 5, 0, ship, 19),
        SellGoods(None, 1, 0),
        SellGoods(None, 6, 0),
        TakeWorkers(None),
    }
    assert Skip() not in game.legal_actions()  # the castle's action is not optional


@pytest.mark.rule("R-MOD-2", "B-CITYHALL", "K-9", "K-10")
def test_city_hall_placement_uses_any_number_modifiers_irrelevant() -> None:
    """R-MOD-2: the city hall's placement needs no die and no workers: with dice 3 and 3
    and no workers it offers spaces numbered 1, 2, 3 and 5 alike, with or without the
    free-step tiles K-9 and K-10."""
    for estate in ({}, {30: "knowledge:9", 34: "knowledge:10"}):
        game = (
            scenario(dice=(3, 3))
            .estate(SEAT, estate)
            .storage(SEAT, ["building:city_hall", "ship", "building:bank"])
            .build()
        )
        place(game, "building:city_hall", 25, die=3)
        found = {(a.tile.id, a.space, a.number) for a in actions(game, PlaceTile)}
        assert found == {
            ("ship", 17, 2),
            ("ship", 19, 5),
            ("building:bank", 11, 3),
            ("building:bank", 26, 1),
            ("building:bank", 31, 5),
        }
        assert all(a.die is None and a.workers == 0 for a in actions(game, PlaceTile))


# --- R-MOD-3: K-6 purchases --------------------------------------------------------------------


@pytest.mark.rule("R-MOD-3", "K-6", "R-TURN-3")
def test_k6_black_depot_purchase_also_ends_numbered_purchases() -> None:
    """R-MOD-3: with K-6, buying from the black depot is the turn's one purchase: no
    numbered-depot purchase after it, and vice versa; the tile goes into storage."""

    def position() -> burgundy.Game:
        return (
            scenario(dice=(4, 4))
            .resources(SEAT, silverlings=6)
            .estate(SEAT, {12: "knowledge:6"})
            .depot(2, ["building:bank", None, None, None])
            .black_depot(["ship"])
            .build()
        )

    game = position()
    play(game, BuyTile(0, 0))
    assert storage(game) == ["ship"]
    assert actions(game, BuyTile) == []
    game = position()
    play(game, BuyTile(2, 0))
    assert storage(game) == ["building:bank"]
    assert player(game).estate.get(25) is None
    assert actions(game, BuyTile) == []
    assert resources(game) == (0, 4, 0)


# --- R-MOD-4: castle actions are die actions; warehouse and boarding house are not ----------------


@pytest.mark.rule("R-MOD-4", "K-3", "K-4", "R-CASTLE-1")
def test_castle_sale_with_k3_k4() -> None:
    """R-MOD-4: a castle's *sell goods* with K-3 and K-4: 2 silverlings and 1 worker."""
    game = (
        scenario(dice=(6, 5))
        .estate(SEAT, {12: "knowledge:3", 30: "knowledge:4"})
        .storage(SEAT, ["castle"])
        .goods(SEAT, {5: 2})
        .build()
    )
    place(game, "castle", 6, die=6)
    events = play(game, SellGoods(None, 5, 0))
    assert of(events, GoodsSold) == [GoodsSold(SEAT, 5, 2, 2, 4, "castle")]
    assert of(events, Gained) == [Gained(SEAT, "workers", 1, "knowledge:4")]
    assert resources(game) == (4, 2, 1)


@pytest.mark.rule("R-MOD-4", "K-13", "K-14", "R-CASTLE-1")
def test_castle_take_workers_with_k13_k14() -> None:
    """R-MOD-4: a castle's *take workers* with K-13 and K-14: 4 workers and 1 silverling."""
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


@pytest.mark.rule("R-MOD-4", "K-3", "K-4", "K-13", "K-14", "B-WAREHOUSE", "B-BOARDING")
def test_warehouse_gets_k3_k4_boarding_house_never_k13_k14() -> None:
    """R-MOD-4: K-3 and K-4 apply to the warehouse's sale; K-13 and K-14 never to the
    boarding house's workers."""
    game = (
        scenario(dice=(3, 1))
        .estate(
            SEAT,
            {
                12: "knowledge:3",
                30: "knowledge:4",
                34: "knowledge:13",
                35: "knowledge:14",
            },
        )
        .storage(SEAT, ["building:warehouse", "building:boarding_house"])
        .goods(SEAT, {2: 1})
        .build()
    )
    place(game, "building:warehouse", 25, die=3)
    events = play(game, Choose(2))
    assert of(events, GoodsSold) == [GoodsSold(SEAT, 2, 1, 2, 2, "effect", "building:warehouse")]
    assert resources(game) == (2, 2, 1)
    events = place(game, "building:boarding_house", 26, die=1)
    assert not of(events, WorkersTaken)
    assert of(events, Gained) == [Gained(SEAT, "workers", 4, "building:boarding_house")]
    assert resources(game) == (2, 2, 5)


# --- R-ORDER-1: region, colour, then the tile's own effect ----------------------------------------

ALL_BEIGE_BUT_11 = {
    s: f"building:{b}"
    for s, b in zip(
        (8, 13, 14, 22, 23, 25, 26, 28, 31, 32, 36),
        (
            "watchtower",
            "church",
            "market",
            "watchtower",
            "church",
            "watchtower",
            "church",
            "market",
            "market",
            "boarding_house",
            "warehouse",
        ),
        strict=True,
    )
}
ORDER_EVENTS = (
    TilePlaced,
    RegionCompleted,
    BonusTaken,
    Gained,
    AnimalsScored,
    GoodsShipped,
    TurnOrderMoved,
    WorkersTaken,
)


@pytest.mark.rule("R-ORDER-1", "R-REGION-1", "R-COLOUR-1", "B-BANK")
def test_building_region_then_colour_then_benefit() -> None:
    """R-ORDER-1: a bank on 11 (a one-space city) completing beige: region (1 + 10),
    large bonus (5), then the 2 silverlings."""
    game = (
        scenario(dice=(3, 3))
        .estate(SEAT, ALL_BEIGE_BUT_11)
        .storage(SEAT, ["building:bank"])
        .build()
    )
    events = place(game, "building:bank", 11, die=3)
    assert kinds(events, *ORDER_EVENTS) == [TilePlaced, RegionCompleted, BonusTaken, Gained]
    assert of(events, RegionCompleted) == [RegionCompleted(SEAT, "beige", 1, 11)]
    assert of(events, BonusTaken) == [BonusTaken(SEAT, "beige", True, 5)]
    assert resources(game) == (16, 2, 0)


@pytest.mark.rule("R-ORDER-1", "R-REGION-1", "R-COLOUR-1", "R-ANIMAL-1")
def test_animal_region_then_colour_then_animal_points() -> None:
    """R-ORDER-1: a cow on 27 (a one-space pasture) completing light green: region, bonus,
    then the animal's points."""
    game = (
        scenario(dice=(2, 2))
        .estate(
            SEAT,
            {
                26: "building:watchtower",
                0: "animal:sheep:2",
                4: "animal:sheep:3",
                5: "animal:pig:2",
                9: "animal:pig:3",
                10: "animal:chicken:2",
            },
        )
        .storage(SEAT, ["animal:cow:3"])
        .build()
    )
    events = place(game, "animal:cow:3", 27, die=2)
    assert kinds(events, *ORDER_EVENTS) == [
        TilePlaced,
        RegionCompleted,
        BonusTaken,
        AnimalsScored,
    ]
    assert resources(game) == (11 + 5 + 3, 0, 0)


@pytest.mark.rule("R-ORDER-1", "R-REGION-1", "R-COLOUR-1", "R-SHIP-1")
def test_ship_region_then_colour_then_goods() -> None:
    """R-ORDER-1: a ship on 17 completing 15-16-17 and all blue: region and bonus come with
    the placement, the ship's goods and move after its choice."""
    game = (
        scenario(dice=(2, 2))
        .estate(SEAT, {15: "ship", 16: "ship", 19: "ship", 20: "ship", 21: "ship"})
        .storage(SEAT, ["ship"])
        .depot_goods(2, [6])
        .build()
    )
    events = list(place(game, "ship", 17, die=2))
    assert kinds(events, *ORDER_EVENTS) == [TilePlaced, RegionCompleted, BonusTaken]
    events += play(game, Choose(2))
    assert kinds(events, *ORDER_EVENTS) == [
        TilePlaced,
        RegionCompleted,
        BonusTaken,
        GoodsShipped,
        TurnOrderMoved,
    ]


@pytest.mark.rule("R-ORDER-1", "R-REGION-1", "R-COLOUR-1", "R-CASTLE-1")
def test_castle_region_then_colour_then_extra_action() -> None:
    """R-ORDER-1: a castle on 6 completing 1-2-6 and all dark green: region (6 + 10) and
    bonus (5) before the extra action is offered."""
    game = (
        scenario(dice=(6, 6))
        .estate(SEAT, {1: "castle", 2: "castle"})
        .storage(SEAT, ["castle"])
        .build()
    )
    events = list(place(game, "castle", 6, die=6))
    assert kinds(events, *ORDER_EVENTS) == [TilePlaced, RegionCompleted, BonusTaken]
    assert resources(game) == (16 + 5, 0, 0)
    assert TakeWorkers(None) in game.legal_actions()
    events += play(game, TakeWorkers(None))
    assert kinds(events, *ORDER_EVENTS)[-1] is WorkersTaken


#: A house-rule knowledge tile with an effect when placed.
SCHOLAR = """
knowledge 28 "Scholar" supply 1 normal {
    on place { gain 1 silverling }
}
"""


@pytest.mark.rule("R-ORDER-1", "R-REGION-1", "R-COLOUR-1", "R-KNOW-1")
def test_knowledge_region_then_colour_then_its_effect() -> None:
    """R-ORDER-1: a knowledge tile completing 3-7-12 and all yellow: region, bonus, then its
    own effect (a house-rule knowledge tile that gains a silverling)."""
    tiles = burgundy.load_tiles(burgundy.STANDARD_TILES, SCHOLAR)
    game = (
        scenario(dice=(1, 1), tiles=tiles)
        .estate(
            SEAT,
            {
                3: "knowledge:1",
                7: "knowledge:16",
                30: "knowledge:17",
                34: "knowledge:18",
                35: "knowledge:19",
            },
        )
        .storage(SEAT, ["knowledge:28"])
        .build()
    )
    events = place(game, "knowledge:28", 12, die=1)
    assert kinds(events, *ORDER_EVENTS) == [TilePlaced, RegionCompleted, BonusTaken, Gained]
    assert resources(game) == (6 + 10 + 5, 1, 0)


# --- R-ORDER-3: chained effects resolve newest first ---------------------------------------------


@pytest.mark.rule("R-ORDER-3", "R-CASTLE-1", "B-CITYHALL", "R-SHIP-1")
def test_castle_places_city_hall_places_ship_newest_decision_first() -> None:
    """R-ORDER-3: a castle's extra action places a city hall, whose placement places a
    ship: each newer decision is offered (and answered) before the older work goes on."""
    game = (
        scenario(dice=(6, 4))
        .estate(SEAT, {11: "building:watchtower"})
        .storage(SEAT, ["castle", "building:city_hall", "ship"])
        .depot_goods(4, [2, 2])
        .build()
    )
    events = list(place(game, "castle", 6, die=6))
    assert PlaceTile(None, 3, 0, T("building:city_hall"), 25) in game.legal_actions()
    events += play(game, PlaceTile(None, 3, 0, T("building:city_hall"), 25))
    # The city hall's decision: only placements of the ship (the last stored tile), or skip.
    assert legal(game) == {
        PlaceTile(None, 2, 0, T("ship"), 17),
        PlaceTile(None, 5, 0, T("ship"), 19),
        Skip(),
    }
    events += play(game, PlaceTile(None, 5, 0, T("ship"), 19))
    assert legal(game) == {Choose(4)}  # the ship's decision, newest
    events += play(game, Choose(4))
    placed = [(e.tile.id, e.cause) for e in of(events, TilePlaced)]
    assert placed == [("castle", "die"), ("building:city_hall", "castle"), ("ship", "effect")]
    assert kinds(events, TilePlaced, GoodsShipped, TurnOrderMoved) == [
        TilePlaced,
        TilePlaced,
        TilePlaced,
        GoodsShipped,
        TurnOrderMoved,
    ]
    assert is_turn_decision(game)
    assert player(game).dice_left == (4,)
    assert dict(player(game).goods) == {2: 2}


#: A house-rule building with work left after its decision: the chain that decision starts
#: must resolve completely before the point is gained.
HERALD = """
building herald "Herald" supply 5 normal, 2 black {
    on place {
        may place any from storage
        gain 1 point
    }
}
"""


@pytest.mark.rule("R-ORDER-3", "R-CASTLE-1", "R-SHIP-1", "R-SHIP-2")
def test_rest_of_a_tile_program_waits_for_the_chain_it_started() -> None:
    """R-ORDER-3: the herald places a castle; the castle's extra action places a ship; the
    ship's goods and move come before the herald's own point."""
    tiles = burgundy.load_tiles(burgundy.STANDARD_TILES, HERALD)
    game = (
        scenario(dice=(3, 4), tiles=tiles)
        .estate(SEAT, {12: "knowledge:16"})
        .storage(SEAT, ["building:herald", "castle", "ship"])
        .depot_goods(1, [5])
        .build()
    )
    events = list(place(game, "building:herald", 25, die=3))
    events += play(game, PlaceTile(None, 6, 0, T("castle"), 6))
    assert Skip() not in game.legal_actions()  # the castle's extra action
    events += play(game, PlaceTile(None, 2, 0, T("ship"), 17))
    assert legal(game) == {Choose(1)}
    assert not of(events, Gained)
    events += play(game, Choose(1))
    assert kinds(events, TilePlaced, GoodsShipped, TurnOrderMoved, Gained) == [
        TilePlaced,
        TilePlaced,
        TilePlaced,
        GoodsShipped,
        TurnOrderMoved,
        Gained,
    ]
    assert resources(game) == (1, 0, 0)
    assert is_turn_decision(game)


@pytest.mark.rule("R-ORDER-3", "B-CITYHALL")
def test_skipping_the_newest_decision_resumes_the_older_work() -> None:
    """R-ORDER-3: declining the herald's placement still runs the rest of its program."""
    tiles = burgundy.load_tiles(burgundy.STANDARD_TILES, HERALD)
    game = scenario(dice=(3, 4), tiles=tiles).storage(SEAT, ["building:herald", "ship"]).build()
    place(game, "building:herald", 25, die=3)
    events = play(game, Skip())
    assert of(events, Gained) == [Gained(SEAT, "points", 1, "building:herald")]
    assert storage(game) == ["ship"]


# --- R-ORDER-4: reactions after the step that caused them, its decisions included ------------

#: A knowledge tile that reacts to every placement in its owner's estate.
PRIDE = """knowledge 40 "Builder's pride" supply 1 black {
    when tile_placed { gain 1 point }
}
"""


@pytest.mark.rule("R-ORDER-4", "B-CARPENTER", "R-ORDER-3")
def test_a_reaction_waits_for_the_placed_tiles_own_decision() -> None:
    """R-ORDER-4: the workshop's own take, a decision, resolves before the reaction to the
    workshop's placement."""
    tiles = burgundy.load_tiles(burgundy.STANDARD_TILES, PRIDE)
    game = (
        scenario(dice=(3, 4), tiles=tiles)
        .estate(SEAT, {12: "knowledge:40"})
        .storage(SEAT, ["building:carpenters_workshop"])
        .depot(1, ["building:bank", None, None, None])
        .build()
    )
    events = place(game, "building:carpenters_workshop", 25, die=3)
    assert of(events, TilePlaced) and not of(events, Gained)
    events = play(game, Choose((1, 0)))
    assert kinds(events, TileTaken, Gained) == [TileTaken, Gained]
    assert of(events, Gained) == [Gained(SEAT, "points", 1, "knowledge:40")]


@pytest.mark.rule("R-ORDER-4", "B-CITYHALL", "R-ORDER-3")
def test_reactions_to_a_chain_of_placements_come_after_the_chain() -> None:
    """R-ORDER-4: a city hall places a bank: the bank's silverlings come before the
    reactions to either placement, each reaction once."""
    tiles = burgundy.load_tiles(burgundy.STANDARD_TILES, PRIDE)
    game = (
        scenario(dice=(3, 4), tiles=tiles)
        .estate(SEAT, {12: "knowledge:40"})
        .storage(SEAT, ["building:city_hall", "building:bank"])
        .build()
    )
    events = place(game, "building:city_hall", 25, die=3)
    assert not of(events, Gained)
    events = play(game, PlaceTile(None, 1, 0, T("building:bank"), 26))
    assert [(e.resource, e.source) for e in of(events, Gained)] == [
        ("silverlings", "building:bank"),
        ("points", "knowledge:40"),
        ("points", "knowledge:40"),
    ]
