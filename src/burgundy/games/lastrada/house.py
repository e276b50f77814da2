"""House rules: a tile file in La Strada's language (``language lastrada 1``) whose ``rules``
blocks change rule numbers, folded into ``Numbers`` when a game is set up
(``burgundy.dsl.house``)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import attrs

from burgundy.dsl import house
from burgundy.games.lastrada.numbers import Numbers
from burgundy.games.lastrada.vocabulary import COST_QUERIES, LASTRADA
from burgundy.lang import ir


def load(text: str, path: str) -> tuple[ir.Modifier, ...]:
    """The modifiers of the house-rule file ``text`` (named ``path``), checked; ``TileError``
    naming the file, line and what is allowed."""
    return house.load(text, path, LASTRADA)


def fold(modifiers: tuple[ir.Modifier, ...], numbers: Numbers, players: int) -> Numbers:
    """``numbers`` with ``modifiers`` applied; ``ValueError`` if the result cannot be played."""
    bases = {"days.income": numbers.income, "days.cap": numbers.cap,
             "route.max_tiles": numbers.max_tiles,
             **{COST_QUERIES[t]: n for t, n in numbers.costs.items()}}
    ask = house.asker(modifiers, {"game.players": players}, bases)

    folded = attrs.evolve(
        numbers,
        income=ask("days.income"),
        cap=ask("days.cap"),
        max_tiles=ask("route.max_tiles"),
        costs={t: ask(COST_QUERIES[t]) for t in numbers.costs},
        scores={kind: tuple(_row(ask, kind, row)) for kind, row in numbers.scores.items()},
    )
    try:
        folded.check()
    except ValueError as error:
        raise ValueError(f"tiles: the house rules make {error}") from None
    return folded


def _row(ask: Any, kind: str, row: tuple[int, ...]) -> Iterator[int]:
    for stones, gold in enumerate(row, 1):
        yield ask("target.value", gold, target=kind, stones=stones)
