"""La Strada's bots: its evaluation of a position for a seat, and the kernel's greedy and
MCTS bots (``burgundy.kernel.bots``) playing with it: ``GreedyBot(seed).act(game)`` and
``MCTSBot(seed).act(game)`` for the seat to act of a game handle.

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
from collections.abc import Callable

from burgundy.games.lastrada.board import Field
from burgundy.games.lastrada.rules.routes import destinations, needs_stone
from burgundy.games.lastrada.rules.scoring import gold, outcome
from burgundy.games.lastrada.state import State
from burgundy.kernel import bots as kernel_bots

#: Gold a day held is worth.
DAY = 0.2
#: The share of a reachable target's net worth the evaluation counts.
REACH = 0.3
#: What winning a finished game is worth, beyond its gold.
WIN = 100.0

#: The MCTS bot's budget and tuning (docs/lastrada.md, "Bots").
ITERATIONS = 1500
EXPLORATION = 0.4
SPREAD = 5.0
WIDTH: int | None = None


def costs_from(state: State, seat: int) -> dict[Field, int]:
    """The fewest days from ``seat``'s reached places to each empty landscape field it has a
    tile for, within ``numbers.cap`` days and ``numbers.max_tiles`` tiles (the tile rule
    ignored)."""
    numbers, board = state.numbers, state.board
    costs, cap, most = numbers.costs, numbers.cap, numbers.max_tiles
    tiles = state.players[seat].tiles
    blocked = state.road_tiles.keys() | state.start_fields.keys()
    # What a tile on each field it may take costs.
    price = {field: costs[terrain] for field, terrain in board.landscape.items()
             if tiles[terrain] and field not in blocked}
    best: dict[Field, int] = {}
    # The least days a way into each field was queued with, and its tiles: a way with no
    # fewer days and no fewer tiles is never queued, since it would come out later.
    queued: dict[Field, tuple[int, int]] = {}
    queue: list[tuple[int, int, Field]] = []  # days, tiles, field, the tile on it counted

    def offer(days: int, laid: int, field: Field) -> None:
        cost = price.get(field)
        if cost is None or laid >= most or days + cost > cap:
            return
        days, laid = days + cost, laid + 1
        known = queued.get(field)
        if known is not None and known[0] <= days and known[1] <= laid:
            return
        if known is None or days < known[0]:
            queued[field] = days, laid
        heapq.heappush(queue, (days, laid, field))

    for place in state.players[seat].reached:
        for field in board.adjacent[place]:
            offer(0, 0, field)
    while queue:
        days, laid, field = heapq.heappop(queue)
        if field in best:
            continue
        best[field] = days
        for after in board.adjacent[field]:
            if after not in best:
                offer(days, laid, after)
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


class GreedyBot(kernel_bots.GreedyBot):
    """The kernel's greedy bot with La Strada's evaluation: ``act(game)`` for the seat to
    act, ties broken by its own seeded ``random.Random``."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed, evaluate)


class MCTSBot(kernel_bots.MCTSBot):
    """The kernel's MCTS bot with La Strada's evaluation, tuned for it (docs/lastrada.md,
    "Bots"). Everything is public and nothing is drawn after set-up, so one sample is the
    game itself."""

    def __init__(
        self, seed: int, iterations: int = ITERATIONS, *, seconds: float | None = None
    ) -> None:
        super().__init__(seed, evaluate, iterations, seconds=seconds, samples=1,
                         exploration=EXPLORATION, spread=SPREAD, width=WIDTH)


#: La Strada's own bots by name (``burgundy.bots.by_name(name, seed, game="lastrada")``
#: adds the random bot every game has).
BOTS: dict[str, Callable[[int], kernel_bots.Bot]] = {"greedy": GreedyBot, "mcts": MCTSBot}
