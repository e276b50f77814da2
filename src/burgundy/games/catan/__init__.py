"""Catan (Klaus Teuber, 1995; the base game, 3 or 4 players, 2 as an option) as a game
package: its geometry, board files, state, actions, events, development cards as data, and
rules (``CATAN.md``, IDs ``C-…``), and ``GameRules``, the object the kernel's ``Game``
handle drives (KERNEL.md, "The protocol"). The rules are pure functions of the state in
their modules (``rules.setup``, ``rules.flow``, ``rules.scoring``, ``views``).

>>> from burgundy.games import catan
>>> game = catan.new_game(players=4, seed=7)
>>> game.name, game.current_player == game.state.start_player
('catan', True)
>>> from burgundy.games.catan import Options
>>> from burgundy.games.catan.rules import flow, setup
>>> state = setup.setup(Options(players=4, seed=7))
>>> flow.to_act(state) == state.start_player
True
"""

from __future__ import annotations

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
from burgundy.kernel.deprecated import state_rules
from burgundy.kernel.views import View

__all__ = [
    "NAME",
    "RESOURCES",
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


def __getattr__(name: str) -> object:
    if name == "RULES":  # the rules as functions of the state, before GameRules
        return state_rules(
            NAME, options=Options, action_types=actions.ACTION_TYPES,
            event_types=events.EVENT_TYPES, hidden=("deck", "seed", "draws"),
            setup=setup.setup, to_act=flow.to_act, legal=flow.legal, apply=flow.apply,
            why_illegal=explain.why_illegal, scores=scoring.scores, outcome=scoring.outcome,
            view=view, determinize=determinize,
        )
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
