"""Castles' tiles, decisions, actions and events in words, defined in
``burgundy.games.castles.text``, under the name the public API has always given them."""

from burgundy.games.castles.text import SILENT_EVENTS as SILENT_EVENTS
from burgundy.games.castles.text import counted as counted
from burgundy.games.castles.text import definition_name as definition_name
from burgundy.games.castles.text import describe_action as describe_action
from burgundy.games.castles.text import describe_decision as describe_decision
from burgundy.games.castles.text import describe_event as describe_event
from burgundy.games.castles.text import explain as explain
from burgundy.games.castles.text import pending_decision as pending_decision
from burgundy.games.castles.text import tile_name as tile_name
