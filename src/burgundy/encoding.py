"""Castles' actions as integers, defined in ``burgundy.games.castles.encoding``, under the
name the public API has always given them."""

from burgundy.games.castles.encoding import ACTION_SPACE_SIZE as ACTION_SPACE_SIZE
from burgundy.games.castles.encoding import BLOCKS as BLOCKS
from burgundy.games.castles.encoding import DIE_CODES as DIE_CODES
from burgundy.games.castles.encoding import NUMBERS as NUMBERS
from burgundy.games.castles.encoding import SLOTS as SLOTS
from burgundy.games.castles.encoding import TILE_IDS as TILE_IDS
from burgundy.games.castles.encoding import Block as Block
from burgundy.games.castles.encoding import __all__ as __all__
from burgundy.games.castles.encoding import action_id as action_id
from burgundy.games.castles.encoding import block_of as block_of
from burgundy.games.castles.encoding import describe as describe
from burgundy.games.castles.encoding import legal_action_of as legal_action_of
from burgundy.games.castles.encoding import tile_code as tile_code
