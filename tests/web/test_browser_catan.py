"""Catan's page in a real headless Chromium: a person plays against three greedy bots to the
score sheet, placing settlements and roads and moving the robber by clicking the island and
by Enter on a place reached with the keyboard, rolling and ending turns by an action's key;
the seat sees its own hand and the others' card counts; undo by key; the replay of the
finished game; the island on a phone's width. The screenshots of the island are kept under
pytest's tmp_path."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from tests.web import test_browser
from tests.web.test_browser import Server, Tab, sync_api

browser = test_browser.browser
server = test_browser.server

#: The person's plan where the island has no place for the decision: what it presses.
PLAN = ("roll the dice", "end the turn")


def start_catan(tab: Tab, url: str, seats: dict[int, str], seed: int = 3) -> None:
    page = tab.page
    page.goto(url)
    page.select_option("#game", "catan")
    page.select_option("#players", str(len(seats)))
    for seat, player in seats.items():
        page.select_option(f"#seat-{seat}", player)
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
