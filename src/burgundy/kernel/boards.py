"""Board files, as every game with a board given as data reads them: a board is a file's
path or TOML text (a string naming an existing file is read as that file, any other string
is TOML text). Each game reads the tables inside."""

from __future__ import annotations

import os
import tomllib
from pathlib import Path
from typing import Any, Protocol, TypeVar

import attrs


class WithBoard(Protocol):
    """A game's options that may name a board file."""

    @property
    def board(self) -> str | os.PathLike[str] | None: ...


Opts = TypeVar("Opts", bound=WithBoard)


def names_a_file(board: str | os.PathLike[str]) -> bool:
    """Whether ``board`` names an existing file (else it is TOML text)."""
    try:
        return Path(board).is_file()
    except (OSError, ValueError):  # TOML text too long or odd to be a file name
        return False


def source(board: str | os.PathLike[str]) -> tuple[str, str]:
    """The text of ``board`` and the name its errors go by: the path, or ``<board text>``.
    ``ValueError`` for a path (not a string) that names no file."""
    if names_a_file(board):
        return Path(board).read_text("utf-8"), str(board)
    if isinstance(board, os.PathLike):
        raise ValueError(f"board: no such file {str(board)!r}")
    return board, "<board text>"


def tables(text: str, where: str) -> dict[str, Any]:
    """The TOML ``text`` of a board file as data; ``ValueError`` naming ``where`` if it is
    not TOML."""
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise ValueError(f"{where}: not a TOML board file: {error}") from None


def portable(options: Opts, *fields: str) -> Opts:
    """Options (an attrs value) with the path in each of ``fields`` (default ``board``)
    replaced by the file's text, so that a replay plays anywhere, and later."""
    texts = {}
    for field in fields or ("board",):
        given = getattr(options, field)
        if given is not None:
            texts[field] = Path(given).read_text("utf-8") if names_a_file(given) else str(given)
    return attrs.evolve(options, **texts) if texts else options  # type: ignore[misc]
