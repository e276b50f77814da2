"""The scratch space of one ``apply`` and the small helpers every rule uses to build the
next state.

``Ctx`` is not part of the game: it holds the tile set being played and collects the events
of one step, so rules stay plain functions ``(ctx, state, …) -> state``.
"""

from __future__ import annotations

from burgundy.effects.tileset import TileSet
from burgundy.events import Event
from burgundy.model.state import Frame, GameState, PlayerState
from burgundy.model.values import evolve as evolve  # re-exported for the rules

STORAGE_LIMIT = 3
WAREHOUSE_TYPES = 3


class Ctx:
    __slots__ = ("events", "fired", "tiles")

    def __init__(self, tiles: TileSet) -> None:
        self.tiles = tiles
        self.events: list[Event] = []
        self.fired = 0  # events before this index have had their triggers queued

    def emit(self, event: Event) -> None:
        self.events.append(event)


def with_player(state: GameState, player: PlayerState) -> GameState:
    players = list(state.players)
    players[player.seat] = player
    return evolve(state, players=tuple(players))


def update_player(state: GameState, seat: int, **changes: object) -> GameState:
    return with_player(state, evolve(state.players[seat], **changes))


def push(state: GameState, *frames: Frame) -> GameState:
    """Queue work; the last frame given runs first."""
    return evolve(state, pending=state.pending + frames)


def pop(state: GameState) -> GameState:
    return evolve(state, pending=state.pending[:-1])


def without_one(items: tuple[object, ...], item: object) -> tuple[object, ...]:
    index = items.index(item)
    return items[:index] + items[index + 1 :]
