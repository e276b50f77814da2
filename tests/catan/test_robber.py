"""The robber's theft (C-ROBBER-5), one procedure for the 7 and the knight (C-DEV-3):
§15 fact 8."""

from __future__ import annotations

import pytest

from burgundy.errors import IllegalActionError
from burgundy.games.catan import EndTurn, MoveRobber, PlayCard, Roll, Scenario, Steal
from burgundy.games.catan.events import RobberMoved, Stolen
from burgundy.games.catan.rules import flow
from burgundy.games.catan.views import seen
from tests.catan.helpers import BLUE, RED, WHITE, hand, play, scenario


def fact8(blue: dict[str, int], seed: int = 0) -> Scenario:
    """Red (city on I40) rolls a 7; Blue (I35) holds ``blue``; both touch (2, 0)."""
    return (
        scenario(seed=seed).city(RED, 40).settlement(BLUE, 35).hand(BLUE, blue).turn(RED).dice(1, 6)
    )


@pytest.mark.rule("C-ROBBER-5")
def test_no_theft_from_a_player_without_cards_nor_from_oneself() -> None:
    """§15 fact 8: Blue holds 0 cards, Red's own city does not count: no theft."""
    state, events = play(fact8({}).state(), [Roll(), MoveRobber((2, 0))])
    assert events[-1] == RobberMoved(RED, (2, 0))
    assert EndTurn() in flow.legal(state) and not state.pending


@pytest.mark.rule("C-ROBBER-5", "C-TURN-5", "C-TURN-7")
def test_the_only_victim_must_still_be_chosen_and_gives_up_a_card() -> None:
    """§15 fact 8: Blue holds 1 card: Blue must be the victim; Red gains that card."""
    state, _ = play(fact8({"wool": 1}).state(), [Roll(), MoveRobber((2, 0))])
    assert flow.legal(state) == (Steal(BLUE),)
    with pytest.raises(IllegalActionError, match="seat 2 is not a victim here"):
        flow.apply(state, Steal(WHITE))
    state, events = play(state, [Steal(BLUE)])
    assert events == [Stolen(RED, BLUE, "wool")]
    assert state.players[RED].hand == hand(wool=1) and state.players[BLUE].hand == hand()
    assert seen(events[0], BLUE) == events[0]
    assert seen(events[0], WHITE) == Stolen(RED, BLUE, None)


@pytest.mark.rule("C-ROBBER-5", "C-TURN-6")
def test_the_card_is_drawn_at_random_from_the_victims_hand() -> None:
    taken = []
    for seed in range(12):
        built = fact8({"wool": 1, "ore": 1}, seed).state()
        moves = [Roll(), MoveRobber((2, 0)), Steal(BLUE)]
        state, events = play(built, moves)
        assert play(built, moves)[0] == state  # the same stream, the same card
        taken.append(events[-1].resource)  # type: ignore[union-attr]
    assert set(taken) == {"wool", "ore"}


@pytest.mark.rule("C-ROBBER-5")
def test_the_mover_chooses_among_several_victims() -> None:
    state = (
        scenario()
        .settlement(RED, 0)
        .settlement(BLUE, 35)
        .settlement(WHITE, 40)
        .hand(BLUE, {"ore": 2})
        .hand(WHITE, {"brick": 1})
        .turn(RED)
        .dice(5, 2)
        .state()
    )
    state, _ = play(state, [Roll(), MoveRobber((2, 0))])
    assert flow.legal(state) == (Steal(BLUE), Steal(WHITE))
    state, _ = play(state, [Steal(WHITE)])
    assert state.players[RED].hand == hand(brick=1)


@pytest.mark.rule("C-DEV-3", "C-ROBBER-4", "C-ROBBER-5")
def test_a_knight_moves_the_robber_and_robs_exactly_as_a_7_without_discards() -> None:
    built = fact8({"wool": 1}).hand(RED, {"ore": 9}).cards(RED, ["knight"])
    by_knight, events = play(built.state(), [PlayCard("knight"), MoveRobber((2, 0)), Steal(BLUE)])
    assert events[-1] == Stolen(RED, BLUE, "wool")
    assert by_knight.players[RED].hand == hand(ore=9, wool=1)  # 10 cards, no discard
    assert by_knight.players[RED].played == ("knight",) and not by_knight.players[RED].cards
    assert flow.legal(by_knight) == (Roll(),)  # the knight came before the roll
