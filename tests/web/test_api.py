"""The HTTP API of ``burgundy serve`` (API.md, "Playing in a browser"): every request, every
refusal with its status, and that a seat's token acts for that seat only."""

from __future__ import annotations

import asyncio
import json
import random
import sqlite3
from pathlib import Path
from typing import Any

import pytest

import burgundy
from burgundy.web import MAX_BODY, create_app
from tests.web.conftest import new_game, seat_answer, until_turn

ANSWER_KEYS = {"game", "seat", "view", "to_act", "legal", "over", "scores"}


def games_in(db: Path) -> int:
    with sqlite3.connect(db) as connection:
        count: int = connection.execute("SELECT count(*) FROM games").fetchone()[0]
    return count


def test_setup_names_the_games_their_options_and_the_bots(client: Any) -> None:
    setup = client.get("/api/setup").json()
    castles = next(game for game in setup["games"] if game["name"] == "castles")
    assert castles["name"] == "castles" and castles["players"] == [2, 4]
    assert castles["module"] == "/static/games/castles.js"
    [expansions] = [o for o in castles["options"] if o["name"] == "expansions"]
    assert {c["value"] for c in expansions["choices"]} == set(burgundy.EXPANSIONS)
    assert setup["bots"] == ["random", "greedy", "mcts"]


def test_a_new_game_answers_201_with_one_token_per_person(client: Any) -> None:
    made = new_game(client, players=3, bots={"1": "random"})
    assert set(made) == {"id", "seats"}
    assert set(made["seats"]) == {"0", "2"}  # no token for the bot's seat
    tokens = list(made["seats"].values())
    assert len(set(tokens)) == 2 and all(len(token) >= 20 for token in tokens)


def test_a_seats_answer_is_its_view_and_its_legal_actions_in_words(client: Any) -> None:
    made = new_game(client, seed=3)
    first, second = made["seats"]["0"], made["seats"]["1"]
    answer = seat_answer(client, made["id"], first)
    assert set(answer) == ANSWER_KEYS
    assert answer["game"] == "castles" and answer["seat"] == 0 and answer["over"] is False
    game = burgundy.new_game(players=2, seed=3)
    assert answer["to_act"] == game.current_player
    assert answer["view"] == json.loads(json.dumps(game.view(0).to_dict()))
    assert answer["scores"] == [0, 0]
    mover = first if game.current_player == 0 else second
    legal = seat_answer(client, made["id"], mover)["legal"]
    assert [entry["id"] for entry in legal] == list(game.legal_action_ids())
    assert legal[0]["text"] == burgundy.describe.describe_action(game, game.legal_actions()[0])
    waiting = second if mover == first else first
    assert seat_answer(client, made["id"], waiting)["legal"] == []  # not its turn


def test_an_action_is_applied_and_answered_with_the_new_position(client: Any) -> None:
    made = new_game(client, seed=3)
    game = burgundy.new_game(players=2, seed=3)
    seat = game.current_player
    token = made["seats"][str(seat)]
    chosen = game.legal_action_ids()[2]
    answer = client.post(f"/api/games/{made['id']}/actions",
                         json={"token": token, "action": chosen})
    assert answer.status_code == 200, answer.text
    game.apply(game.action_from_id(chosen))
    assert answer.json()["view"] == json.loads(json.dumps(game.view(seat).to_dict()))
    assert answer.json() == seat_answer(client, made["id"], token)


def test_a_wrong_or_missing_token_is_refused_with_403_and_an_unknown_game_with_404(
    client: Any,
) -> None:
    made = new_game(client)
    other = new_game(client)
    game = made["id"]
    for params in ({}, {"token": ""}, {"token": "not-a-token"},
                   {"token": other["seats"]["0"]}):
        answer = client.get(f"/api/games/{game}", params=params)
        assert answer.status_code == 403, params
        assert "token" in answer.json()["error"]
    posted = client.post(f"/api/games/{game}/actions", json={"token": "nope", "action": 0})
    assert posted.status_code == 403
    for path in ("/api/games/nosuchgame?token=x", "/api/games/nosuchgame/spectate"):
        answer = client.get(path)
        assert answer.status_code == 404 and "nosuchgame" in answer.json()["error"]
    posted = client.post("/api/games/nosuchgame/actions", json={"token": "x", "action": 0})
    assert posted.status_code == 404


def test_a_token_cannot_act_for_another_seat(client: Any) -> None:
    made = new_game(client, seed=3)
    game = burgundy.new_game(players=2, seed=3)
    mover = game.current_player
    assert mover is not None
    other = made["seats"][str(1 - mover)]
    before = seat_answer(client, made["id"], made["seats"][str(mover)])
    for action in game.legal_action_ids()[:3]:
        answer = client.post(f"/api/games/{made['id']}/actions",
                             json={"token": other, "action": action})
        assert answer.status_code == 409
        assert answer.json()["error"] == (
            f"it is not seat {1 - mover}'s turn: seat {mover} acts"
        )
    assert seat_answer(client, made["id"], made["seats"][str(mover)]) == before


def test_an_id_that_is_not_legal_now_is_refused_with_409_and_nothing_changes(
    client: Any,
) -> None:
    made = new_game(client, seed=3)
    game = burgundy.new_game(players=2, seed=3)
    token = made["seats"][str(game.current_player)]
    before = seat_answer(client, made["id"], token)
    illegal = next(n for n in range(burgundy.ACTION_SPACE_SIZE)
                   if n not in game.legal_action_ids())
    for action in (illegal, -1, 10**12):
        answer = client.post(f"/api/games/{made['id']}/actions",
                             json={"token": token, "action": action})
        assert answer.status_code == 409
        assert answer.json()["error"] == f"{action} is not the id of a legal action now"
    assert seat_answer(client, made["id"], token) == before


def test_the_spectators_answer_is_the_public_view(client: Any) -> None:
    made = new_game(client, seed=5)
    answer = client.get(f"/api/games/{made['id']}/spectate")
    assert answer.status_code == 200
    body = answer.json()
    assert set(body) == ANSWER_KEYS and body["seat"] is None and body["legal"] == []
    assert body["view"] == json.loads(json.dumps(burgundy.new_game(2, 5).public_view()))


@pytest.mark.parametrize(
    ("body", "named"),
    [
        ("not json", "the body is not JSON"),
        ("[1, 2]", "the body must be a JSON object, not list"),
        ("[" * 5000 + "]" * 5000, "the body is not JSON"),
        ({"players": 2, "colour": "red"}, "no key 'colour' in a new game"),
        ({"game": "chess", "players": 2}, "game: no game 'chess' (games: castles, "),
        ({}, "players: castles is played by 2 to 4, not None"),
        ({"players": 5}, "players: castles is played by 2 to 4, not 5"),
        ({"players": "2"}, "not '2'"),
        ({"players": True}, "not True"),
        ({"players": 2, "seed": "x"}, "seed must be a whole number"),
        ({"players": 2, "seed": 2**70}, "seed must be a whole number (at most 63 bits)"),
        ({"players": 2, "bots": ["greedy"]}, "bots must be a JSON object"),
        ({"players": 2, "bots": {"2": "greedy"}}, "bots: '2' is not a seat (seats: 0-1)"),
        ({"players": 2, "bots": {"one": "greedy"}}, "bots: 'one' is not a seat"),
        ({"players": 2, "bots": {"1": "clever"}}, "bots.1: no bot 'clever'"),
        ({"players": 2, "bots": {"1": ["greedy"]}}, "bots.1: no bot ['greedy']"),
        ({"players": 2, "options": []}, "options must be a JSON object"),
        ({"players": 2, "options": {"speed": 1}}, "options: no option 'speed' for castles"),
        ({"players": 2, "options": {"expansions": "shields"}}, "options.expansions must be a list"),
        ({"players": 2, "options": {"expansions": ["dragons"]}},
         "options.expansions: no expansion 'dragons'"),
        ({"players": 2, "options": {"expansions": ["inns", "cloisters"]}},
         "options.expansions: "),
        ({"players": 2, "options": {"advanced": "yes"}}, "options.advanced must be true or false"),
    ],
)
def test_a_bad_new_game_is_refused_with_400_naming_what_is_wrong(
    client: Any, db: Path, body: Any, named: str
) -> None:
    content = body if isinstance(body, str) else json.dumps(body)
    answer = client.post("/api/games", content=content,
                         headers={"content-type": "application/json"})
    assert answer.status_code == 400
    assert named in answer.json()["error"]
    assert games_in(db) == 0


@pytest.mark.parametrize("seed", [-(2**63), 2**63 - 1, 0])
def test_every_seed_of_63_bits_is_taken(client: Any, seed: int) -> None:
    made = new_game(client, seed=seed)
    view = client.get(f"/api/games/{made['id']}/spectate").json()["view"]
    assert view == json.loads(json.dumps(burgundy.new_game(2, seed).public_view()))


def test_inns_with_cloisters_is_refused_naming_the_clash(client: Any) -> None:
    answer = client.post("/api/games", json={
        "players": 2, "options": {"expansions": ["inns", "cloisters"]}})
    assert answer.status_code == 400
    assert "inn" in answer.json()["error"] and "cloister" in answer.json()["error"]


@pytest.mark.parametrize(
    ("body", "status", "named"),
    [
        ({"action": 0}, 403, "the token is not one of this game's seats"),
        ({"token": "T"}, 400, "action must be an action id (a whole number), not None"),
        ({"token": "T", "action": "3"}, 400, "not '3'"),
        ({"token": "T", "action": 2.0}, 400, "not 2.0"),
        ({"token": "T", "action": 1, "seat": 0}, 400, "no key 'seat' in an action"),
        ([], 400, "must be a JSON object"),
    ],
)
def test_a_bad_action_body_is_refused_and_nothing_changes(
    client: Any, body: Any, status: int, named: str
) -> None:
    made = new_game(client, seed=3)
    token = made["seats"][str(burgundy.new_game(2, 3).current_player)]
    before = seat_answer(client, made["id"], token)
    if isinstance(body, dict) and body.get("token") == "T":
        body["token"] = token
    answer = client.post(f"/api/games/{made['id']}/actions", json=body)
    assert answer.status_code == status
    assert named in answer.json()["error"]
    assert seat_answer(client, made["id"], token) == before


def test_an_oversized_body_is_refused_with_413_whether_or_not_its_length_is_said(
    client: Any, db: Path
) -> None:
    big = json.dumps({"players": 2, "options": {"x": "y" * MAX_BODY}})
    answer = client.post("/api/games", content=big, headers={"content-type": "application/json"})
    assert answer.status_code == 413
    assert f"larger than {MAX_BODY} bytes" in answer.json()["error"]

    def chunks() -> Any:  # no content-length: the server counts as it reads
        for _ in range(10):
            yield b" " * (MAX_BODY // 4)
        yield b"{}"

    answer = client.post("/api/games", content=chunks())
    assert answer.status_code == 413
    assert games_in(db) == 0


@pytest.mark.parametrize(
    "path",
    [
        "/static/../app.py",
        "/static/%2e%2e/app.py",
        "/static/..%2fapp.py",
        "/static/games/../../store.py",
        "/static/games/%2e%2e/%2e%2e/tables.py",
        "/static/%2fetc%2fpasswd",
        "/static//etc/passwd",
        "/static/..%5c..%5capp.py",
        "/static/.",
    ],
)
def test_static_paths_cannot_escape_the_package(client: Any, path: str) -> None:
    answer = client.get(path)
    assert answer.status_code == 404
    assert "import" not in answer.text and "root:" not in answer.text


def test_the_page_and_its_modules_are_served_with_the_security_headers(client: Any) -> None:
    page = client.get("/")
    assert page.status_code == 200 and '<script type="module" src="/static/app.js">' in page.text
    assert "script-src 'self'" in page.headers["content-security-policy"]
    assert page.headers["referrer-policy"] == "no-referrer"
    for module in ("/static/app.js", "/static/dom.js", "/static/games/castles.js"):
        answer = client.get(module)
        assert answer.status_code == 200
        assert "javascript" in answer.headers["content-type"]
        assert answer.headers["x-content-type-options"] == "nosniff"
    assert client.get("/api/setup").headers["cache-control"] == "no-store"


def test_two_simultaneous_posts_for_one_seat_apply_once(db: Path) -> None:
    httpx = pytest.importorskip("httpx2")
    game = burgundy.new_game(players=2, seed=3)
    seat = game.current_player
    take = next(n for n, a in zip(game.legal_action_ids(), game.legal_actions(), strict=True)
                if isinstance(a, burgundy.actions.TakeTile))

    async def race() -> list[int]:
        app = create_app(db)
        async with app.router.lifespan_context(app):
            transport = httpx.ASGITransport(app=app)
            async with httpx.AsyncClient(transport=transport, base_url="http://test") as http:
                made = (await http.post("/api/games", json={"players": 2, "seed": 3})).json()
                body = {"token": made["seats"][str(seat)], "action": take}
                url = f"/api/games/{made['id']}/actions"
                answers = await asyncio.gather(*(http.post(url, json=body) for _ in range(2)))
                return sorted(a.status_code for a in answers)

    assert asyncio.run(race()) == [200, 409]
    with sqlite3.connect(db) as connection:
        assert connection.execute("SELECT count(*) FROM steps").fetchone()[0] == 1


def test_a_game_with_every_compatible_expansion_is_played_to_the_end(client: Any) -> None:
    expansions = ["monastery_28", "inns", "trade_routes", "shields"]
    made = new_game(client, seed=11, bots={"1": "random"}, options={"expansions": expansions})
    token, rng = made["seats"]["0"], random.Random(2)
    answer = until_turn(client, made["id"], token)
    ids_above_the_encoding = 0
    while not answer["over"]:
        chosen = rng.choice(answer["legal"])
        ids_above_the_encoding += chosen["id"] >= burgundy.ACTION_SPACE_SIZE
        posted = client.post(f"/api/games/{made['id']}/actions",
                             json={"token": token, "action": chosen["id"]})
        assert posted.status_code == 200, posted.text
        answer = until_turn(client, made["id"], token)
    assert answer["to_act"] is None and answer["legal"] == []
    assert answer["scores"] == [p["points"] for p in answer["view"]["players"]]
    assert ids_above_the_encoding  # the expansions' own actions have ids of their own
    over = client.post(f"/api/games/{made['id']}/actions",
                       json={"token": token, "action": 0})
    assert over.status_code == 409 and "the game is over" in over.json()["error"]
