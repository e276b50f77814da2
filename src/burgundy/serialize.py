"""The one cattrs converter: JSON saves of game states, actions and events.

Unions are tagged with stable names kept on the classes (``tag``) or listed here, never
Python class names; unknown keys are rejected; every save starts with its format version.
Loading never runs code: it is JSON, structured field by field and checked.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Mapping
from typing import Any, TypeVar

import attrs
import cattrs
from cattrs.v import format_exception

from burgundy import data
from burgundy.actions import ACTION_TYPES, Action, Option
from burgundy.effects.tileset import TileSet
from burgundy.errors import StateError
from burgundy.events import EVENT_TYPES, Event
from burgundy.model import state as model
from burgundy.model.inventory import conservation_problems
from burgundy.model.tile import Tile, tile

FORMAT = "burgundy-save"
VERSION = 2
T = TypeVar("T")

#: How a save of an older format version becomes one of the next: ``MIGRATIONS[n]`` turns a
#: version-``n`` document into a version ``n + 1`` one. Loading runs them in turn.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


def migration(version: int) -> Callable[[Any], Any]:
    """Register the function that upgrades a save of format ``version`` by one version."""

    def register(upgrade: Callable[[dict[str, Any]], dict[str, Any]]) -> Any:
        MIGRATIONS[version] = upgrade
        return upgrade

    return register


@migration(1)
def _engine_and_ruleset(document: dict[str, Any]) -> dict[str, Any]:
    # Version 1 saves, all from engine 0.1.0, did not record the tile set's digest: the
    # tile set they name is the one they were played with.
    return {**document, "version": 2, "engine": "0.1.0", "ruleset": None}


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


def state_to_document(
    state: model.GameState, tiles: Any, ruleset: str, engine: str
) -> dict[str, Any]:
    """A save: ``tiles`` names the tile set (``tiles_loader.tiles_reference``), ``ruleset``
    is its digest and ``engine`` the engine version."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "engine": engine,
        "ruleset": ruleset,
        "tiles": tiles,
        "state": CONVERTER.unstructure(state),
    }


def _format(error: BaseException, type_: type | None) -> str:
    # The hooks above raise ValueError with a message meant for people: keep it.
    return str(error) if type(error) is ValueError else format_exception(error, type_)


def _explain(error: Exception, path: str) -> str:
    if isinstance(error, cattrs.BaseValidationError):
        lines = cattrs.transform_error(error, path=path, format_exception=_format)
        # cattrs says "what @ where"; a save's messages say "where: what".
        return "; ".join(
            f"{where}: {what}" for what, _, where in (line.rpartition(" @ ") for line in lines)
        )
    return f"{path}: {error}"


def structure(value: Any, cls: type[T], what: str, path: str = "state") -> T:
    """``value`` as a ``cls``; ``StateError`` naming the path of each problem otherwise."""
    try:
        return CONVERTER.structure(value, cls)
    except (cattrs.BaseValidationError, ValueError, TypeError, KeyError, AttributeError) as error:
        raise StateError(f"malformed {what}: {_explain(error, path)}") from None


def parse_document(text: str) -> dict[str, Any]:
    if not isinstance(text, str | bytes):
        raise StateError(f"a save is JSON text, not {type(text).__name__}")
    try:
        document: Any = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as error:
        raise StateError(f"not JSON: {error}") from None
    except RecursionError:
        raise StateError("not a save: JSON nested too deeply") from None
    if not isinstance(document, dict):
        raise StateError("a save is a JSON object with 'format', 'version', 'tiles' and 'state'")
    if document.get("format") != FORMAT:
        raise StateError(f"not a burgundy save: 'format' must be {FORMAT!r}")
    version = document.get("version")
    if type(version) is not int or not 1 <= version <= VERSION:  # not True, not 1.0
        raise StateError(
            f"unsupported save version {version!r} (this engine reads 1 to {VERSION})"
        )
    while version < VERSION:
        document = MIGRATIONS[version](document)
        version += 1
    extra = set(document) - _KEYS
    if extra:
        raise StateError(f"unknown keys in the save: {', '.join(sorted(extra))}")
    missing = _KEYS - set(document)
    if missing:
        raise StateError(f"a save needs {', '.join(sorted(missing))}")
    if not isinstance(document["engine"], str):
        raise StateError("malformed save: engine: the engine version as text")
    if document["ruleset"] is not None and not isinstance(document["ruleset"], str):
        raise StateError("malformed save: ruleset: the tile set's digest as text")
    return dict(document)


_KEYS = {"format", "version", "engine", "ruleset", "tiles", "state"}


def check_ruleset(document: dict[str, Any], tiles: TileSet) -> None:
    """The tile set a save names must be the one it was saved with."""
    saved = document["ruleset"]
    if saved is not None and saved != tiles.digest:
        raise StateError(
            f"malformed save: ruleset: saved under tile set {saved}, but its tiles now give "
            f"{tiles.digest}: the rules changed since it was saved"
        )


def state_problems(state: model.GameState, tiles: TileSet | None = None) -> list[str]:
    """Every way ``state`` breaks the physical limits of the game, as ``path: problem``.
    With ``tiles`` (the game's tile set) also tile and goods conservation and the tile
    programs paused in the pending stack."""
    problems: list[str] = []

    def fail(where: str, what: str) -> None:
        problems.append(f"state.{where}: {what}")

    players = len(state.players)
    if not 2 <= players <= 4:
        fail("players", f"a game has 2 to 4 players, not {players}")
        return problems
    if state.phase not in data.PHASES:
        fail("phase", f"must be one of A-E, not {state.phase!r}")
    if not 1 <= state.round <= 5:
        fail("round", f"must be 1-5, not {state.round}")
    elif len(state.round_goods) != 5 - state.round + _round_to_start(state):
        waiting = 5 - state.round + _round_to_start(state)
        fail("round_goods", f"{waiting} goods wait for the rounds to come in round {state.round}")
    if sorted(state.turn_order) != list(range(players)):
        fail("turn_order", "must list every seat once")
    if not 0 <= state.turn < players:
        fail("turn", f"must be 0-{players - 1}")
    if not 1 <= state.white_die <= 6:
        fail("white_die", f"must be 1-6, not {state.white_die}")
    _board_problems(state, fail)
    claimed = [0] * len(data.COLOURS)
    held: set[tuple[str, str]] = set()
    for seat, player in enumerate(state.players):
        _player_problems(seat, player, fail)
        if tiles is not None:
            _hook_problems(seat, player, tiles, fail)
        for index, bonus in enumerate(player.bonus_tiles):
            if bonus in held:
                colour, size = bonus
                where = f"players[{seat}].bonus_tiles[{index}]"
                fail(where, f"there is one {size} {colour} bonus tile, held already")
            held.add(bonus)
            if bonus[0] in data.COLOURS:
                claimed[data.COLOURS.index(bonus[0])] += 1
    if list(state.bonus_claims) != claimed or any(n > 2 for n in claimed):
        fail("bonus_claims", f"must count the bonus tiles the seats hold per colour: {claimed}")
    on_track = sorted(seat for stack in state.track for seat in stack)
    if len(state.track) != data.board().track_spaces or on_track != list(range(players)):
        fail("track", f"{data.board().track_spaces} spaces holding every seat once")
    _pending_problems(state, tiles, fail)
    if tiles is not None and not problems:
        normal, black = tiles.tile_mix()
        problems += [f"state: {p}" for p in conservation_problems(state, normal + black)]
    return problems


FLOW_STEPS = ("first_round", "next_phase", "end_game")


def _round_to_start(state: model.GameState) -> int:
    """1 while start castles are chosen and round 1 has not started (R-SETUP-2), else 0."""
    return int(model.FlowStep("first_round") in state.pending)


def _board_problems(state: model.GameState, fail: Callable[[str, str], None]) -> None:
    board = data.board()
    if len(state.supply) != len(data.COLOURS):
        fail("supply", "one pile per colour")
    for colour, pile in zip(data.COLOURS, state.supply, strict=False):
        wrong = sorted({t.id for t in pile if t.colour != colour})
        if wrong:
            fail("supply", f"the {colour} pile holds {', '.join(wrong)}")
    # A slot's colour is not checked: Scenario positions may put any tile anywhere.
    shapes = [len(slots) for slots in board.depots.values()]
    if [len(slots) for slots in state.depot_slots] != shapes:
        fail("depot_slots", f"the six depots have {shapes} slots")
    if len(state.depot_goods_) != 6:
        fail("depot_goods_", "one goods space per depot")
    goods = [
        g for pile in (*state.depot_goods_, state.round_goods, *state.goods_stacks) for g in pile
    ]
    goods += list(state.goods_out)
    if any(not 1 <= g <= 6 for g in goods):
        fail("goods", "goods types are 1-6")
    if len(state.black_depot) > board.black_slots[len(state.players)]:
        fail("black_depot", f"at most {board.black_slots[len(state.players)]} tiles")


def _player_problems(
    seat: int, player: model.PlayerState, fail: Callable[[str, str], None]
) -> None:
    where = f"players[{seat}]"
    if player.seat != seat:
        fail(f"{where}.seat", f"must be {seat}")
    if player.estate_map not in data.estates():
        fail(f"{where}.estate_map", f"must be 1-9, not {player.estate_map}")
        return
    estate = data.estates()[player.estate_map]
    if len(player.spaces) != data.SPACES:
        fail(f"{where}.spaces", f"an estate has {data.SPACES} spaces")
        return
    for space, placed in enumerate(player.spaces):
        if placed is not None and placed.colour != estate.colours[space]:
            fail(
                f"{where}.spaces[{space}]",
                f"{placed} cannot lie on a {estate.colours[space]} space",
            )
    for name in ("points", "silverlings", "workers"):
        if getattr(player, name) < 0:
            fail(f"{where}.{name}", f"{getattr(player, name)} cannot be negative")
    if len(player.storage) > 3:
        fail(f"{where}.storage", f"holds {len(player.storage)} tiles, at most 3")
    if len(player.goods_counts) != 7 or len(player.sold_counts) != 7:
        fail(f"{where}.goods_counts", "7 counts: index 0 unused, then goods types 1-6")
    elif player.goods_counts[0] or player.sold_counts[0]:
        fail(f"{where}.goods_counts", "index 0 is unused and must be 0")
    if any(n < 0 for n in player.goods_counts + player.sold_counts):
        fail(f"{where}.goods_counts", "cannot be negative")
    types = sum(1 for n in player.goods_counts if n)
    if types > 3:
        fail(f"{where}.goods_counts", f"the warehouse holds {types} goods types, at most 3")
    if len(player.dice) != 2 or any(not 1 <= d <= 6 for d in player.dice):
        fail(f"{where}.dice", "two dice of 1-6")
    if len(player.used) != 2:
        fail(f"{where}.used", "one flag per die")
    for index, (colour, size) in enumerate(player.bonus_tiles):
        if colour not in data.COLOURS or size not in ("large", "small"):
            fail(f"{where}.bonus_tiles[{index}]", "a colour and large or small")


def _hook_problems(
    seat: int, player: model.PlayerState, tiles: TileSet, fail: Callable[[str, str], None]
) -> None:
    """``hooked`` is derived: the placed tiles with modifiers or triggers, in placement
    order. A save may not switch on a tile that is not in the estate, nor off one that is."""
    placed = Counter(t.id for t in player.spaces if t is not None and t.id in tiles.hooked)
    hooked = Counter(player.hooked)
    if hooked != placed:
        live = ", ".join(sorted((hooked - placed).elements()))
        dead = ", ".join(sorted((placed - hooked).elements()))
        what = [f"{live} live without the tile in the estate"] if live else []
        what += [f"{dead} in the estate but not live"] if dead else []
        fail(f"players[{seat}].hooked", "; ".join(what))


def _pending_problems(
    state: model.GameState, tiles: TileSet | None, fail: Callable[[str, str], None]
) -> None:
    players = len(state.players)
    if state.pending and not isinstance(state.pending[-1], model.DECISION_TYPES):
        fail("pending", "the newest pending frame must be a decision")
    for index, frame in enumerate(state.pending):
        where = f"pending[{index}]"
        seat = getattr(frame, "seat", 0)
        if not 0 <= seat < players:
            fail(f"{where}.seat", f"no seat {seat} in a {players}-player game")
        if isinstance(frame, model.FlowStep) and frame.step not in FLOW_STEPS:
            fail(f"{where}.step", " or ".join(FLOW_STEPS))
        tile_id = getattr(frame, "tile_id", None)
        if (
            tile_id is not None
            and 0 <= seat < players
            and all(t is None or t.id != tile_id for t in state.players[seat].spaces)
        ):
            fail(f"{where}.tile_id", f"no {tile_id} in seat {seat}'s estate behind it")
        if isinstance(frame, model.EffectFrame) and tiles is not None:
            definition = tiles.by_id.get(frame.tile_id)
            hooks = -1 if definition is None else len(definition.triggers)
            if definition is None or not -1 <= frame.hook < hooks:
                fail(where, f"no program {frame.hook} of tile {frame.tile_id} in this tile set")


def check_state(state: model.GameState, tiles: TileSet | None = None) -> None:
    """Raise ``StateError`` naming every problem ``state_problems`` finds."""
    problems = state_problems(state, tiles)
    if problems:
        raise StateError("malformed save: " + "; ".join(problems))
