"""``MCTSBot``: information-set Monte Carlo tree search over determinized games.

The bot never reads the real hidden parts: it searches games drawn with
``game.determinize(seat, seed)``, which agree with everything the seat sees and redraw the
rest (supply orders, goods stacks to come, future dice). One tree is shared by all the
samples; each iteration plays down it in one sample, so an action's statistics mix the
futures it may meet (single-observer ISMCTS). A child is counted as available whenever its
action was legal in the sample at hand, and UCB weighs it by that count, since after a
round ends different samples offer different actions.

Iterations stop at the first position not yet in the tree: it is valued with the greedy
bot's evaluation (``bots.evaluate``) for every seat, turned into a chance of leading by a
logistic curve, instead of a random playout (random play says little about good play).
Actions are grouped and shortlisted as the greedy bot does (``greedy.choices``).

A node keeps, for each sample that reached it, the game there and the actions offered:
the same actions from the same sample always lead to the same game, so an iteration walks
down the tree without replaying the actions or asking for the choices again.
"""

from __future__ import annotations

import random
import time
from typing import TYPE_CHECKING, Any

from burgundy.games.castles.bots.evaluate import Evaluator, Weights
from burgundy.games.castles.bots.greedy import choices
from burgundy.kernel.bots import chances, ucb
from burgundy.kernel.random_bot import legal

if TYPE_CHECKING:
    from burgundy.games.castles.actions import Action
    from burgundy.games.castles.state import GameState
    from burgundy.kernel.game import Game


class _Node:
    """A position of the tree: visits, summed rewards per seat and, for the children,
    how often each was available; per sample (by index) that reached it, the game there
    and the seat to move with its actions."""

    __slots__ = ("available", "children", "games", "options", "reward", "visits")

    def __init__(self, players: int) -> None:
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.available = 0
        self.reward = [0.0] * players
        self.games: dict[int, Game[Any, Any]] = {}
        self.options: dict[int, _Options] = {}


class _Options:
    """What one sample offers at a node: the seat to move, its actions (``greedy.choices``)
    and the child each leads to, found once and kept (a child is shared by the samples,
    whose actions are equal but not the same objects)."""

    __slots__ = ("actions", "children", "mover")

    def __init__(self, mover: int, actions: list[Action]) -> None:
        self.mover = mover
        self.actions = actions
        self.children: list[_Node | None] = [None] * len(actions)


class MCTSBot:
    """Searches ``iterations`` iterations (or for ``seconds``, when given: then how far it
    gets, and so its choice, depends on the machine) over ``samples`` determinized games
    drawn from its seeded ``random.Random``, and plays the action visited most.
    ``exploration`` is UCB's constant; ``spread`` the points of lead that count as about a
    three-in-four chance of leading."""

    def __init__(
        self,
        seed: int,
        iterations: int = 1000,
        *,
        seconds: float | None = None,
        samples: int = 16,
        exploration: float = 0.7,
        spread: float = 10.0,
        weights: Weights | None = None,
    ) -> None:
        if iterations < 1:
            raise ValueError(f"iterations must be at least 1, not {iterations!r}")
        if seconds is not None and seconds <= 0:
            raise ValueError(f"seconds must be positive, not {seconds!r}")
        if samples < 1:
            raise ValueError(f"samples must be at least 1, not {samples!r}")
        self.seed = seed
        self.iterations = iterations
        self.seconds = seconds
        self.samples = samples
        self.exploration = exploration
        self.spread = spread
        self.weights = weights or Weights()
        self._rng = random.Random(seed)
        self._evaluator: Evaluator | None = None

    def act(self, game: Game[Any, Any]) -> Action:
        actions: tuple[Action, ...] = legal(game)
        if len(actions) == 1:
            return actions[0]
        seat = game.current_player
        assert seat is not None
        self._evaluator = Evaluator.reused(self._evaluator, game.tiles, self.weights)
        draws = min(self.samples, self.iterations)
        samples = [game.determinize(seat, self._rng.getrandbits(32)) for _ in range(draws)]
        root = _Node(len(game.state.players))
        root.games = dict(enumerate(samples))
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        done = 0
        while not done or (
            done < self.iterations if deadline is None else time.perf_counter() < deadline
        ):
            self._iterate(root, done % draws)
            done += 1
        # The samples share the seat's view, so their first legal actions are the game's.
        best = max(root.children, key=lambda action: root.children[action].visits)
        return actions[actions.index(best)]

    def _iterate(self, root: _Node, sample: int) -> None:
        """One iteration in one sample: select down the tree, add one position, value it,
        and back the value up. The games kept in the tree are never changed: a step to a
        position not yet reached in this sample plays on a clone."""
        evaluator = self._evaluator
        assert evaluator is not None
        path = [root]
        node = root
        game = root.games[sample]
        while not game.is_over:
            offered = node.options.get(sample)
            if offered is None:
                mover = game.current_player
                assert mover is not None
                offered = node.options[sample] = _Options(
                    mover, [group[0] for group in choices(evaluator, game, mover)]
                )
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
                game = game.clone()
                game.apply(action)
                child = found[index] = node.children[action] = _Node(len(node.reward))
                child.available = 1
                child.games[sample] = game
                path.append(child)
                break
            index = self._select(available, offered.mover)  # all available: no untried
            node = available[index]
            path.append(node)
            reached = node.games.get(sample)
            if reached is None:
                reached = node.games[sample] = game.clone()
                reached.apply(offered.actions[index])
            game = reached
        rewards = self._rewards(game.state)
        for visited in path:
            visited.visits += 1
            for seat, reward in enumerate(rewards):
                visited.reward[seat] += reward

    def _select(self, children: list[_Node], mover: int) -> int:
        return ucb(children, mover, self.exploration)

    def _rewards(self, state: GameState) -> list[float]:
        """Each seat's chance of leading at ``state``, from the evaluation's lead."""
        evaluator = self._evaluator
        assert evaluator is not None
        return chances([evaluator.value(state, seat) for seat in range(len(state.players))],
                       self.spread)

    def __repr__(self) -> str:
        budget = f"seconds={self.seconds}" if self.seconds else f"iterations={self.iterations}"
        return f"MCTSBot(seed={self.seed}, {budget})"
