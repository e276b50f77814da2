"""Scoring: regions (R-REGION-1), colours (R-COLOUR-1, with the bonus tiles of
R-SETUP-7), the end of a phase (R-END-PHASE-1) and of the game (R-END-GAME-1/2)."""

from __future__ import annotations

import functools
from collections import Counter

import pytest

import burgundy
from burgundy import data
from burgundy.actions import PlaceTile
from burgundy.events import (
    BonusTaken,
    FinalScore,
    GameEnded,
    MineIncome,
    PhaseEnded,
    PhaseStarted,
    RegionCompleted,
    RoundStarted,
    TilesRemoved,
)
from tests.rules.helpers import (
    actions,
    clear_depots,
    finish_turn,
    of,
    play,
    scenario,
    settle,
    turn_order,
)

tile = burgundy.tile
BUILDINGS = ["watchtower", "carpenters_workshop", "church", "market", "boarding_house",
             "city_hall", "warehouse"]  # every type but the bank, which is placed last

# --- R-REGION-1 ---------------------------------------------------------------------

# size -> (map, region, last space, tile placed last, tile the others hold)
REGIONS: dict[int, tuple[int, tuple[int, ...], int, str, str | None]] = {
    1: (1, (11,), 11, "building:bank", None),
    2: (2, (24, 30), 30, "mine", "mine"),
    3: (1, (8, 13, 14), 14, "building:bank", None),
    4: (6, (16, 17, 23, 24), 24, "building:bank", None),
    5: (1, (25, 26, 31, 32, 36), 36, "building:bank", None),
    6: (9, (0, 1, 4, 5, 9, 10), 10, "building:bank", None),
    7: (7, (11, 12, 17, 18, 19, 24, 25), 25, "building:bank", None),
    8: (2, (1, 6, 12, 15, 16, 17, 18, 19), 19, "building:bank", None),
}
REGION_POINTS = {1: 1, 2: 3, 3: 6, 4: 10, 5: 15, 6: 21, 7: 28, 8: 36}
PHASE_BONUS = {"A": 10, "B": 8, "C": 6, "D": 4, "E": 2}


def region_game(size: int, phase: str) -> tuple[burgundy.Game, PlaceTile]:
    """Seat 0 (on the map of REGIONS[size]) holds every space of the region but the last,
    and the tile for it; the die shows the last space's number."""
    number, region, last, placed, others = REGIONS[size]
    estate = data.estates()[number]
    assert tuple(sorted(region)) == estate.regions[estate.region_of[last]]  # the data agrees
    fill = [s for s in region if s != last]
    tiles = {s: others or f"building:{BUILDINGS[i]}" for i, s in enumerate(fill)}
    if size == 1:
        tiles = {}  # 11 touches the start castle on 18
    die = estate.dice[last]
    game = (scenario(2, estates=[number, 1]).phase(phase, round=2).turn(0, dice=(die, die))
            .estate(0, tiles).storage(0, [placed]).resources(0, points=0, workers=0).build())
    return game, PlaceTile(die, die, 0, tile(placed), last)


@pytest.mark.rule("R-REGION-1")
@pytest.mark.parametrize("phase", list("ABCDE"))
@pytest.mark.parametrize("size", range(1, 9))
def test_region_1_completed_region_scores_by_size_plus_phase_bonus(size: int, phase: str) -> None:
    """R-REGION-1: 1, 3, 6, 10, 15, 21, 28, 36 for 1..8 spaces, plus A 10, B 8, C 6, D 4,
    E 2 whatever the size."""
    game, place = region_game(size, phase)
    events = play(game, place)
    expected = REGION_POINTS[size] + PHASE_BONUS[phase]
    colour = data.estates()[REGIONS[size][0]].colours[place.space]
    assert of(events, RegionCompleted) == [RegionCompleted(0, colour, size, expected)]
    assert not of(events, BonusTaken)  # none of these covers a whole colour
    assert game.state.players[0].points == expected


@pytest.mark.rule("R-REGION-1")
def test_region_1_an_incomplete_region_scores_nothing() -> None:
    """R-REGION-1: only a completely covered region scores."""
    game = (scenario(2).turn(0, dice=(4, 4)).storage(0, ["mine"])
            .resources(0, points=0, workers=0).build())
    events = play(game, PlaceTile(4, 4, 0, tile("mine"), 24))  # 29 and 33 still empty
    assert not of(events, RegionCompleted)
    assert game.state.players[0].points == 0


@pytest.mark.rule("R-REGION-1")
def test_region_1_only_the_region_of_the_placed_tile_scores() -> None:
    """R-REGION-1: a region already full scores once, when it was completed, not again."""
    game = (scenario(2).turn(0, dice=(3, 3))
            .estate(0, {8: "building:church", 13: "building:market", 19: "ship"})
            .storage(0, ["building:bank", "building:bank"])
            .resources(0, points=0, workers=0).build())
    events = play(game, PlaceTile(3, 3, 0, tile("building:bank"), 14))
    assert [e.size for e in of(events, RegionCompleted)] == [3]
    events = play(game, PlaceTile(3, 3, 0, tile("building:bank"), 25))  # another city
    assert not of(events, RegionCompleted)
    assert game.state.players[0].points == 6 + 10


# --- R-COLOUR-1 and R-SETUP-7 ----------------------------------------------------------

# colour -> (estate tiles besides the start castle, last space, its tile); map 1.
COLOURS: dict[str, tuple[dict[int, str], int, str]] = {
    "dark_green": ({1: "castle", 2: "castle"}, 6, "castle"),
    "grey": ({24: "mine", 29: "mine"}, 33, "mine"),
    "blue": ({15: "ship", 16: "ship", 17: "ship", 19: "ship", 20: "ship"}, 21, "ship"),
    "light_green": ({}, 27, ""),  # animals per seat, below
    "yellow": ({}, 35, ""),  # knowledge tiles are unique: numbered per seat below
    "beige": ({}, 11, "building:bank"),  # 11 buildings per seat, below
}
LARGE = {2: 5, 3: 6, 4: 7}
SMALL = {2: 2, 3: 3, 4: 4}


ANIMALS = [f"animal:{sp}:{n}" for sp in ("cow", "chicken", "sheep", "pig")
           for n, copies in ((2, 2), (3, 3), (4, 2)) for _ in range(copies)]  # all 28


def colour_estate(colour: str, seat: int) -> tuple[dict[int, str], str]:
    """Seat ``seat``'s tiles for covering ``colour`` on map 1 and the last tile; unique
    tiles (knowledge) and scarce ones (animals, buildings) differ from seat to seat."""
    tiles, _, last_tile = COLOURS[colour]
    if colour == "yellow":
        numbers = [1 + 6 * seat + i for i in range(6)]  # K-1 … K-24, each once
        spaces = (3, 7, 12, 30, 34)
        estate = {s: f"knowledge:{n}" for s, n in zip(spaces, numbers, strict=False)}
        return estate, f"knowledge:{numbers[5]}"
    if colour == "beige":
        spaces = [s for s in data.estates()[1].colour_spaces["beige"] if s != 11]
        cycle = [BUILDINGS[(seat * 11 + i) % 7] for i in range(len(spaces))]
        return {s: f"building:{b}" for s, b in zip(spaces, cycle, strict=True)}, last_tile
    if colour == "light_green":
        # Every 4th animal of the pool for the big pasture; the last one, on 27, is alone
        # in its pasture and scores its own count.
        lasts = ["animal:pig:2", "animal:pig:3", "animal:pig:4", "animal:chicken:2"]
        pool = list(ANIMALS)
        for a in lasts:
            pool.remove(a)  # one copy each
        mine = pool[seat::4][:5]
        return {**dict(zip((0, 4, 5, 9, 10), mine, strict=True)), 20: "ship"}, lasts[seat]
    return tiles, last_tile


@pytest.mark.rule("R-COLOUR-1", "R-SETUP-7")
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("colour", list(COLOURS))
def test_colour_1_first_large_second_small_later_nothing(colour: str, players: int) -> None:
    """R-COLOUR-1: the first to cover every space of a colour takes the large bonus
    (5/6/7 for 2/3/4 players), the second the small one (2/3/4), later players nothing;
    R-SETUP-7: a large and a small bonus tile exist for each of the 6 colours."""
    order = turn_order(players, 0)
    _, last, _ = COLOURS[colour]
    die = data.estates()[1].dice[last]
    build = clear_depots(scenario(players)).black_depot([]).turn(order[0], dice=(die, die))
    for seat in range(players):
        estate, last_tile = colour_estate(colour, seat)
        build.estate(seat, estate).storage(seat, [last_tile])
        build.resources(seat, points=0, workers=3, silverlings=0)
    game = build.build()
    expected = [LARGE[players], SMALL[players]] + [0] * (players - 2)
    for rank, seat in enumerate(order):
        assert game.current_player == seat
        before = game.state.players[seat].points
        place = min(actions(game, PlaceTile, space=last), key=lambda a: a.workers)
        events = [*play(game, place)]
        events += settle(game)
        bonus = of(events, BonusTaken)
        player = game.state.players[seat]
        if expected[rank]:
            assert bonus == [BonusTaken(seat, colour, rank == 0, expected[rank])]
            assert player.bonus_tiles == ((colour, "large" if rank == 0 else "small"),)
        else:
            assert bonus == []
            assert player.bonus_tiles == ()
        # The bonus comes on top of the region the last tile completes (1 space here, the
        # last pasture / city / ... of the colour) and of an animal's own points.
        region = sum(e.points for e in of(events, RegionCompleted))
        animals = tile(colour_estate(colour, seat)[1]).animals
        assert player.points - before == region + animals + expected[rank]
        if rank < players - 1:
            finish_turn(game)


@pytest.mark.rule("R-COLOUR-1")
def test_colour_1_bonus_tiles_are_per_colour() -> None:
    """R-COLOUR-1: one colour's bonus does not use up another's: grey then blue, both large."""
    game = (clear_depots(scenario(2)).turn(0, dice=(3, 1))
            .estate(0, {24: "mine", 29: "mine", 15: "ship", 16: "ship", 17: "ship", 19: "ship",
                        20: "ship"})
            .storage(0, ["mine", "ship"]).resources(0, points=0, workers=0).build())
    events = [*play(game, PlaceTile(3, 3, 0, tile("mine"), 33))]
    events += play(game, PlaceTile(1, 1, 0, tile("ship"), 21))
    events += settle(game)
    assert of(events, BonusTaken) == [
        BonusTaken(0, "grey", True, 5), BonusTaken(0, "blue", True, 5)
    ]


# --- R-END-PHASE-1 ------------------------------------------------------------------


@pytest.mark.rule("R-END-PHASE-1", "R-MINE-1")
def test_end_phase_1_after_round_5_income_then_next_phase() -> None:
    """R-END-PHASE-1: after the 5th round (not the 4th) mine income, then the next phase's
    setup (R-PHASE-2..6) and its first round."""
    first, last = turn_order(2, 0)
    game = (scenario(2).phase("B", round=4).turn(first, dice=(1, 1))
            .estate(first, {24: "mine"}).estate(last, {24: "mine", 29: "mine"})
            .resources(first, silverlings=0).resources(last, silverlings=0).build())
    finish_turn(game)
    events = finish_turn(game)
    assert not of(events, MineIncome) and not of(events, PhaseEnded)
    assert (game.state.phase, game.state.round) == ("B", 5)
    finish_turn(game)
    events = finish_turn(game)
    kinds = [type(e) for e in events if isinstance(
        e, PhaseEnded | MineIncome | TilesRemoved | PhaseStarted | RoundStarted)]
    assert kinds == [PhaseEnded, MineIncome, MineIncome, TilesRemoved, PhaseStarted, RoundStarted]
    assert {(e.seat, e.silverlings) for e in of(events, MineIncome)} == {(first, 1), (last, 2)}
    assert (game.state.phase, game.state.round) == ("C", 1)


# --- R-END-GAME-1 -------------------------------------------------------------------


@functools.cache
def spare_goods() -> Counter[int]:
    """Goods tiles a phase-E scenario (seed 0, 2 players) can hand out: those that left the
    game at setup plus both seats' own."""
    state = scenario(2).phase("E", round=5).goods(0, {}).goods(1, {}).build().state
    return Counter(state.goods_out)


@pytest.mark.rule("R-END-GAME-1", "R-MINE-1", "R-PHASE-1")
def test_end_game_1_final_scoring() -> None:
    """R-END-GAME-1: after phase E: 1 point per unsold goods tile, per silverling (phase E's
    mine income included), per 2 workers (rounded down); stored tiles score nothing."""
    first, last = turn_order(2, 0)
    a, b = sorted(spare_goods(), key=lambda g: -spare_goods()[g])[:2]
    held = {a: min(3, spare_goods()[a]), b: min(2, spare_goods()[b])}
    count = sum(held.values())
    game = (scenario(2).phase("E", round=5).turn(last, dice=(2, 2))
            .goods(last, {}).goods(first, held)
            .resources(first, points=20, silverlings=7, workers=5)
            .estate(first, {24: "mine"}).storage(first, ["castle", "ship", "mine"])
            .resources(last, points=30, silverlings=0, workers=0)
            .storage(last, ["building:bank"]).build())
    assert game.winner() is None
    events = finish_turn(game)  # the last turn of the game: take workers twice (+4)
    assert game.is_over and game.current_player is None and game.legal_actions() == ()
    assert [e.silverlings for e in of(events, MineIncome)] == [1]
    lines = {(e.seat, e.label): e.points for e in of(events, FinalScore)}
    assert lines == {
        (first, "Goods in the warehouse"): count, (first, "Silverlings"): 8, (first, "Workers"): 2,
        (last, "Goods in the warehouse"): 0, (last, "Silverlings"): 0, (last, "Workers"): 2,
    }
    scores = [0, 0]
    scores[first], scores[last] = 20 + count + 8 + 2, 30 + 2
    assert game.scores() == tuple(scores)
    assert of(events, GameEnded) == [GameEnded(tuple(scores), first)]
    assert game.winner() == first


@pytest.mark.rule("R-END-GAME-1", "R-KNOW-1")
def test_end_game_1_knowledge_tiles_score_at_the_end() -> None:
    """R-END-GAME-1 / R-KNOW-1: an end-game knowledge tile (K-25: 1 point per goods tile
    sold) adds its line to the final scoring."""
    first, last = turn_order(2, 0)
    sold = dict(spare_goods())
    total = sum(sold.values())
    assert total >= 5
    game = (scenario(2).phase("E", round=5).turn(last, dice=(2, 2))
            .goods(last, {}).goods(first, {}).estate(last, {12: "knowledge:25"}).sold(last, sold)
            .resources(last, points=0, silverlings=0, workers=0)
            .resources(first, points=0, silverlings=0, workers=0).build())
    events = finish_turn(game)
    knowledge = [e for e in of(events, FinalScore) if e.seat == last and e.points == total]
    assert len(knowledge) == 1
    assert game.scores()[last] == total + 2  # and the 4 workers taken in the last turn


# --- R-END-GAME-2 -------------------------------------------------------------------


def final_game(
    points: tuple[int, int], extra: tuple[dict[int, str], dict[int, str]] = ({}, {}),
    last_ship: bool = False,
) -> tuple[burgundy.Game, int, int]:
    """The last turn of the game; final scoring adds nothing but the 2 points of the last
    seat's 4 workers taken (or, with ``last_ship``, a ship and 2 workers: 1 point)."""
    first, last = turn_order(2, 0)
    build = scenario(2).phase("E", round=5).turn(last, dice=(2, 2))
    for seat in (first, last):
        build.goods(seat, {}).resources(seat, points=points[seat], silverlings=0, workers=0)
        build.estate(seat, extra[seat])
    if last_ship:
        build.storage(last, ["ship"])
        for n in range(1, 7):
            build.depot_goods(n, [])
    game = build.build()
    if last_ship:
        play(game, PlaceTile(2, 2, 0, tile("ship"), 17))
    finish_turn(game)
    assert game.is_over
    return game, first, last


@pytest.mark.rule("R-END-GAME-2")
def test_end_game_2_most_points_wins() -> None:
    """R-END-GAME-2: most points wins, whatever the order or estate."""
    first, last = turn_order(2, 0)
    points = [0, 0]
    points[first], points[last] = 41, 38  # the last seat gets 2 for its workers: 41 v 40
    game, first, last = final_game((points[0], points[1]))
    assert game.scores()[first] == 41 and game.scores()[last] == 40
    assert game.winner() == first


@pytest.mark.rule("R-END-GAME-2")
def test_end_game_2_tie_most_empty_spaces_wins() -> None:
    """R-END-GAME-2: equal points: the estate with more empty spaces wins; here the first
    seat (who would lose on turn order) has one tile fewer."""
    first, last = turn_order(2, 0)
    points = [0, 0]
    points[first], points[last] = 40, 38
    extra: list[dict[int, str]] = [{}, {}]
    extra[last] = {17: "ship"}
    game, first, last = final_game((points[0], points[1]), (extra[0], extra[1]))
    assert game.scores()[first] == game.scores()[last] == 40
    assert game.winner() == first
    extra[last], extra[first] = {}, {17: "ship"}
    game, first, last = final_game((points[0], points[1]), (extra[0], extra[1]))
    assert game.winner() == last


@pytest.mark.rule("R-END-GAME-2")
def test_end_game_2_still_tied_later_in_turn_order_wins() -> None:
    """R-END-GAME-2: equal points and empty spaces: the player later in the turn order at
    the end of the game wins."""
    first, last = turn_order(2, 0)
    points = [0, 0]
    points[first], points[last] = 40, 38
    game, first, last = final_game((points[0], points[1]))
    assert game.scores()[first] == game.scores()[last] == 40
    assert game.winner() == last


@pytest.mark.rule("R-END-GAME-2", "R-SHIP-2")
def test_end_game_2_the_final_track_decides_not_the_last_rounds_order() -> None:
    """R-END-GAME-2: 'later in the turn order at the end of the game': a ship in the very
    last turn moves the last seat to the front, so the other seat is now later and wins
    the tie (equal points; each has one tile placed)."""
    first, last = turn_order(2, 0)
    points = [0, 0]
    points[first], points[last] = 40, 39  # the last seat: +1 for 2 workers
    extra: list[dict[int, str]] = [{}, {}]
    extra[first] = {17: "ship"}
    game, first, last = final_game((points[0], points[1]), (extra[0], extra[1]), last_ship=True)
    assert game.scores()[first] == game.scores()[last] == 40
    assert game.state.track[:2] == ((first,), (last,))
    assert game.winner() == first
