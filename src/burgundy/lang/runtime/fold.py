"""The fold of a query point's modifiers, the same in every game: the modifiers apply in
the order their definitions were loaded (file order, then order within a file; never the
order the owner came by them, so the same holdings always give the same value), every
``set`` replacing the value, then every ``add`` adding to it, each only where its condition
holds and each reading ``value``, the value so far.

A game supplies how its compiled expressions read (the ``env`` they are called with) and
the base; ``tileset.TileIndex`` gives the modifiers, in order, of what an owner holds."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from burgundy.lang.runtime.tileset import CompiledModifier, Modifiers, in_order


def by_query(modifiers: Iterable[CompiledModifier]) -> dict[str, Modifiers]:
    """Query point -> ``modifiers``' of it, in the order they apply (those given in the
    order their definitions were loaded)."""
    grouped: dict[str, list[CompiledModifier]] = {}
    for modifier in modifiers:
        grouped.setdefault(modifier.query, []).append(modifier)
    return {name: in_order(mods) for name, mods in grouped.items()}


def fold(mods: Modifiers, base: Any, context: dict[str, Any], env: Any) -> Any:
    """``base`` through ``mods``: every ``set`` in order, then every ``add``. Each modifier
    is called with ``env``, which reads ``context`` (where ``value`` is set to the value so
    far before each one)."""
    value = base
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
