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
from burgundy.rules.context import Ctx, remember

#: ``(sets, adds)``: one holder's modifiers of one query point, in the order they apply.
Modifiers = tuple[tuple[CompiledModifier, ...], tuple[CompiledModifier, ...]]


def held_modifiers(ctx: Ctx, holders: tuple[str, ...]) -> Mapping[str, Modifiers]:
    """Query point -> the modifiers ``holders`` (a seat's ``hooked``) bring to it. Worked out
    once per ``hooked`` value (it changes only when a hooked tile comes or goes), so that a
    query nothing modifies costs one lookup, however many tiles the seat holds."""
    known = ctx.memo.get(id(holders))
    if known is not None and known[0] is holders:
        return known[1]  # type: ignore[no-any-return]
    table: dict[str, Modifiers] = {}
    for name, by_tile in ctx.tiles.modifiers.items():
        mods = [mod for tile_id in holders for mod in by_tile.get(tile_id, ())]
        if mods:
            table[name] = (
                tuple(mod for mod in mods if mod.op == "set"),
                tuple(mod for mod in mods if mod.op != "set"),
            )
    remember(ctx, id(holders), (holders, table))  # keeping ``holders`` keeps its id unique
    return table


def query(ctx: Ctx, state: GameState, seat: int, name: str, base: Any, **context: Any) -> Any:
    hooked = state.players[seat].hooked
    if not hooked or name not in ctx.tiles.modifiers:
        return base
    mods = held_modifiers(ctx, hooked).get(name)
    if mods is None:
        return base
    return _modify(state, seat, mods, base, context)


def query_game(ctx: Ctx, state: GameState, name: str, base: Any, **context: Any) -> Any:
    """A query the game asks for no player (how many tiles the black depot gets): the
    ``rules`` blocks' modifiers apply, with no owner."""
    holders = ctx.tiles.rules_ids
    if not holders:
        return base
    mods = held_modifiers(ctx, holders).get(name)
    if mods is None:
        return base
    return _modify(state, -1, mods, base, context)


def _modify(
    state: GameState, seat: int, mods: Modifiers, base: Any, context: dict[str, Any]
) -> Any:
    """``base`` through ``mods``: every ``set`` in order, then every ``add``; each reads
    ``value``, the value so far."""
    value = base
    env = Env(state, seat, None, context)
    sets, adds = mods
    for mod in sets:
        context["value"] = value
        if mod.condition is None or mod.condition(env):
            value = mod.value(env)
    for mod in adds:
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
    table = held_modifiers(ctx, hooked)
    return any(name in table for name in names)


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


#: The query points of what turning a die costs: a seat whose tiles modify none of them
#: pays the rules' own costs (``RULES_COSTS``).
DIE_QUERIES = frozenset(("worker.pips", "worker.wraps", "die.free_steps"))


class DieCosts:
    """What turning a die costs this player now (``worker.pips``, ``worker.wraps``,
    ``die.free_steps``): ``pips`` and ``wraps`` asked once, the free steps once per kind of
    action and tile, and only when a tile of the seat modifies them (``asks``). Without a
    game (``DieCosts(None, None)``), the rules' own costs: nothing is ever asked of them,
    so they are shared (``RULES_COSTS``)."""

    __slots__ = ("_ctx", "_free", "_seat", "_state", "asks", "base", "pips", "wraps")

    def __init__(self, ctx: Ctx | None, state: GameState | None, seat: int = 0) -> None:
        self._ctx, self._state, self._seat = ctx, state, seat
        self._free: dict[tuple[str, str | None], int] = {}
        self.pips, self.wraps, self.asks = 1, True, False
        if ctx is not None and state is not None:
            hooked = state.players[seat].hooked
            held = held_modifiers(ctx, hooked) if hooked else {}
            if "worker.pips" in held or "worker.wraps" in held:
                self.pips = max(1, query(ctx, state, seat, "worker.pips", 1))
                self.wraps = bool(query(ctx, state, seat, "worker.wraps", True))
            free = held.get("die.free_steps")
            self.asks = free is not None
            if free is not None and all(mod.context_only for part in free for mod in part):
                # They answer the same for the same action and tile, whatever the state:
                # their answers are kept with the modifiers, for every later turn.
                self._free = _context_answers(ctx, free)
        self.base = cost_table(self.pips, 0, self.wraps)

    def free(self, action: str, tile: Tile | None = None) -> int:
        """The steps a die turns for free for ``action`` (on ``tile``)."""
        if not self.asks:
            return 0
        key = (action, None if tile is None else tile.id)
        free = self._free.get(key)
        if free is None:
            assert self._ctx is not None and self._state is not None  # ``asks`` needs a game
            free = self._free[key] = max(0, query(
                self._ctx, self._state, self._seat, "die.free_steps", 0, action=action, tile=tile
            ))
        return free

    def table(self, action: str, tile: Tile | None = None) -> tuple[tuple[int, ...], ...]:
        if not self.asks:
            return self.base
        return cost_table(self.pips, self.free(action, tile), self.wraps)


RULES_COSTS = DieCosts(None, None)


def die_costs(ctx: Ctx, state: GameState, seat: int) -> DieCosts:
    """What turning a die costs ``seat`` now: the shared ``RULES_COSTS`` when nothing of the
    seat's modifies it (most seats, most turns)."""
    hooked = state.players[seat].hooked
    if not hooked or DIE_QUERIES.isdisjoint(held_modifiers(ctx, hooked)):
        return RULES_COSTS
    return DieCosts(ctx, state, seat)


def _context_answers(ctx: Ctx, mods: Modifiers) -> dict[tuple[str, str | None], int]:
    """The kept answers of ``mods``, all of which read only their context, by context."""
    known = ctx.memo.get(id(mods))
    if known is None or known[0] is not mods:
        known = remember(ctx, id(mods), (mods, {}))  # keeping ``mods`` keeps its id unique
    answers: dict[tuple[str, str | None], int] = known[1]
    return answers
