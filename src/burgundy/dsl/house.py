"""House rules of a game whose rule numbers and rulings are query points (La Strada's,
Catan's): a file's ``rules`` blocks of ``modify`` items, read in the game's vocabulary, and
the values they give, asked at set-up or, for a value that depends on the moment, during
play (the file may hold the game's other definitions too, which the game reads itself:
Catan's cards). As in every game, a query point's modifiers apply in file order, every
``set`` first, then every ``add``."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from burgundy import dsl
from burgundy.kernel.errors import TileError
from burgundy.lang import constant, ir
from burgundy.lang.vocabulary import Vocabulary

#: ``ask(query, base, **context)``: the query point's value (a number, or true or false)
#: from ``base`` (by default its plain value: ``asker``'s ``bases``).
Ask = Callable[..., Any]


def definitions(text: str, path: str, vocabulary: Vocabulary) -> tuple[ir.TileDef, ...]:
    """The definitions of the house-rule file ``text`` (named ``path``), checked against
    ``vocabulary``; ``TileError`` naming the file, line and what is allowed."""
    written = dsl.language_of(text, path)
    if written is not vocabulary:
        raise TileError(f"{vocabulary.title}'s house rules start with `{vocabulary.header}`, "
                        f"and this file is written for {written.title}", path, 1)
    return dsl.load_defs([(path, text)])


def load(text: str, path: str, vocabulary: Vocabulary) -> tuple[ir.Modifier, ...]:
    """The modifiers of the ``rules`` blocks of the house-rule file ``text`` (named
    ``path``), checked against ``vocabulary``."""
    return modifiers(definitions(text, path, vocabulary))


def modifiers(defs: tuple[ir.TileDef, ...]) -> tuple[ir.Modifier, ...]:
    """The modifiers of the ``rules`` blocks of ``defs``, in file order."""
    return tuple(m for d in defs if d.kind == "rules" for m in d.modifiers)


def asker(modifiers: tuple[ir.Modifier, ...], names: Mapping[str, Any],
          bases: Mapping[str, Any]) -> Ask:
    """``ask(query, base, **context)`` for ``modifiers``: ``names`` are the owner's names
    (``game.players``), ``bases`` the plain query points' values, the base when none is
    given and what ``query(<name>)`` reads (the checker refuses loops)."""
    by_query: dict[str, list[ir.Modifier]] = {}
    for modifier in modifiers:
        by_query.setdefault(modifier.query, []).append(modifier)

    def read(name: str) -> Any:
        return ask(name)

    def ask(name: str, base: Any = None, **context: Any) -> Any:
        known = {**names, **context}
        result = bases[name] if base is None else base
        for mod in sorted(by_query.get(name, []), key=lambda m: m.op != "set"):  # stable
            known["value"] = result
            if mod.condition is None or constant.value(mod.condition, known, read):
                given = constant.value(mod.value, known, read)
                result = given if mod.op == "set" else result + given
        return result

    return ask
