"""What ``burgundy play --game lastrada`` draws, with rich: the hex board as text lines, a
legend, a panel per seat, and the final score sheet.

A board row is one line: its ``r`` on the left, then its fields left to right by ``q``, each
six characters wide, every row shifted half a field from the one above (axial coordinates,
LA_STRADA.md §10). An empty field shows its ``q`` and its terrain (``.`` plain, ``*``
forest, ``^`` hill), so that a field an option names, ``(q, r)``, is found by its row and
its number. A target shows its type (``C`` city, ``V`` village, ``H`` hamlet, ``F`` farm)
and a small letter per stone on it; a start field ``[A]`` and a road tile ``=A=`` the
letter of their seat. Colours are only added where rich finds a terminal; the letters say
everything without them.
"""

from __future__ import annotations

from rich.console import Group
from rich.table import Table
from rich.text import Text

from burgundy.games.lastrada.actions import Action, BuildRoute, EndTurn
from burgundy.games.lastrada.board import Field, show
from burgundy.games.lastrada.numbers import TARGET_TYPES
from burgundy.games.lastrada.rules import flow
from burgundy.games.lastrada.rules.routes import cost
from burgundy.games.lastrada.rules.scoring import gold
from burgundy.games.lastrada.state import State
from burgundy.games.lastrada.text import LETTERS, PLURALS, gold_by_type
from burgundy.kernel.words import Names, counted, seat_name

#: The terminal the table is drawn for, and the indent of a panel's second line.
WIDTH, INDENT = 100, "     "
CELL = 6  # characters per field, one of them the gap; rows are shifted by half of it
#: Each terrain's mark and colour, and each target type's letter.
TERRAIN = {"plain": (".", "green3"), "forest": ("*", "green4"), "hill": ("^", "orange3")}
TARGET_LETTERS = {kind: kind[0].upper() for kind in TARGET_TYPES}
#: A seat's colour on the board (its first colour with two players): its road tiles and
#: start fields, and its stones' letters.
COLOURS = {
    "black": ("bold white on grey23", "bold grey85"),
    "grey": ("bold black on grey70", "bold grey62"),
    "yellow": ("bold black on yellow3", "bold yellow"),
    "red": ("bold white on red3", "bold red"),
}
LEGEND = (
    "field (q, r): row r on the left, q in the field · q. plain  q* forest  q^ hill\n"
    "C city  V village  H hamlet  F farm; Cab: stones of A and B · [A] start field · =A= road tile"
)


def _tile_style(state: State, seat: int) -> str:
    return COLOURS[state.players[seat].colours[0]][0]


def _stone_style(state: State, seat: int) -> str:
    return COLOURS[state.players[seat].colours[0]][1]


def cell(state: State, field: Field) -> Text:
    """What one field shows, at most ``CELL - 1`` characters."""
    if field in state.targets:
        shown = Text(TARGET_LETTERS[state.targets[field]], style="bold")
        for seat in state.stones.get(field, ()):
            shown.append(LETTERS[seat].lower(), style=_stone_style(state, seat))
        return shown
    if field in state.start_fields:
        return Text(f"[{LETTERS[state.start_fields[field]]}]",
                    style=_tile_style(state, state.start_fields[field]))
    if field in state.road_tiles:
        return Text(f"={LETTERS[state.road_tiles[field]]}=",
                    style=_tile_style(state, state.road_tiles[field]))
    mark, colour = TERRAIN[state.board.fields[field]]
    return Text.assemble((f"{field[0]:>2}", "grey50"), (mark, colour))


def board(state: State) -> Text:
    """The board, one line per row ``r``: see the module's docstring."""
    fields = state.board.fields
    x = {f: CELL * f[0] + CELL // 2 * f[1] for f in fields}
    left = min(x.values())
    rows = sorted({r for _, r in fields})
    drawn = Text()
    for r in rows:
        line = Text.assemble((f"{r:>3} ", "grey50"))
        for field in sorted(f for f in fields if f[1] == r):
            line.append(" " * (4 + x[field] - left - len(line)))
            shown = cell(state, field)
            pad = CELL - 1 - len(shown)
            line.append(" " * (pad - pad // 2))
            line.append_text(shown)
            line.append(" " * (pad // 2))
        line.rstrip()
        drawn.append_text(line)
        drawn.append("\n" if r != rows[-1] else "")
    return drawn


def legend() -> Text:
    return Text(LEGEND, style="dim")


def header(state: State) -> Text:
    """The board's name (saying when it is not the printed one), the turn, who acts."""
    printed = "" if state.board.printed_layout else " (not the printed board)"
    where = f"La Strada on {state.board.name}{printed}"
    if state.over:
        return Text(f"{where} · the game is over", style="bold")
    doing = "set-up" if state.to_place else f"turn {state.turn}"
    return Text(f"{where} · {doing} · tile rule: {state.curves} curves", style="bold")


def reached(state: State, seat: int) -> str:
    """A seat's reached places by kind, in lines of at most ``WIDTH`` characters after
    ``INDENT``, a field never split: "reached: start field (-1, 1) · cities (0, 0) (-5, 1)
    · farm (-1, 3)"."""
    places = state.players[seat].reached
    groups = [(("start field", "start fields"), [f for f in places if f in state.start_fields])]
    groups += [((kind, PLURALS[kind].lower()), [f for f in places if state.targets.get(f) == kind])
               for kind in TARGET_TYPES]
    lines = [f"{INDENT}reached:"]
    for (one, more), fields in groups:
        for i, field in enumerate(fields):
            unit = show(field) if i else f"{one if len(fields) == 1 else more} {show(field)}"
            gap = " · " if i == 0 and not lines[-1].endswith(":") else " "
            if len(lines[-1]) + len(gap) + len(unit) > WIDTH:
                lines.append(INDENT + " " * len("reached:"))
            lines[-1] += gap + unit
    return "\n".join(lines) if places else f"{INDENT}reached: none yet"


def panel(state: State, seat: int, names: Names | None = None) -> Text:
    """A seat's state: its letter and colours, days, stones and tiles left, the gold the
    final count would give it now, and its reached places."""
    player = state.players[seat]
    acting = not state.over and state.seat == seat
    tiles = ", ".join(f"{n} {terrain}" for terrain, n in player.tiles.items())
    now = gold(state)[seat]
    shown = Text()
    shown.append(">" if acting else " ", style="bold")
    shown.append(f" {LETTERS[seat]} ", style=_tile_style(state, seat))
    shown.append(f" {seat_name(seat, names)}", style="bold")
    shown.append(
        f", {' and '.join(player.colours)}: {counted(player.days, 'day')} · "
        f"{counted(player.stones, 'stone')} · tiles {tiles} · {now} gold now\n"
        f"{reached(state, seat)}"
    )
    return shown


def table(state: State, names: Names | None = None) -> Group:
    """Everything on the table: the header, the board, its legend and every seat's panel."""
    seats = [panel(state, seat, names) for seat in range(len(state.players))]
    return Group(header(state), board(state), legend(), *seats)


def options(state: State) -> list[tuple[str, list[Action]]]:
    """The legal actions of the seat to act by kind, with their headings, in the order the
    options number them: routes by target (largest type first), then by cost."""
    legal = flow.legal(state)
    if state.to_place:
        return [("Place a start field", list(legal))]
    rank = {kind: i for i, kind in enumerate(TARGET_TYPES)}

    def order(route: BuildRoute) -> tuple[int, Field, int]:
        return rank[state.targets[route.target]], route.target, cost(state, route.fields)

    routes = sorted((a for a in legal if isinstance(a, BuildRoute)), key=order)
    groups: list[tuple[str, list[Action]]] = [("Build a route", [*routes])] if routes else []
    return [*groups, ("End the turn", [a for a in legal if isinstance(a, EndTurn)])]


def score_sheet(state: State, names: Names | None = None) -> Table:
    """Where each seat's gold came from, by target type, and the days that break a tie."""
    players = range(len(state.players))
    sheet = Table(title="Final scores", title_justify="left")
    sheet.add_column("")
    for seat in players:
        sheet.add_column(seat_name(seat, names), justify="right")
    for heading, values in gold_by_type(state):
        sheet.add_row(heading, *map(str, values))
    sheet.add_row("Gold", *map(str, gold(state)), style="bold")
    sheet.add_row("Days left (ties)", *(str(p.days) for p in state.players))
    return sheet
