"""House rules of a game whose rule numbers and rulings are query points (La Strada's,
Catan's): a file's ``rules`` blocks of ``modify`` items, read in the game's vocabulary, and
the values they give, asked at set-up or, for a value that depends on the moment, during
play (the file may hold the game's other definitions too, which the game reads itself:
Catan's cards). As in every game, a query point's modifiers apply in file order, every
``set`` first, then every ``add`` (``burgundy.lang.runtime.fold``), their expressions
reading the names the game gives (``lang.constant``)."""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from typing import Any

from burgundy import dsl
from burgundy.dsl.languages import read_header
from burgundy.kernel.errors import TileError
from burgundy.lang import constant, ir
from burgundy.lang.runtime.fold import by_query, fold
from burgundy.lang.runtime.tileset import Modifiers, compile_modifier
from burgundy.lang.table import Reading
from burgundy.lang.vocabulary import Vocabulary

#: ``ask(query, base, **context)``: the query point's value (a number, or true or false)
#: from ``base`` (by default its plain value: ``asker``'s ``bases``).
Ask = Callable[..., Any]


def definitions(text: str, path: str, vocabulary: Vocabulary) -> tuple[ir.TileDef, ...]:
    """The definitions of the house-rule file ``text`` (named ``path``), checked against
    ``vocabulary``; ``TileError`` naming the file, line and what is allowed."""
    written, body = read_header(text, path)
    if written is not vocabulary:
        told = (f"this file is written for {written.title}" if body is not text else
                f"this file has no `language` line, so it reads as {written.title}'s")
        raise TileError(f"{vocabulary.title}'s house rules start with `{vocabulary.header}`; "
                        f"{told}", path, 1)
    return dsl.load_defs([(path, text)])


def load(text: str, path: str, vocabulary: Vocabulary) -> tuple[ir.Modifier, ...]:
    """The modifiers of the ``rules`` blocks of the house-rule file ``text`` (named
    ``path``), checked against ``vocabulary``."""
    return modifiers(definitions(text, path, vocabulary))


def modifiers(defs: tuple[ir.TileDef, ...]) -> tuple[ir.Modifier, ...]:
    """The modifiers of the ``rules`` blocks of ``defs``, in file order."""
    return tuple(m for d in defs if d.kind == "rules" for m in d.modifiers)


def asker(modifiers: tuple[ir.Modifier, ...], names: Mapping[str, Any],
          bases: Mapping[str, Any], reading: Reading | None = None) -> Ask:
    """``ask(query, base, **context)`` for ``modifiers``: ``names`` are the owner's names
    (``game.players``), ``bases`` the plain query points' values, the base when none is
    given and what ``query(<name>)`` reads (the checker refuses loops); during play,
    ``reading`` is the table and the names of the seat asked about."""
    on = None
    if reading is not None:
        names, on = {**names, **reading.names}, reading.table
    table = _table(modifiers)

    def ask(name: str, base: Any = None, **context: Any) -> Any:
        result = bases[name] if base is None else base
        mods = table.get(name)
        if mods is None:
            return result
        known = {**names, **context}
        return fold(mods, result, known, constant.Names(known, ask, on))

    return ask


@functools.lru_cache(maxsize=64)
def _table(modifiers: tuple[ir.Modifier, ...]) -> dict[str, Modifiers]:
    """``modifiers`` compiled, by query point, in the order they apply (kept: a game asks
    the same house rules during play again and again)."""
    return by_query(compile_modifier("", m, constant.compiled) for m in modifiers)


def during_play(asked: tuple[ir.Modifier, ...], players: int, plain: Mapping[str, Any],
                query: str, base: Any = None, reading: Reading | None = None,
                **context: Any) -> Any:
    """The value of ``query``, a query point a game asks during play (``plain``: their
    plain values), from ``base`` (by default its plain value) with ``context``: changed by
    ``asked``, the house rules' modifiers of those query points that the game keeps, which
    read the table through ``reading``."""
    if not asked:
        return plain[query] if base is None else base
    return asker(asked, {"game.players": players}, plain, reading)(query, base, **context)


def modifies(asked: tuple[ir.Modifier, ...], query: str) -> bool:
    """Whether ``asked`` holds a modifier of ``query``: a query point asked after every
    step is asked only then, so that a game without one pays nothing."""
    return any(m.query == query for m in asked)


def modifier_line(value: Any, vocabulary: Vocabulary, queries: Mapping[str, Any],
                  tags: tuple[ir.SpaceTag, ...] = ()) -> ir.Modifier:
    """A house rule kept in a save: its ``modify`` line, of one of ``queries`` (a game's
    query points asked during play), which may name ``tags``, the spaces the saved game's
    house rules tag; ``ValueError`` saying what is expected otherwise."""
    if isinstance(value, str):
        tagged = "".join(f"    space {t.space} tag {t.tag}\n" for t in tags)
        text = f'{vocabulary.header}\nrules saved "Saved" {{\n{tagged}    {value}\n}}\n'
        try:
            modifiers = load(text, "<save>", vocabulary)
        except TileError as error:
            raise ValueError(f"a house rule asked during play: {error}") from None
        if len(modifiers) == 1 and modifiers[0].query in queries:
            return modifiers[0]
    raise ValueError("a `modify` line of a query point asked during play: "
                     f"{', '.join(queries)}")
