"""The game's facts, read once from the TOML files beside this module.

Everything here is immutable and derived once per process: estate topology (neighbours,
regions), depot slots, tile mixes and scoring tables.
"""

from __future__ import annotations

import functools
import importlib.resources
import tomllib
from typing import Any

import attrs

from burgundy.games.castles.tile import KIND_COLOUR, SPECIES, Tile, tile

COLOUR_CODES = {
    "C": "dark_green",
    "M": "grey",
    "K": "yellow",
    "S": "blue",
    "P": "light_green",
    "B": "beige",
}
COLOURS = tuple(COLOUR_CODES.values())
PHASES = ("A", "B", "C", "D", "E")
SPACES = 37


def _load(name: str) -> dict[str, Any]:
    folder = importlib.resources.files("burgundy.games.castles.data")
    text = (folder / name).read_text(encoding="utf-8")
    return tomllib.loads(text)


@attrs.frozen
class EstateMap:
    """One printed estate: 37 spaces with colour and die number, and derived topology."""

    number: int
    copies: int
    colours: tuple[str, ...]
    dice: tuple[int, ...]
    neighbours: tuple[tuple[int, ...], ...]
    region_of: tuple[int, ...]
    regions: tuple[tuple[int, ...], ...]
    castle_spaces: tuple[int, ...]
    start_castle: int | None
    colour_spaces: dict[str, tuple[int, ...]]


def _axial() -> tuple[tuple[int, int], ...]:
    coords = []
    for row, width in enumerate((4, 5, 6, 7, 6, 5, 4)):
        r = row - 3
        for col in range(width):
            coords.append((max(-3, -3 - r) + col, r))
    return tuple(coords)


def _neighbours() -> tuple[tuple[int, ...], ...]:
    coords = _axial()
    index = {c: i for i, c in enumerate(coords)}
    steps = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))
    return tuple(
        tuple(sorted(index[(q + dq, r + dr)] for dq, dr in steps if (q + dq, r + dr) in index))
        for q, r in coords
    )


def _regions(
    colours: tuple[str, ...], neighbours: tuple[tuple[int, ...], ...]
) -> tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]:
    region_of = [-1] * SPACES
    regions: list[tuple[int, ...]] = []
    for start in range(SPACES):
        if region_of[start] >= 0:
            continue
        members, frontier = [start], [start]
        region_of[start] = len(regions)
        while frontier:
            space = frontier.pop()
            for other in neighbours[space]:
                if region_of[other] < 0 and colours[other] == colours[start]:
                    region_of[other] = len(regions)
                    members.append(other)
                    frontier.append(other)
        regions.append(tuple(sorted(members)))
    return tuple(region_of), tuple(regions)


@functools.cache
def estates() -> dict[int, EstateMap]:
    raw = _load("estates.toml")
    dice = tuple(n for row in raw["dice"] for n in row)
    neighbours = _neighbours()
    maps = {}
    for key, spec in raw["estate"].items():
        colours = tuple(COLOUR_CODES[c] for row in spec["rows"] for c in row)
        region_of, regions = _regions(colours, neighbours)
        maps[int(key)] = EstateMap(
            number=int(key),
            copies=spec["copies"],
            colours=colours,
            dice=dice,
            neighbours=neighbours,
            region_of=region_of,
            regions=regions,
            castle_spaces=tuple(spec["castle_spaces"]),
            start_castle=spec.get("start_castle"),
            colour_spaces={c: tuple(i for i in range(SPACES) if colours[i] == c) for c in COLOURS},
        )
    return maps


@attrs.frozen
class Board:
    """The main board: depot slots, the 3-player mine rule, the black depot."""

    # depot (1-6) -> slots as (colour, smallest player count)
    depots: dict[int, tuple[tuple[str, int], ...]]
    three_player_mine: tuple[int, int, tuple[str, ...]]  # depot, slot, phases
    ring: tuple[int, ...]
    black_slots: dict[int, int]
    price: int
    track_spaces: int


@functools.cache
def board() -> Board:
    raw = _load("board.toml")
    rule = raw["depot_rules"]["three_player_mine_slot"]
    return Board(
        depots={
            int(d): tuple((COLOUR_CODES[c], n) for c, n in slots)
            for d, slots in raw["depots"].items()
        },
        three_player_mine=(rule["depot"], rule["slot"], tuple(rule["phases"])),
        ring=tuple(raw["depot_rules"]["ring"]),
        black_slots={int(k): v for k, v in raw["black_depot"]["slots_by_players"].items()},
        price=raw["black_depot"]["price_silverlings"],
        track_spaces=raw["turn_order_track"]["spaces"],
    )


@attrs.frozen
class Components:
    building_types: tuple[str, ...]
    normal_tiles: tuple[Tile, ...]  # every normal-back hex tile, start castles included
    black_tiles: tuple[Tile, ...]
    knowledge_numbers: int
    goods_types: int
    goods_per_type: int
    phase_stacks: int
    goods_per_phase: int
    goods_start: int
    start_silverlings: int
    start_workers: tuple[int, ...]
    region_points: dict[int, int]
    phase_bonus: dict[str, int]
    goods_points: dict[int, int]
    bonus_large: dict[int, int]
    bonus_small: dict[int, int]
    hex_total: int
    knowledge_building_scorers: dict[int, str]


@functools.cache
def components() -> Components:
    raw = _load("components.toml")
    hexes = raw["hex_tiles"]
    normal: list[Tile] = []
    black: list[Tile] = []
    for kind in ("castle", "mine", "ship"):
        normal += [tile(kind)] * hexes[kind]["normal_back"]
        black += [tile(kind)] * hexes[kind]["black_back"]
    animal = hexes["animal"]
    assert tuple(animal["species"]) == SPECIES
    for species in animal["species"]:
        for count, n in animal["normal_back_each"].items():
            normal += [tile(f"animal:{species}:{count}")] * n
        for count, n in animal["black_back_each"].items():
            black += [tile(f"animal:{species}:{count}")] * n
    building = hexes["building"]
    for kind in building["types"]:
        normal += [tile(f"building:{kind}")] * building["normal_back_each"]
        black += [tile(f"building:{kind}")] * building["black_back_each"]
    for n in range(1, hexes["knowledge"]["numbers"] + 1):
        (black if n in hexes["knowledge"]["black_back"] else normal).append(tile(f"knowledge:{n}"))
    scoring = raw["scoring"]
    return Components(
        building_types=tuple(hexes["building"]["types"]),
        normal_tiles=tuple(normal),
        black_tiles=tuple(black),
        knowledge_numbers=hexes["knowledge"]["numbers"],
        goods_types=raw["goods"]["types"],
        goods_per_type=raw["goods"]["per_type"],
        phase_stacks=raw["goods"]["phase_stacks"],
        goods_per_phase=raw["goods"]["per_phase"],
        goods_start=raw["goods"]["start_per_player"],
        start_silverlings=raw["start"]["silverlings"],
        start_workers=tuple(raw["start"]["workers_by_seat"]),
        region_points={int(k): v for k, v in scoring["region_by_size"].items()},
        phase_bonus=dict(scoring["phase_bonus"]),
        goods_points={int(k): v for k, v in scoring["goods_per_tile_by_players"].items()},
        bonus_large={int(k): v for k, v in scoring["bonus_large_by_players"].items()},
        bonus_small={int(k): v for k, v in scoring["bonus_small_by_players"].items()},
        hex_total=hexes["total"],
        knowledge_building_scorers={
            int(k): str(v) for k, v in raw["knowledge_building_scorers"].items()
        },
    )


__all__ = [
    "COLOURS",
    "KIND_COLOUR",
    "PHASES",
    "SPACES",
    "Board",
    "Components",
    "EstateMap",
    "board",
    "components",
    "estates",
]
