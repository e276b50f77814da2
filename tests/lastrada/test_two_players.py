"""The two-player game (L-TWO) through play; §12 fact 15."""

from __future__ import annotations

import pytest

from burgundy.games.lastrada import BuildRoute, EndTurn
from burgundy.games.lastrada.events import RouteBuilt
from burgundy.games.lastrada.rules import flow, scoring
from burgundy.games.lastrada.testing import Scenario
from tests.lastrada.helpers import BOARD, CITY, FAR, FARM, HAMLET, RED, VILLAGE, play, scenario


@pytest.mark.rule("L-TWO-3", "L-ROUTE-6", "L-ROUTE-10")
def test_a_target_holding_the_others_stone_is_reached_without_a_stone() -> None:
    """§12 fact 15: B connects A's hamlet, placing no stone, and builds on from it."""
    built = Scenario(players=2, board=BOARD).start(0, RED).start(0, FAR[2])
    state = built.start(1, (1, 1)).start(1, FAR[1]).stone(0, HAMLET).days(1, 10).turn(1).state()
    to_hamlet = min(
        (a for a in flow.legal(state) if isinstance(a, BuildRoute) and a.target == HAMLET),
        key=lambda a: sum(state.numbers.costs[state.fields[f]] for f in a.fields),
    )
    state, events = play(state, [to_hamlet])
    assert isinstance(events[0], RouteBuilt) and events[0].stone is False
    assert state.stones == {HAMLET: (0,)} and state.players[1].stones == 24
    assert HAMLET in state.players[1].reached
    assert all(a.target != HAMLET for a in flow.legal(state) if isinstance(a, BuildRoute))
    state, _ = play(state, [EndTurn(), EndTurn()])
    origins = {
        flow.apply(state, a)[1][0].origin  # type: ignore[union-attr]
        for a in flow.legal(state)
        if isinstance(a, BuildRoute)
    }
    assert HAMLET in origins


@pytest.mark.rule("L-TWO-3")
def test_a_stone_is_needed_only_for_a_target_without_one() -> None:
    built = Scenario(players=2, board=BOARD).start(0, RED).start(0, FAR[2])
    state = built.start(1, (1, 1)).start(1, FAR[1]).stone(0, HAMLET).supply(1, stones=0)
    legal = flow.legal(state.days(1, 10).turn(1).state())
    assert {a.target for a in legal if isinstance(a, BuildRoute)} == {HAMLET}
    with pytest.raises(ValueError, match="already holds a stone"):
        built.stone(1, HAMLET).state()


@pytest.mark.rule("L-TWO-5", "L-TWO-6")
def test_every_stone_scores_its_single_value_and_ties_are_shared() -> None:
    """§12 fact 15."""
    built = scenario(players=2).stone(0, CITY).stone(0, VILLAGE).stone(0, HAMLET).stone(0, FARM)
    assert scoring.gold(built.state()) == (14, 0)
    even = scenario(players=2).stone(0, FARM).stone(1, (4, 2)).days(0, 10).days(1, 10)
    state, _ = play(even.state(), [EndTurn(), EndTurn()])
    outcome = scoring.outcome(state)
    assert outcome is not None and outcome.gold == (2, 2) and outcome.winners == (0, 1)
