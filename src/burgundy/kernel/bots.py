"""Bots that need nothing from a game but its evaluation: a greedy bot, an MCTS bot and a
search of play-outs, played through the ``Game`` handle and the rules it holds, for any
game.

An evaluation is a function ``evaluate(state, seat) -> float``: how good ``state`` is for
``seat``, on any scale, higher better. A game's bots are these with its evaluation (La
Strada: ``burgundy.games.lastrada.bots``; Catan: ``burgundy.games.catan.bots``).

- ``GreedyBot`` looks one action ahead: it plays each legal action on the state
  (``game.rules.apply``), rates the position after it for the acting seat, and takes the
  best, ties broken by its seeded ``random.Random``.
- ``MCTSBot`` is information-set Monte Carlo tree search. It never reads the real hidden
  parts: it searches games drawn with ``game.determinize(seat, seed)``, which agree with
  everything the seat sees. One tree is shared by all the samples; each iteration plays
  down it in one sample, so an action's statistics mix the futures it may meet. A child is
  counted as available whenever its action was legal in the sample at hand, and UCB weighs
  it by that count. An iteration stops at the first position not yet in the tree and values
  it with the evaluation for every seat, turned into each seat's chance of leading by a
  logistic curve (random play-outs say little about good play). ``offer`` lets a game say
  which of the legal actions are worth searching (a shortlist, one action of each group
  of alike ones); ``width`` keeps only those one step of the evaluation rates best. A
  position's legal actions are the ones the step to it found when the rules give them
  (``Rules.apply``'s third value), so the search does not ask for them again.
- ``PlayoutBot`` is Monte Carlo search one level deep, with play-outs by a policy (a greedy
  choice, say) instead of a tree: each of the actions worth searching is played in each of
  the same determinized games and followed by the policy's choices, for every seat, up to a
  horizon; the action whose positions there the evaluation rates best on average is
  played. Every action meets the same games and the same draws of the policy, so the
  comparison is one of equal luck, and a horizon at the same moment of the game for every
  action (the seat's next turn, say) compares like with like.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Hashable, Sequence
from typing import Any, Protocol

from burgundy.kernel.game import Game
from burgundy.kernel.protocol import Rules

#: How good a state is for a seat, higher better: ``evaluate(state, seat)``.
Evaluation = Callable[[Any, int], float]
#: What each of ``actions`` (legal in ``state`` for ``seat``) is worth to that seat, higher
#: better: ``rank(state, seat, actions)``, one worth per action.
Ranking = Callable[[Any, int, Sequence[Any]], Sequence[float]]
#: The action of ``actions`` (legal in ``state``) a play-out takes for ``seat``:
#: ``policy(state, seat, actions, rng)``.
Policy = Callable[[Any, int, Sequence[Any], random.Random], Any]
#: The actions of ``actions`` (legal in ``state`` for ``seat``) a search looks at, in a
#: stable order: ``offer(state, seat, actions)``.
Offer = Callable[[Any, int, Sequence[Any]], Sequence[Any]]
#: Whether a play-out from ``start`` has gone far enough at ``state``:
#: ``until(start, state)``.
Horizon = Callable[[Any, Any], bool]
#: Worths closer than this are equal.
EPSILON = 1e-9


class Bot(Protocol):
    """Anything that picks an action for the seat to move: ``act(game)`` returns one of
    ``game.legal_actions()`` for ``game.current_player``."""

    def act(self, game: Game[Any, Any]) -> Any: ...


def _at_least_one(name: str, value: int | None) -> None:
    if value is not None and value < 1:
        raise ValueError(f"{name} must be at least 1, not {value!r}")


def _decision(game: Game[Any, Any]) -> tuple[tuple[Any, ...], int]:
    """The legal actions of ``game`` and the seat to choose one; ``ValueError`` once the
    game is over."""
    actions = game.legal_actions()
    seat = game.current_player
    if not actions or seat is None:
        raise ValueError("the game is over: there is no action to choose")
    return actions, seat


def worths(rules: Rules[Any, Any], state: Any, actions: Sequence[Any], seat: int,
           evaluate: Evaluation) -> list[float]:
    """The worth to ``seat`` of the position after each of ``actions`` (legal in
    ``state``), one step through ``rules``."""
    apply = rules.apply
    return [evaluate(apply(state, action)[0], seat) for action in actions]


def best(actions: Sequence[Any], rated: Sequence[float], rng: random.Random) -> Any:
    """The action of ``actions`` rated highest in ``rated``; equals go to ``rng``."""
    top = -math.inf
    found: list[Any] = []
    for action, worth in zip(actions, rated, strict=True):
        if worth > top + EPSILON:
            top, found = worth, [action]
        elif worth > top - EPSILON:
            found.append(action)
    return found[0] if len(found) == 1 else found[rng.randrange(len(found))]


class GreedyBot:
    """Plays the legal action after which ``evaluate`` rates the position best for the
    acting seat; ties go to a seeded ``random.Random``, so the same seed plays the same
    game."""

    def __init__(self, seed: int, evaluate: Evaluation) -> None:
        self.seed = seed
        self.evaluate = evaluate
        self._rng = random.Random(seed)

    def act(self, game: Game[Any, Any]) -> Any:
        actions, seat = _decision(game)
        if len(actions) == 1:
            return actions[0]
        rated = worths(game.rules, game.state, actions, seat, self.evaluate)
        return best(actions, rated, self._rng)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed})"


class Visited(Protocol):
    """A node of a search tree as UCB reads it: its visits, how often it was available and
    the rewards summed per seat."""

    visits: int
    available: int
    reward: list[float]


def ucb(children: Sequence[Visited], mover: int, exploration: float) -> int:
    """UCB over ``children`` (the ones available now, each by its own availability count)
    for the seat ``mover``: the index of the best (the first of equals)."""
    chosen, top = 0, -math.inf
    for index, child in enumerate(children):
        score = child.reward[mover] / child.visits + exploration * math.sqrt(
            math.log(child.available) / child.visits
        )
        if score > top:
            chosen, top = index, score
    return chosen


def chances(worths: Sequence[float], spread: float) -> list[float]:
    """Each seat's chance of leading, from its lead in ``worths`` (one per seat) over the
    best other seat: a lead of ``spread`` is about three in four."""
    rewards = []
    for seat, worth in enumerate(worths):
        lead = (worth - max(w for s, w in enumerate(worths) if s != seat)) * 1.1 / spread
        # The exponent kept at or below zero: a lead of many spreads must not overflow.
        if lead >= 0:
            rewards.append(1 / (1 + math.exp(-lead)))
        else:
            odds = math.exp(lead)
            rewards.append(odds / (1 + odds))
    return rewards


class _Node:
    """A position of the tree: visits, summed rewards per seat and, for the children, how
    often each was available; per sample (by index) that reached it, the state there with
    its legal actions when the step to it found them, and what it offers."""

    __slots__ = ("available", "children", "offered", "reward", "states", "visits")

    def __init__(self, players: int) -> None:
        self.children: dict[Hashable, _Node] = {}
        self.visits = 0
        self.available = 0
        self.reward = [0.0] * players
        self.states: dict[int, tuple[Any, tuple[Any, ...] | None]] = {}
        self.offered: dict[int, _Offer] = {}


class _Offer:
    """What one sample offers at a node: the seat to move, its actions (what ``offer``
    keeps of the legal ones, or the ``width`` best of those) and the child each leads to,
    found once and kept (a child is shared by the samples, whose actions are equal but not
    the same objects)."""

    __slots__ = ("actions", "children", "mover")

    def __init__(self, mover: int, actions: Sequence[Any]) -> None:
        self.mover = mover
        self.actions = actions
        self.children: list[_Node | None] = [None] * len(actions)


class MCTSBot:
    """Searches ``iterations`` iterations (or for ``seconds``, when given: then how far it
    gets, and so its choice, depends on the machine) over ``samples`` determinized games
    drawn from its seeded ``random.Random``, and plays the action visited most.
    ``exploration`` is UCB's constant; ``spread`` the lead in the evaluation's units that
    counts as about a three-in-four chance of leading; ``offer``, when given, which of a
    position's legal actions are searched; ``width``, when given, how many of those (the
    ones one step of the evaluation rates best)."""

    def __init__(
        self,
        seed: int,
        evaluate: Evaluation,
        iterations: int = 1000,
        *,
        seconds: float | None = None,
        samples: int = 16,
        exploration: float = 0.7,
        spread: float = 10.0,
        width: int | None = None,
        offer: Offer | None = None,
    ) -> None:
        _at_least_one("iterations", iterations)
        if seconds is not None and seconds <= 0:
            raise ValueError(f"seconds must be positive, not {seconds!r}")
        _at_least_one("samples", samples)
        _at_least_one("width", width)
        self.seed = seed
        self.evaluate = evaluate
        self.iterations = iterations
        self.seconds = seconds
        self.samples = samples
        self.exploration = exploration
        self.spread = spread
        self.width = width
        self.offer = offer
        self._rng = random.Random(seed)

    def act(self, game: Game[Any, Any]) -> Any:
        actions, seat = _decision(game)
        if len(actions) == 1:
            return actions[0]
        rules = game.rules
        draws = min(self.samples, self.iterations)
        root = _Node(rules.seats(game.state))
        for index in range(draws):
            root.states[index] = (game.determinize(seat, self._rng.getrandbits(32)).state, None)
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        done = 0
        while not done or (
            done < self.iterations if deadline is None else time.perf_counter() < deadline
        ):
            self._iterate(rules, root, done % draws)
            done += 1
        # The samples share the seat's view, so their legal actions are the game's.
        chosen = max(root.children, key=lambda action: root.children[action].visits)
        return actions[actions.index(chosen)]

    def _offer(self, rules: Rules[Any, Any], state: Any,
               legal: tuple[Any, ...] | None) -> _Offer:
        """What ``state`` (whose legal actions are ``legal`` when known) offers its seat to
        move: the legal actions ``offer`` keeps, all of them without one, or the ``width``
        best of those by one step of the evaluation (the earlier of equals kept)."""
        mover = rules.to_act(state)
        assert mover is not None  # the game is not over
        actions: Sequence[Any] = rules.legal(state) if legal is None else legal
        if self.offer is not None:
            actions = self.offer(state, mover, actions)
        if self.width is not None and len(actions) > self.width:
            rated = worths(rules, state, actions, mover, self.evaluate)
            ranked = sorted(range(len(actions)), key=lambda i: -rated[i])
            actions = tuple(actions[i] for i in sorted(ranked[: self.width]))
        return _Offer(mover, actions)

    def _iterate(self, rules: Rules[Any, Any], root: _Node, sample: int) -> None:
        """One iteration in one sample: select down the tree, add one position, value it,
        and back the value up."""
        apply = rules.apply
        path = [root]
        node = root
        state, legal = root.states[sample]
        while not state.over:
            offered = node.offered.get(sample)
            if offered is None:
                offered = node.offered[sample] = self._offer(rules, state, legal)
            found = offered.children
            available: list[_Node] = []
            untried = []
            for index, child in enumerate(found):
                if child is None:
                    child = found[index] = node.children.get(offered.actions[index])
                    if child is None:
                        untried.append(index)
                        continue
                child.available += 1
                available.append(child)
            if untried:
                index = untried[self._rng.randrange(len(untried))]
                action = offered.actions[index]
                step = apply(state, action)
                state = step[0]
                child = found[index] = node.children[action] = _Node(len(node.reward))
                child.available = 1
                child.states[sample] = (state, step[2])
                path.append(child)
                break
            index = self._select(available, offered.mover)  # all available: none untried
            node = available[index]
            path.append(node)
            reached = node.states.get(sample)
            if reached is None:
                step = apply(state, offered.actions[index])
                reached = node.states[sample] = (step[0], step[2])
            state, legal = reached
        rewards = self._rewards(state, len(root.reward))
        for visited in path:
            visited.visits += 1
            for seat, reward in enumerate(rewards):
                visited.reward[seat] += reward

    def _select(self, children: list[_Node], mover: int) -> int:
        return ucb(children, mover, self.exploration)

    def _rewards(self, state: Any, players: int) -> list[float]:
        return chances([self.evaluate(state, seat) for seat in range(players)], self.spread)

    def __repr__(self) -> str:
        budget = f"seconds={self.seconds}" if self.seconds else f"iterations={self.iterations}"
        return f"{type(self).__name__}(seed={self.seed}, {budget})"


class PlayoutBot:
    """Monte Carlo search of play-outs (the module's docstring): ``samples`` games drawn
    with ``game.determinize(seat, …)`` from its seeded ``random.Random``; in each, every
    action worth searching (the ``width`` that ``rank`` rates best, else all of them) is
    played and followed by up to ``playout`` actions of ``policy``, fewer at the end of
    the game or once ``until(start, state)``; the position reached is worth each seat's
    chance of leading by the evaluation (``chances``, with ``spread``). The action worth
    most on average is played, the first of equals in the order searched."""

    def __init__(
        self,
        seed: int,
        evaluate: Evaluation,
        policy: Policy,
        *,
        samples: int = 8,
        width: int | None = None,
        rank: Ranking | None = None,
        playout: int = 100,
        until: Horizon | None = None,
        spread: float = 10.0,
    ) -> None:
        _at_least_one("samples", samples)
        _at_least_one("width", width)
        if width is not None and rank is None:
            raise ValueError("width: the actions searched are the best a rank rates")
        if playout < 0:
            raise ValueError(f"playout must be 0 or more actions, not {playout!r}")
        self.seed = seed
        self.evaluate = evaluate
        self.policy = policy
        self.samples = samples
        self.width = width
        self.rank = rank
        self.playout = playout
        self.until = until
        self.spread = spread
        self._rng = random.Random(seed)

    def act(self, game: Game[Any, Any]) -> Any:
        actions, seat = _decision(game)
        if len(actions) == 1:
            return actions[0]
        rules = game.rules
        games = [game.determinize(seat, self._rng.getrandbits(32)).state
                 for _ in range(self.samples)]
        draws = [self._rng.getrandbits(32) for _ in games]
        searched: Sequence[Any] = actions
        if self.width is not None and self.rank is not None and len(actions) > self.width:
            rated = self.rank(games[0], seat, actions)
            ranked = sorted(range(len(actions)), key=lambda i: -rated[i])
            searched = [actions[i] for i in ranked[: self.width]]
        seats = range(rules.seats(game.state))
        chosen, most = searched[0], -math.inf
        for action in searched:
            worth = 0.0
            for start, draw in zip(games, draws, strict=True):
                end = self._play_out(rules, start, rules.apply(start, action)[0],
                                     random.Random(draw))
                worth += chances([self.evaluate(end, s) for s in seats], self.spread)[seat]
            if worth > most + EPSILON:
                chosen, most = action, worth
        return chosen

    def _play_out(self, rules: Rules[Any, Any], start: Any, state: Any,
                  rng: random.Random) -> Any:
        """``state`` after the policy's actions, up to the horizon."""
        apply, legal, to_act, until = rules.apply, rules.legal, rules.to_act, self.until
        for _ in range(self.playout):
            if state.over or (until is not None and until(start, state)):
                break
            actions = legal(state)
            if len(actions) > 1:
                mover = to_act(state)
                assert mover is not None  # the game is not over
                state = apply(state, self.policy(state, mover, actions, rng))[0]
            else:
                state = apply(state, actions[0])[0]
        return state

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed}, samples={self.samples})"
