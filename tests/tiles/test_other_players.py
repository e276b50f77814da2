"""Reading other players' values in the tile language (docs/language.md, "Names"):
``seat(<n>).<field>`` reads any ``my.`` field of seat n, seats counting round the table, and
``most.<field>``/``least.<field>`` read a number's extremes over all players. Each is tested
through play: a house-rule tile in seat 0's estate changes how many workers the take-workers
action gives, by a value read of the other players."""

from __future__ import annotations

import pytest

import burgundy
from burgundy.actions import TakeWorkers
from tests.tiles.helpers import SEAT, play, player, scenario


def load(modifier: str) -> burgundy.TileSet:
    """The standard tiles and knowledge tile 30 modifying ``take_workers.count``."""
    return burgundy.load_tiles(
        burgundy.STANDARD_TILES,
        f'knowledge 30 "Envy" supply 1 black {{\n    modify take_workers.count: {modifier}\n}}\n',
    )


def workers_taken(modifier: str, players: int = 2, **others: dict[str, int]) -> int:
    """Workers seat 0 gains by taking workers, with knowledge tile 30 modifying
    ``take_workers.count`` by ``modifier`` and each other seat holding ``others["seat<n>"]``."""
    s = scenario(players, tiles=load(modifier)).estate(SEAT, {12: "knowledge:30"})
    for name, resources in others.items():
        s = s.resources(int(name.removeprefix("seat")), **resources)
    game = s.build()
    play(game, TakeWorkers(1))
    return player(game).workers


def test_seat_reads_another_players_value() -> None:
    assert workers_taken("set seat(1).silverlings", seat1={"silverlings": 5}) == 5


@pytest.mark.parametrize(("players", "expected"), [(2, 4), (3, 7), (4, 7)])
def test_seats_count_round_the_table(players: int, expected: int) -> None:
    # The next seat after 0 is 1, the one before it the last seat: 2 + 2 at 2 players
    # (both are seat 1), 2 + 5 at 3 and 4 players (seat 1 and seat players - 1 differ).
    others = {f"seat{n}": {"points": 2 if n == 1 else 5} for n in range(1, players)}
    modifier = "set seat(my.seat + 1).points + seat(my.seat - 1).points"
    assert workers_taken(modifier, players, **others) == expected


def test_most_and_least_read_every_player() -> None:
    others = {"seat1": {"silverlings": 7}, "seat2": {"silverlings": 3}}
    # Seat 0 holds no silverlings in the clean position.
    assert workers_taken("set most.silverlings", 3, **others) == 7
    assert workers_taken("set least.silverlings + 1", 3, **others) == 1


def test_an_unknown_seat_field_is_refused_with_the_fields_a_seat_has() -> None:
    with pytest.raises(burgundy.TileError, match=r"seat\(…\)\.silverling.*silverlings"):
        load("set seat(1).silverling")


def test_the_seat_must_be_a_number() -> None:
    with pytest.raises(burgundy.TileError, match=r"`seat\(…\)` needs a number"):
        load("set seat(my.pair).workers")
