"""Rulings on combinations of the expansions with each other and with the base game
(X-SHIELD-6), and the order of modifiers (R-MOD-5), through play."""

from __future__ import annotations

from collections.abc import Callable

import pytest

import burgundy
from burgundy import data
from burgundy.actions import Choose, PlaceTile, SellGoods, Skip, TakeWorkers, UseAction
from burgundy.events import (
    BonusTaken,
    FinalScore,
    Gained,
    GameEnded,
    MineIncome,
    Paid,
    RegionCompleted,
    TilePlaced,
    WorkersTaken,
)
from burgundy.model.state import (
    DiscardChoice,
    ExtraActionChoice,
    OptionChoice,
    PlaceChoice,
    TakeChoice,
    zone_of,
)
from burgundy.testing import Scenario
from tests.expansions.helpers import (
    choose_shield,
    end_phase,
    expansion,
    position,
    shields_held,
)
from tests.tiles.helpers import (
    SEAT,
    actions,
    find,
    finish_turn,
    of,
    play,
    player,
    resources,
    scenario,
)

SHIELDS = "rules:shields"
OTHER = 1 - SEAT
#: The upkeep's options, in the order shields.tiles writes them (X-SHIELD-3).
PAY, DISCARD = 0, 2
#: With seed 0 (every clean position's) and two players, depot 2 holds shield 9.
SHIELD_9_DEPOT = 2


def _take_shield(game: burgundy.Game, depot: int) -> None:
    """The shield action for ``depot``, onto a free castle: the depot's first shield."""
    play(game, find(game, UseAction, source=SHIELDS))
    play(game, Choose(depot - 1))
    play(game, Choose(0))


def _last_turn(*held: str, phase: str = "A", names: tuple[str, ...] = ("shields",)
               ) -> Scenario:
    """Seat 0's turn ends ``phase`` (it acts last in round 5), holding ``held``."""
    return position(*names).phase(phase, round=5).turn(SEAT, dice=(1, 1)) \
        .row(SEAT, "shield", held)


# --- R-MOD-5 and X-SHIELD-6: knowledge tile 3 with shield 9 ----------------------------------


def _sale_with_k3_then_shield_9(tiles_sold: int) -> int:
    """Knowledge tile 3 placed first, shield 9 taken after it, then a sale: silverlings."""
    game = position("shields", dice=(SHIELD_9_DEPOT,) * 2).estate(SEAT, {12: "knowledge:3"}) \
        .goods(SEAT, {4: tiles_sold}).resources(SEAT, workers=10).build()
    _take_shield(game, SHIELD_9_DEPOT)
    assert shields_held(game) == ["shield:9"]
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


# --- X-SHIELD-6: losing shield 4 --------------------------------------------------------------

FIVE = ["mine", "ship", "castle", "building:bank", "animal:cow:2"]


def _discard_down(game: burgundy.Game, *tiles: str) -> None:
    """Answer the discard decisions, one tile each, and nothing more is asked."""
    for tile_id in tiles:
        decision = game.state.pending[-1]
        assert isinstance(decision, DiscardChoice) and decision.incoming is None, decision
        assert set(game.legal_actions()) == {Choose(t.id) for t in player(game).storage}
        play(game, Choose(tile_id))
    assert not game.state.pending or not isinstance(game.state.pending[-1], DiscardChoice)


@pytest.mark.rule("X-SHIELD-6", "R-STORE-1", "X-SHIELD-3")
def test_losing_shield_4_at_the_upkeep_discards_down_to_the_limit_at_once() -> None:
    game = _last_turn("shield:4", "shield:9").estate(SEAT, {6: "castle"}) \
        .storage(SEAT, FIVE).resources(SEAT, silverlings=1).build()
    end_phase(game)
    play(game, Choose(DISCARD))
    choose_shield(game, "shield:4")
    # At once: before the next shield's upkeep, the player chooses the two that go.
    saved = burgundy.Game.from_json(game.to_json())  # a save keeps the decision
    assert saved.legal_actions() == game.legal_actions()
    _discard_down(game, "castle", "mine")
    assert [t.id for t in player(game).storage] == ["ship", "building:bank", "animal:cow:2"]
    assert {"castle", "mine"} <= {t.id for t in game.state.out}
    play(game, Choose(PAY))  # shield 9's upkeep
    assert game.state.phase == "B"


@pytest.mark.rule("X-SHIELD-6", "R-STORE-1", "X-SHIELD-2")
def test_losing_shield_4_to_a_new_shield_discards_down_before_it_is_taken() -> None:
    game = position("shields", dice=(SHIELD_9_DEPOT,) * 2).row(SEAT, "shield", ["shield:4"]) \
        .storage(SEAT, FIVE[:4]).build()
    play(game, find(game, UseAction, source=SHIELDS))
    play(game, Choose(SHIELD_9_DEPOT - 1))
    choose_shield(game, "shield:4")  # the start castle's only shield makes way
    _discard_down(game, "building:bank")
    play(game, Choose(0))  # then shield 9 is taken
    assert shields_held(game) == ["shield:9"]
    assert len(player(game).storage) == 3


@pytest.mark.rule("X-SHIELD-6", "R-STORE-1")
def test_losing_shield_4_within_the_limit_asks_nothing() -> None:
    game = _last_turn("shield:4").storage(SEAT, FIVE[:3]).build()
    end_phase(game)
    play(game, Choose(DISCARD))
    choose_shield(game, "shield:4")
    assert not game.state.pending
    assert game.state.phase == "B"


# --- X-SHIELD-6: an inn with shield 17 --------------------------------------------------------

BUILDINGS = ["watchtower", "carpenters_workshop", "church", "market", "boarding_house",
             "city_hall", "warehouse"]
#: (map, the city's spaces but the last, the last and its die): cities of 6, 7 and 8 spaces.
CITIES = {6: (6, (8, 13, 14, 20, 27), 21, 1), 7: (7, (11, 12, 17, 18, 19, 24), 25, 3),
          8: (2, (1, 6, 12, 15, 16, 17, 18), 19, 5)}


def _city_with_an_inn(size: int, names: tuple[str, ...]) -> list[int]:
    """Points of completing a city of ``size`` spaces holding an inn, with shield 17."""
    estate, built, last, die = CITIES[size]
    tiles = dict(zip(built, ["inn", *(f"building:{b}" for b in BUILDINGS)], strict=False))
    game = Scenario(2, tiles=expansion(*names), estates=[estate, 1]).turn(SEAT, dice=(die, die)) \
        .row(SEAT, "shield", ["shield:17"]).estate(SEAT, tiles) \
        .storage(SEAT, ["building:bank"]).build()
    events = play(game, find(game, PlaceTile, space=last, die=die, workers=0))
    return [e.points for e in of(events, RegionCompleted)]


@pytest.mark.rule("X-SHIELD-6", "X-INN-3", "X-SHIELD-5", "R-MOD-5")
@pytest.mark.parametrize("names", [("inns", "shields"), ("shields", "inns")])
def test_an_inn_with_shield_17_scores_a_city_of_7_or_8_as_9(names: tuple[str, ...]) -> None:
    phase_a = 10
    assert _city_with_an_inn(6, names) == [36 + phase_a]  # 6 + 1 (shield 17) + 1 (inn)
    assert _city_with_an_inn(7, names) == [45 + phase_a]  # 7 + 1 + 1
    assert _city_with_an_inn(8, names) == [45 + phase_a]  # 8, then the inn's one


# --- X-SHIELD-6: a trade route's extra action is a castle's ----------------------------------


def _route_action(*, shields: tuple[str, ...] = (), estate: dict[int, str] | None = None
                  ) -> burgundy.Game:
    """Seat 0 sells one goods tile of type 4 onto route:3's first space (4:action)."""
    game = position("shields", "trade_routes", dice=(4, 4)).row(SEAT, "route", ["route:3"]) \
        .row(SEAT, "shield", shields).estate(SEAT, estate or {}).goods(SEAT, {4: 1}).build()
    play(game, find(game, SellGoods, die=4, number=4))
    decision = game.state.pending[-1]
    assert isinstance(decision, ExtraActionChoice) and decision.number is None
    return game


@pytest.mark.rule("X-SHIELD-6", "X-ROUTE-3", "K-13", "K-14", "R-MOD-4")
def test_a_routes_extra_action_has_k13_and_k14() -> None:
    game = _route_action(estate={12: "knowledge:13", 30: "knowledge:14"})
    events = play(game, actions(game, TakeWorkers)[0])
    assert [(e.count, e.cause, e.source) for e in of(events, WorkersTaken)] == [
        (4, "castle", "route:3")]
    assert resources(game)[1:] == (1 + 1, 4)  # the sale's silverling and K-13's


@pytest.mark.rule("X-SHIELD-6", "X-ROUTE-3", "X-SHIELD-5")
def test_a_routes_extra_action_may_take_a_shield_with_shield_11() -> None:
    game = _route_action(shields=("shield:11",))
    takes = actions(game, UseAction, source="shield:11")
    shield_depots = [n for n in range(1, 7) if zone_of(game.state.zones, f"display shield {n}")]
    assert sorted(a.number for a in takes) == shield_depots


@pytest.mark.rule("X-SHIELD-6", "X-ROUTE-3", "X-SHIELD-5")
def test_shield_12_doubles_the_sale_not_a_routes_points() -> None:
    # route:10 is 6:points, 3:silver, 4:sell.
    game = position("shields", "trade_routes", dice=(6, 6)).row(SEAT, "route", ["route:10"]) \
        .row(SEAT, "shield", ["shield:12"]).goods(SEAT, {6: 1}).build()
    events = play(game, find(game, SellGoods, die=6, number=6))
    assert resources(game)[0] == 2 * 2 + 4  # the sale's 2 points doubled, the route's 4
    assert Gained(SEAT, "points", 4, "route:10") in of(events, Gained)


# --- X-SHIELD-6: shield 6 -----------------------------------------------------------------


def _shield_6(tiles: burgundy.TileSet, phase: str = "A", round: int = 1) -> Scenario:
    """Seat 0's turn, the round's last, with the pair that takes shield 6 (where it lies,
    if anywhere, depends on the seed and the tiles)."""
    shield = tiles.tile("shield:6")
    for seed in range(100):
        laid = burgundy.new_game(2, seed, tiles=tiles).state.zones
        depots = [n for n in range(1, 7) if shield in zone_of(laid, f"display shield {n}")]
        if depots:
            return scenario(2, seed=seed, tiles=tiles).phase(phase, round) \
                .turn_order([OTHER, SEAT]).turn(SEAT, dice=(depots[0], depots[0]))
    raise AssertionError("shield 6 lies on no depot with the first 100 seeds")


def _borrow_seat_1(game: burgundy.Game) -> None:
    """Seat 0 takes shield 6 with its pair and borrows seat 1's knowledge tiles."""
    depot = player(game).dice[0]
    play(game, find(game, UseAction, source=SHIELDS))
    play(game, Choose(depot - 1))
    shields = [t.id for t in zone_of(game.state.zones, f"display shield {depot}")]
    play(game, Choose(shields.index("shield:6")))
    play(game, Choose(1))
    assert player(game).borrowed == (("shield:6", 1),)


@pytest.mark.rule("X-SHIELD-6", "X-SHIELD-5", "K-3", "K-4", "X-M28-1")
def test_shield_6_borrows_knowledge_the_lender_places_later() -> None:
    game = _shield_6(expansion("shields", "monastery_28")).storage(1, ["knowledge:3"]) \
        .estate(1, {12: "knowledge:4", 7: "knowledge:28"}).resources(1, workers=10) \
        .goods(SEAT, {5: 2}).resources(SEAT, silverlings=1, workers=10).build()
    _borrow_seat_1(game)
    # Seat 1 places knowledge tile 3 on its turn, after the borrowing began.
    while game.current_player != 1:
        finish_turn(game)
    play(game, actions(game, PlaceTile, tile=burgundy.tile("knowledge:3"), space=3)[0])
    while game.current_player != SEAT:
        finish_turn(game)
    # Its modifier (K-3), K-4's trigger and tile 28's action are seat 0's too.
    assert actions(game, UseAction, source="knowledge:28")
    before = resources(game)
    events = play(game, actions(game, SellGoods, number=5)[0])
    assert resources(game)[1] - before[1] == 2  # K-3
    assert Gained(SEAT, "workers", 1, "knowledge:4") in of(events, Gained)  # K-4


@pytest.mark.rule("X-SHIELD-6", "X-SHIELD-5", "K-25")
def test_shield_6_does_not_borrow_the_lenders_end_game_scoring() -> None:
    game = _shield_6(expansion("shields"), phase="E", round=5) \
        .estate(1, {12: "knowledge:25"}).sold(1, {2: 3}) \
        .sold(SEAT, {3: 4}).resources(SEAT, silverlings=1).build()
    _borrow_seat_1(game)  # the turn ends the game, after the upkeep
    events = play(game, Choose(PAY))
    assert game.is_over
    labels = {seat: {e.label for e in of(events, FinalScore) if e.seat == seat}
              for seat in (SEAT, 1)}
    assert "Goods sold" in labels[1]
    assert "Goods sold" not in labels[SEAT]


# --- X-SHIELD-6: shield 7 ---------------------------------------------------------------------


@pytest.mark.rule("X-SHIELD-6", "X-SHIELD-5", "R-COLOUR-1")
def test_shield_7s_points_stay_when_it_is_lost() -> None:
    # Grey is 24, 29, 33 on map 1: the mine on 33 completes it in the phase's last turn.
    game = _last_turn("shield:7").turn(SEAT, dice=(3, 3)) \
        .estate(SEAT, {24: "mine", 29: "mine"}).storage(SEAT, ["mine"]).build()
    events = play(game, find(game, PlaceTile, space=33, die=3))
    assert of(events, BonusTaken) == [BonusTaken(SEAT, "grey", True, 10)]
    points = resources(game)[0]
    play(game, find(game, TakeWorkers, die=3))
    play(game, Choose(DISCARD))  # no silverling for the upkeep
    choose_shield(game, "shield:7")
    assert shields_held(game) == [] and game.state.phase == "B"
    assert resources(game)[0] == points


@pytest.mark.rule("X-SHIELD-6", "X-SHIELD-5", "K-26")
def test_shield_7_does_not_double_k26() -> None:
    game = _last_turn("shield:7", phase="E").estate(SEAT, {12: "knowledge:26"}) \
        .bonus_tiles(SEAT, [("grey", "large"), ("blue", "small")]) \
        .resources(SEAT, silverlings=1).build()
    events = end_phase(game) + [*play(game, Choose(PAY))]
    assert game.is_over
    lines = {e.label: e.points for e in of(events, FinalScore) if e.seat == SEAT}
    assert lines["Bonus tiles"] == 2 * 2


# --- X-SHIELD-6: shields 14 and 15 ------------------------------------------------------------


@pytest.mark.rule("X-SHIELD-6", "X-SHIELD-5")
def test_shield_14_may_be_declined() -> None:
    game = _last_turn("shield:14").resources(SEAT, silverlings=1) \
        .depot(3, ["building:bank", None, None, None]).build()
    end_phase(game)
    play(game, Choose(PAY))
    assert Skip() in game.legal_actions()
    play(game, Skip())
    assert game.state.phase == "B"
    assert player(game).spaces[11] is None and player(game).spaces[25] is None


@pytest.mark.rule("X-SHIELD-6", "X-SHIELD-5", "R-MINE-1", "R-REGION-1")
def test_a_mine_placed_by_shield_14_pays_and_scores_in_the_phase_ending() -> None:
    # Grey on map 1 is 24, 29, 33: a mine on 33 completes it.
    game = _last_turn("shield:14").resources(SEAT, silverlings=1) \
        .estate(SEAT, {24: "mine", 29: "mine"}).depot(4, ["mine", None, None, None]).build()
    end_phase(game)
    play(game, Choose(PAY))
    events = play(game, Choose((4, 0, 33)))
    assert of(events, RegionCompleted) == [RegionCompleted(SEAT, "grey", 3, 6 + 10)]  # phase A
    assert of(events, MineIncome) == [MineIncome(SEAT, 3, 3)]
    assert game.state.phase == "B"


@pytest.mark.rule("X-SHIELD-6", "X-SHIELD-3", "X-SHIELD-5", "R-ROUND-3")
def test_each_player_pays_then_places_player_by_player_in_turn_order() -> None:
    game = _last_turn("shield:14").row(OTHER, "shield", ["shield:15"]) \
        .resources(SEAT, silverlings=1).resources(OTHER, silverlings=1) \
        .depot(3, ["building:bank", None, None, None]).black_depot(["building:market"]).build()
    assert game.state.turn_order == (OTHER, SEAT)
    end_phase(game)
    asked = []
    while game.state.pending:
        decision = game.state.pending[-1]
        kind = "pay" if isinstance(decision, OptionChoice) else "place"
        asked.append((decision.seat, kind))
        play(game, Choose(PAY) if kind == "pay" else Skip())
    assert asked == [(OTHER, "pay"), (OTHER, "place"), (SEAT, "pay"), (SEAT, "place")]


@pytest.mark.rule("X-SHIELD-6", "X-SHIELD-5", "X-CLOISTER-2")
def test_shield_15_places_a_cloister_on_any_space_touching_a_placed_tile() -> None:
    game = _last_turn("shield:15", names=("shields", "cloisters")) \
        .resources(SEAT, silverlings=1).black_depot(["cloister"]).build()
    end_phase(game)
    play(game, Choose(PAY))
    assert isinstance(game.state.pending[-1], PlaceChoice)
    start = data.estates()[1].neighbours[18]  # every space next to the start castle
    assert set(game.legal_actions()) == {Skip(), *(Choose((0, n)) for n in start)}
    events = play(game, Choose((0, 12)))
    assert [(e.tile.id, e.space) for e in of(events, TilePlaced)] == [("cloister", 12)]


# --- X-SHIELD-6: shield 5 ---------------------------------------------------------------------


@pytest.mark.rule("X-SHIELD-6", "X-SHIELD-5", "R-SHIP-1")
def test_shield_5_must_be_used_when_a_goods_type_can_be_taken() -> None:
    def ship(fourth: list[int]) -> burgundy.Game:
        game = position("shields", dice=(2, 1)).row(SEAT, "shield", ["shield:5"]) \
            .storage(SEAT, ["ship"]).goods(SEAT, {1: 1, 2: 1, 3: 1}) \
            .depot_goods(1, [1]).depot_goods(4, fourth).build()
        play(game, find(game, PlaceTile, space=17, die=2))
        return game

    # After the ship's goods (depot 1), types 3 and 5 lie in depots; only 3 fits.
    game = ship([5, 3])
    play(game, Choose(1))
    decision = game.state.pending[-1]
    assert isinstance(decision, OptionChoice) and decision.options == (2,)  # type 3
    assert Skip() not in game.legal_actions()
    # Nothing left in the depots that fits: the power lapses, nothing is asked.
    game = ship([5])
    play(game, Choose(1))
    assert not game.state.pending


# --- X-SHIELD-6: shield 16 --------------------------------------------------------------------


@pytest.mark.rule("X-SHIELD-6", "X-SHIELD-5")
def test_shield_16_not_while_a_decision_waits() -> None:
    game = position("shields", dice=(3, 5)).row(SEAT, "shield", ["shield:16"]) \
        .storage(SEAT, ["building:carpenters_workshop"]) \
        .depot(1, ["building:bank", None, None, None]).build()
    assert actions(game, UseAction, source="shield:16")
    play(game, find(game, PlaceTile, space=11, die=3))
    assert isinstance(game.state.pending[-1], TakeChoice)  # the workshop's choice waits
    assert not actions(game, UseAction, source="shield:16")


# --- X-SHIELD-6: shield 2 ---------------------------------------------------------------------


def _holder_workers(game: burgundy.Game) -> int:
    return resources(game, OTHER)[2]


@pytest.mark.rule("X-SHIELD-6", "X-SHIELD-5", "K-2", "K-4", "X-M28-1", "X-ROUTE-3")
def test_shield_2_answers_every_gain_of_workers_by_another_player() -> None:
    names = ("shields", "monastery_28", "trade_routes")
    # K-4 with two sales, the second onto route:1's third space (1:workers); tile 28.
    game = position(*names, dice=(1, 1)).row(OTHER, "shield", ["shield:2"]) \
        .row(SEAT, "route", ["route:1"]).goods(SEAT, {3: 2, 1: 1}) \
        .estate(SEAT, {12: "knowledge:4", 7: "knowledge:28"}).resources(SEAT, workers=2) \
        .build()
    play(game, find(game, SellGoods, die=1, number=3, workers=2))  # spaces 0, 1; K-4
    assert _holder_workers(game) == 1  # none for the worker paid to turn the die
    play(game, find(game, SellGoods, die=1, number=1))  # space 2 matches: 4 workers
    assert _holder_workers(game) == 1 + 1 + 4
    play(game, find(game, UseAction, source="knowledge:28"))  # 2 workers for a silverling
    assert _holder_workers(game) == 6 + 2
    # K-2 at a phase's end: a worker per mine.
    game = _last_turn().row(OTHER, "shield", ["shield:2"]).resources(OTHER, silverlings=1) \
        .estate(SEAT, {12: "knowledge:2", 24: "mine"}).build()
    end_phase(game)  # seat 0's own take-workers: 2 + 2
    assert _holder_workers(game) == 4
    play(game, Choose(PAY))  # the holder's upkeep; then the mines pay, K-2 gives 1
    assert _holder_workers(game) == 4 + 1
    assert resources(game)[2] == 5


@pytest.mark.rule("X-SHIELD-6", "X-SHIELD-5", "X-SHIELD-3")
def test_shield_2_answers_no_workers_paid() -> None:
    game = _last_turn("shield:3").row(OTHER, "shield", ["shield:2"]) \
        .resources(OTHER, silverlings=1).build()
    end_phase(game)  # 4 workers taken: the holder gets 4
    assert _holder_workers(game) == 4
    play(game, Choose(PAY))  # the holder's own upkeep
    events = play(game, Choose(1))  # seat 0 pays its shield's upkeep with a worker
    assert Paid(SEAT, "workers", 1, SHIELDS) in of(events, Paid)
    assert _holder_workers(game) == 4


# --- X-SHIELD-6: the end of phase E -----------------------------------------------------------


@pytest.mark.rule("X-SHIELD-6", "X-SHIELD-3", "R-END-GAME-1")
def test_the_upkeep_is_paid_at_the_end_of_phase_e_before_final_scoring() -> None:
    game = _last_turn("shield:18", phase="E").resources(SEAT, silverlings=3).build()
    events = end_phase(game)
    assert not game.is_over and not of(events, FinalScore)
    assert isinstance(game.state.pending[-1], OptionChoice)
    events = play(game, Choose(PAY))
    assert game.is_over and of(events, GameEnded)
    lines = {e.label: e.points for e in of(events, FinalScore) if e.seat == SEAT}
    assert lines["Silverlings"] == 2 and lines["Shields"] == 4


# --- X-SHIELD-6: public knowledge -------------------------------------------------------------


@pytest.mark.rule("X-SHIELD-6", "X-SHIELD-1", "X-ROUTE-1")
def test_shields_out_of_the_game_and_routes_not_dealt_are_public() -> None:
    game = burgundy.new_game(2, seed=2, tiles=expansion("shields", "trade_routes"))
    out = sorted(t.id for t in game.state.out if t.kind == "shield")
    undealt = sorted(t.id for t in zone_of(game.state.zones, "supply route"))
    assert len(out) == 18 - 6 and len(undealt) == 12 - 2 * 5
    for seat in range(2):
        view = game.view(seat)
        assert sorted(t.id for t in view.out if t.kind == "shield") == out
        assert sorted(t.id for t in zone_of(view.zones_seen, "supply route")) == undealt
