"""What every game's ``burgundy play`` shows the same way, with rich: a decision's numbered
options in words, grouped under headings, in pages that fit the terminal's height below the
table, with the question above them and a help line below."""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence

from rich.console import Console, Group, RenderableType
from rich.text import Text

#: Lines of options a page shows at least, however little room the table leaves.
MIN_PAGE = 8
PAGE_LINE = "page {page} of {pages}: n next, p previous"
#: A decision's options: each heading (``None``: none) with the words of its options.
Groups = Sequence[tuple[str | None, Sequence[str]]]


def _heading(heading: str, continued: bool) -> Text:
    return Text(f"     {heading}{' (continued)' if continued else ''}:", style="bold")


def pages(groups: Groups, room: int, height: Callable[[Text], int]) -> list[tuple[Text, ...]]:
    """The options' lines (headings and numbered options) in pages of at most ``room``
    lines, ``height`` saying how many lines a line of text takes; numbered once, across
    the pages. A kind continued on the next page repeats its heading there."""
    done: list[tuple[Text, ...]] = []
    page: list[Text] = []
    used = number = 0
    for heading, options in groups:
        for index, words in enumerate(options):
            number += 1
            lines = [Text(f"{number:>3}  {words}")]
            if heading is not None and (index == 0 or not page):
                lines.insert(0, _heading(heading, continued=index > 0))
            if page and used + sum(map(height, lines)) > room:
                done.append(tuple(page))
                page, used = [], 0
                if heading is not None and index > 0:
                    lines.insert(0, _heading(heading, continued=True))
            page += lines
            used += sum(map(height, lines))
    return [*done, tuple(page)]


def lines_of(console: Console, renderable: RenderableType) -> int:
    """How many lines ``renderable`` takes on ``console``."""
    return len(console.render_lines(renderable, console.options, pad=False))


def decision(
    console: Console, question: str, groups: Groups, page: int, above: int, help_line: str
) -> tuple[Group, int]:
    """The decision under ``above`` lines of table: its question, page ``page`` of its
    options (the last if there are fewer; as many as the terminal's height leaves room
    for, at least ``MIN_PAGE`` lines) and the help line, leaving a line for the prompt;
    and the page drawn."""
    height = functools.partial(lines_of, console)
    asked = Text(question, style="bold")
    helps = Text(help_line, style="dim")
    room = console.size.height - above - height(asked) - height(helps) - 1
    found = pages(groups, max(room, MIN_PAGE), height)
    page = min(max(page, 0), len(found) - 1)
    if len(found) > 1:
        where = PAGE_LINE.format(page=page + 1, pages=len(found))
        helps = Text(f"{where} · {help_line}", style="dim")
    return Group(asked, *found[page], helps), page
