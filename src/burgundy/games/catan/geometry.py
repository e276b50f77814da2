"""Catan's fixed geometry (C-SETUP-2, -3, -6): the 19 land hexes, the 18 frame hexes, the 54
intersections and 72 paths with their C-SETUP-3 numbers, adjacency, the nine harbours' places
and the token spiral.

Hexes are axial pairs ``(q, r)``; the board is drawn flat-topped with the seed's rows as the
columns of constant ``q``. An intersection is named by its three hexes and numbered 0-53, a
path by its two hexes and numbered 0-71, both in increasing order of the key
``(Σ(2r+q), Σ3q)`` over their hexes: top to bottom, then left to right.

>>> len(LAND), len(INTERSECTIONS), len(PATHS)
(19, 54, 72)
>>> adjacent(5)
(4, 10)
>>> harbour_intersections(0)
(4, 5)
"""

from __future__ import annotations

from itertools import combinations
from math import atan2, sqrt, tau
from typing import TypeAlias

Hex: TypeAlias = tuple[int, int]

#: The six neighbour directions, clockwise from N in the drawing: N, NE, SE, S, SW, NW.
DIRECTIONS: tuple[Hex, ...] = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))


def ring(hex_: Hex) -> int:
    """The distance from the centre: 0 to 2 on land, 3 on the frame."""
    q, r = hex_
    return max(abs(q), abs(r), abs(q + r))


def neighbours(hex_: Hex) -> tuple[Hex, ...]:
    """The six neighbours of ``hex_`` in clockwise order from N, on the board or not."""
    q, r = hex_
    return tuple((q + dq, r + dr) for dq, dr in DIRECTIONS)


def show(hex_: Hex) -> str:
    """``(q, r)``, as messages and actions print a hex."""
    return f"({hex_[0]}, {hex_[1]})"


_ALL = [(q, r) for q in range(-3, 4) for r in range(-3, 4) if ring((q, r)) <= 3]


def _position(hexes: frozenset[Hex]) -> tuple[int, int]:
    return sum(2 * r + q for q, r in hexes), sum(3 * q for q, _ in hexes)


def _angle(hex_: Hex) -> float:
    """The clockwise angle of a hex's centre in the drawing (y grows downward), from (1, -3)."""
    q, r = hex_
    return (atan2(sqrt(3) * (r + q / 2), 1.5 * q) - atan2(sqrt(3) * -2.5, 1.5)) % tau


#: The 19 land hexes (C-SETUP-2), top to bottom, then left to right.
LAND: tuple[Hex, ...] = tuple(
    sorted((h for h in _ALL if ring(h) <= 2), key=lambda h: _position(frozenset([h])))
)
#: The 18 frame hexes, clockwise from ``(1, -3)`` (C-SETUP-6): the even places are harbours.
FRAME: tuple[Hex, ...] = tuple(sorted((h for h in _ALL if ring(h) == 3), key=_angle))
_LAND = frozenset(LAND)

#: Harbours h0..h8: the frame hex and the land hex it faces (C-SETUP-6's table).
HARBOURS: tuple[tuple[Hex, Hex], ...] = (
    ((1, -3), (1, -2)),
    ((3, -3), (2, -2)),
    ((3, -1), (2, -1)),
    ((2, 1), (1, 1)),
    ((0, 3), (0, 2)),
    ((-2, 3), (-1, 2)),
    ((-3, 2), (-2, 1)),
    ((-3, 0), (-2, 0)),
    ((-1, -2), (-1, -1)),
)

#: The 54 intersections, each the frozenset of its three hexes, by C-SETUP-3 number.
INTERSECTIONS: tuple[frozenset[Hex], ...] = tuple(
    sorted(
        (
            frozenset(trio)
            for trio in combinations(_ALL, 3)
            if set(trio) & _LAND and all(b in neighbours(a) for a, b in combinations(trio, 2))
        ),
        key=_position,
    )
)
_SIDES: tuple[frozenset[Hex], ...] = tuple(
    sorted(
        (
            frozenset(pair)
            for pair in combinations(_ALL, 2)
            if set(pair) & _LAND and pair[1] in neighbours(pair[0])
        ),
        key=_position,
    )
)
#: The 72 paths, each the frozenset of the two intersection numbers it joins, by number.
PATHS: tuple[frozenset[int], ...] = tuple(
    frozenset(i for i, hexes in enumerate(INTERSECTIONS) if side <= hexes) for side in _SIDES
)
#: Each path's two intersections, the smaller first.
PATH_ENDS: tuple[tuple[int, int], ...] = tuple((min(ends), max(ends)) for ends in PATHS)
#: The paths at each intersection (two or three), in increasing order.
PATHS_AT: tuple[tuple[int, ...], ...] = tuple(
    tuple(p for p, ends in enumerate(PATH_ENDS) if i in ends) for i in range(len(INTERSECTIONS))
)
#: The intersections one path away from each intersection, in increasing order.
ADJACENT: tuple[tuple[int, ...], ...] = tuple(
    tuple(sorted(j for p in PATHS_AT[i] for j in PATH_ENDS[p] if j != i))
    for i in range(len(INTERSECTIONS))
)
_PATH_OF: dict[tuple[int, int], int] = {ends: p for p, ends in enumerate(PATH_ENDS)}
#: The land hexes touching each intersection (one to three), in LAND's order.
LAND_AT: tuple[tuple[Hex, ...], ...] = tuple(
    tuple(h for h in LAND if h in hexes) for hexes in INTERSECTIONS
)
#: The six intersections at the corners of each land hex, in increasing order.
CORNERS: dict[Hex, tuple[int, ...]] = {
    h: tuple(i for i, hexes in enumerate(INTERSECTIONS) if h in hexes) for h in LAND
}
#: The two intersections of each harbour h0..h8: the ends of the path it faces along.
HARBOUR_INTERSECTIONS: tuple[tuple[int, int], ...] = tuple(
    PATH_ENDS[_SIDES.index(frozenset(pair))] for pair in HARBOURS
)
#: Harbour intersection -> its harbour (0..8).
HARBOUR_AT: dict[int, int] = {
    i: harbour for harbour, ends in enumerate(HARBOUR_INTERSECTIONS) for i in ends
}
#: The corner hexes a token spiral may start from (C-SETUP-5).
SPIRAL_CORNERS: tuple[Hex, ...] = ((0, -2), (2, -2), (2, 0), (0, 2), (-2, 2), (-2, 0))


def adjacent(intersection: int) -> tuple[int, ...]:
    """The intersection numbers one path away (three, or two on the coast)."""
    return ADJACENT[intersection]


def path_between(a: int, b: int) -> int:
    """The number of the path joining the adjacent intersections ``a`` and ``b``;
    ``ValueError`` if they are not adjacent."""
    try:
        return _PATH_OF[(min(a, b), max(a, b))]
    except KeyError:
        raise ValueError(f"intersections {a} and {b} are not adjacent") from None


def harbour_intersections(harbour: int) -> tuple[int, int]:
    """The two intersections of harbour ``h0``..``h8``, given as 0..8 (C-SETUP-6)."""
    return HARBOUR_INTERSECTIONS[harbour]


def spiral(corner: Hex) -> tuple[Hex, ...]:
    """The 19 land hexes in the token spiral's order from ``corner`` (C-SETUP-5): the outer
    ring clockwise, the inner ring clockwise, the centre."""
    if corner not in SPIRAL_CORNERS:
        raise ValueError(
            f"{show(corner)} is not a corner hex (one of {', '.join(map(show, SPIRAL_CORNERS))})"
        )
    land = _LAND
    # The first direction whose neighbour is land while the one before it is not.
    way = next(d for d in range(6) if _step(corner, d) in land and _step(corner, d - 1) not in land)
    order = [corner]
    seen = {corner}
    while len(order) < len(LAND):
        here = order[-1]
        while _step(here, way) not in land or _step(here, way) in seen:
            way = (way + 1) % 6
        order.append(_step(here, way))
        seen.add(order[-1])
    return tuple(order)


def _step(hex_: Hex, direction: int) -> Hex:
    dq, dr = DIRECTIONS[direction % 6]
    return hex_[0] + dq, hex_[1] + dr
