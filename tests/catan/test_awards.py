"""Road length, Longest Road and Largest Army with the seed's tie rules (C-AWARD), and the
win on one's own turn (C-END-3): §15 facts 11, 12 and 13."""

from __future__ import annotations

import pytest

from burgundy.games.catan import (
    BuildRoad,
    BuildSettlement,
    EndTurn,
    MoveRobber,
    PlayCard,
    Scenario,
)
from burgundy.games.catan.events import AwardMoved, GameEnded
from burgundy.games.catan.geometry import path_between
from burgundy.games.catan.rules import flow, scoring
from tests.catan.helpers import BLUE, RED, WHITE, play, road, scenario

GREEN = WHITE  # the third colour of §15 fact 12
PLENTY = {"lumber": 5, "brick": 5, "wool": 5, "grain": 5, "ore": 5}


def length(*paths: list[int], other: tuple[int, int] | None = None) -> int:
    built = scenario().turn(RED, rolled=True).hand(RED, PLENTY)
    for p in [p for chain in paths for p in chain][:-1]:
        built.road(RED, p)
    if other is not None:
        built.settlement(*other)
    last = [p for chain in paths for p in chain][-1]
    state, _ = play(built.state(), [BuildRoad(last)])
    return state.players[RED].road_length


@pytest.mark.rule("C-AWARD-1")
def test_road_length_is_the_longest_trail() -> None:
    """§15 fact 11."""
    assert length(road(3, 8, 9, 15), road(8, 14)) == 3  # a fork counts one branch
    ring = road(8, 9, 15, 21, 20, 14, 8)
    assert length(ring) == 6
    assert length(ring, road(3, 8)) == 7
    assert length(road(42, 36, 30), ring) == 6  # a loop apart from a road with two ends
    assert length(ring, other=(BLUE, 15)) == 6  # the trail may start and end there
    assert length(road(3, 8, 9, 15, 16), other=(BLUE, 9)) == 2
    assert length(road(3, 8, 9, 15, 16), other=(RED, 9)) == 4  # one's own never breaks


def fact12() -> Scenario:
    """Red on I3, Green on I42, Blue on I5 with roads I5-I4, I4-I9."""
    return (
        scenario()
        .settlement(RED, 3)
        .settlement(GREEN, 42)
        .settlement(BLUE, 5)
        .road(BLUE, path_between(5, 4))
        .road(BLUE, path_between(4, 9))
        .hand(RED, PLENTY)
        .hand(GREEN, PLENTY)
        .hand(BLUE, PLENTY)
    )


RED_ROAD = road(3, 8, 9, 15, 16, 22)
GREEN_ROAD = road(42, 36, 30, 24, 18, 12)


@pytest.mark.rule("C-AWARD-2", "C-AWARD-4", "C-END-1")
def test_longest_road_with_the_seeds_ties() -> None:
    """§15 fact 12, step by step, each step played."""
    built = fact12().turn(RED, rolled=True)
    for p in RED_ROAD[:4]:
        built.road(RED, p)
    state, events = play(built.state(), [BuildRoad(RED_ROAD[4])])
    assert AwardMoved("longest_road", None, RED) in events
    assert state.longest_road == RED and scoring.scores(state)[RED] == 3

    built = fact12().turn(GREEN, rolled=True)
    for p in RED_ROAD:
        built.road(RED, p)
    for p in GREEN_ROAD[:4]:
        built.road(GREEN, p)
    before = built.state()
    assert before.longest_road == RED
    state, events = play(before, [BuildRoad(GREEN_ROAD[4])])
    assert AwardMoved("longest_road", RED, None) in events  # a tie: back to the supply
    assert state.longest_road is None and scoring.scores(state)[RED] == 1

    built = fact12().turn(RED, rolled=True)
    for p in RED_ROAD + GREEN_ROAD:
        built.road(RED if p in RED_ROAD else GREEN, p)
    state, events = play(built.state(), [BuildRoad(path_between(22, 28))])
    assert AwardMoved("longest_road", None, RED) in events and state.longest_road == RED


@pytest.mark.rule("C-AWARD-2", "C-AWARD-4", "C-BUILD-3", "C-END-3")
def test_a_settlement_breaks_a_road_and_the_award_moves_in_another_players_turn() -> None:
    """§15 fact 12, last step: Blue's settlement on I9 cuts Red's road to 4; Green, the only
    5, takes the card in Blue's turn; at 10 VP Green wins only at the start of its turn."""
    built = fact12().turn(BLUE, rolled=True)
    for p in RED_ROAD + [path_between(22, 28)]:
        built.road(RED, p)
    for p in GREEN_ROAD:
        built.road(GREEN, p)
    for spot in (7, 20, 46, 52):
        built.city(GREEN, spot)
    before = built.state()
    assert before.longest_road == RED and scoring.scores(before)[GREEN] == 9
    state, events = play(before, [BuildSettlement(9)])
    assert state.players[RED].road_length == 4
    assert AwardMoved("longest_road", RED, GREEN) in events
    assert scoring.scores(state)[GREEN] == 11 and not state.over
    assert flow.to_act(state) == BLUE
    state, events = play(state, [EndTurn()])
    assert state.over and state.winner == GREEN and events[-1] == GameEnded(GREEN, 11)
    assert scoring.outcome(state).winners == (GREEN,)  # type: ignore[union-attr]


def army(a: int, b: int, player: int) -> tuple[int | None, int | None, list[object]]:
    """Seats 0 and 1 have played ``a`` and ``b`` knights; ``player`` plays one more: the
    holder before and after, and the events."""
    built = (
        scenario()
        .played(0, ["knight"] * a)
        .played(1, ["knight"] * b)
        .cards(player, ["knight"])
        .turn(player)
    )
    before = built.state()
    state, events = play(before, [PlayCard("knight"), MoveRobber((0, 0))])
    return before.largest_army, state.largest_army, events


@pytest.mark.rule("C-AWARD-3", "C-DEV-3")
def test_largest_army_with_the_seeds_ties() -> None:
    """§15 fact 13: A's 3rd knight: A; B's 3rd: supply; B's 4th: B; A's 4th: supply;
    A's 5th: A."""
    assert army(2, 0, 0)[:2] == (None, 0)
    assert army(3, 2, 1)[:2] == (0, None)
    assert army(3, 3, 1)[:2] == (None, 1)
    before, after, events = army(3, 4, 0)
    assert (before, after) == (1, None) and AwardMoved("largest_army", 1, None) in events
    assert army(4, 4, 0)[:2] == (None, 0)


@pytest.mark.rule("C-AWARD-3")
def test_unplayed_knights_never_count() -> None:
    state = scenario().cards(0, ["knight"] * 5).played(1, ["knight"] * 2).state()
    assert state.largest_army is None
