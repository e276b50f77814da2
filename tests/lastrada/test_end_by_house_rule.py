"""The end of the game and the winner's order in La Strada's house rules
(``burgundy.lang.flow``): ``game.ends`` asked after every step of the turns, and
``winner.tiebreak`` among the seats tied on gold, whose base is the days left (L-SCORE-3);
the example ``tiles/lastrada/examples/half_way.tiles`` played."""

from __future__ import annotations

from pathlib import Path

import pytest

import burgundy
from burgundy.bots import for_seat
from burgundy.games import lastrada
from burgundy.games.lastrada import EndTurn
from burgundy.games.lastrada.events import GameEnded
from burgundy.games.lastrada.rules import flow, scoring
from tests.lastrada.helpers import FARM, play, route, scenario

EXAMPLES = Path(__file__).resolve().parents[2] / "tiles" / "lastrada" / "examples"
HALF_WAY = EXAMPLES / "half_way.tiles"
HEADER = 'language lastrada 1\nrules r "R" {\n'


@pytest.mark.rule("L-END-1")
def test_game_ends_holding_after_a_step_ends_the_game_with_the_final_count() -> None:
    """Half way: Red, with 7 stones, connects the farm and has 6 left: the game ends with
    that step, and the final count gives the winner; without the house rule it goes on."""
    def connect(tiles: Path | None) -> tuple[lastrada.State, list[object]]:
        text = None if tiles is None else tiles.read_text("utf-8")
        state = scenario(tiles=text).days(0, 10).supply(0, stones=7).state()
        return play(state, [route((-1, 2), FARM)])  # type: ignore[return-value]

    state, events = connect(HALF_WAY)
    assert state.over and state.ended == "house rule"
    assert events[-1] == GameEnded("house rule", 0) and flow.legal(state) == ()
    outcome = scoring.outcome(state)
    assert outcome is not None and outcome.gold == (2, 0, 0) and outcome.winners == (0,)
    state, _ = connect(None)
    assert not state.over


@pytest.mark.rule("L-SCORE-3")
@pytest.mark.parametrize(("tiebreak", "winners"), [
    ("", (0,)),                                   # the printed one: the most days left
    ("modify winner.tiebreak: set 0 - value", (1,)),  # the fewest days left
    ("modify winner.tiebreak: set stones", (1,)),     # the most stones left
    ("modify winner.tiebreak: set 0", (0, 1)),        # none: a shared win
])
def test_winner_tiebreak_orders_the_seats_tied_on_gold(
    tiebreak: str, winners: tuple[int, ...]
) -> None:
    """L-SCORE-3's position (§12 fact 12): Red and Blue tie on 2 gold, Red with 3 days
    left, Blue with 1 and one stone more; a house rule's tie-break decides."""
    built = (scenario(tiles=HEADER + tiebreak + "\n}\n").stone(0, FARM).stone(1, (4, 2))
             .supply(1, stones=9).supply(0, stones=8).supply(2, stones=0))
    state, _ = play(built.days(0, 3).days(1, 1).turn(1).state(), [EndTurn()])
    outcome = scoring.outcome(state)
    assert outcome is not None and outcome.gold == (2, 2, 0)
    assert outcome.winners == winners


def test_half_way_played_to_its_end_saves_and_replays() -> None:
    """Played by bots through the handle, a game of the example ends by the house rule with
    the step that left a seat 6 stones; a save and a replay keep the rule."""
    game = lastrada.new_game(players=3, seed=1, tiles=HALF_WAY)
    bots = [for_seat("greedy", 1, seat, "lastrada") for seat in range(3)]
    while (seat := game.current_player) is not None:
        before = game.clone()
        assert burgundy.Game.from_json(game.to_json()).state == game.state
        game.apply(bots[seat].act(game))
    assert game.state.ended == "house rule"
    assert min(p.stones for p in game.state.players) == 6
    assert min(p.stones for p in before.state.players) == 7
    assert burgundy.replay(game.replay().to_json()).state == game.state
    assert '"asked":["modify game.ends: set true if stones <= 6"' in game.to_json()
