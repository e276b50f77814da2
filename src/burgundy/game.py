"""``Game``, the handle every game is played through (``burgundy.kernel.game``), and
Castles' ``new_game`` (``burgundy.games.castles``), where the public API has always named
them."""

from burgundy.games.castles.game import CastlesGame as CastlesGame
from burgundy.games.castles.game import new_game as new_game
from burgundy.games.castles.game import position as position
from burgundy.games.castles.replay_record import Origin as Origin
from burgundy.kernel.game import Chain as Chain
from burgundy.kernel.game import Game as Game
from burgundy.kernel.game import Subscriber as Subscriber

__all__ = ["CastlesGame", "Chain", "Game", "Origin", "Subscriber", "new_game", "position"]
