"""The game's own flow reached from the language, through play: an extra action with a
number is a further die (workers and die modifiers apply), the turn-order track read from
expressions, which tiles score together, and where a start castle may go.

Positions are the clean ones of ``tests/tiles/helpers.py``; house rules are written here,
loaded over the standard tiles.
"""

from __future__ import annotations

import pytest

import burgundy
from burgundy.actions import Choose, PlaceTile, SellGoods, TakeTile, TakeWorkers, UseAction
from burgundy.errors import TileError
from burgundy.events import (
    AnimalsScored,
    RegionCompleted,
    StartCastlePlaced,
    WorkersSpent,
    WorkersTaken,
)
from burgundy.model.state import ExtraActionChoice, StartCastleChoice
from tests.tiles.helpers import (
    SEAT,
    actions,
    find,
    finish_turn,
    of,
    play,
    resources,
    scenario,
)

#: A rules block whose action gives an extra action with the number 3.
EXTRA_3 = """
rules extra "Extra action" {
    action "An extra action with 3" once per turn { extra action with 3 }
}
"""


def house(*texts: str) -> burgundy.TileSet:
    return burgundy.load_tiles(burgundy.STANDARD_TILES, *texts)


# --- extra actions with a number (R-TURN-2, R-CASTLE-1) -----------------------------------


def _extra_3(*, workers: int = 0, estate: dict[int, str] | None = None) -> burgundy.Game:
    """Seat 0 takes the house rule's extra action with 3: a tile waits on depots 2, 3, 4
    and 5, goods 3 and 4 in the warehouse."""
    s = scenario(tiles=house(EXTRA_3)).estate(SEAT, estate or {})
    for depot in (2, 3, 4, 5):
        s = s.depot(depot, ["mine", None, None, None])
    game = s.goods(SEAT, {3: 1, 4: 1}).resources(SEAT, workers=workers).build()
    play(game, find(game, UseAction, source="rules:extra"))
    decision = game.state.pending[-1]
    assert isinstance(decision, ExtraActionChoice) and decision.number == 3
    return game


def _takes(game: burgundy.Game) -> dict[int, int]:
    """Depot -> workers for each take the extra action offers."""
    return {a.number: a.workers for a in actions(game, TakeTile)}


@pytest.mark.rule("R-TURN-2", "R-CASTLE-1")
def test_an_extra_action_with_a_number_is_a_die_showing_it() -> None:
    """Without workers only the number itself; each worker turns it one pip."""
    assert _takes(_extra_3()) == {3: 0}
    assert _takes(_extra_3(workers=1)) == {2: 1, 3: 0, 4: 1}
    assert _takes(_extra_3(workers=2)) == {2: 1, 3: 0, 4: 1, 5: 2}
    assert {a.number for a in actions(_extra_3(workers=1), SellGoods)} == {3, 4}


@pytest.mark.rule("R-TURN-2", "R-CASTLE-1")
def test_an_extra_action_with_a_number_pays_its_workers() -> None:
    game = _extra_3(workers=2)
    events = play(game, find(game, TakeTile, number=5))
    assert of(events, WorkersSpent) == [WorkersSpent(SEAT, 2)]
    assert resources(game)[2] == 0
    assert [str(t) for t in game.state.players[SEAT].storage] == ["mine"]


@pytest.mark.rule("R-TURN-2", "R-MOD-1", "K-8", "K-12")
def test_an_extra_action_with_a_number_has_the_die_modifiers() -> None:
    """K-12 turns a take one pip for free; K-8 lets a worker turn two pips."""
    assert _takes(_extra_3(estate={12: "knowledge:12"})) == {2: 0, 3: 0, 4: 0}
    assert _takes(_extra_3(workers=1, estate={12: "knowledge:8"})) == {
        2: 1, 3: 0, 4: 1, 5: 1}


@pytest.mark.rule("R-CASTLE-1", "R-MOD-4", "K-14")
def test_an_extra_action_with_a_number_is_a_castles() -> None:
    """Its take-workers action is a castle's (K-14 applies), any number, no worker."""
    game = _extra_3(estate={12: "knowledge:14"})
    events = play(game, actions(game, TakeWorkers)[0])
    assert [(e.count, e.cause) for e in of(events, WorkersTaken)] == [(4, "castle")]


# --- the turn-order track (R-SHIP-2, R-ROUND-3) --------------------------------------------

#: Each move on the track pays its owner: 10 points per space and a point per marker in the
#: stack it joins, a silverling per marker on top of it, a worker per marker on top of seat
#: 1's; with ``under``, the moved marker goes under one marker of the stack it joins.
TRACK = """
rules track "Track" {
    when turn_order_moved {
        gain 10 * event.space + my.track_stack points
        gain my.track_under silverlings
        gain seat(1).track_under workers
    }
}
"""
UNDER = 'rules under "Under" { modify track.under: set 1 }'


def _ships(*texts: str) -> burgundy.Game:
    """Seat 1 (first in turn order) places a ship and lands alone on track space 1; then
    seat 0 places a ship and joins it there."""
    game = scenario(dice=(2, 2), tiles=house(TRACK, *texts)).turn(1, dice=(2, 2)) \
        .storage(1, ["ship"]).storage(SEAT, ["ship"]).build()
    play(game, find(game, PlaceTile, space=17))
    finish_turn(game)
    play(game, find(game, PlaceTile, space=17))
    return game


@pytest.mark.rule("R-SHIP-2", "R-ROUND-3")
def test_a_seats_place_on_the_track_and_in_its_stack() -> None:
    game = _ships()
    assert game.state.track[1] == (1, SEAT)  # on top
    assert resources(game) == (10 + 2, 0, 1)  # seat 1 under seat 0
    assert resources(game, 1)[:2] == (10 + 1, 0)  # alone on space 1 when it moved
    under = _ships(UNDER)
    assert under.state.track[1] == (SEAT, 1)
    assert resources(under) == (10 + 2, 1, 0)


# --- which tiles score together (R-ANIMAL-1) ------------------------------------------------

#: Chickens run with every herd: a chicken tile scores with any animal, any animal with it.
CHICKENS = """
rules chickens "Chickens run with every herd" {
    modify animal.scores_with: set true if tile is animal chicken or other is animal chicken
}
"""


@pytest.mark.rule("R-ANIMAL-1")
@pytest.mark.parametrize(
    ("placed", "texts", "points"),
    [("animal:sheep:3", (), 3), ("animal:sheep:3", (CHICKENS,), 3 + 2),
     ("animal:chicken:3", (), 3 + 2), ("animal:chicken:3", (CHICKENS,), 3 + 2 + 3)],
)
def test_a_wildcard_animal_scores_with_another_species(
    placed: str, texts: tuple[str, ...], points: int
) -> None:
    """In the pasture 0-4-5-9-10 a 2-chicken and a 3-cow lie; an animal placed on 5 scores
    with its own species, and a chicken, house-ruled, with any."""
    game = scenario(tiles=house(*texts)).storage(SEAT, [placed]).estate(
        SEAT, {11: "building:watchtower", 4: "animal:chicken:2", 10: "animal:cow:3"}).build()
    events = play(game, find(game, PlaceTile, space=5))
    species = burgundy.tile(placed).detail
    assert of(events, AnimalsScored) == [AnimalsScored(SEAT, species, points)]


#: A castle guards the cities next to it: it scores with them, as one more space.
GUARDS = """
rules guards "Castles guard their cities" {
    modify region.scores_with: set true if tile is castle and colour == beige
}
"""


@pytest.mark.rule("R-REGION-1")
@pytest.mark.parametrize(("texts", "size"), [((), 1), ((GUARDS,), 2)])
def test_a_tile_of_another_colour_scores_with_a_region(texts: tuple[str, ...],
                                                        size: int) -> None:
    """A bank completes the one-space city 11, next to the start castle on 18 and a ship on
    17: house-ruled, the castle scores with the city, the ship does not."""
    game = scenario(dice=(3, 3), tiles=house(*texts)).storage(SEAT, ["building:bank"]) \
        .estate(SEAT, {17: "ship"}).build()
    events = play(game, find(game, PlaceTile, space=11))
    points = size * (size + 1) // 2 + 10  # and phase A's bonus
    assert of(events, RegionCompleted) == [RegionCompleted(SEAT, "beige", 1, points)]


# --- set-up choices (R-SETUP-2, R-SETUP-9) ---------------------------------------------------

#: Each player chooses where to put the start castle among the dark green spaces.
ANY_CASTLE_SPACE = """
rules castles "Start castles anywhere" {
    modify setup.start_castle: set true if colour == dark_green
}
"""
#: No start castle on a space at the estate's edge of map 1 (1 and 2; 6 and 18 stay).
NOT_AT_THE_EDGE = """
rules inland "Start castles inland" {
    modify setup.start_castle: set false if space < 3
}
"""


def _start_spaces(game: burgundy.Game) -> list[int]:
    decision = game.state.pending[-1]
    assert isinstance(decision, StartCastleChoice)
    return [a.option for a in actions(game, Choose)]


@pytest.mark.rule("R-SETUP-2")
def test_the_printed_set_up_asks_nothing_on_map_1() -> None:
    game = burgundy.new_game(2, 0)
    assert not game.state.pending and game.state.round == 1
    assert [p.spaces[18] for p in game.state.players] == [burgundy.tile("castle")] * 2


@pytest.mark.rule("R-SETUP-2")
def test_a_house_rule_lets_each_player_choose_the_start_castles_space() -> None:
    """The choice comes in turn order, before round 1; the castle stands where chosen."""
    game = burgundy.new_game(2, 0, tiles=house(ANY_CASTLE_SPACE))
    first, second = game.state.turn_order
    assert game.current_player == first
    assert _start_spaces(game) == [1, 2, 6, 18]
    events = play(game, Choose(2))
    assert StartCastlePlaced(first, 2) in events
    assert game.current_player == second
    play(game, Choose(6))
    assert not game.state.pending and game.state.round == 1
    assert game.state.players[first].spaces[2] == burgundy.tile("castle")
    assert game.state.players[second].spaces[6] == burgundy.tile("castle")


@pytest.mark.rule("R-SETUP-2", "R-SETUP-9")
def test_a_house_rule_narrows_the_start_castles_spaces() -> None:
    """In the advanced set-up map 1's castle spaces are a choice; the house rule takes the
    edge ones away, and a save made at the choice keeps that."""
    tiles = house(ANY_CASTLE_SPACE, NOT_AT_THE_EDGE)
    game = burgundy.new_game(2, 0, tiles=tiles, advanced=True, estates=[1, 1])
    assert _start_spaces(game) == [6, 18]
    loaded = burgundy.Game.from_json(game.to_json())
    assert loaded.to_json() == game.to_json()
    assert _start_spaces(loaded) == [6, 18]


@pytest.mark.rule("R-SETUP-2")
def test_a_set_up_with_no_space_for_a_start_castle_does_not_begin() -> None:
    nowhere = 'rules nowhere "Nowhere" { modify setup.start_castle: set false }'
    with pytest.raises(ValueError, match=r"seat \d's start castle has no space: "
                                         r"`setup\.start_castle` allows none of map 1"):
        burgundy.new_game(2, 0, tiles=house(nowhere))


def test_only_rules_blocks_change_the_set_up() -> None:
    """A placed tile comes too late to change the set-up: the checker says so."""
    with pytest.raises(TileError, match=r"`setup\.start_castle` is changed only in"):
        house('knowledge 30 "Late" supply 1 black { modify setup.start_castle: set true }')
