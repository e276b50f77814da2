"""Catan on the server: the same HTTP API and page socket as every game, its board option and
bots, its actions by id and in words with their places on the island, a restart that resumes
it, and what each seat is told: its own hand and cards, never another's, the deck's order or
the random stream (C-TURN-7)."""

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
from burgundy.bots import by_name
from burgundy.games import catan
from burgundy.games.catan.game import position
from burgundy.games.catan.text import describe_action, describe_decision
from burgundy.model.values import evolve
from burgundy.web import create_app
from burgundy.web.games.catan import GAME
from burgundy.web.store import Record
from burgundy.web.tables import Table, Watcher
from tests.web.conftest import TestClient, seat_answer, until_turn
from tests.web.test_lastrada import act, as_json
from tests.web.test_secrets import keys_in

BOARD = resources.files("burgundy.games.catan").joinpath("data/boards/r1.toml")
#: What a Catan game keeps that no seat may see: the random stream and the deck.
HIDDEN_KEYS = {"seed", "draws"}


def new_catan(client: Any, **body: Any) -> dict[str, Any]:
    answer = client.post("/api/games", json={"game": "catan", "players": 3, "seed": 7, **body})
    assert answer.status_code == 201, answer.text
    made: dict[str, Any] = answer.json()
    return made


@contextmanager
def joined(client: Any, game: str, token: str | None) -> Iterator[Any]:
    with client.websocket_connect(f"/ws/games/{game}") as socket:
        socket.send_json({"type": "join", "token": token})
        table = socket.receive_json()
        assert table["type"] == "table" and table["game"] == "catan"
        assert table["unit"] == "victory points"
        yield socket


def state_message(client: Any, game: str, token: str | None) -> dict[str, Any]:
    with joined(client, game, token) as socket:
        message: dict[str, Any] = socket.receive_json()
    assert message["type"] == "state", message
    return message


def played(game: catan.CatanGame, steps: int, seed: int = 1) -> catan.CatanGame:
    """``game`` after ``steps`` actions of greedy bots."""
    bots = [by_name("greedy", seed + seat, "catan") for seat in range(len(game.state.players))]
    for _ in range(steps):
        seat = game.current_player
        assert seat is not None, "the game ended first"
        game.apply(bots[seat].act(game))
    return game


def test_setup_offers_catan_with_its_players_board_and_bots(client: Any) -> None:
    games = {game["name"]: game for game in client.get("/api/setup").json()["games"]}
    offered = games["catan"]
    assert offered["title"] == "Catan" and offered["players"] == [2, 4]
    assert offered["module"] == "/static/games/catan.js"
    assert offered["bots"] == ["random", "greedy", "mcts"]
    options = {option["name"]: option for option in offered["options"]}
    assert list(options) == ["board", "max_offers_per_turn", "trade_offer_list_max",
                             "combined_trade_build", "turn_limit", "tiles"]
    assert all(option["label"] for option in options.values())
    assert {name: option["type"] for name, option in options.items()} == {
        "board": "text", "max_offers_per_turn": "number", "trade_offer_list_max": "number",
        "combined_trade_build": "flag", "turn_limit": "number", "tiles": "text"}
    defaults = catan.Options()
    assert options["max_offers_per_turn"]["default"] == defaults.max_offers_per_turn == 3
    assert options["trade_offer_list_max"]["default"] == defaults.trade_offer_list_max == 2
    assert (options["turn_limit"]["min"], options["turn_limit"]["default"]) == (1, None)
    assert client.get("/static/games/catan.js").status_code == 200


def test_a_seats_answer_is_its_view_and_its_legal_actions_in_words(client: Any) -> None:
    made = new_catan(client)
    game = catan.new_game(3, 7)
    mover = game.current_player
    assert mover is not None
    answer = seat_answer(client, made["id"], made["seats"][str(mover)])
    assert answer["game"] == "catan" and answer["seat"] == mover
    assert answer["view"] == as_json(game.view(mover).to_dict())
    assert [entry["id"] for entry in answer["legal"]] == list(game.legal_action_ids())
    assert [entry["text"] for entry in answer["legal"]] == [
        describe_action(game.state, action) for action in game.legal_actions()]
    other = seat_answer(client, made["id"], made["seats"][str((mover + 1) % 3)])
    assert other["legal"] == [] and other["to_act"] == mover


def test_set_up_places_settlements_on_intersections_and_roads_on_paths(client: Any) -> None:
    made = new_catan(client)
    game = catan.new_game(3, 7)
    mover = game.current_player
    token = made["seats"][str(mover)]
    state = state_message(client, made["id"], token)
    assert state["prompt"] == describe_decision(game.state) == "place your first settlement"
    places = {entry["id"]: entry["place"] for entry in state["legal"]}
    settlements = game.legal_actions()
    assert all(isinstance(a, catan.PlaceSettlement) for a in settlements)
    assert places == {game.action_id(a): f"node:{a.intersection}" for a in settlements}
    assert {entry["group"] for entry in state["legal"]} == {"Set up"}
    chosen = settlements[0]
    answer = act(client, made["id"], token, game.action_id(chosen))
    assert answer.status_code == 200, answer.text
    game.apply(chosen)
    state = state_message(client, made["id"], token)
    roads = game.legal_actions()
    assert all(isinstance(a, catan.PlaceRoad) for a in roads)
    assert {e["id"]: e["place"] for e in state["legal"]} == {
        game.action_id(a): f"path:{a.path}" for a in roads}
    assert state["log"]["entries"][-1]["events"] == [
        f"Seat {mover} puts a settlement on I{chosen.intersection}"]


def test_the_robber_is_moved_by_its_hex_and_the_turn_is_listed_in_groups() -> None:
    game = catan.new_game(3, 7)
    while not any(isinstance(a, catan.MoveRobber) for a in game.legal_actions()):
        played(game, 1)
    for action in game.legal_actions():
        assert isinstance(action, catan.MoveRobber)
        assert GAME.place(game, action) == "hex:{},{}".format(*action.hex)
    while not any(isinstance(a, catan.EndTurn) for a in game.legal_actions()):
        played(game, 1)
    groups = {GAME.group(game, a)[1] for a in game.legal_actions()}
    assert "End the turn" in groups and "Set up" not in groups


def test_the_end_of_the_turn_comes_before_the_many_offers(client: Any) -> None:
    """The page gives keys to the first 35 actions: ending the turn is one of them however
    many offers a full hand lists (C-TRADE-4, C-TURN-4)."""
    game = (catan.Scenario(players=3, seed=0).settlement(0, 0)
            .hand(0, dict.fromkeys(catan.RESOURCES, 3)).turn(0, rolled=True).build())
    _, message = told(game, 0)
    groups = [entry["group"] for entry in message["legal"]]
    assert groups.count("Offer a trade") > 100
    assert groups.index("End the turn") < 35
    assert groups[groups.index("End the turn"):] == ["End the turn"] + ["Offer a trade"] * (
        groups.count("Offer a trade"))


def test_refused_actions_change_nothing(client: Any) -> None:
    made = new_catan(client)
    game = catan.new_game(3, 7)
    mover = game.current_player
    assert mover is not None
    token, other = made["seats"][str(mover)], made["seats"][str((mover + 1) % 3)]
    before = seat_answer(client, made["id"], token)
    legal = game.legal_action_ids()
    refused = act(client, made["id"], other, legal[0])
    assert refused.status_code == 409
    assert refused.json()["error"] == (
        f"it is not seat {(mover + 1) % 3}'s turn: seat {mover} acts")
    illegal = next(n for n in range(game.action_space_size) if n not in legal)
    for action in (illegal, -1, game.action_space_size):
        answer = act(client, made["id"], token, action)
        assert answer.status_code == 409
        assert answer.json()["error"] == f"{action} is not the id of a legal action now"
    assert act(client, made["id"], "not-a-token", legal[0]).status_code == 403
    assert seat_answer(client, made["id"], token) == before


@pytest.mark.parametrize(
    ("body", "named"),
    [
        ({"options": {"curves": "any"}}, "options: no option 'curves' for catan (options: "
                                         "board, max_offers_per_turn, trade_offer_list_max, "
                                         "combined_trade_build, turn_limit, tiles)"),
        ({"options": {"board": 3}}, "options.board must be a board file's TOML text, not 3"),
        ({"options": {"board": "name = "}}, "options.board: "),
        ({"players": 5}, "players: catan is played by 2 to 4, not 5"),
        ({"bots": {"1": "smart"}}, "bots.1: no bot 'smart' for catan (bots: random, greedy, mcts)"),
    ],
)
def test_a_bad_catan_game_is_refused_naming_what_is_wrong(
    client: Any, db: Path, body: dict[str, Any], named: str
) -> None:
    answer = client.post("/api/games", json={"game": "catan", "players": 3, **body})
    assert answer.status_code == 400, answer.text
    assert named in answer.json()["error"]
    with sqlite3.connect(db) as connection:
        assert connection.execute("SELECT count(*) FROM games").fetchone()[0] == 0


def test_a_board_is_taken_as_text_and_never_read_from_the_servers_files(
    client: Any, tmp_path: Path
) -> None:
    text = BOARD.read_text("utf-8")
    made = new_catan(client, options={"board": text})
    view = client.get(f"/api/games/{made['id']}/spectate").json()["view"]
    assert view == as_json(catan.new_game(3, 7, board=text).public_view())
    assert view["board"]["name"] != "random"
    path = tmp_path / "board.toml"
    path.write_text(text, encoding="utf-8")  # a good board file: still not read
    answer = client.post("/api/games", json={"game": "catan", "players": 3,
                                             "options": {"board": str(path)}})
    assert answer.status_code == 400
    assert answer.json()["error"] == (
        f"options.board must be a board file's TOML text, not {str(path)!r}")


#: House rules as a table pastes them: five points win (Catan's language, CATAN.md's numbers).
SHORT_GAME = """language catan 1
rules short_game "A short game" { modify win.points: set 5 }
"""


@pytest.mark.parametrize(
    ("options", "shown"),
    [
        ({"max_offers_per_turn": 0}, {"options": {"max_offers_per_turn": 0}}),
        ({"max_offers_per_turn": 10}, {"options": {"max_offers_per_turn": 10}}),
        ({"trade_offer_list_max": 1}, {"options": {"trade_offer_list_max": 1}}),
        ({"trade_offer_list_max": 3}, {"options": {"trade_offer_list_max": 3}}),
        ({"combined_trade_build": True}, {"options": {"combined_trade_build": True}}),
        ({"turn_limit": 40}, {"options": {"turn_limit": 40}}),
        ({"turn_limit": None}, {"options": {"turn_limit": None}}),
        ({"tiles": SHORT_GAME}, {"figures": {"win": 5}}),
        ({"tiles": ""}, {"figures": {"win": 10}}),
        ({"tiles": SHORT_GAME.replace("set 5", "set 6"), "max_offers_per_turn": 1,
          "combined_trade_build": True},
         {"figures": {"win": 6}, "options": {"max_offers_per_turn": 1,
                                             "combined_trade_build": True}}),
    ],
)
def test_each_rule_option_is_played_as_the_engine_plays_it(
    client: Any, options: dict[str, Any], shown: dict[str, Any]
) -> None:
    """C-TRADE-4, C-TRADE-5, C-TURN-3, C-END-4 and house rules reach the game: its view and
    its legal actions are the engine's with the same options."""
    made = new_catan(client, options=options)
    given = {name: value for name, value in options.items() if value != ""}
    game = catan.new_game(3, 7, **given)
    view = client.get(f"/api/games/{made['id']}/spectate").json()["view"]
    assert view == as_json(game.public_view())
    for part, values in shown.items():
        assert {name: view[part][name] for name in values} == values
    mover = game.current_player
    answer = seat_answer(client, made["id"], made["seats"][str(mover)])
    assert [entry["id"] for entry in answer["legal"]] == list(game.legal_action_ids())


def test_two_players_play_catan_as_an_option(client: Any) -> None:
    """C-SETUP-1: 2 players is an option that changes nothing else."""
    made = new_catan(client, players=2)
    assert len(client.get(f"/api/games/{made['id']}/spectate").json()["view"]["players"]) == 2
    assert sorted(made["seats"]) == ["0", "1"]


@pytest.mark.parametrize(
    ("options", "named"),
    [
        ({"max_offers_per_turn": -1}, "options.max_offers_per_turn must be a whole number "
                                      "from 0 to 10, not -1"),
        ({"max_offers_per_turn": 11}, "options.max_offers_per_turn must be a whole number "
                                      "from 0 to 10, not 11"),
        ({"max_offers_per_turn": "3"}, "options.max_offers_per_turn must be a whole number"),
        ({"max_offers_per_turn": True}, "options.max_offers_per_turn must be a whole number"),
        ({"max_offers_per_turn": 2.5}, "options.max_offers_per_turn must be a whole number"),
        ({"max_offers_per_turn": None}, "options.max_offers_per_turn must be a whole number"),
        ({"trade_offer_list_max": 0}, "options.trade_offer_list_max must be a whole number "
                                      "from 1 to 3, not 0"),
        ({"trade_offer_list_max": 4}, "options.trade_offer_list_max must be a whole number "
                                      "from 1 to 3, not 4"),
        ({"combined_trade_build": "yes"}, "options.combined_trade_build must be true or "
                                          "false, not 'yes'"),
        ({"combined_trade_build": 1}, "options.combined_trade_build must be true or false"),
        ({"turn_limit": 0}, "options.turn_limit must be a whole number from 1 to 1000 or "
                            "null, not 0"),
        ({"turn_limit": 1001}, "options.turn_limit must be a whole number from 1 to 1000"),
        ({"turn_limit": "ten"}, "options.turn_limit must be a whole number from 1 to 1000"),
        ({"tiles": 3}, "options.tiles must be a house-rule file's text, not 3"),
        ({"tiles": ["language catan 1"]}, "options.tiles must be a house-rule file's text"),
        ({"tiles": "language catan 1\nrules x { }"}, "options.tiles: <tiles text>:2:"),
        ({"tiles": "language castles 1\n"}, "options.tiles: <tiles text>:1: Catan's house "
                                             "rules start with `language catan 1`"),
        ({"tiles": SHORT_GAME.replace("set 5", "set 0")},
         "options.tiles: the house rules make rule numbers win and bank must be positive"),
        ({"board": "name = ", "tiles": SHORT_GAME}, "options.board: <board text>: not a TOML"),
    ],
)
def test_a_bad_rule_option_is_refused_naming_it(
    client: Any, db: Path, options: dict[str, Any], named: str
) -> None:
    answer = client.post("/api/games", json={"game": "catan", "players": 3, "options": options})
    assert answer.status_code == 400, answer.text
    assert answer.json()["error"].startswith(named)
    with sqlite3.connect(db) as connection:
        assert connection.execute("SELECT count(*) FROM games").fetchone()[0] == 0


def test_house_rules_are_taken_as_text_and_never_read_from_the_servers_files(
    client: Any, tmp_path: Path
) -> None:
    path = tmp_path / "short.tiles"
    path.write_text(SHORT_GAME, encoding="utf-8")
    answer = client.post("/api/games", json={"game": "catan", "players": 3,
                                             "options": {"tiles": str(path)}})
    assert answer.status_code == 400
    assert answer.json()["error"] == (
        f"options.tiles must be a house-rule file's text, not {str(path)!r}")


#: Every rule option away from its default, and the view's account of them.
CHOSEN = {"max_offers_per_turn": 1, "trade_offer_list_max": 1, "combined_trade_build": True,
          "turn_limit": 90, "tiles": SHORT_GAME}


def chosen_in(view: dict[str, Any]) -> dict[str, Any]:
    return {"win": view["figures"]["win"], **{name: view["options"][name] for name in CHOSEN
                                              if name != "tiles"}}


def test_a_restarted_server_keeps_every_rule_option(db: Path) -> None:
    """The options are kept with the game: played again from its steps, or, when they no
    longer give its save, from the save alone (the engine's own, which holds them)."""
    with TestClient(create_app(db)) as client:
        made = new_catan(client, seed=5, bots={"1": "greedy", "2": "greedy"}, options=CHOSEN)
        token = made["seats"]["0"]
        for _ in range(2):
            answer = until_turn(client, made["id"], token)
            assert act(client, made["id"], token, answer["legal"][0]["id"]).status_code == 200
        before = until_turn(client, made["id"], token)
    expected = {"win": 5, **{name: CHOSEN[name] for name in CHOSEN if name != "tiles"}}
    assert chosen_in(before["view"]) == expected
    with TestClient(create_app(db)) as client:
        assert seat_answer(client, made["id"], token) == before
        assert state_message(client, made["id"], token)["log"]["whole"]
    with sqlite3.connect(db) as connection:
        connection.execute("DELETE FROM steps WHERE n = 1")
    with TestClient(create_app(db)) as client:
        again = seat_answer(client, made["id"], token)
        assert chosen_in(again["view"]) == expected and again == before
        assert not state_message(client, made["id"], token)["log"]["whole"]


# --- secrets --------------------------------------------------------------------------------


def told(game: catan.CatanGame, seat: int | None) -> tuple[dict[str, Any], dict[str, Any]]:
    """The answer and the page's message the server makes for ``seat`` at ``game``."""
    record = Record(id="g", kind="catan", players=len(game.state.players), seed=0,
                    options={}, bots={}, tokens={})
    table = Table(record, GAME, game, {})
    return as_json(table.answer(seat)), as_json(table.message(Watcher(seat)))


def test_a_seat_is_told_the_same_whatever_the_other_hands_and_the_deck_hold() -> None:
    game = played(catan.new_game(4, 3), 400)
    seat = game.current_player
    assert seat is not None
    # The same position with every other hand, the others' unplayed cards and the deck dealt
    # afresh (each hand's size kept); the random stream as it was.
    dealt = game.determinize(seat, seed=99).state
    other = position(evolve(dealt, seed=game.state.seed, draws=game.state.draws))
    others = [p.seat for p in game.state.players if p.seat != seat]
    assert [game.state.players[n].hand for n in others] != [
        other.state.players[n].hand for n in others]
    assert any(p.cards for p in game.state.players), "no development card bought yet"
    assert told(game, seat) == told(other, seat)
    assert told(game, None) == told(other, None)
    answer, _ = told(game, seat)
    mine = answer["view"]["players"][seat]
    assert mine["hand"] == dict(game.state.players[seat].hand)
    assert mine["held"] == list(game.state.players[seat].cards)
    for player in answer["view"]["players"]:
        if player["seat"] != seat:
            assert not {"hand", "held"} & set(player)
    assert not keys_in(answer) & HIDDEN_KEYS


def test_scores_hide_the_others_victory_point_cards_until_the_end() -> None:
    game = catan.new_game(3, 11)
    while not any("victory_point" in p.cards for p in game.state.players):
        played(game, 1)
    [holder] = [p.seat for p in game.state.players if "victory_point" in p.cards]
    totals = list(game.scores())
    watcher = (holder + 1) % 3
    assert GAME.scores(game, holder)[holder] == totals[holder]
    assert GAME.scores(game, watcher)[holder] < totals[holder]
    assert GAME.scores(game, None)[holder] < totals[holder]
    assert GAME.scores(game, watcher)[watcher] == totals[watcher]
    while not game.is_over:
        played(game, 1)
    assert GAME.scores(game, watcher) == GAME.scores(game, None) == list(game.scores())


def test_the_log_never_names_a_card_drawn_or_taken() -> None:
    record = Record(id="g", kind="catan", players=4, seed=3, options={}, bots={}, tokens={})
    game = catan.new_game(4, 3)
    table = Table(record, GAME, game, {})
    bots = [by_name("greedy", seat, "catan") for seat in range(4)]
    bought = stolen = 0
    while not game.is_over:
        step = table.play(game.current_player, bots[game.current_player].act(game))
        for event, line in zip(step.events, step.lines, strict=True):
            if isinstance(event, catan.events.CardBought):
                assert line.endswith("draws a development card")
                bought += 1
            if isinstance(event, catan.events.Stolen):
                assert " takes a card from " in line
                stolen += 1
        assert "(of " not in step.text  # a discard does not tell the discarder's hand
    assert bought and stolen


def test_every_text_a_seat_is_sent_holds_no_token_nor_random_stream(
    client: Any, db: Path
) -> None:
    made = new_catan(client, seed=12345)
    with sqlite3.connect(db) as connection:
        [save] = connection.execute("SELECT save FROM games").fetchone()
    game = burgundy.Game.from_json(save)
    for seat in (0, 1, 2):
        token = made["seats"][str(seat)]
        texts = [json.dumps(seat_answer(client, made["id"], token))]
        with client.websocket_connect(f"/ws/games/{made['id']}") as socket:
            socket.send_json({"type": "join", "token": token})
            texts += [socket.receive_text(), socket.receive_text()]
        texts.append(client.get(f"/api/games/{made['id']}/spectate").text)
        assert json.loads(texts[2])["view"] == as_json(game.view(seat).to_dict())
        for text in texts:
            assert not keys_in(json.loads(text)) & HIDDEN_KEYS
            assert "12345" not in text
            assert all(token not in text for token in made["seats"].values())


# --- whole games ----------------------------------------------------------------------------


def test_a_game_of_bots_plays_to_the_end_with_its_score_sheet(client: Any) -> None:
    made = new_catan(client, seed=4, bots={"0": "greedy", "1": "greedy", "2": "greedy"})
    deadline = time.monotonic() + 120
    while not (end := client.get(f"/api/games/{made['id']}/spectate").json())["over"]:
        assert time.monotonic() < deadline, "the bots did not finish the game"
        time.sleep(0.02)
    assert end["to_act"] is None and end["legal"] == []
    assert max(end["scores"]) >= 10
    state = state_message(client, made["id"], None)
    assert state["winners"] == [end["scores"].index(max(end["scores"]))]
    sheet = state["sheet"]
    assert [row[0] for row in sheet] == ["Settlements", "Cities", "Longest Road",
                                         "Largest Army", "Victory point cards", "Total"]
    assert sheet[-1][1] == end["scores"]
    assert [sum(seat) for seat in zip(*(row[1] for row in sheet[:-1]), strict=True)] == (
        end["scores"])
    replay = client.get(f"/api/games/{made['id']}/replay").json()
    last = client.get(f"/api/games/{made['id']}/replay/{len(replay['steps'])}").json()
    assert last["view"] == end["view"]


def test_a_game_past_its_turn_limit_ends_without_a_winner(client: Any) -> None:
    """C-END-4: the turn limit is not a rule; the page is told nobody won."""
    made = new_catan(client, seed=4, bots={"0": "greedy", "1": "greedy", "2": "greedy"},
                     options={"turn_limit": 2})
    deadline = time.monotonic() + 60
    while not (end := client.get(f"/api/games/{made['id']}/spectate").json())["over"]:
        assert time.monotonic() < deadline, "the bots did not end the game"
        time.sleep(0.02)
    assert end["view"]["turn"] == 2 and max(end["scores"]) < 10
    state = state_message(client, made["id"], None)
    assert state["winners"] == [] and state["sheet"][-1][1] == end["scores"]


def test_a_restarted_server_resumes_a_catan_game_where_it_stood(db: Path) -> None:
    with TestClient(create_app(db)) as client:
        made = new_catan(client, seed=5, bots={"1": "greedy", "2": "greedy"})
        token = made["seats"]["0"]
        for _ in range(2):  # seat 0's first settlement and road
            answer = until_turn(client, made["id"], token)
            assert act(client, made["id"], token, answer["legal"][0]["id"]).status_code == 200
        before = until_turn(client, made["id"], token)  # the bots wait for seat 0 again
        log = state_message(client, made["id"], None)["log"]
        assert before["view"]["roads"] and before["legal"] and not before["over"]
    with TestClient(create_app(db)) as client:
        assert seat_answer(client, made["id"], token) == before
        state = state_message(client, made["id"], token)
        assert state["log"] == log and state["log"]["whole"]
        assert act(client, made["id"], token, before["legal"][0]["id"]).status_code == 200
        after = seat_answer(client, made["id"], token)
        assert len(after["view"]["buildings"]) == len(before["view"]["buildings"]) + 1
