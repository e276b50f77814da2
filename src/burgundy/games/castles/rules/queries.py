"""Query points: named rules quantities that tiles may modify (``modify <query>: …``).

A query starts from the rules' base value; the modifiers of what the owner holds then
apply as in every game (``burgundy.lang.runtime.fold``, R-MOD-5: file order, then order
within a file; never the order the tiles came, so the same holdings always give the same
value): every ``set`` replaces the value, then every ``add`` adds to it. Each modifier may
read ``value``, the value so far. Castles supplies the bases, and how its expressions read
a state (``effects.evaluate.Env``).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Mapping
from typing import Any, Final

from burgundy.games.castles.effects.evaluate import Env
from burgundy.games.castles.rules.context import STORAGE_LIMIT, WAREHOUSE_TYPES, Ctx, remember
from burgundy.games.castles.rules.facts import BOARD, COMPONENTS
from burgundy.games.castles.state import GameState
from burgundy.games.castles.tile import Tile
from burgundy.games.castles.vocabulary import QUERIES
from burgundy.lang.runtime.fold import fold
from burgundy.lang.runtime.tileset import Modifiers


def held_modifiers(ctx: Ctx, holders: tuple[str, ...]) -> dict[str, Modifiers]:
    """Query point -> the modifiers ``holders`` (a seat's ``hooked``) bring to it
    (``TileIndex.held``). Worked out once per ``hooked`` value (it changes only when a
    hooked tile comes or goes), so that a query nothing modifies costs one lookup, however
    many tiles the seat holds. The dict is the kept one: read it, never change it."""
    known = ctx.memo.get(id(holders))
    if known is not None and known[0] is holders:
        return known[1]  # type: ignore[no-any-return]
    table = ctx.tiles.held(holders)
    remember(ctx, id(holders), (holders, table))  # keeping ``holders`` keeps its id unique
    return table


def any_held(held: dict[str, Modifiers], names: Iterable[str]) -> bool:
    """Whether ``held`` (``held_modifiers``) modifies any of ``names``: a few lookups, where
    ``isdisjoint`` would walk every query point held."""
    for name in names:  # noqa: SIM110  (a loop: any() adds a generator per call)
        if name in held:
            return True
    return False


def query(ctx: Ctx, state: GameState, seat: int, name: str, base: Any, **context: Any) -> Any:
    hooked = state.players[seat].hooked
    if not hooked or name not in ctx.tiles.modifiers:
        return base
    mods = held_modifiers(ctx, hooked).get(name)
    if mods is None:
        return base
    return fold(mods, base, context, Env(state, seat, None, context, ctx))


def query_game(ctx: Ctx, state: GameState, name: str, base: Any, **context: Any) -> Any:
    """A query the game asks for no player (how many tiles the black depot gets): the
    ``rules`` blocks' modifiers apply, with no owner."""
    holders = ctx.tiles.rules_ids
    if not holders:
        return base
    mods = held_modifiers(ctx, holders).get(name)
    if mods is None:
        return base
    return fold(mods, base, context, Env(state, -1, None, context, ctx))


Base = Callable[[GameState, Mapping[str, Any]], Any]

#: The base of each query point ``query(<name>)`` may read (``QuerySpec.readable``),
#: from the state and the query's context: the value the rules start from where they ask it.
BASES: Final[dict[str, Base]] = {
    "sale.silverlings": lambda state, context: 1,
    "sale.points_per_tile": lambda state, context: COMPONENTS.goods_points[len(state.players)],
    "take_workers.count": lambda state, context: 2,
    "worker.pips": lambda state, context: 1,
    "worker.wraps": lambda state, context: True,
    "die.free_steps": lambda state, context: 0,
    "buy.per_turn": lambda state, context: 1,
    "buy.any_depot": lambda state, context: False,
    "buy.price": lambda state, context: BOARD.price,
    "place.adjacent": lambda state, context: True,
    "place.allowed": lambda state, context: True,
    "city.repeat_buildings": lambda state, context: False,
    "storage.limit": lambda state, context: STORAGE_LIMIT,
    "warehouse.types": lambda state, context: WAREHOUSE_TYPES,
    "ship.depots": lambda state, context: 1,
    "track.steps": lambda state, context: 1,
    "track.on_top": lambda state, context: True,
    "animal.pastures_joined": lambda state, context: False,
    "animal.points_per_tile": lambda state, context: 0,
    "castle.extra_actions": lambda state, context: 1,
    "mine.silverlings": lambda state, context: 1,
    "region.size": lambda state, context: context["size"],
    "region.phase_bonus": lambda state, context: COMPONENTS.phase_bonus[state.phase],
    "bonus.points": lambda state, context: (
        COMPONENTS.bonus_large if context["large"] else COMPONENTS.bonus_small
    )[len(state.players)],
    "final.goods_points": lambda state, context: 1,
    "final.silverling_points": lambda state, context: 1,
    "final.workers_per_point": lambda state, context: 2,
    "game.ends": lambda state, context: False,
}

#: The context each query point is asked with (``value`` aside: each query has its own).
_CONTEXTS: Final = {
    q.name: tuple(f.name for f in q.context if f.name != "value") for q in QUERIES.values()
}


def current_value(env: Env, name: str) -> Any:
    """``query(<name>)``: the value of the query point ``name`` for the owner now, its base
    through the owner's modifiers, asked with the context ``env`` is in (the checker lets
    an expression read a query point only where its context is at hand)."""
    context = {field: env.context[field] for field in _CONTEXTS[name]}
    return query(env.rules, env.state, env.seat, name, BASES[name](env.state, context),
                 **context)


def modified(ctx: Ctx, state: GameState, seat: int, names: Iterable[str]) -> bool:
    """Whether a placed tile of ``seat`` modifies any of ``names``: where a rule would ask
    a query many times over (once per space), it asks none when nothing can change it."""
    hooked = state.players[seat].hooked
    if not hooked:
        return False
    return any_held(held_modifiers(ctx, hooked), names)


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
DIE_QUERIES: Final = ("worker.pips", "worker.wraps", "die.free_steps")


class DieCosts:
    """What turning a die costs one seat (``worker.pips``, ``worker.wraps``,
    ``die.free_steps``): ``pips`` and ``wraps`` asked once; the free steps asked only when
    a tile of the seat modifies them (``asks``), once per kind of action and tile, each
    answer kept with its table. ``DieCosts()`` are the rules' own costs: nothing is ever
    asked of them, so they are shared (``RULES_COSTS``)."""

    __slots__ = ("_tables", "asks", "base", "pips", "seat", "wraps")

    def __init__(self, pips: int = 1, wraps: bool = True, asks: bool = False, seat: int = 0):
        self.pips, self.wraps, self.asks, self.seat = pips, wraps, asks, seat
        self.base = cost_table(pips, 0, wraps)
        self._tables: dict[tuple[str, str | None], tuple[tuple[int, ...], ...]] = {}

    def table(
        self, ctx: Ctx, state: GameState, action: str, tile: Tile | None = None
    ) -> tuple[tuple[int, ...], ...]:
        """``table[die][number]`` for ``action`` (on ``tile``) in ``state``."""
        if not self.asks:
            return self.base
        key = (action, None if tile is None else tile.id)
        table = self._tables.get(key)
        if table is None:
            free = query(ctx, state, self.seat, "die.free_steps", 0, action=action, tile=tile)
            table = self._tables[key] = cost_table(self.pips, max(0, free), self.wraps)
        return table


RULES_COSTS: Final = DieCosts()


def die_costs(ctx: Ctx, state: GameState, seat: int) -> DieCosts:
    """What turning a die costs ``seat`` now: the shared ``RULES_COSTS`` when nothing of the
    seat's modifies it (most seats, most turns). Modifiers that read only their query's
    context (``action``, ``tile``) answer alike in every state, so while the seat holds the
    same tiles its costs are worked out once, for every later turn."""
    hooked = state.players[seat].hooked
    if not hooked:
        return RULES_COSTS
    key = ("die costs", seat, id(hooked))
    known = ctx.memo.get(key)
    if known is not None and known[0] is hooked:
        return known[1]  # type: ignore[no-any-return]
    held = held_modifiers(ctx, hooked)
    costs = RULES_COSTS
    if any_held(held, DIE_QUERIES):
        pips, wraps = 1, True
        if "worker.pips" in held or "worker.wraps" in held:
            pips = max(1, query(ctx, state, seat, "worker.pips", 1))
            wraps = bool(query(ctx, state, seat, "worker.wraps", True))
        costs = DieCosts(pips, wraps, "die.free_steps" in held, seat)
    if all(mod.context_only for name in DIE_QUERIES for part in held.get(name, ()) for mod in part):
        remember(ctx, key, (hooked, costs))  # keeping ``hooked`` keeps its id unique
    return costs
