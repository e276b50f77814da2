"""The PettingZoo adapters (docs/pettingzoo.md): PettingZoo's own API, seed and render tests
for every game, which must pass without a warning, observations of numpy arrays, action
masks, and cutting a game short with ``max_cycles``."""

from __future__ import annotations

import importlib

import pytest

pytest.importorskip("pettingzoo")
np = pytest.importorskip("numpy")

from gymnasium import spaces  # noqa: E402
from pettingzoo.test import api_test, render_test, seed_test  # noqa: E402

import burgundy  # noqa: E402
from burgundy.adapters.pettingzoo import CastlesOfBurgundyEnv, env  # noqa: E402
from burgundy.games.catan import pettingzoo as catan  # noqa: E402
from burgundy.games.lastrada import pettingzoo as lastrada  # noqa: E402
from burgundy.kernel.adapters.pettingzoo import Env  # noqa: E402
from burgundy.observation import OBSERVATION_SIZE  # noqa: E402

#: Every game's environment.
ENVS = {"castles": CastlesOfBurgundyEnv, "lastrada": lastrada.LaStradaEnv,
        "catan": catan.CatanEnv}

# PettingZoo's tests report what they find wrong as warnings: here each one fails its test.
pytestmark = pytest.mark.filterwarnings("error")


@pytest.fixture
def dict_observations_known(monkeypatch: pytest.MonkeyPatch) -> None:
    """PettingZoo 1.27's ``api_test`` knows environments with dict observations (as its
    own conventions ask for action masks) only by name, from two lists of its own
    environments, and warns "Observation is not a NumPy array" for every other; the lists
    are gone upstream (Farama-Foundation/PettingZoo#1391). This environment goes on them,
    so that every other warning of ``api_test`` still fails the test."""
    module = importlib.import_module("pettingzoo.test.api_test")  # the package's is the function
    names = [kind.metadata["name"] for kind in ENVS.values()]
    for known in ("env_obs_dicts", "env_obs_space"):
        if hasattr(module, known):
            monkeypatch.setattr(module, known, [*getattr(module, known), *names])


@pytest.mark.parametrize("game", ENVS)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_pettingzoos_api_test(game: str, players: int, dict_observations_known: None) -> None:
    api_test(ENVS[game](players=players), num_cycles=1000)


def test_observations_are_numpy_arrays_in_the_observation_space() -> None:
    """Every agent's observation, at every step of a game: a dict of the seat's float32
    tensor and an int8 mask, inside ``Dict(observation=Box, action_mask=Box)``."""
    table = env(players=3)
    table.reset(seed=3)
    space = table.observation_space("seat_0")
    assert isinstance(space, spaces.Dict)
    assert set(space.spaces) == {"observation", "action_mask"}
    assert space["observation"] == spaces.Box(0.0, 1000.0, (OBSERVATION_SIZE,), np.float32)
    assert space["action_mask"] == spaces.Box(0, 1, (burgundy.ACTION_SPACE_SIZE,), np.int8)
    for _ in table.agent_iter():
        for agent in table.agents:
            observation = table.observe(agent)
            assert observation.keys() == {"observation", "action_mask"}
            assert isinstance(observation["observation"], np.ndarray)
            assert observation["observation"].dtype == np.float32
            assert isinstance(observation["action_mask"], np.ndarray)
            assert observation["action_mask"].dtype == np.int8
            assert table.observation_space(agent).contains(observation)
        observation, _, termination, truncation, _ = table.last()
        if termination or truncation:
            table.step(None)
            continue
        table.step(int(np.flatnonzero(observation["action_mask"])[0]))


@pytest.mark.parametrize("game", ENVS)
def test_pettingzoos_seed_test(game: str) -> None:
    seed_test(lambda: ENVS[game](players=3), num_cycles=500)


@pytest.mark.parametrize("game", ENVS)
def test_pettingzoos_render_test(game: str) -> None:
    def make(render_mode: str | None = None) -> Env:
        return ENVS[game](players=2, render_mode=render_mode)

    render_test(make, custom_tests={"ansi": lambda text: "seat 1:" in text})


def test_the_mask_is_the_legal_actions_of_the_agent_to_act() -> None:
    table = env(players=2)
    table.reset(seed=5)
    game = burgundy.new_game(2, seed=5)
    agent = table.agent_selection
    assert agent == f"seat_{game.current_player}"
    mask = table.observe(agent)["action_mask"]
    assert sorted(np.flatnonzero(mask)) == sorted(game.legal_action_ids())
    other = next(a for a in table.agents if a != agent)
    assert not table.observe(other)["action_mask"].any()


def test_a_whole_game_ends_with_the_winners_reward() -> None:
    table = env(players=4)
    table.reset(seed=11)
    rng = np.random.default_rng(0)
    rewards = dict.fromkeys(table.possible_agents, 0.0)
    for agent in table.agent_iter():
        observation, reward, termination, truncation, _ = table.last()
        rewards[agent] += reward
        if termination or truncation:
            table.step(None)
            continue
        table.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))
    game = table.game
    assert game is not None and game.is_over
    assert rewards == {f"seat_{s}": float(s == game.winner()) for s in range(4)}


@pytest.mark.parametrize("game", ENVS)
def test_max_cycles_truncates_every_agent(game: str) -> None:
    table = ENVS[game](players=3, max_cycles=7)
    table.reset(seed=2)
    played = 0
    for _ in table.agent_iter():
        observation, _, termination, truncation, _ = table.last()
        if termination or truncation:
            table.step(None)
            continue
        table.step(int(np.flatnonzero(observation["action_mask"])[0]))
        played += 1
    assert played == 7 and not table.agents


def test_bad_arguments_and_actions_are_refused() -> None:
    with pytest.raises(ValueError, match="players must be 2, 3 or 4"):
        env(players=5)
    with pytest.raises(ValueError, match="max_cycles must be a positive int"):
        env(max_cycles=0)
    table = env()
    table.reset(seed=1)
    with pytest.raises(burgundy.IllegalActionError, match="is not a legal action now"):
        table.step(burgundy.ACTION_SPACE_SIZE - 1)  # EndTurn, with both dice unused


def test_the_pages_example_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.test_docs import test_examples_run

    test_examples_run("docs/pettingzoo.md", monkeypatch)
