"""Castles' saves, defined in ``burgundy.games.castles.saves``, under the name the public
API has always given them."""

from burgundy.games.castles.saves import CONVERTER as CONVERTER
from burgundy.games.castles.saves import FLOW_STACKS as FLOW_STACKS
from burgundy.games.castles.saves import FLOW_STEPS as FLOW_STEPS
from burgundy.games.castles.saves import FORMAT as FORMAT
from burgundy.games.castles.saves import LATER_FIELDS as LATER_FIELDS
from burgundy.games.castles.saves import MIGRATIONS as MIGRATIONS
from burgundy.games.castles.saves import RECORD_CONVERTER as RECORD_CONVERTER
from burgundy.games.castles.saves import VERSION as VERSION
from burgundy.games.castles.saves import check_ruleset as check_ruleset
from burgundy.games.castles.saves import check_state as check_state
from burgundy.games.castles.saves import dumps as dumps
from burgundy.games.castles.saves import json_document as json_document
from burgundy.games.castles.saves import make_converter as make_converter
from burgundy.games.castles.saves import migration as migration
from burgundy.games.castles.saves import read_document as read_document
from burgundy.games.castles.saves import state_problems as state_problems
from burgundy.games.castles.saves import state_to_document as state_to_document
from burgundy.games.castles.saves import structure as structure
