"""``burgundy play`` under a pseudo-terminal, driven by typed keystrokes as a person would,
checking what the screen shows."""

from __future__ import annotations

import fcntl
import os
import pty
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
from burgundy.describe import tile_name

pytest.importorskip("rich")

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
PROMPT = "Your choice (number; h for help):"


class Terminal:
    """``python -m burgundy ARGS`` on a 120x50 pseudo-terminal."""

    def __init__(self, *args: str, cwd: Path) -> None:
        self.fd, child = pty.openpty()
        fcntl.ioctl(child, termios.TIOCSWINSZ, struct.pack("HHHH", 50, 120, 0, 0))
        env = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "LINES", "NO_COLOR")}
        env["TERM"] = "xterm-256color"
        self.process = subprocess.Popen(
            [sys.executable, "-m", "burgundy", "play", *args],
            stdin=child, stdout=child, stderr=child, cwd=cwd, env=env, close_fds=True,
        )
        os.close(child)
        self.raw = ""  # everything shown so far, colour codes included

    def screen(self) -> str:
        return ANSI.sub("", self.raw)

    def read_until(self, *wanted: str, timeout: float = 60) -> str:
        """Read until the text after the last key typed shows one of ``wanted``; returns it."""
        start = len(self.raw)
        deadline = time.monotonic() + timeout
        while True:
            shown = ANSI.sub("", self.raw[start:])
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

    def close(self) -> int:
        code = self.process.wait(timeout=60)
        os.close(self.fd)
        return code


def choices(screen: str) -> dict[str, int]:
    """The numbered actions on a screen: words -> number."""
    return {m.group(2): int(m.group(1)) for m in re.finditer(r"^ *(\d+)  (.+?)\s*$", screen, re.M)}


def test_a_short_game_typed_at_the_keyboard_then_saved_and_resumed(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    term = Terminal("--bots", "random", "--players", "2", "--seat", "0", "--seed", "3",
                    "--estates", "2", "--save", str(save), cwd=tmp_path)
    shown = term.read_until(PROMPT)
    assert "Phase A, round 1" in shown
    assert "Main board" in shown and "black" in shown
    assert "Seat 0 (you)'s estate (map 2" in shown
    assert "Seat 0 (you): choose the space of your start castle" in shown
    assert choices(shown)["put your start castle on space 3"] == 1
    assert "\x1b[" in term.raw  # coloured: a terminal, not a log

    term.type("1\n")
    shown = term.read_until(PROMPT)
    assert "Seat 1 (random bot): put your start castle on space" in shown
    assert "CASTLE" in shown.split("estate (map 2")[1]  # on the hex map now
    assert "your turn: dice" in shown
    listed = choices(shown)
    assert all(not words.startswith("choose ") for words in listed)  # words, not ids
    assert "With die " in shown  # the actions of each die together
    take = next(words for words in listed if words.startswith("take the "))
    assert re.fullmatch(r"take the .+ from depot \d \(die \d.*\)", take)

    term.type(f"{listed[take]}\n")
    shown = term.read_until(PROMPT)
    taken = take.removeprefix("take the ").split(" from depot")[0]
    assert f"storage: {taken}" in shown

    term.type("e 1\n")
    assert "Seat 1 (random bot)'s estate (map 2" in term.read_until(PROMPT)
    term.type("h\n")
    assert "Type the number of an action" in term.read_until(PROMPT)
    term.type("99\n")
    assert "Not understood: '99'" in term.read_until(PROMPT)
    term.type("q\n")
    assert f"Stopped; saved to {save}." in term.read_until("Stopped")
    assert term.close() == 0

    saved = burgundy.Game.from_json(save.read_text())
    assert [tile_name(saved.tiles, t) for t in saved.state.players[0].storage] == [taken]
    term = Terminal("--bots", "random", "--seat", "0", "--load", str(save), cwd=tmp_path)
    shown = term.read_until(PROMPT)
    assert f"storage: {taken}" in shown
    term.type("q\n")
    term.read_until("Stopped")
    assert term.close() == 0


def test_undo_where_the_engine_allows_it(tmp_path: Path) -> None:
    term = Terminal("--bots", "random", "--seat", "0", "--seed", "1", cwd=tmp_path)
    first = term.read_until(PROMPT)
    term.type("1\n")
    term.read_until(PROMPT)
    term.type("u\n")
    shown = term.read_until("Undone.", "Nothing can be undone here.")
    if hasattr(burgundy.Game, "undo"):
        assert "Undone." in shown
        after = term.read_until(PROMPT)
        assert choices(after) == choices(first)
    else:
        assert "Nothing can be undone here." in shown
    term.type("q\n")
    term.read_until("Stopped")
    term.close()


def test_a_whole_game_against_three_bots(tmp_path: Path) -> None:
    """A person who always picks the first action plays to the final score sheet."""
    term = Terminal("--bots", "random", "--players", "4", "--seat", "2", "--seed", "8",
                    cwd=tmp_path)
    decisions = 0
    while True:
        shown = term.read_until(PROMPT, "wins.", timeout=120)
        if "wins." in shown:
            break
        term.type("1\n")
        decisions += 1
    assert decisions > 30
    sheet = shown.split("Final scores")[1]
    for heading in ("Regions completed", "Colour bonus tiles", "Animals", "Goods sold",
                    "Knowledge tiles at the end", "Goods left in the warehouse",
                    "Silverlings left", "Workers left", "Total"):
        assert heading in sheet
    assert "Seat 2 (you)" in sheet
    assert term.close() == 0
