"""What a seat of Castles may know, defined in ``burgundy.games.castles.views``, under the
name the public API has always given them."""

from burgundy.games.castles.views import HIDDEN as HIDDEN
from burgundy.games.castles.views import SeatView as SeatView
from burgundy.games.castles.views import determinize as determinize
from burgundy.games.castles.views import public_view as public_view
from burgundy.games.castles.views import revealed as revealed
from burgundy.games.castles.views import seat_view as seat_view
