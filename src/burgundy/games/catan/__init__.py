"""Catan (Klaus Teuber, 1995; the base game, 3 or 4 players, 2 as an option) as a game
package: its geometry, board files, state, actions, events, development cards as data, and
rules (``CATAN.md``, IDs ``C-…``), and ``RULES``, the object the kernel's ``Game`` handle
drives (KERNEL.md, "The protocol").

>>> from burgundy.games import catan
>>> game = catan.new_game(players=4, seed=7)
>>> game.name, game.current_player == game.state.start_player
('catan', True)
>>> from burgundy.games.catan import RULES, Options
>>> state = RULES.setup(Options(players=4, seed=7))
>>> RULES.to_act(state) == state.start_player
True
"""

from __future__ import annotations

from typing import ClassVar

from burgundy.games.catan import actions, events, geometry
from burgundy.games.catan.actions import (
    Action,
    AnswerTrade,
    BuildCity,
    BuildRoad,
    BuildSettlement,
    BuyCard,
    Choose,
    CloseTrade,
    Discard,
    EndTurn,
    MaritimeTrade,
    MoveRobber,
    PlaceRoad,
    PlaceSettlement,
    PlayCard,
    ProposeTrade,
    Roll,
    Steal,
)
from burgundy.games.catan.board import Board
from burgundy.games.catan.cards import STANDARD_TILES
from burgundy.games.catan.figures import RESOURCES, Figures
from burgundy.games.catan.game import (
    NAME,
    CatanGame,
    GameRules,
    Replay,
    load,
    log_lines,
    new_game,
    position,
    replay,
)
from burgundy.games.catan.rules import explain, flow, scoring, setup
from burgundy.games.catan.rules.scoring import Outcome
from burgundy.games.catan.state import Options, Player, State
from burgundy.games.catan.testing import Scenario
from burgundy.games.catan.views import determinize, view
from burgundy.kernel.views import View

__all__ = [
    "NAME",
    "RESOURCES",
    "RULES",
    "STANDARD_TILES",
    "Action",
    "AnswerTrade",
    "Board",
    "BuildCity",
    "BuildRoad",
    "BuildSettlement",
    "BuyCard",
    "CatanGame",
    "Choose",
    "CloseTrade",
    "Discard",
    "EndTurn",
    "Figures",
    "GameRules",
    "MaritimeTrade",
    "MoveRobber",
    "Options",
    "Outcome",
    "PlaceRoad",
    "PlaceSettlement",
    "PlayCard",
    "Player",
    "ProposeTrade",
    "Replay",
    "Roll",
    "Rules",
    "Scenario",
    "State",
    "Steal",
    "View",
    "geometry",
    "load",
    "log_lines",
    "new_game",
    "position",
    "replay",
]


class Rules:
    """Catan's side of the kernel protocol, as pure functions of the state."""

    name: ClassVar[str] = "catan"
    options: ClassVar[type] = Options
    action_types = actions.ACTION_TYPES
    event_types = events.EVENT_TYPES
    #: What nobody sees: the deck's order and the random stream; hands and unplayed cards are
    #: seen by their owner only (``view``).
    hidden: ClassVar[tuple[str, ...]] = ("deck", "seed", "draws")

    def setup(self, options: Options) -> State:
        return setup.setup(options)

    def to_act(self, state: State) -> int | None:
        return flow.to_act(state)

    def legal(self, state: State) -> tuple[Action, ...]:
        return flow.legal(state)

    def apply(self, state: State, action: Action) -> tuple[State, tuple[events.Event, ...]]:
        return flow.apply(state, action)

    def why_illegal(self, state: State, action: object) -> str:
        return explain.why_illegal(state, action)

    def scores(self, state: State) -> tuple[int, ...]:
        return scoring.scores(state)

    def outcome(self, state: State) -> Outcome | None:
        return scoring.outcome(state)

    def view(self, state: State, seat: int) -> View:
        return view(state, seat)

    def determinize(self, state: State, seat: int, seed: int) -> State:
        return determinize(state, seat, seed)


RULES = Rules()
