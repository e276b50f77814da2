"""The score sheet puts every point under the source that caused it, found from the event:
shields' final points under shields, trade routes' reward points under routes, a knowledge
tile's line under the knowledge tiles; a program's payment of points counts against its
source; and the sources add up to the score. The terminal's score sheet shows them."""

from __future__ import annotations

import io
from types import SimpleNamespace

import pytest

import burgundy
from burgundy.actions import Action, Choose, SellGoods, TakeWorkers
from burgundy.events import Event, FinalScore
from burgundy.model.state import OptionChoice
from burgundy.scoresheet import SOURCES, ScoreSheet, sources
from tests.expansions.helpers import expansion, position
from tests.tiles.helpers import SEAT, find, of, place, play, scenario


def _sheet(game: burgundy.Game, events: list[Event]) -> ScoreSheet:
    sheet = ScoreSheet(len(game.state.players), game.tiles)
    sheet.record(events)
    return sheet


def _shields_at_the_end() -> burgundy.Game:
    """Seat 0's last turn of the game, holding shields 4 (12 points) and 17 (4 points) on
    two castles, a bank for knowledge tile 22 (4 points per bank), and the silverlings for
    the upkeep."""
    return (
        position("shields").phase("E", round=5).turn(SEAT, dice=(1, 1))
        .estate(SEAT, {6: "castle", 12: "knowledge:22", 11: "building:bank"})
        .row(SEAT, "shield", ["shield:4", "shield:17"])
        .resources(SEAT, silverlings=2)
        .build()
    )


def _end(game: burgundy.Game) -> Action:
    """Take workers with each die, then pay each shield's upkeep with a silverling."""
    if game.state.pending:
        assert isinstance(game.state.pending[-1], OptionChoice)
        return Choose(0)
    return next(a for a in game.legal_actions() if isinstance(a, TakeWorkers))


def _last_turn_with_shields() -> tuple[burgundy.Game, list[Event]]:
    game = _shields_at_the_end()
    events: list[Event] = []
    while not game.is_over:
        events += play(game, _end(game))
    return game, events


def test_shield_points_at_the_end_go_under_shields() -> None:
    game, events = _last_turn_with_shields()
    sheet = _sheet(game, events)
    assert sheet.points[SEAT]["shield"] == 16
    assert sheet.points[SEAT]["knowledge_scoring"] == 4
    assert sheet.final_lines[SEAT] == {"Banks": 4}
    assert sheet.total(SEAT) == game.scores()[SEAT]
    assert [e.label for e in of(events, FinalScore) if e.seat == SEAT].count("Shields") == 2


def test_a_tile_sets_sources_come_before_what_is_left_at_the_end() -> None:
    assert sources(burgundy.STANDARD_TILES) == SOURCES
    # In the order the files define them.
    headings = list(sources(expansion("monastery_28", "inns", "trade_routes", "shields")).values())
    assert headings[-5:] == ["Routes", "Shields", "Goods left in the warehouse",
                             "Silverlings left", "Workers left"]
    # Inns and cloisters score no points of their own: they make regions score larger.
    assert sources(expansion("cloisters")) == sources(expansion("inns")) == SOURCES


def test_a_routes_reward_points_go_under_routes() -> None:
    # route:10 is 6:points, 3:silver, 4:sell: a sale of goods 6 gives its 4 points.
    game = position("trade_routes", dice=(6, 6)).row(SEAT, "route", ["route:10"]) \
        .goods(SEAT, {6: 1}).build()
    events = list(play(game, find(game, SellGoods, die=6)))
    sheet = _sheet(game, events)
    assert sheet.points[SEAT]["route"] == 4
    assert sheet.points[SEAT]["sales"] == 2  # one tile sold, two players
    assert sheet.points[SEAT]["tile_effects"] == 0
    assert sheet.total(SEAT) == game.scores()[SEAT] == 6


def test_a_programs_payment_of_points_counts_against_its_source() -> None:
    tiles = burgundy.load_tiles(burgundy.STANDARD_TILES, """
        building watchtower "Watchtower" { on place { gain 5 points  pay 2 points } }
    """)
    game = scenario(tiles=tiles, dice=(3, 3)).storage(SEAT, ["building:watchtower"]).build()
    events = list(place(game, "building:watchtower", 11, die=3))
    sheet = _sheet(game, events)
    assert sheet.points[SEAT]["tile_effects"] == 3
    assert sheet.total(SEAT) == game.scores()[SEAT]


def test_the_terminals_score_sheet_shows_the_shields() -> None:
    pytest.importorskip("rich")
    from rich.console import Console

    from burgundy.games.castles.terminal import Session

    game = _shields_at_the_end()
    bot = SimpleNamespace(act=_end)
    screen = Console(file=io.StringIO(), width=120)
    Session(game, frozenset(), {0: bot, 1: bot}, screen, input).run()
    lines = screen.file.getvalue().splitlines()  # type: ignore[attr-defined]
    rows = [[cell.strip() for cell in line.split("│")[1:-1]] for line in lines]
    assert ["Shields", "16", "0"] in rows
    assert ["Knowledge tiles at the end", "4", "0"] in rows
    assert ["Banks", "4", "0"] in rows  # the knowledge tiles' line, indented
    assert ["Total", "22", "0"] in rows  # and 2 workers left
