"""Trade routes: a personal track of route tiles that goods sold move along, each space
whose number equals the goods type giving its reward (X-ROUTE-1 to X-ROUTE-4)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import burgundy
from burgundy.actions import Choose, SellGoods, TakeWorkers
from burgundy.events import Gained, GoodsSold, GoodsTileSold, TrackMarked
from burgundy.lang import ir
from burgundy.model.state import (
    ExtraActionChoice,
    PlaceChoice,
    SellChoice,
    TakeChoice,
    zone_of,
)
from tests.expansions.helpers import expansion, position
from tests.tiles.helpers import SEAT, find, of, play, player, resources

ROUTES = ("trade_routes",)
SPEC = Path(__file__).resolve().parents[3] / "shared" / "rules" / "EXPANSIONS.md"


def _track(game: burgundy.Game, seat: int = SEAT) -> list[str]:
    return [t.id for t in zone_of(game.state.players[seat].rows, "route")]


def _sell(game: burgundy.Game, goods: int, die: int) -> tuple[object, ...]:
    return play(game, find(game, SellGoods, die=die, number=goods))


@pytest.mark.rule("X-ROUTE-1")
@pytest.mark.parametrize(("players", "dealt"), [(2, 5), (3, 4), (4, 3)])
def test_each_player_is_dealt_a_track_of_route_tiles(players: int, dealt: int) -> None:
    game = burgundy.new_game(players, seed=3, tiles=expansion(*ROUTES))
    tracks = [_track(game, seat) for seat in range(players)]
    assert [len(track) for track in tracks] == [dealt] * players
    left = [t.id for t in zone_of(game.state.zones, "supply route")]
    everything = sorted([*left, *(t for track in tracks for t in track)])
    assert everything == sorted(f"route:{n}" for n in range(1, 13))
    # Dealt at random: another seed deals other tracks.
    other = burgundy.new_game(players, seed=4, tiles=expansion(*ROUTES))
    assert [_track(other, seat) for seat in range(players)] != tracks


@pytest.mark.rule("X-ROUTE-2", "X-ROUTE-3")
def test_each_goods_tile_sold_marks_the_next_space_and_a_match_gives_its_reward() -> None:
    # route:1 is 2:building, 4:church, 1:workers.
    game = position(*ROUTES, dice=(2, 5)).row(SEAT, "route", ["route:1"]) \
        .goods(SEAT, {2: 3}).depot(1, ["building:bank", None, None, None]).build()
    events = _sell(game, 2, die=2)
    assert of(events, GoodsSold)[0].count == 3
    assert of(events, GoodsTileSold) == [GoodsTileSold(SEAT, 2)] * 3
    # Every goods tile of the sale is on the track before the first reward (the ruling's
    # corrected order): the first space matched, the other two did not.
    assert of(events, TrackMarked) == [
        TrackMarked(SEAT, "route", 0, 2, True),
        TrackMarked(SEAT, "route", 1, 2, False),
        TrackMarked(SEAT, "route", 2, 2, False),
    ]
    # The reward "building" works as a carpenter's workshop: take a building, or decline.
    decision = game.state.pending[-1]
    assert isinstance(decision, TakeChoice) and decision.tile_id == "building:carpenters_workshop"
    events = play(game, Choose((1, 0)))
    assert [t.id for t in player(game).storage] == ["building:bank"]
    assert not of(events, TrackMarked)
    # Goods on the track still count as sold.
    assert dict(player(game).sold) == {2: 3}


@pytest.mark.rule("X-ROUTE-2")
def test_rewards_resolve_in_track_order_after_the_sale() -> None:
    # route:1 ends with 1:workers, route:2 starts with 1:market.
    game = position(*ROUTES, dice=(6, 1)).row(SEAT, "route", ["route:1", "route:2"]) \
        .goods(SEAT, {6: 2, 1: 2}).depot(3, ["ship", None, None, None]).build()
    _sell(game, 6, die=6)  # marks spaces 0 and 1: no match
    events = _sell(game, 1, die=1)  # spaces 2 (1:workers) and 3 (1:market) both match
    assert [e.space for e in of(events, TrackMarked)] == [2, 3]
    assert of(events, Gained) == [Gained(SEAT, "workers", 4, "route:1")]
    decision = game.state.pending[-1]
    assert isinstance(decision, TakeChoice) and decision.tile_id == "building:market"
    # The workers came first: they are there while the market's choice waits.
    assert resources(game)[2] == 4


@pytest.mark.rule("X-ROUTE-2")
def test_a_reward_that_sells_lays_its_goods_after_the_spaces_already_taken() -> None:
    # route:11 is 5:sell, 2:church, 3:points; route:12 is 3:workers, 5:church, 2:action.
    game = position(*ROUTES, dice=(5, 1)).row(SEAT, "route", ["route:11", "route:12"]) \
        .goods(SEAT, {5: 5, 2: 1}).depot(1, ["mine", None, None, None]).build()
    events = _sell(game, 5, die=5)
    # Five tiles on spaces 0-4; spaces 0 (sell) and 4 (church) match.
    assert [(e.space, e.matched) for e in of(events, TrackMarked)] == [
        (0, True), (1, False), (2, False), (3, False), (4, True)]
    decision = game.state.pending[-1]
    assert isinstance(decision, SellChoice) and decision.tile_id == "building:warehouse"
    assert burgundy.Game.from_json(game.to_json()).state == game.state  # the waiting reward
    # The reward's own sale lays its tile on space 5 (2:action), after the five.
    events = play(game, Choose(2))
    assert [(e.space, e.matched) for e in of(events, TrackMarked)] == [(5, True)]
    # Its reward is the newest work (R-ORDER-3): the extra action comes before the church
    # of space 4, which still waits.
    assert isinstance(game.state.pending[-1], ExtraActionChoice)
    play(game, find(game, TakeWorkers))
    decision = game.state.pending[-1]
    assert isinstance(decision, TakeChoice) and decision.tile_id == "building:church"


@pytest.mark.rule("X-ROUTE-2")
def test_once_the_track_is_full_sales_are_as_usual() -> None:
    # route:4 is 3:place, 5:points, 6:market.
    game = position(*ROUTES, dice=(3, 5)).row(SEAT, "route", ["route:4"]) \
        .goods(SEAT, {3: 4, 5: 1}).build()
    events = _sell(game, 3, die=3)  # four tiles, three spaces: the track is full
    assert [e.space for e in of(events, TrackMarked)] == [0, 1, 2]
    before = resources(game)
    events = _sell(game, 5, die=5)  # would match space 1 (5:points), but it is taken
    assert not of(events, TrackMarked)
    assert resources(game)[0] - before[0] == 2  # the sale's own points, nothing more


@pytest.mark.rule("X-ROUTE-3")
@pytest.mark.parametrize(
    ("route", "first", "goods", "reward"),
    [
        ("route:1", None, 2, "building"),  # 2:building, 4:church, 1:workers
        ("route:1", 3, 4, "church"),       # the second space, after a sale of another type
        ("route:2", None, 1, "market"),    # 1:market, 2:silver, 5:place
        ("route:3", None, 4, "action"),    # 4:action, 1:points, 2:market
        ("route:4", None, 3, "place"),     # 3:place, 5:points, 6:market
        ("route:11", None, 5, "sell"),     # 5:sell, 2:church, 3:points
        ("route:6", None, 4, "workers"),   # 4:workers, 1:sell, 6:building
        ("route:9", None, 1, "silver"),    # 1:silver, 6:action, 5:building
        ("route:10", None, 6, "points"),   # 6:points, 3:silver, 4:sell
    ],
)
def test_every_kind_of_reward(route: str, first: int | None, goods: int, reward: str) -> None:
    other = next(g for g in range(1, 7) if g not in (first, goods))
    held = {goods: 1, other: 1} | ({first: 1} if first else {})
    s = position(*ROUTES, dice=(first or goods, goods)).row(SEAT, "route", [route])
    s = s.goods(SEAT, held).storage(SEAT, ["mine"])
    game = s.depot(2, ["castle", "ship", "building:bank", None]).build()
    if first:
        _sell(game, first, die=first)
    before = resources(game)
    _sell(game, goods, die=goods)
    gained = tuple(b - a for a, b in zip(before, resources(game), strict=True))
    sale = (2, 1, 0)  # a sale of one tile with two players: 2 points, 1 silverling
    pending = game.state.pending[-1] if game.state.pending else None
    buildings = {"building": "carpenters_workshop", "church": "church", "market": "market",
                 "place": "city_hall", "sell": "warehouse"}
    if reward in buildings:  # "as a <building>": that building's own program runs
        assert isinstance(pending, TakeChoice | PlaceChoice | SellChoice)
        assert pending.tile_id == f"building:{buildings[reward]}"
        assert gained == sale
    elif reward == "action":
        assert isinstance(pending, ExtraActionChoice) and pending.number is None
    else:
        extra = {"points": (4, 0, 0), "silver": (0, 2, 0), "workers": (0, 0, 4)}[reward]
        assert gained == tuple(s + e for s, e in zip(sale, extra, strict=True))
        assert pending is None


_REWARDS = {
    "building": "run building carpenters_workshop",
    "church": "run building church",
    "market": "run building market",
    "workers": "gain 4 workers",
    "silver": "gain 2 silverlings",
    "points": "gain 4 points",
    "place": "run building city_hall",
    "sell": "run building warehouse",
    "action": "extra action",
}


@pytest.mark.rule("X-ROUTE-4")
def test_the_twelve_route_tiles_are_those_of_the_rules() -> None:
    if not SPEC.exists():
        pytest.skip("the rules are not beside this checkout")
    table = dict(re.findall(r"^\| (\d+) \| ([0-9a-z:, ]+) \|$", SPEC.read_text(), re.M))
    assert len(table) == 12
    defs = expansion(*ROUTES).by_id
    for number, spaces in table.items():
        route = defs[f"route:{number}"]
        written = [(s.number, burgundy_text(s.body)) for s in route.spaces]
        expected = [(int(n), _REWARDS[word]) for n, word in
                    (part.split(":") for part in spaces.split(", "))]
        assert written == expected, number


def burgundy_text(body: tuple[ir.Stmt, ...]) -> str:
    from burgundy.dsl.printer import format_statement  # the one statement a space holds

    assert len(body) == 1
    return format_statement(body[0])
