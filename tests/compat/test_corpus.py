"""Saves and replays written before Castles moved onto the kernel still load and play
exactly as they did (``corpus.py`` says what is recorded; ``record.py`` how, and when one
may record again): each save loads to the same state, public view, seat to act and legal
actions in the same order, and plays on to the same events and states; each replay plays
back to the same event log and final state."""

from __future__ import annotations

import pytest

from tests.compat import corpus

POSITIONS = corpus.positions()
REPLAYS = corpus.replays()


def test_the_corpus_has_positions_and_replays_of_every_tile_set() -> None:
    # A corpus read wrong would pass every test below by having nothing in it.
    tile_sets = {record["tiles"] for record in corpus.records() if "reference" in record}
    assert len(tile_sets) == 9
    assert {p["tiles"] for p in POSITIONS.values()} == tile_sets
    assert {r["tiles"] for r in REPLAYS.values()} == tile_sets
    assert len(POSITIONS) > 300 and len(REPLAYS) == 27


@pytest.mark.parametrize("name", POSITIONS)
def test_a_save_loads_and_plays_on_as_it_did(name: str) -> None:
    differences = corpus.position_differences(POSITIONS[name])
    assert not differences, f"{name} plays differently now:\n" + "\n".join(differences)


@pytest.mark.parametrize("name", REPLAYS)
def test_a_replay_plays_back_as_it_did(name: str) -> None:
    differences = corpus.replay_differences(REPLAYS[name])
    assert not differences, f"{name} plays back differently now:\n" + "\n".join(differences)
