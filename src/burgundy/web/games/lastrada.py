"""La Strada on the server: 2 to 4 players, the example board or a board file's text, and
L-ROUTE-5's option (``curves``).

Every place an action has on the board is a field, ``"field:q,r"``: a start field's, or a
route's target, where the page lists every route to it. A route marks its fields. The
board is sent as text only: a text that names a file on the server is refused, so that no
one reads the server's files through a game.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from burgundy.games import lastrada
from burgundy.games.lastrada.actions import BuildRoute, EndTurn, PlaceStart
from burgundy.games.lastrada.board import Field
from burgundy.games.lastrada.numbers import TARGET_TYPES
from burgundy.games.lastrada.rules.routes import cost
from burgundy.games.lastrada.state import CURVES
from burgundy.games.lastrada.text import (
    describe_action,
    describe_decision,
    describe_event,
    gold_by_type,
    place,
)
from burgundy.web.games import Action, Choice, GameKind, Text

LaStradaGame = lastrada.LaStradaGame

#: L-ROUTE-5's choices, for people.
CURVE_LABELS = {"gentle": "gentle curves only (the tile rule)", "any": "any curves"}
#: Each target type's rank: the routes to a city are listed first.
RANK = {kind: n for n, kind in enumerate(TARGET_TYPES)}


def field_key(field: Field) -> str:
    return f"field:{field[0]},{field[1]}"


class LaStrada(GameKind):
    name = "lastrada"
    title = "La Strada"
    players = (2, 4)
    unit = "gold"
    settings = (
        Choice("curves", "Road tiles",
               choices=tuple((curves, CURVE_LABELS[curves]) for curves in CURVES)),
        Text("board", "Board file (its TOML text; empty: the example board)",
             what="a board file's TOML text"),
    )

    def new(self, players: int, seed: int, options: Mapping[str, Any]) -> LaStradaGame:
        read = self.read(options)
        try:
            return lastrada.new_game(players, seed, board=read["board"], curves=read["curves"])
        except ValueError as error:
            raise ValueError(f"options.board: {error}") from None

    def words(self, game: LaStradaGame, action: Action) -> str:
        return describe_action(game.state, action)

    def prompt(self, game: LaStradaGame) -> str:
        return describe_decision(game.state)

    def place(self, game: LaStradaGame, action: Action) -> str | None:
        if isinstance(action, PlaceStart):
            return field_key(action.field)
        if isinstance(action, BuildRoute):
            return field_key(action.target)
        return None

    def marks(self, game: LaStradaGame, action: Action) -> list[str]:
        return [field_key(f) for f in action.fields] if isinstance(action, BuildRoute) else []

    def group(self, game: LaStradaGame, action: Action) -> tuple[int, str]:
        """As the terminal lists them: the start fields; the routes by target, the types
        worth the most gold first, each target's routes cheapest first; the end of the
        turn. The order is (type, target, cost) as the digits of one number."""
        state = game.state
        base = max(len(state.targets), state.numbers.cap) + 1
        if isinstance(action, PlaceStart):
            return 0, "Place a start field"
        if isinstance(action, EndTurn):
            return (len(RANK) + 1) * base**2, "End the turn"
        rank = 1 + RANK[state.targets[action.target]]
        target = sorted(state.targets).index(action.target)
        order = (rank * base + target) * base + cost(state, action.fields)
        return order, f"Routes to {place(state, action.target)}"

    def event_words(
        self, game: LaStradaGame, events: Sequence[Any], names: Mapping[int, str]
    ) -> list[str]:
        return [describe_event(game.state, event, names) for event in events]

    def sheet(self, game: LaStradaGame, events: Sequence[Any]) -> list[list[Any]]:
        days = [player.days for player in game.state.players]
        return [[heading, gold] for heading, gold in gold_by_type(game.state)] + [
            ["Days left (break a tie)", days], ["Gold", list(game.scores())]
        ]


GAME = LaStrada()
