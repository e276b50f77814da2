"""La Strada as the kernel's learning adapters take it (``burgundy.kernel.adapters``):
``LA_STRADA``, registered by ``games.lastrada.openspiel`` (OpenSpiel's
``python_la_strada``) and played by ``games.lastrada.pettingzoo``'s environment.

Everything is public and nothing is drawn after set-up (L-TURN-5), so a game is deterministic
given its ``seed`` parameter and has no chance nodes. The parameters are ``new_game``'s:
``players`` (2-4), ``seed``, ``board`` (a board file's path or TOML text; ``""``: the example
board) and ``curves`` (``"gentle"`` or ``"any"``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from burgundy.games.lastrada import text
from burgundy.games.lastrada.game import LaStradaGame, new_game
from burgundy.games.lastrada.rules.scoring import gold
from burgundy.kernel.adapters import Registration, action_words
from burgundy.kernel.words import counted

#: A bound on every number of an observation (turns played are the largest).
OBSERVATION_HIGH = 1000.0


def _start(parameters: Mapping[str, Any]) -> LaStradaGame:
    return new_game(parameters["players"], parameters["seed"], parameters["board"] or None,
                    parameters["curves"])


def _observer(game: LaStradaGame) -> Any:
    from burgundy.games.lastrada.observation import observer  # numpy: when a table is made

    return observer(game)


def max_game_length(game: LaStradaGame) -> int:
    """A bound on the decisions of a game like ``game`` from its start. Every route places a
    stone, so there are at most as many routes as stones. A turn that builds nothing either
    saves (ends below the cap: at most ``ceil(cap / income)`` in a row per seat, between its
    routes) or is idle (ends at the cap: fewer than one per seat in a row, L-END-3); each
    turn ends with one decision."""
    state = game.state
    numbers, seats = state.numbers, len(state.players)
    routes = sum(p.stones for p in state.players)
    saving = -(-numbers.cap // max(numbers.income, 1)) * (routes + seats)
    turns = seats * (routes + saving + 1)
    return len(state.to_place) + routes + turns


def describe(game: LaStradaGame) -> str:
    """The table in a few lines of text."""
    s = game.state
    doing = "set-up" if s.to_place else f"turn {s.turn}"
    lines = ["game over" if s.over else f"{doing}, seat {game.current_player} to act"]
    now = gold(s)
    for player in s.players:
        tiles = ", ".join(f"{n} {terrain}" for terrain, n in player.tiles.items())
        lines.append(
            f"seat {player.seat}: {counted(player.days, 'day')}, "
            f"{counted(player.stones, 'stone')}, tiles {tiles}, "
            f"{len(player.reached)} places reached, {now[player.seat]} gold now"
        )
    return "\n".join(lines)


LA_STRADA = Registration(
    name="la_strada",
    long_name="La Strada",
    players=(2, 3, 4),
    parameters={"players": 2, "seed": 0, "board": "", "curves": "gentle"},
    start=_start,
    observer=_observer,
    max_game_length=max_game_length,
    observation_high=OBSERVATION_HIGH,
    action_text=action_words(text.describe_action),
    render=describe,
)
