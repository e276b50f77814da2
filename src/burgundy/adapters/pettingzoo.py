"""The game as a PettingZoo AEC environment (the ``pettingzoo`` extra).

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

import random
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from burgundy import encoding
from burgundy.effects.tileset import TileSet
from burgundy.game import CastlesGame, new_game
from burgundy.observation import OBSERVATION_SIZE, Observation

#: The largest number an observation holds (points are the largest counts).
OBSERVATION_HIGH = 1000.0


def env(**kwargs: Any) -> CastlesOfBurgundyEnv:
    """A new environment; the arguments are ``CastlesOfBurgundyEnv``'s."""
    return CastlesOfBurgundyEnv(**kwargs)


class CastlesOfBurgundyEnv(AECEnv):  # type: ignore[misc]
    """One table of 2-4 seats. ``tiles``: a tile set whose ids the encoding covers (the
    standard tiles, or house rules that change them); ``max_cycles``: cut the game short,
    truncating every agent, once that many actions are played (``None``: play to the
    end); ``render_mode``: ``"ansi"`` (``render()`` returns text) or ``"human"`` (prints
    it)."""

    metadata = {  # noqa: RUF012  # PettingZoo reads it from the class
        "name": "castles_of_burgundy_v0",
        "render_modes": ["ansi", "human"],
        "is_parallelizable": False,
    }

    def __init__(
        self,
        players: int = 2,
        tiles: TileSet | None = None,
        max_cycles: int | None = None,
        render_mode: str | None = None,
    ) -> None:
        super().__init__()
        if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= 4:
            raise ValueError(f"players must be 2, 3 or 4, not {players!r}")
        if max_cycles is not None and (not isinstance(max_cycles, int) or max_cycles < 1):
            raise ValueError(f"max_cycles must be a positive int or None, not {max_cycles!r}")
        if render_mode not in (None, "ansi", "human"):
            raise ValueError(f"render_mode must be 'ansi', 'human' or None, not {render_mode!r}")
        self.players = players
        self.tiles = tiles
        self.max_cycles = max_cycles
        self.render_mode = render_mode
        self.possible_agents = [f"seat_{seat}" for seat in range(players)]
        observation_space = spaces.Dict({
            "observation": spaces.Box(0.0, OBSERVATION_HIGH, (OBSERVATION_SIZE,), np.float32),
            "action_mask": spaces.Box(0, 1, (encoding.ACTION_SPACE_SIZE,), np.int8),
        })
        self.observation_spaces = dict.fromkeys(self.possible_agents, observation_space)
        self.action_spaces = {
            agent: spaces.Discrete(encoding.ACTION_SPACE_SIZE) for agent in self.possible_agents
        }
        self._observation = Observation()
        self._played = 0
        self.game: CastlesGame | None = None

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is None:
            seed = random.SystemRandom().randrange(2**32)
        self.game = new_game(self.players, seed, tiles=self.tiles)
        self._played = 0
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self._select()

    def _select(self) -> None:
        assert self.game is not None
        seat = self.game.current_player
        self.agent_selection = self.possible_agents[0 if seat is None else seat]

    def observe(self, agent: str) -> dict[str, Any]:
        assert self.game is not None, "reset() the environment first"
        seat = self.possible_agents.index(agent)
        mask = np.zeros(encoding.ACTION_SPACE_SIZE, np.int8)
        if self.game.current_player == seat and not self._over:
            mask[list(self.game.legal_action_ids())] = 1
        tensor = self._observation.set_from(self.game.view(seat)).copy()
        return {"observation": tensor, "action_mask": mask}

    @property
    def _over(self) -> bool:
        return any(self.terminations.values()) or any(self.truncations.values())

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        assert self.game is not None
        if action is None:
            raise ValueError(f"{agent} must act: None is only for an agent whose game ended")
        self.game.apply(self.game.action_from_id(int(action)))
        self._played += 1
        self._cumulative_rewards[agent] = 0.0
        if self.game.is_over:
            winner = self.game.winner()
            for seat, name in enumerate(self.agents):
                self.rewards[name] = float(seat == winner)
                self.terminations[name] = True
        elif self.max_cycles is not None and self._played >= self.max_cycles:
            self.truncations = dict.fromkeys(self.agents, True)
        if not self._over:
            self._select()
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self) -> str | None:
        text = _describe(self.game) if self.game is not None else "no game: reset() first"
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        pass


def _describe(game: CastlesGame) -> str:
    """The table in a few lines of text."""
    s = game.state
    where = "game over" if game.is_over else (
        f"phase {s.phase} round {s.round}, seat {game.current_player} to act"
    )
    lines = [where]
    for seat, player in enumerate(s.players):
        storage = ", ".join(map(str, player.storage)) or "-"
        lines.append(
            f"seat {seat}: {player.points} points, {player.silverlings} silverlings, "
            f"{player.workers} workers, dice {player.dice}, storage {storage}"
        )
    for depot, slots in s.depots.items():
        tiles = ", ".join(str(t) for t in slots if t is not None) or "-"
        lines.append(f"depot {depot}: {tiles}; goods {list(s.depot_goods[depot])}")
    lines.append(f"black depot: {', '.join(map(str, s.black_depot)) or '-'}")
    return "\n".join(lines)


__all__ = ["OBSERVATION_HIGH", "CastlesOfBurgundyEnv", "env"]
