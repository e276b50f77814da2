"""Moving resource cards between hands and the bank, and changing one seat: the few
procedures every rule that moves cards uses."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from burgundy.games.catan.figures import RESOURCES
from burgundy.games.catan.state import Player, State
from burgundy.model.values import evolve


def counts(cards: Iterable[str]) -> dict[str, int]:
    """A multiset of resources as resource -> count, in RESOURCES order, without zeros."""
    listed = list(cards)
    return {r: listed.count(r) for r in RESOURCES if r in listed}


def holds(hand: Mapping[str, int], cards: Mapping[str, int]) -> bool:
    """Whether ``hand`` holds every card of ``cards``."""
    return all(hand.get(r, 0) >= n for r, n in cards.items())


def with_player(state: State, seat: int, **changes: Any) -> State:
    """``state`` with seat ``seat``'s player changed."""
    players = list(state.players)
    players[seat] = evolve(players[seat], **changes)
    return evolve(state, players=tuple(players))


def _add(table: Mapping[str, int], cards: Mapping[str, int], sign: int) -> dict[str, int]:
    result = dict(table)
    for resource, n in cards.items():
        result[resource] = result.get(resource, 0) + sign * n
    return result


def pay(state: State, seat: int, cards: Mapping[str, int]) -> State:
    """``seat`` returns ``cards`` to the bank (held: checked by the caller)."""
    hand = _add(state.players[seat].hand, cards, -1)
    return evolve(with_player(state, seat, hand=hand), bank=_add(state.bank, cards, 1))


def receive(state: State, seat: int, cards: Mapping[str, int]) -> State:
    """``seat`` takes ``cards`` from the bank (there: checked by the caller)."""
    hand = _add(state.players[seat].hand, cards, 1)
    return evolve(with_player(state, seat, hand=hand), bank=_add(state.bank, cards, -1))


def hand_over(state: State, giver: int, taker: int, cards: Mapping[str, int]) -> State:
    """``giver`` hands ``cards`` to ``taker`` (held: checked by the caller)."""
    players: list[Player] = list(state.players)
    players[giver] = evolve(players[giver], hand=_add(players[giver].hand, cards, -1))
    players[taker] = evolve(players[taker], hand=_add(players[taker].hand, cards, 1))
    return evolve(state, players=tuple(players))
