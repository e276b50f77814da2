"""House rules: a tile file in Catan's language (``language catan 1``) whose ``rules`` blocks
change rule numbers, folded into ``Figures`` and the offer limit when a game is set up, and
rulings that depend on the moment, kept in ``Figures.asked`` and asked during play
(``burgundy.dsl.house``)."""

from __future__ import annotations

from typing import Any

import attrs

from burgundy.dsl import house
from burgundy.games.catan.figures import RESOURCES
from burgundy.games.catan.state import Options, State
from burgundy.games.catan.vocabulary import CATAN
from burgundy.kernel import boards
from burgundy.lang import ir

#: The query points asked during play, with their plain values.
DURING_PLAY = {"robber.steals": True}


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
    return house.load(text, path, CATAN)


def fold(modifiers: tuple[ir.Modifier, ...], options: Options) -> Options:
    """``options`` with ``modifiers`` applied to its figures and offer limit, those of the
    query points asked during play kept in ``figures.asked``; ``ValueError`` if the result
    cannot be played."""
    figures = options.figures
    bases = {"win.points": figures.win, "hand.limit": figures.hand_limit,
             "offers.per_turn": options.max_offers_per_turn}
    ask = house.asker(modifiers, {"game.players": options.players}, bases)

    def each(name: str, table: Any, key: str) -> dict[str, int]:
        return {k: ask(name, n, **{key: k}) for k, n in table.items()}

    costs = {thing: {r: n for r in RESOURCES
                     if (n := ask("cost", cost.get(r, 0), thing=thing, resource=r))}
             for thing, cost in figures.costs.items()}
    folded = attrs.evolve(
        figures,
        win=ask("win.points"),
        hand_limit=ask("hand.limit"),
        stock=each("stock", figures.stock, "piece"),
        costs=costs,
        points=each("points", figures.points, "source"),
        minimums=each("award.minimum", figures.minimums, "award"),
        rates=each("trade.rate", figures.rates, "rate"),
        asked=figures.asked + tuple(m for m in modifiers if m.query in DURING_PLAY),
    )
    try:
        folded.check()
        offers = ask("offers.per_turn")
        return attrs.evolve(options, figures=folded, max_offers_per_turn=offers)
    except ValueError as error:
        raise ValueError(f"tiles: the house rules make {error}") from None


def ask(state: State, query: str, **context: Any) -> Any:
    """The value of ``query``, one of ``DURING_PLAY``, in ``state`` with ``context``: the
    plain value, changed by the house rules the game was set up with."""
    plain = DURING_PLAY[query]
    if not state.figures.asked:
        return plain
    names = {"game.players": len(state.players)}
    return house.asker(state.figures.asked, names, DURING_PLAY)(query, **context)
