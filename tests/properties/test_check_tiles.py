"""``check_tiles`` and ``burgundy check --play``: a house-rule author checks a whole tile
file with one call or one command; a broken rule is reported with its seed and step."""

from __future__ import annotations

import attrs
import pytest

import burgundy
from burgundy.cli import main
from burgundy.model.state import GameState
from burgundy.testing import CheckSummary, check_tiles
from tests.properties.helpers import house_tiles
from tests.rules_coverage import ROOT

# A watchtower and a boarding house (two common buildings) that hand out a worker behind
# the events' back: the events no longer account for the workers.
SECRET_WORKER = """
building watchtower "Watchtower" { on place { call "secret_worker" } }
building boarding_house "Boarding house" { on place { call "secret_worker" } }
"""


def secret_worker(state: GameState, seat: int) -> GameState:
    players = list(state.players)
    players[seat] = attrs.evolve(players[seat], workers=players[seat].workers + 1)
    return attrs.evolve(state, players=tuple(players))


def test_check_tiles_plays_every_player_count_and_sums_up() -> None:
    summary = check_tiles(house_tiles(), games=3, seed=5)
    assert isinstance(summary, CheckSummary)
    assert summary.games == 3 and sorted(summary.players) == [2, 3, 4]
    assert summary.steps > 3 * 100 and len(summary.winning_scores) == 3
    assert str(summary).startswith("3 games (1 with 2, 1 with 3, 1 with 4 players)")


def test_check_tiles_names_the_seed_and_step_of_a_broken_rule() -> None:
    tiles = burgundy.load_tiles(
        burgundy.STANDARD_TILES, SECRET_WORKER, hooks={"secret_worker": secret_worker}
    )
    with pytest.raises(AssertionError, match=r"seed=\d+, .* step \d+: .*workers events say"):
        check_tiles(tiles, games=6, seed=0)


@pytest.mark.parametrize(("games", "tiles"), [(0, None), ("3", None), (1, "bank.tiles")])
def test_check_tiles_checks_its_arguments(games: object, tiles: object) -> None:
    with pytest.raises(ValueError, match=r"games|tiles"):
        check_tiles(tiles or burgundy.STANDARD_TILES, games=games)  # type: ignore[arg-type]


def test_burgundy_check_play(capsys: pytest.CaptureFixture[str]) -> None:
    bank = str(ROOT / "tiles" / "examples" / "bank.tiles")
    assert main(["check", "--play", "2", "--seed", "3", bank]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"ok: {bank}"
    assert out[1].startswith("ok: 2 games (1 with 2, 1 with 3, 0 with 4 players)")
