"""Castles' replays played back, every action's legality checked, and told as a readable
event log.

A record carries the engine version and the digest of its tile set; a record made by
another engine version or under other tiles is refused, since it would play differently.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator, Mapping
from typing import Any

import attrs

from burgundy.games.castles import saves
from burgundy.games.castles.actions import Action
from burgundy.games.castles.effects.tileset import Hook
from burgundy.games.castles.events import Event
from burgundy.games.castles.game import CastlesGame, new_game
from burgundy.games.castles.replay_record import Replay
from burgundy.games.castles.state import GameState
from burgundy.games.castles.tile import Tile
from burgundy.games.castles.tiles_loader import tiles_from_reference
from burgundy.kernel.errors import IllegalActionError, ReplayError, StateError
from burgundy.kernel.version import __version__


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


def replay(record: Replay | str, hooks: Mapping[str, Hook] | None = None) -> CastlesGame:
    """The game at ``record``'s last position, every action re-applied with its legality
    checked. Raises ``ReplayError`` naming the step that fails."""
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
    the action, every event and a digest of the state after it."""
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
