"""La Strada's evaluation and its greedy and MCTS bots (``games.lastrada.bots``): legal,
seeded, drawn to gold and to targets within reach, and far better than random play."""

from __future__ import annotations

import random

import pytest

from burgundy import bots
from burgundy.games.lastrada import BuildRoute, EndTurn, PlaceStart, State, position
from burgundy.games.lastrada.bots import WIN, GreedyBot, MCTSBot, evaluate
from burgundy.games.lastrada.rules import flow, scoring
from tests.lastrada.helpers import CITY, FARM, RED, new, play, route, scenario


def choose(state: State, seed: int = 0) -> object:
    """The greedy bot's choice at ``state`` for the seat to act."""
    return GreedyBot(seed).act(position(state))


def greedy_game(players: int, seed: int) -> tuple[State, list[object]]:
    """The greedy bot at seat ``seed % players``, random play at the others."""
    greedy = seed % players
    bot = GreedyBot(seed)
    rng = random.Random(seed)
    game = position(new(players, seed))
    chosen: list[object] = []
    while not game.is_over:
        if game.current_player == greedy:
            action = bot.act(game)
            assert action in game.legal_actions()
            chosen.append(action)
        else:
            action = rng.choice(game.legal_actions())
        game.apply(action)
    return game.state, chosen


def test_the_same_seed_chooses_the_same_game() -> None:
    first, chosen = greedy_game(3, 5)
    again, chosen_again = greedy_game(3, 5)
    assert chosen == chosen_again and first == again
    assert any(isinstance(a, BuildRoute) for a in chosen)


def test_greedy_beats_random_play() -> None:
    """Seats rotated, two to four players: ``burgundy simulate --game lastrada`` plays many
    more (docs/lastrada.md gives the figures)."""
    games = [(players, seed) for players in (2, 3, 4) for seed in range(8)]
    won = 0
    for players, seed in games:
        outcome = scoring.outcome(greedy_game(players, seed)[0])
        assert outcome is not None
        won += seed % players in outcome.winners
    assert won >= len(games) - 1


def test_a_cheap_stone_is_worth_its_days() -> None:
    """The farm (-1, 3) for 2 days rather than nothing; a farm then the city rather than
    keeping the days (§12 fact 8's network)."""
    state = scenario().days(0, 6).state()
    first = choose(state)
    assert isinstance(first, BuildRoute)
    assert evaluate(play(state, [route((-1, 2), FARM)])[0], 0) > evaluate(state, 0)
    state, _ = play(state, [route((-1, 2), FARM)])
    to_city = route((0, 2), (0, 1), CITY)
    assert evaluate(play(state, [to_city])[0], 0) > evaluate(play(state, [EndTurn()])[0], 0)


def test_a_start_field_among_targets_is_worth_more_than_one_in_a_corner() -> None:
    state = new(3)
    beside_city = evaluate(flow.apply(state, PlaceStart(RED))[0], state.seat)
    corner = evaluate(flow.apply(state, PlaceStart((0, -6)))[0], state.seat)
    assert beside_city > corner
    assert choose(state) != PlaceStart((0, -6))


def test_a_won_game_outweighs_any_gold() -> None:
    state = scenario().days(0, 10).days(1, 10).days(2, 10).stone(1, CITY).state()
    state, _ = play(state, [EndTurn()] * 3)  # the stall rule ends it: seat 1 wins on gold
    assert state.over
    assert evaluate(state, 1) > WIN > 0 > -WIN > evaluate(state, 0)


def test_a_bot_asked_to_act_in_a_finished_game_says_so() -> None:
    state = scenario().days(0, 10).days(1, 10).days(2, 10).state()
    state, _ = play(state, [EndTurn()] * 3)
    for bot in (GreedyBot(0), MCTSBot(0)):
        with pytest.raises(ValueError, match="the game is over"):
            bot.act(position(state))


def mcts_game(
    players: int, seed: int, rival: str, iterations: int = 100
) -> tuple[State, list[object]]:
    """A small MCTS bot at seat ``seed % players``, the bot ``rival`` at the others."""
    seat = seed % players
    game = position(new(players, seed))
    players_bots = [MCTSBot(seed, iterations=iterations) if s == seat
                    else bots.for_seat(rival, seed, s, "lastrada") for s in range(players)]
    chosen: list[object] = []
    while not game.is_over:
        action = players_bots[game.current_player].act(game)
        if game.current_player == seat:
            chosen.append(action)
        game.apply(action)
    return game.state, chosen


def test_mcts_beats_random_play() -> None:
    games = [(2, seed) for seed in range(3)]
    won = 0
    for players, seed in games:
        outcome = scoring.outcome(mcts_game(players, seed, "random")[0])
        assert outcome is not None
        won += seed % players in outcome.winners
    assert won == len(games)


def test_mcts_plays_the_same_game_from_the_same_seed() -> None:
    state = scenario().days(0, 10).state()
    assert MCTSBot(3, iterations=100).act(position(state)) == \
        MCTSBot(3, iterations=100).act(position(state))
    first, chosen = mcts_game(2, 1, "greedy", iterations=30)
    assert (first, chosen) == mcts_game(2, 1, "greedy", iterations=30)


def test_the_bots_are_named_for_the_game() -> None:
    assert {"random", "greedy", "mcts"} <= set(bots.bots_of("lastrada"))
    assert isinstance(bots.by_name("mcts", 1, game="lastrada"), MCTSBot)
