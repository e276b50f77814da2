"""Playing through the page's websocket: pushes after every step, undo, reconnecting, bots on
the server, replays, and a server restarted mid-game resuming every game."""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

import pytest

import burgundy
from burgundy.bots import GreedyBot
from burgundy.web import MAX_BODY, create_app
from tests.web.conftest import TestClient, new_game, seat_answer


@contextmanager
def joined(client: Any, game: str, token: str | None) -> Iterator[Any]:
    """A page's socket that has said who it is and read the game's fixed facts."""
    with client.websocket_connect(f"/ws/games/{game}") as socket:
        socket.send_json({"type": "join", "token": token})
        table = socket.receive_json()
        assert table["type"] == "table" and table["game"] == "castles"
        yield socket


def first_state(client: Any, game: str, token: str | None) -> dict[str, Any]:
    with joined(client, game, token) as socket:
        return next_state(socket)


def next_state(socket: Any) -> dict[str, Any]:
    while True:
        message: dict[str, Any] = socket.receive_json()
        if message["type"] != "error":
            return message
        raise AssertionError(message)


def state_after(socket: Any, version: int) -> dict[str, Any]:
    """The first state message of at least ``version``."""
    while (message := next_state(socket))["version"] < version:
        pass
    return message


def steps_in(db: Path) -> int:
    with sqlite3.connect(db) as connection:
        count: int = connection.execute("SELECT count(*) FROM steps").fetchone()[0]
    return count


def test_each_seat_is_pushed_its_own_view_after_every_step(client: Any) -> None:
    made = new_game(client, seed=3)
    game = burgundy.new_game(players=2, seed=3)
    mover = game.current_player
    assert mover is not None
    with ExitStack() as stack:
        sockets = {seat: stack.enter_context(joined(client, made["id"], made["seats"][str(seat)]))
                   for seat in (0, 1)}
        pushed_to_each(sockets, game, mover)


def pushed_to_each(sockets: dict[int, Any], game: burgundy.Game, mover: int) -> None:
    first = {seat: next_state(s) for seat, s in sockets.items()}
    assert first[mover]["legal"] and not first[1 - mover]["legal"]
    entry = first[mover]["legal"][0]
    assert set(entry) == {"id", "text", "group", "place"}
    assert first[mover]["prompt"] == burgundy.describe.describe_decision(game)
    sockets[mover].send_json({"type": "act", "action": entry["id"],
                              "version": first[mover]["version"]})
    game.apply(game.action_from_id(entry["id"]))
    for seat, socket in sockets.items():
        pushed = state_after(socket, 1)
        assert pushed["seat"] == seat
        assert pushed["view"] == json.loads(json.dumps(game.view(seat).to_dict()))
        assert pushed["log"]["entries"][-1]["text"] == entry["text"]
        assert [s["online"] for s in pushed["seats"]] == [True, True]


def test_a_request_made_before_the_game_moved_on_is_refused(client: Any) -> None:
    made = new_game(client, seed=3)
    mover = burgundy.new_game(players=2, seed=3).current_player
    with joined(client, made["id"], made["seats"][str(mover)]) as socket:
        state = next_state(socket)
        first, second = state["legal"][0]["id"], state["legal"][-1]["id"]
        socket.send_json({"type": "act", "action": first, "version": state["version"]})
        socket.send_json({"type": "act", "action": second, "version": state["version"]})
        messages = [socket.receive_json() for _ in range(3)]
    errors = [m for m in messages if m["type"] == "error"]
    assert [e["message"] for e in errors] == ["the game has moved on since: nothing was done"]
    assert len(first_state(client, made["id"], None)["log"]["entries"]) == 1


def turn_of(socket: Any, version: int = 0) -> dict[str, Any]:
    """The first state of at least ``version`` in which the socket's seat is to act."""
    state = state_after(socket, version)
    while not state["legal"]:
        state = next_state(socket)
    return state


def test_undo_takes_back_a_persons_step_and_the_bots_after_it(
    client: Any, db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Seats 0, 1, 2 act in this order; seat 2's bot thinks until the test lets it.
    thinking = threading.Event()

    def slow(self: GreedyBot, game: burgundy.Game) -> Any:
        thinking.wait(60)
        return game.legal_actions()[0]

    monkeypatch.setattr(GreedyBot, "act", slow)
    made = new_game(client, players=3, seed=3, bots={"1": "random", "2": "greedy"})
    token = made["seats"]["0"]
    try:
        with joined(client, made["id"], token) as socket:
            state = turn_of(socket)
            assert state["undo"] is False  # no step of seat 0's yet
            socket.send_json({"type": "undo", "version": state["version"]})
            refused = socket.receive_json()
            assert refused["type"] == "error" and refused["status"] == 409
            assert refused["message"].startswith("nothing to undo")
            while state["legal"]:  # seat 0's turn, to its end
                before, steps = seat_answer(client, made["id"], token), steps_in(db)
                socket.send_json({"type": "act", "action": state["legal"][-1]["id"],
                                  "version": state["version"]})
                state = state_after(socket, state["version"] + 1)
            while state["to_act"] != 2:  # seat 1's bot plays its turn
                state = next_state(socket)
            assert state["undo"] and steps_in(db) > steps + 1
            socket.send_json({"type": "undo", "version": state["version"]})
            undone = turn_of(socket, state["version"] + 1)
    finally:
        thinking.set()
    assert {k: undone[k] for k in before if k != "legal"} == {
        k: v for k, v in before.items() if k != "legal"}
    assert seat_answer(client, made["id"], token) == before
    assert undone["log"]["from"] + len(undone["log"]["entries"]) == steps  # the log, cut back
    assert steps_in(db) == steps


def test_undo_never_takes_back_another_persons_step(client: Any) -> None:
    made = new_game(client, seed=3)
    game = burgundy.new_game(players=2, seed=3)
    mover = game.current_player
    assert mover is not None
    tokens = made["seats"]
    answer = seat_answer(client, made["id"], tokens[str(mover)])
    while answer["to_act"] == mover:  # the mover's turn, to its end
        answer = client.post(f"/api/games/{made['id']}/actions",
                             json={"token": tokens[str(mover)],
                                   "action": answer["legal"][-1]["id"]}).json()
    with joined(client, made["id"], tokens[str(1 - mover)]) as other:
        state = next_state(other)
        other.send_json({"type": "act", "action": state["legal"][0]["id"]})
        state_after(other, state["version"] + 1)
    with joined(client, made["id"], tokens[str(mover)]) as mine:
        state = next_state(mine)
        assert state["undo"] is False
        mine.send_json({"type": "undo"})
        assert mine.receive_json()["status"] == 409


def test_a_closed_tab_reconnects_to_its_seat(client: Any) -> None:
    made = new_game(client, seed=3)
    token = made["seats"]["1"]
    first = first_state(client, made["id"], token)
    state = first_state(client, made["id"], token)
    assert state["seat"] == 1 and state["view"] == first["view"]
    assert state["log"]["from"] == 0  # a new page is sent the whole log


@pytest.mark.parametrize(
    ("hello", "code"),
    [({"type": "join", "token": "wrong"}, 4403), ("not json", 4400)],
)
def test_a_socket_with_a_wrong_token_is_refused(client: Any, hello: Any, code: int) -> None:
    made = new_game(client)
    with client.websocket_connect(f"/ws/games/{made['id']}") as socket:
        socket.send_text(hello if isinstance(hello, str) else json.dumps(hello))
        refused = socket.receive_json()
        assert refused["type"] == "error" and refused["status"] == code - 4000
        closed = socket.receive()
        assert closed["type"] == "websocket.close" and closed["code"] == code


def test_a_socket_for_an_unknown_game_is_refused(client: Any) -> None:
    with client.websocket_connect("/ws/games/nosuchgame") as socket:
        socket.send_json({"type": "join"})
        assert socket.receive_json()["status"] == 404
        assert socket.receive()["code"] == 4404


@pytest.mark.parametrize(
    ("message", "status", "named"),
    [
        ({"type": "dance"}, 400, "no message type 'dance'"),
        ("{", 400, "the message is not JSON"),
        ({"type": "act", "action": 0, "pad": "x" * MAX_BODY}, 413, "larger than"),
        (b'{"type": "act"}', 400, "a message must be JSON text, not bytes"),
    ],
)
def test_a_bad_message_is_answered_with_an_error(
    client: Any, message: Any, status: int, named: str
) -> None:
    made = new_game(client, seed=3)
    with joined(client, made["id"], made["seats"]["0"]) as socket:
        next_state(socket)
        if isinstance(message, bytes):
            socket.send_bytes(message)
        else:
            socket.send_text(message if isinstance(message, str) else json.dumps(message))
        refused = socket.receive_json()
    assert refused["status"] == status and named in refused["message"]


def test_a_spectator_cannot_play(client: Any) -> None:
    made = new_game(client, seed=3)
    with joined(client, made["id"], None) as socket:
        state = next_state(socket)
        assert state["seat"] is None and state["legal"] == [] and state["undo"] is False
        socket.send_json({"type": "act", "action": 0})
        assert socket.receive_json()["message"] == "a spectator cannot play"


def finished(client: Any, made: dict[str, Any], timeout: float = 120) -> dict[str, Any]:
    deadline = time.monotonic() + timeout
    while not (answer := client.get(f"/api/games/{made['id']}/spectate").json())["over"]:
        assert time.monotonic() < deadline, "the bots did not finish the game"
        time.sleep(0.02)
    result: dict[str, Any] = answer
    return result


def test_bots_play_their_seats_on_the_server_and_a_finished_game_can_be_replayed(
    client: Any,
) -> None:
    made = new_game(client, seed=8, bots={"0": "random", "1": "greedy"})
    assert made["seats"] == {}
    end = finished(client, made)
    state = first_state(client, made["id"], None)
    total = state["sheet"][-1]
    assert total == ["Total", end["scores"]]
    assert sum(row[1][0] for row in state["sheet"][:-1] if not row[0].startswith("  ")) == (
        end["scores"][0]
    )
    replay = client.get(f"/api/games/{made['id']}/replay").json()
    assert len(replay["steps"]) == len(state["log"]["entries"])
    assert replay["steps"][0] == state["log"]["entries"][0]
    start = client.get(f"/api/games/{made['id']}/replay/0").json()
    assert start["view"] == json.loads(json.dumps(burgundy.new_game(2, 8).public_view()))
    last = client.get(f"/api/games/{made['id']}/replay/{len(replay['steps'])}").json()
    assert last["view"] == end["view"] and last["to_act"] is None
    beyond = client.get(f"/api/games/{made['id']}/replay/{len(replay['steps']) + 1}")
    assert beyond.status_code == 404


def test_the_score_sheet_of_a_game_with_expansions_has_their_sources(client: Any) -> None:
    made = new_game(client, seed=6, bots={"0": "random", "1": "random"},
                    options={"expansions": ["shields", "trade_routes"]})
    end = finished(client, made)
    sheet = first_state(client, made["id"], None)["sheet"]
    headings = [heading for heading, _ in sheet]
    assert "Shields" in headings and "Routes" in headings
    sources = [points for heading, points in sheet[:-1] if not heading.startswith("  ")]
    assert [sum(seat) for seat in zip(*sources, strict=True)] == end["scores"]
    assert sheet[-1] == ["Total", end["scores"]]


def test_an_unfinished_game_has_no_replay_yet(client: Any) -> None:
    made = new_game(client)
    answer = client.get(f"/api/games/{made['id']}/replay")
    assert answer.status_code == 409 and "not over" in answer.json()["error"]


def test_a_bot_that_fails_is_stood_in_for_and_the_game_goes_on(
    client: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(self: GreedyBot, game: burgundy.Game) -> Any:
        raise KeyError("any")

    monkeypatch.setattr(GreedyBot, "act", broken)
    made = new_game(client, seed=2, bots={"0": "greedy", "1": "random"})
    assert finished(client, made)["over"]


def test_a_restarted_server_resumes_every_game_where_it_stood(db: Path) -> None:
    with TestClient(create_app(db)) as client:
        duel = new_game(client, seed=3)
        for _ in range(3):  # a few steps of whichever person is to act
            for token in duel["seats"].values():
                answer = seat_answer(client, duel["id"], token)
                if answer["legal"]:
                    client.post(f"/api/games/{duel['id']}/actions",
                                json={"token": token, "action": answer["legal"][0]["id"]})
        versus = new_game(client, seed=3, bots={"1": "random"})
        human = versus["seats"]["0"]
        with joined(client, versus["id"], human) as socket:
            before_step = seat_answer(client, versus["id"], human)
            state = turn_of(socket)
            socket.send_json({"type": "act", "action": state["legal"][0]["id"]})
            assert turn_of(socket, state["version"] + 1)["undo"]  # its second die to use
        before = {(m["id"], t): seat_answer(client, m["id"], t)
                  for m in (duel, versus) for t in m["seats"].values()}
        logs = {m["id"]: first_state(client, m["id"], None)["log"] for m in (duel, versus)}
    with TestClient(create_app(db)) as client:
        for (game, token), answer in before.items():
            assert seat_answer(client, game, token) == answer
        for game, log in logs.items():
            assert first_state(client, game, None)["log"] == log
        # The history came back too: the step before the restart can be undone, and the
        # bots play on.
        with joined(client, versus["id"], human) as socket:
            state = turn_of(socket)
            assert state["undo"]
            socket.send_json({"type": "undo", "version": state["version"]})
            state = turn_of(socket, state["version"] + 1)
            assert seat_answer(client, versus["id"], human) == before_step
            while state["legal"]:  # seat 0's turn, to its end
                socket.send_json({"type": "act", "action": state["legal"][-1]["id"],
                                  "version": state["version"]})
                state = state_after(socket, state["version"] + 1)
            bots_turn = turn_of(socket, state["version"])["log"]["entries"]
        assert [entry["seat"] for entry in bots_turn][-1] == 1


def test_a_game_whose_steps_cannot_be_played_again_resumes_from_its_save(db: Path) -> None:
    with TestClient(create_app(db)) as client:
        made = new_game(client, seed=3)
        for _ in range(2):
            for token in made["seats"].values():
                answer = seat_answer(client, made["id"], token)
                if answer["legal"]:
                    client.post(f"/api/games/{made['id']}/actions",
                                json={"token": token, "action": answer["legal"][0]["id"]})
        before = {t: seat_answer(client, made["id"], t) for t in made["seats"].values()}
    with sqlite3.connect(db) as connection:
        connection.execute("DELETE FROM steps WHERE n = 1")
    with TestClient(create_app(db)) as client:
        for token, answer in before.items():
            assert seat_answer(client, made["id"], token) == answer
        state = first_state(client, made["id"], None)
        assert state["log"] == {"from": 0, "entries": [], "whole": False}
