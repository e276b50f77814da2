"""The tile language: text → ``burgundy.lang.ir`` values, checked against the registry.

- ``parse(text, path)``: syntax only; raises ``TileSyntaxError``.
- ``check(defs, …, game=…)``: every semantic problem, as a list of ``TileError``.
- ``load_defs(sources, …)``: parse, check and layer several files; raises on any problem.
- ``format_tiles(defs)``: canonical text; ``parse(format_tiles(d)) == d``.
- ``check_files(paths)``: what ``burgundy check`` reports.
- ``reference_markdown()``: the language reference (``docs/language.md``).
"""

from __future__ import annotations

import contextlib
import itertools
import os
import re
from collections.abc import Collection, Mapping, Sequence
from pathlib import Path

from lark.exceptions import UnexpectedInput, VisitError

from burgundy.dsl.check import check_defs, sorted_errors
from burgundy.dsl.errors import TileErrorGroup, definition_starts, syntax_error
from burgundy.dsl.grammar import parser
from burgundy.dsl.languages import (
    DEFAULT_VOCABULARY,
    first_vocabulary,
    game_vocabulary,
    read_header,
)
from burgundy.dsl.printer import format_tiles
from burgundy.dsl.standard import source_name, standard_real_paths, standard_sources
from burgundy.dsl.transform import to_defs
from burgundy.kernel.errors import TileError, TileSyntaxError
from burgundy.lang import ir
from burgundy.lang.vocabulary import Vocabulary

__all__ = [
    "TileErrorGroup",
    "check",
    "check_files",
    "format_tiles",
    "load_defs",
    "parse",
    "reference_markdown",
    "standard_sources",
]


def parse(text: str, path: str = "<text>") -> tuple[ir.TileDef, ...]:
    """The tile definitions in ``text`` (named ``path`` in messages), in file order.

    A first line ``language <game> <version>`` chooses the game's vocabulary (without it,
    Castles'; ``language_of`` tells which). Checks only the syntax: names, kinds and types
    are ``check``'s job. Raises
    ``TileSyntaxError`` with the file, line, column, the line and a caret.
    """
    vocabulary, body = read_header(text, path)
    return _parse(body, path, vocabulary)


def _parse(text: str, path: str, vocabulary: Vocabulary) -> tuple[ir.TileDef, ...]:
    """``parse`` of a text whose ``language`` line, if any, is blanked."""
    too_deep = TileSyntaxError("expressions are nested too deeply to read", path)
    try:
        tree = parser(vocabulary).parse(text)
    except UnexpectedInput as exc:
        raise syntax_error(exc, text, path, vocabulary) from None
    except RecursionError:
        raise too_deep from None
    try:
        return to_defs(tree, path, text, vocabulary)
    except VisitError as exc:
        # The transformer's own errors arrive wrapped by lark: show ours, not lark's.
        if isinstance(exc.orig_exc, TileError):
            raise exc.orig_exc from None
        if isinstance(exc.orig_exc, RecursionError):
            raise too_deep from None
        raise
    except RecursionError:
        raise too_deep from None


def language_of(text: str, path: str = "<text>") -> Vocabulary:
    """The vocabulary ``text`` is written in (its ``language`` line, or Castles')."""
    return read_header(text, path)[0]


def reference_markdown() -> str:
    """The language reference as Markdown (what ``docs/language.md`` holds)."""
    # Imported here so that `python -m burgundy.dsl.reference` runs that module only once.
    from burgundy.dsl.reference import reference_markdown as render

    return render()


def check(
    defs: Sequence[ir.TileDef],
    *,
    hooks: Collection[str] = (),
    known: Collection[str] = (),
    sources: Mapping[str, str] | None = None,
    game: str = DEFAULT_VOCABULARY.game,
) -> list[TileError]:
    """Every semantic problem in ``defs``, by file, line and column (empty when all is well).

    ``hooks``: the Python hook names ``call`` may use. ``known``: what the game's own
    checks take as defined elsewhere (Castles: building types beyond the 8 standard ones
    and those in ``defs``, which are always known).
    ``sources``: file texts by path, so that messages can show the offending line.
    ``game``: the game whose words ``defs`` are written in, in its first language version,
    as ``check_files`` takes it (``language_of`` tells a text's); ``ValueError`` for a game
    without a tile language.
    """
    vocabulary = game_vocabulary(game)
    return check_defs(defs, hooks=hooks, known=known, sources=sources, vocabulary=vocabulary)


#: A definition's header, up to the `{` of its body (a `{` in its quoted name is no brace).
_HEADER = re.compile(r'(?:[^"{]|"[^"\n]*")*\{')


def _recover(
    text: str, path: str, vocabulary: Vocabulary
) -> tuple[list[ir.TileDef], list[ir.TileDef], list[TileError]]:
    """What can be read of ``text``, which does not parse: the definitions that parse on
    their own (see ``definition_starts``), the headers of the broken ones with an empty
    body (where the header reads: their names are defined, so that the others may use
    them, but their bodies are unknown), and the syntax errors of the broken definitions
    after the first (the first's is the one ``parse`` raised for the whole file).

    Each piece is parsed at its own lines, so positions are the file's. A later broken
    definition's error is the one ``parse`` gives when the file starts there, so that it
    reads as the first one's does (a missing `}` is found at the next definition).
    """
    lines = text.split("\n")
    starts = dict.fromkeys([1, *definition_starts(text, vocabulary), len(lines) + 1])
    defs: list[ir.TileDef] = []
    headers: list[ir.TileDef] = []
    errors: list[TileError] = []
    broken = 0
    for start, end in itertools.pairwise(starts):
        blank = "\n" * (start - 1)
        piece = "\n".join(lines[start - 1:end - 1])
        try:
            defs.extend(_parse(blank + piece, path, vocabulary))
            continue
        except TileError:
            broken += 1
        if broken > 1:
            try:
                _parse(blank + "\n".join(lines[start - 1:]), path, vocabulary)
            except TileError as exc:
                errors.append(exc)
        header = _HEADER.match(piece)
        if header:
            with contextlib.suppress(TileError):
                headers.extend(_parse(blank + header.group() + "}", path, vocabulary))
    return defs, headers, errors


def _collect(
    sources: Sequence[tuple[str, str]], hooks: Collection[str]
) -> tuple[list[ir.TileDef], list[TileError]]:
    """All definitions and all problems of ``sources``, by file and line. A file that does
    not parse has its syntax errors reported, and the rest of its definitions checked."""
    defs: list[ir.TileDef] = []
    headers: list[ir.TileDef] = []
    errors: list[TileError] = []
    game: tuple[str, Vocabulary] | None = None  # the first file's, which the others share
    for path, text in sources:
        try:
            vocabulary, body = read_header(text, path)
        except TileError as exc:
            errors.append(exc)
            continue
        if game is None:
            game = (path, vocabulary)
        elif game[1] is not vocabulary:
            errors.append(TileError(
                f"this file is written for {vocabulary.title} (`{vocabulary.header}`), "
                f"but {game[0]} for {game[1].title} (`{game[1].header}`): a tile set is "
                "for one game", path, 1))
            continue
        try:
            defs.extend(_parse(body, path, vocabulary))
        except TileError as exc:
            readable, broken, more = _recover(body, path, vocabulary)
            defs.extend(readable)
            headers.extend(broken)
            errors += [exc, *more]
    errors += check_defs(defs, hooks=hooks, sources=dict(sources), defined=headers,
                         vocabulary=DEFAULT_VOCABULARY if game is None else game[1])
    return defs, sorted_errors(errors)


def load_defs(
    sources: Sequence[tuple[str, str]], *, hooks: Collection[str] = ()
) -> tuple[ir.TileDef, ...]:
    """Parse and check ``(path, text)`` sources given in layering order (standard files
    first), and merge them: a later definition with the same id replaces the earlier one,
    in the place where that id first appeared. Building types defined in any source are
    known to all.

    Raises the problem as ``TileError``/``TileSyntaxError``; several problems as one
    ``TileErrorGroup`` (a ``TileError``) whose ``errors`` lists them all.
    """
    defs, errors = _collect(sources, hooks)
    if len(errors) == 1:
        raise errors[0]
    if errors:
        raise TileErrorGroup(errors)
    merged: dict[str, ir.TileDef] = {}
    for tile in defs:
        merged[tile.id] = tile
    return tuple(merged.values())


def check_files(
    paths: Sequence[str], *, hooks: Collection[str] = (), game: str = DEFAULT_VOCABULARY.game
) -> list[TileError]:
    """Every problem in the tile files ``paths`` of ``game``, for ``burgundy check``:
    loaded over the game's standard tile files, if it has any (``Vocabulary.standard_files``:
    Castles' standard tiles, so that files may use the standard building types). A file
    written for another game is a problem.

    Problems are reported wherever they are, standard files included (they have none: the
    test suite checks them), so the list is exactly what ``load_tiles`` would refuse.
    A file that cannot be read is reported as a ``TileError`` without a line, and the
    others are still checked. Files are told apart by their real path: a standard file, or
    a file named twice, is checked once, and a copy of a standard file under the same name
    is a file of its own.
    """
    standard = first_vocabulary(game)
    sources = list(standard_sources(standard)) if standard else []
    seen = set(standard_real_paths(standard)) if standard else set()
    errors: list[TileError] = []
    for path in paths:
        real = os.path.realpath(path)
        if real in seen:
            continue
        seen.add(real)
        name = source_name(path, [name for name, _ in sources])
        try:
            text = Path(path).read_text(encoding="utf-8")
        except UnicodeDecodeError:
            errors.append(TileError("this file is not UTF-8 text", name))
            continue
        except OSError as exc:
            errors.append(TileError(f"cannot read this file: {exc.strerror or exc}", name))
            continue
        sources.append((name, text))
    return sorted_errors(errors + _collect(sources, hooks)[1])
