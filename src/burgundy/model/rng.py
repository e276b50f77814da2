"""The seeded random stream: a pure function of (seed, draw count).

The state keeps ``seed`` and ``draws``; a draw returns the number and the next count, so
the stream is part of the game value and replays exactly. SplitMix64 mixing keeps draws
independent and cheap.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def _mix(seed: int, index: int) -> int:
    z = (seed * 0xD1B54A32D192ED03 + (index + 1) * _GOLDEN) & _MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def below(seed: int, draws: int, n: int) -> tuple[int, int]:
    """A number in ``range(n)`` and the new draw count."""
    return _mix(seed, draws) % n, draws + 1


def shuffled(seed: int, draws: int, items: Sequence[T]) -> tuple[tuple[T, ...], int]:
    """``items`` in a random order (Fisher-Yates) and the new draw count."""
    out = list(items)
    base = seed * 0xD1B54A32D192ED03
    for i in range(len(out) - 1, 0, -1):
        draws += 1
        # _mix(seed, draws - 1), inlined: shuffles draw a number per tile of the game.
        z = (base + draws * _GOLDEN) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        j = (z ^ (z >> 31)) % (i + 1)
        out[i], out[j] = out[j], out[i]
    return tuple(out), draws


def derived(seed: int, salt: int) -> int:
    """The seed of another stream, unrelated to ``seed``'s own: a game drawn from
    ``derived(seed, salt)`` shares no numbers with one drawn from ``seed``."""
    return _mix(seed ^ salt, -1)
