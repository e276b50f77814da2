"""What a seat sees, and games consistent with it. Everything in La Strada is public
(L-TURN-5): the only chance events, the deal and the start player, happen at set-up, so a
view hides nothing but the random stream, and a determinized game differs from the real one
only there."""

from __future__ import annotations

from typing import Any

import attrs

from burgundy.games.lastrada.board import Field
from burgundy.games.lastrada.state import State
from burgundy.kernel.views import View


def _cells(mapping: Any) -> list[list[Any]]:
    return [[q, r, value] for (q, r), value in sorted(mapping.items())]


def _pair(field: Field) -> list[int]:
    return [field[0], field[1]]


def view(state: State, seat: int) -> View:
    """Everything ``seat`` may know: the whole position, without the random stream."""
    data = {
        "game": "lastrada",
        "seat": seat,
        "to_act": None if state.over else state.seat,
        "over": state.over,
        "ended": state.ended,
        "board": {"name": state.board.name, "printed_layout": state.board.printed_layout},
        "curves": state.curves,
        "fields": _cells(state.board.fields),
        "targets": _cells(state.targets),
        "stones": [[q, r, list(s)] for (q, r), s in sorted(state.stones.items())],
        "road_tiles": _cells(state.road_tiles),
        "start_fields": _cells(state.start_fields),
        "start_player": state.start_player,
        "to_place": list(state.to_place),
        "turn": state.turn,
        "built": state.built,
        "idle": state.idle,
        "players": [
            {
                "seat": p.seat,
                "colours": list(p.colours),
                "days": p.days,
                "stones": p.stones,
                "tiles": dict(sorted(p.tiles.items())),
                "reached": [_pair(f) for f in p.reached],
            }
            for p in state.players
        ],
    }
    return View.of(seat, data)


def determinize(state: State, seat: int, seed: int) -> State:
    """A game with ``seat``'s view whose hidden part, the random stream, is drawn from
    ``seed``. No rule draws after set-up, so its future is the real one."""
    return attrs.evolve(state, seed=seed, draws=0)
