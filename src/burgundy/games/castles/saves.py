"""The one cattrs converter: JSON saves of game states, actions and events.

Unions are tagged with stable names kept on the classes (``tag``) or listed here, never
Python class names; unknown keys are rejected; every save starts with its format version.
Loading never runs code: it is JSON, structured field by field and checked.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Collection, Mapping
from typing import Any, TypeVar

import attrs
import cattrs
from cattrs.gen import make_dict_structure_fn, override

from burgundy.games.castles import data
from burgundy.games.castles import state as model
from burgundy.games.castles.actions import ACTION_TYPES, Action, Option
from burgundy.games.castles.effects.tileset import TileSet
from burgundy.games.castles.events import (
    EVENT_TYPES,
    Event,
    GoodsSold,
    TilePlaced,
    TileTaken,
    WorkersTaken,
)
from burgundy.games.castles.rules.inventory import conservation_problems
from burgundy.games.castles.tile import KIND_COLOUR, Tile, declared_tile, tile
from burgundy.games.castles.tiles_loader import with_packaged_names
from burgundy.kernel import records
from burgundy.kernel.errors import StateError
from burgundy.lang import ir

FORMAT = records.SAVE
VERSION = 4
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


@migration(2)
def _packaged_names(document: dict[str, Any]) -> dict[str, Any]:
    # Version 2 saves named packaged tile files (the expansions) by where they were
    # installed; version 3 names them by their place in the package.
    tiles, ruleset = with_packaged_names(document.get("tiles"), document.get("ruleset"))
    named = {"tiles": tiles, "ruleset": ruleset}
    return {**document, "version": 3, **{k: v for k, v in named.items() if k in document}}


@migration(3)
def _game_named(document: dict[str, Any]) -> dict[str, Any]:
    # Version 4 names the game a save belongs to; before it, every save was of Castles.
    return {**document, "version": 4, "game": "castles"}


def _strict(kind: type) -> Callable[[Any, type], Any]:
    def structure(value: Any, _: type) -> Any:
        # bool is an int in Python; a save must say what it means.
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise ValueError(f"expected {kind.__name__}, got {json.dumps(value)}")
        return value

    return structure


#: Fields added to the format after its first version (for the kinds tile files declare,
#: and the events' ``source``): written only when they hold something, so that a game
#: without them saves as before.
LATER_FIELDS: Mapping[type, tuple[str, ...]] = {
    model.GameState: ("zones", "used_actions", "bought_more"),
    model.PlayerState: ("rows", "marks", "borrowed"),
    model.EffectFrame: ("part",),
    model.TakeChoice: ("dest", "price"),
    model.PlaceChoice: ("source",),
    model.ExtraActionChoice: ("number", "source"),
    model.DiscardChoice: ("source",),
    model.StartCastleChoice: ("spaces",),
    TileTaken: ("source",),
    TilePlaced: ("source",),
    GoodsSold: ("source",),
    WorkersTaken: ("source",),
}


def _fields(converter: cattrs.Converter, value: Any) -> dict[str, Any]:
    later = LATER_FIELDS.get(type(value), ())
    return {
        f.name: converter.unstructure(getattr(value, f.name), f.type)
        for f in attrs.fields(type(value))
        if f.eq and (f.name not in later or getattr(value, f.name) != f.default)
    }


def _tagged(converter: cattrs.Converter, tags: Mapping[type, str]) -> tuple[Any, Any]:
    by_tag = {tag: cls for cls, tag in tags.items()}
    # Field by field, whatever hook the class itself has (a tagged one, for frames); made on
    # first use, once the converter knows every union the fields name.
    makers: dict[type, Callable[[Any, type], Any]] = {}

    def unstructure(value: Any) -> dict[str, Any]:
        return {"type": tags[type(value)], **_fields(converter, value)}

    def structure(value: Any, _: type) -> Any:
        if not isinstance(value, dict) or "type" not in value:
            raise ValueError(f"expected an object with a 'type', got {json.dumps(value)[:60]}")
        fields = dict(value)
        tag = fields.pop("type")
        if tag not in by_tag:
            raise ValueError(f"unknown type {tag!r} (known: {', '.join(sorted(by_tag))})")
        cls = by_tag[tag]
        if cls not in makers:
            # A field outside equality (a Choose's label) only describes: never saved.
            unsaved: dict[str, Any] = {
                f.name: override(omit=True) for f in attrs.fields(cls) if not f.eq
            }
            makers[cls] = make_dict_structure_fn(
                cls, converter, _cattrs_forbid_extra_keys=True, **unsaved
            )
        return makers[cls](fields, cls)

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


def _tile_hook(kinds: Collection[str] | None) -> Callable[[Any, type], Tile]:
    """Tiles by id: the base game's kinds and the ``kinds`` the game's tile files declare
    (``None``: any kind a tile file may declare)."""

    def structure(value: Any, _: type) -> Tile:
        if not isinstance(value, str):
            raise ValueError(f"expected a tile id, got {json.dumps(value)}")
        kind = value.partition(":")[0]
        declared = kind not in KIND_COLOUR if kinds is None else kind in kinds
        return declared_tile(value) if declared else tile(value)

    return structure


def make_converter(kinds: Collection[str] | None = ()) -> cattrs.Converter:
    """The converter, reading tiles of the base game's kinds and of ``kinds`` (``None``:
    of any kind a tile file may declare)."""
    converter = cattrs.Converter(forbid_extra_keys=True)
    for kind in (int, str, bool):
        converter.register_structure_hook(kind, _strict(kind))
    converter.register_unstructure_hook(Tile, str)
    converter.register_structure_hook(Tile, _tile_hook(None if kinds is None else frozenset(kinds)))
    converter.register_structure_hook(Option, _option)
    converter.register_unstructure_hook(tuple, lambda t: [converter.unstructure(v) for v in t])
    for plain in (model.GameState, model.PlayerState):
        converter.register_unstructure_hook(plain, lambda v: _fields(converter, v))
    frames = _tagged(converter, model.FRAME_TAGS)
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
    # A frame inside another (the program an OptionChoice continues) is written tagged too.
    converter.register_structure_hook(model.EffectFrame, _one_of(frames[1], model.EffectFrame))
    return converter


def _one_of(structure: Callable[[Any, type], Any], cls: type) -> Callable[[Any, type], Any]:
    def checked(value: Any, _: type) -> Any:
        found = structure(value, cls)
        if not isinstance(found, cls):
            raise ValueError(
                f"expected a {model.FRAME_TAGS[cls]!r} frame, got {type(found).__name__}")
        return found

    return checked


def _optional(structure: Callable[[Any, type], Any]) -> Callable[[Any, type], Any]:
    return lambda value, cls: None if value is None else structure(value, cls)


CONVERTER = make_converter()
#: Reads the actions of a replay, before its tile set is loaded: tiles of any kind a file
#: may declare (playing the replay back checks that each action is legal).
RECORD_CONVERTER = make_converter(kinds=None)


dumps = records.dumps
json_document = records.json_document


def state_to_document(
    state: model.GameState, tiles: Any, ruleset: str, engine: str
) -> dict[str, Any]:
    """A save: ``tiles`` names the tile set (``tiles_loader.tiles_reference``), ``ruleset``
    is its digest and ``engine`` the engine version."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": "castles",
        "engine": engine,
        "ruleset": ruleset,
        "tiles": tiles,
        "state": CONVERTER.unstructure(state),
    }


def structure(
    value: Any,
    cls: type[T],
    what: str,
    tiles: TileSet | None = None,
    path: str = "state",
    converter: cattrs.Converter | None = None,
) -> T:
    """``value`` as a ``cls`` (with ``tiles``, tiles of the kinds its files declare too;
    with ``converter``, as it reads them); ``StateError`` naming the path of each problem
    otherwise."""
    if converter is None:
        converter = CONVERTER if tiles is None or not tiles.kinds else make_converter(tiles.kinds)
    return records.structure(converter, value, cls, what, path)



def read_document(document: Any) -> dict[str, Any]:
    """A Castles save document, upgraded to this version (``MIGRATIONS``) and checked."""
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
    if document["game"] != "castles":
        raise StateError(f"malformed save: game: 'castles', not {document['game']!r}")
    if not isinstance(document["engine"], str):
        raise StateError("malformed save: engine: the engine version as text")
    if document["ruleset"] is not None and not isinstance(document["ruleset"], str):
        raise StateError("malformed save: ruleset: the tile set's digest as text")
    return dict(document)


_KEYS = {"format", "version", "game", "engine", "ruleset", "tiles", "state"}


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
    elif len(state.round_goods) != 5 - state.round + _round_to_start(state) and not (
            tiles is not None and _moves_goods(tiles)):
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
        _player_problems(seat, player, fail, _Limits(state, seat, tiles))
        if tiles is not None:
            _hook_problems(state, seat, tiles, fail)
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
        problems += [f"state: {p}" for p in conservation_problems(state, tiles.full_mix())]
    return problems


FLOW_STEPS = ("first_round", "mine_income", "next_phase", "end_game")
#: The flow steps the pending stack can hold, oldest first (rules/flow.py): the first round
#: under the start castles' choices, or a phase's end under its mine income.
FLOW_STACKS = (
    ("first_round",),
    ("next_phase",),
    ("end_game",),
    ("next_phase", "mine_income"),
    ("end_game", "mine_income"),
)


def _moves_goods(tiles: TileSet) -> bool:
    """Whether the tile set's programs move goods tiles (``rules.table``): the rounds to
    come may then hold fewer goods than rounds, or more."""
    return any(
        f"{zone.where} {zone.name}" in model.TABLE_ZONES and zone.name == "goods"
        for d in tiles.defs for s in ir.statements(d)
        for zone in (getattr(s, "source", None), getattr(s, "dest", None))
        if isinstance(zone, ir.Zone))


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


class _Limits:
    """The physical limits a position must keep: storage size, goods types, tiles on spaces
    of their colour; a tile set that changes a limit (``storage.limit``, …) lifts its check,
    since a tile held earlier may have let the seat past the limit it has now."""

    def __init__(self, state: model.GameState, seat: int, tiles: TileSet | None) -> None:
        changed = tiles.modifiers if tiles is not None else {}
        self.storage = 3 if "storage.limit" not in changed else len(state.players[seat].storage)
        self.goods_types = 3 if "warehouse.types" not in changed else 6
        self.any_colour = "place.colour_match" in changed


def _player_problems(
    seat: int, player: model.PlayerState, fail: Callable[[str, str], None], limits: _Limits
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
        if placed is not None and not limits.any_colour and placed.colour != estate.colours[space]:
            fail(
                f"{where}.spaces[{space}]",
                f"{placed} cannot lie on a {estate.colours[space]} space",
            )
    for name in ("points", "silverlings", "workers"):
        if getattr(player, name) < 0:
            fail(f"{where}.{name}", f"{getattr(player, name)} cannot be negative")
    if len(player.storage) > limits.storage:
        fail(f"{where}.storage", f"holds {len(player.storage)} tiles, at most {limits.storage}")
    if len(player.goods_counts) != 7 or len(player.sold_counts) != 7:
        fail(f"{where}.goods_counts", "7 counts: index 0 unused, then goods types 1-6")
    elif player.goods_counts[0] or player.sold_counts[0]:
        fail(f"{where}.goods_counts", "index 0 is unused and must be 0")
    if any(n < 0 for n in player.goods_counts + player.sold_counts):
        fail(f"{where}.goods_counts", "cannot be negative")
    types = sum(1 for n in player.goods_counts if n)
    if types > max(3, limits.goods_types):
        fail(f"{where}.goods_counts",
             f"the warehouse holds {types} goods types, at most {limits.goods_types}")
    if len(player.dice) != 2 or any(not 1 <= d <= 6 for d in player.dice):
        fail(f"{where}.dice", "two dice of 1-6")
    if len(player.used) != 2:
        fail(f"{where}.used", "one flag per die")
    for index, (colour, size) in enumerate(player.bonus_tiles):
        if colour not in data.COLOURS or size not in ("large", "small"):
            fail(f"{where}.bonus_tiles[{index}]", "a colour and large or small")


def _hook_problems(
    state: model.GameState, seat: int, tiles: TileSet, fail: Callable[[str, str], None]
) -> None:
    """``hooked`` is derived: the rules blocks, the placed tiles with hooks in the order
    they came, the held components, the borrowed knowledge tiles. A save may not switch on
    a tile that is not in the estate (or a component not held), nor off one that is."""
    from burgundy.games.castles.rules.zones import granted

    player = state.players[seat]
    placed = Counter(t.id for t in player.spaces if t is not None and t.id in tiles.hooked)
    placed += Counter(tiles.rules_ids) + Counter(granted(tiles, state, seat))
    hooked = Counter(player.hooked)
    if hooked != placed:
        live = ", ".join(sorted((hooked - placed).elements()))
        dead = ", ".join(sorted((placed - hooked).elements()))
        what = [f"{live} live without the tile in the estate"] if live else []
        what += [f"{dead} in the estate but not live"] if dead else []
        fail(f"players[{seat}].hooked", "; ".join(what))


def _program_behind(
    state: model.GameState, seat: int, tile_id: str, tiles: TileSet | None
) -> bool:
    """Whether a program of ``tile_id`` may be under way for ``seat``: the tile is in its
    estate or one of its rows (a track's space waiting), borrowed, or it is a rules block,
    or another program can ``run`` it."""
    player = state.players[seat]
    if any(t is not None and t.id == tile_id for t in player.spaces):
        return True
    if any(t.id == tile_id for _, row in player.rows for t in row):
        return True
    if tiles is None:
        return False
    from burgundy.games.castles.rules.zones import granted

    return (
        tile_id in tiles.rules_ids
        or tile_id in tiles.run_targets
        or tile_id in granted(tiles, state, seat)
    )


def _pending_problems(
    state: model.GameState, tiles: TileSet | None, fail: Callable[[str, str], None]
) -> None:
    players = len(state.players)
    if state.pending and not isinstance(state.pending[-1], model.DECISION_TYPES):
        fail("pending", "the newest pending frame must be a decision")
    steps = tuple(f.step for f in state.pending if isinstance(f, model.FlowStep))
    if steps and steps not in FLOW_STACKS:
        fail("pending", "its flow steps, oldest first, must be one of " + "; ".join(
            ", ".join(stack) for stack in FLOW_STACKS
        ))
    for index, frame in enumerate(state.pending):
        where = f"pending[{index}]"
        seat = getattr(frame, "seat", 0)
        ownerless = isinstance(frame, model.EffectFrame) and seat == -1
        if not (0 <= seat < players or ownerless):
            fail(f"{where}.seat", f"no seat {seat} in a {players}-player game")
        if isinstance(frame, model.FlowStep) and frame.step not in FLOW_STEPS:
            fail(f"{where}.step", " or ".join(FLOW_STEPS))
        if isinstance(frame, model.StartCastleChoice) and 0 <= seat < players:
            estate = state.players[seat].spaces
            if any(not 0 <= s < len(estate) or estate[s] is not None for s in frame.spaces):
                fail(f"{where}.spaces", f"empty spaces of seat {seat}'s estate (0-36)")
        if isinstance(frame, model.OptionChoice):
            frame = frame.frame
        tile_id = getattr(frame, "tile_id", None)
        if (
            tile_id is not None
            and 0 <= seat < players
            and not _program_behind(state, seat, tile_id, tiles)
        ):
            fail(f"{where}.tile_id", f"no {tile_id} in seat {seat}'s estate behind it")
        if isinstance(frame, model.EffectFrame) and tiles is not None:
            definition = tiles.by_id.get(frame.tile_id)
            programs = {
                "": -1 if definition is None else len(definition.triggers),
                "action": 0 if definition is None else len(definition.actions),
                "space": 0 if definition is None else len(definition.spaces),
                "setup": 1,
            }.get(frame.part)
            first = -1 if frame.part == "" else 0
            if definition is None or programs is None or not first <= frame.hook < programs:
                fail(where, f"no program {frame.hook} of tile {frame.tile_id} in this tile set")


def check_state(state: model.GameState, tiles: TileSet | None = None) -> None:
    """Raise ``StateError`` naming every problem ``state_problems`` finds."""
    problems = state_problems(state, tiles)
    if problems:
        raise StateError("malformed save: " + "; ".join(problems))
