"""The integer action encoding (``burgundy.encoding``, docs/encoding.md): a bijection between
the legal actions of any reachable position and their ids, a mask, clear errors, and a
documented table of ranges that matches the code."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import burgundy
from burgundy import encoding
from burgundy.actions import Choose, EndTurn, PlaceTile, Skip, TakeWorkers, UseAction
from burgundy.model.state import DECISION_TYPES, OptionChoice
from burgundy.model.tile import declared_tile
from burgundy.testing.strategies import games
from tests.docs_tables import markdown_table, page_showing
from tests.properties.helpers import find_pending

SETTINGS = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def check_bijection(game: burgundy.Game) -> None:
    legal = game.legal_actions()
    ids = game.legal_action_ids()
    assert len(set(ids)) == len(ids) == len(legal), "two legal actions share an id"
    mask = game.legal_action_mask()
    assert len(mask) == burgundy.ACTION_SPACE_SIZE
    assert [n for n, legal_now in enumerate(mask) if legal_now] == sorted(ids)
    for action, n in zip(legal, ids, strict=True):
        assert 0 <= n < burgundy.ACTION_SPACE_SIZE
        assert game.action_id(action) == n
        assert game.action_from_id(n) == action


@SETTINGS
@given(games(advanced=st.booleans()))
def test_every_legal_action_of_a_reachable_position_has_its_own_id(game: burgundy.Game) -> None:
    check_bijection(game)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_ids_round_trip_through_whole_games(players: int) -> None:
    game = burgundy.new_game(players, seed=players, estates=[players + 1] * players)
    step = 0
    while not game.is_over:
        check_bijection(game)
        ids = game.legal_action_ids()
        game.apply(game.action_from_id(ids[(step * 7) % len(ids)]))
        step += 1


@pytest.mark.parametrize("kind", [k for k in DECISION_TYPES if k is not OptionChoice],
                         ids=lambda k: k.__name__)
def test_every_kind_of_decision_is_encoded(kind: type) -> None:
    # Start castles are chosen on maps 2-9.
    game, _, _ = find_pending(kind, estates=lambda players: [2] * players)
    check_bijection(game)


def test_ids_out_of_range_or_not_ints_are_refused() -> None:
    game = burgundy.new_game(2, seed=1)
    for bad in (-1, burgundy.ACTION_SPACE_SIZE):
        with pytest.raises(ValueError, match=r"action id .* out of range: ids are 0-"):
            game.action_from_id(bad)
    for bad in ("3", 2.0, True):
        with pytest.raises(ValueError, match="an action id must be an int"):
            game.action_from_id(bad)  # type: ignore[arg-type]


def test_an_id_that_is_not_legal_now_says_what_it_is() -> None:
    game = burgundy.new_game(2, seed=1)
    before = game.to_json()
    end_turn = game.action_id(EndTurn())
    assert end_turn not in game.legal_action_ids()
    with pytest.raises(burgundy.IllegalActionError, match=r"action id \d+ \(EndTurn\) is not"):
        game.action_from_id(end_turn)
    assert game.to_json() == before


def test_actions_outside_the_standard_game_are_refused_by_name() -> None:
    with pytest.raises(ValueError, match="'inn', which is not one of them"):
        encoding.action_id(PlaceTile(None, 3, 0, declared_tile("inn"), 12))
    with pytest.raises(ValueError, match="UseAction"):
        encoding.action_id(UseAction("inns", 0, "Buy an inn"))
    with pytest.raises(ValueError, match="no Choose 2-tuple with first 9"):
        encoding.action_id(Choose((9, 1)))
    with pytest.raises(ValueError, match="no Choose number with option 40"):
        encoding.action_id(Choose(40))


def test_ids_are_fixed() -> None:
    """The encoding is a contract with trained models: these ids never move."""
    assert burgundy.ACTION_SPACE_SIZE == 15753
    assert encoding.action_id(TakeWorkers(None)) == 12901
    assert encoding.action_id(TakeWorkers(6)) == 12907
    bank = burgundy.tile("building:bank")
    assert encoding.TILE_IDS.index("building:bank") == 21
    assert encoding.action_id(PlaceTile(3, 5, 1, bank, 12)) == 168 + (3 * 49 + 21) * 37 + 12
    assert encoding.action_id(Skip()) == 15751 and encoding.action_id(EndTurn()) == 15752
    assert encoding.describe(168 + (3 * 49 + 21) * 37 + 12) == (
        "PlaceTile die=3 tile=building:bank space=12"
    )


def blocks_table() -> str:
    """The table of ranges docs/encoding.md shows."""
    rows = []
    for block in encoding.BLOCKS:
        fields = ", ".join(f"{name} ({count})" for name, count in block.fields) or "—"
        last = block.start + block.size - 1
        ids = f"{block.start}-{last}" if block.size > 1 else f"{block.start}"
        rows.append((ids, block.name, fields, block.meaning))
    return markdown_table(("ids", "action", "fields (last varies fastest)", "meaning"), rows)


def test_the_docs_table_of_ranges_is_the_code() -> None:
    page = page_showing("docs/encoding.md", blocks_table())
    assert f"`ACTION_SPACE_SIZE` = {burgundy.ACTION_SPACE_SIZE}" in page
    page_showing("docs/encoding.md", markdown_table(
        ("code", "tile id"), ((code, f"`{t}`") for code, t in enumerate(encoding.TILE_IDS))))
