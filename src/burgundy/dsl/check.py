"""The semantic checker: every name, kind and type in tile definitions, against their
game's vocabulary (``burgundy.lang.vocabulary``; Castles' by default), the game's own checks
(``GameChecks``) and the tiles being loaded.

It collects every problem it finds instead of stopping at the first, so that an author
fixes a file in one go.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping, Sequence
from typing import Any, Protocol

import attrs

from burgundy.dsl import printer
from burgundy.dsl.errors import did_you_mean, line_of, lines_of, one_of
from burgundy.dsl.languages import DEFAULT_VOCABULARY, game_checks
from burgundy.kernel.errors import TileError
from burgundy.lang import forms, ir, structure, table
from burgundy.lang.vocabulary import (
    ACTOR,
    EventSpec,
    Field,
    QuerySpec,
    StatementSpec,
    Vocabulary,
)

#: A checked expression's type: a ``Field.type``, ``"word"`` for a bare enumeration word
#: (its enumeration is settled by what it is compared with), or ``None`` once an error has
#: been reported for it (so one mistake gives one message).
Ty = str | None

_ARITHMETIC = frozenset({"+", "-", "*", "//", "%", "min", "max"})
_ORDERING = frozenset({"<", "<=", ">", ">="})
_EQUALITY = frozenset({"==", "!="})
_LOGIC = frozenset({"and", "or"})
_NAME = re.compile(r"[a-z][a-z0-9_]*")
#: The words before an event that say whose events a trigger answers (``when other …``).
_SCOPES = ("any", "other")
#: What may follow a definition word glued to a name: the name (`rulescloisters`).
_GLUED_REST = re.compile(r"[a-z0-9_]+")
#: The zones of every game's files (``burgundy.lang.structure.ZONES``).
_LANGUAGE_ZONES = ("supply", "display", "my", "out")


class GameChecks(Protocol):
    """A game's own checks of its files, for one checking run: its package's ``language``
    module's ``Checks(report, defs, known)``, which reports each problem
    with ``report(message, pos, word)``."""

    def definitions(self) -> list[str]:
        """The ids of the definitions the game has without a file (``run`` names them)."""

    def definition(self, tile: ir.TileDef) -> None:
        """A definition of one of the game's own words: its key and supply."""

    def kind_hint(self, kind: str) -> str:
        """What an unknown tile kind may have meant (``"; …"``), or ``""``."""

    def narrowed(self, alt: ir.KindPattern, pos: ir.Pos | None) -> None:
        """One of the game's tile kinds, narrowed by ``alt.detail``."""


class SortChecks:
    """A game's checks (``GameChecks``) whose only word beyond its vocabulary is the sort a
    count names (Catan's ``resource lumber``, La Strada's ``road hill``): ``sorts(kind)``
    says a kind's sorts, ``None`` for a kind of one sort."""

    def __init__(self, report: Any, defs: Sequence[ir.TileDef],
                 known: Collection[str] = ()) -> None:
        self._report = report

    def sorts(self, kind: str) -> tuple[str, ...] | None:
        return None

    def definitions(self) -> list[str]:
        """None: the game's definitions come from its files, not from its data."""
        return []

    def definition(self, tile: ir.TileDef) -> None:
        """Nothing beyond the vocabulary's words."""

    def kind_hint(self, kind: str) -> str:
        return ""

    def narrowed(self, alt: ir.KindPattern, pos: ir.Pos | None) -> None:
        known = self.sorts(alt.kind)
        if known is None:
            self._report(f"`{alt.kind}` comes in one sort: write just `{alt.kind}`", pos,
                         alt.detail)
        elif alt.detail not in known:
            self._report(f"`{alt.kind} {alt.detail}` names no sort of {alt.kind}: "
                         f"{one_of(known)}{did_you_mean(str(alt.detail), known)}", pos,
                         alt.detail)


@attrs.frozen
class _Scope:
    """What an expression may read where it stands."""

    where: str
    query: QuerySpec | None = None
    event: EventSpec | None = None
    #: Set when the hook names a query or event that does not exist: names that depend on
    #: it are then not reported again.
    unknown_hook: bool = False
    #: False in programs that belong to the game, not to a player (``setup``, triggers on
    #: events of no player): there is no ``my.`` and nobody to decide or pay.
    owner: bool = True
    #: False in a query point the game folds into its numbers at set-up: nothing is on the
    #: table yet to read (``QuerySpec.table``).
    table: bool = True
    #: The statements this one stands inside, innermost last (``each other player``).
    inside: tuple[str, ...] = ()
    #: The names the blocks around it bind (``choose resource as wanted``): each with the
    #: enumeration it is a word of, and where the statement binding it stands.
    bound: tuple[tuple[str, str, ir.Pos | None], ...] = ()

    @property
    def context(self) -> dict[str, Field]:
        return {f.name: f for f in self.query.context} if self.query else {}

    @property
    def event_fields(self) -> dict[str, Field]:
        if self.event is None:
            return {}
        fields = {f.name: f for f in self.event.fields}
        if self.event.seated:
            fields["actor"] = ACTOR
        return fields




def _a(noun: str) -> str:
    return ("an " if noun[:1] in "aeiou" else "a ") + noun


#: What messages call the language's types.
_DESCRIBED = {"int": "a number", "bool": "true/false", "tile": "a tile", "word": "a word"}


class _Checker:
    """One checking run; ``errors`` grows as definitions are visited."""

    def __init__(
        self,
        defs: Sequence[ir.TileDef],
        hooks: Collection[str],
        known: Collection[str],
        sources: Mapping[str, str],
        vocabulary: Vocabulary,
    ) -> None:
        self.errors: list[TileError] = []
        self._vocab = vocabulary
        checks = game_checks(vocabulary)
        self._game: GameChecks | None = (
            None if checks is None else checks(self._error, defs, known))
        #: The definitions the game has without a file.
        self._standard = frozenset(self._game.definitions() if self._game else ())
        #: Kinds a definition may not take as its name: the game's and the definition words.
        self._taken_kinds = frozenset(
            (*vocabulary.tile_kinds, *vocabulary.definition_words, "tile", "component", "any",
             *(piece.kind for piece in vocabulary.table_pieces)))
        self._hooks = frozenset(hooks)
        #: The definition the messages show (the first with an example).
        self._example = next(d for d in (*vocabulary.definitions, structure.RULES)
                             if d.example)
        #: The types that are numbers: ``int`` and the game's number types.
        self._numeric = frozenset({"int", *vocabulary.number_types})
        self._sources = sources
        #: Kinds the files declare (``tile inn``, ``component shield 1``).
        self._kinds = {d.key: d.kind for d in defs if d.kind in ("tile", "component")}
        #: Kinds with a face-down pile of their own (``supply <kind>``).
        self._piles = frozenset(
            d.key for d in defs
            if d.kind == "component" or (isinstance(d.supply, ir.Supply) and d.supply.own)
        )
        self._ids = {d.id: d for d in defs}
        #: The tags the rules blocks give spaces (``space <n> tag <word>``).
        self._tags = sorted({t.tag for d in defs if d.kind == "rules" for t in d.tags})
        #: The hook that holds a definition's program (``on place``, ``on play``).
        self._program = next((h for h in vocabulary.hooks if h.startswith("on ")), "on place")
        #: Where each name a block binds is read: a name read nowhere is a mistake.
        self._reads: set[ir.Pos | None] = set()
        #: ``(modified, read, where)``: a `modify` reading another query point.
        self._query_reads: list[tuple[str, str, ir.Pos | None]] = []

    # --- reporting -------------------------------------------------------------------

    def _error(self, message: str, pos: ir.Pos | None, word: str | None = None) -> None:
        if pos is None:
            self.errors.append(TileError(message))
            return
        text = self._sources.get(pos.path)
        source_line = line_of(text, pos.line) if text is not None else None
        column = pos.column
        if word is not None and source_line is not None:
            # Patterns carry no position of their own: point at the word itself when it
            # stands on the line after the node that holds it.
            found = re.search(rf"(?<![\w.]){re.escape(word)}(?![\w.])", source_line[column - 1:])
            if found:
                column += found.start()
        self.errors.append(TileError(message, pos.path, pos.line, column, source_line))

    @staticmethod
    def _where(tile: ir.TileDef) -> str:
        return f"{tile.pos.path}:{tile.pos.line}" if tile.pos else "loaded"

    # --- tiles -----------------------------------------------------------------------

    def _describe(self, ty: str) -> str:
        return (_DESCRIBED.get(ty) or self._vocab.number_types.get(ty)
                or f"{_a(ty)} word")

    def check_all(self, defs: Sequence[ir.TileDef]) -> None:
        for tile in defs:
            for other in tile.excludes:
                self._glued_definition(tile, other)
                if other in self._ids:
                    self._error(f"`{tile.kind} {tile.key}` cannot be loaded with "
                                f"`{other.replace(':', ' ')}` "
                                f"({self._where(self._ids[other])}): {tile.name} excludes it",
                                tile.pos)
        first_seen: dict[tuple[str, str], ir.TileDef] = {}
        for tile in defs:
            path = tile.pos.path if tile.pos else ""
            earlier = first_seen.get((path, tile.id))
            if earlier is not None:
                where = f" (first at line {earlier.pos.line})" if earlier.pos else ""
                self._error(f"`{tile.kind} {tile.key}` is defined twice in this file{where}",
                            tile.pos)
            else:
                first_seen[(path, tile.id)] = tile
            try:
                self.check_tile(tile)
            except RecursionError:
                self._error("an expression here is nested too deeply", tile.pos)
        self._check_query_loops()

    def _check_query_loops(self) -> None:
        """A `modify` may not read a query point whose modifiers read, at last, the one it
        modifies: asking either would ask the other without end."""
        reads: dict[str, set[str]] = {}
        for modified, read, _ in self._query_reads:
            reads.setdefault(modified, set()).add(read)
        for modified, read, pos in self._query_reads:
            seen, todo = set(), [read]
            while todo and modified not in seen:
                name = todo.pop()
                if name not in seen:
                    seen.add(name)
                    todo += reads.get(name, ())
            if modified in seen:
                self._error(f"`modify {modified}` cannot read `query({read})`: the modifiers "
                            f"of `{read}` read `{modified}` in turn, so asking either would "
                            "ask the other without end", pos)

    def check_tile(self, tile: ir.TileDef) -> None:
        vocab = self._vocab
        if tile.kind not in vocab.definition_words:
            self._error(f"`{tile.kind}` is not a definition of {vocab.title}'s files "
                        f"(`{vocab.header}`): they define {one_of(vocab.definition_words)}",
                        tile.pos, tile.kind)
            return
        tile = self._known_hooks(tile)
        self._check_header(tile)
        self._check_items(tile)
        self._statements(tile.on_place, _Scope(f"`{self._program}`"))
        self._statements(tile.setup, _Scope("`setup`", owner=False))
        for modifier in tile.modifiers:
            self._modifier(modifier, tile)
        for trigger in tile.triggers:
            self._trigger(trigger, tile)
        for action in tile.actions:
            flagged = [flag.event for flag in self._vocab.action_flags
                       if flag.event is not None and getattr(action, flag.field)]
            scope = _Scope(f'`action "{action.label}"`',
                           event=self._vocab.events[flagged[0]] if flagged else None)
            if not action.label.strip():
                self._error('an action needs a label players see: `action "Label" { … }`',
                            action.pos)
            if action.condition is not None:
                self._expect(action.condition, "bool", scope, "the condition after `if`")
            self._statements(action.body, scope)
        for space in tile.spaces:
            self._statements(space.body, _Scope(f"`space {space.number}`"))
        for scorer in tile.scorers:
            if not scorer.label.strip():
                self._error('a score needs a label for the score sheet: `score "Label": …`',
                            scorer.pos)
            self._expect(scorer.value, "int", _Scope("`score`"), "a score")

    def _known_hooks(self, tile: ir.TileDef) -> ir.TileDef:
        """``tile`` without the hooks its game's files do not have, each reported once."""
        vocab = self._vocab
        written = {
            self._program: ("on_place", tile.on_place, tile.pos),
            "modify": ("modifiers", tile.modifiers, None),
            "when": ("triggers", tile.triggers, None),
            "score": ("scorers", tile.scorers, None),
            "action": ("actions", tile.actions, None),
            "setup": ("setup", tile.setup, tile.pos),
            "space": ("spaces", tile.spaces, tile.pos),
            "excludes": ("excludes", tile.excludes, tile.pos),
            "space tag": ("tags", tile.tags, None),  # the `space` hook's other form
        }
        dropped: dict[str, Any] = {}
        for hook, (field, items, pos) in written.items():
            if not items or hook.removesuffix(" tag") in vocab.hooks:
                continue
            where = pos or getattr(items[0], "pos", None)
            self._error(f"`{hook}` is not part of {vocab.title}'s files (`{vocab.header}`): "
                        f"a definition there holds {one_of(vocab.hooks)}", where,
                        hook.split()[0])
            dropped[field] = ()
        return attrs.evolve(tile, **dropped) if dropped else tile

    def _glued_definition(self, tile: ir.TileDef, target: str) -> None:
        """``excludes rulescloisters``: a definition word glued to a name reads as a kind
        of tile; unless one is declared so, it is ``excludes rules cloisters`` run
        together, which would exclude nothing."""
        if ":" in target or target in self._ids or target in self._kinds:
            return
        word = next((w for w in self._vocab.definition_words
                     if target.startswith(w) and _GLUED_REST.fullmatch(target[len(w):])), None)
        if word is None:
            return
        rest = target[len(word):]
        self._error(f"`excludes {target}` is `{word}` glued to `{rest}`, and excludes nothing: "
                    f"write `excludes {word} {rest}`", self._line_of(tile, "excludes", target),
                    target)

    def _line_of(self, tile: ir.TileDef, *words: str) -> ir.Pos | None:
        """Where in ``tile``'s text ``words`` stand (items the IR keeps no place of)."""
        pos = tile.pos
        text = None if pos is None else self._sources.get(pos.path)
        if pos is None or text is None:
            return pos
        phrase = re.compile(r"\s+".join(rf"(?<![\w.]){re.escape(w)}(?![\w.])" for w in words))
        for number, line in enumerate(lines_of(text)[pos.line - 1:], pos.line):
            found = phrase.search(line)
            if found:
                return ir.Pos(pos.path, number, found.start() + 1)
        return pos

    def _check_items(self, tile: ir.TileDef) -> None:
        """Which hooks each kind of definition may have."""
        placed = tile.kind not in ("component", "rules")
        if tile.on_place and not placed:
            self._error(f"`{self._program}` belongs to {self._vocab.program_holders}, not to "
                        f"a {tile.kind}"
                        + ("; write the program in `setup` or a `when`" if tile.kind == "rules"
                           else "; a component acts through `when`, `action` or `space`"),
                        tile.pos)
        if tile.setup and tile.kind != "rules":
            self._error("`setup` belongs to `rules` blocks, which set up the game", tile.pos)
        if tile.spaces and tile.kind != "component":
            self._error("`space` belongs to components that form a track (`component route 1`)",
                        tile.pos)
        self._check_tags(tile)

    def _check_tags(self, tile: ir.TileDef) -> None:
        """``space <n> tag <word>``: a rules block's, naming a space of the board."""
        spaces = self._vocab.spaces
        for tag in tile.tags:
            if tile.kind != "rules":
                self._error("`space … tag …` belongs to `rules` blocks: tags are the "
                            "board's, the same for every player", tag.pos)
            elif not 0 <= tag.space < spaces:
                self._error(f"`space {tag.space} tag {tag.tag}` names no space: a board's "
                            f"spaces are 0-{spaces - 1}", tag.pos, str(tag.space))

    def _check_header(self, tile: ir.TileDef) -> None:
        if not tile.name.strip():
            self._error(f"a tile needs a name in quotes: `{self._example.example} {{ … }}`",
                        tile.pos)
        if tile.kind in ("tile", "component", "rules"):
            self._check_declared(tile)
        elif self._game is not None:
            self._game.definition(tile)

    def _check_declared(self, tile: ir.TileDef) -> None:
        """``tile``, ``component`` and ``rules`` headers."""
        if not _NAME.fullmatch(tile.key):
            self._error(f"`{tile.key}` must be written in lower case letters, digits and `_`",
                        tile.pos, tile.key)
            return
        if tile.key in self._taken_kinds:
            self._error(f"`{tile.key}` is already a kind of tile: choose another name",
                        tile.pos, tile.key)
        elif tile.kind in ("tile", "component") and self._kinds.get(tile.key, tile.kind) != \
                tile.kind:
            self._error(f"`{tile.key}` names both a tile kind and a component kind", tile.pos,
                        tile.key)
        supply = tile.supply
        if tile.kind == "rules":
            if supply is not None:
                self._error("a `rules` block has no supply: it is not a thing in the game",
                            tile.pos)
        elif supply is None:
            if tile.kind == "tile":
                self._error(f"`tile {tile.key}` is a new kind of tile, so it must say how many "
                            "are in the game, in a pile of their own: add `supply 5 own` after "
                            "its name", tile.pos)
        elif isinstance(supply, ir.Supply) and (supply.normal or supply.black):
            self._error(f"a {tile.kind} of a new kind lies in a pile of its own: write "
                        f"`supply {max(1, supply.normal + supply.black)} own`", tile.pos)

    # --- hooks -----------------------------------------------------------------------

    def _modifier(self, modifier: ir.Modifier, tile: ir.TileDef) -> None:
        query = self._vocab.queries.get(modifier.query)
        on_table = query is None or query.table
        scope = _Scope(f"`modify {modifier.query}`", query=query, unknown_hook=query is None,
                       table=on_table)
        if query is not None and query.held_by and tile.kind not in query.held_by:
            its = [q.name for q in self._vocab.queries.values()
                   if not q.held_by or tile.kind in q.held_by]
            self._error(f"`{query.name}` is changed only in {one_of(query.held_by)} "
                        f"definitions, not in a `{tile.kind}`: query points of a "
                        f"`{tile.kind}`: {one_of(its)}", modifier.pos, modifier.query)
        if query is None:
            self._error(
                f"unknown query point `{modifier.query}`"
                + (did_you_mean(modifier.query, self._vocab.queries)
                   or f"; query points: {one_of(self._vocab.queries)}"),
                modifier.pos, modifier.query)
            self._type(modifier.value, scope)
        elif modifier.op == "add" and query.type != "int":
            self._error(
                f"`add` works only on number queries; `{query.name}` is true/false: "
                "write `set true` or `set false`",
                modifier.pos, "add")
            self._type(modifier.value, scope)
        else:
            self._expect(modifier.value, query.type, scope,
                         f"`{modifier.op}` for `{query.name}`")
        if modifier.condition is not None:
            self._expect(modifier.condition, "bool", scope, "the condition after `if`")

    def _trigger(self, trigger: ir.Trigger, tile: ir.TileDef) -> None:
        event = self._vocab.events.get(trigger.event)
        owner = event is None or event.seated
        scope = _Scope(f"`when {trigger.event}`", event=event, unknown_hook=event is None,
                       owner=owner)
        scoped = next((w for w in _SCOPES if trigger.event.startswith(w)
                       and trigger.event[len(w):] in self._vocab.events), None)
        if event is None and scoped is not None:
            rest = trigger.event[len(scoped):]
            self._error(f"`{trigger.event}` is `{scoped}` glued to `{rest}`: write "
                        f"`when {scoped} {rest}`", trigger.pos, trigger.event)
        elif event is None:
            self._error(
                f"unknown event `{trigger.event}`"
                + (did_you_mean(trigger.event, self._vocab.events)
                   or f"; events: {one_of(self._vocab.events)}"),
                trigger.pos, trigger.event)
        elif not event.seated:
            if tile.kind != "rules":
                self._error(f"`{trigger.event}` belongs to no player: only a `rules` block "
                            "answers it", trigger.pos, trigger.event)
            if trigger.scope != "own":
                self._error(f"`{trigger.event}` belongs to no player: write `when "
                            f"{trigger.event}` without `{trigger.scope}`", trigger.pos,
                            trigger.scope)
        if trigger.condition is not None:
            self._expect(trigger.condition, "bool", scope, "the condition after `if`")
        self._statements(trigger.body, scope)

    # --- statements ------------------------------------------------------------------

    def _statements(self, body: Sequence[ir.Stmt], scope: _Scope) -> None:
        for stmt in body:
            self._statement(stmt, scope)

    def _statement(self, stmt: ir.Stmt, scope: _Scope) -> None:
        spec = self._vocab.statement_of_node[type(stmt)]
        name = spec.name
        if spec.needs_owner and not scope.owner:
            self._error(f"`{name}` needs a player, and {scope.where} belongs to the game: "
                        "put it inside `each player { … }`", stmt.pos)
            return
        if spec.decides and scope.where == "`setup`":
            self._error(f"`{name}` asks a player to decide, which cannot happen during setup",
                        stmt.pos)
        if spec.within is not None and spec.within not in scope.inside:
            self._error(f"`{name}` stands only inside `{spec.within} {{ … }}`", stmt.pos)
        for slot in forms.slots(spec.parts):
            value = getattr(stmt, slot.field)
            if slot.kind == "block":
                self._block(stmt, spec, value, scope)
            elif value is not None:  # an optional part left out
                self._slot(stmt, slot, value, scope)
        if self._vocab.table_pieces:
            self._pieces_stay(stmt, name)

        if isinstance(stmt, ir.Choose):
            for option in stmt.options:
                if option.condition is not None:
                    self._expect(option.condition, "bool", scope, "the condition after `if`")
                if not option.label.strip():
                    self._error('an option needs a label players see: `option "Label" { … }`',
                                option.pos)
                self._statements(option.body, scope)
        elif isinstance(stmt, ir.Repeat):
            self._expect(stmt.count, "int", scope, "`repeat`")
            self._range(stmt, "repeat", "amount", stmt.count)
            self._statements(stmt.body, scope)
        elif isinstance(stmt, ir.EachPlayer):
            self._statements(stmt.body, attrs.evolve(scope, owner=True))
        elif isinstance(stmt, ir.If):
            self._expect(stmt.condition, "bool", scope, "the condition after `if`")
            self._statements(stmt.then, scope)
            self._statements(stmt.orelse, scope)

    def _pieces_stay(self, stmt: ir.Stmt, name: str) -> None:
        """A table piece (a goods tile) goes only from one zone of its own to another,
        with `move` or `take`."""
        ends = [zone for field in ("source", "dest")
                if isinstance(zone := getattr(stmt, field, None), ir.Zone)]
        keys = [f"{zone.where} {zone.name}".strip() for zone in ends]
        for zone, key in zip(ends, keys, strict=True):
            piece = next((p for p in self._vocab.table_pieces if key in p.zones), None)
            if piece is None:
                continue
            zones = one_of(piece.zones)
            if name not in ("move", "take"):
                self._error(f"`{key}` holds {piece.what}s, which `{name}` cannot take: "
                            f"`move` or `take` them between {zones}", zone.pos or stmt.pos)
            elif not set(keys) <= set(piece.zones):
                other = next(k for k in keys if k not in piece.zones)
                self._error(f"a {piece.what} from `{key}` cannot go to `{other}`: it lies "
                            f"only in {zones}", zone.pos or stmt.pos)
            return

    def _block(self, stmt: Any, spec: StatementSpec, body: tuple[Any, ...], scope: _Scope
               ) -> None:
        """The block of a statement with a form: its statements stand inside it, and read
        the name it binds (``choose <enum> as <name>``), which must be read."""
        slots = {slot.kind: getattr(stmt, slot.field) for slot in forms.slots(spec.parts)}
        bound = scope.bound
        if "bind" in slots and slots.get("enum") in self._vocab.enums:
            bound = (*bound, (slots["bind"], slots["enum"], stmt.pos))
        for inner in body:
            held = self._vocab.statement_of_node[type(inner)].name
            if spec.holds and held not in spec.holds:
                self._error(f"`{spec.name}` holds only {one_of(spec.holds)}, not `{held}`",
                            getattr(inner, "pos", None))
        self._statements(body, attrs.evolve(scope, inside=(*scope.inside, spec.name),
                                            bound=bound))
        if bound != scope.bound and stmt.pos not in self._reads:
            self._error(f"`{slots['bind']}` is not read by the block of `{spec.name}`: read "
                        "it there, or choose nothing", stmt.pos)

    def _slot(self, stmt: ir.Stmt, slot: forms.Slot, value: Any, scope: _Scope) -> None:
        """One part of a statement, checked by its kind (``burgundy.lang.forms``)."""
        kind, what, pos = slot.kind, f"`{slot.words}`", stmt.pos
        if kind == "pattern":
            self._pattern(value, pos)
        elif kind == "zone":
            self._zone(value, scope, slot.allowed, slot.words)
        elif kind == "enum":
            if value not in self._vocab.enums:
                self._error(f"`{value}` is not a kind of word of {self._vocab.title}'s files"
                            + (did_you_mean(value, self._vocab.enums)
                               or f"; kinds: {one_of(self._vocab.enums)}"), pos, value)
        elif kind in ("bind", *forms.WRITTEN):
            pass  # a name the transform has checked; a number written in the file
        elif kind == "resource" and value in {name for name, _, _ in scope.bound}:
            self._bound_resource(stmt, value, scope)
        elif kind == "resource":
            if value not in self._vocab.resources:
                self._error(f"unknown resource `{value}`"
                            + (did_you_mean(value, self._vocab.resources)
                               or f"; resources: {one_of(self._vocab.resources)}"),
                            pos, value)
        elif kind == "definition":
            if value not in self._ids and value not in self._standard:
                shown = value.replace(":", " ")
                ids = [i.replace(":", " ") for i in (*self._ids, *self._standard)]
                self._error(f"`{slot.words}` names no definition `{shown}`"
                            + did_you_mean(shown, ids), pos)
        elif kind == "hook":
            if value not in self._hooks:
                known = (f"; known hooks: {one_of(sorted(self._hooks))}" if self._hooks
                         else "; none are registered")
                self._error(f"unknown hook `{value}`: hooks are Python functions registered "
                            f"with `load_tiles(..., hooks=…)`"
                            + (did_you_mean(value, self._hooks) or known), pos, f'"{value}"')
        else:
            number = self._vocab.number_kinds.get(kind)
            if kind == "number" or (number is not None and number.typed):
                self._expect_number(value, scope, what)
            else:
                self._expect(value, "int", scope, what)
            self._range(stmt, slot.words, kind, value)

    def _bound_resource(self, stmt: Any, name: str, scope: _Scope) -> None:
        """A resource slot reading a name a block binds (the innermost of that name): a
        resource it must be."""
        enum, binder = next((e, pos) for n, e, pos in reversed(scope.bound) if n == name)
        self._reads.add(binder)
        if not set(self._vocab.enums[enum]) <= set(self._vocab.resources):
            self._error(f"`{name}` is {_a(enum)} word, not a resource: resources are "
                        f"{one_of(self._vocab.resources)}", stmt.pos, name)

    def _range(self, stmt: ir.Stmt, words: str, kind: str, value: ir.Expr) -> None:
        """A number that would make the statement do nothing, where it is knowable: every
        value ``value`` can take (``_bounds``) is outside what its kind takes (a number
        written out), or some are (for an amount, one that can be negative)."""
        if kind not in self._vocab.ranges:
            return
        low, high = self._vocab.ranges[kind]
        number = self._vocab.number_kinds.get(kind)
        least, most = _bounds(value, self._vocab.name_bounds)
        if least is not None and least >= low and (high is None or (most is not None
                                                                    and most <= high)):
            return
        if kind == "amount" and isinstance(value, ir.Num):
            opposite = self._vocab.statement_of_node[type(stmt)].opposite
            amount, resource = -value.value, getattr(stmt, "resource", "")
            if amount == 1:
                resource = resource.removesuffix("s")  # `1 silverling`
            said = (opposite, str(amount), resource)
            hint = f"; write `{' '.join(w for w in said if w)}` instead" if opposite else ""
            self._error(f"`{words}` takes an amount of 0 or more{hint}", stmt.pos)
        elif kind == "amount":
            shown = printer.format_expr(value)
            self._error(f"`{words}` takes an amount of 0 or more, and `{shown}` can be less "
                        f"than 0, which would do nothing: write `max(0, {shown})` if "
                        "nothing is meant then", stmt.pos)
        elif number is not None and number.refusal:
            self._error(number.refusal.format(words=words, low=low, high=high), stmt.pos)
        elif least is not None and most is not None and (least < low or
                                                          (high is not None and most > high)):
            takes = (f"a seat {low}-{high}" if number is None
                     else number.takes.format(low=low, high=high))
            shown = str(least) if least == most else f"{least} to {most}"
            self._error(f"`{words}` takes {takes}, not {shown}: with any other it would do "
                        "nothing", stmt.pos)

    def _zone(self, zone: ir.Zone, scope: _Scope, allowed: Sequence[str], what: str) -> None:
        shown = {"my": "my <row>", "supply": "supply <kind>", "display": "display <name>"}
        if zone.where not in allowed:
            self._error(f"`{what}` takes "
                        f"{one_of(shown.get(w, w.replace('_', ' ')) for w in allowed)}, not "
                        f"`{shown.get(zone.where, zone.where.replace('_', ' '))}`", zone.pos)
            return
        if zone.where == "my" and not scope.owner:
            self._error(f"`my {zone.name}` needs a player, and {scope.where} belongs to the "
                        "game: put it inside `each player { … }`", zone.pos)
        if zone.where == "supply" and zone.name not in self._piles \
                and zone.name not in self._vocab.supplies:
            own = (f"supply {pile}" for pile in self._vocab.supplies)
            game = f"the game's {one_of(own, 'and')}, " \
                if self._vocab.supplies else ""
            self._error(f"`supply {zone.name}` names no pile: piles are {game}those of kinds "
                        "declared with `supply <n> own` and of components"
                        + did_you_mean(zone.name, (*self._vocab.supplies, *self._piles)),
                        zone.pos, zone.name)
        if zone.where == "region" and "region" not in scope.context:
            self._error("`region` is only known in `modify` of a query point about a region "
                        "or a space", zone.pos)
        about = self._vocab.context_zones.get(zone.where)
        if about is not None and about not in scope.context:
            asked = [q.name for q in self._vocab.queries.values()
                     if about in {f.name for f in q.context}]
            self._error(f"`{zone.where}` is only known in `modify` of {one_of(asked)}, "
                        "which is asked about a place", zone.pos)
        if zone.index is not None:
            self._expect(zone.index, "int", scope, "a display's index")

    def _expect_number(self, expr: ir.Expr, scope: _Scope, what: str) -> None:
        got = self._type(expr, scope)
        if got is not None and got not in self._numeric:
            self._error(f"{what} needs a number here, not {self._describe(got)}", _pos_of(expr))

    # --- patterns --------------------------------------------------------------------

    def _pattern(self, pattern: ir.Pattern, pos: ir.Pos | None) -> None:
        for alt in pattern.alternatives:
            self._kind(alt, pos)

    def _kind(self, alt: ir.KindPattern, pos: ir.Pos | None) -> None:
        kind, detail = alt.kind, alt.detail
        piece = next((p for p in self._vocab.table_pieces if p.kind == kind), None)
        if piece is not None:
            if detail is not None and detail not in piece.details:
                self._error(f"`{kind}` is narrowed by {one_of(piece.details)}, not `{detail}`",
                            pos, detail)
            return
        glued = detail[2:] if detail is not None and detail.startswith("or") else ""
        if glued in (*self._vocab.tile_kinds, *self._kinds, "any"):
            self._error(f"`{detail}` is `or` glued to `{glued}`: write `{kind} or {glued}`",
                        pos, detail)
            return
        if kind == "any":
            self._error("`any` already means every kind of tile: write `any` alone", pos,
                        "any")
            return
        if kind in self._kinds:
            if detail is not None and self._kinds[kind] == "tile":
                self._error(f"`{kind}` tiles come in one sort: write just `{kind}`", pos, detail)
            return
        if kind not in self._vocab.tile_kinds:
            hint = self._game.kind_hint(kind) if self._game is not None else ""
            if not hint:
                kinds = (*self._vocab.tile_kinds, *self._kinds)
                hint = (did_you_mean(kind, kinds) or f"; tile kinds: {one_of((*kinds, 'any'))}")
            self._error(f"unknown tile kind `{kind}`{hint}", pos, kind)
            return
        if detail is None:
            return
        if self._game is not None:
            self._game.narrowed(alt, pos)
        else:
            self._error(f"`{kind}` tiles come in one sort: write just `{kind}`", pos, detail)

    # --- expressions -----------------------------------------------------------------

    def _expect(self, expr: ir.Expr, want: str, scope: _Scope, what: str) -> None:
        got = self._type(expr, scope)
        if got is None or got == want:
            return
        if got == "word" and isinstance(expr, ir.Sym):
            shown = f"the word `{expr.name}`"
        else:
            shown = self._describe(got)
        self._error(f"{what} needs {self._describe(want)} here, not {shown}", _pos_of(expr))

    def _type(self, expr: ir.Expr, scope: _Scope) -> Ty:
        if not scope.table and (isinstance(expr, table.READS) or (
                isinstance(expr, ir.Name) and expr.path.startswith(("my.", "most.", "least.")))):
            self._error(f"`{printer.format_expr(expr)}` reads the table, and {scope.where} is "
                        "folded into the game's numbers when it is set up, before anything is "
                        "on it: read the table in a query point asked during play",
                        _pos_of(expr))
            return None
        if isinstance(expr, ir.Num):
            return "int"
        if isinstance(expr, ir.Bool):
            return "bool"
        if isinstance(expr, ir.Sym):
            return self._word(expr, scope)
        if isinstance(expr, ir.Name):
            return self._name(expr, scope)
        if isinstance(expr, ir.SeatValue):
            self._expect(expr.seat, "int", scope, "`seat(…)`")
            field = self._vocab.owner_names.get(f"my.{expr.field}")
            if field is None:
                self._error(f"`seat(…).{expr.field}` reads no value"
                            + (did_you_mean(expr.field, self._vocab.seat_fields)
                               or f"; a seat has {one_of(self._vocab.seat_fields, 'and')}"),
                            expr.pos)
                return None
            return field.type
        if isinstance(expr, ir.Count):
            self._pattern(expr.pattern, expr.pos)
            if expr.zone != self._vocab.count_zone:
                self._zone(expr.zone, scope, (*self._vocab.zones, *_LANGUAGE_ZONES),
                           "count(… in …)")
            self._face_down(expr)
            return "int"
        if isinstance(expr, ir.Cond):
            self._expect(expr.condition, "bool", scope, "the condition after `if`")
            then, orelse = self._type(expr.then, scope), self._type(expr.orelse, scope)
            if then is not None and orelse is not None and then != orelse \
                    and not {then, orelse} <= self._numeric:
                self._error(f"both values of `if … then … else …` must be of one type, not "
                            f"{self._describe(then)} and {self._describe(orelse)}", expr.pos)
            return then if then is not None else orelse
        if isinstance(expr, ir.Not):
            self._expect(expr.operand, "bool", scope, "`not`")
            return "bool"
        if isinstance(expr, ir.Abs):
            self._expect(expr.operand, "int", scope, "`abs`")
            return "int"
        if isinstance(expr, ir.IsTile):
            subject = self._type(expr.subject, scope)
            if subject is not None and subject != "tile":
                self._error(f"`is` tests a tile (such as `tile` or `event.tile`), "
                            f"not {self._describe(subject)}", expr.pos)
            self._pattern(expr.pattern, expr.pos)
            return "bool"
        if isinstance(expr, ir.QueryValue):
            return self._query_value(expr, scope)
        if isinstance(expr, ir.SeatCount | ir.Largest | ir.Connected):
            return self._table(expr, scope)
        return self._binop(expr, scope)

    def _table(self, expr: ir.SeatCount | ir.Largest | ir.Connected, scope: _Scope) -> Ty:
        """Another seat's holdings (``count(… in seat(n) …)``) and the owner's estate map
        (``largest(…)``, ``connected(…, …)``)."""
        if isinstance(expr, ir.SeatCount):
            self._pattern(expr.pattern, expr.pos)
            self._expect(expr.seat, "int", scope, "`seat(…)`")
            low, high = forms.RANGES["seat"]
            assert high is not None
            least, most = _bounds(expr.seat, self._vocab.name_bounds)
            if (most is not None and most < low) or (least is not None and least > high):
                shown = (f"{least}" if least == most else f"at most {most}" if least is None
                         else f"at least {least}" if most is None else f"{least} to {most}")
                self._error(f"`seat(…)` takes a seat {low}-{high}, not {shown}: there is no "
                            "such seat", _pos_of(expr.seat))
            # A row is a component's: a game whose files declare none has no rows.
            rows = "component" in self._vocab.definition_words
            if expr.zone.where not in (*self._vocab.seat_zones, *(("my",) if rows else ())):
                held = [f"its `{zone}`" for zone in self._vocab.seat_zones]
                held += ["its rows (`seat(1) route`)"] if rows else []
                held_text = " and ".join(filter(None, (", ".join(held[:-1]), held[-1])))
                shown = expr.zone.name if expr.zone.where == "my" else \
                    printer.format_zone(expr.zone)
                self._error(f"a seat holds {held_text}, not `{shown}`"
                            + did_you_mean(shown, self._vocab.seat_zones), expr.zone.pos, shown)
            self._face_down(expr)
            return "int"
        shown = printer.format_expr(expr)
        if not scope.owner:
            self._error(f"`{shown}` reads the owner's {self._vocab.board}: {scope.where} "
                        "belongs to no player", expr.pos)
        if isinstance(expr, ir.Largest):
            self._pattern(expr.pattern, expr.pos)
            return "int"
        for tag in dict.fromkeys((expr.start, expr.end)):
            if tag not in self._tags:
                given = f"; tags given: {one_of(self._tags, 'and')}" if self._tags else ""
                self._error(f"`{shown}` names the tag `{tag}`, which no `space <n> tag {tag}` "
                            "of a `rules` block gives" + (did_you_mean(tag, self._tags)
                                                          or given), expr.pos, tag)
        return "bool"

    def _face_down(self, expr: ir.Count | ir.SeatCount) -> None:
        """A count in a face-down zone names no sort: its cards' kinds are hidden."""
        zone = printer.format_zone(expr.zone)
        if zone not in self._vocab.face_down:
            return
        for alt in expr.pattern.alternatives:
            if alt.detail is not None:
                self._error(f"`{zone}` is face down: a count there names no sort, since "
                            f"nobody may know its cards' kinds; write `{alt.kind}`, not "
                            f"`{alt.kind} {alt.detail}`", expr.pos, alt.detail)

    def _query_value(self, expr: ir.QueryValue, scope: _Scope) -> Ty:
        """``query(<name>)``: a query point that can be read here, with its context."""
        spec = self._vocab.queries.get(expr.query)
        shown = f"`query({expr.query})`"
        if spec is None:
            readable = [q.name for q in self._vocab.queries.values() if q.readable]
            self._error(f"unknown query point `{expr.query}`"
                        + (did_you_mean(expr.query, self._vocab.queries)
                           or f"; query points: {one_of(readable)}"),
                        expr.pos, expr.query)
            return None
        if not spec.readable:
            self._error(f"{shown} cannot be read: its base ({spec.base}) is worked out by "
                        "the rules where they ask it", expr.pos)
        elif scope.query is not None and scope.query.name == spec.name:
            self._error(f"`modify {spec.name}` cannot read {shown}: reading it would ask "
                        "it again, without end", expr.pos)
        elif not scope.owner:
            self._error(f"{shown} is a player's value: {scope.where} belongs to no player",
                        expr.pos)
        else:
            given = {(f.name, f.type) for f in scope.context.values()}
            missing = [f.name for f in spec.context
                       if f.name != "value" and (f.name, f.type) not in given]
            if missing and not scope.unknown_hook:
                self._error(f"{shown} needs {one_of(missing, 'and')} to be known, which "
                            f"{scope.where} does not give: read it in a `modify` of a query "
                            "point that has them", expr.pos)
            elif scope.query is not None:
                self._query_reads.append((scope.query.name, spec.name, expr.pos))
        return spec.type

    def _binop(self, expr: ir.BinOp, scope: _Scope) -> Ty:
        op = expr.op
        if op in _ARITHMETIC:
            self._expect(expr.left, "int", scope, f"`{op}`")
            self._expect(expr.right, "int", scope, f"`{op}`")
            return "int"
        if op in _LOGIC:
            self._expect(expr.left, "bool", scope, f"`{op}`")
            self._expect(expr.right, "bool", scope, f"`{op}`")
            return "bool"
        self._compare(expr, scope)
        return "bool"

    def _compare(self, expr: ir.BinOp, scope: _Scope) -> None:
        left, right = expr.left, expr.right
        if isinstance(left, ir.Sym) and isinstance(right, ir.Sym):
            if self._word(left, scope) is None or self._word(right, scope) is None:
                return
            self._error(f"`{expr.op}` between two words compares nothing: compare a value "
                        f"with a word, e.g. `action == place`", expr.pos)
            return
        if isinstance(right, ir.Sym):
            self._compare_word(expr, self._type(left, scope), right, scope)
            return
        if isinstance(left, ir.Sym):
            self._compare_word(expr, self._type(right, scope), left, scope)
            return
        lt, rt = self._type(left, scope), self._type(right, scope)
        if lt is None or rt is None:
            return
        numeric = self._numeric
        if "tile" in (lt, rt):
            self._error(f"tiles are tested with `is`, e.g. `tile is {self._example.word}`",
                        expr.pos)
        elif expr.op in _ORDERING and not (lt in numeric and rt in numeric):
            bad = lt if lt not in numeric else rt
            self._error(f"`{expr.op}` compares numbers, not {self._describe(bad)}", expr.pos)
        elif lt != rt and not (lt in numeric and rt in numeric):
            self._error(f"`{expr.op}` cannot compare {self._describe(lt)} with "
                        f"{self._describe(rt)}", expr.pos)

    def _compare_word(self, expr: ir.BinOp, ty: Ty, word: ir.Sym, scope: _Scope) -> None:
        if ty is None:
            return
        name = word.name
        if expr.op in _ORDERING:
            self._error(f"`{expr.op}` compares numbers, not words such as `{name}`",
                        expr.pos)
        elif ty in self._vocab.enums:
            values = self._vocab.enums[ty]
            if name in values:
                return
            other = [t for t, words in self._vocab.enums.items() if name in words]
            if other:
                message = (f"`{name}` is {_a(other[0])} word, but this compares "
                           f"{_a(ty)}: expected {one_of(values)}")
            else:
                message = (f"`{name}` is not {_a(ty)} word"
                           + (did_you_mean(name, values)
                              or f"; expected {one_of(values)}"))
            self._error(message, word.pos)
        elif ty == "tile":
            shown = name if name in self._vocab.tile_kinds else self._example.word
            self._error(f"tiles are tested with `is`, e.g. `tile is {shown}`", expr.pos)
        else:
            # Still say whether the word exists at all.
            if self._word(word, scope) is not None:
                self._error(f"`{expr.op}` cannot compare {self._describe(ty)} with the word "
                            f"`{name}`", expr.pos)

    def _word(self, sym: ir.Sym, scope: _Scope) -> Ty:
        if sym.name in self._vocab.enum_words:
            return "word"
        candidates = [*self._vocab.enum_words, *scope.context, *self._vocab.owner_names,
                      *self._vocab.tile_kinds]
        candidates += [f"event.{f}" for f in scope.event_fields]
        self._error(f"unknown word `{sym.name}`" + did_you_mean(sym.name, candidates),
                    sym.pos)
        return None

    def _name(self, name: ir.Name, scope: _Scope) -> Ty:
        path = name.path
        owner = self._vocab.owner_names.get(path)
        if owner is not None:
            if not scope.owner and path.startswith("my."):
                self._error(f"`{path}` needs a player, and {scope.where} belongs to the game",
                            name.pos)
                return None
            return owner.type
        if path.startswith("event."):
            return self._event_field(name, scope)
        if "." in path:
            candidates = [*self._vocab.owner_names]
            candidates += [f"event.{f}" for f in scope.event_fields]
            self._error(f"unknown name `{path}`"
                        + (did_you_mean(path, candidates)
                           or "; names start with `my.`, `game.`, `most.`, `least.` or (in `when`) "
                              "`event.`; another player's are `seat(<n>).<field>`"),
                        name.pos)
            return None
        return self._context_word(name, scope)

    def _event_field(self, name: ir.Name, scope: _Scope) -> Ty:
        field_name = name.path.removeprefix("event.")
        if scope.event is None:
            if not scope.unknown_hook:
                self._error(f"`{name.path}` can only be used inside `when <event> {{ … }}`",
                            name.pos)
            return None
        fields = scope.event_fields
        if field_name in fields:
            return fields[field_name].type
        if fields:
            hint = (did_you_mean(field_name, fields)
                    or f"; its fields: {one_of(fields, 'and')}")
        else:
            hint = "; it has no fields"
        self._error(f"event `{scope.event.name}` has no field `{field_name}`{hint}", name.pos)
        return None

    def _context_word(self, name: ir.Name, scope: _Scope) -> Ty:
        word = name.path
        context = scope.context
        if word in context:
            return context[word].type
        if scope.unknown_hook:
            return None
        if word in scope.event_fields:
            self._error(f"inside `when`, the event's values are written `event.{word}`",
                        name.pos)
        elif scope.query is not None:
            available = (f"; it has {one_of(context, 'and')}" if context
                         else "; it has no context values")
            self._error(f"`{word}` is not available in {scope.where}{available}", name.pos)
        else:
            queries = [q.name for q in self._vocab.queries.values()
                       if any(f.name == word for f in q.context)]
            self._error(f"`{word}` is only available in `modify` of {one_of(queries)}",
                        name.pos)
        return None




Bounds = tuple[int | None, int | None]


def _bounds(expr: ir.Expr, names: Mapping[str, tuple[int, int]]) -> Bounds:
    """The least and the most a number expression can be (``None``: no bound known);
    ``names``: what names can be (a name not listed: 0 or more)."""
    if isinstance(expr, ir.Num):
        return expr.value, expr.value
    if isinstance(expr, ir.Name):
        return names.get(expr.path, (0, None))
    if isinstance(expr, ir.SeatValue | ir.Count | ir.SeatCount | ir.Largest):
        return 0, None
    if isinstance(expr, ir.Cond):
        (a, b), (c, d) = _bounds(expr.then, names), _bounds(expr.orelse, names)
        return (None if a is None or c is None else min(a, c),
                None if b is None or d is None else max(b, d))
    if isinstance(expr, ir.Abs):
        low, high = _bounds(expr.operand, names)
        if low is not None and low >= 0:
            return low, high
        return 0, None if low is None or high is None else max(-low, high)
    if not isinstance(expr, ir.BinOp):
        return None, None
    (a, b), (c, d) = _bounds(expr.left, names), _bounds(expr.right, names)
    op = expr.op
    if op == "+":
        return _add(a, c), _add(b, d)
    if op == "-":
        return _add(a, None if d is None else -d), _add(b, None if c is None else -c)
    if op == "min":
        return (None if a is None or c is None else min(a, c),
                b if d is None else d if b is None else min(b, d))
    if op == "max":
        return (a if c is None else c if a is None else max(a, c),
                None if b is None or d is None else max(b, d))
    nonnegative = a is not None and a >= 0 and c is not None and c >= 0
    if op == "*" and nonnegative:
        return a * c, None if b is None or d is None else b * d  # type: ignore[operator]
    if op == "//" and nonnegative:
        return 0, b
    if op == "%" and c is not None and c >= 0:
        return 0, None if d is None else max(0, d - 1)
    return None, None


def _add(a: int | None, b: int | None) -> int | None:
    return None if a is None or b is None else a + b


def _pos_of(expr: ir.Expr) -> ir.Pos | None:
    """Where ``expr`` starts (operations are positioned at their operator)."""
    while True:
        if isinstance(expr, ir.BinOp) and expr.op not in {"min", "max"}:
            inner = expr.left
        elif isinstance(expr, ir.IsTile):
            inner = expr.subject
        else:
            return expr.pos
        if inner.pos is None:
            return expr.pos
        expr = inner


def check_defs(
    defs: Sequence[ir.TileDef],
    *,
    hooks: Collection[str] = (),
    known: Collection[str] = (),
    sources: Mapping[str, str] | None = None,
    defined: Sequence[ir.TileDef] = (),
    vocabulary: Vocabulary = DEFAULT_VOCABULARY,
) -> list[TileError]:
    """Every semantic problem in ``defs`` (see ``burgundy.dsl.check``). ``defined``: more
    definitions whose names ``defs`` may use, not checked (those whose body has a syntax
    error)."""
    checker = _Checker([*defs, *defined], hooks, known, sources or {},
                       vocabulary)
    checker.check_all(defs)
    return sorted_errors(checker.errors)


def sorted_errors(errors: Sequence[TileError]) -> list[TileError]:
    """``errors`` by file (in the order the files came), line and column, each once (a
    ``let`` name read twice would report its value's problem twice)."""
    files = list(dict.fromkeys(e.path for e in errors))
    unique = {(e.path, e.line, e.column, e.message): e for e in reversed(errors)}
    return sorted(unique.values(),
                  key=lambda e: (files.index(e.path), e.line or 0, e.column or 0))

