"""Query points: named rules quantities that tiles may modify (``modify <query>: …``).

A query starts from the rules' base value; the owner's placed tiles with modifiers for it
then apply in placement order: every ``set`` replaces the value (the last one placed wins),
then every ``add`` adds to it.
"""

from __future__ import annotations

from typing import Any

from burgundy.effects.evaluate import Env
from burgundy.model.state import GameState
from burgundy.model.tile import Tile
from burgundy.rules.context import Ctx


def query(ctx: Ctx, state: GameState, seat: int, name: str, base: Any, **context: Any) -> Any:
    by_tile = ctx.tiles.modifiers.get(name)
    if not by_tile:
        return base
    value, added = base, 0
    env: Env | None = None
    for tile_id in state.players[seat].hooked:
        for mod in by_tile.get(tile_id, ()):
            if env is None:
                env = Env(state, seat, None, context)
            if mod.condition is not None and not mod.condition(env):
                continue
            if mod.op == "set":
                value = mod.value(env)
            else:
                added += mod.value(env)
    return value + added if added else value


class DieCosts:
    """What turning a die costs this player now: ``worker.pips`` and ``die.free_steps``,
    asked once per kind of action and tile."""

    __slots__ = ("_ctx", "_free", "_seat", "_state", "pips")

    def __init__(self, ctx: Ctx, state: GameState, seat: int) -> None:
        self._ctx, self._state, self._seat = ctx, state, seat
        self.pips: int = max(1, query(ctx, state, seat, "worker.pips", 1))
        self._free: dict[tuple[str, str | None], int] = {}

    def free(self, action: str, tile: Tile | None = None) -> int:
        key = (action, None if tile is None else tile.id)
        steps = self._free.get(key)
        if steps is None:
            steps = query(
                self._ctx, self._state, self._seat, "die.free_steps", 0, action=action, tile=tile
            )
            self._free[key] = steps
        return steps

    def workers(self, die: int, number: int, free: int) -> int:
        """Fewest workers that turn ``die`` into ``number`` (wrapping 6-1)."""
        distance = abs(die - number)
        distance = min(distance, 6 - distance) - free
        return 0 if distance <= 0 else -(-distance // self.pips)
