"""Helpers shared by the tile tests: exact positions through ``Scenario``, finding and
playing legal actions, finishing turns and games, all through the public API.

Positions start "clean": every depot, the black depot and the depot goods spaces empty, and
every seat with no goods, no silverlings, no workers and no points, so that each test states
exactly what it needs and can assert exact numbers.

On estate map 1 the start castle lies on space 18; its neighbours are 11 (beige, die 3, a
one-space city), 12 (yellow, die 1), 17 (blue, die 2), 19 (blue, die 5), 24 (grey, die 4)
and 25 (beige, die 3, in the five-space city 25-26-31-32-36).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, TypeVar

import burgundy
from burgundy.actions import Action, Choose, PlaceTile, Skip
from burgundy.events import Event, FinalScore
from burgundy.testing import Scenario
from burgundy.testing.play import finish_game as finish_game
from burgundy.testing.play import score_sheet
from tests.play import (  # re-exported: the test modules import them from here
    actions as actions,
)
from tests.play import (
    find as find,
)
from tests.play import (
    finish_turn as finish_turn,
)
from tests.play import (
    of as of,
)
from tests.play import (
    play as play,
)

#: The seat every test plays, and the seed of every position: with two players and seed 0
#: the turn order is (1, 0), so seat 0 acts last in each round (its turn ends the round).
SEAT = 0
SEED = 0

A = TypeVar("A", bound=Action)
E = TypeVar("E", bound=Event)


def scenario(
    players: int = 2,
    *,
    dice: tuple[int, int] = (1, 1),
    seat: int = SEAT,
    seed: int = SEED,
    tiles: burgundy.TileSet | None = None,
) -> Scenario:
    """A clean position (see the module docstring) with ``seat`` to act with ``dice``."""
    s = Scenario(players, seed, tiles=tiles)
    for number in range(1, 7):
        s = s.depot(number, [None] * 4).depot_goods(number, [])
    s = s.black_depot([])
    for other in range(players):
        s = s.goods(other, {}).resources(other, silverlings=0, workers=0, points=0)
    return s.turn(seat, dice=dice)


def turn_order(players: int = 2, seed: int = SEED) -> tuple[int, ...]:
    """The turn order a fresh game (and so a Scenario) with this seed has."""
    return burgundy.new_game(players, seed).state.turn_order


def legal(game: burgundy.Game) -> set[Action]:
    return set(game.legal_actions())


def place(
    game: burgundy.Game, tile_id: str, space: int, die: int | None = None
) -> tuple[Event, ...]:
    """Place the stored ``tile_id`` on ``space`` with the one legal placement there
    (``die``: which die face; ``None`` for any, or for a castle/city hall placement)."""
    fields: dict[str, Any] = {"tile": burgundy.tile(tile_id), "space": space}
    if die is not None:
        fields["die"] = die
    return play(game, find(game, PlaceTile, **fields))


def kinds(events: Iterable[Event], *classes: type) -> list[type]:
    """The classes of the events that are instances of ``classes``, in order."""
    return [type(e) for e in events if isinstance(e, classes)]


def player(game: burgundy.Game, seat: int = SEAT) -> Any:
    return game.state.players[seat]


def resources(game: burgundy.Game, seat: int = SEAT) -> tuple[int, int, int]:
    """(points, silverlings, workers) of ``seat``."""
    p = game.state.players[seat]
    return p.points, p.silverlings, p.workers


def storage(game: burgundy.Game, seat: int = SEAT) -> list[str]:
    return [str(t) for t in game.state.players[seat].storage]


def is_turn_decision(game: burgundy.Game) -> bool:
    """No pending decision: the acting seat chooses die actions (or ends the turn)."""
    return not game.state.pending and not any(
        isinstance(a, Choose | Skip) for a in game.legal_actions()
    )


def final_lines(events: Iterable[Event], seat: int = SEAT) -> dict[str, int]:
    """The ``FinalScore`` lines of ``seat``: label -> points (labels must not repeat)."""
    return score_sheet(events, seat)


def final_line_list(events: Iterable[Event], seat: int = SEAT) -> list[tuple[str, int]]:
    """The ``FinalScore`` lines of ``seat`` as (label, points), in order, repeats kept."""
    return [(e.label, e.points) for e in of(events, FinalScore) if e.seat == seat]


#: The lines final scoring gives every seat (R-END-GAME-1), whatever its tiles.
BASE_LABELS = ("Goods in the warehouse", "Silverlings", "Workers")


def tile_lines(events: Iterable[Event], seat: int = SEAT) -> dict[str, int]:
    """The ``FinalScore`` lines of ``seat`` that come from tiles (not goods, silverlings,
    workers)."""
    return {k: v for k, v in final_lines(events, seat).items() if k not in BASE_LABELS}


def play_random(game: burgundy.Game, seed: int, limit: int = 20_000) -> list[Event]:
    """Play to the end choosing uniformly among the legal actions (seeded)."""
    rng = random.Random(seed)
    events: list[Event] = []
    steps = 0
    while not game.is_over:
        options = game.legal_actions()
        assert options, "no legal action before the end of the game"
        events += game.apply(rng.choice(options))
        steps += 1
        assert steps < limit, "the game does not end"
    return events


def count_tiles(tiles: Sequence[burgundy.Tile]) -> Mapping[str, int]:
    counts: dict[str, int] = {}
    for t in tiles:
        counts[str(t)] = counts.get(str(t), 0) + 1
    return counts
