"""La Strada (Martin Wallace, 2004; 2 to 4 players) as a game package: its board files, state,
actions, events and rules (``LA_STRADA.md``, IDs ``L-…``), and ``RULES``, the object the
kernel's ``Game`` handle drives (KERNEL.md, "The protocol").

>>> from burgundy.games import lastrada
>>> game = lastrada.new_game(players=3, seed=7)
>>> game.name, game.current_player == game.state.start_player
('lastrada', True)
>>> from burgundy.games.lastrada import RULES, Options
>>> state = RULES.setup(Options(players=3, seed=7))
>>> RULES.to_act(state) == state.start_player
True
"""

from __future__ import annotations

from typing import ClassVar

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
from burgundy.kernel.views import View

__all__ = [
    "NAME",
    "RULES",
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
    "Rules",
    "Scenario",
    "State",
    "View",
    "load",
    "log_lines",
    "new_game",
    "position",
    "replay",
]


class Rules:
    """La Strada's side of the kernel protocol, as pure functions of the state."""

    name: ClassVar[str] = "lastrada"
    options: ClassVar[type] = Options
    action_types = actions.ACTION_TYPES
    event_types = events.EVENT_TYPES
    hidden: ClassVar[tuple[str, ...]] = ()  # everything is public (L-TURN-5)

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
        return scoring.gold(state)

    def outcome(self, state: State) -> Outcome | None:
        return scoring.outcome(state)

    def view(self, state: State, seat: int) -> View:
        return view(state, seat)

    def determinize(self, state: State, seat: int, seed: int) -> State:
        return determinize(state, seat, seed)


RULES = Rules()


def __getattr__(name: str) -> object:
    # Scenario builds games: it comes from the testing module on first use.
    if name == "Scenario":
        from burgundy.games.lastrada.testing import Scenario

        return Scenario
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
