"""La Strada's page in a real headless Chromium: a person plays against two bots to the
score sheet, by clicking the board's fields, by Enter on a field reached with the keyboard
and by an action's key; a route pointed at shows its fields; undo by key; the replay of the
finished game; the page on a phone's width, the board on its first screen. The
screenshots of the board are kept under pytest's tmp_path."""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

from tests.web import test_browser
from tests.web.test_browser import Server, Tab, decide, sync_api

# Castles' browser tests' fixtures: a Chromium for the module, a server for each test.
browser = test_browser.browser
server = test_browser.server


def start_strada(tab: Tab, url: str, seats: dict[int, str]) -> None:
    """Set up a La Strada game of ``len(seats)`` players on the page, seed 3."""
    page = tab.page
    page.goto(url)
    page.select_option("#game", "lastrada")
    page.select_option("#players", str(len(seats)))
    bots = page.locator("#seat-1 option").all_inner_texts()
    assert bots == ["a person", "the random bot", "the greedy bot",
                    "the mcts bot (strong, slow)"]  # La Strada's own
    for seat, player in seats.items():
        page.select_option(f"#seat-{seat}", player)
    page.fill("#seed", "3")
    page.click("#start")
    page.wait_for_selector(".game[data-version]")


def road_tiles(tab: Tab) -> int:
    return tab.page.locator(".board-root svg.strada .road").count()


def check_a_route_shows_its_fields(tab: Tab) -> None:
    """Pointing at a route's action highlights its target and every field it crosses."""
    page = tab.page
    route = page.locator("button.action", has_text="route to").first
    route.hover()
    over = re.search(r"over (\d+) field", route.inner_text())
    assert over is not None
    fields = int(over.group(1))
    marked = page.locator(".board-root [data-place].marked")
    sync_api.expect(marked).to_have_count(fields + 1)
    assert "Field (" in (marked.first.get_attribute("aria-label") or "")
    page.mouse.move(0, 0)
    sync_api.expect(marked).to_have_count(0)


def test_a_person_plays_la_strada_against_bots_to_the_score_sheet(
    browser: Any, server: Server, tmp_path: Path
) -> None:
    tab = Tab(browser)
    page = tab.page
    start_strada(tab, server.url, {0: "person", 1: "greedy", 2: "random"})
    rng = random.Random(2)
    made = {"click": 0, "enter": 0, "key": 0}
    decisions, pointed, undone = 0, False, False
    while tab.decision_or_end():
        if decisions == 0:
            live = page.locator(".board-root [data-place].live").first
            assert live.get_attribute("role") == "button"
            assert re.match(r"Field \(-?\d+, -?\d+\): plain\. Action: start field on",
                            live.get_attribute("aria-label") or "")
        routes = page.locator("button.action", has_text="route to")
        if not pointed and routes.count():
            check_a_route_shows_its_fields(tab)
            pointed = True
        if decisions == 8:
            shot = tmp_path / "lastrada-board.png"
            page.locator(".board-root").screenshot(path=str(shot))
            print(f"\nLa Strada's board mid-game: {shot}")
        version, tiles = tab.version(), road_tiles(tab)
        if not undone and routes.count():
            routes.first.click()  # a route, taken back by key
            tab.after(version)
            sync_api.expect(page.locator("button.undo")).to_be_enabled()
            page.keyboard.press("Backspace")
            tab.after(version + 1)
            assert road_tiles(tab) == tiles and tab.decision_or_end()
            undone = True
            version = tab.version()
        made[decide(tab, ("click", "key", "enter")[decisions % 3], rng)] += 1
        decisions += 1
        tab.after(version)
    assert undone and pointed
    assert made["click"] > 3 and made["enter"] > 3 and made["key"] > 3, made
    sheet = page.locator(".score-sheet")
    assert sheet.locator("thead th").first.inner_text() == "Gold from"
    assert sheet.locator("tr.total th").inner_text() == "Gold"
    assert "Cities" in sheet.inner_text() and "Days left" in sheet.inner_text()
    assert page.locator(".status").inner_text().startswith("The game is over")
    assert "gold" in page.locator(".people").inner_text()
    tiles_at_end = road_tiles(tab)
    shot = tmp_path / "lastrada-end.png"
    page.locator(".board-root").screenshot(path=str(shot))
    print(f"La Strada's board at the end: {shot}")

    page.click(".replay-link")
    where = page.locator(".replay-where")
    sync_api.expect(where).to_contain_text("Before the first step")
    page.keyboard.press("ArrowRight")
    sync_api.expect(where).to_contain_text("Step 1 of")
    sync_api.expect(page.locator(".replay svg.strada .start")).to_have_count(1)
    page.keyboard.press("End")
    sync_api.expect(page.locator(".replay svg.strada .road")).to_have_count(tiles_at_end)
    assert tab.errors == []
    tab.close()


def test_la_stradas_board_fits_a_phones_width(browser: Any, server: Server,
                                              tmp_path: Path) -> None:
    tab = Tab(browser, width=390, height=844)
    start_strada(tab, server.url, {0: "person", 1: "random"})
    assert tab.decision_or_end()
    assert tab.page.evaluate("document.documentElement.scrollWidth") <= 390
    board = tab.page.locator("svg.strada").bounding_box()
    assert board is not None and board["width"] <= 390
    # The decision first, its long list of start fields in a box of its own, the board next:
    # on the first screen, not below every start field.
    assert tab.page.locator("button.action").count() > 40
    decision = tab.page.locator(".decision").bounding_box()
    assert decision is not None and decision["y"] < board["y"] < 844
    gold = tab.page.locator(".seats-table thead th").nth(1)
    box = gold.bounding_box()
    assert gold.inner_text() == "Gold now" and box is not None and box["x"] + box["width"] <= 390
    shot = tmp_path / "lastrada-phone.png"
    tab.page.locator(".board-root").screenshot(path=str(shot))
    print(f"\nLa Strada's board on a phone: {shot}")
    assert tab.errors == []
    tab.close()
