"""The game as one frozen value: ``GameState`` and what it holds.

Nothing in here is an engine object: no callbacks, generators or RNG instances. A state
change builds a new value that shares every part that did not change, so keeping an old
state (undo, search, clone) costs nothing.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import TypeAlias

import attrs

from burgundy.effects.ir import Pattern
from burgundy.events import Event
from burgundy.model.tile import Tile

Slots: TypeAlias = tuple[Tile | None, ...]


def _counts(counts: tuple[int, ...]) -> Mapping[int, int]:
    return MappingProxyType({kind: n for kind, n in enumerate(counts) if n})


@attrs.frozen(slots=False)  # dict-backed: copying one is a single dict update (values.evolve)
class PlayerState:
    """One seat. ``goods_counts``/``sold_counts`` are indexed by goods type (index 0 unused);
    ``spaces`` by estate space id; ``dice`` are this round's two dice and ``used`` says which
    of them this turn has used. ``hooked`` lists the placed tiles with modifiers or triggers,
    in placement order (derived, kept for speed)."""

    seat: int
    estate_map: int
    points: int
    silverlings: int
    workers: int
    dice: tuple[int, ...]
    used: tuple[bool, ...]
    storage: tuple[Tile, ...]
    goods_counts: tuple[int, ...]
    sold_counts: tuple[int, ...]
    spaces: Slots
    bonus_tiles: tuple[tuple[str, str], ...]
    hooked: tuple[str, ...]

    @property
    def goods(self) -> Mapping[int, int]:
        """Warehouse: goods type (1-6) -> count, for the types held."""
        return _counts(self.goods_counts)

    @property
    def sold(self) -> Mapping[int, int]:
        """Sold pile: goods type (1-6) -> count, for the types sold."""
        return _counts(self.sold_counts)

    @property
    def estate(self) -> Mapping[int, Tile]:
        """Placed tiles: space id -> tile."""
        return MappingProxyType({s: t for s, t in enumerate(self.spaces) if t is not None})

    @property
    def dice_left(self) -> tuple[int, ...]:
        """The dice this turn may still use."""
        first, second = self.dice
        used_first, used_second = self.used
        if used_first:
            return () if used_second else (second,)
        return (first,) if used_second else (first, second)


# --- pending work: decisions and automatic steps, newest last -------------------------


@attrs.frozen
class StartCastleChoice:
    """Choose the start castle's space (``Choose(space)``)."""

    seat: int


@attrs.frozen
class DiscardChoice:
    """Storage is full: choose a stored tile to discard (``Choose(tile id)``) so that
    ``incoming`` fits."""

    seat: int
    incoming: Tile
    depot: int
    cause: str


@attrs.frozen
class ShipChoice:
    """A ship was placed: choose the depot(s) whose goods to take (``Choose(depot)`` or,
    for several adjacent depots, ``Choose((d1, d2))``)."""

    seat: int


@attrs.frozen
class GoodsChoice:
    """Not every goods type from ``depots`` fits: choose the types to take."""

    seat: int
    depots: tuple[int, ...]
    options: tuple[tuple[int, ...], ...]


@attrs.frozen
class ShipMove:
    """Automatic: after a ship's goods, its owner moves on the turn-order track."""

    seat: int


@attrs.frozen
class ExtraActionChoice:
    """A castle's (or a tile's) extra action: any die action, any number, no die."""

    seat: int
    optional: bool = False


@attrs.frozen
class TakeChoice:
    """A tile effect takes a tile matching ``pattern``: ``Choose((depot, slot))``."""

    seat: int
    pattern: Pattern
    source: str
    optional: bool
    tile_id: str


@attrs.frozen
class PlaceChoice:
    """A tile effect places a stored tile matching ``pattern``: a ``PlaceTile`` with
    ``die=None``."""

    seat: int
    pattern: Pattern
    optional: bool
    tile_id: str


@attrs.frozen
class SellChoice:
    """A tile effect sells one goods type: ``Choose(goods type)``."""

    seat: int
    optional: bool
    tile_id: str


@attrs.frozen
class EffectFrame:
    """Automatic: a tile program to continue. ``hook`` is -1 for ``on place`` or the index
    of the trigger; ``path`` finds a nested block (statement index, branch) pairs; ``pc``
    is the next statement; ``event`` the event a trigger answers."""

    seat: int
    tile_id: str
    hook: int
    path: tuple[int, ...]
    pc: int
    event: Event | None = None


@attrs.frozen
class FlowStep:
    """Automatic: the next step of the game's flow (``first_round``, ``next_phase`` or
    ``end_game``) once the work queued above it is done."""

    step: str


Decision: TypeAlias = (
    StartCastleChoice
    | DiscardChoice
    | ShipChoice
    | GoodsChoice
    | ExtraActionChoice
    | TakeChoice
    | PlaceChoice
    | SellChoice
)
Frame: TypeAlias = Decision | ShipMove | EffectFrame | FlowStep
DECISION_TYPES: tuple[type, ...] = (
    StartCastleChoice,
    DiscardChoice,
    ShipChoice,
    GoodsChoice,
    ExtraActionChoice,
    TakeChoice,
    PlaceChoice,
    SellChoice,
)
FRAME_TYPES: tuple[type, ...] = (*DECISION_TYPES, ShipMove, EffectFrame, FlowStep)


@attrs.frozen(slots=False)  # dict-backed: copying one is a single dict update (values.evolve)
class GameState:
    """The whole game.

    Public parts (see API.md): ``players``, ``phase``, ``round``, ``depots``,
    ``depot_goods``, ``black_depot``, ``turn_order``. The rest is the engine's: hidden
    supplies (drawn from the end), the goods still to come, what left the game, the
    turn-order track (spaces of stacks, bottom first), the pending work stack and the seeded
    random stream (``seed`` and how many numbers were drawn).
    """

    players: tuple[PlayerState, ...]
    phase: str
    round: int
    depot_slots: tuple[Slots, ...]
    depot_goods_: tuple[tuple[int, ...], ...]
    black_depot: tuple[Tile, ...]
    round_goods: tuple[int, ...]
    goods_stacks: tuple[tuple[int, ...], ...]
    supply: tuple[tuple[Tile, ...], ...]  # normal backs, by colour in data.COLOURS order
    black_supply: tuple[Tile, ...]
    out: tuple[Tile, ...]
    goods_out: tuple[int, ...]
    track: tuple[tuple[int, ...], ...]
    turn_order: tuple[int, ...]
    turn: int
    white_die: int
    bought: bool
    bonus_claims: tuple[int, ...]  # per colour: bonus tiles taken so far (0, 1 or 2)
    pending: tuple[Frame, ...]
    seed: int
    draws: int
    over: bool = False

    @property
    def depots(self) -> Mapping[int, Slots]:
        return MappingProxyType({n: slots for n, slots in enumerate(self.depot_slots, 1)})

    @property
    def depot_goods(self) -> Mapping[int, tuple[int, ...]]:
        return MappingProxyType({n: g for n, g in enumerate(self.depot_goods_, 1)})

    @property
    def active_seat(self) -> int:
        """The seat whose turn it is."""
        return self.turn_order[self.turn]
