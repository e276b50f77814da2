"""An action of the expansions that is not legal now is refused with the reason that
applies (never a complaint about a field it rightly leaves out), and changes nothing."""

from __future__ import annotations

import pytest

import burgundy
from burgundy.actions import Action, BuyTile, Choose, Skip, TakeWorkers, UseAction
from tests.expansions.helpers import position
from tests.tiles.helpers import SEAT, find, play

TAKE_A_SHIELD = UseAction("rules:shields", 0, "Take a shield with both dice")
SET_A_DIE = UseAction("shield:16", 0, "Set a die to any number")
MONASTERY = UseAction("knowledge:28", 0, "Buy 2 workers for 1 silverling")
BUY_AN_INN = UseAction("rules:inns", 0, "Buy an inn")


def refused(game: burgundy.Game, action: Action) -> str:
    """Why ``game`` refuses ``action`` (after "is not legal now: "); the game is unchanged:
    the same save, the same legal actions."""
    saved, legal = game.to_json(), game.legal_actions()
    with pytest.raises(burgundy.IllegalActionError) as raised:
        game.apply(action)
    assert game.to_json() == saved
    assert game.legal_actions() == legal
    head, _, reason = str(raised.value).partition(" is not legal now: ")
    assert head == str(action)
    return reason


@pytest.mark.rule("X-SHIELD-2")
def test_a_shield_without_a_pair_the_workers_can_make() -> None:
    game = position("shields", dice=(3, 5)).build()
    assert refused(game, TAKE_A_SHIELD) == (
        "it cannot be carried out now: none of its options can be carried out ("
        '"Both dice as 1: a shield from depot 1": `spend both dice as 1`: turning dice 3 and '
        "5 into that number takes more than seat 0's 0 workers; "
        '"Both dice as 2: a shield from depot 2": `spend both dice as 2`: turning dice 3 and '
        "5 into that number takes more than seat 0's 0 workers …)"
    )


@pytest.mark.rule("X-SHIELD-2")
def test_a_shield_after_a_die_action() -> None:
    game = position("shields", dice=(3, 3)).build()
    play(game, find(game, TakeWorkers, die=3))
    assert "`spend both dice as 1`: it needs both of the turn's dice, and one is used" in (
        refused(game, TAKE_A_SHIELD))


def test_a_shield_taken_with_a_die_as_if_it_were_a_die_action() -> None:
    game = position("shields", dice=(3, 3)).build()
    action = UseAction(TAKE_A_SHIELD.source, 0, TAKE_A_SHIELD.label, die=3, number=3)
    assert refused(game, action) == (
        '"Take a shield with both dice" is not an action with a die: give no die or number')


@pytest.mark.rule("X-SHIELD-5")
def test_a_shields_power_without_the_shield() -> None:
    game = position("shields", dice=(2, 5)).build()
    assert refused(game, SET_A_DIE) == (
        "seat 0 does not hold Shield 16: One die set to any number each turn (shield:16)")


@pytest.mark.rule("X-SHIELD-5")
def test_shield_16_twice_in_a_turn() -> None:
    game = position("shields", dice=(2, 5)).row(SEAT, "shield", ["shield:16"]).build()
    play(game, SET_A_DIE)
    play(game, Choose(5))  # the first die to 6
    assert refused(game, SET_A_DIE) == (
        'seat 0 already took "Set a die to any number" this turn (once per turn)')


@pytest.mark.rule("X-SHIELD-5")
def test_shield_11_with_the_turns_die_rather_than_a_castles_action() -> None:
    game = position("shields", dice=(2, 5)).row(SEAT, "shield", ["shield:11"]).build()
    label = "Take a shield from the depot of the castle's number"
    assert refused(game, UseAction("shield:11", 0, label)) == (
        f'"{label}" is an action with a die: give the die, the number it counts as and the '
        "workers that turn it")
    assert refused(game, UseAction("shield:11", 0, label, die=2, number=2)) == (
        "it is only offered if event.cause == castle")


@pytest.mark.rule("X-SHIELD-3")
def test_an_upkeep_option_not_offered() -> None:
    s = position("shields").phase("A", round=5).turn(SEAT, dice=(1, 1))
    game = s.row(SEAT, "shield", ["shield:7"]).resources(SEAT, silverlings=0).build()
    for _ in range(2):
        play(game, find(game, TakeWorkers, die=1))
    asked = ("seat 0 must answer an OptionChoice (a choice of Shields (rules:shields)), and "
             "{}; the options are: choose 2 (Discard a shield)")
    assert refused(game, Choose(0)) == asked.format(
        'option 0 ("Pay 1 silverling to keep a shield") cannot be carried out now: '
        "`pay 1 silverling`: seat 0 has 0 silverlings")
    assert refused(game, Choose(1)) == asked.format(
        'option 1 ("Pay 1 worker to keep a shield") is only offered if '
        "count(shield 3 in my shield) > 0")
    assert refused(game, Choose(7)) == asked.format("its options are numbered 0-2, not 7")
    assert refused(game, Skip()) == asked.format("it may not be skipped")


@pytest.mark.rule("X-M28-1")
def test_tile_28s_purchase_without_a_silverling() -> None:
    game = position("monastery_28").estate(SEAT, {12: "knowledge:28"}) \
        .resources(SEAT, silverlings=0).build()
    assert refused(game, MONASTERY) == (
        "it cannot be carried out now: `pay 1 silverling`: seat 0 has 0 silverlings")


@pytest.mark.rule("X-M28-1")
def test_tile_28s_purchase_without_the_tile() -> None:
    game = position("monastery_28").resources(SEAT, silverlings=3).build()
    assert refused(game, MONASTERY) == (
        "seat 0 does not hold Monastery: 2 workers for 1 silverling (knowledge:28) in its "
        "estate")


@pytest.mark.rule("X-INN-2")
def test_an_inn_without_the_price() -> None:
    game = position("inns").resources(SEAT, silverlings=1).build()
    assert refused(game, BUY_AN_INN) == (
        "it cannot be carried out now: `buy inn from display inn`: it costs 2 silverlings "
        "and seat 0 has 1")


@pytest.mark.rule("X-INN-2", "R-TURN-3")
def test_an_inn_after_the_turns_purchase() -> None:
    game = position("inns").black_depot(["mine"]).resources(SEAT, silverlings=5).build()
    play(game, BuyTile(0, 0))
    assert refused(game, BUY_AN_INN) == (
        "it cannot be carried out now: `buy inn from display inn`: seat 0 already made the "
        "turn's purchase")


@pytest.mark.rule("X-CLOISTER-2", "R-TURN-3")
def test_a_cloister_without_the_price() -> None:
    game = position("cloisters").black_depot(["cloister"]).resources(SEAT, silverlings=1) \
        .build()
    assert refused(game, BuyTile(0, 0)) == "a purchase costs 2 silverlings; seat 0 has 1"


@pytest.mark.parametrize(
    ("action", "reason"),
    [
        (UseAction("rules:inns", 0, "Buy an inn"), "the tiles of this game define no "
                                                   "'rules:inns'"),
        (UseAction("rules:shields", 1, "Take"), 'Shields (rules:shields) has no action 1 (its '
                                                'actions: 0 "Take a shield with both dice")'),
        (UseAction("rules:shields", 0, "Take"), 'action 0 of Shields (rules:shields) is "Take '
                                                'a shield with both dice", not "Take"'),
    ],
)
def test_an_action_no_definition_offers(action: UseAction, reason: str) -> None:
    assert refused(position("shields", dice=(3, 3)).build(), action) == reason
