"""The smallest game one could add to the engine: take-away.

A pile of counters; the seats take turns, each taking 1, 2 or 3 of them; whoever takes the
last counter wins. Everything is public and nothing is drawn, so the view is the state,
determinizing changes nothing and undo may always go back.

    >>> game = new_game(players=2, pile=5)
    >>> game.legal_actions()
    (Take(count=1), Take(count=2), Take(count=3))
    >>> _ = game.apply(Take(1)); _ = game.apply(Take(3)); _ = game.apply(Take(1))
    >>> game.is_over, game.winners()
    (True, (0,))
"""

from __future__ import annotations

from typing import Any

import attrs

from burgundy.errors import StateError
from burgundy.kernel import records
from burgundy.kernel.game import Game
from burgundy.kernel.protocol import Step
from burgundy.kernel.views import View

NAME = "takeaway"
MOST = 3  # counters a turn may take


@attrs.frozen
class State:
    """The whole position: the counters each seat took (every game's state has
    ``players``, one entry per seat), the pile, the seat to act, and who took the last."""

    players: tuple[int, ...]
    pile: int
    seat: int = 0
    winner: int | None = None

    @property
    def over(self) -> bool:  # the handle reads ``state.over`` itself
        return self.winner is not None


@attrs.frozen
class Take:
    """Take ``count`` counters from the pile."""

    count: int


@attrs.frozen
class Took:
    """The event of a take."""

    seat: int
    count: int
    left: int


@attrs.frozen
class Record:
    """A replay: how the game began and every action since."""

    players: int
    pile: int
    actions: tuple[Take, ...]


class Rules:
    """Take-away's answers to the kernel's questions (``burgundy.kernel.protocol.Rules``)."""

    name = NAME
    action_space_size = MOST  # action id n is Take(n + 1)

    def legal(self, state: State) -> tuple[Take, ...]:
        if state.over:
            return ()
        return tuple(Take(n) for n in range(1, min(MOST, state.pile) + 1))

    def offered(self, action: object, legal: tuple[Take, ...]) -> bool:
        return action in legal

    def apply(self, state: State, action: Take) -> Step:
        seat, pile = state.seat, state.pile - action.count
        taken = list(state.players)
        taken[seat] += action.count
        after = State(tuple(taken), pile, (seat + 1) % len(taken), seat if pile == 0 else None)
        return after, (Took(state.seat, action.count, pile),), None, True

    def why_illegal(self, state: State, action: object, legal: tuple[Take, ...]) -> str:
        if state.over:
            return "the game is over"
        return f"{action!r}: take 1 to {min(MOST, state.pile)} of the {state.pile} counters"

    def to_act(self, state: State) -> int | None:
        return None if state.over else state.seat

    def seats(self, state: State) -> int:
        return len(state.players)

    def scores(self, state: State) -> tuple[int, ...]:
        return tuple(int(seat == state.winner) for seat in range(len(state.players)))

    def winners(self, state: State) -> tuple[int, ...]:
        return () if state.winner is None else (state.winner,)

    def view(self, state: State, seat: int) -> View:
        return View.of(seat, self.public_view(state))

    def public_view(self, state: State) -> dict[str, Any]:
        return attrs.asdict(state)

    def determinize(self, state: State, seat: int, seed: int) -> State:
        return state  # nothing is hidden

    def action_id(self, action: Take) -> int:
        return action.count - 1

    def action_from_id(self, state: State, legal: tuple[Take, ...], n: int) -> Take:
        if not 0 <= n < MOST:
            raise ValueError(f"action id {n} is not below {MOST}")
        return Take(n + 1)  # apply refuses it when it is not legal

    def save(self, state: State) -> dict[str, Any]:
        return {"format": records.SAVE, "version": records.SAVE_NAMES_GAME, "game": NAME,
                "state": attrs.asdict(state)}

    def record(self, origin: State, actions: tuple[Take, ...]) -> Record:
        return Record(len(origin.players), origin.pile, actions)

    def describe(self, state: State) -> str:
        return f"take-away, {state.pile} left" + (", over" if state.over else "")


RULES = Rules()


def new_game(players: int = 2, pile: int = 21) -> Game[State, Take]:
    """A new game of ``players`` seats around a pile of ``pile`` counters."""
    if players < 2 or pile < 1:
        raise ValueError(f"take-away needs 2 or more players and a pile, not {players} "
                         f"players and {pile} counters")
    start = State((0,) * players, pile)
    return Game(RULES, start, origin=start)


def load(document: dict[str, Any], hooks: dict[str, Any] | None = None) -> Game[State, Take]:
    """The game a save document holds."""
    try:
        state = dict(document["state"])
        return Game(RULES, State(**{**state, "players": tuple(state["players"])}))
    except (KeyError, TypeError, ValueError) as error:
        raise StateError(f"malformed take-away save: {error}") from None


def replay(record: Record, hooks: dict[str, Any] | None = None) -> Game[State, Take]:
    """The game at the end of ``record``, every action checked as it is played."""
    game = new_game(record.players, record.pile)
    for action in record.actions:
        game.apply(action)
    return game
