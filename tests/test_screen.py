"""What ``burgundy play`` draws (``burgundy.games.castles.screen``): a decision with many
options on a 100x40 terminal, options by kind in pages, whole tile names, and every
expansion's parts on the table."""

from __future__ import annotations

import io
import re

import pytest
from rich.console import Console

import burgundy
from burgundy.actions import SellGoods
from burgundy.bots import RandomBot
from burgundy.games.castles.screen import (
    HELP_LINE,
    code,
    estate,
    full_name,
    legend,
    listed,
    pages,
    table,
)
from burgundy.games.castles.terminal import PROMPT, Session
from burgundy.testing import Scenario
from tests.rules.helpers import turn_order

FIRST = turn_order(2, 0)[0]
COMPATIBLE = ("monastery_28", "inns", "trade_routes", "shields")
NAMES = {seat: f"Seat {seat}" for seat in range(4)}


def tiles(*expansions: str) -> burgundy.TileSet:
    return burgundy.load_tiles(burgundy.STANDARD_TILES,
                               *(burgundy.EXPANSIONS[n] for n in expansions))


def crowded(players: int, seed: int, *expansions: str) -> burgundy.Game:
    """A game played by random bots up to a decision of 52 options or more."""
    game = burgundy.new_game(players, seed, tiles=tiles(*expansions))
    bots = [RandomBot(seat) for seat in range(players)]
    while len(game.legal_actions()) < 52:
        seat = game.current_player
        assert seat is not None, "the game ended before a decision of 52 options"
        game.apply(bots[seat].act(game))
    return game


def terminal() -> Console:
    return Console(width=100, height=40, record=True, file=io.StringIO(), color_system=None)


def person(game: burgundy.Game, answers: list[str]) -> tuple[Session, Console]:
    """A session with a person at the seat to act, typing ``answers`` on a 100x40 screen."""
    console = terminal()
    typed = iter(answers)

    def ask(prompt: str) -> str:
        answer = next(typed)
        console.print(prompt + answer, highlight=False)  # as a terminal echoes it
        return answer

    seat = game.current_player
    assert seat is not None
    bots = {s: RandomBot(s) for s in range(len(game.state.players)) if s != seat}
    return Session(game, frozenset({seat}), bots, console, ask), console


def screens(console: Console) -> list[list[str]]:
    """What was drawn for each prompt: the lines from the table's first up to the prompt."""
    lines = console.export_text().splitlines()
    starts = [i for i, line in enumerate(lines) if line.startswith("Phase ")]
    return [lines[max(s for s in starts if s < i): i + 1] for i, line in enumerate(lines)
            if line.startswith(PROMPT)]


def numbers(screen: list[str]) -> list[int]:
    """The numbers of the options on a screen (``  7  take …``; a depot's row is wider)."""
    found = (re.match(r"^(?=[ \d]{2}\d  \S) *(\d+)", line) for line in screen)
    return [int(m.group(1)) for m in found if m]


@pytest.mark.parametrize(
    ("players", "seed", "expansions", "whole_table"),
    [(4, 0, (), True), (2, 7, COMPATIBLE, True),
     (3, 0, ("monastery_28", "cloisters", "trade_routes", "shields"), False)],
)
def test_a_decision_of_many_options_fits_a_100_by_40_terminal(
    players: int, seed: int, expansions: tuple[str, ...], whole_table: bool
) -> None:
    game = crowded(players, seed, *expansions)
    play, console = person(game, ["q"])
    play.run()
    (drawn,) = screens(console)
    assert len(drawn) <= 40 or not whole_table
    screen = drawn[-40:]  # what a 40-line terminal shows
    seat = game.current_player
    assert any(line.startswith(f"Seat {seat} (you): your turn: dice") for line in screen)
    shown = numbers(screen)
    assert shown == list(range(1, len(shown) + 1)) and len(shown) >= 6  # the first page
    assert len(shown) < len(game.legal_actions())  # paged
    assert any(HELP_LINE in line and "page 1 of " in line for line in screen)
    assert screen[-1].startswith(PROMPT)
    if whole_table:  # the board, the other seats and this seat's estate too
        assert screen[0].startswith("Phase "), screen[0]
        assert any(line.startswith("black depot:") for line in screen)
        assert any(f"Seat {seat} (you) · estate map" in line for line in screen)


def test_options_are_grouped_by_kind_and_numbered_once_across_the_pages() -> None:
    game = crowded(4, 0)
    play, console = person(game, ["n"] * 12 + ["p", "q"])  # past the last page: stays there
    play.run()
    shown = screens(console)
    assert numbers(shown[1])[0] == numbers(shown[0])[-1] + 1
    seen = [numbers(screen) for screen in shown[:-1]]
    assert seen[-1] == seen[-2] and seen[-1][-1] == len(game.legal_actions())  # at the end
    assert numbers(shown[-1]) == seen[seen.index(seen[-1]) - 1]  # p: the page before
    heading, kinds, options = "", [], {}
    for screen in shown:
        for line in screen[screen.index(next(x for x in screen if "your turn" in x)):]:
            if line.startswith("     ") and line.endswith(":"):
                heading = line.strip().removesuffix(":").removesuffix(" (continued)")
                kinds += [heading] if heading not in kinds else []
            elif number := numbers([line]):
                options[number[0]] = (heading, line.split(maxsplit=1)[1])
    assert sorted(options) == list(range(1, len(game.legal_actions()) + 1))
    verbs = {"Take a tile": "take the ", "Place a tile from storage": "place the ",
             "Sell goods": "sell ", "Take workers": "take workers",
             "Buy a tile (the turn's one purchase)": "buy the "}
    assert kinds == [kind for kind in verbs if kind in kinds]
    assert all(words.startswith(verbs[kind]) for kind, words in options.values())


def test_a_page_holds_at_most_its_room_and_a_kind_it_continues_says_so() -> None:
    game = crowded(4, 0)
    found = pages(game, 10, lambda text: 1)
    assert all(len(page) <= 10 for page in found)
    lines = [line.plain for page in found for line in page]
    numbered = [int(line.split()[0]) for line in lines if line.strip()[0].isdigit()]
    assert numbered == list(range(1, len(listed(game)) + 1))
    assert any(line.endswith("(continued):") for line in lines)
    assert all(page[0].plain.endswith(":") for page in found)  # a heading atop each page


def test_the_estate_spells_out_every_name_it_shortens() -> None:
    placed = {8: "building:warehouse", 13: "building:watchtower", 14: "building:city_hall",
              22: "building:carpenters_workshop", 23: "building:boarding_house",
              25: "building:bank", 12: "knowledge:11", 27: "animal:chicken:3"}
    game = Scenario(players=2, seed=0).estate(FIRST, placed).build()
    codes = legend(game, game.state.players[FIRST])
    console = terminal()
    console.print(estate(game, FIRST))
    hexes = console.export_text()
    for tile_id in placed.values():
        tile = burgundy.tile(tile_id)
        shown, name = code(game, tile), full_name(game, tile)
        assert shown in hexes and len(shown) <= 7
        assert shown == name.upper() or codes[shown] == name, (shown, name)
    assert codes["K11"] == "Knowledge 11: Mines, castles, knowledge: die +-1 for free"
    assert "BANK" in hexes and "BANK" not in codes


def drawn(game: burgundy.Game, seat: int, laid: dict[tuple[int, str], dict[int, int]] | None = None
          ) -> str:
    console = Console(width=100, height=40, record=True, file=io.StringIO())
    console.print(table(game, seat, NAMES, laid or {}))
    return console.export_text()


def test_shields_lie_on_the_depots_and_on_the_castles_of_the_seats_that_hold_them() -> None:
    game = (Scenario(players=2, seed=0, tiles=tiles("shields"))
            .estate(FIRST, {2: "castle"}).row(FIRST, "shield", ["shield:9", "shield:4"]).build())
    shown = drawn(game, FIRST)
    header = next(line for line in shown.splitlines() if line.startswith("depot"))
    assert header.split() == ["depot", "tiles", "goods", "shields"]
    for depot, lying in ((n, dict(game.state.zones).get(f"display shield {n}", ()))
                         for n in range(1, 7)):
        row = next(line for line in shown.splitlines() if line.split()[:1] == [str(depot)])
        for shield in lying:
            assert full_name(game, shield).split(":")[0] in row
    assert "CAS S9" in shown and "CAS S4" in shown  # on the castles of spaces 2 and 18
    assert "shields on castles: S9 at 2, S4 at 18" in shown
    codes = legend(game, game.state.players[FIRST])
    assert codes["S9"] == "Shield 9: A silverling per goods tile sold"
    assert codes["S4"] == "Shield 4: Storage without limit"
    other = drawn(game, 1 - FIRST)
    assert f"Seat {FIRST}: " in other and "2 shields" in other


def test_the_trade_route_shows_each_space_its_reward_and_the_goods_laid() -> None:
    game = (Scenario(players=2, seed=0, tiles=tiles("trade_routes"))
            .turn(FIRST, dice=(1, 1)).goods(FIRST, {1: 2}).build())
    route = dict(game.state.players[FIRST].rows)["route"]
    sell = next(i for i, a in enumerate(listed(game), 1) if isinstance(a, SellGoods))
    play, console = person(game, [str(sell), "q"])
    play.run()
    before, after = screens(console)
    assert "route track: 0 of 15 spaces marked" in "\n".join(before)
    assert "route track: 2 of 15 spaces marked" in "\n".join(after)
    header = next(i for i, line in enumerate(after) if line.startswith("Trade route"))
    assert re.split(r"\s{2,}", after[header].strip()) == [full_name(game, t) for t in route]
    first = [re.split(r"\s{2,}", line)[0] for line in after[header + 1: header + 4]]
    spaces = game.tiles.by_id[route[0].id].spaces
    assert [space.number for space in spaces] == [1, 6, 5]  # trade route 9, dealt first
    # Two goods of type 1 sold: the first space's number matches and gave its reward.
    assert first[0] == "1 2 silverlings [1 ✓]" and first[1] == "6 extra action [1]"
    assert first[2] == "5 Carpenter's workshop"


def test_the_inns_beside_the_black_depot_cloisters_and_monastery_28_in_it() -> None:
    inns = burgundy.new_game(2, 1, tiles=tiles("inns"))
    assert "inns beside it: Inn" in drawn(inns, 0)
    cloisters = burgundy.new_game(2, 1, tiles=tiles("cloisters"))
    black = next(line for line in drawn(cloisters, 0).splitlines()
                 if line.startswith("black depot:"))
    assert "Cloister" in black
    monastery = (Scenario(players=2, seed=0, tiles=tiles("monastery_28"))
                 .black_depot(["knowledge:28", "castle"]).build())
    assert ("black depot: Knowledge 28: Monastery: 2 workers for 1 silverling, Castle"
            in drawn(monastery, 0))
