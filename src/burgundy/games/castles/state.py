"""The game as one frozen value: ``GameState`` and what it holds.

Nothing in here is an engine object: no callbacks, generators or RNG instances. A state
change builds a new value that shares every part that did not change, so keeping an old
state (undo, search, clone) costs nothing.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final, TypeAlias

import attrs

from burgundy.games.castles.data import COLOURS, PHASES
from burgundy.games.castles.dice import unused
from burgundy.games.castles.events import Event
from burgundy.games.castles.tile import Tile, declared_tile
from burgundy.lang.ir import Pattern

Slots: TypeAlias = tuple[Tile | None, ...]
#: Named rows of tiles and components, sorted by name: ``(("display inn", (…)), …)``.
Zones: TypeAlias = tuple[tuple[str, tuple[Tile, ...]], ...]


def zone_of(zones: Zones, name: str) -> tuple[Tile, ...]:
    """The tiles in the zone ``name`` (none when it was never used)."""
    for key, tiles in zones:
        if key == name:
            return tiles
    return ()


def with_zone(zones: Zones, name: str, tiles: tuple[Tile, ...]) -> Zones:
    """``zones`` with ``name`` holding ``tiles`` (an emptied zone is dropped)."""
    rest = [(key, held) for key, held in zones if key != name]
    if tiles:
        rest.append((name, tiles))
    return tuple(sorted(rest))


def _counts(counts: tuple[int, ...]) -> Mapping[int, int]:
    return MappingProxyType({kind: n for kind, n in enumerate(counts) if n})


@attrs.frozen(slots=False)  # dict-backed: copying one is a single dict update (values.evolve)
class PlayerState:
    """One seat. ``goods_counts``/``sold_counts`` are indexed by goods type (index 0 unused);
    ``spaces`` by estate space id; ``dice`` are this round's two dice and ``used`` says which
    of them this turn has used. ``hooked`` lists what the seat holds with modifiers,
    triggers or actions: ``rules`` blocks, then placed tiles and held components in the
    order they came (derived, kept for speed). ``rows`` are the rows of components it holds
    (a trade route track, shields) and ``marks`` how far it has marked each track."""

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
    rows: Zones = ()
    marks: tuple[tuple[str, int], ...] = ()
    #: Seats whose knowledge tiles' lasting powers this seat also has: (the definition
    #: that grants it, the seat), for as long as that definition is this seat's.
    borrowed: tuple[tuple[str, int], ...] = ()

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
        return unused(self.dice, self.used)


# --- pending work: decisions and automatic steps, newest last -------------------------
# Dict-backed, as the events are (``burgundy.events``): many steps build one.


@attrs.frozen(slots=False)
class StartCastleChoice:
    """Choose the start castle's space (``Choose(space)``): one of ``spaces``, or with none
    named (the printed set-up's choice) any castle space of the seat's map."""

    seat: int
    spaces: tuple[int, ...] = ()


@attrs.frozen(slots=False)
class DiscardChoice:
    """Storage is full: choose a stored tile to discard (``Choose(tile id)``) so that
    ``incoming`` fits (taken from ``depot`` with ``cause``, by ``source``'s program if
    any). Without ``incoming``, storage holds more than its limit (a lost shield 4 raised
    it): one tile goes, and the choice comes again until storage fits."""

    seat: int
    incoming: Tile | None = None
    depot: int = -1
    cause: str = ""
    source: str | None = None


@attrs.frozen(slots=False)
class ShipChoice:
    """A ship was placed: choose the depot(s) whose goods to take (``Choose(depot)`` or,
    for several adjacent depots, ``Choose((d1, d2))``)."""

    seat: int


@attrs.frozen(slots=False)
class GoodsChoice:
    """Not every goods type from ``depots`` fits: choose the types to take."""

    seat: int
    depots: tuple[int, ...]
    options: tuple[tuple[int, ...], ...]


@attrs.frozen(slots=False)
class ShipMove:
    """Automatic: after a ship's goods, its owner moves on the turn-order track."""

    seat: int


@attrs.frozen(slots=False)
class ExtraActionChoice:
    """A castle's (or a tile's) extra action: any die action with any number, no die; or,
    with ``number``, as with a further die showing it (workers turn it). ``source`` is the
    definition whose program gave it (``None`` for a placed castle's own)."""

    seat: int
    optional: bool = False
    number: int | None = None
    source: str | None = None


@attrs.frozen(slots=False)
class TakeChoice:
    """A tile effect takes a tile matching ``pattern`` from ``source`` (``depots``,
    ``black_depot`` or a zone such as ``display inn``) into ``dest`` (``storage`` or one of
    the seat's rows): ``Choose((depot, slot))`` from depots, ``Choose(index)`` from the
    black depot or a zone. With a ``price`` it is the turn's purchase (``buy``)."""

    seat: int
    pattern: Pattern
    source: str
    optional: bool
    tile_id: str
    dest: str = "storage"
    price: int | None = None


@attrs.frozen(slots=False)
class PlaceChoice:
    """A tile effect places a tile matching ``pattern`` from ``source`` (storage, or
    ``depots``/``black_depot``/a zone: straight into the estate): a ``PlaceTile`` with
    ``die=None`` from storage, ``Choose((depot, slot, space))`` otherwise."""

    seat: int
    pattern: Pattern
    optional: bool
    tile_id: str
    source: str = "storage"


@attrs.frozen(slots=False)
class SellChoice:
    """A tile effect sells one goods type: ``Choose(goods type)``."""

    seat: int
    optional: bool
    tile_id: str


@attrs.frozen(slots=False)
class EffectFrame:
    """Automatic: a program to continue. ``part`` names the program of definition
    ``tile_id``: ``""`` (``hook`` -1 for ``on place``, else the index of the trigger),
    ``action``, ``space`` (by index) or ``setup``. ``path`` finds a nested block
    (statement index, branch) pairs; ``pc`` is the next statement; ``event`` the event a
    trigger answers. ``seat`` is the owner, -1 for a program of the game (``setup``, an
    event of no player)."""

    seat: int
    tile_id: str
    hook: int
    path: tuple[int, ...]
    pc: int
    event: Event | None = None
    part: str = ""


@attrs.frozen(slots=False)
class OptionChoice:
    """A program's ``choose``: ``Choose(option index)`` among ``options`` (those that
    can be carried out); ``frame`` is where the chosen option's program is."""

    seat: int
    frame: EffectFrame
    options: tuple[int, ...]


@attrs.frozen(slots=False)
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
    | OptionChoice
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
    OptionChoice,
)
FRAME_TYPES: tuple[type, ...] = (*DECISION_TYPES, ShipMove, EffectFrame, FlowStep)
#: Each frame's kind, as saves tag it and as ``DecisionLapsed`` names a decision.
FRAME_TAGS: Mapping[type, str] = MappingProxyType({
    StartCastleChoice: "start_castle",
    DiscardChoice: "discard",
    ShipChoice: "ship",
    GoodsChoice: "goods",
    ExtraActionChoice: "extra_action",
    TakeChoice: "take",
    PlaceChoice: "place",
    SellChoice: "sell",
    OptionChoice: "option",
    ShipMove: "ship_move",
    EffectFrame: "effect",
    FlowStep: "flow",
})


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
    zones: Zones = ()  # piles and displays of the kinds tile files declare
    used_actions: tuple[str, ...] = ()  # `once per turn` actions taken this turn
    bought_more: int = 0  # purchases this turn after the first (`buy.per_turn` above 1)

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


#: Fields of ``GameState`` that nobody at the table can see.
HIDDEN: Final = ("supply", "black_supply", "goods_stacks", "goods_out", "seed", "draws", "zones")


def tiles_in(state: GameState, seat: int, key: str) -> tuple[Tile, ...]:
    """The tiles in zone ``key`` (``seat`` owns ``storage``, ``estate`` and ``my`` rows).
    The base game's face-down piles are ``supply <colour>`` (normal backs, by the colour of
    their front) and ``supply black``; every other ``supply <kind>`` is a declared kind's.
    Goods and colour bonus tiles are read from the fields that hold them (``TABLE_ZONES``)."""
    if key == "black_depot":
        return state.black_depot
    if key == "depots":
        return tuple(t for slots in state.depot_slots for t in slots if t is not None)
    if key == "out":
        return state.out
    if key.startswith(("supply ", "display ")):
        pile = key.removeprefix("supply ")
        if pile == "black":
            return state.black_supply
        if pile in COLOURS:
            return state.supply[COLOURS.index(pile)]
        if key in TABLE_ZONES:
            return _table_tiles(state, seat, key)
        return zone_of(state.zones, key)
    player = state.players[seat]
    if key == "storage":
        return player.storage
    if key == "estate":
        return tuple(t for t in player.spaces if t is not None)
    if key in TABLE_ZONES:
        return _table_tiles(state, seat, key)
    return zone_of(player.rows, key.removeprefix("my "))


# --- the table's own pieces: goods tiles and colour bonus tiles, as zones ---------------

#: A goods tile of each type (1-6, at index type - 1) and each colour's bonus tile, as zones hold
#: them: large and small alike (which one a seat takes is the rules', R-COLOUR-1).
GOODS_TILES: Final = tuple(declared_tile(f"goods:{goods}") for goods in range(1, 7))
BONUS_TILES: Final = MappingProxyType({c: declared_tile(f"bonus:{c}") for c in COLOURS})
#: Zones whose pieces lie in the state's own fields: the goods stacks of the phases to
#: come (face down), the goods on this phase's round spaces, the bonus tiles not yet taken,
#: and a seat's warehouse and bonus tiles.
TABLE_ZONES: Final = frozenset(
    {"supply goods", "display goods", "display bonus", "my goods", "my bonus"})


def goods_to_come(state: GameState) -> tuple[tuple[int, ...], ...]:
    """The goods stacks of the phases after this one, the next phase's first."""
    return state.goods_stacks[PHASES.index(state.phase) + 1:]


def bonus_held(state: GameState) -> frozenset[tuple[str, str]]:
    """The bonus tiles the seats hold, as (colour, ``large`` or ``small``)."""
    return frozenset(b for player in state.players for b in player.bonus_tiles)


def _table_tiles(state: GameState, seat: int, key: str) -> tuple[Tile, ...]:
    """The pieces of a table zone, the top last: the next goods to come (the next phase's
    first, the next round's), a colour's large bonus tile above its small one."""
    if key == "supply goods":
        return tuple(GOODS_TILES[g - 1] for stack in reversed(goods_to_come(state))
                     for g in reversed(stack))
    if key == "display goods":
        return tuple(GOODS_TILES[g - 1] for g in reversed(state.round_goods))
    if key == "display bonus":
        held = bonus_held(state)
        return tuple(BONUS_TILES[colour] for colour in COLOURS for size in ("small", "large")
                     if (colour, size) not in held)
    player = state.players[seat]
    if key == "my goods":
        return tuple(GOODS_TILES[g - 1] for g, n in enumerate(player.goods_counts)
                     for _ in range(n))
    return tuple(BONUS_TILES[colour] for colour, _ in player.bonus_tiles)
