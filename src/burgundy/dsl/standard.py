"""The standard tile set as the language sees it: which building types and knowledge
numbers exist without a ``supply`` (from the game data, ``burgundy.data``), and the
standard ``.tiles`` files (from the ``burgundy.tiles`` package)."""

from __future__ import annotations

import importlib.resources
import os
from collections.abc import Collection, Mapping

from burgundy import data

#: The standard tile files, in loading order.
STANDARD_FILES: tuple[str, ...] = ("buildings.tiles", "knowledge.tiles")


def building_types() -> tuple[str, ...]:
    """The 8 standard building types, in the game data's order."""
    return data.components().building_types


def knowledge_numbers() -> tuple[int, ...]:
    """The standard knowledge tile numbers, 1-26."""
    return tuple(range(1, data.components().knowledge_numbers + 1))


def knowledge_building_scorers() -> Mapping[int, str]:
    """Knowledge tiles 16-23 and the building type each scores (for tests)."""
    return data.components().knowledge_building_scorers


def standard_sources() -> tuple[tuple[str, str], ...]:
    """``(path, text)`` of the standard tile files, the base layer under house rules."""
    folder = importlib.resources.files("burgundy.tiles")
    # Named as in the repository, which is where an author would look them up.
    return tuple((f"tiles/{name}", (folder / name).read_text("utf-8"))
                 for name in STANDARD_FILES)


def standard_real_paths() -> tuple[str, ...]:
    """Where the standard tile files really are, in ``standard_sources`` order: files are
    told apart by these, not by the names they are shown with."""
    folder = importlib.resources.files("burgundy.tiles")
    return tuple(os.path.realpath(str(folder / name)) for name in STANDARD_FILES)


def source_name(path: str, taken: Collection[str]) -> str:
    """The name a tile file goes by: as given, unless an earlier source already goes by it
    (a copy of a standard file at the same relative path); then its real path."""
    return os.path.realpath(path) if path in taken else path
