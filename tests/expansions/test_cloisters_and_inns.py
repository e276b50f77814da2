"""Cloisters (first edition) and inns (2019): new kinds of hex tile, sold beside the black
depot, placed on any colour, scoring extra in the regions they complete (X-CLOISTER-1..3,
X-INN-1..3)."""

from __future__ import annotations

import pytest

import burgundy
from burgundy.actions import BuyTile, Choose, PlaceTile, UseAction
from burgundy.events import RegionCompleted, TilePlaced
from burgundy.model.state import zone_of
from tests.expansions.helpers import expansion, place, position, spaces_for
from tests.tiles.helpers import SEAT, actions, find, finish_turn, of, play, player, resources


def _pile(game: burgundy.Game, kind: str) -> int:
    return len(zone_of(game.state.zones, f"supply {kind}"))


def _in_black_depot(game: burgundy.Game, tile_id: str) -> int:
    return [t.id for t in game.state.black_depot].count(tile_id)


def _to_next_phase(game: burgundy.Game) -> None:
    phase = game.state.phase
    while game.state.phase == phase:
        finish_turn(game)


# --- cloisters ------------------------------------------------------------------------------


@pytest.mark.rule("X-CLOISTER-1", "R-PHASE-2", "R-PHASE-5")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_phase_one_cloister_takes_a_black_tiles_place(players: int) -> None:
    game = burgundy.new_game(players, seed=5, tiles=expansion("cloisters"))
    slots = {2: 4, 3: 6, 4: 8}[players]
    assert len(game.state.black_depot) == slots
    assert _in_black_depot(game, "cloister") == 1
    assert _pile(game, "cloister") == 4
    black_left = len(game.state.black_supply)
    _to_next_phase(game)  # the unsold cloister leaves with the rest (R-PHASE-2)
    assert _in_black_depot(game, "cloister") == 1
    assert _pile(game, "cloister") == 3
    assert len(game.state.black_supply) == black_left - (slots - 1)
    for _ in range(3):
        _to_next_phase(game)
    assert game.state.phase == "E" and _pile(game, "cloister") == 0
    assert _in_black_depot(game, "cloister") == 1  # the fifth and last


@pytest.mark.rule("X-CLOISTER-2", "R-TURN-3")
def test_a_cloister_is_bought_like_a_black_depot_tile() -> None:
    game = position("cloisters").black_depot(["cloister", "mine"]) \
        .resources(SEAT, silverlings=2).build()
    play(game, BuyTile(0, 0))
    assert [t.id for t in player(game).storage] == ["cloister"]
    assert resources(game)[1] == 0


@pytest.mark.rule("X-CLOISTER-2", "R-ACT-PLACE")
def test_a_cloister_goes_on_any_colour_by_number_and_adjacency() -> None:
    # The start castle (18) touches 11 and 25 (beige, die 3), 17 (blue, 2), 24 (grey, 4).
    game = position("cloisters", dice=(3, 2)).storage(SEAT, ["cloister"]).build()
    assert spaces_for(game, "cloister", 3) == {11, 25}
    assert spaces_for(game, "cloister", 2) == {17}
    place(game, "cloister", 17, die=2)
    assert player(game).estate[17].id == "cloister"


@pytest.mark.rule("X-CLOISTER-3", "R-REGION-1")
def test_the_rules_example_a_region_of_four_with_two_cloisters_scores_as_six() -> None:
    s = burgundy.testing.Scenario(2, 0, estates=[3, 3], tiles=expansion("cloisters"))
    s = s.turn(SEAT, dice=(3, 6)).resources(SEAT, silverlings=0, workers=0, points=0)
    game = s.estate(SEAT, {0: "cloister", 1: "animal:cow:2", 2: "animal:sheep:2"}) \
        .storage(SEAT, ["cloister"]).build()
    events = place(game, "cloister", 3, die=3)
    assert of(events, RegionCompleted) == [RegionCompleted(SEAT, "light_green", 4, 21 + 10)]


@pytest.mark.rule("X-CLOISTER-3", "R-REGION-1")
@pytest.mark.parametrize(("cloisters", "points"), [(1, 21), (2, 28), (3, 36), (5, 36)])
def test_cloisters_count_extra_at_most_up_to_a_region_of_eight(cloisters: int,
                                                                 points: int) -> None:
    # The five-space city 25-26-31-32-36: the last space, 25 (die 3), gets a cloister.
    others = ["cloister"] * (cloisters - 1) + ["building:bank"] * (5 - cloisters)
    s = position("cloisters", dice=(3, 6))
    game = s.estate(SEAT, dict(zip((26, 31, 32, 36), others, strict=True))) \
        .storage(SEAT, ["cloister"]).build()
    events = place(game, "cloister", 25, die=3)
    assert of(events, RegionCompleted)[0].points == points + 10  # and phase A's bonus


# --- inns -----------------------------------------------------------------------------------


def _buy_inn(game: burgundy.Game) -> None:
    play(game, next(a for a in actions(game, UseAction) if a.source == "rules:inns"))
    play(game, Choose(0))


@pytest.mark.rule("X-INN-1")
def test_one_inn_a_phase_is_put_beside_the_black_depot_and_unsold_ones_stay() -> None:
    game = burgundy.new_game(2, seed=6, tiles=expansion("inns"))
    assert [t.id for t in zone_of(game.state.zones, "display inn")] == ["inn"]
    _to_next_phase(game)
    assert [t.id for t in zone_of(game.state.zones, "display inn")] == ["inn", "inn"]
    assert _pile(game, "inn") == 3


@pytest.mark.rule("X-INN-2", "R-TURN-3")
def test_an_inn_is_the_turns_one_purchase_for_two_silverlings() -> None:
    game = position("inns").black_depot(["mine"]).resources(SEAT, silverlings=5).build()
    inns = len(zone_of(game.state.zones, "display inn"))
    _buy_inn(game)
    assert [t.id for t in player(game).storage] == ["inn"]
    assert resources(game)[1] == 3
    assert len(zone_of(game.state.zones, "display inn")) == inns - 1
    # The turn's purchase is made: neither the black depot nor another inn.
    assert not actions(game, BuyTile) and not actions(game, UseAction)


@pytest.mark.rule("X-INN-2")
def test_no_inn_without_the_price_or_after_the_turns_purchase() -> None:
    game = position("inns").resources(SEAT, silverlings=1).build()
    assert not actions(game, UseAction)
    game = position("inns").black_depot(["mine"]).resources(SEAT, silverlings=4).build()
    play(game, BuyTile(0, 0))
    assert not actions(game, UseAction)


@pytest.mark.rule("X-INN-2", "R-ACT-PLACE")
def test_an_inn_goes_on_any_colour_but_one_per_region() -> None:
    game = position("inns", dice=(3, 1)).storage(SEAT, ["inn"]).build()
    assert spaces_for(game, "inn", 3) == {11, 25}
    # With an inn in the city 25-26-31-32-36, no second one there.
    game = position("inns", dice=(3, 1)).estate(SEAT, {26: "inn"}).storage(SEAT, ["inn"]) \
        .build()
    assert spaces_for(game, "inn", 3) == {11}
    assert 25 not in spaces_for(game, "inn", 3)


@pytest.mark.rule("X-INN-2", "B-CITYHALL")
def test_a_city_hall_places_an_inn_from_storage() -> None:
    # The city hall places `any` tile from storage: every kind, an inn too, anywhere an inn
    # may go next to a placed tile (the castle on 18, the city hall on 25), any number.
    game = position("inns", dice=(3, 1)).storage(SEAT, ["building:city_hall", "inn"]).build()
    place(game, "building:city_hall", 25, die=3)
    inn = game.tiles.tile("inn")
    assert {a.space for a in actions(game, PlaceTile, tile=inn, die=None)} == {
        11, 12, 17, 19, 24, 26, 30, 31}
    events = play(game, find(game, PlaceTile, tile=inn, space=30))
    assert of(events, TilePlaced) == [TilePlaced(SEAT, inn, 30, "effect", "building:city_hall")]


@pytest.mark.rule("X-INN-3", "R-REGION-1")
def test_a_region_with_an_inn_scores_one_space_larger() -> None:
    game = position("inns", dice=(3, 6)).estate(
        SEAT, {26: "building:bank", 31: "building:church", 32: "building:market",
               36: "building:watchtower"}).storage(SEAT, ["inn"]).build()
    events = place(game, "inn", 25, die=3)
    assert of(events, RegionCompleted)[0].points == 21 + 10  # as six spaces


@pytest.mark.rule("X-INN-3", "R-REGION-1")
def test_a_region_of_eight_with_an_inn_scores_as_nine() -> None:
    # Map 2's eight-space city 1-6-12-15-16-17-18-19; the inn closes it on space 12 (die 1).
    s = burgundy.testing.Scenario(2, 0, estates=[2, 2], tiles=expansion("inns"))
    s = s.turn(SEAT, dice=(1, 6)).resources(SEAT, silverlings=0, workers=0, points=0)
    buildings = ["bank", "church", "market", "watchtower", "warehouse", "city_hall",
                 "boarding_house"]
    city = dict(zip((1, 6, 15, 16, 17, 18, 19), (f"building:{b}" for b in buildings),
                    strict=True))
    game = s.estate(SEAT, city).storage(SEAT, ["inn"]).build()
    events = place(game, "inn", 12, die=1)
    assert of(events, RegionCompleted)[0].points == 45 + 10


@pytest.mark.rule("X-INN-1", "X-CLOISTER-1")
def test_inns_and_cloisters_are_never_loaded_together() -> None:
    with pytest.raises(burgundy.TileError, match="cannot be loaded with"):
        burgundy.load_tiles(burgundy.STANDARD_TILES, burgundy.EXPANSIONS["inns"],
                            burgundy.EXPANSIONS["cloisters"])
