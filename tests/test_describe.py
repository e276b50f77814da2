"""Actions in words (``burgundy.describe``): what a person reads in ``burgundy play``."""

from __future__ import annotations

import json
import random
import re

import pytest

import burgundy
from burgundy import serialize
from burgundy.actions import (
    Action,
    BuyTile,
    Choose,
    PlaceTile,
    SellGoods,
    TakeTile,
    TakeWorkers,
    UseAction,
)
from burgundy.describe import (
    describe_action,
    describe_decision,
    describe_event,
    explain,
    pending_decision,
    tile_name,
)
from burgundy.model import state as st
from burgundy.model.state import OptionChoice
from burgundy.testing import Scenario
from tests.expansions.helpers import expansion, position
from tests.rules.helpers import clear_depots, turn_order
from tests.rules_coverage import ROOT
from tests.tiles.helpers import SEAT, find

FIRST = turn_order(2, 0)[0]
HOUSE = sorted(str(p) for p in (ROOT / "tiles" / "examples").glob("*.tiles"))
NAMES = {0: "Seat 0", 1: "Seat 1"}


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


# --- the expansions' decisions, events and explanations ------------------------------------


def _told(game: burgundy.Game, action: Action) -> list[str]:
    """Apply ``action``; the event lines a person reads."""
    lines = [describe_event(game, e, NAMES) for e in game.apply(action)]
    return [line for line in lines if line is not None]


def _at_upkeep(*held: str, silverlings: int = 1) -> burgundy.Game:
    """Seat 0 ends phase A holding ``held``: the shields' upkeep asks."""
    s = position("shields").phase("A", round=5).turn(SEAT, dice=(1, 1))
    game = s.row(SEAT, "shield", held).resources(SEAT, silverlings=silverlings).build()
    for _ in range(2):
        game.apply(find(game, TakeWorkers, die=1))
    return game


def test_a_shields_decision_is_told_in_words_and_so_after_a_save() -> None:
    # Issue 19: the first shield decision crashed the terminal, and a save made there too.
    game = _at_upkeep("shield:7")
    words = ["Pay 1 silverling to keep a shield", "Discard a shield"]
    for shown in (game, burgundy.Game.from_json(game.to_json())):
        assert describe_decision(shown) == "Shields: choose one"
        assert [describe_action(shown, a) for a in shown.legal_actions()] == words
        assert [str(a) for a in shown.legal_actions()] == words


def test_an_options_answer_reads_as_its_label_and_is_still_choose_of_its_index() -> None:
    game = _at_upkeep("shield:7")
    pay = game.legal_actions()[0]
    assert str(pay) == "Pay 1 silverling to keep a shield"
    assert pay == Choose(0) and hash(pay) == hash(Choose(0)) and repr(pay) == "Choose(option=0)"
    assert game.action_id(pay) == game.action_id(Choose(0))
    assert serialize.CONVERTER.unstructure(pay, Action) == {"type": "choose", "option": 0}
    by_hand = game.clone()
    assert game.apply(pay) == by_hand.apply(Choose(0))  # the same events, label included
    assert game.state == by_hand.state


def test_a_replay_does_not_keep_the_label() -> None:
    game = burgundy.new_game(2, 3, tiles=expansion("shields"))
    rng = random.Random(3)
    while not isinstance(pending_decision(game), OptionChoice):
        game.apply(rng.choice(game.legal_actions()))
    labelled = game.legal_actions()[0]
    assert isinstance(labelled, Choose)
    by_hand = game.clone()
    game.apply(labelled)
    by_hand.apply(Choose(labelled.option))
    assert game.replay().to_json() == by_hand.replay().to_json()
    last = json.loads(game.replay().to_json())["actions"][-1]
    assert last == {"type": "choose", "option": labelled.option}


def test_the_shields_upkeep_in_the_event_log() -> None:
    game = _at_upkeep("shield:7")
    other = game.clone()
    assert _told(game, Choose(0)) == [
        "  Seat 0 chooses: Pay 1 silverling to keep a shield (Shields)",
        "  Seat 0 pays 1 silverling (Shields)",
        "— phase B, round 1 —",
    ]
    assert _told(other, Choose(2)) == ["  Seat 0 chooses: Discard a shield (Shields)"]
    assert describe_decision(other) == "Shields: put a shield from your shields out of the game"
    assert describe_action(other, other.legal_actions()[0]) == (
        "put the Shield 7: Bonus tiles score double from your shields out of the game")
    assert _told(other, other.legal_actions()[0])[0] == (
        "  Seat 0 loses the Shield 7: Bonus tiles score double: it leaves the game")


def test_a_shield_taken_in_words() -> None:
    game = position("shields", dice=(3, 3)).build()
    taken = st.zone_of(game.state.zones, "display shield 3")[0]
    name = tile_name(game.tiles, taken)
    assert _told(game, find(game, UseAction, source="rules:shields")) == [
        "  Seat 0: Take a shield with both dice (Shields)"]
    assert describe_decision(game) == "Take a shield with both dice (Shields): choose one"
    assert _told(game, game.legal_actions()[0]) == [
        "  Seat 0 chooses: Both dice as 3: a shield from depot 3 (Shields)"]
    assert describe_decision(game) == (
        "Shields: take a shield from the shield display 3 into your shields")
    take = game.legal_actions()[0]
    assert describe_action(game, take) == (
        f"take the {name} from the shield display 3 into your shields")
    assert explain(game, take).startswith(f"{name}\nWhile you hold it, ")
    assert _told(game, take)[0] == (
        f"  Seat 0 takes the {name} from the shield display 3 into their shields")


def test_an_inn_bought_in_words() -> None:
    game = position("inns").resources(SEAT, silverlings=5).build()
    assert _told(game, find(game, UseAction, source="rules:inns")) == [
        "  Seat 0: Buy an inn (Inns)"]
    assert describe_decision(game) == "Inns: buy an inn from the inn display for 2 silverlings"
    buy = game.legal_actions()[0]
    assert describe_action(game, buy) == "buy the Inn from the inn display for 2 silverlings"
    assert explain(game, buy).startswith("Inn\nBought from beside the black depot")
    assert _told(game, buy) == [
        "  Seat 0 pays 2 silverlings for the turn's purchase", "  Seat 0 buys the Inn"]


def test_inns_and_cloisters_laid_out_in_words() -> None:
    for kind, where in (("inn", "the inn display"), ("cloister", "the black depot")):
        game = burgundy.new_game(2, 6, tiles=expansion(f"{kind}s"))
        lines: list[str] = []
        while game.state.phase == "A":
            lines += _told(game, game.legal_actions()[-1])
        name = kind.capitalize()
        assert f"  {name} goes from the {kind} pile to {where}" in lines


def test_a_trade_route_reward_in_words() -> None:
    # route:1 is 2:building (as a carpenter's workshop), 4:church, 1:workers.
    game = position("trade_routes", dice=(2, 5)).row(SEAT, "route", ["route:1"]) \
        .goods(SEAT, {2: 3}).depot(1, ["building:bank", None, None, None]).build()
    # Every tile of the sale is laid before the first reward (X-ROUTE-2).
    assert _told(game, find(game, SellGoods, die=2, number=2)) == [
        "  Seat 0 sells 3 goods of type 2: +6 points, +1 silverling",
        "  Seat 0 marks space 1 of their route track with goods 2: it matches, its reward "
        "follows",
        "  Seat 0 marks space 2 of their route track with goods 2",
        "  Seat 0 marks space 3 of their route track with goods 2",
    ]
    assert describe_decision(game) == (
        "Carpenter's workshop: take a building from the depots into your storage, or none")
    assert _told(game, Choose((1, 0)))[0] == "  Seat 0 takes the Bank from depot 1"


def test_monastery_28s_action_in_words() -> None:
    game = position("monastery_28", dice=(1, 4)).estate(SEAT, {12: "knowledge:28"}) \
        .resources(SEAT, silverlings=2).build()
    use = find(game, UseAction, source="knowledge:28")
    monastery = "Knowledge 28: Monastery: 2 workers for 1 silverling"
    assert describe_action(game, use) == f"Buy 2 workers for 1 silverling ({monastery})"
    assert explain(game, use) == (
        f'"Buy 2 workers for 1 silverling", an action of {monastery}\n'
        "While it is in your estate, on your own turn, before, between or after your die "
        "actions: pay 1 silverling for 2 workers, as often as you like.")
    assert _told(game, use) == [
        f"  Seat 0: Buy 2 workers for 1 silverling ({monastery})",
        f"  Seat 0 pays 1 silverling ({monastery})",
        f"  Seat 0 gains 2 workers ({monastery})",
    ]


# --- explain: what an action concerns ----------------------------------------------------


def test_explain_tells_a_standard_tile_from_the_comment_above_it() -> None:
    game = (clear_depots(Scenario(players=2, seed=0)).turn(FIRST, dice=(3, 4))
            .depot(4, ["building:bank", "knowledge:7", "castle", None]).build())
    bank, k7, castle = (find(game, TakeTile, die=4, slot=slot) for slot in range(3))
    assert explain(game, bank) == "Bank\nTake 2 silverlings."
    assert explain(game, k7) == (
        "Knowledge 7: Animals score one more\n"
        "Every own animal tile that scores in a placement gives 1 more point.")
    assert explain(game, castle).startswith("Castle\nPlaced: one extra action at once")
    assert explain(game, find(game, TakeWorkers, die=3)).startswith("Take workers: 2 workers.")


def test_explain_prefers_a_description_to_the_comment() -> None:
    commented = '# Pays well.\n# Three silverlings.\nbuilding bank "Bank" {\n' \
                '    on place { gain 3 silverlings }\n}\n'
    described = 'building bank "Bank" {\n    """Three silverlings,\n    at once."""\n' \
                "    on place { gain 3 silverlings }\n}\n"
    for text, said in ((commented, "Pays well. Three silverlings."),
                       (described, "Three silverlings, at once.")):
        tiles = burgundy.load_tiles(burgundy.STANDARD_TILES, text)
        game = (clear_depots(Scenario(players=2, seed=0, tiles=tiles)).turn(FIRST, dice=(3, 4))
                .depot(4, ["building:bank", None, None, None]).build())
        assert explain(game, find(game, TakeTile, die=4)) == f"Bank\n{said}"


def test_explain_tells_an_option_by_its_label_its_comment_and_its_definition() -> None:
    game = _at_upkeep("shield:7")
    lines = explain(game, game.legal_actions()[1]).split("\n")
    assert lines[0] == '"Discard a shield", an option of Shields'
    assert lines[1].startswith("At the end of each phase, before the mines pay, each player")
    assert lines[2].startswith("Eighteen shields lie on the numbered depots.")


def test_the_shipped_expansions_describe_every_definition() -> None:
    for name in burgundy.EXPANSIONS:
        tiles = burgundy.load_tiles(burgundy.STANDARD_TILES, burgundy.EXPANSIONS[name])
        standard = {d.id for d in burgundy.STANDARD_TILES.defs}
        for definition in tiles.defs:
            if definition.id not in standard:
                assert definition.description, definition.id
