"""The library's own exceptions: every bad input ends in one of these."""

from __future__ import annotations


class IllegalActionError(ValueError):
    """An action that is not legal in the current state; the game is unchanged."""


class StateError(ValueError):
    """Text that is not a valid saved game, or a position that cannot exist."""


class TileError(Exception):
    """A tile definition that cannot be loaded: where it is and what is wrong.

    ``path`` is the file (or ``<text>``), ``line`` and ``column`` are 1-based (``None`` when
    the error is about a file as a whole), ``source_line`` the offending line if known.
    """

    def __init__(
        self,
        message: str,
        path: str = "<text>",
        line: int | None = None,
        column: int | None = None,
        source_line: str | None = None,
    ) -> None:
        self.message = message
        self.path = path
        self.line = line
        self.column = column
        self.source_line = source_line
        super().__init__(self._render())

    def _render(self) -> str:
        where = self.path
        if self.line is not None:
            where += f":{self.line}"
            if self.column is not None:
                where += f":{self.column}"
        text = f"{where}: {self.message}"
        if self.source_line is not None:
            text += "\n    " + self.source_line.rstrip("\n")
            if self.column is not None:
                # Keep tabs so that the caret lines up under a tab-indented line.
                before = self.source_line[: self.column - 1]
                text += "\n    " + "".join(c if c == "\t" else " " for c in before) + "^"
        return text


class TileSyntaxError(TileError):
    """Tile text that does not parse."""


class ReplayError(StateError):
    """A replay record that cannot be played back: made under other tiles or another
    engine version, malformed, or holding an action that is not legal where it stands
    (``step`` is its index, ``None`` when the record as a whole is wrong)."""

    def __init__(self, message: str, step: int | None = None) -> None:
        self.step = step
        super().__init__(message if step is None else f"step {step}: {message}")
