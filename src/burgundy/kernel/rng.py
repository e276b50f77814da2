"""The seeded random stream: a pure function of (seed, draw count).

The state keeps ``seed`` and ``draws``; a draw returns the number and the next count, so
the stream is part of the game value and replays exactly. SplitMix64 mixing keeps draws
independent and cheap.

The numbers are worked out in one of two arithmetics that give the same stream: Python's
own integers, or, in the compiled build, machine integers (mypyc's ``i64``), which wrap
at 64 bits as the mixing needs and cost no allocation. The compiled build checks itself
at import (``_WRAPS``), so each build runs the arithmetic it is fast in.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final, TypeVar

if TYPE_CHECKING:
    from mypy_extensions import i64  # an ``int`` to Python, a machine integer compiled

T = TypeVar("T")
_MASK: Final = (1 << 64) - 1
_GOLDEN: Final = 0x9E3779B97F4A7C15
_SEED_MUL: Final = 0xD1B54A32D192ED03
_MUL_1: Final = 0xBF58476D1CE4E5B9
_MUL_2: Final = 0x94D049BB133111EB


def _mix(seed: int, index: int) -> int:
    if _WRAPS:
        return _unsigned(_mix64(_seed64(seed) * _SEED_MUL_64, index + 1))
    z = (seed * _SEED_MUL + (index + 1) * _GOLDEN) & _MASK
    z = ((z ^ (z >> 30)) * _MUL_1) & _MASK
    z = ((z ^ (z >> 27)) * _MUL_2) & _MASK
    return z ^ (z >> 31)


def below(seed: int, draws: int, n: int) -> tuple[int, int]:
    """A number in ``range(n)`` and the new draw count."""
    if _WRAPS:
        return _below64(_mix64(_seed64(seed) * _SEED_MUL_64, draws + 1), n), draws + 1
    return _mix(seed, draws) % n, draws + 1


def shuffled(seed: int, draws: int, items: Sequence[T]) -> tuple[tuple[T, ...], int]:
    """``items`` in a random order (Fisher-Yates) and the new draw count."""
    out = list(items)
    if _WRAPS:
        base64 = _seed64(seed) * _SEED_MUL_64
        count: i64 = draws
        for i in range(len(out) - 1, 0, -1):
            count += 1
            j = _below64(_mix64(base64, count), i + 1)
            out[i], out[j] = out[j], out[i]
        return tuple(out), count
    base = seed * _SEED_MUL
    for i in range(len(out) - 1, 0, -1):
        draws += 1
        # _mix(seed, draws - 1), inlined: shuffles draw a number per tile of the game.
        z = (base + draws * _GOLDEN) & _MASK
        z = ((z ^ (z >> 30)) * _MUL_1) & _MASK
        z = ((z ^ (z >> 27)) * _MUL_2) & _MASK
        j = (z ^ (z >> 31)) % (i + 1)
        out[i], out[j] = out[j], out[i]
    return tuple(out), draws


def derived(seed: int, salt: int) -> int:
    """The seed of another stream, unrelated to ``seed``'s own: a game drawn from
    ``derived(seed, salt)`` shares no numbers with one drawn from ``seed``."""
    return _mix(seed ^ salt, -1)


# --- the same mixing in machine integers (the compiled build) ------------------------
# Each step is the one above with the number seen as a signed 64-bit integer: products
# wrap by themselves, and a right shift masks off the copies of the sign bit.


def _mix64(base: i64, count: i64) -> i64:
    """The mixed number of draw ``count`` (from 1) of the stream whose seed times
    ``_SEED_MUL`` is ``base``."""
    z: i64 = base + count * _GOLDEN_64
    z = (z ^ ((z >> 30) & 0x3FFFFFFFF)) * _MUL_1_64
    z = (z ^ ((z >> 27) & 0x1FFFFFFFFF)) * _MUL_2_64
    return z ^ ((z >> 31) & 0x1FFFFFFFF)


def _below64(z: i64, n: i64) -> i64:
    """The unsigned reading of ``z``, modulo ``n``: its low 63 bits, plus 2**63 when the
    sign bit is set."""
    low: i64 = (z & 0x7FFFFFFFFFFFFFFF) % n
    return low if z >= 0 else (low + (0x4000000000000000 % n) * 2) % n


def _seed64(seed: int) -> i64:
    """``seed`` modulo 2**64, as a signed 64-bit integer (seeds may be any ``int``)."""
    if -0x8000000000000000 <= seed <= 0x7FFFFFFFFFFFFFFF:
        return seed
    return _signed(seed & _MASK)


def _signed(value: int) -> int:
    """The signed 64-bit integer with the bits of ``value`` (0 <= value < 2**64)."""
    return value - (1 << 64) if value >> 63 else value


def _unsigned(value: int) -> int:
    """The number with the bits of the signed 64-bit ``value``."""
    return value & _MASK


def _wraps(big: i64) -> bool:
    return big * 4 == 0


#: Whether this module runs compiled: machine integers wrap there, Python's never do.
_WRAPS: Final = _wraps(1 << 62)
_SEED_MUL_64: Final[i64] = _signed(_SEED_MUL)
_GOLDEN_64: Final[i64] = _signed(_GOLDEN)
_MUL_1_64: Final[i64] = _signed(_MUL_1)
_MUL_2_64: Final[i64] = _signed(_MUL_2)
