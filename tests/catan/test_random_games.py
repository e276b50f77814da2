"""Random games for 2, 3 and 4 players end with a winner and keep every invariant after every
step (§15 fact 16): 19 of each resource between the bank and the hands, 25 development cards,
pieces within stock, the distance rule, the awards as C-AWARD defines them; the same seed
gives the same game (C-TURN-6)."""

from __future__ import annotations

import random

import pytest

from burgundy.games.catan import Options, State, invariants
from burgundy.games.catan.cards import CARDS
from burgundy.games.catan.events import Event
from burgundy.games.catan.geometry import PATH_ENDS
from burgundy.games.catan.rules import flow, scoring, setup

MAX_STEPS = 30_000


def longest_trail(state: State, seat: int) -> int:
    """C-AWARD-1 by brute force: every trail of the seat's roads, extended one path at a
    time while its far end holds no other player's building."""
    own = [p for p, s in state.roads.items() if s == seat]
    best = 0

    def extend(end: int, used: frozenset[int]) -> None:
        nonlocal best
        best = max(best, len(used))
        building = state.buildings.get(end)
        if used and building is not None and building[0] != seat:
            return
        for p in own:
            if p not in used and end in PATH_ENDS[p]:
                a, b = PATH_ENDS[p]
                extend(b if a == end else a, used | {p})

    for p in own:
        for start in PATH_ENDS[p]:
            extend(start, frozenset())
    return best


def holder(values: list[int], minimum: int) -> int | None:
    best = max(values)
    return values.index(best) if best >= minimum and values.count(best) == 1 else None


def problems(state: State) -> list[str]:
    """Every broken invariant of ``state``: the physical limits a save is checked against,
    all 25 development cards in the game, and the awards as C-AWARD defines them."""
    found = invariants.problems(state)
    cards = invariants.development_cards(state)
    if cards != {name: card.supply for name, card in CARDS.items()}:
        found.append(f"development cards: {dict(cards)}")
    lengths = [longest_trail(state, seat) for seat in range(len(state.players))]
    if lengths != [p.road_length for p in state.players]:
        found.append(f"road lengths {lengths} are not {[p.road_length for p in state.players]}")
    if state.longest_road != holder(lengths, 5):
        found.append(f"Longest Road is with {state.longest_road}")
    knights = [p.played.count("knight") for p in state.players]
    if state.largest_army != holder(knights, 3):
        found.append(f"Largest Army is with {state.largest_army}")
    return found


def random_game(players: int, seed: int, check: bool = True) -> tuple[State, list[Event]]:
    """A game of random legal actions on a random board, checked after every step."""
    choose = random.Random(seed)
    state = setup.setup(Options(players=players, seed=seed))
    events: list[Event] = []
    for _ in range(MAX_STEPS):
        if state.over:
            return state, events
        state, happened = flow.apply(state, choose.choice(flow.legal(state)))
        events += happened
        if check:
            assert not problems(state), problems(state)
    raise AssertionError(f"no end after {MAX_STEPS} steps")


@pytest.mark.rule("C-END-2", "C-SETUP-1", "C-BUILD-2", "C-BUILD-4", "C-AWARD-1", "C-AWARD-2")
@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3), (4, 4)])
def test_random_games_end_with_a_winner_and_keep_the_invariants(players: int, seed: int) -> None:
    state, _ = random_game(players, seed)
    assert state.winner is not None
    assert scoring.scores(state)[state.winner] >= 10
    assert scoring.outcome(state).winners == (state.winner,)  # type: ignore[union-attr]


@pytest.mark.rule("C-TURN-6")
def test_the_same_seed_gives_the_same_game() -> None:
    one, events = random_game(3, 11, check=False)
    again, replayed = random_game(3, 11, check=False)
    assert one == again and events == replayed
    assert random_game(3, 12, check=False)[0] != one
