"""Building (C-BUILD): where a road, settlement or city may go, the stock, and placing the
pieces (paid or not); every placement of a road or settlement recomputes the roads
(C-AWARD-4)."""

from __future__ import annotations

from burgundy.games.catan.actions import show_path
from burgundy.games.catan.events import CityBuilt, Event, Paid, RoadPlaced, SettlementPlaced
from burgundy.games.catan.geometry import ADJACENT, INTERSECTIONS, PATH_ENDS, PATHS, PATHS_AT
from burgundy.games.catan.rules.awards import refresh_roads
from burgundy.games.catan.rules.holdings import exchanged, holds
from burgundy.games.catan.state import State
from burgundy.kernel.values import evolve


def left(state: State, seat: int, piece: str) -> int:
    """How many ``piece``s (``"road"``, ``"settlement"``, ``"city"``) ``seat`` has in stock
    (C-SETUP-8, C-BUILD-2)."""
    if piece == "road":
        placed = list(state.roads.values()).count(seat)
    else:
        placed = list(state.buildings.values()).count((seat, piece))
    return state.figures.stock[piece] - placed


def cost_problem(state: State, seat: int, thing: str) -> str | None:
    cost = state.figures.costs[thing]
    if holds(state.players[seat].hand, cost):
        return None
    price = " + ".join(f"{n} {r}" for r, n in cost.items())
    return f"seat {seat} cannot pay {price} for a {thing} (C-BUILD-1)"


def stock_problem(state: State, seat: int, piece: str) -> str | None:
    if left(state, seat, piece) > 0:
        return None
    return f"seat {seat} has no {piece} left in stock (C-BUILD-2)"


def settlement_problem(state: State, seat: int, intersection: int, setup: bool) -> str | None:
    """Why ``seat`` may not put a settlement on ``intersection`` (C-BUILD-4), or ``None``.
    Outside set-up it must touch one of the seat's roads."""
    if not _is_index(intersection, len(INTERSECTIONS)):
        return f"there is no intersection {intersection!r} (0 to {len(INTERSECTIONS) - 1})"
    if intersection in state.buildings:
        return f"I{intersection} holds a building"
    near = _neighbour_built(state.buildings, intersection)
    if near is not None:
        return f"I{intersection} is next to the building on I{near} (distance rule, C-BUILD-4)"
    if not setup and not any(state.roads.get(p) == seat for p in PATHS_AT[intersection]):
        return f"I{intersection} touches no road of seat {seat}'s (C-BUILD-4)"
    return None


def _neighbour_built(buildings: dict[int, tuple[int, str]], intersection: int) -> int | None:
    """The first intersection next to ``intersection`` that holds one of ``buildings``."""
    for near in ADJACENT[intersection]:
        if near in buildings:
            return near
    return None


def road_problem(state: State, seat: int, path: int, at: int | None = None) -> str | None:
    """Why ``seat`` may not put a road on ``path`` (C-BUILD-3), or ``None``; with ``at`` (a
    set-up road) the road must touch the settlement on intersection ``at``."""
    if not _is_index(path, len(PATHS)):
        return f"there is no path {path!r} (0 to {len(PATHS) - 1})"
    if path in state.roads:
        return f"{show_path(path)} holds a road"
    if at is not None:
        if at not in PATH_ENDS[path]:
            return f"a set-up road must touch the settlement just placed on I{at} (C-SETUP-12)"
        return None
    if not any(_reaches(state.buildings, state.roads, seat, end) for end in PATH_ENDS[path]):
        return (
            f"{show_path(path)} touches no building of seat {seat}'s, nor a road of theirs "
            "at an intersection free of other players' buildings (C-BUILD-3)"
        )
    return None


def _is_index(value: object, size: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < size


def _reaches(
    buildings: dict[int, tuple[int, str]], roads: dict[int, int], seat: int, intersection: int
) -> bool:
    """Whether ``seat``'s network of ``roads`` may continue from ``intersection`` among
    ``buildings`` (C-BUILD-3)."""
    if intersection in buildings:
        return buildings[intersection][0] == seat
    for path in PATHS_AT[intersection]:  # noqa: SIM110  (a loop: any() adds a generator)
        if path in roads and roads[path] == seat:
            return True
    return False


def road_spots(state: State, seat: int) -> tuple[int, ...]:
    """Every path where ``seat`` may put a road now, stock aside, in increasing order."""
    roads, buildings = state.roads, state.buildings
    path_ends, paths_at = PATH_ENDS, PATHS_AT  # names: compiled, each global is a lookup
    ends = {i for p, s in roads.items() if s == seat for i in path_ends[p]}
    ends |= {i for i, (s, _) in buildings.items() if s == seat}
    spots = {
        p for i in ends if _reaches(buildings, roads, seat, i) for p in paths_at[i]
        if p not in roads
    }
    return tuple(sorted(spots))


def settlement_spots(state: State, seat: int, setup: bool) -> tuple[int, ...]:
    """Every intersection where ``seat`` may put a settlement now, stock aside."""
    buildings = state.buildings
    if setup:
        return tuple(
            i for i in range(len(INTERSECTIONS))
            if i not in buildings and _neighbour_built(buildings, i) is None
        )
    # Outside set-up the candidates are the ends of the seat's roads: each touches one.
    path_ends = PATH_ENDS
    ends = {i for p, s in state.roads.items() if s == seat for i in path_ends[p]}
    return tuple(
        i for i in sorted(ends) if i not in buildings and _neighbour_built(buildings, i) is None
    )


def city_problem(state: State, seat: int, intersection: int) -> str | None:
    if not _is_index(intersection, len(INTERSECTIONS)):
        return f"there is no intersection {intersection!r} (0 to {len(INTERSECTIONS) - 1})"
    if state.buildings.get(intersection) != (seat, "settlement"):
        return f"I{intersection} holds no settlement of seat {seat}'s (C-BUILD-5)"
    return None


def place_road(state: State, seat: int, path: int, paid: bool) -> tuple[State, tuple[Event, ...]]:
    """``seat`` puts a road on ``path`` (legal: checked by the caller), paying if ``paid``."""
    events: tuple[Event, ...] = ()
    if paid:
        state, events = _pay(state, seat, "road")
    state = evolve(state, roads={**state.roads, path: seat})
    state, moved = refresh_roads(state, (seat,))
    return state, events + (RoadPlaced(seat, path, paid),) + moved


def place_settlement(
    state: State, seat: int, intersection: int, paid: bool
) -> tuple[State, tuple[Event, ...]]:
    """``seat`` puts a settlement on ``intersection``; it may break others' roads
    (C-AWARD-4)."""
    events: tuple[Event, ...] = ()
    if paid:
        state, events = _pay(state, seat, "settlement")
    state = evolve(state, buildings={**state.buildings, intersection: (seat, "settlement")})
    broken = {
        s for p in PATHS_AT[intersection] if (s := state.roads.get(p)) is not None and s != seat
    }
    state, moved = refresh_roads(state, sorted(broken))
    return state, events + (SettlementPlaced(seat, intersection, paid),) + moved


def place_city(state: State, seat: int, intersection: int) -> tuple[State, tuple[Event, ...]]:
    """``seat`` pays for a city and puts it in place of its settlement (C-BUILD-5)."""
    state, events = _pay(state, seat, "city")
    state = evolve(state, buildings={**state.buildings, intersection: (seat, "city")})
    return state, events + (CityBuilt(seat, intersection),)


def _pay(state: State, seat: int, thing: str) -> tuple[State, tuple[Event, ...]]:
    """``seat`` pays for ``thing``, which ends the trade phase (C-TURN-3)."""
    cost = state.figures.costs[thing]
    players, bank = exchanged(state, seat, cost, {})
    return evolve(state, players=players, bank=bank, built=True), (Paid(seat, dict(cost), thing),)
