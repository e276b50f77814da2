"""La Strada's board: fields in axial hex coordinates, their adjacency, the tile rule, and
board files (LA_STRADA.md §9, L-BOARD).

A board file is TOML. Fields come as a list (``[[field]] q = 0, r = 0, kind = "target"``) or
as ``rows`` of letters (``P`` plain, ``F`` forest, ``H`` hill, ``T`` target space, ``-`` no
field). Adjacency is never read from the file: it follows from the coordinates (L-BOARD-3).
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from importlib import resources
from typing import Any, TypeAlias

import attrs

from burgundy.games.lastrada.numbers import DEFAULT, TARGET_TYPES, TERRAINS
from burgundy.kernel import boards

Field: TypeAlias = tuple[int, int]

KINDS = (*TERRAINS, "target")
LETTERS = {"P": "plain", "F": "forest", "H": "hill", "T": "target"}
#: The six axial directions, in cyclic order.
DIRECTIONS: tuple[Field, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
EXAMPLE = "example-r6"
_KEYS = {
    "name",
    "printed_layout",
    "rows",
    "field",
    "targets",
    "start_fields",
    "target_mix",
    "pieces",
    "adjacency",
}


def neighbours(field: Field) -> tuple[Field, ...]:
    """The six axial neighbours of ``field``, in cyclic order (whether on a board or not)."""
    q, r = field
    return tuple((q + dq, r + dr) for dq, dr in DIRECTIONS)


def distance(a: Field, b: Field) -> int:
    """Hex distance: the fewest steps from ``a`` to ``b``."""
    dq, dr = a[0] - b[0], a[1] - b[1]
    return max(abs(dq), abs(dr), abs(dq + dr))


def show(field: Field) -> str:
    """``(q, r)``, as messages and actions print a field."""
    return f"({field[0]}, {field[1]})"


@attrs.frozen
class Board:
    """A loaded board. ``fields`` maps each field to its kind; ``adjacent`` maps each field to
    its neighbours on the board (in cyclic order), ``landscape`` each field that is no target
    space to its terrain; ``deal`` is a fixed target deal and ``start_fields`` fixed start
    fields per seat, ``None`` when the file leaves them to set-up."""

    name: str
    printed_layout: bool
    fields: Mapping[Field, str]
    adjacent: Mapping[Field, tuple[Field, ...]]
    landscape: Mapping[Field, str]
    target_mix: Mapping[str, int]
    deal: Mapping[Field, str] | None = None
    start_fields: Mapping[int, tuple[Field, ...]] | None = None
    pieces: Mapping[Field, str] = attrs.field(factory=dict)

    @property
    def target_spaces(self) -> tuple[Field, ...]:
        return tuple(f for f, kind in self.fields.items() if kind == "target")

    def tile_fits(self, before: Field, after: Field) -> bool:
        """The tile rule (L-ROUTE-5): a road tile joins opposite sides or sides one apart,
        so the fields before and after it on a route are never adjacent."""
        return after not in self.adjacent[before]

    def check_players(self, players: int) -> None:
        """Raise ``ValueError`` if this board cannot seat ``players`` (L-BOARD-4, -5)."""
        per_seat = 2 if players == 2 else 1
        if self.start_fields is not None:
            wanted = {seat: per_seat for seat in range(players)}
            given = {seat: len(fields) for seat, fields in self.start_fields.items()}
            if given != wanted:
                raise ValueError(
                    f"board {self.name!r}: [start_fields] covers seats "
                    f"{_seats(given)}, but {players} players need {_seats(wanted)}"
                )
        plains = sum(1 for kind in self.fields.values() if kind == "plain")
        if plains < players * per_seat:
            raise ValueError(
                f"board {self.name!r}: {plains} plain fields for {players * per_seat} start fields"
            )


def _seats(counts: Mapping[int, int]) -> str:
    return ", ".join(f"{seat}: {n}" for seat, n in sorted(counts.items())) or "none"


def load(board: str | os.PathLike[str] | None = None) -> Board:
    """A board from a file's path or TOML text (L-BOARD-7: a string naming an existing file
    is read as that file, any other string is TOML text); ``None`` is the example board of
    §10 with a random deal. Raises ``ValueError`` naming the problem and where."""
    if board is None:
        example = resources.files(__package__).joinpath(f"data/{EXAMPLE}.toml")
        return parse(example.read_text("utf-8"), f"{EXAMPLE}.toml")
    return parse(*boards.source(board))


def parse(text: str, where: str = "<board text>") -> Board:
    """A board from TOML text; ``where`` names it in error messages."""
    return _Reader(where).board(boards.tables(text, where))


class _Reader:
    def __init__(self, where: str) -> None:
        self.where = where

    def fail(self, message: str) -> ValueError:
        return ValueError(f"{self.where}: {message}")

    def board(self, data: dict[str, Any]) -> Board:
        unknown = sorted(set(data) - _KEYS)
        if unknown:
            raise self.fail(f"unknown keys {unknown} (known: {sorted(_KEYS)})")
        name = data.get("name")
        if not isinstance(name, str) or not name:
            raise self.fail("`name` is missing (a non-empty string)")
        printed = data.get("printed_layout")
        if not isinstance(printed, bool):
            raise self.fail("`printed_layout` is missing (true or false)")
        fields = self.fields(data)
        # Neighbours in cyclic order: the legal routes are listed in this order.
        adjacent = {f: tuple(n for n in neighbours(f) if n in fields) for f in fields}
        self.connected(fields, adjacent)
        mix = self.mix(data.get("target_mix", DEFAULT.target_mix))
        spaces = sorted(f for f, kind in fields.items() if kind == "target")
        if len(spaces) != sum(mix.values()):
            raise self.fail(
                f"{len(spaces)} target spaces, but target_mix totals {sum(mix.values())}"
            )
        board = Board(
            name=name,
            printed_layout=printed,
            fields=fields,
            adjacent=adjacent,
            landscape={f: kind for f, kind in fields.items() if kind != "target"},
            target_mix=mix,
            deal=self.deal(data["targets"], fields, mix) if "targets" in data else None,
            start_fields=(
                self.starts(data["start_fields"], fields) if "start_fields" in data else None
            ),
            pieces=self.pieces(data.get("pieces", {}), fields),
        )
        if "adjacency" in data:
            self.adjacency(data["adjacency"], board)
        return board

    def fields(self, data: dict[str, Any]) -> dict[Field, str]:
        if ("rows" in data) == ("field" in data):
            raise self.fail("give the fields either as `rows` or as a `[[field]]` list")
        entries: list[tuple[str, Field, str]] = []  # where, field, kind
        if "rows" in data:
            for i, row in enumerate(self.tables(data["rows"], "rows")):
                r: Any = row.get("r")
                q0: Any = row.get("q0")
                letters = row.get("fields")
                place = f"rows[{i}]"
                if not (_is_int(r) and _is_int(q0) and isinstance(letters, str)):
                    raise self.fail(f"{place}: needs integers r, q0 and a string fields")
                for j, letter in enumerate(letters):
                    if letter == "-":
                        continue
                    if letter not in LETTERS:
                        raise self.fail(
                            f"{place} (r = {r}), q = {q0 + j}: unknown field letter "
                            f"{letter!r} (P plain, F forest, H hill, T target, - none)"
                        )
                    entries.append((f"{place} (r = {r})", (q0 + j, r), LETTERS[letter]))
        else:
            for i, entry in enumerate(self.tables(data["field"], "field")):
                q: Any = entry.get("q")
                r = entry.get("r")
                kind = entry.get("kind")
                place = f"field[{i}]"
                if not (_is_int(q) and _is_int(r)):
                    raise self.fail(f"{place}: needs integer coordinates q and r")
                if kind not in KINDS:
                    raise self.fail(
                        f"{place} at {show((q, r))}: unknown kind {kind!r} "
                        f"(one of {', '.join(KINDS)})"
                    )
                entries.append((place, (q, r), kind))
        fields: dict[Field, str] = {}
        first: dict[Field, str] = {}
        for place, field, kind in entries:
            if field in fields:
                raise self.fail(
                    f"two fields share the coordinates {show(field)} ({first[field]} and {place})"
                )
            fields[field] = kind
            first[field] = place
        if not fields:
            raise self.fail("the board has no fields")
        return fields

    def tables(self, value: object, key: str) -> list[dict[str, Any]]:
        if not isinstance(value, list) or not all(isinstance(v, dict) for v in value):
            raise self.fail(f"`{key}` must be a list of tables")
        return value

    def connected(
        self, fields: Mapping[Field, str], adjacent: Mapping[Field, tuple[Field, ...]]
    ) -> None:
        start = next(iter(fields))
        seen = {start}
        todo = [start]
        while todo:
            for n in adjacent[todo.pop()]:
                if n not in seen:
                    seen.add(n)
                    todo.append(n)
        apart = sorted(set(fields) - seen)
        if apart:
            raise self.fail(
                f"the fields are not one connected group: {show(apart[0])} (and "
                f"{len(apart) - 1} more) cannot be reached from {show(start)}"
            )

    def mix(self, value: object) -> dict[str, int]:
        if not isinstance(value, Mapping) or not all(
            kind in TARGET_TYPES and _is_int(n) and n >= 0 for kind, n in value.items()
        ):
            raise self.fail(f"target_mix maps target types ({', '.join(TARGET_TYPES)}) to counts")
        return dict(value)

    def coords(self, text: object, place: str) -> Field:
        parts = text.split(",") if isinstance(text, str) else []
        try:
            q, r = (int(p) for p in parts)
        except ValueError:
            raise self.fail(f'{place}: {text!r} is not a field "q,r"') from None
        return q, r

    def deal(
        self, value: object, fields: Mapping[Field, str], mix: Mapping[str, int]
    ) -> dict[Field, str]:
        if not isinstance(value, dict):
            raise self.fail('[targets] maps "q,r" to a target type')
        deal: dict[Field, str] = {}
        for key, kind in value.items():
            field = self.coords(key, "[targets]")
            if fields.get(field) != "target":
                raise self.fail(f"[targets]: {show(field)} is not a target space")
            if kind not in TARGET_TYPES:
                raise self.fail(
                    f"[targets]: {show(field)}: unknown target type {kind!r} "
                    f"(one of {', '.join(TARGET_TYPES)})"
                )
            deal[field] = kind
        missing = sorted(f for f, kind in fields.items() if kind == "target" and f not in deal)
        if missing:
            raise self.fail(
                f"[targets] names {len(deal)} target spaces, not all of them: "
                f"{', '.join(map(show, missing))} have no type"
            )
        counts = {kind: list(deal.values()).count(kind) for kind in TARGET_TYPES}
        wanted = {kind: mix.get(kind, 0) for kind in TARGET_TYPES}
        if counts != wanted:
            raise self.fail(f"[targets] deals {counts}, which is not the target_mix {wanted}")
        return deal

    def starts(self, value: object, fields: Mapping[Field, str]) -> dict[int, tuple[Field, ...]]:
        if not isinstance(value, dict) or not all(isinstance(v, list) for v in value.values()):
            raise self.fail('[start_fields] maps a seat ("0") to a list of fields')
        starts: dict[int, tuple[Field, ...]] = {}
        placed: list[Field] = []
        for key, entries in value.items():
            if not (isinstance(key, str) and key.isdigit()):
                raise self.fail(f"[start_fields]: {key!r} is not a seat number")
            seat_fields = tuple(self.coords(e, f"[start_fields] seat {key}") for e in entries)
            for field in seat_fields:
                if fields.get(field) != "plain":
                    raise self.fail(
                        f"[start_fields] seat {key}: {show(field)} is not a plain field"
                    )
                close = [p for p in placed if distance(p, field) < 2]
                if close:
                    raise self.fail(
                        f"[start_fields] seat {key}: {show(field)} is next to the start "
                        f"field {show(close[0])} (L-SETUP-6: one free field between)"
                    )
                placed.append(field)
            starts[int(key)] = seat_fields
        return starts

    def pieces(self, value: object, fields: Mapping[Field, str]) -> dict[Field, str]:
        if not isinstance(value, dict):
            raise self.fail('[pieces] maps "q,r" to a piece name')
        pieces: dict[Field, str] = {}
        for key, piece in value.items():
            field = self.coords(key, "[pieces]")
            if field not in fields:
                raise self.fail(f"[pieces]: {show(field)} is not a field of the board")
            pieces[field] = str(piece)
        return pieces

    def adjacency(self, value: object, board: Board) -> None:
        if not isinstance(value, list) or not all(
            isinstance(p, list) and len(p) == 2 for p in value
        ):
            raise self.fail('`adjacency` is a list of pairs ["q,r", "q,r"]')
        given = {frozenset(self.coords(f, "adjacency") for f in pair) for pair in value}
        derived = {frozenset((f, n)) for f, near in board.adjacent.items() for n in near}
        extra, missing = _pairs(given - derived), _pairs(derived - given)
        if extra or missing:
            raise self.fail(
                "`adjacency` differs from the coordinates' (L-BOARD-3): "
                f"not adjacent: {extra or 'none'}; missing: {missing or 'none'}"
            )


def _pairs(pairs: Iterable[frozenset[Field]]) -> str:
    shown = sorted(" - ".join(show(f) for f in sorted(p)) for p in pairs)
    return ", ".join(shown[:3]) + (f" (and {len(shown) - 3} more)" if len(shown) > 3 else "")


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
