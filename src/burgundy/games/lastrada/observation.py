"""La Strada's observation tensor of a seat, built from its view only (needs numpy: the
``numpy`` extra), with the kernel's machinery (``burgundy.kernel.observation``).

The tensor's size depends on the board: its per-field parts have a row per field of the
board, in sorted ``(q, r)`` order (the action ids' order, ``encoding.Codec``). Seats are
*relative*: row 0 is the observing seat, row 1 the next seat and so on; rows of seats a
smaller game does not have stay zero. Counts are raw numbers, not scaled.

>>> from burgundy.games import lastrada
>>> from burgundy.games.lastrada.observation import observe
>>> game = lastrada.new_game(players=3, seed=7)
>>> tensor = observe(game, 0)
>>> tensor.shape, tensor.dtype.name
((2573,), 'float32')
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from burgundy.games.lastrada.board import KINDS, Board, Field
from burgundy.games.lastrada.game import LaStradaGame
from burgundy.games.lastrada.numbers import TARGET_TYPES, TERRAINS
from burgundy.kernel import observation
from burgundy.kernel.observation import Array, Observation
from burgundy.kernel.views import View

SEATS = 4


def _relative(view: View, seat: int) -> int:
    return (seat - view.seat) % len(view.data["players"])


def fields(board: Board) -> tuple[observation.Field[View], ...]:
    """The parts of the tensor of games on ``board``, in order."""
    index: dict[Field, int] = {field: i for i, field in enumerate(sorted(board.fields))}
    cells = len(index)

    def per_cell(key: str, fill: Callable[[View, Any, Array], None]) -> Callable[
            [View, Array], None]:
        """Fill the row of each ``[q, r, value]`` of the view's ``key``."""
        def fill_rows(view: View, out: Array) -> None:
            for q, r, value in view.data[key]:
                fill(view, value, out[index[q, r]])

        return fill_rows

    def kind(view: View, value: str, out: Array) -> None:
        out[KINDS.index(value)] = 1

    def target(view: View, value: str, out: Array) -> None:
        out[TARGET_TYPES.index(value)] = 1

    def stones(view: View, value: list[int], out: Array) -> None:
        for seat in value:
            out[_relative(view, seat)] += 1

    def owner(view: View, value: int, out: Array) -> None:
        out[_relative(view, value)] = 1

    def per_seat(fill: Callable[[dict[str, Any], Array], None]) -> Callable[
            [View, Array], None]:
        def fill_rows(view: View, out: Array) -> None:
            for player in view.data["players"]:
                fill(player, out[_relative(view, player["seat"])])

        return fill_rows

    def to_act(view: View, out: Array) -> None:
        if view.data["to_act"] is not None:
            out[_relative(view, view.data["to_act"])] = 1

    def flags(view: View, out: Array) -> None:
        data = view.data
        out[:] = (data["over"], bool(data["to_place"]), data["built"], data["idle"],
                  data["turn"])

    def purse(player: dict[str, Any], out: Array) -> None:
        out[:] = (player["days"], player["stones"], len(player["reached"]))

    def tiles(player: dict[str, Any], out: Array) -> None:
        out[:] = [player["tiles"][terrain] for terrain in TERRAINS]

    Part = observation.Field
    return (
        Part("fields", (cells, len(KINDS)), "[field, kind]: one-hot plain, forest, hill, "
             "target space", per_cell("fields", kind)),
        Part("targets", (cells, len(TARGET_TYPES)), "[field, type]: one-hot target on the "
             "field: city, village, hamlet, farm", per_cell("targets", target)),
        Part("stones", (cells, SEATS), "[field, relative seat]: stones on the target",
             per_cell("stones", stones)),
        Part("road_tiles", (cells, SEATS), "[field, relative seat]: one-hot owner of the "
             "road tile on the field", per_cell("road_tiles", owner)),
        Part("start_fields", (cells, SEATS), "[field, relative seat]: one-hot owner of the "
             "start field on the field", per_cell("start_fields", owner)),
        Part("to_act", (SEATS,), "one-hot relative seat that decides now", to_act),
        Part("state", (5,), "1 once over; 1 while placing start fields; 1 once this turn "
             "built a route; idle turns in a row (L-END-3); turns played", flags),
        Part("purse", (SEATS, 3), "[relative seat]: days, stones left, places reached",
             per_seat(purse)),
        Part("tiles", (SEATS, len(TERRAINS)), "[relative seat, terrain]: road tiles left",
             per_seat(tiles)),
    )


def observer(game: LaStradaGame) -> Observation[View]:
    """A reusable encoder for games on ``game``'s board."""
    return Observation(fields(game.state.board))


def observe(game: LaStradaGame, seat: int) -> Array:
    """The observation tensor of ``seat``: a new array built from ``game.view(seat)``."""
    return observer(game).set_from(game.view(seat)).copy()


def describe_fields(board: Board) -> list[dict[str, Any]]:
    """Each part's name, shape, offset in the tensor and meaning."""
    return observation.describe(fields(board))
