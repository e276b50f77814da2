"""Catan's page in a real headless Chromium: a person plays against three greedy bots to the
score sheet, placing settlements and roads and moving the robber by clicking the island and
by Enter on a place reached with the keyboard, rolling and ending turns by an action's key;
the seat sees its own hand and the others' card counts; undo by key; the replay of the
finished game; a person in seat 2 with rule options chosen on the form; the island on a
phone's width. The screenshots of the island are kept under pytest's tmp_path."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from tests.web import test_browser
from tests.web.test_browser import Server, Tab, sync_api
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
        version = tab.version()
        if decisions == 0:  # the first settlement, taken back by key, then placed again
            pieces = island.locator(".piece.red").count()
            decide(tab, "click", rng)
            tab.after(version)
            sync_api.expect(page.locator("button.undo")).to_be_enabled()
            page.keyboard.press("Backspace")
            tab.after(version + 1)
            assert island.locator(".piece.red").count() == pieces and tab.decision_or_end()
            version = tab.version()
        made[decide(tab, ("click", "enter")[decisions % 2], rng)] += 1
        decisions += 1
        assert decisions < 600, "the game did not end"
        tab.after(version)
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
        version = tab.version()
        made[decide(tab, ("click", "enter")[decisions % 2], rng)] += 1
        decisions += 1
        assert decisions < 400, "the game did not end"
        tab.after(version)
    assert made["click"] >= 2 and made["enter"] >= 2 and made["key"] > 3, made
    total = page.locator(".score-sheet tr.total td").all_inner_texts()
    assert 5 <= max(int(points) for points in total) < 10, total
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
