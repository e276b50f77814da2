"""The file ``burgundy play --save`` writes: the game's own save, who plays each seat (a
person or which bot), and the game's replay record, from which a resumed game's score
sheet is counted again from the first move.

The engine's save (``Game.to_json``) holds the position only; what happened before it and
who sat at the table are the terminal's, so they live beside it here, in a document of
their own (docs/save-format.md, "Saves of burgundy play").
"""

from __future__ import annotations

import json
from typing import Any

import attrs

from burgundy.games.castles import saves
from burgundy.games.castles.actions import Action
from burgundy.games.castles.bots import BOTS
from burgundy.games.castles.game import CastlesGame
from burgundy.games.castles.replay_record import Replay
from burgundy.games.castles.replays import start, steps
from burgundy.kernel.bot_names import factory
from burgundy.kernel.errors import ReplayError, StateError
from burgundy.kernel.game import Game

FORMAT = "burgundy-table"
VERSION = 1
#: What ``seats`` says of a seat a person plays (the others name their bot).
PERSON = "person"
_KEYS = {"format", "version", "seats", "game", "replay"}


@attrs.frozen
class TableSave:
    """A game at the table: ``seats`` names who plays each seat, ``PERSON`` or a bot's
    name (``None`` for a game's own save, which does not say); ``replay`` is the game
    from its first move (``None`` when it was resumed from a save without one)."""

    game: CastlesGame = attrs.field(eq=False)
    seats: tuple[str, ...] | None
    replay: Replay | None = attrs.field(eq=False)

    @property
    def people(self) -> frozenset[int] | None:
        """The seats people play, if the save says."""
        if self.seats is None:
            return None
        return frozenset(seat for seat, who in enumerate(self.seats) if who == PERSON)

    def to_json(self) -> str:
        if self.seats is None:
            raise ValueError("a table save names who plays each seat")
        return saves.dumps({
            "format": FORMAT,
            "version": VERSION,
            "seats": list(self.seats),
            "game": json.loads(self.game.to_json()),
            "replay": None if self.replay is None else json.loads(self.replay.to_json()),
        })

    @classmethod
    def from_json(cls, text: str) -> TableSave:
        """A table save, or a game's own save (``Game.to_json``), whose seats are not
        known. ``StateError`` names what is wrong."""
        document = _document(text)
        if document.get("format") == saves.FORMAT:
            return cls(Game.from_json(text), None, None)
        if document.get("format") != FORMAT:
            raise StateError(f"not a save: 'format' must be {FORMAT!r} or {saves.FORMAT!r}")
        if document.get("version") != VERSION or type(document.get("version")) is not int:
            raise StateError(f"unsupported table save version {document.get('version')!r} "
                             f"(this engine reads {VERSION})")
        if set(document) != _KEYS:
            raise StateError(f"malformed table save: keys must be {', '.join(sorted(_KEYS))}")
        game = Game.from_json(json.dumps(document["game"]))
        seats = _seats(document["seats"], len(game.state.players))
        replay = None
        if document["replay"] is not None:
            try:
                replay = Replay.from_json(json.dumps(document["replay"]))
            except ReplayError as error:
                raise StateError(f"malformed table save: replay: {error}") from None
        return cls(game, seats, replay)

    def history(self) -> tuple[CastlesGame, tuple[Action, ...]] | None:
        """The game as it began and every action since, when this engine can play the
        replay back (``None`` without one, or for one made by another engine version or
        under other tiles). ``StateError`` when its actions lead elsewhere than the saved
        position."""
        if self.replay is None:
            return None
        try:
            replay, first = start(self.replay)
        except ReplayError:
            return None
        end = first.clone()
        try:
            for _ in steps(replay, end):
                pass
        except ReplayError as error:
            raise StateError(f"malformed table save: replay: {error}") from None
        if end.state != self.game.state:
            raise StateError("malformed table save: replay: its actions lead to another "
                             "position than the saved game's")
        return first, replay.actions


def _document(text: str) -> dict[str, Any]:
    document = saves.json_document(text, "a save")
    if not isinstance(document, dict):
        raise StateError("not a save: a JSON object")
    return document


def _seats(value: Any, players: int) -> tuple[str, ...]:
    if not isinstance(value, list) or len(value) != players:
        raise StateError(f"malformed table save: seats: a list naming who plays each of the "
                         f"{players} seats")
    for seat, who in enumerate(value):
        if not isinstance(who, str) or (who != PERSON and ":" not in who and who not in BOTS):
            raise StateError(f"malformed table save: seats[{seat}]: {json.dumps(who)} is "
                             f"neither {PERSON!r} nor a bot ({', '.join(BOTS)}, or the import "
                             "path of one)")
        if who != PERSON:
            try:
                factory(who)  # one's own bot, by its import path: it must be importable here
            except ValueError as error:
                raise StateError(f"table save: seats[{seat}]: {error}") from None
    return tuple(value)
