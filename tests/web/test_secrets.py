"""What the server tells each seat: its own view and nothing more. Never another seat's
token, never a face-down order, never the random stream."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import burgundy
from tests.web.conftest import new_game, seat_answer

HIDDEN_KEYS = {"seed", "draws", "supply", "black_supply", "goods_stacks", "goods_out", "zones"}
#: Expansions with piles and displays of their own, besides the game's face-down supplies.
EXPANSIONS = ["shields", "trade_routes"]


def keys_in(value: Any) -> set[str]:
    if isinstance(value, dict):
        return set(value) | {k for v in value.values() for k in keys_in(v)}
    if isinstance(value, list):
        return {k for v in value for k in keys_in(v)}
    return set()


def saved_game(db: Path, game: str) -> burgundy.Game:
    """The game as the server keeps it, hidden parts and all."""
    with sqlite3.connect(db) as connection:
        [save] = connection.execute("SELECT save FROM games WHERE id = ?", (game,)).fetchone()
    return burgundy.Game.from_json(save)


def face_down_orders(game: burgundy.Game) -> list[list[str]]:
    """The real order of every face-down pile of more than one kind of tile."""
    state = game.state
    piles = [*state.supply, state.black_supply,
             *(tiles for name, tiles in state.zones if name.startswith("supply "))]
    orders = [[str(t) for t in pile] for pile in piles]
    return [order for order in orders if order != sorted(order)]


def everything_told(client: Any, made: dict[str, Any], seat: int) -> list[str]:
    """Every text the server sends seat ``seat``: its answers and its page's messages."""
    token = made["seats"][str(seat)]
    texts = [json.dumps(seat_answer(client, made["id"], token))]
    with client.websocket_connect(f"/ws/games/{made['id']}") as socket:
        socket.send_json({"type": "join", "token": token})
        texts += [socket.receive_text(), socket.receive_text()]
    return texts


def test_a_seat_is_told_its_view_and_nothing_that_only_the_server_knows(
    client: Any, db: Path
) -> None:
    made = new_game(client, players=3, seed=21, options={"expansions": EXPANSIONS})
    game = saved_game(db, made["id"])
    orders = face_down_orders(game)
    assert len(orders) >= 4  # the normal-back piles of several kinds, and the black one
    for seat in range(3):
        told = everything_told(client, made, seat)
        answer = json.loads(told[0])
        # Drawn from the seat's view alone: a game whose hidden parts are dealt afresh
        # gives the same answer.
        sample = game.determinize(seat, seed=99)
        assert answer["view"] == json.loads(json.dumps(sample.view(seat).to_dict()))
        state_message = json.loads(told[2])
        assert state_message["type"] == "state" and state_message["view"] == answer["view"]
        for text in told:
            assert not keys_in(json.loads(text)) & HIDDEN_KEYS
            for order in orders:
                assert json.dumps(order)[1:-1] not in text, "a face-down order was sent"
            for other, token in made["seats"].items():
                assert token not in text, f"seat {other}'s token was sent to seat {seat}"


def test_spectators_are_told_the_public_view_only(client: Any, db: Path) -> None:
    made = new_game(client, seed=4, options={"expansions": EXPANSIONS})
    game = saved_game(db, made["id"])
    spectated = client.get(f"/api/games/{made['id']}/spectate").text
    with client.websocket_connect(f"/ws/games/{made['id']}") as socket:
        socket.send_json({"type": "join"})
        watched = [socket.receive_text(), socket.receive_text()]
    public = json.loads(json.dumps(game.determinize(0, seed=5).public_view()))
    assert json.loads(spectated)["view"] == public
    assert json.loads(watched[1])["view"] == public
    for text in [spectated, *watched]:
        assert not keys_in(json.loads(text)) & HIDDEN_KEYS
        assert all(token not in text for token in made["seats"].values())
        assert all(json.dumps(order)[1:-1] not in text for order in face_down_orders(game))


def test_the_database_keeps_only_the_hashes_of_the_tokens(client: Any, db: Path) -> None:
    made = new_game(client)
    dump = "\n".join(sqlite3.connect(db).iterdump())
    for token in made["seats"].values():
        assert token not in dump
