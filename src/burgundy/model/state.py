"""Castles' state, defined in ``burgundy.games.castles.state``, under the name the public
API has always given them."""

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
