"""``evolve``, defined in ``burgundy.kernel.values``, under the name the public API has
always given them."""

from __future__ import annotations

from burgundy.kernel.values import evolve as evolve

__all__ = [
    "evolve",
]
