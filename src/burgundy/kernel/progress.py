"""A progress bar for long runs, drawn as results come back: with rich when it is installed
(``burgundy[play]``), else as a line of text."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TextIO

#: ``progress(done, total)``: called with the games done so far and the games in all.
Progress = Callable[[int, int], None]


@contextmanager
def progress_bar(label: str, stream: TextIO) -> Iterator[Progress]:
    """A bar named ``label`` on ``stream``, for as long as the ``with`` block lasts."""
    try:
        from rich.console import Console
        from rich.progress import (
            BarColumn,
            MofNCompleteColumn,
            TextColumn,
            TimeElapsedColumn,
            TimeRemainingColumn,
        )
        from rich.progress import Progress as RichProgress
    except ImportError:
        yield _plain(label, stream)
        return
    columns = (TextColumn(label), BarColumn(), MofNCompleteColumn(), TextColumn("games"),
               TimeElapsedColumn(), TimeRemainingColumn())
    with RichProgress(*columns, console=Console(file=stream)) as bar:
        task = bar.add_task(label, total=None)

        def advance(done: int, total: int) -> None:
            bar.update(task, completed=done, total=total)

        yield advance


def _plain(label: str, stream: TextIO) -> Progress:
    def advance(done: int, total: int) -> None:
        width = 30
        filled = width * done // total
        stream.write(f"\r{label} [{'#' * filled}{'.' * (width - filled)}] {done}/{total} games")
        if done == total:
            stream.write("\n")
        stream.flush()

    return advance
