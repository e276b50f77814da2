"""Castles' replay record (``burgundy.Replay``): how a game began (``Origin``, the arguments
of ``new_game``) and every action since, with the engine version and the digest of the tile
set it was made with, as a value and as JSON. ``replays`` plays one back.
"""

from __future__ import annotations

from typing import Any, ClassVar

import attrs

from burgundy.games.castles import saves
from burgundy.games.castles.actions import Action
from burgundy.games.castles.effects.tileset import TileSet
from burgundy.games.castles.tiles_loader import tiles_reference, with_packaged_names
from burgundy.kernel.errors import ReplayError, StateError
from burgundy.kernel.records import json_document
from burgundy.kernel.version import __version__

FORMAT = "burgundy-replay"
#: Version 2 names packaged tile files by their place in the package; a version 1 record,
#: which named them by where they were installed, is read as one of version 2. Version 3
#: names the game (``game``) and holds ``new_game``'s arguments under ``options``, where
#: earlier versions held them under ``game``.
VERSION = 3


@attrs.frozen
class Origin:
    """How a game began: the ``new_game`` arguments (``estates`` as dealt)."""

    players: int
    seed: int
    estates: tuple[int, ...]
    advanced: bool


@attrs.frozen
class Replay:
    """A game from its start: ``new_game``'s arguments (``estates`` as dealt), the tile set
    (``tiles``: ``"standard"`` or the sources and hook names, as in a save), the engine
    version and tile-set digest it was made with, and every action applied."""

    game: ClassVar[str] = "castles"

    engine: str
    ruleset: str
    players: int
    seed: int
    estates: tuple[int, ...]
    advanced: bool
    tiles: Any = attrs.field(eq=False, hash=False)  # JSON data; ``ruleset`` stands for it
    actions: tuple[Action, ...]

    def to_json(self) -> str:
        document = {
            "format": FORMAT,
            "version": VERSION,
            "engine": self.engine,
            "ruleset": self.ruleset,
            "game": "castles",
            "options": {
                "players": self.players,
                "seed": self.seed,
                "estates": list(self.estates),
                "advanced": self.advanced,
                "tiles": self.tiles,
            },
            "actions": [saves.CONVERTER.unstructure(a, Action) for a in self.actions],
        }
        return saves.dumps(document)

    @classmethod
    def from_json(cls, text: str) -> Replay:
        """The record in ``text``; ``ReplayError`` (a ``StateError``) names what is wrong."""
        return _structure(json_document(text, "a replay", ReplayError))


_KEYS = {"format", "version", "engine", "ruleset", "game", "options", "actions"}
_OPTION_KEYS = {"players", "seed", "estates", "advanced", "tiles"}


def _structure(document: Any) -> Replay:
    def need(ok: bool, where: str, what: str) -> None:
        if not ok:
            raise ReplayError(f"malformed replay: {where}: {what}")

    need(isinstance(document, dict), "replay", "a JSON object")
    need(document.get("format") == FORMAT, "format", f"must be {FORMAT!r}")
    version = document.get("version")
    need(type(version) is int and 1 <= version <= VERSION, "version",
         f"this engine reads 1 to {VERSION}")
    if version < 3:  # the options were under "game", and the game was Castles
        document = {**document, "game": "castles", "options": document.get("game")}
    need(set(document) == _KEYS, "replay", f"keys must be {', '.join(sorted(_KEYS))}")
    need(document["game"] == "castles", "game", "'castles'")
    need(isinstance(document["engine"], str), "engine", "a version string")
    need(isinstance(document["ruleset"], str), "ruleset", "a digest string")
    options = document["options"]
    need(isinstance(options, dict) and set(options) == _OPTION_KEYS, "options",
         ", ".join(sorted(_OPTION_KEYS)))
    for key in ("players", "seed"):
        need(type(options[key]) is int, f"options.{key}", "a whole number")
    estates = options["estates"]
    need(
        isinstance(estates, list) and all(type(n) is int for n in estates),
        "options.estates",
        "a list of map numbers",
    )
    need(type(options["advanced"]) is bool, "options.advanced", "true or false")
    need(isinstance(document["actions"], list), "actions", "a list of actions")
    actions: list[Action] = []
    for index, raw in enumerate(document["actions"]):
        try:
            actions.append(saves.structure(
                raw, Action, "replay",  # type: ignore[arg-type]
                path=f"actions[{index}]", converter=saves.RECORD_CONVERTER,
            ))
        except StateError as error:
            raise ReplayError(str(error), step=index) from None
    tiles, ruleset = options["tiles"], document["ruleset"]
    if version == 1:
        tiles, ruleset = with_packaged_names(tiles, ruleset)
    return Replay(
        engine=document["engine"],
        ruleset=ruleset,
        players=options["players"],
        seed=options["seed"],
        estates=tuple(estates),
        advanced=options["advanced"],
        tiles=tiles,
        actions=tuple(actions),
    )


def record(origin: Origin, tiles: TileSet, actions: tuple[Action, ...]) -> Replay:
    """The replay of a game that began as ``origin`` with ``tiles``."""
    return Replay(
        engine=__version__,
        ruleset=tiles.digest,
        players=origin.players,
        seed=origin.seed,
        estates=origin.estates,
        advanced=origin.advanced,
        tiles=tiles_reference(tiles),
        actions=actions,
    )
