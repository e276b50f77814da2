"""Fixtures of the server tests: an app on a fresh database, and a client that talks to it
through Starlette's test client (the app's lifespan runs: games resume, bots play)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette", reason="the web extra is not installed: pip install '.[web]'")
testclient = pytest.importorskip(
    "starlette.testclient", reason="Starlette's test client needs httpx2 (the test extra)"
)

from burgundy.web import create_app  # noqa: E402

TestClient = testclient.TestClient


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "games.sqlite3"


@pytest.fixture
def client(db: Path) -> Iterator[Any]:
    with TestClient(create_app(db)) as client:
        yield client


def new_game(client: Any, **body: Any) -> dict[str, Any]:
    """``POST /api/games`` with ``body`` (2 players by default); the answer, checked."""
    answer = client.post("/api/games", json={"game": "castles", "players": 2, "seed": 7, **body})
    assert answer.status_code == 201, answer.text
    made: dict[str, Any] = answer.json()
    return made


def seat_answer(client: Any, game: str, token: str) -> dict[str, Any]:
    answer = client.get(f"/api/games/{game}", params={"token": token})
    assert answer.status_code == 200, answer.text
    result: dict[str, Any] = answer.json()
    return result


def until_turn(client: Any, game: str, token: str, timeout: float = 60) -> dict[str, Any]:
    """The seat's answer once it is to act or the game is over (bots play meanwhile)."""
    deadline = time.monotonic() + timeout
    while True:
        answer = seat_answer(client, game, token)
        if answer["over"] or answer["to_act"] == answer["seat"]:
            return answer
        assert time.monotonic() < deadline, "the bots did not hand the turn back"
        time.sleep(0.005)
