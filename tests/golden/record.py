"""Golden playthroughs: seeded games of random legal play, kept as replay records
(``<name>.replay.json``) and as readable event logs (``<name>.log``: every step's seat,
action, events and a digest of the state after it).

``python -m tests.golden.record`` (re)records them; do that only when a rule change is
meant to change games, and say so in the commit: the change then shows in the logs' diff.
``tests/test_golden.py`` plays them back.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import burgundy
from burgundy.replays import log_lines

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
    # One game with each expansion, and one with all that may be loaded together.
    {"name": "two-players-monastery-28", "players": 2, "seed": 30, "estates": [2, 4],
     "expansions": ["monastery_28"]},
    {"name": "three-players-cloisters", "players": 3, "seed": 17, "advanced": True,
     "expansions": ["cloisters"]},
    {"name": "four-players-inns", "players": 4, "seed": 18, "estates": [1, 1, 1, 1],
     "expansions": ["inns"]},
    {"name": "two-players-trade-routes", "players": 2, "seed": 37, "advanced": True,
     "expansions": ["trade_routes"]},
    {"name": "three-players-shields", "players": 3, "seed": 20, "estates": [5, 6, 9],
     "expansions": ["shields"]},
    {"name": "four-players-all-expansions", "players": 4, "seed": 21, "advanced": True,
     "expansions": ["monastery_28", "cloisters", "trade_routes", "shields"]},
]


def new_game(spec: dict[str, Any]) -> burgundy.Game:
    tiles = None
    if spec.get("tiles") or spec.get("expansions"):
        # Expansions by their packaged files, which records name by their place in the
        # package; other files as text, so that the records do not name this checkout.
        files = [burgundy.EXPANSIONS[name] for name in spec.get("expansions", [])]
        texts = [(ROOT / path).read_text(encoding="utf-8") for path in spec.get("tiles", [])]
        tiles = burgundy.load_tiles(burgundy.STANDARD_TILES, *files, *texts)
    return burgundy.new_game(
        spec["players"],
        spec["seed"],
        estates=spec.get("estates"),
        tiles=tiles,
        advanced=spec.get("advanced", False),
    )


def record(spec: dict[str, Any]) -> burgundy.Replay:
    """The game of ``spec``, every action chosen at random (seeded) among the legal ones."""
    game = new_game(spec)
    choose = random.Random(spec["seed"]).choice
    while not game.is_over:
        game.apply(choose(game.legal_actions()))
    return game.replay()


def replay_text(replay: burgundy.Replay) -> str:
    """The record as stored: its JSON with one line per action, for a readable diff."""
    document = json.loads(replay.to_json())
    head = sorted((key, value) for key, value in document.items() if key != "actions")
    lines = [f" {json.dumps(key)}: {json.dumps(value, sort_keys=True)}," for key, value in head]
    actions = ",\n".join(f"  {json.dumps(a, sort_keys=True)}" for a in document["actions"])
    return "{\n" + "\n".join(lines) + '\n "actions": [\n' + actions + "\n ]\n}\n"


def log_text(replay: burgundy.Replay) -> str:
    return "\n".join(log_lines(replay)) + "\n"


def main() -> None:
    for spec in GAMES:
        text = replay_text(record(spec))
        (HERE / f"{spec['name']}.replay.json").write_text(text, encoding="utf-8")
        # The log of the record as stored: read back, a choice has no label (actions.Choose).
        log = log_text(burgundy.Replay.from_json(text))
        (HERE / f"{spec['name']}.log").write_text(log, encoding="utf-8")


if __name__ == "__main__":
    main()
