"""The game's own flow reached from the language, through play: an extra action with a
number is a further die (workers and die modifiers apply), the turn-order track read from
expressions, which tiles score together, and where a start castle may go.

Positions are the clean ones of ``tests/tiles/helpers.py``; house rules are written here,
loaded over the standard tiles.
"""

from __future__ import annotations

import pytest

import burgundy
from burgundy.actions import PlaceTile, SellGoods, TakeTile, TakeWorkers, UseAction
from burgundy.events import WorkersSpent, WorkersTaken
from burgundy.model.state import ExtraActionChoice
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
