"""La Strada through the kernel's ``Game`` handle: everything every game shares (API.md,
"What every game shares"): new_game's arguments, action ids, saves, replays, undo, views,
winners, and ``burgundy.GAMES``."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

import burgundy
from burgundy.games import lastrada


def played(players: int, seed: int, steps: int | None = None) -> burgundy.Game:
    game = lastrada.new_game(players=players, seed=seed)
    choose = random.Random(seed)
    while not game.is_over and (steps is None or steps > 0):
        game.apply(choose.choice(game.legal_actions()))
        steps = None if steps is None else steps - 1
    return game


def test_games_are_listed_by_name_and_named() -> None:
    assert list(burgundy.GAMES) == ["castles", "catan", "lastrada"]
    assert burgundy.GAMES["lastrada"] is lastrada
    assert lastrada.new_game(players=2, seed=1).name == "lastrada"
    assert burgundy.new_game(2, 1).name == "castles"


@pytest.mark.parametrize(
    ("arguments", "named"),
    [({"players": 5}, "players"), ({"seed": "7"}, "seed"), ({"curves": "wild"}, "curves"),
     ({"board": "rows = 3"}, "board")],
)
def test_bad_arguments_name_the_argument(arguments: dict[str, object], named: str) -> None:
    with pytest.raises(ValueError, match=named):
        lastrada.new_game(**arguments)  # type: ignore[arg-type]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_whole_game_keeps_its_ids_saves_and_replay(players: int) -> None:
    game = lastrada.new_game(players=players, seed=players)
    choose = random.Random(players)
    while not game.is_over:
        legal = game.legal_actions()
        ids = game.legal_action_ids()
        assert len(set(ids)) == len(legal) and all(0 <= n < game.action_space_size for n in ids)
        assert [game.action_from_id(n) for n in ids] == list(legal)
        action = choose.choice(legal)
        if choose.random() < 0.2:
            loaded = burgundy.Game.from_json(game.to_json())
            assert loaded.state == game.state and loaded.legal_actions() == legal
        game.apply(action)
    assert game.winners() and game.current_player is None and not game.legal_actions()
    again = burgundy.replay(game.replay().to_json())
    assert again.state == game.state and burgundy.replay(game.replay()).state == game.state
    # The same seed and actions give the same game.
    assert played(players, 11).state == played(players, 11).state


def test_a_replay_of_a_game_on_a_board_file_plays_anywhere(tmp_path: Path) -> None:
    """The board file is read when the game starts: its replay does not need it later."""
    board = tmp_path / "board.toml"
    board.write_text((Path(lastrada.board.__file__).parent / "data" / "example-r6.toml")
                     .read_text("utf-8"), encoding="utf-8")
    game = lastrada.new_game(players=2, seed=3, board=board)
    game.apply(game.legal_actions()[0])
    board.unlink()
    assert burgundy.replay(game.replay().to_json()).state == game.state


def test_an_id_no_legal_action_has_is_refused_and_changes_nothing() -> None:
    game = played(3, 2, steps=5)
    before = game.state
    with pytest.raises(ValueError, match="out of range"):
        game.action_from_id(game.action_space_size)
    unused = next(n for n in range(game.action_space_size) if n not in game.legal_action_ids())
    with pytest.raises(burgundy.IllegalActionError, match="not a legal action now"):
        game.action_from_id(unused)
    with pytest.raises(burgundy.IllegalActionError, match="expected an action"):
        game.apply("end turn")  # type: ignore[arg-type]
    assert game.state is before


def test_undo_and_redo_go_back_and_forth_over_every_action() -> None:
    game = played(2, 4, steps=8)
    states = []
    for _ in range(3):
        states.append(game.state)
        game.apply(game.legal_actions()[0])
    for state in reversed(states):
        assert game.can_undo
        game.undo()
        assert game.state == state
    game.redo()
    assert game.can_redo and game.state != states[0]


def test_views_and_determinized_games_show_the_same_table() -> None:
    game = played(3, 5, steps=10)
    view = game.view(1)
    assert view.to_dict()["seat"] == 1 and "seat" not in game.public_view()
    other = game.determinize(1, seed=99)
    assert other.view(1) == view and other.legal_actions() == game.legal_actions()
    with pytest.raises(ValueError, match="seat"):
        game.view(3)


def test_a_scenario_builds_a_game() -> None:
    game = lastrada.Scenario(players=2).start(0, (0, -6)).start(0, (6, -6)) \
        .start(1, (-6, 0)).start(1, (3, -1)).turn(1).build()
    assert game.name == "lastrada" and game.current_player == 1
    with pytest.raises(burgundy.StateError, match="no replay"):
        game.replay()


@pytest.mark.parametrize(
    ("change", "named"),
    [
        (lambda d: d.update(game="chess"), "game"),
        (lambda d: d.update(state_version=7), "state_version"),
        (lambda d: d["state"].update(turn="two"), r"state\.turn"),
        (lambda d: d["state"]["players"][0].update(days=99), "holds 99 days"),
        (lambda d: d["state"]["players"][1].update(stones=0), "stones are not conserved"),
        (lambda d: d.pop("engine"), "keys"),
    ],
)
def test_a_malformed_save_is_refused_naming_what_is_wrong(change: object, named: str) -> None:
    document = json.loads(played(3, 6, steps=12).to_json())
    change(document)  # type: ignore[operator]
    with pytest.raises(burgundy.StateError, match=named):
        burgundy.Game.from_json(json.dumps(document))


@pytest.mark.parametrize(
    ("change", "named"),
    [
        (lambda d: d.update(game="chess"), "game"),
        (lambda d: d["actions"].__setitem__(0, {"type": "fly"}), r"actions\[0\]"),
        (lambda d: d["actions"].insert(0, {"type": "end_turn"}), "step 0"),
        (lambda d: d["options"].update(players=9), "players"),
    ],
)
def test_a_malformed_replay_is_refused_naming_what_is_wrong(change: object, named: str) -> None:
    document = json.loads(played(3, 6, steps=12).replay().to_json())
    change(document)  # type: ignore[operator]
    with pytest.raises(burgundy.ReplayError, match=named):
        burgundy.replay(json.dumps(document))
