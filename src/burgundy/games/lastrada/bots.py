"""La Strada's bot helpers: an evaluation of a position for a seat, and the greedy choice
that plays the legal action whose position it rates best (one step of look-ahead through
``RULES.apply``), with ties broken by a seeded generator.

    rng = random.Random(seed)
    while not state.over:
        state, _ = RULES.apply(state, choose(state, state.seat, rng))

or, through a game handle, ``GreedyBot(seed).act(game)``.

The evaluation is what a seat holds and what it can still turn into gold, in gold:

- the gold the final count would give it now, less the best other seat's (a stone that
  joins others on a target lowers their gold too);
- its days, at ``DAY`` gold each: they break a tie on gold, and buy routes later;
- the targets it can still reach: for each target it may connect, the gold a stone there
  would earn now less what its cheapest way there costs in days, at ``REACH`` of its worth.
  The cheapest way is searched over empty fields whose terrain the seat still has tiles for,
  from every reached place, up to ``numbers.cap`` days and ``numbers.max_tiles`` tiles; it
  ignores the tile rule (L-ROUTE-5), so it may be cheaper than the real one.

A finished game is worth ``WIN`` to a winner (shared or not) and ``-WIN`` to the others,
beyond the gold.
"""

from __future__ import annotations

import heapq
import random
from collections.abc import Callable

from burgundy.games.lastrada import RULES
from burgundy.games.lastrada.actions import Action
from burgundy.games.lastrada.board import Field
from burgundy.games.lastrada.game import LaStradaGame
from burgundy.games.lastrada.rules.routes import destinations, needs_stone
from burgundy.games.lastrada.rules.scoring import gold, outcome
from burgundy.games.lastrada.state import State

#: Gold a day held is worth.
DAY = 0.2
#: The share of a reachable target's net worth the evaluation counts.
REACH = 0.3
#: What winning a finished game is worth, beyond its gold.
WIN = 100.0


def costs_from(state: State, seat: int) -> dict[Field, int]:
    """The fewest days from ``seat``'s reached places to each empty landscape field it has a
    tile for, within ``numbers.cap`` days and ``numbers.max_tiles`` tiles (the tile rule
    ignored)."""
    numbers, board = state.numbers, state.board
    tiles = state.players[seat].tiles
    blocked = state.road_tiles.keys() | state.start_fields.keys()
    best: dict[Field, int] = {}
    queue: list[tuple[int, int, Field]] = []  # days, tiles, field
    for place in state.players[seat].reached:
        for field in board.adjacent[place]:
            queue.append((0, 0, field))
    while queue:
        days, laid, field = heapq.heappop(queue)
        terrain = board.landscape.get(field)
        if terrain is None or field in best or field in blocked or not tiles[terrain]:
            continue
        days += numbers.costs[terrain]
        if days > numbers.cap or laid >= numbers.max_tiles:
            continue
        best[field] = days
        for after in board.adjacent[field]:
            if after not in best:
                heapq.heappush(queue, (days, laid + 1, after))
    return best


def reach(state: State, seat: int) -> float:
    """What the targets ``seat`` can still connect are worth: per target, the gold a stone
    there earns now less its cheapest way's days at ``DAY``, if positive."""
    ways = costs_from(state, seat)
    adjacent, numbers = state.board.adjacent, state.numbers
    worth = 0.0
    for target in destinations(state, seat):
        days = min((ways[f] for f in adjacent[target] if f in ways), default=None)
        if days is None or not needs_stone(state, target):
            continue  # out of reach, or it earns nothing (an origin only, L-TWO-3)
        earned = numbers.score(state.targets[target], len(state.stones.get(target, ())) + 1)
        worth += max(0.0, earned - DAY * days)
    return worth


def evaluate(state: State, seat: int) -> float:
    """How good ``state`` is for ``seat``, in gold (the module's docstring says how)."""
    totals = gold(state)
    others = max((g for s, g in enumerate(totals) if s != seat), default=0)
    value = totals[seat] - others + DAY * state.players[seat].days
    result = outcome(state)
    if result is not None:
        return value + (WIN if seat in result.winners else -WIN)
    return value + REACH * reach(state, seat)


def choose(state: State, seat: int, rng: random.Random) -> Action:
    """The greedy choice for ``seat``, the seat to act: the legal action after which
    ``evaluate`` rates the position best, ties broken by ``rng``."""
    actions = RULES.legal(state)
    if not actions or state.seat != seat:
        raise ValueError(f"seat {seat} is not to act: there is no action to choose")
    if len(actions) == 1:
        return actions[0]
    best: list[Action] = []
    top = float("-inf")
    for action in actions:
        worth = evaluate(RULES.apply(state, action)[0], seat)
        if worth > top + 1e-9:
            top, best = worth, [action]
        elif worth > top - 1e-9:
            best.append(action)
    return best[0] if len(best) == 1 else best[rng.randrange(len(best))]


class GreedyBot:
    """The greedy choice as a bot: ``act(game)`` for the seat to act of a La Strada game
    handle (``game.state``), ties broken by its own seeded ``random.Random``."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._rng = random.Random(seed)

    def act(self, game: LaStradaGame) -> Action:
        return choose(game.state, game.state.seat, self._rng)

    def __repr__(self) -> str:
        return f"GreedyBot(seed={self.seed})"


#: La Strada's own bots by name (``burgundy.bots.by_name(name, seed, game="lastrada")``
#: adds the random bot every game has).
BOTS: dict[str, Callable[[int], GreedyBot]] = {"greedy": GreedyBot}
