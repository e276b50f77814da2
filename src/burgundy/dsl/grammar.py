"""The grammar of a game's tile files: the language's structure (``tiles.lark``) and the
rules made from the game's vocabulary: its definitions, piles, hooks, statements (each from
its form, ``burgundy.lang.forms``, or the language's block statements,
``burgundy.lang.structure``), zones and tile kinds. One LALR parser per vocabulary and
process, built on first use."""

from __future__ import annotations

import functools
import importlib.resources
import re
from collections.abc import Iterator

from lark import Lark
from lark.lexer import PatternRE, PatternStr, TerminalDef

from burgundy.dsl.languages import DEFAULT_VOCABULARY
from burgundy.lang import forms, structure
from burgundy.lang.vocabulary import StatementSpec, Vocabulary

#: Words that can never be names (the grammar's NAME terminal refuses them): each can
#: follow a complete expression or pattern, so reading it as a name would be ambiguous.
RESERVED_WORDS: tuple[str, ...] = (
    "or", "and", "not", "is", "if", "then", "else", "from", "in", "to", "with", "true",
    "false",
)

#: The grammar of a slot, by its kind.
_SLOT = {
    **dict.fromkeys(("int", "amount", "number", "seat", "count"), "sum"),
    **dict.fromkeys(("resource", "enum", "bind"), "NAME"),
    "most": "(ALL | sum)",
    "pattern": "pattern",
    "zone": "zone",
    "definition": "kind_alt",
    "hook": "STRING",
    "block": "block",
}
_KEY = {"name": "NAME", "number": "INT", "name number": "NAME INT"}
_RULE_NAME = re.compile(r"[a-z_]+")


def _structure() -> str:
    """The text of ``tiles.lark``, read from the installed ``burgundy.grammars`` package."""
    return (importlib.resources.files("burgundy.grammars") / "tiles.lark").read_text("utf-8")


def grammar_text(vocabulary: Vocabulary = DEFAULT_VOCABULARY) -> str:
    """The grammar of files written in ``vocabulary``."""
    return _structure() + "\n// --- the vocabulary's " + "-" * 63 + "\n\n" \
        + "\n".join(_rules(vocabulary)) + "\n"


def _words(text: str) -> str:
    return " ".join(f'"{word}"' for word in text.split())


def _alternatives(head: str, alternatives: list[str]) -> str:
    return f"{head}: " + f"\n{' ' * len(head)}| ".join(alternatives)


def _slot(kind: str) -> str:
    """The rule of a slot kind: the language's, or a number for a game's number kind."""
    return _SLOT.get(kind, "sum")


def form_grammar(parts: tuple[forms.Part, ...]) -> str:
    """The grammar of a statement's form: its words as keywords, its slots as the rules of
    their kinds, an optional part as ``(…)?`` and ``[may]`` as ``MAY?``."""
    out: list[str] = []
    for part in parts:
        if part == forms.MAY:
            out.append("MAY?")
        elif isinstance(part, str):
            out.append(f'"{part}"')
        elif isinstance(part, forms.Group):
            out.append(f"({_words(' '.join(part.words))} {_slot(part.slot.kind)})?")
        else:
            out.append(_slot(part.kind))
    return " ".join(out)


def statement_grammar(spec: StatementSpec) -> str:
    """The grammar alternative of ``spec`` in ``stmt``: a rule of the language's own
    (``if_stmt``) stands alone, any other names its parse tree's node."""
    grammar = spec.grammar if spec.grammar is not None else form_grammar(spec.parts)
    return grammar if _RULE_NAME.fullmatch(grammar) else f"{grammar} -> {spec.rule}"


def _rules(vocabulary: Vocabulary) -> Iterator[str]:
    yield _alternatives("tile", [
        f'{_words(d.word)} {_KEY[d.key]} STRING {"supply? " if d.supply else ""}'
        f'"{{" DESCRIPTION? item* "}}" -> {d.rule}' for d in vocabulary.definitions])
    if vocabulary.piles:
        yield 'supply: "supply" supply_part ("," supply_part)*'
        yield _alternatives("supply_part", [f"INT {_words(p.words)} -> supply_{p.name}"
                                            for p in vocabulary.piles])
    hooks = [structure.action_hook(vocabulary.action_flags) if h == "action"
             else structure.HOOKS.get(h) or structure.program_hook(h) for h in vocabulary.hooks]
    yield _alternatives("?item", [f"{grammar} -> {rule}" for grammar, rule, _ in hooks])
    yield from (terminals for _, _, terminals in hooks if terminals)
    statements = [statement_grammar(s) for s in vocabulary.statements.values()]
    if statements:
        yield 'block: "{" stmt* "}"'
        yield _alternatives("?stmt", statements)
        used = " ".join(statements)
        yield from (rule for name, rule in structure.RULES_USED.items()
                    if re.search(rf"\b{name}\b", used))
        if "ALL" in used:
            yield 'ALL: "all"'
    yield _alternatives("zone", [f"{_words(where.replace('_', ' '))} -> zone_{where}"
                                 for where in vocabulary.zones] + list(structure.ZONES))
    kinds = "|".join((*vocabulary.tile_kinds, "any"))
    yield rf"PAT_OR.2: /or(?=(?:\s|#[^\n]*)+(?:{kinds})(?![A-Za-z0-9_.]))/"


#: What may not follow a keyword: a word goes on with these (as in ``NAME``).
_WORD_GOES_ON = "(?![A-Za-z0-9_])"
#: A regular expression of words only: ``SCOPE``'s ``(?:other|any)``, ``ONCE_A_TURN``'s
#: ``once\s+per\s+turn``, a game's action flags.
_WORDS_ONLY = re.compile(r"(?:[a-z]|\\s\+|\(\?:|\||\))+")


def _whole_words(terminal: TerminalDef) -> None:
    """Make a keyword (``"gain"``) or a terminal of words match only where its last word
    ends, so that a keyword glued to more letters (``gainx``, ``robber`` where ``rob`` is
    expected) is never read as the keyword and a name: the lexer reads the whole word, as
    a name, and the error (or the checker) names it where it was written. One priority
    above the terminal's own keeps the keyword before ``NAME`` wherever both may come, as
    lark does for a keyword left a string."""
    pattern = terminal.pattern
    if isinstance(pattern, PatternStr) and pattern.value.isalpha():
        regexp = re.escape(pattern.value)
    elif isinstance(pattern, PatternRE) and _WORDS_ONLY.fullmatch(pattern.value):
        regexp = f"(?:{pattern.value})"
    else:
        return
    terminal.pattern = PatternRE(regexp + _WORD_GOES_ON, pattern.flags)
    terminal.priority += 1


@functools.cache
def parser(vocabulary: Vocabulary = DEFAULT_VOCABULARY) -> Lark:
    """The parser of files in ``vocabulary``. Cached: building the LALR tables takes longer
    than parsing a file."""
    return Lark(
        grammar_text(vocabulary),
        parser="lalr",
        lexer="contextual",
        propagate_positions=True,
        maybe_placeholders=False,
        edit_terminals=_whole_words,
    )
