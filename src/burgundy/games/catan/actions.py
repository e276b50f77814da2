"""Catan's actions (C-TURN-5): frozen values with a readable ``str()``. Intersections print
as ``I n`` and paths as ``P n`` with their ends (C-SETUP-3); hexes as ``(q, r)``."""

from __future__ import annotations

from typing import Final, TypeAlias

import attrs

from burgundy.games.catan.cards import CARDS
from burgundy.games.catan.figures import RESOURCES
from burgundy.games.catan.geometry import INTERSECTIONS, LAND, PATH_ENDS, Hex, show


def show_path(path: int) -> str:
    """``P n (I a-I b)``; a number that is no path prints as it is."""
    if not (isinstance(path, int) and 0 <= path < len(PATH_ENDS)):
        return f"P{path!r}"
    a, b = PATH_ENDS[path]
    return f"P{path} (I{a}-I{b})"


def show_cards(cards: tuple[str, ...]) -> str:
    """``2 wool + 1 ore``: counts in the order given."""
    counts = {c: cards.count(c) for c in cards}
    return " + ".join(f"{n} {c}" for c, n in counts.items()) or "nothing"


@attrs.frozen
class PlaceSettlement:
    """A set-up settlement (C-SETUP-11, -12)."""

    intersection: int

    def __str__(self) -> str:
        return f"place a settlement on I{self.intersection}"


@attrs.frozen
class PlaceRoad:
    """A set-up road, or a free road of road building (C-SETUP-11, C-DEV-5)."""

    path: int

    def __str__(self) -> str:
        return f"place a road on {show_path(self.path)}"


@attrs.frozen
class Roll:
    """Roll both dice (C-TURN-2)."""

    def __str__(self) -> str:
        return "roll the dice"


@attrs.frozen
class PlayCard:
    """Play a development card (C-DEV-2)."""

    card: str

    def __str__(self) -> str:
        return f"play {self.card.replace('_', ' ')}"


@attrs.frozen
class Discard:
    """Return one card to the bank after a 7 (C-ROBBER-3)."""

    resource: str

    def __str__(self) -> str:
        return f"discard 1 {self.resource}"


@attrs.frozen
class MoveRobber:
    """Move the robber (C-ROBBER-4)."""

    hex: Hex

    def __str__(self) -> str:
        return f"move the robber to {show(self.hex)}"


@attrs.frozen
class Steal:
    """Take a random card from seat ``victim`` (C-ROBBER-5)."""

    victim: int

    def __str__(self) -> str:
        return f"steal from seat {self.victim}"


@attrs.frozen
class BuildRoad:
    path: int

    def __str__(self) -> str:
        return f"build a road on {show_path(self.path)}"


@attrs.frozen
class BuildSettlement:
    intersection: int

    def __str__(self) -> str:
        return f"build a settlement on I{self.intersection}"


@attrs.frozen
class BuildCity:
    intersection: int

    def __str__(self) -> str:
        return f"build a city on I{self.intersection}"


@attrs.frozen
class BuyCard:
    """Buy the deck's top card (C-DEV-1)."""

    def __str__(self) -> str:
        return "buy a development card"


@attrs.frozen
class MaritimeTrade:
    """Give the best rate the player has (4, 3 or 2) of ``give`` for one ``get``
    (C-TRADE-8)."""

    give: str
    get: str

    def __str__(self) -> str:
        return f"trade {self.give} for 1 {self.get} with the bank"


@attrs.frozen
class ProposeTrade:
    """Offer the cards in ``give`` for those in ``get`` (sorted tuples, C-TRADE-4)."""

    give: tuple[str, ...]
    get: tuple[str, ...]

    def __str__(self) -> str:
        return f"offer {show_cards(self.give)} for {show_cards(self.get)}"


@attrs.frozen
class AnswerTrade:
    """Accept or decline the open offer (C-TRADE-4)."""

    accept: bool

    def __str__(self) -> str:
        return "accept the offer" if self.accept else "decline the offer"


@attrs.frozen
class CloseTrade:
    """Trade with the accepting seat ``partner``, or withdraw the offer (``None``)."""

    partner: int | None

    def __str__(self) -> str:
        return "withdraw the offer" if self.partner is None else f"trade with seat {self.partner}"


@attrs.frozen
class Choose:
    """Answer a development card's decision: monopoly's resource, or discovery's cards (a
    sorted tuple of resources)."""

    option: str | tuple[str, ...]

    def __str__(self) -> str:
        if isinstance(self.option, str):
            return f"choose {self.option}"
        return f"choose {show_cards(self.option)}"


@attrs.frozen
class EndTurn:
    def __str__(self) -> str:
        return "end the turn"


Action: TypeAlias = (
    PlaceSettlement
    | PlaceRoad
    | Roll
    | PlayCard
    | Discard
    | MoveRobber
    | Steal
    | BuildRoad
    | BuildSettlement
    | BuildCity
    | BuyCard
    | MaritimeTrade
    | ProposeTrade
    | AnswerTrade
    | CloseTrade
    | Choose
    | EndTurn
)
ACTION_TYPES = (
    PlaceSettlement,
    PlaceRoad,
    Roll,
    PlayCard,
    Discard,
    MoveRobber,
    Steal,
    BuildRoad,
    BuildSettlement,
    BuildCity,
    BuyCard,
    MaritimeTrade,
    ProposeTrade,
    AnswerTrade,
    CloseTrade,
    Choose,
    EndTurn,
)

# --- shared values --------------------------------------------------------------------
# The legal actions hand out these values rather than build equal new ones each time: an
# attrs value costs more to build than to look up, and the handle recognises its own
# values by identity.

ROLL: Final = Roll()
BUY_CARD: Final = BuyCard()
END_TURN: Final = EndTurn()
#: By intersection or path number.
PLACE_SETTLEMENT: Final = tuple(PlaceSettlement(i) for i in range(len(INTERSECTIONS)))
PLACE_ROAD: Final = tuple(PlaceRoad(p) for p in range(len(PATH_ENDS)))
BUILD_SETTLEMENT: Final = tuple(BuildSettlement(i) for i in range(len(INTERSECTIONS)))
BUILD_CITY: Final = tuple(BuildCity(i) for i in range(len(INTERSECTIONS)))
BUILD_ROAD: Final = tuple(BuildRoad(p) for p in range(len(PATH_ENDS)))
#: By resource, card, land hex, seat, or the resource given and then the one got.
DISCARD: Final = {r: Discard(r) for r in RESOURCES}
PLAY_CARD: Final = {c: PlayCard(c) for c in CARDS}
MOVE_ROBBER: Final = {h: MoveRobber(h) for h in LAND}
STEAL: Final = tuple(Steal(seat) for seat in range(4))
MARITIME_TRADE: Final = {
    give: {get: MaritimeTrade(give, get) for get in RESOURCES if get != give} for give in RESOURCES
}
