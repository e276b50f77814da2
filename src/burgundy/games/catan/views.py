"""What a seat sees (C-TURN-7), and games consistent with it.

Public: the board, the pieces, the dice, the open bank, each hand's size, each player's
count of unplayed development cards (and how many were bought this turn), played knights,
the deck's size, the pending decisions with offers and their answers. Private: a hand's
contents and unplayed cards (their owner's), the deck's order and the random stream
(nobody's). ``seen`` hides an event's private part from the others: the card a theft took
(known to thief and victim) and the card a purchase drew.
"""

from __future__ import annotations

from typing import Any

import attrs

from burgundy.games.catan.events import CardBought, Event, Stolen
from burgundy.games.catan.figures import RESOURCES, Figures
from burgundy.games.catan.geometry import Hex
from burgundy.games.catan.rules.flow import to_act
from burgundy.games.catan.rules.holdings import counts
from burgundy.games.catan.rules.scoring import public_points
from burgundy.games.catan.state import State
from burgundy.kernel import rng
from burgundy.kernel.values import evolve
from burgundy.kernel.views import View


def _hex(hex_: Hex) -> list[int]:
    return [hex_[0], hex_[1]]


def _frame(frame: Any) -> dict[str, Any]:
    data: dict[str, Any] = {"kind": type(frame).__name__}
    for field in attrs.fields(type(frame)):
        value = getattr(frame, field.name)
        data[field.name] = list(value) if isinstance(value, tuple) else value
    if "statements" in data:  # a paused program: which card, not its statements' values
        data["statements"] = len(frame.statements)
    return data


#: The figures a view shows: the rule numbers, not the house rules asked during play and
#: the spaces they tag.
_NUMBERS = tuple(field.name for field in attrs.fields(Figures)
                 if field.name not in ("asked", "tags"))


def _plain(value: Any) -> Any:
    """A number, or a table of them (its values numbers or tables) as a dict."""
    return value if isinstance(value, int) else {k: _plain(v) for k, v in value.items()}


def _figures(figures: Figures) -> dict[str, Any]:
    """The rule numbers, as plain dicts (``attrs.asdict`` takes many times longer)."""
    return {name: _plain(getattr(figures, name)) for name in _NUMBERS}


def view(state: State, seat: int) -> View:
    """Everything ``seat`` may know of the position (C-TURN-7)."""
    return View.of(seat, _data(state, seat))


def public_view(state: State) -> dict[str, Any]:
    """What every seat may know: the view of nobody's seat, without ``seat``."""
    data = _data(state, None)
    del data["seat"]
    return data


def _data(state: State, seat: int | None) -> dict[str, Any]:
    players = []
    for player in state.players:
        entry: dict[str, Any] = {
            "seat": player.seat,
            "hand_size": player.hand_size,
            "cards": len(player.cards),
            "bought": player.bought,
            "played": list(player.played),
            "road_length": player.road_length,
            "points": public_points(state, player.seat),
        }
        if player.seat == seat:
            entry["hand"] = dict(player.hand)
            entry["held"] = list(player.cards)
        players.append(entry)
    return {
        "game": "catan",
        "seat": seat,
        "to_act": to_act(state),
        "over": state.over,
        "winner": state.winner,
        "board": {
            "name": state.board.name,
            "terrain": [[*_hex(h), t] for h, t in state.board.terrain.items()],
            "numbers": [[*_hex(h), n] for h, n in state.board.numbers.items()],
            "harbours": list(state.board.harbours),
        },
        "buildings": [[i, s, kind] for i, (s, kind) in sorted(state.buildings.items())],
        "roads": [[p, s] for p, s in sorted(state.roads.items())],
        "robber": _hex(state.robber),
        "bank": dict(state.bank),
        "deck": len(state.deck),
        "under": list(state.deck[len(state.deck) - state.returned :]),
        "dice": None if state.dice is None else list(state.dice),
        "start_player": state.start_player,
        "active": state.seat,
        "to_place": list(state.to_place),
        "road_from": state.road_from,
        "turn": state.turn,
        "rolled": state.rolled,
        "built": state.built,
        "card_played": state.card_played,
        "offers": state.offers,
        "options": {
            "max_offers_per_turn": state.max_offers_per_turn,
            "trade_offer_list_max": state.trade_offer_list_max,
            "combined_trade_build": state.combined_trade_build,
            "turn_limit": state.turn_limit,
        },
        "figures": _figures(state.figures),
        "longest_road": state.longest_road,
        "largest_army": state.largest_army,
        "pending": [_frame(f) for f in state.pending],
        "players": players,
    }


def seen(event: Event, seat: int) -> Event:
    """``event`` as ``seat`` sees it: a theft's card only for thief and victim, a bought
    card only for its buyer."""
    if isinstance(event, Stolen) and seat not in (event.thief, event.victim):
        return evolve(event, resource=None)
    if isinstance(event, CardBought) and seat != event.seat:
        return evolve(event, card=None)
    return event


def determinize(state: State, seat: int, seed: int) -> State:
    """A game with ``seat``'s view whose hidden parts are drawn from ``seed``: the other
    hands dealt from the cards neither in the bank nor in ``seat``'s hand, keeping each
    hand's size; the others' unplayed cards and the deck above the progress cards put under
    it (which every seat knows, C-DEV-4) dealt from the cards neither ``seat`` holds nor
    anyone played, keeping each count; a fresh random stream."""
    others = [p for p in state.players if p.seat != seat]
    pool = [r for r in RESOURCES for _ in range(sum(p.hand[r] for p in others))]
    dealt, draws = rng.shuffled(seed, 0, pool)
    above = len(state.deck) - state.returned  # the cards above those put under
    # Sorted: which seat holds which unknown card, and the deck's order, stay unread.
    unknown = sorted([c for p in others for c in p.cards] + list(state.deck[:above]))
    cards, draws = rng.shuffled(seed, draws, unknown)
    players = list(state.players)
    at = held = 0
    for player in others:
        size, n = player.hand_size, len(player.cards)
        hand = {**dict.fromkeys(RESOURCES, 0), **counts(dealt[at : at + size])}
        players[player.seat] = evolve(player, hand=hand, cards=cards[held : held + n])
        at, held = at + size, held + n
    deck = tuple(cards[held:]) + state.deck[above:]
    return evolve(state, players=tuple(players), deck=deck, seed=seed, draws=draws)
