"""Catan's game as one frozen value: ``State``, its ``Player`` seats and the ``Options`` a
game is made from. A change builds a new value; the mappings inside are never mutated. Those
the rules read at every step are plain dicts, so typed: the compiled rules read them with
dict operations, where a ``Mapping`` costs a generic call per read.

The kernel reads ``players[i].hooked``, ``pending``, ``seed``, ``draws`` and ``over``
(KERNEL.md, "The protocol").
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Any

import attrs

from burgundy.games.catan.board import Board
from burgundy.games.catan.figures import DEFAULT, Figures
from burgundy.games.catan.frames import Frame
from burgundy.games.catan.geometry import Hex
from burgundy.games.catan.statements import Statement

#: The four colours, by seat; cosmetic (C-SETUP-1).
COLOURS = ("red", "blue", "white", "orange")
#: Every seat a game may have: 3 or 4 players, 2 as an option.
SEATS = range(len(COLOURS))


def _players(_: object, __: object, value: object) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not 2 <= value <= 4:
        raise ValueError(f"players: Catan is for 3 or 4 players (2 as an option), not {value!r}")


def _count(_: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ValueError(f"{attribute.name}: a count (0 or more), not {value!r}")


def _seed(_: object, __: object, value: object) -> None:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"seed: an integer, not {value!r}")


def _board(_: object, __: object, value: Any) -> None:
    if value is not None and not isinstance(value, str | os.PathLike):
        raise ValueError(f"board: a board file's path or TOML text, not {value!r}")


def _tiles(_: object, __: object, value: Any) -> None:
    if value is not None and not isinstance(value, str | os.PathLike):
        raise ValueError(f"tiles: a house-rule file's path or text, not {value!r}")


def _flag(_: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if not isinstance(value, bool):
        raise ValueError(f"{attribute.name}: True or False, not {value!r}")


def _limit(_: object, __: object, value: Any) -> None:
    if value is not None and (isinstance(value, bool) or not isinstance(value, int) or value < 1):
        raise ValueError(f"turn_limit: None or a positive number of turns, not {value!r}")


@attrs.frozen
class Options:
    """What a game is made from (CATAN.md's options): ``board`` is a board file's path or
    TOML text (``None``: a random board); ``turn_limit`` ends a game without a winner after
    that many turns (not a rule, C-END-4); ``figures`` the rule numbers; ``tiles`` a
    house-rule file's path or text (``language catan 1``), folded into ``figures`` and
    ``max_offers_per_turn`` at set-up."""

    players: int = attrs.field(default=4, validator=_players)
    seed: int = attrs.field(default=0, validator=_seed)
    board: str | os.PathLike[str] | None = attrs.field(default=None, validator=_board)
    max_offers_per_turn: int = attrs.field(default=3, validator=_count)
    trade_offer_list_max: int = attrs.field(default=2, validator=_count)
    combined_trade_build: bool = attrs.field(default=False, validator=_flag)
    turn_limit: int | None = attrs.field(default=None, validator=_limit)
    figures: Figures = DEFAULT
    tiles: str | os.PathLike[str] | None = attrs.field(default=None, validator=_tiles)


@attrs.frozen(slots=False)  # dict-backed: values.evolve copies it in one update
class Player:
    """One seat: ``hand`` (resource -> count, hidden), ``cards`` (unplayed development
    cards, hidden, oldest first; the last ``bought`` of them were bought this turn),
    ``played`` (played knights, public) and ``road_length`` (C-AWARD-1)."""

    seat: int
    hand: dict[str, int]
    cards: tuple[str, ...] = ()
    bought: int = 0
    played: tuple[str, ...] = ()
    road_length: int = 0
    hooked: tuple[str, ...] = ()

    @property
    def hand_size(self) -> int:
        return sum(self.hand.values())


@attrs.frozen(slots=False)  # dict-backed, as Player
class State:
    """The whole game. ``seat`` is the active player; in set-up ``to_place`` lists the seats
    still to place a settlement and road, in order, and ``road_from`` is the settlement whose
    road comes next. In a turn ``rolled`` says the roll is resolved, ``built`` that the
    trade phase is over (C-TURN-3), ``card_played`` that this turn's card is used, ``offers``
    the proposals made. ``buildings`` maps an intersection to ``(seat, "settlement" |
    "city")``, ``roads`` a path to its seat; ``deck`` is top first, and its last
    ``returned`` cards are progress cards played and put back under it (C-DEV-4), which every
    seat knows. ``programs`` holds the development cards' programs a house rule rewrote, and
    ``card_points`` the victory points it gave the cards it re-valued (the others are the
    cards' file's)."""

    board: Board
    figures: Figures
    players: tuple[Player, ...]
    buildings: dict[int, tuple[int, str]]
    roads: dict[int, int]
    robber: Hex
    bank: dict[str, int]
    deck: tuple[str, ...]
    start_player: int
    seat: int
    seed: int
    draws: int
    max_offers_per_turn: int = 3
    trade_offer_list_max: int = 2
    combined_trade_build: bool = False
    turn_limit: int | None = None
    to_place: tuple[int, ...] = ()
    road_from: int | None = None
    turn: int = 0
    dice: tuple[int, int] | None = None
    rolled: bool = False
    built: bool = False
    card_played: bool = False
    offers: int = 0
    returned: int = 0
    longest_road: int | None = None
    largest_army: int | None = None
    pending: tuple[Frame, ...] = ()
    over: bool = False
    winner: int | None = None
    programs: Mapping[str, tuple[Statement, ...]] = attrs.field(factory=dict)
    card_points: dict[str, int] = attrs.field(factory=dict)

    @property
    def terrain(self) -> Mapping[Hex, str]:
        """Land hex -> terrain."""
        return self.board.terrain

    @property
    def numbers(self) -> Mapping[Hex, int]:
        """Non-desert land hex -> its number token."""
        return self.board.numbers

    @property
    def harbours(self) -> tuple[str, ...]:
        """Harbour h0..h8 (as 0..8) -> a resource or ``"generic"``."""
        return self.board.harbours
