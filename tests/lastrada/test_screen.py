"""What ``burgundy play --game lastrada`` draws (``games.lastrada.screen``): each field of a
position at its place on the board, by terrain, targets with their stones, road tiles and
start fields by seat letter, a panel per seat; colours only on a terminal; the example board
with four seats fits a 100x40 terminal beside the options."""

from __future__ import annotations

import io
import re

from rich.console import Console, RenderableType

from burgundy.games.lastrada import State
from burgundy.games.lastrada.board import Field
from burgundy.games.lastrada.rules import flow
from burgundy.games.lastrada.screen import board, options, panel, score_sheet, table
from tests.lastrada.helpers import CITY, FAR, FARM, HAMLET, RED, new, play, route, scenario

#: A cell of the board: no spaces inside.
CELL = re.compile(r"\S+")


def shown(renderable: RenderableType, terminal: bool = False) -> str:
    console = Console(width=100, height=40, file=io.StringIO(), force_terminal=terminal,
                      color_system="standard" if terminal else None)
    console.print(renderable)
    text = console.file.getvalue()  # type: ignore[attr-defined]
    assert isinstance(text, str)
    return text


def cells(state: State) -> dict[Field, tuple[str, int]]:
    """Each field's text on the drawn board and the column of its centre: a row's cells in
    the order of their q, after the row's r."""
    found: dict[Field, tuple[str, int]] = {}
    for line in shown(board(state)).splitlines():
        r, *rest = list(CELL.finditer(line))
        row = sorted(f for f in state.fields if f[1] == int(r.group()))
        assert len(rest) == len(row), line
        for field, match in zip(row, rest, strict=True):
            found[field] = (match.group(), (match.start() + match.end()) // 2)
    return found


def position() -> State:
    """Four seats: seat 0 (A) routed to the farm (-1, 3); B's tile on the hill (2, 2), B, C
    and D's stones beside A's on the city (0, 0)."""
    state = (scenario(players=4).days(0, 10).road(1, (2, 2))
             .stone(1, CITY).stone(2, CITY).stone(3, CITY).state())
    state, _ = play(state, [route((-1, 2), FARM)])
    return state


def test_each_field_is_drawn_at_its_place() -> None:
    state = position()
    drawn = cells(state)
    assert set(drawn) == set(state.fields)
    assert drawn[RED][0] == "[A]" and drawn[FAR[0]][0] == "[B]" and drawn[FAR[2]][0] == "[D]"
    assert drawn[(-1, 2)][0] == "=A=" and drawn[(2, 2)][0] == "=B="
    assert drawn[FARM][0] == "Fa" and drawn[CITY][0] == "Cbcd" and drawn[HAMLET][0] == "H"
    assert drawn[(-4, 1)][0] == "-4*"  # a forest, with its q
    assert drawn[(4, 1)][0] == "4^"  # a hill
    assert drawn[(1, 1)][0] == "1."  # a plain
    for kind in ("city", "village", "hamlet", "farm"):
        assert {drawn[f][0][0] for f, k in state.targets.items() if k == kind} == {kind[0].upper()}
    # Axial geometry: a step in q is a whole field to the right, a step in r half of one.
    centre = drawn[CITY][1]
    for (q, r), (_, column) in drawn.items():
        assert abs(column - (centre + 6 * q + 3 * r)) <= 1, (q, r)


def test_each_seat_has_a_panel() -> None:
    state = position()
    text = shown(panel(state, 0, {0: "Ann"}))
    assert text.startswith("> A  Ann, black: 8 days · 11 stones · tiles 17 plain, 8 forest,")
    assert "reached: start field (-1, 1) · farm (-1, 3)" in text
    assert "gold now" in text
    assert shown(panel(state, 2)).startswith("  C  Seat 2, yellow: 0 days · 11 stones")


def test_two_players_show_both_start_fields_and_colours() -> None:
    state = scenario(players=2).days(0, 6).state()
    text = shown(table(state))
    assert "Seat 0, black and yellow:" in text
    assert "reached: start fields (-1, 1) (6, 0)" in text
    assert cells(state)[FAR[2]][0] == "[A]"


def test_colours_only_on_a_terminal() -> None:
    state = position()
    plain = shown(table(state))
    assert "\x1b[" not in plain
    coloured = shown(table(state), terminal=True)
    assert "\x1b[" in coloured
    assert re.sub(r"\x1b\[[0-9;]*m", "", coloured) == plain


def test_the_example_board_fits_a_terminal_beside_the_options() -> None:
    """Four seats with every stone placed, the longest lists of reached places: the table
    leaves at least 11 of 40 lines for the question, 8 options, the help line and the
    prompt."""
    state = scenario(players=4).days(0, 10)
    for target in sorted(new(4).targets)[:12]:
        for seat in range(4):
            state.stone(seat, target)
    lines = shown(table(state.state())).splitlines()
    assert max(map(len, lines)) <= 100
    assert len(lines) <= 40 - 11


def test_the_score_sheet_counts_gold_by_target_type() -> None:
    state = position()
    text = shown(score_sheet(state, {0: "Ann"}))
    rows = {line.split("│")[1].strip(): line.split("│")[2:-1] for line in text.splitlines()
            if line.startswith("│")}
    assert [v.strip() for v in rows["Cities"]] == ["0", "3", "3", "3"]  # 3 stones: 3 each
    assert [v.strip() for v in rows["Farms"]] == ["2", "0", "0", "0"]
    assert [v.strip() for v in rows["Gold"]] == ["2", "3", "3", "3"]
    assert [v.strip() for v in rows["Days left (ties)"]] == ["8", "0", "0", "0"]


def test_the_options_are_every_legal_action_by_kind_routes_by_target() -> None:
    state = scenario().days(0, 10).state()
    groups = options(state)
    assert [heading for heading, _ in groups] == ["Build a route", "End the turn"]
    listed = [a for _, actions in groups for a in actions]
    assert sorted(map(str, listed)) == sorted(map(str, flow.legal(state)))
    routes = groups[0][1]
    assert state.targets[routes[0].target] == "city" and state.targets[routes[-1].target] == "farm"
    to_farm = [a for a in routes if a.target == FARM]
    assert to_farm[0] == route((-1, 2), FARM)  # the cheapest first
    assert [h for h, _ in options(new(3))] == ["Place a start field"]
