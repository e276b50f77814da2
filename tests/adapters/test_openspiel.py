"""The OpenSpiel adapters (docs/openspiel.md): every game registered as a Python game,
OpenSpiel's own conformance test for 2-4 players, Castles' chance nodes that decide every
draw (Catan's: ``test_catan.py``), and OpenSpiel's MCTS bot playing a game through it."""

from __future__ import annotations

import pickle

import pytest

pyspiel = pytest.importorskip("pyspiel")
np = pytest.importorskip("numpy")

from open_spiel.python.algorithms import mcts  # noqa: E402

import burgundy.games.catan.openspiel  # noqa: E402  # registers python_catan
import burgundy.games.lastrada.openspiel  # noqa: E402, F401  # registers python_la_strada
from burgundy.adapters import openspiel  # noqa: E402
from burgundy.encoding import ACTION_SPACE_SIZE  # noqa: E402
from burgundy.observation import OBSERVATION_SIZE  # noqa: E402

NAME = "python_castles_of_burgundy"
#: Every registered game, with parameters besides ``players``.
GAMES = [(NAME, {}), ("python_la_strada", {"seed": 7}), ("python_catan", {"seed": 3})]


def _play(state: pyspiel.State, rng: np.random.RandomState, steps: int | None = None) -> None:
    """Random outcomes and actions, ``steps`` of them or to the end."""
    while not state.is_terminal() and steps != 0:
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(rng.choice(actions, p=probs))
        else:
            state.apply_action(rng.choice(state.legal_actions()))
        steps = None if steps is None else steps - 1


@pytest.mark.parametrize(("name", "params"), GAMES, ids=[g for g, _ in GAMES])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_simulations_pass_openspiels_checks_with_serialization(
    name: str, params: dict[str, int], players: int
) -> None:
    game = pyspiel.load_game(name, {"players": players, **params})
    assert game.num_players() == players
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


def test_the_game_describes_itself() -> None:
    game = pyspiel.load_game(NAME)
    assert game.num_players() == 2
    assert game.num_distinct_actions() == ACTION_SPACE_SIZE
    assert game.observation_tensor_size() == OBSERVATION_SIZE
    assert game.get_type().chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    with pytest.raises(Exception, match="players must be 2, 3 or 4"):
        pyspiel.load_game(NAME, {"players": 5})


def _play_chance(state: pyspiel.State, pick: int) -> list[str]:
    """Decide the chance nodes in a row with the ``pick``-th outcome; their names."""
    drawn = []
    while state.is_chance_node():
        outcomes = state.chance_outcomes()
        assert abs(sum(p for _, p in outcomes) - 1) < 1e-9
        action = outcomes[pick % len(outcomes)][0]
        drawn.append(state.action_to_string(pyspiel.PlayerId.CHANCE, action))
        state.apply_action(action)
    return drawn


def test_chance_decides_the_start_player_goods_depots_and_dice() -> None:
    state = pyspiel.load_game(NAME, {"players": 2}).new_initial_state()
    assert state.chance_outcomes() == [(0, 0.5), (1, 0.5)]
    state.apply_action(1)
    drawn = _play_chance(state, pick=-1)  # the last outcome of each draw
    engine = state.engine
    assert engine is not None and engine.state.turn_order[0] == 1
    # Sixes and the highest goods types left: the last outcome of every draw, whatever the
    # engine drew. Six of the seven goods of type 6 are start goods, the seventh comes first.
    assert all(p.dice == (6, 6) for p in engine.state.players) and engine.state.white_die == 6
    assert all(p.goods == {6: 3} for p in engine.state.players)
    assert engine.state.depot_goods[6] == (6,) and engine.state.round_goods == (5, 5, 5, 5)
    assert "seat 0's start goods: goods 6" in drawn and "the white die: 6" in drawn
    assert any(d.startswith("depot 1 slot 0: ") for d in drawn)
    assert any(d.startswith("black depot slot 3: ") for d in drawn)


def test_the_same_outcomes_give_the_same_game_and_others_another() -> None:
    def play(pick: int) -> str:
        state = pyspiel.load_game(NAME).new_initial_state()
        state.apply_action(0)
        _play_chance(state, pick)
        while not state.is_chance_node():
            state.apply_action(state.legal_actions()[0])
        _play_chance(state, pick)
        return str(state)

    assert play(0) == play(0)
    assert play(0) != play(1)


@pytest.mark.parametrize(("name", "params"), GAMES, ids=[g for g, _ in GAMES])
def test_a_state_survives_pickling_and_serialization(name: str, params: dict[str, int]) -> None:
    game = pyspiel.load_game(name, {"players": 3, **params})
    state = game.new_initial_state()
    _play(state, np.random.RandomState(3), steps=120)
    loaded = game.deserialize_state(state.serialize())
    assert str(loaded) == str(state) and loaded.legal_actions() == state.legal_actions()
    copy = pickle.loads(pickle.dumps(state))
    assert str(copy) == str(state)


def test_observations_never_show_an_undecided_draw() -> None:
    state = pyspiel.load_game(NAME).new_initial_state()
    assert not state.observation_tensor(0).count(1.0)
    state.apply_action(0)
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])
    decided = list(state.observation_tensor(0))
    # Play to the end of round 1: the next chance nodes roll round 2's dice.
    while not state.is_chance_node():
        state.apply_action(state.legal_actions()[-1])
    shown = state._table.shown
    assert shown is not None and shown.round == 1 and state.engine.state.round == 2
    assert decided != list(state.observation_tensor(0))  # the turns played are seen
    phase, round_ = 0, 5
    assert state.observation_tensor(0)[phase:round_ + 5] == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0]


@pytest.mark.parametrize(("name", "params"), GAMES, ids=[g for g, _ in GAMES])
def test_a_clone_is_independent_of_its_original(name: str, params: dict[str, int]) -> None:
    state = pyspiel.load_game(name, params).new_initial_state()
    while state.is_chance_node() or state.engine is None:
        state.apply_action(state.chance_outcomes()[0][0])
    twin = state.clone()
    seen, text, legal = twin.observation_tensor(0), str(twin), twin.legal_actions()
    for _ in range(3):
        state.apply_action(state.legal_actions()[0])
    assert twin.observation_tensor(0) == seen and str(twin) == text
    assert twin.legal_actions() == legal and str(state) != text


@pytest.mark.parametrize(("name", "params"), GAMES, ids=[g for g, _ in GAMES])
def test_openspiels_mcts_bot_plays_a_game(name: str, params: dict[str, int]) -> None:
    game = pyspiel.load_game(name, {"players": 2, **params})
    rng = np.random.RandomState(7)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng, max_length=10)
    bots = [mcts.MCTSBot(game, uct_c=2.0, max_simulations=3, evaluator=evaluator,
                         random_state=rng, solve=False) for _ in range(2)]
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(rng.choice(actions, p=probs))
        else:
            action = bots[state.current_player()].step(state)
            assert action in state.legal_actions()
            state.apply_action(action)
    assert sorted(state.returns()) in ([0.0, 1.0], [0.5, 0.5])  # a win, or a shared one
    assert openspiel.SHORT_NAME == NAME


def test_the_pages_example_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.test_docs import test_examples_run

    test_examples_run("docs/openspiel.md", monkeypatch)
