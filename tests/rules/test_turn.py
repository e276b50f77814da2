"""Section 3 of RULES.md: a player's turn (R-TURN-1 two actions, R-TURN-2 workers,
R-TURN-3 the black depot)."""

from __future__ import annotations

import pytest

import burgundy
from burgundy import data
from burgundy.actions import (
    BuyTile,
    Choose,
    EndTurn,
    PlaceTile,
    SellGoods,
    Skip,
    TakeTile,
    TakeWorkers,
)
from burgundy.events import Purchased, TileTaken, TurnEnded, WorkersSpent
from burgundy.testing import Scenario
from tests.rules.helpers import (
    actions,
    assert_illegal,
    find,
    finish_turn,
    of,
    play,
    scenario,
    turn_order,
)

FIRST, SECOND = turn_order(2, 0)


FIRST_OF_COLOUR = {
    "beige": "building:bank", "blue": "ship", "yellow": "knowledge:25",
    "light_green": "animal:pig:2", "grey": "mine", "dark_green": "castle",
}


def full_depots(players: int = 4) -> Scenario:
    """A scenario with a tile in slot 0 of every depot, nothing in the other slots."""
    build = scenario(players, seed=0)
    for n, slots in data.board().depots.items():
        build.depot(n, [FIRST_OF_COLOUR[slots[0][0]], None, None, None])
    return build


# --- R-TURN-1 -----------------------------------------------------------------------


@pytest.mark.rule("R-TURN-1", "R-ACT-WORK")
def test_turn_1_two_actions_the_same_action_twice() -> None:
    """R-TURN-1: exactly two actions, one per die, the same action twice allowed; then the
    turn passes (no purchase possible here: no silverlings)."""
    game = scenario(2).turn(FIRST, dice=(3, 3)).resources(FIRST, workers=0, silverlings=0).build()
    play(game, TakeWorkers(3))
    assert game.current_player == FIRST
    assert game.state.players[FIRST].dice_left == (3,)
    events = play(game, TakeWorkers(3))
    assert game.state.players[FIRST].workers == 4
    assert of(events, TurnEnded) == [TurnEnded(FIRST)]
    assert game.current_player == SECOND


@pytest.mark.rule("R-TURN-1")
def test_turn_1_dice_in_any_order_each_die_once() -> None:
    """R-TURN-1: either die first; a used die is set aside and cannot act again."""
    game = (scenario(2).turn(FIRST, dice=(2, 5)).resources(FIRST, workers=0, silverlings=0)
            .goods(FIRST, {5: 1, 2: 1}).build())
    play(game, find(game, SellGoods, die=5, number=5))
    assert game.state.players[FIRST].used == (False, True)
    assert_illegal(game, SellGoods(5, 2, 3))  # the 5 is used up, even with workers given
    assert_illegal(game, TakeWorkers(5))
    assert {a.die for a in game.legal_actions() if isinstance(a, TakeWorkers)} == {2}
    play(game, TakeWorkers(2))
    assert game.current_player == SECOND


@pytest.mark.rule("R-TURN-1")
def test_turn_1_no_passing_with_an_unused_die() -> None:
    """R-TURN-1 ruling: EndTurn is not legal while a die is unused."""
    game = scenario(2).turn(FIRST, dice=(1, 6)).resources(FIRST, silverlings=9).build()
    assert EndTurn() not in game.legal_actions()
    assert_illegal(game, EndTurn())
    play(game, TakeWorkers(1))
    assert_illegal(game, EndTurn())
    play(game, TakeWorkers(6))
    # Both dice used, a purchase still possible: the turn waits for EndTurn.
    assert game.current_player == FIRST
    assert EndTurn() in game.legal_actions()
    events = play(game, EndTurn())
    assert of(events, TurnEnded) == [TurnEnded(FIRST)]
    assert game.current_player == SECOND


@pytest.mark.rule("R-TURN-1", "R-ACT-WORK")
@pytest.mark.parametrize("die", [1, 2, 3, 4, 5, 6])
def test_turn_1_take_workers_is_always_legal(die: int) -> None:
    """R-TURN-1 ruling: with nothing else possible (no workers, storage, goods or tiles in
    the depots), *take workers* is still legal, so a player is never stuck."""
    build = scenario(2).turn(FIRST, dice=(die, die)).resources(FIRST, workers=0, silverlings=0)
    build.goods(FIRST, {}).storage(FIRST, [])
    for n in range(1, 7):
        build.depot(n, [None] * 4)
    game = build.build()
    assert game.legal_actions() == (TakeWorkers(die),)


# --- R-TURN-2 -----------------------------------------------------------------------


@pytest.mark.rule("R-TURN-2")
@pytest.mark.parametrize(
    ("die", "number", "workers"),
    [
        (1, 1, 0), (1, 2, 1), (1, 3, 2), (1, 4, 3), (1, 5, 2), (1, 6, 1),  # 1→6 wraps
        (6, 1, 1), (6, 2, 2), (6, 3, 3), (6, 5, 1),  # 6→1 wraps
        (2, 5, 3), (3, 6, 3), (4, 1, 3), (5, 2, 3), (5, 1, 2), (2, 6, 2),
    ],
)
def test_turn_2_fewest_workers_with_6_1_wrap(die: int, number: int, workers: int) -> None:
    """R-TURN-2: one worker per pip, up or down, 6↔1 wraps at the price of one pip; the
    engine charges the fewest and takes them."""
    game = full_depots().turn(0, dice=(die, die)).resources(0, workers=5).build()
    take = find(game, TakeTile, die=die, number=number, slot=0)
    assert take.workers == workers
    events = play(game, take)
    assert game.state.players[0].workers == 5 - workers
    assert of(events, WorkersSpent) == ([WorkersSpent(0, workers)] if workers else [])


@pytest.mark.rule("R-TURN-2")
def test_turn_2_unaffordable_numbers_are_not_offered() -> None:
    """R-TURN-2: with 2 workers a 1 reaches 1, 2, 3, 5 and 6 (through the wrap), never 4."""
    game = full_depots().turn(0, dice=(1, 1)).resources(0, workers=2).build()
    numbers = {a.number for a in actions(game, TakeTile, die=1)}
    assert numbers == {1, 2, 3, 5, 6}
    assert_illegal(game, TakeTile(1, 4, 3, 0))
    assert_illegal(game, TakeTile(1, 4, 2, 0))


@pytest.mark.rule("R-TURN-2")
def test_turn_2_the_charge_is_exactly_the_fewest() -> None:
    """R-TURN-2 ruling: the action names the fewest workers; paying more or less is not a
    legal action."""
    game = full_depots().turn(0, dice=(6, 6)).resources(0, workers=5).build()
    assert TakeTile(6, 1, 1, 0) in game.legal_actions()
    assert_illegal(game, TakeTile(6, 1, 5, 0))  # 6 down to 1 the long way
    assert_illegal(game, TakeTile(6, 1, 0, 0))


@pytest.mark.rule("R-TURN-2", "R-ACT-PLACE", "R-ACT-SELL")
def test_turn_2_workers_turn_the_die_for_every_die_action() -> None:
    """R-TURN-2: workers serve placing and selling too."""
    game = (scenario(2).turn(FIRST, dice=(4, 4)).storage(FIRST, ["ship"])
            .goods(FIRST, {1: 2}).resources(FIRST, workers=6, silverlings=0).build())
    place = find(game, PlaceTile, die=4, space=17)  # space 17 shows 2
    assert (place.number, place.workers) == (2, 2)
    sell = find(game, SellGoods, die=4, number=1)
    assert sell.workers == 3
    play(game, sell)
    assert game.state.players[FIRST].workers == 3
    play(game, place)
    assert game.state.players[FIRST].workers == 1


# --- R-TURN-3 -----------------------------------------------------------------------


def buying(dice: tuple[int, int] = (3, 3), silverlings: int = 5) -> burgundy.Game:
    return (scenario(2).turn(FIRST, dice=dice)
            .resources(FIRST, silverlings=silverlings, workers=0)
            .storage(FIRST, [])
            .black_depot(["castle", "ship", "mine", "knowledge:25"]).build())


@pytest.mark.rule("R-TURN-3")
def test_turn_3_buy_before_the_dice_for_two_silverlings() -> None:
    """R-TURN-3: pay 2 silverlings for any black-depot tile, into storage; once a turn."""
    game = buying()
    assert set(actions(game, BuyTile)) == {BuyTile(0, slot) for slot in range(4)}
    events = play(game, BuyTile(0, 1))
    player = game.state.players[FIRST]
    assert player.silverlings == 3
    assert player.storage == (burgundy.tile("ship"),)
    assert dict(player.estate) == {18: burgundy.tile("castle")}  # storage, not the estate
    assert game.state.black_depot == tuple(map(burgundy.tile, ["castle", "mine", "knowledge:25"]))
    assert of(events, Purchased) == [Purchased(FIRST, 0, 2)]
    assert of(events, TileTaken) == [TileTaken(FIRST, burgundy.tile("ship"), 0, "buy")]
    # Once per turn: not again before, between or after the dice.
    assert not actions(game, BuyTile)
    assert_illegal(game, BuyTile(0, 0))
    play(game, TakeWorkers(3))
    assert not actions(game, BuyTile)
    play(game, TakeWorkers(3))
    assert game.current_player == SECOND  # nothing left to do: the turn ended


@pytest.mark.rule("R-TURN-3")
def test_turn_3_buy_between_and_after_the_dice() -> None:
    """R-TURN-3: the purchase may come between the dice actions or after both."""
    game = buying()
    play(game, TakeWorkers(3))
    play(game, BuyTile(0, 3))
    assert game.state.players[FIRST].storage == (burgundy.tile("knowledge:25"),)
    game = buying()
    play(game, TakeWorkers(3))
    play(game, TakeWorkers(3))
    assert game.current_player == FIRST  # waits: a purchase is still possible
    events = play(game, BuyTile(0, 0))
    assert game.state.players[FIRST].storage == (burgundy.tile("castle"),)
    assert game.state.players[FIRST].silverlings == 3
    assert of(events, TurnEnded) == [TurnEnded(FIRST)]
    assert game.current_player == SECOND


@pytest.mark.rule("R-TURN-3")
def test_turn_3_no_purchase_below_two_silverlings() -> None:
    """R-TURN-3: the price is 2 silverlings."""
    game = buying(silverlings=1)
    assert not actions(game, BuyTile)
    assert_illegal(game, BuyTile(0, 0))
    assert actions(buying(silverlings=2), BuyTile)


@pytest.mark.rule("R-TURN-3")
def test_turn_3_once_per_turn_not_once_per_round() -> None:
    """R-TURN-3: the next turn may buy again."""
    game = (scenario(2).turn(FIRST, dice=(3, 3)).resources(FIRST, silverlings=6)
            .resources(SECOND, silverlings=0)
            .black_depot(["castle", "ship", "mine", "knowledge:25"]).build())
    play(game, BuyTile(0, 0))
    finish_turn(game)
    assert game.current_player == SECOND
    finish_turn(game)
    assert (game.state.round, game.current_player) == (2, FIRST)
    assert set(actions(game, BuyTile)) == {BuyTile(0, slot) for slot in range(3)}
    play(game, BuyTile(0, 0))
    assert game.state.players[FIRST].silverlings == 2


@pytest.mark.rule("R-TURN-1", "R-ORDER-2")
def test_turn_1_only_turn_actions_when_nothing_is_asked() -> None:
    """R-TURN-1: on a turn with no decision pending, answers (Choose, Skip) and things that
    are not actions are refused, and the game is unchanged."""
    game = scenario(2).turn(FIRST, dice=(2, 5)).build()
    assert_illegal(game, Choose(2))
    assert_illegal(game, Skip())
    assert_illegal(game, TakeWorkers(None))  # the castle's form, without a castle
    assert_illegal(game, TakeWorkers(3))  # not one of the dice
    before = game.to_json()
    with pytest.raises(burgundy.IllegalActionError):
        game.apply("take workers")  # type: ignore[arg-type]
    assert game.to_json() == before
