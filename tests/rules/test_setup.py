"""Section 1 of RULES.md: components and setup (R-SETUP-1 … R-SETUP-9)."""

from __future__ import annotations

from collections import Counter

import pytest

import burgundy
from burgundy import data
from burgundy.actions import Choose, PlaceTile, TakeWorkers
from burgundy.events import (
    DiceRolled,
    GoodsArrived,
    RegionCompleted,
    RoundStarted,
    StartCastlePlaced,
)
from tests.rules.helpers import TILES, find, new_game, of, play, scenario

CASTLE = burgundy.tile("castle")


def all_tiles(game: burgundy.Game) -> Counter[str]:
    """Every hex tile of the game, wherever it is."""
    s = game.state
    found: list[burgundy.Tile] = [t for pile in s.supply for t in pile]
    found += s.black_supply + s.black_depot + s.out
    found += [t for slots in s.depot_slots for t in slots if t is not None]
    for p in s.players:
        found += list(p.storage) + list(p.estate.values())
    return Counter(t.id for t in found)


@pytest.mark.rule("R-SETUP-1")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_1_players_start_with_map_1_two_dice_no_points_one_silverling(players: int) -> None:
    """R-SETUP-1: 2-4 players, estate 1 by default, two own dice, 0 points, 1 silverling."""
    game = new_game(players, seed=3)
    assert len(game.state.players) == players
    assert game.scores() == (0,) * players
    for p in game.state.players:
        assert p.estate_map == 1
        assert p.points == 0
        assert p.silverlings == 1
        assert len(p.dice) == 2 and all(1 <= d <= 6 for d in p.dice)


@pytest.mark.rule("R-SETUP-1")
@pytest.mark.parametrize("players", [0, 1, 5, True, "2"])
def test_setup_1_other_player_counts_are_refused(players: object) -> None:
    """R-SETUP-1: only 2, 3 or 4 players (ValueError naming the argument)."""
    with pytest.raises(ValueError, match="players"):
        burgundy.new_game(players, seed=0, tiles=TILES)  # type: ignore[arg-type]


@pytest.mark.rule("R-SETUP-2")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_2_map_1_start_castle_on_centre_from_normal_castle_supply(players: int) -> None:
    """R-SETUP-2: on map 1 the start castle lies on space 18, alone; it gives no castle
    action and no points; it comes out of the 14 normal-back castles."""
    game = new_game(players, seed=1)
    for p in game.state.players:
        assert dict(p.estate) == {18: CASTLE}
        assert p.points == 0
    assert not game.state.pending  # no castle action for the start castle
    s = game.state
    normal_castles = s.supply[data.COLOURS.index("dark_green")].count(CASTLE)
    normal_castles += sum(slots.count(CASTLE) for slots in s.depot_slots)
    # 14 normal-back castles: the start castles plus the shuffled supply and the depots.
    assert normal_castles + players == 14
    black_castles = (s.black_supply + s.black_depot).count(CASTLE)
    assert black_castles == 2


@pytest.mark.rule("R-SETUP-2", "R-ORDER-2")
def test_setup_2_other_maps_choose_the_start_castle_space() -> None:
    """R-SETUP-2: on map 2 the player chooses any dark-green space (3, 21, 33, 36) for the
    start castle, as an ordinary decision; map 1 gets its castle without asking. Each of
    map 2's castle spaces is a 1-space region, yet the start castle scores nothing."""
    game = new_game(2, seed=0, estates=[2, 1])
    assert game.current_player == 0
    assert set(game.legal_actions()) == {Choose(3), Choose(21), Choose(33), Choose(36)}
    events = play(game, Choose(36))
    assert of(events, StartCastlePlaced) == [StartCastlePlaced(0, 36)]
    assert of(events, RegionCompleted) == []
    assert dict(game.state.players[0].estate) == {36: CASTLE}
    assert dict(game.state.players[1].estate) == {18: CASTLE}
    assert game.scores() == (0, 0)
    assert not game.state.pending  # and no castle action


@pytest.mark.rule("R-SETUP-2", "R-ROUND-1", "R-ROUND-2")
def test_setup_2_start_castles_stand_before_the_first_dice_and_goods() -> None:
    """R-SETUP-2 (ruling): no die is rolled and no goods tile moves until every start
    castle stands; the last choice starts round 1."""
    game = new_game(3, seed=2, estates=[1, 4, 6])
    choosers = [game.state.pending[-1].seat]  # type: ignore[union-attr]
    assert all(not goods for goods in game.state.depot_goods_)
    assert len(game.state.round_goods) == 5  # round 1's goods still on its space
    events = play(game, game.legal_actions()[0])
    assert of(events, DiceRolled) == [] and of(events, GoodsArrived) == []
    assert all(not goods for goods in game.state.depot_goods_)
    choosers.append(game.current_player)  # type: ignore[arg-type]
    events = play(game, game.legal_actions()[0])
    assert sorted(choosers) == [1, 2]
    assert len(of(events, DiceRolled)) == 3 and len(of(events, GoodsArrived)) == 1
    assert [type(e) for e in events][:2] == [StartCastlePlaced, RoundStarted]
    assert sum(len(goods) for goods in game.state.depot_goods_) == 1
    assert len(game.state.round_goods) == 4 and not game.state.pending


@pytest.mark.rule("R-SETUP-2", "R-REGION-1")
def test_setup_2_start_castle_counts_for_region_completion() -> None:
    """R-SETUP-2: map 7's castle spaces 1 and 2 form one region; with the start castle on
    1, a castle placed on 2 completes a 2-space region: 3 + 10 (phase A)."""
    game = (scenario(2, seed=0, estates=[7, 7])
            .turn(0, dice=(4, 4))  # settles the start castles on space 1
            .storage(0, ["castle"])
            .resources(0, points=0)
            .build())
    assert dict(game.state.players[0].estate) == {1: CASTLE}
    events = play(game, PlaceTile(die=4, number=4, workers=0, tile=CASTLE, space=2))
    assert of(events, RegionCompleted) == [RegionCompleted(0, "dark_green", 2, 13)]
    assert game.state.players[0].points == 13


@pytest.mark.rule("R-SETUP-2", "R-ACT-PLACE")
def test_setup_2_start_castle_counts_for_adjacency() -> None:
    """R-SETUP-2: the first tile may go next to the start castle (and only there)."""
    game = scenario(2).turn(0, dice=(2, 5)).storage(0, ["ship"]).resources(0, workers=0).build()
    spaces = {a.space for a in game.legal_actions() if isinstance(a, PlaceTile)}
    assert spaces == {17, 19}  # the blue spaces touching 18 with numbers 2 and 5


@pytest.mark.rule("R-SETUP-3")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_3_goods_stacks_and_three_goods_per_player(players: int) -> None:
    """R-SETUP-3: 42 goods (7 of each of 6 types); 5 stacks of 5 for A-E; 3 per player into
    the warehouse; the remaining 17 - 3n leave the game."""
    game = new_game(players, seed=11)
    s = game.state
    assert [len(stack) for stack in s.goods_stacks] == [5] * 5
    for p in s.players:
        assert sum(p.goods.values()) == 3
        assert not p.sold
    assert len(s.goods_out) == 17 - 3 * players
    everything = Counter(g for stack in s.goods_stacks for g in stack)
    everything += Counter(s.goods_out)
    for p in s.players:
        everything += Counter(p.goods)
    assert everything == Counter({g: 7 for g in range(1, 7)})


@pytest.mark.rule("R-SETUP-3")
def test_setup_3_starting_goods_are_random_per_seed() -> None:
    """R-SETUP-3: the deal depends on the seed (and only on it)."""
    deals = {tuple(tuple(sorted(p.goods.items())) for p in new_game(2, seed).state.players)
             for seed in range(12)}
    assert len(deals) > 6
    again = new_game(2, 5).state.players
    assert [p.goods for p in again] == [p.goods for p in new_game(2, 5).state.players]


@pytest.mark.rule("R-SETUP-4")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_4_164_tiles_sorted_by_back_and_colour(players: int) -> None:
    """R-SETUP-4: 164 hex tiles; the normal backs in one supply per colour, the black backs
    in their own supply (the black depot is drawn from it)."""
    game = new_game(players, seed=2)
    s = game.state
    parts = data.components()
    assert sum(all_tiles(game).values()) == 164
    assert all_tiles(game) == Counter(t.id for t in parts.normal_tiles + parts.black_tiles)
    for colour, pile in zip(data.COLOURS, s.supply, strict=True):
        assert {t.colour for t in pile} <= {colour}
    assert Counter(t.id for t in s.black_supply + s.black_depot) == Counter(
        t.id for t in parts.black_tiles
    )


@pytest.mark.rule("R-SETUP-4")
def test_setup_4_supplies_are_shuffled_by_seed() -> None:
    """R-SETUP-4: the supplies are shuffled: different seeds deal different depots."""
    deals = {tuple(new_game(4, seed).state.depot_slots) for seed in range(8)}
    blacks = {new_game(4, seed).state.black_depot for seed in range(8)}
    assert len(deals) == 8
    assert len(blacks) > 4


@pytest.mark.rule("R-SETUP-5")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_5_random_start_player_and_workers_1_2_3_4(players: int) -> None:
    """R-SETUP-5: start player at random (seeded); workers 1, 2, 3, 4 clockwise from it."""
    starts = set()
    for seed in range(30):
        s = new_game(players, seed).state
        start = s.turn_order[0]
        starts.add(start)
        assert s.turn_order == tuple((start + i) % players for i in range(players))
        for i in range(players):
            assert s.players[(start + i) % players].workers == i + 1
    assert starts == set(range(players))
    assert new_game(players, 9).state.turn_order == new_game(players, 9).state.turn_order


@pytest.mark.rule("R-SETUP-6")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_6_one_stack_on_the_first_track_space(players: int) -> None:
    """R-SETUP-6: every marker on the first space, start player on top (the track lists
    each stack bottom to top)."""
    s = new_game(players, seed=4).state
    order = s.turn_order
    assert s.track[0] == tuple(reversed(order))
    assert all(stack == () for stack in s.track[1:])
    assert len(s.track) == 7


@pytest.mark.rule("R-SETUP-7")
def test_setup_7_no_bonus_tile_taken_at_start() -> None:
    """R-SETUP-7: the 12 bonus tiles (large and small, 6 colours) all lie on the board at
    the start (R-COLOUR-1 tests in test_scoring.py take each of them)."""
    s = new_game(4, seed=0).state
    assert all(p.bonus_tiles == () for p in s.players)
    assert s.bonus_claims == (0,) * 6


@pytest.mark.rule("R-SETUP-8")
def test_setup_8_silverlings_and_workers_are_unlimited() -> None:
    """R-SETUP-8: no cap on workers or silverlings, however many are out."""
    game = (scenario(2).turn(0, dice=(3, 3))
            .resources(0, silverlings=500, workers=1000)
            .resources(1, silverlings=500, workers=1000)
            .goods(0, {3: 1}).build())
    play(game, TakeWorkers(3))
    assert game.state.players[0].workers == 1002
    play(game, find(game, burgundy.actions.SellGoods, die=3, number=3))
    assert game.state.players[0].silverlings == 501


@pytest.mark.rule("R-SETUP-9")
def test_setup_9_advanced_setup_deals_maps_and_everyone_chooses() -> None:
    """R-SETUP-9: random maps 1-9, map 1 possibly several times, others at most once; every
    seat (map 1 too) chooses its start castle, in turn order."""
    seen: Counter[int] = Counter()
    map_1_twice = False
    for seed in range(40):
        game = burgundy.new_game(4, seed, tiles=TILES, advanced=True)
        maps = [p.estate_map for p in game.state.players]
        others = [m for m in maps if m != 1]
        assert len(others) == len(set(others))
        map_1_twice |= maps.count(1) >= 2
        seen.update(maps)
        # Every seat decides, first in turn order first.
        for seat in game.state.turn_order:
            assert game.current_player == seat
            estate = data.estates()[maps[seat]]
            options = {a.option for a in game.legal_actions()}
            assert options == {s for s in estate.castle_spaces}
            assert all(estate.colours[space] == "dark_green" for space in options)
            play(game, Choose(estate.castle_spaces[-1]))
            assert dict(game.state.players[seat].estate) == {estate.castle_spaces[-1]: CASTLE}
        assert game.current_player == game.state.turn_order[0]
        assert not game.state.pending
    assert set(seen) == set(range(1, 10))
    assert map_1_twice


@pytest.mark.rule("R-SETUP-9")
def test_setup_9_maps_may_be_assigned_explicitly() -> None:
    """R-SETUP-9 ruling: maps may be given per seat."""
    game = new_game(3, seed=0, estates=[1, 4, 9])
    assert [p.estate_map for p in game.state.players] == [1, 4, 9]
    with pytest.raises(ValueError, match="estates"):
        new_game(3, seed=0, estates=[1, 10, 2])
    with pytest.raises(ValueError, match="estates"):
        new_game(3, seed=0, estates=[1, 2])


@pytest.mark.rule("R-SETUP-4")
def test_setup_4_scenario_keeps_each_tile_on_its_own_back() -> None:
    """R-SETUP-4 in built positions: replacing the black depot returns its tiles to the
    black-back supply, not to the normal-back piles the numbered depots are filled from
    (ENGINE_BUGS.md #1, fixed)."""
    game = scenario(4, seed=0).black_depot([]).build()
    s = game.state
    parts = data.components()
    assert s.black_depot == ()
    assert Counter(t.id for t in s.black_supply) == Counter(t.id for t in parts.black_tiles)
    normal: Counter[str] = Counter(t.id for pile in s.supply for t in pile)
    normal += Counter(t.id for slots in s.depot_slots for t in slots if t is not None)
    normal += Counter(t.id for p in s.players for t in p.estate.values())
    assert normal == Counter(t.id for t in parts.normal_tiles)
