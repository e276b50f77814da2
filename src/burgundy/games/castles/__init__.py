"""The Castles of Burgundy (Stefan Feld, 2011; 2 to 4 players) as a game package: its state,
tiles, actions, events, data, rules and the runtime of its tile language (``rules``,
``effects``), its saves, replays, views, words and bots, and ``new_game``, played through the
kernel's ``Game`` handle (``docs/architecture.md``). The public API of ``burgundy`` names
these where it always has.

>>> from burgundy.games import castles
>>> game = castles.new_game(players=2, seed=7)
>>> game.name, game.current_player
('castles', 0)
"""

from __future__ import annotations

from burgundy.games.castles.game import (
    NAME,
    CastlesGame,
    CastlesRules,
    load,
    new_game,
    position,
)
from burgundy.games.castles.replay_record import Origin, Replay
from burgundy.games.castles.replays import log_lines, replay

__all__ = [
    "NAME",
    "CastlesGame",
    "CastlesRules",
    "Origin",
    "Replay",
    "load",
    "log_lines",
    "new_game",
    "position",
    "replay",
]
