"""The table in La Strada's house rules (issue 24): where a start field may go is a query
point the seat decides among (``setup.start``), and a house rule reads the board's fields
and targets, a seat's pieces on the board and still to play, the places its routes reached
and its road tiles joined up; the examples ``country_start.tiles`` and
``three_cities.tiles`` played."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from burgundy.errors import IllegalActionError, TileError
from burgundy.games import lastrada
from burgundy.games.lastrada import BuildRoute, EndTurn, PlaceStart, State
from burgundy.games.lastrada.board import distance
from burgundy.games.lastrada.rules import flow
from burgundy.games.lastrada.rules.setup import start_problem
from tests.lastrada.helpers import CITY, FARM, play, scenario

EXAMPLES = Path(__file__).resolve().parents[2] / "tiles" / "lastrada" / "examples"
COUNTRY = EXAMPLES / "country_start.tiles"
THREE_CITIES = (EXAMPLES / "three_cities.tiles").read_text("utf-8")


def _rules(*lines: str) -> str:
    body = "".join(f"    {line}\n" for line in lines)
    return f'language lastrada 1\nrules house "House rules" {{\n{body}}}\n'


def _starting(state: State) -> list[tuple[int, int]]:
    return [a.field for a in flow.legal(state) if isinstance(a, PlaceStart)]


# --- set-up: where a start field may go -------------------------------------------------


@pytest.mark.rule("L-SETUP-6", "L-TWO-2")
@pytest.mark.parametrize(("players", "seed"), [(2, 0), (3, 1), (4, 2)])
def test_country_start_offers_only_fields_away_from_cities_and_targets(
        players: int, seed: int) -> None:
    """Through the whole set-up each seat chooses among the fields the house rule allows;
    when none is left for it, among every one the printed rules allow."""
    game = lastrada.new_game(players=players, seed=seed, tiles=COUNTRY)
    chooser = random.Random(seed)
    while game.state.to_place:
        state = game.state
        printed = [f for f, kind in state.board.fields.items()
                   if kind == "plain" and start_problem(state, f) is None]
        allowed = [f for f in printed
                   if min(distance(f, t) for t in state.board.target_spaces) >= 2
                   and all(state.targets.get(n) != "city" for n in state.board.adjacent[f])]
        assert _starting(state) == (allowed or printed)
        game.apply(chooser.choice(game.legal_actions()))
    assert not game.is_over


def test_the_standard_set_up_offers_every_plain_field_free() -> None:
    state = lastrada.new_game(players=4, seed=0).state
    assert _starting(state) == [f for f, kind in state.board.fields.items() if kind == "plain"]


def test_a_start_field_the_house_rule_refuses_is_an_illegal_action_naming_it() -> None:
    game = lastrada.new_game(players=3, seed=0, tiles=COUNTRY)
    near = next(f for f, kind in game.state.board.fields.items() if kind == "plain"
                and f not in _starting(game.state))
    before = game.state
    with pytest.raises(IllegalActionError, match=r"setup\.start"):
        game.apply(PlaceStart(near))
    assert game.state is before


def test_a_house_rule_allowing_no_start_field_refuses_the_game() -> None:
    with pytest.raises(ValueError, match=r"allow no start field \(setup\.start\)"):
        lastrada.new_game(players=3, seed=0, tiles=_rules("modify setup.start: set false"))


def test_a_seats_second_start_field_is_asked_as_the_second() -> None:
    game = lastrada.new_game(players=2, seed=0, tiles=_rules(
        "modify setup.start: set false if second and q != 6"))
    game.apply(game.legal_actions()[0])
    game.apply(game.legal_actions()[0])
    assert {q for q, _ in _starting(game.state)} == {6}


# --- reading the table ------------------------------------------------------------------


def _ends_after_a_turn(expression: str, value: int) -> bool:
    """Whether Red's ending its turn ends the game under the house rule ``game.ends`` when
    ``expression`` has ``value`` for Red. Red, on (-1, 1) with 8 days, has a tile on (-1, 2)
    and a stone on the farm (-1, 3)."""
    tiles = _rules(f"modify game.ends: set true if my.seat == 0 and ({expression}) == {value}")
    state = scenario(tiles=tiles).road(0, (-1, 2)).stone(0, FARM).days(0, 8).state()
    after, _ = play(state, [EndTurn()])
    return after.over


PLAIN = scenario().road(0, (-1, 2)).stone(0, FARM).state().players[0]
READINGS = [
    ("count(city in board)", 4),
    ("count(farm or hamlet in board)", 10),
    ("count(start in board)", 3),
    ("count(road or stone in board)", 2),
    ("count(road plain in seat(0) board)", 1),
    ("count(stone in seat(my.seat) board)", 1),
    ("count(road in seat(0) pieces)", sum(PLAIN.tiles.values())),
    ("count(road plain in seat(0) pieces)", PLAIN.tiles["plain"]),
    ("count(stone in seat(0) pieces)", PLAIN.stones),
    ("count(farm in seat(0) reached)", 1),
    ("count(any in seat(0) reached)", 2),
    ("my.days + seat(0).days", 16),
    ("largest(road)", 1),
]


@pytest.mark.parametrize(("expression", "value"), READINGS, ids=[r[0] for r in READINGS])
def test_a_house_rule_reads_the_table_as_it_lies(expression: str, value: int) -> None:
    assert _ends_after_a_turn(expression, value)
    assert not _ends_after_a_turn(expression, value + 1)


@pytest.mark.rule("L-ROUTE-7")
def test_three_cities_ends_the_game_when_a_seats_routes_reach_a_third_city() -> None:
    """Red has reached two cities; its route to the centre city (0, 0) is its third, and
    the game ends with the final count. A second city does not end it."""
    def connect(cities: tuple[tuple[int, int], ...]) -> State:
        built = scenario(tiles=THREE_CITIES).days(0, 10)
        for city in cities:
            built.stone(0, city)
        state = built.state()
        to_city = next(a for a in flow.legal(state)
                       if isinstance(a, BuildRoute) and a.target == CITY)
        return play(state, [to_city])[0]

    ended = connect(((-5, 1), (1, 4)))
    assert ended.over and ended.ended == "house rule"
    assert not connect(((-5, 1),)).over


# --- the checker ------------------------------------------------------------------------


@pytest.mark.parametrize(("line", "message"), [
    ("modify game.ends: set true if count(road lumber in seat(0) pieces) > 0",
     "`road lumber` names no sort of road: `plain`, `forest` or `hill`"),
    ("modify game.ends: set true if count(city stone in board) > 0",
     "`city` comes in one sort"),
    ("modify days.income: add count(city in seat(0) reached)",
     "reads the table, and `modify days.income` is folded into the game's numbers"),
    ("modify game.ends: set true if count(city in beside) > 0",
     "`beside` is only known in `modify` of `setup.start`"),
])
def test_misuse_of_the_table_is_refused_with_its_line(line: str, message: str) -> None:
    with pytest.raises(TileError) as raised:
        lastrada.new_game(players=3, seed=0, tiles=_rules(line))
    assert raised.value.line == 3 and message in raised.value.message
