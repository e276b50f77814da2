"""The end of the game and the winner's order, written in house rules (``burgundy.lang.flow``):
``end game``, ``game.ends``, ``when game_ended`` and ``winner.tiebreak`` (R-END-GAME-1, -2)."""

from __future__ import annotations

from pathlib import Path

import pytest

import burgundy
from burgundy.actions import PlaceTile
from burgundy.cli import main
from burgundy.events import FinalScore, GameEnded, MineIncome, PhaseEnded, PhaseStarted
from burgundy.testing import Scenario
from tests.rules.helpers import finish_turn, play, turn_order

SHORT = Path(__file__).parents[2] / "tiles" / "examples" / "short_castles.tiles"


def _play_out(game: burgundy.Game) -> list[object]:
    """Every event of ``game`` played to its end, the first legal action each time."""
    events: list[object] = []
    while not game.is_over:
        events += game.apply(game.legal_actions()[0])
    return events


@pytest.mark.rule("R-END-GAME-1")
def test_end_game_in_a_rules_block_ends_the_game_after_phase_c() -> None:
    """`when phase_ended if game.phase == 3 { end game }`: the game ends with the step that
    ended phase C; the final scoring runs once, and nobody acts again."""
    tiles = burgundy.load_tiles(burgundy.STANDARD_TILES, SHORT)
    game = burgundy.new_game(2, 1, tiles=tiles)
    events = _play_out(game)
    phases = [e.phase for e in events if isinstance(e, PhaseStarted)]
    assert "C" in phases and "E" not in phases
    assert sum(isinstance(e, GameEnded) for e in events) == 1
    assert isinstance(events[-1], GameEnded)
    final = [(e.seat, e.label) for e in events if isinstance(e, FinalScore)]
    assert len(final) == len(set(final)) and (1, "Workers") in final  # each line once
    assert game.current_player is None and game.legal_actions() == ()
    assert game.winner() == max(range(2), key=lambda seat: game.scores()[seat])


@pytest.mark.rule("R-END-GAME-1")
@pytest.mark.rule("R-END-PHASE-1")
def test_end_game_after_phase_c_shows_nothing_of_phase_d() -> None:
    """The game ends where the rule says: phase C's end resolves (its mines pay), then the
    final scoring; phase D never starts, so none of its events happen and the last state
    (what a screen draws) is still phase C's."""
    tiles = burgundy.load_tiles(burgundy.STANDARD_TILES, SHORT)
    game = burgundy.new_game(2, 1, tiles=tiles)
    events = _play_out(game)
    phases = [e.phase for e in events if isinstance(e, PhaseStarted)]
    assert phases[-1] == "C" and "D" not in phases
    end = next(i for i, e in enumerate(events) if isinstance(e, PhaseEnded) and e.phase == "C")
    kinds = {type(e) for e in events[end + 1:]}
    assert kinds <= {MineIncome, FinalScore, GameEnded}
    assert game.state.phase == "C" and game.state.round == 5


@pytest.mark.rule("R-END-GAME-1")
def test_game_ends_holding_for_one_player_ends_the_game_at_once() -> None:
    """`modify game.ends: set true if my.points >= 12`: asked after every step, the game
    ends with the step that gave a player their 12th point, long before phase E."""
    tiles = burgundy.load_tiles(burgundy.STANDARD_TILES, """
        rules race "A race to 12" {
            modify game.ends: set true if my.points >= 12
        }""")
    game = burgundy.new_game(2, 1, tiles=tiles)
    before = game.clone()
    while not game.is_over:
        before = game.clone()
        game.apply(game.legal_actions()[0])
    assert max(p.points for p in before.state.players) < 12  # it ended with that step
    assert game.state.phase != "E"
    ended = [p.points for p in game.state.players]
    assert max(ended) >= 12


@pytest.mark.rule("R-END-GAME-1")
def test_game_ended_is_answered_by_rules_blocks_and_counts_for_the_winner() -> None:
    """`when game_ended` runs once, after the final scoring; what it gives counts."""
    tiles = burgundy.load_tiles(burgundy.STANDARD_TILES, SHORT, """
        rules consolation "A consolation prize" {
            when game_ended { each player { if my.seat == 1 { gain 100 points } } }
        }""")
    game = burgundy.new_game(2, 1, tiles=tiles)
    _play_out(game)
    assert game.scores()[1] >= 100 and game.winner() == 1


def _tied_final(house: str) -> tuple[burgundy.Game, int, int]:
    """The last turn: both seats end with 40 points, the first one's estate one tile
    fuller (a ship), so the printed tie-break gives the win to the last seat."""
    first, last = turn_order(2, 0)
    tiles = burgundy.load_tiles(burgundy.STANDARD_TILES, house)
    build = Scenario(2, tiles=tiles).phase("E", round=5).turn(last, dice=(2, 2))
    points = {first: 40, last: 38}  # the last seat's 4 workers taken score 2 more
    for seat in (first, last):
        build.goods(seat, {}).resources(seat, points=points[seat], silverlings=0, workers=0)
    build.estate(first, {17: "ship"})
    game = build.build()
    finish_turn(game)
    assert game.is_over and game.scores()[first] == game.scores()[last] == 40
    return game, first, last


@pytest.mark.rule("R-END-GAME-2")
def test_tiebreak_modified_changes_who_wins_a_tie() -> None:
    """The printed tie-break (most empty spaces) gives the last seat the win; a house rule
    `modify winner.tiebreak: set 0 - value` (the fuller estate) gives it to the first."""
    game, first, last = _tied_final('rules none "No house rule" { """Nothing."""\n}')
    assert game.winner() == last and game.winners() == (last,)
    game, first, last = _tied_final(SHORT.read_text())
    assert game.winner() == first


@pytest.mark.rule("R-END-GAME-2")
def test_tiebreak_still_tied_goes_to_the_later_turn_order() -> None:
    """`modify winner.tiebreak: set 0`: every tied seat equal, so the later turn order wins."""
    game, _, last = _tied_final('rules flat "Flat" { modify winner.tiebreak: set 0 }')
    assert game.winner() == last


def test_end_game_in_a_tile_program_ends_the_game_after_its_step() -> None:
    """A building whose `on place` ends the game: the game ends once the placement, its
    region and colour included, has resolved."""
    tiles = burgundy.load_tiles(burgundy.STANDARD_TILES, """
        building bank "Bank" { on place { gain 2 silverlings  end game } }""")
    first = turn_order(2, 0)[0]
    for die in range(1, 7):  # a die that places it next to the start castle
        build = Scenario(2, tiles=tiles).turn(first, dice=(die, die))
        game = build.storage(first, ["building:bank"]).build()
        places = [a for a in game.legal_actions() if isinstance(a, PlaceTile)]
        if places:
            break
    events = play(game, places[0])
    assert game.is_over and isinstance(events[-1], GameEnded)


@pytest.mark.rule("R-END-GAME-1")
def test_the_terminal_shows_phase_c_end_then_the_final_scores(
    capsys: pytest.CaptureFixture[str]
) -> None:
    """`burgundy play` with the three-phase house rule, bots against each other: the log
    goes from phase C's end to the score sheet, with no round of phase D between."""
    assert main(["play", "--tiles", str(SHORT), "--seed", "1", "--verbose"]) == 0
    shown = capsys.readouterr().out
    end = shown.index("— phase C ends —")
    assert "phase D" not in shown
    assert shown.index("Final scores") > end and "wins." in shown[end:]
