"""The standard tile files as the language sees them: a game's standard ``.tiles`` files
(from the ``burgundy.tiles`` package, as its vocabulary lists them:
``Vocabulary.standard_files``), and the names tile files go by."""

from __future__ import annotations

import functools
import importlib.resources
import os
from collections.abc import Collection
from pathlib import Path

from burgundy.dsl.languages import DEFAULT_VOCABULARY
from burgundy.lang.vocabulary import Vocabulary

#: How the name of a file the ``burgundy.tiles`` package ships begins: its place in the
#: package follows, as in the repository (``tiles/expansions/inns.tiles``).
PACKAGED = "tiles/"


def standard_sources(
    vocabulary: Vocabulary = DEFAULT_VOCABULARY,
) -> tuple[tuple[str, str], ...]:
    """``(path, text)`` of the game's standard tile files, the base layer under house
    rules (none for a game without)."""
    folder = importlib.resources.files("burgundy.tiles")
    return tuple((PACKAGED + name, (folder / name).read_text("utf-8"))
                 for name in vocabulary.standard_files)


def standard_real_paths(vocabulary: Vocabulary = DEFAULT_VOCABULARY) -> tuple[str, ...]:
    """Where the game's standard tile files really are, in ``standard_sources`` order:
    files are told apart by these, not by the names they are shown with."""
    return tuple(str(_package_folder() / name) for name in vocabulary.standard_files)


@functools.cache
def _package_folder() -> Path:
    """Where the ``burgundy.tiles`` package really is."""
    return Path(os.path.realpath(str(importlib.resources.files("burgundy.tiles"))))


def packaged_name(path: str) -> str | None:
    """The name of a file the ``burgundy.tiles`` package ships, by its place in the package
    (``tiles/expansions/inns.tiles``), the same wherever the package is installed: saves
    and digests never hold the path of one machine. ``None`` for any other file."""
    folder, real = _package_folder(), Path(os.path.realpath(path))
    return PACKAGED + real.relative_to(folder).as_posix() if real.is_relative_to(folder) else None


@functools.cache
def packaged_names() -> tuple[str, ...]:
    """The names of every tile file the package ships, sorted."""
    folder = _package_folder()
    return tuple(sorted(PACKAGED + path.relative_to(folder).as_posix()
                        for path in folder.rglob("*.tiles")))


def source_name(path: str, taken: Collection[str]) -> str:
    """The name a tile file goes by, told apart from the names ``taken`` by earlier sources:
    a packaged file its ``packaged_name`` (``… (2)`` when it is layered again); any other
    file the path as given, unless an earlier source or a packaged file goes by it (a copy
    of a standard file at the same relative path): then its real path."""
    packaged = packaged_name(path)
    if packaged is None:
        return os.path.realpath(path) if path in taken or path in packaged_names() else path
    name, times = packaged, 1
    while name in taken:
        times += 1
        name = f"{packaged} ({times})"
    return name
