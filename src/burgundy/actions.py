"""Castles' actions, defined in ``burgundy.games.castles.actions``, under the name the
public API has always given them."""

from burgundy.games.castles.actions import ACTION_TYPES as ACTION_TYPES
from burgundy.games.castles.actions import Action as Action
from burgundy.games.castles.actions import BuyTile as BuyTile
from burgundy.games.castles.actions import Choose as Choose
from burgundy.games.castles.actions import DieAction as DieAction
from burgundy.games.castles.actions import EndTurn as EndTurn
from burgundy.games.castles.actions import Option as Option
from burgundy.games.castles.actions import PlaceTile as PlaceTile
from burgundy.games.castles.actions import SellGoods as SellGoods
from burgundy.games.castles.actions import Skip as Skip
from burgundy.games.castles.actions import TakeTile as TakeTile
from burgundy.games.castles.actions import TakeWorkers as TakeWorkers
from burgundy.games.castles.actions import UseAction as UseAction
from burgundy.games.castles.actions import __all__ as __all__
