"""Moving resource cards between hands and the bank, and changing one seat: the few
procedures every rule that moves cards uses."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from burgundy.games.catan.figures import RESOURCES
from burgundy.games.catan.state import Player, State
from burgundy.kernel.values import evolve


def counts(cards: Iterable[str]) -> dict[str, int]:
    """A multiset of resources as resource -> count, in RESOURCES order, without zeros."""
    listed = list(cards)
    return {r: listed.count(r) for r in RESOURCES if r in listed}


def holds(hand: Mapping[str, int], cards: Mapping[str, int]) -> bool:
    """Whether ``hand`` holds every card of ``cards``."""
    for resource, n in cards.items():  # noqa: SIM110  (a loop: all() adds a generator per call)
        if hand.get(resource, 0) < n:
            return False
    return True


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
    return _with_bank(state, seat, cards, -1)


def receive(state: State, seat: int, cards: Mapping[str, int]) -> State:
    """``seat`` takes ``cards`` from the bank (there: checked by the caller)."""
    return _with_bank(state, seat, cards, 1)


def _with_bank(state: State, seat: int, cards: Mapping[str, int], sign: int) -> State:
    """``seat`` takes (``sign`` 1) or returns (-1) ``cards``: one copy of the state."""
    players = list(state.players)
    players[seat] = evolve(players[seat], hand=_add(players[seat].hand, cards, sign))
    return evolve(state, players=tuple(players), bank=_add(state.bank, cards, -sign))


def receive_each(state: State, gains: list[dict[str, int]]) -> State:
    """Each seat takes its ``gains[seat]`` (none if empty) from the bank, in seat order."""
    players = list(state.players)
    bank = state.bank
    for seat, cards in enumerate(gains):
        if cards:
            players[seat] = evolve(players[seat], hand=_add(players[seat].hand, cards, 1))
            bank = _add(bank, cards, -1)
    return evolve(state, players=tuple(players), bank=bank)


def hand_over(state: State, giver: int, taker: int, cards: Mapping[str, int]) -> State:
    """``giver`` hands ``cards`` to ``taker`` (held: checked by the caller)."""
    players: list[Player] = list(state.players)
    players[giver] = evolve(players[giver], hand=_add(players[giver].hand, cards, -1))
    players[taker] = evolve(players[taker], hand=_add(players[taker].hand, cards, 1))
    return evolve(state, players=tuple(players))
