"""La Strada's rule numbers (income, cap, tile costs, the route limit, supplies, the scoring
table) as one value the rules read, with the house rules they ask during play. The defaults
are ``data/rules.toml``; a game overrides any of them by name (``Numbers.load(income=5)``)."""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from importlib import resources
from typing import Any

import attrs

from burgundy.lang import ir

TERRAINS = ("plain", "forest", "hill")
#: Target types, largest first.
TARGET_TYPES = ("city", "village", "hamlet", "farm")


@attrs.frozen
class Numbers:
    """Every number the rules use. ``scores[type][n - 1]`` is the gold per stone on a target
    of that type holding ``n`` stones (L-SCORE-2). ``asked``: the house rules' modifiers of
    the query points asked during play (the end, the tie-break: ``house.ask``)."""

    income: int
    cap: int
    max_tiles: int
    stones: int
    costs: Mapping[str, int]
    tiles: Mapping[str, int]
    target_mix: Mapping[str, int]
    scores: Mapping[str, tuple[int, ...]]
    asked: tuple[ir.Modifier, ...] = ()

    @classmethod
    def load(cls, **overrides: Any) -> Numbers:
        """The defaults of ``data/rules.toml`` with ``overrides`` (field name -> value)."""
        text = resources.files(__package__).joinpath("data/rules.toml").read_text("utf-8")
        values: dict[str, Any] = tomllib.loads(text)
        values["scores"] = {kind: tuple(row) for kind, row in values["scores"].items()}
        unknown = sorted(set(overrides) - set(attrs.fields_dict(cls)))
        if unknown:
            raise ValueError(f"unknown rule numbers {unknown} (known: {sorted(values)})")
        values.update(overrides)
        numbers = cls(**values)
        numbers.check()
        return numbers

    def check(self) -> None:
        """Raise ``ValueError`` naming the first number the rules cannot play with."""
        for name in ("income", "cap", "max_tiles", "stones"):
            if getattr(self, name) < 0:
                raise ValueError(f"rule number {name} must not be negative")
        for name, keys in (("costs", TERRAINS), ("tiles", TERRAINS), ("scores", TARGET_TYPES)):
            table = getattr(self, name)
            if set(table) != set(keys):
                raise ValueError(f"rule table {name} must name exactly {list(keys)}")
        if min(self.costs.values()) < 1:
            raise ValueError("rule table costs: every tile costs at least 1 day")
        if set(self.target_mix) - set(TARGET_TYPES):
            raise ValueError(f"target_mix names only {list(TARGET_TYPES)}")
        for kind, row in self.scores.items():
            if not row:
                raise ValueError(f"rule table scores: {kind} needs a value for 1 stone")

    def score(self, kind: str, stones: int) -> int:
        """Gold per stone on a ``kind`` target holding ``stones`` stones (0 past the table)."""
        row = self.scores[kind]
        return row[stones - 1] if stones <= len(row) else 0


DEFAULT = Numbers.load()
