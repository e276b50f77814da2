"""The fixed geometry (C-SETUP-2, -3, -6) and the spiral (C-SETUP-5): §15 facts 1 and 2."""

from __future__ import annotations

from collections import Counter

import pytest

from burgundy.games.catan import geometry
from burgundy.games.catan.geometry import (
    FRAME,
    INTERSECTIONS,
    LAND,
    PATHS,
    adjacent,
    harbour_intersections,
    path_between,
    spiral,
)


@pytest.mark.rule("C-SETUP-2", "C-SETUP-3")
def test_the_board_has_19_land_hexes_54_intersections_and_72_paths() -> None:
    """§15 fact 1."""
    assert len(LAND) == 19 and len(FRAME) == 18
    assert all(max(abs(q), abs(r), abs(q + r)) <= 2 for q, r in LAND)
    assert Counter(q for q, _ in LAND) == {-2: 3, -1: 4, 0: 5, 1: 4, 2: 3}
    assert len(INTERSECTIONS) == 54 and len(PATHS) == 72
    assert Counter(len(adjacent(i)) for i in range(54)) == {3: 36, 2: 18}
    land = set(LAND)
    assert Counter(len(hexes & land) for hexes in INTERSECTIONS) == {3: 24, 2: 12, 1: 18}


@pytest.mark.rule("C-SETUP-3")
def test_intersections_are_numbered_top_to_bottom_then_left_to_right() -> None:
    """The numbers of §12's list: I3, I4, I27, I35 and Green's coast chain."""
    assert INTERSECTIONS[3] == {(-1, -2), (-1, -1), (0, -2)}
    assert INTERSECTIONS[4] == {(0, -2), (1, -2), (1, -3)}
    assert INTERSECTIONS[27] == {(0, 0), (1, -1), (1, 0)}
    assert INTERSECTIONS[35] == {(2, -1), (2, 0), (3, -1)}
    assert INTERSECTIONS[44] == {(-1, 2), (0, 1), (0, 2)}
    for a, b in zip((12, 18, 24, 30, 36), (18, 24, 30, 36, 42), strict=True):
        assert b in adjacent(a)
    assert PATHS[path_between(3, 8)] == {3, 8}
    assert path_between(8, 3) == path_between(3, 8)
    keys = [
        (sum(2 * r + q for q, r in hexes), sum(3 * q for q, _ in hexes)) for hexes in INTERSECTIONS
    ]
    assert keys == sorted(keys)


def test_path_between_names_intersections_that_are_not_adjacent() -> None:
    with pytest.raises(ValueError, match="intersections 3 and 9 are not adjacent"):
        path_between(3, 9)


@pytest.mark.rule("C-BUILD-4")
def test_a_coast_intersection_has_two_neighbours() -> None:
    """§15 fact 5, second half: I5 touches only I4 and I10."""
    assert adjacent(5) == (4, 10)


@pytest.mark.rule("C-SETUP-6")
def test_harbour_intersections() -> None:
    """§15 fact 1: h0 I4/I5, h2 I29/I35, h5 I43/I48, h8 I2/I3; the 18 are distinct."""
    assert harbour_intersections(0) == (4, 5)
    assert harbour_intersections(2) == (29, 35)
    assert harbour_intersections(5) == (43, 48)
    assert harbour_intersections(8) == (2, 3)
    assert len({i for h in range(9) for i in harbour_intersections(h)}) == 18
    assert FRAME[0] == (1, -3) and [FRAME[2 * h] for h in (1, 4, 8)] == [(3, -3), (0, 3), (-1, -2)]


@pytest.mark.rule("C-SETUP-5")
def test_the_spiral_from_the_top_corner() -> None:
    """§15 fact 2."""
    assert spiral((0, -2)) == (
        (0, -2), (1, -2), (2, -2), (2, -1), (2, 0), (1, 1), (0, 2), (-1, 2), (-2, 2), (-2, 1),
        (-2, 0), (-1, -1), (0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, 0),
    )  # fmt: skip
    for corner in geometry.SPIRAL_CORNERS:
        order = spiral(corner)
        assert sorted(order) == sorted(LAND) and order[0] == corner and order[-1] == (0, 0)
    with pytest.raises(ValueError, match=r"\(1, -1\) is not a corner hex"):
        spiral((1, -1))
