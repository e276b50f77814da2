"""Rulings on combinations of the expansions with each other and with the base game
(X-SHIELD-6), and the order of modifiers (R-MOD-5), through play."""

from __future__ import annotations

from collections.abc import Callable

import pytest

import burgundy
from burgundy.actions import Choose, PlaceTile, SellGoods, TakeWorkers, UseAction
from burgundy.events import (
    Event,
    MineIncome,
)
from burgundy.model.state import (
    DiscardChoice,
    TakeChoice,
    zone_of,
)
from burgundy.testing import Scenario
from tests.expansions.helpers import expansion, position
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


def _held(game: burgundy.Game, seat: int = SEAT) -> list[str]:
    return [t.id for t in zone_of(game.state.players[seat].rows, "shield")]


def _take_shield(game: burgundy.Game, depot: int) -> None:
    """The shield action for ``depot``, onto a free castle: the depot's first shield."""
    play(game, find(game, UseAction, source=SHIELDS))
    play(game, Choose(depot - 1))
    play(game, Choose(0))


def _choose_held(game: burgundy.Game, shield: str) -> tuple[Event, ...]:
    choice = game.state.pending[-1]
    assert isinstance(choice, TakeChoice) and choice.source == "my shield", choice
    return play(game, Choose(_held(game, choice.seat).index(shield)))


def _end_phase(game: burgundy.Game) -> list[Event]:
    """Spend the acting seat's dice on workers: with seat 0 last, the phase ends."""
    events: list[Event] = []
    for die in game.state.players[game.current_player].dice:
        events += play(game, find(game, TakeWorkers, die=die))
    return events


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
    assert _held(game) == ["shield:9"]
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
    _end_phase(game)
    play(game, Choose(DISCARD))
    _choose_held(game, "shield:4")
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
    _choose_held(game, "shield:4")  # the start castle's only shield makes way
    _discard_down(game, "building:bank")
    play(game, Choose(0))  # then shield 9 is taken
    assert _held(game) == ["shield:9"]
    assert len(player(game).storage) == 3


@pytest.mark.rule("X-SHIELD-6", "R-STORE-1")
def test_losing_shield_4_within_the_limit_asks_nothing() -> None:
    game = _last_turn("shield:4").storage(SEAT, FIVE[:3]).build()
    _end_phase(game)
    play(game, Choose(DISCARD))
    _choose_held(game, "shield:4")
    assert not game.state.pending
    assert game.state.phase == "B"


