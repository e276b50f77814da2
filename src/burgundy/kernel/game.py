"""``Game``: the mutable handle a front end holds around a game's immutable state, the same
for every game. The game's ``Rules`` (``protocol``) say what is legal and what an action does;
the handle keeps the position, undo and redo, the replay record and the subscribers."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, Generic, TypeAlias, TypeVar

from burgundy.kernel import records
from burgundy.kernel.errors import IllegalActionError, StateError
from burgundy.kernel.games import GAMES
from burgundy.kernel.identity import is_one_of
from burgundy.kernel.protocol import Rules

S = TypeVar("S")
A = TypeVar("A", bound=Hashable)

Subscriber = Callable[[Any], None]

#: A shared, immutable list, newest first: ``(item, rest)`` or ``None`` when empty. Clones
#: share it, and adding to it costs the same however long it is.
Chain: TypeAlias = "tuple[Any, Chain] | None"


def _items(chain: Chain) -> list[Any]:
    """The items of ``chain``, oldest first."""
    items = []
    while chain is not None:
        item, chain = chain
        items.append(item)
    return items[::-1]


class Game(Generic[S, A]):
    """One game: the current state, the rules it is played by, and subscribers.

    Every state is a frozen value; ``apply`` swaps in the next one, so ``clone`` shares
    everything and costs almost nothing.
    """

    __slots__ = (
        "_actions",
        "_future",
        "_origin",
        "_past",
        "_played",
        "_rules",
        "_state",
        "_subscribers",
    )

    def __init__(self, rules: Rules[S, A], state: S, origin: Any = None) -> None:
        self._rules = rules
        self._state = state
        self._actions: tuple[A, ...] | None = None
        self._subscribers: list[Subscriber] = []
        self._origin = origin  # how the game began, for replay(); None: it has no replay
        self._played: Chain = None  # every action since the origin, for replay()
        self._past: Chain = None  # states undo() goes back to
        self._future: Chain = None  # (state, action) pairs redo() plays again

    # --- reading -----------------------------------------------------------------------

    @property
    def name(self) -> str:
        """The game played: ``"castles"``, ``"lastrada"`` (``burgundy.GAMES``)."""
        return self._rules.name

    @property
    def rules(self) -> Rules[S, A]:
        """The game's rules, as the handle drives them (``burgundy.kernel.protocol``)."""
        return self._rules

    @property
    def state(self) -> S:
        """The position now: a frozen value (Castles: ``players``, ``phase``, ``round``,
        ``depots``, ``depot_goods``, ``black_depot``, ``turn_order`` and more)."""
        return self._state

    @property
    def tiles(self) -> Any:
        """The tile set this game is played with (Castles: ``tiles.by_id[id].name`` names a
        building or knowledge tile); ``None`` for a game played without tile files."""
        return getattr(self._rules, "tiles", None)

    @property
    def current_player(self) -> int | None:
        """The seat (0-based) that must decide now; ``None`` once the game is over."""
        return self._rules.to_act(self._state)

    @property
    def is_over(self) -> bool:
        """Whether the game has ended (final scoring done)."""
        # Every game's state has ``over`` (protocol.KernelState): read it without a call.
        over: bool = self._state.over  # type: ignore[attr-defined]
        return over

    def legal_actions(self) -> tuple[A, ...]:
        """Every action ``apply`` accepts now, in a stable order; never empty before the
        end."""
        if self._actions is None:
            self._actions = self._rules.legal(self._state)
        return self._actions

    def scores(self) -> tuple[int, ...]:
        """Points per seat (Castles' points, La Strada's gold as the final count would give
        it now); final scoring included once the game is over."""
        return self._rules.scores(self._state)

    def winners(self) -> tuple[int, ...]:
        """The winning seats: one, or more on a shared win; empty before the end."""
        return self._rules.winners(self._state)

    def winner(self) -> int | None:
        """The winning seat (Castles: most points; then most empty estate spaces; then
        later in the final turn order); ``None`` before the end or on a shared win."""
        winners = self._rules.winners(self._state)
        return winners[0] if len(winners) == 1 else None

    # --- playing -----------------------------------------------------------------------

    def apply(self, action: A) -> tuple[Any, ...]:
        """Play one legal action; returns what happened. An illegal action raises
        ``IllegalActionError`` and changes nothing."""
        rules = self._rules
        legal_now = self._actions
        if legal_now is None:
            legal_now = self.legal_actions()
        before = self._state
        # Bots and front ends hand back the values legal_actions() gave them: identity
        # answers most checks without a call into the rules.
        if not is_one_of(action, legal_now) and not rules.offered(action, legal_now):
            raise IllegalActionError(rules.why_illegal(before, action, legal_now))
        after, events, legal_after, undoable = rules.apply(before, action)
        self._state = after
        self._actions = legal_after
        self._played = (action, self._played)
        self._future = None
        # Undo may go back over this step only if it revealed nothing hidden.
        self._past = (before, self._past) if undoable else None
        if self._subscribers:
            for subscriber in tuple(self._subscribers):
                for event in events:
                    subscriber(event)
        return events

    def subscribe(self, callback: Subscriber) -> Callable[[], None]:
        """Push every event to ``callback`` as it happens; returns a function that
        unsubscribes."""
        if not callable(callback):
            raise ValueError("subscribe: callback must be callable")
        self._subscribers.append(callback)
        return lambda: self._subscribers.remove(callback)

    def clone(self) -> Game[S, A]:
        """An independent game at the same position (without the subscribers)."""
        copy: Game[S, A] = Game.__new__(Game)
        copy._rules, copy._state, copy._subscribers = self._rules, self._state, []
        # What was derived from the shared immutable state stays valid for the copy.
        copy._actions, copy._origin, copy._played = self._actions, self._origin, self._played
        copy._past, copy._future = self._past, self._future
        return copy

    # --- actions as integers -----------------------------------------------------------

    @property
    def action_space_size(self) -> int:
        """How many action ids there are: every id is in ``range(action_space_size)``."""
        return self._rules.action_space_size

    def action_id(self, action: A) -> int:
        """The integer id of ``action`` in ``range(action_space_size)`` (Castles:
        ``burgundy.ACTION_SPACE_SIZE``; see ``burgundy.encoding``)."""
        return self._rules.action_id(action)

    def action_from_id(self, n: int) -> A:
        """The legal action whose id is ``n``; ``ValueError`` for an id out of range,
        ``IllegalActionError`` for one that no legal action has now."""
        return self._rules.action_from_id(self._state, self.legal_actions(), n)

    def legal_action_ids(self) -> tuple[int, ...]:
        """The ids of the legal actions, in ``legal_actions()`` order."""
        action_id = self._rules.action_id
        return tuple(action_id(action) for action in self.legal_actions())

    def legal_action_mask(self) -> list[bool]:
        """One flag per action id: whether an action with that id is legal now."""
        mask = [False] * self._rules.action_space_size
        for n in self.legal_action_ids():
            mask[n] = True
        return mask

    # --- what a seat may know ------------------------------------------------------------

    def view(self, seat: int) -> Any:
        """Everything ``seat`` may know and nothing more (Castles: ``burgundy.views``)."""
        return self._rules.view(self._state, self._seat(seat, "view"))

    def public_view(self) -> dict[str, Any]:
        """The position as every player sees it (JSON-ready): nothing hidden from anyone."""
        return self._rules.public_view(self._state)

    def determinize(self, seat: int, seed: int) -> Game[S, A]:
        """A game with the same ``view(seat)`` whose hidden parts (Castles: supply orders,
        goods stacks to come, future dice) are drawn afresh from ``seed``: what a search
        samples instead of reading the real future. Games with equal views give equal
        results."""
        self._seat(seat, "determinize")
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise ValueError(f"determinize: seed must be an int, not {seed!r}")
        return Game(self._rules, self._rules.determinize(self._state, seat, seed))

    def _seat(self, seat: int, what: str) -> int:
        players = self._rules.seats(self._state)
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
            raise ValueError(f"{what}: seat must be 0-{players - 1}, not {seat!r}")
        return seat

    # --- undo and replays ----------------------------------------------------------------

    @property
    def can_undo(self) -> bool:
        """Whether ``undo()`` can go back: an action was applied since the last time
        something hidden was revealed (dice rolled, tiles or goods drawn)."""
        return self._past is not None

    @property
    def can_redo(self) -> bool:
        """Whether ``redo()`` can play an undone action again."""
        return self._future is not None

    def undo(self) -> None:
        """Go back one action, but never past a point where something hidden was revealed.
        Raises ``IllegalActionError`` when there is nothing to undo."""
        if self._past is None:
            raise IllegalActionError(
                "nothing to undo: no action since the last dice roll or draw"
            )
        earlier, self._past = self._past
        assert self._played is not None  # every undoable state came by an action
        action, self._played = self._played
        self._future = ((self._state, action), self._future)
        self._goto(earlier)

    def redo(self) -> None:
        """Play the last undone action again. Raises ``IllegalActionError`` when there is
        nothing to redo (a new action clears what could be redone)."""
        if self._future is None:
            raise IllegalActionError("nothing to redo")
        (later, action), self._future = self._future
        self._past = (self._state, self._past)
        self._played = (action, self._played)
        self._goto(later)

    def _goto(self, state: S) -> None:
        self._state = state
        self._actions = None

    def replay(self) -> Any:
        """The record of this game so far: how it began and every action since. Games
        loaded from a save or built by ``Scenario`` did not begin with ``new_game`` and
        have none: they raise ``StateError``."""
        if self._origin is None:
            raise StateError(
                "this game has no replay: it was loaded from a save or built as a position"
            )
        return self._rules.record(self._origin, tuple(_items(self._played)))

    # --- saving --------------------------------------------------------------------------

    def to_json(self) -> str:
        """The game as versioned JSON text; ``Game.from_json`` reads it back."""
        return records.dumps(self._rules.save(self._state))

    @classmethod
    def from_json(cls, text: str, hooks: dict[str, Any] | None = None) -> Game[Any, Any]:
        """The game saved in ``text``, of whichever game the save names. A house-rule tile
        set saved with it is loaded again; Python hooks it names must be passed in
        ``hooks``."""
        if not isinstance(text, str | bytes):
            raise StateError(f"a save is JSON text, not {type(text).__name__}")
        document = records.json_document(text, "a save")
        name = records.game_of(document, records.SAVE)
        game: Game[Any, Any] = GAMES[name].load(document, hooks)
        return game

    def __repr__(self) -> str:
        return f"<Game {self._rules.describe(self._state)}>"
