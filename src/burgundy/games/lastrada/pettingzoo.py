"""La Strada as a PettingZoo AEC environment (the ``pettingzoo`` extra)::

    from burgundy.games.lastrada.pettingzoo import env

    table = env(players=3, board=None)
    table.reset(seed=7)

Agents are ``seat_0`` … ``seat_<n-1>``; observations a dict of the seat's tensor
(``games.lastrada.observation``) and the mask of legal action ids; ``reset(seed=s)`` plays
``new_game(players, seed=s, board, curves)``. The winners share a reward of 1 at the end.
"""

from __future__ import annotations

import os
from typing import Any

from burgundy.games.lastrada.adapters import LA_STRADA
from burgundy.kernel.adapters.pettingzoo import Env


def env(**kwargs: Any) -> LaStradaEnv:
    """A new environment; the arguments are ``LaStradaEnv``'s."""
    return LaStradaEnv(**kwargs)


class LaStradaEnv(Env):
    """One table of 2-4 seats on ``board`` (a board file's path or TOML text; ``None``: the
    example board) with L-ROUTE-5's ``curves``; ``max_cycles``: cut the game short,
    truncating every agent, once that many actions are played; ``render_mode``: ``"ansi"``
    or ``"human"``."""

    registration = LA_STRADA

    def __init__(
        self,
        players: int = 2,
        board: str | os.PathLike[str] | None = None,
        curves: str = "gentle",
        max_cycles: int | None = None,
        render_mode: str | None = None,
    ) -> None:
        parameters = {"players": players, "board": board or "", "curves": curves}
        super().__init__(parameters, max_cycles, render_mode)


__all__ = ["LaStradaEnv", "env"]
