"""Catan as an OpenSpiel Python game (the ``openspiel`` extra). Importing this module
registers ``python_catan``::

    import pyspiel
    import burgundy.games.catan.openspiel  # registers the game
    game = pyspiel.load_game("python_catan", {"players": 3, "seed": 7})

The parameters are ``new_game``'s (``games.catan.adapters``). The game is sequential, of
imperfect information (hands and unplayed cards are hidden), with explicit chance: each die
of a roll, the development card a purchase draws and the card a theft takes are chance
nodes with their odds (``games.catan.chance``). The winner gets 1, the others 0; a game
cut short by its turn limit is shared.
"""

from __future__ import annotations

from burgundy.games.catan.adapters import CATAN
from burgundy.kernel.adapters import openspiel

#: The name the game is registered under.
SHORT_NAME = openspiel.short_name(CATAN)


class CatanGame(openspiel.GameOf):
    """The game, for ``pyspiel.load_game``: parameters ``players`` (2-4, default 4),
    ``seed``, ``board`` and ``turn_limit``."""

    registration = CATAN


openspiel.register(CatanGame)

__all__ = ["SHORT_NAME", "CatanGame"]
