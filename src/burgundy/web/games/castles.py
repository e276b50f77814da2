"""The Castles of Burgundy, with any of its expansions, on the server.

Actions are named by the engine's action ids (``game.action_id``). The engine's encoding
covers the standard game; an action it has no id for (a tile of an expansion's new kind, an
action a tile file declares) is named by a number above ``burgundy.ACTION_SPACE_SIZE``
drawn from the action's own fields, so that an id sent for one position never names another
action in the next.
"""

from __future__ import annotations

import functools
import hashlib
from collections.abc import Mapping, Sequence
from typing import Any

import attrs

import burgundy
from burgundy import actions as act
from burgundy import data, describe
from burgundy.game import CastlesGame
from burgundy.model import state as st
from burgundy.scoresheet import ScoreSheet
from burgundy.web.games import Action, Choices, Flag, GameKind

#: The expansions in the order the setup form lists them, with their names for people. They
#: are loaded in the order of their names, so that one choice always deals the same game.
EXPANSION_NAMES = {
    "monastery_28": "Monastery (knowledge tile 28)",
    "cloisters": "Cloisters",
    "inns": "Inns",
    "trade_routes": "Trade routes",
    "shields": "Shields",
}


def _expansion_choices() -> tuple[tuple[str, str], ...]:
    """Every expansion, as the form lists it: those ``EXPANSION_NAMES`` names first."""
    names = [name for name in EXPANSION_NAMES if name in burgundy.EXPANSIONS]
    names += sorted(set(burgundy.EXPANSIONS) - set(names))
    return tuple((name, EXPANSION_NAMES.get(name, name)) for name in names)


@functools.cache
def _tiles(expansions: tuple[str, ...]) -> burgundy.TileSet:
    return burgundy.load_tiles(
        burgundy.STANDARD_TILES, *(burgundy.EXPANSIONS[name] for name in expansions)
    )


def _content_id(action: Action) -> int:
    """A number above the engine's ids, from the fields that make ``action`` what it is."""
    fields = attrs.fields(type(action))
    parts = [type(action).__name__, *(str(getattr(action, f.name)) for f in fields if f.eq)]
    digest = hashlib.sha256("\x1f".join(parts).encode()).digest()
    return burgundy.ACTION_SPACE_SIZE + int.from_bytes(digest[:6], "big")


class Castles(GameKind):
    name = "castles"
    title = "The Castles of Burgundy"
    players = (2, 4)
    settings = (
        Choices("expansions", "Expansions", choices=_expansion_choices(), each="expansion",
                note="inns and cloisters are two editions of one idea: choose one"),
        Flag("advanced", "Random estates, start castles chosen"),
    )

    def new(self, players: int, seed: int, options: Mapping[str, Any]) -> CastlesGame:
        read = self.read(options)
        try:
            tiles = _tiles(read["expansions"]) if read["expansions"] else None
        except burgundy.TileError as error:
            raise ValueError(f"options.expansions: {error}") from None
        return burgundy.new_game(players, seed, tiles=tiles, advanced=read["advanced"])

    def action_id(self, game: CastlesGame, action: Action) -> int:
        try:
            return game.action_id(action)
        except ValueError:
            return _content_id(action)

    def words(self, game: CastlesGame, action: Action) -> str:
        return describe.describe_action(game, action)

    def group(self, game: CastlesGame, action: Action) -> tuple[int, str]:
        die = getattr(action, "die", None)
        return (die, f"With die {die}") if die is not None else (7, "Other actions")

    def prompt(self, game: CastlesGame) -> str:
        return describe.describe_decision(game)

    def place(self, game: CastlesGame, action: Action) -> str | None:
        if isinstance(action, act.TakeTile):
            return f"depot:{action.number}:{action.slot}"
        if isinstance(action, act.BuyTile):
            return f"depot:{action.depot}:{action.slot}"
        if isinstance(action, act.PlaceTile):
            return f"space:{action.space}"
        if isinstance(action, act.SellGoods):
            return f"goods:{action.number}"
        if isinstance(action, act.Choose):
            return _choice_place(game, action.option)
        return None

    def event_words(
        self, game: CastlesGame, events: Sequence[Any], names: Mapping[int, str]
    ) -> list[str]:
        lines = (describe.describe_event(game, event, names) for event in events)
        return [line for line in lines if line]

    def sheet(self, game: CastlesGame, events: Sequence[Any]) -> list[list[Any]]:
        sheet = ScoreSheet(len(game.state.players), game.tiles)
        sheet.record(events)
        return [[heading, points] for heading, points in sheet.rows()] + [
            ["Total", list(game.scores())]
        ]

    def table(self, game: CastlesGame) -> dict[str, Any]:
        maps = data.estates()
        used = sorted({player.estate_map for player in game.state.players})
        return {
            "estates": {
                str(n): {"colours": maps[n].colours, "dice": maps[n].dice} for n in used
            },
            "depots": {
                str(depot): [[colour, least] for colour, least in slots]
                for depot, slots in data.board().depots.items()
            },
            "names": {
                tile.id: describe.tile_name(game.tiles, tile)
                for tile in sorted(set(game.tiles.full_mix()), key=str)
            },
        }


def _choice_place(game: CastlesGame, option: act.Option) -> str | None:
    """Where the answer ``option`` to the pending decision lies on the board."""
    decision = describe.pending_decision(game)
    if isinstance(decision, st.StartCastleChoice | st.SellChoice) and isinstance(option, int):
        return f"{'space' if isinstance(decision, st.StartCastleChoice) else 'goods'}:{option}"
    if isinstance(decision, st.ShipChoice) and isinstance(option, int):
        return f"depot:{option}:goods"
    if isinstance(decision, st.DiscardChoice) and isinstance(option, str):
        storage = [str(tile) for tile in game.state.players[decision.seat].storage]
        return f"storage:{storage.index(option)}" if option in storage else None
    if isinstance(decision, st.TakeChoice):
        if decision.source == "depots" and isinstance(option, tuple):
            return f"depot:{option[0]}:{option[1]}"
        if decision.source == "black_depot" and isinstance(option, int):
            return f"depot:0:{option}"
    if isinstance(decision, st.PlaceChoice) and isinstance(option, tuple) and len(option) == 3:
        return f"space:{option[2]}"
    return None


GAME = Castles()
