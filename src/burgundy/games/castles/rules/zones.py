"""Zones: every place a tile or component can lie, named by one key, so that tile programs
(``move``, ``take``, ``buy``, ``count(… in …)``) read and change them in one way.

Reading a zone is ``burgundy.model.state.tiles_in``; this module changes them. Keys:
``depots`` (the six numbered depots' slots, read-only here), ``black_depot``,
``storage``, ``estate``, ``out``, ``supply <kind>`` (a declared kind's face-down pile, its
top last; ``supply <colour>`` and ``supply black`` are the base game's hex tiles),
``display <name>`` or ``display <name> <n>`` (face-up rows on the board) and ``my <row>``
(a row of the seat's: a trade route, shields); and the table's goods and bonus tiles
(``supply goods``, ``display goods``, ``display bonus``, ``my goods``, ``my bonus``: see
``rules.table``).
"""

from __future__ import annotations

from collections.abc import Sequence

from burgundy.games.castles.data import COLOURS
from burgundy.games.castles.effects.tileset import TileSet
from burgundy.games.castles.rules import table
from burgundy.games.castles.rules.context import STORAGE_LIMIT, Ctx, edit, push, update_player
from burgundy.games.castles.rules.queries import query
from burgundy.games.castles.state import (
    TABLE_ZONES,
    DiscardChoice,
    GameState,
    tiles_in,
    with_zone,
)
from burgundy.games.castles.tile import Tile

__all__ = [
    "fit_storage",
    "granted",
    "mark_of",
    "rehook",
    "set_mark",
    "set_zone",
    "storage_limit",
    "tiles_in",
    "transfer",
]


def set_zone(ctx: Ctx, state: GameState, seat: int, key: str, tiles: tuple[Tile, ...]) -> GameState:
    """``state`` with zone ``key`` holding ``tiles`` (not ``depots`` or ``estate``, whose
    tiles lie on numbered places: take and place change those)."""
    if key in TABLE_ZONES:
        return table.set_table_zone(ctx, state, seat, key, tiles)
    if key == "black_depot":
        return edit(ctx, state, black_depot=tiles)
    if key == "out":
        return edit(ctx, state, out=tiles)
    if key == "supply black":
        return edit(ctx, state, black_supply=tiles)
    if key.startswith("supply ") and key[7:] in COLOURS:
        index = COLOURS.index(key[7:])
        return edit(ctx, state, supply=(*state.supply[:index], tiles, *state.supply[index + 1:]))
    if key.startswith(("supply ", "display ")):
        return edit(ctx, state, zones=with_zone(state.zones, key, tiles))
    if key == "storage":
        return update_player(ctx, state, seat, storage=tiles)
    if not key.startswith("my "):
        raise ValueError(f"zone {key!r} cannot be set as a whole")
    player = state.players[seat]
    row = key.removeprefix("my ")
    state = update_player(ctx, state, seat, rows=with_zone(player.rows, row, tiles))
    return rehook(ctx, state, seat)


def transfer(
    ctx: Ctx, state: GameState, seat: int, source: str, dest: str, indices: Sequence[int]
) -> tuple[GameState, tuple[Tile, ...]]:
    """Move the tiles at ``indices`` of zone ``source`` onto zone ``dest``, in that order,
    and say which moved: a goods tile whose type the seat's warehouse has no room for
    (R-STORE-2) stays where it was."""
    held = tiles_in(state, seat, source)
    if dest == "my goods":
        fits = table.fitting(ctx, state, seat, [held[i] for i in indices])
        indices = [i for i, fit in zip(indices, fits, strict=True) if fit]
    if not indices:
        return state, ()
    moved = tuple(held[i] for i in indices)
    left = tuple(t for i, t in enumerate(held) if i not in indices)
    state = set_zone(ctx, state, seat, source, left)
    return set_zone(ctx, state, seat, dest, tiles_in(state, seat, dest) + moved), moved


def granted(tiles: TileSet, state: GameState, seat: int) -> list[str]:
    """The hooks live for ``seat`` besides the rules blocks and its placed tiles: the
    components its rows hold, and the knowledge tiles of the seats it borrows from (while
    what grants that is still the seat's)."""
    player = state.players[seat]
    held = [t.id for _, row in player.rows for t in row if t.id in tiles.hooked]
    own = {t.id for t in player.spaces if t is not None} | set(held) | set(tiles.rules_ids)
    lent = [
        t.id
        for source, lender in player.borrowed
        if source in own and lender != seat and 0 <= lender < len(state.players)
        for t in state.players[lender].spaces
        if t is not None and t.kind == "knowledge" and t.id in tiles.hooked
    ]
    return held + lent


def rehook(ctx: Ctx, state: GameState, seat: int) -> GameState:
    """Keep ``hooked`` in step with what the seat holds: the rules blocks and placed tiles
    in the order they came, then held components and borrowed knowledge tiles."""
    player = state.players[seat]
    placed = {t.id for t in player.spaces if t is not None} | set(ctx.tiles.rules_ids)
    held = {t.id for _, row in player.rows for t in row}
    # A borrowing ends with what granted it (a shield lost).
    borrowed = tuple(b for b in player.borrowed if b[0] in placed or b[0] in held)
    if borrowed != player.borrowed:
        state = update_player(ctx, state, seat, borrowed=borrowed)
    hooked = tuple(i for i in player.hooked if i in placed) + tuple(granted(ctx.tiles, state, seat))
    if hooked == player.hooked:
        return state
    state = update_player(ctx, state, seat, hooked=hooked)
    return fit_storage(ctx, state, seat)  # what left may have raised the limit (shield 4)


def storage_limit(ctx: Ctx, state: GameState, seat: int) -> int:
    """R-STORE-1: how many tiles the seat's storage holds (``storage.limit``, at least 1)."""
    limit: int = query(ctx, state, seat, "storage.limit", STORAGE_LIMIT)
    return max(1, limit)


def fit_storage(ctx: Ctx, state: GameState, seat: int) -> GameState:
    """R-STORE-1 and X-SHIELD-6: storage holding more than its limit (the limit fell) asks
    its owner at once which tile goes, and again until it fits (``DiscardChoice``)."""
    if len(state.players[seat].storage) <= storage_limit(ctx, state, seat):
        return state
    return push(ctx, state, DiscardChoice(seat))


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
