"""Catan as the kernel's learning adapters take it (``burgundy.kernel.adapters``): ``CATAN``,
registered by ``games.catan.openspiel`` (OpenSpiel's ``python_catan``) and played by
``games.catan.pettingzoo``'s environment.

The parameters are ``new_game``'s: ``players`` (2-4), ``seed`` (the board, the start
player and the deck's first order), ``board`` (a board file's path or TOML text; ``""``: a
random board) and ``turn_limit`` (1 to 1000, default 1000: a game cut short there ends
without a winner, and every seat shares its return; not a rule, C-END-4, but OpenSpiel
needs a bound on a game's length). Hands and unplayed cards are hidden (C-TURN-7), so the
game is one of imperfect information; in OpenSpiel every roll, card drawn and card stolen is
a chance node (``games.catan.chance``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from burgundy.games.catan import text
from burgundy.games.catan.chance import ChancePoints
from burgundy.games.catan.figures import RESOURCES
from burgundy.games.catan.game import CatanGame, new_game
from burgundy.games.catan.observation import OBSERVATION_HIGH
from burgundy.games.catan.rules.scoring import public_points
from burgundy.kernel.adapters import Registration, action_words
from burgundy.kernel.words import counted

#: The longest game a table plays, in turns.
MOST_TURNS = int(OBSERVATION_HIGH)


def _start(parameters: Mapping[str, Any]) -> CatanGame:
    limit = parameters["turn_limit"]
    if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= MOST_TURNS:
        raise ValueError(f"turn_limit must be 1 to {MOST_TURNS}, not {limit!r}")
    return new_game(parameters["players"], parameters["seed"], parameters["board"] or None,
                    turn_limit=limit)


def _observer(game: CatanGame) -> Any:
    from burgundy.games.catan.observation import observer  # numpy: when a table is made

    return observer(game)


def max_game_length(game: CatanGame) -> int:
    """A bound on the decisions of a game like ``game`` from its start: the set-up's, then
    per turn the roll, a card with its two decisions at most, the 7's robber and victim and
    every discard (half of all the resources at most), every offer with its answers and its
    close, and the end; and the maritime trades, builds and purchases, each of which takes
    at least one card from the active player's hand (a trade gives more than it gets, a
    build costs something), so no more of them than the cards it holds and gains in the
    turn: its hand, production and a monopoly (all the resources at most each), and a
    discovery's, thefts' and offers' few cards, within all the resources once more."""
    state = game.state
    assert state.turn_limit is not None  # _start sets one
    seats = len(state.players)
    resources = state.figures.bank * len(RESOURCES)
    offers = state.max_offers_per_turn * (seats + 1)
    turn = 1 + 3 + 2 + resources // 2 + offers + 4 * resources + 1
    return len(state.to_place) * 2 + state.turn_limit * turn


def describe(game: CatanGame) -> str:
    """The table in a few lines of text, as every seat sees it."""
    s = game.state
    doing = "set-up" if s.to_place else f"turn {s.turn}"
    lines = ["game over" if s.over else f"{doing}, seat {game.current_player} to act"]
    for player in s.players:
        lines.append(
            f"seat {player.seat}: {counted(public_points(s, player.seat), 'point')} seen, "
            f"{counted(player.hand_size, 'card')} in hand, "
            f"{counted(len(player.cards), 'development card')}, "
            f"{counted(player.played.count('knight'), 'knight')} played"
        )
    lines.append(f"bank: {', '.join(f'{n} {r}' for r, n in s.bank.items())}; "
                 f"deck: {counted(len(s.deck), 'card')}; robber on {s.robber}")
    return "\n".join(lines)


CATAN = Registration(
    name="catan",
    long_name="Catan",
    players=(2, 3, 4),
    parameters={"players": 4, "seed": 0, "board": "", "turn_limit": MOST_TURNS},
    start=_start,
    observer=_observer,
    max_game_length=max_game_length,
    observation_high=OBSERVATION_HIGH,
    action_text=action_words(text.describe_action),
    render=describe,
    chance=ChancePoints(),
    hidden=True,
)
