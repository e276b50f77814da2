"""The table's goods and colour bonus tiles as zones (issue 24): tile programs count them,
draw them and return them (``supply goods``, ``display goods``, ``my goods``,
``display bonus``, ``my bonus``), while the state keeps them where it always has."""

from __future__ import annotations

import pytest

import burgundy
from burgundy.actions import Choose, UseAction
from burgundy.events import BonusTaken, GoodsArrived, Moved, PhaseStarted, RoundStarted
from burgundy.game import Game
from burgundy.games.castles import saves, views
from burgundy.games.castles.data import COLOURS
from burgundy.testing import Scenario
from tests.dsl._util import only_error, where


def _game(program: str, seat: int = 0, players: int = 2) -> Game:
    """A game at phase A's first turn, seat ``seat``'s, with an action running ``program``."""
    text = f'rules example "Example" {{\n    action "Try it" {{\n{program}\n    }}\n}}\n'
    tiles = burgundy.load_tiles(burgundy.STANDARD_TILES, text)
    return Scenario(players, seed=0, tiles=tiles).turn(seat, dice=(4, 4)).build()


def _use(game: Game) -> list[object]:
    (action,) = [a for a in game.legal_actions() if isinstance(a, UseAction)]
    return list(game.apply(action))


def _points(game: Game, seat: int = 0) -> int:
    return game.state.players[seat].points


def _problems(game: Game) -> list[str]:
    return saves.state_problems(game.state, game.tiles)


# --- counted -------------------------------------------------------------------------


@pytest.mark.rule("R-SETUP-3")
@pytest.mark.parametrize("goods", range(1, 7))
def test_goods_of_a_type_are_counted_where_they_lie(goods: int) -> None:
    game = _game(f"gain count(goods {goods} in supply goods) points\n"
                 f"gain count(goods {goods} in display goods) silverlings\n"
                 f"gain count(goods {goods} in my goods) workers")
    state, player = game.state, game.state.players[0]
    to_come = [g for stack in state.goods_stacks[1:] for g in stack]
    _use(game)
    after = game.state.players[0]
    assert after.points - player.points == to_come.count(goods)
    assert after.silverlings - player.silverlings == state.round_goods.count(goods)
    assert after.workers - player.workers == player.goods_counts[goods]


@pytest.mark.rule("R-SETUP-7")
def test_the_two_numbers_are_the_counts_of_the_zones() -> None:
    game = _game("if game.goods_to_come == count(goods in supply goods) "
                 "+ count(goods in display goods) { gain 1 points }\n"
                 "if game.bonus_tiles_left == count(bonus in display bonus) { gain 1 points }\n"
                 "gain count(bonus dark_green in display bonus) points")
    start = _points(game)
    _use(game)
    assert _points(game) == start + 1 + 1 + 2


# --- drawn and returned: goods ---------------------------------------------------------


@pytest.mark.rule("R-ROUND-2")
def test_drawing_from_the_supply_takes_the_next_goods_to_come_into_the_warehouse() -> None:
    game = _game("move 1 goods from supply goods to my goods")
    before = game.state
    drawn = before.goods_stacks[1][0]  # phase B's goods of its first round
    events = _use(game)
    after = game.state
    assert after.goods_stacks[1] == before.goods_stacks[1][1:]
    assert after.players[0].goods_counts[drawn] == before.players[0].goods_counts[drawn] + 1
    (moved,) = [e for e in events if isinstance(e, Moved)]
    assert (moved.source, moved.dest) == ("supply goods", "my goods")
    assert [str(t) for t in moved.tiles] == [f"goods:{drawn}"]
    assert _problems(game) == []  # every goods tile still counted once


@pytest.mark.rule("R-ROUND-2")
def test_a_round_whose_goods_were_drawn_delivers_none() -> None:
    """Phase B's stack drawn empty: its five rounds start without goods, and the game goes
    on (a save of it is still a valid position)."""
    tiles = burgundy.load_tiles(burgundy.STANDARD_TILES, """
        rules drought "A drought" {
            when phase_started if game.phase == 1 {
                move 5 goods from supply goods to display goods
            }
        }""")
    game = burgundy.new_game(2, 3, tiles=tiles)
    assert len(game.state.goods_stacks[1]) == 0 and len(game.state.round_goods) == 9
    events: list[object] = []
    while game.state.phase in ("A", "B"):
        events += game.apply(game.legal_actions()[0])
        assert _problems(game) == []
    b_rounds = [i for i, e in enumerate(events) if isinstance(e, RoundStarted) and e.phase == "B"]
    c_start = next(i for i, e in enumerate(events) if isinstance(e, PhaseStarted)
                   and e.phase == "C")
    b_events = events[b_rounds[0]:c_start]
    assert len(b_rounds) == 5 and not any(isinstance(e, GoodsArrived) for e in b_events)
    # The four goods phase A's rounds did not deliver left the game with phase A.
    assert len(game.state.goods_out) > 0


def _market(goods: dict[int, int]) -> Game:
    """Seat 0's turn, its warehouse holding ``goods``, with an action taking a goods tile
    of its choice from the round spaces."""
    tiles = burgundy.load_tiles(burgundy.STANDARD_TILES, """
        rules market "Market day" {
            action "Take goods" { take goods from display goods to my goods }
        }""")
    return Scenario(2, seed=0, tiles=tiles).turn(0, dice=(4, 4)).goods(0, goods).build()


@pytest.mark.rule("R-STORE-2")
def test_take_from_the_round_spaces_is_the_owners_choice_and_the_warehouse_limit_holds() -> None:
    game = _market({1: 1, 2: 1, 3: 1})
    round_goods = game.state.round_goods
    assert not {1, 2, 3} >= set(round_goods)  # a fourth type lies on the round spaces
    _use(game)
    choices = game.legal_actions()
    # One choice per goods type on the round spaces (the zone's top is the next round's).
    assert all(isinstance(c, Choose) for c in choices)
    offered = [round_goods[::-1][c.option] for c in choices]  # type: ignore[attr-defined]
    assert sorted(offered) == sorted(set(round_goods))
    game.apply(choices[next(i for i, g in enumerate(offered) if g not in (1, 2, 3))])
    # It does not fit the warehouse: it stays on its round space.
    assert game.state.round_goods == round_goods
    assert sum(1 for n in game.state.players[0].goods_counts if n) == 3


@pytest.mark.rule("R-STORE-2")
def test_a_goods_tile_that_fits_is_taken_from_the_round_spaces() -> None:
    game = _market({})
    round_goods = game.state.round_goods
    _use(game)
    top = max(game.legal_actions(), key=lambda c: c.option)  # type: ignore[attr-defined]
    game.apply(top)  # the top of the zone: the next round's goods
    assert game.state.round_goods == round_goods[1:]
    assert game.state.players[0].goods_counts[round_goods[0]] >= 1
    assert _problems(game) == []


def test_a_goods_tile_returned_to_the_supply_comes_first_in_the_next_phase() -> None:
    game = _game("move 1 goods from my goods to supply goods")
    before = game.state
    held = max(g for g, n in enumerate(before.players[0].goods_counts) if n)  # the top
    _use(game)
    after = game.state
    assert after.goods_stacks[1] == (held, *before.goods_stacks[1])
    assert after.players[0].goods_counts[held] == before.players[0].goods_counts[held] - 1
    assert _problems(game) == []


def test_another_seats_warehouse_and_bonus_tiles_are_counted() -> None:
    tiles = burgundy.load_tiles(burgundy.STANDARD_TILES, """
        rules r "R" {
            action "Count" {
                gain count(goods 4 in seat(1) goods) + count(bonus blue in seat(1) bonus) points
            }
        }""")
    build = Scenario(2, seed=0, tiles=tiles).turn(0, dice=(4, 4))
    game = build.goods(1, {4: 3}).bonus_tiles(1, [("blue", "large")]).build()
    start = _points(game)
    _use(game)
    assert _points(game) == start + 3 + 1


# --- drawn and returned: colour bonus tiles ------------------------------------------------


@pytest.mark.rule("R-COLOUR-1")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_bonus_tile_moved_to_a_seat_is_taken_and_scored_as_the_rules_do(players: int) -> None:
    game = _game("move 1 bonus blue from display bonus to my bonus", players=players)
    start = _points(game)
    events = _use(game)
    (taken,) = [e for e in events if isinstance(e, BonusTaken)]
    assert (taken.seat, taken.colour, taken.large) == (0, "blue", True)
    assert taken.points == {2: 5, 3: 6, 4: 7}[players]
    assert _points(game) == start + taken.points
    assert game.state.players[0].bonus_tiles == (("blue", "large"),)
    assert game.state.bonus_claims[COLOURS.index("blue")] == 1
    assert _problems(game) == []


@pytest.mark.rule("R-COLOUR-1")
def test_the_second_bonus_tile_of_a_colour_is_the_small_one_and_then_none_is_left() -> None:
    game = _game("move 2 bonus grey from display bonus to my bonus\n"
                 "gain count(bonus grey in display bonus) + 10 silverlings")
    silverlings = game.state.players[0].silverlings
    events = _use(game)
    assert [e.large for e in events if isinstance(e, BonusTaken)] == [True, False]
    assert game.state.players[0].silverlings == silverlings + 10
    assert _problems(game) == []


@pytest.mark.rule("R-COLOUR-1")
def test_a_returned_bonus_tile_keeps_its_points_and_is_taken_again_at_its_size() -> None:
    tiles = burgundy.load_tiles(burgundy.STANDARD_TILES, """
        rules r "R" {
            action "Take" { move 1 bonus blue from display bonus to my bonus }
            action "Give back" { move 1 bonus from my bonus to display bonus }
        }""")
    build = Scenario(2, seed=0, tiles=tiles).turn(0, dice=(4, 4))
    game = build.bonus_tiles(1, [("blue", "large")]).build()
    start = _points(game)
    take, give = [a for a in game.legal_actions() if isinstance(a, UseAction)]
    events = list(game.apply(take))
    assert [e.large for e in events if isinstance(e, BonusTaken)] == [False]  # seat 1 has it
    scored = _points(game)
    assert scored > start
    game.apply(give)
    assert game.state.players[0].bonus_tiles == () and _points(game) == scored
    assert game.state.bonus_claims[COLOURS.index("blue")] == 1
    assert _problems(game) == []


# --- hidden: the order of the face-down stacks --------------------------------------------


def test_a_view_shows_the_count_of_the_supply_and_not_its_order() -> None:
    game = _game("move 1 goods from supply goods to my goods")
    _use(game)
    state = game.state
    view = views.seat_view(state, 1)
    assert view.goods_stacks_left == tuple(len(s) for s in state.goods_stacks[1:])
    world = views.determinize(state, seed=7)
    assert views.seat_view(world, 1) == view  # the same table, the stacks dealt afresh
    assert [len(s) for s in world.goods_stacks[1:]] == [len(s) for s in state.goods_stacks[1:]]


# --- misuse, refused by the checker -------------------------------------------------------


@pytest.mark.parametrize(("line", "message"), [
    ("move 1 goods from supply goods to out",
     "a goods tile from `supply goods` cannot go to `out`: it lies only in `supply goods`, "
     "`display goods` or `my goods`"),
    ("take goods from display goods",
     "a goods tile from `display goods` cannot go to `storage`: it lies only in "),
    ("move 1 bonus from display bonus to my goods",
     "a colour bonus tile from `display bonus` cannot go to `my goods`"),
    ("buy goods from display goods",
     "`display goods` holds goods tiles, which `buy` cannot take: `move` or `take` them"),
    ("gain count(goods 7 in supply goods) points",
     "`goods` is narrowed by `1`, `2`, `3`, `4`, `5` or `6`, not `7`"),
    ("gain count(bonus purple in display bonus) points", "`bonus` is narrowed by"),
], ids=["goods out", "goods to storage", "bonus to goods", "buy", "goods type", "colour"])
def test_table_pieces_misused_are_refused_with_file_and_line(line: str, message: str) -> None:
    text = f'rules r "R" {{\n    action "A" {{\n        {line}\n    }}\n}}\n'
    error = only_error(text)
    assert where(error)[:2] == ("house.tiles", 3)
    assert message in error.message


def test_no_file_declares_a_kind_named_as_a_table_piece() -> None:
    error = only_error('tile goods "Goods" supply 1 own {\n}\n')
    assert "`goods` is already a kind of tile" in error.message
