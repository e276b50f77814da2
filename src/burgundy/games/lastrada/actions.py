"""La Strada's actions (L-TURN-4): frozen values with a readable ``str()``."""

from __future__ import annotations

from typing import TypeAlias

import attrs

from burgundy.games.lastrada.board import Field, show


@attrs.frozen
class PlaceStart:
    """Put the acting seat's start field on a plain field (set-up, L-SETUP-6)."""

    field: Field

    def __str__(self) -> str:
        return f"start field on {show(self.field)}"


@attrs.frozen
class BuildRoute:
    """Lay road tiles on ``fields``, in order from a reached place, to ``target`` (L-ROUTE-9)."""

    fields: tuple[Field, ...]
    target: Field

    def __str__(self) -> str:
        return f"route over {', '.join(map(show, self.fields))} to {show(self.target)}"


@attrs.frozen
class EndTurn:
    """End the turn, keeping unspent days (L-TURN-3)."""

    def __str__(self) -> str:
        return "end turn"


Action: TypeAlias = PlaceStart | BuildRoute | EndTurn
ACTION_TYPES = (PlaceStart, BuildRoute, EndTurn)
