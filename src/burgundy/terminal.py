"""``burgundy play``: a game in the terminal for people and bots, drawn with rich.

Built on the public API only, as any front end would be: it reads ``game.state``, lists
``game.legal_actions()`` in words (``burgundy.describe``), applies what a person or a bot
chooses and keeps a score sheet from the events.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from pathlib import Path
from typing import Any

import attrs
from rich.console import Console, Group
from rich.table import Table
from rich.text import Text

from burgundy import data, describe
from burgundy import events as ev
from burgundy.actions import Action
from burgundy.bots import Bot, by_name
from burgundy.describe import describe_action, describe_decision, tile_name
from burgundy.game import Game
from burgundy.model.state import GameState
from burgundy.model.tile import Tile
from burgundy.scoresheet import ScoreSheet

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
CELL = 8  # characters per hex; rows are offset by half of it
#: What a person may answer besides an action.
QUIT, UNDONE = "quit", "undone"
#: The bot that takes over a person's seat when the input ends: quick, and plays well.
STAND_IN = "greedy"

HELP = (
    "Type the number of an action and press Enter. Other commands: "
    "e N shows seat N's estate, u undoes (where the game allows), "
    "q saves (with --save) and quits, h shows this help."
)


def short_name(game: Game, tile: Tile) -> str:
    """At most 6 characters, in capitals (empty spaces are in lower case), to fit a hex."""
    if tile.kind == "animal":
        return f"{tile.animals}{(tile.detail or '')[:4]}".upper()
    if tile.kind == "knowledge":
        return f"K{tile.number}"
    return tile_name(game.tiles, tile)[:6].upper()


def estate(game: Game, seat: int) -> Text:
    """Seat ``seat``'s estate as a hex map: each space shows its number and die, and the
    tile on it in capitals (or, in lower case, the kind of tile it takes), coloured as the
    space is."""
    player = game.state.players[seat]
    printed = data.estates()[player.estate_map]
    text = Text()
    space = 0
    for width in ROW_WIDTHS:
        indent = " " * ((7 - width) * CELL // 2)
        top, bottom = Text(indent), Text(indent)
        for _ in range(width):
            colour = printed.colours[space]
            placed = player.estate.get(space)
            top.append(f"{space:>3}:{printed.dice[space]}".ljust(CELL - 1), EMPTY_STYLES[colour])
            top.append(" ")
            if placed is None:
                bottom.append(SPACE_NAMES[colour].center(CELL - 1), EMPTY_STYLES[colour])
            else:
                bottom.append(short_name(game, placed).center(CELL - 1), STYLES[colour])
            bottom.append(" ")
            space += 1
        text.append_text(top)
        text.append("\n")
        text.append_text(bottom)
        text.append("\n")
    return text


def _names(game: Game, tiles: Collection[Tile | None]) -> str:
    named = [tile_name(game.tiles, t) for t in tiles if t is not None]
    return ", ".join(named) if named else "empty"


def _count(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _goods(counts: Mapping[int, int]) -> str:
    return ", ".join(f"{n} of type {g}" for g, n in sorted(counts.items())) or "none"


def board(game: Game) -> Table:
    """The depots with their tiles and goods, and the black depot."""
    s = game.state
    table = Table(title="Main board", title_justify="left", show_edge=False)
    table.add_column("depot", justify="right")
    table.add_column("tiles")
    table.add_column("goods")
    for number, slots in s.depots.items():
        goods = ", ".join(map(str, s.depot_goods[number])) or "-"
        table.add_row(str(number), _names(game, slots), goods)
    table.add_row("black", _names(game, s.black_depot), "")
    return table


def player_line(game: Game, seat: int, names: Mapping[int, str]) -> Text:
    """One seat's points, silverlings, workers, dice, storage, warehouse and sold goods."""
    p = game.state.players[seat]
    dice = " ".join(
        f"[{d}]" if used else str(d) for d, used in zip(p.dice, p.used, strict=True)
    ) or "-"
    line = Text()
    line.append(f"{names[seat]}: ", style="bold")
    line.append(
        f"{_count(p.points, 'point')}, {_count(p.silverlings, 'silverling')}, "
        f"{_count(p.workers, 'worker')}, dice {dice}, {_count(len(p.bonus_tiles), 'bonus tile')}\n"
        f"    storage: {_names(game, p.storage)}\n"
        f"    warehouse: {_goods(p.goods)}; sold: {_goods(p.sold)}"
    )
    return line


def position(game: Game, seat: int, names: Mapping[int, str]) -> Group:
    """Everything on the table, with ``seat``'s estate drawn."""
    s = game.state
    order = " → ".join(names[p] for p in s.turn_order)
    coming = ", ".join(map(str, s.round_goods)) or "none"
    header = Text(
        f"Phase {s.phase}, round {s.round} · white die {s.white_die} · goods of the rounds "
        f"to come: {coming}\nTurn order: {order}",
        style="bold",
    )
    players = [player_line(game, p, names) for p in range(len(s.players))]
    title = Text(
        f"{names[seat]}'s estate (map {s.players[seat].estate_map}; space:die, tiles in "
        "capitals):",
        style="bold",
    )
    return Group(header, board(game), *players, title, estate(game, seat))


def score_sheet(game: Game, sheet: ScoreSheet, names: Mapping[int, str]) -> Table:
    """Where every point came from, source by source, seat by seat."""
    seats = range(len(game.state.players))
    table = Table(title="Final scores", title_justify="left")
    table.add_column("")
    for seat in seats:
        table.add_column(names[seat], justify="right")
    for source, heading in sheet.sources.items():
        table.add_row(heading, *(str(sheet.points[seat][source]) for seat in seats))
        if source == "knowledge_scoring":
            labels = dict.fromkeys(label for lines in sheet.final_lines for label in lines)
            for label in labels:
                table.add_row(
                    f"  {label}", *(str(sheet.final_lines[s].get(label, 0)) for s in seats)
                )
    earlier = [game.scores()[seat] - sheet.total(seat) for seat in seats]
    if any(earlier):
        table.add_row("Before the save was loaded", *map(str, earlier))
    table.add_row("Total", *(str(p) for p in game.scores()), style="bold")
    return table


def describe_event(game: Game, event: ev.Event, names: Mapping[int, str]) -> str | None:
    """One line for an event worth telling at the table, else ``None``
    (``burgundy.describe.describe_event``)."""
    return describe.describe_event(game, event, names)


def _die_of(action: Action) -> str:
    die = getattr(action, "die", None)
    return f"With die {die}" if die is not None else "Other actions"


def listed(game: Game) -> list[Action]:
    """The legal actions in the order a person reads them: those of each die together,
    then the rest; otherwise in ``legal_actions()`` order."""
    actions = game.legal_actions()
    return sorted(actions, key=lambda a: (getattr(a, "die", None) is None,
                                          getattr(a, "die", None) or 0))


@attrs.define
class Session:
    """A game at the terminal: people at the seats in ``humans``, bots at the others.

    ``ask`` reads a person's answer (``Console.input`` normally); ``save`` is where the
    game is written after every decision, if anywhere; ``bot_names`` names the bots' kinds
    (``random``) for the screen.
    """

    game: Game
    humans: frozenset[int]
    bots: Mapping[int, Bot]
    console: Console
    ask: Callable[[str], str]
    save: Path | None = None
    verbose: bool = False
    bot_names: Mapping[int, str] = attrs.field(factory=dict)
    sheet: ScoreSheet = attrs.field(init=False)
    names: dict[int, str] = attrs.field(init=False)
    # The position and the score sheet before each move, to go back to after an undo.
    history: list[tuple[GameState, ScoreSheet]] = attrs.field(init=False, factory=list)

    def __attrs_post_init__(self) -> None:
        self.sheet = ScoreSheet(len(self.game.state.players), self.game.tiles)
        self.names = {
            seat: f"Seat {seat} (you)" if seat in self.humans
            else f"Seat {seat} ({self.bot_names.get(seat, 'a')} bot)"
            for seat in range(len(self.game.state.players))
        }
        if len(self.humans) > 1:
            self.names.update({seat: f"Seat {seat} (person)" for seat in self.humans})

    def run(self) -> bool:
        """Play to the end (``True``), or until a person quits (``False``)."""
        while (seat := self.game.current_player) is not None:
            if seat in self.humans:
                answer = self._human(seat)
                if answer == QUIT:
                    return False
                if answer == UNDONE:
                    continue
                assert not isinstance(answer, str)
                action = answer
            else:
                action = self.bots[seat].act(self.game)
                if self.humans or self.verbose:
                    what = describe_action(self.game, action)
                    self.console.print(f"{self.names[seat]}: {what}", highlight=False)
            self._apply(action)
        self.console.print(score_sheet(self.game, self.sheet, self.names))
        winner = self.game.winner()
        assert winner is not None
        self.console.print(f"{self.names[winner]} wins.", style="bold", highlight=False)
        return True

    def _apply(self, action: Action) -> None:
        self.history.append((self.game.state, self.sheet.copy()))
        events = self.game.apply(action)
        self.sheet.record(events)
        for event in events:
            line = describe_event(self.game, event, self.names)
            if line:
                self.console.print(line, highlight=False)
        if self.save is not None:
            self.save.write_text(self.game.to_json(), encoding="utf-8")

    def _human(self, seat: int) -> Action | str:
        """The action a person chooses, ``QUIT`` or ``UNDONE``."""
        shown = seat
        while True:
            self.console.print(position(self.game, shown, self.names))
            legal = listed(self.game)
            self.console.print(f"{self.names[seat]}: {describe_decision(self.game)}",
                               style="bold", highlight=False)
            heading = None
            for number, action in enumerate(legal, 1):
                if _die_of(action) != heading and len({_die_of(a) for a in legal}) > 1:
                    heading = _die_of(action)
                    self.console.print(f"     {heading}:", style="bold", highlight=False)
                self.console.print(f"{number:>3}  {describe_action(self.game, action)}",
                                   highlight=False)
            try:
                answer = self.ask("Your choice (number; h for help): ").strip().lower()
            except EOFError:  # no more input (a pipe, a script): a bot finishes the game
                return self._hand_over(seat)
            if answer.isdigit() and 1 <= int(answer) <= len(legal):
                return legal[int(answer) - 1]
            if answer in ("h", "help", "?"):
                self.console.print(HELP, highlight=False)
                continue
            if answer in ("q", "quit"):
                where = f"; saved to {self.save}" if self.save else ""
                self.console.print(f"Stopped{where}.", highlight=False)
                return QUIT
            if answer.startswith("e") and answer[1:].strip().isdigit():
                other = int(answer[1:].strip())
                if other in self.names:
                    shown = other
                    continue
            if answer in ("u", "undo"):
                if self._undo():
                    return UNDONE
                continue
            self.console.print(f"Not understood: {answer!r}. {HELP}", highlight=False)

    def _hand_over(self, seat: int) -> Action:
        """With no more input, a bot plays the people's seats to the end."""
        self.console.print(f"No more input: a {STAND_IN} bot plays {self.names[seat]} "
                           "to the end.", highlight=False)
        self.bots = {**self.bots, **{s: by_name(STAND_IN, seed=s) for s in self.humans}}
        self.humans = frozenset()
        return self.bots[seat].act(self.game)

    def _undo(self) -> bool:
        """Undo back to a person's decision, where the engine allows it."""
        game: Any = self.game  # undo is newer than some engines: used only where it exists
        if not getattr(game, "can_undo", False):
            self.console.print("Nothing can be undone here.")
            return False
        game.undo()
        while game.can_undo and game.current_player not in self.humans:
            game.undo()
        # The events of the moves undone no longer count.
        while self.history:
            state, sheet = self.history.pop()
            if state == game.state:
                self.sheet = sheet
                break
        self.console.print("Undone.")
        return True
