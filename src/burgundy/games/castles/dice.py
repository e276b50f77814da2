"""The dice a seat may still use this turn, from its two dice and which of them it used.

A function of plain values rather than only a property of ``PlayerState``, so that the
rules call it directly (a property is a Python call in the compiled build)."""

from __future__ import annotations


def unused(dice: tuple[int, ...], used: tuple[bool, ...]) -> tuple[int, ...]:
    """The dice of ``dice`` that ``used`` does not mark, in order."""
    first, second = dice
    used_first, used_second = used
    if used_first:
        return () if used_second else (second,)
    return (first,) if used_second else (first, second)
