"""Hex tiles and components: frozen values with a canonical string id.

Ids: ``castle``, ``mine``, ``ship``, ``animal:<species>:<count>``, ``building:<type>``,
``knowledge:<n>``; and the kinds tile files declare, ``<kind>`` (``inn``) or
``<kind>:<n>`` (``shield:3``). ``tile()`` hands out one shared instance per id, also to
what unpickling, copying and loading a save build, so equal ids are the same object: tiles
compare and hash by identity, at the speed of the interpreter's own objects.
"""

from __future__ import annotations

import functools
import re

import attrs

#: Estate-space colour of each tile kind.
KIND_COLOUR = {
    "castle": "dark_green",
    "mine": "grey",
    "ship": "blue",
    "animal": "light_green",
    "building": "beige",
    "knowledge": "yellow",
}
SPECIES = ("cow", "chicken", "sheep", "pig")
#: The colour of tiles of declared kinds: they are not tied to one colour of space (a
#: query point, ``place.colour_match``, says where they may go).
ANY_COLOUR = "any"

_NAME = re.compile(r"[a-z][a-z0-9_]*\Z")
_NUMBER = re.compile(r"[1-9][0-9]*\Z")


@attrs.frozen(eq=False, repr=False)
class Tile:
    """A hex tile. ``detail`` is the species, building type or knowledge number as text."""

    id: str
    kind: str
    colour: str
    detail: str | None = None
    animals: int = 0

    @property
    def species(self) -> str | None:
        return self.detail if self.kind == "animal" else None

    @property
    def building(self) -> str | None:
        return self.detail if self.kind == "building" else None

    @property
    def number(self) -> int | None:
        return int(self.detail) if self.kind == "knowledge" and self.detail else None

    # One instance per id (``tile()``): identity is equality, as ``object`` has it.
    __eq__ = object.__eq__
    __hash__ = object.__hash__

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return _shared, (self.id,)

    def __str__(self) -> str:
        return self.id

    def __repr__(self) -> str:
        return f"tile({self.id!r})"


def tile(tile_id: str) -> Tile:
    """The tile with this id; raises ``ValueError`` for an id that names no tile."""
    if not isinstance(tile_id, str):
        raise ValueError(f"tile id must be a string, not {type(tile_id).__name__}")
    return _tile(tile_id)


def declared_tile(tile_id: str) -> Tile:
    """A tile of a kind a tile file declares: ``inn``, ``shield:3``. Raises ``ValueError``
    for an id of the base game's kinds or one that is not a word and an optional part."""
    if not isinstance(tile_id, str):
        raise ValueError(f"tile id must be a string, not {type(tile_id).__name__}")
    return _declared(tile_id)


def _shared(tile_id: str) -> Tile:
    """The one instance of ``tile_id`` (of the base game's kinds or a declared one)."""
    kind = tile_id.partition(":")[0]
    return _tile(tile_id) if kind in KIND_COLOUR else _declared(tile_id)


@functools.cache
def _declared(tile_id: str) -> Tile:
    kind, _, detail = tile_id.partition(":")
    if (
        kind in KIND_COLOUR
        or not _NAME.match(kind)
        or (detail and not (_NAME.match(detail) or _NUMBER.match(detail)))
    ):
        raise ValueError(f"{tile_id!r} is not a tile id")
    return Tile(tile_id, kind, ANY_COLOUR, detail or None)


@functools.cache
def _tile(tile_id: str) -> Tile:
    kind, _, rest = tile_id.partition(":")
    if kind in ("castle", "mine", "ship") and not rest:
        return Tile(tile_id, kind, KIND_COLOUR[kind])
    if kind == "animal":
        species, _, count = rest.partition(":")
        if species in SPECIES and count in ("2", "3", "4"):
            return Tile(tile_id, kind, KIND_COLOUR[kind], species, int(count))
    elif (kind == "building" and _NAME.match(rest)) or (
        kind == "knowledge" and _NUMBER.match(rest)
    ):
        return Tile(tile_id, kind, KIND_COLOUR[kind], rest)
    raise ValueError(
        f"{tile_id!r} is not a tile id (expected castle, mine, ship, "
        "animal:<cow|chicken|sheep|pig>:<2-4>, building:<type> or knowledge:<n>)"
    )
