"""Pending decisions and paused programs (C-TURN-5), the state's ``pending`` stack (newest
last). While one is pending, only its answers are legal; ``seat`` answers it. Dict-backed,
as the events are: built often, read little."""

from __future__ import annotations

from typing import TypeAlias

import attrs

from burgundy.games.catan.statements import Statement


@attrs.frozen(slots=False)
class Run:
    """The rest of a program run for ``seat``: ``card``'s (it goes where it goes once the
    program is over, C-DEV-4), or the robber's after a 7 (``card`` empty)."""

    seat: int
    statements: tuple[Statement, ...]
    card: str = ""


@attrs.frozen(slots=False)
class Discarding:
    """``seat`` still returns ``left`` cards after a 7, one at a time (C-ROBBER-2, -3)."""

    seat: int
    left: int


@attrs.frozen(slots=False)
class PlacingRobber:
    """``seat`` moves the robber (C-ROBBER-4)."""

    seat: int


@attrs.frozen(slots=False)
class ChoosingVictim:
    """``seat`` takes a card from one of ``victims`` (C-ROBBER-5)."""

    seat: int
    victims: tuple[int, ...]


@attrs.frozen(slots=False)
class PlacingFreeRoad:
    """``seat`` builds a road without paying (C-DEV-5)."""

    seat: int


@attrs.frozen(slots=False)
class ChoosingCards:
    """``seat`` names up to ``count`` cards to take from the bank (C-DEV-6)."""

    seat: int
    count: int


@attrs.frozen(slots=False)
class ChoosingValue:
    """``seat`` names a word of the enumeration ``what`` (a resource, C-DEV-7); the
    ``statements`` of the program's ``choose … as`` then run, ``name`` standing for it."""

    seat: int
    what: str
    name: str
    statements: tuple[Statement, ...]


@attrs.frozen(slots=False)
class Offer:
    """An open domestic offer of the active ``seat``'s (C-TRADE-4): ``give`` for ``get``;
    ``waiting`` the seats still to answer, in order; ``accepted`` those who accepted. With
    nobody waiting, ``seat`` closes it."""

    seat: int
    give: tuple[str, ...]
    get: tuple[str, ...]
    waiting: tuple[int, ...]
    accepted: tuple[int, ...] = ()

    @property
    def to_act(self) -> int:
        return self.waiting[0] if self.waiting else self.seat


Frame: TypeAlias = (
    Run
    | Discarding
    | PlacingRobber
    | ChoosingVictim
    | PlacingFreeRoad
    | ChoosingCards
    | ChoosingValue
    | Offer
)
FRAME_TYPES = (
    Run,
    Discarding,
    PlacingRobber,
    ChoosingVictim,
    PlacingFreeRoad,
    ChoosingCards,
    ChoosingValue,
    Offer,
)
