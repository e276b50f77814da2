"""No silent no-ops: a statement whose number would make it do nothing is refused when the
file is read, where the number can be known, and raises a TileError naming the tile and
the line when it comes to such a number in play."""

from __future__ import annotations

import pytest

import burgundy
from burgundy.actions import UseAction
from burgundy.errors import TileError
from burgundy.testing import Scenario
from tests.dsl._util import only_error, where


def _rules(program: str) -> str:
    return f'rules example "Example" {{\n    action "Try it" {{\n        {program}\n    }}\n}}\n'


@pytest.mark.parametrize(("program", "message"), [
    ("extra action with 7", "`extra action with` takes a number 1-6 (a die's number or a "
     "goods type), not 7: with any other it would do nothing"),
    ("extra action with my.die1 + 1", "takes a number 1-6 (a die's number or a goods type), "
     "not 2 to 7"),
    ("set die 1 to 0", "`set die … to` takes a number 1-6"),
    ("spend both dice as game.players * 2", "not 4 to 8"),
    ("collect goods 7 from depots", "`collect goods` takes a number 1-6"),
    ("borrow knowledge of seat game.players", "`borrow knowledge of seat` takes a seat 0-3, "
     "not 2 to 4"),
    ("gain my.points - 5 points", "`gain` takes an amount of 0 or more, and `my.points - 5` "
     "can be less than 0, which would do nothing: write `max(0, my.points - 5)`"),
    ("pay 2 - my.workers workers", "`pay` takes an amount of 0 or more, and `2 - my.workers`"),
    ("repeat 1 - count(castle) { gain 1 point }", "`repeat` takes an amount of 0 or more"),
    ("move -1 any from black depot to out", "`move` takes an amount of 0 or more"),
])
def test_a_number_that_would_do_nothing_is_refused_where_it_is_written(
    program: str, message: str
) -> None:
    error = only_error(_rules(program))
    assert message in error.message
    assert where(error)[1] == 3


@pytest.mark.parametrize("program", [
    "gain max(0, my.points - 5) points", "gain abs(my.points - 5) points",
    "extra action with (my.die1 % 6) + 1", "move 7 - game.players any from black depot to out",
    "gain 0 points", "repeat count(castle) // 2 { gain 1 point }",
])
def test_numbers_that_always_do_something_pass(program: str) -> None:
    tiles = burgundy.load_tiles(burgundy.STANDARD_TILES, _rules(program))
    assert "rules:example" in tiles.by_id


@pytest.mark.parametrize(("program", "workers", "said"), [
    ("extra action with my.workers", 0, "`extra action` of Example (rules:example) came to 0, "
     "where it takes 1-6: it would do nothing"),
    ("extra action with my.workers", 9, "came to 9, where it takes 1-6"),
    ("set die 1 to my.workers", 7, "`set die` of Example (rules:example) came to 7"),
    ("collect goods my.workers from depots", 0, "`collect goods` of Example"),
])
def test_a_number_that_would_do_nothing_in_play_raises_naming_tile_and_line(
    program: str, workers: int, said: str
) -> None:
    tiles = burgundy.load_tiles(burgundy.STANDARD_TILES, _rules(program))
    game = Scenario(2, seed=0, tiles=tiles).turn(0, dice=(4, 4)).resources(0, workers=workers) \
        .build()
    before = game.to_json()
    with pytest.raises(TileError) as raised:  # when it is offered (it cannot be), or taken
        (action,) = [a for a in game.legal_actions() if isinstance(a, UseAction)]
        game.apply(action)
    assert said in raised.value.message
    assert (raised.value.line, raised.value.column) == (3, 9)
    assert game.to_json() == before
