"""Catan's page in a real headless Chromium: a person plays against three greedy bots to the
score sheet, placing settlements and roads and moving the robber by clicking the island and
by Enter on a place reached with the keyboard, rolling and ending turns by an action's key;
the seat sees its own hand and the others' card counts; undo by key; the replay of the
finished game; a person in seat 2 with rule options chosen on the form; the island on a
phone's width. Chosen positions drawn by the page's Catan module: whose turn the header
names, roads a finger can hit, the costs of house rules, each seat's colour. The
screenshots of the island are kept under pytest's tmp_path."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from burgundy.games import catan
from burgundy.games.catan.state import COLOURS
from burgundy.web.games.catan import GAME
from tests.web import test_browser
from tests.web.test_browser import Server, Tab, drawn, sync_api
from tests.web.test_catan import SHORT_GAME

browser = test_browser.browser
server = test_browser.server

#: The person's plan where the island has no place for the decision: what it presses.
PLAN = ("roll the dice", "end the turn")


def start_catan(tab: Tab, url: str, seats: dict[int, str], seed: int = 3,
                fields: dict[str, str] | None = None, checks: tuple[str, ...] = ()) -> None:
    """Set up a Catan game on the page: ``seats`` maps a seat to ``person`` or a bot's name;
    ``fields`` fills the options' fields (by id), ``checks`` ticks their boxes."""
    page = tab.page
    page.goto(url)
    page.select_option("#game", "catan")
    page.select_option("#players", str(len(seats)))
    for seat, player in seats.items():
        page.select_option(f"#seat-{seat}", player)
    for field, value in (fields or {}).items():
        page.fill(field, value)
    for box in checks:
        page.check(box)
    page.fill("#seed", str(seed))
    page.click("#start")
    page.wait_for_selector(".game[data-version]")


def decide(tab: Tab, how: str, rng: random.Random) -> str:
    """One decision: ``click`` or ``enter`` on a live place of the island if there is one,
    else the key of rolling or ending the turn, else of the first action (a discard, a
    theft, an answer to an offer)."""
    page = tab.page
    places = page.locator(".board-root [data-place].live")
    if places.count():
        place = places.nth(rng.randrange(places.count()))
        if how == "click":
            place.click()
        else:
            place.focus()
            page.keyboard.press("Enter")
        if page.locator(".filter button").count():
            page.keyboard.press("1")
        return how
    for words in PLAN:
        button = page.locator("button.action[data-key]", has_text=words)
        if button.count():
            page.keyboard.press(button.first.get_attribute("data-key") or "1")
            return "key"
    page.keyboard.press(page.locator("button.action[data-key]").first.get_attribute("data-key")
                        or "1")
    return "key"


def decide_in_turn(tab: Tab, decisions: int, rng: random.Random, made: dict[str, int]) -> None:
    """The next decision, by a click or by Enter in turn (``decisions`` made so far; ``made``
    counts how each was made), and the wait until the game has moved on."""
    version = tab.version()
    made[decide(tab, ("click", "enter")[decisions % 2], rng)] += 1
    tab.after(version)


def test_a_person_plays_catan_against_bots_to_the_score_sheet(
    browser: Any, server: Server, tmp_path: Path
) -> None:
    tab = Tab(browser)
    page = tab.page
    start_catan(tab, server.url, {0: "person", 1: "greedy", 2: "greedy", 3: "greedy"})
    island = page.locator(".board-root svg.catan")
    sync_api.expect(island.locator(".hex")).to_have_count(19)
    rng = random.Random(4)
    made = {"click": 0, "enter": 0, "key": 0}
    decisions = 0
    while tab.decision_or_end():
        if decisions == 0:  # the first settlement: a live intersection, named
            live = page.locator(".board-root [data-place].live").first
            assert (live.get_attribute("data-place") or "").startswith("node:")
            assert "Action: settlement on I" in (live.get_attribute("aria-label") or "")
        if decisions == 6:
            shot = tmp_path / "catan-board.png"
            page.locator(".board-root").screenshot(path=str(shot))
            print(f"\nCatan's island mid-game: {shot}")
        if decisions == 0:  # the first settlement, taken back by key, then placed again
            version = tab.version()
            pieces = island.locator(".piece.red").count()
            decide(tab, "click", rng)
            tab.after(version)
            sync_api.expect(page.locator("button.undo")).to_be_enabled()
            page.keyboard.press("Backspace")
            tab.after(version + 1)
            assert island.locator(".piece.red").count() == pieces and tab.decision_or_end()
        decide_in_turn(tab, decisions, rng, made)
        decisions += 1
        assert decisions < 600, "the game did not end"
    assert made["click"] >= 2 and made["enter"] >= 2 and made["key"] > 3, made
    # Four settlements and at least two roads of the person's set-up: in its colour.
    assert island.locator(".road.red").count() >= 2
    hand = page.locator(".hand")
    assert "Your hand" in hand.inner_text() and "Development cards" in hand.inner_text()
    seats = page.locator(".seats-table").inner_text()
    assert "Cards in hand" in seats and "Knights" in seats
    sheet = page.locator(".score-sheet")
    assert "Settlements" in sheet.inner_text() and "Victory point cards" in sheet.inner_text()
    assert page.locator(".status").inner_text().startswith("The game is over")
    shot = tmp_path / "catan-end.png"
    page.locator(".board-root").screenshot(path=str(shot))
    print(f"Catan's island at the end: {shot}")
    pieces_at_end = island.locator(".piece").count()

    page.click(".replay-link")
    where = page.locator(".replay-where")
    sync_api.expect(where).to_contain_text("Before the first step")
    page.keyboard.press("ArrowRight")
    sync_api.expect(where).to_contain_text("Step 1 of")
    sync_api.expect(page.locator(".replay svg.catan .piece")).to_have_count(1)
    page.keyboard.press("End")
    sync_api.expect(page.locator(".replay svg.catan .piece")).to_have_count(pieces_at_end)
    assert tab.errors == []
    tab.close()


def test_a_person_in_seat_2_plays_catan_by_the_rules_chosen_on_the_form(
    browser: Any, server: Server, tmp_path: Path
) -> None:
    """The bots before seat 2 play on the server while its page waits; the options set on
    the form (no domestic trade, C-TRADE-5; trade and build in any order, C-TURN-3; house
    rules of five points to win) are the game's: said on the page and played."""
    tab = Tab(browser)
    page = tab.page
    start_catan(tab, server.url, {0: "greedy", 1: "greedy", 2: "person", 3: "greedy"}, seed=5,
                fields={"#option-max_offers_per_turn": "0", "#option-tiles": SHORT_GAME},
                checks=("#option-combined_trade_build",))
    sync_api.expect(page.locator("#game-title")).to_contain_text("you play seat 2")
    rules = page.locator(".board-header .rules")
    sync_api.expect(rules).to_contain_text("5 points win")
    assert "no trade between players" in rules.inner_text()
    assert "trade and build in any order" in rules.inner_text()
    rng = random.Random(2)
    made = {"click": 0, "enter": 0, "key": 0}
    decisions = 0
    while tab.decision_or_end():
        if decisions == 0:  # seats 0 and 1 placed a settlement and a road each first
            whose = page.locator(".log-entries > li .who").all_inner_texts()
            assert [who.split(" (")[0] for who in whose] == ["Seat 0", "Seat 0", "Seat 1",
                                                             "Seat 1"]
            assert page.locator(".seats-table tr.to-act").inner_text().startswith("C")
        groups = page.locator(".actions h4").all_inner_texts()
        assert "Offer a trade" not in groups and "The offer" not in groups
        if decisions == 20:
            shot = tmp_path / "catan-seat-2.png"
            page.screenshot(path=str(shot), full_page=True)
            print(f"\nCatan from seat 2, mid-game: {shot}")
        decide_in_turn(tab, decisions, rng, made)
        decisions += 1
        assert decisions < 400, "the game did not end"
    assert made["click"] >= 2 and made["enter"] >= 2 and made["key"] > 3, made
    total = [int(points) for points in page.locator(".score-sheet tr.total td").all_inner_texts()]
    assert 5 <= max(total) < 10, total
    winner = total.index(max(total))  # C-END-2: only the seat whose turn it is can win
    said = "you win" if winner == 2 else f"Seat {winner} (greedy bot) wins"
    sync_api.expect(page.locator(".status")).to_have_text(
        f"The game is over: {said}. The score sheet is below.")
    shot = tmp_path / "catan-seat-2-end.png"
    page.screenshot(path=str(shot), full_page=True)
    print(f"Catan from seat 2 at the end: {shot}")
    assert tab.errors == []
    tab.close()


def test_catans_island_fits_a_phones_width(browser: Any, server: Server, tmp_path: Path) -> None:
    tab = Tab(browser, width=390, height=844)
    start_catan(tab, server.url, {0: "person", 1: "random", 2: "random"})
    assert tab.decision_or_end()
    assert tab.page.evaluate("document.documentElement.scrollWidth") <= 390
    island = tab.page.locator("svg.catan").bounding_box()
    assert island is not None and island["width"] <= 390
    shot = tmp_path / "catan-phone.png"
    tab.page.locator(".board-root").screenshot(path=str(shot))
    print(f"\nCatan's island on a phone: {shot}")
    assert tab.errors == []
    tab.close()


# --- chosen positions, drawn as the page draws them -------------------------------------------


def offered() -> catan.CatanGame:
    """Seat 1's turn, its offer of a wool for an ore waiting for seat 2's answer; a
    settlement of each seat (seat 3's a city)."""
    game = (catan.Scenario(players=4, seed=0)
            .settlement(0, 0).settlement(1, 20).settlement(2, 40).city(3, 53)
            .hand(1, {"wool": 1}).hand(2, {"ore": 1}).turn(1, rolled=True).build())
    game.apply(catan.ProposeTrade(give=("wool",), get=("ore",)))
    assert game.current_player == 2
    return game


def test_the_header_names_whose_turn_it_is_while_another_seat_answers(
    browser: Any, server: Server
) -> None:
    """C-TRADE-4: seat 2 answers seat 1's offer in seat 1's turn."""
    tab = Tab(browser)
    root = drawn(tab, server.url, GAME, offered(), 2)
    assert root.locator(".board-header strong").first.inner_text() == (
        "Turn 1: Seat 1 (greedy bot)'s turn.")
    assert "Seat 1 (greedy bot) offers wool for ore" in root.locator(".offer").inner_text()
    assert tab.errors == []
    tab.close()


def test_every_path_is_wide_enough_to_hit_on_a_phone(browser: Any, server: Server) -> None:
    tab = Tab(browser, width=390, height=844)
    root = drawn(tab, server.url, GAME, catan.new_game(3, 7), 0)
    sizes = root.locator("[data-place^='path:']").evaluate_all(
        "paths => paths.map((p) => { const box = p.getBoundingClientRect();"
        " return Math.min(box.width, box.height); })")
    assert len(sizes) == 72 and min(sizes) >= 8, sorted(sizes)[:5]
    assert tab.errors == []
    tab.close()


def test_the_costs_of_house_rules_and_the_hand_come_before_the_island_on_a_phone(
    browser: Any, server: Server
) -> None:
    """What the seat needs to decide (its hand, what things cost, the bank's rate as house
    rules make them) is on the first screen of a phone, above the island."""
    generous = Path(__file__).parents[2] / "tiles/catan/examples/generous_bank.tiles"
    game = catan.new_game(3, 7, tiles=generous.read_text("utf-8"))
    tab = Tab(browser, width=390, height=844)
    root = drawn(tab, server.url, GAME, game, 0)
    costs = root.locator(".costs").inner_text()
    assert "development card 1 grain + 1 ore ·" in costs and "the bank trades 3:1" in costs
    assert "road 1 brick + 1 lumber" in costs and "city 2 grain + 3 ore" in costs
    hand, island = (root.locator(s).bounding_box() for s in (".hand", "svg.catan"))
    assert hand is not None and island is not None and hand["y"] < island["y"]
    assert tab.errors == []
    tab.close()


def test_each_seat_has_the_engines_colour_and_a_chip_that_shows(
    browser: Any, server: Server
) -> None:
    """The seats' colours are the engine's (the terminal's words, C-SETUP-1); a white
    seat's chip shows on the white table; the points are within a phone's width."""
    assert GAME.table(catan.new_game(3, 7))["colours"] == list(COLOURS)
    tab = Tab(browser, width=390, height=844)
    root = drawn(tab, server.url, GAME, offered(), 2)
    for seat, intersection in ((0, 0), (1, 20), (2, 40), (3, 53)):
        piece = root.locator(f"[data-place='node:{intersection}'] .piece")
        assert COLOURS[seat] in (piece.get_attribute("class") or "").split()
    chip = root.locator(".seats-table .seat-chip").nth(COLOURS.index("white"))
    border, fill = chip.evaluate(
        "c => [getComputedStyle(c).borderTopColor, getComputedStyle(c).backgroundColor]")
    assert border != fill and chip.evaluate("c => getComputedStyle(c).borderTopStyle") == "solid"
    points = root.locator(".seats-table thead th").nth(1)
    box = points.bounding_box()
    assert points.inner_text() == "Points" and box is not None and box["x"] + box["width"] <= 390
    assert tab.errors == []
    tab.close()
