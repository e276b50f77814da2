"""Hypothesis strategies for games, for property tests of the engine and of house rules.

``games()`` draws a game at a random reachable position: a seeded ``new_game`` followed
by legal actions that Hypothesis draws (so it shrinks a failure towards a short game with
simple choices), and ``actions(game)`` draws one legal action of a game::

    import burgundy
    from hypothesis import given
    from burgundy.testing.strategies import games
    from burgundy.testing.invariants import check_invariants

    MY_TILES = burgundy.load_tiles(burgundy.STANDARD_TILES, "house.tiles")

    @given(games(tiles=MY_TILES))
    def test_house_rules_keep_the_invariants(game):
        check_invariants(game)

La Strada's positions come from ``lastrada_games()`` the same way, and ``actions(game)``
draws a legal action of any game::

    from burgundy.games.lastrada import invariants
    from burgundy.testing.strategies import lastrada_games

    @given(lastrada_games(players=2))
    def test_two_player_positions_keep_the_limits(game):
        assert not invariants.problems(game.state)

Catan's come from ``catan_games()``::

    from burgundy.games.catan import invariants
    from burgundy.testing.strategies import catan_games

    @given(catan_games(players=4))
    def test_four_player_positions_keep_the_limits(game):
        assert not invariants.problems(game.state)

Drawing a game plays up to a whole game, so use ``@settings(deadline=None,
suppress_health_check=[HealthCheck.too_slow])`` and a modest ``max_examples``. Needs
Hypothesis (``pip install burgundy[test]``).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from hypothesis import note
from hypothesis import strategies as st

from burgundy.games import catan, lastrada
from burgundy.games.castles.effects.tileset import TileSet
from burgundy.games.castles.game import CastlesGame, new_game
from burgundy.kernel.game import Game

__all__ = ["actions", "catan_games", "games", "lastrada_games"]

A = TypeVar("A")

#: Enough steps to reach the end of any game: a 4-player game of random play takes about
#: 300 actions, and tile effects add a few decisions.
FULL_GAME = 1000
PLAYERS = st.integers(2, 4)
ESTATES = st.integers(1, 9)
SEEDS = st.integers(0, 2**32 - 1)
ROUNDS = 25
#: More turns than a La Strada game of random play takes (at most about 45).
LASTRADA_TURNS = 50
CURVES = st.sampled_from(lastrada.state.CURVES)
#: Catan's player counts: 3 and 4, and 2 as the option.
CATAN_PLAYERS = st.integers(2, 4)
#: More turns than most Catan games of random play take (100 to 200): the late ones reach
#: the end.
CATAN_TURNS = 200
#: Actions a Catan game of random play may take (up to about 3000, offers and their answers
#: included).
CATAN_STEPS = 4000


def _round_index(game: CastlesGame) -> int:
    """Rounds started before the current one (0 in phase A round 1); ``ROUNDS`` at the end."""
    state = game.state
    if state.over:
        return ROUNDS
    return "ABCDE".index(state.phase) * 5 + state.round - 1


def _strategy(value: int | st.SearchStrategy[int], name: str) -> st.SearchStrategy[int]:
    if isinstance(value, st.SearchStrategy):
        return value
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{name} must be an int or a strategy of ints, not {value!r}")
    return st.just(value)


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
    played = _play_to(draw, game, lambda: _round_index(game) < target, extra, min_steps,
                      max_steps)
    note(
        f"new_game(players={count}, seed={seed}, estates={maps}, advanced={is_advanced}) "
        f"then {len(played)} actions: [{', '.join(played)}]"
    )
    return game


def _play_to(
    draw: st.DrawFn,
    game: Game[Any, Any],
    short: Callable[[], bool],
    extra: int,
    min_steps: int,
    max_steps: int,
) -> list[str]:
    """Play actions Hypothesis draws while ``short()`` says the target is not reached (and
    at least ``min_steps``), then ``extra`` more, never past the end or ``max_steps``; the
    actions played, in words for the note."""
    played: list[str] = []

    def play_one() -> None:
        legal = game.legal_actions()
        # An index shrinks towards the first legal action: simple, stable choices.
        action = legal[draw(st.integers(0, len(legal) - 1))]
        game.apply(action)
        played.append(repr(action))

    while not game.is_over and len(played) < max_steps and (len(played) < min_steps or short()):
        play_one()
    for _ in range(extra):
        if game.is_over or len(played) >= max_steps:
            break
        play_one()
    return played


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
        _strategy(players, "players"),
        estates,
        tiles,
        flags,
        seeds,
        min_steps,
        max_steps,
    )


@st.composite
def _lastrada_games(
    draw: st.DrawFn,
    players: st.SearchStrategy[int],
    seeds: st.SearchStrategy[int],
    curves: st.SearchStrategy[str],
    board: str | os.PathLike[str] | None,
    min_steps: int,
    max_steps: int,
) -> lastrada.LaStradaGame:
    count = draw(players, label="players")
    seed = draw(seeds, label="seed")
    curve = draw(curves, label="curves")
    game = lastrada.new_game(count, seed, board=board, curves=curve)
    # Where to stop: a turn (or the end, for a late one), then a few more actions so that
    # positions inside turns, between two routes, come up too.
    target = draw(st.integers(0, LASTRADA_TURNS), label="turn to reach")
    extra = draw(st.integers(0, 3), label="actions after that turn starts")
    played = _play_to(draw, game, lambda: game.state.turn < target, extra, min_steps,
                      max_steps)
    note(f"lastrada.new_game(players={count}, seed={seed}, curves={curve!r}) then "
         f"{len(played)} actions: [{', '.join(played)}]")
    return game


def lastrada_games(
    players: int | st.SearchStrategy[int] = PLAYERS,
    max_steps: int = FULL_GAME,
    *,
    min_steps: int = 0,
    curves: str | st.SearchStrategy[str] = CURVES,
    board: str | os.PathLike[str] | None = None,
    seeds: st.SearchStrategy[int] = SEEDS,
) -> st.SearchStrategy[lastrada.LaStradaGame]:
    """A strategy for La Strada games at random reachable positions.

    - ``players``: the player count, or a strategy for it (default 2-4);
    - where the game stops: a turn drawn evenly from the first ``LASTRADA_TURNS`` (the late
      ones reach the end of the game), plus a few more actions, so positions between two
      routes of a turn come up too; at least ``min_steps`` actions (unless the game ends
      first) and at most ``max_steps``;
    - ``curves``: L-ROUTE-5's option (``"gentle"`` or ``"any"``), or a strategy for it
      (default both);
    - ``board``: a board file's path or TOML text (default: the example board, dealt at
      random);
    - ``seeds``: the strategy for ``new_game``'s seed.

    Each action is drawn by Hypothesis from ``legal_actions()``, so a failing example
    shrinks to a short game, and the game's recipe is shown with it. The game returned is
    the caller's own.
    """
    if not 0 <= min_steps <= max_steps:
        raise ValueError(f"steps: need 0 <= min_steps <= max_steps, got {min_steps}, {max_steps}")
    kinds = curves if isinstance(curves, st.SearchStrategy) else st.just(curves)
    return _lastrada_games(_strategy(players, "players"), seeds, kinds, board, min_steps,
                           max_steps)


@st.composite
def _catan_games(
    draw: st.DrawFn,
    players: st.SearchStrategy[int],
    seeds: st.SearchStrategy[int],
    board: str | os.PathLike[str] | None,
    min_steps: int,
    max_steps: int,
) -> catan.CatanGame:
    count = draw(players, label="players")
    seed = draw(seeds, label="seed")
    game = catan.new_game(count, seed, board=board)
    # A turn to reach (the set-up is turn 0), then a few more actions: positions inside a
    # turn, with an offer open or discards under way, come up too.
    target = draw(st.integers(0, CATAN_TURNS), label="turn to reach")
    extra = draw(st.integers(0, 6), label="actions after that turn starts")
    played = _play_to(draw, game, lambda: game.state.turn < target, extra, min_steps,
                      max_steps)
    note(f"catan.new_game(players={count}, seed={seed}, board={board!r}) then "
         f"{len(played)} actions: [{', '.join(played)}]")
    return game


def catan_games(
    players: int | st.SearchStrategy[int] = CATAN_PLAYERS,
    max_steps: int = CATAN_STEPS,
    *,
    min_steps: int = 0,
    board: str | os.PathLike[str] | None = None,
    seeds: st.SearchStrategy[int] = SEEDS,
) -> st.SearchStrategy[catan.CatanGame]:
    """A strategy for Catan games at random reachable positions.

    - ``players``: the player count, or a strategy for it (default 2-4);
    - where the game stops: a turn drawn evenly from the first ``CATAN_TURNS`` (the late
      ones reach the end of the game), plus a few more actions; at least ``min_steps``
      actions (unless the game ends first) and at most ``max_steps``;
    - ``board``: a board file's path or TOML text (default: a random board);
    - ``seeds``: the strategy for ``new_game``'s seed.

    Each action is drawn by Hypothesis from ``legal_actions()``, so a failing example
    shrinks to a short game, and the game's recipe is shown with it. The game returned is
    the caller's own.
    """
    if not 0 <= min_steps <= max_steps:
        raise ValueError(f"steps: need 0 <= min_steps <= max_steps, got {min_steps}, {max_steps}")
    return _catan_games(_strategy(players, "players"), seeds, board, min_steps,
                        max_steps)


def actions(game: Game[Any, A]) -> st.SearchStrategy[A]:
    """A strategy for one of ``game``'s legal actions, of any game (shrinking towards the
    first one)."""
    legal = game.legal_actions()
    if not legal:
        raise ValueError(f"{game!r} has no legal actions: the game is over")
    return st.sampled_from(legal)
