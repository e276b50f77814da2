"""Development cards (C-DEV): buying one, which cards may be played, and playing one (its
program then runs, ``rules/program.py``)."""

from __future__ import annotations

from typing import Final

from burgundy.games.catan.cards import CARDS
from burgundy.games.catan.events import CardBought, CardPlayed, Event, Paid
from burgundy.games.catan.frames import Run
from burgundy.games.catan.rules.awards import refresh_army
from burgundy.games.catan.rules.building import cost_problem
from burgundy.games.catan.rules.holdings import exchanged, with_player
from burgundy.games.catan.state import State
from burgundy.kernel.values import evolve

#: The kinds of card that are ever played, in CARDS order (victory points never are, C-DEV-8).
PLAYED_KINDS: Final = tuple(c for c, kind in CARDS.items() if kind.on_play is not None)


def buy_problem(state: State) -> str | None:
    if not state.deck:
        return "the deck is empty (C-DEV-1)"
    return cost_problem(state, state.seat, "card")


def buy(state: State) -> tuple[State, tuple[Event, ...]]:
    """The active player pays and takes the deck's top card, hidden (C-DEV-1)."""
    seat = state.seat
    cost = state.figures.costs["card"]
    card, deck = state.deck[0], state.deck[1:]
    players, bank = exchanged(state, seat, cost, {})
    player = players[seat]
    state = evolve(state, players=players, bank=bank, built=True, deck=deck,
                   returned=min(state.returned, len(deck)))
    state = with_player(state, seat, cards=player.cards + (card,), bought=player.bought + 1)
    return state, (Paid(seat, dict(cost), "card"), CardBought(seat, card))


def play_problem(state: State, card: str) -> str | None:
    """Why the active player may not play ``card`` now (C-DEV-2), or ``None``."""
    if not isinstance(card, str) or card not in CARDS:
        return f"no development card {card!r} (one of {', '.join(CARDS)})"
    if CARDS[card].on_play is None:
        return f"{card.replace('_', ' ')} cards are never played (C-DEV-8)"
    if state.card_played:
        return "one development card a turn (C-DEV-2)"
    player = state.players[state.seat]
    if card not in player.cards[: len(player.cards) - player.bought]:
        if card in player.cards:
            return f"the {card.replace('_', ' ')} was bought this turn (C-DEV-2)"
        return f"seat {state.seat} holds no {card.replace('_', ' ')} card"
    return None


def playable(state: State) -> tuple[str, ...]:
    """The kinds of card the active player may play now, in CARDS order."""
    if state.card_played:
        return ()
    player = state.players[state.seat]
    cards = player.cards
    if not cards:
        return ()
    held = cards[: len(cards) - player.bought]
    return tuple(c for c in PLAYED_KINDS if c in held)


def play(state: State, card: str) -> tuple[State, tuple[Event, ...]]:
    """Play ``card``: a knight goes face up at once and counts for Largest Army (C-DEV-3);
    the card's program is pushed to run now (C-DEV-4)."""
    seat = state.seat
    player = state.players[seat]
    cards = list(player.cards)
    cards.remove(card)  # the oldest copy: one bought this turn stays at the end
    played = player.played + (card,) if CARDS[card].after == "played" else player.played
    state = with_player(state, seat, cards=tuple(cards), played=played)
    program = state.programs.get(card, CARDS[card].on_play)  # a house rule's, or the file's
    assert program is not None
    state = evolve(state, card_played=True, pending=state.pending + (Run(seat, program, card),))
    events: tuple[Event, ...] = (CardPlayed(seat, card),)
    if played != player.played:
        state, moved = refresh_army(state)
        events += moved
    return state, events
