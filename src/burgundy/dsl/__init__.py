"""The tile language: text → ``burgundy.lang.ir`` values, checked against the registry.

- ``parse(text, path)``: syntax only; raises ``TileSyntaxError``.
- ``check(defs, …)``: every semantic problem, as a list of ``TileError``.
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
from burgundy.dsl.printer import format_tiles
from burgundy.dsl.standard import source_name, standard_real_paths, standard_sources
from burgundy.dsl.transform import to_defs
from burgundy.errors import TileError, TileSyntaxError
from burgundy.lang import ir

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

    Checks only the syntax: names, kinds and types are ``check``'s job. Raises
    ``TileSyntaxError`` with the file, line, column, the line and a caret.
    """
    too_deep = TileSyntaxError("expressions are nested too deeply to read", path)
    try:
        tree = parser().parse(text)
    except UnexpectedInput as exc:
        raise syntax_error(exc, text, path) from None
    except RecursionError:
        raise too_deep from None
    try:
        return to_defs(tree, path, text)
    except VisitError as exc:
        # The transformer's own errors arrive wrapped by lark: show ours, not lark's.
        if isinstance(exc.orig_exc, TileError):
            raise exc.orig_exc from None
        if isinstance(exc.orig_exc, RecursionError):
            raise too_deep from None
        raise
    except RecursionError:
        raise too_deep from None


def reference_markdown() -> str:
    """The language reference as Markdown (what ``docs/language.md`` holds)."""
    # Imported here so that `python -m burgundy.dsl.reference` runs that module only once.
    from burgundy.dsl.reference import reference_markdown as render

    return render()


def check(
    defs: Sequence[ir.TileDef],
    *,
    hooks: Collection[str] = (),
    known_building_types: Collection[str] = (),
    sources: Mapping[str, str] | None = None,
) -> list[TileError]:
    """Every semantic problem in ``defs``, by file, line and column (empty when all is well).

    ``hooks``: the Python hook names ``call`` may use. ``known_building_types``: building
    types defined elsewhere (the 8 standard ones and those in ``defs`` are always known).
    ``sources``: file texts by path, so that messages can show the offending line.
    """
    return check_defs(defs, hooks=hooks, known_building_types=known_building_types,
                      sources=sources)


#: A definition's header, up to the `{` of its body (a `{` in its quoted name is no brace).
_HEADER = re.compile(r'(?:[^"{]|"[^"\n]*")*\{')


def _recover(
    text: str, path: str
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
    starts = dict.fromkeys([1, *definition_starts(text), len(lines) + 1])
    defs: list[ir.TileDef] = []
    headers: list[ir.TileDef] = []
    errors: list[TileError] = []
    broken = 0
    for start, end in itertools.pairwise(starts):
        blank = "\n" * (start - 1)
        piece = "\n".join(lines[start - 1:end - 1])
        try:
            defs.extend(parse(blank + piece, path))
            continue
        except TileError:
            broken += 1
        if broken > 1:
            try:
                parse(blank + "\n".join(lines[start - 1:]), path)
            except TileError as exc:
                errors.append(exc)
        header = _HEADER.match(piece)
        if header:
            with contextlib.suppress(TileError):
                headers.extend(parse(blank + header.group() + "}", path))
    return defs, headers, errors


def _collect(
    sources: Sequence[tuple[str, str]], hooks: Collection[str]
) -> tuple[list[ir.TileDef], list[TileError]]:
    """All definitions and all problems of ``sources``, by file and line. A file that does
    not parse has its syntax errors reported, and the rest of its definitions checked."""
    defs: list[ir.TileDef] = []
    headers: list[ir.TileDef] = []
    errors: list[TileError] = []
    for path, text in sources:
        try:
            defs.extend(parse(text, path))
        except TileError as exc:
            readable, broken, more = _recover(text, path)
            defs.extend(readable)
            headers.extend(broken)
            errors += [exc, *more]
    errors += check_defs(defs, hooks=hooks, sources=dict(sources), defined=headers)
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


def check_files(paths: Sequence[str], *, hooks: Collection[str] = ()) -> list[TileError]:
    """Every problem in the tile files ``paths``, loaded over the standard tiles (so that
    they may use the standard building types), for ``burgundy check``.

    Problems are reported wherever they are, standard files included (they have none: the
    test suite checks them), so the list is exactly what ``load_tiles`` would refuse.
    A file that cannot be read is reported as a ``TileError`` without a line, and the
    others are still checked. Files are told apart by their real path: a standard file, or
    a file named twice, is checked once, and a copy of a standard file under the same name
    is a file of its own.
    """
    sources = list(standard_sources())
    seen = set(standard_real_paths())
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
