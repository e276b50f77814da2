"""The greedy bot: it plays legal, seeded, strong games and never reads what its seat
cannot see."""

from __future__ import annotations

import burgundy
from burgundy import bots
from burgundy.actions import PlaceTile, SellGoods
from burgundy.bots import Evaluator, GreedyBot, RandomBot, play_out
from burgundy.testing import Scenario
from tests.bots.helpers import decisions, wins
from tests.properties.helpers import house_tiles


def test_by_name_makes_a_greedy_bot() -> None:
    bot = bots.by_name("greedy", seed=3)
    assert isinstance(bot, GreedyBot) and bot.seed == 3


def test_greedy_beats_random() -> None:
    assert wins(GreedyBot, RandomBot, games=20) >= 18


def test_greedy_scores_well_against_itself() -> None:
    # Random bots score about 46; greedy play fills estates, sells goods, takes bonuses.
    game = play_out(burgundy.new_game(2, seed=5), [GreedyBot(1), GreedyBot(2)])
    assert min(game.scores()) >= 100


def test_same_seed_same_game() -> None:
    first = play_out(burgundy.new_game(3, seed=8), [GreedyBot(s) for s in range(3)])
    second = play_out(burgundy.new_game(3, seed=8), [GreedyBot(s) for s in range(3)])
    assert first.replay() == second.replay()


def test_every_choice_is_legal_with_house_rules() -> None:
    # play_out applies each action, so an illegal one would raise; the house rules add a
    # decision, an extra action, a trigger and a scorer the evaluation reads from the tiles.
    game = burgundy.new_game(2, seed=4, tiles=house_tiles())
    play_out(game, [GreedyBot(0), GreedyBot(1)])
    assert game.is_over


def test_hidden_parts_never_change_the_choice() -> None:
    # At every decision of a game, a twin with the same view for the acting seat and other
    # hidden parts (supply orders, goods stacks, future dice) gets the same action. The
    # lookahead crosses into new rounds and phases at the end of turns, where peeking
    # would show.
    twins_differ = 0
    for game, seat in decisions(burgundy.new_game(2, seed=11)):
        twin = game.determinize(seat, seed=99)
        assert twin.view(seat) == game.view(seat)
        twins_differ += twin.state.supply != game.state.supply
        assert GreedyBot(7).act(twin) == GreedyBot(7).act(game)
    assert twins_differ > 100


def test_the_evaluation_reads_nothing_hidden() -> None:
    # Every action played on a game and on a twin that differs only in hidden parts leads
    # to positions the evaluation values alike, though new dice, goods and depot tiles
    # may differ between them once a round or phase ends.
    evaluator = Evaluator(burgundy.STANDARD_TILES)
    revealed = 0
    for game, seat in decisions(burgundy.new_game(2, seed=12)):
        twin = game.determinize(seat, seed=5)
        for action in game.legal_actions():
            after, twin_after = game.clone(), twin.clone()
            after.apply(action)
            twin_after.apply(action)
            revealed += after.state.players[seat].dice != twin_after.state.players[seat].dice
            assert evaluator.value(after.state, seat) == evaluator.value(twin_after.state, seat)
    assert revealed > 50


def test_greedy_completes_a_region_for_the_phase_bonus() -> None:
    # Map 1: space 11 (beige, 3) is a city of one space next to the start castle; a
    # watchtower there completes it in phase A (1 + 10 points, R-REGION-1) and scores 4.
    game = (
        Scenario(players=2, seed=0)
        .turn(0, dice=(3, 5))
        .storage(0, ["building:watchtower", "ship"])
        .build()
    )
    action = GreedyBot(0).act(game)
    assert isinstance(action, PlaceTile)
    assert (action.tile.id, action.space) == ("building:watchtower", 11)


def test_greedy_sells_its_goods_in_the_last_round() -> None:
    # Sold, three goods score 6 points and a silverling; kept, 3 points (R-END-GAME-1).
    game = (
        Scenario(players=2, seed=0)
        .phase("E", round=5)
        .turn(0, dice=(2, 2))
        .goods(0, {2: 3})
        .build()
    )
    action = GreedyBot(0).act(game)
    assert isinstance(action, SellGoods) and action.number == 2
