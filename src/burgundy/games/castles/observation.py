"""An observation tensor per seat, built from ``game.view(seat)`` only (needs numpy: the
``numpy`` extra).

The tensor is flat ``float32`` of ``OBSERVATION_SIZE`` numbers, the same size for 2, 3 and
4 players. ``FIELDS`` lists its parts in order, each with a shape and a meaning; seats are
*relative*: row 0 is the observing seat, row 1 the next seat clockwise and so on, and rows
of seats a smaller game does not have stay zero. Tiles are one-hot over the standard
tile codes (``burgundy.encoding.TILE_IDS``); counts are raw numbers, not scaled.

Because it reads only the view, two games that differ only in what a seat cannot see give
that seat the same tensor.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from burgundy.games.castles import data
from burgundy.games.castles.encoding import TILE_IDS, tile_code
from burgundy.games.castles.state import DECISION_TYPES, FlowStep
from burgundy.games.castles.tile import Tile
from burgundy.games.castles.views import SeatView
from burgundy.kernel import observation as kernel_observation
from burgundy.kernel.observation import Array, Field

if TYPE_CHECKING:
    from burgundy.games.castles.game import CastlesGame

SEATS = 4
TILES = len(TILE_IDS)
GOODS = 6
COLOURS = len(data.COLOURS)
DEPOT_SLOTS = 4
BLACK_SLOTS = 8
ROUND_SPACES = 5
TRACK_SPACES = 7


def _seats(view: SeatView) -> list[int]:
    """The seats in relative order: the observer first."""
    players = len(view.players)
    return [(view.seat + i) % players for i in range(players)]


def _relative(view: SeatView, seat: int) -> int:
    return (seat - view.seat) % len(view.players)


def _to_act(view: SeatView) -> int | None:
    """The seat deciding now (a view is taken between steps: a decision is on top of
    the pending stack, or it is the active seat's turn)."""
    if view.pending:
        top = view.pending[-1]
        return None if isinstance(top, FlowStep) else top.seat
    return None if view.over else view.turn_order[view.turn]


def _one_hot_tile(out: Array, tile: Tile | None, where: str) -> None:
    if tile is not None:
        out[tile_code(tile.id, where)] = 1


def _count_tiles(out: Array, tiles: tuple[Tile, ...], where: str) -> None:
    for tile in tiles:
        out[tile_code(tile.id, where)] += 1


def _phase(view: SeatView, out: Array) -> None:
    out[data.PHASES.index(view.phase)] = 1


def _round(view: SeatView, out: Array) -> None:
    out[view.round - 1] = 1


def _over(view: SeatView, out: Array) -> None:
    out[0] = view.over


def _to_act_field(view: SeatView, out: Array) -> None:
    seat = _to_act(view)
    if seat is not None and seat >= 0:
        out[_relative(view, seat)] = 1


def _decision(view: SeatView, out: Array) -> None:
    decisions = [f for f in view.pending if isinstance(f, DECISION_TYPES)]
    out[DECISION_TYPES.index(type(decisions[-1])) + 1 if decisions else 0] = 1


def _white_die(view: SeatView, out: Array) -> None:
    out[view.white_die - 1] = 1


def _bought(view: SeatView, out: Array) -> None:
    out[0] = view.bought


def _turn_order(view: SeatView, out: Array) -> None:
    for position, seat in enumerate(view.turn_order):
        out[position, _relative(view, seat)] = 1


def _track(view: SeatView, out: Array) -> None:
    for space, stack in enumerate(view.track):
        for seat in stack:
            out[_relative(view, seat), space] = 1


def _bonus_claims(view: SeatView, out: Array) -> None:
    out[:] = view.bonus_claims


def _depot_tiles(view: SeatView, out: Array) -> None:
    for depot, slots in enumerate(view.depot_slots):
        for slot, tile in enumerate(slots):
            _one_hot_tile(out[depot, slot], tile, f"depot {depot + 1}")


def _depot_goods(view: SeatView, out: Array) -> None:
    for depot, goods in enumerate(view.depot_goods_):
        for kind in goods:
            out[depot, kind - 1] += 1


def _black_depot(view: SeatView, out: Array) -> None:
    for slot, tile in enumerate(view.black_depot):
        _one_hot_tile(out[slot], tile, "the black depot")


def _round_goods(view: SeatView, out: Array) -> None:
    for position, kind in enumerate(view.round_goods):
        out[position, kind - 1] = 1


def _supply_left(view: SeatView, out: Array) -> None:
    for pile in view.supply_left:
        _count_tiles(out, pile, "the supply")


def _black_supply_left(view: SeatView, out: Array) -> None:
    _count_tiles(out, view.black_supply_left, "the black supply")


def _goods_unseen(view: SeatView, out: Array) -> None:
    for kind in view.goods_unseen:
        out[kind - 1] += 1


def _per_seat(fill: Callable[[SeatView, int, Array], None]) -> Callable[[SeatView, Array], None]:
    """A field with one row per relative seat."""

    def fill_rows(view: SeatView, out: Array) -> None:
        for row, seat in enumerate(_seats(view)):
            fill(view, seat, out[row])

    return fill_rows


def _resources(view: SeatView, seat: int, out: Array) -> None:
    player = view.players[seat]
    out[:] = (player.points, player.silverlings, player.workers)


def _dice(view: SeatView, seat: int, out: Array) -> None:
    for index, face in enumerate(view.players[seat].dice):
        out[index, face - 1] = 1


def _dice_used(view: SeatView, seat: int, out: Array) -> None:
    out[:] = view.players[seat].used


def _storage(view: SeatView, seat: int, out: Array) -> None:
    _count_tiles(out, view.players[seat].storage, f"seat {seat}'s storage")


def _goods(view: SeatView, seat: int, out: Array) -> None:
    out[:] = view.players[seat].goods_counts[1:]


def _sold(view: SeatView, seat: int, out: Array) -> None:
    out[:] = view.players[seat].sold_counts[1:]


def _estate_map(view: SeatView, seat: int, out: Array) -> None:
    out[view.players[seat].estate_map - 1] = 1


def _estate(view: SeatView, seat: int, out: Array) -> None:
    for space, tile in enumerate(view.players[seat].spaces):
        _one_hot_tile(out[space], tile, f"seat {seat}'s estate")


def _bonus_tiles(view: SeatView, seat: int, out: Array) -> None:
    for colour, _ in view.players[seat].bonus_tiles:
        out[data.COLOURS.index(colour)] += 1


_TILE_HOT = "one-hot tile code"

#: The parts of the tensor, in order.
FIELDS: tuple[Field[SeatView], ...] = (
    Field("phase", (5,), "one-hot phase A-E", _phase),
    Field("round", (5,), "one-hot round 1-5", _round),
    Field("over", (1,), "1 once the game is over", _over),
    Field("to_act", (SEATS,), "one-hot relative seat that decides now", _to_act_field),
    Field("decision", (len(DECISION_TYPES) + 1,),
          "one-hot pending decision: 0 a turn, then `DECISION_TYPES` order", _decision),
    Field("white_die", (6,), "one-hot white die 1-6", _white_die),
    Field("bought", (1,), "1 if the seat whose turn it is has bought this turn", _bought),
    Field("turn_order", (SEATS, SEATS), "[position, relative seat]: this round's turn order",
          _turn_order),
    Field("track", (SEATS, TRACK_SPACES), "[relative seat, space]: turn-order track markers",
          _track),
    Field("bonus_claims", (COLOURS,), "bonus tiles taken per colour (`data.COLOURS` order)",
          _bonus_claims),
    Field("depot_tiles", (6, DEPOT_SLOTS, TILES), f"[depot, slot, tile]: {_TILE_HOT}",
          _depot_tiles),
    Field("depot_goods", (6, GOODS), "[depot, goods type]: goods waiting on each depot",
          _depot_goods),
    Field("black_depot", (BLACK_SLOTS, TILES), f"[slot, tile]: {_TILE_HOT}", _black_depot),
    Field("round_goods", (ROUND_SPACES, GOODS),
          "[position, goods type]: goods of the rounds to come, next first", _round_goods),
    Field("supply_left", (TILES,), "face-down normal-back tiles left, by tile code",
          _supply_left),
    Field("black_supply_left", (TILES,), "face-down black-back tiles left, by tile code",
          _black_supply_left),
    Field("goods_unseen", (GOODS,), "unseen goods tiles by type", _goods_unseen),
    Field("resources", (SEATS, 3), "[relative seat]: points, silverlings, workers",
          _per_seat(_resources)),
    Field("dice", (SEATS, 2, 6), "[relative seat, die]: one-hot face",
          _per_seat(_dice)),
    Field("dice_used", (SEATS, 2), "[relative seat, die]: 1 once used this turn",
          _per_seat(_dice_used)),
    Field("storage", (SEATS, TILES), "[relative seat, tile]: tiles in storage",
          _per_seat(_storage)),
    Field("goods", (SEATS, GOODS), "[relative seat, goods type]: warehouse",
          _per_seat(_goods)),
    Field("sold", (SEATS, GOODS), "[relative seat, goods type]: goods sold",
          _per_seat(_sold)),
    Field("estate_map", (SEATS, 9), "[relative seat]: one-hot estate map 1-9",
          _per_seat(_estate_map)),
    Field("estate", (SEATS, data.SPACES, TILES), f"[relative seat, space, tile]: {_TILE_HOT}",
          _per_seat(_estate)),
    Field("bonus_tiles", (SEATS, COLOURS), "[relative seat, colour]: bonus tiles held",
          _per_seat(_bonus_tiles)),
)
#: How many numbers the tensor holds.
OBSERVATION_SIZE: int = sum(f.size for f in FIELDS)


class Observation(kernel_observation.Observation[SeatView]):
    """A reusable tensor with a named view of each field (``parts["estate"]``)."""

    def __init__(self) -> None:
        super().__init__(FIELDS)


def observe(game: CastlesGame, seat: int) -> Array:
    """The observation tensor of ``seat``: a new array built from ``game.view(seat)``."""
    return Observation().set_from(game.view(seat))


def describe_fields() -> list[dict[str, Any]]:
    """Each field's name, shape, offset in the tensor and meaning (the docs' table)."""
    return kernel_observation.describe(FIELDS)


__all__ = ["FIELDS", "OBSERVATION_SIZE", "Field", "Observation", "describe_fields", "observe"]
