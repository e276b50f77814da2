"""The observation tensor (``burgundy.observation``, docs/encoding.md): built from a seat's
view only, seats relative to the observer, and a docs table that is the code."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

np = pytest.importorskip("numpy")

import burgundy  # noqa: E402
from burgundy import observation  # noqa: E402
from burgundy.observation import OBSERVATION_SIZE, Observation, observe  # noqa: E402
from burgundy.testing import Scenario  # noqa: E402
from burgundy.testing.strategies import games  # noqa: E402
from tests.docs_tables import markdown_table, page_showing  # noqa: E402
from tests.properties.helpers import house_tiles  # noqa: E402

SETTINGS = settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(games(), st.integers(0, 3), st.integers(0, 2**32 - 1))
def test_games_differing_only_in_hidden_parts_look_the_same(
    game: burgundy.Game, seat: int, seed: int
) -> None:
    seat %= len(game.state.players)
    other = game.determinize(seat, seed)  # supplies, goods stacks and dice to come redrawn
    assert other.state != game.state or game.is_over
    mine = observe(game, seat)
    assert mine.shape == (OBSERVATION_SIZE,) and mine.dtype == np.float32
    assert np.array_equal(mine, observe(other, seat))


def test_fields_hold_what_the_view_shows_from_the_observers_seat() -> None:
    game = (Scenario(players=3, seed=4)
            .phase("C", round=2)
            .turn(1, dice=(5, 2))
            .resources(2, silverlings=4, workers=1, points=17)
            .storage(2, ["building:bank", "ship"])
            .goods(0, {3: 2})
            .build())
    parts = Observation()
    parts.set_from(game.view(2))
    seen = parts.parts
    assert seen["phase"].tolist() == [0, 0, 1, 0, 0] and seen["round"].tolist() == [0, 1, 0, 0, 0]
    # Row 0 is the observer (seat 2), row 1 seat 0, row 2 seat 1, row 3 nobody.
    assert seen["resources"][0].tolist() == [17, 4, 1]
    assert seen["to_act"].tolist() == [0, 0, 1, 0]
    assert seen["dice"][2].tolist() == [[0, 0, 0, 0, 1, 0], [0, 1, 0, 0, 0, 0]]
    assert seen["goods"][1].tolist() == [0, 0, 2, 0, 0, 0]
    assert not seen["resources"][3].any() and not seen["estate"][3].any()
    codes = burgundy.encoding.TILE_IDS
    stored = {codes[i] for i in np.flatnonzero(seen["storage"][0])}
    assert stored == {"building:bank", "ship"}
    assert seen["estate"][0][18][codes.index("castle")] == 1  # map 1's start castle


def test_tiles_outside_the_standard_game_are_refused_by_name() -> None:
    game = Scenario(players=2, seed=0, tiles=house_tiles()).storage(0, ["building:stable"]).build()
    with pytest.raises(ValueError, match="names 'building:stable', which is not one of them"):
        observe(game, 1)


def test_the_docs_table_of_fields_is_the_code() -> None:
    rows = (
        (f"`{f['name']}`", f["offset"], " x ".join(map(str, f["shape"])), f["meaning"])
        for f in observation.describe_fields()
    )
    table = markdown_table(("field", "offset", "shape", "meaning"), rows)
    assert f"`OBSERVATION_SIZE` = {OBSERVATION_SIZE}" in page_showing("docs/encoding.md", table)
