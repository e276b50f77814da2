"""Learning environments for every game, from what its ``Game`` handle gives (legal action
ids, ``action_from_id``, ``view(seat)``, ``winners``, ``clone``) and a ``Registration``: an
observation encoder, a bound on the game's length, words for actions and the table, and its
chance points if it has any (``burgundy.kernel.chance``).

``openspiel`` (the ``openspiel`` extra) makes a registration an OpenSpiel Python game,
``pettingzoo`` (the ``pettingzoo`` extra) a PettingZoo AEC environment. This package imports
neither, nor numpy: a game's registration loads its encoder only when a table is made.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import attrs

from burgundy.kernel.chance import ChancePoints
from burgundy.kernel.errors import IllegalActionError


@attrs.frozen
class Registration:
    """One game as the adapters offer it.

    ``name`` makes the names: OpenSpiel's ``python_<name>`` and PettingZoo's ``<name>_v0``.
    ``parameters`` are OpenSpiel's, with their defaults (``players`` among them); ``start``
    makes a game from them and a ``seed`` (``ValueError`` naming a bad one). ``observer``
    gives a fresh encoder (``kernel.observation.Observation``) for games like the one given,
    ``max_game_length`` a bound on the decisions of a game like it, ``observation_high`` a
    bound on the tensor's numbers. ``action_text`` says a legal action id in words,
    ``render`` the table. ``chance``: the game's chance points; ``None`` for a game that
    draws nothing after set-up, which is then deterministic given its seed. ``hidden``: a
    seat holds what the others cannot see (OpenSpiel's imperfect information)."""

    name: str
    long_name: str
    players: tuple[int, ...]
    parameters: Mapping[str, Any]
    start: Callable[[Mapping[str, Any]], Any]
    observer: Callable[[Any], Any]
    max_game_length: Callable[[Any], int]
    observation_high: float
    action_text: Callable[[Any, int], str]
    render: Callable[[Any], str]
    chance: ChancePoints | None = None
    hidden: bool = False

    def check_players(self, players: object) -> int:
        """``players`` if the game is for that many; ``ValueError`` otherwise."""
        if isinstance(players, bool) or not isinstance(players, int) \
                or players not in self.players:
            *most, last = map(str, self.players)
            allowed = f"{', '.join(most)} or {last}" if most else last
            raise ValueError(f"players must be {allowed}, not {players!r}")
        return players


def action_words(describe: Callable[[Any, Any], str]) -> Callable[[Any, int], str]:
    """A registration's ``action_text`` from a game's words for an action in a state
    (``describe(state, action)``); an id that no legal action has now is said so."""
    def words(game: Any, n: int) -> str:
        try:
            return describe(game.state, game.action_from_id(n))
        except IllegalActionError:
            return f"action {n}, not legal now"

    return words


def returns(game: Any, players: int) -> list[float]:
    """What each seat gets: the winners share 1 (one winner gets it whole), the others 0;
    a game over without a winner (cut short by a turn limit) is shared by every seat;
    nothing before the end. The sum is constant: 1 once the game is over."""
    if game is None or not game.is_over:
        return [0.0] * players
    winners = game.winners() or tuple(range(players))
    return [1 / len(winners) if seat in winners else 0.0 for seat in range(players)]


__all__ = ["Registration", "action_words", "returns"]
