"""The game's facts (``burgundy.data``) as constants for the rules. The rules read them on
every step, and in the compiled build a call to ``data.estates()`` and the like is a generic
call each time, where a constant is a C static."""

from __future__ import annotations

from typing import Final

from burgundy.games.castles import data

#: Estate maps by number.
ESTATES: Final = data.estates()
#: The main board: depots, black depot, turn-order track, the purchase's price.
BOARD: Final = data.board()
#: The game's components: goods, silverlings, workers and the scoring tables.
COMPONENTS: Final = data.components()
