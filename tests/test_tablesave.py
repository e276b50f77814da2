"""The saves of ``burgundy play`` (``burgundy.tablesave``): who plays each seat and the
game's replay beside the engine's save, read back whole, and every wrong file refused
with the place of the fault."""

from __future__ import annotations

import json

import pytest

import burgundy
from burgundy.bots import RandomBot
from burgundy.tablesave import TableSave


def played(moves: int, seed: int = 2) -> burgundy.Game:
    game = burgundy.new_game(2, seed)
    bots = [RandomBot(0), RandomBot(1)]
    for _ in range(moves):
        seat = game.current_player
        assert seat is not None
        game.apply(bots[seat].act(game))
    return game


def saved(game: burgundy.Game) -> str:
    return TableSave(game, ("person", "mcts"), game.replay()).to_json()


def test_a_table_save_reads_back_its_seats_position_and_moves() -> None:
    game = played(40)
    table = TableSave.from_json(saved(game))
    assert table.seats == ("person", "mcts") and table.people == {0}
    assert table.game.state == game.state
    history = table.history()
    assert history is not None
    start, actions = history
    assert start.state == burgundy.new_game(2, 2).state
    assert actions == game.replay().actions and len(actions) == 40
    assert burgundy.Game.from_json(json.dumps(json.loads(saved(game))["game"])).state == (
        game.state)  # the engine's own save, inside


def test_a_games_own_save_says_nothing_of_seats_or_moves() -> None:
    game = played(10)
    table = TableSave.from_json(game.to_json())
    assert table.seats is None and table.people is None and table.history() is None
    assert table.game.state == game.state


def test_a_replay_of_another_engine_version_leaves_the_position_only() -> None:
    document = json.loads(saved(played(20)))
    document["replay"]["engine"] = "0.0.1"
    assert TableSave.from_json(json.dumps(document)).history() is None


def edited(change: str) -> str:
    document = json.loads(saved(played(20)))
    if change == "seats":
        document["seats"] = ["person"]
    elif change == "bot":
        document["seats"] = ["person", "clever"]
    elif change == "key":
        document["people"] = [0]
    elif change == "version":
        document["version"] = 9
    elif change == "format":
        document["format"] = "chess"
    elif change == "replay":
        document["replay"] = {"format": "burgundy-replay"}
    elif change == "game":
        document["game"]["state"]["round"] = 9
    return json.dumps(document)


@pytest.mark.parametrize(
    ("change", "named"),
    [
        ("seats", "seats: a list naming who plays each of the 2 seats"),
        ("bot", "seats[1]: \"clever\" is neither 'person' nor a bot"),
        ("key", "keys must be format, game, replay, seats, version"),
        ("version", "unsupported table save version 9"),
        ("format", "'format' must be 'burgundy-table' or 'burgundy-save'"),
        ("replay", "malformed table save: replay: "),
        ("game", "state.round: must be 1-5"),
    ],
)
def test_a_wrong_table_save_is_refused_naming_the_fault(change: str, named: str) -> None:
    with pytest.raises(burgundy.StateError) as refused:
        TableSave.from_json(edited(change))
    assert named in str(refused.value)


def test_a_replay_that_leads_elsewhere_than_the_saved_position_is_refused() -> None:
    document = json.loads(saved(played(20)))
    document["replay"] = json.loads(played(21).replay().to_json())
    table = TableSave.from_json(json.dumps(document))
    with pytest.raises(burgundy.StateError, match="lead to another position"):
        table.history()


@pytest.mark.parametrize("text", ["", "[1]", "{", '{"format": 1}'])
def test_what_is_no_save_is_refused(text: str) -> None:
    with pytest.raises(burgundy.StateError, match="not a save"):
        TableSave.from_json(text)
