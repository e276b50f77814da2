"""Loading tile sets: the standard tiles, house-rule files layered over them, and the
tile set a save refers to."""

from __future__ import annotations

import functools
import importlib.resources
from collections.abc import Mapping
from pathlib import Path
from types import MappingProxyType
from typing import Any

from burgundy.games.castles.effects.tileset import Hook, TileSet
from burgundy.kernel.errors import StateError, TileError
from burgundy.lang.runtime.tileset import ruleset_digest


@functools.cache
def standard_tiles() -> TileSet:
    """The 8 buildings and 26 knowledge tiles of the first edition."""
    from burgundy.dsl import standard_sources  # the language (and Lark) load on first use

    return _compile(standard_sources(), {})


#: The official expansions, in ``tiles/expansions/``.
EXPANSION_NAMES = ("monastery_28", "cloisters", "inns", "trade_routes", "shields")


def expansion_files() -> Mapping[str, Path]:
    """Each official expansion's packaged tile file, by name."""
    folder = importlib.resources.files("burgundy.tiles") / "expansions"
    return MappingProxyType({name: Path(str(folder / f"{name}.tiles"))
                             for name in EXPANSION_NAMES})


def _compile(sources: tuple[tuple[str, str], ...], hooks: Mapping[str, Hook]) -> TileSet:
    from burgundy import dsl  # the language (and Lark) load on first use

    defs = dsl.load_defs(sources, hooks=tuple(hooks))
    return TileSet(defs, sources, dict(hooks))


@functools.lru_cache(maxsize=16)
def _compile_saved(
    sources: tuple[tuple[str, str], ...], hooks: tuple[tuple[str, Hook], ...]
) -> TileSet:
    """The tile set of a save or replay: loading many of the same house rules (a check
    loads every position) compiles them once."""
    return _compile(sources, dict(hooks))


def load_tiles(*items: TileSet | str | Path, hooks: Mapping[str, Hook] | None = None) -> TileSet:
    """Parse and compile tile definitions, layered in order: each item is a tile set
    (``STANDARD_TILES``), a path to a ``.tiles`` file, or tile-language text. Later
    definitions with the same id replace earlier ones. ``hooks`` names the Python functions
    tiles may ``call``."""
    from burgundy.dsl.standard import source_name  # the language (and Lark) load on first use

    sources: list[tuple[str, str]] = []
    merged: dict[str, Hook] = {}
    texts = 0
    for item in items:
        if isinstance(item, TileSet):
            sources += item.sources
            merged.update(item.hooks)
        elif isinstance(item, Path) or (isinstance(item, str) and _looks_like_path(item)):
            path = Path(item)
            name = source_name(str(path), [earlier for earlier, _ in sources])
            try:
                sources.append((name, path.read_text(encoding="utf-8")))
            except UnicodeDecodeError:
                raise TileError("this file is not UTF-8 text", str(path)) from None
            except OSError as error:
                raise TileError(f"cannot read the tile file: {error.strerror}", str(path)) from None
        elif isinstance(item, str):
            texts += 1
            sources.append(("<text>" if texts == 1 else f"<text {texts}>", item))
        else:
            raise TileError(
                f"load_tiles takes tile sets, paths and tile text, not {type(item).__name__}"
            )
    if hooks is not None:
        for name, hook in hooks.items():
            if not isinstance(name, str) or not callable(hook):
                raise TileError(f"hooks: {name!r} must name a callable")
        merged.update(hooks)
    return _compile(tuple(sources), merged)


def _looks_like_path(text: str) -> bool:
    return "\n" not in text and "{" not in text and (text.endswith(".tiles") or Path(text).exists())


def tiles_reference(tiles: TileSet) -> Any:
    """How a save names its tile set: ``"standard"`` or the sources themselves."""
    if tiles.digest == standard_tiles().digest and not tiles.hooks:
        return "standard"
    return {
        "sources": [{"path": path, "text": text} for path, text in tiles.sources],
        "hooks": sorted(tiles.hooks),
    }


def _read_reference(
    reference: Any, record: str
) -> tuple[tuple[tuple[str, str], ...], list[str]]:
    """The sources and hook names a save's (or a replay's) ``tiles`` names, checked for
    shape."""

    def fail(where: str, what: str) -> StateError:
        return StateError(f"malformed {record}: tiles{where}: {what}")

    if not isinstance(reference, dict) or set(reference) - {"sources", "hooks"}:
        raise fail("", '"standard" or an object with "sources" and "hooks"')
    raw_sources, hooks = reference.get("sources"), reference.get("hooks", [])
    if not isinstance(raw_sources, list):
        raise fail(".sources", "a list of {path, text} objects")
    sources = []
    for index, source in enumerate(raw_sources):
        if (
            not isinstance(source, dict)
            or set(source) != {"path", "text"}
            or not all(isinstance(v, str) for v in source.values())
        ):
            raise fail(f".sources[{index}]", 'an object with text "path" and "text"')
        sources.append((source["path"], source["text"]))
    if not isinstance(hooks, list) or not all(isinstance(h, str) for h in hooks):
        raise fail(".hooks", "a list of hook names")
    return tuple(sources), hooks


def with_packaged_names(reference: Any, ruleset: Any) -> tuple[Any, Any]:
    """A save's (or a replay's) ``tiles`` and ``ruleset`` as written before packaged tile
    files went by their place in the package: each source named by where such a file was
    (``/usr/lib/…/burgundy/tiles/expansions/inns.tiles``) renamed so
    (``tiles/expansions/inns.tiles``), unless a source goes by that name already, and the
    digest made again from the new names when it was the digest of the old ones (else it
    stays, for loading to refuse). What is malformed stays as it is, for loading to report."""
    from burgundy.dsl.standard import packaged_names  # the language loads on first use

    try:
        sources, _ = _read_reference(reference, "save")
    except StateError:
        return reference, ruleset  # "standard", or malformed
    taken = {name for name, _ in sources}
    renamed = []
    for name, text in sources:
        where = name.replace("\\", "/")
        place = next((p for p in packaged_names() if where.endswith("/" + p)), None)
        if place is not None and place not in taken:
            taken.add(place)
            name = place
        renamed.append((name, text))
    if renamed == list(sources):
        return reference, ruleset
    if ruleset == ruleset_digest(sources):
        ruleset = ruleset_digest(tuple(renamed))
    listed = [{"path": name, "text": text} for name, text in renamed]
    return {**reference, "sources": listed}, ruleset


def tiles_from_reference(
    reference: Any, hooks: Mapping[str, Hook] | None, record: str = "save"
) -> TileSet:
    """The tile set a ``record`` ("save" or "replay") names, loaded again."""
    if reference == "standard":
        return standard_tiles()
    sources, needed = _read_reference(reference, record)
    missing = [name for name in needed if not hooks or name not in hooks]
    if missing:
        raise StateError(
            f"the {record}'s tiles call Python hooks not given: {', '.join(missing)}"
        )
    named = tuple(sorted((hooks or {}).items()))
    try:
        if _hashable(named):
            return _compile_saved(sources, named)
        return _compile(sources, dict(named))
    except TileError as error:
        raise StateError(f"the {record}'s tiles do not load: {error}") from None


def _hashable(value: object) -> bool:
    try:
        hash(value)
    except TypeError:
        return False
    return True
