"""Replays of any game (``burgundy.GAMES``), as records or their JSON: played back by the
package of the game they name, and told as a readable event log (``burgundy replay FILE``)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from pathlib import Path
from types import ModuleType
from typing import Any, TextIO

from burgundy.kernel import records
from burgundy.kernel.errors import ReplayError
from burgundy.kernel.game import Game
from burgundy.kernel.games import DEFAULT, GAMES


def _package(record: Any) -> ModuleType:
    """The package of the game a replay (a record or its JSON) is of: a record that names no
    game, or one that is not a game's, is the default game's, whose reader says what is
    wrong with it."""
    if isinstance(record, str | bytes):
        name = records.game_of(records.json_document(record, "a replay", ReplayError),
                               records.REPLAY)
    else:
        name = getattr(record, "game", DEFAULT)
    return GAMES[name if name in GAMES else DEFAULT]


def replay(record: Any, hooks: Mapping[str, Any] | None = None) -> Game[Any, Any]:
    """The game at ``record``'s last position, every action re-applied with its legality
    checked: a replay of any game (``burgundy.GAMES``), as its record or its JSON.
    ``hooks``: the Python functions a house-rule tile set calls. Raises ``ReplayError``
    naming the step that fails."""
    game: Game[Any, Any] = _package(record).replay(record, hooks)
    return game


def log_lines(record: Any, hooks: Mapping[str, Any] | None = None) -> Iterator[str]:
    """The replay as text a person can read and diff, as its game tells it: a heading, then
    per step the seat, the action, every event and a digest of the state after it."""
    try:
        package = _package(record)
    except ReplayError:  # the default game's reader says what is wrong with it
        package = GAMES[DEFAULT]
    lines: Iterator[str] = package.log_lines(record, hooks)
    yield from lines


def replay_command(path: str, out: TextIO) -> int:
    """``burgundy replay FILE``: play the record back and print its event log."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise ReplayError(f"{path}: cannot read the replay: {error}") from None
    for line in log_lines(text):
        print(line, file=out)
    return 0
