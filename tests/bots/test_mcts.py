"""The MCTS bot: its budgets, its arguments, and a search that never reads what its seat
cannot see. Small budgets keep these tests quick; docs/bots.md has its strength."""

from __future__ import annotations

from itertools import islice

import pytest

import burgundy
from burgundy import bots
from burgundy.bots import GreedyBot, MCTSBot, RandomBot, play_out
from tests.bots.helpers import decisions, wins


def _midgame(seed: int) -> burgundy.Game:
    """A two-player game greedy bots have played into phase B."""
    for game, _ in decisions(burgundy.new_game(2, seed=seed)):
        if game.state.phase == "B":
            return game
    raise AssertionError("the game never reached phase B")


def test_by_name_makes_an_mcts_bot_of_1000_iterations() -> None:
    bot = bots.by_name("mcts", seed=2)
    assert isinstance(bot, MCTSBot) and bot.seed == 2 and bot.iterations == 1000


@pytest.mark.parametrize(
    ("arguments", "named"),
    [({"iterations": 0}, "iterations"), ({"seconds": 0.0}, "seconds"), ({"samples": 0}, "samples")],
)
def test_bad_budgets_are_refused(arguments: dict[str, float], named: str) -> None:
    with pytest.raises(ValueError, match=named):
        MCTSBot(0, **arguments)


def test_mcts_beats_random() -> None:
    assert wins(lambda seed: MCTSBot(seed, iterations=20), RandomBot, games=2) == 2


def test_same_seed_same_choice() -> None:
    game = _midgame(3)
    assert MCTSBot(5, iterations=60).act(game) == MCTSBot(5, iterations=60).act(game)


@pytest.mark.parametrize("seconds", [0.05, 1e-9])
def test_a_time_budget_gives_a_legal_action(seconds: float) -> None:
    # Even a budget too short for one iteration: the search runs one.
    game = _midgame(4)
    assert MCTSBot(1, seconds=seconds).act(game) in game.legal_actions()


def test_hidden_parts_never_change_the_choice() -> None:
    # The search samples determinized games from what the seat sees, so a twin game with
    # other supply orders, goods stacks and future dice gets the same action, even at the
    # end of a round, where the search plays into the next one.
    for game, seat in islice(decisions(_midgame(6)), 12):
        twin = game.determinize(seat, seed=41)
        assert twin.state.supply != game.state.supply
        assert MCTSBot(9, iterations=40).act(twin) == MCTSBot(9, iterations=40).act(game)


def test_plays_a_whole_game_with_legal_actions() -> None:
    game = play_out(burgundy.new_game(2, seed=7), [MCTSBot(0, iterations=10), GreedyBot(1)])
    assert game.is_over
