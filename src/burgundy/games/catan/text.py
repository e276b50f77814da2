"""Catan in words: every action, decision and event as a line for people and for logs.

An action's words read the state it is chosen in (the seat to act's); an event's need no
state, since events carry what they tell. Seats are named through ``names`` (seat -> name;
"Seat N" where it says nothing). Intersections print as ``I n``, paths as ``P n``, hexes as
``(q, r)``, as the actions print them; a place is told by its hexes' terrain and numbers.

>>> from burgundy.games.catan import Options, PlaceSettlement
>>> from burgundy.games.catan.board import packaged
>>> from burgundy.games.catan.rules import flow, setup
>>> state = setup.setup(Options(players=4, seed=7, board=packaged("r1")))
>>> describe_decision(state)
'place your first settlement'
>>> describe_action(state, PlaceSettlement(27))
'settlement on I27: hills 9, fields 11, mountains 4'
>>> state, events = flow.apply(state, PlaceSettlement(27))
>>> describe_event(events[0])
'Seat 2 puts a settlement on I27'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from burgundy.games.catan.actions import (
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
    show_cards,
    show_path,
)
from burgundy.games.catan.cards import CARDS
from burgundy.games.catan.events import (
    AwardMoved,
    CardBought,
    CardPlayed,
    CityBuilt,
    Discarded,
    Event,
    GameEnded,
    Lapsed,
    MaritimeTraded,
    Monopolized,
    Paid,
    Received,
    RoadPlaced,
    RobberMoved,
    Rolled,
    SettlementPlaced,
    Shortage,
    Stolen,
    TradeAnswered,
    TradeClosed,
    TradeProposed,
    TurnEnded,
    TurnStarted,
)
from burgundy.games.catan.frames import (
    ChoosingCards,
    ChoosingValue,
    ChoosingVictim,
    Discarding,
    Offer,
    PlacingFreeRoad,
    PlacingRobber,
    Run,
)
from burgundy.games.catan.geometry import CORNERS, HARBOUR_AT, LAND_AT, Hex, show
from burgundy.games.catan.rules.flow import to_act
from burgundy.games.catan.rules.scoring import Outcome
from burgundy.games.catan.rules.trade import rates
from burgundy.games.catan.state import State
from burgundy.kernel.words import Names, and_list, counted, seat_name

AWARDS = {"longest_road": "Longest Road", "largest_army": "Largest Army"}


def cards_of(cards: Mapping[str, int]) -> str:
    """``2 wool + 1 ore`` from resource -> count; "nothing" when empty."""
    return " + ".join(f"{n} {r}" for r, n in cards.items() if n) or "nothing"


def _playing(state: State) -> str:
    """The card whose program is running, for people."""
    return next((card_title(f.card) for f in reversed(state.pending)
                 if isinstance(f, Run) and f.card), "the card")


def card_title(card: str) -> str:
    """A development card's name for people: "road building"."""
    return CARDS[card].title.lower() if card in CARDS else card.replace("_", " ")


def hex_words(state: State, hex_: Hex) -> str:
    """A land hex by its terrain and number: "fields 9", "desert"."""
    number = state.board.numbers.get(hex_)
    terrain = state.board.terrain[hex_]
    return terrain if number is None else f"{terrain} {number}"


def place_words(state: State, intersection: int) -> str:
    """An intersection by its land hexes and harbour: "I27: mountains 6, fields 9, forest 11,
    3:1 harbour"."""
    hexes = [hex_words(state, h) for h in LAND_AT[intersection]]
    harbour = HARBOUR_AT.get(intersection)
    if harbour is not None:
        kind = state.board.harbours[harbour]
        rate = state.figures.rates["generic" if kind == "generic" else "special"]
        hexes.append(f"{rate}:1 {'' if kind == 'generic' else kind + ' '}harbour")
    return f"I{intersection}: {', '.join(hexes)}"


# --- actions --------------------------------------------------------------------------------


def describe_action(state: State, action: Any, names: Names | None = None) -> str:
    """``action`` of the seat to act, as an option to choose: "build a road on P32 (I21-I27)"."""
    return ACTION_WORDS[type(action)](state, action, names)


def _road(state: State, action: PlaceRoad, names: Names | None) -> str:
    free = state.pending and isinstance(state.pending[-1], PlacingFreeRoad)
    return f"{'free road' if free else 'road'} on {show_path(action.path)}"


def _play(state: State, action: PlayCard, names: Names | None) -> str:
    return f"play the {card_title(action.card)} card"


def _discard(state: State, action: Discard, names: Names | None) -> str:
    frame = state.pending[-1]
    assert isinstance(frame, Discarding)
    held = state.players[frame.seat].hand[action.resource]
    return f"discard 1 {action.resource} (of {held}; {frame.left} to discard)"


def _robber(state: State, action: MoveRobber, names: Names | None) -> str:
    seat = to_act(state)
    owners = sorted({b[0] for i in CORNERS[action.hex] if (b := state.buildings.get(i))})
    who = ["you" if s == seat else seat_name(s, names) for s in owners]
    beside = f", beside {and_list(who)}" if who else ""
    return f"robber to {show(action.hex)}, {hex_words(state, action.hex)}{beside}"


def _steal(state: State, action: Steal, names: Names | None) -> str:
    held = state.players[action.victim].hand_size
    return f"steal from {seat_name(action.victim, names)} ({counted(held, 'card')})"


def _build_road(state: State, action: BuildRoad, names: Names | None) -> str:
    return f"build a road on {show_path(action.path)}"


def _maritime(state: State, action: MaritimeTrade, names: Names | None) -> str:
    n = rates(state, state.seat)[action.give]
    return f"give {n} {action.give} to the bank for 1 {action.get}"


def _propose(state: State, action: ProposeTrade, names: Names | None) -> str:
    return f"offer {show_cards(action.give)} for {show_cards(action.get)}"


def _answer(state: State, action: AnswerTrade, names: Names | None) -> str:
    offer = state.pending[-1]
    assert isinstance(offer, Offer)
    if not action.accept:
        return "decline the offer"
    return f"accept: give {show_cards(offer.get)}, get {show_cards(offer.give)}"


def _close(state: State, action: CloseTrade, names: Names | None) -> str:
    if action.partner is None:
        return "withdraw the offer"
    return f"trade with {seat_name(action.partner, names)}"


def _choose(state: State, action: Choose, names: Names | None) -> str:
    if isinstance(action.option, str):
        return f"name {action.option}: every other player hands you all theirs"
    return f"take {show_cards(action.option)} from the bank"


def _card(state: State, action: BuyCard, names: Names | None) -> str:
    return f"buy a development card ({len(state.deck)} in the deck)"


#: The words of each action class.
ACTION_WORDS: Mapping[type, Callable[[State, Any, Names | None], str]] = {
    PlaceSettlement: lambda s, a, n: f"settlement on {place_words(s, a.intersection)}",
    PlaceRoad: _road,
    Roll: lambda s, a, n: "roll the dice",
    PlayCard: _play,
    Discard: _discard,
    MoveRobber: _robber,
    Steal: _steal,
    BuildRoad: _build_road,
    BuildSettlement: lambda s, a, n: f"build a settlement on {place_words(s, a.intersection)}",
    BuildCity: lambda s, a, n: f"build a city on {place_words(s, a.intersection)}",
    BuyCard: _card,
    MaritimeTrade: _maritime,
    ProposeTrade: _propose,
    AnswerTrade: _answer,
    CloseTrade: _close,
    Choose: _choose,
    EndTurn: lambda s, a, n: "end the turn",
}


def describe_decision(state: State, names: Names | None = None) -> str:
    """What the seat to act decides, as a question under its name: "your turn: roll or play
    a card"."""
    if state.over:
        return "the game is over"
    if state.to_place:
        first = len(state.to_place) > len(state.players)
        which = "first" if first else "second"
        if state.road_from is None:
            return f"place your {which} settlement"
        return f"place the road beside your {which} settlement, on I{state.road_from}"
    if state.pending:
        frame = state.pending[-1]
        if isinstance(frame, Discarding):
            return f"a 7: discard {counted(frame.left, 'more card')}, one at a time"
        if isinstance(frame, PlacingRobber):
            return "move the robber to another land hex"
        if isinstance(frame, ChoosingVictim):
            return "choose whom to take a card from"
        if isinstance(frame, PlacingFreeRoad):
            return "road building: place a free road"
        if isinstance(frame, ChoosingCards):
            return f"discovery: choose {counted(frame.count, 'card')} to take from the bank"
        if isinstance(frame, ChoosingValue):
            return f"{_playing(state)}: name a {frame.what}"
        if isinstance(frame, Offer):
            if frame.waiting:
                return (f"{seat_name(frame.seat, names)} offers {show_cards(frame.give)} for "
                        f"{show_cards(frame.get)}: accept or decline")
            return "your offer was answered: trade with one who accepted, or withdraw it"
    if not state.rolled:
        return f"turn {state.turn}: roll the dice, or play a card first"
    return f"turn {state.turn}: build, trade, buy or play a card, then end the turn"


# --- events ---------------------------------------------------------------------------------


def describe_event(event: Event, names: Names | None = None) -> str:
    """One line telling ``event`` (as a seat sees it: ``views.seen`` hides what it may
    not know)."""
    seat = getattr(event, "seat", getattr(event, "thief", -1))
    return EVENT_WORDS[type(event)](event, seat_name(seat, names), names)


def _settled(e: SettlementPlaced, who: str, names: Names | None) -> str:
    return f"{who} {'builds' if e.paid else 'puts'} a settlement on I{e.intersection}"


def _road_placed(e: RoadPlaced, who: str, names: Names | None) -> str:
    return f"{who} {'builds' if e.paid else 'puts'} a road on {show_path(e.path)}"


def _received(e: Received, who: str, names: Names | None) -> str:
    why = {"start": " to start", "production": "", "discovery": " by discovery"}[e.reason]
    return f"{who} takes {cards_of(e.cards)}{why}"


def _rolled(e: Rolled, who: str, names: Names | None) -> str:
    seven = ": nobody produces; the robber moves" if sum(e.dice) == 7 else ""
    return f"{who} rolls {e.dice[0]} + {e.dice[1]} = {sum(e.dice)}{seven}"


def _shortage(e: Shortage, who: str, names: Names | None) -> str:
    return (f"The bank holds {e.held} {e.resource} but {e.owed} are owed: nobody gets "
            f"{e.resource}")


def _stolen(e: Stolen, who: str, names: Names | None) -> str:
    card = "a card" if e.resource is None else f"1 {e.resource}"
    return f"{who} takes {card} from {seat_name(e.victim, names)}"


def _bought(e: CardBought, who: str, names: Names | None) -> str:
    card = "a development card" if e.card is None else f"a {card_title(e.card)} card"
    return f"{who} draws {card}"


def _paid(e: Paid, who: str, names: Names | None) -> str:
    what = "development card" if e.what == "card" else e.what
    return f"{who} pays {cards_of(e.cards)} for a {what}"


def _monopolized(e: Monopolized, who: str, names: Names | None) -> str:
    taken = [f"{n} from {seat_name(s, names)}" for s, n in e.taken.items()]
    return f"{who} names {e.resource} and takes {and_list(taken) if taken else 'none'}"


def _closed(e: TradeClosed, who: str, names: Names | None) -> str:
    if e.partner is None:
        return f"{who}'s offer closes without a trade"
    return f"{who} trades with {seat_name(e.partner, names)}"


def _award(e: AwardMoved, who: str, names: Names | None) -> str:
    award = AWARDS.get(e.award, e.award)
    if e.after is None:
        return f"{award} goes back to the supply from {seat_name(e.before or 0, names)}"
    return f"{seat_name(e.after, names)} takes {award}"


def _ended(e: GameEnded, who: str, names: Names | None) -> str:
    if e.winner is None:
        return "The game is over: the turn limit is reached, nobody wins"
    return f"The game is over: {seat_name(e.winner, names)} wins with {e.points} points"


#: The words of each event class.
EVENT_WORDS: Mapping[type, Callable[[Any, str, Names | None], str]] = {
    SettlementPlaced: _settled,
    RoadPlaced: _road_placed,
    CityBuilt: lambda e, who, n: f"{who} builds a city on I{e.intersection}",
    Received: _received,
    Rolled: _rolled,
    Shortage: _shortage,
    Discarded: lambda e, who, n: f"{who} discards 1 {e.resource}",
    RobberMoved: lambda e, who, n: f"{who} moves the robber to {show(e.hex)}",
    Stolen: _stolen,
    Paid: _paid,
    CardBought: _bought,
    CardPlayed: lambda e, who, n: f"{who} plays a {card_title(e.card)} card",
    Lapsed: lambda e, who, n: f"{who}'s card cannot {e.what} now: that part lapses",
    Monopolized: _monopolized,
    MaritimeTraded: lambda e, who, n: f"{who} gives {e.count} {e.give} to the bank for 1 {e.get}",
    TradeProposed: lambda e, who, n: f"{who} offers {show_cards(e.give)} for {show_cards(e.get)}",
    TradeAnswered: lambda e, who, n: f"{who} {'accepts' if e.accept else 'declines'}",
    TradeClosed: _closed,
    AwardMoved: _award,
    TurnStarted: lambda e, who, n: f"Turn {e.turn}: {who}'s turn",
    TurnEnded: lambda e, who, n: f"{who} ends the turn",
    GameEnded: _ended,
}


def describe_outcome(outcome: Outcome, names: Names | None = None) -> str:
    """Who won, with what: "Seat 0 wins with 10 points"; "nobody wins" at a turn limit."""
    if not outcome.winners:
        return "nobody wins: the turn limit ended the game"
    first = outcome.winners[0]
    return f"{seat_name(first, names)} wins with {counted(outcome.points[first], 'point')}"
