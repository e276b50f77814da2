"""Catan as a PettingZoo AEC environment (the ``pettingzoo`` extra)::

    from burgundy.games.catan.pettingzoo import env

    table = env(players=3, board=None)
    table.reset(seed=7)

Agents are ``seat_0`` … ``seat_<n-1>``; observations a dict of the seat's tensor
(``games.catan.observation``: what the seat may see) and the mask of legal action ids;
``reset(seed=s)`` plays ``new_game(players, seed=s, board, turn_limit=turn_limit)``, with
the engine's own dice and draws. The winner gets a reward of 1 at the end; a game cut short
by its turn limit is shared.
"""

from __future__ import annotations

import os
from typing import Any

from burgundy.games.catan.adapters import CATAN, MOST_TURNS
from burgundy.kernel.adapters.pettingzoo import Env


def env(**kwargs: Any) -> CatanEnv:
    """A new environment; the arguments are ``CatanEnv``'s."""
    return CatanEnv(**kwargs)


class CatanEnv(Env):
    """One table of 2-4 seats on ``board`` (a board file's path or TOML text; ``None``: a
    random board); ``turn_limit``: end a game without a winner after that many turns (1 to
    1000); ``max_cycles``: cut the game short, truncating every agent, once that many
    actions are played; ``render_mode``: ``"ansi"`` or ``"human"``."""

    registration = CATAN

    def __init__(
        self,
        players: int = 4,
        board: str | os.PathLike[str] | None = None,
        turn_limit: int = MOST_TURNS,
        max_cycles: int | None = None,
        render_mode: str | None = None,
    ) -> None:
        parameters = {"players": players, "board": board or "", "turn_limit": turn_limit}
        super().__init__(parameters, max_cycles, render_mode)


__all__ = ["CatanEnv", "env"]
