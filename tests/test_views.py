"""Seat views hide what nobody at the table can see and show everything else;
determinized games agree with the view and draw the hidden parts afresh."""

from __future__ import annotations

import json
import random

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import burgundy
from burgundy.game import position
from burgundy.model.state import GameState
from burgundy.serialize import CONVERTER
from burgundy.testing.invariants import check_invariants
from burgundy.testing.strategies import games
from burgundy.views import HIDDEN, SeatView
from tests.properties.helpers import play_checked, random_chooser


def _positions(seed: int, players: int, every: int = 23) -> list[burgundy.Game]:
    """Positions all through one random game: the start and every ``every`` actions."""
    game = burgundy.new_game(players, seed, estates=[1 + (seed + s) % 9 for s in range(players)])
    choose = random.Random(seed).choice
    found = [game.clone()]
    steps = 0
    while not game.is_over:
        game.apply(choose(game.legal_actions()))
        steps += 1
        if steps % every == 0:
            found.append(game.clone())
    return [*found, game]


def _other_hidden(game: burgundy.Game, salt: int) -> burgundy.Game:
    """A game that differs from ``game`` only in what no seat can see: other orders of the
    face-down supplies, other unseen goods in the stacks to come, another random stream."""
    state = game.state
    rng = random.Random(salt)
    later = "ABCDE".index(state.phase) + 1
    unseen = [g for stack in state.goods_stacks[later:] for g in stack] + list(state.goods_out)
    rng.shuffle(unseen)
    stacks = list(state.goods_stacks[:later])
    for stack in state.goods_stacks[later:]:
        stacks.append(tuple(unseen[: len(stack)]))
        unseen = unseen[len(stack) :]
    other = attrs.evolve(
        state,
        supply=tuple(tuple(rng.sample(pile, len(pile))) for pile in state.supply),
        black_supply=tuple(rng.sample(state.black_supply, len(state.black_supply))),
        goods_stacks=tuple(stacks),
        goods_out=tuple(unseen),
        seed=state.seed + salt,
        draws=state.draws + salt,
    )
    # Through a save: the other game is a position the engine accepts.
    return burgundy.Game.from_json(position(other, game.tiles).to_json())


def test_every_state_field_is_either_shown_or_hidden() -> None:
    # A new field of GameState must be added to SeatView or to views.HIDDEN.
    shown = {f.name for f in attrs.fields(SeatView)}
    for field in attrs.fields(GameState):
        assert (field.name in shown) != (field.name in HIDDEN), field.name


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_games_differing_only_in_hidden_parts_give_equal_views(seed: int) -> None:
    for game in _positions(seed, players=2 + seed % 3):
        other = _other_hidden(game, seed)
        assert other.to_json() != game.to_json()
        for seat in range(len(game.state.players)):
            assert other.view(seat) == game.view(seat)
            assert other.view(seat).to_dict() == game.view(seat).to_dict()
        assert other.public_view() == game.public_view()


def test_a_view_holds_no_hidden_part_and_is_ready_to_send() -> None:
    game = _positions(4, players=3)[3]
    view = game.view(2).to_dict()
    for hidden in HIDDEN:
        assert hidden not in view
    assert view["seat"] == 2
    json.dumps(view)
    state = game.state
    assert [len(pile) for pile in view["supply_left"]] == [len(p) for p in state.supply]
    assert sorted(view["black_supply_left"]) == sorted(str(t) for t in state.black_supply)
    later = "ABCDE".index(state.phase) + 1
    assert view["goods_stacks_left"] == [len(s) for s in state.goods_stacks[later:]]


def test_a_view_shows_everything_on_the_table() -> None:
    game = _positions(5, players=4)[4]
    view = game.view(0)
    full = CONVERTER.unstructure(game.state)
    table = view.to_dict()
    for field in attrs.fields(GameState):
        if field.name not in HIDDEN:
            # Fields added after the save format's first version are left out when empty.
            expected = full.get(field.name, CONVERTER.unstructure(field.default))
            assert table[field.name] == expected, field.name
    # A change on the table changes the view.
    state = game.state
    moved = attrs.evolve(state, white_die=state.white_die % 6 + 1)
    assert position(moved, game.tiles).view(0) != view


def test_view_names_a_seat_of_the_game() -> None:
    game = burgundy.new_game(2, 1)
    for seat in (2, -1, "0", True):
        with pytest.raises(ValueError, match="seat must be 0-1"):
            game.view(seat)  # type: ignore[arg-type]


@pytest.mark.parametrize("seed", [6, 7])
def test_determinized_games_keep_the_view_and_the_invariants(seed: int) -> None:
    for game in _positions(seed, players=2 + seed % 3, every=41):
        for seat in range(len(game.state.players)):
            sample = game.determinize(seat, seed * 10 + seat)
            assert sample.view(seat) == game.view(seat)
            assert sample.legal_actions() == game.legal_actions()
            check_invariants(sample)


def test_determinizing_reads_only_the_view() -> None:
    for game in _positions(8, players=3, every=37):
        other = _other_hidden(game, 5)
        assert other.determinize(1, 99).to_json() == game.determinize(1, 99).to_json()


def test_determinized_games_draw_the_hidden_parts_afresh() -> None:
    game = _positions(9, players=4)[2]
    samples = [game.determinize(0, seed).state for seed in range(6)]
    assert len({s.supply for s in samples}) > 1
    assert len({s.goods_stacks for s in samples}) > 1
    # The future dice come from a new stream, not the game's.
    assert all((s.seed, s.draws) != (game.state.seed, game.state.draws) for s in samples)
    assert game.determinize(0, 3).to_json() == game.determinize(0, 3).to_json()


def test_a_determinized_game_plays_to_the_end() -> None:
    game = _positions(10, players=3)[1]
    sample = game.determinize(1, 4)
    play_checked(sample, random_chooser(4))
    assert sample.is_over and game.state is not sample.state


def test_determinize_checks_its_arguments() -> None:
    game = burgundy.new_game(2, 1)
    with pytest.raises(ValueError, match="seat"):
        game.determinize(5, 1)
    with pytest.raises(ValueError, match="seed"):
        game.determinize(0, "1")  # type: ignore[arg-type]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games(), st.integers(1, 1000))
def test_no_hidden_part_reaches_a_view_at_any_position(game: burgundy.Game, salt: int) -> None:
    other = _other_hidden(game, salt)
    for seat in range(len(game.state.players)):
        assert other.view(seat) == game.view(seat)
        assert other.determinize(seat, salt).to_json() == game.determinize(seat, salt).to_json()
