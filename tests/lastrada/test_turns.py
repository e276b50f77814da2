"""The turn (L-TURN) and the end of the game (L-END) through play; §12 facts 2, 13 and 14."""

from __future__ import annotations

import pytest

from burgundy.errors import IllegalActionError
from burgundy.games.lastrada import BuildRoute, EndTurn, PlaceStart, State
from burgundy.games.lastrada.events import GameEnded, TurnEnded, TurnStarted
from burgundy.games.lastrada.rules import flow, scoring
from burgundy.games.lastrada.rules.explain import why_illegal
from burgundy.games.lastrada.testing import Scenario
from burgundy.games.lastrada.views import determinize, view
from tests.lastrada.helpers import BOARD, FAR, HAMLET, RED, new, play, route, scenario

#: One row of fields: seat 0 on (0, 0), a farm on (6, 0) five plains away, seats 1 and 2
#: beyond it. Seat 0's only route is the five plains (10 days).
LINE = """
name = "line"
printed_layout = false
target_mix = { farm = 1 }
rows = [{ r = 0, q0 = 0, fields = "PPPPPPTPPPP" }]
[start_fields]
"0" = ["0,0"]
"1" = ["8,0"]
"2" = ["10,0"]
"""
#: The same with a hill on the way: seat 0's only route needs a hill tile (8 days).
HILL = LINE.replace('"PPPPPPTPPPP"', '"PHPPTPPPPPP"').replace('"1" = ["8,0"]', '"1" = ["6,0"]')


def cost(state: State, action: BuildRoute) -> int:
    return sum(state.numbers.costs[state.fields[f]] for f in action.fields)


@pytest.mark.rule("L-TURN-2", "L-TURN-3", "L-ROUTE-1")
def test_days_come_six_a_turn_up_to_ten() -> None:
    """§12 fact 2."""
    state = new(3)
    red = state.seat  # the start player places first and plays first
    state, events = play(state, [PlaceStart(RED), PlaceStart(FAR[0]), PlaceStart(FAR[1])])
    assert events[-1] == TurnStarted(red, 6, 0, 6)
    state, _ = play(state, [route((0, 1), (1, 1), HAMLET), EndTurn(), EndTurn(), EndTurn()])
    assert state.players[red].days == 8  # 6 - 4 + 6
    state, events = play(state, [EndTurn(), EndTurn(), EndTurn()])
    assert events[-1] == TurnStarted(red, 2, 4, 10)  # 8 + 6 = 14: 4 lost
    ten = next(a for a in flow.legal(state) if isinstance(a, BuildRoute) and cost(state, a) == 10)
    state, _ = play(state, [ten])
    assert state.players[red].days == 0
    assert flow.legal(state) == (EndTurn(),)  # nothing to pay with: the turn can only end


@pytest.mark.rule("L-TURN-4", "L-TURN-3")
def test_in_a_turn_the_actions_are_routes_and_ending_the_turn() -> None:
    state = scenario().days(0, 10).state()
    legal = flow.legal(state)
    assert legal[-1] == EndTurn() and all(isinstance(a, BuildRoute) for a in legal[:-1])
    assert "set-up is over" in why_illegal(state, PlaceStart((1, 1)))
    assert "not a La Strada action" in why_illegal(state, "pass")
    state, _ = play(state, [EndTurn()])
    assert state.players[0].days == 10  # nobody has to spend


@pytest.mark.rule("L-TURN-5")
def test_everything_is_public() -> None:
    state = scenario().road(1, (-1, 2)).stone(2, HAMLET).days(0, 7).state()
    views = [view(state, seat).to_dict() for seat in range(3)]
    assert {k: v for k, v in views[0].items() if k != "seat"} == {
        k: v for k, v in views[2].items() if k != "seat"
    }
    assert views[1]["players"][2] == {
        "seat": 2,
        "colours": ["yellow"],
        "days": 0,
        "stones": 11,
        "tiles": {"forest": 8, "hill": 5, "plain": 18},
        "reached": [[-6, 6], [2, 1]],
    }
    assert [-1, 2, 1] in views[1]["road_tiles"] and [2, 1, [2]] in views[1]["stones"]
    other = determinize(state, 1, seed=99)
    assert view(other, 1) == view(state, 1)
    assert flow.legal(other) == flow.legal(state)


@pytest.mark.rule("L-END-1", "L-SCORE-3")
def test_a_player_without_stones_ends_the_game_at_the_start_of_their_turn() -> None:
    """§12 fact 13: no income, and the days held then break ties."""
    built = scenario()
    targets = sorted(new(3).targets)[:12]
    for target in targets:
        built.stone(0, target)
    state = built.days(0, 3).turn(2).state()
    assert state.players[0].stones == 0
    state, events = play(state, [EndTurn()])
    assert events[-1] == GameEnded("no route", 0)
    assert state.over and flow.to_act(state) is None and flow.legal(state) == ()
    assert state.players[0].days == 3
    outcome = scoring.outcome(state)
    assert outcome is not None and outcome.days[0] == 3
    with pytest.raises(IllegalActionError, match="the game is over"):
        flow.apply(state, EndTurn())


@pytest.mark.rule("L-END-1")
def test_the_end_test_has_a_budget_of_ten_whatever_the_days_held() -> None:
    """§12 fact 13: holding 2 days, a 10-day route keeps the game going."""
    state = Scenario(players=3, board=LINE).days(0, 2).turn(2).state()
    state, events = play(state, [EndTurn()])
    assert events[-1] == TurnStarted(0, 6, 0, 8) and not state.over
    assert flow.legal(state) == (EndTurn(),)
    short = Scenario(players=3, board=LINE).supply(0, plain=4).days(0, 10).turn(2).state()
    assert play(short, [EndTurn()])[0].ended == "no route"  # four plains cannot reach it


@pytest.mark.rule("L-END-1", "L-ROUTE-3")
def test_a_player_lacking_the_tiles_needed_ends_the_game() -> None:
    """§12 fact 13: every remaining route needs a hill tile, and none is left."""
    game = Scenario(players=3, board=HILL).days(0, 8).turn(2)
    assert not play(game.state(), [EndTurn()])[0].over
    state, events = play(game.supply(0, hill=0).state(), [EndTurn()])
    assert state.over and events[-1] == GameEnded("no route", 0)


@pytest.mark.rule("L-END-2")
def test_only_the_player_to_move_is_tested() -> None:
    state = scenario().supply(1, stones=0).turn(2).state()
    state, _ = play(state, [EndTurn()])
    assert not state.over and flow.to_act(state) == 0
    state, events = play(state, [EndTurn()])
    assert state.over and events[-1] == GameEnded("no route", 1)


@pytest.mark.rule("L-END-3", "L-SCENARIO")
def test_a_round_of_idle_turns_at_ten_days_ends_the_game() -> None:
    """§12 fact 14: the scenario's turn counts as the first of the four."""
    start = Scenario(players=4, board=BOARD).start(0, RED)
    for seat, field in enumerate(FAR, start=1):
        start.start(seat, field)
    for seat in range(4):
        start.days(seat, 10)
    state, events = play(start.turn(0).state(), [EndTurn()] * 3)
    assert not state.over and state.idle == 3
    state, events = play(state, [EndTurn()])
    assert state.over and state.ended == "stall"
    assert events == [TurnEnded(3, 4), GameEnded("stall", 3)]
    saving = start.days(1, 2).turn(0).state()
    state, events = play(saving, [EndTurn()] * 5)
    assert [e.idle for e in events if isinstance(e, TurnEnded)] == [1, 0, 1, 2, 3]
    assert not state.over
