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

from burgundy.games.castles.testing.strategies import ESTATES as ESTATES
from burgundy.games.castles.testing.strategies import ROUNDS as ROUNDS
from burgundy.games.castles.testing.strategies import games as games
from burgundy.games.catan.strategies import CATAN_PLAYERS as CATAN_PLAYERS
from burgundy.games.catan.strategies import CATAN_STEPS as CATAN_STEPS
from burgundy.games.catan.strategies import CATAN_TURNS as CATAN_TURNS
from burgundy.games.catan.strategies import catan_games as catan_games
from burgundy.games.lastrada.strategies import CURVES as CURVES
from burgundy.games.lastrada.strategies import LASTRADA_TURNS as LASTRADA_TURNS
from burgundy.games.lastrada.strategies import lastrada_games as lastrada_games
from burgundy.kernel.strategies import FULL_GAME as FULL_GAME
from burgundy.kernel.strategies import PLAYERS as PLAYERS
from burgundy.kernel.strategies import SEEDS as SEEDS
from burgundy.kernel.strategies import actions as actions

__all__ = ["actions", "catan_games", "games", "lastrada_games"]
