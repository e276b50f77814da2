"""Catan's board: terrain per land hex, the number tokens, the nine harbours' kinds
(C-SETUP-4..6), random by default, or from a board file (C-SETUP-9).

A board file is TOML: ``name``, ``[terrain]`` (``"q,r" = "forest"`` for each of the 19 land
hexes), ``[harbours]`` (``h0`` .. ``h8`` = a resource or ``"generic"``), and either
``start_corner = "q,r"`` (the token spiral's corner) or ``[numbers]`` (``"q,r" = n`` for every
non-desert hex). ``data/boards/r1.toml`` is CATAN.md's reference board R1.
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Mapping
from importlib import resources
from typing import Any

import attrs

from burgundy.games.catan.figures import RESOURCES
from burgundy.games.catan.geometry import (
    CORNERS,
    HARBOUR_AT,
    LAND,
    SPIRAL_CORNERS,
    Hex,
    show,
    spiral,
)
from burgundy.kernel import boards, rng

#: Terrain -> the resource it produces; the desert produces nothing.
PRODUCES: Mapping[str, str] = {
    "forest": "lumber",
    "pasture": "wool",
    "fields": "grain",
    "hills": "brick",
    "mountains": "ore",
}
TERRAIN_MIX: Mapping[str, int] = {
    "forest": 4,
    "pasture": 4,
    "fields": 4,
    "hills": 3,
    "mountains": 3,
    "desert": 1,
}
HARBOUR_MIX: Mapping[str, int] = {"generic": 4, **dict.fromkeys(RESOURCES, 1)}
#: The number tokens by the letters on their backs, A first (C-SETUP-5).
TOKENS = (5, 2, 6, 3, 8, 10, 9, 12, 11, 4, 8, 10, 9, 4, 5, 6, 3, 11)
_KEYS = {"name", "start_corner", "terrain", "harbours", "numbers"}


@attrs.frozen
class Board:
    """A laid-out board: ``terrain`` (land hex -> terrain), ``numbers`` (non-desert land hex
    -> token), ``harbours`` (h0..h8 as 0..8 -> a resource or ``"generic"``)."""

    name: str
    terrain: Mapping[Hex, str]
    numbers: Mapping[Hex, int]
    harbours: tuple[str, ...]
    #: What each number rolled produces: its hexes, each with its resource and corners, in
    #: ``numbers`` order. Worked out once from the fields above (not saved, not compared):
    #: production reads it on every roll.
    yields: dict[int, tuple[tuple[Hex, str, tuple[int, ...]], ...]] = attrs.field(
        init=False, eq=False, repr=False)
    #: Each harbour intersection's harbour kind, worked out likewise: maritime trade reads
    #: it for every turn's actions.
    harbour_at: dict[int, str] = attrs.field(init=False, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        yields: dict[int, list[tuple[Hex, str, tuple[int, ...]]]] = {}
        for hex_, token in self.numbers.items():
            yields.setdefault(token, []).append(
                (hex_, PRODUCES[self.terrain[hex_]], CORNERS[hex_]))
        object.__setattr__(self, "yields", {n: tuple(row) for n, row in yields.items()})
        harbour_at = {i: self.harbours[h] for i, h in HARBOUR_AT.items()}
        object.__setattr__(self, "harbour_at", harbour_at)

    @property
    def desert(self) -> Hex:
        return next(h for h, t in self.terrain.items() if t == "desert")


def numbered(terrain: Mapping[Hex, str], corner: Hex) -> dict[Hex, int]:
    """The tokens laid A first along the spiral from ``corner``, skipping the desert."""
    hexes = [h for h in spiral(corner) if terrain[h] != "desert"]
    return dict(zip(hexes, TOKENS, strict=True))


def random_board(seed: int, draws: int) -> tuple[Board, int]:
    """The default board (C-SETUP-4..6): terrain shuffled over the land hexes, the spiral
    from a random corner, the harbour kinds shuffled; and the new draw count."""
    tiles = [t for t, n in TERRAIN_MIX.items() for _ in range(n)]
    laid, draws = rng.shuffled(seed, draws, tiles)
    terrain = dict(zip(LAND, laid, strict=True))
    corner, draws = rng.below(seed, draws, len(SPIRAL_CORNERS))
    kinds = [k for k, n in HARBOUR_MIX.items() for _ in range(n)]
    harbours, draws = rng.shuffled(seed, draws, kinds)
    board = Board("random", terrain, numbered(terrain, SPIRAL_CORNERS[corner]), harbours)
    return board, draws


def packaged(name: str) -> str:
    """The text of a board file shipped with the package (``"r1"``)."""
    return resources.files(__package__).joinpath(f"data/boards/{name}.toml").read_text("utf-8")


def load(board: str | os.PathLike[str]) -> Board:
    """A board from a file's path or TOML text (a string naming an existing file is read as
    that file, any other string is TOML text). ``ValueError`` names the problem and where."""
    return parse(*boards.source(board))


def parse(text: str, where: str = "<board text>") -> Board:
    """A board from TOML text; ``where`` names it in error messages."""
    return _Reader(where).board(boards.tables(text, where))


class _Reader:
    def __init__(self, where: str) -> None:
        self.where = where

    def fail(self, message: str) -> ValueError:
        return ValueError(f"{self.where}: {message}")

    def board(self, data: dict[str, Any]) -> Board:
        unknown = sorted(set(data) - _KEYS)
        if unknown:
            raise self.fail(f"unknown keys {unknown} (known: {sorted(_KEYS)})")
        name = data.get("name")
        if not isinstance(name, str) or not name:
            raise self.fail("`name` is missing (a non-empty string)")
        terrain = self.terrain(data.get("terrain"))
        harbours = self.harbours(data.get("harbours"))
        if ("start_corner" in data) == ("numbers" in data):
            raise self.fail("give either `start_corner` or a [numbers] table, not both or neither")
        if "start_corner" in data:
            corner = self.hex(data["start_corner"], "start_corner")
            if corner not in SPIRAL_CORNERS:
                raise self.fail(
                    f"start_corner: {show(corner)} is not a corner hex (one of "
                    f"{', '.join(map(show, SPIRAL_CORNERS))})"
                )
            numbers = numbered(terrain, corner)
        else:
            numbers = self.numbers(data["numbers"], terrain)
        return Board(name, terrain, numbers, harbours)

    def hex(self, text: object, place: str) -> Hex:
        parts = text.split(",") if isinstance(text, str) else []
        try:
            q, r = (int(p) for p in parts)
        except ValueError:
            raise self.fail(f'{place}: {text!r} is not a hex "q,r"') from None
        return q, r

    def table(self, value: object, name: str) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise self.fail(f"[{name}] is missing (a table)")
        return value

    def terrain(self, value: object) -> dict[Hex, str]:
        terrain: dict[Hex, str] = {}
        for key, kind in self.table(value, "terrain").items():
            hex_ = self.hex(key, "[terrain]")
            if hex_ not in LAND:
                raise self.fail(f"[terrain]: {show(hex_)} is not a land hex")
            if kind not in TERRAIN_MIX:
                raise self.fail(
                    f"[terrain]: {show(hex_)}: unknown terrain {kind!r} "
                    f"(one of {', '.join(TERRAIN_MIX)})"
                )
            terrain[hex_] = kind
        missing = [h for h in LAND if h not in terrain]
        if missing:
            raise self.fail(f"[terrain]: no terrain for {', '.join(map(show, missing))}")
        mix = Counter(terrain.values())
        if mix != TERRAIN_MIX:
            raise self.fail(f"[terrain] lays {_counts(mix)}, not the mix {_counts(TERRAIN_MIX)}")
        return {h: terrain[h] for h in LAND}

    def harbours(self, value: object) -> tuple[str, ...]:
        table = self.table(value, "harbours")
        names = [f"h{i}" for i in range(9)]
        unknown = sorted(set(table) - set(names))
        if unknown:
            raise self.fail(f"[harbours]: unknown harbours {unknown} (h0 to h8)")
        kinds: list[str] = []
        for name in names:
            kind = table.get(name)
            if kind is None:
                raise self.fail(f"[harbours]: {name} has no kind")
            if kind not in HARBOUR_MIX:
                raise self.fail(
                    f"[harbours]: {name}: unknown kind {kind!r} (one of {', '.join(HARBOUR_MIX)})"
                )
            kinds.append(kind)
        mix = Counter(kinds)
        if mix != HARBOUR_MIX:
            raise self.fail(f"[harbours] are {_counts(mix)}, not the mix {_counts(HARBOUR_MIX)}")
        return tuple(kinds)

    def numbers(self, value: object, terrain: Mapping[Hex, str]) -> dict[Hex, int]:
        numbers: dict[Hex, int] = {}
        for key, number in self.table(value, "numbers").items():
            hex_ = self.hex(key, "[numbers]")
            if hex_ not in terrain:
                raise self.fail(f"[numbers]: {show(hex_)} is not a land hex")
            if terrain[hex_] == "desert":
                raise self.fail(f"[numbers]: {show(hex_)} is the desert, which has no number")
            if isinstance(number, bool) or not isinstance(number, int):
                raise self.fail(f"[numbers]: {show(hex_)}: {number!r} is not a number")
            if number == 7 or not 2 <= number <= 12:
                raise self.fail(f"[numbers]: {show(hex_)}: no token shows {number}")
            numbers[hex_] = number
        missing = [h for h in LAND if terrain[h] != "desert" and h not in numbers]
        if missing:
            raise self.fail(f"[numbers]: no number for {', '.join(map(show, missing))}")
        if sorted(numbers.values()) != sorted(TOKENS):
            raise self.fail(
                f"[numbers] are {_counts(Counter(numbers.values()))}, not the tokens "
                f"{_counts(Counter(TOKENS))}"
            )
        return {h: numbers[h] for h in LAND if h in numbers}


def _counts(mix: Mapping[Any, int]) -> str:
    return ", ".join(f"{n} {kind}" for kind, n in sorted(mix.items(), key=lambda kv: str(kv[0])))
