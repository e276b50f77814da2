"""The table in Catan's house rules (issue 24): where a set-up settlement may go is a query
point the seat decides among (``setup.settlement``), and a house rule reads the bank's piles
and the deck, another seat's pieces, hand and played cards, the board's hexes and number
tokens, tags on intersections and the road network, never what a seat's view hides; the
examples ``inland_start.tiles`` and ``lighthouses.tiles`` played."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from burgundy import dsl
from burgundy.errors import IllegalActionError, TileError
from burgundy.games import catan
from burgundy.games.catan import BuildRoad, PlaceSettlement, State, saves, views
from burgundy.games.catan.events import GameEnded
from burgundy.games.catan.geometry import LAND_AT, path_between
from burgundy.games.catan.rules import building, flow
from burgundy.games.catan.table import reading
from burgundy.lang import constant
from tests.catan.helpers import BLUE, RED, WHITE, play, road, scenario

EXAMPLES = Path(__file__).resolve().parents[2] / "tiles" / "catan" / "examples"
INLAND = EXAMPLES / "inland_start.tiles"
LIGHTHOUSES = EXAMPLES / "lighthouses.tiles"


def _rules(*lines: str) -> str:
    body = "".join(f"    {line}\n" for line in lines)
    return f'language catan 1\nrules house "House rules" {{\n{body}}}\n'


def _settling(state: State) -> list[int]:
    return [a.intersection for a in flow.legal(state) if isinstance(a, PlaceSettlement)]


# --- set-up: where a settlement may go --------------------------------------------------


def _red(state: State, intersection: int) -> bool:
    return any(state.numbers.get(h) in (6, 8) for h in LAND_AT[intersection])


@pytest.mark.rule("C-SETUP-11", "C-SETUP-12")
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_inland_start_offers_each_seat_only_inland_intersections_beside_no_6_or_8(
        seed: int) -> None:
    """Through the whole set-up each seat chooses among the free intersections the house
    rule allows; when none is left for it, among every one the printed rules allow."""
    game = catan.new_game(players=4, seed=seed, tiles=INLAND)
    chooser = random.Random(seed)
    fallbacks = 0
    while game.state.to_place:
        state = game.state
        if state.road_from is None:
            printed = building.settlement_spots(state, state.seat, setup=True)
            allowed = [i for i in printed if len(LAND_AT[i]) == 3 and not _red(state, i)]
            assert _settling(state) == (allowed or list(printed))
            fallbacks += not allowed
        game.apply(chooser.choice(game.legal_actions()))
    assert fallbacks < 8 and not game.is_over


def test_the_standard_set_up_offers_every_free_intersection() -> None:
    assert _settling(catan.new_game(players=4, seed=0).state) == list(range(54))


@pytest.mark.rule("C-SETUP-11")
def test_a_settlement_the_house_rule_refuses_is_an_illegal_action_naming_it() -> None:
    game = catan.new_game(players=4, seed=0, tiles=INLAND)
    coast = next(i for i in range(54) if len(LAND_AT[i]) < 3)
    before = game.state
    with pytest.raises(IllegalActionError, match=rf"I{coast}.*setup\.settlement"):
        game.apply(PlaceSettlement(coast))
    assert game.state is before


def test_with_no_intersection_left_the_printed_ones_are_offered() -> None:
    # Only I0 and I1 are allowed: once I0 holds a settlement, the distance rule takes I1.
    game = catan.new_game(players=4, seed=0, tiles=_rules(
        "modify setup.settlement: set false if intersection > 1"))
    assert _settling(game.state) == [0, 1]
    game.apply(PlaceSettlement(0))
    game.apply(game.legal_actions()[0])
    state = game.state
    assert _settling(state) == list(building.settlement_spots(state, state.seat, setup=True))


def test_a_house_rule_allowing_no_settlement_at_all_refuses_the_game() -> None:
    with pytest.raises(ValueError, match=r"allow no set-up settlement \(setup\.settlement\)"):
        catan.new_game(players=4, seed=0, tiles=_rules("modify setup.settlement: set false"))


def test_the_second_settlement_is_asked_as_the_second() -> None:
    game = catan.new_game(players=3, seed=0, tiles=_rules(
        "modify setup.settlement: set false if second and intersection != 53"))
    while len(game.state.to_place) > 3:  # round 1: any intersection
        assert len(_settling(game.state)) > 1 or game.state.road_from is not None
        game.apply(game.legal_actions()[0])
    assert _settling(game.state) == [53]


# --- reading the table ------------------------------------------------------------------


def _position(tiles: str | None = None) -> State:
    """On R1: Red with a city on I20, a settlement on I32, roads I3-I8-I9 and 3 cards in
    hand; Blue with a settlement on I44, two knights played and two cards held; White with
    a settlement on I40; Red's turn after the roll."""
    built = scenario(tiles=tiles).city(RED, 20).settlement(RED, 32).settlement(BLUE, 44)
    for path in road(3, 8, 9):
        built.road(RED, path)
    built.settlement(WHITE, 40).played(BLUE, ["knight", "knight"])
    return (built.cards(BLUE, ["monopoly", "victory_point"])
            .hand(RED, {"lumber": 2, "ore": 1}).turn(RED, rolled=True).state())


def _ends_when(expression: str, value: int) -> bool:
    """Whether the position is a finished game under the house rule ``game.ends`` when
    ``expression`` has ``value`` for Red (a scenario settles as a step does)."""
    tiles = _rules("space 3 tag lighthouse  space 9 tag beacon",
                   f"modify game.ends: set true if my.seat == 0 and ({expression}) == {value}")
    return _position(tiles).over


PLAIN = _position()
READINGS = [
    ("count(resource in supply ore)", PLAIN.bank["ore"]),
    ("count(any in supply lumber)", PLAIN.bank["lumber"]),
    ("count(card in supply deck)", len(PLAIN.deck)),
    ("count(number 6 or number 8 in board)", 4),
    ("count(forest or desert in board)", 5),
    ("count(settlement or city in board)", 4),
    ("count(city in seat(0) board)", 1),
    ("count(road in seat(my.seat) board)", 2),
    ("count(resource in seat(0) hand)", 3),
    ("count(card in seat(1) hand)", 2),
    ("count(any in seat(1) hand)", 2),
    ("count(card knight in seat(1) played)", 2),
    ("count(card knight in played)", 2),
    ("seat(0).points + my.points", 6),
    ("most.points - least.points", 3),
    ("largest(road)", 2),
    ("largest(road or settlement or city)", 2),
    ("if connected(lighthouse, beacon) then 1 else 0", 1),
]


@pytest.mark.parametrize(("expression", "value"), READINGS, ids=[r[0] for r in READINGS])
def test_a_house_rule_reads_the_table_as_it_lies(expression: str, value: int) -> None:
    assert _ends_when(expression, value)
    assert not _ends_when(expression, value + 1)


@pytest.mark.rule("C-AWARD-4")
def test_the_lighthouse_road_ends_the_game_once_a_road_joins_the_lighthouses() -> None:
    """Red's roads run I3-I8-I9-I15-I16; the road to I10 joins the lighthouses and ends the
    game. Blue's settlement on I15 would break the way."""
    built = scenario(tiles=LIGHTHOUSES).settlement(RED, 20).settlement(BLUE, 44)
    for path in road(3, 8, 9, 15, 16):
        built.road(RED, path)
    state = built.hand(RED, {"lumber": 1, "brick": 1}).turn(RED, rolled=True).state()
    ended, events = play(state, [BuildRoad(path_between(16, 10))])
    assert ended.over and isinstance(events[-1], GameEnded)
    broken = scenario(tiles=LIGHTHOUSES).settlement(RED, 20).settlement(BLUE, 15)
    for path in road(3, 8, 9) + road(16, 22):
        broken.road(RED, path)
    broken.road(RED, path_between(9, 15)).road(RED, path_between(15, 16))
    state = broken.hand(RED, {"lumber": 1, "brick": 1}).turn(RED, rolled=True).state()
    after, _ = play(state, [BuildRoad(path_between(16, 10))])
    assert not after.over


def test_the_lighthouses_tag_their_intersections_for_the_game() -> None:
    game = catan.new_game(players=3, seed=0, tiles=LIGHTHOUSES)
    assert [(t.space, t.tag) for t in game.state.figures.tags] == [(3, "lighthouse"),
                                                                   (10, "beacon")]


def test_a_save_keeps_the_tagged_intersections() -> None:
    state = catan.new_game(players=3, seed=0, tiles=LIGHTHOUSES).state
    document = saves.to_document(state)
    assert document["state"]["figures"]["tags"] == [[3, "lighthouse"], [10, "beacon"]]
    assert saves.from_document(document) == state
    assert "tags" not in saves.to_document(catan.new_game(players=3, seed=0).state)["state"][
        "figures"]


# --- hidden information -----------------------------------------------------------------

#: An expression of every reading a house rule can write, of every seat.
EVERY_READING = [
    f"count({pattern} in seat({seat}) {zone})"
    for seat in range(3) for zone, patterns in (
        ("hand", ("resource", "card", "any")), ("played", ("card knight", "any")),
        ("board", ("road", "settlement or city")))
    for pattern in patterns
] + [f"count(any in supply {pile})" for pile in ("lumber", "brick", "wool", "grain", "ore",
                                                 "deck")] + [
    "seat(0).points", "seat(1).points", "seat(2).points", "my.points", "most.points",
    "largest(road)", "count(number 6 in board)",
]


def test_no_reading_tells_a_seat_what_its_view_hides() -> None:
    """Every reading has one value over all the games a seat cannot tell apart from the
    real one (``views.determinize``: the others' hands and cards and the deck dealt anew)."""
    text = _rules(*(f"modify game.ends: set true if {e} == 99" for e in EVERY_READING))
    modifiers = [m.condition.left for m in dsl.parse(text)[0].modifiers]  # type: ignore[union-attr]
    game = catan.new_game(players=3, seed=5)
    chooser = random.Random(5)
    for _ in range(300):
        game.apply(chooser.choice(game.legal_actions()))
    state = game.state
    assert any(p.hand_size and p.cards for p in state.players)  # something is hidden
    for seat in range(3):
        seen = reading(state, seat)
        for other in (views.determinize(state, seat, s) for s in range(4)):
            assert views.view(other, seat) == views.view(state, seat)
            told = reading(other, seat)
            for expr in modifiers:
                assert constant.value(expr, told.names, None, told.table) == \
                    constant.value(expr, seen.names, None, seen.table)


# --- the checker ------------------------------------------------------------------------


@pytest.mark.parametrize(("line", "message"), [
    ("modify robber.steals: set false if count(resource ore in seat(1) hand) > 0",
     "`hand` is face down: a count there names no sort"),
    ("modify game.ends: set true if count(card knight in supply deck) == 0",
     "`supply deck` is face down"),
    ("modify win.points: set 8 + count(city in board)",
     "`count(city in board)` reads the table, and `modify win.points` is folded into the "
     "game's numbers"),
    ("modify hand.limit: add my.points", "`my.points` reads the table"),
    ("modify game.ends: set true if count(desert in hexes) > 0",
     "`hexes` is only known in `modify` of `setup.settlement`"),
    ("modify game.ends: set true if count(number 7 in board) > 0",
     "`number 7` names no sort of number"),
    ("modify game.ends: set true if connected(north, north)",
     "names the tag `north`, which no `space <n> tag north`"),
    ("space 54 tag far", "`space 54 tag far` names no space: a board's spaces are 0-53"),
    ("modify game.ends: set true if count(city in seat(1) boardx) > 0",
     "a seat holds its `board`, its `hand` and its `played`, not `boardx`; did you mean "
     "`board`?"),
])
def test_misuse_of_the_table_is_refused_with_its_line(line: str, message: str) -> None:
    with pytest.raises(TileError) as raised:
        catan.new_game(players=4, seed=0, tiles=_rules(line))
    assert raised.value.line == 3 and message in raised.value.message
