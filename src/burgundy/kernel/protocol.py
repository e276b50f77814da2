"""What a game gives the kernel's ``Game`` handle: ``Rules``, one object per game bound to
what the game is played with (Castles' tile set; La Strada's board lives in its state).

Every method is a pure function of the states it is given: the handle keeps the position,
the history for undo and the replay record, and the subscribers.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any, Protocol, TypeAlias, TypeVar

S = TypeVar("S")
A = TypeVar("A", bound=Hashable)


#: What one action did: the next state, the events it caused, the legal actions of the next
#: state when the rules found them on the way (``None``: ask again) and whether undo may go
#: back over it (``False`` once something hidden was revealed). A plain tuple: it is made
#: once per action.
Step: TypeAlias = "tuple[Any, tuple[Any, ...], tuple[Any, ...] | None, bool]"


class Rules(Protocol[S, A]):
    """One game's rules as the handle drives them. ``S`` is its state, ``A`` its actions;
    the handle reads ``state.over`` itself (every game's state has it)."""

    @property
    def name(self) -> str:
        """The game's name: ``"castles"``, ``"lastrada"``; saves and replays carry it."""
        ...

    @property
    def action_space_size(self) -> int:
        """How many integer action ids there are (``action_id`` is below it)."""
        ...

    def legal(self, state: S) -> tuple[A, ...]:
        """Every legal action, in a stable order; empty once the game is over."""
        ...

    def offered(self, action: object, legal: tuple[A, ...]) -> bool:
        """Whether ``action``, not one of the very values of ``legal``, equals one of them."""
        ...

    def apply(self, state: S, action: A) -> Step:
        """Play ``action``, one of ``legal(state)``."""
        ...

    def why_illegal(self, state: S, action: object, legal: tuple[A, ...]) -> str:
        """Why ``action``, not in ``legal``, is refused: the message of the error."""
        ...

    def to_act(self, state: S) -> int | None:
        """The seat that decides now; ``None`` once the game is over, even with a decision
        still pending (a game may end with one: Catan at 10 points, C-END-2). Castles never
        does: its end comes after the last turn's decisions (its invariants check it)."""
        ...

    def seats(self, state: S) -> int:
        """How many seats play."""
        ...

    def scores(self, state: S) -> tuple[int, ...]:
        """Points per seat, as the final count would give them now."""
        ...

    def winners(self, state: S) -> tuple[int, ...]:
        """The winning seats (more than one on a shared win); empty before the end."""
        ...

    def view(self, state: S, seat: int) -> Any:
        """Everything ``seat`` may know, and nothing more."""
        ...

    def public_view(self, state: S) -> dict[str, Any]:
        """What every seat may know, JSON-ready."""
        ...

    def determinize(self, state: S, seat: int, seed: int) -> S:
        """A state ``seat`` cannot tell from ``state``, its hidden parts drawn from ``seed``."""
        ...

    def action_id(self, action: A) -> int: ...

    def action_from_id(self, state: S, legal: tuple[A, ...], n: int) -> A:
        """The action of ``legal`` (the legal actions of ``state``) whose id is ``n``:
        ``ValueError`` for an id out of range, ``IllegalActionError`` for one no legal
        action has."""
        ...

    def save(self, state: S) -> dict[str, Any]:
        """The save document of ``state`` (``records.save_document`` makes its envelope)."""
        ...

    def record(self, origin: Any, actions: tuple[A, ...]) -> Any:
        """The replay of a game that began as ``origin`` and played ``actions``."""
        ...

    def describe(self, state: S) -> str:
        """Where the game stands, in a few words, for ``repr``."""
        ...


class GameModule(Protocol):
    """What a game's package offers besides its ``Rules``: ``burgundy.games.<name>``, found
    by the ``game`` key of a save or replay (``burgundy.GAMES``)."""

    def load(self, document: dict[str, Any], hooks: dict[str, Any] | None) -> Any:
        """The ``Game`` a save document holds (its envelope checked by ``Game.from_json``)."""
        ...

    def replay(self, record: Any, hooks: dict[str, Any] | None) -> Any:
        """The ``Game`` at the end of a replay record (the game's record or its JSON)."""
        ...
