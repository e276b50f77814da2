"""The kernel's bots (``burgundy.kernel.bots``) need nothing of a game but its evaluation:
they play the architecture page's take-away, which knows nothing of them, from an
evaluation that only knows who won, and find its winning moves; the search of play-outs
finds them with a greedy policy as its play-outs, and not once its horizon cuts them."""

from __future__ import annotations

from types import ModuleType
from typing import Any

import pytest

from burgundy.bots import RandomBot
from burgundy.kernel.bots import GreedyBot, MCTSBot, PlayoutBot, best, worths
from burgundy.kernel.game import Game
from tests.test_smallest_game import takeaway  # noqa: F401  (the game, as a fixture)


def won(state: Any, seat: int) -> float:
    """Take-away's evaluation: 1 for the winner, -1 for the others, 0 before the end."""
    return 0.0 if state.winner is None else 1.0 if state.winner == seat else -1.0


def test_greedy_takes_the_last_counters_when_it_can(takeaway: ModuleType) -> None:  # noqa: F811
    game = takeaway.new_game(2, 3)
    assert GreedyBot(0, won).act(game) == takeaway.Take(3)
    # An MCTS bot searching only the one action the evaluation rates best plays it too.
    assert MCTSBot(0, won, iterations=20, width=1).act(game) == takeaway.Take(3)


@pytest.mark.parametrize(("pile", "take"), [(5, 1), (6, 2), (7, 3), (9, 1)])
def test_mcts_leaves_a_multiple_of_four(
    takeaway: ModuleType, pile: int, take: int  # noqa: F811
) -> None:
    game = takeaway.new_game(2, pile)
    assert MCTSBot(1, won, iterations=600, spread=0.5).act(game) == takeaway.Take(take)


def test_mcts_wins_from_a_winning_pile_against_random_play(takeaway: ModuleType) -> None:  # noqa: F811
    for seed in range(5):
        game = takeaway.new_game(2, 13)
        bots = [MCTSBot(seed, won, iterations=300, spread=0.5), RandomBot(seed)]
        while not game.is_over:
            game.apply(bots[game.current_player].act(game))
        assert game.winners() == (0,)


def test_the_same_seed_makes_the_same_choices(takeaway: ModuleType) -> None:  # noqa: F811
    """Ties between equal moves go to the seeded generator."""
    choices = [[GreedyBot(seed, won).act(takeaway.new_game(2, 12)) for _ in range(2)]
               for seed in range(6)]
    assert all(a == b for a, b in choices)
    assert len({a for a, _ in choices}) > 1  # different seeds break the three-way tie apart


def test_the_bots_refuse_a_finished_game_and_a_bad_budget(takeaway: ModuleType) -> None:  # noqa: F811
    game = takeaway.new_game(2, 1)
    game.apply(takeaway.Take(1))
    for bot in (GreedyBot(0, won), MCTSBot(0, won)):
        with pytest.raises(ValueError, match="the game is over"):
            bot.act(game)
    for budget, message in [({"iterations": 0}, "iterations must be at least 1"),
                            ({"seconds": 0.0}, "seconds must be positive"),
                            ({"samples": 0}, "samples must be at least 1"),
                            ({"width": 0}, "width must be at least 1")]:
        with pytest.raises(ValueError, match=message):
            MCTSBot(0, won, **budget)


def test_mcts_takes_worths_far_beyond_its_spread(takeaway: ModuleType) -> None:  # noqa: F811
    """A won game worth a million, with a spread of one half: each seat's chance of leading
    comes out 0 or 1, not an overflow."""
    game = takeaway.new_game(2, 5)
    huge = MCTSBot(1, lambda state, seat: 1e6 * won(state, seat), iterations=600, spread=0.5)
    assert huge.act(game) == takeaway.Take(1)


def test_mcts_searches_only_what_its_offer_keeps(takeaway: ModuleType) -> None:  # noqa: F811
    """Offered only the smallest take at every position, the search plays it where taking
    three wins; the offer is asked with the seat to move and its legal actions."""
    game = takeaway.new_game(2, 7)
    asked = []

    def smallest(state: Any, seat: int, actions: Any) -> Any:
        asked.append((seat, tuple(actions) == takeaway.RULES.legal(state)))
        return actions[:1]

    assert MCTSBot(1, won, iterations=600, spread=0.5).act(game) == takeaway.Take(3)
    assert MCTSBot(1, won, iterations=600, spread=0.5, offer=smallest).act(game) == (
        takeaway.Take(1))
    assert asked[0] == (0, True) and {seat for seat, _ in asked} == {0, 1}
    assert all(legal for _, legal in asked)


def test_mcts_keeps_the_legal_actions_a_step_found(takeaway: ModuleType) -> None:  # noqa: F811
    """Rules whose step returns the next position's legal actions are asked for them only
    at the root, and the search chooses as it does when it asks."""

    class Stepping(takeaway.Rules):  # type: ignore[misc, name-defined]
        asked = 0

        def legal(self, state: Any) -> Any:
            self.asked += 1
            return super().legal(state)

        def apply(self, state: Any, action: Any) -> Any:
            after, events, _, undoable = super().apply(state, action)
            return after, events, takeaway.RULES.legal(after), undoable

    rules = Stepping()
    game = Game(rules, takeaway.new_game(2, 9).state)
    bot = MCTSBot(1, won, iterations=600, spread=0.5, samples=1)
    assert bot.act(game) == MCTSBot(1, won, iterations=600, spread=0.5, samples=1).act(
        takeaway.new_game(2, 9)) == takeaway.Take(1)
    assert rules.asked == 2  # the handle's legal_actions() and the root's offer


def greedy_policy(takeaway: ModuleType) -> Any:  # noqa: F811
    """Take-away's greedy choice as a play-out's policy: the last counters when it can."""
    def policy(state: Any, seat: int, actions: Any, rng: Any) -> Any:
        return best(actions, worths(takeaway.RULES, state, actions, seat, won), rng)

    return policy


@pytest.mark.parametrize(("pile", "take"), [(5, 1), (6, 2), (7, 3)])
def test_play_outs_by_a_greedy_policy_find_the_winning_take(
    takeaway: ModuleType, pile: int, take: int  # noqa: F811
) -> None:
    """One step of the evaluation sees no win; play-outs in which each seat takes the last
    counters when it can see that leaving a multiple of four wins."""
    game = takeaway.new_game(2, pile)
    bot = PlayoutBot(0, won, greedy_policy(takeaway), samples=8, spread=0.5)
    assert bot.act(game) == takeaway.Take(take)
    # Cut at once by its horizon, every take is worth the same: the first is played.
    cut = PlayoutBot(0, won, greedy_policy(takeaway), until=lambda start, state: True)
    assert cut.act(game) == takeaway.Take(1)


def test_the_playout_bot_searches_the_ranked_best_and_refuses_a_bad_budget(
    takeaway: ModuleType,  # noqa: F811
) -> None:
    game = takeaway.new_game(2, 7)
    # Searching only the take a rank puts first (the smallest), it plays that one.
    smallest = PlayoutBot(0, won, greedy_policy(takeaway), width=1,
                          rank=lambda state, seat, actions: [-a.count for a in actions])
    assert smallest.act(game) == takeaway.Take(1)
    for budget, message in [({"samples": 0}, "samples must be at least 1"),
                            ({"width": 0}, "width must be at least 1"),
                            ({"width": 2}, "width: the actions searched are the best a rank"),
                            ({"playout": -1}, "playout must be 0 or more")]:
        with pytest.raises(ValueError, match=message):
            PlayoutBot(0, won, greedy_policy(takeaway), **budget)
