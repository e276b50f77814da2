"""What ``burgundy play`` draws, with rich: the table (the board with what the expansions lay
on it, every seat, one seat's estate, state and rows) and a decision's options, grouped by
kind, in pages that fit the terminal.

Built on the public API only: it reads ``game.state`` and words the actions with
``burgundy.describe``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TypeAlias

from rich.console import Group
from rich.table import Table
from rich.text import Text

from burgundy.games.castles import actions as act
from burgundy.games.castles import data, vocabulary
from burgundy.games.castles.game import CastlesGame
from burgundy.games.castles.rules.zones import mark_of
from burgundy.games.castles.state import PlayerState
from burgundy.games.castles.text import counted, describe_action, tile_name
from burgundy.games.castles.tile import KIND_COLOUR, Tile
from burgundy.kernel import terminal
from burgundy.lang import forms, ir

#: Background colour of each estate colour (placed tiles), and text colour on it.
STYLES = {
    "dark_green": "bold white on dark_green",
    "grey": "bold white on grey42",
    "yellow": "bold black on yellow3",
    "blue": "bold white on blue",
    "light_green": "bold black on green3",
    "beige": "bold black on wheat1",
}
#: Text colour of empty spaces.
EMPTY_STYLES = {
    "dark_green": "green4",
    "grey": "grey62",
    "yellow": "yellow3",
    "blue": "dodger_blue2",
    "light_green": "green3",
    "beige": "wheat1",
}
#: What an empty space shows: the kind of tile it takes.
SPACE_NAMES = {
    "dark_green": "castle",
    "grey": "mine",
    "yellow": "know.",
    "blue": "ship",
    "light_green": "animal",
    "beige": "city",
}
ROW_WIDTHS = (4, 5, 6, 7, 6, 5, 4)
CELL = 8  # characters per hex, one of them the gap; rows are offset by half of it
#: The row of components that lie on the seat's castles, one per castle (shields).
ON_CASTLES = "shield"
Row: TypeAlias = tuple[Tile, ...]
#: Goods laid on the seats' tracks, which the state counts only: (seat, row) -> {space
#: index: goods type}.
Laid: TypeAlias = Mapping[tuple[int, str], Mapping[int, int]]

#: The kinds of action in the order the options list them, with their headings; a
#: decision's answers (``Choose``, ``Skip``) come last, under the decision itself.
GROUPS: tuple[tuple[type, str], ...] = (
    (act.TakeTile, "Take a tile"),
    (act.PlaceTile, "Place a tile from storage"),
    (act.SellGoods, "Sell goods"),
    (act.TakeWorkers, "Take workers"),
    (act.UseAction, "Actions of tiles and expansions"),
    (act.BuyTile, "Buy a tile (the turn's one purchase)"),
    (act.EndTurn, "End the turn"),
)
#: The help line under the options (the prompt says "h for help"), after where the page
#: is when the options take several.
HELP_LINE = "i N explains option N · e N shows seat N · u undoes · q quits"


# --- names ---------------------------------------------------------------------------------


def full_name(game: CastlesGame, tile: Tile) -> str:
    """A tile's or component's whole name: "Bank", "Knowledge 7: Animals score one more",
    "Shield 9: A silverling per goods tile sold", "Inn"."""
    definition = game.tiles.by_id.get(tile.id)
    if definition is not None and tile.kind not in KIND_COLOUR:
        name: str = definition.name
        return name
    return tile_name(game.tiles, tile)


def names(game: CastlesGame, tiles: Iterable[Tile | None]) -> str:
    """Tiles by their whole names, the same ones counted: "Inn x2, Bank"; "empty" for
    none."""
    tally = Counter(full_name(game, t) for t in tiles if t is not None)
    return ", ".join(n if k == 1 else f"{n} x{k}" for n, k in tally.items()) or "empty"


def code(game: CastlesGame, tile: Tile) -> str:
    """What an estate's hex shows of a tile: its name in capitals where it fits, else a
    code that the legend spells out ("K7", "S9", "WAREHO.")."""
    name = full_name(game, tile)
    if len(name) < CELL:
        return name.upper()
    if tile.detail is not None and tile.detail.isdigit():
        return f"{tile.kind[0].upper()}{tile.detail}"
    return name[: CELL - 2].upper() + "."


def _goods(counts: Mapping[int, int]) -> str:
    """Goods tiles by type, one number each: "2 5 5"."""
    return " ".join(str(g) for g, n in sorted(counts.items()) for _ in range(n)) or "none"


# --- the board -----------------------------------------------------------------------------


def _displays(game: CastlesGame) -> tuple[dict[str, dict[int, Row]], dict[str, Row]]:
    """The face-up displays expansions lay out: those on the depots (``display shield 3``),
    by kind and depot, and those beside the board (``display inn``), by kind."""
    on_depots: dict[str, dict[int, Row]] = {}
    beside: dict[str, Row] = {}
    for key, tiles in game.state.zones:
        if not key.startswith("display "):
            continue
        kind, _, depot = key.removeprefix("display ").partition(" ")
        if depot.isdigit() and int(depot) in game.state.depots:
            on_depots.setdefault(kind, {})[int(depot)] = tiles
        else:
            beside[key.removeprefix("display ")] = tiles
    return on_depots, beside


def board(game: CastlesGame) -> Group:
    """The depots with their tiles, goods and what expansions lay on them (shields), then
    the black depot and the displays beside it (inns)."""
    s = game.state
    on_depots, beside = _displays(game)
    depots = Table(box=None, pad_edge=False, header_style="bold", padding=(0, 1, 0, 0))
    depots.add_column("depot", justify="right", no_wrap=True)
    depots.add_column("tiles")
    depots.add_column("goods")
    for kind in on_depots:
        depots.add_column(f"{kind}s")
    for number, slots in s.depots.items():
        goods = " ".join(map(str, s.depot_goods[number])) or "-"
        lying = [names(game, on_depots[kind].get(number, ())) for kind in on_depots]
        depots.add_row(str(number), names(game, slots), goods, *lying)
    black = Text.assemble(("black depot: ", "bold"), names(game, s.black_depot))
    for what, tiles in beside.items():
        black.append_text(Text.assemble(" · ", (f"{what}s beside it: ", "bold"),
                                        names(game, tiles)))
    return Group(depots, black)


# --- the seats -----------------------------------------------------------------------------


def _dice(player: PlayerState) -> str:
    shown = [f"[{d}]" if used else str(d) for d, used in zip(player.dice, player.used, strict=True)]
    return " ".join(shown) or "-"


def _resources(player: PlayerState) -> str:
    return (f"{counted(player.points, 'point')}, {counted(player.silverlings, 'silverling')}, "
            f"{counted(player.workers, 'worker')}")


def summary(game: CastlesGame, seat: int, names_: Mapping[int, str]) -> Text:
    """One line for a seat whose estate is not drawn: its resources and how much it holds
    (``e N`` draws the rest)."""
    p = game.state.players[seat]
    held = [f"dice {_dice(p)}", f"{len(p.storage)} stored"]
    held += [f"{name} {mark_of(game.state, seat, name)}/{_track_length(game, row)}"
             if _track_length(game, row) else counted(len(row), name) for name, row in p.rows]
    held += [counted(len(p.bonus_tiles), "bonus tile")] if p.bonus_tiles else []
    return Text.assemble((f"{names_[seat]}: ", "bold"), ", ".join([_resources(p), *held]))


def _castle_spaces(player: PlayerState) -> list[int]:
    return [space for space, t in enumerate(player.spaces) if t is not None and t.kind == "castle"]


def on_castles(player: PlayerState) -> dict[int, Tile]:
    """Which castle holds which shield: the rules count them only (one per castle), so the
    screen lays them in the order taken on the castles in the order of their spaces."""
    held = dict(player.rows).get(ON_CASTLES, ())
    return dict(zip(_castle_spaces(player), held, strict=False))


def _bonus(player: PlayerState) -> str:
    held = [f"{colour.replace('_', ' ')} ({size})" for colour, size in player.bonus_tiles]
    return ", ".join(held) or "none"


def seat_panel(game: CastlesGame, seat: int, names_: Mapping[int, str]) -> Group:
    """The shown seat's state: resources, bonus tiles, storage, warehouse, goods sold and
    the components it holds (shields on which castle), then the legend of its estate."""
    p = game.state.players[seat]
    lines = [
        Text(f"{names_[seat]} · estate map {p.estate_map}", style="bold"),
        Text(_resources(p)),
        Text(f"dice {_dice(p)} · bonus tiles: {_bonus(p)}"),
        Text(f"storage: {'; '.join(full_name(game, t) for t in p.storage) or 'empty'}"),
        Text(f"warehouse: {_goods(p.goods)}"),
        Text(f"sold: {_goods(p.sold)}"),
    ]
    castles = on_castles(p)
    for name, row in p.rows:
        if name == ON_CASTLES:
            where = [f"{code(game, t)} at {space}" for space, t in castles.items()]
            where += [code(game, t) for t in row[len(castles):]]  # more than castles: a house rule
            lines.append(Text(f"{name}s on castles: {', '.join(where)}"))
        elif _track_length(game, row):
            length = _track_length(game, row)
            marked = mark_of(game.state, seat, name)
            lines.append(Text(f"{name} track: {marked} of {length} spaces marked"))
        else:
            lines.append(Text(f"{name}s: {names(game, row)}"))
    codes = Table.grid(padding=(0, 1, 0, 0))
    for short, full in legend(game, p).items():
        codes.add_row(Text(short, style="bold"), full)
    return Group(*lines, Text("legend:", style="bold"), codes) if codes.rows else Group(*lines)


def legend(game: CastlesGame, player: PlayerState) -> dict[str, str]:
    """The codes the estate's hexes show for names that do not fit, spelled out."""
    shields = dict(player.rows).get(ON_CASTLES, ())
    shown = {code(game, t): full_name(game, t) for t in (*player.spaces, *shields)
             if t is not None}
    return {short: full for short, full in sorted(shown.items()) if short != full.upper()}


def estate(game: CastlesGame, seat: int) -> Text:
    """Seat ``seat``'s estate as a hex map: each space shows its number and die, and the
    tile on it in capitals (a code the legend spells out when the name does not fit; a
    castle with its shield, ``CAS S9``) or, in lower case, the kind of tile it takes,
    coloured as the space is."""
    player = game.state.players[seat]
    printed = data.estates()[player.estate_map]
    castles = on_castles(player)
    text = Text()
    space = 0
    for width in ROW_WIDTHS:
        indent = " " * ((7 - width) * CELL // 2)
        top, bottom = Text(indent), Text(indent)
        for _ in range(width):
            colour = printed.colours[space]
            placed = player.spaces[space]
            top.append(f"{space:>3}:{printed.dice[space]}".ljust(CELL - 1), EMPTY_STYLES[colour])
            top.append(" ")
            if placed is None:
                bottom.append(SPACE_NAMES[colour].center(CELL - 1), EMPTY_STYLES[colour])
            else:
                shown = code(game, placed)
                if space in castles:
                    shown = f"CAS {code(game, castles[space])}"
                bottom.append(shown.center(CELL - 1)[: CELL - 1], STYLES.get(colour, "bold"))
            bottom.append(" ")
            space += 1
        text.append_text(top)
        text.append("\n")
        text.append_text(bottom)
        text.append("\n" if space < data.SPACES else "")
    return text


# --- tracks --------------------------------------------------------------------------------


def _track_length(game: CastlesGame, row: Row) -> int:
    """How many spaces the components of ``row`` have: a track's length, 0 for a row that
    is no track."""
    return sum(len(_spaces(game, t)) for t in row)


def _spaces(game: CastlesGame, tile: Tile) -> tuple[ir.TrackSpace, ...]:
    definition = game.tiles.by_id.get(tile.id)
    return definition.spaces if definition is not None else ()


def reward(game: CastlesGame, body: Sequence[ir.Stmt]) -> str:
    """A track space's reward in a few words: "Church" (it runs the church's program),
    "4 workers", "extra action"."""
    words = []
    for stmt in body:
        if isinstance(stmt, ir.Run):
            target = game.tiles.by_id.get(stmt.target)
            words.append(target.name if target is not None else stmt.target)
        elif isinstance(stmt, ir.Gain) and isinstance(stmt.amount, ir.Num):
            words.append(f"{stmt.amount.value} {stmt.resource}")
        else:  # "extra action", or a house rule's reward: the statement's leading words
            leading = []
            for part in vocabulary.STATEMENT_OF_NODE[type(stmt)].parts:
                if not isinstance(part, str):
                    break
                leading += [part] if part != forms.MAY else []
            words.append(" ".join(leading) or "reward")
    return ", ".join(words)


def tracks(game: CastlesGame, seat: int, laid: Laid) -> list[Table]:
    """The seat's tracks (a trade route): each tile's spaces, number and reward, with the
    goods laid on the marked ones: ``[5]``, ``[5 ✓]`` where they matched the number and
    gave the reward, ``[x]`` where the screen did not see what was laid."""
    p = game.state.players[seat]
    drawn = []
    for name, row in p.rows:
        if not _track_length(game, row):
            continue
        goods = laid.get((seat, name), {})
        table = Table(box=None, pad_edge=False, padding=(0, 1), header_style="bold")
        cells: list[Text] = []
        index = 0
        for component in row:
            table.add_column(full_name(game, component), ratio=1)
            lines = []
            for space in _spaces(game, component):
                line = f"{space.number} {reward(game, space.body)}"
                value = goods.get(index)
                if index >= mark_of(game.state, seat, name):
                    lines.append(Text(line))
                elif value == space.number:  # it gave its reward
                    lines.append(Text(f"{line} [{value} ✓]", style="bold"))
                else:
                    lines.append(Text(f"{line} [{'x' if value is None else value}]"))
                index += 1
            cells.append(Text("\n").join(lines))
        table.add_row(*cells)
        drawn.append(table)
    return drawn


# --- the table -----------------------------------------------------------------------------


def header(game: CastlesGame) -> Text:
    """Phase, round, white die, the goods of the rounds to come, the turn order."""
    s = game.state
    coming = " ".join(map(str, s.round_goods)) or "none"
    order = ", ".join(map(str, s.turn_order))
    return Text(f"Phase {s.phase}, round {s.round} · white die {s.white_die} · goods to come: "
                f"{coming} · turn order: seats {order}", style="bold")


def table(game: CastlesGame, shown: int, names_: Mapping[int, str], laid: Laid) -> Group:
    """Everything on the table: the board, a line for each other seat, and seat
    ``shown``'s estate beside its state, then its tracks."""
    seats = [summary(game, seat, names_) for seat in range(len(game.state.players))
             if seat != shown]
    side = Table.grid(padding=(0, 1))
    side.add_column(no_wrap=True, width=ROW_WIDTHS[3] * CELL)
    side.add_column()
    side.add_row(estate(game, shown), seat_panel(game, shown, names_))
    return Group(header(game), board(game), *seats, side, *tracks(game, shown, laid))


# --- options -------------------------------------------------------------------------------


def grouped(game: CastlesGame) -> list[tuple[str | None, list[act.Action]]]:
    """The legal actions by kind, in the order ``GROUPS`` gives (a decision's answers last,
    without a heading); within a kind in ``legal_actions()`` order."""
    kinds = [kind for kind, _ in GROUPS]
    found: dict[int, list[act.Action]] = {}
    for action in game.legal_actions():
        index = next((i for i, kind in enumerate(kinds) if isinstance(action, kind)), len(kinds))
        found.setdefault(index, []).append(action)
    headings = [heading for _, heading in GROUPS]
    return [(headings[i] if i < len(headings) else None, found[i]) for i in sorted(found)]


def listed(game: CastlesGame) -> list[act.Action]:
    """The legal actions in the order the options number them."""
    return [action for _, actions in grouped(game) for action in actions]


def pages(game: CastlesGame, room: int, height: Callable[[Text], int]) -> list[tuple[Text, ...]]:
    """The options' lines (headings and numbered options) in pages of at most ``room``
    lines, as ``kernel.terminal.pages`` lays them out."""
    words = [(heading, [describe_action(game, action) for action in actions])
             for heading, actions in grouped(game)]
    return terminal.pages(words, room, height)
