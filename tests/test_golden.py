"""Golden playthroughs play back exactly: the stored replay records give the stored event
logs, event by event and state digest by state digest (see tests/golden/record.py)."""

from __future__ import annotations

import difflib
import json

import pytest

import burgundy
from burgundy import replays
from tests.golden.record import GAMES, HERE, log_text, record, replay_text

NAMES = [spec["name"] for spec in GAMES]
#: The games recorded before events named their source (the games with the expansions came later).
BEFORE_EVENTS = [name for name in NAMES if (HERE / "before-events" / f"{name}.json").exists()]


def _stored(name: str) -> tuple[str, str]:
    replay = (HERE / f"{name}.replay.json").read_text(encoding="utf-8")
    log = (HERE / f"{name}.log").read_text(encoding="utf-8")
    return replay, log


@pytest.mark.parametrize("name", NAMES)
def test_golden_replay_gives_the_stored_event_log(name: str) -> None:
    text, log = _stored(name)
    replay = burgundy.Replay.from_json(text)
    now = log_text(replay)
    diff = "".join(difflib.unified_diff(log.splitlines(True), now.splitlines(True), n=2))
    assert now == log, f"{name}: the game plays differently now:\n{diff[:3000]}"
    game = burgundy.replay(replay)
    assert game.is_over
    assert game.replay() == replay


@pytest.mark.parametrize("name", NAMES)
def test_golden_games_are_recorded_as_the_script_records_them(name: str) -> None:
    # The seeded random choices still make the same game, and the stored text is current.
    spec = next(spec for spec in GAMES if spec["name"] == name)
    assert replay_text(record(spec)) == _stored(name)[0]


@pytest.mark.parametrize("name", BEFORE_EVENTS)
def test_naming_sources_and_goods_tiles_sold_changed_the_events_only(name: str) -> None:
    # ``golden/before-events`` keeps each record as it stood before events named their
    # source and each goods tile sold had an event of its own: its actions, the digest of
    # the state after each, the final points. Played now they give the same states and
    # scores, and they are the stored record.
    before = json.loads((HERE / "before-events" / f"{name}.json").read_text(encoding="utf-8"))
    document = {**before["record"], "actions": [action for action, _ in before["steps"]]}
    old = burgundy.Replay.from_json(json.dumps(document))
    assert old == burgundy.Replay.from_json(_stored(name)[0])
    played, game = replays.start(old)
    assert replays.state_digest(game.state) == before["start"]
    states = [replays.state_digest(step.state) for step in replays.steps(played, game)]
    assert states == [state for _, state in before["steps"]]
    assert list(game.scores()) == before["points"]
