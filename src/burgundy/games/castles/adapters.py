"""Adapters to learning environments: ``burgundy.adapters.openspiel`` (the ``openspiel``
extra) and ``burgundy.adapters.pettingzoo`` (the ``pettingzoo`` extra). Import the one you
use; this package imports neither. ``CASTLES`` is the standard game as the kernel's adapters
(``burgundy.kernel.adapters``) take it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from burgundy.games.castles import encoding
from burgundy.games.castles.chance import ChancePoints
from burgundy.games.castles.game import CastlesGame, new_game
from burgundy.kernel.adapters import Registration

#: The largest number an observation holds (points are the largest counts).
OBSERVATION_HIGH = 1000.0
#: A bound on the decisions of a seat's turn: two dice, extra actions, what tiles ask, a
#: purchase (random games take 2-4); a game has 25 rounds.
MAX_TURN_DECISIONS = 25


def _start(parameters: Mapping[str, Any]) -> CastlesGame:
    return new_game(parameters["players"], parameters["seed"])


def _observer(game: CastlesGame) -> Any:
    from burgundy.games.castles.observation import Observation  # numpy: only when a table is made

    return Observation()


def _max_game_length(game: CastlesGame) -> int:
    return 25 * len(game.state.players) * MAX_TURN_DECISIONS


def describe(game: CastlesGame) -> str:
    """The table in a few lines of text."""
    s = game.state
    where = "game over" if game.is_over else (
        f"phase {s.phase} round {s.round}, seat {game.current_player} to act"
    )
    lines = [where]
    for seat, player in enumerate(s.players):
        storage = ", ".join(map(str, player.storage)) or "-"
        lines.append(
            f"seat {seat}: {player.points} points, {player.silverlings} silverlings, "
            f"{player.workers} workers, dice {player.dice}, storage {storage}"
        )
    for depot, slots in s.depots.items():
        tiles = ", ".join(str(t) for t in slots if t is not None) or "-"
        lines.append(f"depot {depot}: {tiles}; goods {list(s.depot_goods[depot])}")
    lines.append(f"black depot: {', '.join(map(str, s.black_depot)) or '-'}")
    return "\n".join(lines)


#: Every seat plays map 1 with the standard tiles; every draw is a chance node for OpenSpiel.
CASTLES = Registration(
    name="castles_of_burgundy",
    long_name="Castles of Burgundy",
    players=(2, 3, 4),
    parameters={"players": 2},
    start=_start,
    observer=_observer,
    max_game_length=_max_game_length,
    observation_high=OBSERVATION_HIGH,
    action_text=lambda game, n: encoding.describe(n),
    render=describe,
    chance=ChancePoints(),
)
