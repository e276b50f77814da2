"""Boards: random by default (C-SETUP-4..6), board files (C-SETUP-9), R1 (§12)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from burgundy.games.catan import Options
from burgundy.games.catan.board import HARBOUR_MIX, TERRAIN_MIX, TOKENS
from burgundy.games.catan.rules import setup
from tests.catan.helpers import R1, new

R1_TABLE = {
    (0, -2): ("forest", 5), (1, -2): ("pasture", 2), (2, -2): ("fields", 6),
    (2, -1): ("hills", 3), (2, 0): ("mountains", 8), (1, 1): ("forest", 10),
    (0, 2): ("pasture", 9), (-1, 2): ("desert", None), (-2, 2): ("hills", 12),
    (-2, 1): ("mountains", 11), (-2, 0): ("forest", 4), (-1, -1): ("pasture", 8),
    (0, -1): ("fields", 10), (1, -1): ("hills", 9), (1, 0): ("mountains", 4),
    (0, 1): ("forest", 5), (-1, 1): ("pasture", 6), (-1, 0): ("fields", 3),
    (0, 0): ("fields", 11),
}  # fmt: skip


@pytest.mark.rule("C-SETUP-5", "C-SETUP-9")
def test_r1_is_the_reference_board() -> None:
    """§12 and §15 fact 2: the spiral from (0, -2) skips the desert, H 12 goes on (-2, 2)."""
    state = new()
    assert state.board.name == "catan-R1"
    assert {h: (t, state.numbers.get(h)) for h, t in state.terrain.items()} == R1_TABLE
    assert state.harbours == (
        "generic", "grain", "ore", "generic", "wool", "generic", "brick", "lumber", "generic",
    )  # fmt: skip
    assert sorted(state.numbers.values()) == sorted(TOKENS)
    assert 7 not in state.numbers.values()
    assert Counter(TOKENS) == {2: 1, 12: 1, **{n: 2 for n in (3, 4, 5, 6, 8, 9, 10, 11)}}


@pytest.mark.rule("C-SETUP-9")
def test_a_board_file_path_and_numbers_given_directly(tmp_path: Path) -> None:
    path = tmp_path / "r1.toml"
    path.write_text(R1, encoding="utf-8")
    assert new(board=str(path)).board == new().board
    assert new(board=path).board == new().board  # type: ignore[arg-type]
    numbers = "\n".join(f'"{q},{r}" = {n}' for (q, r), (_, n) in R1_TABLE.items() if n)
    text = R1.replace('start_corner = "0,-2"', "") + "\n[numbers]\n" + numbers
    assert new(board=text).board.numbers == new().board.numbers


@pytest.mark.rule("C-SETUP-4", "C-SETUP-5", "C-SETUP-6", "C-TURN-6")
def test_the_default_board_is_random_by_the_seed() -> None:
    boards = [new(board=None, seed=seed).board for seed in range(8)]
    for board in boards:
        assert Counter(board.terrain.values()) == TERRAIN_MIX
        assert Counter(board.harbours) == HARBOUR_MIX
        assert sorted(board.numbers.values()) == sorted(TOKENS)
        assert board.desert not in board.numbers
    assert len({tuple(b.terrain.values()) for b in boards}) == 8
    assert len({b.harbours for b in boards}) > 1
    assert new(board=None, seed=3).board == boards[3]


def _broken(old: str, new_text: str) -> str:
    assert old in R1
    with pytest.raises(ValueError) as caught:
        setup.setup(Options(board=R1.replace(old, new_text)))
    return str(caught.value)


@pytest.mark.rule("C-SETUP-9")
@pytest.mark.parametrize(
    ("old", "new_text", "message"),
    [
        ('"0,0" = "fields"', '"0,0" = "forest"', "3 fields, 5 forest"),
        ('"0,0" = "fields"', '"0,0" = "swamp"', "(0, 0): unknown terrain 'swamp'"),
        ('"0,0" = "fields"', "", "no terrain for (0, 0)"),
        ('"0,0" = "fields"', '"0,3" = "fields"', "(0, 3) is not a land hex"),
        ('h1 = "grain"', 'h1 = "generic"', "[harbours] are"),
        ('h1 = "grain"', "", "h1 has no kind"),
        ('h1 = "grain"', 'h9 = "grain"', "unknown harbours ['h9']"),
        ('start_corner = "0,-2"', 'start_corner = "1,-1"', "(1, -1) is not a corner hex"),
        ('start_corner = "0,-2"', "", "either `start_corner` or a [numbers] table"),
        ('name = "catan-R1"', "", "`name` is missing"),
        ('name = "catan-R1"', 'name = "x"\nrobber = 1', "unknown keys ['robber']"),
        ('name = "catan-R1"', "name = [", "not a TOML board file"),
    ],
)
def test_board_file_errors_name_the_problem_and_where(
    old: str, new_text: str, message: str
) -> None:
    assert message in _broken(old, new_text)
    assert _broken(old, new_text).startswith("<board text>: ")


NUMBERS = "\n".join(f'"{q},{r}" = {n}' for (q, r), (_, n) in R1_TABLE.items() if n)


@pytest.mark.rule("C-SETUP-9")
@pytest.mark.parametrize(
    ("old", "new_text", "message"),
    [
        ('"0,0" = 11', "", "no number for (0, 0)"),
        ('"0,0" = 11', '"0,0" = 7', "(0, 0): no token shows 7"),
        ('"0,0" = 11', '"0,0" = 13', "(0, 0): no token shows 13"),
        ('"0,0" = 11', '"0,0" = 11\n"-1,2" = 11', "(-1, 2) is the desert"),
        ('"0,0" = 11', '"0,0" = 11\n"0,3" = 11', "(0, 3) is not a land hex"),
        ('"0,0" = 11', '"0,0" = 12', "not the tokens"),
    ],
)
def test_numbers_errors(old: str, new_text: str, message: str) -> None:
    text = (
        R1.replace('start_corner = "0,-2"', "") + "\n[numbers]\n" + NUMBERS.replace(old, new_text)
    )
    with pytest.raises(ValueError, match=message.replace("(", r"\(").replace(")", r"\)")):
        setup.setup(Options(board=text))


def test_a_missing_board_file_path() -> None:
    with pytest.raises(ValueError, match="board: no such file"):
        new(board=Path("/nonexistent/board.toml"))  # type: ignore[arg-type]
