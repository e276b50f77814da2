"""Loading text that is not a valid saved game raises ``StateError`` naming what is wrong,
never ``KeyError``/``TypeError`` (API.md, "Saving and loading"); a save that loads is a
position the game can be in."""

from __future__ import annotations

import copy
import functools
import json
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import burgundy
from burgundy.bots import RandomBot
from burgundy.testing.invariants import check_invariants
from tests.properties.helpers import play_random

Json = Any
Edit = Callable[[Json], None]


@functools.cache
def _base_save() -> str:
    # Mid-game, 3 players on maps 1-3, with tiles on the estates and in the depots.
    game = burgundy.new_game(3, 5, estates=[1, 2, 3])
    play_random(game, 5, 120)
    assert not game.is_over
    return game.to_json()


def edited(edit: Edit) -> str:
    document = json.loads(_base_save())
    edit(document)
    return json.dumps(document)


def assert_state_error(text: Any, *names: str) -> str:
    with pytest.raises(burgundy.StateError) as raised:
        burgundy.Game.from_json(text)
    message = str(raised.value)
    for name in names:
        assert name in message, message
    return message


def _player(document: Json, seat: int = 0) -> Json:
    return document["state"]["players"][seat]


def _free_space(document: Json, colour_ok: Callable[[str], bool]) -> int:
    from burgundy import data

    player = _player(document)
    colours = data.estates()[player["estate_map"]].colours
    return next(
        space
        for space, placed in enumerate(player["spaces"])
        if placed is None and colour_ok(colours[space])
    )


def test_the_base_save_loads() -> None:
    # The edits below break this save one thing at a time.
    check_invariants(burgundy.Game.from_json(_base_save()))


# --- not a save at all -------------------------------------------------------------------


@pytest.mark.parametrize(
    "text", ["", "nope", "{", "[1, 2", "null", "[]", "42", '"save"', b"\xff\xfe", "{}"]
)
def test_text_that_is_not_a_save(text: str | bytes) -> None:
    assert_state_error(text)


@pytest.mark.parametrize("thing", [None, 42, ["format"], {"format": "burgundy-save"}])
def test_values_that_are_not_text(thing: object) -> None:
    assert_state_error(thing, "JSON text")


def test_deeply_nested_json() -> None:
    assert_state_error("[" * 100_000 + "]" * 100_000, "JSON")


# --- the envelope --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("key", "value", "named"),
    [
        ("format", "chess-save", "format"),
        ("format", None, "format"),
        ("version", 5, "version"),
        ("version", 0, "version"),
        ("version", "1", "version"),
        ("version", None, "version"),
        ("version", True, "version"),
        ("version", 1.0, "version"),
    ],
)
def test_wrong_format_or_version(key: str, value: object, named: str) -> None:
    assert_state_error(edited(lambda d: d.__setitem__(key, value)), named)


@pytest.mark.parametrize("key", ["format", "version", "tiles", "state"])
def test_missing_top_level_keys(key: str) -> None:
    assert_state_error(edited(lambda d: d.pop(key)), key)


def test_extra_top_level_key() -> None:
    assert_state_error(edited(lambda d: d.__setitem__("cheat", 1)), "unknown keys", "cheat")


# --- the state's fields --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("edit", "named"),
    [
        (lambda d: d["state"].pop("phase"), "state.phase"),
        (lambda d: d["state"].pop("pending"), "state.pending"),
        (lambda d: _player(d).pop("workers"), "state.players[0].workers"),
        (lambda d: _player(d, 2).pop("spaces"), "state.players[2].spaces"),
    ],
    ids=["phase", "pending", "workers", "spaces"],
)
def test_missing_keys(edit: Edit, named: str) -> None:
    assert_state_error(edited(edit), named, "missing")


@pytest.mark.parametrize(
    ("edit", "named"),
    [
        (lambda d: d["state"].__setitem__("cheat", 1), "cheat"),
        (lambda d: _player(d).__setitem__("gold", 9), "gold"),
    ],
    ids=["state", "player"],
)
def test_extra_keys(edit: Edit, named: str) -> None:
    assert_state_error(edited(edit), named, "extra")


@pytest.mark.parametrize(
    ("edit", "named"),
    [
        (lambda d: _player(d).__setitem__("points", "3"), "points"),
        (lambda d: _player(d).__setitem__("points", 3.5), "points"),
        (lambda d: _player(d).__setitem__("workers", True), "workers"),
        (lambda d: _player(d).__setitem__("storage", "ship"), "storage"),
        (lambda d: _player(d).__setitem__("dice", [1, "6"]), "dice"),
        (lambda d: d["state"].__setitem__("round", "3"), "round"),
        (lambda d: d["state"].__setitem__("phase", 1), "phase"),
        (lambda d: d["state"].__setitem__("bought", "no"), "bought"),
        (lambda d: d["state"].__setitem__("players", {}), "players"),
        (lambda d: d["state"].__setitem__("seed", None), "seed"),
        (lambda d: d["state"].__setitem__("pending", [{"type": "teleport"}]), "pending[0]"),
        (lambda d: d["state"].__setitem__("pending", [{"seat": 0}]), "type"),
    ],
    ids=[
        "points-str",
        "points-float",
        "workers-bool",
        "storage-str",
        "dice-str",
        "round-str",
        "phase-int",
        "bought-str",
        "players-object",
        "seed-null",
        "frame-unknown",
        "frame-untagged",
    ],
)
def test_wrong_types(edit: Edit, named: str) -> None:
    assert_state_error(edited(edit), named)


@pytest.mark.parametrize("name", ["workers", "silverlings", "points"])
def test_negative_resources(name: str) -> None:
    assert_state_error(
        edited(lambda d: _player(d).__setitem__(name, -1)), f"players[0].{name}", "negative"
    )


def test_a_tile_id_that_names_no_tile() -> None:
    text = edited(lambda d: _player(d).__setitem__("storage", ["dragon"]))
    assert_state_error(text, "state.players[0].storage[0]", "not a tile id")


@pytest.mark.parametrize(
    ("edit", "quoted"),
    [
        (lambda d: _player(d).__setitem__("storage", ["dragon"]), "'dragon' is not a tile id"),
        (lambda d: d["state"].__setitem__("pending", [{"type": "teleport"}]), "'teleport'"),
    ],
    ids=["tile-id", "frame-type"],
)
def test_messages_say_what_the_bad_value_is(edit: Edit, quoted: str) -> None:
    # Where (the path) is not enough for a person: say which value is wrong and why.
    assert_state_error(edited(edit), quoted)


@pytest.mark.parametrize(
    "edit",
    [
        # Well-formed ids of tiles that this game does not have.
        lambda d: _player(d).__setitem__("storage", ["knowledge:99"]),
        lambda d: _player(d).__setitem__("storage", ["building:spaceport"]),
        # A tile out of nowhere, and tiles gone.
        lambda d: _player(d).__setitem__("storage", ["castle"]),
        lambda d: d["state"].__setitem__("out", []),
        # A goods tile out of nowhere.
        lambda d: _player(d).__setitem__("goods_counts", [0, 9, 0, 0, 0, 0, 0]),
    ],
    ids=["knowledge-99", "building-spaceport", "extra-castle", "out-emptied", "goods-made-up"],
)
def test_tiles_that_do_not_exist_in_this_game(edit: Edit) -> None:
    assert_state_error(edited(edit), "tile")


def test_five_players() -> None:
    def five(d: Json) -> None:
        players = d["state"]["players"]
        while len(players) < 5:
            players.append(copy.deepcopy(players[0]) | {"seat": len(players)})
        d["state"]["turn_order"] = [0, 1, 2, 3, 4]

    assert_state_error(edited(five), "players", "2 to 4")


def test_an_impossible_tile_colour_on_a_space() -> None:
    def ship_on_land(d: Json) -> None:
        space = _free_space(d, lambda colour: colour != "blue")
        _player(d)["spaces"][space] = "ship"

    assert_state_error(edited(ship_on_land), "players[0].spaces[", "ship")


@pytest.mark.parametrize(
    ("edit", "named"),
    [
        (lambda d: _player(d).__setitem__("estate_map", 10), "estate_map"),
        (lambda d: _player(d).__setitem__("dice", [7, 1]), "dice"),
        (lambda d: _player(d).__setitem__("storage", ["ship", "mine", "ship", "ship"]), "storage"),
        (lambda d: _player(d).__setitem__("goods_counts", [0, 1, 1, 1, 1, 0, 0]), "goods"),
        (lambda d: d["state"].__setitem__("turn_order", [0, 0, 1]), "turn_order"),
        (lambda d: d["state"].__setitem__("phase", "F"), "phase"),
        (lambda d: d["state"].__setitem__("round", 6), "round"),
        (lambda d: d["state"].__setitem__("turn", 3), "turn"),
    ],
    ids=[
        "map-10",
        "die-7",
        "storage-4",
        "goods-4-types",
        "turn-order",
        "phase-F",
        "round-6",
        "turn",
    ],
)
def test_impossible_values(edit: Edit, named: str) -> None:
    assert_state_error(edited(edit), named)


# --- the tile set a save names -----------------------------------------------------------


@pytest.mark.parametrize(
    ("tiles", "named"),
    [
        ("house", "tiles"),
        ([], "tiles"),
        ({"sources": 5}, "tiles"),
        ({"sources": [{"path": "x.tiles", "text": "building {"}]}, "x.tiles"),
        ({"sources": [], "hooks": ["missing_hook"]}, "missing_hook"),
        ({"sources": [], "hooks": [["not", "a", "name"]]}, "hooks"),
        ({"sources": [{"path": 1, "text": 2}]}, "tiles"),
    ],
    ids=["name", "list", "sources-int", "bad-text", "hook-missing", "hook-not-str", "text-int"],
)
def test_a_malformed_tile_set(tiles: Json, named: str) -> None:
    assert_state_error(edited(lambda d: d.__setitem__("tiles", tiles)), named)


# --- saves that load but are not positions the game can be in ------------------------------


def _extra_depot_slot(d: Json) -> None:
    d["state"]["depot_slots"][0].append("ship")


def _automatic_frame_on_top(d: Json) -> None:
    d["state"]["pending"].append({"type": "flow", "step": "next_phase"})


def _flow_steps(*steps: str) -> Edit:
    """The pending stack set to these flow steps (and frames) under a start castle's choice."""

    def edit(d: Json) -> None:
        frames = [s if isinstance(s, dict) else {"type": "flow", "step": s} for s in steps]
        d["state"]["pending"] = [*frames, {"type": "start_castle", "seat": 0}]

    return edit


@pytest.mark.parametrize(
    "edit",
    [
        _extra_depot_slot,
        lambda d: d["state"].__setitem__("bonus_claims", []),
        lambda d: d["state"].__setitem__("track", [[0, 1]]),
        lambda d: d["state"].__setitem__("round_goods", []),
        lambda d: d["state"].__setitem__("depot_goods_", [[9], [], [], [], [], []]),
        lambda d: d["state"].__setitem__("white_die", 9),
        _automatic_frame_on_top,
        _flow_steps("first_round", "first_round"),
        _flow_steps("mine_income", "next_phase"),
    ],
    ids=[
        "depot-slot-added",
        "bonus-claims-empty",
        "track-without-seat-2",
        "round-goods-empty",
        "goods-type-9",
        "white-die-9",
        "automatic-frame-on-top",
        "flow-step-twice",
        "flow-steps-out-of-order",
    ],
)
def test_saves_of_impossible_positions(edit: Edit) -> None:
    assert_state_error(edited(edit))


# --- fuzzing real saves ------------------------------------------------------------------


@functools.cache
def _saves() -> tuple[str, ...]:
    """Real saves: a fresh game, mid-game, in decisions, near the end, with house rules."""
    from tests.properties.helpers import house_tiles

    saves = [_base_save()]
    for players, seed, steps, tiles in (
        (2, 1, 0, None),
        (4, 2, 150, None),
        (2, 3, 140, None),
        (3, 4, 400, None),
        (3, 6, 100, house_tiles()),
    ):
        game = burgundy.new_game(players, seed, estates=[seed % 9 + 1] * players, tiles=tiles)
        play_random(game, seed, steps)
        saves.append(game.to_json())
    return tuple(saves)


_json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-3, 2**70)
    | st.floats(allow_nan=False)
    | st.sampled_from(["", "A", "castle", "ship", "knowledge:3", "building:bank", "flow", "die"]),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=6,
)


def _paths(node: Json, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix]
    if isinstance(node, dict):
        for key, value in node.items():
            found += _paths(value, (*prefix, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            found += _paths(value, (*prefix, index))
    return found


@st.composite
def mutated_saves(draw: st.DrawFn, under: str | None = None) -> str:
    """A real save with 1-3 random edits: replace a value, delete it, add a key, or
    duplicate a list item; only under the top-level key ``under`` if given."""
    saves = _saves()
    if under == "tiles":  # the one save that carries its tile sources
        saves = tuple(save for save in saves if '"tiles":"standard"' not in save)
    document = json.loads(draw(st.sampled_from(saves)))
    for _ in range(draw(st.integers(1, 3))):
        paths = [p for p in _paths(document)[1:] if under is None or p[0] == under]
        if not paths:
            break
        path = draw(st.sampled_from(paths))
        parent = document
        for key in path[:-1]:
            parent = parent[key]
        key = path[-1]
        how = draw(st.sampled_from(["replace", "delete", "add", "duplicate", "nudge"]))
        if how == "delete":
            del parent[key]
        elif how == "add" and isinstance(parent, dict):
            parent[draw(st.text(max_size=6))] = draw(_json_values)
        elif how == "duplicate" and isinstance(parent, list):
            parent.insert(key, copy.deepcopy(parent[key]))
        elif how == "nudge" and type(parent[key]) is int:
            parent[key] += draw(st.sampled_from([-1, 1, 7]))
        else:
            parent[key] = draw(_json_values)
    return json.dumps(document)


FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))


def _loads_or_raises_state_error(text: str) -> None:
    try:
        burgundy.Game.from_json(text)
    except burgundy.StateError as error:
        assert str(error)


@FUZZ
@given(mutated_saves(under="state"))
def test_a_save_with_a_mutated_state_loads_or_raises_state_error(text: str) -> None:
    _loads_or_raises_state_error(text)


@FUZZ
@given(mutated_saves(under="tiles"))
def test_a_save_with_mutated_tile_sources_loads_or_raises_state_error(text: str) -> None:
    _loads_or_raises_state_error(text)


@FUZZ
@given(mutated_saves())
def test_a_mutated_save_that_loads_is_a_possible_position(text: str) -> None:
    try:
        game = burgundy.Game.from_json(text)
    except burgundy.StateError:
        return
    check_invariants(game)
    assert burgundy.Game.from_json(game.to_json()).to_json() == game.to_json()
    bot = RandomBot(0)
    for _ in range(40):
        if game.is_over:
            break
        game.apply(bot.act(game))
