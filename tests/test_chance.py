"""Chance decided from outside the engine (``burgundy.chance``): every draw a step made is
listed with its true odds, and the re-dealt state is a state the engine could have dealt."""

from __future__ import annotations

import random
from collections import Counter

import pytest

import burgundy
from burgundy.chance import DIE, Redeal
from burgundy.game import Game, position
from burgundy.testing.invariants import check_invariants


def redealt(before: Game | None, game: Game, rng: random.Random) -> tuple[Game, Redeal | None]:
    redeal = Redeal.after(None if before is None else before.state, game.state)
    if redeal is None:
        return game, None
    while not redeal.done:
        outcomes = redeal.outcomes()
        assert sum(p for _, p in outcomes) == 1
        redeal = redeal.choose(rng.choice(outcomes)[0])
    result = position(redeal.state(), game.tiles)
    check_invariants(result)  # every tile and goods tile still somewhere exactly once
    assert result.view(0).supply_left == game.view(0).supply_left or redeal.phase_started
    return result, redeal


@pytest.mark.parametrize("players", [2, 3, 4])
def test_whole_games_with_every_draw_redealt_keep_the_invariants(players: int) -> None:
    rng = random.Random(players)
    game, redeal = redealt(None, burgundy.new_game(players, seed=players), rng)
    assert redeal is not None and redeal.setup
    kinds = Counter()
    while not game.is_over:
        before = game.clone()
        game.apply(rng.choice(game.legal_actions()))
        game, redeal = redealt(before, game, rng)
        if redeal is not None:
            kinds["phase" if redeal.phase_started else "round"] += 1
            assert len([d for d in redeal.draws if d.pool == DIE]) == 2 * players + 1
    assert kinds == {"phase": 4, "round": 20}


def test_the_outcomes_are_put_where_the_engine_drew() -> None:
    game = burgundy.new_game(2, seed=3)
    redeal = Redeal.after(None, game.state)
    assert redeal is not None
    goods_first = [d.what for d in redeal.draws[:6]]
    assert goods_first == ["seat 0's start goods"] * 3 + ["seat 1's start goods"] * 3
    while not redeal.done:
        outcomes = dict(redeal.outcomes())
        redeal = redeal.choose(max(outcomes) if redeal.next_draw.pool == DIE else min(outcomes))
    state = redeal.state()
    assert [p.dice for p in state.players] == [(6, 6), (6, 6)] and state.white_die == 6
    assert [dict(p.goods) for p in state.players] == [{1: 3}, {1: 3}]
    assert state.depot_goods[6] == (1,) and state.round_goods == (2, 2, 2, 2)
    castles = [slots for slots in state.depot_slots if any(t and t.id == "castle" for t in slots)]
    assert castles, "the lowest code of the dark green pile is the castle"


def test_an_outcome_the_draw_cannot_have_is_refused() -> None:
    redeal = Redeal.after(None, burgundy.new_game(2, seed=0).state)
    assert redeal is not None
    with pytest.raises(ValueError, match="6 is not an outcome of seat 0's start goods"):
        redeal.choose(6)
    assert Redeal.after(redeal.engine, redeal.engine) is None


def test_games_with_piles_of_their_own_are_refused() -> None:
    tiles = burgundy.load_tiles(burgundy.STANDARD_TILES, burgundy.EXPANSIONS["inns"])
    game = burgundy.new_game(2, seed=0, tiles=tiles)
    with pytest.raises(ValueError, match="piles and displays that tile files declare"):
        Redeal.after(None, game.state)
