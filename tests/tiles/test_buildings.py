"""The eight buildings (TILES.md, B-…) through play: placed with a die, with a castle's extra
action and with a city hall; optional benefits (R-BUILD-3) offer exactly their choices and
``Skip``; benefits lapse when they cannot be used (R-BUILD-1); one type per city (R-BUILD-2)
and knowledge tile 1 lifting it; the warehouse's sale with knowledge tiles 3 and 4.

Positions come from ``tests.tiles.helpers.scenario`` (clean board, seat 0 with nothing).
Spaces used (map 1): 25 beige/die 3 and 26 beige/die 1 (the five-space city), 11 beige/die
3 (a one-space city), 6 castle/die 6, 12 yellow/die 1, 17 and 19 ship/dice 2 and 5, 24
mine/die 4.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

import burgundy
from burgundy.actions import Choose, PlaceTile, Skip, TakeTile, TakeWorkers
from burgundy.events import (
    Event,
    Gained,
    GoodsShipped,
    GoodsSold,
    TileDiscarded,
    TilePlaced,
    TileTaken,
    TurnOrderMoved,
)
from burgundy.testing import Scenario
from tests.tiles.helpers import (
    SEAT,
    actions,
    find,
    is_turn_decision,
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
WAREHOUSE, CITY_HALL = "building:warehouse", "building:city_hall"

# --- boards -------------------------------------------------------------------------------

#: Numbered depots holding every kind of tile, and a black depot with a tile for every
#: taking building (which none of them may take from there).
MIXED_DEPOTS: dict[int, list[str | None]] = {
    1: ["building:bank", "ship", None, None],
    2: ["knowledge:5", "castle", None, None],
    3: ["animal:cow:2", "building:market", None, None],
    4: ["ship", None, None, None],
    5: ["mine", "knowledge:9", None, None],
    6: ["building:warehouse", "animal:pig:3", None, None],
}
MIXED_BLACK = ["knowledge:7", "mine", "building:bank", "animal:sheep:4"]

#: What each taking building may take from MIXED_DEPOTS: (depot, slot) options.
TAKE_OPTIONS: dict[str, list[tuple[int, int]]] = {
    "carpenters_workshop": [(1, 0), (3, 1), (6, 0)],
    "church": [(2, 0), (2, 1), (5, 0), (5, 1)],
    "market": [(1, 1), (3, 0), (4, 0), (6, 1)],
}
RULE_OF = {
    "warehouse": "B-WAREHOUSE",
    "carpenters_workshop": "B-CARPENTER",
    "church": "B-CHURCH",
    "market": "B-MARKET",
    "boarding_house": "B-BOARDING",
    "bank": "B-BANK",
    "city_hall": "B-CITYHALL",
    "watchtower": "B-WATCHTOWER",
}


def with_depots(
    s: Scenario, depots: dict[int, list[str | None]], black: list[str] | None = None
) -> Scenario:
    for number, slots in depots.items():
        s = s.depot(number, slots)
    return s.black_depot(black or [])


def mixed(s: Scenario) -> Scenario:
    return with_depots(s, MIXED_DEPOTS, MIXED_BLACK)


# --- every building, by every route ----------------------------------------------------------


class Benefit:
    """How a building's benefit is set up, answered and checked in the route tests."""

    def __init__(
        self,
        prepare: Callable[[Scenario], Scenario] = lambda s: s,
        answer: Callable[[burgundy.Game], tuple[Event, ...]] | None = None,
        check: Callable[[burgundy.Game, list[Event]], None] = lambda g, e: None,
        extra_storage: tuple[str, ...] = (),
    ) -> None:
        self.prepare, self.answer, self.check = prepare, answer, check
        self.extra_storage = extra_storage


def _check_bank(game: burgundy.Game, events: list[Event]) -> None:
    assert of(events, Gained) == [Gained(SEAT, "silverlings", 2, "building:bank")]
    assert resources(game) == (0, 2, 0)


def _check_boarding(game: burgundy.Game, events: list[Event]) -> None:
    assert of(events, Gained) == [Gained(SEAT, "workers", 4, "building:boarding_house")]
    assert resources(game) == (0, 0, 4)


def _check_watchtower(game: burgundy.Game, events: list[Event]) -> None:
    assert of(events, Gained) == [Gained(SEAT, "points", 4, "building:watchtower")]
    assert resources(game) == (4, 0, 0)


def _check_warehouse(game: burgundy.Game, events: list[Event]) -> None:
    # 3 tiles of goods type 2 sold: 1 silverling, 3 x 2 points (2 players).
    assert of(events, GoodsSold) == [GoodsSold(SEAT, 2, 3, 1, 6, "effect", WAREHOUSE)]
    assert resources(game) == (6, 1, 0)
    assert dict(player(game).goods) == {5: 1}
    assert dict(player(game).sold) == {2: 3}


def _check_take(
    tile_id: str, depot: int, slot: int, building: str
) -> Callable[[burgundy.Game, list[Event]], None]:
    def check(game: burgundy.Game, events: list[Event]) -> None:
        taken = TileTaken(SEAT, T(tile_id), depot, "effect", f"building:{building}")
        assert of(events, TileTaken) == [taken]
        assert tile_id in storage(game)
        assert game.state.depots[depot][slot] is None
        assert resources(game) == (0, 0, 0)

    return check


def _answer_city_hall(game: burgundy.Game) -> tuple[Event, ...]:
    return play(game, PlaceTile(None, 1, 0, T("building:bank"), 26))


def _check_city_hall(game: burgundy.Game, events: list[Event]) -> None:
    placed = [e for e in of(events, TilePlaced) if e.tile == T("building:bank")]
    assert placed == [TilePlaced(SEAT, T("building:bank"), 26, "effect", CITY_HALL)]
    assert player(game).estate[26] == T("building:bank")
    assert Gained(SEAT, "silverlings", 2, "building:bank") in events
    assert resources(game) == (0, 2, 0)


BENEFITS: dict[str, Benefit] = {
    "bank": Benefit(check=_check_bank),
    "boarding_house": Benefit(check=_check_boarding),
    "watchtower": Benefit(check=_check_watchtower),
    "warehouse": Benefit(
        prepare=lambda s: s.goods(SEAT, {2: 3, 5: 1}),
        answer=lambda g: play(g, Choose(2)),
        check=_check_warehouse,
    ),
    "carpenters_workshop": Benefit(
        prepare=mixed,
        answer=lambda g: play(g, Choose((6, 0))),
        check=_check_take("building:warehouse", 6, 0, "carpenters_workshop"),
    ),
    "church": Benefit(
        prepare=mixed,
        answer=lambda g: play(g, Choose((5, 0))),
        check=_check_take("mine", 5, 0, "church"),
    ),
    "market": Benefit(
        prepare=mixed,
        answer=lambda g: play(g, Choose((6, 1))),
        check=_check_take("animal:pig:3", 6, 1, "market"),
    ),
    "city_hall": Benefit(
        answer=_answer_city_hall,
        check=_check_city_hall,
        extra_storage=("building:bank",),
    ),
}

ROUTE_CASES = [
    pytest.param(building, route, id=f"{RULE_OF[building]}-{route}")
    for building in BENEFITS
    for route in ("die", "castle", "city_hall")
    if (building, route) != ("city_hall", "city_hall")
]


def place_building(building: str, route: str) -> tuple[burgundy.Game, list[Event]]:
    """Place ``building`` on space 25 (die 3, or a castle's extra action with the castle on
    6) or on 26 (by a city hall placed on 25); returns the game and the events so far."""
    benefit = BENEFITS[building]
    own = f"building:{building}"
    before = {"die": [], "castle": ["castle"], "city_hall": ["building:city_hall"]}[route]
    dice = (6, 4) if route == "castle" else (3, 4)
    s = scenario(dice=dice).storage(SEAT, [*before, own, *benefit.extra_storage])
    if route == "castle":
        s = s.estate(
            SEAT, {11: "building:watchtower" if building != "watchtower" else "building:bank"}
        )
    game = benefit.prepare(s).build()
    events: list[Event] = []
    if route == "die":
        events += place(game, own, 25, die=3)
        cause = "die"
    elif route == "castle":
        events += place(game, "castle", 6, die=6)
        assert not is_turn_decision(game)
        events += play(game, PlaceTile(None, 3, 0, T(own), 25))
        cause = "castle"
    else:
        events += place(game, "building:city_hall", 25, die=3)
        events += play(game, PlaceTile(None, 1, 0, T(own), 26))
        cause = "effect"
    space = 26 if route == "city_hall" else 25
    source = CITY_HALL if route == "city_hall" else None
    assert TilePlaced(SEAT, T(own), space, cause, source) in events
    return game, events


@pytest.mark.parametrize(("building", "route"), ROUTE_CASES)
@pytest.mark.rule(
    "B-WAREHOUSE",
    "B-CARPENTER",
    "B-CHURCH",
    "B-MARKET",
    "B-BOARDING",
    "B-BANK",
    "B-CITYHALL",
    "B-WATCHTOWER",
    "R-BUILD-1",
    "R-CASTLE-1",
    "R-MOD-2",
)
def test_building_benefit_by_die_castle_and_city_hall(building: str, route: str) -> None:
    """B-…: each building's benefit happens once, at once, without a die (R-BUILD-1),
    whether a die, a castle's extra action or a city hall placed it."""
    game, events = place_building(building, route)
    benefit = BENEFITS[building]
    if benefit.answer is not None:
        assert Skip() in game.legal_actions()  # R-BUILD-3: optional
        events += benefit.answer(game)
    assert is_turn_decision(game)
    benefit.check(game, events)
    # The benefit used no die: the turn's other die (4) is still there.
    assert player(game).dice_left == (4,)


# --- the adding benefits happen at once: no choice ----------------------------------------------


@pytest.mark.parametrize(
    ("building", "expected"),
    [("bank", (0, 2, 0)), ("boarding_house", (0, 0, 4)), ("watchtower", (4, 0, 0))],
)
@pytest.mark.rule("B-BANK", "B-BOARDING", "B-WATCHTOWER", "R-BUILD-3")
def test_adding_benefits_are_not_choices(building: str, expected: tuple[int, int, int]) -> None:
    """B-BANK 2 silverlings, B-BOARDING 4 workers, B-WATCHTOWER 4 points: at once, with no
    decision and no Skip offered (R-BUILD-3)."""
    game = scenario(dice=(3, 4)).storage(SEAT, [f"building:{building}"]).build()
    events = place(game, f"building:{building}", 25, die=3)
    assert resources(game) == expected
    assert len(of(events, Gained)) == 1
    assert is_turn_decision(game)
    assert Skip() not in game.legal_actions()


@pytest.mark.rule("B-BANK", "R-REGION-1", "R-BUILD-1")
def test_bank_completing_a_one_space_city_scores_the_region_too() -> None:
    """B-BANK on space 11 (a one-space city) in phase A: 1 + 10 region points, and the 2
    silverlings."""
    game = scenario(dice=(3, 4)).storage(SEAT, ["building:bank"]).build()
    place(game, "building:bank", 11, die=3)
    assert resources(game) == (11, 2, 0)


# --- the optional benefits: exact choices and Skip ----------------------------------------------


@pytest.mark.parametrize("building", ["carpenters_workshop", "church", "market"])
@pytest.mark.rule("B-CARPENTER", "B-CHURCH", "B-MARKET", "R-BUILD-3")
def test_taking_building_offers_only_its_kinds_from_numbered_depots(building: str) -> None:
    """B-CARPENTER (buildings), B-CHURCH (mine, knowledge, castle), B-MARKET (ship,
    animal): exactly the matching tiles of the six numbered depots, never the black depot
    (which holds one of each), plus Skip."""
    game = mixed(scenario(dice=(3, 4)).storage(SEAT, [f"building:{building}"])).build()
    place(game, f"building:{building}", 25, die=3)
    assert legal(game) == {Choose(o) for o in TAKE_OPTIONS[building]} | {Skip()}
    assert game.current_player == SEAT


@pytest.mark.parametrize("building", ["carpenters_workshop", "church", "market"])
@pytest.mark.rule("B-CARPENTER", "B-CHURCH", "B-MARKET", "R-BUILD-3")
def test_taking_building_each_option_takes_that_tile(building: str) -> None:
    """B-CARPENTER, B-CHURCH, B-MARKET: each offered (depot, slot) takes exactly that tile
    into storage and empties its slot."""
    for depot, slot in TAKE_OPTIONS[building]:
        game = mixed(scenario(dice=(3, 4)).storage(SEAT, [f"building:{building}"])).build()
        place(game, f"building:{building}", 25, die=3)
        wanted = game.state.depots[depot][slot]
        assert wanted is not None
        events = play(game, Choose((depot, slot)))
        taken = TileTaken(SEAT, wanted, depot, "effect", f"building:{building}")
        assert of(events, TileTaken) == [taken]
        assert storage(game) == [str(wanted)]
        assert game.state.depots[depot][slot] is None
        assert tuple(game.state.black_depot) == tuple(T(t) for t in MIXED_BLACK)
        assert is_turn_decision(game)


@pytest.mark.parametrize("building", ["carpenters_workshop", "church", "market"])
@pytest.mark.rule("B-CARPENTER", "B-CHURCH", "B-MARKET", "R-BUILD-3")
def test_taking_building_skip_takes_nothing(building: str) -> None:
    """B-CARPENTER, B-CHURCH, B-MARKET declined with Skip: storage and depots unchanged."""
    game = mixed(scenario(dice=(3, 4)).storage(SEAT, ["ship", f"building:{building}"])).build()
    place(game, f"building:{building}", 25, die=3)
    depots = dict(game.state.depots)
    events = play(game, Skip())
    assert not of(events, TileTaken)
    assert storage(game) == ["ship"]
    assert dict(game.state.depots) == depots
    assert is_turn_decision(game)
    assert player(game).dice_left == (4,)


@pytest.mark.rule("B-WAREHOUSE", "R-BUILD-3", "R-ACT-SELL")
def test_warehouse_offers_each_held_goods_type_and_skip() -> None:
    """B-WAREHOUSE: one goods type of the player's choice among those held, or Skip."""
    game = (
        scenario(dice=(3, 4))
        .storage(SEAT, ["building:warehouse"])
        .goods(SEAT, {1: 1, 2: 3, 5: 2})
        .build()
    )
    place(game, "building:warehouse", 25, die=3)
    assert legal(game) == {Choose(1), Choose(2), Choose(5), Skip()}
    play(game, Skip())
    assert dict(player(game).goods) == {1: 1, 2: 3, 5: 2}
    assert resources(game) == (0, 0, 0)
    assert is_turn_decision(game)


@pytest.mark.parametrize(
    ("players", "per_tile"),
    [(2, 2), (3, 3), (4, 4)],
)
@pytest.mark.rule("B-WAREHOUSE", "R-ACT-SELL")
def test_warehouse_sells_like_the_sell_action(players: int, per_tile: int) -> None:
    """B-WAREHOUSE sells exactly as the sell action: every tile of the type, 1 silverling,
    2/3/4 points per tile in a 2/3/4-player game; the goods go to the sold pile."""
    game = (
        scenario(players, dice=(3, 4))
        .storage(SEAT, ["building:warehouse"])
        .goods(SEAT, {4: 3, 6: 1})
        .build()
    )
    place(game, "building:warehouse", 25, die=3)
    events = play(game, Choose(4))
    assert of(events, GoodsSold) == [GoodsSold(SEAT, 4, 3, 1, 3 * per_tile, "effect",
                                               WAREHOUSE)]
    assert resources(game) == (3 * per_tile, 1, 0)
    assert dict(player(game).goods) == {6: 1}
    assert dict(player(game).sold) == {4: 3}


@pytest.mark.rule("B-WAREHOUSE", "K-3", "K-4", "R-MOD-4")
def test_warehouse_sale_counts_with_knowledge_3_and_4() -> None:
    """B-WAREHOUSE with K-3 and K-4: 2 silverlings instead of 1, and 1 worker."""
    game = (
        scenario(dice=(3, 4))
        .estate(SEAT, {3: "knowledge:3", 7: "knowledge:4"})
        .storage(SEAT, ["building:warehouse"])
        .goods(SEAT, {2: 2})
        .build()
    )
    place(game, "building:warehouse", 25, die=3)
    events = play(game, Choose(2))
    assert of(events, GoodsSold) == [GoodsSold(SEAT, 2, 2, 2, 4, "effect", WAREHOUSE)]
    assert of(events, Gained) == [Gained(SEAT, "workers", 1, "knowledge:4")]
    assert resources(game) == (4, 2, 1)


@pytest.mark.rule("B-WAREHOUSE", "K-3", "K-4")
def test_warehouse_sale_with_only_knowledge_3() -> None:
    """B-WAREHOUSE with K-3 alone: 2 silverlings, no worker."""
    game = (
        scenario(dice=(3, 4))
        .estate(SEAT, {3: "knowledge:3"})
        .storage(SEAT, ["building:warehouse"])
        .goods(SEAT, {2: 1})
        .build()
    )
    place(game, "building:warehouse", 25, die=3)
    play(game, Choose(2))
    assert resources(game) == (2, 2, 0)


@pytest.mark.rule("B-CITYHALL", "R-BUILD-3", "R-MOD-2")
def test_city_hall_offers_every_stored_tile_on_every_legal_space_and_skip() -> None:
    """B-CITYHALL: any stored tile, on any empty, adjacent, colour-matching space whatever
    its number (no die, no workers), or Skip. Here: the ship on 17 (2) or 19 (5), the mine
    on 24 (4); the cow has no space next to a placed tile."""
    game = scenario(dice=(3, 3)).storage(SEAT, ["building:city_hall", "ship", "mine"]).build()
    place(game, "building:city_hall", 25, die=3)
    assert legal(game) == {
        PlaceTile(None, 2, 0, T("ship"), 17),
        PlaceTile(None, 5, 0, T("ship"), 19),
        PlaceTile(None, 4, 0, T("mine"), 24),
        Skip(),
    }
    play(game, Skip())
    assert storage(game) == ["ship", "mine"]
    assert is_turn_decision(game)


@pytest.mark.rule("B-CITYHALL", "R-SHIP-1", "R-SHIP-2")
def test_city_hall_placement_has_all_its_effects_ship() -> None:
    """B-CITYHALL placing a ship: the ship's goods and turn-order move follow."""
    game = (
        scenario(dice=(3, 3))
        .storage(SEAT, ["building:city_hall", "ship"])
        .depot_goods(4, [2, 2, 6])
        .build()
    )
    place(game, "building:city_hall", 25, die=3)
    events = play(game, PlaceTile(None, 5, 0, T("ship"), 19))
    assert legal(game) == {Choose(4)}
    events += play(game, Choose(4))
    assert of(events, GoodsShipped) == [GoodsShipped(SEAT, (4,), (2, 6), 3)]
    assert len(of(events, TurnOrderMoved)) == 1
    assert dict(player(game).goods) == {2: 2, 6: 1}
    assert is_turn_decision(game)


@pytest.mark.rule("B-CITYHALL", "R-CASTLE-1")
def test_city_hall_placement_has_all_its_effects_castle() -> None:
    """B-CITYHALL placing a castle: the castle's extra action follows."""
    game = (
        scenario(dice=(3, 3))
        .estate(SEAT, {12: "knowledge:16"})
        .storage(SEAT, ["building:city_hall", "castle"])
        .build()
    )
    place(game, "building:city_hall", 25, die=3)
    play(game, PlaceTile(None, 6, 0, T("castle"), 6))
    assert TakeWorkers(None) in game.legal_actions()
    play(game, TakeWorkers(None))
    assert resources(game) == (0, 0, 2)
    assert is_turn_decision(game)


# --- benefits lapse when they cannot be used ------------------------------------------------------


@pytest.mark.parametrize(
    ("building", "depots", "black"),
    [
        pytest.param(
            "carpenters_workshop",
            {
                1: ["ship", "mine", None, None],
                2: ["knowledge:5", "castle", None, None],
                3: ["animal:cow:2", None, None, None],
            },
            ["building:bank", "building:market"],
            id="B-CARPENTER",
        ),
        pytest.param(
            "church",
            {1: ["building:bank", "ship", None, None], 3: ["animal:cow:2", None, None, None]},
            ["knowledge:7", "mine", "castle"],
            id="B-CHURCH",
        ),
        pytest.param(
            "market",
            {1: ["building:bank", "mine", None, None], 2: ["knowledge:5", "castle", None, None]},
            ["ship", "animal:sheep:4"],
            id="B-MARKET",
        ),
    ],
)
@pytest.mark.rule("B-CARPENTER", "B-CHURCH", "B-MARKET", "R-BUILD-1")
def test_take_benefit_lapses_without_a_matching_tile_in_the_numbered_depots(
    building: str, depots: dict[int, list[str | None]], black: list[str]
) -> None:
    """B-CARPENTER, B-CHURCH, B-MARKET: no matching tile in depots 1-6 (only in the black
    depot): the building is placed and its benefit lapses, with no decision left."""
    game = with_depots(
        scenario(dice=(3, 4)).storage(SEAT, [f"building:{building}"]), depots, black
    ).build()
    before_depots = dict(game.state.depots)
    events = place(game, f"building:{building}", 25, die=3)
    assert player(game).estate[25] == T(f"building:{building}")
    assert not of(events, TileTaken)
    assert is_turn_decision(game)
    assert storage(game) == []
    assert dict(game.state.depots) == before_depots
    assert player(game).dice_left == (4,)


@pytest.mark.rule("B-WAREHOUSE", "R-BUILD-1")
def test_warehouse_lapses_with_no_goods() -> None:
    """B-WAREHOUSE with an empty warehouse: placed, the sale lapses, no decision."""
    game = scenario(dice=(3, 4)).storage(SEAT, ["building:warehouse"]).build()
    events = place(game, "building:warehouse", 25, die=3)
    assert player(game).estate[25] == T("building:warehouse")
    assert not of(events, GoodsSold)
    assert is_turn_decision(game)
    assert resources(game) == (0, 0, 0)


@pytest.mark.parametrize(
    "stored",
    [
        pytest.param([], id="empty-storage"),
        pytest.param(["animal:cow:2"], id="no-adjacent-pasture"),
        pytest.param(["mine", "animal:cow:2"], id="grey-full"),
    ],
)
@pytest.mark.rule("B-CITYHALL", "R-BUILD-1")
def test_city_hall_lapses_with_nothing_placeable(stored: list[str]) -> None:
    """B-CITYHALL with an empty storage, or only tiles with no legal space (no pasture next
    to a placed tile; every grey space taken): placed, the benefit lapses."""
    s = scenario(dice=(3, 4)).storage(SEAT, ["building:city_hall", *stored])
    if "mine" in stored:
        s = s.estate(SEAT, {24: "mine", 29: "mine", 33: "mine"})
    game = s.build()
    events = place(game, "building:city_hall", 25, die=3)
    assert [e.tile for e in of(events, TilePlaced)] == [T("building:city_hall")]
    assert is_turn_decision(game)
    assert storage(game) == stored
    assert player(game).dice_left == (4,)


# --- storage: placing frees a space; a take into full storage asks for a discard ----------------


@pytest.mark.rule("B-CARPENTER", "R-STORE-1")
def test_carpenter_with_two_other_stored_tiles_needs_no_discard() -> None:
    """B-CARPENTER placed from a full storage: the building left storage, so its take fills
    the third space without a discard."""
    game = mixed(
        scenario(dice=(3, 4)).storage(SEAT, ["building:carpenters_workshop", "ship", "mine"])
    ).build()
    place(game, "building:carpenters_workshop", 25, die=3)
    events = play(game, Choose((1, 0)))
    assert not of(events, TileDiscarded)
    assert storage(game) == ["ship", "mine", "building:bank"]


#: A house-rule building that takes twice: the second take meets a full storage (the
#: standard buildings never can: they leave storage before they take).
TWO_TAKES = """
building guild "Guild" supply 5 normal, 2 black {
    on place {
        may take building from depots
        may take building from depots
    }
}
"""


def two_takes_game() -> burgundy.Game:
    tiles = burgundy.load_tiles(burgundy.STANDARD_TILES, TWO_TAKES)
    return mixed(
        scenario(dice=(3, 4), tiles=tiles).storage(SEAT, ["building:guild", "ship", "mine"])
    ).build()


@pytest.mark.rule("R-STORE-1", "R-BUILD-3", "B-CARPENTER")
def test_take_into_full_storage_leads_to_the_discard_choice() -> None:
    """R-STORE-1, R-BUILD-3, B-CARPENTER.

    A building's take into a full storage first asks which stored tile to discard
    (exactly the stored tiles), then stores the new one."""
    game = two_takes_game()
    place(game, "building:guild", 25, die=3)
    play(game, Choose((1, 0)))
    assert storage(game) == ["ship", "mine", "building:bank"]
    play(game, Choose((3, 1)))
    assert legal(game) == {Choose("ship"), Choose("mine"), Choose("building:bank")}
    events = play(game, Choose("mine"))
    assert of(events, TileDiscarded) == [TileDiscarded(SEAT, T("mine"))]
    # The tile comes in after the discard, still named as the guild's take.
    taken = TileTaken(SEAT, T("building:market"), 3, "effect", "building:guild")
    assert of(events, TileTaken) == [taken]
    assert storage(game) == ["ship", "building:bank", "building:market"]
    assert is_turn_decision(game)


@pytest.mark.rule("R-STORE-1", "R-BUILD-3")
def test_declining_a_take_into_full_storage_avoids_the_discard() -> None:
    """R-BUILD-3: the take is optional, so a full storage need not lose a tile."""
    game = two_takes_game()
    place(game, "building:guild", 25, die=3)
    play(game, Choose((1, 0)))
    events = play(game, Skip())
    assert not of(events, TileDiscarded)
    assert storage(game) == ["ship", "mine", "building:bank"]
    assert is_turn_decision(game)


# --- R-BUILD-2: one building type per city; knowledge tile 1 lifts it ---------------------------


@pytest.mark.rule("R-BUILD-2")
def test_second_building_of_a_type_not_offered_in_the_same_city() -> None:
    """R-BUILD-2: with a bank on 25, a second bank may not go to 26 or 31 (same city), only
    to 11; another type may go to 26 and 31."""
    game = (
        scenario(dice=(1, 5))
        .resources(SEAT, workers=6)
        .estate(SEAT, {25: "building:bank"})
        .storage(SEAT, ["building:bank", "building:market"])
        .build()
    )
    bank = {a.space for a in actions(game, PlaceTile, tile=T("building:bank"))}
    market = {a.space for a in actions(game, PlaceTile, tile=T("building:market"))}
    assert bank == {11}
    assert market == {11, 26, 31}


@pytest.mark.rule("R-BUILD-2", "B-CITYHALL", "R-CASTLE-1")
def test_one_type_per_city_also_for_city_hall_and_castle_placements() -> None:
    """R-BUILD-2 holds for placements with a number of the player's choice too: with a bank
    on 26, the city hall on 25 may place the bank on 11 or 13 (next to the knowledge tile on
    12), not in its own city; and so may the castle's extra action."""
    game = (
        scenario(dice=(3, 6))
        .estate(SEAT, {26: "building:bank", 12: "knowledge:16"})
        .storage(SEAT, ["building:city_hall", "building:bank", "castle"])
        .build()
    )
    place(game, "building:city_hall", 25, die=3)
    assert legal(game) == {
        PlaceTile(None, 3, 0, T("building:bank"), 11),
        PlaceTile(None, 2, 0, T("building:bank"), 13),
        PlaceTile(None, 6, 0, T("castle"), 6),
        Skip(),
    }
    play(game, PlaceTile(None, 6, 0, T("castle"), 6))
    assert {a.space for a in actions(game, PlaceTile, tile=T("building:bank"))} == {11, 13}


@pytest.mark.rule("R-BUILD-2", "K-1")
def test_knowledge_1_lifts_one_type_per_city() -> None:
    """K-1 in the estate: a second bank may join the bank's city (26, 31) as well as 11."""
    game = (
        scenario(dice=(1, 5))
        .resources(SEAT, workers=6)
        .estate(SEAT, {25: "building:bank", 30: "knowledge:1"})
        .storage(SEAT, ["building:bank"])
        .build()
    )
    bank = {a.space for a in actions(game, PlaceTile, tile=T("building:bank"))}
    assert bank == {11, 26, 31}
    place(game, "building:bank", 26, die=1)
    assert player(game).estate[26] == T("building:bank")
    assert resources(game)[1] == 2


@pytest.mark.rule("R-BUILD-2", "K-1", "R-KNOW-1")
def test_knowledge_1_applies_from_its_placement_on() -> None:
    """K-1 placed with the first die: the second die may place a second bank in the city."""
    game = (
        scenario(dice=(1, 1))
        .estate(SEAT, {25: "building:bank"})
        .storage(SEAT, ["knowledge:1", "building:bank"])
        .build()
    )
    assert not actions(game, PlaceTile, tile=T("building:bank"), space=26)
    place(game, "knowledge:1", 12, die=1)
    place(game, "building:bank", 26, die=1)
    assert player(game).estate[26] == T("building:bank")


@pytest.mark.rule("R-BUILD-2", "K-1")
def test_knowledge_1_is_the_owners_only() -> None:
    """K-1 in another seat's estate lifts nothing for this seat."""
    game = (
        scenario(dice=(1, 1))
        .estate(1, {3: "knowledge:1"})
        .estate(SEAT, {25: "building:bank"})
        .storage(SEAT, ["building:bank"])
        .build()
    )
    assert not actions(game, PlaceTile, tile=T("building:bank"), space=26)


@pytest.mark.rule("B-BOARDING", "K-13", "K-14", "R-MOD-4")
def test_boarding_house_ignores_knowledge_13_and_14() -> None:
    """B-BOARDING with K-13 and K-14: exactly 4 workers and no silverling (not the
    take-workers die action)."""
    game = (
        scenario(dice=(3, 4))
        .estate(SEAT, {3: "knowledge:13", 7: "knowledge:14"})
        .storage(SEAT, ["building:boarding_house"])
        .build()
    )
    events = place(game, "building:boarding_house", 25, die=3)
    assert resources(game) == (0, 0, 4)
    assert of(events, Gained) == [Gained(SEAT, "workers", 4, "building:boarding_house")]


@pytest.mark.rule("B-CARPENTER", "R-ACT-TAKE")
def test_carpenter_take_uses_no_die_and_no_workers() -> None:
    """B-CARPENTER takes from any depot number, whatever the dice: the turn's other die is
    still free for a take of its own."""
    game = mixed(scenario(dice=(3, 1)).storage(SEAT, ["building:carpenters_workshop"])).build()
    place(game, "building:carpenters_workshop", 25, die=3)
    play(game, Choose((6, 0)))
    assert resources(game) == (0, 0, 0)
    take = find(game, TakeTile, die=1, number=1, slot=0)
    play(game, take)
    assert storage(game) == ["building:warehouse", "building:bank"]


@pytest.mark.rule("B-CHURCH", "B-MARKET", "B-CARPENTER", "R-BUILD-3")
def test_taking_from_the_black_depot_is_refused() -> None:
    """B-CHURCH: the black depot's knowledge tile and mine are not offered; choosing them
    anyway raises IllegalActionError and changes nothing."""
    game = mixed(scenario(dice=(3, 4)).storage(SEAT, ["building:church"])).build()
    place(game, "building:church", 25, die=3)
    before = game.to_json()
    for option in ((0, 0), (0, 1)):
        with pytest.raises(burgundy.IllegalActionError):
            game.apply(Choose(option))
    assert game.to_json() == before
    assert legal(game) == {Choose(o) for o in TAKE_OPTIONS["church"]} | {Skip()}
