"""``burgundy simulate --game lastrada``: the report Castles' runs give (per seat and per
bot: games, wins, win rate, mean score; seats rotated; seeds; ``--json``; ``--workers``),
played through the game handle; Castles' own parts refused."""

from __future__ import annotations

import json

import pytest

from burgundy import bots, simulation
from burgundy.cli import main
from burgundy.games import lastrada
from burgundy.simulation import Spec

RUN = ["simulate", "--game", "lastrada", "--games", "4", "--seed", "3"]


def summary(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, object]:
    assert main([*RUN, "--json", *args]) == 0
    found: dict[str, object] = json.loads(capsys.readouterr().out)
    return found


def test_the_json_report_gives_each_bot_its_games_wins_and_mean(
    capsys: pytest.CaptureFixture[str],
) -> None:
    found = summary(capsys, "--players", "3", "--bots", "greedy,random,random")
    assert found["game"] == "lastrada" and found["games"] == 4 and found["players"] == 3
    bots = found["bots"]
    assert isinstance(bots, dict) and set(bots) == {"greedy", "random"}
    assert bots["greedy"]["games"] == 4 and bots["random"]["games"] == 8  # one seat, two
    seats = found["seats"]
    assert isinstance(seats, list)
    assert [seat["bot"] for seat in seats] == ["greedy,random", "random,greedy",
                                               "random,greedy"]
    assert all("sources" not in seat for seat in seats)  # Castles' score sheet


def test_the_figures_are_those_of_the_games_played_through_the_handle(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Game ``n`` is dealt with seed ``seed + n``, its bots seeded per seat as ``burgundy
    play`` seeds them; a shared win counts for every winner."""
    found = summary(capsys, "--bots", "greedy,random")
    games = []
    for n in range(4):
        game = lastrada.new_game(2, 3 + n)
        lineup = simulation.deal(("greedy", "random"), 2, n)
        bots.play_out(game, [bots.for_seat(name, 3 + n, seat, "lastrada")
                             for seat, name in enumerate(lineup)])
        games.append((lineup, game.scores(), game.winners()))
    seats = found["seats"]
    assert isinstance(seats, list)
    for seat in (0, 1):
        assert seats[seat]["wins"] == sum(seat in won for _, _, won in games)
        assert seats[seat]["mean"] == pytest.approx(
            sum(scores[seat] for _, scores, _ in games) / 4, abs=1e-4)
    greedy = found["bots"]["greedy"]  # type: ignore[index]
    assert greedy["wins"] == sum(lineup.index("greedy") in won for lineup, _, won in games)


def test_the_output_does_not_depend_on_the_number_of_workers(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert summary(capsys, "--bots", "greedy,random") == summary(
        capsys, "--bots", "greedy,random", "--workers", "2")


def test_the_table_names_the_game_and_the_bots(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*RUN, "--bots", "greedy,random"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("4 games of lastrada, 2 players, seeds 3..6\n")
    assert "greedy" in out and "random" in out and "per source" not in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--tiles", "x.tiles"], "--tiles: no such file: x.tiles"),
        (["--expansions", "inns"], "--expansions: Castles' options, not lastrada's"),
        (["--estates", "2"], "--estates: Castles' options, not lastrada's"),
        (["--advanced"], "--advanced: Castles' options, not lastrada's"),
        (["--compare"], "--compare compares other tiles with the standard ones"),
        (["--plot", "x.png"], "--plot: Castles' options, not lastrada's"),
        (["--report", "study"], "--report: Castles' options, not lastrada's"),
        (["--bots", "random,smart"], "unknown bot 'smart' for lastrada"),
    ],
)
def test_castles_options_and_unknown_bots_are_refused(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([*RUN, *args]) == 2
    assert message in capsys.readouterr().err


def test_a_spec_refuses_castles_options_for_another_game() -> None:
    with pytest.raises(ValueError, match="estates: Castles' options, not lastrada's"):
        Spec(players=2, games=1, seed=0, estates=(2, 2), game="lastrada")
    with pytest.raises(ValueError, match="tiles: lastrada plays one house-rule file, not 2"):
        Spec(players=2, games=1, seed=0, tiles=("a.tiles", "b.tiles"), game="lastrada")
    with pytest.raises(ValueError, match="unknown game 'chess'"):
        Spec(players=2, games=1, seed=0, game="chess")
