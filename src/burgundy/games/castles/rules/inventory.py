"""Where every tile and goods tile of a game is: the counts behind conservation checks
(saves are checked with them; so are the invariants of ``burgundy.testing``)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from burgundy.games.castles import data
from burgundy.games.castles.state import DiscardChoice, GameState, StartCastleChoice
from burgundy.games.castles.tile import Tile


def tile_locations(state: GameState) -> dict[str, Counter[str]]:
    """Every hex tile of the game by where it is: place name -> tile id counts.

    A ``DiscardChoice`` holds the tile on its way into storage, and an open
    ``StartCastleChoice`` holds the start castle that left the supply at setup.
    """
    places: dict[str, Iterable[Tile]] = {
        "supply": [t for pile in state.supply for t in pile],
        "black supply": state.black_supply,
        "depots": [t for slots in state.depot_slots for t in slots if t is not None],
        "black depot": state.black_depot,
        "out of the game": state.out,
    }
    for key, tiles in state.zones:
        places[key] = tiles
    for player in state.players:
        places[f"seat {player.seat} storage"] = player.storage
        places[f"seat {player.seat} estate"] = [t for t in player.spaces if t is not None]
        for row, tiles in player.rows:
            places[f"seat {player.seat} {row}"] = tiles
    held: list[Tile] = []
    castles = 0
    for frame in state.pending:
        if isinstance(frame, DiscardChoice) and frame.incoming is not None:
            held.append(frame.incoming)
        elif isinstance(frame, StartCastleChoice):
            castles += 1
    places["pending decisions"] = held
    counts = {name: Counter(t.id for t in tiles) for name, tiles in places.items()}
    if castles:
        counts["pending decisions"]["castle"] += castles
    return counts


def goods_locations(state: GameState) -> dict[str, Counter[int]]:
    """Every goods tile of the game by where it is: place name -> goods type counts.

    ``goods_stacks`` keeps all five phase stacks; the current phase's stack is what is
    left on the round spaces (``round_goods``), and earlier stacks are used up.
    """
    later = data.PHASES.index(state.phase) + 1 if state.phase in data.PHASES else 0
    places: dict[str, Counter[int]] = {
        "stacks of later phases": Counter(g for stack in state.goods_stacks[later:] for g in stack),
        "round spaces": Counter(state.round_goods),
        "depot goods spaces": Counter(g for goods in state.depot_goods_ for g in goods),
        "out of the game": Counter(state.goods_out),
    }
    for player in state.players:
        places[f"seat {player.seat} warehouse"] = _from_counts(player.goods_counts)
        places[f"seat {player.seat} sold pile"] = _from_counts(player.sold_counts)
    return places


def _from_counts(counts: tuple[int, ...]) -> Counter[int]:
    return Counter({kind: n for kind, n in enumerate(counts) if n})


def _total(places: dict[str, Counter[str]] | dict[str, Counter[int]]) -> Counter[str | int]:
    total: Counter[str | int] = Counter()
    for counts in places.values():
        total.update(counts)
    return total


def _difference(found: Counter[str | int], expected: Counter[str | int]) -> str:
    extra = found - expected
    missing = expected - found
    parts = []
    if extra:
        parts.append(f"extra {dict(sorted(extra.items(), key=str))}")
    if missing:
        parts.append(f"missing {dict(sorted(missing.items(), key=str))}")
    return "; ".join(parts)


def goods_mix() -> Counter[str | int]:
    """The 42 goods tiles: 7 of each type 1-6."""
    parts = data.components()
    return Counter({g: parts.goods_per_type for g in range(1, parts.goods_types + 1)})


def conservation_problems(state: GameState, mix: Iterable[Tile]) -> list[str]:
    """What is missing or extra against the game's tile ``mix`` and the goods mix."""
    problems = []
    found_tiles = _total(tile_locations(state))
    expected: Counter[str | int] = Counter(t.id for t in mix)
    if found_tiles != expected:
        problems.append(f"hex tiles not conserved: {_difference(found_tiles, expected)}")
    found_goods = _total(goods_locations(state))
    if found_goods != goods_mix():
        problems.append(f"goods tiles not conserved: {_difference(found_goods, goods_mix())}")
    return problems
