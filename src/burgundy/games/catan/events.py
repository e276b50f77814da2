"""What happened, as frozen values: ``apply`` returns them in order. ``Stolen.resource``
and ``CardBought.card`` are private (C-TURN-7): ``views.seen`` hides them from the others.
They are dict-backed (``slots=False``): a step builds several, and attrs builds a
dict-backed value faster (docs/performance.md)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TypeAlias

import attrs

from burgundy.games.catan.geometry import Hex


@attrs.frozen(slots=False)
class SettlementPlaced:
    """``seat`` put a settlement on ``intersection``: in set-up, or built (``paid``)."""

    seat: int
    intersection: int
    paid: bool


@attrs.frozen(slots=False)
class RoadPlaced:
    """``seat`` put a road on ``path``: in set-up, free (road building), or built."""

    seat: int
    path: int
    paid: bool


@attrs.frozen(slots=False)
class CityBuilt:
    seat: int
    intersection: int


@attrs.frozen(slots=False)
class Received:
    """``seat`` took ``cards`` (resource -> count) from the bank, for ``reason``:
    ``"start"`` (C-SETUP-13), ``"production"`` (C-PROD-1) or ``"discovery"`` (C-DEV-6)."""

    seat: int
    cards: Mapping[str, int]
    reason: str


@attrs.frozen(slots=False)
class Rolled:
    seat: int
    dice: tuple[int, int]


@attrs.frozen(slots=False)
class Shortage:
    """The bank held ``held`` of ``resource`` but ``owed`` were due: nobody got any
    (C-PROD-3)."""

    resource: str
    owed: int
    held: int


@attrs.frozen(slots=False)
class Discarded:
    seat: int
    resource: str


@attrs.frozen(slots=False)
class RobberMoved:
    seat: int
    hex: Hex


@attrs.frozen(slots=False)
class Stolen:
    """``thief`` took a card from ``victim``; ``resource`` is ``None`` in the views of
    everyone else."""

    thief: int
    victim: int
    resource: str | None


@attrs.frozen(slots=False)
class Paid:
    """``seat`` paid ``cards`` to the bank for ``what`` (a piece or ``"card"``)."""

    seat: int
    cards: Mapping[str, int]
    what: str


@attrs.frozen(slots=False)
class CardBought:
    """``seat`` took the deck's top card; ``card`` is ``None`` in the others' views."""

    seat: int
    card: str | None


@attrs.frozen(slots=False)
class CardPlayed:
    seat: int
    card: str


@attrs.frozen(slots=False)
class Lapsed:
    """A card's statement could not be carried out (C-DEV-5, -6): ``what`` it was."""

    seat: int
    what: str


@attrs.frozen(slots=False)
class Monopolized:
    """``seat`` named ``resource``; ``taken`` maps each other seat to the cards it gave."""

    seat: int
    resource: str
    taken: Mapping[int, int]


@attrs.frozen(slots=False)
class MaritimeTraded:
    seat: int
    give: str
    count: int
    get: str


@attrs.frozen(slots=False)
class TradeProposed:
    seat: int
    give: tuple[str, ...]
    get: tuple[str, ...]


@attrs.frozen(slots=False)
class TradeAnswered:
    seat: int
    accept: bool


@attrs.frozen(slots=False)
class TradeClosed:
    """The offer closed: the cards changed hands with ``partner``, or nobody (``None``)."""

    seat: int
    partner: int | None


@attrs.frozen(slots=False)
class AwardMoved:
    """``award`` (``"longest_road"`` or ``"largest_army"``) went from ``before`` to
    ``after`` (``None``: the supply)."""

    award: str
    before: int | None
    after: int | None


@attrs.frozen(slots=False)
class TurnStarted:
    seat: int
    turn: int


@attrs.frozen(slots=False)
class TurnEnded:
    seat: int


@attrs.frozen(slots=False)
class GameEnded:
    """The game ended: ``winner`` reached ``points`` on their own turn (C-END-2), or no
    winner when the turn limit ran out."""

    winner: int | None
    points: int


Event: TypeAlias = (
    SettlementPlaced
    | RoadPlaced
    | CityBuilt
    | Received
    | Rolled
    | Shortage
    | Discarded
    | RobberMoved
    | Stolen
    | Paid
    | CardBought
    | CardPlayed
    | Lapsed
    | Monopolized
    | MaritimeTraded
    | TradeProposed
    | TradeAnswered
    | TradeClosed
    | AwardMoved
    | TurnStarted
    | TurnEnded
    | GameEnded
)
EVENT_TYPES = (
    SettlementPlaced,
    RoadPlaced,
    CityBuilt,
    Received,
    Rolled,
    Shortage,
    Discarded,
    RobberMoved,
    Stolen,
    Paid,
    CardBought,
    CardPlayed,
    Lapsed,
    Monopolized,
    MaritimeTraded,
    TradeProposed,
    TradeAnswered,
    TradeClosed,
    AwardMoved,
    TurnStarted,
    TurnEnded,
    GameEnded,
)
