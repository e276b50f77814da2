"""The greedy bot's evaluation (``bots.Evaluator``) reads what tile files define: end-game
scorers, programs that pay, and what answers a sale."""

from __future__ import annotations

import attrs

import burgundy
from burgundy.actions import SellGoods
from burgundy.bots import Evaluator
from tests.expansions.helpers import expansion
from tests.tiles.helpers import SEAT, find, scenario

HOUSE_RULES = """
knowledge 27 "Hoard" supply 1 black {
    score "Hoard": if my.silverlings >= 3 then 10 else 0
}
building kiosk "Kiosk" supply 5 normal {
    on place {
        pay 3 silverlings
        gain 1 point
    }
}
building stand "Stand" supply 5 normal {
    on place { gain 1 point }
}
"""


def _house_tiles() -> burgundy.TileSet:
    return burgundy.load_tiles(burgundy.STANDARD_TILES, HOUSE_RULES)


def test_a_scorer_read_through_a_condition_is_valued_as_it_changes() -> None:
    # The third silverling, from a sale, makes the placed Hoard score 10: the value rises
    # by those 10 besides the sale's own worth (one goods tile: 2 points, a silverling).
    game = (
        scenario(tiles=_house_tiles())
        .estate(SEAT, {12: "knowledge:27"})
        .resources(SEAT, silverlings=2)
        .goods(SEAT, {1: 1})
        .build()
    )
    evaluator = Evaluator(game.tiles)
    before = evaluator.value(game.state, SEAT)
    game.apply(find(game, SellGoods, number=1, die=1))
    assert evaluator.value(game.state, SEAT) - before > 10


def test_a_tile_that_pays_is_worth_less_than_one_that_only_gains() -> None:
    game = scenario(tiles=_house_tiles()).storage(SEAT, ["building:kiosk", "building:stand"])
    built = game.build()
    evaluator = Evaluator(built.tiles)
    kiosk, stand = (built.tiles.tile(t) for t in ("building:kiosk", "building:stand"))
    assert evaluator.stored_worth(built.state, SEAT, kiosk) < evaluator.stored_worth(
        built.state, SEAT, stand
    )


def test_goods_matching_the_next_space_of_a_trade_route_are_worth_more() -> None:
    # Route 10's first space is 6: a goods tile of type 6 sold there also scores 4 points
    # (X-ROUTE-2); a goods tile of type 5 marks it for nothing.
    def value(goods: int) -> float:
        game = (
            scenario(tiles=expansion("trade_routes"))
            .row(SEAT, "route", ["route:10"])
            .goods(SEAT, {goods: 1})
            .build()
        )
        return Evaluator(game.tiles).value(game.state, SEAT)

    assert value(6) > value(5)


def test_a_scorer_reading_another_seat_s_estate_is_valued_as_that_estate_changes() -> None:
    # Seat 0's own estate stays the very same value: only seat 1 places a castle.
    tiles = burgundy.load_tiles(burgundy.STANDARD_TILES, """
knowledge 27 "Rivalry" supply 1 black {
    score "Rivalry": 10 * count(castle in seat(1) estate)
}
""")
    game = scenario(tiles=tiles).estate(SEAT, {12: "knowledge:27"}).build()
    rival = game.state.players[1]
    spaces = tuple(rival.spaces[:6]) + (tiles.tile("castle"),) + tuple(rival.spaces[7:])
    later = attrs.evolve(game.state, players=(game.state.players[0],
                                              attrs.evolve(rival, spaces=spaces)))
    evaluator = Evaluator(game.tiles)
    assert evaluator.value(later, SEAT) - evaluator.value(game.state, SEAT) == 10
