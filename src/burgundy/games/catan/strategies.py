"""Hypothesis strategies for Catan: ``catan_games()`` draws a game at a random reachable
position, a seeded ``new_game`` followed by legal actions that Hypothesis draws.
``burgundy.testing.strategies`` offers it with the other games'."""

from __future__ import annotations

import os

from hypothesis import note
from hypothesis import strategies as st

from burgundy.games.catan.game import CatanGame, new_game
from burgundy.kernel.strategies import SEEDS, play_to, strategy

#: Catan's player counts: 3 and 4, and 2 as the option.
CATAN_PLAYERS = st.integers(2, 4)
#: More turns than most Catan games of random play take (100 to 200): the late ones reach
#: the end.
CATAN_TURNS = 200
#: Actions a Catan game of random play may take (up to about 3000, offers and their answers
#: included).
CATAN_STEPS = 4000


@st.composite
def _catan_games(
    draw: st.DrawFn,
    players: st.SearchStrategy[int],
    seeds: st.SearchStrategy[int],
    board: str | os.PathLike[str] | None,
    min_steps: int,
    max_steps: int,
) -> CatanGame:
    count = draw(players, label="players")
    seed = draw(seeds, label="seed")
    game = new_game(count, seed, board=board)
    # A turn to reach (the set-up is turn 0), then a few more actions: positions inside a
    # turn, with an offer open or discards under way, come up too.
    target = draw(st.integers(0, CATAN_TURNS), label="turn to reach")
    extra = draw(st.integers(0, 6), label="actions after that turn starts")
    played = play_to(draw, game, lambda: game.state.turn < target, extra, min_steps,
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
) -> st.SearchStrategy[CatanGame]:
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
    return _catan_games(strategy(players, "players"), seeds, board, min_steps,
                        max_steps)
