"""Catan's bots (``games.catan.bots``): by name, legal and seeded, far better than random
play, answering offers by the hand they leave, and blind to what their seat cannot see."""

from __future__ import annotations

import random

import pytest

from burgundy.bots import bots_of, by_name, for_seat
from burgundy.games import catan
from burgundy.games.catan import AnswerTrade, ProposeTrade
from burgundy.games.catan.bots import GreedyBot, MCTSBot, evaluate
from burgundy.games.catan.frames import Offer
from burgundy.kernel.bots import Bot
from tests.catan.helpers import BLUE, ORANGE, RED, WHITE, scenario


def bot_game(seed: int, greedy: int) -> catan.CatanGame:
    """A four-player game: the greedy bot at seat ``greedy``, random bots at the others."""
    game = catan.new_game(players=4, seed=seed)
    bots = [for_seat("greedy" if s == greedy else "random", seed, s, "catan") for s in range(4)]
    while not game.is_over:
        seat = game.current_player
        assert seat is not None
        action = bots[seat].act(game)
        assert action in game.legal_actions()
        game.apply(action)
    return game


def test_catan_has_the_random_the_greedy_and_the_mcts_bot() -> None:
    assert set(bots_of("catan")) == {"random", "greedy", "mcts"}
    assert isinstance(by_name("greedy", 3, "catan"), GreedyBot)
    assert isinstance(by_name("mcts", 3, "catan"), MCTSBot)


def test_greedy_beats_three_random_seats() -> None:
    """Seats rotated; docs/catan.md gives the figure for 200 games."""
    won = sum(bot_game(seed, seed % 4).winners() == (seed % 4,) for seed in range(6))
    assert won >= 5


def test_the_same_seed_plays_the_same_game() -> None:
    assert bot_game(3, 1).state == bot_game(3, 1).state


def test_greedy_accepts_an_offer_that_completes_a_city_and_declines_one_that_does_not() -> None:
    def offered(blue_hand: dict[str, int], give: str, get: str) -> catan.CatanGame:
        game = (scenario().settlement(RED, 3).settlement(BLUE, 35)
                .hand(RED, {give: 1}).hand(BLUE, blue_hand)
                .turn(RED, rolled=True).build())
        game.apply(ProposeTrade((give,), (get,)))
        assert isinstance(game.state.pending[-1], Offer)
        return game

    # Blue holds a city's cards but one ore, and wool to spare: ore for wool completes it.
    ready = offered({"grain": 2, "ore": 2, "wool": 2}, "ore", "wool")
    assert GreedyBot(0).act(ready) == AnswerTrade(True)
    # Giving up an ore of the city's for lumber it has no use for.
    worse = offered({"grain": 2, "ore": 2}, "lumber", "ore")
    assert GreedyBot(0).act(worse) == AnswerTrade(False)


def test_a_won_game_outweighs_everything() -> None:
    game = (scenario().settlement(RED, 3).settlement(RED, 10).settlement(RED, 52)
            .city(RED, 35).city(RED, 40).city(RED, 45).settlement(BLUE, 20)
            .hand(RED, {"grain": 2, "ore": 3}).turn(RED, rolled=True).build())
    chosen = GreedyBot(1).act(game)
    assert isinstance(chosen, catan.BuildCity)  # the tenth point, whichever settlement
    game.apply(chosen)
    assert game.winners() == (RED,)
    assert evaluate(game.state, RED) > evaluate(game.state, BLUE) + 10_000


def small(name: str, seed: int) -> Bot:
    """The bot ``name`` seeded with ``seed``; the MCTS bot with a budget small enough to
    be asked hundreds of times."""
    return MCTSBot(seed, samples=1) if name == "mcts" else by_name(name, seed, "catan")


def mcts_game(seed: int, rival: str, samples: int = 1) -> catan.CatanGame:
    """A two-player game: a small MCTS bot at seat ``seed % 2``, the bot ``rival`` at the
    other."""
    game = catan.new_game(players=2, seed=seed)
    bots = [MCTSBot(seed, samples=samples) if s == seed % 2
            else for_seat(rival, seed, s, "catan") for s in range(2)]
    while (seat := game.current_player) is not None:
        action = bots[seat].act(game)
        assert action in game.legal_actions()
        game.apply(action)
    return game


def test_mcts_beats_random_play() -> None:
    """Seats rotated; docs/catan.md gives the figures against the greedy bot."""
    assert all(mcts_game(seed, "random").winners() == (seed % 2,) for seed in range(2))


def test_mcts_makes_the_same_choices_from_the_same_seed() -> None:
    game = catan.new_game(players=3, seed=4)
    for _ in range(40):  # into the set-up's second round, settlements to choose from
        game.apply(game.legal_actions()[0])
    assert MCTSBot(5, samples=4).act(game) == MCTSBot(5, samples=4).act(game)
    assert mcts_game(1, "greedy", 2).state == mcts_game(1, "greedy", 2).state


@pytest.mark.rule("C-TURN-7")
@pytest.mark.parametrize("name", sorted(bots_of("catan")))
def test_games_a_seat_cannot_tell_apart_give_it_equal_choices(name: str) -> None:
    """At every decision of a game, a game with the same view but other hidden cards (the
    others' hands and cards, the deck's order, the dice to come): equal views, and each bot,
    seeded alike, chooses the same action in both."""
    game = catan.new_game(players=4, seed=21)
    choose = random.Random(21)
    answered = 0
    for step in range(1500):
        seat = game.current_player
        if seat is None:
            break
        if step % 3 == 0:
            other = game.determinize(seat, step)
            assert other.state != game.state and other.view(seat) == game.view(seat)
            chosen = small(name, step).act(game)
            assert small(name, step).act(other) == chosen
            answered += isinstance(chosen, AnswerTrade)
        game.apply(choose.choice(game.legal_actions()))
    assert answered  # offers were answered along the way


def test_a_hand_the_seat_cannot_see_does_not_change_its_answer() -> None:
    def offer(white: str, orange: str, cards: list[str]) -> catan.CatanGame:
        game = (scenario().settlement(RED, 3).settlement(BLUE, 35)
                .hand(RED, {"ore": 1}).hand(BLUE, {"grain": 2, "ore": 2, "wool": 1})
                .hand(WHITE, {white: 2}).hand(ORANGE, {orange: 2}).cards(WHITE, cards)
                .turn(RED, rolled=True).build())
        game.apply(ProposeTrade(("ore",), ("wool",)))
        return game

    one = offer("brick", "lumber", ["knight"])
    other = offer("lumber", "brick", ["monopoly"])
    assert one.view(BLUE) == other.view(BLUE)
    for seed in range(5):
        assert GreedyBot(seed).act(one) == GreedyBot(seed).act(other) == AnswerTrade(True)
