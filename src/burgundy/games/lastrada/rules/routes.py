"""Routes (L-ROUTE): which targets a seat may connect, every legal route it can build with a
budget of days, and the one reason a given route is illegal.

A route ``O, f1, …, fk, D`` (L-ROUTE-4) runs from a reached place ``O`` over empty landscape
fields to a target ``D``. The enumerator walks outward from every reached place; a route has
at most ``numbers.max_tiles`` tiles, so the walk is short (L-ROUTE-9).
"""

from __future__ import annotations

from collections import Counter
from itertools import pairwise

from burgundy.games.lastrada.actions import BuildRoute
from burgundy.games.lastrada.board import Field, show
from burgundy.games.lastrada.state import State

Walk = tuple[Field, tuple[Field, ...], Field]  # origin, tiles, target


def needs_stone(state: State, target: Field) -> bool:
    """Whether connecting ``target`` places a stone: always, except on a 2-player target that
    already holds one (L-TWO-3)."""
    return not (len(state.players) == 2 and state.stones.get(target))


def destinations(state: State, seat: int) -> frozenset[Field]:
    """The targets ``seat`` may connect (L-ROUTE-6, -7; L-TWO-3): not yet reached, and with a
    stone to place where one is needed."""
    player = state.players[seat]
    return frozenset(
        target
        for target in state.targets
        if target not in player.reached and (player.stones or not needs_stone(state, target))
    )


def walks(state: State, seat: int, budget: int, first: bool = False) -> list[Walk]:
    """Every (origin, tiles, target) ``seat`` could build with ``budget`` days and its tiles
    and stones, depth first from each reached place in order (only the first found if
    ``first``). The same tiles and target may come from two origins."""
    found: list[Walk] = []
    targets = destinations(state, seat)
    if not targets:
        return found
    adjacent = state.board.adjacent
    landscape = state.board.landscape
    costs = state.numbers.costs
    longest = state.numbers.max_tiles
    gentle = state.curves == "gentle"
    taken = state.road_tiles
    starts = state.start_fields
    tiles = dict(state.players[seat].tiles)
    path: list[Field] = []

    def lay(origin: Field, before: Field, here: Field, spent: int) -> bool:
        """Try a tile on ``here``, the field after ``before``; whether to stop."""
        terrain = landscape.get(here)
        if terrain is None or here in taken or here in starts or not tiles[terrain]:
            return False
        spent += costs[terrain]
        if spent > budget or here in path:
            return False
        tiles[terrain] -= 1
        path.append(here)
        for after in adjacent[here]:
            if gentle and after in adjacent[before]:
                continue  # the tile on `here` would join neighbouring sides (L-ROUTE-5)
            if after in targets:
                found.append((origin, tuple(path), after))
                if first:
                    return True
            elif len(path) < longest and lay(origin, here, after, spent):
                return True
        path.pop()
        tiles[terrain] += 1
        return False

    for origin in state.players[seat].reached:
        for here in adjacent[origin]:
            if lay(origin, origin, here, 0):
                return found
    return found


def routes(state: State, seat: int, budget: int) -> tuple[BuildRoute, ...]:
    """Every legal route of ``seat`` with ``budget`` days, each once (L-ROUTE-9)."""
    return tuple(
        dict.fromkeys(BuildRoute(tiles, target) for _, tiles, target in walks(state, seat, budget))
    )


def can_build(state: State, seat: int, budget: int) -> bool:
    """Whether ``seat`` has at least one legal route with ``budget`` days (L-END-1)."""
    return bool(walks(state, seat, budget, first=True))


def cost(state: State, fields: tuple[Field, ...]) -> int:
    costs = state.numbers.costs
    return sum(costs[state.board.fields[f]] for f in fields)


def origin(state: State, seat: int, route: BuildRoute) -> Field | None:
    """The first reached place of ``seat`` the route can start from, if any."""
    first = route.fields[0]
    after = route.fields[1] if len(route.fields) > 1 else route.target
    adjacent = state.board.adjacent
    for place in state.players[seat].reached:
        if first in adjacent[place] and (
            state.curves == "any" or state.board.tile_fits(place, after)
        ):
            return place
    return None


def problem(state: State, seat: int, route: BuildRoute) -> str | None:
    """Why ``seat`` may not build ``route`` now, or ``None`` if it may."""
    fields, target = route.fields, route.target
    board, player = state.board, state.players[seat]
    if not (isinstance(fields, tuple) and all(_is_field(f) for f in fields)):
        return "a route's fields are a tuple of (q, r) pairs"
    if not _is_field(target):
        return "a route's target is a (q, r) pair"
    if not fields:
        return "a route lays at least one road tile (L-ROUTE-4)"
    if len(fields) > state.numbers.max_tiles:
        return f"a route has at most {state.numbers.max_tiles} tiles (L-ROUTE-9)"
    kind = board.fields.get(target)
    if target in state.start_fields:
        return f"{show(target)} is a start field: routes lead to targets only (L-ROUTE-6)"
    if kind != "target":
        return f"{show(target)} is not a target space (L-ROUTE-6)"
    if target in player.reached:
        return f"seat {seat} has already reached {show(target)} (L-ROUTE-6)"
    if needs_stone(state, target) and not player.stones:
        return f"seat {seat} has no stones left (L-ROUTE-7)"
    for i, field in enumerate(fields):
        why = _field_problem(state, field)
        if why:
            return why
        if field in fields[:i]:
            return f"the route passes {show(field)} twice (L-ROUTE-4)"
    for terrain, needed in Counter(board.fields[f] for f in fields).items():
        if needed > player.tiles[terrain]:
            return (
                f"the route needs {needed} {terrain} tiles, seat {seat} has "
                f"{player.tiles[terrain]} (L-ROUTE-3)"
            )
    price = cost(state, fields)
    if price > player.days:
        return f"the route costs {price} days, seat {seat} holds {player.days} (L-ROUTE-1)"
    chain = (*fields, target)
    for a, b in pairwise(chain):
        if b not in board.adjacent[a]:
            return f"{show(a)} and {show(b)} are not adjacent (L-ROUTE-4)"
    if state.curves == "gentle":
        for before, here, after in zip(chain, chain[1:], chain[2:], strict=False):
            if not board.tile_fits(before, after):
                return _bend(before, here, after)
    if origin(state, seat, route) is None:
        near = [p for p in player.reached if fields[0] in board.adjacent[p]]
        if not near:
            return f"{show(fields[0])} is next to none of seat {seat}'s reached places (L-ROUTE-4)"
        return _bend(near[0], fields[0], chain[1])
    return None


def _field_problem(state: State, field: Field) -> str | None:
    kind = state.board.fields.get(field)
    if kind is None:
        return f"{show(field)} is not a field of the board"
    if kind == "target":
        return f"the route passes through the target space {show(field)} (L-ROUTE-11)"
    if field in state.start_fields:
        return f"the route passes through the start field on {show(field)} (L-SETUP-7)"
    if field in state.road_tiles:
        return f"{show(field)} already holds a road tile (L-ROUTE-2)"
    return None


def _bend(before: Field, here: Field, after: Field) -> str:
    return (
        f"the tile on {show(here)} would join neighbouring sides: {show(before)} and "
        f"{show(after)} touch (L-ROUTE-5)"
    )


def _is_field(value: object) -> bool:
    return (
        isinstance(value, tuple)
        and len(value) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    )
