"""Observation tensors, the same machinery for every game (needs numpy: the ``numpy`` extra).

A game describes its tensor as ``Field`` parts, each filled from a seat's view only; an
``Observation`` holds one flat ``float32`` tensor with a named view of each part. Reading the
view alone, two games that differ only in what a seat cannot see give that seat the same
tensor.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Generic, TypeAlias, TypeVar

import attrs
import numpy as np
import numpy.typing as npt

Array: TypeAlias = npt.NDArray[np.float32]
V = TypeVar("V")


@attrs.frozen
class Field(Generic[V]):
    """One part of the tensor: its shape, what it means, and how a view fills it (the part
    comes zeroed)."""

    name: str
    shape: tuple[int, ...]
    meaning: str
    fill: Callable[[V, Array], None] = attrs.field(repr=False)

    @property
    def size(self) -> int:
        return int(np.prod(self.shape))


class Observation(Generic[V]):
    """A reusable tensor of ``fields``, in order, with a named view of each
    (``parts["estate"]``)."""

    def __init__(self, fields: Sequence[Field[V]]) -> None:
        self.fields = tuple(fields)
        self.size: int = sum(f.size for f in self.fields)
        self.tensor: Array = np.zeros(self.size, np.float32)
        self.parts: dict[str, Array] = {}
        start = 0
        for f in self.fields:
            self.parts[f.name] = self.tensor[start : start + f.size].reshape(f.shape)
            start += f.size

    def set_from(self, view: V) -> Array:
        """Fill the tensor from ``view``; returns it."""
        self.tensor.fill(0)
        for f in self.fields:
            f.fill(view, self.parts[f.name])
        return self.tensor


def describe(fields: Sequence[Field[Any]]) -> list[dict[str, Any]]:
    """Each field's name, shape, offset in the tensor and meaning (the docs' tables)."""
    rows, start = [], 0
    for f in fields:
        rows.append({"name": f.name, "shape": f.shape, "offset": start, "meaning": f.meaning})
        start += f.size
    return rows
