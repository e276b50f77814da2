"""The standard tile set as the language sees it: which building types and knowledge
numbers exist without a ``supply`` (from ``burgundy/data/components.toml``), and the
standard ``.tiles`` files (from the ``burgundy.tiles`` package)."""

from __future__ import annotations

import functools
import importlib.resources
import tomllib
from collections.abc import Mapping
from types import MappingProxyType

#: The standard tile files, in loading order.
STANDARD_FILES: tuple[str, ...] = ("buildings.tiles", "knowledge.tiles")


def _components() -> dict[str, object]:
    text = (importlib.resources.files("burgundy.data") / "components.toml").read_text("utf-8")
    return tomllib.loads(text)


def _table(*keys: str) -> dict[str, object]:
    table: object = _components()
    for key in keys:
        assert isinstance(table, dict), key
        table = table[key]
    assert isinstance(table, dict)
    return table


@functools.cache
def building_types() -> tuple[str, ...]:
    """The 8 standard building types, in the game data's order."""
    types = _table("hex_tiles", "building")["types"]
    assert isinstance(types, list)
    return tuple(str(t) for t in types)


@functools.cache
def knowledge_numbers() -> tuple[int, ...]:
    """The standard knowledge tile numbers, 1-26."""
    count = _table("hex_tiles", "knowledge")["numbers"]
    assert isinstance(count, int)
    return tuple(range(1, count + 1))


@functools.cache
def knowledge_building_scorers() -> Mapping[int, str]:
    """Knowledge tiles 16-23 and the building type each scores (for tests)."""
    return MappingProxyType(
        {int(k): str(v) for k, v in _table("knowledge_building_scorers").items()}
    )


def standard_sources() -> tuple[tuple[str, str], ...]:
    """``(path, text)`` of the standard tile files, the base layer under house rules."""
    folder = importlib.resources.files("burgundy.tiles")
    # Named as in the repository, which is where an author would look them up.
    return tuple((f"tiles/{name}", (folder / name).read_text("utf-8"))
                 for name in STANDARD_FILES)
