"""Road length, Longest Road and Largest Army (C-AWARD): the seed's tie rules, as the
formal rulings state them: a card belongs to the one player at the minimum or more and
ahead of everyone else, else it lies in the supply."""

from __future__ import annotations

from collections.abc import Iterable

from burgundy.games.catan.events import AwardMoved, Event
from burgundy.games.catan.geometry import PATH_ENDS, PATHS_AT
from burgundy.games.catan.rules.holdings import with_player
from burgundy.games.catan.state import State
from burgundy.model.values import evolve


def road_length(state: State, seat: int) -> int:
    """The paths in the longest trail of ``seat``'s roads: no path twice, never through an
    intersection holding another player's building (C-AWARD-1)."""
    own = [p for p, s in state.roads.items() if s == seat]
    if not own:
        return 0
    roads = state.roads
    buildings = state.buildings
    blocked = {i for i, (owner, _) in buildings.items() if owner != seat}
    used: set[int] = set()

    def walk(at: int) -> int:
        if at in blocked and used:  # a trail may end at another's building, not pass it
            return 0
        best = 0
        for p in PATHS_AT[at]:
            if p not in used and roads.get(p) == seat:
                used.add(p)
                a, b = PATH_ENDS[p]
                best = max(best, 1 + walk(b if a == at else a))
                used.discard(p)
        return best

    starts = {i for p in own for i in PATH_ENDS[p]}
    return max(walk(i) for i in starts)


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
