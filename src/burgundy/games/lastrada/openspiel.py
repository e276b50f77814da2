"""La Strada as an OpenSpiel Python game (the ``openspiel`` extra). Importing this module
registers ``python_la_strada``::

    import pyspiel
    import burgundy.games.lastrada.openspiel  # registers the game
    game = pyspiel.load_game("python_la_strada", {"players": 3, "seed": 7})

The parameters are ``new_game``'s (``games.lastrada.adapters``); the game is sequential,
deterministic given its seed and of perfect information. The winners share a return of 1.
"""

from __future__ import annotations

from burgundy.games.lastrada.adapters import LA_STRADA
from burgundy.kernel.adapters import openspiel

#: The name the game is registered under.
SHORT_NAME = openspiel.short_name(LA_STRADA)



class LaStradaGame(openspiel.GameOf):
    """The game, for ``pyspiel.load_game``: parameters ``players`` (2-4, default 2),
    ``seed``, ``board`` and ``curves``."""

    registration = LA_STRADA


openspiel.register(LaStradaGame)

__all__ = ["SHORT_NAME", "LaStradaGame"]
