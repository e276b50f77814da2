"""Same seed and same actions give the same game: the same events and byte-identical saves
(ARCHITECTURE.md principle 5), in this process and in another one; different seeds give
different games."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import burgundy
from burgundy.bots import RandomBot
from tests.properties.helpers import event_log, play_random


def _setup(game: burgundy.Game) -> tuple[object, ...]:
    """What the seed decides, without the seed itself (which the save also holds)."""
    s = game.state
    return (
        s.turn_order,
        s.depot_slots,
        s.black_depot,
        s.goods_stacks,
        s.supply,
        tuple(p.dice for p in s.players),
        tuple(p.goods_counts for p in s.players),
        tuple(p.workers for p in s.players),
    )


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(2, 4),
    seed=st.integers(0, 2**64),
    estates=st.lists(st.integers(1, 9), min_size=4, max_size=4),
    bot_seed=st.integers(0, 1000),
)
def test_same_seed_and_actions_give_the_same_game(
    players: int, seed: int, estates: list[int], bot_seed: int
) -> None:
    first = burgundy.new_game(players, seed, estates=estates[:players])
    second = burgundy.new_game(players, seed, estates=estates[:players])
    assert first.to_json() == second.to_json()
    actions = play_random(first.clone(), bot_seed, 10_000)
    bot = RandomBot(bot_seed)
    # The second game's bot chooses again from its own listing: the legal actions must
    # come in the same order for it to pick the same ones.
    for expected in actions:
        chosen = bot.act(second)
        assert chosen == expected
        assert repr(first.apply(expected)) == repr(second.apply(chosen))
        assert first.to_json() == second.to_json()
    assert first.is_over and second.is_over


def test_event_logs_repeat_exactly() -> None:
    recipe = play_random(burgundy.new_game(4, 77, estates=[2, 5, 8, 9]), 3, 10_000)
    logs = [event_log(burgundy.new_game(4, 77, estates=[2, 5, 8, 9]), recipe) for _ in range(2)]
    assert logs[0] == logs[1]
    assert "GameEnded" in logs[0][-1]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_different_seeds_give_different_games(players: int) -> None:
    setups = {repr(_setup(burgundy.new_game(players, seed))) for seed in range(20)}
    assert len(setups) == 20
    # And the advanced setup's map deal depends on the seed too.
    deals = {
        tuple(p.estate_map for p in burgundy.new_game(players, seed, advanced=True).state.players)
        for seed in range(20)
    }
    assert len(deals) > 1


def game_digest() -> str:
    """A digest of two random games' events and final saves (run in other processes too)."""
    digest = hashlib.sha256()
    for seed, players, estates in ((1, 2, [3, 7]), (2, 4, [1, 4, 6, 9])):
        game = burgundy.new_game(players, seed, estates=estates)
        bot = RandomBot(seed)
        while not game.is_over:
            digest.update(repr(game.apply(bot.act(game))).encode())
        digest.update(game.to_json().encode())
    return digest.hexdigest()


def test_games_repeat_across_processes_and_hash_seeds() -> None:
    # Set iteration order of strings changes with PYTHONHASHSEED; a listing or a rule that
    # depended on it would pick other actions or give other events in another process.
    root = Path(__file__).resolve().parents[2]
    script = "from tests.properties.test_determinism import game_digest; print(game_digest())"
    digests = {game_digest()}
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        out = subprocess.run(
            [sys.executable, "-c", script],
            env=env,
            cwd=root,
            capture_output=True,
            text=True,
            check=True,
            timeout=120,
        )
        digests.add(out.stdout.strip())
    assert len(digests) == 1, digests
