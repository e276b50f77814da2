"""House rules: a tile file in La Strada's language (``language lastrada 1``) whose ``rules``
blocks change rule numbers, folded into ``Numbers`` when a game is set up
(``burgundy.dsl.house``), and the end and the tie-break, kept in ``Numbers.asked`` and asked
during play (``ask``)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import attrs

from burgundy.dsl import house
from burgundy.games.lastrada.board import Field
from burgundy.games.lastrada.numbers import Numbers
from burgundy.games.lastrada.state import Options, State
from burgundy.games.lastrada.table import reading
from burgundy.games.lastrada.vocabulary import COST_QUERIES, LASTRADA
from burgundy.kernel import boards
from burgundy.lang import ir
from burgundy.lang.flow import ENDS, TIEBREAK

#: The query points asked during play, with their plain values (the tie-break's is a
#: seat's days left, L-SCORE-3: it is always asked with its base).
DURING_PLAY = {ENDS: False, TIEBREAK: 0, "setup.start": True}


def load(text: str, path: str) -> tuple[ir.Modifier, ...]:
    """The modifiers of the house-rule file ``text`` (named ``path``), checked; ``TileError``
    naming the file, line and what is allowed."""
    return house.load(text, path, LASTRADA)


def folded(options: Options) -> Options:
    """``options`` with its house-rule file (``tiles``, a path or text) folded into its
    numbers; ``TileError`` naming the file's line, or ``ValueError``."""
    if options.tiles is None:
        return options
    text, path = boards.source(options.tiles)
    path = "<tiles text>" if path == "<board text>" else path
    return attrs.evolve(options, numbers=fold(load(text, path), options.numbers,
                                              options.players))


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
        asked=numbers.asked + tuple(m for m in modifiers if m.query in DURING_PLAY),
    )
    try:
        folded.check()
    except ValueError as error:
        raise ValueError(f"tiles: the house rules make {error}") from None
    return folded


def ask(state: State, query: str, seat: int, base: Any = None, about: Field | None = None,
        **context: Any) -> Any:
    """The value of ``query``, one of ``DURING_PLAY``, in ``state`` for ``seat``, from
    ``base`` with ``context``: changed by the house rules the game was set up with, which
    read the table as ``seat`` (``table.reading``; about the field ``about``)."""
    asked = state.numbers.asked
    if not asked:
        return DURING_PLAY[query] if base is None else base
    return house.during_play(asked, len(state.players), DURING_PLAY, query, base,
                             reading(state, seat, about), **context)


def modifies(state: State, query: str) -> bool:
    """Whether the house rules the game was set up with change ``query``."""
    return house.modifies(state.numbers.asked, query)


def _row(ask: Any, kind: str, row: tuple[int, ...]) -> Iterator[int]:
    for stones, gold in enumerate(row, 1):
        yield ask("target.value", gold, target=kind, stones=stones)
