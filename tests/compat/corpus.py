"""The compatibility corpus (``corpus.jsonl.gz``): saves and replays of Castles written by
the engine as it stood before Castles moved onto the kernel, with what each gave then.
``record.py`` writes it; ``test_corpus.py`` and the compiled build's check
(``tests/packaging/test_compiled.py``) play it now and compare.

One JSON object a line, of three kinds:

- ``{"tiles": NAME, "reference": …}``: a tile set, as saves and replays name it (``"standard"``
  or its sources); saves and replays below name it by ``NAME`` instead of repeating it.
- ``{"position": NAME, "tiles": …, "save": …, "seed": …, "expect": …}``: a save
  (``Game.to_json()``'s document without its ``tiles``) and ``facts`` of it.
- ``{"replay": NAME, "tiles": …, "record": …, "expect": …}``: a whole game's replay
  (``Game.replay().to_json()``'s document without ``game.tiles``) and ``replay_facts``.

Beside it, ``pins.json`` holds what the language gave: ``ir_digest`` of every tile file in
the repository, and ``reference_digest``.

Only ``burgundy`` and the standard library are used here (no pytest), so that the check
runs unchanged in a fresh environment holding the compiled build.
"""

from __future__ import annotations

import difflib
import functools
import gzip
import hashlib
import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import burgundy
from burgundy.events import DecisionLapsed
from burgundy.replays import describe, log_lines, state_digest

HERE = Path(__file__).resolve().parent
CORPUS = HERE / "corpus.jsonl.gz"
PINS = HERE / "pins.json"

#: Events added since the corpus was recorded, which its facts leave out: a decision
#: with nothing to choose has lapsed with an event since (R-BUILD-1); everything else
#: must play exactly as recorded.
ADDED_EVENTS: frozenset[type] = frozenset({DecisionLapsed})
ADDED_TAGS: tuple[str, ...] = tuple(f"{vars(kind)['tag']}:" for kind in ADDED_EVENTS)

#: Seeded random steps played on from each save.
STEPS = 4


def dumps(document: Any) -> str:
    """JSON text as the engine writes saves and replays (sorted keys, no spaces)."""
    return json.dumps(document, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def facts(game: burgundy.Game, seed: int) -> dict[str, Any]:
    """What a user can tell of a position: the digest of its whole state and of its public
    view, the seat to act, every legal action in order, and ``STEPS`` steps played on from
    it (on a clone) with actions drawn from ``random.Random(seed)``, in the golden logs'
    form: each step's seat and action, its events and the digest of the state after it."""
    return {
        "state": state_digest(game.state),
        "view": _digest(dumps(game.public_view())),
        "to_act": game.current_player,
        "legal": [str(action) for action in game.legal_actions()],
        "steps": list(_steps(game.clone(), seed)),
    }


def _steps(game: burgundy.Game, seed: int) -> Iterator[str]:
    choose = random.Random(seed).choice
    for index in range(STEPS):
        if game.is_over:
            return
        seat, action = game.current_player, choose(game.legal_actions())
        yield f"{index}: seat {seat}: {action}"
        for event in game.apply(action):
            if type(event) not in ADDED_EVENTS:
                yield f"    {describe(event)}"
        yield f"    state {state_digest(game.state)}"


def replay_facts(text: str) -> dict[str, Any]:
    """What playing a replay back gives: the digest of its final state and of its whole
    event log (``burgundy replay``'s output, as the golden logs have it)."""
    return {
        "state": state_digest(burgundy.replay(text).state),
        "log": _digest("\n".join(line for line in log_lines(text)
                                  if not line.lstrip().startswith(ADDED_TAGS)) + "\n"),
    }


def ir_digest(text: str, name: str) -> str:
    """The digest of what the tile file ``text`` (``name``, its path in the repository)
    parses to: the repr of its definitions in the language's IR."""
    from burgundy import dsl  # the language (and Lark) only where a tile file is read

    return _digest(repr(dsl.parse(text, name)))


def reference_digest() -> str:
    """The digest of the language reference (``docs/language.md``) as it is generated."""
    from burgundy import dsl

    return _digest(dsl.reference_markdown())


# --- reading -----------------------------------------------------------------------------


@functools.cache
def records() -> tuple[dict[str, Any], ...]:
    with gzip.open(CORPUS, "rt", encoding="utf-8") as lines:
        return tuple(json.loads(line) for line in lines)


@functools.cache
def _tile_sets() -> dict[str, Any]:
    return {r["tiles"]: r["reference"] for r in records() if "reference" in r}


def positions() -> dict[str, dict[str, Any]]:
    return {r["position"]: r for r in records() if "position" in r}


def replays() -> dict[str, dict[str, Any]]:
    return {r["replay"]: r for r in records() if "replay" in r}


def save_text(position: dict[str, Any]) -> str:
    """The save exactly as ``Game.to_json()`` wrote it."""
    return dumps({**position["save"], "tiles": _tile_sets()[position["tiles"]]})


def replay_text(replay: dict[str, Any]) -> str:
    """The replay exactly as ``Replay.to_json()`` wrote it."""
    record = replay["record"]
    game = {**record["game"], "tiles": _tile_sets()[replay["tiles"]]}
    return dumps({**record, "game": game})


# --- checking ----------------------------------------------------------------------------


def position_differences(position: dict[str, Any]) -> list[str]:
    """How the save plays now unlike when it was recorded (empty when alike)."""
    game = burgundy.Game.from_json(save_text(position))
    return _differences(position["expect"], facts(game, position["seed"]))


def replay_differences(replay: dict[str, Any]) -> list[str]:
    """How the replay plays back now unlike when it was recorded (empty when alike)."""
    return _differences(replay["expect"], replay_facts(replay_text(replay)))


def _differences(then: dict[str, Any], now: dict[str, Any]) -> list[str]:
    found = []
    for key, was in then.items():
        if now[key] == was:
            continue
        if isinstance(was, list):
            diff = difflib.unified_diff(was, now[key], "then", "now", n=1, lineterm="")
            found.append(f"{key}:\n" + "\n".join(list(diff)[:40]))
        else:
            found.append(f"{key}: {was!r} then, {now[key]!r} now")
    return found
