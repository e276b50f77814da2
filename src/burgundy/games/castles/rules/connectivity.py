"""How a seat's placed tiles join up on its estate map (R-ACT-PLACE's neighbours): the
largest group of tiles of a pattern, and whether placed tiles join two sets of spaces.
The tile language reads them as ``largest(<pattern>)`` and ``connected(<tag>, <tag>)``;
the walks are every game's (``burgundy.lang.table``)."""

from __future__ import annotations

from collections.abc import Callable, Collection

from burgundy.games.castles.data import estates
from burgundy.games.castles.state import PlayerState
from burgundy.games.castles.tile import Tile
from burgundy.lang import table


def largest_group(player: PlayerState, member: Callable[[Tile | None], bool]) -> int:
    """How many tiles the largest group of the seat's placed members holds (0: none)."""
    neighbours = estates()[player.estate_map].neighbours
    spaces = [space for space, placed in enumerate(player.spaces) if member(placed)]
    return max(map(len, table.groups(spaces, lambda space: neighbours[space])), default=0)


def joined(player: PlayerState, starts: Collection[int], ends: Collection[int]) -> bool:
    """Whether the seat's placed tiles, each next to the next, join a covered space of
    ``starts`` to a covered space of ``ends``."""
    neighbours = estates()[player.estate_map].neighbours
    covered = {space for space, placed in enumerate(player.spaces) if placed is not None}
    steps = {space: [n for n in neighbours[space] if n in covered] for space in covered}
    return table.joined([s for s in starts if s in covered], {s for s in ends if s in covered},
                        steps)
