"""The page in a real headless Chromium (Playwright driving the system's ``chromium``):
a person plays Castles against a bot to the score sheet, by clicking the board and by
keys; two people share a game, a tab closes and comes back, the server restarts; the page,
a finished game's score sheet and its replay on a phone's width. Screenshots of the board
are kept under pytest's tmp_path."""

from __future__ import annotations

import json
import random
import shutil
import socket
import threading
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("uvicorn", reason="the web extra is not installed: pip install '.[web]'")
sync_api = pytest.importorskip(
    "playwright.sync_api", reason="Playwright is not installed: pip install '.[test]'"
)

import uvicorn  # noqa: E402

from burgundy.game import Game  # noqa: E402
from burgundy.web import MAX_BODY, create_app  # noqa: E402
from burgundy.web.games import GameKind  # noqa: E402
from burgundy.web.store import Record  # noqa: E402
from burgundy.web.tables import Table, Watcher  # noqa: E402

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
#: How long to wait for the page, in milliseconds (bots and a shared machine).
WAIT = 60_000


class Server:
    """``create_app`` on uvicorn on a loopback port, in a thread, as ``burgundy serve``
    runs it; stopped and started again on the same port and database."""

    def __init__(self, db: Path) -> None:
        self.db = db
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]
        self.url = f"http://127.0.0.1:{self.port}/"
        self.start()

    def start(self) -> None:
        config = uvicorn.Config(create_app(self.db), host="127.0.0.1", port=self.port,
                                log_level="warning", ws_max_size=MAX_BODY)
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, daemon=True)
        self.thread.start()
        deadline = time.monotonic() + 30
        while not self.server.started:
            assert self.thread.is_alive() and time.monotonic() < deadline, "no server"
            time.sleep(0.05)

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(30)


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    running = Server(tmp_path / "games.sqlite3")
    yield running
    running.stop()


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    if not Path(CHROMIUM).is_file():
        pytest.skip(f"no Chromium at {CHROMIUM}: apt-get install -y chromium (.ci/run does)")
    with sync_api.sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield chromium
        chromium.close()


class Tab:
    """A page of its own browser context, recording console errors and uncaught ones."""

    def __init__(self, browser: Any, width: int = 1300, height: int = 1000) -> None:
        self.context = browser.new_context(viewport={"width": width, "height": height})
        self.page = self.context.new_page()
        self.page.set_default_timeout(WAIT)
        self.errors: list[str] = []
        self.page.on("console", lambda m: m.type == "error" and self.errors.append(m.text))
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))

    def close(self) -> None:
        self.context.close()

    def version(self) -> int:
        return int(self.page.get_attribute(".game", "data-version") or -1)

    def decision_or_end(self) -> bool:
        """Wait until this seat is to decide (``True``) or the score sheet shows."""
        self.page.wait_for_function(
            "() => document.querySelector('.sheet:not([hidden])') ||"
            " document.querySelector('button.action:not([disabled])')"
        )
        return self.page.locator(".sheet:not([hidden])").count() == 0

    def after(self, version: int) -> None:
        """Wait until the game has moved on from ``version``."""
        self.page.wait_for_function(
            "v => Number(document.querySelector('.game')?.dataset.version) > v", arg=version
        )


def drawn(tab: Tab, url: str, kind: GameKind, game: Game[Any, Any], seat: int | None) -> Any:
    """``game`` drawn by its page module as the page draws it for ``seat`` (from the
    server's own message), on a page of the server at ``url``: the board's root element.
    Draws a chosen position, where playing to it would take chance."""
    players = len(game.scores())
    record = Record(id="g", kind=kind.name, players=players, seed=0, options={},
                    bots={n: "greedy" for n in range(players) if n != seat}, tokens={})
    message = Table(record, kind, game, {}).message(Watcher(seat))
    tab.page.goto(url)
    tab.page.evaluate(
        """async ([name, table, state]) => {
            const module = await import(`/static/games/${name}.js`);
            const root = document.createElement("div");
            root.className = "board-root drawn";
            document.querySelector("main").replaceChildren(root);
            module.draw(root, table, state, {shown: state.seat ?? 0, show() {}});
        }""",
        [kind.name, json.loads(json.dumps(kind.table(game))), json.loads(json.dumps(message))],
    )
    return tab.page.locator(".drawn")


def start_game(tab: Tab, url: str, seats: dict[int, str]) -> None:
    """Set up a 2-player Castles game on the page: ``seats`` maps a seat to ``person`` or
    a bot's name."""
    tab.page.goto(url)
    for seat, player in seats.items():
        tab.page.select_option(f"#seat-{seat}", player)
    tab.page.click("#start")
    tab.page.wait_for_selector(".game[data-version]")


def decide(tab: Tab, how: str, rng: random.Random) -> str:
    """Make one decision: ``click`` a place on the board, ``enter`` on a board place
    reached with the keyboard, or ``key`` (an action's key). Falls back to a key where the
    decision has no place on the board; returns how it was made."""
    page = tab.page
    places = page.locator(".board-root [data-place].live")
    if how != "key" and places.count():
        place = places.nth(rng.randrange(places.count()))
        if how == "click":
            place.click()
        else:
            place.focus()
            page.keyboard.press("Enter")
        if page.locator(".filter button").count():  # several actions there: choose by key
            page.keyboard.press("1")
        return how
    keys = page.locator("button.action[data-key]")
    key = keys.nth(rng.randrange(keys.count())).get_attribute("data-key")
    page.keyboard.press(key or "1")
    return "key"


def test_a_person_plays_castles_against_a_bot_to_the_score_sheet(
    browser: Any, server: Server, tmp_path: Path
) -> None:
    tab = Tab(browser)
    start_game(tab, server.url, {0: "person", 1: "greedy"})
    rng = random.Random(5)
    made: dict[str, int] = {"click": 0, "enter": 0, "key": 0}
    decisions = 0
    while tab.decision_or_end():
        if decisions == 0:
            check_labels(tab)
        if decisions == 12:
            shot = tmp_path / "castles-board.png"
            tab.page.locator(".board-root").screenshot(path=str(shot))
            print(f"\nthe Castles board mid-game: {shot}")
        version = tab.version()
        made[decide(tab, ("click", "key", "enter")[decisions % 3], rng)] += 1
        decisions += 1
        tab.after(version)
    assert made["click"] > 5 and made["enter"] > 5 and made["key"] > 5, made
    sheet = tab.page.locator(".score-sheet")
    assert sheet.locator("tr.total th").inner_text() == "Total"
    assert "Regions completed" in sheet.inner_text()
    assert tab.page.locator(".status").inner_text().startswith("The game is over")
    shot = tmp_path / "castles-end.png"
    tab.page.screenshot(path=str(shot), full_page=True)
    print(f"the page at the end: {shot}")

    tab.page.click(".replay-link")
    where = tab.page.locator(".replay-where")
    sync_api.expect(where).to_contain_text("Before the first step")
    for _ in range(3):
        tab.page.keyboard.press("ArrowRight")
    sync_api.expect(where).to_contain_text("Step 3 of")
    tab.page.keyboard.press("End")
    sync_api.expect(where).to_contain_text(f"of {tab.page.get_attribute('#replay-step', 'max')}")
    tab.page.wait_for_selector(".replay svg.estate")
    assert tab.errors == []
    tab.close()


def check_labels(tab: Tab) -> None:
    """Screen readers hear what each place and action is."""
    page = tab.page
    live = page.locator(".board-root [data-place].live").first
    assert live.get_attribute("role") == "button" and live.get_attribute("tabindex") == "0"
    assert "action" in (live.get_attribute("aria-label") or "").lower()
    estate = page.locator("svg.estate")
    assert (estate.get_attribute("aria-label") or "").startswith("Seat 0's estate")
    tabs = page.locator(".tabs button").all_inner_texts()
    assert tabs == ["Your estate", "Seat 1's estate"]
    space = page.locator("svg.estate [data-place='space:18']")
    assert (space.get_attribute("aria-label") or "").startswith("Space 18, castle space, die")
    first = page.locator("button.action").first
    assert first.get_attribute("aria-keyshortcuts") == "1"
    assert page.locator(".status").get_attribute("role") == "status"


def test_two_people_share_a_game_through_links_and_survive_a_closed_tab_and_a_restart(
    browser: Any, server: Server
) -> None:
    host = Tab(browser)
    start_game(host, server.url, {0: "person", 1: "person"})
    link = host.page.input_value("#link-1")
    assert "token=" in link
    watcher = Tab(browser)  # the watchers' link: no seat, so nothing to decide nor undo
    watcher.page.goto(host.page.get_attribute(".links a", "href") or "")
    sync_api.expect(watcher.page.locator("#game-title")).to_contain_text("(watching)")
    sync_api.expect(watcher.page.locator(".decision h3")).to_have_text("Watching")
    sync_api.expect(watcher.page.locator("button.undo")).to_be_hidden()
    assert watcher.errors == []
    watcher.close()
    guest = Tab(browser)
    guest.page.goto(link)
    sync_api.expect(guest.page.locator("#game-title")).to_contain_text("you play seat 1")
    sync_api.expect(host.page.locator(".people")).to_contain_text("Seat 1 — a person, here")
    rng = random.Random(1)

    def play(steps: int) -> None:
        for _ in range(steps):
            tabs = [t for t in (host, guest) if t.page.locator(
                "button.action:not([disabled])").count()]
            if not tabs:
                host.page.wait_for_timeout(100)
                continue
            version = tabs[0].version()
            decide(tabs[0], "key", rng)
            for tab in (host, guest):
                tab.after(version)

    play(4)
    guest.close()
    sync_api.expect(host.page.locator(".people")).to_contain_text("Seat 1 — a person, away")
    guest = Tab(browser)
    guest.page.goto(link)
    sync_api.expect(guest.page.locator("#game-title")).to_contain_text("you play seat 1")
    guest.page.wait_for_function(
        "v => Number(document.querySelector('.game')?.dataset.version) === v",
        arg=host.version())

    before = host.version()
    server.stop()
    sync_api.expect(host.page.locator(".status")).to_contain_text("reconnecting")
    server.start()
    for tab in (host, guest):
        tab.page.wait_for_function(
            "v => document.querySelector('.status').textContent.indexOf('reconnecting') < 0"
            " && Number(document.querySelector('.game').dataset.version) === v", arg=before)
    play(2)
    assert host.version() > before
    for tab in (host, guest):
        # Chromium itself reports the sockets the restart broke; nothing else may fail.
        assert [e for e in tab.errors if "WebSocket connection" not in e] == []
        tab.close()


def test_the_page_fits_a_phones_width(browser: Any, server: Server, tmp_path: Path) -> None:
    tab = Tab(browser, width=390, height=844)
    start_game(tab, server.url, {0: "person", 1: "random"})
    assert tab.decision_or_end()
    overflow = tab.page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, f"the page is {overflow}px wider than the phone"
    shot = tmp_path / "castles-phone.png"
    tab.page.screenshot(path=str(shot), full_page=True)
    print(f"\nthe page on a phone: {shot}")
    version = tab.version()
    decide(tab, "click", random.Random(3))
    tab.after(version)
    assert tab.errors == []
    tab.close()


def test_a_finished_game_fits_a_phones_width_with_its_sheet_and_replay(
    browser: Any, server: Server, tmp_path: Path
) -> None:
    """The widest score sheet (four seats, every expansion's rows) and the replay's controls
    on a phone: nothing wider than the screen, each control named in words."""
    body = {"game": "castles", "players": 4, "seed": 2,
            "bots": {str(seat): "random" for seat in range(4)},
            "options": {"expansions": ["monastery_28", "inns", "trade_routes", "shields"]}}
    request = urllib.request.Request(f"{server.url}api/games", json.dumps(body).encode(),
                                     {"content-type": "application/json"})
    with urllib.request.urlopen(request) as answer:
        game = json.load(answer)["id"]
    deadline = time.monotonic() + 120
    while not json.load(urllib.request.urlopen(f"{server.url}api/games/{game}/spectate"))["over"]:
        assert time.monotonic() < deadline, "the bots did not finish the game"
        time.sleep(0.1)
    tab = Tab(browser, width=390, height=844)
    page = tab.page
    page.goto(f"{server.url}#game={game}")
    page.wait_for_selector(".sheet:not([hidden]) .score-sheet")
    assert "Shields" in page.locator(".score-sheet").inner_text()
    assert page.locator(".decision h3").inner_text() == "The game is over"
    sync_api.expect(page.locator("button.undo")).to_be_hidden()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    shot = tmp_path / "castles-sheet-phone.png"
    page.screenshot(path=str(shot), full_page=True)
    print(f"\nthe score sheet on a phone: {shot}")
    page.click(".replay-link")
    sync_api.expect(page.locator(".replay-where")).to_contain_text("Before the first step")
    for name in ("First", "Back", "Next", "Last"):
        sync_api.expect(page.get_by_role("button", name=name, exact=True)).to_be_visible()
    page.get_by_role("button", name="Next", exact=True).click()
    sync_api.expect(page.locator(".replay-where")).to_contain_text("Step 1 of")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert tab.errors == []
    tab.close()


def test_expansion_pieces_are_named_in_words_as_the_terminal_names_them(
    browser: Any, server: Server
) -> None:
    """The shields on the depots, the inn beside the board and the inns' face-down pile
    are named as a player says them, not by the engine's zone keys (`display shield 3`)."""
    import burgundy
    from burgundy.web.games.castles import GAME

    tiles = burgundy.load_tiles(burgundy.STANDARD_TILES, burgundy.EXPANSIONS["shields"],
                                burgundy.EXPANSIONS["inns"])
    game = burgundy.new_game(players=2, seed=1, tiles=tiles)
    tab = Tab(browser)
    pieces = drawn(tab, server.url, GAME, game, 0).locator("ul.zones").inner_text()
    assert "shields on depot 3: " in pieces
    assert "inns beside the board: " in pieces
    assert "inn pile: 4 face down" in pieces
    assert "display " not in pieces and "supply " not in pieces
    assert tab.errors == []
    tab.close()
