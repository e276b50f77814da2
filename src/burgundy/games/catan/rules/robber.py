"""The robber (C-ROBBER-4..6): moving it and robbing, one procedure for the 7 and the
knight (C-DEV-3). House rules may say when it steals (``robber.steals``)."""

from __future__ import annotations

from typing import Final

from burgundy.games.catan import house
from burgundy.games.catan.events import Event, RobberMoved, Stolen
from burgundy.games.catan.figures import RESOURCES
from burgundy.games.catan.frames import PlacingRobber, Run
from burgundy.games.catan.geometry import CORNERS, LAND, Hex, show
from burgundy.games.catan.rules.ending import round_of
from burgundy.games.catan.rules.holdings import handed_over
from burgundy.games.catan.state import SEATS, State
from burgundy.kernel import rng
from burgundy.kernel.values import evolve

#: Prebuilt, as production's events are: [seat][land hex].
ROBBER_MOVED: Final = tuple({h: RobberMoved(seat, h) for h in LAND} for seat in SEATS)
#: The decision a knight's or a 7's program pushes first, by seat.
PLACING_ROBBER: Final = tuple(PlacingRobber(seat) for seat in SEATS)


def robber_problem(state: State, hex_: Hex) -> str | None:
    """Why the robber may not go to ``hex_``: any land hex but its own (C-ROBBER-4)."""
    if hex_ not in CORNERS:
        return f"{show(hex_)} is not a land hex (C-ROBBER-4)"
    if hex_ == state.robber:
        return f"the robber stands on {show(hex_)} and must move (C-ROBBER-4)"
    return None


#: Where the robber may go from each land hex: every other one (C-ROBBER-4).
SPOTS: Final[dict[Hex, tuple[Hex, ...]]] = {
    robber: tuple(h for h in LAND if h != robber) for robber in LAND
}


def robber_spots(state: State) -> tuple[Hex, ...]:
    return SPOTS[state.robber]


def move_robber(state: State, seat: int, hex_: Hex) -> tuple[State, tuple[Event, ...]]:
    return evolve(state, robber=hex_), (ROBBER_MOVED[seat][hex_],)


def victims(state: State, seat: int, running: Run) -> tuple[int, ...]:
    """The other players with a building beside the robber and a card in hand (C-ROBBER-5);
    none when the house rules say that the robber does not steal now (``running``: the
    program that moved it)."""
    if not steals(state, running):
        return ()
    beside = {
        owner
        for corner in CORNERS[state.robber]
        if (building := state.buildings.get(corner)) is not None and (owner := building[0]) != seat
    }
    return tuple(s for s in sorted(beside) if state.players[s].hand_size > 0)


def steals(state: State, running: Run) -> bool:
    """Whether the robber, just moved by the program ``running`` (a 7's or a card's), steals:
    yes, unless house rules say otherwise (``robber.steals``, asked with the round and what
    moved it: the card whose program runs, here or under it, else the 7)."""
    if not state.figures.asked:  # no house rule asked during play: no context to work out
        return bool(house.DURING_PLAY["robber.steals"])
    by = next((f.card for f in (running, *reversed(state.pending))
               if isinstance(f, Run) and f.card), "seven")
    stealing: bool = house.ask(state, "robber.steals", state.seat, by=by,
                               round=round_of(state))
    return stealing


def steal(state: State, thief: int, victim: int) -> tuple[State, tuple[Event, ...]]:
    """``thief`` takes a card drawn uniformly at random from ``victim``'s hand."""
    hand = state.players[victim].hand
    pick, draws = rng.below(state.seed, state.draws, state.players[victim].hand_size)
    for resource in RESOURCES:
        if pick < hand[resource]:
            break
        pick -= hand[resource]
    state = evolve(state, players=handed_over(state, victim, thief, {resource: 1}), draws=draws)
    return state, (Stolen(thief, victim, resource),)
