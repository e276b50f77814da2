"""Building (C-BUILD), the trade phase before building (C-TURN-3) and the end of the turn
(C-TURN-4): costs, stock, the road rule through other players' buildings, the distance
rule, cities."""

from __future__ import annotations

import pytest

from burgundy.errors import IllegalActionError
from burgundy.games.catan import (
    BuildCity,
    BuildRoad,
    BuildSettlement,
    BuyCard,
    EndTurn,
    MaritimeTrade,
    PlayCard,
    Roll,
)
from burgundy.games.catan.events import Paid
from burgundy.games.catan.geometry import path_between
from burgundy.games.catan.rules import flow, scoring
from tests.catan.helpers import BLUE, RED, hand, play, scenario

PLENTY = {"lumber": 5, "brick": 5, "wool": 5, "grain": 5, "ore": 5}


def builds(state: object) -> set[object]:
    return {a for a in flow.legal(state) if isinstance(a, BuildRoad | BuildSettlement | BuildCity)}  # type: ignore[arg-type]


@pytest.mark.rule("C-BUILD-1", "C-BUILD-5", "C-BUILD-6", "C-END-1")
def test_costs_are_paid_to_the_bank_and_buildings_score() -> None:
    """A road, a settlement, a city and a card cost what C-BUILD-1 says; settlements score
    1, cities 2; the paid cards go back to the bank (§15 fact 16)."""
    state = (
        scenario()
        .settlement(RED, 3)
        .road(RED, path_between(3, 8))
        .hand(RED, PLENTY)
        .turn(RED, rolled=True)
        .state()
    )
    assert scoring.scores(state)[RED] == 1
    state, events = play(
        state,
        [BuildRoad(path_between(8, 9)), BuildSettlement(9), BuildCity(3), BuyCard()],
    )
    paid = [e for e in events if isinstance(e, Paid)]
    assert [(e.what, dict(e.cards)) for e in paid] == [
        ("road", {"lumber": 1, "brick": 1}),
        ("settlement", {"lumber": 1, "brick": 1, "grain": 1, "wool": 1}),
        ("city", {"grain": 2, "ore": 3}),
        ("card", {"grain": 1, "wool": 1, "ore": 1}),
    ]
    assert state.players[RED].hand == hand(lumber=3, brick=3, wool=3, grain=1, ore=1)
    assert state.bank == {"lumber": 16, "brick": 16, "wool": 16, "grain": 18, "ore": 18}
    assert state.buildings == {3: (RED, "city"), 9: (RED, "settlement")}
    hidden = state.players[RED].cards.count("victory_point")
    assert scoring.scores(state)[RED] == 3 + hidden


@pytest.mark.rule("C-BUILD-1")
def test_a_build_needs_its_cost() -> None:
    state = (
        scenario()
        .settlement(RED, 3)
        .road(RED, path_between(3, 8))
        .hand(RED, {"lumber": 1, "grain": 2, "ore": 2})
        .turn(RED, rolled=True)
        .state()
    )
    assert not builds(state)
    with pytest.raises(IllegalActionError, match="cannot pay 1 lumber \\+ 1 brick for a road"):
        flow.apply(state, BuildRoad(path_between(8, 9)))
    with pytest.raises(IllegalActionError, match="cannot pay 2 grain \\+ 3 ore for a city"):
        flow.apply(state, BuildCity(3))


@pytest.mark.rule("C-BUILD-2", "C-SETUP-8")
def test_pieces_come_from_the_stock() -> None:
    """15 roads, 5 settlements, 4 cities; a city gives its settlement back (C-BUILD-5)."""
    spots = (0, 7, 11, 20, 25)
    built = scenario().hand(RED, PLENTY).turn(RED, rolled=True)
    for spot in spots:
        built.settlement(RED, spot)
    for p in range(15):  # roads need not connect in a scenario
        built.road(RED, p)
    state = built.state()
    assert not builds(state) - {BuildCity(i) for i in spots}
    with pytest.raises(IllegalActionError, match="seat 0 has no road left in stock"):
        flow.apply(state, BuildRoad(15))
    with pytest.raises(IllegalActionError, match="seat 0 has no settlement left in stock"):
        flow.apply(state, BuildSettlement(44))
    state, _ = play(state, [BuildCity(0)])
    assert state.buildings[0] == (RED, "city")
    assert any(isinstance(a, BuildSettlement) for a in flow.legal(state))
    cities = scenario().hand(RED, PLENTY).turn(RED, rolled=True)
    for spot in spots[:4]:
        cities.city(RED, spot)
    state = cities.settlement(RED, spots[4]).state()
    with pytest.raises(IllegalActionError, match="seat 0 has no city left in stock"):
        flow.apply(state, BuildCity(spots[4]))
    with pytest.raises(ValueError, match="seat 0 has 5 settlements, not 6"):
        scenario().settlement(RED, 0).settlement(RED, 7).settlement(RED, 11).settlement(
            RED, 20
        ).settlement(RED, 25).settlement(RED, 44).state()


@pytest.mark.rule("C-BUILD-3")
def test_a_road_continues_the_network_but_not_through_another_players_building() -> None:
    """Red's road I3-I8-I9 with Blue's settlement on I9: Red may build on from I8 and I3
    but not from I9; a road needs a free path."""
    state = (
        scenario()
        .settlement(RED, 3)
        .road(RED, path_between(3, 8))
        .road(RED, path_between(8, 9))
        .settlement(BLUE, 9)
        .hand(RED, PLENTY)
        .turn(RED, rolled=True)
        .state()
    )
    roads = {a.path for a in builds(state) if isinstance(a, BuildRoad)}
    assert roads == {path_between(3, 2), path_between(0, 3), path_between(8, 14)}
    with pytest.raises(IllegalActionError, match="nor a road of theirs at an intersection free"):
        flow.apply(state, BuildRoad(path_between(9, 15)))
    with pytest.raises(IllegalActionError, match="holds a road"):
        flow.apply(state, BuildRoad(path_between(3, 8)))
    with pytest.raises(IllegalActionError, match="there is no path 72"):
        flow.apply(state, BuildRoad(72))


@pytest.mark.rule("C-BUILD-4")
def test_a_settlement_keeps_the_distance_and_touches_an_own_road() -> None:
    """§15 fact 5 in a turn, and the road a settlement needs outside set-up."""
    state = (
        scenario()
        .settlement(RED, 3)
        .road(RED, path_between(3, 8))
        .road(RED, path_between(8, 9))
        .road(RED, path_between(9, 15))
        .settlement(BLUE, 21)
        .hand(RED, PLENTY)
        .turn(RED, rolled=True)
        .state()
    )
    assert {a for a in builds(state) if isinstance(a, BuildSettlement)} == {BuildSettlement(9)}
    with pytest.raises(IllegalActionError, match="I8 is next to the building on I3"):
        flow.apply(state, BuildSettlement(8))
    with pytest.raises(IllegalActionError, match="I15 is next to the building on I21"):
        flow.apply(state, BuildSettlement(15))
    with pytest.raises(IllegalActionError, match="I44 touches no road of seat 0's"):
        flow.apply(state, BuildSettlement(44))


@pytest.mark.rule("C-BUILD-5")
def test_a_city_replaces_an_own_settlement_only() -> None:
    state = (
        scenario()
        .settlement(RED, 3)
        .settlement(BLUE, 9)
        .hand(RED, PLENTY)
        .turn(RED, rolled=True)
        .state()
    )
    assert {a for a in builds(state) if isinstance(a, BuildCity)} == {BuildCity(3)}
    with pytest.raises(IllegalActionError, match="I9 holds no settlement of seat 0's"):
        flow.apply(state, BuildCity(9))
    state, _ = play(state, [BuildCity(3)])
    with pytest.raises(IllegalActionError, match="I3 holds no settlement of seat 0's"):
        flow.apply(state, BuildCity(3))


@pytest.mark.rule("C-TURN-1", "C-TURN-3", "C-TRADE-1")
def test_trade_comes_before_building_unless_combined() -> None:
    built = (
        scenario()
        .settlement(RED, 3)
        .road(RED, path_between(3, 8))
        .hand(RED, {"lumber": 5, "brick": 5, "ore": 8})
        .cards(RED, ["monopoly"])
        .turn(RED)
        .dice(3, 3)
    )
    state, _ = play(built.state(), [Roll(), MaritimeTrade("ore", "grain")])
    state, _ = play(state, [BuildRoad(path_between(8, 9))])
    assert not any(isinstance(a, MaritimeTrade) for a in flow.legal(state))
    assert PlayCard("monopoly") in flow.legal(state) and BuyCard() not in flow.legal(state)
    with pytest.raises(IllegalActionError, match="trade phase ended with this turn's first build"):
        flow.apply(state, MaritimeTrade("ore", "wool"))
    combined = (
        scenario(combined_trade_build=True)
        .settlement(RED, 3)
        .road(RED, path_between(3, 8))
        .hand(RED, {"lumber": 5, "brick": 5, "ore": 8})
        .turn(RED)
        .dice(3, 3)
        .state()
    )
    moves = [Roll(), BuildRoad(path_between(8, 9)), MaritimeTrade("ore", "grain")]
    combined, _ = play(combined, moves)
    assert combined.players[RED].hand["grain"] == 1


@pytest.mark.rule("C-TURN-4", "C-TURN-1")
def test_the_turn_ends_by_an_action_and_passes_clockwise() -> None:
    state = scenario(players=3).turn(2).dice(2, 2).state()
    assert EndTurn() not in flow.legal(state)
    state, _ = play(state, [Roll()])
    assert flow.legal(state)[-1] == EndTurn()
    state, _ = play(state, [EndTurn()])
    assert flow.to_act(state) == 0 and state.turn == 2 and not state.rolled
