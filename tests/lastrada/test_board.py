"""Board files (L-BOARD) and the example board of §10 (§12 fact 1)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from burgundy.games.lastrada import Options
from burgundy.games.lastrada.board import load, neighbours
from burgundy.games.lastrada.rules import setup
from tests.lastrada.helpers import BOARD, EXAMPLE, new

SMALL = """
name = "small"
printed_layout = false
target_mix = { city = 1, farm = 1 }
rows = [
  { r = 0, q0 = 0, fields = "TPPPPPT" },
  { r = 1, q0 = -1, fields = "PPFHPPP" },
]
"""


def problem(text: str) -> str:
    with pytest.raises(ValueError) as caught:
        setup.setup(Options(players=2, board=text))
    return str(caught.value)


@pytest.mark.rule("L-BOARD-1", "L-BOARD-2", "L-SETUP-2")
def test_the_example_board_is_the_invented_radius_6_hexagon() -> None:
    board = new().board
    assert board.name == "example-r6" and board.printed_layout is False
    assert len(board.fields) == 127
    assert Counter(board.fields.values()) == {"target": 19, "plain": 62, "forest": 28, "hill": 18}
    assert all(max(abs(q), abs(r), abs(q + r)) <= 6 for q, r in board.fields)
    assert "NOT the printed layout" in EXAMPLE


@pytest.mark.rule("L-BOARD-1")
def test_fields_as_a_list_load_like_rows() -> None:
    listed = "\n".join(
        ['name = "small"', "printed_layout = false", "target_mix = { city = 1, farm = 1 }"]
        + [
            f'[[field]]\nq = {q}\nr = {r}\nkind = "{kind}"'
            for (q, r), kind in load(SMALL).fields.items()
        ]
    )
    assert load(listed).fields == load(SMALL).fields


@pytest.mark.rule("L-BOARD-3")
def test_adjacency_follows_the_coordinates_and_a_given_list_must_match() -> None:
    board = load(SMALL)
    assert board.adjacent[(0, 1)] == tuple(n for n in neighbours((0, 1)) if n in board.fields)
    assert set(board.adjacent[(0, 0)]) == {(1, 0), (0, 1), (-1, 1)}
    pairs = sorted({tuple(sorted((a, b))) for a, near in board.adjacent.items() for b in near})
    listed = ", ".join(f'["{a[0]},{a[1]}", "{b[0]},{b[1]}"]' for a, b in pairs)
    assert load(SMALL + f"adjacency = [{listed}]\n").adjacent == board.adjacent
    wrong = listed.replace('["0,0", "1,0"]', '["0,0", "2,0"]')
    assert "`adjacency` differs from the coordinates'" in problem(
        SMALL + f"adjacency = [{wrong}]\n"
    )


@pytest.mark.rule("L-BOARD-4", "L-BOARD-6")
@pytest.mark.parametrize(
    ("change", "message"),
    [
        (("TPPPPPT", "TPPPPPTX"), "rows[0] (r = 0), q = 7: unknown field letter 'X'"),
        (
            ('fields = "PPFHPPP"', 'fields = "PPFHPPP" }, { r = 1, q0 = 5, fields = "P"'),
            "two fields share the coordinates (5, 1) (rows[1] (r = 1) and rows[2] (r = 1))",
        ),
        (("r = 1, q0 = -1", "r = 3, q0 = -1"), "the fields are not one connected group"),
        (("city = 1, farm = 1", "city = 2, farm = 1"), "2 target spaces, but target_mix totals 3"),
        (('name = "small"', 'nam = "small"'), "unknown keys ['nam']"),
        (("printed_layout = false", ""), "`printed_layout` is missing"),
    ],
)
def test_a_broken_board_file_names_the_problem(change: tuple[str, str], message: str) -> None:
    assert message in problem(SMALL.replace(*change))


@pytest.mark.rule("L-BOARD-4")
def test_an_unknown_kind_in_the_field_list_is_named_with_its_place() -> None:
    text = 'name = "x"\nprinted_layout = false\n[[field]]\nq = 0\nr = 0\nkind = "lake"\n'
    assert "field[0] at (0, 0): unknown kind 'lake'" in problem(text)


@pytest.mark.rule("L-BOARD-4", "L-BOARD-6", "L-SETUP-3")
@pytest.mark.parametrize(
    ("deal", "message"),
    [
        ('"0,0" = "city"\n"6,0" = "farm"\n', None),
        ('"0,0" = "city"\n"1,0" = "farm"\n', "[targets]: (1, 0) is not a target space"),
        ('"0,0" = "city"\n', "[targets] names 1 target spaces, not all of them: (6, 0)"),
        ('"0,0" = "city"\n"6,0" = "city"\n', "which is not the target_mix"),
        ('"0,0" = "castle"\n"6,0" = "farm"\n', "unknown target type 'castle'"),
    ],
)
def test_a_fixed_deal_names_every_target_space_in_the_mix(deal: str, message: str | None) -> None:
    text = SMALL + "[targets]\n" + deal
    if message is None:
        assert setup.setup(Options(players=2, board=text)).targets == {
            (0, 0): "city",
            (6, 0): "farm",
        }
    else:
        assert message in problem(text)


@pytest.mark.rule("L-BOARD-4", "L-BOARD-5", "L-SETUP-6")
@pytest.mark.parametrize(
    ("starts", "message"),
    [
        ('"0" = ["1,0", "5,0"]\n"1" = ["3,0", "-1,1"]\n', None),
        ('"0" = ["2,1", "5,0"]\n"1" = ["3,0", "-1,1"]\n', "seat 0: (2, 1) is not a plain field"),
        (
            '"0" = ["1,0", "5,0"]\n"1" = ["2,0", "0,1"]\n',
            "seat 1: (2, 0) is next to the start field (1, 0)",
        ),
        ('"0" = ["0,0"]\n"1" = ["3,0"]\n', "seat 0: (0, 0) is not a plain field"),
        (
            '"0" = ["1,0"]\n"1" = ["3,0"]\n',
            "[start_fields] covers seats 0: 1, 1: 1, but 2 players need 0: 2, 1: 2",
        ),
    ],
)
def test_fixed_start_fields_are_checked(starts: str, message: str | None) -> None:
    text = SMALL + "[start_fields]\n" + starts
    if message is None:
        state = setup.setup(Options(players=2, board=text))
        assert state.start_fields == {(1, 0): 0, (5, 0): 0, (3, 0): 1, (-1, 1): 1}
        assert not state.to_place  # set-up placed them all: the turns have begun
    else:
        assert message in problem(text)


@pytest.mark.rule("L-BOARD-4", "L-BOARD-5")
def test_too_few_plain_fields_or_seats_not_covered_fail_for_that_player_count() -> None:
    tiny = SMALL.replace("PPFHPPP", "FFFHFFP").replace("TPPPPPT", "TFPFFPT")
    assert "3 plain fields for 4 start fields" in problem(tiny)
    with pytest.raises(ValueError, match="3 players need 0: 1, 1: 1, 2: 1"):
        setup.setup(
            Options(players=3, board=SMALL + '[start_fields]\n"0" = ["1,0"]\n"1" = ["3,0"]\n')
        )


@pytest.mark.rule("L-BOARD-7")
def test_a_board_is_a_file_path_or_toml_text(tmp_path: Path) -> None:
    path = tmp_path / "small.toml"
    path.write_text(SMALL, encoding="utf-8")
    assert load(path) == load(str(path)) == load(SMALL)
    assert setup.setup(Options(players=2, board=str(path))).board.name == "small"
    with pytest.raises(ValueError, match="no such file"):
        load(tmp_path / "missing.toml")
    with pytest.raises(ValueError, match="<board text>: not a TOML board file"):
        load(str(tmp_path / "missing.toml"))


@pytest.mark.rule("L-BOARD-1", "L-SETUP-3")
def test_without_a_fixed_deal_the_targets_are_dealt_by_the_seed() -> None:
    deals = [setup.setup(Options(players=3, seed=seed)).targets for seed in range(6)]
    assert all(
        Counter(d.values()) == {"city": 4, "village": 5, "hamlet": 5, "farm": 5} for d in deals
    )
    assert deals[0] == setup.setup(Options(players=3, seed=0)).targets
    assert len({tuple(sorted(d.items())) for d in deals}) > 1
    assert new(board=BOARD).targets[(0, 0)] == "city"
