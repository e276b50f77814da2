"""Query points: named rules quantities that tiles may modify (``modify <query>: …``).

A query starts from the rules' base value; the owner's placed tiles with modifiers for it
then apply in placement order: every ``set`` replaces the value (the last one placed wins),
then every ``add`` adds to it. Each modifier may read ``value``, the value so far.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping
from typing import Any

from burgundy.effects.evaluate import Env
from burgundy.effects.tileset import CompiledModifier
from burgundy.model.state import GameState
from burgundy.model.tile import Tile
from burgundy.rules.context import Ctx


def query(ctx: Ctx, state: GameState, seat: int, name: str, base: Any, **context: Any) -> Any:
    hooked = state.players[seat].hooked
    if not hooked:
        return base
    by_tile = ctx.tiles.modifiers.get(name)
    if not by_tile:
        return base
    return _modify(state, seat, hooked, by_tile, base, context)


def query_game(ctx: Ctx, state: GameState, name: str, base: Any, **context: Any) -> Any:
    """A query the game asks for no player (how many tiles the black depot gets): the
    ``rules`` blocks' modifiers apply, with no owner."""
    by_tile = ctx.tiles.modifiers.get(name)
    if not by_tile or not ctx.tiles.rules_ids:
        return base
    return _modify(state, -1, ctx.tiles.rules_ids, by_tile, base, context)


def _modify(
    state: GameState,
    seat: int,
    holders: tuple[str, ...],
    by_tile: Mapping[str, tuple[CompiledModifier, ...]],
    base: Any,
    context: dict[str, Any],
) -> Any:
    """``base`` through the modifiers of ``holders``: every ``set`` in order, then every
    ``add``; each reads ``value``, the value so far."""
    value = base
    env: Env | None = None
    adds: list[CompiledModifier] = []
    for tile_id in holders:
        for mod in by_tile.get(tile_id, ()):
            if mod.op != "set":
                adds.append(mod)
                continue
            if env is None:
                env = Env(state, seat, None, context)
            context["value"] = value
            if mod.condition is None or mod.condition(env):
                value = mod.value(env)
    for mod in adds:
        if env is None:
            env = Env(state, seat, None, context)
        context["value"] = value
        if mod.condition is None or mod.condition(env):
            value += mod.value(env)
    return value


def modified(ctx: Ctx, state: GameState, seat: int, names: Iterable[str]) -> bool:
    """Whether a placed tile of ``seat`` modifies any of ``names``: where a rule would ask
    a query many times over (once per space), it asks none when nothing can change it."""
    hooked = state.players[seat].hooked
    if not hooked:
        return False
    modifiers = ctx.tiles.modifiers
    for name in names:
        by_tile = modifiers.get(name)
        if by_tile and any(tile_id in by_tile for tile_id in hooked):
            return True
    return False


@functools.cache
def cost_table(pips: int, free: int, wraps: bool = True) -> tuple[tuple[int, ...], ...]:
    """``table[die][number]``: fewest workers that turn ``die`` into ``number`` (wrapping
    6-1 if ``wraps``), with ``free`` steps first and ``pips`` per worker."""
    table: list[tuple[int, ...]] = [(0,) * 7]
    for die in range(1, 7):
        row = [0]
        for number in range(1, 7):
            distance = abs(die - number)
            if wraps:
                distance = min(distance, 6 - distance)
            distance -= free
            row.append(0 if distance <= 0 else -(-distance // pips))
        table.append(tuple(row))
    return tuple(table)


class DieCosts:
    """What turning a die costs this player now (``worker.pips``, ``worker.wraps``,
    ``die.free_steps``), as cost tables asked once per kind of action and tile."""

    __slots__ = ("_ctx", "_seat", "_state", "_tables", "asks", "base", "pips", "wraps")

    def __init__(self, ctx: Ctx, state: GameState, seat: int) -> None:
        self._ctx, self._state, self._seat = ctx, state, seat
        self._tables: dict[tuple[str, str | None], tuple[tuple[int, ...], ...]] = {}
        hooked = state.players[seat].hooked
        if not hooked:  # no tile modifies anything: the rules' own costs
            self.pips, self.wraps, self.asks, self.base = 1, True, False, cost_table(1, 0)
            return
        self.pips = max(1, query(ctx, state, seat, "worker.pips", 1))
        self.wraps = bool(query(ctx, state, seat, "worker.wraps", True))
        self.asks = modified(ctx, state, seat, ("die.free_steps",))
        self.base = cost_table(self.pips, 0, self.wraps)

    def table(self, action: str, tile: Tile | None = None) -> tuple[tuple[int, ...], ...]:
        if not self.asks:
            return self.base
        key = (action, None if tile is None else tile.id)
        table = self._tables.get(key)
        if table is None:
            free = query(
                self._ctx, self._state, self._seat, "die.free_steps", 0, action=action, tile=tile
            )
            table = self._tables[key] = cost_table(self.pips, max(0, free), self.wraps)
        return table
