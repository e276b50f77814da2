"""A loaded set of Castles' tile definitions, indexed for the engine.

``TileSet`` is the language's index of the definitions (``burgundy.lang.runtime.tileset``:
modifiers by query point, triggers by event, scorers, the digest of the text they came
from, for saves) with Castles' expressions, and derives once what else the engine asks on
its hot paths: the tile mix (the standard one, changed where a definition states a
supply). A tile with no definition is still in the game; it simply has no effect.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any

import attrs

from burgundy.games.castles import data
from burgundy.games.castles.effects.evaluate import Compiled, compile_expr, reads_context_only
from burgundy.games.castles.tile import Tile, declared_tile, tile
from burgundy.lang import ir
from burgundy.lang.flow import ENDS
from burgundy.lang.runtime.tileset import TileIndex

#: A Python hook named from a tile (``call "name"``): takes the state and the owner's seat,
#: returns the new state.
Hook = Callable[[Any, int], Any]


def _read_only(hooks: Mapping[str, Hook]) -> Mapping[str, Hook]:
    return MappingProxyType(dict(hooks))


@attrs.frozen(eq=False)
class TileSet(TileIndex):
    """Tile definitions, compiled. Build with ``load_tiles``.

    Besides the language's index (``TileIndex``: modifiers by query point, triggers by
    event, scorers, the ``rules`` blocks, the digest), what the engine asks on its hot
    paths: ``kinds`` (kinds the files declare: kind -> ``tile`` or ``component``),
    ``piles`` (each declared kind's own pile, in definition order) and
    ``foreign_triggers`` (whether any trigger answers other players' events), and the
    hex tiles of a game: ``tile_mix()``, and its normal backs by colour (``normal_piles``,
    in ``data.COLOURS`` order), which every new game shuffles."""

    hooks: Mapping[str, Hook] = attrs.field(factory=dict, converter=_read_only)
    supplies: Mapping[str, ir.Supply] = attrs.field(init=False)
    kinds: Mapping[str, str] = attrs.field(init=False)
    piles: Mapping[str, tuple[Tile, ...]] = attrs.field(init=False)
    foreign_triggers: bool = attrs.field(init=False)
    has_actions: bool = attrs.field(init=False)
    #: Whether a house rule may end the game early: a ``game.ends`` modifier or an ``end
    #: game`` statement (``rules.flow.apply`` looks no further after a step without one).
    may_end: bool = attrs.field(init=False)
    run_targets: frozenset[str] = attrs.field(init=False)
    normal_piles: tuple[tuple[Tile, ...], ...] = attrs.field(init=False)
    #: The estate spaces each tag names (``space <n> tag <word>`` of the rules blocks).
    tags: Mapping[str, frozenset[int]] = attrs.field(init=False)
    _mix: tuple[tuple[Tile, ...], tuple[Tile, ...]] = attrs.field(init=False, repr=False)

    def compile(self, expr: ir.Expr) -> Compiled:
        return compile_expr(expr)

    def reads_context_only(self, expr: ir.Expr) -> bool:
        return reads_context_only(expr)

    def __attrs_post_init__(self) -> None:
        super().__attrs_post_init__()
        set_ = object.__setattr__
        tags: dict[str, set[int]] = {}
        for tag in (t for d in self.defs if d.kind == "rules" for t in d.tags):
            tags.setdefault(tag.tag, set()).add(tag.space)
        set_(self, "tags", MappingProxyType({tag: frozenset(s) for tag, s in tags.items()}))
        set_(self, "supplies", MappingProxyType(
            {d.id: d.supply for d in self.defs if d.supply and d.kind in ("building", "knowledge")}
        ))
        set_(self, "kinds", MappingProxyType(
            {d.key: d.kind for d in self.defs if d.kind in ("tile", "component")}
        ))
        piles: dict[str, list[Tile]] = {}
        for d in self.defs:
            if d.kind in ("tile", "component"):
                copies = d.supply.own if isinstance(d.supply, ir.Supply) else 1
                piles.setdefault(d.key, []).extend([declared_tile(d.id)] * copies)
        set_(self, "piles", MappingProxyType({k: tuple(v) for k, v in piles.items()}))
        set_(self, "_mix", self._tile_mix())
        set_(self, "normal_piles", tuple(
            tuple(t for t in self._mix[0] if t.colour == colour) for colour in data.COLOURS
        ))
        set_(self, "foreign_triggers",
             any(t.scope != "own" for d in self.defs for t in d.triggers))
        set_(self, "has_actions", any(d.actions for d in self.defs))
        set_(self, "may_end", ENDS in self.modifiers or any(
            isinstance(s, ir.EndGame) for d in self.defs for s in ir.statements(d)))
        set_(self, "run_targets", frozenset(
            s.target for d in self.defs for s in ir.statements(d) if isinstance(s, ir.Run)
        ))

    def tile_mix(self) -> tuple[tuple[Tile, ...], tuple[Tile, ...]]:
        """Every hex tile of a game with these tiles, normal backs and black backs: the
        first edition's mix, with the supplies these definitions state instead."""
        return self._mix

    def _tile_mix(self) -> tuple[tuple[Tile, ...], tuple[Tile, ...]]:
        parts = data.components()
        normal = [t for t in parts.normal_tiles if t.id not in self.supplies]
        black = [t for t in parts.black_tiles if t.id not in self.supplies]
        for tile_id, supply in self.supplies.items():
            normal += [tile(tile_id)] * supply.normal
            black += [tile(tile_id)] * supply.black
        return tuple(normal), tuple(black)

    def full_mix(self) -> tuple[Tile, ...]:
        """Every tile and component of a game with these tiles, wherever it starts."""
        normal, black = self.tile_mix()
        return normal + black + tuple(t for pile in self.piles.values() for t in pile)

    def tile(self, tile_id: str) -> Tile:
        """The tile with this id, of the base game's kinds or of a kind these files
        declare; raises ``ValueError`` otherwise."""
        try:
            return tile(tile_id)
        except ValueError:
            kind = tile_id.partition(":")[0] if isinstance(tile_id, str) else ""
            if kind not in self.kinds:
                raise
            return declared_tile(tile_id)

    @property
    def building_types(self) -> tuple[str, ...]:
        return tuple(d.key for d in self.defs if d.kind == "building")

    def __repr__(self) -> str:
        return f"<TileSet {len(self.defs)} tiles, digest {self.digest}>"
