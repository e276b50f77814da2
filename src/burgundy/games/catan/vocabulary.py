"""Catan's vocabulary: its rule numbers as query points, which house rules change in a
``rules`` block (``language catan 1``), folded into ``Figures`` and the offer limit when a
game is set up (``house.fold``). The development cards' file (``tiles/catan/
development.tiles``) needs words this vocabulary does not have yet: it is not read."""

from __future__ import annotations

from collections.abc import Mapping

import attrs

from burgundy.games.catan.figures import DEFAULT, PIECES, RESOURCES
from burgundy.games.catan.state import Options
from burgundy.lang import structure
from burgundy.lang.vocabulary import Field, QuerySpec, Vocabulary

#: What a cost is paid for; what scores points; the awards; the trade rates.
THINGS = (*PIECES, "card")
SOURCES = ("settlement", "city", "longest_road", "largest_army")
AWARDS = ("longest_road", "largest_army")
RATES = ("bank", "generic", "special")


def _query(name: str, base: str, rule: str, doc: str, *context: Field) -> QuerySpec:
    value = Field("value", "int", "the value so far (the base, after the modifiers before)")
    return QuerySpec(name, "int", base, (*context, value), doc, rule)


def _table(table: Mapping[str, int]) -> str:
    return "; ".join(f"{key} {n}" for key, n in table.items())


#: The offer limit's default (an option of CATAN.md's rather than a figure).
OFFERS = attrs.fields(Options).max_offers_per_turn.default


_QUERIES = (
    _query("win.points", str(DEFAULT.win), "C-END-2",
           "Victory points that win, reached on one's own turn."),
    _query("hand.limit", str(DEFAULT.hand_limit), "C-ROBBER-2",
           "Resource cards a player may hold on a 7 without discarding half."),
    _query("stock", _table(DEFAULT.stock), "C-SETUP-8",
           "Pieces of one kind each player has.",
           Field("piece", "piece", "the kind of piece")),
    _query("cost", "; ".join(f"{thing} {_table(DEFAULT.costs[thing])}"
                             for thing in THINGS), "C-BUILD-1, C-DEV-1",
           "Cards of `resource` that building `thing` costs (0 where the rules name none).",
           Field("thing", "thing", "what is built or bought"),
           Field("resource", "resource", "the resource paid")),
    _query("points", _table(DEFAULT.points), "C-END-1, C-AWARD-2, C-AWARD-3",
           "Victory points one `source` is worth.",
           Field("source", "source", "a building or an award")),
    _query("award.minimum", _table(DEFAULT.minimums), "C-AWARD-2, C-AWARD-3",
           "The road length or played knights an award needs.",
           Field("award", "award", "the award")),
    _query("trade.rate", _table(DEFAULT.rates), "C-TRADE-6, C-TRADE-7",
           "Cards of one resource given to the bank for one: at no harbour, at a generic "
           "harbour, at a harbour of that resource.",
           Field("rate", "rate", "where the trade is made")),
    _query("offers.per_turn", str(OFFERS), "C-TRADE-5",
           "Domestic offers the active player may propose in a turn."),
)

CATAN = Vocabulary(
    game="catan",
    version=1,
    title="Catan",
    definitions=(structure.RULES,),
    hooks=("modify",),
    queries={q.name: q for q in _QUERIES},
    enums={"piece": PIECES, "thing": THINGS, "resource": RESOURCES, "source": SOURCES,
           "award": AWARDS, "rate": RATES},
    owner_fields=(Field("game.players", "int", "the number of players"),),
    name_bounds={"game.players": (2, 4)},
)

#: Catan's tile languages by version.
VOCABULARIES = {CATAN.version: CATAN}
