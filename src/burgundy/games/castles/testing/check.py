"""``check_tiles``: play a tile set through many random games, checking every engine
invariant after every step, and save/load equality; ``burgundy check --play N FILE…``
runs it from the command line. ``check_game`` does the same for another game with its own
invariants (``burgundy check --game lastrada --play N``)."""

from __future__ import annotations

import importlib
import random
import statistics
from collections.abc import Callable, Sequence
from typing import Any, TextIO

import attrs

from burgundy.games.castles import data
from burgundy.games.castles.effects.tileset import TileSet
from burgundy.games.castles.game import CastlesGame, new_game
from burgundy.games.castles.testing.invariants import check_events, check_invariants, check_step
from burgundy.games.castles.tiles_loader import load_tiles, standard_tiles
from burgundy.kernel.errors import StateError
from burgundy.kernel.game import Game
from burgundy.kernel.games import game_module
from burgundy.kernel.random_bot import RandomBot

#: More steps than any game takes: a game still running after them never ends.
MAX_STEPS = 5000


@attrs.frozen
class CheckSummary:
    """What ``check_tiles`` played: games per player count, steps, and each player
    count's mean winning score."""

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


def check_tiles(tiles: TileSet, games: int = 100, seed: int = 0) -> CheckSummary:
    """Play ``games`` random games with ``tiles`` over 2, 3 and 4 players and random
    estates, checking every engine invariant (``burgundy.testing.invariants``) after every
    step, and that every position saves and loads to the same game. Raises
    ``AssertionError`` naming the seed and step of the first failure (the game is
    ``new_game(players, seed, estates, tiles)`` followed by ``RandomBot(seed)``'s
    actions); returns a summary otherwise."""
    if not isinstance(tiles, TileSet):
        raise ValueError(f"tiles must be a tile set from burgundy.load_tiles, not {tiles!r}")

    def deal(count: int, game_seed: int) -> tuple[CastlesGame, str]:
        maps = random.Random(game_seed).choices(sorted(data.estates()), k=count)
        game = new_game(count, game_seed, estates=maps, tiles=tiles)
        return game, f"new_game({count}, seed={game_seed}, estates={maps})"

    def position(game: CastlesGame) -> str:
        check_invariants(game)
        return _loads_back(game, dict(game.tiles.hooks))

    def step(before: CastlesGame, game: CastlesGame, events: tuple[Any, ...], saved: str) -> None:
        check_step(before, game, saved)
        check_events(before, game, events)

    return _check_games(games, seed, deal, position, step)


def check_game(
    name: str, games: int = 100, seed: int = 0, tiles: str | None = None
) -> CheckSummary:
    """Play ``games`` random games of the game ``name`` (``burgundy.GAMES``, not Castles:
    see ``check_tiles``) over 2, 3 and 4 players, checking its invariants
    (``burgundy.games.<name>.invariants.problems``) after every step, and that every
    position saves and loads to the same game. Raises ``AssertionError`` naming the seed and
    step of the first failure (the game is ``new_game(players, seed)`` followed by
    ``RandomBot(seed)``'s actions); returns a summary otherwise. ``tiles`` is a house-rule
    file (its path or text) for a game whose ``new_game`` takes one (La Strada's)."""
    module = game_module(name)
    if name == "castles":
        raise ValueError("check_game: Castles' games are checked with their tiles: check_tiles")
    problems: Callable[[Any], list[str]] = importlib.import_module(
        f"{module.__name__}.invariants").problems

    def deal(count: int, game_seed: int) -> tuple[Game[Any, Any], str]:
        if tiles is None:
            return module.new_game(count, game_seed), f"{name}.new_game({count}, seed={game_seed})"
        return (module.new_game(count, game_seed, tiles=tiles),
                f"{name}.new_game({count}, seed={game_seed}, tiles={tiles!r})")

    def position(game: Game[Any, Any]) -> str:
        found = problems(game.state)
        if found:
            raise AssertionError("; ".join(found))
        return _loads_back(game)

    return _check_games(games, seed, deal, position, lambda before, game, events, saved: None)


def _check_games(
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


def _loads_back(game: Game[Any, Any], hooks: dict[str, Any] | None = None) -> str:
    """The save of ``game``, after checking that it loads back to the same game."""
    saved = game.to_json()
    loaded = Game.from_json(saved, hooks=hooks)
    if loaded.state != game.state or loaded.legal_actions() != game.legal_actions():
        raise AssertionError("the position does not load back as the same game")
    return saved


def check_play(
    files: Sequence[str], games: int, seed: int, out: TextIO, game: str = "castles"
) -> int:
    """``burgundy check --play N FILE…``: the tile files layered over the standard tiles,
    played ``games`` times by ``check_tiles``; with another ``game``, its games (with the
    one house-rule file given, if any) played by ``check_game``. Prints the summary or the
    first failure."""
    try:
        if game == "castles":
            summary = check_tiles(load_tiles(standard_tiles(), *files), games=games, seed=seed)
        else:
            if len(files) > 1:
                raise ValueError(f"--game {game} --play: one house-rule file, not {len(files)}")
            summary = check_game(game, games=games, seed=seed, tiles=files[0] if files else None)
    except AssertionError as error:
        print(f"failed: {error}", file=out)
        return 1
    print(f"ok: {summary}", file=out)
    return 0
