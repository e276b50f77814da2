"""Catan's bots: an evaluation of a position for a seat, and a greedy bot that plays the legal
action whose position it rates best, one step ahead, ties broken by its seeded generator.

The bot reads only what its seat may know: it looks ahead in ``game.determinize(seat, …)``,
a game with the seat's view whose hidden parts (the others' hands and cards, the deck, the
dice to come) are drawn afresh, and the evaluation reads nothing but the seat's own hand and
cards and the public table. Games a seat cannot tell apart give it equal choices.

The evaluation, in points of ``VP`` (a victory point is worth 100):

- ``board_worth``: victory points; production, the pips of the number on each land hex at
  the seat's settlements (twice at a city), not under the robber, with a bonus per resource
  produced at all; harbours (a resource's harbour worth more the more of it is produced);
  development cards held and knights played; where the network can still settle (the best
  spot reachable now, and half the best one road further); less a share of the others'
  production, so that the robber goes where it hurts.
- ``hand_worth``: the cards in hand up to the hand limit, less those over it (a 7 halves
  them), and the distance to each next build: per build the seat could make (a city, a
  settlement, a card, a road), its worth times the square of the share of its cost in hand.

A trade's answer and a proposal are rated by the hand the trade would leave (``hand_worth``
before and after): the bot accepts an offer that raises it, and proposes a 1- or 2-for-1
offer when one raises it by at least ``PROPOSE``.

``MCTSBot`` is Monte Carlo search with the greedy bot's choices as its play-outs (the
kernel's ``PlayoutBot``): the ``WIDTH`` actions ``rate`` rates best, each played in each of
``SAMPLES`` games drawn with ``game.determinize(seat, …)`` and followed by every seat's
greedy choices until the seat's next turn begins, valued there by this evaluation. It
reads no more than the greedy bot does.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping, Sequence

from burgundy.games.catan.actions import Action, AnswerTrade, ProposeTrade
from burgundy.games.catan.board import PRODUCES
from burgundy.games.catan.figures import RESOURCES
from burgundy.games.catan.frames import Offer
from burgundy.games.catan.game import CatanGame
from burgundy.games.catan.geometry import ADJACENT, HARBOUR_AT, LAND_AT, PATH_ENDS
from burgundy.games.catan.rules import flow
from burgundy.games.catan.rules.building import left, road_spots, settlement_spots
from burgundy.games.catan.rules.holdings import counts
from burgundy.games.catan.rules.scoring import points, public_points
from burgundy.games.catan.state import State
from burgundy.kernel import bots as kernel_bots

#: A victory point; every other worth is counted against it.
VP = 100.0
#: What winning is worth, beyond the points.
WIN = 10_000.0
#: The dots under each number token: its chance in 36 of being rolled.
PIPS: Mapping[int, int] = {2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1}
#: Worth per pip of production, and per resource produced at all.
PIP, VARIETY = 7.0, 6.0
#: Worth of a generic harbour; of a resource's, and per pip of that resource produced.
GENERIC_HARBOUR, SPECIAL_HARBOUR, HARBOUR_PIP = 6.0, 3.0, 1.0
#: Worth of an unplayed development card, and of a played knight.
CARD, KNIGHT = 12.0, 14.0
#: Worth per pip of the best settlement spot reachable now, and one road further.
SPOT_NOW, SPOT_NEXT = 2.0, 1.0
#: The share of the others' average production counted against the seat.
OTHERS = 0.5
#: Worth of a card in hand, and the loss per card over the hand limit.
IN_HAND, OVER_LIMIT = 3.0, 6.0
#: What each build is worth to be ready for, at the whole of its cost in hand.
GOALS: Mapping[str, float] = {"city": 60.0, "settlement": 60.0, "card": 20.0, "road": 10.0}
#: How much a proposal must raise the hand's worth to be made.
PROPOSE = 8.0

#: The MCTS bot's budget and tuning (docs/catan.md, "Bots"): determinized games, actions
#: searched, a play-out's most actions (they end it in the set-up, where the seat's next
#: turn is far), and the lead in the evaluation that counts as a three-in-four chance of
#: leading.
SAMPLES = 8
WIDTH = 4
PLAYOUT = 60
SPREAD = 100.0


def pips(state: State, intersection: int) -> int:
    """The pips of the numbers on the land hexes at ``intersection``, the robber's aside."""
    numbers = state.board.numbers
    return sum(
        PIPS[numbers[h]] for h in LAND_AT[intersection] if h in numbers and h != state.robber
    )


def production(state: State, seat: int) -> dict[str, int]:
    """Pips of each resource ``seat``'s buildings produce (a city twice), the robber's hex
    aside."""
    made = dict.fromkeys(RESOURCES, 0)
    numbers, terrain = state.board.numbers, state.board.terrain
    for i, (owner, kind) in state.buildings.items():
        if owner != seat:
            continue
        times = 2 if kind == "city" else 1
        for h in LAND_AT[i]:
            if h in numbers and h != state.robber:
                made[PRODUCES[terrain[h]]] += times * PIPS[numbers[h]]
    return made


def _production_worth(made: Mapping[str, int]) -> float:
    return PIP * sum(made.values()) + VARIETY * sum(1 for n in made.values() if n)


def _open(state: State, intersection: int) -> bool:
    """Whether a settlement could stand on ``intersection`` by the distance rule."""
    buildings = state.buildings
    return intersection not in buildings and not any(j in buildings for j in ADJACENT[intersection])


def board_worth(state: State, seat: int) -> float:
    """What ``seat``'s pieces, cards and prospects on the table are worth (see the module's
    docstring); reads the seat's own cards and the public table only."""
    player = state.players[seat]
    made = production(state, seat)
    worth = VP * points(state, seat) + _production_worth(made)
    for i, (owner, _) in state.buildings.items():
        if owner == seat and i in HARBOUR_AT:
            kind = state.board.harbours[HARBOUR_AT[i]]
            worth += GENERIC_HARBOUR if kind == "generic" else (
                SPECIAL_HARBOUR + HARBOUR_PIP * made[kind])
    worth += CARD * sum(1 for c in player.cards if c != "victory_point")
    worth += KNIGHT * player.played.count("knight")
    if not state.to_place and left(state, seat, "settlement"):
        now = settlement_spots(state, seat, setup=False)
        worth += SPOT_NOW * max((pips(state, i) for i in now), default=0)
        ends = {j for p in road_spots(state, seat) for j in PATH_ENDS[p]} - set(now)
        worth += SPOT_NEXT * max((pips(state, j) for j in ends if _open(state, j)), default=0)
    others = [s for s in range(len(state.players)) if s != seat]
    lost = sum(_production_worth(production(state, s)) for s in others) / len(others)
    return worth - OTHERS * lost


def goals(state: State, seat: int) -> tuple[str, ...]:
    """The builds ``seat`` could make with the cards for them."""
    found = []
    if left(state, seat, "city") and any(
        b == (seat, "settlement") for b in state.buildings.values()
    ):
        found.append("city")
    if left(state, seat, "settlement") and settlement_spots(state, seat, setup=False):
        found.append("settlement")
    if state.deck:
        found.append("card")
    if left(state, seat, "road") and road_spots(state, seat):
        found.append("road")
    return tuple(found)


def hand_worth(
    state: State, hand: Mapping[str, int], aims: tuple[str, ...]
) -> float:
    """What ``hand`` is worth to a seat that could make the builds ``aims``: its cards up to
    the hand limit, less those over it, and how near it is to each build."""
    size = sum(hand.values())
    limit = state.figures.hand_limit
    worth = IN_HAND * min(size, limit) - OVER_LIMIT * max(0, size - limit)
    costs = state.figures.costs
    for aim in aims:
        cost = costs[aim]
        need = sum(cost.values())
        have = sum(min(hand.get(r, 0), n) for r, n in cost.items())
        worth += GOALS[aim] * (have / need) ** 2
    return worth


def evaluate(state: State, seat: int) -> float:
    """How good ``state`` is for ``seat`` (the module's docstring says how)."""
    if state.over:
        won = state.winner == seat
        return VP * points(state, seat) + (WIN if won else -WIN)
    hand = state.players[seat].hand
    return board_worth(state, seat) + hand_worth(state, hand, goals(state, seat))


def traded(hand: Mapping[str, int], give: tuple[str, ...], get: tuple[str, ...]) -> dict[str, int]:
    """``hand`` after giving the cards ``give`` and getting ``get``."""
    after = dict(hand)
    for resource, n in counts(give).items():
        after[resource] -= n
    for resource, n in counts(get).items():
        after[resource] += n
    return after


def _simple(action: ProposeTrade) -> bool:
    """A proposal the bot considers: one card asked for one or two."""
    return len(action.get) == 1 and len(action.give) <= 2


def rate(state: State, seat: int, actions: Sequence[Action]) -> list[float]:
    """What each of ``actions`` is worth to ``seat`` in ``state`` (a game the seat cannot
    tell from the real one): ``evaluate`` of the position after it, trades by the hand they
    leave; a proposal the bot does not consider is worth nothing at all (``-inf``)."""
    hand = state.players[seat].hand
    aims = goals(state, seat)
    held = hand_worth(state, hand, aims)
    base = evaluate(state, seat)
    top = state.pending[-1] if state.pending else None
    rated = []
    for action in actions:
        if isinstance(action, ProposeTrade):
            worth = base + hand_worth(state, traded(hand, action.give, action.get), aims) \
                - held - PROPOSE if _simple(action) else -math.inf
        elif isinstance(action, AnswerTrade) and isinstance(top, Offer):
            gain = hand_worth(state, traded(hand, top.get, top.give), aims) - held
            near_win = public_points(state, top.seat) >= state.figures.win - 2
            worth = base + (gain if action.accept and not near_win else 0.0) - (
                0.5 if action.accept else 0.0)
        else:
            worth = evaluate(flow.apply(state, action)[0], seat)
        rated.append(worth)
    return rated


def choose(state: State, seat: int, actions: Sequence[Action], rng: random.Random) -> Action:
    """The greedy choice for ``seat`` among ``actions`` in ``state``: the one ``rate``
    rates best, ties broken by ``rng``."""
    if len(actions) == 1:
        return actions[0]
    chosen: Action = kernel_bots.best(actions, rate(state, seat, actions), rng)
    return chosen


class GreedyBot:
    """The greedy choice as a bot: ``act(game)`` for the seat to act of a Catan game handle,
    looking ahead in a game determinized for that seat, with its own seeded
    ``random.Random`` for the draws and ties."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._rng = random.Random(seed)

    def act(self, game: CatanGame) -> Action:
        seat = game.current_player
        actions = game.legal_actions()
        if seat is None or not actions:
            raise ValueError("the game is over: there is no action to choose")
        if len(actions) == 1:
            return actions[0]
        sample = game.determinize(seat, self._rng.getrandbits(32)).state
        return choose(sample, seat, actions, self._rng)

    def __repr__(self) -> str:
        return f"GreedyBot(seed={self.seed})"


def next_turn(start: State, state: State) -> bool:
    """Whether a play-out from ``start`` has reached the next turn of the seat whose turn
    it was: every seat has begun a turn since. Never in the set-up (``start.turn`` is 0):
    the play-out's length ends it."""
    return bool(start.turn) and state.turn >= start.turn + len(start.players)


class MCTSBot(kernel_bots.PlayoutBot):
    """Monte Carlo search with greedy play-outs (the module's docstring), ``samples``
    determinized games a decision (docs/catan.md, "Bots")."""

    def __init__(self, seed: int, samples: int = SAMPLES) -> None:
        super().__init__(seed, evaluate, choose, samples=samples, width=WIDTH, rank=rate,
                         playout=PLAYOUT, until=next_turn, spread=SPREAD)


#: Catan's own bots by name (``burgundy.bots.by_name(name, seed, game="catan")`` adds the
#: random bot every game has).
BOTS: dict[str, Callable[[int], kernel_bots.Bot]] = {"greedy": GreedyBot, "mcts": MCTSBot}
