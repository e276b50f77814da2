"""House rules: a tile file in Catan's language (``language catan 1``) whose ``rules`` blocks
change rule numbers, folded into ``Figures`` and the offer limit when a game is set up
(``burgundy.dsl.house``), and rulings that depend on the moment, kept in ``Figures.asked``
and asked during play (``ask``); and whose ``card`` definitions rewrite what the deck's
cards do when played (their ``on play``) and what they are worth while held (their
``modify victory_points``), kept in the state."""

from __future__ import annotations

from typing import Any

import attrs

from burgundy.dsl import house
from burgundy.games.catan.cards import CARDS, card, card_problem
from burgundy.games.catan.figures import RESOURCES
from burgundy.games.catan.geometry import HARBOUR_AT, LAND_AT
from burgundy.games.catan.rules.building import settlement_spots
from burgundy.games.catan.rules.setup import setup as set_up
from burgundy.games.catan.state import Options, State
from burgundy.games.catan.statements import Statement
from burgundy.games.catan.table import reading
from burgundy.games.catan.vocabulary import CATAN
from burgundy.kernel import boards
from burgundy.kernel.errors import TileError
from burgundy.kernel.values import evolve
from burgundy.lang import ir
from burgundy.lang.flow import ENDS, TIEBREAK

#: The query points asked during play, with their plain values (``winner.tiebreak``'s: none
#: is printed, since the printed win leaves no tie).
#: The query point of where a set-up settlement may go (``rules/start.py``).
SETTLEMENT = "setup.settlement"
DURING_PLAY = {"robber.steals": True, ENDS: False, TIEBREAK: 0, SETTLEMENT: True}


def setup(options: Options) -> State:
    """A game set up from ``options`` with its house-rule file (``tiles``, a path or text):
    its numbers folded into the figures and the offer limit, the programs of the cards it
    rewrites in the state; ``TileError`` naming the file's line, or ``ValueError``."""
    if options.tiles is None:
        return set_up(options)
    text, path = boards.source(options.tiles)
    path = "<tiles text>" if path == "<board text>" else path
    defs = house.definitions(text, path, CATAN)
    programs, points = rewritten(defs, options.players)
    options = fold(house.modifiers(defs), options)
    tags = tuple(t for d in defs if d.kind == "rules" for t in d.tags)
    state = set_up(attrs.evolve(options, figures=attrs.evolve(options.figures, tags=tags)))
    if modifies(state, SETTLEMENT) and not any(
            settles(state, i) for i in settlement_spots(state, state.seat, setup=True)):
        raise ValueError(f"tiles: the house rules allow no set-up settlement ({SETTLEMENT})")
    return evolve(state, programs=programs, card_points=points)


def rewritten(defs: tuple[ir.TileDef, ...], players: int) -> tuple[
        dict[str, tuple[Statement, ...]], dict[str, int]]:
    """The programs the ``card`` definitions of a house-rule file give the deck's cards,
    and the victory points of those they re-value (in a game of ``players``);
    ``TileError`` naming the line of a card that cannot stand in the deck
    (``card_problem``)."""
    programs: dict[str, tuple[Statement, ...]] = {}
    points: dict[str, int] = {}
    for definition in defs:
        if definition.kind != "card":
            continue
        problem = card_problem(definition, players)
        if problem is not None:
            pos = definition.pos
            raise TileError(problem, *((pos.path, pos.line) if pos else ("<tiles text>", None)))
        written = card(definition, players)
        if written.points != CARDS[definition.key].points:
            points[definition.key] = written.points
        if written.on_play is not None:
            programs[definition.key] = written.on_play
    return programs, points


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


def ask(state: State, query: str, seat: int, **context: Any) -> Any:
    """The value of ``query``, one of ``DURING_PLAY``, in ``state`` for ``seat`` with
    ``context``: the plain value, changed by the house rules the game was set up with, which
    read the table as ``seat`` (``table.reading``; about the ``intersection`` asked of)."""
    asked = state.figures.asked
    if not asked:
        return DURING_PLAY[query]
    return house.during_play(asked, len(state.players), DURING_PLAY, query,
                             reading=reading(state, seat, context.get("intersection")),
                             **context)


def settles(state: State, intersection: int) -> bool:
    """Whether ``setup.settlement`` lets the seat to place put its set-up settlement on
    ``intersection``, one the printed rules allow."""
    allowed: bool = ask(state, SETTLEMENT, state.seat, intersection=intersection,
                        coast=len(LAND_AT[intersection]) < 3,
                        harbour=intersection in HARBOUR_AT,
                        second=len(state.to_place) <= len(state.players))
    return allowed


def modifies(state: State, query: str) -> bool:
    """Whether the house rules the game was set up with change ``query``."""
    return house.modifies(state.figures.asked, query)
