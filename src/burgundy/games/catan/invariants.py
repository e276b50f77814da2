"""The physical limits every Catan position keeps: the bank's resources conserved between the
bank and the hands, the development cards conserved, pieces within stock, the distance rule,
seats that play. A loaded save is checked against them, and the random-game tests check them
after every step."""

from __future__ import annotations

from collections import Counter

from burgundy.games.catan.cards import CARDS
from burgundy.games.catan.figures import RESOURCES
from burgundy.games.catan.frames import Run
from burgundy.games.catan.geometry import INTERSECTIONS, LAND, PATHS, adjacent
from burgundy.games.catan.state import State
from burgundy.kernel.words import counted

KINDS = ("settlement", "city")


def problems(state: State) -> list[str]:
    """Every limit ``state`` breaks, in words naming where; empty when it keeps them all."""
    found: list[str] = []
    try:
        state.figures.check()
    except ValueError as error:
        found.append(f"figures: {error}")
    seats = range(len(state.players))
    resources: Counter[str] = Counter(state.bank)
    for player in state.players:
        if set(player.hand) != set(RESOURCES):
            found.append(f"players[{player.seat}].hand: names {sorted(player.hand)}, "
                         f"not the resources {list(RESOURCES)}")
        elif min(player.hand.values()) < 0:
            found.append(f"players[{player.seat}].hand holds a negative count")
        resources.update(player.hand)
        if not 0 <= player.bought <= len(player.cards):
            found.append(f"players[{player.seat}].bought: {player.bought}, of "
                         f"{len(player.cards)} cards held")
    for resource in RESOURCES:
        if resources[resource] != state.figures.bank:
            found.append(f"{resource}: {resources[resource]} between the bank and the hands, "
                         f"not {state.figures.bank}")
    found += _card_problems(state)
    for i, (seat, kind) in state.buildings.items():
        if not 0 <= i < len(INTERSECTIONS) or seat not in seats or kind not in KINDS:
            found.append(f"buildings: {i}: ({seat}, {kind!r}) is no building of a seat")
        elif any(j in state.buildings for j in adjacent(i)):
            found.append(f"buildings: the building on I{i} breaks the distance rule")
    for p, seat in state.roads.items():
        if not 0 <= p < len(PATHS) or seat not in seats:
            found.append(f"roads: {p}: no road of seat {seat} fits there")
    stock = state.figures.stock
    for seat in seats:
        placed = Counter(kind for s, kind in state.buildings.values() if s == seat)
        placed["road"] = sum(1 for s in state.roads.values() if s == seat)
        for piece, n in sorted(placed.items()):
            if n > stock.get(piece, 0):
                found.append(f"seat {seat} has {n} {piece}s on the board, the stock holds "
                             f"{stock.get(piece, 0)}")
    if state.robber not in LAND:
        found.append(f"robber: {state.robber} is not a land hex")
    for name in ("seat", "start_player"):
        if getattr(state, name) not in seats:
            found.append(f"{name}: {getattr(state, name)} does not play")
    for name in ("longest_road", "largest_army", "winner"):
        value = getattr(state, name)
        if value is not None and value not in seats:
            found.append(f"{name}: {value} does not play")
    return found


def development_cards(state: State) -> Counter[str]:
    """The development cards of each kind where they are: in the deck, in the hands, played,
    and a progress card on its way under the deck (C-DEV-4)."""
    cards: Counter[str] = Counter(state.deck)
    for player in state.players:
        cards.update(player.cards + player.played)
    cards.update(
        f.card
        for f in state.pending
        if isinstance(f, Run) and f.card in CARDS and CARDS[f.card].after == "deck"
    )
    return cards


def _card_problems(state: State) -> list[str]:
    """No more than each kind's supply of development cards (a game holds them all; a
    ``Scenario`` whose deck is short leaves the rest out of the game), and the deck's known
    bottom of progress cards (C-DEV-4)."""
    cards = development_cards(state)
    unknown = sorted(set(cards) - set(CARDS))
    if unknown:
        return [f"development cards: no card {unknown[0]!r}"]
    found = [
        f"development cards: {cards[name]} {name} cards, not more than {card.supply}"
        for name, card in CARDS.items()
        if cards[name] > card.supply
    ]
    under = state.deck[len(state.deck) - state.returned :]
    if not 0 <= state.returned <= len(state.deck) or any(
            CARDS[card].after != "deck" for card in under):
        deck = counted(len(state.deck), "card")
        found.append(f"returned: {state.returned}, but the deck ({deck}) does not end with as "
                     "many progress cards put under it (C-DEV-4)")
    return found
