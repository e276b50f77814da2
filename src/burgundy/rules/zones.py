"""Zones: every place a tile or component can lie, named by one key, so that tile programs
(``move``, ``take``, ``buy``, ``count(… in …)``) read and change them in one way.

Reading a zone is ``burgundy.model.state.tiles_in``; this module changes them. Keys:
``depots`` (the six numbered depots' slots, read-only here), ``black_depot``,
``storage``, ``estate``, ``out``, ``supply <kind>`` (a declared kind's face-down pile, its
top last), ``display <name>`` or ``display <name> <n>`` (face-up rows on the board) and
``my <row>`` (a row of the seat's: a trade route, shields).
"""

from __future__ import annotations

from burgundy.model.state import GameState, tiles_in, with_zone
from burgundy.model.tile import Tile
from burgundy.rules.context import Ctx, edit, update_player

__all__ = ["mark_of", "set_mark", "set_zone", "tiles_in"]


def set_zone(ctx: Ctx, state: GameState, seat: int, key: str, tiles: tuple[Tile, ...]) -> GameState:
    """``state`` with zone ``key`` holding ``tiles`` (not ``depots`` or ``estate``, whose
    tiles lie on numbered places: take and place change those)."""
    if key == "black_depot":
        return edit(ctx, state, black_depot=tiles)
    if key == "out":
        return edit(ctx, state, out=tiles)
    if key.startswith(("supply ", "display ")):
        return edit(ctx, state, zones=with_zone(state.zones, key, tiles))
    if key == "storage":
        return update_player(ctx, state, seat, storage=tiles)
    if not key.startswith("my "):
        raise ValueError(f"zone {key!r} cannot be set as a whole")
    player = state.players[seat]
    row = key.removeprefix("my ")
    state = update_player(ctx, state, seat, rows=with_zone(player.rows, row, tiles))
    return _rehook(ctx, state, seat)


def _rehook(ctx: Ctx, state: GameState, seat: int) -> GameState:
    """Keep ``hooked`` in step with the components a seat's rows hold: a component's hooks
    are live while it is held, in the order it came."""
    player = state.players[seat]
    hooked_kinds = ctx.tiles.hooked
    held = [t.id for _, row in player.rows for t in row if t.id in hooked_kinds]
    kept = [i for i in player.hooked if ":" not in i or i.partition(":")[0] not in ctx.tiles.kinds
            or i in held]
    for tile_id in held:
        if kept.count(tile_id) < held.count(tile_id):
            kept.append(tile_id)
    if tuple(kept) == player.hooked:
        return state
    return update_player(ctx, state, seat, hooked=tuple(kept))


def mark_of(state: GameState, seat: int, row: str) -> int:
    """How many spaces of the seat's track ``row`` are marked."""
    for name, count in state.players[seat].marks:
        if name == row:
            return count
    return 0


def set_mark(ctx: Ctx, state: GameState, seat: int, row: str, count: int) -> GameState:
    marks = dict(state.players[seat].marks)
    marks[row] = count
    return update_player(ctx, state, seat, marks=tuple(sorted(marks.items())))
