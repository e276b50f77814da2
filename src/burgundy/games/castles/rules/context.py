"""The scratch space of one ``apply`` and the small helpers every rule uses to build the
next state.

``Ctx`` is not part of the game: it holds the tile set being played and collects the events
of one step, so rules stay plain functions ``(ctx, state, …) -> state``. Its ``memo`` keeps
values derived from immutable parts of states (open estate spaces, held modifiers, die costs)
across steps;
``legal`` hands the legal actions the flow already computed back to the ``Game``.
"""

from __future__ import annotations

from typing import Any, Final, TypeVar

from burgundy.games.castles.actions import Action
from burgundy.games.castles.effects.tileset import TileSet
from burgundy.games.castles.events import Event
from burgundy.games.castles.state import HIDDEN, Frame, GameState, PlayerState
from burgundy.kernel.values import evolve as evolve  # re-exported for the rules

T = TypeVar("T")
STORAGE_LIMIT: Final = 3
WAREHOUSE_TYPES: Final = 3


class Ctx:
    __slots__ = (
        "draft", "drafted", "ending", "events", "fired", "hidden_edited", "legal", "mark",
        "memo", "tiles",
    )

    def __init__(self, tiles: TileSet, memo: dict[Any, Any] | None = None) -> None:
        self.tiles = tiles
        self.events: list[Event] = []
        self.fired = 0  # events before this index have had their triggers queued
        self.memo: dict[Any, Any] = {} if memo is None else memo
        self.legal: tuple[Action, ...] | None = None
        self.mark = 0  # where in the pending stack triggers are queued (rules.flow.advance)
        self.draft: GameState | None = None  # the state this apply made and owns (edit)
        self.drafted = 0  # bit ``1 << (seat & 7)``: the seats whose player value it owns
        # Whether an edit wrote a hidden field: a step that wrote none revealed nothing
        # (``views.revealed`` need not compare them).
        self.hidden_edited = False
        self.ending = False  # an ``end game`` ran: the game ends when the step has resolved


def remember(ctx: Ctx, key: Any, value: T) -> T:
    """Keep ``value`` in the game's memo of values derived from immutable parts of states
    (read it with ``ctx.memo.get``). The memo stays bounded: long searches see many states,
    so it starts afresh now and then."""
    if len(ctx.memo) > 8192:
        ctx.memo.clear()
    ctx.memo[key] = value
    return value


# Both state classes are dict-backed (``state``): a copy is a new instance holding a
# copy of the old one's dict, built inline below (these run several times per apply).
_new: Final = object.__new__
_set: Final = object.__setattr__
_HIDDEN: Final = frozenset(HIDDEN)


def edit(ctx: Ctx, state: GameState, **changes: Any) -> GameState:
    """``state`` with ``changes``. The first edit in a step copies the state; that copy is
    the step's draft, seen by nothing else yet, so later edits change it in place (a
    persistent structure's "transient"). Values from before the step are never changed."""
    for name in changes:
        if name in _HIDDEN:
            ctx.hidden_edited = True
    if state is ctx.draft:
        state.__dict__.update(changes)
        if "players" in changes:
            ctx.drafted = 0  # a new tuple may hold players shared with older states
        return state
    fields = state.__dict__.copy()
    fields.update(changes)
    new = _new(GameState)
    _set(new, "__dict__", fields)
    ctx.draft = new
    ctx.drafted = 0
    return new


def update_player(ctx: Ctx, state: GameState, seat: int, **changes: Any) -> GameState:
    """``state`` with ``changes`` to one seat, drafted as ``edit`` does."""
    bit = 1 << (seat & 7)
    if state is ctx.draft:
        if ctx.drafted & bit:
            state.players[seat].__dict__.update(changes)
            return state
        fields = state.__dict__
    else:
        fields = state.__dict__.copy()
        state = _new(GameState)
        _set(state, "__dict__", fields)
        ctx.draft = state
        ctx.drafted = 0
    players: list[PlayerState] = list(fields["players"])
    player_fields = players[seat].__dict__.copy()
    player_fields.update(changes)
    player = _new(PlayerState)
    _set(player, "__dict__", player_fields)
    players[seat] = player
    fields["players"] = tuple(players)
    ctx.drafted |= bit
    return state


def push(ctx: Ctx, state: GameState, *frames: Frame) -> GameState:
    """Queue work; the last frame given runs first."""
    return edit(ctx, state, pending=state.pending + frames)


def pop(ctx: Ctx, state: GameState) -> GameState:
    return edit(ctx, state, pending=state.pending[:-1])


def without_one(items: tuple[object, ...], item: object) -> tuple[object, ...]:
    index = items.index(item)
    return items[:index] + items[index + 1 :]
