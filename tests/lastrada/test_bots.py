"""La Strada's evaluation and greedy choice (``games.lastrada.bots``): legal, seeded,
drawn to gold and to targets within reach, and far better than random play."""

from __future__ import annotations

import random

import pytest

from burgundy.games.lastrada import RULES, BuildRoute, EndTurn, PlaceStart, State
from burgundy.games.lastrada.bots import WIN, choose, evaluate
from tests.lastrada.helpers import CITY, FARM, RED, new, play, route, scenario


def greedy_game(players: int, seed: int) -> tuple[State, list[object]]:
    """The greedy bot at seat ``seed % players``, random play at the others."""
    greedy = seed % players
    rng = random.Random(seed)
    state = new(players, seed)
    chosen: list[object] = []
    while not state.over:
        if state.seat == greedy:
            action = choose(state, greedy, rng)
            assert action in RULES.legal(state)
            chosen.append(action)
        else:
            action = rng.choice(RULES.legal(state))
        state, _ = RULES.apply(state, action)
    return state, chosen


def test_the_same_seed_chooses_the_same_game() -> None:
    first, chosen = greedy_game(3, 5)
    again, chosen_again = greedy_game(3, 5)
    assert chosen == chosen_again and first == again
    assert any(isinstance(a, BuildRoute) for a in chosen)


def test_greedy_beats_random_play() -> None:
    """Seats rotated, two to four players: ``benchmarks/lastrada.py --bots 200`` plays 200
    games of each (docs/lastrada.md gives the figures)."""
    games = [(players, seed) for players in (2, 3, 4) for seed in range(8)]
    won = 0
    for players, seed in games:
        outcome = RULES.outcome(greedy_game(players, seed)[0])
        assert outcome is not None
        won += seed % players in outcome.winners
    assert won >= len(games) - 1


def test_a_cheap_stone_is_worth_its_days() -> None:
    """The farm (-1, 3) for 2 days rather than nothing; a farm then the city rather than
    keeping the days (§12 fact 8's network)."""
    state = scenario().days(0, 6).state()
    rng = random.Random(0)
    first = choose(state, 0, rng)
    assert isinstance(first, BuildRoute)
    assert evaluate(play(state, [route((-1, 2), FARM)])[0], 0) > evaluate(state, 0)
    state, _ = play(state, [route((-1, 2), FARM)])
    to_city = route((0, 2), (0, 1), CITY)
    assert evaluate(play(state, [to_city])[0], 0) > evaluate(play(state, [EndTurn()])[0], 0)


def test_a_start_field_among_targets_is_worth_more_than_one_in_a_corner() -> None:
    state = new(3)
    beside_city = evaluate(RULES.apply(state, PlaceStart(RED))[0], state.seat)
    corner = evaluate(RULES.apply(state, PlaceStart((0, -6)))[0], state.seat)
    assert beside_city > corner
    assert choose(state, state.seat, random.Random(0)) != PlaceStart((0, -6))


def test_a_won_game_outweighs_any_gold() -> None:
    state = scenario().days(0, 10).days(1, 10).days(2, 10).stone(1, CITY).state()
    state, _ = play(state, [EndTurn()] * 3)  # the stall rule ends it: seat 1 wins on gold
    assert state.over
    assert evaluate(state, 1) > WIN > 0 > -WIN > evaluate(state, 0)


def test_only_the_seat_to_act_chooses() -> None:
    state = scenario().days(0, 6).state()
    with pytest.raises(ValueError, match="seat 1 is not to act"):
        choose(state, 1, random.Random(0))
