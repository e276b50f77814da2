"""``Scenario`` positions never depend on the seed: a wanted tile is taken from wherever it
lies unused, depots included; bonus tiles, the white die and the turn order can be set."""

from __future__ import annotations

from collections import Counter

import pytest

import burgundy
from burgundy.games.castles.rules.inventory import tile_locations
from burgundy.testing import Scenario
from burgundy.testing.invariants import check_invariants


def _where(game: burgundy.Game, tile_id: str) -> list[str]:
    return [place for place, counts in tile_locations(game.state).items() if counts[tile_id]]


def test_a_one_of_a_kind_tile_dealt_into_a_depot_is_taken_from_there() -> None:
    fresh = burgundy.new_game(2, 0)
    dealt = [t for slots in fresh.state.depot_slots for t in slots if t is not None]
    wanted = next(t for t in dealt if t.kind == "knowledge")  # one of a kind
    game = Scenario(players=2, seed=0).estate(0, {12: str(wanted)}).build()
    assert game.state.players[0].estate[12] == wanted
    assert _where(game, str(wanted)) == ["seat 0 estate"]
    # Another knowledge tile stands in for it in the depot, from the yellow supply.
    before = Counter(t.kind for slots in fresh.state.depot_slots for t in slots if t)
    after = Counter(t.kind for slots in game.state.depot_slots for t in slots if t)
    assert before == after
    check_invariants(game)


def test_a_tile_in_the_black_depot_is_taken_from_there() -> None:
    fresh = burgundy.new_game(3, 4)
    wanted = next(t for t in fresh.state.black_depot if t.kind == "knowledge")
    game = Scenario(players=3, seed=4).storage(1, [str(wanted)]).build()
    assert game.state.players[1].storage == (wanted,)
    assert len(game.state.black_depot) == len(fresh.state.black_depot)
    assert [t.kind for t in game.state.black_depot] == [t.kind for t in fresh.state.black_depot]
    check_invariants(game)


@pytest.mark.parametrize("seed", range(12))
def test_the_same_position_builds_on_every_seed(seed: int) -> None:
    game = (
        Scenario(players=2, seed=seed)
        .estate(0, {12: "knowledge:12", 11: "building:bank"})
        .storage(1, ["knowledge:20", "knowledge:5"])
        .black_depot(["knowledge:26"])
        .build()
    )
    assert _where(game, "knowledge:20") == ["seat 1 storage"]
    assert _where(game, "knowledge:26") == ["black depot"]
    check_invariants(game)


def test_tiles_the_scenario_set_are_never_taken() -> None:
    build = Scenario(players=2, seed=0).depot(1, ["knowledge:12", None, None, None])
    with pytest.raises(ValueError, match="no knowledge:12 is left unused"):
        build.storage(0, ["knowledge:12"])


def test_bonus_tiles_white_die_and_turn_order() -> None:
    game = (
        Scenario(players=3, seed=1)
        .turn(2, dice=(3, 4))
        .bonus_tiles(0, [("blue", "large")])
        .bonus_tiles(2, [("blue", "small"), ("grey", "large")])
        .white_die(6)
        .turn_order([2, 0, 1])
        .build()
    )
    state = game.state
    assert state.players[2].bonus_tiles == (("blue", "small"), ("grey", "large"))
    assert state.white_die == 6
    assert state.turn_order == (2, 0, 1) and game.current_player == 2
    check_invariants(game)
    # The turn order plays out: seat 0 follows seat 2.
    while game.current_player == 2:
        game.apply(next(a for a in game.legal_actions() if "workers" in str(a) or "end" in str(a)))
    assert game.current_player == 0


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda s: s.bonus_tiles(0, [("pink", "large")]), "no bonus tile"),
        (lambda s: s.white_die(7), "white_die"),
        (lambda s: s.turn_order([0, 0]), "every seat once"),
        (lambda s: s.bonus_tiles(0, [("blue", "large")]).bonus_tiles(1, [("blue", "large")]),
         "one large blue"),
    ],
)
def test_impossible_settings_are_refused(call: object, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        call(Scenario(players=2)).build()  # type: ignore[operator]
