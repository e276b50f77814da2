"""La Strada through the kernel's adapters (docs/openspiel.md, docs/pettingzoo.md): its
observation tensor and mask match the game's view and legal ids, a game played to the end
gives the winners' returns, the same seed gives the same game, and states survive pickling
and serialization."""

from __future__ import annotations

import pickle

import pytest

pyspiel = pytest.importorskip("pyspiel")
np = pytest.importorskip("numpy")
pytest.importorskip("pettingzoo")

from burgundy.games import lastrada  # noqa: E402
from burgundy.games.lastrada.adapters import max_game_length  # noqa: E402
from burgundy.games.lastrada.observation import describe_fields, observe  # noqa: E402
from burgundy.games.lastrada.openspiel import SHORT_NAME  # noqa: E402
from burgundy.games.lastrada.pettingzoo import env  # noqa: E402

#: A board of one row of eleven fields, a farm among the plains.
SMALL = """
name = "line"
printed_layout = false
target_mix = { farm = 1 }
rows = [{ r = 0, q0 = 0, fields = "PPPPPPTPPPP" }]
"""


def test_the_game_describes_itself() -> None:
    game = pyspiel.load_game(SHORT_NAME, {"players": 3, "seed": 7})
    handle = lastrada.new_game(3, 7)
    assert game.num_players() == 3
    assert game.num_distinct_actions() == handle.action_space_size
    assert game.observation_tensor_size() == observe(handle, 0).size
    assert game.get_type().chance_mode == pyspiel.GameType.ChanceMode.DETERMINISTIC
    assert game.get_type().information == pyspiel.GameType.Information.PERFECT_INFORMATION
    assert game.max_game_length() == max_game_length(handle)
    with pytest.raises(Exception, match="players must be 2, 3 or 4, not 5"):
        pyspiel.load_game(SHORT_NAME, {"players": 5})
    with pytest.raises(Exception, match="curves: one of 'gentle', 'any', not 'wild'"):
        pyspiel.load_game(SHORT_NAME, {"curves": "wild"})


def test_a_board_parameter_sizes_the_actions_and_observations() -> None:
    game = pyspiel.load_game(SHORT_NAME, {"players": 2, "board": SMALL})
    handle = lastrada.new_game(2, board=SMALL)
    assert game.num_distinct_actions() == handle.action_space_size < 1000
    fields = {row["name"]: row["shape"] for row in describe_fields(handle.state.board)}
    assert fields["fields"] == (11, 4) and fields["stones"] == (11, 4)
    assert game.observation_tensor_size() == observe(handle, 0).size


def test_the_tensor_is_the_seats_view() -> None:
    """OpenSpiel's observer fills the tensor from the seat's view, its own seat first."""
    game = pyspiel.load_game(SHORT_NAME, {"players": 3, "seed": 7})
    state = game.new_initial_state()
    while state.engine.state.to_place or state.engine.state.turn < 3:
        state.apply_action(state.legal_actions()[-1])  # routes have the highest ids
    handle = state.engine
    observer = game.make_py_observer()
    for seat in range(3):
        observer.set_from(state, seat)
        assert (observer.tensor == observe(handle, seat)).all()
        assert list(observer.tensor) == state.observation_tensor(seat)
        parts = observer.dict
        for other, player in enumerate(handle.state.players):
            row = (other - seat) % 3
            assert tuple(parts["purse"][row]) == (player.days, player.stones, len(player.reached))
        assert parts["to_act"][(handle.state.seat - seat) % 3] == 1
        assert parts["start_fields"].sum() == len(handle.state.start_fields)
        assert parts["targets"].sum() == len(handle.state.targets)
        assert parts["road_tiles"].sum() == len(handle.state.road_tiles) > 0


def test_the_mask_is_the_legal_ids_at_every_step() -> None:
    table = env(players=2)
    table.reset(seed=4)
    rng = np.random.default_rng(4)
    for agent in table.agent_iter():
        observation, _, termination, truncation, _ = table.last()
        if termination or truncation:
            table.step(None)
            continue
        game = table.game
        assert game is not None and agent == f"seat_{game.current_player}"
        assert table.observation_space(agent).contains(observation)
        legal = np.flatnonzero(observation["action_mask"])
        assert sorted(legal) == sorted(game.legal_action_ids())
        table.step(int(rng.choice(legal)))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_game_to_the_end_gives_the_winners_returns(players: int) -> None:
    """OpenSpiel's returns and PettingZoo's rewards: the winners share 1 (L-SCORE)."""
    game = pyspiel.load_game(SHORT_NAME, {"players": players, "seed": players})
    state = game.new_initial_state()
    rng = np.random.RandomState(players)
    played = []
    while not state.is_terminal():
        action = rng.choice(state.legal_actions())
        played.append(int(action))
        state.apply_action(action)
    handle = state.engine
    winners = handle.winners()
    assert winners and state.returns() == [
        1 / len(winners) if seat in winners else 0.0 for seat in range(players)
    ]
    assert len(played) <= game.max_game_length()

    table = env(players=players)
    table.reset(seed=players)
    rewards = dict.fromkeys(table.possible_agents, 0.0)
    actions = iter(played)
    for agent in table.agent_iter():
        _, reward, termination, truncation, _ = table.last()
        rewards[agent] += reward
        table.step(None if termination or truncation else next(actions))
    assert list(rewards.values()) == state.returns()


def test_a_shared_win_shares_the_return() -> None:
    """Seats that only pass end the game by the stall rule (L-END-3), level on gold and
    days: they share the win (L-SCORE-4), and the return."""
    state = pyspiel.load_game(SHORT_NAME, {"players": 2}).new_initial_state()
    while not state.is_terminal():
        legal = state.legal_actions()
        state.apply_action(0 if 0 in legal else legal[0])  # 0: end the turn
    assert state.engine.winners() == (0, 1) and state.returns() == [0.5, 0.5]


def test_the_same_seed_gives_the_same_game() -> None:
    def play(seed: int) -> str:
        state = pyspiel.load_game(SHORT_NAME, {"players": 3, "seed": seed}).new_initial_state()
        for _ in range(30):
            state.apply_action(state.legal_actions()[len(state.legal_actions()) // 2])
        return str(state)

    assert play(5) == play(5)
    assert play(5) != play(6)


def test_a_state_survives_pickling_and_serialization_to_the_end() -> None:
    game = pyspiel.load_game(SHORT_NAME, {"players": 4, "seed": 2, "curves": "any"})
    state = game.new_initial_state()
    rng = np.random.RandomState(2)
    while not state.is_terminal():
        for copy in (game.deserialize_state(state.serialize()), pickle.loads(pickle.dumps(state))):
            assert str(copy) == str(state) and copy.legal_actions() == state.legal_actions()
            assert copy.observation_tensor(1) == state.observation_tensor(1)
        for _ in range(10):
            if state.is_terminal():
                break
            state.apply_action(rng.choice(state.legal_actions()))
    loaded = pickle.loads(pickle.dumps(state))
    assert loaded.is_terminal() and loaded.returns() == state.returns()
