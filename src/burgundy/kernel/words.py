"""What every game's words share: counts of things, lists in a sentence, and seats by the
names a front end gives them."""

from __future__ import annotations

from collections.abc import Mapping

#: Seat -> the name a front end gives it ("Seat 0 (you)"); "Seat N" where it says nothing.
Names = Mapping[int, str]


def counted(n: int, noun: str) -> str:
    """``n`` of ``noun`` (singular): "1 field", "2 fields"."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def and_list(items: list[str]) -> str:
    """"a", "a and b", "a, b and c"."""
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} and {items[-1]}"


def seat_name(seat: int, names: Names | None = None) -> str:
    return (names or {}).get(seat, f"Seat {seat}")
