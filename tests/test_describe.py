"""Actions in words (``burgundy.describe``): what a person reads in ``burgundy play``."""

from __future__ import annotations

import random
import re

import pytest

import burgundy
from burgundy.actions import Action, BuyTile, Choose, PlaceTile, TakeTile
from burgundy.describe import describe_action, describe_decision, tile_name
from burgundy.testing import Scenario
from tests.rules.helpers import clear_depots, turn_order
from tests.rules_coverage import ROOT

FIRST = turn_order(2, 0)[0]
HOUSE = sorted(str(p) for p in (ROOT / "tiles" / "examples").glob("*.tiles"))


def words(game: burgundy.Game) -> dict[str, Action]:
    return {describe_action(game, a): a for a in game.legal_actions()}


def test_tiles_are_called_by_the_names_their_tile_set_gives() -> None:
    tiles = burgundy.STANDARD_TILES
    assert tile_name(tiles, burgundy.tile("building:bank")) == "Bank"
    assert tile_name(tiles, burgundy.tile("knowledge:7")) == (
        "Knowledge 7: Animals score one more"
    )
    assert tile_name(tiles, burgundy.tile("animal:cow:3")) == "3 cows"
    assert tile_name(tiles, burgundy.tile("animal:sheep:2")) == "2 sheep"
    assert tile_name(tiles, burgundy.tile("castle")) == "Castle"
    house = burgundy.load_tiles(
        tiles, 'building bank "Money house" { on place { gain 3 silverlings } }'
    )
    assert tile_name(house, burgundy.tile("building:bank")) == "Money house"


def test_taking_placing_and_buying_in_words() -> None:
    game = (clear_depots(Scenario(players=2, seed=0))
            .turn(FIRST, dice=(3, 4))
            .storage(FIRST, ["building:bank"])
            .depot(4, ["ship", "building:church", None, None])
            .black_depot(["castle"])
            .resources(FIRST, silverlings=2)
            .build())
    listed = words(game)
    assert listed["take the Ship from depot 4 (die 4)"] == TakeTile(4, 4, 0, 0)
    assert listed["take the Church from depot 4 (die 4)"] == TakeTile(4, 4, 0, 1)
    bank = burgundy.tile("building:bank")
    # Space 11 of map 1 is beige, shows a 3 and touches the start castle on 18.
    assert listed["place the Bank from storage on space 11 (die 3)"] == PlaceTile(3, 3, 0, bank, 11)
    assert listed["buy the Castle from the black depot"] == BuyTile(0, 0)
    assert describe_decision(game) == "your turn: dice 3, 4 left"


def test_a_ship_takes_the_goods_of_a_depot_in_words() -> None:
    build = (Scenario(players=2, seed=0).turn(FIRST, dice=(2, 5)).storage(FIRST, ["ship"])
             .goods(FIRST, {4: 1}).resources(FIRST, workers=0))
    for n in range(1, 7):
        build.depot_goods(n, {2: [6], 3: [1]}.get(n, []))
    game = build.build()
    game.apply(PlaceTile(2, 2, 0, burgundy.tile("ship"), 17))
    assert describe_decision(game) == "your ship takes goods: choose the depot"
    assert words(game) == {
        "take the goods of depot 2": Choose(2),
        "take the goods of depot 3": Choose(3),
    }


def test_the_start_castle_choice_in_words() -> None:
    game = burgundy.new_game(players=2, seed=1, estates=[2, 2])
    assert describe_decision(game) == "choose the space of your start castle"
    assert "put your start castle on space 3" in words(game)


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3)])
def test_every_action_of_whole_games_is_told_in_words(players: int, seed: int) -> None:
    """Never a bare ``choose``, never a tile id: words for every legal action of every
    position of random games on random maps, with the example house rules."""
    tiles = burgundy.load_tiles(burgundy.STANDARD_TILES, *HOUSE)
    game = burgundy.new_game(players, seed, tiles=tiles, advanced=True)
    rng = random.Random(seed)
    kinds: set[str] = set()
    while not game.is_over:
        legal = game.legal_actions()
        for action in legal:
            text = describe_action(game, action)
            assert not text.startswith("choose "), (action, text)
            assert not re.search(r"(building|knowledge|animal):\w", text), text
            kinds.add(type(action).__name__)
        describe_decision(game)
        action = rng.choice(legal)
        game.apply(action)
    assert {"TakeTile", "PlaceTile", "TakeWorkers", "Choose"} <= kinds
