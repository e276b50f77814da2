"""La Strada's game as one frozen value: ``State``, its ``Player`` seats and the ``Options``
a game is made from. A change builds a new value; the mappings inside are never mutated.

The kernel reads ``players[i].hooked``, ``pending``, ``seed``, ``draws`` and ``over``
(KERNEL.md, "The protocol"); La Strada has no tile programs, so ``hooked`` and ``pending``
stay empty.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Any

import attrs

from burgundy.games.lastrada.board import Board, Field
from burgundy.games.lastrada.numbers import DEFAULT, Numbers

#: The four colours; with two players a seat takes two (L-TWO-1).
COLOURS = ("black", "grey", "yellow", "red")
#: L-ROUTE-5's option: "gentle" keeps the tile rule, "any" drops it.
CURVES = ("gentle", "any")


def _players(_: object, __: object, value: object) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not 2 <= value <= 4:
        raise ValueError(f"players: La Strada is for 2 to 4 players, not {value!r}")


def _seed(_: object, __: object, value: object) -> None:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"seed: an integer, not {value!r}")


def _curves(_: object, __: object, value: object) -> None:
    if value not in CURVES:
        raise ValueError(f"curves: one of {', '.join(map(repr, CURVES))}, not {value!r}")


def _board(_: object, field: Any, value: Any) -> None:
    if value is not None and not isinstance(value, str | os.PathLike):
        what = "TOML" if field.name == "board" else "tile-file"
        raise ValueError(f"{field.name}: a file's path or {what} text, not {value!r}")


@attrs.frozen
class Options:
    """What a game is made from: ``board`` is a board file's path or TOML text (``None``: the
    example board with a random deal); ``numbers`` the rule numbers, which the house rules
    ``tiles`` change."""

    players: int = attrs.field(default=2, validator=_players)
    seed: int = attrs.field(default=0, validator=_seed)
    board: str | os.PathLike[str] | None = attrs.field(default=None, validator=_board)
    curves: str = attrs.field(default="gentle", validator=_curves)
    numbers: Numbers = DEFAULT
    #: House rules: a tile file's path or its text (``language lastrada 1``), folded into
    #: ``numbers`` at set-up.
    tiles: str | os.PathLike[str] | None = attrs.field(default=None, validator=_board)


@attrs.frozen
class Player:
    """One seat: its days, stones and road tiles left (``tiles``: terrain -> count), and its
    reached places (start fields first, then targets in the order connected)."""

    seat: int
    colours: tuple[str, ...]
    days: int
    stones: int
    tiles: Mapping[str, int]
    reached: tuple[Field, ...]
    hooked: tuple[str, ...] = ()


@attrs.frozen
class State:
    """The whole game. ``seat`` is the seat to act: placing a start field while ``to_place``
    (the seats still to place, in order) is not empty, else in its turn. ``built`` says
    whether this turn has built a route; ``idle`` counts the turns in a row that ended with
    no route and a full purse (L-END-3). ``ended`` says why the game is over."""

    board: Board
    numbers: Numbers
    curves: str
    players: tuple[Player, ...]
    targets: Mapping[Field, str]
    stones: Mapping[Field, tuple[int, ...]]
    road_tiles: Mapping[Field, int]
    start_fields: Mapping[Field, int]
    start_player: int
    seat: int
    to_place: tuple[int, ...]
    turn: int
    built: bool
    idle: int
    seed: int
    draws: int
    over: bool = False
    ended: str = ""
    pending: tuple[object, ...] = ()

    @property
    def fields(self) -> Mapping[Field, str]:
        """Field -> ``"plain" | "forest" | "hill" | "target"``."""
        return self.board.fields
