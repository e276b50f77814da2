"""Helpers shared by the tile-language tests."""

from __future__ import annotations

from pathlib import Path

from burgundy import dsl
from burgundy.dsl.standard import standard_sources
from burgundy.errors import TileError
from burgundy.kernel.games import NAMES

REPO = Path(__file__).resolve().parents[2]
#: Castles' tile files (every other game's lie in a folder named for the game).
TILE_FILES = sorted(
    p for p in (REPO / "tiles").rglob("*.tiles")
    if p.relative_to(REPO / "tiles").parts[0] not in set(NAMES) - {"castles"}
)
EXAMPLE_FILES = sorted((REPO / "tiles" / "examples").glob("*.tiles"))


def syntax_error(text: str, path: str = "house.tiles") -> TileError:
    """The error ``parse`` raises for ``text`` (fails the test if it parses)."""
    try:
        dsl.parse(text, path)
    except TileError as error:
        return error
    raise AssertionError(f"parsed without error:\n{text}")


def semantic_errors(text: str, path: str = "house.tiles", **kwargs: object) -> list[TileError]:
    """The checker's errors for ``text`` loaded over the standard tiles; ``text`` must
    parse."""
    base = [d for p, t in standard_sources() for d in dsl.parse(t, p)]
    defs = dsl.parse(text, path)
    errors = dsl.check([*base, *defs], sources={path: text}, **kwargs)  # type: ignore[arg-type]
    return errors


def load_errors(text: str, path: str = "house.tiles") -> list[TileError]:
    """Every problem ``load_defs`` finds in ``text`` loaded over the standard tiles, syntax
    included (fails the test if there is none)."""
    try:
        dsl.load_defs([*standard_sources(), (path, text)])
    except TileError as error:
        return getattr(error, "errors", [error])
    raise AssertionError(f"loaded without error:\n{text}")


def only_error(text: str, path: str = "house.tiles", **kwargs: object) -> TileError:
    errors = semantic_errors(text, path, **kwargs)
    assert len(errors) == 1, "\n".join(map(str, errors))
    return errors[0]


def where(error: TileError) -> tuple[str, int | None, int | None]:
    return error.path, error.line, error.column
