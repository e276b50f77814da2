"""Random play with every expansion, alone and with the ones it may be loaded with, for 2, 3
and 4 players on every estate map: every engine invariant holds after every step (components
are conserved like hex tiles), and saves made in the middle of any decision load exactly."""

from __future__ import annotations

import random

import attrs
import pytest

import burgundy
from burgundy.game import position
from burgundy.model.state import with_zone, zone_of
from burgundy.testing.invariants import check_invariants
from tests.expansions.helpers import expansion
from tests.properties.helpers import checked_apply

SETS = [
    ("monastery_28",),
    ("cloisters",),
    ("inns",),
    ("trade_routes",),
    ("shields",),
    ("monastery_28", "cloisters", "trade_routes", "shields"),
    ("monastery_28", "inns", "trade_routes", "shields"),
]
#: 2 + 3 + 4 seats: the three games of a set cover the nine estate maps.
MAPS = {2: [1, 2], 3: [3, 4, 5], 4: [6, 7, 8, 9]}


@pytest.mark.rule("X-M28-1", "X-CLOISTER-1", "X-INN-1", "X-ROUTE-1", "X-SHIELD-1")
@pytest.mark.parametrize("names", SETS, ids="+".join)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_play_keeps_every_invariant(names: tuple[str, ...], players: int) -> None:
    seed = players * 31 + len(names)
    game = burgundy.new_game(players, seed, estates=MAPS[players], tiles=expansion(*names))
    chooser = random.Random(seed)
    check_invariants(game)
    steps = 0
    while not game.is_over:
        actions = game.legal_actions()
        checked_apply(game, actions[chooser.randrange(len(actions))])
        steps += 1
        assert steps < 5000
    assert len((game.winner() is not None and game.scores()) or ()) == players


@pytest.mark.parametrize("names", SETS[-2:], ids="+".join)
def test_saves_in_the_middle_of_decisions_load_exactly(names: tuple[str, ...]) -> None:
    game = burgundy.new_game(3, seed=7, tiles=expansion(*names))
    twin = burgundy.Game.from_json(game.to_json())
    chooser = random.Random(7)
    loads = 0
    while not game.is_over:
        if game.state.pending and chooser.random() < 0.3:  # a decision waits: reload
            twin = burgundy.Game.from_json(game.to_json())
            loads += 1
        assert twin.to_json() == game.to_json()
        assert twin.legal_actions() == game.legal_actions()
        actions = game.legal_actions()
        action = actions[chooser.randrange(len(actions))]
        assert twin.apply(action) == game.apply(action)
    assert loads > 10 and twin.scores() == game.scores()


def test_a_lost_component_breaks_conservation() -> None:
    game = burgundy.new_game(2, seed=1, tiles=expansion("trade_routes"))
    player = game.state.players[0]
    route = zone_of(player.rows, "route")
    broken = attrs.evolve(player, rows=with_zone(player.rows, "route", route[1:]))
    state = attrs.evolve(game.state, players=(broken, *game.state.players[1:]))
    with pytest.raises(AssertionError, match=f"missing {{'{route[0].id}': 1}}"):
        check_invariants(position(state, game.tiles))


@pytest.mark.parametrize("names", SETS[-2:], ids="+".join)
def test_views_hide_the_piles_and_determinized_games_keep_them(names: tuple[str, ...]) -> None:
    game = burgundy.new_game(3, seed=2, tiles=expansion(*names))
    chooser = random.Random(2)
    for _ in range(120):
        actions = game.legal_actions()
        game.apply(actions[chooser.randrange(len(actions))])
    for seat in range(3):
        sample = game.determinize(seat, seed=seat + 10)
        assert sample.view(seat) == game.view(seat)
        check_invariants(sample)
        # The piles hold the same tiles, drawn afresh.
        piles = [key for key, _ in game.state.zones if key.startswith("supply ")]
        assert piles and [sorted(map(str, zone_of(sample.state.zones, k))) for k in piles] == \
            [sorted(map(str, zone_of(game.state.zones, k))) for k in piles]
    reordered = attrs.evolve(game.state, zones=tuple(
        (key, tuple(reversed(tiles)) if key.startswith("supply ") else tiles)
        for key, tiles in game.state.zones))
    assert position(reordered, game.tiles).view(0) == game.view(0)
