"""The table readable from the tile language (issue 24): every face-down pile is a zone,
another seat's holdings can be counted, and the estate map can be read: its number, tags a
rules file gives its spaces, and how its placed tiles join up."""

from __future__ import annotations

import pytest

import burgundy
from burgundy.actions import UseAction
from burgundy.game import Game
from burgundy.games.castles.data import COLOURS
from burgundy.testing import Scenario
from tests.dsl._util import only_error, where


def _game(program: str, rules: str = "", players: int = 2) -> Game:
    text = (f'rules example "Example" {{\n{rules}\n    action "Try it" {{\n{program}\n    }}\n'
            "}\n")
    tiles = burgundy.load_tiles(burgundy.STANDARD_TILES, text)
    return Scenario(players, seed=0, tiles=tiles).turn(0, dice=(4, 4)).build()


def _use(game: Game) -> list[object]:
    (action,) = [a for a in game.legal_actions() if isinstance(a, UseAction)]
    return list(game.apply(action))


def _points(game: Game, seat: int = 0) -> int:
    return game.state.players[seat].points


# --- every supply a zone ----------------------------------------------------------------


@pytest.mark.parametrize("pile", [*COLOURS, "black"])
def test_each_face_down_pile_is_counted_as_the_state_holds_it(pile: str) -> None:
    game = _game(f"gain count(any in supply {pile}) points")
    state = game.state
    held = state.black_supply if pile == "black" else state.supply[COLOURS.index(pile)]
    _use(game)
    assert _points(game) == len(held) > 0


def test_a_pattern_counts_only_its_kind_in_a_pile() -> None:
    game = _game("gain count(animal cow in supply light_green) points")
    cows = sum(1 for t in game.state.supply[COLOURS.index("light_green")] if t.detail == "cow")
    _use(game)
    assert _points(game) == cows > 0


def test_move_draws_from_the_top_of_a_pile_and_returns_to_another() -> None:
    game = _game("move 2 any from supply blue to out\nmove 1 any from supply black to supply blue")
    blue, black = game.state.supply[COLOURS.index("blue")], game.state.black_supply
    out = game.state.out
    _use(game)
    after = game.state
    assert after.out == out + (blue[-1], blue[-2])
    assert after.supply[COLOURS.index("blue")] == blue[:-2] + (black[-1],)
    assert after.black_supply == black[:-1]


def test_a_pile_the_game_does_not_have_is_refused_with_its_line() -> None:
    error = only_error('rules r "R" {\n  score "S": count(any in supply blu)\n}\n')
    assert where(error)[:2] == ("house.tiles", 2)
    assert "`supply blu` names no pile" in error.message
    assert "did you mean `blue`" in error.message
