"""Saves and replays of games with the expansions: a replay written as JSON reads back and
plays back to the same states and events, and a save made in the middle of any decision
(a paused ``choose`` program included) matches the shipped JSON Schema, loads and plays on
exactly, with every expansion alone and with all those that may be loaded together (inns
and cloisters may not)."""

from __future__ import annotations

import json
import random

import jsonschema
import pytest

import burgundy
from burgundy import replays
from burgundy.game import position
from burgundy.model.state import EffectFrame, OptionChoice
from burgundy.schema import shipped_schema
from tests.expansions.helpers import expansion
from tests.expansions.test_expansion_play import SETS  # each alone, and together


@pytest.mark.parametrize("names", SETS, ids="+".join)
def test_a_game_saves_loads_and_replays_exactly(names: tuple[str, ...]) -> None:
    seed = 41 + len(names)
    game = burgundy.new_game(3, seed, tiles=expansion(*names))
    twin = burgundy.Game.from_json(game.to_json())
    chooser = random.Random(seed)
    played: list[tuple[tuple[object, ...], str]] = []  # each step's events and save
    schema = jsonschema.Draft202012Validator(shipped_schema())
    loads, paused = 0, 0
    while not game.is_over:
        # A decision waits (and a tile's program with it, or not): go on from its save.
        pending = game.state.pending
        program = any(isinstance(frame, OptionChoice | EffectFrame) for frame in pending)
        if pending and (program or chooser.random() < 0.3):
            saved = game.to_json()
            schema.validate(json.loads(saved))
            twin = burgundy.Game.from_json(saved)
            loads += 1
            paused += program
        assert twin.legal_actions() == game.legal_actions()
        actions = game.legal_actions()
        action = actions[chooser.randrange(len(actions))]
        events = game.apply(action)
        assert twin.apply(action) == events
        played.append((events, game.to_json()))
        assert twin.to_json() == played[-1][1]
    assert loads > 10 and twin.scores() == game.scores()
    if "shields" in names:  # its programs `choose`, and wait for the answer
        assert paused

    # The record, through its JSON, gives every step's events and state again.
    record, start = replays.start(game.replay().to_json())
    assert record == game.replay()
    steps = list(replays.steps(record, start))
    assert [step.events for step in steps] == [events for events, _ in played]
    assert [position(step.state, start.tiles).to_json() for step in steps] == [
        save for _, save in played]


@pytest.mark.parametrize("names", [("inns",), ("cloisters",)], ids="+".join)
def test_a_replay_names_the_new_kinds_of_tile_it_placed(names: tuple[str, ...]) -> None:
    game = burgundy.new_game(2, 5, tiles=expansion(*names))
    chooser = random.Random(5)
    while not game.is_over:
        game.apply(chooser.choice(game.legal_actions()))
    text = game.replay().to_json()
    kind = names[0].removesuffix("s")
    assert any(action.get("tile") == kind for action in json.loads(text)["actions"])
    assert burgundy.replay(text).to_json() == game.to_json()
