"""The roll, production and the bank shortage (C-TURN-2, C-PROD), the 7's discards
(C-ROBBER-1..3): §15 facts 6, 7 and 16."""

from __future__ import annotations

import pytest

from burgundy.errors import IllegalActionError
from burgundy.games.catan import Discard, EndTurn, MoveRobber, PlayCard, Roll, Scenario
from burgundy.games.catan.events import Discarded, Received, Rolled, Shortage
from burgundy.games.catan.rules import flow
from burgundy.games.catan.views import seen, view
from tests.catan.helpers import BLUE, RED, hand, play, scenario


def fact6(*dice: int) -> Scenario:
    """§15 fact 6: Red has a city on I40 and a settlement on I14, Blue a settlement on I35;
    the robber on the desert, the bank full."""
    return scenario().city(RED, 40).settlement(RED, 14).settlement(BLUE, 35).turn(RED).dice(*dice)


def roll(built: Scenario) -> tuple[list[dict[str, int]], list[object]]:
    state, events = play(built.state(), [Roll()])
    return [dict(p.hand) for p in state.players], events


@pytest.mark.rule("C-PROD-1", "C-TURN-2")
def test_an_8_pays_every_player_with_a_building_on_an_8() -> None:
    """Roll 8: Red 2 ore (city) + 1 wool, Blue (not active) 1 ore."""
    hands, events = roll(fact6(4, 4))
    assert events[0] == Rolled(RED, (4, 4))
    assert hands[RED] == hand(ore=2, wool=1) and hands[BLUE] == hand(ore=1)
    assert Received(BLUE, {"ore": 1}, "production") in events


@pytest.mark.rule("C-PROD-1")
def test_a_4_and_a_3() -> None:
    """Roll 4: Red 2 ore from mountains N, Blue nothing. Roll 3: Red 1 grain, Blue 1 brick."""
    hands, _ = roll(fact6(1, 3))
    assert hands[RED] == hand(ore=2) and hands[BLUE] == hand()
    hands, _ = roll(fact6(2, 1))
    assert hands[RED] == hand(grain=1) and hands[BLUE] == hand(brick=1)


@pytest.mark.rule("C-PROD-2", "C-ROBBER-6")
def test_the_robbers_hex_produces_nothing() -> None:
    """Roll 8 with the robber on (2, 0): Red gets 1 wool only; the desert never produces."""
    hands, _ = roll(fact6(4, 4).robber((2, 0)))
    assert hands[RED] == hand(wool=1) and hands[BLUE] == hand()
    hands, _ = roll(scenario().settlement(RED, 44).turn(RED).dice(6, 3))  # I44: desert, 9
    assert hands[RED] == hand(wool=1)


@pytest.mark.rule("C-PROD-3")
def test_a_shortage_pays_nobody_that_resource() -> None:
    """Roll 8 with only 2 ore in the bank (3 owed): no ore to anyone, Red still gets wool."""
    hands, events = roll(fact6(4, 4).hand(2, {"ore": 17}))
    assert hands[RED] == hand(wool=1) and hands[BLUE] == hand()
    assert Shortage("ore", 3, 2) in events
    hands, _ = roll(fact6(4, 4).hand(2, {"ore": 16}))  # exactly 3 left: paid
    assert hands[RED]["ore"] == 2 and hands[BLUE]["ore"] == 1


def seven() -> Scenario:
    """Seat 1 rolls a 7 holding 8 cards; seats 0, 2, 3 hold 7, 9 and 13."""
    return (
        scenario()
        .hand(0, {"lumber": 7})
        .hand(1, {"brick": 8})
        .hand(2, {"wool": 9})
        .hand(3, {"grain": 10, "ore": 3})
        .city(0, 40)
        .turn(1)
        .dice(3, 4)
    )


@pytest.mark.rule("C-ROBBER-1", "C-ROBBER-2", "C-ROBBER-3", "C-TURN-5")
def test_a_7_makes_big_hands_discard_half_one_card_at_a_time_in_seat_order() -> None:
    """§15 fact 7: 7, 8, 9, 13 cards discard 0, 4, 4, 6; the active player too, first;
    then clockwise; no production."""
    state, events = play(seven().state(), [Roll()])
    assert not any(isinstance(e, Received) for e in events)
    order = []
    while flow.to_act(state) is not None and isinstance(flow.legal(state)[0], Discard):
        seat = flow.to_act(state)
        order.append(seat)
        before = dict(state.bank)
        legal = flow.legal(state)
        state, events = play(state, [legal[-1]])
        resource = legal[-1].resource  # type: ignore[union-attr]
        assert events == [Discarded(seat, resource)]  # type: ignore[arg-type]
        assert state.bank[resource] == before[resource] + 1  # the open bank, at once
        assert seen(events[0], 0) == events[0]
    assert order == [1] * 4 + [2] * 4 + [3] * 6
    assert [p.hand_size for p in state.players] == [7, 4, 5, 7]
    assert all(isinstance(a, MoveRobber) for a in flow.legal(state))


@pytest.mark.rule("C-ROBBER-3", "C-TURN-5", "C-TURN-7")
def test_only_the_discarding_seat_acts_and_only_with_cards_it_holds() -> None:
    state, _ = play(seven().state(), [Roll()])
    assert flow.legal(state) == (Discard("brick"),)
    with pytest.raises(IllegalActionError, match="holds no 'ore' to discard"):
        flow.apply(state, Discard("ore"))
    with pytest.raises(IllegalActionError, match="seat 1 must first discard"):
        flow.apply(state, EndTurn())
    assert view(state, 3).to_dict()["pending"][-1] == {"kind": "Discarding", "seat": 1, "left": 4}


@pytest.mark.rule("C-ROBBER-4")
def test_the_robber_must_leave_its_hex_and_may_go_to_the_desert() -> None:
    state = scenario().robber((0, 0)).turn(RED).dice(3, 4).state()
    state, _ = play(state, [Roll()])
    hexes = {a.hex for a in flow.legal(state)}  # type: ignore[union-attr]
    assert (0, 0) not in hexes and (-1, 2) in hexes and len(hexes) == 18
    with pytest.raises(IllegalActionError, match=r"the robber stands on \(0, 0\) and must move"):
        flow.apply(state, MoveRobber((0, 0)))
    with pytest.raises(IllegalActionError, match=r"\(0, 3\) is not a land hex"):
        flow.apply(state, MoveRobber((0, 3)))
    state, _ = play(state, [MoveRobber((-1, 2))])
    assert state.robber == (-1, 2) and EndTurn() in flow.legal(state)


@pytest.mark.rule("C-TURN-2")
def test_the_turn_begins_with_the_roll_or_a_card() -> None:
    state = scenario().cards(RED, ["knight"]).turn(RED).state()
    assert flow.legal(state) == (Roll(), PlayCard("knight"))
    with pytest.raises(IllegalActionError, match="must roll first"):
        flow.apply(state, EndTurn())
    state, _ = play(state, [Roll()])
    assert Roll() not in flow.legal(state)
    with pytest.raises(IllegalActionError, match="has rolled this turn"):
        flow.apply(state, Roll())
