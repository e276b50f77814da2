"""Road length, Longest Road and Largest Army (C-AWARD): the seed's tie rules, as the
formal rulings state them: a card belongs to the one player at the minimum or more and
ahead of everyone else, else it lies in the supply."""

from __future__ import annotations

from collections.abc import Iterable

from burgundy.games.catan.events import AwardMoved, Event
from burgundy.games.catan.geometry import PATH_ENDS
from burgundy.games.catan.rules.holdings import with_player
from burgundy.games.catan.state import State
from burgundy.kernel.values import evolve


def road_length(state: State, seat: int) -> int:
    """The paths in the longest trail of ``seat``'s roads: no path twice, never through an
    intersection holding another player's building (C-AWARD-1)."""
    links: dict[int, list[tuple[int, int]]] = {}  # intersection -> (own path, its other end)
    for path, owner in state.roads.items():
        if owner == seat:
            a, b = PATH_ENDS[path]
            links.setdefault(a, []).append((path, b))
            links.setdefault(b, []).append((path, a))
    if not links:
        return 0
    blocked = {i for i, (owner, _) in state.buildings.items() if owner != seat}
    own = sum(len(ways) for ways in links.values()) // 2
    used = [False] * len(PATH_ENDS)
    best = 0
    for start in _starts(links, blocked):
        best = max(best, _trail(links, blocked, used, start, False))
        if best == own:  # every road in one trail: none can be longer
            break
    return best


def _starts(links: dict[int, list[tuple[int, int]]], blocked: set[int]) -> list[int]:
    """Intersections where some longest trail of the roads ``links`` begins. A trail that
    begins at a free intersection with one of its roads unused is not a longest one: that
    road leads back from it. So a longest trail begins at another player's building, or
    uses every road at its first intersection, an odd number of them unless it comes back
    there; one that comes back, through free intersections of even roads only, runs over a
    whole loop of roads, and may begin anywhere on it."""
    starts = [i for i in links if i in blocked or len(links[i]) % 2]
    reached = _joined(links, starts, set())
    for i in links:
        if i not in reached:  # on a loop of roads
            starts.append(i)
            _joined(links, [i], reached)
    return starts


def _joined(
    links: dict[int, list[tuple[int, int]]], sources: list[int], reached: set[int]
) -> set[int]:
    """``reached`` with every intersection the roads ``links`` join to ``sources``."""
    waiting = list(sources)
    reached.update(sources)
    while waiting:
        for _, other in links[waiting.pop()]:
            if other not in reached:
                reached.add(other)
                waiting.append(other)
    return reached


def _trail(
    links: dict[int, list[tuple[int, int]]], blocked: set[int], used: list[bool], at: int,
    moved: bool,
) -> int:
    """The longest trail on from ``at`` over paths not ``used``; a trail may end at another
    player's building, not pass it (``moved``: ``at`` is not where the trail began)."""
    if moved and at in blocked:
        return 0
    best = 0
    for path, other in links[at]:
        if not used[path]:
            used[path] = True
            length = 1 + _trail(links, blocked, used, other, True)
            used[path] = False
            if length > best:
                best = length
    return best


def _holder(values: tuple[int, ...], minimum: int) -> int | None:
    best = max(values)
    if best < minimum or values.count(best) > 1:
        return None
    return values.index(best)


def refresh_roads(state: State, seats: Iterable[int]) -> tuple[State, tuple[Event, ...]]:
    """Recompute the road lengths of ``seats`` and who holds Longest Road (C-AWARD-2, -4)."""
    for seat in seats:
        length = road_length(state, seat)
        if length != state.players[seat].road_length:
            state = with_player(state, seat, road_length=length)
    lengths = tuple(p.road_length for p in state.players)
    holder = _holder(lengths, state.figures.minimums["longest_road"])
    if holder == state.longest_road:
        return state, ()
    moved = AwardMoved("longest_road", state.longest_road, holder)
    return evolve(state, longest_road=holder), (moved,)


def knights(state: State, seat: int) -> int:
    return state.players[seat].played.count("knight")


def refresh_army(state: State) -> tuple[State, tuple[Event, ...]]:
    """Who holds Largest Army after a knight is played (C-AWARD-3)."""
    army = tuple(knights(state, seat) for seat in range(len(state.players)))
    holder = _holder(army, state.figures.minimums["largest_army"])
    if holder == state.largest_army:
        return state, ()
    moved = AwardMoved("largest_army", state.largest_army, holder)
    return evolve(state, largest_army=holder), (moved,)
