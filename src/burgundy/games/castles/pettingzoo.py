"""The game as a PettingZoo AEC environment (the ``pettingzoo`` extra), through the kernel's
adapter (``burgundy.kernel.adapters.pettingzoo``).

::

    from burgundy.adapters.pettingzoo import env

    table = env(players=3)
    table.reset(seed=7)
    for agent in table.agent_iter():
        observation, reward, termination, truncation, info = table.last()
        mask = observation["action_mask"]
        action = None if termination or truncation else table.action_space(agent).sample(mask)
        table.step(action)

Agents are ``seat_0`` … ``seat_<n-1>``; the agent to act is the engine's current player,
who may act several times in a row (two dice, what tiles ask, a purchase). An observation
is a dict of numpy arrays, as PettingZoo's board games have it: ``observation``, the
``burgundy.observation`` tensor of the agent's seat, and ``action_mask``, one ``int8`` flag
per ``burgundy.encoding`` id; its space is a gymnasium ``Dict`` of two ``Box`` spaces.
Actions are those ids. The winner gets a reward of 1 when the game ends, the others 0.
``reset(seed=s)`` plays ``new_game(players, seed=s)``: the same seed and actions give the
same game.
"""

from __future__ import annotations

from typing import Any

from burgundy.games.castles.adapters import CASTLES, OBSERVATION_HIGH
from burgundy.games.castles.effects.tileset import TileSet
from burgundy.games.castles.game import CastlesGame, new_game
from burgundy.kernel.adapters.pettingzoo import Env


def env(**kwargs: Any) -> CastlesOfBurgundyEnv:
    """A new environment; the arguments are ``CastlesOfBurgundyEnv``'s."""
    return CastlesOfBurgundyEnv(**kwargs)


class CastlesOfBurgundyEnv(Env):
    """One table of 2-4 seats. ``tiles``: a tile set whose ids the encoding covers (the
    standard tiles, or house rules that change them); ``max_cycles``: cut the game short,
    truncating every agent, once that many actions are played (``None``: play to the
    end); ``render_mode``: ``"ansi"`` (``render()`` returns text) or ``"human"`` (prints
    it)."""

    registration = CASTLES

    def __init__(
        self,
        players: int = 2,
        tiles: TileSet | None = None,
        max_cycles: int | None = None,
        render_mode: str | None = None,
    ) -> None:
        self.tiles = tiles
        super().__init__({"players": players}, max_cycles, render_mode)

    def _new_game(self, seed: int) -> CastlesGame:
        return new_game(self.players, seed, tiles=self.tiles)


__all__ = ["OBSERVATION_HIGH", "CastlesOfBurgundyEnv", "env"]
