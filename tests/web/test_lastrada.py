"""La Strada on the server: the same HTTP API and page socket as every game, its options and
bots, its actions by id and in words with their places on the board, undo, a restart that
resumes it from the database, and views that never carry a token or the random stream."""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Iterator
from contextlib import contextmanager
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

import burgundy
from burgundy.games import lastrada
from burgundy.games.lastrada.text import describe_action, describe_decision
from burgundy.web import create_app
from tests.web.conftest import TestClient, seat_answer, until_turn
from tests.web.test_secrets import keys_in

EXAMPLE = resources.files("burgundy.games.lastrada").joinpath("data/example-r6.toml")


def new_strada(client: Any, **body: Any) -> dict[str, Any]:
    answer = client.post("/api/games", json={"game": "lastrada", "players": 2, "seed": 7, **body})
    assert answer.status_code == 201, answer.text
    made: dict[str, Any] = answer.json()
    return made


def as_json(value: Any) -> Any:
    return json.loads(json.dumps(value))


def act(client: Any, game: str, token: str, action: int) -> Any:
    return client.post(f"/api/games/{game}/actions", json={"token": token, "action": action})


@contextmanager
def joined(client: Any, game: str, token: str | None) -> Iterator[Any]:
    with client.websocket_connect(f"/ws/games/{game}") as socket:
        socket.send_json({"type": "join", "token": token})
        table = socket.receive_json()
        assert table["type"] == "table" and table["game"] == "lastrada"
        assert table["unit"] == "gold"
        yield socket


def state_message(client: Any, game: str, token: str | None) -> dict[str, Any]:
    with joined(client, game, token) as socket:
        message: dict[str, Any] = socket.receive_json()
    assert message["type"] == "state", message
    return message


def test_setup_offers_la_strada_with_its_players_options_and_bots(client: Any) -> None:
    games = {game["name"]: game for game in client.get("/api/setup").json()["games"]}
    strada = games["lastrada"]
    assert strada["title"] == "La Strada" and strada["players"] == [2, 4]
    assert strada["module"] == "/static/games/lastrada.js"
    assert strada["bots"] == ["random", "greedy", "mcts"]
    assert [option["name"] for option in strada["options"]] == ["curves", "board"]
    assert client.get("/static/games/lastrada.js").status_code == 200


def test_a_seats_answer_is_its_view_and_its_legal_actions_in_words(client: Any) -> None:
    made = new_strada(client, players=3, bots={"0": "greedy"})
    assert set(made["seats"]) == {"1", "2"}
    game = lastrada.new_game(players=3, seed=7)
    mover = game.current_player
    assert mover == 2  # seed 7: a person places the first start field
    answer = seat_answer(client, made["id"], made["seats"][str(mover)])
    assert answer["game"] == "lastrada" and answer["seat"] == mover
    assert answer["view"] == as_json(game.view(mover).to_dict())
    assert [entry["id"] for entry in answer["legal"]] == list(game.legal_action_ids())
    assert [entry["text"] for entry in answer["legal"]] == [
        describe_action(game.state, action) for action in game.legal_actions()]
    other = seat_answer(client, made["id"], made["seats"]["1"])
    assert other["legal"] == [] and other["to_act"] == mover


def test_an_action_by_its_id_plays_and_the_page_is_told_where_it_lies(client: Any) -> None:
    made = new_strada(client)
    game = lastrada.new_game(players=2, seed=7)
    mover = game.current_player
    token = made["seats"][str(mover)]
    state = state_message(client, made["id"], token)
    assert state["prompt"] == describe_decision(game.state)
    places = {entry["id"]: entry["place"] for entry in state["legal"]}
    for action in game.legal_actions():  # the start fields: each on its field
        assert isinstance(action, lastrada.PlaceStart)
        q, r = action.field
        assert places[game.action_id(action)] == f"field:{q},{r}"
    while game.state.to_place:  # both people place their start fields
        seat = game.current_player
        chosen = game.legal_action_ids()[0]
        answer = act(client, made["id"], made["seats"][str(seat)], chosen)
        assert answer.status_code == 200, answer.text
        game.apply(game.action_from_id(chosen))
        assert answer.json()["view"] == as_json(game.view(seat).to_dict())
    seat = game.current_player
    state = state_message(client, made["id"], made["seats"][str(seat)])
    routes = [a for a in game.legal_actions() if isinstance(a, lastrada.BuildRoute)]
    assert routes
    entries = {entry["id"]: entry for entry in state["legal"]}
    for route in routes:
        entry = entries[game.action_id(route)]
        assert entry["place"] == "field:{},{}".format(*route.target)
        assert entry["marks"] == ["field:{},{}".format(*field) for field in route.fields]
        kind = game.state.targets[route.target]
        assert entry["group"] == "Routes to the {} at ({}, {})".format(kind, *route.target)
    end = entries[game.action_id(lastrada.EndTurn())]
    assert end["place"] is None and end["group"] == "End the turn" and "marks" not in end
    # Listed by target, the cities first, the end of the turn last.
    groups = list(dict.fromkeys(entry["group"] for entry in state["legal"]))
    assert len(groups) == len({route.target for route in routes}) + 1
    assert groups[0].startswith("Routes to the city") and groups[-1] == "End the turn"


def test_refused_actions_change_nothing(client: Any) -> None:
    made = new_strada(client)
    game = lastrada.new_game(players=2, seed=7)
    mover = game.current_player
    assert mover is not None
    token, other = made["seats"][str(mover)], made["seats"][str(1 - mover)]
    before = seat_answer(client, made["id"], token)
    legal = game.legal_action_ids()
    refused = act(client, made["id"], other, legal[0])
    assert refused.status_code == 409
    assert refused.json()["error"] == f"it is not seat {1 - mover}'s turn: seat {mover} acts"
    illegal = next(n for n in range(game.action_space_size) if n not in legal)
    for action in (illegal, 0, -1, game.action_space_size):  # 0: ending a turn, in set-up
        answer = act(client, made["id"], token, action)
        assert answer.status_code == 409
        assert answer.json()["error"] == f"{action} is not the id of a legal action now"
    assert act(client, made["id"], "not-a-token", legal[0]).status_code == 403
    assert seat_answer(client, made["id"], token) == before


@pytest.mark.parametrize(
    ("body", "named"),
    [
        ({"options": {"speed": 1}}, "options: no option 'speed' for lastrada (options: curves, "
                                    "board)"),
        ({"options": {"curves": "sharp"}}, "options.curves must be one of 'gentle', 'any', not "
                                           "'sharp'"),
        ({"options": {"board": 3}}, "options.board must be a board file's TOML text, not 3"),
        ({"options": {"board": "name = "}}, "options.board: <board text>: not a TOML board file"),
        ({"options": {"board": 'name = "empty"'}}, "options.board: <board text>"),
        ({"players": 5}, "players: lastrada is played by 2 to 4, not 5"),
        ({"bots": {"1": "smart"}},
         "bots.1: no bot 'smart' for lastrada (bots: random, greedy, mcts)"),
    ],
)
def test_a_bad_la_strada_game_is_refused_naming_what_is_wrong(
    client: Any, db: Path, body: dict[str, Any], named: str
) -> None:
    answer = client.post("/api/games", json={"game": "lastrada", "players": 2, **body})
    assert answer.status_code == 400, answer.text
    assert named in answer.json()["error"]
    with sqlite3.connect(db) as connection:
        assert connection.execute("SELECT count(*) FROM games").fetchone()[0] == 0


def test_a_board_is_taken_as_text_and_never_read_from_the_servers_files(
    client: Any, tmp_path: Path
) -> None:
    text = EXAMPLE.read_text("utf-8").replace('name = "example-r6"', 'name = "my board"')
    made = new_strada(client, options={"board": text, "curves": "any"})
    view = client.get(f"/api/games/{made['id']}/spectate").json()["view"]
    assert view["board"]["name"] == "my board" and view["curves"] == "any"
    assert view == as_json(lastrada.new_game(2, 7, board=text, curves="any").public_view())
    path = tmp_path / "board.toml"
    path.write_text(text, encoding="utf-8")  # a good board file: still not read
    answer = client.post("/api/games", json={"game": "lastrada", "players": 2,
                                             "options": {"board": str(path)}})
    assert answer.status_code == 400
    assert answer.json()["error"] == (
        f"options.board must be a board file's TOML text, not {str(path)!r}")


def test_undo_takes_back_a_persons_route(client: Any) -> None:
    made = new_strada(client)
    tokens = made["seats"]
    for _ in range(4):  # the start fields
        for token in tokens.values():
            answer = seat_answer(client, made["id"], token)
            if answer["legal"]:
                act(client, made["id"], token, answer["legal"][0]["id"])
    seat = seat_answer(client, made["id"], tokens["0"])["to_act"]
    token = tokens[str(seat)]
    with joined(client, made["id"], token) as socket:
        state = socket.receive_json()
        before = seat_answer(client, made["id"], token)
        route = next(e for e in state["legal"] if e["group"].startswith("Routes"))
        socket.send_json({"type": "act", "action": route["id"], "version": state["version"]})
        built = socket.receive_json()
        assert built["undo"] is True and built["log"]["entries"][-1]["text"] == route["text"]
        assert "puts a stone there" in " ".join(built["log"]["entries"][-1]["events"])
        socket.send_json({"type": "undo", "version": built["version"]})
        undone = socket.receive_json()
    assert undone["version"] == built["version"] + 1
    assert seat_answer(client, made["id"], token) == before


def test_a_game_of_bots_plays_to_the_end_with_its_score_sheet_and_replay(client: Any) -> None:
    made = new_strada(client, players=3, seed=4, bots={"0": "greedy", "1": "random",
                                                       "2": "greedy"})
    deadline = time.monotonic() + 120
    while not (end := client.get(f"/api/games/{made['id']}/spectate").json())["over"]:
        assert time.monotonic() < deadline, "the bots did not finish the game"
        time.sleep(0.02)
    assert end["to_act"] is None and end["legal"] == []
    sheet = state_message(client, made["id"], None)["sheet"]
    assert [row[0] for row in sheet] == ["Cities", "Villages", "Hamlets", "Farms",
                                         "Days left (break a tie)", "Gold"]
    assert sheet[-1][1] == end["scores"]
    assert [sum(seat) for seat in zip(*(row[1] for row in sheet[:4]), strict=True)] == (
        end["scores"])
    assert sheet[4][1] == [player["days"] for player in end["view"]["players"]]
    replay = client.get(f"/api/games/{made['id']}/replay").json()
    assert replay["game"] == "lastrada"
    last = client.get(f"/api/games/{made['id']}/replay/{len(replay['steps'])}").json()
    assert last["view"] == end["view"]
    first = client.get(f"/api/games/{made['id']}/replay/0").json()
    assert first["view"] == as_json(lastrada.new_game(3, 4).public_view())


#: What a La Strada game keeps of its random stream.
HIDDEN_KEYS = {"seed", "draws"}


def test_a_seat_is_told_its_view_and_never_a_token_nor_the_random_stream(
    client: Any, db: Path
) -> None:
    made = new_strada(client, players=3, seed=12345)
    with sqlite3.connect(db) as connection:
        [save] = connection.execute("SELECT save FROM games").fetchone()
    game = burgundy.Game.from_json(save)
    assert game.state.seed == 12345
    for seat in (0, 1, 2):
        token = made["seats"][str(seat)]
        texts = [json.dumps(seat_answer(client, made["id"], token))]
        with client.websocket_connect(f"/ws/games/{made['id']}") as socket:
            socket.send_json({"type": "join", "token": token})
            texts += [socket.receive_text(), socket.receive_text()]
        texts.append(client.get(f"/api/games/{made['id']}/spectate").text)
        answer = json.loads(texts[0])
        # What a seat is told follows from its view alone: a game dealt from another
        # random stream, with the same position, tells it the same.
        assert answer["view"] == as_json(game.determinize(seat, seed=99).view(seat).to_dict())
        assert json.loads(texts[2])["view"] == answer["view"]
        for text in texts:
            assert not keys_in(json.loads(text)) & HIDDEN_KEYS
            assert "12345" not in text
            assert all(token not in text for token in made["seats"].values())


def test_a_restarted_server_resumes_a_la_strada_game_where_it_stood(db: Path) -> None:
    with TestClient(create_app(db)) as client:
        made = new_strada(client, seed=5, bots={"1": "greedy"})
        token = made["seats"]["0"]
        for _ in range(3):  # seat 0's start fields, then its first route
            answer = until_turn(client, made["id"], token)
            playing = next((e for e in answer["legal"] if e["text"].startswith("route to")),
                           answer["legal"][0])
            assert act(client, made["id"], token, playing["id"]).status_code == 200
        before = seat_answer(client, made["id"], token)
        log = state_message(client, made["id"], None)["log"]
        assert before["view"]["road_tiles"] and not before["over"]
    with TestClient(create_app(db)) as client:
        assert seat_answer(client, made["id"], token) == before
        state = state_message(client, made["id"], token)
        assert state["log"] == log and state["log"]["whole"]
        assert state["undo"]  # the step before the restart can be taken back
        with joined(client, made["id"], token) as socket:
            state = socket.receive_json()
            socket.send_json({"type": "undo", "version": state["version"]})
            assert socket.receive_json()["version"] == state["version"] + 1
        end = next(e for e in until_turn(client, made["id"], token)["legal"]
                   if e["text"].startswith("end the turn"))
        assert act(client, made["id"], token, end["id"]).status_code == 200
        after = until_turn(client, made["id"], token)  # the bot played its turn
        assert after["view"]["turn"] > before["view"]["turn"] or after["over"]
