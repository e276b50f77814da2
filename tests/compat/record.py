"""Record the compatibility corpus (``corpus.jsonl.gz`` and ``pins.json``, described in
``corpus.py``): ``python -m tests.compat.record``.

Twenty-seven seeded games of random legal play, each tile set below with 2, 3 and 4
players, by turns with the maps of set-up, other maps (start castles to choose) and the
advanced set-up. From each game: its replay, and saves of the positions where something
new was pending (a decision of a kind the game had not asked yet, or a tile's program
paused under one), a turn every 40 steps, and the end. Every kind of pending frame is in
the corpus, a program paused at a ``choose`` among them (the recorder refuses to write a
corpus without one of them). Recording twice gives the same bytes.

The corpus is the proof that moving Castles onto the kernel changed nothing a user can
observe: never re-record it to make a failing change pass. Re-record only for a change
meant to change games (a rule, a tile file, the order of the legal actions), say so in
its commit, and only once the move is over.
"""

from __future__ import annotations

import gzip
import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import burgundy
from tests.compat.corpus import (
    CORPUS,
    PINS,
    dumps,
    facts,
    ir_digest,
    reference_digest,
    replay_facts,
)

ROOT = Path(__file__).resolve().parents[2]

COMBINED = ("monastery_28", "trade_routes", "shields")
#: Tile sets by name: the standard tiles, each expansion alone, all those that may be loaded
#: together (with cloisters, or with inns: the two exclude each other), and the example
#: house rules (files, read as text so that the records do not name this checkout).
TILE_SETS: dict[str, tuple[str, ...]] = {
    "standard": (),
    **{name: (name,) for name in burgundy.EXPANSIONS},
    "all-with-cloisters": ("cloisters", *COMBINED),
    "all-with-inns": ("inns", *COMBINED),
    "house-rules": ("tiles/examples/bank.tiles", "tiles/examples/new_tiles.tiles"),
}

#: The tags of the pending frames in a save: decisions, then automatic steps.
FRAMES = ("start_castle", "discard", "ship", "goods", "extra_action", "take", "place", "sell",
          "option", "ship_move", "effect", "flow")
#: A position is kept every this many steps when nothing is pending.
TURN_EVERY = 40


def tile_set(names: tuple[str, ...]) -> burgundy.TileSet:
    items = [burgundy.EXPANSIONS[name] if name in burgundy.EXPANSIONS
             else (ROOT / name).read_text(encoding="utf-8") for name in names]
    return burgundy.load_tiles(burgundy.STANDARD_TILES, *items)


def games() -> Iterator[tuple[str, str, burgundy.Game, int]]:
    """Each game's name, tile-set name, new game and seed."""
    for index, (name, names) in enumerate(TILE_SETS.items()):
        tiles = tile_set(names)
        for players in (2, 3, 4):
            seed = 100 + 10 * index + players
            setup = (index + players) % 3
            estates = [(index + players + seat) % 9 + 1 for seat in range(players)]
            game = burgundy.new_game(
                players,
                seed,
                estates=estates if setup == 1 else None,
                tiles=tiles,
                advanced=setup == 2,
            )
            kind = ("maps-1", "maps-" + "-".join(map(str, estates)), "advanced")[setup]
            yield f"{name}-{players}-players-{kind}", name, game, seed


def pending_kinds(document: dict[str, Any]) -> tuple[str, ...]:
    """A save's pending frames by their tags, each with the tile whose program it is part
    of, if any (an ``option`` frame's program is its ``frame``)."""
    kinds = []
    for frame in document["state"]["pending"]:
        program = frame.get("frame", frame)
        kinds.append(f"{frame['type']} {program.get('tile_id', '')}".strip())
    return tuple(kinds)


def play(game: burgundy.Game, seed: int) -> Iterator[tuple[int, str]]:
    """The game played to its end by seeded random choices; the saves of the positions
    worth keeping, by step."""
    choose = random.Random(seed).choice
    seen: set[tuple[str, ...]] = set()
    step = 0
    while True:
        text = game.to_json()
        kinds = pending_kinds(json.loads(text))
        if kinds not in seen or (not kinds and step % TURN_EVERY == 0) or game.is_over:
            seen.add(kinds)
            yield step, text
        if game.is_over:
            return
        game.apply(choose(game.legal_actions()))
        step += 1


def corpus_records() -> Iterator[dict[str, Any]]:
    """The corpus's lines: the tile sets, then the positions, then the replays."""
    references: dict[str, Any] = {}
    positions: list[dict[str, Any]] = []
    replays: list[dict[str, Any]] = []
    for name, tiles_name, game, seed in games():
        for step, text in play(game, seed):
            document = json.loads(text)
            references[tiles_name] = document.pop("tiles")
            assert dumps({**document, "tiles": references[tiles_name]}) == text  # kept whole
            loaded = burgundy.Game.from_json(text)
            positions.append({
                "position": f"{name}@{step}",
                "tiles": tiles_name,
                "save": document,
                "seed": seed * 1000 + step,
                "expect": facts(loaded, seed * 1000 + step),
            })
        text = game.replay().to_json()
        document = json.loads(text)
        tiles = document["game"].pop("tiles")
        assert dumps({**document, "game": {**document["game"], "tiles": tiles}}) == text
        replays.append({"replay": name, "tiles": tiles_name, "record": document,
                        "expect": replay_facts(text)})
    for name, reference in references.items():
        yield {"tiles": name, "reference": reference}
    yield from positions
    yield from replays


def check_coverage(records: list[dict[str, Any]]) -> None:
    """Refuse a corpus without a position where each kind of frame is pending."""
    seen = {frame["type"] for r in records if "position" in r
            for frame in r["save"]["state"]["pending"]}
    missing = set(FRAMES) - seen
    assert not missing, f"no position with a pending {', '.join(sorted(missing))}"


def pins() -> dict[str, Any]:
    """The language's digests: every tile file in the repository, and the reference."""
    names = [path.relative_to(ROOT).as_posix() for path in ROOT.rglob("*.tiles")]
    # Not what hidden folders (environments, caches) or build output hold.
    files = sorted(name for name in names if not any(
        part.startswith(".") or part in ("build", "dist") for part in name.split("/")))
    return {
        "language reference": reference_digest(),
        "tile files": {name: ir_digest((ROOT / name).read_text(encoding="utf-8"), name)
                       for name in files},
    }


def main() -> None:
    PINS.write_text(json.dumps(pins(), indent=1, sort_keys=True) + "\n", encoding="utf-8")
    records = list(corpus_records())
    check_coverage(records)
    text = "".join(dumps(record) + "\n" for record in records)
    # mtime 0 and no file name inside: the same corpus gives the same bytes.
    with CORPUS.open("wb") as raw, gzip.GzipFile(
        filename="", mode="wb", fileobj=raw, mtime=0, compresslevel=9
    ) as out:
        out.write(text.encode())
    print(f"{CORPUS.name}: {sum('position' in r for r in records)} positions, "
          f"{sum('replay' in r for r in records)} replays, {CORPUS.stat().st_size} bytes")


if __name__ == "__main__":
    main()
