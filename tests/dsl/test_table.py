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


def _game(program: str, estates: tuple[int, ...] | None = None) -> Game:
    text = f'rules example "Example" {{\n    action "Try it" {{\n{program}\n    }}\n}}\n'
    tiles = burgundy.load_tiles(burgundy.STANDARD_TILES, text)
    return Scenario(2, seed=0, estates=estates, tiles=tiles).turn(0, dice=(4, 4)).build()


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


# --- another seat's holdings ------------------------------------------------------------


def _rival(program: str, rules: str = "") -> Game:
    text = (f'component coin 1 "Coin" {{ }}\ncomponent coin 2 "Coin" {{ }}\n'
            f'rules example "Example" {{\n{rules}\n    action "Try it" {{\n{program}\n    }}\n'
            "}\n")
    tiles = burgundy.load_tiles(burgundy.STANDARD_TILES, text)
    return Scenario(2, seed=0, tiles=tiles).turn(0, dice=(4, 4)) \
        .estate(1, {6: "castle", 12: "knowledge:1"}).storage(1, ["mine", "ship"]) \
        .row(1, "coin", ["coin:1", "coin:2"]).build()


@pytest.mark.parametrize(("counted", "points"), [
    ("castle in seat(1) estate", 2), ("any in seat(1 - my.seat) estate", 3),
    ("mine or ship in seat(my.seat + 1) storage", 2), ("coin in seat(1) coin", 2),
    ("any in seat(0) storage", 0), ("castle in seat(0) estate", 1),
])
def test_a_seat_s_estate_storage_and_rows_are_counted_by_its_number(
    counted: str, points: int
) -> None:
    game = _rival(f"gain count({counted}) points")
    _use(game)
    assert _points(game) == points


def test_a_seat_the_game_does_not_have_is_a_tile_error_naming_tile_and_line() -> None:
    game = _rival("gain 1 point\ngain count(any in seat(my.seat + 2) estate) points")
    before = game.state
    with pytest.raises(burgundy.TileError) as raised:
        _use(game)
    error = raised.value
    assert (error.path, error.line) == ("<text>", 7)
    assert "Example (rules:example)" in error.message
    assert "names seat 2, which is not in this game (seats 0-1)" in error.message
    assert game.state is before


@pytest.mark.parametrize(("counted", "message"), [
    ("any in seat(4) estate", "`seat(…)` takes a seat 0-3, not 4"),
    ("any in seat(my.seat - 9) estate", "`seat(…)` takes a seat 0-3, not -9 to -6"),
    ("any in seat(1) depots", "a seat holds its `estate`, its `storage` and its rows"),
    ("any in seat(true) estate", "`seat(…)` needs a number here, not true/false"),
])
def test_counting_a_seat_that_cannot_be_counted_is_refused_where_it_is_written(
    counted: str, message: str
) -> None:
    error = only_error(f'rules r "R" {{\n  score "S":\n    count({counted})\n}}\n')
    assert where(error)[:2] == ("house.tiles", 3)
    assert message in error.message


# --- the map ----------------------------------------------------------------------------


def test_the_number_of_each_seat_s_estate_map_is_read() -> None:
    game = _game("gain my.estate_map * 10 + seat(1).estate_map points", estates=(3, 5))
    _use(game)
    assert _points(game) == 35


def _estate(program: str, tiles: dict[int, str]) -> Game:
    """Seat 0 on estate map 1 (its start castle on space 18) with ``tiles`` placed; space 2
    is tagged ``hill``, 18 ``centre`` and 33 and 36 ``south``."""
    rules = "space 2 tag hill\nspace 18 tag centre\nspace 33 tag south\nspace 36 tag south"
    text = (f'rules example "Example" {{\n{rules}\n    action "Try it" {{\n{program}\n    }}\n'
            "}\n")
    tiles_set = burgundy.load_tiles(burgundy.STANDARD_TILES, text)
    return Scenario(2, seed=0, estates=(1, 1), tiles=tiles_set).turn(0, dice=(4, 4)) \
        .estate(0, tiles).build()


# Space 2 neighbours 6, which neighbours 12, which neighbours 18; 6 and 18 are not neighbours.
_CHAIN = {2: "castle", 6: "castle", 12: "knowledge:1"}


@pytest.mark.parametrize(("pattern", "tiles", "size"), [
    ("castle", _CHAIN, 2), ("castle or knowledge", _CHAIN, 4), ("knowledge", _CHAIN, 1),
    ("mine", _CHAIN, 0), ("castle", {}, 1), ("any", {**_CHAIN, 33: "mine"}, 4),
])
def test_largest_is_the_size_of_the_largest_joined_group_matching_the_pattern(
    pattern: str, tiles: dict[int, str], size: int
) -> None:
    game = _estate(f"gain largest({pattern}) points", tiles)
    _use(game)
    assert _points(game) == size


@pytest.mark.parametrize(("tiles", "joined"), [
    (_CHAIN, True), ({2: "castle", 6: "castle"}, False), ({12: "knowledge:1"}, False),
])
def test_connected_says_whether_placed_tiles_join_two_tagged_spaces(
    tiles: dict[int, str], joined: bool
) -> None:
    game = _estate("if connected(hill, centre) { gain 5 points }\n"
                   "if connected(centre, south) { gain 1 point }", tiles)
    _use(game)
    assert _points(game) == (5 if joined else 0)


@pytest.mark.parametrize(("text", "line", "message"), [
    ('rules r "R" {\n  space 37 tag edge\n}\n', 2, "`space 37 tag edge` names no space"),
    ('rules r "R" {\n  space 1 tag edge\n  score "S":\n    if connected(edge, egde) '
     "then 1 else 0\n}\n", 4, "names the tag `egde`, which no `space <n> tag egde`"),
    ('building bank "Bank" {\n  space 1 tag edge\n}\n', 2, "belongs to `rules` blocks"),
    ('rules r "R" {\n  setup {\n    repeat largest(castle) { move 1 any from supply blue '
     "to out }\n  }\n}\n", 3, "`largest(castle)` reads the owner's estate"),
])
def test_tags_and_the_map_s_predicates_are_refused_where_they_cannot_work(
    text: str, line: int, message: str
) -> None:
    error = only_error(text)
    assert where(error)[:2] == ("house.tiles", line)
    assert message in error.message


def test_the_supplies_of_goods_and_bonus_tiles_are_read_as_numbers() -> None:
    game = _game("gain game.goods_to_come points\ngain game.bonus_tiles_left silverlings")
    state = game.state
    assert state.phase == "A"  # the goods of phases B to E are still in their stacks
    later = sum(len(stack) for stack in state.goods_stacks[1:])
    silverlings = state.players[0].silverlings
    _use(game)
    assert _points(game) == len(state.round_goods) + later
    assert game.state.players[0].silverlings == silverlings + 12
