"""Catan's observation tensor of a seat, built from its view only (needs numpy: the ``numpy``
extra), with the kernel's machinery (``burgundy.kernel.observation``): what the seat may
know (C-TURN-7), its own hand and cards, the others' as counts.

Land hexes are in ``geometry.LAND`` order, intersections and paths by number (C-SETUP-3).
Seats are *relative*: row 0 is the observing seat, row 1 the next seat clockwise and so on;
rows of seats a smaller game does not have stay zero. Counts are raw numbers, not scaled;
the turn is at most ``OBSERVATION_HIGH``.

>>> from burgundy.games import catan
>>> from burgundy.games.catan.observation import observe
>>> tensor = observe(catan.new_game(players=3, seed=7), 0)
>>> tensor.shape, tensor.dtype.name
((1081,), 'float32')
"""

from __future__ import annotations

from typing import Any

from burgundy.games.catan.board import TERRAIN_MIX
from burgundy.games.catan.cards import KINDS
from burgundy.games.catan.figures import RESOURCES
from burgundy.games.catan.frames import FRAME_TYPES
from burgundy.games.catan.game import CatanGame
from burgundy.games.catan.geometry import INTERSECTIONS, LAND, PATHS
from burgundy.kernel import observation
from burgundy.kernel.observation import Array, Observation
from burgundy.kernel.views import View

SEATS = 4
#: The largest number an observation holds: the turn, cut there.
OBSERVATION_HIGH = 1000.0
#: The terrains and a harbour's kinds, in the order of their one-hot rows.
TERRAINS = tuple(TERRAIN_MIX)
HARBOURS = ("generic", *RESOURCES)
#: The pending decisions' kinds, in the order of their one-hot row.
FRAMES = tuple(kind.__name__ for kind in FRAME_TYPES)
_HEX = {hex_: i for i, hex_ in enumerate(LAND)}


def _relative(view: View, seat: int) -> int:
    return (seat - view.seat) % len(view.data["players"])


def _counts(names: tuple[str, ...], items: Any, out: Array) -> None:
    for item in items:
        out[names.index(item)] += 1


def _terrain(view: View, out: Array) -> None:
    for q, r, terrain in view.data["board"]["terrain"]:
        out[_HEX[q, r], TERRAINS.index(terrain)] = 1


def _numbers(view: View, out: Array) -> None:
    for q, r, number in view.data["board"]["numbers"]:
        out[_HEX[q, r]] = number


def _robber(view: View, out: Array) -> None:
    out[_HEX[tuple(view.data["robber"])]] = 1


def _harbours(view: View, out: Array) -> None:
    for index, kind in enumerate(view.data["board"]["harbours"]):
        out[index, HARBOURS.index(kind)] = 1


def _buildings(view: View, out: Array) -> None:
    for intersection, seat, kind in view.data["buildings"]:
        out[intersection, _relative(view, seat), kind == "city"] = 1


def _roads(view: View, out: Array) -> None:
    for path, seat in view.data["roads"]:
        out[path, _relative(view, seat)] = 1


def _players(view: View, out: Array) -> None:
    data = view.data
    for player in data["players"]:
        row = out[_relative(view, player["seat"])]
        row[:] = (player["hand_size"], player["cards"], player["bought"], len(player["played"]),
                  player["road_length"], player["points"], data["longest_road"] == player["seat"],
                  data["largest_army"] == player["seat"], data["active"] == player["seat"])


def _own(view: View, out: Array) -> None:
    mine = view.data["players"][view.seat]
    out[: len(RESOURCES)] = [mine["hand"][r] for r in RESOURCES]
    _counts(KINDS, mine["held"], out[len(RESOURCES):])


def _supply(view: View, out: Array) -> None:
    data = view.data
    out[: len(RESOURCES)] = [data["bank"][r] for r in RESOURCES]
    out[len(RESOURCES)] = data["deck"]
    _counts(KINDS, data["under"], out[len(RESOURCES) + 1:])


def _to_act(view: View, out: Array) -> None:
    if view.data["to_act"] is not None:
        out[_relative(view, view.data["to_act"])] = 1


def _turn(view: View, out: Array) -> None:
    data = view.data
    dice = data["dice"] or (0, 0)
    out[:] = (data["over"], bool(data["to_place"]), data["rolled"], data["built"],
              data["card_played"], data["offers"], *dice, min(data["turn"], OBSERVATION_HIGH))


def _placing(view: View, out: Array) -> None:
    if view.data["road_from"] is not None:
        out[view.data["road_from"]] = 1


def _pending(view: View, out: Array) -> None:
    """The decision on top of the pending stack: its kind, its seat, what it counts (cards
    to discard or to choose), an offer's sides, who is still to answer, who accepted."""
    if not view.data["pending"]:
        return
    frame = view.data["pending"][-1]
    out[FRAMES.index(frame["kind"])] = 1
    at = len(FRAMES)
    out[at + _relative(view, frame["seat"])] = 1
    at += SEATS
    out[at] = frame.get("left", frame.get("count", 0))
    at += 1
    _counts(RESOURCES, frame.get("give", ()), out[at: at + len(RESOURCES)])
    at += len(RESOURCES)
    _counts(RESOURCES, frame.get("get", ()), out[at: at + len(RESOURCES)])
    at += len(RESOURCES)
    for seat in frame.get("waiting", ()):
        out[at + _relative(view, seat)] = 1
    at += SEATS
    for seat in frame.get("accepted", ()):
        out[at + _relative(view, seat)] = 1


Part = observation.Field
#: The parts of the tensor, in order.
FIELDS: tuple[observation.Field[View], ...] = (
    Part("terrain", (len(LAND), len(TERRAINS)), "[land hex, terrain]: one-hot "
         + ", ".join(TERRAINS), _terrain),
    Part("numbers", (len(LAND),), "[land hex]: its number token (0: none)", _numbers),
    Part("robber", (len(LAND),), "[land hex]: one-hot the robber's hex", _robber),
    Part("harbours", (9, len(HARBOURS)), "[harbour h0-h8, kind]: one-hot generic, "
         + ", ".join(RESOURCES), _harbours),
    Part("buildings", (len(INTERSECTIONS), SEATS, 2), "[intersection, relative seat, "
         "settlement/city]: one-hot the building on it", _buildings),
    Part("roads", (len(PATHS), SEATS), "[path, relative seat]: one-hot the road on it", _roads),
    Part("players", (SEATS, 9), "[relative seat]: cards in hand, development cards unplayed, "
         "of them bought this turn, knights played, road length, points seen, holds Longest "
         "Road, holds Largest Army, is the active player", _players),
    Part("own", (len(RESOURCES) + len(KINDS),), "the seat's hand by resource, then its "
         "unplayed development cards by kind", _own),
    Part("supply", (len(RESOURCES) + 1 + len(KINDS),), "the bank by resource, the deck's "
         "size, the progress cards under it by kind (C-DEV-4)", _supply),
    Part("to_act", (SEATS,), "one-hot relative seat that decides now", _to_act),
    Part("turn", (9,), "1 once over; 1 in the set-up; 1 once rolled; 1 once the trade "
         "phase is over; 1 once a card is played; offers made; the dice (0 before the roll); "
         "the turn", _turn),
    Part("placing", (len(INTERSECTIONS),), "[intersection]: one-hot the set-up settlement "
         "whose road comes next", _placing),
    Part("pending", (len(FRAMES) + SEATS + 1 + 2 * len(RESOURCES) + 2 * SEATS,),
         "the decision pending on top: one-hot kind (" + ", ".join(FRAMES) + "), one-hot "
         "relative seat, cards it counts, an offer's cards given and asked by resource, "
         "relative seats still to answer, relative seats that accepted", _pending),
)


def observer(game: CatanGame | None = None) -> Observation[View]:
    """A reusable encoder (every game's tensor has the same parts)."""
    return Observation(FIELDS)


def observe(game: CatanGame, seat: int) -> Array:
    """The observation tensor of ``seat``: a new array built from ``game.view(seat)``."""
    return observer().set_from(game.view(seat)).copy()


def describe_fields() -> list[dict[str, Any]]:
    """Each part's name, shape, offset in the tensor and meaning."""
    return observation.describe(FIELDS)
