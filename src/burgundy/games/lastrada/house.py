"""House rules: a tile file in La Strada's language (``language lastrada 1``) whose ``rules``
blocks change rule numbers, folded into ``Numbers`` when a game is set up. As in every game,
a query point's modifiers apply in file order, every ``set`` first, then every ``add``."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import attrs

from burgundy import dsl
from burgundy.errors import TileError
from burgundy.games.lastrada.numbers import Numbers
from burgundy.games.lastrada.vocabulary import COST_QUERIES, LASTRADA
from burgundy.lang import constant, ir


def load(text: str, path: str) -> tuple[ir.Modifier, ...]:
    """The modifiers of the house-rule file ``text`` (named ``path``), checked; ``TileError``
    naming the file, line and what is allowed."""
    written = dsl.language_of(text, path)
    if written is not LASTRADA:
        raise TileError(f"La Strada's house rules start with `{LASTRADA.header}`, and this "
                        f"file is written for {written.title}", path, 1)
    return tuple(m for d in dsl.load_defs([(path, text)]) for m in d.modifiers)


def fold(modifiers: tuple[ir.Modifier, ...], numbers: Numbers, players: int) -> Numbers:
    """``numbers`` with ``modifiers`` applied; ``ValueError`` if the result cannot be played."""
    by_query: dict[str, list[ir.Modifier]] = {}
    for modifier in modifiers:
        by_query.setdefault(modifier.query, []).append(modifier)

    bases = {"days.income": numbers.income, "days.cap": numbers.cap,
             "route.max_tiles": numbers.max_tiles,
             **{COST_QUERIES[t]: n for t, n in numbers.costs.items()}}

    def read(name: str) -> int:  # `query(<name>)`: the checker refuses loops
        return ask(name, bases[name])

    def ask(name: str, base: int, **context: Any) -> int:
        mods = by_query.get(name, [])
        names = {"game.players": players, **context}
        result = base
        for mod in sorted(mods, key=lambda m: m.op != "set"):  # stable: file order kept
            names["value"] = result
            if mod.condition is None or constant.value(mod.condition, names, read):
                given = int(constant.value(mod.value, names, read))
                result = given if mod.op == "set" else result + given
        return result

    folded = attrs.evolve(
        numbers,
        income=read("days.income"),
        cap=read("days.cap"),
        max_tiles=read("route.max_tiles"),
        costs={t: read(COST_QUERIES[t]) for t in numbers.costs},
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
