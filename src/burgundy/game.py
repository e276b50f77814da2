"""``Game``: the mutable handle a front end holds around the immutable game value."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, TypeAlias

import attrs

from burgundy import data, encoding, serialize, views
from burgundy.actions import ACTION_TYPES, Action
from burgundy.effects.tileset import TileSet
from burgundy.errors import IllegalActionError, StateError
from burgundy.events import Event
from burgundy.model import rng
from burgundy.model.state import GameState
from burgundy.rules import flow, legal
from burgundy.rules.context import Ctx
from burgundy.rules.explain import field_problem, why_illegal
from burgundy.rules.scoring import winner
from burgundy.tiles_loader import standard_tiles, tiles_from_reference, tiles_reference
from burgundy.version import __version__
from burgundy.views import SeatView, determinize, public_view, seat_view

if TYPE_CHECKING:
    from burgundy.replays import Replay

Subscriber = Callable[[Event], None]

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


@attrs.frozen
class Origin:
    """How a game began: the ``new_game`` arguments (``estates`` as dealt)."""

    players: int
    seed: int
    estates: tuple[int, ...]
    advanced: bool


class Game:
    """One game: the current state, the tile set it is played with, and subscribers.

    Every state is a frozen value; ``apply`` swaps in the next one, so ``clone`` shares
    everything and costs almost nothing.
    """

    __slots__ = (
        "_actions",
        "_future",
        "_memo",
        "_origin",
        "_past",
        "_played",
        "_reader",
        "_state",
        "_subscribers",
        "_tiles",
    )

    def __init__(self, state: GameState, tiles: TileSet, origin: Origin | None = None) -> None:
        self._state = state
        self._tiles = tiles
        self._actions: tuple[Action, ...] | None = None
        self._memo: dict[Any, Any] = {}  # derived values the rules remember (rules.context)
        self._reader = Ctx(tiles, self._memo)  # for questions that change nothing
        self._subscribers: list[Subscriber] = []
        self._origin = origin
        self._played: Chain = None  # every action since the origin, for replay()
        self._past: Chain = None  # states undo() goes back to
        self._future: Chain = None  # (state, action) pairs redo() plays again

    # --- reading -----------------------------------------------------------------------

    @property
    def state(self) -> GameState:
        """The position now: a frozen value (``players``, ``phase``, ``round``, ``depots``,
        ``depot_goods``, ``black_depot``, ``turn_order`` and more)."""
        return self._state

    @property
    def tiles(self) -> TileSet:
        """The tile set this game is played with; ``tiles.by_id[id].name`` names a building
        or knowledge tile."""
        return self._tiles

    @property
    def current_player(self) -> int | None:
        """The seat (0-based) that must decide now; ``None`` once the game is over."""
        return flow.current_seat(self._state)

    @property
    def is_over(self) -> bool:
        """Whether the game has ended (final scoring done)."""
        return self._state.over

    def legal_actions(self) -> tuple[Action, ...]:
        """Every action ``apply`` accepts now, in a stable order; never empty before the
        end."""
        if self._actions is None:
            self._actions = legal.legal_actions(self._reader, self._state)
        return self._actions

    def scores(self) -> tuple[int, ...]:
        """Points per seat; final scoring included once the game is over."""
        return tuple(p.points for p in self._state.players)

    def winner(self) -> int | None:
        """The winning seat (most points; then most empty estate spaces; then later in the
        final turn order); ``None`` before the end."""
        if not self._state.over:
            return None
        return winner(self._state)

    # --- playing -----------------------------------------------------------------------

    def apply(self, action: Action) -> tuple[Event, ...]:
        """Play one legal action; returns what happened. An illegal action raises
        ``IllegalActionError`` and changes nothing."""
        legal_now = self._actions
        if legal_now is None:
            legal_now = self.legal_actions()
        if not legal.offered(action, legal_now):
            self._check_legal(action, legal_now)
        ctx = Ctx(self._tiles, self._memo)
        before = self._state
        self._state = after = flow.apply(ctx, before, action)
        self._actions = ctx.legal
        self._played = (action, self._played)
        self._future = None
        # Undo may go back over this step only if it revealed nothing hidden.
        hidden = ctx.hidden_edited and views.revealed(before, after)
        self._past = None if hidden else (before, self._past)
        events = tuple(ctx.events)
        if self._subscribers:
            for subscriber in tuple(self._subscribers):
                for event in events:
                    subscriber(event)
        return events

    def _check_legal(self, action: Action, legal_now: tuple[Action, ...]) -> None:
        if action not in legal_now:
            if not isinstance(action, ACTION_TYPES):
                kind = type(action).__name__
                raise IllegalActionError(
                    f"expected an action from burgundy.actions, got {kind}: {action!r}"
                )
            problem = field_problem(action)
            if problem is not None:
                raise IllegalActionError(problem)
            ctx = Ctx(self._tiles)
            raise IllegalActionError(why_illegal(ctx, self._state, action, legal_now))

    def subscribe(self, callback: Subscriber) -> Callable[[], None]:
        """Push every event to ``callback`` as it happens; returns a function that
        unsubscribes."""
        if not callable(callback):
            raise ValueError("subscribe: callback must be callable")
        self._subscribers.append(callback)
        return lambda: self._subscribers.remove(callback)

    def clone(self) -> Game:
        """An independent game at the same position (without the subscribers)."""
        copy = Game.__new__(Game)
        copy._state, copy._tiles, copy._subscribers = self._state, self._tiles, []
        # What was derived from the shared immutable state stays valid for the copy.
        copy._actions, copy._memo, copy._reader = self._actions, self._memo, self._reader
        copy._origin, copy._played = self._origin, self._played
        copy._past, copy._future = self._past, self._future
        return copy

    # --- actions as integers (burgundy.encoding) ----------------------------------------

    def action_id(self, action: Action) -> int:
        """The integer id of ``action`` in ``range(burgundy.ACTION_SPACE_SIZE)``; see
        ``burgundy.encoding``."""
        return encoding.action_id(action)

    def action_from_id(self, n: int) -> Action:
        """The legal action whose id is ``n``; ``ValueError`` for an id out of range,
        ``IllegalActionError`` for one that no legal action has now."""
        return encoding.action_from_id(self, n)

    def legal_action_ids(self) -> tuple[int, ...]:
        """The ids of the legal actions, in ``legal_actions()`` order."""
        return tuple(encoding.legal_ids(self))

    def legal_action_mask(self) -> list[bool]:
        """One flag per action id: whether an action with that id is legal now."""
        return encoding.legal_action_mask(self)

    # --- what a seat may know ------------------------------------------------------------

    def view(self, seat: int) -> SeatView:
        """Everything ``seat`` may know and nothing more: see ``burgundy.views.SeatView``."""
        return seat_view(self._state, self._seat(seat, "view"))

    def public_view(self) -> dict[str, Any]:
        """The position as every player sees it (JSON-ready): no hidden supply orders, goods
        stacks or random stream. See ``burgundy.views``."""
        return public_view(self._state)

    def determinize(self, seat: int, seed: int) -> Game:
        """A game with the same ``view(seat)`` whose hidden parts (supply orders, goods
        stacks to come, future dice) are drawn afresh from ``seed``: what a search samples
        instead of reading the real future. Games with equal views give equal results."""
        self._seat(seat, "determinize")
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise ValueError(f"determinize: seed must be an int, not {seed!r}")
        return Game(determinize(self._state, seed), self._tiles)

    def _seat(self, seat: int, what: str) -> int:
        players = len(self._state.players)
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

    def _goto(self, state: GameState) -> None:
        self._state = state
        self._actions = None

    def replay(self) -> Replay:
        """The record of this game so far: how it began and every action since. Games
        loaded from a save or built by ``Scenario`` did not begin with ``new_game`` and
        have none: they raise ``StateError``."""
        from burgundy.replays import record

        if self._origin is None:
            raise StateError(
                "this game has no replay: it was loaded from a save or built as a position"
            )
        return record(self._origin, self._tiles, tuple(_items(self._played)))

    # --- saving --------------------------------------------------------------------------

    def to_json(self) -> str:
        """The game as versioned JSON text; ``Game.from_json`` reads it back."""
        reference = tiles_reference(self._tiles)
        document = serialize.state_to_document(
            self._state, reference, self._tiles.digest, __version__
        )
        return serialize.dumps(document)

    @classmethod
    def from_json(cls, text: str, hooks: dict[str, Any] | None = None) -> Game:
        """The game saved in ``text``. A house-rule tile set saved with it is loaded again;
        Python hooks it names must be passed in ``hooks``."""
        document = serialize.parse_document(text)
        tiles = tiles_from_reference(document["tiles"], hooks)
        serialize.check_ruleset(document, tiles)
        state = serialize.structure(document["state"], GameState, "save", tiles)
        serialize.check_state(state, tiles)
        return cls(state, tiles)

    def __repr__(self) -> str:
        s = self._state
        where = (
            "over"
            if s.over
            else f"phase {s.phase} round {s.round}, seat {self.current_player} to act"
        )
        return f"<Game {len(s.players)} players, {where}>"


def new_game(
    players: int,
    seed: int,
    estates: Sequence[int] | None = None,
    tiles: TileSet | None = None,
    *,
    advanced: bool = False,
) -> Game:
    """A new game. ``estates``: one map number (1-9) per seat (default: map 1 for all, or
    random maps with ``advanced=True``, R-SETUP-9). With ``advanced`` every seat chooses its
    start castle; otherwise only seats on maps 2-9 do. ``tiles``: a tile set from
    ``load_tiles`` (default: the standard tiles)."""
    if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= 4:
        raise ValueError(f"players must be 2, 3 or 4, not {players!r}")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"seed must be an int, not {seed!r}")
    if not isinstance(advanced, bool):
        raise ValueError(f"advanced must be True or False, not {advanced!r}")
    if tiles is None:
        tiles = standard_tiles()
    elif not isinstance(tiles, TileSet):
        raise ValueError(
            f"tiles must be a tile set from burgundy.load_tiles, not {type(tiles).__name__}"
        )
    maps = data.estates()
    if estates is None:
        if advanced:
            pool = [n for n, m in sorted(maps.items()) for _ in range(m.copies)]
            dealt, _ = rng.shuffled(seed ^ 0x5EED, 0, pool)
            estates = dealt[:players]
        else:
            estates = [1] * players
    else:
        if not isinstance(estates, Sequence) or isinstance(estates, str | bytes):
            raise ValueError(
                f"estates must be a list of map numbers 1-9, one per seat, not {estates!r}"
            )
        estates = list(estates)
        if len(estates) != players:
            raise ValueError(f"estates must name one map per seat ({players}), got {len(estates)}")
        for n in estates:
            if isinstance(n, bool) or not isinstance(n, int) or n not in maps:
                raise ValueError(f"estates: {n!r} is not a map number 1-9")
    ctx = Ctx(tiles)
    state = flow.new_state(ctx, players, seed, estates, advanced)
    state = flow.advance(ctx, state)
    return Game(state, tiles, Origin(players, seed, tuple(estates), advanced))
