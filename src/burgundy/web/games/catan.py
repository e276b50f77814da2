"""Catan on the server: 3 or 4 players (2 as an option), a random board or a board file's
text, CATAN.md's options (the offers a turn, the largest offer listed, trade and build in
any order, a turn limit) and house rules as a tile file's text, its actions and events in
Catan's own words (``games/catan/text.py``).

The places of actions on the board: ``"hex:q,r"`` for the robber, ``"node:n"`` for a
settlement or a city on intersection ``n``, ``"path:n"`` for a road on path ``n``.

Secrets: a seat is sent its own view, and the others' scores without their unplayed
victory point cards until the end (API.md). The event log is one for every watcher, so it
tells each event as a seat that took no part sees it (``views.seen``: no card a theft took
nor a card drawn), and a discard without the discarder's count of that card.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from burgundy.errors import TileError
from burgundy.games import catan
from burgundy.games.catan import actions as act
from burgundy.games.catan.geometry import HARBOUR_INTERSECTIONS, HARBOURS, INTERSECTIONS, PATH_ENDS
from burgundy.games.catan.rules.scoring import hidden_points, public_points
from burgundy.games.catan.state import COLOURS
from burgundy.games.catan.text import describe_action, describe_decision, describe_event
from burgundy.games.catan.views import seen
from burgundy.web.games import Action, Flag, GameKind, Number, Text

CatanGame = catan.CatanGame

#: The options' defaults (CATAN.md).
DEFAULTS = catan.Options()
#: No seat: what an event tells a seat that took no part in it.
NOBODY = -1

#: Where the page lists each kind of action, in this order. The offers, a hundred or more
#: with a full hand, come last: the end of the turn before them keeps a key.
GROUPS: tuple[tuple[tuple[type, ...], str], ...] = (
    ((act.PlaceSettlement, act.PlaceRoad), "Set up"),
    ((act.Roll,), "Dice"),
    ((act.Discard,), "Discard"),
    ((act.MoveRobber, act.Steal), "The robber"),
    ((act.AnswerTrade, act.CloseTrade), "The offer"),
    ((act.Choose,), "Your card"),
    ((act.BuildSettlement, act.BuildCity, act.BuildRoad, act.BuyCard), "Build and buy"),
    ((act.PlayCard,), "Play a card"),
    ((act.MaritimeTrade,), "Trade with the bank"),
    ((act.EndTurn,), "End the turn"),
    ((act.ProposeTrade,), "Offer a trade"),
)
GROUP_OF = {kind: (n, heading) for n, (kinds, heading) in enumerate(GROUPS) for kind in kinds}


def hex_key(hex_: tuple[int, int]) -> str:
    return f"hex:{hex_[0]},{hex_[1]}"


class Catan(GameKind):
    name = "catan"
    title = "Catan"
    players = (2, 4)
    unit = "victory points"
    settings = (
        Text("board", "Board file (its TOML text; empty: a random board)",
             what="a board file's TOML text"),
        Number("max_offers_per_turn", "Offers to other players a turn (0: no trade between "
               "players)", low=0, high=10, default=DEFAULTS.max_offers_per_turn),
        Number("trade_offer_list_max", "The most cards a side of an offer", low=1, high=3,
               default=DEFAULTS.trade_offer_list_max),
        Flag("combined_trade_build", "Trade and build in any order in a turn"),
        Number("turn_limit", "Turn limit (not a rule: the game ends after it without a "
               "winner; empty: none)", low=1, high=1000),
        Text("tiles", "House rules (a tile file's text in Catan's language, "
             "language catan 1; empty: none)", what="a house-rule file's text"),
    )

    def new(self, players: int, seed: int, options: Mapping[str, Any]) -> CatanGame:
        read = self.read(options)
        try:
            return catan.new_game(players, seed, **read)
        except TileError as error:
            raise ValueError(f"options.tiles: {error}") from None
        except ValueError as error:  # the engine names the house rules ("tiles: …")
            text = str(error)
            wrong = "tiles" if text.startswith("tiles: ") else "board"
            raise ValueError(f"options.{wrong}: {text.removeprefix('tiles: ')}") from None

    def scores(self, game: CatanGame, seat: int | None) -> list[int]:
        """Every total at the end; before it, ``seat``'s own and the others' public points."""
        state = game.state
        return [
            public_points(state, n) + (hidden_points(state, n) if state.over or n == seat else 0)
            for n in range(len(state.players))
        ]

    def words(self, game: CatanGame, action: Action) -> str:
        if isinstance(action, act.Discard):  # the log tells it to all: not the hand's count
            return str(action)
        return describe_action(game.state, action)

    def prompt(self, game: CatanGame) -> str:
        return describe_decision(game.state)

    def place(self, game: CatanGame, action: Action) -> str | None:
        if isinstance(action, act.MoveRobber):
            return hex_key(action.hex)
        if isinstance(action, act.PlaceSettlement | act.BuildSettlement | act.BuildCity):
            return f"node:{action.intersection}"
        if isinstance(action, act.PlaceRoad | act.BuildRoad):
            return f"path:{action.path}"
        return None

    def group(self, game: CatanGame, action: Action) -> tuple[int, str]:
        return GROUP_OF[type(action)]

    def event_words(
        self, game: CatanGame, events: Sequence[Any], names: Mapping[int, str]
    ) -> list[str]:
        return [describe_event(seen(event, NOBODY), names) for event in events]

    def sheet(self, game: CatanGame, events: Sequence[Any]) -> list[list[Any]]:
        state = game.state
        seats = range(len(state.players))
        points = state.figures.points

        def built(kind: str) -> list[int]:
            return [points[kind] * sum(1 for owner, k in state.buildings.values()
                                       if owner == seat and k == kind) for seat in seats]

        def award(holder: int | None, kind: str) -> list[int]:
            return [points[kind] if holder == seat else 0 for seat in seats]

        return [
            ["Settlements", built("settlement")],
            ["Cities", built("city")],
            ["Longest Road", award(state.longest_road, "longest_road")],
            ["Largest Army", award(state.largest_army, "largest_army")],
            ["Victory point cards", [hidden_points(state, seat) for seat in seats]],
            ["Total", list(game.scores())],
        ]

    def table(self, game: CatanGame) -> dict[str, Any]:
        """The island's fixed geometry: each intersection's three hexes, each path's two
        intersections, each harbour's frame hex, the land hex it faces and its two
        intersections; and the seats' colours (C-SETUP-1), as the terminal names them."""
        return {
            "colours": list(COLOURS),
            "intersections": [sorted([list(h) for h in hexes]) for hexes in INTERSECTIONS],
            "paths": [list(ends) for ends in PATH_ENDS],
            "harbours": [
                {"at": list(frame), "faces": list(land), "ends": list(ends)}
                for (frame, land), ends in zip(HARBOURS, HARBOUR_INTERSECTIONS, strict=True)
            ],
        }


GAME = Catan()
