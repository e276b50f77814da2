"""Routes (L-ROUTE) through play, with §12's facts 3 to 9 on the example board: seat 0 (Red)
on (-1, 1), touching the centre city (0, 0)."""

from __future__ import annotations

from collections import Counter, defaultdict

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from burgundy.errors import IllegalActionError
from burgundy.games.lastrada import BuildRoute, EndTurn, State
from burgundy.games.lastrada.board import Field
from burgundy.games.lastrada.events import RouteBuilt
from burgundy.games.lastrada.rules import flow
from burgundy.games.lastrada.rules.explain import why_illegal
from burgundy.games.lastrada.testing import Scenario
from tests.lastrada.helpers import (
    BOARD,
    CITY,
    FAR,
    FARM,
    HAMLET,
    RED,
    VILLAGE,
    play,
    route,
    scenario,
)


def routes_of(state: State) -> list[BuildRoute]:
    return [a for a in flow.legal(state) if isinstance(a, BuildRoute)]


def cost(state: State, action: BuildRoute) -> int:
    return sum(state.numbers.costs[state.fields[f]] for f in action.fields)


def cheapest(state: State) -> dict[Field, tuple[int, set[tuple[Field, ...]]]]:
    """Target -> (cheapest cost, the tiles of every cheapest route)."""
    best: dict[Field, tuple[int, set[tuple[Field, ...]]]] = {}
    for action in routes_of(state):
        price = cost(state, action)
        low, ways = best.get(action.target, (price, set()))
        if price < low:
            best[action.target] = (price, {action.fields})
        elif price == low:
            best[action.target] = (low, ways | {action.fields})
    return best


def illegal(state: State, action: object) -> str:
    with pytest.raises(IllegalActionError) as caught:
        flow.apply(state, action)  # type: ignore[arg-type]
    assert action not in flow.legal(state)
    return str(caught.value)


@pytest.mark.rule("L-ROUTE-1", "L-ROUTE-3")
def test_a_tile_costs_days_by_the_terrain_of_its_field() -> None:
    start = Scenario(players=3, board=BOARD).start(0, (-1, -2)).start(1, FAR[0]).start(2, FAR[1])
    state = start.days(0, 10).turn(0).state()
    mixed = route((-1, -3), (0, -4), (1, -4), (1, -3))
    assert [state.fields[f] for f in mixed.fields] == ["forest", "plain", "hill"]
    after, events = play(state, [mixed])
    assert [e.cost for e in events if isinstance(e, RouteBuilt)] == [9]  # 2 + 3 + 4
    assert after.players[0].days == 1
    assert after.players[0].tiles == {"plain": 17, "forest": 7, "hill": 4}
    short = start.days(0, 8).state()
    assert "costs 9 days, seat 0 holds 8 (L-ROUTE-1)" in illegal(short, mixed)
    assert all(cost(short, a) <= 8 for a in routes_of(short))


@pytest.mark.rule("L-ROUTE-9")
def test_no_route_has_more_than_five_tiles_whatever_the_purse() -> None:
    state = scenario(cap=20).days(0, 20).state()
    lengths = Counter(len(a.fields) for a in routes_of(state))
    assert max(lengths) == 5 and lengths[5] > 0
    long = BuildRoute(((-1, 2), (0, 2), (0, 3), (0, 4), (1, 3), (2, 3)), (1, 4))
    assert "at most 5 tiles" in illegal(state, long)
    three = scenario(max_tiles=3).days(0, 10).state()
    assert max(len(a.fields) for a in routes_of(three)) == 3


@pytest.mark.rule("L-ROUTE-4", "L-ROUTE-5", "L-ROUTE-9")
def test_cheapest_routes_from_the_start_field() -> None:
    """§12 fact 4."""
    best = cheapest(scenario().days(0, 10).state())
    assert best[FARM] == (2, {((-1, 2),)})
    assert best[VILLAGE] == (2, {((-2, 1),), ((-2, 2),)})
    assert best[HAMLET] == (4, {((0, 1), (1, 1))})
    assert best[(-2, -1)][0] == 4 and len(best[(-2, -1)][1]) == 3
    assert best[(3, -2)][0] == 6
    assert best[(-5, 1)] == (7, {((-2, 1), (-3, 1), (-4, 1))})
    assert best[CITY] == (
        8,
        {((-2, 1), (-2, 0), (-1, -1), (0, -1)), ((-1, 2), (0, 2), (1, 1), (1, 0))},
    )


@pytest.mark.rule("L-ROUTE-5")
def test_the_tile_rule_forbids_a_tile_joining_neighbouring_sides() -> None:
    """§12 fact 5."""
    state = scenario().days(0, 10).state()
    sharp = route((0, 1), CITY)
    message = illegal(state, sharp)
    assert "the tile on (0, 1) would join neighbouring sides: (-1, 1) and (0, 0) touch" in message
    assert cheapest(state)[CITY][0] == 8
    loose = scenario(curves="any").days(0, 10).state()
    assert cheapest(loose)[CITY] == (2, {((0, 1),), ((-1, 0),)})
    assert play(loose, [sharp])[0].stones[CITY] == (0,)


@pytest.mark.rule("L-ROUTE-9", "L-ROUTE-5")
@pytest.mark.parametrize(
    ("days", "curves", "count"), [(10, "gentle", 91), (6, "gentle", 22), (10, "any", 774)]
)
def test_the_number_of_legal_routes_from_the_start_field(
    days: int, curves: str, count: int
) -> None:
    """§12 fact 6, the enumerator's regression."""
    routes = routes_of(scenario(curves=curves).days(0, days).state())
    assert len(routes) == len(set(routes)) == count


@pytest.mark.rule("L-ROUTE-2", "L-ROUTE-12")
def test_another_players_tile_blocks_its_field() -> None:
    """§12 fact 7."""
    state = scenario().road(1, (-1, 2)).days(0, 10).state()
    assert cheapest(state)[FARM] == (4, {((0, 1), (0, 2)), ((-2, 2), (-2, 3))})
    assert all((-1, 2) not in a.fields for a in routes_of(state))
    assert "(-1, 2) already holds a road tile (L-ROUTE-2)" in illegal(state, route((-1, 2), FARM))


@pytest.mark.rule("L-ROUTE-10", "L-ROUTE-7", "L-ROUTE-4")
def test_several_routes_in_a_turn_from_a_target_reached_in_it() -> None:
    """§12 fact 8."""
    state = scenario().days(0, 6).state()
    after, events = play(state, [route((-1, 2), FARM), route((0, 2), (0, 1), CITY)])
    built = [e for e in events if isinstance(e, RouteBuilt)]
    assert [(e.origin, e.target, e.cost) for e in built] == [(RED, FARM, 2), (FARM, CITY, 4)]
    assert after.players[0].days == 0
    assert after.stones == {FARM: (0,), CITY: (0,)}
    assert after.players[0].reached == (RED, FARM, CITY)
    assert after.players[0].stones == 10
    middle, _ = play(state, [route((-1, 2), FARM)])
    near_farm = state.board.adjacent[FARM]
    for target in (VILLAGE, (-4, 5), HAMLET):
        from_farm = [
            cost(middle, a)
            for a in routes_of(middle)
            if a.target == target
            and a.fields[0] in near_farm
            and a.fields[0] not in state.board.adjacent[RED]
        ]
        assert min(from_farm) == 4


@pytest.mark.rule("L-ROUTE-6", "L-ROUTE-4", "L-ROUTE-11", "L-SETUP-7", "L-ROUTE-3")
def test_illegal_routes() -> None:
    """§12 fact 9."""
    state = Scenario(players=3, board=BOARD).start(0, RED).start(1, (1, 1)).start(2, FAR[0])
    state = state.days(0, 10).turn(0).state()
    done, _ = play(state, [route((-1, 2), FARM)])
    assert "seat 0 has already reached (-1, 3) (L-ROUTE-6)" in illegal(
        done, route((-2, 2), (-2, 3), FARM)
    )
    assert "(1, 1) is a start field: routes lead to targets only" in illegal(
        state, route((0, 1), (1, 1))
    )
    through_target = route((-1, 2), (-1, 3), (0, 3), (0, 4), (1, 4))
    assert "passes through the target space (-1, 3) (L-ROUTE-11)" in illegal(state, through_target)
    assert "passes through the start field on (1, 1)" in illegal(
        state, route((0, 1), (1, 1), HAMLET)
    )
    assert "at least one road tile" in illegal(state, BuildRoute((), CITY))
    assert "(0, 2) is next to none of seat 0's reached places" in illegal(
        state, route((0, 2), FARM)
    )
    assert "(0, 1) and (-1, 3) are not adjacent" in illegal(state, route((0, 1), FARM))
    assert "passes (-1, 2) twice" in illegal(state, route((-1, 2), (-1, 2), FARM))
    assert "(9, 9) is not a field of the board" in illegal(state, route((9, 9), FARM))
    no_forest = Scenario(players=3, board=BOARD).start(0, RED).start(1, FAR[0]).start(2, FAR[1])
    no_forest_state = no_forest.supply(0, forest=0).days(0, 10).turn(0).state()
    west = route((-2, 1), (-3, 1), (-4, 1), (-5, 1))
    assert "needs 1 forest tiles, seat 0 has 0 (L-ROUTE-3)" in illegal(no_forest_state, west)
    assert all(
        no_forest_state.fields[f] != "forest" for a in routes_of(no_forest_state) for f in a.fields
    )


@pytest.mark.rule("L-ROUTE-11", "L-ROUTE-6")
def test_a_route_beside_other_targets_connects_only_its_destination() -> None:
    state = scenario().days(0, 10).state()
    beside = next(
        a
        for a in routes_of(state)
        if any(
            n in state.targets and n != a.target for f in a.fields for n in state.board.adjacent[f]
        )
    )
    after, _ = play(state, [beside])
    assert after.players[0].reached == (RED, beside.target)
    assert after.stones == {beside.target: (0,)}
    assert all(a.target != beside.target for a in routes_of(after))


@pytest.mark.rule("L-ROUTE-12", "L-ROUTE-8")
def test_a_route_starts_at_a_place_never_at_a_tile() -> None:
    state, _ = play(scenario().days(0, 10).state(), [route((0, 1), (1, 1), HAMLET)])
    assert "(1, 0) is next to none of seat 0's reached places" in illegal(
        state, route((1, 0), CITY)
    )
    assert all(not set(a.fields) & {(0, 1), (1, 1)} for a in routes_of(state))
    by_seat = defaultdict(set)
    for field, seat in state.road_tiles.items():
        by_seat[seat].add(field)
    assert by_seat == {0: {(0, 1), (1, 1)}}  # every tile lies on the finished route


@pytest.mark.rule("L-ROUTE-7")
def test_a_target_takes_one_stone_of_each_player_and_stones_are_needed() -> None:
    start = Scenario(players=4, board=BOARD).start(0, RED)
    for seat, field in enumerate(FAR, start=1):
        start.start(seat, field)
    state = start.stone(1, CITY).stone(2, CITY).stone(3, CITY).days(0, 10).turn(0).state()
    after, _ = play(state, [route((-1, 2), (0, 2), (1, 1), (1, 0), CITY)])
    assert after.stones[CITY] == (1, 2, 3, 0)
    empty = scenario().supply(0, stones=0).days(0, 10).state()
    assert flow.legal(empty) == (EndTurn(),)
    assert "seat 0 has no stones left (L-ROUTE-7)" in illegal(empty, route((-1, 2), FARM))


@st.composite
def walks(draw: st.DrawFn, state: State) -> BuildRoute:
    """A random path from the start field, not always legal."""
    here, fields = RED, []
    for _ in range(draw(st.integers(1, 6))):
        here = draw(st.sampled_from(sorted(state.board.adjacent[here])))
        fields.append(here)
    target = draw(st.sampled_from(sorted(state.board.adjacent[here])))
    return BuildRoute(tuple(fields), target)


@pytest.mark.rule("L-ROUTE-9", "L-ROUTE-4")
@settings(max_examples=300, deadline=None)
@given(data=st.data(), days=st.integers(0, 10), curves=st.sampled_from(["gentle", "any"]))
def test_a_route_is_legal_exactly_when_the_legal_list_holds_it(
    data: st.DataObject, days: int, curves: str
) -> None:
    state = scenario(curves=curves).road(1, (-2, 1)).days(0, days).state()
    candidate = data.draw(walks(state))
    legal = candidate in routes_of(state)
    assert (why_illegal(state, candidate) == f"{candidate} is legal") == legal
