"""``check_tiles``: play a tile set through many random games, checking every engine
invariant after every step, and save/load equality; ``burgundy check --play N FILE…``
runs it from the command line (``check_play``), as it runs the kernel's ``check_game`` for
another game with its own invariants (``burgundy check --game lastrada --play N``)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, TextIO

from burgundy.games.castles import data
from burgundy.games.castles.effects.tileset import TileSet
from burgundy.games.castles.game import CastlesGame, new_game
from burgundy.games.castles.testing.invariants import check_events, check_invariants, check_step
from burgundy.games.castles.tiles_loader import load_tiles, standard_tiles
from burgundy.kernel.check import CheckSummary, check_game, check_games, loads_back


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
        return loads_back(game, dict(game.tiles.hooks))

    def step(before: CastlesGame, game: CastlesGame, events: tuple[Any, ...], saved: str) -> None:
        check_step(before, game, saved)
        check_events(before, game, events)

    return check_games(games, seed, deal, position, step)


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
