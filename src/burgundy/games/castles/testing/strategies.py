"""Hypothesis strategies for games of Castles: ``games()`` draws a game at a random reachable
position, a seeded ``new_game`` followed by legal actions that Hypothesis draws (so it
shrinks a failure towards a short game with simple choices). ``burgundy.testing.strategies``
offers it with the other games' and ``actions(game)``."""

from __future__ import annotations

from collections.abc import Sequence

from hypothesis import note
from hypothesis import strategies as st

from burgundy.games.castles.effects.tileset import TileSet
from burgundy.games.castles.game import CastlesGame, new_game
from burgundy.kernel.strategies import FULL_GAME, PLAYERS, SEEDS, play_to, strategy

ESTATES = st.integers(1, 9)
ROUNDS = 25


def _round_index(game: CastlesGame) -> int:
    """Rounds started before the current one (0 in phase A round 1); ``ROUNDS`` at the end."""
    state = game.state
    if state.over:
        return ROUNDS
    return "ABCDE".index(state.phase) * 5 + state.round - 1


@st.composite
def _games(
    draw: st.DrawFn,
    players: st.SearchStrategy[int],
    estates: st.SearchStrategy[int] | Sequence[int] | None,
    tiles: TileSet | None,
    advanced: st.SearchStrategy[bool],
    seeds: st.SearchStrategy[int],
    min_steps: int,
    max_steps: int,
) -> CastlesGame:
    count = draw(players, label="players")
    seed = draw(seeds, label="seed")
    is_advanced = draw(advanced, label="advanced")
    maps: list[int] | None
    if estates is None:
        maps = None
    elif isinstance(estates, st.SearchStrategy):
        maps = [draw(estates, label=f"estate of seat {seat}") for seat in range(count)]
    else:
        maps = list(estates)
    game = new_game(count, seed, estates=maps, tiles=tiles, advanced=is_advanced)
    # Where to stop: a round of the game (or its end, ROUNDS), then a few more actions so
    # that positions inside turns and decisions come up too. Drawing the round rather than
    # a step count spreads positions evenly over the game.
    target = draw(st.integers(0, ROUNDS), label="round to reach")
    extra = draw(st.integers(0, 2 * count + 4), label="actions after that round starts")
    played = play_to(draw, game, lambda: _round_index(game) < target, extra, min_steps,
                      max_steps)
    note(
        f"new_game(players={count}, seed={seed}, estates={maps}, advanced={is_advanced}) "
        f"then {len(played)} actions: [{', '.join(played)}]"
    )
    return game


def games(
    players: int | st.SearchStrategy[int] = PLAYERS,
    estates: st.SearchStrategy[int] | Sequence[int] | None = ESTATES,
    tiles: TileSet | None = None,
    max_steps: int = FULL_GAME,
    *,
    min_steps: int = 0,
    advanced: bool | st.SearchStrategy[bool] = False,
    seeds: st.SearchStrategy[int] = SEEDS,
) -> st.SearchStrategy[CastlesGame]:
    """A strategy for games at random reachable positions.

    - ``players``: the player count, or a strategy for it (default 2-4);
    - ``estates``: a strategy for one map number, drawn for every seat (default 1-9);
      a fixed sequence with one map per seat; or ``None`` for ``new_game``'s default
      (map 1, or random maps with ``advanced``);
    - ``tiles``: the tile set to play with, e.g. ``load_tiles(STANDARD_TILES, "house.tiles")``
      (default: the standard tiles);
    - where the game stops: a round drawn evenly from the 25 rounds and the end of the
      game, plus a few more actions, so positions inside turns and pending decisions come
      up too; at least ``min_steps`` actions (unless the game ends first) and at most
      ``max_steps`` (a small ``max_steps`` keeps to the first rounds);
    - ``advanced``: the advanced setup (R-SETUP-9: every seat chooses its start castle),
      or a strategy for it;
    - ``seeds``: the strategy for ``new_game``'s seed.

    Each action is drawn by Hypothesis from ``legal_actions()``, so a failing example
    shrinks to a short game, and the game's recipe (seed and actions) is shown with it.
    The game returned is the caller's own: apply actions to it freely.
    """
    if not (tiles is None or isinstance(tiles, TileSet)):
        raise ValueError(f"tiles must be a TileSet from burgundy.load_tiles or None, not {tiles!r}")
    if not 0 <= min_steps <= max_steps:
        raise ValueError(f"steps: need 0 <= min_steps <= max_steps, got {min_steps}, {max_steps}")
    flags = advanced if isinstance(advanced, st.SearchStrategy) else st.just(bool(advanced))
    return _games(
        strategy(players, "players"),
        estates,
        tiles,
        flags,
        seeds,
        min_steps,
        max_steps,
    )
