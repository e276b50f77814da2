"""The language references, one per game: a game's own page where its package has a
``reference`` module (Castles', ``docs/language.md``: its own prose around its vocabulary's
tables, ``burgundy.games.castles.reference``), and another game's made from its vocabulary
(``docs/language-<game>.md``).

Regenerate with ``python -m burgundy.dsl.reference [<game>] > docs/language[-<game>].md``; a
test checks that the committed files match.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from burgundy.dsl.errors import one_of
from burgundy.kernel.games import DEFAULT
from burgundy.lang.vocabulary import DefinitionSpec, Field, Vocabulary


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def table(head: Sequence[str], rows: Iterable[Sequence[str]]) -> list[str]:
    """A Markdown table."""
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    lines += ["| " + " | ".join(_cell(c) for c in row) + " |" for row in rows]
    return lines


def quoted(words: Iterable[str]) -> str:
    """```a`, `b`, `c```."""
    return ", ".join(f"`{w}`" for w in words)


def fields_text(fields: Sequence[Field], prefix: str = "") -> str:
    """Fields as a table cell: name, type and meaning, one a line."""
    if not fields:
        return "—"
    return "<br>".join(f"`{prefix}{f.name}` ({f.type}): {f.doc}" for f in fields)


def with_example(doc: str, example: str) -> str:
    """A table cell: an entry's meaning, then its example on one line."""
    return f"{doc}<br>Example: `{' '.join(example.split())}`"


def reference_markdown(game: str = DEFAULT) -> str:
    """The reference of ``game``'s files (the default game's: ``docs/language.md``): the
    page of its package's ``reference`` module where it has one (Castles', the language's
    first and fullest), else the page made from its vocabulary."""
    from burgundy.dsl.languages import game_module

    module = game_module(game, "reference")
    if module is None:
        return game_reference_markdown(game)
    page: str = module.reference_markdown()
    return page


def game_reference_markdown(game: str) -> str:
    """The reference made from a game's vocabulary (``language <game> <version>``), for a
    game without a page of its own: what its files may define and the query points they
    may change, as Markdown ending in a newline."""
    from burgundy.dsl.languages import game_module, vocabularies

    if game_module(game, "reference") is not None:
        raise ValueError(f"{game!r} has a reference page of its own: "
                         f"reference_markdown({game!r})")
    found = vocabularies(game)
    if not found:
        raise ValueError(f"{game!r} has no vocabulary of its own: the games with one are "
                         "those whose package has a vocabulary module")
    out = [f"<!-- Generated from burgundy.games.{game}.vocabulary: do not edit by hand. "
           "Regenerate with\n"
           f"     python -m burgundy.dsl.reference {game} > docs/language-{game}.md -->", ""]
    vocabulary = found[max(found)]
    out += [f"# The tile language for {vocabulary.title}: reference", ""]
    if [d for d in vocabulary.definitions if d.word != "rules"]:
        out += [f"A {vocabulary.title} tile file starts with `language {game} "
                f"{vocabulary.version}`, then holds definitions written as in [the "
                "language](language.md), with this game's words below. A tile set never "
                "mixes the files of two games.", "", "## Definitions", ""]
        out += table(["definition", "what it defines"],
                      [(f"`{_definition(d, vocabulary)}`", d.doc)
                       for d in vocabulary.definitions])
        out += ["", f"A definition's body holds {one_of(vocabulary.hooks, 'and')} items.", ""]
    else:
        out += [f"A {vocabulary.title} house-rule file starts with `language {game} "
                f"{vocabulary.version}`, then holds {quoted(vocabulary.definition_words)} "
                f"blocks of {quoted(vocabulary.hooks)} items, written as in [the "
                "language](language.md) with this game's names below. A tile set never "
                "mixes the files of two games.", ""]
    if vocabulary.statements:
        out += ["## Statements", "",
                "The statements of a definition's program, one after the other. Each is "
                "written as its syntax says; a statement that decides waits for the "
                "player's answer.", ""]
        out += table(["statement", "syntax", "what it does", "example"],
                      [(f"`{s.name}`", f"`{s.syntax}`", s.doc, f"`{s.example}`")
                       for s in vocabulary.statements.values()])
        out += [""]
    if vocabulary.owner_names:
        out += ["## Names", ""]
        out += table(["name", "type", "meaning"],
                      [(f"`{f.name}`", f.type, f.doc) for f in vocabulary.owner_names.values()])
        out += [""]
    if vocabulary.enums:
        out += ["## Enumeration words", ""]
        out += table(["kind", "words"],
                      [(kind, quoted(words)) for kind, words in vocabulary.enums.items()])
        out += [""]
    out += _table_section(vocabulary)
    out += ["## Query points", "",
            "Each with its base value and the rule it comes from; every `set` applies (the",
            "last one loaded wins), then every `add`. `value` is the value so far. Each",
            "example is a house rule's `modify` (in a block of the definitions it is in),",
            "which the tests load and play.", ""]
    queries = vocabulary.queries.values()
    if any(q.held_by for q in queries):  # which definitions change each
        out += table(["query point", "type", "base", "context", "meaning", "rule", "in"],
                      [(f"`{q.name}`", q.type, q.base, fields_text(q.context),
                        with_example(q.doc, q.example), q.rule, quoted(q.held_by))
                       for q in queries])
    else:
        out += table(["query point", "type", "base", "context", "meaning", "rule"],
                      [(f"`{q.name}`", q.type, q.base, fields_text(q.context),
                        with_example(q.doc, q.example), q.rule) for q in queries])
    return "\n".join(out) + "\n"


def _table_section(vocabulary: Vocabulary) -> list[str]:
    """What a game's house rules read of the table (``burgundy.lang.table``): its
    expressions with examples, the kinds a pattern names and the tags of its spaces."""
    if not vocabulary.readings:
        return []
    out = ["## The table", "",
           "What a `modify` of a query point asked during play reads of the table (the "
           "numbers folded in at set-up read none). Each example is checked by the tests "
           "against its value when a new game of four (seed 0) asks about its first "
           "set-up settlement or piece.", ""]
    out += table(["expression", "reads", "example", "value"],
                 [(s.syntax, s.doc, f"`{s.example}`", str(s.points))
                  for s in vocabulary.readings])
    hidden = " and ".join(f"`{zone}`" for zone in vocabulary.face_down)
    out += ["", f"A pattern names {quoted(vocabulary.tile_kinds)} or `any`, joined with "
            "`or`." + (f" {hidden} are face down: a count there names no sort."
                       if hidden else ""), ""]
    if vocabulary.spaces:
        out += [f"A `rules` block tags the {vocabulary.board}'s spaces, numbered 0 to "
                f"{vocabulary.spaces - 1}, with `space <n> tag <word>`; "
                "`connected(<tag>, <tag>)` names the tags.", ""]
    return out


def _definition(spec: DefinitionSpec, vocabulary: Vocabulary) -> str:
    """A definition's syntax: ``card <name> "<title>" [supply <n> in deck] { … }``."""
    key = {"name": "<name>", "number": "<number>", "name number": "<name> <number>"}[spec.key]
    piles = " | ".join(f"<n> {pile.words}" for pile in vocabulary.piles)
    supply = f" [supply {piles}]" if spec.supply and piles else ""
    return f'{spec.word} {key} "<title>"{supply} {{ … }}'


def main() -> None:
    import sys

    print(reference_markdown(*sys.argv[1:2]), end="")


if __name__ == "__main__":
    main()
