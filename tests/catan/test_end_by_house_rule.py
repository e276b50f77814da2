"""The end of the game and the winner's order in Catan's house rules (``burgundy.lang.flow``):
``game.ends`` asked after every step of the turns, ``end game`` in a card's program, and
``winner.tiebreak`` among the seats tied on points when a house rule ends the game; the
example ``tiles/catan/examples/road_race.tiles`` played."""

from __future__ import annotations

from pathlib import Path

import pytest

import burgundy
from burgundy.bots import for_seat
from burgundy.games import catan
from burgundy.games.catan import BuildRoad, PlaceRoad, PlayCard, State
from burgundy.games.catan.events import GameEnded
from burgundy.games.catan.geometry import path_between
from burgundy.games.catan.rules import flow, scoring
from tests.catan.helpers import BLUE, RED, WHITE, play, road, scenario

ROAD_RACE = Path(__file__).resolve().parents[2] / "tiles" / "catan" / "examples" / "road_race.tiles"
RACE = ROAD_RACE.read_text("utf-8")


def road_to_build(tiles: str | None, blue_cities: int = 3, blue_knights: int = 0,
                  card: str | None = None, blue_settlements: int = 0) -> State:
    """Red at 6 points (cities on I20 and I32, two victory point cards) with 4 roads along
    I3-I8-I9-I15-I16 and the cards for a fifth (and ``card``), in its turn after the roll;
    Blue with ``blue_cities`` cities, ``blue_settlements`` settlements and ``blue_knights``
    knights played, White with a settlement."""
    built = scenario(tiles=tiles)
    for spot in (20, 32):
        built.city(RED, spot)
    for spot in (44, 52, 7, 28)[:blue_cities]:
        built.city(BLUE, spot)
    for spot in (48, 0)[:blue_settlements]:
        built.settlement(BLUE, spot)
    for p in road(3, 8, 9, 15, 16):
        built.road(RED, p)
    built.settlement(WHITE, 40).played(BLUE, ["knight"] * blue_knights)
    return (built.cards(RED, ["victory_point"] * 2 + ([card] if card else []))
            .hand(RED, {"lumber": 1, "brick": 1}).turn(RED, rolled=True).state())


FIFTH_ROAD = BuildRoad(path_between(16, 22))


@pytest.mark.rule("C-END-2", "C-AWARD-2")
def test_the_road_race_ends_the_game_at_eight_points_with_the_longest_road() -> None:
    """The fifth road gives Red the Longest Road and 8 points: the game ends with that
    step and Red, ahead of Blue's 6, wins; without the house rule the game goes on."""
    state, events = play(road_to_build(RACE), [FIFTH_ROAD])
    assert state.over and state.winner == RED and events[-1] == GameEnded(RED, 8)
    assert flow.to_act(state) is None and flow.legal(state) == ()
    state, _ = play(road_to_build(None), [FIFTH_ROAD])
    assert not state.over and scoring.scores(state)[RED] == 8


@pytest.mark.rule("C-END-2")
def test_a_scenario_where_a_house_rules_end_holds_is_a_finished_game() -> None:
    """Red holds the fifth road the race's step would build (8 points with the Longest
    Road), in Blue's turn: the position ends as that step did; without the rule it goes on."""
    def position(tiles: str | None) -> catan.CatanGame:
        built = scenario(tiles=tiles).city(RED, 20).city(RED, 32).city(BLUE, 44)
        for p in road(3, 8, 9, 15, 16, 22):
            built.road(RED, p)
        return (built.settlement(WHITE, 40).cards(RED, ["victory_point"] * 2).turn(BLUE)
                .build())

    game = position(RACE)
    assert game.is_over and game.winners() == (RED,) and game.current_player is None
    game = position(None)
    assert not game.is_over and game.current_player == BLUE and game.scores()[RED] == 8


@pytest.mark.rule("C-END-2", "C-END-3")
def test_when_a_house_rule_ends_the_game_the_most_points_win() -> None:
    """`game.ends` holding for Red ends the game, but the most points win: Blue's 10,
    which won nothing in Red's turn (C-END-3), beat Red's 8."""
    text = RACE.replace("points >= 8 and has_longest_road", "has_longest_road")
    state = road_to_build(text, blue_cities=4, blue_settlements=2)
    assert scoring.scores(state)[BLUE] == 10 and not state.over
    state, events = play(state, [FIFTH_ROAD])
    assert state.over and state.winner == BLUE and events[-1] == GameEnded(BLUE, 10)


@pytest.mark.rule("C-END-2")
def test_winner_tiebreak_orders_the_seats_tied_on_points() -> None:
    """Red and Blue end tied on 8 points. The road race's tie-break, the longer road, gives
    it to Red; one counting knights played gives it to Blue; with none (the base 0) the
    first in turn order from the player whose turn it is wins: Red."""
    def winner(tiebreak: str) -> int | None:
        text = RACE.replace("modify winner.tiebreak: set road_length", tiebreak)
        state, _ = play(road_to_build(text, blue_cities=4, blue_knights=2), [FIFTH_ROAD])
        assert state.over and scoring.scores(state)[:2] == (8, 8)
        return state.winner

    assert winner("modify winner.tiebreak: set road_length") == RED
    assert winner("modify winner.tiebreak: set knights") == BLUE
    assert winner("") == RED


END_AFTER_A_ROAD = """language catan 1
card road_building "Road building" {
    \"\"\"Build a road free, and the game ends.\"\"\"
    on play { build road free  end game  build road free }
}
"""


@pytest.mark.rule("C-DEV-5")
def test_end_game_in_a_cards_program_ends_the_game_once_the_step_has_resolved() -> None:
    """`build road free  end game  build road free`: once the first road is placed, `end
    game` runs, the second road is asked and never answered, and the most points win. A
    save made while the program waits keeps it."""
    state = road_to_build(END_AFTER_A_ROAD, card="road_building")
    state, _ = play(state, [PlayCard("road_building")])
    assert not state.over and flow.legal(state)
    assert burgundy.Game.from_json(catan.position(state).to_json()).state == state
    state, events = play(state, [PlaceRoad(path_between(16, 22))])
    assert state.over and state.winner == RED and events[-1] == GameEnded(RED, 8)
    assert state.pending and flow.legal(state) == ()  # the second road: never placed


def test_the_road_race_played_to_its_end_saves_and_replays() -> None:
    """Played by bots through the handle, every game of the road race ends, its winner has
    the most points, and its replay gives the same game; one of them ends by the house
    rule, before anybody reaches the printed 10."""
    tops = []
    for seed in range(3):
        game = catan.new_game(players=3, seed=seed, tiles=ROAD_RACE)
        bots = [for_seat("greedy", seed, seat, "catan") for seat in range(3)]
        while (seat := game.current_player) is not None:
            game.apply(bots[seat].act(game))
        (winner,) = game.winners()
        assert game.scores()[winner] == max(game.scores())
        assert burgundy.replay(game.replay().to_json()).state == game.state
        tops.append(max(game.scores()))
    assert min(tops) < 10
