"""How a seat's placed tiles join up on its estate map (R-ACT-PLACE's neighbours): the
largest group of tiles of a pattern, and whether placed tiles join two sets of spaces.
The tile language reads them as ``largest(<pattern>)`` and ``connected(<tag>, <tag>)``."""

from __future__ import annotations

from collections.abc import Callable, Collection

from burgundy.games.castles.data import estates
from burgundy.games.castles.state import PlayerState
from burgundy.games.castles.tile import Tile


def _group(player: PlayerState, start: int, member: Callable[[Tile | None], bool]) -> set[int]:
    """The spaces joined to ``start`` through neighbouring spaces whose tiles are members."""
    neighbours = estates()[player.estate_map].neighbours
    group, todo = {start}, [start]
    while todo:
        for other in neighbours[todo.pop()]:
            if other not in group and member(player.spaces[other]):
                group.add(other)
                todo.append(other)
    return group


def largest_group(player: PlayerState, member: Callable[[Tile | None], bool]) -> int:
    """How many tiles the largest group of the seat's placed members holds (0: none)."""
    largest, seen = 0, set[int]()
    for space, placed in enumerate(player.spaces):
        if space not in seen and member(placed):
            group = _group(player, space, member)
            seen |= group
            largest = max(largest, len(group))
    return largest


def joined(player: PlayerState, starts: Collection[int], ends: Collection[int]) -> bool:
    """Whether the seat's placed tiles, each next to the next, join a covered space of
    ``starts`` to a covered space of ``ends``."""
    covered = [s for s in starts if player.spaces[s] is not None]
    reached: set[int] = set()
    for space in covered:
        if space not in reached:
            reached |= _group(player, space, lambda placed: placed is not None)
    return any(s in reached for s in ends)
