"""Lark's parse errors turned into messages a house-rule author can act on.

Every message says what is wrong and what would be right; the position is the place the
author has to edit (for a missing ``}``, the ``{`` that is never closed). The words a
message names (definitions, hooks, statements) are the vocabulary's of the file.
"""

from __future__ import annotations

import difflib
import functools
import itertools
import re
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence

import attrs
from lark.exceptions import UnexpectedCharacters, UnexpectedInput, UnexpectedToken

from burgundy.dsl.grammar import parser
from burgundy.dsl.languages import DEFAULT_VOCABULARY
from burgundy.kernel.errors import TileError, TileSyntaxError
from burgundy.lang import forms
from burgundy.lang.vocabulary import StatementSpec, Vocabulary


@attrs.frozen
class Keywords:
    """The words of a vocabulary's files that syntax errors name, by the parser's terminal
    of their first word: ``tiles`` (definitions), ``items`` (hooks) and ``statements``
    (``MAY`` too, when a statement may take it), in the order messages list them."""

    tiles: dict[str, str]
    items: dict[str, str]
    statements: dict[str, str]
    #: The statements as a list for messages (`may` is not one).
    listed: list[str]
    #: The terminals of the statements ``may`` goes before.
    optional: dict[str, str]
    #: Where a statement's block goes: the program hook, `when`, `action`.
    blocks: list[str]
    #: The statement written ``<statement> <amount> <resource>`` (``gain``), if any.
    amount_resource: StatementSpec | None
    resources: tuple[str, ...]
    #: A line that starts a definition: its word at column 0.
    definition_start: re.Pattern[str]
    #: Where a value is expected but a statement's word stands.
    value_before: re.Pattern[str]
    #: The words of the terminals that are several words (``once per turn``, the action
    #: flags), by terminal.
    phrases: dict[str, str]


@functools.cache
def keywords(vocabulary: Vocabulary) -> Keywords:
    """The words syntax errors name in files of ``vocabulary``."""
    tiles = {word.upper(): word for word in vocabulary.definition_words}
    items = {hook.split()[0].upper(): hook for hook in vocabulary.hooks}
    statements: dict[str, str] = {}
    optional: dict[str, str] = {}
    for spec in vocabulary.statements.values():
        terminal = spec.name.split()[0].upper()
        statements.setdefault(terminal, spec.name)
        if forms.MAY in spec.parts:
            statements["MAY"] = "may"
            optional[terminal] = spec.name
    listed = [word for kind, word in statements.items() if kind != "MAY"]
    program = [hook for hook in vocabulary.hooks if hook.startswith("on ")]
    blocks = [f"`{hook} {{ … }}`" for hook in program]
    blocks += ["`when <event> { … }`"] if "when" in vocabulary.hooks else []
    blocks += ['`action "…" { … }`'] if "action" in vocabulary.hooks else []
    words = sorted({word.split()[0] for word in listed} - {"if"})
    return Keywords(
        tiles, items, statements, listed, optional, blocks,
        next((s for s in vocabulary.statements.values()
              if _amount_resource(s.parts, vocabulary.ranges)), None),
        vocabulary.resources,
        re.compile(r"(?:" + "|".join(tiles.values()) + r")(?![\w.])"),
        re.compile(r'(score\s+"[^"]*"\s*:|modify\s+[\w.]+\s*:\s*(?:set|add)|\bif|\bthen'
                   r"|\belse|=|\bwith|\brepeat)\s*(" + "|".join(words) + r")\s+$"),
        {"ONCE_A_TURN": "once per turn",
         **{flag.terminal: flag.words for flag in vocabulary.action_flags}},
    )


def _amount_resource(parts: tuple[forms.Part, ...],
                     ranges: Mapping[str, tuple[int, int | None]]) -> bool:
    """Whether a form has a number slot followed by a resource slot (``gain 2 silverlings``),
    the one place a name follows a value."""
    slots = [p for p in parts if isinstance(p, forms.Slot)]
    return any(a.kind in ranges and b.kind == "resource"
               for a, b in itertools.pairwise(slots))


_OPERATORS = {"PLUS", "MINUS", "STAR", "DSLASH", "COMPARE", "AND", "OR", "IS"}
_VALUE_STARTS = {"INT", "NAME", "LPAR", "COUNT", "MIN", "MAX", "QUERY", "TRUE", "FALSE"}

_SYMBOLS = {
    "LBRACE": "`{`", "RBRACE": "`}`", "LPAR": "`(`", "RPAR": "`)`", "COLON": "`:`",
    "COMMA": "`,`", "NAME": "a name", "INT": "a number",
    "STRING": 'a name in double quotes, e.g. "Bank"', "$END": "the end of the file",
    "DESCRIPTION": 'a description in `"""…"""`',
    "PAT_OR": "`or`", "COMPARE": "a comparison such as `==`",
    "PLUS": "`+`", "MINUS": "`-`", "STAR": "`*`", "DSLASH": "`//`",
}


class TileErrorGroup(TileError):
    """Several problems found at once. ``errors`` lists them in file and line order; the
    group's own ``path``, ``line`` and ``column`` are those of the first."""

    def __init__(self, errors: Sequence[TileError]) -> None:
        self.errors: list[TileError] = list(errors)
        first = self.errors[0]
        super().__init__(
            f"{len(self.errors)} problems in the tile files",
            first.path, first.line, first.column, first.source_line,
        )

    def _render(self) -> str:
        parts = [f"{len(self.errors)} problems in the tile files:"]
        parts.extend(str(e) for e in self.errors)
        return "\n\n".join(parts)


#: How alike a word and a known name must be for "did you mean" (``difflib``'s ratio): a
#: letter left out, doubled or swapped, not a different word that shares a few letters.
CLOSE = 0.75

#: Lists longer than this are grouped by what their names start with (``one_of``).
LONG = 10


def did_you_mean(word: str, candidates: Iterable[str]) -> str:
    """``; did you mean `x`?`` for the closest candidate when it is close, or ``""``."""
    known = sorted(set(candidates))
    close = difflib.get_close_matches(word, known, n=1, cutoff=CLOSE)
    if not close and len(word) >= 4:  # the start of one name only: `silver`
        close = [name for name in known if name.startswith(word)]
    return f"; did you mean `{close[0]}`?" if len(close) == 1 else ""


def one_of(words: Iterable[str], conjunction: str = "or") -> str:
    """```a`, `b` or `c``` for a list of words; a long list of dotted names is grouped by
    their first part: ```sale.silverlings`, `.points_per_tile`; `worker.pips` …``."""
    listed = list(words)
    if len(listed) > LONG and all("." in w for w in listed):
        groups: dict[str, list[str]] = {}
        for word in listed:
            head, _, rest = word.partition(".")
            groups.setdefault(head, []).append(rest)
        parts = [", ".join([f"`{head}.{rest[0]}`", *(f"`.{r}`" for r in rest[1:])])
                 for head, rest in groups.items()]
        return "; ".join(parts[:-1]) + f"; {conjunction} " + parts[-1]
    quoted = [f"`{w}`" for w in listed]
    if len(quoted) <= 1:
        return "".join(quoted)
    return ", ".join(quoted[:-1]) + f" {conjunction} " + quoted[-1]


def lines_of(text: str) -> list[str]:
    """The lines of ``text`` as lark counts them: only ``\n`` ends a line."""
    return [line.removesuffix("\r") for line in text.split("\n")]


def line_of(text: str, line: int | None) -> str | None:
    """The text of a 1-based line, or ``None``."""
    if line is None:
        return None
    lines = lines_of(text)
    return lines[line - 1] if 0 < line <= len(lines) else None


def error_at(text: str, path: str, line: int, column: int, message: str) -> TileSyntaxError:
    return TileSyntaxError(message, path, line, column, line_of(text, line))


def open_braces(text: str, line: int, column: int) -> list[tuple[int, int]]:
    """Positions of the ``{`` still open before (line, column), skipping strings and
    comments: the author's missing ``}`` belongs to one of them."""
    return _braces(text, line, column)[0]


def unclosed(text: str, line: int, column: int) -> tuple[int, int] | None:
    """The ``{`` whose ``}`` is missing, of those open before (line, column): the one the
    first ``}`` indented otherwise than its line closed (its own ``}`` was left out, so
    the next one closed it), else the innermost one still open."""
    still_open, pairs = _braces(text, line, column)
    if not still_open:
        return None
    lines = lines_of(text)
    for (open_line, open_column), (close_line, close_column) in pairs:
        closing = lines[close_line - 1]
        if close_line != open_line and not closing[: close_column - 1].strip() \
                and _indent(closing) != _indent(lines[open_line - 1]):
            return open_line, open_column
    return still_open[-1]


def definition_starts(text: str, vocabulary: Vocabulary = DEFAULT_VOCABULARY) -> list[int]:
    """The lines (1-based) where a top-level definition starts: a definition word at
    column 0, outside a description. A file is written so (the printer writes it so), and
    this lets a file with a syntax error in one definition still have the others read."""
    starts: list[int] = []
    in_description = False
    for number, content in enumerate(lines_of(text), start=1):
        if not in_description and keywords(vocabulary).definition_start.match(content):
            starts.append(number)
        if content.count('"""') % 2:
            in_description = not in_description
    return starts


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())


def _braces(
    text: str, line: int, column: int
) -> tuple[list[tuple[int, int]], list[tuple[tuple[int, int], tuple[int, int]]]]:
    """The ``{`` still open before (line, column), and the pairs closed before it (in the
    order they were closed)."""
    stack: list[tuple[int, int]] = []
    pairs: list[tuple[tuple[int, int], tuple[int, int]]] = []
    in_description = False  # a description's `"""…"""` may span lines
    for number, content in enumerate(lines_of(text), start=1):
        if number > line:
            break
        in_string = False
        col = 0
        while col < len(content):
            char = content[col]
            col += 1
            if number == line and col >= column:
                break
            if content.startswith('"""', col - 1) and not in_string:
                in_description = not in_description
                col += 2
            elif in_description:
                continue
            elif in_string:
                in_string = char != '"'
            elif char == '"':
                in_string = True
            elif char == "#":
                break
            elif char == "{":
                stack.append((number, col))
            elif char == "}" and stack:
                pairs.append((stack.pop(), (number, col)))
    return stack, pairs


def syntax_error(exc: UnexpectedInput, text: str, path: str,
                 vocabulary: Vocabulary = DEFAULT_VOCABULARY) -> TileSyntaxError:
    """The ``TileSyntaxError`` for a lark parse error in ``text``, written in
    ``vocabulary``."""
    words = keywords(vocabulary)
    if isinstance(exc, UnexpectedCharacters):
        return _bad_character(exc, text, path, words)
    if isinstance(exc, UnexpectedToken):
        return _glued_keyword(exc, text, path, vocabulary) or _bad_token(exc, text, path, words)
    line, column = exc.line, exc.column
    if line is None or line < 1:
        line, column = _end_of(text)
    return error_at(text, path, line, max(column, 1), "this text cannot be read as tiles")


#: The words of a line, as names are written (``game.players``, ``region.size``).
_WORD = re.compile(r"[A-Za-z_][\w.]*")


def _glued_keyword(exc: UnexpectedToken, text: str, path: str, vocabulary: Vocabulary
                   ) -> TileSyntaxError | None:
    """A keyword glued to the word after it (``ifgame.players``, ``modifystorage.limit``,
    ``buildingbank``) is read as one name, so the parser stops at that name or after it.
    Where writing the keyword apart lets the parser read the whole line and on, the error
    stands at the glued word and says how to write it."""
    token = exc.token
    if token.type == "$END" or token.line is None or token.start_pos is None:
        return None
    line_start = token.start_pos - (token.column or 1) + 1
    source = lines_of(text)[token.line - 1]
    for word in reversed(list(_WORD.finditer(source[:(token.end_column or 1) - 1]))):
        for keyword in _keyword_prefixes(word.group(), vocabulary):
            at = line_start + word.start() + len(keyword)
            # Past the line's end, one more for the space written in.
            if _read_past(text[:at] + " " + text[at:], line_start + len(source) + 1,
                          vocabulary):
                rest = word.group()[len(keyword):]
                return error_at(text, path, token.line, word.start() + 1,
                                f"`{word.group()}` is `{keyword}` glued to `{rest}`: write "
                                f"`{keyword} {rest}`")
    return None


def _keyword_prefixes(word: str, vocabulary: Vocabulary) -> list[str]:
    """The keywords of ``vocabulary`` that ``word`` starts with, followed by a name or a
    number (one letter more is a slip in the keyword, as in ``takex``, not a name)."""
    lexer = parser(vocabulary)
    found = []
    for end in range(1, len(word)):
        head = word[:end]
        rest = word[end:]
        if head.isalpha() and (rest[0].isalnum() or rest[0] == "_") and (
                len(rest) > 1 or rest.isdigit()):
            tokens = list(lexer.lex(head))
            if len(tokens) == 1 and tokens[0].type != "NAME":
                found.append(head)
    return found


def _read_past(text: str, offset: int, vocabulary: Vocabulary) -> bool:
    """Whether the parser reads ``text`` past ``offset`` (all of it, or an error after)."""
    try:
        parser(vocabulary).parse(text)
    except UnexpectedToken as exc:
        start = exc.token.start_pos
        return start is None or start > offset
    except UnexpectedInput as exc:
        return exc.pos_in_stream is not None and exc.pos_in_stream > offset
    return True


def _end_of(text: str) -> tuple[int, int]:
    lines = lines_of(text)
    if len(lines) > 1 and not lines[-1]:
        lines.pop()  # the text ends with a line break: point at the last line
    return len(lines), len(lines[-1]) + 1


def _expected(exc: UnexpectedToken) -> set[str]:
    """The terminals the parser would really accept here (lark's own ``expected`` may
    include look-aheads merged from other contexts)."""
    parser = exc.interactive_parser
    if parser is not None:
        try:
            accepts: Callable[[], set[str]] = parser.accepts
            return set(accepts())
        except UnexpectedInput:
            pass
    return set(exc.expected)


def _describe(expected: Collection[str], words: Keywords) -> str:
    """A short English list of what the parser expected."""
    parts: list[str] = []
    rest = set(expected)
    if words.statements and set(words.statements) <= rest:
        parts.append("a statement (" + one_of(words.listed) + ")")
        rest -= set(words.statements)
    if set(words.items) <= rest:
        parts += [f"`{word}`" for word in words.items.values()]
        rest -= set(words.items)
    if {"INT", "NAME", "LPAR"} <= rest:
        parts.append("a value (a number, a name, `count(…)`, `(` …)")
        rest -= _VALUE_STARTS | {"MINUS", "NOT"}
    if {"PLUS", "STAR"} <= rest:
        parts.append("an operator (`+`, `-`, `*`, `//` …)")
        rest -= _OPERATORS
    # Words ("a name") before symbols ("`}`"); `or` once, though two terminals read it.
    parts += sorted({_SYMBOLS.get(name) or f"`{words.phrases.get(name, name.lower())}`"
                     for name in rest}, key=lambda shown: (shown.startswith("`"), shown))
    if len(parts) > 1:
        return ", ".join(parts[:-1]) + " or " + parts[-1]
    return parts[0] if parts else "something else"


def _shown(token: UnexpectedToken) -> str:
    value = str(token.token.value)
    return "the end of the file" if token.token.type == "$END" else f"`{value}`"


def _before(text: str, line: int, column: int) -> str:
    content = line_of(text, line) or ""
    return content[: column - 1]


def _bad_character(exc: UnexpectedCharacters, text: str, path: str, words: Keywords
                   ) -> TileSyntaxError:
    line, column, char = exc.line, exc.column, exc.char
    after = (line_of(text, line) or "")[column:]

    def at(message: str) -> TileSyntaxError:
        return error_at(text, path, line, column, message)

    allowed = set(exc.allowed or ())
    if char == '"':
        return at('unterminated text: this `"` has no closing `"` on the same line '
                  '(a name or label in quotes must end on its line)')
    if char == "=":
        return at(_equals(text, line, column, allowed))
    if char == "!":
        return at("`!` is not an operator: write `not` to negate, or `!=` for 'not equal'")
    if char == "&":
        return at("`&` is not an operator: write `and`")
    if char == "|":
        return at("`|` is not an operator: write `or`")
    if char == "/":
        return at("division is written `//` (it rounds down to a whole number)")
    if char == "'":
        return at("names and labels are quoted with double quotes: `\"…\"`")
    if char == "." and after[:1].isdigit():
        return at("numbers are whole numbers: no decimal point")
    shown = repr(char) if not char.isprintable() or char.isspace() else f"`{char}`"
    return at(f"unexpected character {shown}; expected {_describe(allowed, words)}")


def _equals(text: str, line: int, column: int, expected: Collection[str]) -> str:
    """What a misplaced ``=`` should be (only ``let <name> = …`` takes one)."""
    if "COLON" in expected:
        return f"expected `:` after {_header(text, line, column)}, not `=`"
    return "`=` is not an operator: to compare two values write `==`"


def _header(text: str, line: int, column: int) -> str:
    """What a `:` should follow: ``modify <query>`` or ``score "<label>"``."""
    before = _before(text, line, column).rstrip()
    match = re.search(r'(modify\s+\S+|score\s+"[^"]*")$', before)
    return f"`{match.group(1)}`" if match else "this"


def _bad_token(exc: UnexpectedToken, text: str, path: str, words: Keywords) -> TileSyntaxError:
    token = exc.token
    kind = token.type
    expected = _expected(exc)
    shown = _shown(exc)
    word = str(token.value)

    if kind == "$END":
        return _early_end(expected, text, path, words)

    line, column = token.line or 1, token.column or 1

    def at(message: str) -> TileSyntaxError:
        return error_at(text, path, line, column, message)

    def still_open() -> str:
        brace = unclosed(text, line, column)
        if brace is None:
            return ""
        open_line, open_column = brace
        return f": the `{{` at line {open_line}, column {open_column} is still open"

    statement = _statement_as_value(text, line, column, words)
    if statement is not None:
        what, at_column = statement
        return error_at(text, path, line, at_column,
                        f"{what} takes an expression, not a statement")
    if kind == "EQUAL":
        return at(_equals(text, line, column, expected))
    if kind == "DESCRIPTION":
        return at('a description `"""…"""` goes first in a definition\'s body, right after '
                  "its `{`, once")
    if kind == "STRING" and (line_of(text, line) or "")[column - 1:].startswith('"""'):
        return at('this `"""` starts a description that is never closed: end it with `"""`')
    if kind in words.tiles and "RBRACE" in expected:
        return at(f"missing `}}` before this tile{still_open()}")
    if kind in words.items and expected & set(words.statements):
        return at(f"missing `}}` before `{word}`{still_open()} "
                  f"(`{words.items[kind]}` cannot be inside a block of statements)")
    if kind in words.statements and not expected & set(words.statements):
        if expected & set(words.items):
            return at(f"`{word}` is a statement: put it inside {_or(words.blocks)}")
        if expected & set(words.tiles):
            return at(f"`{word}` is a statement: put it inside a tile, in "
                      f"{_or(words.blocks[:2])}")
    if expected and expected <= set(words.optional) and _MAY_BEFORE.search(
            _before(text, line, column)):
        return at(f"`may` goes only before {one_of(words.optional.values())}, "
                  f"not before {shown}{_suggest(word, words.optional.values())}")
    if kind == "RBRACE" and not open_braces(text, line, column):
        return at("this `}` closes nothing: remove it, or add the `{` it should close")
    if kind == "ELSE":
        return at("`else` must follow the `}` of an `if … { … }` block")
    if kind == "COMPARE" and "COMPARE" not in expected and {"AND", "OR"} & expected:
        return at("comparisons do not chain: write `a < b and b < c`, not `a < b < c`")
    spec = words.amount_resource
    if spec and "NAME" in expected and expected <= {"NAME", "PLUS", "MINUS", "STAR", "DSLASH"}:
        # Only `gain <amount> <resource>` expects a name right after a value.
        return at(f"`{spec.name}` is written `{spec.syntax}`, e.g. `{spec.example}`; "
                  f"resources: {one_of(words.resources)}")
    if "COLON" in expected and kind != "COLON":
        header = _header(text, line, column)
        return at(f"missing `:` after {header}" + _colon_example(header))
    phrase = _phrase(text, line, column, expected, words)
    if phrase:
        return at(phrase)
    if kind in ("NAME", word.upper()) and kind not in expected \
            and _suggest(word, _candidates(expected, words)):
        # A word close to one allowed here, or glued to one (`robber` for `rob`).
        return at(_unknown_word(word, expected, words))
    if "LBRACE" in expected and kind != "LBRACE" and (
        kind in words.statements or kind in words.items or kind in {"NAME", "RBRACE"}
    ):
        return at(f"missing `{{` before {shown}: statements go in a block `{{ … }}`")
    if kind == "NAME":
        return at(_unknown_word(word, expected, words))
    return at(f"unexpected {shown}; expected {_describe(expected, words)}")


def _or(listed: Sequence[str]) -> str:
    return ", ".join(listed[:-1]) + " or " + listed[-1] if len(listed) > 1 else "".join(listed)


def _statement_as_value(text: str, line: int, column: int, words: Keywords
                        ) -> tuple[str, int] | None:
    """Where a value is expected but a statement's word stands (read as a name, so the
    parser stops after it): what takes the value, and the word's column."""
    if not words.listed:
        return None
    match = words.value_before.search(_before(text, line, column))
    if match is None:
        return None
    head = match.group(1).split()[0]
    what = {"score": "a score", "modify": f"`{match.group(1).split()[-1]}` in `modify`",
            "=": "`let`", "with": "`with`", "repeat": "`repeat`",
            "if": "the condition after `if`"}.get(head, f"`{head}`")
    return what, match.start(2) + 1


def _colon_example(header: str) -> str:
    if header.startswith("`modify"):
        return f" (write {header[:-1]}: set …` or {header[:-1]}: add …`)"
    if header.startswith("`score"):
        return f" (write {header[:-1]}: <points>`)"
    return ""


#: ``may`` just before the place of an error.
_MAY_BEFORE = re.compile(r"(?<![\w.])may\s*$")


def _keywords(expected: Collection[str]) -> list[str]:
    """The keywords among the terminals ``expected`` (``IF`` is ``if``)."""
    return [n.lower() for n in expected if n.isalpha() and n not in _SYMBOLS]


def _suggest(word: str, candidates: Iterable[str]) -> str:
    """``; did you mean `x`?`` for a candidate close to ``word``, or for the one whose
    first word ``word`` starts with: a keyword glued to more letters (``payment``,
    ``robber`` for ``rob``, ``elseif``)."""
    known = list(candidates)
    close = did_you_mean(word, known)
    if close:
        return close
    glued = [name for name in known if word.startswith(name.split()[0])]
    return f"; did you mean `{glued[0]}`?" if len(glued) == 1 else ""


def _candidates(expected: set[str], words: Keywords) -> list[str]:
    """What a word written where ``expected`` may come could have meant: the words of the
    place (definitions, hooks or statements), and any other keyword the parser takes here
    (`if` after `modify …`, `else` after an `if`'s block)."""
    if expected & set(words.tiles):
        return list(words.tiles.values())
    others = [k for k in _keywords(expected) if k.upper() not in words.statements]
    if expected & set(words.items):
        return [*words.items.values(), *others]
    if _statement_here(expected, words):
        return [*words.listed, *others]
    return _keywords(expected)


def _statement_here(expected: Collection[str], words: Keywords) -> bool:
    """Whether a statement may start where ``expected`` may come (not only a word that is
    also a statement's, as ``place`` after ``on``)."""
    return bool(words.statements) and set(words.statements) - {"MAY"} <= set(expected)


def _unknown_word(word: str, expected: set[str], words: Keywords) -> str:
    suggestion = _suggest(word, _candidates(expected, words))
    if expected & set(words.tiles):
        return (f"unknown keyword `{word}` at the top of the file: a definition starts with "
                f"{one_of(words.tiles.values())}{suggestion}")
    if expected & set(words.items):
        return (f"unknown keyword `{word}` in a tile: write {one_of(words.items.values())}"
                f" (or `}}` to end the tile){suggestion}")
    if _statement_here(expected, words):
        return (f"unknown statement `{word}`: statements are {one_of(words.listed, 'and')}"
                f"{suggestion}")
    return f"unexpected `{word}`; expected {_describe(expected, words)}{suggestion}"


def _phrase(text: str, line: int, column: int, expected: Collection[str], words: Keywords
            ) -> str:
    """What is wrong where a terminal of several words (``once per turn``) may start and
    its first word stands, but not the rest of it (``once per turns``): ``""`` elsewhere."""
    after = (line_of(text, line) or "")[column - 1:].split()
    for terminal in sorted(set(expected) & set(words.phrases)):
        phrase = words.phrases[terminal].split()
        if after[:1] == phrase[:1]:
            written = " ".join(after[:len(phrase)])
            return (f"unknown words `{written}`; expected {_describe(expected, words)}; "
                    f"did you mean `{' '.join(phrase)}`?")
    return ""


def _early_end(expected: set[str], text: str, path: str, words: Keywords) -> TileSyntaxError:
    end_line, end_column = _end_of(text)
    if "RBRACE" in expected:
        brace = unclosed(text, end_line, end_column + 1)
        if brace:
            line, column = brace
            return error_at(text, path, line, column,
                            "this `{` is never closed: the file ends before its `}`")
    return error_at(text, path, end_line, end_column,
                    f"the file ends too early; expected {_describe(expected, words)}")
