"""Castles' events, defined in ``burgundy.games.castles.events``, under the name the public
API has always given them."""

from __future__ import annotations

from burgundy.games.castles.events import EVENT_TYPES as EVENT_TYPES
from burgundy.games.castles.events import ActionUsed as ActionUsed
from burgundy.games.castles.events import AnimalsScored as AnimalsScored
from burgundy.games.castles.events import BonusTaken as BonusTaken
from burgundy.games.castles.events import ComponentTaken as ComponentTaken
from burgundy.games.castles.events import DecisionLapsed as DecisionLapsed
from burgundy.games.castles.events import DiceRolled as DiceRolled
from burgundy.games.castles.events import DieSet as DieSet
from burgundy.games.castles.events import Event as Event
from burgundy.games.castles.events import FinalScore as FinalScore
from burgundy.games.castles.events import Gained as Gained
from burgundy.games.castles.events import GameEnded as GameEnded
from burgundy.games.castles.events import GoodsArrived as GoodsArrived
from burgundy.games.castles.events import GoodsShipped as GoodsShipped
from burgundy.games.castles.events import GoodsSold as GoodsSold
from burgundy.games.castles.events import GoodsTileSold as GoodsTileSold
from burgundy.games.castles.events import MineIncome as MineIncome
from burgundy.games.castles.events import Moved as Moved
from burgundy.games.castles.events import OptionChosen as OptionChosen
from burgundy.games.castles.events import Paid as Paid
from burgundy.games.castles.events import PhaseEnded as PhaseEnded
from burgundy.games.castles.events import PhaseStarted as PhaseStarted
from burgundy.games.castles.events import Purchased as Purchased
from burgundy.games.castles.events import RegionCompleted as RegionCompleted
from burgundy.games.castles.events import RoundStarted as RoundStarted
from burgundy.games.castles.events import StartCastlePlaced as StartCastlePlaced
from burgundy.games.castles.events import TileDiscarded as TileDiscarded
from burgundy.games.castles.events import TilePlaced as TilePlaced
from burgundy.games.castles.events import TilesRemoved as TilesRemoved
from burgundy.games.castles.events import TileTaken as TileTaken
from burgundy.games.castles.events import TrackMarked as TrackMarked
from burgundy.games.castles.events import TurnEnded as TurnEnded
from burgundy.games.castles.events import TurnOrderMoved as TurnOrderMoved
from burgundy.games.castles.events import TurnStarted as TurnStarted
from burgundy.games.castles.events import WorkersSpent as WorkersSpent
from burgundy.games.castles.events import WorkersTaken as WorkersTaken

__all__ = [
    "EVENT_TYPES",
    "ActionUsed",
    "AnimalsScored",
    "BonusTaken",
    "ComponentTaken",
    "DecisionLapsed",
    "DiceRolled",
    "DieSet",
    "Event",
    "FinalScore",
    "Gained",
    "GameEnded",
    "GoodsArrived",
    "GoodsShipped",
    "GoodsSold",
    "GoodsTileSold",
    "MineIncome",
    "Moved",
    "OptionChosen",
    "Paid",
    "PhaseEnded",
    "PhaseStarted",
    "Purchased",
    "RegionCompleted",
    "RoundStarted",
    "StartCastlePlaced",
    "TileDiscarded",
    "TilePlaced",
    "TileTaken",
    "TilesRemoved",
    "TrackMarked",
    "TurnEnded",
    "TurnOrderMoved",
    "TurnStarted",
    "WorkersSpent",
    "WorkersTaken",
]
