"""Castles' observation tensors, defined in ``burgundy.games.castles.observation``, under
the name the public API has always given them."""

from burgundy.games.castles.observation import BLACK_SLOTS as BLACK_SLOTS
from burgundy.games.castles.observation import COLOURS as COLOURS
from burgundy.games.castles.observation import DEPOT_SLOTS as DEPOT_SLOTS
from burgundy.games.castles.observation import FIELDS as FIELDS
from burgundy.games.castles.observation import GOODS as GOODS
from burgundy.games.castles.observation import OBSERVATION_SIZE as OBSERVATION_SIZE
from burgundy.games.castles.observation import ROUND_SPACES as ROUND_SPACES
from burgundy.games.castles.observation import SEATS as SEATS
from burgundy.games.castles.observation import TILES as TILES
from burgundy.games.castles.observation import TRACK_SPACES as TRACK_SPACES
from burgundy.games.castles.observation import Field as Field
from burgundy.games.castles.observation import Observation as Observation
from burgundy.games.castles.observation import __all__ as __all__
from burgundy.games.castles.observation import describe_fields as describe_fields
from burgundy.games.castles.observation import observe as observe
