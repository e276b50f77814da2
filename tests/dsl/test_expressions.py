"""Expressions a person would write, through play: local names (`let`), options made from
a range of numbers (`choose n from 1 to 6 …`), `abs`, `%` and `min`/`max` of any number
of values."""

from __future__ import annotations

import pytest

import burgundy
from burgundy.actions import Choose, SellGoods, UseAction
from burgundy.events import Gained, GoodsSold, OptionChosen
from burgundy.game import Game
from burgundy.testing import Scenario
from tests.dsl._util import syntax_error, where


def _game(program: str, workers: int = 0, points: int = 0) -> Game:
    text = f'rules example "Example" {{\n    action "Try it" {{\n{program}\n    }}\n}}\n'
    tiles = burgundy.load_tiles(burgundy.STANDARD_TILES, text)
    return Scenario(2, seed=0, tiles=tiles).turn(0, dice=(4, 4)) \
        .resources(0, workers=workers, points=points).build()


def _use(game: Game) -> list[object]:
    (action,) = [a for a in game.legal_actions() if isinstance(a, UseAction)]
    return list(game.apply(action))


def test_a_ranged_choose_offers_the_numbers_that_can_be_carried_out_in_order() -> None:
    game = _game('choose n from 1 to 6 "Pay {n} workers for {n} points" '
                 "{ pay n workers  gain n * 2 points }", workers=3)
    _use(game)
    offered = game.legal_actions()
    assert offered == (Choose(0), Choose(1), Choose(2))
    assert [str(a) for a in offered] == [f"Pay {n} workers for {n} points" for n in (1, 2, 3)]
    events = list(game.apply(Choose(1)))
    assert OptionChosen(0, "rules:example", "Pay 2 workers for 2 points") in events
    assert (game.state.players[0].workers, game.state.players[0].points) == (1, 4)


def test_a_ranged_option_takes_its_place_among_other_options_and_reads_its_condition() -> None:
    game = _game('choose {\n option "Nothing" { gain 0 points }\n'
                 ' option n from 1 to 4 "Seat {n}" if n != my.seat + 2 { gain n points }\n}')
    _use(game)
    assert [str(a) for a in game.legal_actions()] == ["Nothing", "Seat 1", "Seat 3", "Seat 4"]


def test_a_let_name_stands_for_its_value_in_the_statements_after_it() -> None:
    game = _game("let dear = my.workers * 2\n"
                 "if dear > 3 { let half = dear // 2\n gain half points }\n"
                 "gain dear silverlings", workers=2)
    events = _use(game)
    assert [e for e in events if isinstance(e, Gained)] == [
        Gained(0, "points", 2, "rules:example"), Gained(0, "silverlings", 4, "rules:example")]


@pytest.mark.parametrize(("expression", "points"), [
    ("abs(my.points - 9)", 6), ("my.points % 2", 1), ("my.points % 0", 0),
    ("max(1, my.points, 2, 0)", 3), ("min(9, 8, my.points + 4, 7)", 7), ("-my.points % 5", 2),
])
def test_abs_remainder_and_any_number_of_values_for_min_and_max(
    expression: str, points: int
) -> None:
    game = _game(f"gain {expression} points", points=3)
    _use(game)
    assert game.state.players[0].points == 3 + points


@pytest.mark.parametrize(("program", "message"), [
    ("let x = 2", "`let x` is not used by the statements after it in its block"),
    ("let count = 2\ngain count points", "`count` already means something"),
    ("let my.x = 2\ngain 1 point", "one word, without `.`"),
    ('choose n from 1 to 3 "Gain" { gain n points }', "write `{n}` in it"),
    ('choose n from 1 to 3 "Gain {m}" { gain n points }', "names `{m}`, but the option's"),
    ('choose n from 3 to 1 "Gain {n}" { gain n points }', "the smaller number first"),
    ('choose n from 1 to my.seat "{n}" { gain n points }', "written as numbers"),
])
def test_local_names_that_cannot_work_are_refused_where_they_are_written(
    program: str, message: str
) -> None:
    text = f'rules example "Example" {{\n    action "Try it" {{\n{program}\n    }}\n}}\n'
    error = syntax_error(text)
    assert message in error.message
    assert where(error)[1] == 3


def test_query_reads_a_query_point_through_the_owners_modifiers() -> None:
    # R-STORE-1: storage holds 3; the house rule adds 2, and the action reads the sum.
    game = _game("gain max(0, query(storage.limit)) points")
    _use(game)
    assert game.state.players[0].points == 3
    text = ('rules roomy "Roomy storage" {\n    modify storage.limit: add 2\n'
            '    action "Try it" { gain max(0, query(storage.limit)) points }\n}\n')
    tiles = burgundy.load_tiles(burgundy.STANDARD_TILES, text)
    game = Scenario(2, seed=0, tiles=tiles).turn(0, dice=(4, 4)).build()
    _use(game)
    assert game.state.players[0].points == 5


@pytest.mark.parametrize(("seat", "points"), [(0, 4), (1, 3)])
def test_query_reads_the_value_for_the_seat_that_asks(seat: int, points: int) -> None:
    # Only seat 0 holds the knowledge tile that makes its storage larger.
    text = ('knowledge 40 "Cellar" supply 1 normal {\n    modify storage.limit: add 1\n}\n'
            'rules probe "Probe" {\n'
            '    action "Try it" { gain max(0, query(storage.limit)) points }\n}\n')
    tiles = burgundy.load_tiles(burgundy.STANDARD_TILES, text)
    game = Scenario(2, seed=0, tiles=tiles).estate(0, {12: "knowledge:40"}) \
        .turn(seat, dice=(4, 4)).build()
    before = game.state.players[seat].points
    _use(game)
    assert game.state.players[seat].points - before == points


def test_query_in_a_modify_is_asked_with_that_query_points_context() -> None:
    # R-ACT-SELL: a sale of 2 tiles pays 1 + 2 silverlings under this rule, and each tile
    # scores one point more than that.
    text = ('rules fair "Fair trade" {\n    modify sale.silverlings: add count\n'
            "    modify sale.points_per_tile: set query(sale.silverlings) + 1\n}\n")
    tiles = burgundy.load_tiles(burgundy.STANDARD_TILES, text)
    game = Scenario(2, seed=0, tiles=tiles).turn(0, dice=(3, 3)).goods(0, {3: 2}).build()
    (sale,) = [a for a in game.legal_actions()
               if isinstance(a, SellGoods) and a.number == 3 and a.workers == 0][:1]
    sold = [e for e in game.apply(sale) if isinstance(e, GoodsSold)]
    assert [(e.count, e.silverlings, e.points) for e in sold] == [(2, 3, 8)]
