"""``Game``, the handle every game is played through (``burgundy.kernel.game``), and
Castles' ``new_game`` (``burgundy.games.castles``), where the public API has always named
them."""

from __future__ import annotations

from burgundy.games.castles.game import CastlesGame, new_game, position
from burgundy.games.castles.replay_record import Origin
from burgundy.kernel.game import Chain, Game, Subscriber

__all__ = ["CastlesGame", "Chain", "Game", "Origin", "Subscriber", "new_game", "position"]
