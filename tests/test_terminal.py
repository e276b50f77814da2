"""``burgundy play`` under a pseudo-terminal of 100x40, driven by typed keystrokes as a
person would: whole games with each expansion and with all that go together, every
decision answered by typing its number; the commands; and a game saved and carried on."""

from __future__ import annotations

import fcntl
import os
import pty
import random
import re
import select
import struct
import subprocess
import sys
import termios
import time
from pathlib import Path

import pytest

import burgundy
from burgundy.tablesave import TableSave

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
PROMPT = "Your choice (number; h for help):"
#: The end of a game: the winner under the score sheet.
WINS = " wins."


class Terminal:
    """``python -m burgundy play ARGS`` on a 100x40 pseudo-terminal."""

    def __init__(self, *args: str, cwd: Path) -> None:
        self.fd, child = pty.openpty()
        fcntl.ioctl(child, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 100, 0, 0))
        env = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "LINES", "NO_COLOR")}
        env["TERM"] = "xterm-256color"
        self.process = subprocess.Popen(
            [sys.executable, "-m", "burgundy", "play", *args],
            stdin=child, stdout=child, stderr=child, cwd=cwd, env=env, close_fds=True,
        )
        os.close(child)
        self.raw = ""  # everything shown so far, colour codes included

    def read_until(self, *wanted: str, timeout: float = 60) -> str:
        """Read until the text after the last key typed shows one of ``wanted``; returns it."""
        start = len(self.raw)
        deadline = time.monotonic() + timeout
        while True:
            shown = ANSI.sub("", self.raw[start:]).replace("\r\n", "\n")
            if any(w in shown for w in wanted):
                return shown
            left = deadline - time.monotonic()
            assert left > 0, f"none of {wanted} on screen:\n{shown[-3000:]}"
            ready, _, _ = select.select([self.fd], [], [], left)
            if ready:
                try:
                    chunk = os.read(self.fd, 65536)
                except OSError:  # the program ended and closed the terminal
                    chunk = b""
                if not chunk:
                    assert any(w in shown for w in wanted), f"ended before {wanted}:\n{shown}"
                self.raw += chunk.decode("utf-8", "replace")

    def type(self, keys: str) -> None:
        os.write(self.fd, keys.encode())

    def ask(self, keys: str, *wanted: str) -> str:
        """Type ``keys`` and Enter; what is shown until the next prompt (or ``wanted``)."""
        self.type(f"{keys}\n")
        return self.read_until(*(wanted or (PROMPT,)))

    def close(self) -> int:
        code = self.process.wait(timeout=60)
        os.close(self.fd)
        return code


def decision(screen: str) -> str:
    """The last decision on a screen: its question ("Seat 0 (you): …"), options and help
    line."""
    questions = list(re.finditer(r"^Seat \d \([^)]*\): ", screen, re.M))
    return screen[questions[-1].start():] if questions else screen


def choices(screen: str) -> dict[str, int]:
    """The numbered options of the last decision on a screen: words -> number (a depot's
    row, "    1  Bank", is wider than an option's number)."""
    lines = decision(screen)
    return {m.group(2): int(m.group(1))
            for m in re.finditer(r"^(?=[ \d]{2}\d  \S) *(\d+)  (.+?)\s*$", lines, re.M)}


def page_of(screen: str) -> tuple[int, int]:
    found = re.search(r"page (\d+) of (\d+): n next, p previous", decision(screen))
    return (int(found.group(1)), int(found.group(2))) if found else (1, 1)


class Person:
    """Someone at the keyboard answering every decision with a number: an option from the
    page shown, one of the ``liked`` words where there is one, else at random; sometimes
    first a look at the next page (``n``)."""

    def __init__(self, term: Terminal, seed: int, liked: tuple[str, ...] = ()) -> None:
        self.term, self.rng, self.liked = term, random.Random(seed), liked
        self.seen: list[str] = []  # every screen
        self.chosen: list[str] = []  # the words of every option typed
        self.choose = 0  # decisions answered among a tile's options (`choose`)

    def play(self, shown: str) -> str:
        """Answer every decision to the end of the game; returns the last screen."""
        while WINS not in shown:
            self.seen.append(shown)
            options = choices(shown)
            assert options, f"no options on screen:\n{shown[-2000:]}"
            page, pages = page_of(shown)
            liked = [words for words in options if any(w in words for w in self.liked)
                     and not words.startswith("discard")]
            if not liked and page < pages and self.rng.random() < 0.5:
                shown = self.term.ask("n", PROMPT, WINS)
                continue
            words = self.rng.choice(liked or list(options))
            self.chosen.append(words)
            self.choose += ": choose one" in decision(shown).partition("\n")[0]
            shown = self.term.ask(str(options[words]), PROMPT, WINS)
        self.seen.append(shown)
        return shown

    def saw(self, pattern: str) -> bool:
        return any(re.search(pattern, screen) for screen in self.seen)


SHEET = ("Regions completed", "Colour bonus tiles", "Animals", "Goods sold",
         "Building and knowledge effects", "Knowledge tiles at the end",
         "Goods left in the warehouse", "Silverlings left", "Workers left", "Total")


def final_sheet(screen: str) -> str:
    sheet = screen.split("Final scores")[1]
    for heading in SHEET:
        assert heading in sheet
    return sheet


#: Each expansion, and all that go together (inns and cloisters do not): the game's seed,
#: the words of the options the person likes, an option of the expansion's that the person
#: chose at least once, and what the screen drew.
GAMES = {
    "monastery_28": (10, ("Knowledge 28", "Buy 2 workers"), "Buy 2 workers for 1 silverling",
                     (r"Knowledge 28: Monastery:\s+2\s+workers\s+for\s+1\s+silverling",
                      r"\bK28\b")),
    "cloisters": (1, ("Cloister",), "place the Cloister",
                  (r"black depot: .*Cloister", r"CLOIST\.")),
    "inns": (1, ("Inn", "inn"), "place the Inn", (r"inns beside it: Inn", r" INN ")),
    "trade_routes": (1, ("sell",), "sell", (r"route track: [1-9]\d* of 15 spaces marked",
                                            r"Trade route \d+ ", r"\d \[\d\]")),
    "shields": (2, ("shield",), "Take a shield", (r"shields on castles: S\d", r"CAS S\d")),
    "monastery_28,inns,trade_routes,shields": (
        3, ("Knowledge 28", "Inn", "sell", "shield"), "Take a shield",
        (r"Knowledge 28:", r"inns beside it: Inn", r"route track: [1-9]",
         r"shields on castles: S\d"),
    ),
    "monastery_28,cloisters,trade_routes,shields": (
        2, ("Knowledge 28", "Cloister", "sell", "shield"), "place the Cloister",
        (r"black depot: .*Cloister", r"route track: [1-9]", r"shields on castles: S\d"),
    ),
}


@pytest.mark.parametrize("expansions", list(GAMES))
def test_a_whole_game_with_the_expansions_typed_number_by_number(
    expansions: str, tmp_path: Path
) -> None:
    seed, liked, used, drawn = GAMES[expansions]
    term = Terminal("--expansions", expansions, "--bots", "random", "--seat", "0",
                    "--seed", str(seed), cwd=tmp_path)
    person = Person(term, seed, liked)
    last = person.play(term.read_until(PROMPT))
    assert term.close() == 0
    assert "Seat 0 (you)" in final_sheet(last)
    assert len(person.chosen) > 40
    assert any(words.startswith(used) for words in person.chosen), f"never chose {used!r}"
    for part in drawn:
        assert person.saw(part), f"never drawn: {part!r}"
    if "shields" in expansions:
        assert person.choose > 0  # a shield's options, answered by number


def test_the_commands_then_a_save_carried_on_without_naming_the_seats(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    term = Terminal("--bots", "random", "--players", "2", "--seat", "0", "--seed", "3",
                    "--estates", "2", "--save", str(save), cwd=tmp_path)
    shown = term.read_until(PROMPT)
    assert shown.startswith("Seed 3: burgundy play --seed 3 deals this game again.")
    assert "Seat 0 (you) · estate map 2" in shown
    assert "Seat 0 (you): choose the space of your start castle" in shown
    assert choices(shown)["put your start castle on space 3"] == 1
    assert "\x1b[" in term.raw  # coloured: a terminal, not a log

    shown = term.ask("1")
    assert "CASTLE" in shown.split("estate map 2")[1]  # on the hex map now
    first = choices(shown)
    assert "     Take a tile:" in decision(shown)
    assert page_of(shown) == (1, 2)
    take = next(words for words in first if words.startswith("take the "))
    explained = term.ask(f"i {first[take]}")
    assert explained.startswith(f"i {first[take]}")
    assert f"{first[take]}: {take}" in explained

    second = choices(term.ask("n"))
    assert min(second.values()) == max(first.values()) + 1  # numbered on from page 1
    assert page_of(term.raw[-3000:]) == (2, 2)
    assert choices(term.ask("p")) == first
    assert "Seat 1 (random bot) · estate map 2" in term.ask("e 1")
    assert "Seat 0 (you) · estate map 2" in term.ask("e 0")
    assert "Type the number of an option" in term.ask("h")
    assert "Not understood: '99'" in term.ask("99")

    shown = term.ask(str(first[take]))
    assert f"Seat 0 (you): {take}" in shown
    taken = take.removeprefix("take the ").split(" from depot")[0]
    assert f"storage: {taken}" in shown
    shown = term.ask("u")
    assert "Undone." in shown and choices(shown) == first
    shown = term.ask(str(first[take]))
    assert f"storage: {taken}" in shown
    assert f"Stopped; saved to {save}." in term.ask("q", "Stopped")
    assert term.close() == 0

    saved = TableSave.from_json(save.read_text())
    assert saved.people == {0}
    assert [t.id for t in saved.game.state.players[0].storage] != []
    term = Terminal("--bots", "random", "--load", str(save), cwd=tmp_path)
    shown = term.read_until(PROMPT)
    assert "Seed " not in shown
    assert f"storage: {taken}" in shown and "Seat 0 (you): your turn" in shown
    last = Person(term, 3).play(shown)
    assert term.close() == 0
    sheet = final_sheet(last)
    assert "Before the save was loaded" not in sheet
    assert "Seat 0 (you)" in sheet


def test_undo_where_the_engine_allows_it(tmp_path: Path) -> None:
    term = Terminal("--bots", "random", "--seat", "0", "--seed", "1", cwd=tmp_path)
    first = term.read_until(PROMPT)
    term.ask("1")
    shown = term.ask("u", "Undone.", "Nothing can be undone here.")
    if hasattr(burgundy.Game, "undo"):
        assert "Undone." in shown
        assert choices(term.read_until(PROMPT)) == choices(first)
    else:
        assert "Nothing can be undone here." in shown
    term.ask("q", "Stopped")
    term.close()
