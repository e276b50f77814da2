"""Catan's rule numbers (points to win, the hand limit, the bank, stock, costs, points,
award minimums, trade rates) as one value the rules read, with the house rules they ask
during play. The defaults are ``data/rules.toml``; a game overrides any of them by name
(``Figures.load(win=5)``).

>>> DEFAULT.win, DEFAULT.costs["city"]
(10, {'grain': 2, 'ore': 3})
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from importlib import resources
from typing import Any

import attrs

from burgundy.lang import ir

#: The five resources, in the order hands and the bank list them. (A tuple of any length to
#: the compiled rules, which then loop over it in place; a fixed-length tuple they would
#: unpack and build again at every use.)
RESOURCES: tuple[str, ...] = ("lumber", "brick", "wool", "grain", "ore")
PIECES = ("road", "settlement", "city")
_TABLES = {
    "stock": PIECES,
    "costs": (*PIECES, "card"),
    "points": ("settlement", "city", "longest_road", "largest_army"),
    "minimums": ("longest_road", "largest_army"),
    "rates": ("bank", "generic", "special"),
}


def _table(value: Any) -> Any:
    """A rule table as a plain dict, its inner tables too (the compiled rules read them with
    dict operations); anything else as it is, for ``Figures.check`` to refuse."""
    if isinstance(value, Mapping):
        return {key: _table(item) for key, item in value.items()}
    return value


@attrs.frozen
class Figures:
    """Every number the rules use; ``costs[thing]`` maps resources to counts (each table a
    dict of its own, whatever mapping was given). ``asked``: the house rules' modifiers of
    the query points the rules ask during play, whose answer depends on the moment
    (``house.ask``), and ``tags`` the board's spaces they tag."""

    win: int
    hand_limit: int
    bank: int
    stock: dict[str, int] = attrs.field(converter=_table)
    costs: dict[str, dict[str, int]] = attrs.field(converter=_table)
    points: dict[str, int] = attrs.field(converter=_table)
    minimums: dict[str, int] = attrs.field(converter=_table)
    rates: dict[str, int] = attrs.field(converter=_table)
    asked: tuple[ir.Modifier, ...] = ()
    #: The intersections the house rules tag (``space <n> tag <word>``), which
    #: ``connected(<tag>, <tag>)`` names.
    tags: tuple[ir.SpaceTag, ...] = ()

    @classmethod
    def load(cls, **overrides: Any) -> Figures:
        """The defaults of ``data/rules.toml`` with ``overrides`` (field name -> value)."""
        text = resources.files(__package__).joinpath("data/rules.toml").read_text("utf-8")
        values: dict[str, Any] = tomllib.loads(text)
        unknown = sorted(set(overrides) - set(attrs.fields_dict(cls)))
        if unknown:
            raise ValueError(f"unknown rule numbers {unknown} (known: {sorted(values)})")
        values.update(overrides)
        figures = cls(**values)
        figures.check()
        return figures

    def check(self) -> None:
        """Raise ``ValueError`` naming the first number the rules cannot play with."""
        if self.win < 1 or self.hand_limit < 0 or self.bank < 1:
            raise ValueError("rule numbers win and bank must be positive, hand_limit not negative")
        for name, keys in _TABLES.items():
            table = getattr(self, name)
            if not isinstance(table, Mapping) or set(table) != set(keys):
                raise ValueError(f"rule table {name} must name exactly {list(keys)}")
        for thing, cost in self.costs.items():
            if not set(cost) <= set(RESOURCES) or min(cost.values(), default=0) < 0:
                raise ValueError(f"rule table costs.{thing} maps resources to counts")
        if min(self.rates.values()) < 1:
            raise ValueError("rule table rates: a trade takes at least 1 card")


DEFAULT = Figures.load()
