"""What the tile language gave before Castles moved onto the kernel, which the move must
keep: the digests of the tile sets saves name, the IR every tile file in the repository
parses to, and the language reference (``pins.json``, written by ``record.py``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import burgundy
from tests.compat.corpus import PINS, ir_digest, reference_digest

ROOT = Path(__file__).resolve().parents[2]
RECORDED = json.loads(PINS.read_text(encoding="utf-8"))

#: Every save and replay carries the digest of its tile set, which hashes each file's name
#: (``tiles/expansions/inns.tiles``) with its text, and loading refuses one whose tiles now
#: give another ("the rules changed since it was saved"). Moving, renaming or rewriting a
#: tile file would leave every save and replay made with it unloadable.
TILE_SET_DIGESTS = {
    (): "81291e0afea20e33",
    ("monastery_28",): "910d917227fb2084",
    ("cloisters",): "3939180f386de1bc",
    ("inns",): "37a7750c42e41fa0",
    ("trade_routes",): "d4b606d9df917bd6",
    ("shields",): "502c15d82be44215",
    ("monastery_28", "cloisters", "trade_routes", "shields"): "5290555dd33f351b",
    ("monastery_28", "inns", "trade_routes", "shields"): "e7dab5491e49d99c",
}


@pytest.mark.parametrize("names", TILE_SET_DIGESTS, ids=lambda names: "+".join(names) or "-")
def test_the_tile_sets_keep_the_digests_saves_name(names: tuple[str, ...]) -> None:
    files = [burgundy.EXPANSIONS[name] for name in names]
    tiles = burgundy.load_tiles(burgundy.STANDARD_TILES, *files)
    assert tiles.digest == TILE_SET_DIGESTS[names]


def test_the_standard_tiles_keep_their_digest() -> None:
    assert burgundy.STANDARD_TILES.digest == TILE_SET_DIGESTS[()]


@pytest.mark.parametrize("name", RECORDED["tile files"])
def test_every_tile_file_parses_to_the_ir_it_did(name: str) -> None:
    # Files of other games may come; Castles' stay where they are, meaning what they meant.
    text = (ROOT / name).read_text(encoding="utf-8")
    assert ir_digest(text, name) == RECORDED["tile files"][name]


def test_every_tile_file_in_the_repository_is_pinned() -> None:
    # A new file gets its pin when it comes (``record.pins()`` lists them), so a later change
    # of what it means cannot pass unnoticed.
    from tests.compat.record import pins

    assert sorted(pins()["tile files"]) == sorted(RECORDED["tile files"])


def test_the_language_reference_is_generated_as_it_was() -> None:
    # tests/dsl/test_reference.py holds docs/language.md to what the generator writes now;
    # this holds the generator to what it wrote before, so regenerating the page cannot
    # hide a change of the language.
    assert reference_digest() == RECORDED["language reference"]
