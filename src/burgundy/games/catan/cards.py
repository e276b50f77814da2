"""The 25 development cards (C-DEV) as data: each card's program is a tuple of statement
values, run by one interpreter (``rules/program.py``) whose statements call the same rule
procedures the ordinary actions use. ``tiles/catan/development.tiles`` says the same in the
tile language; the kernel will compile that file into these values.

>>> CARDS["road_building"].on_play
(Repeat(times=2, body=(BuildRoadFree(),)),)
>>> sum(card.supply for card in CARDS.values())
25
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TypeAlias

import attrs


@attrs.frozen
class MoveRobber:
    """The card's owner moves the robber to another land hex (C-ROBBER-4)."""


@attrs.frozen
class Rob:
    """The owner takes a random card from a player with a building beside the robber
    (C-ROBBER-5); nothing happens without such a player holding a card."""


@attrs.frozen
class BuildRoadFree:
    """The owner builds a road without paying (C-DEV-5); it lapses with no legal path."""


@attrs.frozen
class TakeFromBank:
    """The owner names ``count`` resource cards and takes them from the bank (C-DEV-6)."""

    count: int


@attrs.frozen
class Monopoly:
    """The owner names a resource; every other player hands over all of it (C-DEV-7)."""


@attrs.frozen
class Repeat:
    """``body``, ``times`` times over."""

    times: int
    body: tuple[Statement, ...]


Statement: TypeAlias = MoveRobber | Rob | BuildRoadFree | TakeFromBank | Monopoly | Repeat

#: What a 7 and a knight both do once the discards are over (C-ROBBER-4, -5; C-DEV-3).
ROBBER: tuple[Statement, ...] = (MoveRobber(), Rob())


@attrs.frozen
class Card:
    """A kind of development card: ``supply`` copies in the deck; ``on_play`` its program
    (``None``: never played); ``after`` where a played card goes (``"played"``: face up in
    front of its owner, ``"deck"``: under the deck, C-DEV-4); ``points`` VP while held."""

    name: str
    title: str
    supply: int
    on_play: tuple[Statement, ...] | None
    after: str = ""
    points: int = 0


CARDS: Mapping[str, Card] = {
    card.name: card
    for card in (
        Card("knight", "Knight", 14, ROBBER, after="played"),
        Card("road_building", "Road building", 2, (Repeat(2, (BuildRoadFree(),)),), "deck"),
        Card("discovery", "Discovery", 2, (TakeFromBank(2),), after="deck"),
        Card("monopoly", "Monopoly", 2, (Monopoly(),), after="deck"),
        Card("victory_point", "Victory point", 5, None, points=1),
    )
}
#: The development cards' names, in the order the deck is listed before its shuffle.
KINDS = tuple(CARDS)
