"""Trade (C-TRADE): maritime trade at the best rate the player has, and domestic trade as
propose / answer / close, with its limits."""

from __future__ import annotations

from itertools import combinations_with_replacement

from burgundy.games.catan.actions import MARITIME_TRADE, MaritimeTrade, ProposeTrade
from burgundy.games.catan.events import (
    Event,
    MaritimeTraded,
    TradeAnswered,
    TradeClosed,
    TradeProposed,
)
from burgundy.games.catan.figures import RESOURCES
from burgundy.games.catan.frames import Offer
from burgundy.games.catan.rules.holdings import counts, exchanged, hand_over, holds
from burgundy.games.catan.state import State
from burgundy.kernel.values import evolve


def phase_problem(state: State) -> str | None:
    """Why the active player may not trade now (C-TRADE-1, C-TURN-3), or ``None``."""
    if not state.rolled:
        return "trade comes after the roll (C-TURN-2)"
    if state.built and not state.combined_trade_build:
        return "the trade phase ended with this turn's first build or purchase (C-TURN-3)"
    return None


def harbours(state: State, seat: int) -> set[str]:
    """The kinds of the harbours where ``seat`` has a settlement or a city (C-TRADE-7)."""
    harbour_at = state.board.harbour_at
    return {
        harbour_at[i]
        for i, (owner, _) in state.buildings.items()
        if owner == seat and i in harbour_at
    }


def rate(table: dict[str, int], kinds: set[str], resource: str) -> int:
    """The best rate for giving ``resource`` with harbours of ``kinds`` (``table``: the
    rates of the rule numbers): 2 with that resource's harbour, else 3 with a generic
    harbour, else 4 (C-TRADE-8)."""
    if resource in kinds:
        return table["special"]
    return table["generic"] if "generic" in kinds else table["bank"]


def rates(state: State, seat: int) -> dict[str, int]:
    """The best rate ``seat`` has for giving each resource (``rate``)."""
    kinds, table = harbours(state, seat), state.figures.rates
    return {r: rate(table, kinds, r) for r in RESOURCES}


def maritime_trades(state: State) -> list[MaritimeTrade]:
    """Every maritime trade the active player can make now (trade phase aside)."""
    seat = state.seat
    hand = state.players[seat].hand
    table = state.figures.rates
    cheapest = min(min(table["bank"], table["generic"]), table["special"])  # compiled in pairs
    gives = [give for give in RESOURCES if hand[give] >= cheapest]
    if not gives:  # no rate the player could have lets it trade: skip looking for harbours
        return []
    kinds = harbours(state, seat)
    bank = state.bank
    gets = [get for get in RESOURCES if bank[get]]
    return [
        MARITIME_TRADE[give][get]
        for give in gives
        if hand[give] >= rate(table, kinds, give)
        for get in gets
        if get != give
    ]


def maritime_problem(state: State, give: str, get: str) -> str | None:
    seat = state.seat
    if not (isinstance(give, str) and isinstance(get, str)) or not {give, get} <= set(RESOURCES):
        return f"resources are {', '.join(RESOURCES)}"
    if give == get:
        return f"a maritime trade gives one resource for another, not {give} for {give}"
    n = rates(state, seat)[give]
    if state.players[seat].hand[give] < n:
        return f"seat {seat} trades {give} at {n}:1 and holds fewer than {n} (C-TRADE-8)"
    if not state.bank[get]:
        return f"the bank holds no {get} (C-TRADE-8)"
    return None


def maritime(state: State, give: str, get: str) -> tuple[State, tuple[Event, ...]]:
    seat = state.seat
    n = rates(state, seat)[give]
    players, bank = exchanged(state, seat, {give: n}, {get: 1})
    state = evolve(state, players=players, bank=bank)
    return state, (MaritimeTraded(seat, give, n, get),)


def proposal_problem(state: State, give: tuple[str, ...], get: tuple[str, ...]) -> str | None:
    """Why the active player may not propose ``give`` for ``get`` (C-TRADE-3..5)."""
    if state.offers >= state.max_offers_per_turn:
        return f"{state.max_offers_per_turn} proposals a turn at most (C-TRADE-5)"
    if not isinstance(give, tuple) or not isinstance(get, tuple):
        return "the sides of an offer are sorted tuples of resources"
    if not give or not get:
        return "both sides of an offer hold at least one card (C-TRADE-3)"
    if not all(isinstance(c, str) and c in RESOURCES for c in give + get):
        return f"offers name resources only: {', '.join(RESOURCES)} (C-TRADE-3)"
    if tuple(sorted(give)) != give or tuple(sorted(get)) != get:
        return "the sides of an offer are sorted tuples of resources"
    both = sorted(set(give) & set(get))
    if both:
        return f"{both[0]} is on both sides of the offer (C-TRADE-3)"
    if not holds(state.players[state.seat].hand, counts(give)):
        return f"seat {state.seat} does not hold {', '.join(give)} (C-TRADE-3)"
    return None


def proposals(state: State) -> tuple[ProposeTrade, ...]:
    """The offers the legal list names: at most ``trade_offer_list_max`` cards a side."""
    if state.offers >= state.max_offers_per_turn:
        return ()
    hand = state.players[state.seat].hand
    sides = [
        side
        for size in range(1, state.trade_offer_list_max + 1)
        for side in combinations_with_replacement(sorted(RESOURCES), size)
    ]
    gives = [side for side in sides if holds(hand, counts(side))]
    return tuple(
        ProposeTrade(give, get) for give in gives for get in sides if not set(give) & set(get)
    )


def propose(
    state: State, give: tuple[str, ...], get: tuple[str, ...]
) -> tuple[State, tuple[Event, ...]]:
    """Open the offer; the others answer clockwise from the active player's left."""
    n = len(state.players)
    waiting = tuple((state.seat + i) % n for i in range(1, n))
    offer = Offer(state.seat, give, get, waiting)
    state = evolve(state, offers=state.offers + 1, pending=state.pending + (offer,))
    return state, (TradeProposed(state.seat, give, get),)


def can_accept(state: State, offer: Offer, seat: int) -> bool:
    """Whether ``seat`` holds the cards the offer wants (C-TRADE-4)."""
    return holds(state.players[seat].hand, counts(offer.get))


def answer(state: State, accept: bool) -> tuple[State, tuple[Event, ...]]:
    """The next seat answers; with no acceptance after the last answer the offer closes."""
    offer = state.pending[-1]
    assert isinstance(offer, Offer)
    seat = offer.waiting[0]
    offer = evolve(
        offer,
        waiting=offer.waiting[1:],
        accepted=offer.accepted + (seat,) if accept else offer.accepted,
    )
    events: tuple[Event, ...] = (TradeAnswered(seat, accept),)
    if offer.waiting or offer.accepted:
        return evolve(state, pending=state.pending[:-1] + (offer,)), events
    state = evolve(state, pending=state.pending[:-1])
    return state, events + (TradeClosed(offer.seat, None),)


def close(state: State, partner: int | None) -> tuple[State, tuple[Event, ...]]:
    """The active player trades with ``partner`` (an acceptor) or withdraws the offer."""
    offer = state.pending[-1]
    assert isinstance(offer, Offer)
    state = evolve(state, pending=state.pending[:-1])
    if partner is not None:
        state = hand_over(state, offer.seat, partner, counts(offer.give))
        state = hand_over(state, partner, offer.seat, counts(offer.get))
    return state, (TradeClosed(offer.seat, partner),)
