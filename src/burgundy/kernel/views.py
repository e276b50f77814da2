"""A seat's view as every game gives it: JSON-ready data, compared by a canonical text of
it, so that equal knowledge gives equal views whatever the order things were learnt in."""

from __future__ import annotations

import json
from typing import Any

import attrs


@attrs.frozen
class View:
    """One seat's view as JSON-ready data (``to_dict()``); equal for equal knowledge."""

    seat: int
    data: Any = attrs.field(eq=False)
    key: str = attrs.field(repr=False)  # the data in a canonical text, for equality

    @classmethod
    def of(cls, seat: int, data: dict[str, Any]) -> View:
        """The view ``seat`` has of ``data``."""
        return cls(seat, data, json.dumps(data, sort_keys=True))

    def to_dict(self) -> dict[str, Any]:
        result: dict[str, Any] = json.loads(self.key)
        return result
