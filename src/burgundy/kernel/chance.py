"""Chance decided from outside the engine, for OpenSpiel's explicit chance nodes: what a game
declares when its draws are to be chance nodes rather than its own seeded stream's.

A game with no chance after set-up declares nothing: given its seed, it is deterministic.
A game with chance points gives ``ChancePoints``: after a step of the engine (or before the
first, when the game does not exist yet and its set-up is not its seed's) it lists the draws
still to decide as a ``Deal``;
the chance player decides them one at a time, and the settled game has the outcomes where
the engine's draws were. Nobody may see a draw between the step and the next decision, so
deciding it again changes nothing anyone saw.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol, Self, SupportsFloat

import attrs


class Deal(Protocol):
    """The draws of one step still to decide, one chance node each (a frozen value)."""

    @property
    def done(self) -> bool:
        """Whether every draw is decided."""
        ...

    def outcomes(self) -> Sequence[tuple[int, SupportsFloat]]:
        """The next draw's outcome codes with their probabilities (summing to 1)."""
        ...

    def choose(self, outcome: int) -> Deal:
        """The deal with the next draw decided as ``outcome``, one of ``outcomes()``."""
        ...

    def describe(self, outcome: int) -> str:
        """The next draw decided as ``outcome``, in words."""
        ...

    def settle(self, game: Any) -> Any:
        """Once ``done``: the ``Game`` with every outcome in place; ``game`` is the engine's
        game as it dealt itself, ``None`` for the deal before the game exists."""
        ...


class ChancePoints(Protocol):
    """A game's explicit chance: the draws before the game exists and after each step."""

    @property
    def max_outcomes(self) -> int:
        """A bound on the outcome codes of any draw (they are below it)."""
        ...

    def start(self, parameters: Mapping[str, Any]) -> Deal | None:
        """The draws that decide how a game of ``parameters`` begins; ``None`` when its
        parameters (its seed) decide it, as the registration's ``start`` sets it up."""
        ...

    def after(self, before: Any, game: Any) -> Deal | None:
        """The draws the last step made, from the state ``before`` it (``None``: the game
        was just made) to ``game``'s state; ``None`` when it drew nothing."""
        ...


class Drawn:
    """What a game's deals share, for a frozen attrs class with ``draws`` (one value per
    chance node, its ``what`` in words) and ``chosen`` (the outcome codes decided so far)
    that says the next draw's ``outcomes()``: the draws decided one by one."""

    draws: tuple[Any, ...]
    chosen: tuple[int, ...]

    def outcomes(self) -> Sequence[tuple[int, SupportsFloat]]:
        raise NotImplementedError

    @property
    def done(self) -> bool:
        return len(self.chosen) == len(self.draws)

    @property
    def next_draw(self) -> Any:
        return self.draws[len(self.chosen)]

    def choose(self, code: int) -> Self:
        """The deal with the next draw decided; ``ValueError`` for an outcome the draw
        cannot have."""
        if self.done:
            raise ValueError("every draw of this step is decided")
        if code not in dict(self.outcomes()):
            raise ValueError(f"{code} is not an outcome of {self.next_draw.what}")
        decided: Self = attrs.evolve(self, chosen=(*self.chosen, code))  # type: ignore[misc]
        return decided
