"""Saves cannot lie: what is derived from the table (live hooks, the tiles behind pending
effects) is checked on load; saves carry the engine version and the tile set's digest;
older save versions migrate; every real save matches the shipped JSON Schema."""

from __future__ import annotations

import json
import random

import jsonschema
import pytest
from hypothesis import given
from hypothesis import strategies as st

import burgundy
from burgundy import data, serialize
from burgundy.model.state import EffectFrame, SellChoice
from burgundy.schema import save_schema, schema_text, shipped_schema
from burgundy.testing import Scenario
from tests.properties.helpers import find_pending, house_tiles
from tests.properties.test_malformed_saves import (
    FUZZ,
    _player,
    _saves,
    assert_state_error,
    edited,
)


def test_a_save_cannot_switch_on_knowledge_tile_3_without_the_tile() -> None:
    def switch_on(document: dict[str, object]) -> None:
        _player(document, 1)["hooked"].append("knowledge:3")

    message = assert_state_error(edited(switch_on), "players[1].hooked", "knowledge:3")
    assert "live without the tile in the estate" in message


def test_a_save_cannot_switch_off_a_placed_tile() -> None:
    game = (
        Scenario(players=2)
        .estate(0, {12: "knowledge:3"})
        .build()
    )
    assert game.state.players[0].hooked == ("knowledge:3",)
    document = json.loads(game.to_json())
    _player(document, 0)["hooked"] = []
    assert_state_error(json.dumps(document), "players[0].hooked", "not live")


def test_a_pending_effect_needs_its_tile_in_the_estate() -> None:
    game, _, _ = find_pending(SellChoice)  # a warehouse's sale waits
    seat = game.state.pending[-1].seat  # type: ignore[union-attr]
    document = json.loads(game.to_json())
    spaces = _player(document, seat)["spaces"]
    spaces[spaces.index("building:warehouse")] = None
    hooked = _player(document, seat)["hooked"]
    assert "building:warehouse" not in hooked
    assert_state_error(json.dumps(document), "tile_id", "no building:warehouse in seat")


def test_an_effect_frame_for_a_tile_elsewhere_is_refused() -> None:
    def effect(document: dict[str, object]) -> None:
        frame = EffectFrame(seat=0, tile_id="knowledge:12", hook=-1, path=(), pc=0)
        pending = document["state"]["pending"]  # type: ignore[index]
        pending.insert(0, serialize.CONVERTER.unstructure(frame, EffectFrame))

    assert_state_error(edited(effect), "pending[0].tile_id", "knowledge:12")


def test_more_bonus_tiles_than_exist_are_refused() -> None:
    def twice(document: dict[str, object]) -> None:
        for seat in (0, 1):
            _player(document, seat)["bonus_tiles"] = [["blue", "large"]]
        document["state"]["bonus_claims"][data.COLOURS.index("blue")] = 2  # type: ignore[index]

    assert_state_error(edited(twice), "players[1].bonus_tiles[0]", "one large blue bonus tile")


@pytest.mark.parametrize(
    ("edit", "path"),
    [
        (lambda d: _player(d, 1)["storage"].__setitem__(slice(None), ["ship"] * 4), "storage"),
        (lambda d: _player(d, 1)["storage"].insert(0, "castel"), "players[1].storage[0]: "),
        (lambda d: _player(d, 2)["spaces"].__setitem__(0, 7), "players[2].spaces[0]: "),
    ],
)
def test_messages_name_the_path_first(edit: object, path: str) -> None:
    assert_state_error(edited(edit), path)  # type: ignore[arg-type]


def test_saves_carry_the_engine_version_and_tile_set_digest() -> None:
    game = burgundy.new_game(2, 1, tiles=house_tiles())
    document = json.loads(game.to_json())
    assert document["engine"] == burgundy.__version__
    assert document["ruleset"] == game.tiles.digest
    assert document["version"] == serialize.VERSION == 4


def test_a_save_under_other_tiles_is_refused() -> None:
    text = edited(lambda d: d.__setitem__("ruleset", "0123456789abcdef"))
    assert_state_error(text, "ruleset", "saved under tile set 0123456789abcdef")


@pytest.mark.parametrize("save", range(6))
def test_a_version_1_save_migrates(save: int) -> None:
    text = _saves()[save]
    document = json.loads(text)
    old = {k: v for k, v in document.items() if k not in ("engine", "ruleset")}
    old["version"] = 1
    game = burgundy.Game.from_json(json.dumps(old), hooks=None)
    assert game.to_json() == burgundy.Game.from_json(text).to_json()


def test_every_version_below_the_current_one_has_a_migration() -> None:
    assert sorted(serialize.MIGRATIONS) == list(range(1, serialize.VERSION))


# --- the JSON Schema ---------------------------------------------------------------------


def test_the_shipped_schema_is_current() -> None:
    # After a change to the state classes: python -m burgundy.schema
    assert shipped_schema() == json.loads(schema_text())
    jsonschema.Draft202012Validator.check_schema(shipped_schema())


def _validator() -> jsonschema.Draft202012Validator:
    return jsonschema.Draft202012Validator(shipped_schema())


@pytest.mark.parametrize(("players", "seed"), [(2, 21), (3, 22), (4, 23)])
def test_every_save_of_a_game_matches_the_schema(players: int, seed: int) -> None:
    tiles = house_tiles() if seed == 22 else None
    game = burgundy.new_game(players, seed, estates=[seed % 9 + 1] * players, tiles=tiles)
    validator = _validator()
    choose = random.Random(seed).choice
    while True:
        validator.validate(json.loads(game.to_json()))
        if game.is_over:
            break
        game.apply(choose(game.legal_actions()))


def test_the_schema_refuses_what_loading_refuses() -> None:
    validator = _validator()
    for edit in (
        lambda d: _player(d, 0).__setitem__("points", "7"),
        lambda d: d["state"].__setitem__("colour", 1),
        lambda d: d["state"]["pending"].append({"type": "teleport"}),
        lambda d: d.pop("ruleset"),
    ):
        text = edited(edit)
        assert not validator.is_valid(json.loads(text))
        assert_state_error(text)
    assert save_schema()["properties"]["version"] == {"const": serialize.VERSION}


# --- fuzzing -----------------------------------------------------------------------------


@FUZZ
@given(st.sampled_from(range(6)), st.floats(0, 1, exclude_max=True))
def test_a_truncated_save_raises_state_error(save: int, where: float) -> None:
    text = _saves()[save]
    with pytest.raises(burgundy.StateError):
        burgundy.Game.from_json(text[: int(len(text) * where)])
