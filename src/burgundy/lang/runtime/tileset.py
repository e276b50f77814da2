"""The index of a game's tile definitions, the same in every game: each definition's
modifiers by query point, its triggers by event and its scorers, compiled once with the
game's compiler of expressions, and the digest of the sources they came from (which saves
and replays keep). A game's tile set is a ``TileIndex`` with what that game derives besides
(Castles': its tile mix); a game that reads its house rules without a state (Catan's, La
Strada's, ``burgundy.dsl.house``) compiles their modifiers with ``constant.compiled``."""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable, Mapping, Sequence
from types import MappingProxyType
from typing import Any

import attrs

from burgundy.lang import ir

#: A compiled expression: its value in the environment the game calls it with.
Compiled = Callable[[Any], Any]


@attrs.frozen
class CompiledModifier:
    tile_id: str
    op: str
    value: Compiled
    condition: Compiled | None
    #: Value and condition read only the query's context (``Compiler.reads_context_only``).
    context_only: bool = False
    query: str = ""


#: ``(sets, adds)``: the modifiers of one query point, each part in the order it applies.
Modifiers = tuple[tuple[CompiledModifier, ...], tuple[CompiledModifier, ...]]


def in_order(mods: Sequence[CompiledModifier]) -> Modifiers:
    """``mods``, in the order they were loaded, as they apply: every ``set``, then every
    ``add`` (``fold.fold``)."""
    return (tuple(mod for mod in mods if mod.op == "set"),
            tuple(mod for mod in mods if mod.op != "set"))


@attrs.frozen
class CompiledTrigger:
    tile_id: str
    index: int
    condition: Compiled | None
    scope: str = "own"


@attrs.frozen
class CompiledScorer:
    tile_id: str
    label: str
    value: Compiled


def compile_modifier(tile_id: str, modifier: ir.Modifier, compile: Callable[[ir.Expr], Compiled],
                     reads_context_only: Callable[[ir.Expr], bool] | None = None
                     ) -> CompiledModifier:
    """``modifier`` of definition ``tile_id``, its expressions compiled with ``compile``."""
    value, condition = modifier.value, modifier.condition
    context_only = reads_context_only is not None and reads_context_only(value) and (
        condition is None or reads_context_only(condition))
    return CompiledModifier(tile_id, modifier.op, compile(value),
                            None if condition is None else compile(condition),
                            context_only, modifier.query)


@attrs.frozen(eq=False)
class TileIndex:
    """Tile definitions, indexed: ``modifiers`` (query point -> definition -> its
    modifiers of it), ``triggers`` (event -> definition -> its triggers), ``scorers``,
    ``hooked`` (the definitions with hooks of their own), ``rules_ids`` (the ``rules``
    blocks, which hold for every player and for the game), ``digest`` (of ``sources``).
    A game's tile set subclasses it and says how its expressions compile
    (``compile``, ``reads_context_only``)."""

    defs: tuple[ir.TileDef, ...]
    sources: tuple[tuple[str, str], ...] = ()
    by_id: Mapping[str, ir.TileDef] = attrs.field(init=False)
    modifiers: Mapping[str, Mapping[str, tuple[CompiledModifier, ...]]] = attrs.field(init=False)
    triggers: Mapping[str, Mapping[str, tuple[CompiledTrigger, ...]]] = attrs.field(init=False)
    scorers: tuple[CompiledScorer, ...] = attrs.field(init=False)
    hooked: frozenset[str] = attrs.field(init=False)
    rules_ids: tuple[str, ...] = attrs.field(init=False)
    digest: str = attrs.field(init=False)
    #: Each definition's place in the order they were loaded (R-MOD-5).
    order: Mapping[str, int] = attrs.field(init=False, repr=False)

    def compile(self, expr: ir.Expr) -> Compiled:
        """``expr`` compiled to what the game's rules call."""
        raise NotImplementedError

    def reads_context_only(self, expr: ir.Expr) -> bool:
        """Whether ``expr`` reads only its query's context (so answers alike in every
        state): the game may keep what such modifiers answer."""
        return False

    def __attrs_post_init__(self) -> None:
        modifiers: dict[str, dict[str, list[CompiledModifier]]] = {}
        triggers: dict[str, dict[str, list[CompiledTrigger]]] = {}
        scorers: list[CompiledScorer] = []
        compile = self.compile
        for d in self.defs:
            for m in d.modifiers:
                modifiers.setdefault(m.query, {}).setdefault(d.id, []).append(
                    compile_modifier(d.id, m, compile, self.reads_context_only))
            for i, t in enumerate(d.triggers):
                triggers.setdefault(t.event, {}).setdefault(d.id, []).append(
                    CompiledTrigger(
                        d.id, i, None if t.condition is None else compile(t.condition), t.scope
                    )
                )
            scorers += [CompiledScorer(d.id, s.label, compile(s.value)) for s in d.scorers]
        set_ = object.__setattr__
        set_(self, "by_id", MappingProxyType({d.id: d for d in self.defs}))
        set_(self, "modifiers", _freeze(modifiers))
        set_(self, "triggers", _freeze(triggers))
        set_(self, "scorers", tuple(scorers))
        set_(self, "hooked", frozenset(d.id for d in self.defs if d.hooked))
        set_(self, "rules_ids", tuple(d.id for d in self.defs if d.kind == "rules"))
        set_(self, "digest", ruleset_digest(self.sources))
        set_(self, "order", MappingProxyType({d.id: i for i, d in enumerate(self.defs)}))

    def held(self, holders: Iterable[str]) -> dict[str, Modifiers]:
        """Query point -> the modifiers ``holders`` bring to it, in the order they apply:
        the order the definitions were loaded, never the order they came (R-MOD-5)."""
        table = {}
        ordered = sorted(holders, key=self.order.__getitem__)
        for name, by_tile in self.modifiers.items():
            mods = [mod for tile_id in ordered for mod in by_tile.get(tile_id, ())]
            if mods:
                table[name] = in_order(mods)
        return table


def ruleset_digest(sources: tuple[tuple[str, str], ...]) -> str:
    """The digest of a tile set's ``(name, text)`` sources, which saves and replays keep. A
    packaged file's name is its place in the package, so the digest is the same wherever
    the package is installed."""
    digest = hashlib.sha256()
    for name, text in sources:
        digest.update(name.encode() + b"\0" + text.encode() + b"\0")
    return digest.hexdigest()[:16]


def _freeze(table: dict[str, dict[str, list[Any]]]) -> Mapping[str, Mapping[str, tuple[Any, ...]]]:
    return MappingProxyType(
        {k: MappingProxyType({t: tuple(v) for t, v in inner.items()}) for k, inner in table.items()}
    )
