"""The rules' query points through play (docs/language.md, "Query points"): a house-rule
tile with one ``modify`` lies in the estate, an action is played, and the outcome differs
from the same position under the standard rules exactly as the modifier says.

The house-rule tile is knowledge tile 30 (one black-back copy), on space 12 of map 1 (yellow,
next to the start castle on 18). In the standard position the same tile lies there without
its modifier, so the two positions differ in nothing else. Spaces used are listed in
``tests/tiles/helpers.py``; besides them: 29 and 33 grey (dice 1 and 3, not next to a placed
tile), 1, 2 and 6 dark green (the castle region 1-2-6, die 6 on 6).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import burgundy
from burgundy.actions import BuyTile, Choose, PlaceTile, SellGoods, TakeTile, TakeWorkers
from burgundy.dsl.reference import reference_markdown
from burgundy.events import (
    AnimalsScored,
    BonusTaken,
    GoodsSold,
    Purchased,
    RegionCompleted,
    TurnOrderMoved,
)
from burgundy.lang import registry
from burgundy.testing import Scenario
from tests.properties.helpers import play_checked, random_chooser
from tests.rule_ids import RULE_IDS
from tests.tiles.helpers import (
    SEAT,
    actions,
    final_lines,
    find,
    finish_game,
    finish_turn,
    is_turn_decision,
    of,
    place,
    play,
    player,
    scenario,
    storage,
    turn_order,
)

HOUSE = "knowledge:30"
REPO = Path(__file__).resolve().parents[2]


def house_tiles(*modifiers: str) -> burgundy.TileSet:
    """The standard tiles and knowledge tile 30 with ``modifiers`` (``query: set …``)."""
    body = "".join(f"    modify {m}\n" for m in modifiers)
    return burgundy.load_tiles(
        burgundy.STANDARD_TILES, f'knowledge 30 "House rule" supply 1 black {{\n{body}}}\n'
    )


def position(*modifiers: str, dice: tuple[int, int] = (1, 1)) -> Scenario:
    """A clean two-player position (``tests.tiles.helpers.scenario``) with the house-rule
    tile on 12."""
    return scenario(dice=dice, tiles=house_tiles(*modifiers)).estate(SEAT, {12: HOUSE})


def spaces_for(game: burgundy.Game, tile_id: str) -> set[int]:
    return {a.space for a in actions(game, PlaceTile, tile=burgundy.tile(tile_id))}


# --- storage and warehouse ----------------------------------------------------------------------


@pytest.mark.rule("R-STORE-1")
@pytest.mark.parametrize(
    ("modifiers", "discard"), [((), True), (("storage.limit: set value + 1",), False)]
)
def test_storage_limit(modifiers: tuple[str, ...], discard: bool) -> None:
    """R-STORE-1 and ``storage.limit`` (``value`` is the standard 3): a fourth tile taken
    goes into storage without a discard."""
    game = (
        position(*modifiers)
        .storage(SEAT, ["mine", "ship", "castle"])
        .depot(1, ["building:bank", None, None, None])
        .build()
    )
    play(game, find(game, TakeTile, number=1, slot=0))
    if discard:
        assert actions(game, Choose) and not is_turn_decision(game)
        assert storage(game) == ["mine", "ship", "castle"]
    else:
        assert is_turn_decision(game)
        assert storage(game) == ["mine", "ship", "castle", "building:bank"]


@pytest.mark.rule("R-STORE-2", "R-SHIP-1")
@pytest.mark.parametrize(("modifiers", "taken"), [((), 0), (("warehouse.types: set 4",), 2)])
def test_warehouse_types(modifiers: tuple[str, ...], taken: int) -> None:
    """R-STORE-2 and ``warehouse.types``: with three types held, a ship takes a fourth type
    only when the warehouse holds four."""
    game = (
        position(*modifiers, dice=(2, 2))
        .goods(SEAT, {1: 1, 2: 1, 3: 1})
        .depot_goods(1, [4, 4])
        .storage(SEAT, ["ship"])
        .build()
    )
    place(game, "ship", 17, die=2)
    play(game, Choose(1))
    assert player(game).goods_counts[4] == taken
    assert game.state.depot_goods_[0] == (4, 4)[taken:]


# --- turning dice ------------------------------------------------------------------------------


@pytest.mark.rule("R-TURN-2")
@pytest.mark.parametrize(("modifiers", "paid"), [((), 1), (("worker.wraps: set false",), 5)])
def test_worker_wraps(modifiers: tuple[str, ...], paid: int) -> None:
    """R-TURN-2 and ``worker.wraps``: a 6 turned into a 1 costs 1 worker across the wrap,
    5 without it (and is not offered to a seat with 4 workers)."""
    s = position(*modifiers, dice=(6, 6)).depot(1, ["building:bank", None, None, None])
    poor = s.resources(SEAT, workers=4).build()
    assert bool(actions(poor, TakeTile, number=1)) == (paid <= 4)
    game = s.resources(SEAT, workers=5).build()
    play(game, find(game, TakeTile, number=1, slot=0, workers=paid))
    assert player(game).workers == 5 - paid
    assert storage(game) == ["building:bank"]


@pytest.mark.rule("R-TURN-2")
def test_free_steps_read_from_the_game_follow_it() -> None:
    """``die.free_steps`` that reads the game (``my.silverlings``) is asked again as the game
    changes: the free step that takes a bank from depot 3 with a 2 is gone once a purchase
    leaves 2 silverlings. (Only free steps that read nothing but the action and the tile
    are kept from one ask to the next.)"""
    s = position("die.free_steps: add 1 if my.silverlings >= 4", dice=(2, 2))
    s = s.resources(SEAT, silverlings=4, workers=0).black_depot(["mine"])
    game = s.depot(3, ["building:bank", None, None, None]).build()
    assert find(game, TakeTile, number=3, slot=0).workers == 0
    play(game, BuyTile(0, 0))
    assert player(game).silverlings == 2
    assert not actions(game, TakeTile, number=3)


# --- purchases ----------------------------------------------------------------------------------


def buying(silverlings: int, *modifiers: str) -> burgundy.Game:
    """Seat 0 holds ``silverlings``; a bank lies in the black depot."""
    s = position(*modifiers).resources(SEAT, silverlings=silverlings)
    return s.black_depot(["building:bank"]).build()


@pytest.mark.rule("R-TURN-3")
def test_buy_per_turn() -> None:
    """R-TURN-3 and ``buy.per_turn``: 0 purchases a turn offers none, and refuses one."""
    assert actions(buying(5), BuyTile) == [BuyTile(0, 0)]
    game = buying(5, "buy.per_turn: set 0")
    assert actions(game, BuyTile) == []
    with pytest.raises(burgundy.IllegalActionError, match="allow no purchase"):
        game.apply(BuyTile(0, 0))
    assert storage(game) == [] and player(game).silverlings == 5


@pytest.mark.rule("R-TURN-3")
def test_buy_per_turn_above_one_counts_the_purchases() -> None:
    """``buy.per_turn: set 2``: two purchases in one turn, not three; the next turn two
    again."""
    s = position("buy.per_turn: set 2").resources(SEAT, silverlings=12)
    game = s.black_depot(["building:bank", "mine", "ship", "castle"]).build()
    play(game, BuyTile(0, 0))
    assert actions(game, BuyTile), "a second purchase is allowed"
    play(game, BuyTile(0, 0))
    assert actions(game, BuyTile) == []
    with pytest.raises(burgundy.IllegalActionError, match="already bought"):
        game.apply(BuyTile(0, 0))
    assert len(storage(game)) == 2 and player(game).silverlings == 12 - 2 * 2
    finish_turn(game)
    while game.current_player != SEAT:
        finish_turn(game)
    assert actions(game, BuyTile)


@pytest.mark.rule("R-TURN-3")
def test_buy_price() -> None:
    """R-TURN-3 and ``buy.price``: a purchase for 1 silverling, with 1 silverling held."""
    assert actions(buying(1), BuyTile) == []
    game = buying(1, "buy.price: set value - 1")
    events = play(game, BuyTile(0, 0))
    assert of(events, Purchased) == [Purchased(SEAT, 0, 1)]
    assert player(game).silverlings == 0 and storage(game) == ["building:bank"]


# --- selling ------------------------------------------------------------------------------------


@pytest.mark.rule("R-ACT-SELL")
@pytest.mark.parametrize(
    ("modifiers", "points"),
    [((), 2 * 2), (("sale.points_per_tile: set value + 1 if goods == 2 and count == 2",), 2 * 3)],
)
def test_sale_points_per_tile(modifiers: tuple[str, ...], points: int) -> None:
    """R-ACT-SELL and ``sale.points_per_tile`` (with ``goods`` and ``count``): two tiles
    of type 2 sold score 3 each instead of 2."""
    game = position(*modifiers, dice=(2, 2)).goods(SEAT, {2: 2}).build()
    events = play(game, find(game, SellGoods, number=2))
    assert [(e.count, e.points) for e in of(events, GoodsSold)] == [(2, points)]
    assert player(game).points == points


# --- placement ----------------------------------------------------------------------------------


@pytest.mark.rule("R-ACT-PLACE")
def test_place_adjacent() -> None:
    """R-ACT-PLACE and ``place.adjacent`` (with ``tile``): a mine may go on any empty grey
    space with the die, touching a placed tile or not; a ship still must touch one."""
    standard = position(dice=(1, 3)).storage(SEAT, ["mine", "ship"]).build()
    assert spaces_for(standard, "mine") == set()  # 24 shows 4
    assert spaces_for(standard, "ship") == set()  # 21 (die 1) touches no placed tile
    ruled = (
        position("place.adjacent: set false if tile is mine", dice=(1, 3))
        .storage(SEAT, ["mine", "ship"])
        .build()
    )
    assert spaces_for(ruled, "mine") == {29, 33}
    assert spaces_for(ruled, "ship") == set()
    place(ruled, "mine", 33, die=3)
    assert player(ruled).spaces[33] == burgundy.tile("mine")


@pytest.mark.rule("R-ACT-PLACE", "R-REGION-1")
@pytest.mark.parametrize(
    "modifier",
    [
        "place.colour_match: set true if tile is mine and colour == beige",
        "place.colour_match: set value or (tile is mine and colour == beige)",
    ],
)
def test_place_colour_match(modifier: str) -> None:
    """R-ACT-PLACE and ``place.colour_match`` (with ``tile``, ``colour`` and ``value``): a
    mine may go on beige spaces too; on 11 it completes the one-space city (1 point + phase
    A's 10)."""
    standard = position(dice=(3, 4)).storage(SEAT, ["mine"]).build()
    assert spaces_for(standard, "mine") == {24}
    ruled = position(modifier, dice=(3, 4)).storage(SEAT, ["mine"]).build()
    assert spaces_for(ruled, "mine") == {11, 24, 25}
    events = place(ruled, "mine", 11, die=3)
    assert of(events, RegionCompleted) == [RegionCompleted(SEAT, "beige", 1, 11)]


@pytest.mark.rule("R-ACT-PLACE", "R-BUILD-2")
def test_place_allowed() -> None:
    """R-ACT-PLACE, R-BUILD-2 and ``place.allowed`` (with ``tile``, ``space``, ``colour``):
    the last yes/no takes a space away, and cannot open one the other rules refuse."""
    standard = position(dice=(3, 3)).storage(SEAT, ["building:bank"]).build()
    assert spaces_for(standard, "building:bank") == {11, 25}
    ruled = (
        position("place.allowed: set false if space == 25 and colour == beige", dice=(3, 3))
        .storage(SEAT, ["building:bank"])
        .build()
    )
    assert spaces_for(ruled, "building:bank") == {11}
    with pytest.raises(burgundy.IllegalActionError):
        ruled.apply(PlaceTile(3, 3, 0, burgundy.tile("building:bank"), 25))
    opened = (
        position("place.allowed: set true", dice=(3, 3)).storage(SEAT, ["building:bank"]).build()
    )
    assert spaces_for(opened, "building:bank") == {11, 25}  # not 14: it touches no tile


@pytest.mark.rule("R-BUILD-2")
@pytest.mark.parametrize(
    ("modifiers", "spaces"),
    [
        (("place.allowed: set true",), set()),
        (("place.allowed: set true", "city.repeat_buildings: set true"), {26}),
    ],
)
def test_place_allowed_comes_after_the_city_rule(
    modifiers: tuple[str, ...], spaces: set[int]
) -> None:
    """R-BUILD-2: ``place.allowed`` is asked only for spaces the city rule allows, so it
    cannot lift it; ``city.repeat_buildings`` does (a second bank in the city 25-26-…)."""
    game = (
        position(*modifiers)
        .estate(SEAT, {25: "building:bank"})
        .storage(SEAT, ["building:bank"])
        .build()
    )
    assert spaces_for(game, "building:bank") == spaces


# --- the turn-order track -----------------------------------------------------------------------


def ship_race(*modifiers: str) -> burgundy.Game:
    """Seat 1 (first in turn order) has placed a ship and stands alone on track space 1;
    now seat 0 places a ship on 17 under ``modifiers``."""
    assert turn_order() == (1, 0)
    game = (
        position(*modifiers, dice=(2, 2))
        .turn(1, dice=(2, 2))
        .storage(1, ["ship"])
        .storage(SEAT, ["ship"])
        .build()
    )
    place(game, "ship", 17, die=2)  # seat 1's
    finish_turn(game)
    assert game.state.track[1] == (1,)
    place(game, "ship", 17, die=2)
    return game


@pytest.mark.rule("R-SHIP-2")
def test_track_steps() -> None:
    """R-SHIP-2 and ``track.steps``: a ship moves the marker two spaces."""
    game = ship_race()
    assert game.state.track[1] == (1, SEAT)  # on top: seat 0 goes first next round
    ruled = ship_race("track.steps: set value * 2")
    assert ruled.state.track[1] == (1,)
    assert ruled.state.track[2] == (SEAT,)


@pytest.mark.rule("R-SHIP-2", "R-ROUND-3")
def test_track_on_top() -> None:
    """R-SHIP-2, R-ROUND-3 and ``track.on_top``: false puts the marker at the bottom of the
    stack it joins, behind the marker already there."""
    game = ship_race("track.on_top: set false")
    assert game.state.track[1] == (SEAT, 1)
    assert [e for e in finish_turn(game) if isinstance(e, TurnOrderMoved)] == []
    assert game.state.turn_order == (1, SEAT)


@pytest.mark.rule("R-SHIP-2", "R-ROUND-3")
@pytest.mark.parametrize(
    ("modifier", "lands_on"),
    [("track.lands_on: set value + 1 if space == 0 and steps == 1", 2),
     ("track.lands_on: set 99", 6), ("track.lands_on: set value - 5", 0)],
)
def test_track_lands_on(modifier: str, lands_on: int) -> None:
    """R-SHIP-2 and ``track.lands_on``: where the marker lands, kept on the track."""
    game = ship_race(modifier)
    assert len(game.state.track) == 7
    assert [i for i, stack in enumerate(game.state.track) if SEAT in stack] == [lands_on]


@pytest.mark.rule("R-SHIP-2", "R-ROUND-3")
@pytest.mark.parametrize(
    ("modifiers", "stack"),
    [(("track.under: set 1 if space == 1 and stack == 1",), (SEAT, 1)),
     (("track.under: set 9",), (SEAT, 1)),
     (("track.on_top: set false", "track.under: set value - 1"), (1, SEAT)),
     (("track.under: set -3",), (1, SEAT))],
)
def test_track_under(modifiers: tuple[str, ...], stack: tuple[int, ...]) -> None:
    """R-SHIP-2 and ``track.under``: how many markers of the stack it joins the moved
    marker goes under (after ``track.on_top``), kept within the stack; the turn order
    follows."""
    game = ship_race(*modifiers)
    assert game.state.track[1] == stack
    finish_turn(game)
    assert game.state.turn_order == tuple(reversed(stack))


# --- animals ------------------------------------------------------------------------------------


@pytest.mark.rule("R-ANIMAL-1")
@pytest.mark.parametrize(
    ("modifiers", "points"), [((), 3), (("animal.pastures_joined: set true",), 3 + 4)]
)
def test_animal_pastures_joined(modifiers: tuple[str, ...], points: int) -> None:
    """R-ANIMAL-1 and ``animal.pastures_joined``: a 3-sheep placed in the pasture 0-4-5-9-10
    also counts the 4-sheep of the pasture 27."""
    game = (
        position(*modifiers)
        .estate(SEAT, {11: "building:watchtower", 27: "animal:sheep:4"})
        .storage(SEAT, ["animal:sheep:3"])
        .build()
    )
    events = place(game, "animal:sheep:3", 5, die=1)
    assert of(events, AnimalsScored) == [AnimalsScored(SEAT, "sheep", points)]


# --- regions and colours ------------------------------------------------------------------------


@pytest.mark.rule("R-REGION-1")
@pytest.mark.parametrize(
    ("modifiers", "points"),
    [
        ((), 1 + 10),
        (("region.size: add 1 if colour == beige and size == 1",), 3 + 10),
        (("region.size: set 9",), 45 + 10),
        (("region.points: set value * 5",), 5 + 10),
        (("region.points: set size * 10", "region.size: set 3"), 30 + 10),
        (("region.phase_bonus: set value // 2 if colour == beige",), 1 + 5),
    ],
)
def test_region_scoring(modifiers: tuple[str, ...], points: int) -> None:
    """R-REGION-1 and ``region.size``, ``region.points`` (asked with the size
    ``region.size`` answers; 45 for 9), ``region.phase_bonus``: a bank completes the
    one-space city 11 in phase A."""
    game = position(*modifiers, dice=(3, 3)).storage(SEAT, ["building:bank"]).build()
    events = place(game, "building:bank", 11, die=3)
    assert of(events, RegionCompleted) == [RegionCompleted(SEAT, "beige", 1, points)]
    assert player(game).points == points


@pytest.mark.rule("R-COLOUR-1")
@pytest.mark.parametrize(
    ("modifiers", "points"), [((), 5), (("bonus.points: set value * 2 if large",), 10)]
)
def test_bonus_points(modifiers: tuple[str, ...], points: int) -> None:
    """R-COLOUR-1 and ``bonus.points`` (with ``large``): a castle on 6 covers every dark
    green space first, and the large bonus scores double."""
    game = (
        position(*modifiers, dice=(6, 6))
        .estate(SEAT, {1: "castle", 2: "castle"})
        .storage(SEAT, ["castle"])
        .build()
    )
    events = place(game, "castle", 6, die=6)
    assert of(events, BonusTaken) == [BonusTaken(SEAT, "dark_green", True, points)]


@pytest.mark.rule("R-CASTLE-1")
@pytest.mark.parametrize(
    ("modifiers", "extra"),
    [((), 1), (("castle.extra_actions: add 1",), 2), (("castle.extra_actions: set 0",), 0)],
)
def test_castle_extra_actions(modifiers: tuple[str, ...], extra: int) -> None:
    """R-CASTLE-1 and ``castle.extra_actions``: a castle gives that many extra actions."""
    game = position(*modifiers, dice=(6, 6)).storage(SEAT, ["castle"]).build()
    place(game, "castle", 6, die=6)
    for _ in range(extra):
        assert not is_turn_decision(game)
        play(game, TakeWorkers(None))
    assert is_turn_decision(game)
    assert player(game).workers == 2 * extra


# --- final scoring ------------------------------------------------------------------------------


def final_position(*modifiers: str) -> tuple[burgundy.Game, dict[str, int]]:
    """The game's last turn (phase E, round 5; seat 0 acts last): seat 0 holds 2 goods,
    5 silverlings and 1 worker and a watchtower with knowledge 17 (4 points each); it takes
    workers twice (5 workers in all) and the game ends."""
    s = (
        position(*modifiers)
        .goods(SEAT, {2: 2})
        .resources(SEAT, silverlings=5, workers=1)
        .estate(SEAT, {25: "building:watchtower", 30: "knowledge:17"})
        .phase("E", round=5)
    )
    game = s.build()
    events = finish_game(game)
    assert game.is_over
    return game, final_lines(events)


STANDARD_LINES = {"Goods in the warehouse": 2, "Silverlings": 5, "Workers": 2, "Watchtowers": 4}


@pytest.mark.rule("R-END-GAME-1")
@pytest.mark.parametrize(
    ("modifier", "line", "points"),
    [
        ("final.goods_points: set 3", "Goods in the warehouse", 6),
        ("final.silverling_points: add 1", "Silverlings", 10),
        ("final.workers_per_point: set 1", "Workers", 5),
        ("final.workers_per_point: set value + 1", "Workers", 1),
        ("score.points: set value * 2 if tile is knowledge 17", "Watchtowers", 8),
        ("score.points: set 0 if tile is knowledge 24", "Watchtowers", 4),
    ],
)
def test_final_scoring(modifier: str, line: str, points: int) -> None:
    """R-END-GAME-1 and ``final.goods_points``, ``final.silverling_points``,
    ``final.workers_per_point``, ``score.points`` (with the scoring ``tile``): one line of
    the score sheet changes, the others stay."""
    _, standard = final_position()
    assert standard == STANDARD_LINES
    game, lines = final_position(modifier)
    assert lines == {**STANDARD_LINES, line: points}
    assert game.scores()[SEAT] == sum(lines.values())


# --- value, and every query point asked ---------------------------------------------------------


@pytest.mark.rule("R-MINE-1", "R-END-PHASE-1", "R-MOD-5")
def test_value_is_the_value_so_far() -> None:
    """Each modifier reads ``value`` after the modifiers before it: every ``set`` in the
    order the definitions were loaded (not the order the tiles came), then every ``add``.
    Mines pay 1 * 3 + 1 = 4 here, then 4 + 1."""
    tiles = burgundy.load_tiles(
        burgundy.STANDARD_TILES,
        'knowledge 30 "Tripled" supply 1 black {\n'
        "    modify mine.silverlings: add 1\n"
        "    modify mine.silverlings: set value * 3\n"
        "}\n"
        'knowledge 31 "Plus one" supply 1 black {\n'
        "    modify mine.silverlings: set value + 1\n"
        "}\n",
    )
    game = (
        Scenario(2, 0, tiles=tiles)
        .turn(SEAT)
        .resources(SEAT, silverlings=0)
        .estate(SEAT, {24: "mine", 30: "knowledge:30", 12: "knowledge:31"})
        .phase("A", round=5)
        .build()
    )
    assert player(game).hooked == ("knowledge:31", "knowledge:30")  # by space order
    finish_turn(game)
    assert player(game).silverlings == 1 * 3 + 1 + 1


def test_every_query_point_is_modified_by_a_tile_under_test() -> None:
    """Every registered query point is modified by a tile of ``tiles/`` or a tile text of
    the tests (whose tests check the outcome through play), and none of those names a
    query point that does not exist."""
    texts = [p.read_text(encoding="utf-8") for p in sorted((REPO / "tiles").rglob("*.tiles"))]
    texts += [p.read_text(encoding="utf-8") for p in sorted((REPO / "tests").rglob("test_*.py"))]
    named = {m for text in texts for m in re.findall(r"([a-z_]+\.[a-z_]+): (?:set|add) ", text)}
    assert set(registry.QUERIES) - named == set()


def test_every_query_point_names_its_rule() -> None:
    """Each query point cites rule IDs of the specification, shown in the reference."""
    for spec in registry.QUERIES.values():
        cited = spec.rule.split(", ")
        assert cited and set(cited) <= set(RULE_IDS), (spec.name, spec.rule)
        assert f"| {spec.rule} |" in reference_markdown()


#: A new building changing every rule it can while games stay within the limits a save
#: checks (storage and warehouse no larger, tiles on their colour, placed tiles connected).
GUILD = """building guild "Guild" supply 5 normal, 2 black {
    modify storage.limit: set value - 1
    modify warehouse.types: set 2
    modify buy.per_turn: set 2
    modify buy.price: set 1
    modify track.steps: set 2 if my.points > 20
    modify track.on_top: set false
    modify track.lands_on: set value + 1 if space == 0
    modify track.under: set 1 if stack > 1
    modify animal.pastures_joined: set true
    modify animal.scores_with: set true if other is animal chicken
    modify region.scores_with: set true if tile is castle
    modify place.allowed: set false if space == 36
    modify castle.extra_actions: add 1
    modify region.size: add 1 if colour == beige
    modify region.points: set value * 2
    modify region.phase_bonus: add 1
    modify bonus.points: set value + 1 if large
    modify final.goods_points: set 2
    modify final.silverling_points: set 2
    modify final.workers_per_point: set 3
    modify score.points: set value + 1
}
"""


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_with_every_rule_changed_finish(players: int) -> None:
    """Random play with the guild changing rules finishes, every invariant holding after
    every step, and the guild is in play."""
    tiles = burgundy.load_tiles(burgundy.STANDARD_TILES, GUILD)
    game = burgundy.new_game(players, seed=players, tiles=tiles)
    play_checked(game, random_chooser(players))
    assert game.is_over
    assert any("building:guild" in p.hooked for p in game.state.players)
