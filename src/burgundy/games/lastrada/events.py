"""What happened, as frozen values: ``apply`` returns them in order."""

from __future__ import annotations

from typing import TypeAlias

import attrs

from burgundy.games.lastrada.board import Field


@attrs.frozen
class StartPlaced:
    seat: int
    field: Field


@attrs.frozen
class TurnStarted:
    """``seat``'s turn began: it gained ``gained`` days (``lost`` more went over the cap)."""

    seat: int
    gained: int
    lost: int
    days: int


@attrs.frozen
class RouteBuilt:
    """``seat`` paid ``cost`` days for tiles on ``fields`` from ``origin`` to ``target``;
    ``stone`` says whether a stone went on it (not on a 2-player target already taken)."""

    seat: int
    origin: Field
    fields: tuple[Field, ...]
    target: Field
    cost: int
    stone: bool


@attrs.frozen
class TurnEnded:
    seat: int
    idle: int


@attrs.frozen
class GameEnded:
    """The game ended: ``"no route"`` (L-END-1, ``seat`` could build none), ``"stall"``
    (L-END-3, after ``seat``'s turn) or ``"house rule"`` (``game.ends`` held for ``seat``)."""

    reason: str
    seat: int


Event: TypeAlias = StartPlaced | TurnStarted | RouteBuilt | TurnEnded | GameEnded
EVENT_TYPES = (StartPlaced, TurnStarted, RouteBuilt, TurnEnded, GameEnded)
