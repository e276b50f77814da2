"""load_defs and check_files: layering, error collection, files on disk."""

from __future__ import annotations

from pathlib import Path

import pytest

from burgundy import dsl
from burgundy.dsl import TileErrorGroup
from burgundy.dsl.standard import standard_sources
from burgundy.errors import TileError, TileSyntaxError
from burgundy.lang import ir
from tests.dsl._util import REPO


def _example(name: str) -> tuple[str, str]:
    path = REPO / "tiles" / "examples" / name
    return str(path), path.read_text(encoding="utf-8")


def test_later_definition_replaces_earlier_in_first_seen_order() -> None:
    standard = dsl.load_defs(standard_sources())
    layered = dsl.load_defs([*standard_sources(), _example("bank.tiles")])
    assert [d.id for d in layered] == [d.id for d in standard]
    (bank,) = [d for d in layered if d.id == "building:bank"]
    assert bank.on_place == (ir.Gain(ir.Num(3), "silverlings"),)
    assert bank.pos is not None and bank.pos.path.endswith("bank.tiles")


def test_new_tiles_are_added_at_the_end() -> None:
    layered = dsl.load_defs([*standard_sources(), _example("new_tiles.tiles")])
    assert [d.id for d in layered][-2:] == ["knowledge:27", "building:stable"]
    assert layered[-1].supply == ir.Supply(normal=5, black=2)
    assert layered[-2].supply == ir.Supply(normal=0, black=1)


def test_one_error_is_raised_as_itself() -> None:
    with pytest.raises(TileError) as caught:
        dsl.load_defs([("a.tiles", 'building bank "x" { on place { gain 2 silverling5 } }')])
    assert not isinstance(caught.value, TileErrorGroup)
    assert caught.value.path == "a.tiles"
    assert caught.value.source_line is not None


def test_a_syntax_error_is_raised_as_tile_syntax_error() -> None:
    with pytest.raises(TileSyntaxError):
        dsl.load_defs([*standard_sources(), ("a.tiles", "building")])


def test_several_errors_are_raised_together() -> None:
    sources = [
        ("a.tiles", "building"),
        ("b.tiles", 'building bank "Bank" {\n  gain 2 points\n}\n'),
    ]
    with pytest.raises(TileErrorGroup) as caught:
        dsl.load_defs(sources)
    group = caught.value
    assert isinstance(group, TileError)
    assert [(e.path, e.line) for e in group.errors] == [("a.tiles", 1), ("b.tiles", 2)]
    assert (group.path, group.line) == ("a.tiles", 1)
    text = str(group)
    assert text.startswith("2 problems in the tile files:")
    assert "a.tiles:1:9:" in text and "b.tiles:2:3:" in text


def test_semantic_errors_of_all_files_are_collected() -> None:
    sources = [
        ("a.tiles", 'building bank "x" { on place { gain 2 silverling5 } }'),
        ("b.tiles", 'knowledge 3 "x" { modify sale.silverling: set 2 }'),
    ]
    with pytest.raises(TileErrorGroup) as caught:
        dsl.load_defs(sources)
    assert [e.path for e in caught.value.errors] == ["a.tiles", "b.tiles"]


def test_hooks_are_passed_to_the_checker() -> None:
    source = [("h.tiles", 'building bank "x" { on place { call "jackpot" } }')]
    with pytest.raises(TileError):
        dsl.load_defs(source)
    (bank,) = dsl.load_defs(source, hooks=["jackpot"])
    assert bank.on_place == (ir.Call("jackpot"),)


def test_check_files_loads_the_standard_tiles_first(tmp_path: Path) -> None:
    house = tmp_path / "house.tiles"
    house.write_text('knowledge 17 "x" {\n    score "x": count(building watchtower)\n}\n')
    assert dsl.check_files([str(house)]) == []


def test_check_files_reports_errors_with_positions(tmp_path: Path) -> None:
    house = tmp_path / "house.tiles"
    house.write_text('building bank "Bank" {\n    on place { gain 3 silverlins }\n}\n'
                     'building stable "Stable" { }\n')
    errors = dsl.check_files([str(house)])
    assert [(e.path, e.line, e.column) for e in errors] == [
        (str(house), 2, 23), (str(house), 4, 1)]
    assert errors[0].message == "unknown resource `silverlins`; did you mean `silverlings`?"


def test_check_files_reports_a_missing_file(tmp_path: Path) -> None:
    missing = tmp_path / "nope.tiles"
    (error,) = dsl.check_files([str(missing)])
    assert (error.path, error.line) == (str(missing), None)
    assert error.message == "cannot read this file: No such file or directory"


def test_check_files_reports_a_file_that_is_not_text(tmp_path: Path) -> None:
    binary = tmp_path / "bin.tiles"
    binary.write_bytes(b"\xff\xfe\x00")
    (error,) = dsl.check_files([str(binary)])
    assert error.message == "this file is not UTF-8 text"


def test_check_files_reports_syntax_errors_of_every_file(tmp_path: Path) -> None:
    first, second = tmp_path / "a.tiles", tmp_path / "b.tiles"
    first.write_text("building")
    second.write_text("knowledge")
    errors = dsl.check_files([str(first), str(second)])
    assert [e.path for e in errors] == [str(first), str(second)]
    assert all(isinstance(e, TileSyntaxError) for e in errors)
