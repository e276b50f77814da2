"""Any game as a PettingZoo AEC environment (the ``pettingzoo`` extra).

Agents are ``seat_0`` … ``seat_<n-1>``; the agent to act is the game's current player, who
may act several times in a row. An observation is a dict of numpy arrays, as PettingZoo's
board games have it: ``observation``, the game's tensor of the agent's seat, and
``action_mask``, one ``int8`` flag per action id (all zero for an agent not to act); its
space is a gymnasium ``Dict`` of two ``Box`` spaces. Actions are the game's action ids. The
winners share a reward of 1 when the game ends, the others get 0. ``reset(seed=s)`` starts
the game with seed ``s``: the same seed and actions give the same game.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, ClassVar

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from burgundy.kernel.adapters import Registration, returns
from burgundy.kernel.game import Game


class Env(AECEnv):  # type: ignore[misc]
    """One table of a registered game: a subclass names its ``registration`` (its
    ``metadata`` follows: ``name`` is ``<registration name>_v0``). ``parameters``: the game's
    (``players`` among them); ``max_cycles``: cut the game short, truncating every agent,
    once that many actions are played (``None``: play to the end); ``render_mode``:
    ``"ansi"`` (``render()`` returns text) or ``"human"`` (prints it)."""

    registration: ClassVar[Registration]
    metadata: ClassVar[dict[str, Any]]  # PettingZoo reads it from the class

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.metadata = {"name": f"{cls.registration.name}_v0",
                        "render_modes": ["ansi", "human"], "is_parallelizable": False}

    def __init__(
        self,
        parameters: Mapping[str, Any] | None = None,
        max_cycles: int | None = None,
        render_mode: str | None = None,
    ) -> None:
        super().__init__()
        registration = self.registration
        parameters = {**registration.parameters, **(parameters or {})}
        players = registration.check_players(parameters["players"])
        if max_cycles is not None and (not isinstance(max_cycles, int) or max_cycles < 1):
            raise ValueError(f"max_cycles must be a positive int or None, not {max_cycles!r}")
        if render_mode not in (None, "ansi", "human"):
            raise ValueError(f"render_mode must be 'ansi', 'human' or None, not {render_mode!r}")
        self.parameters = parameters
        self.players = players
        self.max_cycles = max_cycles
        self.render_mode = render_mode
        self.possible_agents = [f"seat_{seat}" for seat in range(players)]
        prototype = self._new_game(0)  # a game of these parameters, for the spaces' sizes
        self._observation = registration.observer(prototype)
        self._actions = prototype.action_space_size
        observation_space = spaces.Dict({
            "observation": spaces.Box(0.0, registration.observation_high,
                                      (self._observation.size,), np.float32),
            "action_mask": spaces.Box(0, 1, (self._actions,), np.int8),
        })
        self.observation_spaces = dict.fromkeys(self.possible_agents, observation_space)
        self.action_spaces = {
            agent: spaces.Discrete(self._actions) for agent in self.possible_agents
        }
        self._played = 0
        self.game: Game[Any, Any] | None = None

    def _new_game(self, seed: int) -> Game[Any, Any]:
        """A new game of this table's parameters, with ``seed``."""
        game: Game[Any, Any] = self.registration.start({**self.parameters, "seed": seed})
        return game

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is None:
            seed = random.SystemRandom().randrange(2**32)
        self.game = self._new_game(seed)
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
        mask = np.zeros(self._actions, np.int8)
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
            for name, reward in zip(self.agents, returns(self.game, self.players), strict=True):
                self.rewards[name] = reward
                self.terminations[name] = True
        elif self.max_cycles is not None and self._played >= self.max_cycles:
            self.truncations = dict.fromkeys(self.agents, True)
        if not self._over:
            self._select()
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self) -> str | None:
        game = self.game
        text = self.registration.render(game) if game is not None else "no game: reset() first"
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        pass


__all__ = ["Env"]
