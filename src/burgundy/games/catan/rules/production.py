"""The roll (C-TURN-2), production with the bank shortage rule (C-PROD) and the 7's
discards (C-ROBBER-1..3)."""

from __future__ import annotations

from typing import Final

from burgundy.games.catan.cards import ROBBER
from burgundy.games.catan.events import Discarded, Event, Received, Rolled, Shortage
from burgundy.games.catan.figures import RESOURCES
from burgundy.games.catan.frames import Discarding, Frame, Run
from burgundy.games.catan.rules.holdings import exchanged, received_each
from burgundy.games.catan.state import SEATS, State
from burgundy.kernel import rng
from burgundy.kernel.values import evolve

# Events and frames that repeat with few values are prebuilt, as the actions are: an attrs
# value costs more to build than to look up.
ROLLED: Final = tuple(  # [seat][first die - 1][second die - 1]
    tuple(tuple(Rolled(seat, (a, b)) for b in range(1, 7)) for a in range(1, 7)) for seat in SEATS
)
DISCARDED: Final = tuple({r: Discarded(seat, r) for r in RESOURCES} for seat in SEATS)
#: The robber's program after a 7, run for the roller.
ROBBER_RUN: Final = tuple(Run(seat, ROBBER) for seat in SEATS)


def roll(state: State) -> tuple[State, tuple[Event, ...]]:
    """The active player rolls both dice with the seeded stream; then production, or the 7."""
    first, draws = rng.below(state.seed, state.draws, 6)
    second, draws = rng.below(state.seed, draws, 6)
    rolled = ROLLED[state.seat][first][second]
    dice = rolled.dice
    # The roll and what it makes happen: one copy of the state.
    if first + second == 5:  # a 7
        pending = state.pending + seven(state)
        return evolve(state, dice=dice, draws=draws, rolled=True, pending=pending), (rolled,)
    gains, produced = production(state, first + second + 2)
    players, bank = received_each(state, gains)
    state = evolve(state, dice=dice, draws=draws, rolled=True, players=players, bank=bank)
    return state, (rolled, *produced)


def production(state: State, number: int) -> tuple[list[dict[str, int]], tuple[Event, ...]]:
    """What a roll of ``number`` pays each seat, and what happens: every hex showing it
    without the robber pays each building on its corners, 1 card a settlement, 2 a city
    (C-PROD-1, -2); a resource the bank cannot pay in full goes to nobody (C-PROD-3)."""
    seats = len(state.players)
    buildings = state.buildings
    robber = state.robber
    owed: dict[str, list[int]] = {}  # resource -> cards per seat
    for hex_, resource, corners in state.board.yields.get(number, ()):
        if hex_ == robber:
            continue
        row = owed.get(resource)
        if row is None:
            row = owed[resource] = [0] * seats
        for corner in corners:
            building = buildings.get(corner)
            if building is not None:
                owner, kind = building
                row[owner] += 2 if kind == "city" else 1
    gains: list[dict[str, int]] = [{} for _ in range(seats)]
    if not owed:
        return gains, ()
    events: list[Event] = []
    bank = state.bank
    for resource in RESOURCES:
        row = owed.get(resource)
        if row is None:
            continue
        total = sum(row)
        if total > bank[resource]:
            events.append(Shortage(resource, total, bank[resource]))
            continue
        for seat in range(seats):
            if row[seat]:
                gains[seat][resource] = row[seat]
    for seat in range(seats):
        if gains[seat]:
            events.append(Received(seat, gains[seat], "production"))
    return gains, tuple(events)


def seven(state: State) -> tuple[Frame, ...]:
    """What a 7 brings, to be pushed (newest last): no production (C-ROBBER-1); each player
    over the hand limit owes half, rounded down, counted now (C-ROBBER-2); they discard in
    seat order from the active player (C-ROBBER-3), then the robber moves and robs
    (C-ROBBER-4, -5)."""
    n = len(state.players)
    limit = state.figures.hand_limit
    owing = [
        Discarding(seat, size // 2)
        for seat in ((state.seat + i) % n for i in range(n))
        if (size := state.players[seat].hand_size) > limit
    ]
    return (ROBBER_RUN[state.seat], *reversed(owing))


def discard(state: State, resource: str) -> tuple[State, tuple[Event, ...]]:
    """The discarding seat on top returns one ``resource`` card to the open bank."""
    frame = state.pending[-1]
    assert isinstance(frame, Discarding)
    rest = state.pending[:-1]
    if frame.left > 1:
        rest += (evolve(frame, left=frame.left - 1),)
    players, bank = exchanged(state, frame.seat, {resource: 1}, {})
    state = evolve(state, players=players, bank=bank, pending=rest)
    return state, (DISCARDED[frame.seat][resource],)
