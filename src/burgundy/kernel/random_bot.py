"""A bot that picks uniformly among the legal actions, and a loop that plays a game out, for
every game.

Random play is how the property tests reach odd positions: it only ever picks from
``legal_actions()``, so whatever decisions a game or a tile set adds (choices, skips) it
handles too.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from burgundy.kernel.bots import Bot
from burgundy.kernel.game import Game


def legal(game: Game[Any, Any]) -> tuple[Any, ...]:
    """``game.legal_actions()``; a bot asked to act in a game that is over gets
    ``ValueError``."""
    actions = game.legal_actions()
    if not actions:
        raise ValueError("the game is over: there is no action to choose")
    return actions


class RandomBot:
    """Picks uniformly among ``game.legal_actions()`` with its own seeded ``random.Random``,
    so the same seed on the same game picks the same actions."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._rng = random.Random(seed)

    def act(self, game: Game[Any, Any]) -> Any:
        actions = legal(game)
        return actions[self._rng.randrange(len(actions))]

    def __repr__(self) -> str:
        return f"RandomBot(seed={self.seed})"


def play_out(
    game: Game[Any, Any], bot_or_bots: Bot | Sequence[Bot], *, max_steps: int = 100_000
) -> Game[Any, Any]:
    """Play ``game`` to its end and return it (the same object, now over).

    ``bot_or_bots`` is one bot for every seat or a sequence with one bot per seat; each
    decision goes to the bot of the seat that must decide (``game.current_player``).
    ``max_steps`` guards against a game that never ends: going past it raises
    ``RuntimeError``.
    """
    if isinstance(bot_or_bots, Sequence):
        bots = tuple(bot_or_bots)
        if len(bots) != len(game.state.players):
            raise ValueError(
                f"bot_or_bots: one bot per seat ({len(game.state.players)}), got {len(bots)}"
            )
    else:
        bots = (bot_or_bots,) * len(game.state.players)
    for _ in range(max_steps):
        seat = game.current_player
        if seat is None:
            return game
        game.apply(bots[seat].act(game))
    if game.is_over:
        return game
    raise RuntimeError(f"the game did not end within {max_steps} actions: {game!r}")
