"""House rules: a tile file in Catan's language (``language catan 1``) whose ``rules`` blocks
change rule numbers, folded into ``Figures`` and the offer limit when a game is set up. As in
every game, a query point's modifiers apply in file order, every ``set`` first, then every
``add``."""

from __future__ import annotations

from typing import Any

import attrs

from burgundy import dsl
from burgundy.errors import TileError
from burgundy.games.catan.figures import RESOURCES
from burgundy.games.catan.state import Options
from burgundy.games.catan.vocabulary import CATAN
from burgundy.kernel import boards
from burgundy.lang import constant, ir


def played(options: Options) -> Options:
    """The options a game is set up with: ``options`` with its house-rule file (``tiles``,
    a path or text) folded in; ``TileError`` naming the file's line, or ``ValueError``."""
    if options.tiles is None:
        return options
    text, path = boards.source(options.tiles)
    path = "<tiles text>" if path == "<board text>" else path
    return fold(load(text, path), options)


def load(text: str, path: str) -> tuple[ir.Modifier, ...]:
    """The modifiers of the house-rule file ``text`` (named ``path``), checked; ``TileError``
    naming the file, line and what is allowed."""
    written = dsl.language_of(text, path)
    if written is not CATAN:
        raise TileError(f"Catan's house rules start with `{CATAN.header}`, and this file is "
                        f"written for {written.title}", path, 1)
    return tuple(m for d in dsl.load_defs([(path, text)]) for m in d.modifiers)


def fold(modifiers: tuple[ir.Modifier, ...], options: Options) -> Options:
    """``options`` with ``modifiers`` applied to its figures and offer limit; ``ValueError``
    if the result cannot be played."""
    by_query: dict[str, list[ir.Modifier]] = {}
    for modifier in modifiers:
        by_query.setdefault(modifier.query, []).append(modifier)
    figures = options.figures
    bases = {"win.points": figures.win, "hand.limit": figures.hand_limit,
             "offers.per_turn": options.max_offers_per_turn}

    def read(name: str) -> int:  # `query(<name>)`: the checker refuses loops
        return ask(name, bases[name])

    def ask(name: str, base: int, **context: Any) -> int:
        names = {"game.players": options.players, **context}
        result = base
        for mod in sorted(by_query.get(name, []), key=lambda m: m.op != "set"):  # file order
            names["value"] = result
            if mod.condition is None or constant.value(mod.condition, names, read):
                given = int(constant.value(mod.value, names, read))
                result = given if mod.op == "set" else result + given
        return result

    def each(name: str, table: Any, key: str) -> dict[str, int]:
        return {k: ask(name, n, **{key: k}) for k, n in table.items()}

    costs = {thing: {r: n for r in RESOURCES
                     if (n := ask("cost", cost.get(r, 0), thing=thing, resource=r))}
             for thing, cost in figures.costs.items()}
    folded = attrs.evolve(
        figures,
        win=read("win.points"),
        hand_limit=read("hand.limit"),
        stock=each("stock", figures.stock, "piece"),
        costs=costs,
        points=each("points", figures.points, "source"),
        minimums=each("award.minimum", figures.minimums, "award"),
        rates=each("trade.rate", figures.rates, "rate"),
    )
    try:
        folded.check()
        offers = read("offers.per_turn")
        return attrs.evolve(options, figures=folded, max_offers_per_turn=offers)
    except ValueError as error:
        raise ValueError(f"tiles: the house rules make {error}") from None
