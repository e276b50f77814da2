"""Loading the tile grammar: one LALR parser per process, built on first use."""

from __future__ import annotations

import functools
import importlib.resources

from lark import Lark

#: Words that can never be names (the grammar's NAME terminal refuses them): each can
#: follow a complete expression or pattern, so reading it as a name would be ambiguous.
RESERVED_WORDS: tuple[str, ...] = (
    "or", "and", "not", "is", "if", "then", "else", "from", "in", "to", "with", "true",
    "false",
)


def grammar_text() -> str:
    """The text of ``tiles.lark``, read from the installed ``burgundy.grammars`` package."""
    return (importlib.resources.files("burgundy.grammars") / "tiles.lark").read_text("utf-8")


@functools.cache
def parser() -> Lark:
    """The tile parser. Cached: building the LALR tables takes longer than parsing a file."""
    return Lark(
        grammar_text(),
        parser="lalr",
        lexer="contextual",
        propagate_positions=True,
        maybe_placeholders=False,
    )
