"""Section 7 of RULES.md, order of resolution (R-ORDER-1 … R-ORDER-3), and R-PLACE-1
(placed tiles never move)."""

from __future__ import annotations

import pytest

import burgundy
from burgundy.actions import Choose, PlaceTile, Skip
from burgundy.events import (
    AnimalsScored,
    BonusTaken,
    Event,
    Gained,
    GoodsShipped,
    RegionCompleted,
    TilePlaced,
    TurnOrderMoved,
)
from burgundy.model.state import (
    DECISION_TYPES,
    ExtraActionChoice,
    GoodsChoice,
    PlaceChoice,
    ShipChoice,
    ShipMove,
    StartCastleChoice,
)
from tests.rules.helpers import (
    clear_depots,
    finish_turn,
    new_game,
    of,
    play,
    recorded_game,
    scenario,
    turn_order,
)

tile = burgundy.tile
FIRST, _ = turn_order(2, 0)
SCORING = (TilePlaced, RegionCompleted, BonusTaken, AnimalsScored, Gained, GoodsShipped,
           TurnOrderMoved)


def kinds(events: list[Event] | tuple[Event, ...]) -> list[type]:
    return [type(e) for e in events if isinstance(e, SCORING)]


# --- R-ORDER-1 ----------------------------------------------------------------------


@pytest.mark.rule("R-ORDER-1", "R-ANIMAL-1", "R-REGION-1", "R-COLOUR-1")
def test_order_1_animal_region_then_colour_then_the_animals() -> None:
    """R-ORDER-1: tile down, region (27 alone: 1 + 10), colour (light green, large: 5),
    then the tile's own effect (a lone 3-pig: 3)."""
    game = (clear_depots(scenario(2)).turn(FIRST, dice=(2, 2))
            .estate(FIRST, {0: "animal:cow:2", 4: "animal:cow:3", 5: "animal:sheep:2",
                            9: "animal:sheep:3", 10: "animal:chicken:2", 20: "ship"})
            .storage(FIRST, ["animal:pig:3"]).resources(FIRST, points=0, workers=0).build())
    events = play(game, PlaceTile(2, 2, 0, tile("animal:pig:3"), 27))
    assert kinds(events) == [TilePlaced, RegionCompleted, BonusTaken, AnimalsScored]
    assert [e.points for e in of(events, RegionCompleted)] == [11]
    assert [e.points for e in of(events, BonusTaken)] == [5]
    assert [e.points for e in of(events, AnimalsScored)] == [3]
    assert game.state.players[FIRST].points == 19


@pytest.mark.rule("R-ORDER-1", "R-BUILD-1")
def test_order_1_building_benefit_after_region_and_colour() -> None:
    """R-ORDER-1: a watchtower closing city 11 and the beige colour: region, colour, then
    its 4 points."""
    beige = (8, 13, 14, 22, 23, 25, 26, 28, 31, 32, 36)
    types = ["bank", "church", "market", "warehouse", "boarding_house", "city_hall",
             "carpenters_workshop", "bank", "church", "market", "warehouse"]
    game = (clear_depots(scenario(2)).turn(FIRST, dice=(3, 3))
            .estate(FIRST, {s: f"building:{t}" for s, t in zip(beige, types, strict=True)})
            .storage(FIRST, ["building:watchtower"]).resources(FIRST, points=0).build())
    events = play(game, PlaceTile(3, 3, 0, tile("building:watchtower"), 11))
    assert kinds(events) == [TilePlaced, RegionCompleted, BonusTaken, Gained]
    assert game.state.players[FIRST].points == 11 + 5 + 4


@pytest.mark.rule("R-ORDER-1", "R-SHIP-1", "R-SHIP-2")
def test_order_1_ship_goods_and_track_after_region_and_colour() -> None:
    """R-ORDER-1: a ship closing blue region 19-21 and the blue colour scores both before
    its depot is chosen; the goods, then the track move, come after."""
    game = (scenario(2).turn(FIRST, dice=(1, 1))
            .estate(FIRST, {15: "ship", 16: "ship", 17: "ship", 19: "ship", 20: "ship"})
            .storage(FIRST, ["ship"]).resources(FIRST, points=0, workers=0).build())
    events = [*play(game, PlaceTile(1, 1, 0, tile("ship"), 21))]
    assert kinds(events) == [TilePlaced, RegionCompleted, BonusTaken]
    assert game.state.players[FIRST].points == 6 + 10 + 5  # scored before the choice
    assert isinstance(game.state.pending[-1], ShipChoice)
    events += play(game, game.legal_actions()[0])
    assert kinds(events) == [TilePlaced, RegionCompleted, BonusTaken, GoodsShipped,
                             TurnOrderMoved]


@pytest.mark.rule("R-ORDER-1", "R-CASTLE-1")
def test_order_1_castle_action_after_region_and_colour() -> None:
    """R-ORDER-1: a castle closing 1-2-6 (and dark green with the start castle) has scored
    when its extra action is offered."""
    game = (scenario(2).turn(FIRST, dice=(6, 6)).estate(FIRST, {1: "castle", 2: "castle"})
            .storage(FIRST, ["castle"]).resources(FIRST, points=0, workers=0).build())
    events = play(game, PlaceTile(6, 6, 0, tile("castle"), 6))
    assert kinds(events) == [TilePlaced, RegionCompleted, BonusTaken]
    assert game.state.pending == (ExtraActionChoice(FIRST),)
    assert game.state.players[FIRST].points == 6 + 10 + 5


# --- R-ORDER-2 ----------------------------------------------------------------------


@pytest.mark.rule("R-ORDER-2")
@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3)])
def test_order_2_every_decision_belongs_to_the_acting_player(players: int, seed: int) -> None:
    """R-ORDER-2: every pending decision of a recorded game is offered to the player whose
    effect it is (the seat on turn) as legal actions, and the game asked whenever there
    was something to choose."""
    asked: set[type] = set()
    for step in recorded_game(players, seed):
        top = step.before.pending[-1] if step.before.pending else None
        if top is None:
            assert step.actor == step.before.active_seat
            continue
        assert isinstance(top, DECISION_TYPES)
        asked.add(type(top))
        assert step.actor == top.seat
        if not isinstance(top, StartCastleChoice):
            assert top.seat == step.before.active_seat
    assert ShipChoice in asked  # the games did meet decisions


@pytest.mark.rule("R-ORDER-2")
def test_order_2_nothing_is_random_after_setup() -> None:
    """R-ORDER-2: the same seed and the same decisions give the same game: the engine
    decides nothing at random for a player (dice rolls aside, which are seeded)."""
    steps = recorded_game(3, 2)
    game = new_game(3, 2)
    for step in steps:
        assert game.state == step.before
        assert game.apply(step.action) == step.events
    assert game.state == steps[-1].after


# --- R-ORDER-3 ----------------------------------------------------------------------


@pytest.mark.rule("R-ORDER-3", "R-CASTLE-1", "R-BUILD-1", "R-SHIP-1")
def test_order_3_castle_places_city_hall_places_ship_depth_first() -> None:
    """R-ORDER-3: a castle's extra action places a city hall, whose benefit places a ship:
    each newest decision is answered first, and the ship's goods and track move end the
    chain; then the turn goes on (one die left)."""
    game = (scenario(2).turn(FIRST, dice=(6, 4)).estate(FIRST, {12: "knowledge:25"})
            .storage(FIRST, ["castle", "building:city_hall", "ship"])
            .resources(FIRST, workers=0).depot_goods(4, [5]).build())
    play(game, PlaceTile(6, 6, 0, tile("castle"), 6))
    assert game.state.pending == (ExtraActionChoice(FIRST),)
    play(game, PlaceTile(None, 3, 0, tile("building:city_hall"), 11))
    assert isinstance(game.state.pending[-1], PlaceChoice)
    assert Skip() in game.legal_actions()
    events = play(game, PlaceTile(None, 2, 0, tile("ship"), 17))
    assert game.state.pending == (ShipMove(FIRST), ShipChoice(FIRST))
    assert of(events, TilePlaced) == [
        TilePlaced(FIRST, tile("ship"), 17, "effect", "building:city_hall")]
    options = [a.option for a in game.legal_actions()]
    assert 4 in options
    events = play(game, Choose(4))
    assert kinds(events) == [GoodsShipped, TurnOrderMoved]
    assert not game.state.pending
    assert game.current_player == FIRST
    assert game.state.players[FIRST].dice_left == (4,)
    estate = game.state.players[FIRST].estate
    assert (estate[6], estate[11], estate[17]) == (
        tile("castle"), tile("building:city_hall"), tile("ship"))


@pytest.mark.rule("R-ORDER-3", "R-CASTLE-1", "R-STORE-2")
def test_order_3_castle_castle_ship_goods_choice_before_track() -> None:
    """R-ORDER-3: castle → castle → ship → goods choice: the goods choice (newest) is
    answered before the ship's track move (older), which runs last."""
    build = (scenario(2).turn(FIRST, dice=(6, 1)).estate(FIRST, {12: "knowledge:25"})
             .storage(FIRST, ["castle", "castle", "ship"]).goods(FIRST, {1: 1, 2: 1})
             .resources(FIRST, workers=0))
    for n in range(1, 7):
        build.depot_goods(n, [3, 4] if n == 2 else [])
    game = build.build()
    play(game, PlaceTile(6, 6, 0, tile("castle"), 6))
    play(game, PlaceTile(None, 5, 0, tile("castle"), 1))
    assert game.state.pending == (ExtraActionChoice(FIRST),)  # the second castle's
    play(game, PlaceTile(None, 2, 0, tile("ship"), 17))
    play(game, Choose(2))
    assert game.state.pending == (ShipMove(FIRST), GoodsChoice(FIRST, (2,), ((3,), (4,))))
    events = play(game, Choose((3,)))
    assert kinds(events) == [GoodsShipped, TurnOrderMoved]
    assert dict(game.state.players[FIRST].goods) == {1: 1, 2: 1, 3: 1}
    assert not game.state.pending


# --- R-PLACE-1 ----------------------------------------------------------------------


@pytest.mark.rule("R-PLACE-1")
@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3)])
def test_place_1_placed_tiles_never_move_in_whole_games(players: int, seed: int) -> None:
    """R-PLACE-1: over whole games an estate only ever gains tiles; every placed tile stays
    on its space to the end."""
    placed = 0
    for step in recorded_game(players, seed):
        for before, after in zip(step.before.players, step.after.players, strict=True):
            old, new = dict(before.estate), dict(after.estate)
            assert {s: new.get(s) for s in old} == old
            placed += len(new) - len(old)
        assert len(of(step.events, TilePlaced)) == sum(
            len(a.estate) - len(b.estate)
            for b, a in zip(step.before.players, step.after.players, strict=True)
        )
    assert placed > 10


@pytest.mark.rule("R-PLACE-1", "R-PHASE-2")
def test_place_1_phase_change_leaves_estates_alone() -> None:
    """R-PLACE-1: the end of a phase clears the depots, never an estate; nothing takes a
    placed tile back into storage."""
    last = turn_order(2, 0)[-1]
    game = (scenario(2).phase("A", round=5).turn(last, dice=(1, 1))
            .estate(last, {17: "ship", 24: "mine", 11: "building:bank"}).build())
    before = dict(game.state.players[last].estate)
    finish_turn(game)
    assert game.state.phase == "B"
    assert dict(game.state.players[last].estate) == before
