"""Where the server keeps its games: one SQLite file (the standard library's ``sqlite3``).

A game is a row of ``games``: how it was set up, the hashes of its seats' tokens (never the
tokens), and the engine's own save of where it stands, written after every step. Its
steps, each a seat and an action id, are rows of ``steps``: from them the server plays the
game again at start-up, to have its history (event log, undo, replay, score sheet), and
checks the result against the save.
"""

from __future__ import annotations

import json
import os
import sqlite3
import threading
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import attrs

SCHEMA_VERSION = 1
SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    players INTEGER NOT NULL,
    seed INTEGER NOT NULL,
    options TEXT NOT NULL,   -- JSON: the game's options
    bots TEXT NOT NULL,      -- JSON: seat -> bot name
    tokens TEXT NOT NULL,    -- JSON: seat -> SHA-256 of the seat's token
    save TEXT NOT NULL,      -- the engine's save (game.to_json()) after the last step
    over INTEGER NOT NULL DEFAULT 0,
    created TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE TABLE IF NOT EXISTS steps (
    game TEXT NOT NULL REFERENCES games(id),
    n INTEGER NOT NULL,      -- 1 for the first action
    seat INTEGER NOT NULL,
    action INTEGER NOT NULL, -- the action's id (GameKind.action_id)
    PRIMARY KEY (game, n)
);
"""


def default_path() -> Path:
    """``$XDG_DATA_HOME/burgundy/games.sqlite3`` (``~/.local/share`` without the variable)."""
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "burgundy" / "games.sqlite3"


@attrs.frozen
class Record:
    """How a game was set up."""

    id: str
    kind: str
    players: int
    seed: int
    options: Mapping[str, Any]
    bots: Mapping[int, str]
    tokens: Mapping[int, str]


@attrs.frozen
class Stored:
    """A game as the file holds it: its setup, its steps (seat, action id) and its save."""

    record: Record
    steps: tuple[tuple[int, int], ...]
    save: str


class Store:
    """The database file; safe to call from any thread (one connection, one lock)."""

    def __init__(self, path: Path | str) -> None:
        path = Path(path)
        if str(path) != ":memory:":
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
            except OSError as error:
                raise ValueError(f"--db: cannot make the folder {path.parent}: "
                                 f"{error.strerror}") from None
        try:
            self._db = sqlite3.connect(path, check_same_thread=False, isolation_level=None)
            self._db.execute("PRAGMA journal_mode=WAL")
            version = self._db.execute("PRAGMA user_version").fetchone()[0]
            if version not in (0, SCHEMA_VERSION):
                raise ValueError(f"--db: {path} holds games of a newer server "
                                 f"(schema {version}, this one reads {SCHEMA_VERSION})")
            self._db.executescript(SCHEMA)
            self._db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        except sqlite3.DatabaseError as error:
            raise ValueError(f"--db: {path} is not a games database: {error}") from None
        self._lock = threading.Lock()

    def create(self, record: Record, save: str) -> None:
        with self._lock, self._db:
            self._db.execute("BEGIN")
            self._db.execute(
                "INSERT INTO games (id, kind, players, seed, options, bots, tokens, save)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (record.id, record.kind, record.players, record.seed,
                 json.dumps(record.options), _json_seats(record.bots),
                 _json_seats(record.tokens), save),
            )

    def step(self, game: str, n: int, seat: int, action: int, save: str, over: bool) -> None:
        """Step ``n`` (1 for the first) was played; ``save`` is where the game stands."""
        with self._lock, self._db:
            self._db.execute("BEGIN")
            self._db.execute("INSERT INTO steps VALUES (?, ?, ?, ?)", (game, n, seat, action))
            self._db.execute("UPDATE games SET save = ?, over = ? WHERE id = ?",
                             (save, int(over), game))

    def undo(self, game: str, steps: int, save: str) -> None:
        """Every step after the first ``steps`` was undone; ``save`` is where it stands."""
        with self._lock, self._db:
            self._db.execute("BEGIN")
            self._db.execute("DELETE FROM steps WHERE game = ? AND n > ?", (game, steps))
            self._db.execute("UPDATE games SET save = ?, over = 0 WHERE id = ?", (save, game))

    def load(self, game: str) -> Stored | None:
        rows = self._games("WHERE id = ?", (game,))
        return next(rows, None)

    def unfinished(self) -> Iterator[Stored]:
        return self._games("WHERE over = 0", ())

    def _games(self, where: str, args: tuple[Any, ...]) -> Iterator[Stored]:
        with self._lock:
            rows = self._db.execute(
                "SELECT id, kind, players, seed, options, bots, tokens, save FROM games "
                + where, args
            ).fetchall()
        for id_, kind, players, seed, options, bots, tokens, save in rows:
            with self._lock:
                steps = self._db.execute(
                    "SELECT seat, action FROM steps WHERE game = ? ORDER BY n", (id_,)
                ).fetchall()
            record = Record(id_, kind, players, seed, json.loads(options),
                            _seats(bots), _seats(tokens))
            yield Stored(record, tuple((seat, action) for seat, action in steps), save)

    def close(self) -> None:
        with self._lock:
            self._db.close()


def _json_seats(seats: Mapping[int, str]) -> str:
    return json.dumps({str(seat): value for seat, value in sorted(seats.items())})


def _seats(text: str) -> dict[int, str]:
    return {int(seat): value for seat, value in json.loads(text).items()}
