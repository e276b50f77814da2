"""House-rule tiles: the example files of ``tiles/examples`` layered over the standard set
(API.md ``load_tiles``), played in full random games; a replaced tile changes behaviour; new
tiles enter the supply, can be placed and work; saves made in the middle of a house-rule
tile's decision load and resume."""

from __future__ import annotations

from pathlib import Path

import pytest

import burgundy
from burgundy.actions import Choose, PlaceTile, Skip, TakeWorkers
from burgundy.events import AnimalsScored, Gained, GameEnded, TileTaken
from burgundy.testing import Scenario
from tests.tiles.helpers import (
    SEAT,
    actions,
    count_tiles,
    final_lines,
    finish_game,
    is_turn_decision,
    legal,
    of,
    place,
    play,
    play_random,
    resources,
    scenario,
    storage,
    tile_lines,
)

T = burgundy.tile
REPO = Path(__file__).resolve().parents[2]
EXAMPLES = sorted((REPO / "tiles" / "examples").glob("*.tiles"))
BANK = REPO / "tiles" / "examples" / "bank.tiles"
NEW_TILES = REPO / "tiles" / "examples" / "new_tiles.tiles"


def house_tiles() -> burgundy.TileSet:
    """The examples that change tiles, layered; ``short_castles.tiles`` ends the game after
    phase C, and ``tests/rules/test_end_by_house_rule.py`` plays it."""
    assert [p.name for p in EXAMPLES] == ["bank.tiles", "new_tiles.tiles", "short_castles.tiles"]
    return burgundy.load_tiles(burgundy.STANDARD_TILES, BANK, NEW_TILES)


# --- full games ---------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.rule("R-KNOW-1", "R-BUILD-1", "R-END-GAME-1")
def test_random_full_game_with_the_examples(players: int, seed: int) -> None:
    """R-KNOW-1, R-BUILD-1, R-END-GAME-1.

    The examples over the standard tiles play a full game of uniformly random legal
    actions (seeded) to the end; every seat gets its final lines and the scores add up."""
    game = burgundy.new_game(players, seed, tiles=house_tiles())
    events = play_random(game, seed)
    assert game.is_over and game.current_player is None
    assert game.legal_actions() == ()
    ended = of(events, GameEnded)
    assert len(ended) == 1 and ended[0].scores == game.scores()
    assert game.winner() == ended[0].winner
    for seat in range(players):
        assert {"Goods in the warehouse", "Silverlings", "Workers"} <= set(
            final_lines(events, seat)
        )


@pytest.mark.rule("R-KNOW-1", "R-BUILD-1")
def test_random_games_are_reproducible_with_house_rules() -> None:
    """R-KNOW-1, R-BUILD-1.

    The same seed and the same random choices give the same game with house rules."""
    first = burgundy.new_game(3, 5, tiles=house_tiles())
    second = burgundy.new_game(3, 5, tiles=house_tiles())
    play_random(first, 9)
    play_random(second, 9)
    assert first.to_json() == second.to_json()


# --- a replaced tile ----------------------------------------------------------------------------


@pytest.mark.rule("B-BANK", "R-BUILD-1")
def test_example_bank_replaces_the_standard_bank() -> None:
    """B-BANK, R-BUILD-1.

    tiles/examples/bank.tiles: the bank gives 3 silverlings instead of 2; the standard
    set still gives 2."""
    for tiles, silverlings in (
        (burgundy.load_tiles(burgundy.STANDARD_TILES, BANK), 3),
        (house_tiles(), 3),
        (burgundy.STANDARD_TILES, 2),
    ):
        game = scenario(dice=(3, 3), tiles=tiles).storage(SEAT, ["building:bank"]).build()
        events = place(game, "building:bank", 25, die=3)
        assert of(events, Gained) == [Gained(SEAT, "silverlings", silverlings, "building:bank")]
        assert resources(game) == (0, silverlings, 0)


@pytest.mark.rule("B-BANK")
def test_replacing_the_bank_keeps_the_tile_mix() -> None:
    """B-BANK.

    A replacement without a ``supply`` keeps the standard counts (5 normal, 2 black)."""
    normal, black = burgundy.load_tiles(burgundy.STANDARD_TILES, BANK).tile_mix()
    std_normal, std_black = burgundy.STANDARD_TILES.tile_mix()
    assert count_tiles(normal) == count_tiles(std_normal)
    assert count_tiles(black) == count_tiles(std_black)
    assert count_tiles(normal)["building:bank"] == 5
    assert count_tiles(black)["building:bank"] == 2


# --- new tiles enter the game -------------------------------------------------------------------


@pytest.mark.rule("R-SETUP-4", "R-KNOW-1")
def test_new_tiles_enter_the_supply() -> None:
    """R-SETUP-4, R-KNOW-1.

    new_tiles.tiles: knowledge 27 (1 black back) and the stable (5 normal, 2 black) join
    the 164 standard tiles; nothing else changes."""
    game = burgundy.new_game(2, 0, tiles=house_tiles())
    normal, black = game.tiles.tile_mix()
    std_normal, std_black = burgundy.STANDARD_TILES.tile_mix()
    assert len(std_normal) + len(std_black) == 164
    assert len(normal) + len(black) == 164 + 1 + 7
    n, b = count_tiles(normal), count_tiles(black)
    assert n["building:stable"] == 5 and b["building:stable"] == 2
    assert "knowledge:27" not in n and b["knowledge:27"] == 1
    extra_n = {k: v for k, v in n.items() if k != "building:stable"}
    extra_b = {k: v for k, v in b.items() if k not in ("building:stable", "knowledge:27")}
    assert extra_n == dict(count_tiles(std_normal))
    assert extra_b == dict(count_tiles(std_black))


@pytest.mark.rule("R-SETUP-4")
def test_new_tiles_are_in_this_game_only() -> None:
    """R-SETUP-4.

    Scenario takes tiles from the game's unused ones: the house-rule game has exactly 7
    stables and one knowledge 27; the standard game has none."""
    s = Scenario(2, 0, tiles=house_tiles())
    for number in range(1, 7):
        s = s.depot(number, [None] * 4)
    s.black_depot([]).storage(SEAT, ["knowledge:27", "building:stable", "building:stable"])
    s.storage(1, ["building:stable", "building:stable", "building:stable"])
    s.estate(SEAT, {25: "building:stable", 22: "building:stable"})
    s.build()
    with pytest.raises(ValueError, match="building:stable"):
        s.estate(SEAT, {8: "building:stable"})
    with pytest.raises(ValueError, match="knowledge:27"):
        s.estate(SEAT, {12: "knowledge:27"})
    with pytest.raises(ValueError, match="building:stable"):
        Scenario(2, 0).storage(SEAT, ["building:stable"])


@pytest.mark.rule("R-BUILD-1", "B-CARPENTER")
def test_new_building_can_be_taken_by_the_carpenter() -> None:
    """R-BUILD-1, B-CARPENTER.

    The carpenter's workshop takes any building, the stable too."""
    game = (
        scenario(dice=(3, 3), tiles=house_tiles())
        .depot(2, ["building:stable", "castle", None, None])
        .storage(SEAT, ["building:carpenters_workshop"])
        .build()
    )
    place(game, "building:carpenters_workshop", 25, die=3)
    assert legal(game) == {Choose((2, 0)), Skip()}
    events = play(game, Choose((2, 0)))
    assert of(events, TileTaken) == [
        TileTaken(SEAT, T("building:stable"), 2, "effect", "building:carpenters_workshop")]


@pytest.mark.rule("R-BUILD-1", "R-BUILD-2", "R-ANIMAL-1")
def test_stable_placed_gives_a_worker_and_a_point_then_cows_give_silverlings() -> None:
    """R-BUILD-1, R-BUILD-2, R-ANIMAL-1.

    The stable, placed with a die: 1 worker and 1 point at once. From then on each cow
    its owner places gives 1 silverling (a sheep does not)."""
    game = (
        scenario(dice=(3, 4), tiles=house_tiles())
        .estate(SEAT, {11: "building:watchtower"})
        .storage(SEAT, ["building:stable", "animal:cow:2", "animal:sheep:3"])
        .build()
    )
    events = place(game, "building:stable", 25, die=3)
    assert of(events, Gained) == [
        Gained(SEAT, "workers", 1, "building:stable"),
        Gained(SEAT, "points", 1, "building:stable"),
    ]
    assert resources(game) == (1, 0, 1)
    events = place(game, "animal:cow:2", 10, die=4)
    assert of(events, AnimalsScored) == [AnimalsScored(SEAT, "cow", 2)]
    assert of(events, Gained) == [Gained(SEAT, "silverlings", 1, "building:stable")]
    assert resources(game) == (3, 1, 1)


@pytest.mark.rule("R-BUILD-1", "R-ANIMAL-1")
def test_stable_rewards_cows_only_and_only_its_owner() -> None:
    """R-BUILD-1, R-ANIMAL-1.

    A sheep gives no silverling; seat 1's cow gives seat 0's stable nothing."""
    game = (
        scenario(dice=(1, 1), tiles=house_tiles())
        .estate(SEAT, {11: "building:stable"})
        .storage(SEAT, ["animal:sheep:3"])
        .build()
    )
    events = place(game, "animal:sheep:3", 5, die=1)
    assert of(events, AnimalsScored) == [AnimalsScored(SEAT, "sheep", 3)]
    assert not of(events, Gained)
    game = (
        scenario(dice=(1, 1), seat=1, tiles=house_tiles())
        .estate(SEAT, {11: "building:stable"})
        .estate(1, {11: "building:watchtower"})
        .storage(1, ["animal:cow:3"])
        .build()
    )
    assert game.current_player == 1
    events = place(game, "animal:cow:3", 5, die=1)
    assert of(events, AnimalsScored) == [AnimalsScored(1, "cow", 3)]
    assert not of(events, Gained)
    assert resources(game) == (0, 0, 0)
    assert resources(game, 1) == (3, 0, 0)


@pytest.mark.rule("R-BUILD-2")
def test_new_building_type_is_one_per_city() -> None:
    """R-BUILD-2 holds for a new building type: no second stable in the stable's city."""
    game = (
        scenario(dice=(1, 5), tiles=house_tiles())
        .resources(SEAT, workers=6)
        .estate(SEAT, {25: "building:stable"})
        .storage(SEAT, ["building:stable"])
        .build()
    )
    assert {a.space for a in actions(game, PlaceTile, tile=T("building:stable"))} == {11}


@pytest.mark.rule("R-KNOW-1", "R-END-GAME-1")
def test_knowledge_27_scores_savings_at_the_end() -> None:
    """R-KNOW-1, R-END-GAME-1.

    Knowledge 27 (new): 1 point per 3 silverlings left: 8 silverlings -> 2 (and 8 for
    the silverlings themselves)."""
    game = (
        scenario(dice=(1, 4), tiles=house_tiles())
        .resources(SEAT, silverlings=8)
        .storage(SEAT, ["knowledge:27"])
        .phase("E", round=5)
        .build()
    )
    place(game, "knowledge:27", 12, die=1)
    events = finish_game(game)
    assert tile_lines(events) == {"Savings": 2}
    assert final_lines(events)["Silverlings"] == 8
    assert resources(game)[0] == 2 + 8 + 1


# --- saves in the middle of a house-rule decision -----------------------------------------------

#: A house-rule knowledge tile whose trigger asks a decision and has work after it.
APPRENTICE = """
knowledge 28 "Apprentice" supply 1 normal {
    when tile_placed if event.tile is building {
        may take building from depots
        gain 1 point
    }
}
"""


def reload(game: burgundy.Game) -> burgundy.Game:
    text = game.to_json()
    loaded = burgundy.Game.from_json(text)
    assert loaded.to_json() == text
    assert loaded.legal_actions() == game.legal_actions()
    assert loaded.current_player == game.current_player
    return loaded


@pytest.mark.rule("R-ORDER-2", "R-KNOW-1", "R-BUILD-1")
def test_save_mid_decision_of_a_house_rule_trigger_reloads_and_resumes() -> None:
    """R-ORDER-2, R-KNOW-1, R-BUILD-1.

    A save made while a house-rule trigger waits for its decision (with the rest of its
    program still queued) loads with Game.from_json and resumes exactly like the original."""
    tiles = burgundy.load_tiles(burgundy.STANDARD_TILES, *EXAMPLES, APPRENTICE)
    game = (
        scenario(dice=(3, 4), tiles=tiles)
        .estate(SEAT, {12: "knowledge:28"})
        .depot(3, ["building:stable", "animal:cow:2", None, None])
        .storage(SEAT, ["building:bank"])
        .build()
    )
    placed = place(game, "building:bank", 25, die=3)
    # The (example) bank's own effect resolves first; then the trigger answering the
    # placement asks its decision.
    assert of(placed, Gained) == [Gained(SEAT, "silverlings", 3, "building:bank")]
    assert legal(game) == {Choose((3, 0)), Skip()}
    loaded = reload(game)
    for g in (game, loaded):
        events = play(g, Choose((3, 0)))
        assert of(events, Gained) == [Gained(SEAT, "points", 1, "knowledge:28")]
        assert storage(g) == ["building:stable"]
        assert resources(g) == (1, 3, 0)
        assert is_turn_decision(g)
    assert loaded.to_json() == game.to_json()
    for g in (game, loaded):
        play(g, TakeWorkers(4))
    assert loaded.to_json() == game.to_json()


@pytest.mark.rule("R-ORDER-2", "R-ORDER-3", "B-CITYHALL")
def test_save_mid_chain_through_a_new_building_reloads_and_resumes() -> None:
    """R-ORDER-2, R-ORDER-3, B-CITYHALL.

    A city hall's placement waits; the save reloads; placing the new stable from it
    gives the stable's worker and point, and the game goes on identically."""
    tiles = house_tiles()
    game = (
        scenario(dice=(3, 4), tiles=tiles)
        .storage(SEAT, ["building:city_hall", "building:stable"])
        .build()
    )
    place(game, "building:city_hall", 25, die=3)
    loaded = reload(game)
    stable = PlaceTile(None, 3, 0, T("building:stable"), 11)
    for g in (game, loaded):
        events = play(g, stable)
        assert [e.source for e in of(events, Gained)] == ["building:stable"] * 2
        assert resources(g) == (1 + 11, 0, 1)  # the one-space city 11 is complete too
    assert loaded.to_json() == game.to_json()
    for g in (game, loaded):
        play_random(g, 3)
    assert loaded.to_json() == game.to_json()
