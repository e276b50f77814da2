"""La Strada in words (``games.lastrada.text``): every action, decision and event a game can
produce has a line, and the lines say what the rules did."""

from __future__ import annotations

import random
import re
from pathlib import Path
from types import ModuleType

import attrs
import pytest

import burgundy
from burgundy import bots
from burgundy.cli import main
from burgundy.games import lastrada
from burgundy.games.lastrada import EndTurn, PlaceStart, actions, events
from burgundy.games.lastrada.rules import flow, scoring
from burgundy.games.lastrada.rules.scoring import Outcome
from burgundy.games.lastrada.testing import Scenario
from burgundy.games.lastrada.text import (
    ACTION_WORDS,
    EVENT_WORDS,
    describe_action,
    describe_decision,
    describe_event,
    describe_outcome,
)
from tests.lastrada.helpers import (
    BOARD,
    FAR,
    FARM,
    HAMLET,
    RED,
    VILLAGE,
    new,
    play,
    route,
    scenario,
)


def classes(module: ModuleType) -> set[type]:
    """Every attrs class the module defines: a new action or event is found without being
    listed anywhere."""
    return {
        value for value in vars(module).values()
        if isinstance(value, type) and attrs.has(value) and value.__module__ == module.__name__
    }


def test_every_action_and_event_class_has_words_in_played_games() -> None:
    said: dict[type, list[str]] = {}
    for players, seed in ((2, 1), (3, 2), (4, 3)):
        choose = random.Random(seed).choice
        state = new(players, seed)
        while not state.over:
            assert describe_decision(state).startswith(("place your", "your turn: "))
            action = choose(flow.legal(state))
            said.setdefault(type(action), []).append(describe_action(state, action))
            state, happened = flow.apply(state, action)
            for event in happened:
                said.setdefault(type(event), []).append(describe_event(state, event))
    stall = scenario().days(0, 10).days(1, 10).days(2, 10).state()
    stall, told = play(stall, [EndTurn()] * 3)
    said.setdefault(events.GameEnded, []).append(describe_event(stall, told[-1]))
    for kind in classes(actions) | classes(events):
        assert said.get(kind), f"{kind.__name__} never put into words"
        assert all(line.strip() for line in said[kind]), kind.__name__
    assert set(ACTION_WORDS) == classes(actions) and set(EVENT_WORDS) == classes(events)


def test_a_route_names_its_target_fields_and_cost() -> None:
    """The option a person picks: target type and field, how many tiles, the days, the
    fields in order (two routes to one target differ there)."""
    state = scenario().days(0, 10).state()
    assert describe_action(state, route((-1, 2), FARM)) == (
        "route to the farm at (-1, 3) over 1 field, 2 days: (-1, 2)"
    )
    assert describe_action(state, route((0, 1), (1, 1), HAMLET)) == (
        "route to the hamlet at (2, 1) over 2 fields, 4 days: (0, 1), (1, 1)"
    )
    assert describe_action(state, EndTurn()) == "end the turn, keeping 10 days"
    assert describe_decision(state) == "your turn: 10 days to spend"


def test_a_start_field_names_the_targets_beside_it() -> None:
    state = new(3)
    assert describe_action(state, PlaceStart(RED)) == (
        "start field on (-1, 1), next to the city at (0, 0)"
    )
    assert describe_action(state, PlaceStart((0, -6))) == "start field on (0, -6)"


def test_two_players_place_two_start_fields_and_route_to_the_others_target() -> None:
    state = new(2)
    assert describe_decision(state) == "place your start field on a plain field"
    state, _ = play(state, [PlaceStart(RED), PlaceStart(FAR[0])])
    assert describe_decision(state) == "place your second start field on a plain field"
    built = Scenario(players=2, board=BOARD).start(0, RED).start(0, FAR[2])
    state = built.start(1, (-3, 4)).start(1, FAR[1]).stone(0, VILLAGE).days(1, 10).turn(1).state()
    to_village = route((-3, 3), VILLAGE)
    names = {0: "Ann", 1: "Bob"}
    assert describe_action(state, to_village, names).endswith(", no stone (Ann's is there)")
    state, happened = play(state, [to_village])
    assert describe_event(state, happened[0], names) == (
        "Bob builds a route from the start field at (-3, 4) over (-3, 3) to the village at "
        "(-3, 2) for 2 days, placing no stone (Ann's is there)"
    )


def test_the_events_of_a_turn_say_days_routes_and_the_stall() -> None:
    state = scenario().days(0, 8).state()
    state, happened = play(state, [route((-1, 2), FARM), EndTurn()])
    lines = [describe_event(state, e) for e in happened]
    assert lines[0] == (
        "Seat 0 builds a route from the start field at (-1, 1) over (-1, 2) to the farm at "
        "(-1, 3) for 2 days, and puts a stone there"
    )
    assert lines[1:] == ["Seat 0 ends the turn", "Seat 1's turn: +6 days, 6 in all"]
    state = scenario().days(0, 10).days(1, 10).state()
    state, happened = play(state, [EndTurn()])
    assert [describe_event(state, e) for e in happened] == [
        "Seat 0 ends the turn with nothing built at 10 days: 1 of the 3 such turns in a row "
        "that end the game",
        "Seat 1's turn: +0 days (6 over the cap lost), 10 in all",
    ]


@pytest.mark.parametrize(
    ("outcome", "words"),
    [
        (Outcome((14, 9, 3), (0, 2, 1), (0,)), "Seat 0 wins with 14 gold"),
        (Outcome((9, 9, 3), (1, 2, 1), (1,)), "Seat 1 wins with 9 gold and 2 days left"),
        (Outcome((9, 9), (2, 2), (0, 1)),
         "Seat 0 and Seat 1 share the win with 9 gold and 2 days left each"),
    ],
)
def test_the_outcome_names_the_winners_and_the_tie_break(outcome: Outcome, words: str) -> None:
    assert describe_outcome(outcome) == words


def test_a_replay_is_told_step_by_step_in_words(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``burgundy replay FILE`` of a La Strada game: each action in the words its seat chose
    it by, its events, a digest of the position after it, and who won."""
    game = lastrada.new_game(3, seed=7, board=BOARD)
    first = game.state.start_player
    for field in [RED, FAR[0], FAR[1]]:
        game.apply(PlaceStart(field))
    game.apply(route((0, 1), (1, 1), HAMLET))
    bots.play_out(game, bots.RandomBot(7))
    path = tmp_path / "game.replay.json"
    path.write_text(game.replay().to_json(), encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "La Strada, 3 players, seed 7, board example-r6, curves gentle; engine " \
        f"{burgundy.__version__}"
    assert re.fullmatch(r"start: state [0-9a-f]{16}", lines[1])
    assert lines[2:5] == [
        f"0: Seat {first}: start field on (-1, 1), next to the city at (0, 0)",
        f"    Seat {first} puts a start field on (-1, 1)",
        lines[4],
    ]
    assert f"3: Seat {first}: route to the hamlet at (2, 1) over 2 fields, 4 days: (0, 1), " \
        "(1, 1)" in lines
    outcome = scoring.outcome(game.state)
    assert outcome is not None
    gold = ", ".join(map(str, outcome.gold))
    assert lines[-1] == f"end: {describe_outcome(outcome)}; gold {gold}"
    assert sum(line.startswith("    state ") for line in lines) == len(game.replay().actions)
