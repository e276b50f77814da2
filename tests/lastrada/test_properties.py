"""La Strada for property tests: ``burgundy.testing.strategies.lastrada_games`` draws
reachable positions and ``actions`` their legal actions; ``burgundy check --game lastrada
--play N`` plays random games checking every invariant after every step."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from burgundy import Game
from burgundy.cli import main
from burgundy.games.lastrada import EndTurn, LaStradaGame, invariants
from burgundy.testing import check_game
from burgundy.testing.strategies import actions, lastrada_games
from tests.lastrada.helpers import BOARD

SETTINGS = settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(lastrada_games(), st.data())
def test_drawn_positions_and_actions_keep_every_limit(
    game: LaStradaGame, data: st.DataObject
) -> None:
    assert not invariants.problems(game.state)
    assert Game.from_json(game.to_json()).state == game.state
    if not game.is_over:
        action = data.draw(actions(game))
        assert action in game.legal_actions()
        game.apply(action)
        assert not invariants.problems(game.state)


@SETTINGS
@given(lastrada_games(players=2, curves="any", board=BOARD, max_steps=12))
def test_the_strategy_keeps_to_what_it_is_given(game: LaStradaGame) -> None:
    assert len(game.state.players) == 2 and game.state.curves == "any"
    assert game.state.targets[(0, 0)] == "city"  # the test deal
    assert len(game.replay().actions) <= 12


def test_positions_inside_turns_and_at_the_end_come_up() -> None:
    seen: set[str] = set()

    @settings(max_examples=60, deadline=None, database=None,
              suppress_health_check=[HealthCheck.too_slow])
    @given(lastrada_games(players=2))
    def look(game: LaStradaGame) -> None:
        if game.is_over:
            seen.add("over")
        elif game.state.to_place:
            seen.add("placing")
        elif game.state.built:
            seen.add("between routes")
        elif EndTurn() in game.legal_actions():
            seen.add("in a turn")

    look()
    assert seen == {"over", "placing", "between routes", "in a turn"}


def test_bad_step_bounds_are_refused() -> None:
    with pytest.raises(ValueError, match="min_steps <= max_steps"):
        lastrada_games(min_steps=5, max_steps=2)


def test_check_plays_random_games_of_every_player_count(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["check", "--game", "lastrada", "--play", "3", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("ok: 3 games (1 with 2, 1 with 3, 1 with 4 players), ")
    assert "every invariant held" in out


def test_a_broken_invariant_is_reported_with_its_seed_and_step(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    real = invariants.problems

    def problems(state: object) -> list[str]:
        found = real(state)  # type: ignore[arg-type]
        return found + (["seat 0 holds 11 days"] if state.turn == 3 else [])  # type: ignore[attr-defined]

    monkeypatch.setattr(invariants, "problems", problems)
    assert main(["check", "--game", "lastrada", "--play", "2", "--seed", "9"]) == 1
    said = capsys.readouterr().out
    assert said.startswith("failed: lastrada.new_game(2, seed=9) with RandomBot(9), step ")
    assert said.rstrip().endswith(": seat 0 holds 11 days")
    with pytest.raises(AssertionError, match=r"seed=9\) with RandomBot\(9\), step \d+: seat 0"):
        check_game("lastrada", games=1, seed=9)


EXAMPLES = Path(__file__).resolve().parents[2] / "tiles" / "lastrada" / "examples"


def test_check_refuses_nothing_to_check_for_la_strada(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "--game", "lastrada"]) == 2
    assert "or give --play N" in capsys.readouterr().err


def test_check_plays_la_strada_with_a_house_rule_file(capsys: pytest.CaptureFixture[str]) -> None:
    house = str(EXAMPLES / "cheap_hills.tiles")
    assert main(["check", "--game", "lastrada", house, "--play", "2"]) == 0
    said = capsys.readouterr().out
    assert f"ok: {house}" in said and "ok: 2 games" in said
    assert main(["check", "--game", "lastrada", house, house, "--play", "1"]) == 2
    assert "one house-rule file, not 2" in capsys.readouterr().err


def test_check_game_leaves_a_game_without_invariants_to_its_own_testing() -> None:
    with pytest.raises(ValueError, match=r"castles has no invariants \(burgundy\.games\.castles"
                       r"\.invariants\).*\(burgundy\.games\.castles\.testing\)"):
        check_game("castles")
