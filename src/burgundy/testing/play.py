"""Playing Castles through the public API in tests, defined in
``burgundy.games.castles.testing.play``, under the name the public API has always given
them."""

from burgundy.games.castles.testing.play import __all__ as __all__
from burgundy.games.castles.testing.play import actions as actions
from burgundy.games.castles.testing.play import find as find
from burgundy.games.castles.testing.play import finish_game as finish_game
from burgundy.games.castles.testing.play import finish_turn as finish_turn
from burgundy.games.castles.testing.play import of as of
from burgundy.games.castles.testing.play import play as play
from burgundy.games.castles.testing.play import score_sheet as score_sheet
