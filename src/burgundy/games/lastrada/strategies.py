"""Hypothesis strategies for La Strada: ``lastrada_games()`` draws a game at a random
reachable position, a seeded ``new_game`` followed by legal actions that Hypothesis draws.
``burgundy.testing.strategies`` offers it with the other games'."""

from __future__ import annotations

import os

from hypothesis import note
from hypothesis import strategies as st

from burgundy.games.lastrada import state
from burgundy.games.lastrada.game import LaStradaGame, new_game
from burgundy.kernel.strategies import FULL_GAME, PLAYERS, SEEDS, play_to, strategy

#: More turns than a La Strada game of random play takes (at most about 45).
LASTRADA_TURNS = 50
CURVES = st.sampled_from(state.CURVES)


@st.composite
def _lastrada_games(
    draw: st.DrawFn,
    players: st.SearchStrategy[int],
    seeds: st.SearchStrategy[int],
    curves: st.SearchStrategy[str],
    board: str | os.PathLike[str] | None,
    min_steps: int,
    max_steps: int,
) -> LaStradaGame:
    count = draw(players, label="players")
    seed = draw(seeds, label="seed")
    curve = draw(curves, label="curves")
    game = new_game(count, seed, board=board, curves=curve)
    # Where to stop: a turn (or the end, for a late one), then a few more actions so that
    # positions inside turns, between two routes, come up too.
    target = draw(st.integers(0, LASTRADA_TURNS), label="turn to reach")
    extra = draw(st.integers(0, 3), label="actions after that turn starts")
    played = play_to(draw, game, lambda: game.state.turn < target, extra, min_steps,
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
) -> st.SearchStrategy[LaStradaGame]:
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
    return _lastrada_games(strategy(players, "players"), seeds, kinds, board, min_steps,
                           max_steps)
