"""The public view hides what nobody at the table can see, and shows everything else."""

from __future__ import annotations

import json
import random

import attrs

import burgundy
from burgundy.serialize import CONVERTER


def _mid_game(seed: int) -> burgundy.Game:
    game = burgundy.new_game(3, seed)
    choose = random.Random(seed).choice
    for _ in range(60):
        game.apply(choose(game.legal_actions()))
    return game


def test_the_view_has_no_hidden_order_or_random_stream() -> None:
    game = _mid_game(3)
    view = game.public_view()
    for hidden in ("supply", "black_supply", "goods_stacks", "goods_out", "seed", "draws"):
        assert hidden not in view
    state = game.state
    assert view["black_supply_left"] == len(state.black_supply)
    assert sum(view["supply_left"].values()) == sum(len(p) for p in state.supply)
    json.dumps(view)  # ready to send


def test_the_view_shows_everything_on_the_table() -> None:
    game = _mid_game(4)
    view = game.public_view()
    full = CONVERTER.unstructure(game.state)
    for key in (
        "players",
        "depot_slots",
        "depot_goods_",
        "black_depot",
        "round_goods",
        "track",
        "pending",
        "phase",
        "round",
        "white_die",
    ):
        assert view[key] == full[key]


def test_hidden_parts_do_not_change_the_view() -> None:
    game = _mid_game(5)
    state = game.state
    # Another order of the face-down supplies and another random stream: the same table.
    shuffled = attrs.evolve(
        state,
        supply=tuple(tuple(reversed(pile)) for pile in state.supply),
        black_supply=tuple(reversed(state.black_supply)),
        seed=state.seed + 1,
        draws=0,
    )
    other = burgundy.Game.from_json(burgundy.Game(shuffled, game.tiles).to_json())
    assert other.public_view() == game.public_view()
    assert other.to_json() != game.to_json()
