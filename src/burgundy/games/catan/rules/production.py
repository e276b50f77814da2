"""The roll (C-TURN-2), production with the bank shortage rule (C-PROD) and the 7's
discards (C-ROBBER-1..3)."""

from __future__ import annotations

from burgundy.games.catan.cards import ROBBER
from burgundy.games.catan.events import Discarded, Event, Received, Rolled, Shortage
from burgundy.games.catan.figures import RESOURCES
from burgundy.games.catan.frames import Discarding, Frame, Run
from burgundy.games.catan.rules.holdings import pay, receive_each
from burgundy.games.catan.state import State
from burgundy.kernel import rng
from burgundy.kernel.values import evolve


def roll(state: State) -> tuple[State, tuple[Event, ...]]:
    """The active player rolls both dice with the seeded stream; then production, or the 7."""
    first, draws = rng.below(state.seed, state.draws, 6)
    second, draws = rng.below(state.seed, draws, 6)
    dice = (first + 1, second + 1)
    state = evolve(state, dice=dice, draws=draws, rolled=True)
    events: tuple[Event, ...] = (Rolled(state.seat, dice),)
    if sum(dice) == 7:
        return seven(state), events
    state, produced = produce(state, sum(dice))
    return state, events + produced


def produce(state: State, number: int) -> tuple[State, tuple[Event, ...]]:
    """Every hex showing ``number`` without the robber pays each building on its corners,
    1 card a settlement, 2 a city (C-PROD-1, -2); a resource the bank cannot pay in full
    goes to nobody (C-PROD-3)."""
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
            if corner in buildings:  # `in` and `[]`: compiled, `.get` of a Mapping is a call
                owner, kind = buildings[corner]
                row[owner] += 2 if kind == "city" else 1
    if not owed:
        return state, ()
    events: list[Event] = []
    gains: list[dict[str, int]] = [{} for _ in range(seats)]
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
    state = receive_each(state, gains)
    for seat in range(seats):
        if gains[seat]:
            events.append(Received(seat, gains[seat], "production"))
    return state, tuple(events)


def seven(state: State) -> State:
    """No production (C-ROBBER-1); each player over the hand limit owes half, rounded down,
    counted now (C-ROBBER-2); they discard in seat order from the active player
    (C-ROBBER-3), then the robber moves and robs (C-ROBBER-4, -5)."""
    n = len(state.players)
    limit = state.figures.hand_limit
    owing = [
        Discarding(seat, size // 2)
        for seat in ((state.seat + i) % n for i in range(n))
        if (size := state.players[seat].hand_size) > limit
    ]
    frames: tuple[Frame, ...] = (Run(state.seat, ROBBER), *reversed(owing))
    return evolve(state, pending=state.pending + frames)


def discard(state: State, resource: str) -> tuple[State, tuple[Event, ...]]:
    """The discarding seat on top returns one ``resource`` card to the open bank."""
    frame = state.pending[-1]
    assert isinstance(frame, Discarding)
    state = pay(state, frame.seat, {resource: 1})
    rest = state.pending[:-1]
    if frame.left > 1:
        rest += (evolve(frame, left=frame.left - 1),)
    return evolve(state, pending=rest), (Discarded(frame.seat, resource),)
