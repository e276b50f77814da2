"""Golden playthroughs replay exactly: the same actions give the same events, step by step,
and the same final save (see tests/golden/record.py)."""

from __future__ import annotations

import hashlib
import json

import pytest

import burgundy
from burgundy.serialize import CONVERTER
from tests.golden.record import GAMES, HERE, digest, new_game


@pytest.mark.parametrize("name", [spec["name"] for spec in GAMES])
def test_golden_playthrough_replays(name: str) -> None:
    stored = json.loads((HERE / f"{name}.json").read_text())
    game = new_game(stored)
    for number, (action, expected) in enumerate(stored["steps"]):
        events = game.apply(CONVERTER.structure(action, burgundy.actions.Action))
        assert digest(events) == expected, f"{name}: step {number} ({action}) differs"
    assert game.is_over
    assert list(game.scores()) == stored["scores"]
    assert hashlib.sha256(game.to_json().encode()).hexdigest()[:16] == stored["save"]
