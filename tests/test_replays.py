"""Replays: a game's record plays back to the same game, every action checked; records
made under other tiles or another engine version, or holding an illegal action, are
refused naming the step."""

from __future__ import annotations

import json
import random

import attrs
import pytest

import burgundy
from burgundy.actions import TakeWorkers
from burgundy.testing import Scenario
from tests.properties.helpers import house_tiles


def _played(players: int, seed: int, steps: int, **options: object) -> burgundy.Game:
    game = burgundy.new_game(players, seed, **options)  # type: ignore[arg-type]
    choose = random.Random(seed).choice
    for _ in range(steps):
        if game.is_over:
            break
        game.apply(choose(game.legal_actions()))
    return game


@pytest.mark.parametrize(
    ("players", "seed", "options"),
    [(2, 1, {}), (3, 2, {"estates": [2, 5, 9]}), (4, 3, {"advanced": True})],
)
def test_a_replay_plays_back_to_the_same_game(
    players: int, seed: int, options: dict[str, object]
) -> None:
    game = _played(players, seed, 100, **options)
    record = game.replay()
    assert len(record.actions) == 100
    again = burgundy.replay(record)
    assert again.to_json() == game.to_json()
    assert again.legal_actions() == game.legal_actions()
    # Through JSON text too, and the record of the game played back is the same record.
    text = record.to_json()
    assert burgundy.Replay.from_json(text) == record
    assert burgundy.replay(text).replay() == record


def test_a_replay_carries_the_new_game_arguments_and_versions() -> None:
    game = _played(3, 7, 10, estates=[4, 1, 9])
    record = game.replay()
    arguments = (record.players, record.seed, record.estates, record.advanced)
    assert arguments == (3, 7, (4, 1, 9), False)
    assert record.engine == burgundy.__version__
    assert record.ruleset == game.tiles.digest
    document = json.loads(record.to_json())
    assert document["format"] == "burgundy-replay" and document["version"] == 3
    assert document["game"] == "castles" and document["options"]["players"] == 3


def test_house_rules_travel_with_the_replay() -> None:
    game = burgundy.new_game(2, 5, tiles=house_tiles())
    choose = random.Random(5).choice
    while not game.is_over:
        game.apply(choose(game.legal_actions()))
    again = burgundy.replay(game.replay().to_json())
    assert again.to_json() == game.to_json() and again.is_over


def test_an_illegal_action_is_refused_naming_its_step() -> None:
    record = _played(2, 4, 30).replay()
    actions = list(record.actions)
    actions[12] = TakeWorkers(die=7)
    broken = attrs.evolve(record, actions=tuple(actions))
    with pytest.raises(burgundy.ReplayError, match=r"^step 12: take workers \(die 7\)") as caught:
        burgundy.replay(broken)
    assert caught.value.step == 12
    assert isinstance(caught.value, burgundy.StateError)


def test_actions_after_the_end_are_refused() -> None:
    game = _played(2, 6, 5000)
    record = game.replay()
    longer = attrs.evolve(record, actions=(*record.actions, record.actions[-1]))
    with pytest.raises(burgundy.ReplayError, match=f"step {len(record.actions)}: .*after the end"):
        burgundy.replay(longer)


def test_a_record_made_under_other_tiles_or_engine_is_refused() -> None:
    record = _played(2, 8, 20).replay()
    with pytest.raises(burgundy.ReplayError, match="tile set 0000000000000000"):
        burgundy.replay(attrs.evolve(record, ruleset="0000000000000000"))
    with pytest.raises(burgundy.ReplayError, match=r"engine version 0\.0\.1"):
        burgundy.replay(attrs.evolve(record, engine="0.0.1"))
    with pytest.raises(burgundy.ReplayError, match="players"):
        burgundy.replay(attrs.evolve(record, players=5))


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.pop("actions"), "keys"),
        (lambda d: d.update(version=4), "version"),
        (lambda d: d.update(game="chess"), "game"),
        (lambda d: d.update(format="burgundy-save"), "format"),
        (lambda d: d["options"].update(seed="1"), r"options\.seed"),
        (lambda d: d["options"].update(estates=[1, True]), r"options\.estates"),
        (lambda d: d["actions"].__setitem__(3, {"type": "fly"}), r"step 3: .*actions\[3\]"),
        (lambda d: d["options"].update(tiles={"sources": 3}), r"tiles\.sources"),
    ],
)
def test_malformed_records_raise_replay_errors(change: object, message: str) -> None:
    document = json.loads(_played(2, 9, 10).replay().to_json())
    change(document)  # type: ignore[operator]
    with pytest.raises(burgundy.ReplayError, match=message):
        burgundy.replay(json.dumps(document))


@pytest.mark.parametrize("text", ["", "[1]", "{", "null", '{"format": "burgundy-replay"}'])
def test_text_that_is_no_record_raises_replay_error(text: str) -> None:
    with pytest.raises(burgundy.ReplayError):
        burgundy.Replay.from_json(text)


def test_games_not_begun_by_new_game_have_no_replay() -> None:
    loaded = burgundy.Game.from_json(burgundy.new_game(2, 1).to_json())
    built = Scenario(players=2).build()
    for game in (loaded, built):
        with pytest.raises(burgundy.StateError, match="no replay"):
            game.replay()


def test_the_replay_command_prints_the_event_log(tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    from burgundy.cli import main

    path = tmp_path / "game.json"
    path.write_text(_played(2, 3, 12).replay().to_json(), encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("new_game(players=2, seed=3, estates=[1, 1]")
    assert out[2].startswith("0: seat ")
    assert any(line.startswith("    tile_taken: seat") for line in out)
    assert out[-1].startswith("end: game not over; points ")
    path.write_text("{}", encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    assert "malformed replay" in capsys.readouterr().err


def test_a_record_whose_tiles_call_python_needs_the_hooks() -> None:
    from tests.test_hooks import DOUBLING_BANK, double_silverlings

    hooks = {"double_silverlings": double_silverlings}
    tiles = burgundy.load_tiles(burgundy.STANDARD_TILES, DOUBLING_BANK, hooks=hooks)
    game = burgundy.new_game(2, 3, tiles=tiles)
    choose = random.Random(3).choice
    for _ in range(40):
        game.apply(choose(game.legal_actions()))
    text = game.replay().to_json()
    with pytest.raises(burgundy.ReplayError, match="replay's tiles call Python hooks not given"):
        burgundy.replay(text)
    assert burgundy.replay(text, hooks=hooks).to_json() == game.to_json()
