"""Castles' state, defined in ``burgundy.games.castles.state``, under the name the public
API has always given them."""

from __future__ import annotations

from burgundy.games.castles.state import DECISION_TYPES as DECISION_TYPES
from burgundy.games.castles.state import FRAME_TAGS as FRAME_TAGS
from burgundy.games.castles.state import FRAME_TYPES as FRAME_TYPES
from burgundy.games.castles.state import HIDDEN as HIDDEN
from burgundy.games.castles.state import Decision as Decision
from burgundy.games.castles.state import DiscardChoice as DiscardChoice
from burgundy.games.castles.state import EffectFrame as EffectFrame
from burgundy.games.castles.state import ExtraActionChoice as ExtraActionChoice
from burgundy.games.castles.state import FlowStep as FlowStep
from burgundy.games.castles.state import Frame as Frame
from burgundy.games.castles.state import GameState as GameState
from burgundy.games.castles.state import GoodsChoice as GoodsChoice
from burgundy.games.castles.state import OptionChoice as OptionChoice
from burgundy.games.castles.state import PlaceChoice as PlaceChoice
from burgundy.games.castles.state import PlayerState as PlayerState
from burgundy.games.castles.state import SellChoice as SellChoice
from burgundy.games.castles.state import ShipChoice as ShipChoice
from burgundy.games.castles.state import ShipMove as ShipMove
from burgundy.games.castles.state import Slots as Slots
from burgundy.games.castles.state import StartCastleChoice as StartCastleChoice
from burgundy.games.castles.state import TakeChoice as TakeChoice
from burgundy.games.castles.state import Zones as Zones
from burgundy.games.castles.state import tiles_in as tiles_in
from burgundy.games.castles.state import with_zone as with_zone
from burgundy.games.castles.state import zone_of as zone_of

__all__ = [
    "DECISION_TYPES",
    "FRAME_TAGS",
    "FRAME_TYPES",
    "HIDDEN",
    "Decision",
    "DiscardChoice",
    "EffectFrame",
    "ExtraActionChoice",
    "FlowStep",
    "Frame",
    "GameState",
    "GoodsChoice",
    "OptionChoice",
    "PlaceChoice",
    "PlayerState",
    "SellChoice",
    "ShipChoice",
    "ShipMove",
    "Slots",
    "StartCastleChoice",
    "TakeChoice",
    "Zones",
    "tiles_in",
    "with_zone",
    "zone_of",
]
