"""Scoring (L-SCORE) through play; §12 facts 11 and 12."""

from __future__ import annotations

import pytest

from burgundy.games.lastrada import EndTurn, State
from burgundy.games.lastrada.rules import scoring
from burgundy.games.lastrada.testing import Scenario
from tests.lastrada.helpers import BOARD, CITY, FAR, FARM, HAMLET, RED, VILLAGE, play, scenario

TYPES = {"farm": FARM, "hamlet": HAMLET, "village": VILLAGE, "city": CITY}


def four() -> Scenario:
    built = Scenario(players=4, board=BOARD).start(0, RED)
    for seat, field in enumerate(FAR, start=1):
        built.start(seat, field)
    return built


def stalled(built: Scenario, players: int) -> State:
    """The game ended by a round of idle turns at ten days (L-END-3)."""
    for seat in range(players):
        built.days(seat, 10)
    state, _ = play(built.turn(0).state(), [EndTurn()] * players)
    assert state.over
    return state


@pytest.mark.rule("L-SCORE-2")
@pytest.mark.parametrize(
    ("kind", "values"),
    [
        ("farm", [2, 1, 0, 0]),
        ("hamlet", [3, 2, 1, 0]),
        ("village", [4, 3, 2, 1]),
        ("city", [5, 4, 3, 2]),
    ],
)
def test_gold_per_stone_by_type_and_stones(kind: str, values: list[int]) -> None:
    """§12 fact 11."""
    for count, value in enumerate(values, start=1):
        built = four()
        for seat in range(count):
            built.stone(seat, TYPES[kind])
        gold = scoring.gold(built.turn(0).state())
        assert gold == tuple([value] * count + [0] * (4 - count))


@pytest.mark.rule("L-SCORE-1", "L-SCORE-3", "L-SCORE-4")
def test_the_final_count() -> None:
    """§12 fact 11: alone on a city (5), a farm shared with one (1), a hamlet with two (1)."""
    built = four().stone(0, CITY).stone(0, FARM).stone(1, FARM)
    built.stone(0, HAMLET).stone(1, HAMLET).stone(2, HAMLET)
    assert scoring.outcome(built.turn(0).state()) is None  # no running score
    outcome = scoring.outcome(stalled(built, 4))
    assert outcome is not None
    assert outcome.gold == (7, 2, 1, 0) and outcome.winners == (0,)


@pytest.mark.rule("L-SCORE-2")
def test_the_scoring_table_is_data() -> None:
    scores = {"farm": [9, 1, 0, 0], "hamlet": [3], "village": [4, 3], "city": [5, 4, 3, 2]}
    built = Scenario(players=3, board=BOARD, scores=scores).start(0, RED).start(1, FAR[0])
    state = built.start(2, FAR[1]).stone(0, FARM).stone(1, HAMLET).stone(2, HAMLET).turn(0).state()
    assert scoring.gold(state) == (9, 0, 0)  # a hamlet with two stones: past its row, 0


@pytest.mark.rule("L-SCORE-3")
@pytest.mark.parametrize(("blue_days", "winners"), [(1, (0,)), (3, (0, 1))])
def test_ties_go_to_the_most_days_then_are_shared(blue_days: int, winners: tuple[int, ...]) -> None:
    """§12 fact 12: the game ends when seat 2, out of stones, is to move."""
    built = scenario().stone(0, FARM).stone(1, (4, 2)).supply(2, stones=0)
    state = built.days(0, 3).days(1, blue_days).turn(1).state()
    state, _ = play(state, [EndTurn()])
    outcome = scoring.outcome(state)
    assert outcome is not None and outcome.gold == (2, 2, 0)
    assert outcome.winners == winners
