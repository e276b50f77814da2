"""The greedy and MCTS bots with the official expansions: tiles of new kinds in storage,
components held in rows, actions declared in tile files and the decisions they ask for.
Nothing the bots do names an expansion: they read the tile set and the state."""

from __future__ import annotations

from collections import Counter

import pytest

import burgundy
from burgundy.actions import TakeWorkers, UseAction
from burgundy.bots import Evaluator, GreedyBot, MCTSBot, play_out
from burgundy.model.state import zone_of
from tests.bots.helpers import decisions
from tests.expansions.helpers import expansion, position
from tests.expansions.test_expansion_play import SETS  # each alone, and all that go together
from tests.tiles.helpers import SEAT


@pytest.mark.parametrize(("names", "kind"), [("inns", "inn"), ("cloisters", "cloister")])
def test_an_inn_or_a_cloister_in_storage_is_valued_and_placed(names: str, kind: str) -> None:
    # The five-space city 25-26-31-32-36 lacks only 25 (die 3); the start castle (18) also
    # touches the one-space city 11 (die 3). The tile of no colour may go on either: in the
    # big city it completes a region one space larger (X-INN-3, X-CLOISTER-3).
    buildings = dict.fromkeys((26, 31, 32, 36), "building:bank")
    game = position(names, dice=(3, 3)).estate(SEAT, buildings).storage(SEAT, [kind]).build()
    tile = game.tiles.tile(kind)
    assert Evaluator(game.tiles).stored_worth(game.state, SEAT, tile) > 0
    action = GreedyBot(0).act(game)
    assert (getattr(action, "tile", None), getattr(action, "space", None)) == (tile, 25)
    assert MCTSBot(0, iterations=30, samples=2).act(game) in game.legal_actions()


@pytest.mark.parametrize("names", SETS, ids="+".join)
def test_greedy_plays_whole_games(names: tuple[str, ...]) -> None:
    for players in (2, 4):
        game = burgundy.new_game(players, seed=len(names), tiles=expansion(*names))
        play_out(game, [GreedyBot(seat) for seat in range(players)])  # an illegal action raises
        assert game.is_over and min(game.scores()) >= 80  # random bots score about 46


@pytest.mark.parametrize("names", SETS, ids="+".join)
def test_mcts_plays_whole_games(names: tuple[str, ...]) -> None:
    game = burgundy.new_game(2, seed=len(names), tiles=expansion(*names))
    play_out(game, [MCTSBot(0, iterations=8, samples=2), GreedyBot(1)])
    assert game.is_over


def test_over_a_study_greedy_takes_shields_keeps_them_and_buys_workers() -> None:
    # 20 two-player games with shields and tile 28. Measured: 93 shields taken (in every
    # game), 62 held at the end, tile 28's purchase made 35 times in the 5 games where its
    # owner placed it. A bot that never takes a shield, or loses those it takes to the
    # upkeep it cannot pay, fails.
    tiles = expansion("monastery_28", "shields")
    used: Counter[str] = Counter()
    games_with: Counter[str] = Counter()
    held = 0
    for seed in range(20):
        game = burgundy.new_game(2, seed, tiles=tiles)
        bots = [GreedyBot(seed * 2 + seat) for seat in range(2)]
        labels = set()
        while not game.is_over:
            action = bots[game.current_player].act(game)
            if isinstance(action, UseAction):
                used[action.source] += 1
                labels.add(action.source)
            game.apply(action)
        games_with.update(labels)
        held += sum(len(zone_of(p.rows, "shield")) for p in game.state.players)
    assert used["rules:shields"] >= 40 and games_with["rules:shields"] >= 15
    assert held >= 25
    assert used["knowledge:28"] >= 10 and games_with["knowledge:28"] >= 2


@pytest.mark.parametrize("silverlings", [2, 0])
def test_greedy_takes_a_shield_only_when_it_can_keep_it(silverlings: int) -> None:
    # Phase E, both dice 2: depot 2 holds shield 9 (8 points). With silverlings for its
    # upkeep at the end of the phase (X-SHIELD-3) it is worth both dice; with none, nor
    # workers, nor anything to sell, it would be discarded: taking workers is better.
    game = (
        position("shields", dice=(2, 2))
        .phase("E", round=1)
        .resources(SEAT, silverlings=silverlings, workers=0)
        .build()
    )
    assert zone_of(game.state.zones, "display shield 2")[0].id == "shield:9"
    bot = GreedyBot(0)
    action = bot.act(game)
    if silverlings:
        assert action == UseAction("rules:shields", 0, "Take a shield with both dice")
        game.apply(action)
        while game.state.pending:  # the option (both dice as 2), the shield on the depot
            game.apply(bot.act(game))
        assert [t.id for t in zone_of(game.state.players[SEAT].rows, "shield")] == ["shield:9"]
    else:
        assert isinstance(action, TakeWorkers)


def test_hidden_parts_never_change_the_choice_with_every_expansion() -> None:
    # As with the standard tiles (test_greedy): a twin with other face-down piles (inns,
    # shields out of the game, route tiles not dealt), goods stacks and future dice gets
    # the same action at every decision of a game.
    tiles = expansion("monastery_28", "inns", "trade_routes", "shields")
    for game, seat in decisions(burgundy.new_game(2, seed=13, tiles=tiles)):
        twin = game.determinize(seat, seed=99)
        assert GreedyBot(7).act(twin) == GreedyBot(7).act(game)
