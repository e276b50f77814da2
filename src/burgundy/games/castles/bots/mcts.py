"""``MCTSBot``: the kernel's information-set Monte Carlo tree search
(``burgundy.kernel.bots.MCTSBot``) with Castles' evaluation and choices.

The bot never reads the real hidden parts: it searches games drawn with
``game.determinize(seat, seed)``, which agree with everything the seat sees and redraw the
rest (supply orders, goods stacks to come, future dice). After a round ends different
samples offer different actions: UCB weighs a child by how often it was available.

Iterations stop at the first position not yet in the tree: it is valued with the greedy
bot's evaluation (``bots.evaluate``) for every seat, turned into a chance of leading by a
logistic curve, instead of a random playout (random play says little about good play).
Actions are grouped and shortlisted as the greedy bot does (``greedy.choices``): a search
offers the first action of each group.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from burgundy.games.castles.bots.evaluate import Evaluator, Weights
from burgundy.games.castles.bots.greedy import choices
from burgundy.kernel import bots

if TYPE_CHECKING:
    from burgundy.games.castles.actions import Action
    from burgundy.games.castles.state import GameState
    from burgundy.kernel.game import Game


class MCTSBot(bots.MCTSBot):
    """Searches ``iterations`` iterations (or for ``seconds``, when given: then how far it
    gets, and so its choice, depends on the machine) over ``samples`` determinized games
    drawn from its seeded ``random.Random``, and plays the action visited most.
    ``exploration`` is UCB's constant; ``spread`` the points of lead that count as about a
    three-in-four chance of leading; ``weights`` those of the evaluation."""

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
        super().__init__(seed, self._value, iterations, seconds=seconds, samples=samples,
                         exploration=exploration, spread=spread, offer=self._choices)
        self.weights = weights or Weights()
        self._evaluator: Evaluator | None = None

    def act(self, game: Game[Any, Any]) -> Action:
        # What an evaluator remembers holds for one tile set: a new game's may differ.
        self._evaluator = Evaluator.reused(self._evaluator, game.tiles, self.weights)
        action: Action = super().act(game)
        return action

    def _value(self, state: GameState, seat: int) -> float:
        evaluator = self._evaluator
        assert evaluator is not None  # set by act
        return evaluator.value(state, seat)

    def _choices(self, state: GameState, seat: int, actions: Sequence[Action]) -> list[Action]:
        evaluator = self._evaluator
        assert evaluator is not None  # set by act
        return [group[0] for group in choices(evaluator, state, actions, seat)]
