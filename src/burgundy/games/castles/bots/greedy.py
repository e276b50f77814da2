"""``GreedyBot``: one step of lookahead over ``bots.evaluate``.

Each legal action is tried on a clone and the position it leads to is valued for the
acting seat. When the action leaves the same seat a decision of its effect (a ship's
depot, a building's take, the option of a tile file's action), the best answer to that
decision is looked at too, and a decision with one answer is followed at no cost; a discard
the evaluation weighs itself. A castle's extra action and a city hall's placement are worth
a fixed amount instead: following their many answers would cost more than the rest of the
decision.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING

from burgundy.games.castles.actions import (
    Action,
    BuyTile,
    PlaceTile,
    SellGoods,
    TakeTile,
    TakeWorkers,
    UseAction,
)
from burgundy.games.castles.bots.evaluate import Evaluator, Weights
from burgundy.games.castles.state import DiscardChoice, ExtraActionChoice, GameState, PlaceChoice
from burgundy.games.castles.tile import Tile
from burgundy.kernel.random_bot import legal

if TYPE_CHECKING:
    from burgundy.games.castles.game import CastlesGame

#: How many effect decisions in a row one lookahead follows (besides those with one answer).
FOLLOW = 2
#: How many of the tiles to take (and to buy) are looked at fully.
SHORTLIST = 3


class GreedyBot:
    """Picks the action whose position ``Evaluator.value`` rates best for the acting seat;
    ties go to a seeded ``random.Random``, so the same seed plays the same game."""

    def __init__(self, seed: int, weights: Weights | None = None) -> None:
        self.seed = seed
        self.weights = weights or Weights()
        self._rng = random.Random(seed)
        self._evaluator: Evaluator | None = None

    def act(self, game: CastlesGame) -> Action:
        actions: tuple[Action, ...] = legal(game)
        if len(actions) == 1:
            return actions[0]
        seat = game.current_player
        assert seat is not None
        evaluator = self._evaluator = Evaluator.reused(self._evaluator, game.tiles, self.weights)
        answers: dict[Hashable, Action] = {}
        best: list[Action] = []
        top = float("-inf")
        for group in choices(evaluator, game.state, actions, seat):
            worth = self._after(evaluator, game, group[0], seat, FOLLOW, answers)
            if worth > top + 1e-9:
                top, best = worth, list(group)
            elif worth > top - 1e-9:
                best += group
        return best[0] if len(best) == 1 else best[self._rng.randrange(len(best))]

    def _after(
        self,
        evaluator: Evaluator,
        game: CastlesGame,
        action: Action,
        seat: int,
        follow: int,
        answers: dict[Hashable, Action],
    ) -> float:
        """The worth to ``seat`` of playing ``action``, following its effect decisions.
        ``answers`` keeps the best answer found to each decision: the same decision reached
        by another action (a ship placed on another space) gets the same answer."""
        clone = game.clone()
        clone.apply(action)
        state = clone.state
        if state.pending and clone.current_player == seat:
            decision = state.pending[-1]
            if isinstance(decision, ExtraActionChoice):
                return evaluator.value(state, seat) + self.weights.extra_action
            if isinstance(decision, PlaceChoice):
                return evaluator.value(state, seat) + self.weights.place
            if not isinstance(decision, DiscardChoice):  # the evaluation sees a discard
                options = clone.legal_actions()
                if len(options) == 1:  # nothing to choose: follow it, at no cost
                    return self._after(evaluator, clone, options[0], seat, follow, answers)
                if not follow:
                    return evaluator.value(state, seat)
                key = (decision, len(state.pending))
                known = answers.get(key)
                if known is not None and known in options:
                    return self._after(evaluator, clone, known, seat, follow - 1, answers)
                worths = [
                    self._after(evaluator, clone, a, seat, follow - 1, answers) for a in options
                ]
                best = max(range(len(options)), key=worths.__getitem__)
                answers[key] = options[best]
                return worths[best]
        return evaluator.value(state, seat)

    def __repr__(self) -> str:
        return f"GreedyBot(seed={self.seed})"


def target(action: Action) -> Hashable:
    """What a die action (or a tile file's action ``with a die``) does, whichever die does
    it. Two actions with one target and one worker cost differ only in the die they leave
    for the rest of the turn; the first stands for both (telling them apart by the die left
    gained nothing in self-play), and the seeded random choice between equals picks one."""
    if isinstance(action, TakeTile):
        return ("take", action.number, action.slot)
    if isinstance(action, PlaceTile):
        return ("place", action.tile.id, action.space)
    if isinstance(action, SellGoods):
        return ("sell", action.number)
    if isinstance(action, TakeWorkers):
        return ("workers",)
    if isinstance(action, UseAction) and action.number is not None:  # an action `with a die`
        return ("use", action.source, action.index, action.number)
    return action


def choices(
    evaluator: Evaluator, state: GameState, actions: Sequence[Action], seat: int
) -> list[list[Action]]:
    """Of ``actions`` (legal in ``state`` for ``seat``), those worth looking at, in groups of
    one target (``alike``), with only the most promising few tiles to take and to buy: a
    tile's worth in storage is read off the position without playing the action, and only
    when there are more than ``SHORTLIST`` to choose from."""
    groups = alike(actions)
    takes: list[tuple[int, Tile, float]] = []  # group index, tile, workers' worth paid
    buys: list[tuple[int, Tile, float]] = []
    for index, group in enumerate(groups):
        action = group[0]
        if isinstance(action, TakeTile):
            tile = state.depot_slots[action.number - 1][action.slot]
            assert tile is not None
            takes.append((index, tile, action.workers * evaluator.weights.worker))
        elif isinstance(action, BuyTile):
            slots = state.depot_slots[action.depot - 1] if action.depot else state.black_depot
            tile = slots[action.slot]
            assert tile is not None
            buys.append((index, tile, 0.0))
    if len(takes) <= SHORTLIST and len(buys) <= SHORTLIST:
        return groups
    dropped = set(_beyond_shortlist(evaluator, state, seat, takes))
    dropped.update(_beyond_shortlist(evaluator, state, seat, buys))
    return [group for index, group in enumerate(groups) if index not in dropped]


def _beyond_shortlist(
    evaluator: Evaluator, state: GameState, seat: int, offers: list[tuple[int, Tile, float]]
) -> list[int]:
    """The indices of the ``offers`` left out: all but the ``SHORTLIST`` worth most in
    storage, the cost paid (the earlier of equals kept)."""
    if len(offers) <= SHORTLIST:
        return []
    worths = evaluator.stored_worths(state, seat, (tile for _, tile, _ in offers))
    ranked = sorted(
        (cost - worth, index) for (index, _, cost), worth in zip(offers, worths, strict=True)
    )
    return [index for _, index in ranked[SHORTLIST:]]


def alike(actions: Sequence[Action]) -> list[list[Action]]:
    """``actions`` in groups of one target reached with the fewest workers, by either die.
    A die action that reaches a target another die reaches with fewer workers is left out:
    turning a die costs workers and gains nothing but the choice of the die kept."""
    groups: dict[Hashable, list[Action]] = {}
    for action in actions:
        key = target(action)
        group = groups.get(key)
        if group is None:
            groups[key] = [action]
        elif isinstance(action, TakeTile | PlaceTile | SellGoods | UseAction):
            fewest = group[0].workers  # type: ignore[union-attr]
            if action.workers < fewest:
                groups[key] = [action]
            elif action.workers == fewest:
                group.append(action)
        else:
            group.append(action)
    return list(groups.values())
