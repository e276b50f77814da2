"""La Strada (Martin Wallace, 2004; 2 to 4 players) as a game package: its board files, state,
actions, events and rules (``LA_STRADA.md``, IDs ``L-…``), and ``GameRules``, the object the
kernel's ``Game`` handle drives (KERNEL.md, "The protocol"). The rules are pure functions of
the state in their modules (``rules.setup``, ``rules.flow``, ``rules.scoring``, ``views``).

>>> from burgundy.games import lastrada
>>> game = lastrada.new_game(players=3, seed=7)
>>> game.name, game.current_player == game.state.start_player
('lastrada', True)
>>> from burgundy.games.lastrada import Options
>>> from burgundy.games.lastrada.rules import flow, setup
>>> state = setup.setup(Options(players=3, seed=7))
>>> flow.to_act(state) == state.start_player
True
"""

from __future__ import annotations

from burgundy.games.lastrada import actions, events
from burgundy.games.lastrada.actions import Action, BuildRoute, EndTurn, PlaceStart
from burgundy.games.lastrada.board import Board, Field
from burgundy.games.lastrada.game import (
    NAME,
    GameRules,
    LaStradaGame,
    Replay,
    load,
    log_lines,
    new_game,
    position,
    replay,
)
from burgundy.games.lastrada.numbers import Numbers
from burgundy.games.lastrada.rules import explain, flow, scoring, setup
from burgundy.games.lastrada.rules.scoring import Outcome
from burgundy.games.lastrada.state import Options, Player, State
from burgundy.games.lastrada.views import determinize, view
from burgundy.kernel.deprecated import state_rules
from burgundy.kernel.views import View

__all__ = [
    "NAME",
    "Action",
    "Board",
    "BuildRoute",
    "EndTurn",
    "Field",
    "GameRules",
    "LaStradaGame",
    "Numbers",
    "Options",
    "Outcome",
    "PlaceStart",
    "Player",
    "Replay",
    "Scenario",
    "State",
    "View",
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
            event_types=events.EVENT_TYPES, hidden=(), setup=setup.setup, to_act=flow.to_act,
            legal=flow.legal, apply=flow.apply, why_illegal=explain.why_illegal,
            scores=scoring.gold, outcome=scoring.outcome, view=view, determinize=determinize,
        )
    # Scenario builds games: it comes from the testing module on first use.
    if name == "Scenario":
        from burgundy.games.lastrada.testing import Scenario

        return Scenario
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
