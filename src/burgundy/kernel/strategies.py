"""Hypothesis strategies every game's share: ``actions(game)``, one legal action of any game,
and what a game's strategy for positions is built from (``play_to``: actions Hypothesis
draws, played up to a target). Needs Hypothesis (``pip install burgundy[test]``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from hypothesis import strategies as st

from burgundy.kernel.game import Game

A = TypeVar("A")

#: Enough steps to reach the end of any game: a 4-player game of Castles' random play takes
#: about 300 actions, and tile effects add a few decisions.
FULL_GAME = 1000
PLAYERS = st.integers(2, 4)
SEEDS = st.integers(0, 2**32 - 1)


def strategy(value: int | st.SearchStrategy[int], name: str) -> st.SearchStrategy[int]:
    """``value`` as a strategy: a strategy itself, or one that always draws ``value``."""
    if isinstance(value, st.SearchStrategy):
        return value
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{name} must be an int or a strategy of ints, not {value!r}")
    return st.just(value)


def play_to(
    draw: st.DrawFn,
    game: Game[Any, Any],
    short: Callable[[], bool],
    extra: int,
    min_steps: int,
    max_steps: int,
) -> list[str]:
    """Play actions Hypothesis draws while ``short()`` says the target is not reached (and
    at least ``min_steps``), then ``extra`` more, never past the end or ``max_steps``; the
    actions played, in words for the note."""
    played: list[str] = []

    def play_one() -> None:
        legal = game.legal_actions()
        # An index shrinks towards the first legal action: simple, stable choices.
        action = legal[draw(st.integers(0, len(legal) - 1))]
        game.apply(action)
        played.append(repr(action))

    while not game.is_over and len(played) < max_steps and (len(played) < min_steps or short()):
        play_one()
    for _ in range(extra):
        if game.is_over or len(played) >= max_steps:
            break
        play_one()
    return played


def actions(game: Game[Any, A]) -> st.SearchStrategy[A]:
    """A strategy for one of ``game``'s legal actions, of any game (shrinking towards the
    first one)."""
    legal = game.legal_actions()
    if not legal:
        raise ValueError(f"{game!r} has no legal actions: the game is over")
    return st.sampled_from(legal)
