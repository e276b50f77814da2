"""Random games checked step by step, for any game: ``check_game`` plays a game's random
games, checking its invariants at every position and that every position saves and loads
to the same game (``burgundy check --game lastrada --play N``); ``check_games`` is the loop,
for a game that checks more (Castles' ``check_tiles``)."""

from __future__ import annotations

import importlib
import statistics
from collections.abc import Callable
from typing import Any

import attrs

from burgundy.kernel.errors import StateError
from burgundy.kernel.game import Game
from burgundy.kernel.games import game_module
from burgundy.kernel.random_bot import RandomBot

#: More steps than any game takes: a game still running after them never ends.
MAX_STEPS = 5000


@attrs.frozen
class CheckSummary:
    """What ``check_game`` (or ``check_tiles``) played: games per player count, steps, and
    each player count's mean winning score."""

    games: int
    steps: int
    players: tuple[int, ...]  # the player count of each game, in order
    winning_scores: tuple[int, ...]

    def __str__(self) -> str:
        counts = ", ".join(f"{self.players.count(n)} with {n}" for n in (2, 3, 4))
        mean = statistics.mean(self.winning_scores) if self.winning_scores else 0
        return (
            f"{self.games} games ({counts} players), {self.steps} steps, every invariant "
            f"held; mean winning score {mean:.1f}"
        )


def check_game(
    name: str, games: int = 100, seed: int = 0, tiles: str | None = None
) -> CheckSummary:
    """Play ``games`` random games of the game ``name`` (``burgundy.GAMES``) over 2, 3 and
    4 players, checking its invariants (``burgundy.games.<name>.invariants.problems``;
    ``ValueError`` for a game without them, which checks its games itself, as Castles does
    with its tile sets: ``check_tiles``) after every step, and that every
    position saves and loads to the same game. Raises ``AssertionError`` naming the seed and
    step of the first failure (the game is ``new_game(players, seed)`` followed by
    ``RandomBot(seed)``'s actions); returns a summary otherwise. ``tiles`` is a house-rule
    file (its path or text) for a game whose ``new_game`` takes one (La Strada's)."""
    module = game_module(name)
    invariants = f"{module.__name__}.invariants"
    try:
        problems: Callable[[Any], list[str]] = importlib.import_module(invariants).problems
    except ModuleNotFoundError as exc:
        if exc.name != invariants:
            raise
        raise ValueError(f"check_game: {name} has no invariants ({invariants}) to check its "
                         f"games with: its own testing checks them ({module.__name__}.testing"
                         ")") from None

    def deal(count: int, game_seed: int) -> tuple[Game[Any, Any], str]:
        if tiles is None:
            return module.new_game(count, game_seed), f"{name}.new_game({count}, seed={game_seed})"
        return (module.new_game(count, game_seed, tiles=tiles),
                f"{name}.new_game({count}, seed={game_seed}, tiles={tiles!r})")

    def position(game: Game[Any, Any]) -> str:
        found = problems(game.state)
        if found:
            raise AssertionError("; ".join(found))
        return loads_back(game)

    return check_games(games, seed, deal, position, lambda before, game, events, saved: None)


def check_games(
    games: int,
    seed: int,
    deal: Callable[[int, int], tuple[Any, str]],
    position: Callable[[Any], str],
    step: Callable[[Any, Any, tuple[Any, ...], str], None],
) -> CheckSummary:
    """Play ``games`` random games, game ``n`` dealt by ``deal(players, seed + n)`` (the
    game and how it was made, in words), checking ``position(game)`` (it returns the save)
    at every position and ``step(before, game, events, save before)`` after every step."""
    if isinstance(games, bool) or not isinstance(games, int) or games < 1:
        raise ValueError(f"games must be a whole number >= 1, not {games!r}")
    players: list[int] = []
    winning: list[int] = []
    steps = 0
    for n in range(games):
        game_seed = seed + n
        count = (2, 3, 4)[n % 3]
        game, made = deal(count, game_seed)
        bot = RandomBot(game_seed)
        played = 0
        try:
            saved = position(game)
            while not game.is_over:
                if played >= MAX_STEPS:
                    raise AssertionError(f"the game is not over after {MAX_STEPS} steps")
                before = game.clone()
                events = game.apply(bot.act(game))
                played += 1
                step(before, game, events, saved)
                saved = position(game)
        except (AssertionError, StateError) as error:
            raise AssertionError(f"{made} with RandomBot({game_seed}), step {played}: "
                                 f"{error}") from error
        steps += played
        players.append(count)
        winning.append(max(game.scores()))
    return CheckSummary(games, steps, tuple(players), tuple(winning))


def loads_back(game: Game[Any, Any], hooks: dict[str, Any] | None = None) -> str:
    """The save of ``game``, after checking that it loads back to the same game."""
    saved = game.to_json()
    loaded = Game.from_json(saved, hooks=hooks)
    if loaded.state != game.state or loaded.legal_actions() != game.legal_actions():
        raise AssertionError("the position does not load back as the same game")
    return saved
