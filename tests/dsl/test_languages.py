"""The first line ``language <game> <version>`` chooses a file's vocabulary (issue 20): without
it a file is Castles', and ``language castles 1`` means the same."""

from __future__ import annotations

from pathlib import Path

import pytest

import burgundy
from burgundy import dsl
from burgundy.errors import TileError

ROOT = Path(__file__).resolve().parents[2]
BANK = (ROOT / "tiles" / "examples" / "bank.tiles").read_text(encoding="utf-8")


def test_language_castles_1_means_what_a_file_without_it_means() -> None:
    plain = dsl.parse(BANK, "bank.tiles")
    headed = dsl.parse("# house rules\nlanguage castles 1\n" + BANK, "bank.tiles")
    assert [d.id for d in headed] == [d.id for d in plain]
    moved = burgundy.load_tiles(burgundy.STANDARD_TILES, "language castles 1\n" + BANK)
    game = burgundy.new_game(players=2, seed=3, tiles=moved)
    assert game.legal_actions() == burgundy.new_game(
        players=2, seed=3, tiles=burgundy.load_tiles(burgundy.STANDARD_TILES, BANK)
    ).legal_actions()


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("language chess 1", "unknown game `chess`: tile files are written for castles"),
        ("language castles 2", "the tile language of castles has no version 2: it has version 1"),
        ("language castles", "a `language` line names a game and a version"),
    ],
)
def test_an_unknown_game_or_version_names_the_file_and_line(line: str, message: str) -> None:
    with pytest.raises(TileError) as caught:
        burgundy.load_tiles(burgundy.STANDARD_TILES, f"# mine\n{line}\n" + BANK)
    error = caught.value
    assert (error.path, error.line) == ("<text>", 2)
    assert message in error.message


def test_the_language_line_keeps_the_lines_of_later_errors() -> None:
    text = "language castles 1\nbuilding bank \"Bank\" {\n    modify no.such: set 1\n}\n"
    (error,) = _errors(text)
    assert error.line == 3 and "unknown query point `no.such`" in error.message


def _errors(text: str) -> list[TileError]:
    with pytest.raises(TileError) as caught:
        burgundy.load_tiles(burgundy.STANDARD_TILES, text)
    return [caught.value]
