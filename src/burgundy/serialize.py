"""The one cattrs converter: JSON saves of game states, actions and events.

Unions are tagged with stable names kept on the classes (``tag``) or listed here, never
Python class names; unknown keys are rejected; every save starts with its format version.
Loading never runs code: it is JSON, structured field by field and checked.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any, TypeVar

import attrs
import cattrs

from burgundy import data
from burgundy.actions import ACTION_TYPES, Action, Option
from burgundy.errors import StateError
from burgundy.events import EVENT_TYPES, Event
from burgundy.model import state as model
from burgundy.model.tile import Tile, tile

FORMAT = "burgundy-save"
VERSION = 1
T = TypeVar("T")

FRAME_TAGS: Mapping[type, str] = {
    model.StartCastleChoice: "start_castle",
    model.DiscardChoice: "discard",
    model.ShipChoice: "ship",
    model.GoodsChoice: "goods",
    model.ExtraActionChoice: "extra_action",
    model.TakeChoice: "take",
    model.PlaceChoice: "place",
    model.SellChoice: "sell",
    model.ShipMove: "ship_move",
    model.EffectFrame: "effect",
    model.FlowStep: "flow",
}


def _strict(kind: type) -> Callable[[Any, type], Any]:
    def structure(value: Any, _: type) -> Any:
        # bool is an int in Python; a save must say what it means.
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise ValueError(f"expected {kind.__name__}, got {json.dumps(value)}")
        return value

    return structure


def _tagged(converter: cattrs.Converter, tags: Mapping[type, str]) -> tuple[Any, Any]:
    by_tag = {tag: cls for cls, tag in tags.items()}

    def unstructure(value: Any) -> dict[str, Any]:
        fields = {
            f.name: converter.unstructure(getattr(value, f.name), f.type)
            for f in attrs.fields(type(value))
        }
        return {"type": tags[type(value)], **fields}

    def structure(value: Any, _: type) -> Any:
        if not isinstance(value, dict) or "type" not in value:
            raise ValueError(f"expected an object with a 'type', got {json.dumps(value)[:60]}")
        fields = dict(value)
        tag = fields.pop("type")
        if tag not in by_tag:
            raise ValueError(f"unknown type {tag!r} (known: {', '.join(sorted(by_tag))})")
        return converter.structure(fields, by_tag[tag])

    return unstructure, structure


def _option(value: Any, _: type) -> Option:
    if isinstance(value, bool):
        raise ValueError(f"expected an option, got {json.dumps(value)}")
    if isinstance(value, int | str):
        return value
    if isinstance(value, list) and all(
        isinstance(v, int) and not isinstance(v, bool) for v in value
    ):
        return tuple(value)
    raise ValueError(
        f"expected an option (number, text or list of numbers), got {json.dumps(value)}"
    )


def _tile(value: Any, _: type) -> Tile:
    if not isinstance(value, str):
        raise ValueError(f"expected a tile id, got {json.dumps(value)}")
    return tile(value)


def make_converter() -> cattrs.Converter:
    converter = cattrs.Converter(forbid_extra_keys=True)
    for kind in (int, str, bool):
        converter.register_structure_hook(kind, _strict(kind))
    converter.register_unstructure_hook(Tile, str)
    converter.register_structure_hook(Tile, _tile)
    converter.register_structure_hook(Option, _option)
    converter.register_unstructure_hook(tuple, lambda t: [converter.unstructure(v) for v in t])
    frames = _tagged(converter, FRAME_TAGS)
    events = _tagged(converter, {cls: vars(cls)["tag"] for cls in EVENT_TYPES})
    actions = _tagged(converter, {cls: vars(cls)["tag"] for cls in ACTION_TYPES})
    for union, types, (unstructure, structure) in (
        (model.Frame, model.FRAME_TYPES, frames),
        (Event, EVENT_TYPES, events),
        (Action, ACTION_TYPES, actions),
    ):
        converter.register_structure_hook(union, structure)
        converter.register_structure_hook(union | None, _optional(structure))
        for cls in types:
            converter.register_unstructure_hook(cls, unstructure)
    return converter


def _optional(structure: Callable[[Any, type], Any]) -> Callable[[Any, type], Any]:
    return lambda value, cls: None if value is None else structure(value, cls)


CONVERTER = make_converter()


def dumps(document: Any) -> str:
    return json.dumps(document, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def state_to_document(state: model.GameState, tiles: Any) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "tiles": tiles,
        "state": CONVERTER.unstructure(state),
    }


def _explain(error: Exception) -> str:
    if isinstance(error, cattrs.BaseValidationError):
        return "; ".join(cattrs.transform_error(error, path="state"))
    return str(error)


def structure(value: Any, cls: type[T], what: str) -> T:
    try:
        return CONVERTER.structure(value, cls)
    except (cattrs.BaseValidationError, ValueError, TypeError, KeyError, AttributeError) as error:
        raise StateError(f"malformed {what}: {_explain(error)}") from None


def parse_document(text: str) -> dict[str, Any]:
    if not isinstance(text, str | bytes):
        raise StateError(f"a save is JSON text, not {type(text).__name__}")
    try:
        document = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as error:
        raise StateError(f"not JSON: {error}") from None
    if not isinstance(document, dict):
        raise StateError("a save is a JSON object with 'format', 'version', 'tiles' and 'state'")
    if document.get("format") != FORMAT:
        raise StateError(f"not a burgundy save: 'format' must be {FORMAT!r}")
    if document.get("version") != VERSION:
        raise StateError(
            f"unsupported save version {document.get('version')!r} (this engine reads {VERSION})"
        )
    extra = set(document) - {"format", "version", "tiles", "state"}
    if extra:
        raise StateError(f"unknown keys in the save: {', '.join(sorted(extra))}")
    if "state" not in document or "tiles" not in document:
        raise StateError("a save needs 'tiles' and 'state'")
    return document


def check_state(state: model.GameState) -> None:
    """The physical limits every position respects; a save breaking one is malformed."""

    def fail(where: str, what: str) -> None:
        raise StateError(f"malformed save: state.{where}: {what}")

    players = len(state.players)
    if not 2 <= players <= 4:
        fail("players", f"a game has 2 to 4 players, not {players}")
    if state.phase not in data.PHASES:
        fail("phase", f"must be one of A-E, not {state.phase!r}")
    if not 1 <= state.round <= 5:
        fail("round", f"must be 1-5, not {state.round}")
    if sorted(state.turn_order) != list(range(players)):
        fail("turn_order", "must list every seat once")
    if not 0 <= state.turn < players:
        fail("turn", f"must be 0-{players - 1}")
    if len(state.depot_slots) != 6 or len(state.depot_goods_) != 6:
        fail("depot_slots", "there are six numbered depots")
    for seat, player in enumerate(state.players):
        where = f"players[{seat}]"
        if player.seat != seat:
            fail(f"{where}.seat", f"must be {seat}")
        if player.estate_map not in data.estates():
            fail(f"{where}.estate_map", f"must be 1-9, not {player.estate_map}")
        estate = data.estates()[player.estate_map]
        if len(player.spaces) != data.SPACES:
            fail(f"{where}.spaces", f"an estate has {data.SPACES} spaces")
        for space, placed in enumerate(player.spaces):
            if placed is not None and placed.colour != estate.colours[space]:
                fail(
                    f"{where}.spaces[{space}]",
                    f"{placed} cannot lie on a {estate.colours[space]} space",
                )
        for name in ("points", "silverlings", "workers"):
            if getattr(player, name) < 0:
                fail(f"{where}.{name}", "cannot be negative")
        if len(player.storage) > 3:
            fail(f"{where}.storage", "holds at most 3 tiles")
        if len(player.goods_counts) != 7 or len(player.sold_counts) != 7:
            fail(f"{where}.goods_counts", "7 counts: index 0 unused, then goods types 1-6")
        if any(n < 0 for n in player.goods_counts + player.sold_counts):
            fail(f"{where}.goods_counts", "cannot be negative")
        if sum(1 for n in player.goods_counts if n) > 3:
            fail(f"{where}.goods_counts", "the warehouse holds at most 3 goods types")
        if len(player.dice) != 2 or any(not 1 <= d <= 6 for d in player.dice):
            fail(f"{where}.dice", "two dice of 1-6")
        if len(player.used) != 2:
            fail(f"{where}.used", "one flag per die")
    for index, frame in enumerate(state.pending):
        seat = getattr(frame, "seat", 0)
        if not 0 <= seat < players:
            fail(f"pending[{index}].seat", f"no seat {seat} in a {players}-player game")
