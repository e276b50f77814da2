"""Catan's draws decided from outside the engine, as OpenSpiel's chance nodes
(``burgundy.kernel.chance``): each die of a roll, the development card a purchase draws and
the card a theft takes.

The set-up (the board, the start player, the deck's first order) is the ``seed``
parameter's, so the game starts without a chance node. After a step that drew (``Roll``,
``BuyCard``, ``Steal``), ``ChancePoints.after`` lists its draws with their true odds: a die
each face alike; a purchase the kinds of the cards above those put under the deck (every
seat knows those, C-DEV-4; a purchase of one of them draws nothing), by their counts; a
theft the victim's resources, by their counts. Once each is decided, the step is played
again from the position before it, with the engine arranged to draw the outcomes: the first
count of the random stream's draws from which the roll shows the chosen dice, or the theft
takes the chosen resource (the rules themselves say which), or the chosen card on top of the
deck, the other unknown cards under it in a canonical order. So the position depends on the
outcomes alone, and it is one the engine could have dealt: nobody acts between a draw and
the step that shows it.

Outcome codes: a die face less one, a resource's place in ``RESOURCES``, a card's in
``KINDS``.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Mapping
from fractions import Fraction
from typing import Any

import attrs

from burgundy.games.catan.actions import BUY_CARD, ROLL, STEAL, Action
from burgundy.games.catan.cards import KINDS
from burgundy.games.catan.events import Stolen
from burgundy.games.catan.figures import RESOURCES
from burgundy.games.catan.frames import ChoosingVictim
from burgundy.games.catan.game import CatanGame, position
from burgundy.games.catan.rules import flow
from burgundy.games.catan.state import State
from burgundy.kernel.chance import Drawn
from burgundy.kernel.values import evolve

#: A die's faces, as outcomes.
FACES = tuple((face, Fraction(1, 6)) for face in range(6))


@attrs.frozen
class Draw:
    """One chance node: what it decides, in words, and its outcomes with their odds."""

    what: str
    odds: tuple[tuple[int, Fraction], ...]


def _by_count(counts: Mapping[str, int], names: tuple[str, ...]) -> tuple[
        tuple[int, Fraction], ...]:
    """The outcomes ``names.index(name)`` of the names with a count, each by its share."""
    total = sum(counts.values())
    return tuple((code, Fraction(counts[name], total))
                 for code, name in enumerate(names) if counts.get(name))


@attrs.frozen
class Redraw(Drawn):
    """The draws of the step that played ``action`` from ``before``, decided one by one
    (``choose``)."""

    before: State
    action: Action
    draws: tuple[Draw, ...]
    chosen: tuple[int, ...] = ()

    def outcomes(self) -> tuple[tuple[int, Fraction], ...]:
        """The next draw's outcomes and their odds, by code."""
        odds: tuple[tuple[int, Fraction], ...] = self.next_draw.odds
        return odds

    def describe(self, code: int) -> str:
        """The next draw decided as ``code``, in words."""
        draw = self.next_draw
        if self.action == ROLL:
            return f"{draw.what}: {code + 1}"
        names = KINDS if self.action == BUY_CARD else RESOURCES
        return f"{draw.what}: {names[code].replace('_', ' ')}"

    def state(self) -> State:
        """The position after the step, the engine arranged to draw the outcomes chosen."""
        assert self.done, "draws are still to be decided"
        before, action = self.before, self.action
        if action == BUY_CARD:
            card = KINDS[self.chosen[0]]
            above = len(before.deck) - before.returned
            rest = sorted(before.deck[:above])
            rest.remove(card)
            deck = (card, *rest, *before.deck[above:])
            return flow.play(evolve(before, deck=deck), action)[0]
        for draws in itertools.count(before.draws):
            after, events = flow.play(evolve(before, draws=draws), action)
            if self._shows(after, events):
                return after
        raise AssertionError("unreachable: the stream has no end")

    def _shows(self, after: State, events: tuple[Any, ...]) -> bool:
        """Whether the step played shows the outcomes chosen."""
        if self.action == ROLL:
            return after.dice == (self.chosen[0] + 1, self.chosen[1] + 1)
        taken = RESOURCES[self.chosen[0]]
        return any(isinstance(e, Stolen) and e.resource == taken for e in events)

    def settle(self, game: CatanGame) -> CatanGame:
        """A game at ``state()`` (``game`` is the engine's, as it drew)."""
        return position(self.state())

    def __str__(self) -> str:
        return f"to draw: {self.next_draw.what}; drawn {self.chosen}"


def redraw(before: State, after: State) -> Redraw | None:
    """The draws of the step from ``before`` to ``after``; ``None`` when it drew nothing
    (a purchase of a card every seat knows included). ``ValueError`` for a step that drew
    otherwise than by a roll, a purchase or a theft."""
    seat = flow.to_act(before)
    if len(after.deck) < len(before.deck):
        above = Counter(before.deck[: len(before.deck) - before.returned])
        if not above:
            return None
        return Redraw(before, BUY_CARD,
                      (Draw(f"the card seat {seat} draws", _by_count(above, KINDS)),))
    if after.draws == before.draws:
        return None
    top = before.pending[-1] if before.pending else None
    if isinstance(top, ChoosingVictim):
        victim = next(s for s in top.victims
                      if after.players[s].hand_size < before.players[s].hand_size)
        hand = before.players[victim].hand
        return Redraw(before, STEAL[victim],
                      (Draw(f"the card seat {seat} takes from seat {victim}",
                            _by_count(hand, RESOURCES)),))
    if not before.rolled and after.rolled:
        return Redraw(before, ROLL, (Draw(f"seat {seat}'s first die", FACES),
                                     Draw(f"seat {seat}'s second die", FACES)))
    raise ValueError("this step drew something burgundy.games.catan.chance cannot draw again")


class ChancePoints:
    """Catan's draws after set-up as chance nodes (``Redraw``); the set-up is the seed's."""

    #: Outcomes are die faces less one, resources or development cards.
    max_outcomes = 6

    def start(self, parameters: Mapping[str, Any]) -> None:
        return None

    def after(self, before: State | None, game: CatanGame) -> Redraw | None:
        return None if before is None else redraw(before, game.state)


__all__ = ["FACES", "ChancePoints", "Draw", "Redraw", "redraw"]
