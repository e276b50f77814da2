"""House rules in Catan's tile language (``language catan 1``): rule numbers are query
points a ``rules`` block changes, folded into the game's figures and offer limit at
set-up, and a ruling that depends on the moment (whether the robber steals) is asked
during play; a ``card`` definition rewrites what a development card does when played; the
examples under ``tiles/catan/examples`` played."""

from __future__ import annotations

import io
import random
from pathlib import Path
from types import MappingProxyType

import pytest
from rich.console import Console

import burgundy
from burgundy.bots import for_seat
from burgundy.errors import TileError
from burgundy.games import catan
from burgundy.games.catan import (
    BuyCard,
    Choose,
    MaritimeTrade,
    MoveRobber,
    PlayCard,
    Roll,
    State,
    Steal,
    bots,
    screen,
)
from burgundy.games.catan.events import (
    Event,
    GameEnded,
    MaritimeTraded,
    Monopolized,
    Received,
    Stolen,
)
from burgundy.games.catan.rules import flow
from burgundy.games.catan.rules.scoring import points
from tests.catan.helpers import BLUE, ORANGE, RED, hand, play, scenario

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "tiles" / "catan" / "examples"
SHORT_GAME = EXAMPLES / "short_game.tiles"
GENEROUS_BANK = EXAMPLES / "generous_bank.tiles"
FRIENDLY_ROBBER = EXAMPLES / "friendly_robber.tiles"
SMALL_MONOPOLY = EXAMPLES / "small_monopoly.tiles"


def greedy_game(seed: int, tiles: Path) -> catan.CatanGame:
    game = catan.new_game(players=3, seed=seed, tiles=tiles)
    bots = [for_seat("greedy", seed, seat, "catan") for seat in range(3)]
    while (seat := game.current_player) is not None:
        game.apply(bots[seat].act(game))
    return game


@pytest.mark.rule("C-END-2")
def test_a_short_game_is_won_with_five_points() -> None:
    for seed in range(3):
        game = greedy_game(seed, SHORT_GAME)
        (winner,) = game.winners()
        assert 5 <= points(game.state, winner) < 10
        assert all(points(game.state, s) < 5 for s in range(3) if s != winner)


def test_the_short_game_changes_only_the_numbers_it_names() -> None:
    figures = catan.new_game(players=4, seed=0, tiles=SHORT_GAME).state.figures
    default = catan.new_game(players=4, seed=0).state.figures
    assert figures.win == 5 and figures.minimums == {"longest_road": 4, "largest_army": 2}
    assert (figures.hand_limit, figures.costs, figures.points, figures.rates, figures.stock) \
        == (default.hand_limit, default.costs, default.points, default.rates, default.stock)


def test_rule_tables_given_as_any_mapping_are_played_as_dicts_of_their_own() -> None:
    """The compiled rules read the tables as dicts: a read-only mapping given for one (or
    for a cost in one) is copied, and the game plays in both builds alike."""
    default = catan.Figures.load()
    road = MappingProxyType({"lumber": 1})
    figures = catan.Figures.load(rates=MappingProxyType({"bank": 3, "generic": 3, "special": 2}),
                                 costs=MappingProxyType({**default.costs, "road": road}))
    assert type(figures.rates) is dict and type(figures.costs["road"]) is dict
    assert figures.costs == {**default.costs, "road": {"lumber": 1}}
    game = catan.new_game(players=3, seed=4, max_offers_per_turn=0, figures=figures)
    choose = random.Random(4).choice
    while not game.is_over:
        game.apply(choose(game.legal_actions()))
    assert game.winner() is not None


@pytest.mark.rule("C-TRADE-6", "C-TRADE-7", "C-DEV-1")
def test_a_generous_bank_trades_three_for_one_and_sells_cards_without_wool() -> None:
    plain = (scenario(tiles=GENEROUS_BANK).settlement(RED, 27).hand(RED, {"lumber": 3})
             .turn(RED, rolled=True))
    state, events = play(plain.state(), [MaritimeTrade("lumber", "ore")])
    assert events == [MaritimeTraded(RED, "lumber", 3, "ore")]
    assert state.players[RED].hand == hand(ore=1)
    harbour = (scenario(tiles=GENEROUS_BANK).settlement(RED, 3).hand(RED, {"wool": 2})
               .turn(RED, rolled=True))
    state, events = play(harbour.state(), [MaritimeTrade("wool", "brick")])
    assert events == [MaritimeTraded(RED, "wool", 2, "brick")]
    buyer = (scenario(tiles=GENEROUS_BANK).settlement(RED, 27).hand(RED, {"grain": 1, "ore": 1})
             .turn(RED, rolled=True))
    state, _ = play(buyer.state(), [BuyCard()])
    assert state.players[RED].hand == hand() and len(state.players[RED].cards) == 1


def robbed(round_: int, first: list[object]) -> tuple[State, list[Event]]:
    """Red, in round ``round_`` under the friendly robber, plays ``first`` (the roll of a 7
    or a knight) and moves the robber to (2, 0), beside Blue's settlement and two ore."""
    position = (scenario(tiles=FRIENDLY_ROBBER).settlement(RED, 27).settlement(BLUE, 35)
                .hand(BLUE, {"ore": 2}).cards(RED, ["knight"]).turn(RED, round=round_)
                .dice(3, 4))
    return play(position.state(), [*first, MoveRobber((2, 0))])  # type: ignore[list-item]


@pytest.mark.rule("C-ROBBER-5", "C-DEV-3")
def test_a_friendly_robber_steals_nothing_on_a_seven_in_the_first_two_rounds() -> None:
    state, events = robbed(2, [Roll()])
    assert state.robber == (2, 0) and not state.pending and state.rolled
    assert state.players[BLUE].hand == hand(ore=2)
    assert not any(isinstance(e, Stolen) for e in events)
    state, _ = robbed(3, [Roll()])
    assert flow.legal(state) == (Steal(BLUE),)
    state, events = play(state, [Steal(BLUE)])
    assert Stolen(RED, BLUE, "ore") in events and state.players[BLUE].hand == hand(ore=1)
    # The house rule spares the 7's victims only: a knight in round 1 steals.
    state, _ = robbed(1, [PlayCard("knight")])
    assert flow.legal(state) == (Steal(BLUE),)
    # Saves and replays keep the rule.
    game = catan.new_game(players=3, seed=2, tiles=FRIENDLY_ROBBER)
    assert game.state.figures.asked and not catan.new_game(players=3, seed=2).state.figures.asked
    loaded = burgundy.Game.from_json(game.to_json())
    assert loaded.state == game.state
    assert '"asked":["modify robber.steals: set false if by == seven and round <= 2"]' \
        in game.to_json()


def test_an_offer_limit_and_a_hand_limit_by_the_number_of_players() -> None:
    text = ('language catan 1\nrules r "R" {\n    modify offers.per_turn: set 0\n'
            '    modify hand.limit: add 2 if game.players == 4\n}\n')
    four = catan.new_game(players=4, seed=1, tiles=text)
    three = catan.new_game(players=3, seed=1, tiles=text)
    assert (four.state.figures.hand_limit, three.state.figures.hand_limit) == (9, 7)
    assert four.state.max_offers_per_turn == 0


def test_saves_and_replays_keep_the_house_rules() -> None:
    game = catan.new_game(players=3, seed=4, tiles=SHORT_GAME)
    for _ in range(30):
        game.apply(game.legal_actions()[0])
    assert burgundy.Game.from_json(game.to_json()).state == game.state
    assert burgundy.replay(game.replay().to_json()).state == game.state
    assert '"tiles":"language catan 1' in game.replay().to_json()
    assert '"tiles":null' not in catan.new_game(players=3, seed=4).replay().to_json()


def test_a_house_rule_file_layered_over_the_standard_cards_by_load_tiles() -> None:
    """API.md's way: ``burgundy.load_tiles(catan.STANDARD_TILES, "house.tiles")``."""
    tiles = burgundy.load_tiles(catan.STANDARD_TILES, SHORT_GAME)
    game = catan.new_game(players=3, seed=4, tiles=tiles)
    assert game.state.figures.win == 5
    assert game.state == catan.new_game(players=3, seed=4, tiles=SHORT_GAME).state
    assert burgundy.replay(game.replay().to_json()).state.figures.win == 5
    standard = catan.new_game(players=3, seed=4, tiles=burgundy.load_tiles(catan.STANDARD_TILES))
    assert standard.state == catan.new_game(players=3, seed=4).state
    with pytest.raises(ValueError, match="tiles: one house-rule file layered over"):
        catan.new_game(tiles=burgundy.load_tiles(catan.STANDARD_TILES, SHORT_GAME, GENEROUS_BANK))


@pytest.mark.parametrize(
    ("text", "line", "message"),
    [
        ('language catan 1\nrules r "R" {\n    modify win.pts: set 5\n}\n', 3,
         "unknown query point `win.pts`; did you mean `win.points`?"),
        ('language catan 1\nbuilding bank "Bank" { }\n', 2,
         "unknown keyword `building` at the top of the file: a definition starts with `card` "
         "or `rules`"),
        ('language catan 1\nrules r "R" {\n    modify trade.rate: set 3 if rate == harbor\n}\n',
         3, "harbor"),
        ('rules r "R" {\n    modify win.points: set 5\n}\n', 1,
         "Catan's house rules start with `language catan 1`; this file has no `language` line, "
         "so it reads as The Castles of Burgundy's"),
        ('language castles 1\nrules r "R" { }\n', 1,
         "Catan's house rules start with `language catan 1`; this file is written for "
         "The Castles of Burgundy"),
    ],
)
def test_errors_name_the_file_the_line_and_what_is_allowed(
    text: str, line: int, message: str
) -> None:
    with pytest.raises(TileError) as caught:
        catan.new_game(players=3, tiles=text)
    assert (caught.value.path, caught.value.line) == ("<tiles text>", line)
    assert message in caught.value.message


def test_house_rules_the_rules_cannot_play_are_refused() -> None:
    with pytest.raises(ValueError, match="tiles: the house rules make rule numbers win"):
        catan.new_game(players=3, tiles='language catan 1\nrules r "R" {\n'
                                         '    modify win.points: set 0\n}\n')


def test_burgundy_check_game_catan_checks_a_house_rule_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from burgundy.cli import main

    assert main(["check", "--game", "catan", str(GENEROUS_BANK)]) == 0
    assert main(["check", "--game", "catan", str(SHORT_GAME), "--play", "1"]) == 0
    assert "mean winning score 5" in capsys.readouterr().out
    bad = tmp_path / "bad.tiles"
    bad.write_text('language catan 1\nrules r "R" {\n    modify win.pts: set 5\n}\n',
                   encoding="utf-8")
    assert main(["check", "--game", "catan", str(bad)]) == 1
    assert f"{bad}:3:12: unknown query point `win.pts`" in capsys.readouterr().err


# --- cards ---------------------------------------------------------------------------------

RICH_VP = 'language catan 1\ncard victory_point "VP" {\n    modify victory_points: add 2\n}\n'


def buying_a_victory_point(tiles: str | None) -> tuple[catan.CatanGame, tuple[object, ...]]:
    """Red at 8 points (four cities) buys the deck's top card, a victory point card."""
    game = (scenario(tiles=tiles).city(RED, 20).city(RED, 32).city(RED, 44).city(RED, 52)
            .hand(RED, {"wool": 1, "grain": 1, "ore": 1}).deck(["victory_point", "knight"])
            .turn(RED, rolled=True).build())
    return game, game.apply(BuyCard())


@pytest.mark.rule("C-DEV-8", "C-END-2")
def test_a_house_rule_victory_point_card_counts_its_worth_and_wins() -> None:
    game, events = buying_a_victory_point(RICH_VP)
    assert game.winners() == (RED,) and events[-1] == GameEnded(RED, 10)
    assert game.scores()[RED] == 10
    # The final score sheet counts the card's points, as the total does.
    console = Console(file=io.StringIO(), width=100)
    console.print(screen.score_sheet(game.state))
    sheet = console.file.getvalue()  # type: ignore[attr-defined]
    assert "│ Victory point cards │      2 │      0 │      0 │      0 │" in sheet
    game, events = buying_a_victory_point(None)
    assert not game.winners() and game.current_player == RED and game.scores()[RED] == 9
    # The bots' evaluation reads the same points.
    rich, plain = (scenario(tiles=tiles).cards(RED, ["victory_point"]).state()
                   for tiles in (RICH_VP, None))
    assert bots.board_worth(rich, RED) - bots.board_worth(plain, RED) == bots.VP


@pytest.mark.rule("C-DEV-8")
def test_a_card_worth_by_the_number_of_players_and_its_saves() -> None:
    text = ('language catan 1\ncard victory_point "VP" {\n    modify victory_points: add 1\n'
            '    modify victory_points: add 1 if game.players == 3\n}\n')

    def worth(players: int) -> int:
        state = scenario(players, tiles=text).cards(RED, ["victory_point"]).state()
        return points(state, RED)
    assert (worth(3), worth(4)) == (2, 1)
    game = greedy_game(3, text)
    assert game.winners() and game.state.card_points == {"victory_point": 2}
    assert '"card_points":{"victory_point":2}' in game.to_json()
    assert burgundy.Game.from_json(game.to_json()).state == game.state
    assert burgundy.replay(game.replay().to_json()).state == game.state
    assert "card_points" not in catan.new_game(players=3, seed=3).to_json()


def test_what_burgundy_check_passes_of_a_card_the_game_plays(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from burgundy.cli import main

    house = tmp_path / "rich.tiles"
    house.write_text(RICH_VP, encoding="utf-8")
    assert main(["check", "--game", "catan", str(house)]) == 0
    assert catan.new_game(players=3, tiles=house).state.card_points == {"victory_point": 2}


#: Cards a house rule cannot write (C-DEV): each with the line its problem is on and what
#: both the checker and the game say of it.
REFUSED_CARDS = [
    ('card jester "Jester" supply 2 in deck {\n    on play { rob }\n}\n',
     "`card jester` is not a card of the deck"),
    ('card knight "Knight" supply 20 in deck {\n    on play { move robber rob }\n}\n',
     "the deck holds 14 knight cards"),
    ('card victory_point "Point" {\n    on play { rob }\n}\n',
     "victory_point cards are never played (C-DEV-8)"),
    ('card knight "Knight" {\n    modify victory_points: add 1\n}\n',
     "`card knight` rewrites what a card does when played: it needs `on play { … }`"),
]


@pytest.mark.rule("C-DEV-1")
@pytest.mark.parametrize(("card", "message"), REFUSED_CARDS)
def test_burgundy_check_refuses_the_cards_the_game_refuses(
    card: str, message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from burgundy.cli import main

    house = tmp_path / "cards.tiles"
    house.write_text(f"language catan 1\n{card}", encoding="utf-8")
    with pytest.raises(TileError, match=message.replace("(", r"\(").replace(")", r"\)")) as refused:
        catan.new_game(players=3, tiles=house)
    assert refused.value.line == 2
    assert main(["check", "--game", "catan", str(house)]) == 1
    told = capsys.readouterr().err
    assert f"{house}:2:" in told and message in told


@pytest.mark.rule("C-DEV-7")
def test_a_house_rule_rewrites_the_monopoly_to_take_two_of_each() -> None:
    def monopoly(**options: object) -> list[object]:
        state = (scenario(**options).cards(RED, ["monopoly"]).hand(BLUE, {"ore": 3, "wool": 1})
                 .hand(ORANGE, {"ore": 1}).turn(RED, rolled=True).state())
        _, events = play(state, [PlayCard("monopoly"), Choose("ore")])
        return events

    assert Monopolized(RED, "ore", {BLUE: 2, ORANGE: 1}) in monopoly(tiles=SMALL_MONOPOLY)
    assert Monopolized(RED, "ore", {BLUE: 3, ORANGE: 1}) in monopoly()


def test_a_rewritten_card_plays_through_new_game_and_its_saves_and_replays() -> None:
    game = greedy_game(5, SMALL_MONOPOLY)
    assert game.winners() and set(game.state.programs) == {"monopoly"}
    assert burgundy.Game.from_json(game.to_json()).state == game.state
    assert burgundy.replay(game.replay().to_json()).state == game.state
    assert "programs" not in catan.new_game(players=3, seed=5).to_json()


@pytest.mark.rule("C-DEV-6")
def test_a_discovery_of_three_cards_has_action_ids_for_its_choices() -> None:
    text = ('language catan 1\ncard discovery "Discovery" {\n'
            '    on play { take 3 resources from bank }\n}\n')
    game = scenario(tiles=text).cards(RED, ["discovery"]).turn(RED, rolled=True).build()
    assert game.action_space_size > catan.new_game(players=4).action_space_size
    game.apply(PlayCard("discovery"))
    pick = Choose(("brick", "ore", "ore"))
    assert game.action_from_id(game.action_id(pick)) == pick
    assert game.apply(pick) == (Received(RED, {"brick": 1, "ore": 2}, "discovery"),)


@pytest.mark.parametrize(
    ("card", "message"),
    [
        ('card spy "Spy" {\n    on play { rob }\n}\n',
         "`card spy` is not a card of the deck: house rules rewrite `knight`, "),
        ('card knight "Knight" supply 20 in deck {\n    on play { rob }\n}\n',
         "the deck holds 14 knight cards: house rules change what a card does, not how many"),
        ('card victory_point "VP" {\n    on play { rob }\n    modify victory_points: add 1\n}\n',
         "victory_point cards are never played (C-DEV-8)"),
        ('card knight "Knight" {\n}\n', "it needs `on play { … }`"),
    ],
    ids=["a card of no deck", "a deck of more", "a played VP card", "a card without a program"],
)
def test_a_house_rule_card_the_deck_has_not_is_refused(card: str, message: str) -> None:
    with pytest.raises(TileError) as caught:
        catan.new_game(players=3, tiles="language catan 1\n" + card)
    assert (caught.value.path, caught.value.line) == ("<tiles text>", 2)
    assert message in caught.value.message


def test_modifiers_apply_in_file_order_every_set_before_every_add() -> None:
    # The fold every game shares (burgundy.lang.runtime.fold, as Castles' R-MOD-5): the
    # `add` written first applies after the `set`, which reads the value so far.
    text = ('language catan 1\nrules a "A" {\n    modify win.points: add 2\n}\n'
            'rules b "B" {\n    modify win.points: set value * 2 if game.players == 3\n'
            '    modify win.points: add value\n}\n')
    three = catan.new_game(players=3, seed=1, tiles=text).state.figures.win
    four = catan.new_game(players=4, seed=1, tiles=text).state.figures.win
    assert (three, four) == (20 + 2 + 22, 10 + 2 + 12)
