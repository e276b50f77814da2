"""Catan through the kernel's ``Game`` handle: everything every game shares (API.md, "What
every game shares"): new_game's arguments, action ids, saves (exact mid-decision), replays,
undo to revealed information, views and determinized games, and ``burgundy.GAMES``."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest

import burgundy
from burgundy import replays
from burgundy.games import catan
from burgundy.games.catan import (
    AnswerTrade,
    BuildRoad,
    Choose,
    Discard,
    MoveRobber,
    PlaceRoad,
    PlayCard,
    ProposeTrade,
    Roll,
    Steal,
)
from burgundy.games.catan.events import Monopolized
from burgundy.games.catan.frames import Discarding, Offer, Run
from burgundy.games.catan.geometry import CORNERS, adjacent
from tests.catan.helpers import BLUE, R1, RED, WHITE, road, scenario


def played(players: int, seed: int, steps: int | None = None) -> catan.CatanGame:
    game = catan.new_game(players=players, seed=seed)
    choose = random.Random(seed)
    while not game.is_over and (steps is None or steps > 0):
        game.apply(choose.choice(game.legal_actions()))
        steps = None if steps is None else steps - 1
    return game


def reloaded(game: burgundy.Game) -> catan.CatanGame:
    loaded = burgundy.Game.from_json(game.to_json())
    assert loaded.state == game.state and loaded.legal_actions() == game.legal_actions()
    assert loaded.to_json() == game.to_json()
    return loaded


def test_games_are_listed_by_name_and_named() -> None:
    assert list(burgundy.GAMES) == ["castles", "catan", "lastrada"]
    assert burgundy.GAMES["catan"] is catan
    game = catan.new_game(players=3, seed=1)
    assert game.name == "catan" and len(game.state.players) == 3


@pytest.mark.parametrize(
    ("arguments", "named"),
    [({"players": 5}, "players"), ({"seed": "7"}, "seed"), ({"board": "rows = 3"}, "board"),
     ({"max_offers_per_turn": -1}, "max_offers_per_turn"), ({"dice": "loaded"}, "dice"),
     ({"combined_trade_build": "yes"}, "combined_trade_build")],
)
def test_bad_arguments_name_the_argument(arguments: dict[str, Any], named: str) -> None:
    with pytest.raises(ValueError, match=named):
        catan.new_game(**arguments)


@pytest.mark.rule("C-TURN-6")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_whole_game_keeps_its_ids_saves_and_replay(players: int) -> None:
    game = catan.new_game(players=players, seed=players)
    choose = random.Random(players)
    while not game.is_over:
        legal = game.legal_actions()
        ids = game.legal_action_ids()
        assert len(set(ids)) == len(legal) and all(0 <= n < game.action_space_size for n in ids)
        assert [game.action_from_id(n) for n in ids] == list(legal)
        if choose.random() < 0.03:
            reloaded(game)
        game.apply(choose.choice(legal))
    assert game.winners() and game.current_player is None and not game.legal_actions()
    assert max(game.scores()) == game.scores()[game.winners()[0]] >= 10
    again = burgundy.replay(game.replay().to_json())
    assert again.state == game.state and burgundy.replay(game.replay()).state == game.state
    lines = list(replays.log_lines(game.replay().to_json()))  # burgundy replay
    assert lines[0].startswith(f"Catan, {players} players") and lines[-1].startswith("end: Seat")
    # The same seed and actions give the same game.
    assert played(players, 11).state == played(players, 11).state


def test_a_replay_of_a_game_on_a_board_file_plays_anywhere(tmp_path: Any) -> None:
    board = tmp_path / "r1.toml"
    board.write_text(R1, encoding="utf-8")
    game = catan.new_game(players=3, seed=2, board=board)
    for _ in range(10):
        game.apply(game.legal_actions()[0])
    board.unlink()
    assert burgundy.replay(game.replay().to_json()).state == game.state


def test_an_id_no_legal_action_has_is_refused_and_changes_nothing() -> None:
    game = played(3, 2, steps=30)
    before = game.state
    with pytest.raises(ValueError, match="out of range"):
        game.action_from_id(game.action_space_size)
    unused = next(n for n in range(game.action_space_size) if n not in game.legal_action_ids())
    with pytest.raises(burgundy.IllegalActionError, match="not a legal action now"):
        game.action_from_id(unused)
    with pytest.raises(burgundy.IllegalActionError, match="expected an action"):
        game.apply("end turn")  # type: ignore[arg-type]
    assert game.state is before


# --- saves exact mid-decision -------------------------------------------------------------


def test_a_save_mid_discard_loads_exactly() -> None:
    game = (scenario().settlement(RED, 3).settlement(BLUE, 35)
            .hand(RED, {"ore": 5, "wool": 4}).hand(BLUE, {"grain": 8, "brick": 2})
            .turn(RED).dice(3, 4).build())
    game.apply(Roll())
    game.apply(Discard("ore"))
    frame = game.state.pending[-1]
    assert isinstance(frame, Discarding) and (frame.seat, frame.left) == (RED, 3)
    loaded = reloaded(game)
    for _ in range(3):
        loaded.apply(Discard("wool"))
    assert isinstance(loaded.state.pending[-1], Discarding)
    assert loaded.state.pending[-1].seat == BLUE  # C-ROBBER-3: clockwise from the roller


def test_a_save_mid_trade_loads_exactly() -> None:
    game = (scenario().settlement(RED, 3).hand(RED, {"ore": 1}).hand(BLUE, {"wool": 1})
            .hand(WHITE, {"wool": 2}).turn(RED, rolled=True).build())
    game.apply(ProposeTrade(("ore",), ("wool",)))
    game.apply(AnswerTrade(True))
    offer = game.state.pending[-1]
    assert isinstance(offer, Offer) and offer.accepted == (BLUE,) and offer.waiting
    loaded = reloaded(game)
    loaded.apply(AnswerTrade(True))
    loaded.apply(AnswerTrade(False))
    assert reloaded(loaded).current_player == RED  # closes the offer now


def test_a_save_mid_card_program_loads_exactly() -> None:
    game = (scenario().settlement(RED, 3).road(RED, road(3, 8)[0])
            .cards(RED, ["road_building"]).turn(RED, rolled=True).build())
    game.apply(PlayCard("road_building"))
    game.apply(next(a for a in game.legal_actions() if isinstance(a, PlaceRoad)))
    assert any(isinstance(f, Run) for f in game.state.pending)
    loaded = reloaded(game)
    loaded.apply(loaded.legal_actions()[0])
    assert sum(1 for s in loaded.state.roads.values() if s == RED) == 3
    assert loaded.state.deck[-1] == "road_building"  # C-DEV-4: back under the deck


def test_a_save_waiting_for_a_monopolys_resource_from_before_its_program_was_read_loads() -> None:
    # Such a save held the decision as a frame of its own, without the card's program.
    game = (scenario().cards(RED, ["monopoly"]).hand(BLUE, {"ore": 2})
            .turn(RED, rolled=True).build())
    game.apply(PlayCard("monopoly"))
    document = json.loads(game.to_json())
    document["state"]["pending"][-1] = {"kind": "ChoosingMonopoly", "seat": RED}
    loaded = burgundy.Game.from_json(json.dumps(document))
    assert loaded.state == game.state
    assert loaded.apply(Choose("ore")) == (Monopolized(RED, "ore", {BLUE: 2}),)


# --- undo to revealed information ----------------------------------------------------------


def test_undo_goes_back_over_set_up_and_building_but_stops_at_the_roll() -> None:
    game = catan.new_game(players=3, seed=4)
    first = game.state
    game.apply(game.legal_actions()[0])
    game.apply(game.legal_actions()[0])
    game.undo()
    game.undo()
    assert game.state == first and not game.can_undo
    game = (scenario().settlement(RED, 3).road(RED, road(3, 8)[0])
            .hand(RED, {"lumber": 2, "brick": 2}).turn(RED).dice(2, 2).build())
    game.apply(Roll())
    assert not game.can_undo  # the dice were rolled: undo may not roll again
    rolled = game.state
    game.apply(next(a for a in game.legal_actions() if isinstance(a, BuildRoad)))
    game.undo()
    assert game.state == rolled and not game.can_undo
    with pytest.raises(burgundy.IllegalActionError, match="nothing to undo"):
        game.undo()
    game.redo()
    assert game.state != rolled


#: Beside Blue's settlement on I16, where a robber takes a card from Blue.
BESIDE_BLUE = next(h for h, corners in CORNERS.items() if 16 in corners and h != (0, 0))
DISCARDS = [Discard("ore")] * 4
THEFT = [Roll(), *DISCARDS, MoveRobber(BESIDE_BLUE), Steal(BLUE)]


@pytest.mark.parametrize(
    "reveal",
    [[Roll(), *DISCARDS], THEFT, [PlayCard("knight")]],
    ids=["discards show cards of a hand", "a theft draws a card", "a card was hidden"],
)
def test_undo_stops_where_something_hidden_was_revealed(reveal: list[Any]) -> None:
    game = (scenario().settlement(RED, 3).settlement(BLUE, 16)
            .hand(RED, {"ore": 8, "wool": 1}).hand(BLUE, {"grain": 2})
            .cards(RED, ["knight"]).turn(RED).dice(3, 4).build())
    for action in reveal:
        game.apply(action)
    assert not game.can_undo
    revealed = game.state
    game.apply(game.legal_actions()[-1])
    game.undo()
    assert game.state == revealed and not game.can_undo


def test_buying_a_card_cannot_be_undone() -> None:
    game = (scenario().settlement(RED, 3).hand(RED, {"ore": 1, "wool": 1, "grain": 1})
            .turn(RED, rolled=True).build())
    game.apply(catan.BuyCard())
    assert not game.can_undo


# --- views, determinized games, scenarios --------------------------------------------------


def test_views_and_determinized_games_show_the_same_table() -> None:
    game = played(4, 5, steps=200)
    seat = game.current_player
    assert seat is not None
    view = game.view(seat)
    public = game.public_view()
    assert view.to_dict()["seat"] == seat and "seat" not in public
    assert all("hand" not in p and "held" not in p for p in public["players"])
    other = game.determinize(seat, seed=99)
    assert other.view(seat) == view and other.legal_actions() == game.legal_actions()
    with pytest.raises(ValueError, match="seat"):
        game.view(4)


@pytest.mark.rule("C-TURN-7")
def test_games_a_seat_cannot_tell_apart_determinize_alike() -> None:
    """Determinizing reads only the seat's view: which other seat holds which card, and
    the deck's order, do not change the game drawn."""
    one = (scenario().settlement(RED, 3).cards(BLUE, ["monopoly", "knight"])
           .cards(WHITE, ["victory_point"]).turn(RED, rolled=True).build())
    other = (scenario().settlement(RED, 3).cards(BLUE, ["knight", "victory_point"])
             .cards(WHITE, ["monopoly"]).turn(RED, rolled=True).build())
    assert one.state != other.state and one.view(RED) == other.view(RED)
    for seed in range(5):
        assert one.determinize(RED, seed).state == other.determinize(RED, seed).state


def test_a_scenario_builds_a_game_without_a_replay() -> None:
    game = scenario().settlement(RED, 3).turn(RED).build()
    assert game.name == "catan" and game.current_player == RED
    assert game.legal_actions()[0] == Roll()
    with pytest.raises(burgundy.StateError, match="no replay"):
        game.replay()


# --- bad saves and replays -----------------------------------------------------------------


def _player(index: int, key: str, value: Any) -> Callable[[dict[str, Any]], None]:
    return lambda d: d["state"]["players"][index].update({key: value})


@pytest.mark.parametrize(
    ("change", "named"),
    [
        (lambda d: d.update(game="chess"), "game"),
        (lambda d: d.update(state_version=7), "state_version"),
        (lambda d: d.pop("engine"), "keys"),
        (lambda d: d["state"].update(turn="two"), r"state\.turn"),
        (lambda d: d["state"]["bank"].update(wool=17), "wool: 18 between the bank"),
        (lambda d: d["state"]["deck"].append("knight"), "15 knight cards, not more than 14"),
        (lambda d: d["state"].update(returned=1), r"returned: 1, but the deck \(25 cards\)"),
        (lambda d: d["state"]["deck"].append("dragon"), "no card 'dragon'"),
        (lambda d: d["state"]["buildings"].append([adjacent(3)[0], [1, "settlement"]]),
         "distance rule"),
        (lambda d: d["state"]["buildings"].append([40, [1, "castle"]]), "buildings: 40"),
        (lambda d: d["state"].update(roads=[[p, 0] for p in range(16)]), "16 roads"),
        (lambda d: d["state"]["pending"].append({"kind": "Dragon"}), r"state\.pending"),
        (lambda d: d["state"].update(robber=[3, 3]), "robber"),
        (lambda d: d["state"].update(seat=5), "seat: 5 does not play"),
        (_player(0, "bought", 3), r"players\[0\]\.bought"),
        (lambda d: d["state"]["players"][1]["hand"].update(gold=1), r"players\[1\]\.hand"),
        (lambda d: d["state"]["figures"].update(win=0), "figures"),
    ],
)
def test_a_malformed_save_is_refused_naming_what_is_wrong(change: Any, named: str) -> None:
    game = (scenario().settlement(RED, 3).settlement(BLUE, 35).road(RED, road(3, 8)[0])
            .hand(RED, {"wool": 1}).turn(RED).build())
    document = json.loads(game.to_json())
    change(document)
    with pytest.raises(burgundy.StateError, match=named):
        burgundy.Game.from_json(json.dumps(document))


@pytest.mark.parametrize(
    ("change", "named"),
    [
        (lambda d: d.update(game="chess"), "game"),
        (lambda d: d["actions"].__setitem__(0, {"type": "fly"}), r"actions\[0\]"),
        (lambda d: d["actions"].__setitem__(1, {"type": "choose", "option": 3}),
         r"actions\[1\]"),
        (lambda d: d["actions"].insert(0, {"type": "end_turn"}), "step 0"),
        (lambda d: d["options"].update(players=9), "players"),
    ],
)
def test_a_malformed_replay_is_refused_naming_what_is_wrong(change: Any, named: str) -> None:
    document = json.loads(played(3, 6, steps=12).replay().to_json())
    change(document)
    with pytest.raises(burgundy.ReplayError, match=named):
        burgundy.replay(json.dumps(document))


def test_a_discovery_choice_survives_a_replay() -> None:
    game = catan.new_game(players=3, seed=8)
    record = catan.Replay(game.replay().engine, game.replay().options, (Choose(("ore", "wool")),))
    assert catan.Replay.from_json(record.to_json()) == record
