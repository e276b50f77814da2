"""Moving resource cards between hands and the bank, and changing one seat: the few
procedures every rule that moves cards uses."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from burgundy.games.catan.figures import RESOURCES
from burgundy.games.catan.state import Player, State
from burgundy.kernel.values import evolve


def counts(cards: Iterable[str]) -> dict[str, int]:
    """A multiset of resources as resource -> count, in RESOURCES order, without zeros."""
    listed = list(cards)
    return {r: listed.count(r) for r in RESOURCES if r in listed}


def holds(hand: dict[str, int], cards: dict[str, int]) -> bool:
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


def _moved(table: dict[str, int], out: dict[str, int], into: dict[str, int]) -> dict[str, int]:
    """``table`` without the cards of ``out`` and with those of ``into``."""
    result = dict(table)
    for resource, n in out.items():
        result[resource] = result.get(resource, 0) - n
    for resource, n in into.items():
        result[resource] = result.get(resource, 0) + n
    return result


def exchanged(
    state: State, seat: int, paid: dict[str, int], taken: dict[str, int]
) -> tuple[tuple[Player, ...], dict[str, int]]:
    """The seats and the bank once ``seat`` returns ``paid`` to the bank (held: checked by
    the caller) and takes ``taken`` from it (there: checked too), for a step to put into its
    one copy of the state with what else it changes."""
    players = list(state.players)
    players[seat] = evolve(players[seat], hand=_moved(players[seat].hand, paid, taken))
    return tuple(players), _moved(state.bank, taken, paid)


def pay(state: State, seat: int, cards: dict[str, int]) -> State:
    """``seat`` returns ``cards`` to the bank (held: checked by the caller)."""
    players, bank = exchanged(state, seat, cards, {})
    return evolve(state, players=players, bank=bank)


def receive(state: State, seat: int, cards: dict[str, int]) -> State:
    """``seat`` takes ``cards`` from the bank (there: checked by the caller)."""
    players, bank = exchanged(state, seat, {}, cards)
    return evolve(state, players=players, bank=bank)


def received_each(
    state: State, gains: list[dict[str, int]]
) -> tuple[tuple[Player, ...], dict[str, int]]:
    """The seats and the bank once each seat takes its ``gains[seat]`` (none if empty) from
    the bank, in seat order (as ``exchanged``)."""
    players = list(state.players)
    bank = dict(state.bank)
    for seat, cards in enumerate(gains):
        if cards:
            players[seat] = evolve(players[seat], hand=_moved(players[seat].hand, {}, cards))
            for resource in cards:
                bank[resource] -= cards[resource]
    return tuple(players), bank


def handed_over(
    state: State, giver: int, taker: int, cards: dict[str, int]
) -> tuple[Player, ...]:
    """The seats once ``giver`` hands ``cards`` to ``taker`` (held: checked by the caller)."""
    players: list[Player] = list(state.players)
    players[giver] = evolve(players[giver], hand=_moved(players[giver].hand, cards, {}))
    players[taker] = evolve(players[taker], hand=_moved(players[taker].hand, {}, cards))
    return tuple(players)


def hand_over(state: State, giver: int, taker: int, cards: dict[str, int]) -> State:
    """``giver`` hands ``cards`` to ``taker`` (held: checked by the caller)."""
    return evolve(state, players=handed_over(state, giver, taker, cards))
