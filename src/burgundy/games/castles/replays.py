"""Replays: a game as how it began and every action since, played back with every action's
legality checked, and printed as a readable event log.

A record carries the engine version and the digest of its tile set; a record made by
another engine version or under other tiles is refused, since it would play differently.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any, ClassVar, TextIO

import attrs

from burgundy.games.castles import saves
from burgundy.games.castles.actions import Action
from burgundy.games.castles.effects.tileset import Hook, TileSet
from burgundy.games.castles.events import Event
from burgundy.games.castles.game import CastlesGame, Origin, new_game
from burgundy.games.castles.state import GameState
from burgundy.games.castles.tile import Tile
from burgundy.games.castles.tiles_loader import (
    tiles_from_reference,
    tiles_reference,
    with_packaged_names,
)
from burgundy.kernel import records
from burgundy.kernel.errors import IllegalActionError, ReplayError, StateError
from burgundy.kernel.game import Game
from burgundy.kernel.games import GAMES
from burgundy.kernel.records import json_document
from burgundy.kernel.version import __version__

FORMAT = "burgundy-replay"
#: Version 2 names packaged tile files by their place in the package; a version 1 record,
#: which named them by where they were installed, is read as one of version 2. Version 3
#: names the game (``game``) and holds ``new_game``'s arguments under ``options``, where
#: earlier versions held them under ``game``.
VERSION = 3


@attrs.frozen
class Replay:
    """A game from its start: ``new_game``'s arguments (``estates`` as dealt), the tile set
    (``tiles``: ``"standard"`` or the sources and hook names, as in a save), the engine
    version and tile-set digest it was made with, and every action applied."""

    game: ClassVar[str] = "castles"

    engine: str
    ruleset: str
    players: int
    seed: int
    estates: tuple[int, ...]
    advanced: bool
    tiles: Any = attrs.field(eq=False, hash=False)  # JSON data; ``ruleset`` stands for it
    actions: tuple[Action, ...]

    def to_json(self) -> str:
        document = {
            "format": FORMAT,
            "version": VERSION,
            "engine": self.engine,
            "ruleset": self.ruleset,
            "game": "castles",
            "options": {
                "players": self.players,
                "seed": self.seed,
                "estates": list(self.estates),
                "advanced": self.advanced,
                "tiles": self.tiles,
            },
            "actions": [saves.CONVERTER.unstructure(a, Action) for a in self.actions],
        }
        return saves.dumps(document)

    @classmethod
    def from_json(cls, text: str) -> Replay:
        """The record in ``text``; ``ReplayError`` (a ``StateError``) names what is wrong."""
        return _structure(json_document(text, "a replay", ReplayError))


_KEYS = {"format", "version", "engine", "ruleset", "game", "options", "actions"}
_OPTION_KEYS = {"players", "seed", "estates", "advanced", "tiles"}


def _structure(document: Any) -> Replay:
    def need(ok: bool, where: str, what: str) -> None:
        if not ok:
            raise ReplayError(f"malformed replay: {where}: {what}")

    need(isinstance(document, dict), "replay", "a JSON object")
    need(document.get("format") == FORMAT, "format", f"must be {FORMAT!r}")
    version = document.get("version")
    need(type(version) is int and 1 <= version <= VERSION, "version",
         f"this engine reads 1 to {VERSION}")
    if version < 3:  # the options were under "game", and the game was Castles
        document = {**document, "game": "castles", "options": document.get("game")}
    need(set(document) == _KEYS, "replay", f"keys must be {', '.join(sorted(_KEYS))}")
    need(document["game"] == "castles", "game", "'castles'")
    need(isinstance(document["engine"], str), "engine", "a version string")
    need(isinstance(document["ruleset"], str), "ruleset", "a digest string")
    options = document["options"]
    need(isinstance(options, dict) and set(options) == _OPTION_KEYS, "options",
         ", ".join(sorted(_OPTION_KEYS)))
    for key in ("players", "seed"):
        need(type(options[key]) is int, f"options.{key}", "a whole number")
    estates = options["estates"]
    need(
        isinstance(estates, list) and all(type(n) is int for n in estates),
        "options.estates",
        "a list of map numbers",
    )
    need(type(options["advanced"]) is bool, "options.advanced", "true or false")
    need(isinstance(document["actions"], list), "actions", "a list of actions")
    actions: list[Action] = []
    for index, raw in enumerate(document["actions"]):
        try:
            actions.append(saves.structure(
                raw, Action, "replay",  # type: ignore[arg-type]
                path=f"actions[{index}]", converter=saves.RECORD_CONVERTER,
            ))
        except StateError as error:
            raise ReplayError(str(error), step=index) from None
    tiles, ruleset = options["tiles"], document["ruleset"]
    if version == 1:
        tiles, ruleset = with_packaged_names(tiles, ruleset)
    return Replay(
        engine=document["engine"],
        ruleset=ruleset,
        players=options["players"],
        seed=options["seed"],
        estates=tuple(estates),
        advanced=options["advanced"],
        tiles=tiles,
        actions=tuple(actions),
    )


def record(origin: Origin, tiles: TileSet, actions: tuple[Action, ...]) -> Replay:
    """The replay of a game that began as ``origin`` with ``tiles``."""
    return Replay(
        engine=__version__,
        ruleset=tiles.digest,
        players=origin.players,
        seed=origin.seed,
        estates=origin.estates,
        advanced=origin.advanced,
        tiles=tiles_reference(tiles),
        actions=actions,
    )


@attrs.frozen
class Step:
    """One action of a replay played back: its index, the seat that chose it, the events it
    caused and the state after it."""

    index: int
    seat: int
    action: Action
    events: tuple[Event, ...]
    state: GameState


def start(
    record: Replay | str, hooks: Mapping[str, Hook] | None = None
) -> tuple[Replay, CastlesGame]:
    """The record (read from JSON text if need be) and its game before the first action;
    ``ReplayError`` if it was made by another engine version or under other tiles."""
    replay = Replay.from_json(record) if isinstance(record, str) else record
    if not isinstance(replay, Replay):
        raise ReplayError(f"a replay is a burgundy.Replay or its JSON, not {type(record).__name__}")
    if replay.engine != __version__:
        raise ReplayError(
            f"made by engine version {replay.engine}, this is {__version__}: "
            "its games may play differently"
        )
    try:
        tiles = tiles_from_reference(replay.tiles, hooks, "replay")
    except StateError as error:
        raise ReplayError(str(error)) from None
    if tiles.digest != replay.ruleset:
        raise ReplayError(
            f"made under tile set {replay.ruleset}, but its tiles now give {tiles.digest}: "
            "the rules changed since it was recorded"
        )
    try:
        game = new_game(
            replay.players, replay.seed, list(replay.estates), tiles, advanced=replay.advanced
        )
    except ValueError as error:
        raise ReplayError(f"malformed replay: {error}") from None
    return replay, game


def steps(replay: Replay, game: CastlesGame) -> Iterator[Step]:
    """Apply ``replay``'s actions to ``game`` (its start) one by one, checking each."""
    for index, action in enumerate(replay.actions):
        seat = game.current_player
        if seat is None:
            raise ReplayError(f"{action} comes after the end of the game", step=index)
        try:
            events = game.apply(action)
        except IllegalActionError as error:
            raise ReplayError(f"{action} is not legal: {error}", step=index) from None
        yield Step(index, seat, action, events, game.state)


def _game_of(record: Any) -> str:
    """The game a replay (a record or its JSON) is of."""
    if isinstance(record, str | bytes):
        name: str = records.game_of(json_document(record, "a replay", ReplayError),
                                    records.REPLAY)
        return name
    return getattr(record, "game", "castles")


def replay(record: Any, hooks: Mapping[str, Hook] | None = None) -> Game[Any, Any]:
    """The game at ``record``'s last position, every action re-applied with its legality
    checked: a replay of any game (``burgundy.GAMES``), as its record or its JSON.
    ``hooks``: the Python functions a house-rule tile set calls. Raises ``ReplayError``
    naming the step that fails."""
    name = _game_of(record)
    if name != "castles" and name in GAMES:
        other: Game[Any, Any] = GAMES[name].replay(record, hooks)
        return other
    replay_, game = start(record, hooks)
    for _ in steps(replay_, game):
        pass
    return game


# --- readable logs ---------------------------------------------------------------------


def state_digest(state: GameState) -> str:
    """A short digest of a whole state (hidden parts included)."""
    text = saves.dumps(saves.CONVERTER.unstructure(state))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def describe(event: Event) -> str:
    """One line for an event: its tag and its fields, ``tile_placed: seat 0, tile mine, …``."""
    fields = ", ".join(
        f"{field.name} {_text(getattr(event, field.name))}" for field in attrs.fields(type(event))
    )
    tag: str = vars(type(event))["tag"]
    return f"{tag}: {fields}" if fields else tag


def _text(value: Any) -> str:
    if isinstance(value, tuple):
        return "(" + " ".join(_text(v) for v in value) + ")"
    if isinstance(value, Tile):
        return value.id
    return "-" if value is None else str(value)


def log_lines(record: Replay | str, hooks: Mapping[str, Hook] | None = None) -> Iterator[str]:
    """The replay as text a person can read and diff: a heading, then per step the seat,
    the action, every event and a digest of the state after it. Another game's replay
    (``burgundy.GAMES``) is told by that game's own ``log_lines``."""
    try:
        name = _game_of(record)
    except ReplayError:  # Castles' reader below says what is wrong with it
        name = "castles"
    if name != "castles" and name in GAMES:
        yield from GAMES[name].log_lines(record, hooks)
        return
    replay_, game = start(record, hooks)
    estates = ", ".join(str(n) for n in replay_.estates)
    yield (
        f"new_game(players={replay_.players}, seed={replay_.seed}, estates=[{estates}], "
        f"advanced={replay_.advanced}); tiles {replay_.ruleset}, engine {replay_.engine}"
    )
    yield f"start: state {state_digest(game.state)}"
    for step in steps(replay_, game):
        yield f"{step.index}: seat {step.seat}: {step.action}"
        for event in step.events:
            yield f"    {describe(event)}"
        yield f"    state {state_digest(step.state)}"
    scores = ", ".join(str(points) for points in game.scores())
    yield f"end: {'game over' if game.is_over else 'game not over'}; points {scores}"


def replay_command(path: str, out: TextIO) -> int:
    """``burgundy replay FILE``: play the record back and print its event log."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise ReplayError(f"{path}: cannot read the replay: {error}") from None
    for line in log_lines(text):
        print(line, file=out)
    return 0
