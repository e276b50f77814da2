"""Scoring and the end (C-END): the win on one's own turn, at once, even with a decision
pending: §15 fact 15."""

from __future__ import annotations

import pytest

from burgundy.errors import IllegalActionError
from burgundy.games.catan import BuyCard, EndTurn, PlaceRoad, PlayCard, Roll
from burgundy.games.catan.events import GameEnded
from burgundy.games.catan.geometry import path_between
from burgundy.games.catan.rules import flow, scoring
from tests.catan.helpers import BLUE, RED, play, road, scenario


def nine_points() -> object:
    """Red holds 9 VP: cities on I20, I32, I44 and I52, a settlement on I7."""
    built = scenario()
    for spot in (20, 32, 44, 52):
        built.city(RED, spot)
    return built.settlement(RED, 7)


@pytest.mark.rule("C-END-2", "C-DEV-8")
def test_buying_a_victory_point_card_at_9_wins_at_once() -> None:
    """§15 fact 15."""
    built = nine_points().hand(RED, {"grain": 1, "wool": 1, "ore": 1})  # type: ignore[attr-defined]
    state = built.deck(["victory_point"]).turn(RED, rolled=True).state()
    assert scoring.scores(state)[RED] == 9 and not state.over
    state, events = play(state, [BuyCard()])
    assert state.over and state.winner == RED and events[-1] == GameEnded(RED, 10)
    assert flow.to_act(state) is None and flow.legal(state) == ()
    with pytest.raises(IllegalActionError, match="the game is over"):
        flow.apply(state, EndTurn())
    assert scoring.outcome(state).points[RED] == 10  # type: ignore[union-attr]


def road_builder(cities: int, settlements: int, roads: int) -> object:
    """Red with cities, settlements (the first on I3), ``roads`` roads from I3 along
    I3-I8-I9-I15-I16, and a road building card, in its turn after the roll."""
    built = scenario()
    for spot in (20, 32, 44, 52)[:cities]:
        built.city(RED, spot)
    for spot in (3, 7)[:settlements]:
        built.settlement(RED, spot)
    for p in road(3, 8, 9, 15, 16)[:roads]:
        built.road(RED, p)
    return built.cards(RED, ["road_building"]).turn(RED, rolled=True).state()


@pytest.mark.rule("C-END-2", "C-AWARD-2", "C-DEV-5")
def test_longest_road_from_the_second_free_road_wins_at_once() -> None:
    """§15 fact 15: at 9 VP, the 2nd free road gives Longest Road: a win at once."""
    state = road_builder(4, 1, 3)
    assert scoring.scores(state)[RED] == 9
    state, _ = play(state, [PlayCard("road_building"), PlaceRoad(path_between(15, 16))])
    assert not state.over
    state, events = play(state, [PlaceRoad(path_between(16, 22))])
    assert state.over and state.winner == RED and events[-1] == GameEnded(RED, 11)


@pytest.mark.rule("C-END-2", "C-AWARD-2", "C-DEV-5")
def test_the_game_ends_at_once_even_with_a_decision_pending() -> None:
    """At 8 VP with 4 roads the first free road gives Longest Road: 10 VP, and the game
    ends with the second free road still pending."""
    state = road_builder(3, 2, 4)
    assert scoring.scores(state)[RED] == 8
    state, _ = play(state, [PlayCard("road_building")])
    state, events = play(state, [PlaceRoad(path_between(16, 22))])
    assert state.over and state.winner == RED and events[-1] == GameEnded(RED, 10)
    assert state.pending  # the second free road was never placed
    assert flow.to_act(state) is None


@pytest.mark.rule("C-END-2", "C-END-3")
def test_a_player_wins_only_on_their_own_turn_checked_at_its_start() -> None:
    """A position where seat 1 already has 10 VP in seat 0's turn: no win until seat 1's
    turn begins; a scenario with the seat to act at 10 is a finished game."""
    built = scenario()
    for spot in (20, 32, 44, 52):
        built.city(BLUE, spot)
    built.settlement(BLUE, 7).cards(BLUE, ["victory_point"])
    state = built.turn(RED, rolled=True).state()
    assert scoring.scores(state)[BLUE] == 10 and not state.over
    state, events = play(state, [EndTurn()])
    assert state.over and state.winner == BLUE and events[-1] == GameEnded(BLUE, 10)
    assert built.turn(BLUE).state().over


@pytest.mark.rule("C-END-1", "C-END-4")
def test_no_turn_limit_unless_asked_and_then_no_winner() -> None:
    state = scenario(players=3, turn_limit=2).turn(RED).dice(2, 2).state()
    state, _ = play(state, [Roll(), EndTurn()])
    assert not state.over and state.turn == 2
    state, _ = play(state, [Roll()])
    while flow.legal(state)[-1] != EndTurn():
        state, _ = play(state, [flow.legal(state)[0]])
    state, events = play(state, [EndTurn()])
    assert state.over and state.winner is None and events[-1] == GameEnded(None, 0)
    assert scoring.outcome(state).winners == ()  # type: ignore[union-attr]
    with pytest.raises(ValueError, match="turn_limit"):
        scenario(turn_limit=0)
