"""The game's facts: the estate maps, depots and tile mixes the engine derives from its data
files agree with what those files state and with the printed components."""

from __future__ import annotations

import importlib.resources
import tomllib
from collections import Counter
from pathlib import Path

import pytest

from burgundy import data
from tests.rules_coverage import ROOT

DATA = importlib.resources.files("burgundy.games.castles.data")
RAW = tomllib.loads((DATA / "estates.toml").read_text(encoding="utf-8"))


@pytest.mark.parametrize("number", range(1, 10))
def test_each_estate_has_its_printed_shape(number: int) -> None:
    estate = data.estates()[number]
    assert Counter(estate.colours) == {
        "beige": 12,
        "light_green": 6,
        "blue": 6,
        "yellow": 6,
        "dark_green": 4,
        "grey": 3,
    }
    cities = sorted(
        (len(r) for r in estate.regions if estate.colours[r[0]] == "beige"), reverse=True
    )
    assert cities == RAW["estate"][str(number)]["city_sizes"]
    dark_green = tuple(s for s in range(data.SPACES) if estate.colours[s] == "dark_green")
    assert estate.castle_spaces == dark_green
    assert sorted(set(estate.dice)) == [1, 2, 3, 4, 5, 6]


def test_neighbours_are_the_hexagon_of_radius_three() -> None:
    neighbours = data.estates()[1].neighbours
    assert all(a in neighbours[b] for a in range(data.SPACES) for b in neighbours[a])
    assert Counter(len(n) for n in neighbours) == {6: 19, 4: 12, 3: 6}  # inner, edges, corners
    assert neighbours[18] == (11, 12, 17, 19, 24, 25)


def test_map_1_has_its_start_castle_in_the_centre() -> None:
    assert data.estates()[1].start_castle == 18
    assert [m.start_castle for n, m in data.estates().items() if n != 1] == [None] * 8


def test_the_tile_mix_is_the_first_editions() -> None:
    parts = data.components()
    assert len(parts.normal_tiles) + len(parts.black_tiles) == parts.hex_total == 164
    assert len(parts.black_tiles) == 40  # 8 black-depot slots x 5 phases in a 4-player game
    normal = Counter(t.kind for t in parts.normal_tiles)
    assert normal == {
        "castle": 14,
        "mine": 10,
        "ship": 20,
        "animal": 20,
        "building": 40,
        "knowledge": 20,
    }


@pytest.mark.parametrize("name", ["estates.toml", "board.toml", "components.toml"])
def test_the_data_files_match_the_shared_reference(name: str) -> None:
    reference = ROOT.parent / "shared" / "data" / name
    if not reference.exists():
        pytest.skip("the shared reference data is not beside this checkout")
    ours = (DATA / name).read_text(encoding="utf-8")
    assert tomllib.loads(ours) == tomllib.loads(Path(reference).read_text(encoding="utf-8"))
