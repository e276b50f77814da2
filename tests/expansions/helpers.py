"""Helpers of the expansion tests: the expansions' tile sets and clean positions."""

from __future__ import annotations

import functools

import burgundy
from burgundy.testing import Scenario
from tests.tiles.helpers import scenario


@functools.cache
def expansion(*names: str) -> burgundy.TileSet:
    """The standard tiles with the named expansions layered over them."""
    return burgundy.load_tiles(burgundy.STANDARD_TILES, *(burgundy.EXPANSIONS[n] for n in names))


def position(*names: str, players: int = 2, dice: tuple[int, int] = (1, 1)) -> Scenario:
    """A clean position (``tests.tiles.helpers.scenario``) with the expansions loaded."""
    return scenario(players, dice=dice, tiles=expansion(*names))
