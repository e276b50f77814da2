"""Golden playthroughs: seeded games stored as replays with a digest of every step's events.

``python -m tests.golden.record`` (re)records them; do that only when a rule change is
meant to change games, and say so in the commit. ``tests/test_golden.py`` replays them.
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path
from typing import Any

import burgundy
from burgundy.events import Event
from burgundy.serialize import CONVERTER, dumps

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent

GAMES: list[dict[str, Any]] = [
    {"name": "two-players-map-1", "players": 2, "seed": 11, "estates": [1, 1]},
    {"name": "three-players-maps-2-5-9", "players": 3, "seed": 12, "estates": [2, 5, 9]},
    {"name": "four-players-maps-3-4-6-7", "players": 4, "seed": 13, "estates": [3, 4, 6, 7]},
    {"name": "four-players-advanced", "players": 4, "seed": 15, "advanced": True},
    {
        "name": "two-players-house-rules",
        "players": 2,
        "seed": 14,
        "estates": [8, 1],
        "tiles": ["tiles/examples/bank.tiles", "tiles/examples/new_tiles.tiles"],
    },
]


def new_game(spec: dict[str, Any]) -> burgundy.Game:
    tiles = None
    if spec.get("tiles"):
        # As text, so that the saves (which keep the sources) do not name this checkout.
        texts = [(ROOT / path).read_text(encoding="utf-8") for path in spec["tiles"]]
        tiles = burgundy.load_tiles(burgundy.STANDARD_TILES, *texts)
    return burgundy.new_game(
        spec["players"],
        spec["seed"],
        estates=spec.get("estates"),
        tiles=tiles,
        advanced=spec.get("advanced", False),
    )


def digest(events: tuple[Event, ...]) -> str:
    text = dumps([CONVERTER.unstructure(e, Event) for e in events])
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def record(spec: dict[str, Any]) -> dict[str, Any]:
    game = new_game(spec)
    choose = random.Random(spec["seed"]).choice
    steps = []
    while not game.is_over:
        action = choose(game.legal_actions())
        steps.append(
            [CONVERTER.unstructure(action, burgundy.actions.Action), digest(game.apply(action))]
        )
    return {
        **spec,
        "steps": steps,
        "scores": list(game.scores()),
        "save": hashlib.sha256(game.to_json().encode()).hexdigest()[:16],
    }


def main() -> None:
    for spec in GAMES:
        (HERE / f"{spec['name']}.json").write_text(json.dumps(record(spec), indent=0) + "\n")


if __name__ == "__main__":
    main()
