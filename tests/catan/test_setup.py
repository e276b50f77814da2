"""Set-up (C-SETUP-1, -7, -8, -10..14) through play: §15 facts 3, 4 and 5."""

from __future__ import annotations

from collections import Counter

import pytest

from burgundy.errors import IllegalActionError
from burgundy.games.catan import Options, PlaceRoad, PlaceSettlement, Roll, State
from burgundy.games.catan.events import Received
from burgundy.games.catan.geometry import PATHS_AT, path_between
from burgundy.games.catan.rules import flow
from tests.catan.helpers import EMPTY, hand, new, play


@pytest.mark.rule("C-SETUP-1")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_three_or_four_players_and_two_as_an_option(players: int) -> None:
    state = new(players)
    assert len(state.players) == players
    assert len(state.to_place) == 2 * players


@pytest.mark.rule("C-SETUP-1")
@pytest.mark.parametrize("players", [1, 5, True, "3"])
def test_other_player_counts_are_refused(players: object) -> None:
    with pytest.raises(ValueError, match="players: Catan is for 3 or 4 players"):
        Options(players=players)  # type: ignore[arg-type]


@pytest.mark.rule("C-SETUP-7", "C-SETUP-8")
def test_the_robber_starts_on_the_desert_with_a_full_bank_and_a_shuffled_deck() -> None:
    state = new()
    assert state.robber == (-1, 2) and state.terrain[state.robber] == "desert"
    assert state.bank == dict.fromkeys(EMPTY, 19)
    assert Counter(state.deck) == {
        "knight": 14, "road_building": 2, "discovery": 2, "monopoly": 2, "victory_point": 5,
    }  # fmt: skip
    assert new(seed=1).deck != state.deck
    assert all(p.hand == EMPTY and not p.cards and not p.played for p in state.players)
    assert not state.buildings and not state.roads


@pytest.mark.rule("C-SETUP-10", "C-TURN-6")
def test_the_start_player_is_drawn_with_the_seed() -> None:
    starts = {new(seed=seed).start_player for seed in range(30)}
    assert starts == {0, 1, 2, 3}
    for seed in range(5):
        state = new(seed=seed)
        assert flow.to_act(state) == state.start_player == new(seed=seed).start_player


def placing(state: State) -> tuple[State, list[int]]:
    """Play the set-up with each seat's first legal settlement and road; the seats in the
    order they placed settlements."""
    seats = []
    while state.to_place:
        seats.append(flow.to_act(state))
        state, _ = play(state, [flow.legal(state)[0]])
        assert flow.to_act(state) == seats[-1]  # its road comes next
        legal = flow.legal(state)
        assert legal and all(isinstance(a, PlaceRoad) for a in legal)
        state, _ = play(state, [legal[0]])
    return state, seats


@pytest.mark.rule("C-SETUP-11", "C-SETUP-12", "C-SETUP-14", "C-TURN-1")
@pytest.mark.parametrize("players", [3, 4])
def test_set_up_goes_round_and_back_and_the_start_player_begins(players: int) -> None:
    """§15 fact 3: 0 1 2 3 3 2 1 0 from the start player; the start player takes turn 1."""
    seed = next(s for s in range(20) if new(players, s).start_player == 0)
    state, seats = placing(new(players, seed))
    assert seats == [*range(players), *reversed(range(players))]
    assert flow.to_act(state) == 0 and state.turn == 1
    assert flow.legal(state) == (Roll(),)
    late = next(s for s in range(20) if new(players, s).start_player == 2)
    _, seats = placing(new(players, late))
    assert seats[0] == seats[-1] == 2 and seats[1] == 3 % players


@pytest.mark.rule("C-SETUP-11", "C-SETUP-12")
def test_each_set_up_road_touches_the_settlement_just_placed() -> None:
    state = new(seed=0)
    state, _ = play(state, [PlaceSettlement(27)])
    assert {a.path for a in flow.legal(state)} == set(PATHS_AT[27])  # type: ignore[attr-defined]
    with pytest.raises(IllegalActionError, match="must touch the settlement just placed on I27"):
        flow.apply(state, PlaceRoad(path_between(3, 8)))
    with pytest.raises(IllegalActionError, match="must place a set-up road first"):
        flow.apply(state, PlaceSettlement(0))


@pytest.mark.rule("C-SETUP-11", "C-SETUP-12", "C-SETUP-13")
def test_starting_resources_come_from_the_second_settlement() -> None:
    """§15 fact 4: second settlements on I27, I44, I48 give grain + brick + ore, lumber +
    wool (the desert gives nothing), nothing; the first settlements give nothing."""
    seed = next(s for s in range(20) if new(3, s).start_player == 0)
    state = new(3, seed)
    firsts, seconds = (0, 10, 51), (27, 44, 48)
    received: dict[int, dict[str, int]] = {}
    for seat, spot in [*zip((0, 1, 2), firsts, strict=True), *zip((2, 1, 0), seconds, strict=True)]:
        state, events = play(state, [PlaceSettlement(spot)])
        assert not any(isinstance(e, Received) for e in events)
        assert state.players[seat].hand == received.get(seat, EMPTY)
        state, events = play(state, [flow.legal(state)[0]])
        gains = [e for e in events if isinstance(e, Received)]
        received[seat] = state.players[seat].hand
        assert all(e.reason == "start" and e.seat == seat for e in gains)
    assert received[2] == hand(grain=1, brick=1, ore=1)
    assert received[1] == hand(lumber=1, wool=1)
    assert received[0] == EMPTY
    assert sum(state.bank.values()) == 5 * 19 - 5


@pytest.mark.rule("C-SETUP-11", "C-BUILD-4")
def test_the_distance_rule_in_set_up() -> None:
    """§15 fact 5: with a settlement on I9, I4, I8 and I15 are illegal; I3 is legal."""
    state, _ = play(new(), [PlaceSettlement(9), PlaceRoad(path_between(9, 15))])
    legal = {a.intersection for a in flow.legal(state)}  # type: ignore[attr-defined]
    assert {4, 8, 9, 15}.isdisjoint(legal) and 3 in legal
    with pytest.raises(IllegalActionError, match="I8 is next to the building on I9"):
        flow.apply(state, PlaceSettlement(8))
    with pytest.raises(IllegalActionError, match="I9 holds a building"):
        flow.apply(state, PlaceSettlement(9))
    with pytest.raises(IllegalActionError, match="there is no intersection 54"):
        flow.apply(state, PlaceSettlement(54))
