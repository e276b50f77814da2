"""The scratch space of one ``apply`` and the small helpers every rule uses to build the
next state.

``Ctx`` is not part of the game: it holds the tile set being played and collects the events
of one step, so rules stay plain functions ``(ctx, state, …) -> state``. Its ``memo`` keeps
values derived from immutable parts of states (which estate spaces are open) across steps;
``legal`` hands the legal actions the flow already computed back to the ``Game``.
"""

from __future__ import annotations

from typing import Any

from burgundy.actions import Action
from burgundy.effects.tileset import TileSet
from burgundy.events import Event
from burgundy.model.state import Frame, GameState, PlayerState
from burgundy.model.values import evolve as evolve  # re-exported for the rules

STORAGE_LIMIT = 3
WAREHOUSE_TYPES = 3


class Ctx:
    __slots__ = ("events", "fired", "legal", "mark", "memo", "tiles")

    def __init__(self, tiles: TileSet, memo: dict[int, Any] | None = None) -> None:
        self.tiles = tiles
        self.events: list[Event] = []
        self.fired = 0  # events before this index have had their triggers queued
        self.memo: dict[int, Any] = {} if memo is None else memo
        self.legal: tuple[Action, ...] | None = None
        self.mark = 0  # where in the pending stack triggers are queued (rules.flow.advance)


def with_player(state: GameState, player: PlayerState) -> GameState:
    players = list(state.players)
    players[player.seat] = player
    return evolve(state, players=tuple(players))


def update_player(state: GameState, seat: int, **changes: object) -> GameState:
    players = list(state.players)
    players[seat] = evolve(players[seat], **changes)
    return evolve(state, players=tuple(players))


def push(state: GameState, *frames: Frame) -> GameState:
    """Queue work; the last frame given runs first."""
    return evolve(state, pending=state.pending + frames)


def pop(state: GameState) -> GameState:
    return evolve(state, pending=state.pending[:-1])


def without_one(items: tuple[object, ...], item: object) -> tuple[object, ...]:
    index = items.index(item)
    return items[:index] + items[index + 1 :]
