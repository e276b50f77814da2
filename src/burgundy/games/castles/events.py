"""Events: what happened, in order, each with its cause.

``Game.apply`` returns them and pushes them to subscribers. Events that a tile may react
to (``when <event>``) carry the seat they belong to and have the tag the tile language
names them by (``burgundy.games.castles.vocabulary.EVENTS``).

``cause`` says what made something happen: ``die`` (a die action), ``castle`` (a castle's
or a tile's extra action), ``effect`` (a tile's program), ``buy`` (a purchase) or
``income`` (the end of a phase). ``source`` names the definition whose program made it
happen (``building:warehouse``, ``route:3``, ``rules:inns``): a tile's effect, a tile's
extra action or purchase; it is ``None`` when no program did (a die action, a placed
castle's own extra action, a purchase from the black depot).

Events are dict-backed (``slots=False``): attrs then builds one by writing its dict, at
about half the cost of setting slots, and every step builds several.
"""

from __future__ import annotations

from typing import ClassVar, TypeAlias

import attrs

from burgundy.games.castles.tile import Tile


@attrs.frozen(slots=False)
class PhaseStarted:
    """A phase (A-E) began."""

    tag: ClassVar[str] = "phase_started"
    phase: str


@attrs.frozen(slots=False)
class RoundStarted:
    """A round began: its turn order and the white die."""

    tag: ClassVar[str] = "round_started"
    phase: str
    round: int
    turn_order: tuple[int, ...]
    white_die: int


@attrs.frozen(slots=False)
class DiceRolled:
    """A seat's two dice for the round."""

    tag: ClassVar[str] = "dice_rolled"
    seat: int
    dice: tuple[int, ...]


@attrs.frozen(slots=False)
class GoodsArrived:
    """The white die sent the next goods tile of the round to a depot."""

    tag: ClassVar[str] = "goods_arrived"
    depot: int
    goods: int


@attrs.frozen(slots=False)
class StartCastlePlaced:
    """A seat's start castle went on its estate."""

    tag: ClassVar[str] = "start_castle_placed"
    seat: int
    space: int


@attrs.frozen(slots=False)
class TurnStarted:
    """A seat's turn began."""

    tag: ClassVar[str] = "turn_started"
    seat: int


@attrs.frozen(slots=False)
class TurnEnded:
    """A seat's turn ended."""

    tag: ClassVar[str] = "turn_ended"
    seat: int


@attrs.frozen(slots=False)
class WorkersSpent:
    """Workers paid to change a die's number."""

    tag: ClassVar[str] = "workers_spent"
    seat: int
    count: int


@attrs.frozen(slots=False)
class Purchased:
    """A tile bought with silverlings (``depot`` 0 is the black depot)."""

    tag: ClassVar[str] = "purchased"
    seat: int
    depot: int
    price: int


@attrs.frozen(slots=False)
class TileTaken:
    """A tile went from a depot into a seat's storage."""

    tag: ClassVar[str] = "tile_taken"
    seat: int
    tile: Tile
    depot: int
    cause: str
    source: str | None = None


@attrs.frozen(slots=False)
class TileDiscarded:
    """A tile left a seat's storage to make room."""

    tag: ClassVar[str] = "tile_discarded"
    seat: int
    tile: Tile


@attrs.frozen(slots=False)
class TilePlaced:
    """A tile went from storage onto an estate space."""

    tag: ClassVar[str] = "tile_placed"
    seat: int
    tile: Tile
    space: int
    cause: str
    source: str | None = None


@attrs.frozen(slots=False)
class RegionCompleted:
    """A region of one colour was filled: its points, phase bonus included."""

    tag: ClassVar[str] = "region_completed"
    seat: int
    colour: str
    size: int
    points: int


@attrs.frozen(slots=False)
class BonusTaken:
    """A colour's bonus tile, for filling every space of that colour."""

    tag: ClassVar[str] = "bonus_taken"
    seat: int
    colour: str
    large: bool
    points: int


@attrs.frozen(slots=False)
class AnimalsScored:
    """Animals of a species scored when a pasture tile was placed."""

    tag: ClassVar[str] = "animals_scored"
    seat: int
    species: str
    points: int


@attrs.frozen(slots=False)
class GoodsShipped:
    """A ship took the goods of one depot (or several adjacent ones)."""

    tag: ClassVar[str] = "goods_shipped"
    seat: int
    depots: tuple[int, ...]
    goods: tuple[int, ...]
    count: int


@attrs.frozen(slots=False)
class TurnOrderMoved:
    """A seat moved on the turn-order track."""

    tag: ClassVar[str] = "turn_order_moved"
    seat: int
    space: int


@attrs.frozen(slots=False)
class GoodsSold:
    """Goods of one type sold: silverlings and points."""

    tag: ClassVar[str] = "goods_sold"
    seat: int
    goods: int
    count: int
    silverlings: int
    points: int
    cause: str
    source: str | None = None


@attrs.frozen(slots=False)
class GoodsTileSold:
    """One goods tile of a sale: a sale of ``count`` tiles publishes its ``GoodsSold`` and
    then ``count`` of these, one per tile (what a trade route answers)."""

    tag: ClassVar[str] = "goods_tile_sold"
    seat: int
    goods: int


@attrs.frozen(slots=False)
class WorkersTaken:
    """Workers taken with a die or by an effect."""

    tag: ClassVar[str] = "workers_taken"
    seat: int
    count: int
    cause: str
    source: str | None = None


@attrs.frozen(slots=False)
class Gained:
    """A tile effect's gain of silverlings, workers or points."""

    tag: ClassVar[str] = "gained"
    seat: int
    resource: str
    amount: int
    source: str


@attrs.frozen(slots=False)
class Paid:
    """A tile program's payment (``pay``) of silverlings, workers or points."""

    tag: ClassVar[str] = "paid"
    seat: int
    resource: str
    amount: int
    source: str


@attrs.frozen(slots=False)
class Moved:
    """Tiles or components moved between zones by a program (``move``): dealt from a pile,
    laid out on a display. ``seat`` is the owner of the zones named ``my …`` (-1: none)."""

    tag: ClassVar[str] = "moved"
    seat: int
    tiles: tuple[Tile, ...]
    source: str
    dest: str


@attrs.frozen(slots=False)
class ComponentTaken:
    """A tile or component went from ``source`` into one of the seat's rows (``row``), or
    out of the game (``row`` is ``out``)."""

    tag: ClassVar[str] = "component_taken"
    seat: int
    tile: Tile
    source: str
    row: str


@attrs.frozen(slots=False)
class TrackMarked:
    """A space of a track the seat holds was marked (``advance``); ``matched`` says
    whether its program runs."""

    tag: ClassVar[str] = "track_marked"
    seat: int
    row: str
    space: int
    value: int
    matched: bool


@attrs.frozen(slots=False)
class DieSet:
    """A program (``set die``) turned one of the seat's dice (1 or 2) to ``value``."""

    tag: ClassVar[str] = "die_set"
    seat: int
    die: int
    value: int


@attrs.frozen(slots=False)
class ActionUsed:
    """The seat took an action a tile, component or ``rules`` block offers."""

    tag: ClassVar[str] = "action_used"
    seat: int
    source: str
    label: str
    number: int = 0  # the die's number, for an action `with a die`
    cause: str = ""  # `die` or `castle`, for an action `with a die`


@attrs.frozen(slots=False)
class OptionChosen:
    """The seat chose an option of a tile program's ``choose`` in definition ``source``:
    the option's ``label``, as the tile file writes it."""

    tag: ClassVar[str] = "option_chosen"
    seat: int
    source: str
    label: str


@attrs.frozen(slots=False)
class DecisionLapsed:
    """A decision with nothing to choose lapsed (R-BUILD-1: the benefit lapses):
    ``decision`` is its kind as saves tag it (``take``, ``place``, ``sell``, ``option`` …),
    ``source`` the definition whose program asked it (``""``: the game's own)."""

    tag: ClassVar[str] = "decision_lapsed"
    seat: int
    decision: str
    source: str = ""


@attrs.frozen(slots=False)
class MineIncome:
    """Silverlings from mines at the end of a phase."""

    tag: ClassVar[str] = "mine_income"
    seat: int
    mines: int
    silverlings: int


@attrs.frozen(slots=False)
class TilesRemoved:
    """Tiles left in the depots at a phase's start leave the game."""

    tag: ClassVar[str] = "tiles_removed"
    tiles: tuple[Tile, ...]


@attrs.frozen(slots=False)
class PhaseEnded:
    """A phase ended."""

    tag: ClassVar[str] = "phase_ended"
    phase: str


@attrs.frozen(slots=False)
class FinalScore:
    """One line of final scoring (``label``: goods, silverlings, workers or a tile's score
    line)."""

    tag: ClassVar[str] = "final_score"
    seat: int
    label: str
    points: int


@attrs.frozen(slots=False)
class GameEnded:
    """The game is over: the final scores and the winner."""

    tag: ClassVar[str] = "game_ended"
    scores: tuple[int, ...]
    winner: int


Event: TypeAlias = (
    PhaseStarted
    | RoundStarted
    | DiceRolled
    | GoodsArrived
    | StartCastlePlaced
    | TurnStarted
    | TurnEnded
    | WorkersSpent
    | Purchased
    | TileTaken
    | TileDiscarded
    | TilePlaced
    | RegionCompleted
    | BonusTaken
    | AnimalsScored
    | GoodsShipped
    | TurnOrderMoved
    | GoodsSold
    | GoodsTileSold
    | WorkersTaken
    | Gained
    | Paid
    | Moved
    | ComponentTaken
    | TrackMarked
    | ActionUsed
    | OptionChosen
    | DieSet
    | DecisionLapsed
    | MineIncome
    | TilesRemoved
    | PhaseEnded
    | FinalScore
    | GameEnded
)
EVENT_TYPES: tuple[type, ...] = (
    PhaseStarted,
    RoundStarted,
    DiceRolled,
    GoodsArrived,
    StartCastlePlaced,
    TurnStarted,
    TurnEnded,
    WorkersSpent,
    Purchased,
    TileTaken,
    TileDiscarded,
    TilePlaced,
    RegionCompleted,
    BonusTaken,
    AnimalsScored,
    GoodsShipped,
    TurnOrderMoved,
    GoodsSold,
    GoodsTileSold,
    WorkersTaken,
    Gained,
    Paid,
    Moved,
    ComponentTaken,
    TrackMarked,
    ActionUsed,
    OptionChosen,
    DieSet,
    DecisionLapsed,
    MineIncome,
    TilesRemoved,
    PhaseEnded,
    FinalScore,
    GameEnded,
)
