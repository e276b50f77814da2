"""Actions as integers, for learning environments: one fixed list of every action a game can
offer, numbered in order. Only proposals and card choices depend on the game: the list names
offers of at most ``trade_offer_list_max`` cards a side (C-TRADE-4) and choices of as many
cards from the bank as a card program takes at once (C-DEV-6: two, unless a house rule
rewrites a card), so a ``Codec`` belongs to a game.

Ids run: set-up settlements and roads, the roll, each card played, discards, robber hexes,
victims, roads, settlements and cities built, the purchase, maritime trades, proposals (each
side a sorted multiset of resources), answers, closes, card choices (a monopoly's resource,
then discovery's cards) and the end of the turn.

>>> codec = Codec(2, 2)
>>> codec.size, codec.encode(Roll()), codec.encode(EndTurn()) == codec.size - 1
(794, 126, True)
"""

from __future__ import annotations

import functools
from itertools import combinations_with_replacement

from burgundy.games.catan.actions import (
    Action,
    AnswerTrade,
    BuildCity,
    BuildRoad,
    BuildSettlement,
    BuyCard,
    Choose,
    CloseTrade,
    Discard,
    EndTurn,
    MaritimeTrade,
    MoveRobber,
    PlaceRoad,
    PlaceSettlement,
    PlayCard,
    ProposeTrade,
    Roll,
    Steal,
)
from burgundy.games.catan.cards import CARDS, KINDS
from burgundy.games.catan.figures import RESOURCES
from burgundy.games.catan.geometry import INTERSECTIONS, LAND, PATHS
from burgundy.games.catan.state import State
from burgundy.games.catan.statements import (
    ChooseValue,
    EachOtherPlayer,
    Repeat,
    Statement,
    TakeFromBank,
)
from burgundy.kernel.errors import IllegalActionError

SEATS = 4


def sides(most: int) -> tuple[tuple[str, ...], ...]:
    """Every sorted multiset of 1 to ``most`` resources, smaller ones first."""
    return tuple(
        side
        for size in range(1, most + 1)
        for side in combinations_with_replacement(sorted(RESOURCES), size)
    )


def most_taken(state: State) -> int:
    """The most cards the card programs of ``state``'s game take from the bank in one
    choice (C-DEV-6): the deck's, and those its house rules rewrite."""
    programs = [*(card.on_play or () for card in CARDS.values()), *state.programs.values()]
    return max(_taken(program) for program in programs)


def _taken(statements: tuple[Statement, ...]) -> int:
    most = 0
    for statement in statements:
        if isinstance(statement, TakeFromBank):
            most = max(most, statement.count)
        elif isinstance(statement, (Repeat, ChooseValue, EachOtherPlayer)):
            most = max(most, _taken(statement.body))
    return most


def every_action(offer_max: int, taken: int) -> tuple[Action, ...]:
    """Every action a game with offers of at most ``offer_max`` cards a side, whose card
    programs take at most ``taken`` cards from the bank at once, can offer."""
    spots, paths = range(len(INTERSECTIONS)), range(len(PATHS))
    offered = sides(offer_max)
    return (
        *(PlaceSettlement(i) for i in spots),
        *(PlaceRoad(p) for p in paths),
        Roll(),
        *(PlayCard(card) for card in KINDS),
        *(Discard(r) for r in RESOURCES),
        *(MoveRobber(h) for h in LAND),
        *(Steal(seat) for seat in range(SEATS)),
        *(BuildRoad(p) for p in paths),
        *(BuildSettlement(i) for i in spots),
        *(BuildCity(i) for i in spots),
        BuyCard(),
        *(MaritimeTrade(give, get) for give in RESOURCES for get in RESOURCES if give != get),
        *(ProposeTrade(give, get) for give in offered for get in offered),
        AnswerTrade(True),
        AnswerTrade(False),
        *(CloseTrade(seat) for seat in range(SEATS)),
        CloseTrade(None),
        *(Choose(r) for r in RESOURCES),
        *(Choose(pick) for pick in sides(taken)),
        EndTurn(),
    )


class Codec:
    """The action ids of games whose offers name at most ``offer_max`` cards a side and whose
    card programs take at most ``taken`` cards from the bank at once."""

    __slots__ = ("_actions", "_ids", "size")

    def __init__(self, offer_max: int, taken: int) -> None:
        self._actions = every_action(offer_max, taken)
        self._ids = {action: n for n, action in enumerate(self._actions)}
        self.size = len(self._actions)

    def encode(self, action: Action) -> int:
        """The id of ``action``; ``ValueError`` for one no game of this codec offers."""
        found = self._ids.get(action)
        if found is None:
            raise ValueError(f"{action}: no action id (not an action this game offers)")
        return found

    def decode(self, legal: tuple[Action, ...], n: int, where: str) -> Action:
        """The action of ``legal`` whose id is ``n``: ``ValueError`` for an id out of
        range, ``IllegalActionError`` for one no legal action has (``where``: who is to
        act)."""
        if isinstance(n, bool) or not isinstance(n, int):
            raise ValueError(f"an action id must be an int, not {type(n).__name__}: {n!r}")
        if not 0 <= n < self.size:
            raise ValueError(f"action id {n} is out of range: ids are 0-{self.size - 1}")
        action = self._actions[n]
        for offered in legal:  # the legal value itself: the handle knows it at once
            if offered == action:
                return offered
        raise IllegalActionError(f"action id {n} ({action}) is not a legal action now ({where})")


@functools.cache
def codec(offer_max: int, taken: int) -> Codec:
    """The codec of every game whose offers name at most ``offer_max`` cards a side and
    whose card programs take at most ``taken`` cards at once: a codec never changes, and
    building one builds every action."""
    return Codec(offer_max, taken)
