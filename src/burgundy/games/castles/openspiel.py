"""The standard game as an OpenSpiel Python game (the ``openspiel`` extra), through the
kernel's adapter (``burgundy.kernel.adapters.openspiel``).

Importing this module registers ``python_castles_of_burgundy`` with pyspiel::

    import pyspiel
    import burgundy.adapters.openspiel  # registers the game
    game = pyspiel.load_game("python_castles_of_burgundy", {"players": 3})

Every seat plays map 1 with the standard tiles. Actions are ``burgundy.encoding`` ids;
observations are ``burgundy.observation`` tensors. Chance is OpenSpiel's: the start player,
the start goods, every tile a phase deals to the depots, every phase's goods and every die
are chance nodes (``burgundy.chance``), so the engine's own random stream decides nothing.
With every outcome public when it is drawn, the game is one of perfect information with
chance, like backgammon. The winner (R-END-GAME-2's tie-breaks leave one) gets 1, the
others 0.
"""

from __future__ import annotations

from typing import Any

import pyspiel

from burgundy.games.castles.adapters import CASTLES
from burgundy.games.castles.chance import ChancePoints
from burgundy.games.castles.game import new_game
from burgundy.games.castles.observation import Observation
from burgundy.kernel.adapters import openspiel

#: The name the game is registered under.
SHORT_NAME = openspiel.short_name(CASTLES)
#: Chance outcomes are tile codes, goods types less one, die faces less one or seats.
MAX_CHANCE_OUTCOMES = ChancePoints.max_outcomes
#: How OpenSpiel classifies the game.
GAME_TYPE = openspiel.game_type(CASTLES)


def game_info(players: int) -> pyspiel.GameInfo:
    """What OpenSpiel needs to know of a game of ``players`` seats."""
    return openspiel.game_info(CASTLES, new_game(players, 0))


class CastlesOfBurgundyGame(openspiel.GameOf):
    """The game, for ``pyspiel.load_game``; parameter ``players`` 2-4 (default 2)."""

    registration = CASTLES

    def new_initial_state(self) -> CastlesOfBurgundyState:
        return CastlesOfBurgundyState(self)


    def make_py_observer(
        self, iig_obs_type: Any = None, params: dict[str, Any] | None = None
    ) -> BurgundyObserver:
        if params:
            raise ValueError(f"the observer takes no parameters, not {params!r}")
        return BurgundyObserver()


class CastlesOfBurgundyState(openspiel.StateOf):
    """A position, or a chance node of the draws that lead to the next one. ``engine`` is
    the engine's game, ``None`` before the start player is drawn."""


class BurgundyObserver(openspiel.Observer):
    """OpenSpiel's observer: ``tensor`` (``burgundy.observation``) and ``dict`` of its named
    parts, set from the view of a seat."""

    def __init__(self) -> None:
        super().__init__(Observation())


openspiel.register(CastlesOfBurgundyGame)

__all__ = [
    "GAME_TYPE",
    "MAX_CHANCE_OUTCOMES",
    "SHORT_NAME",
    "BurgundyObserver",
    "CastlesOfBurgundyGame",
    "CastlesOfBurgundyState",
    "game_info",
]
