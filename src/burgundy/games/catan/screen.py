"""What ``burgundy play --game catan`` draws, with rich: the board as text, a panel beside it
with the dice, the bank, the open offer, every seat's counts and the shown seat's own hand,
and the final score sheet.

The board is drawn flat-topped as CATAN.md draws it (``geometry``): a hex shows its resource
(``lumber`` .. ``ore``, or ``desert``), its number and its ``(q, r)`` (``ROBBER`` where the
robber stands). At each corner stands its intersection's number, or the building on it: ``S``
(settlement) or ``C`` (city) and its seat's colour letter (``r`` red, ``b`` blue, ``w``
white, ``o`` orange). Paths show ``--``, ``/`` and ``\\``, or a road as its colour's letter.
Harbours show their rate (``3:1``, ``2:1 ore``) beyond the coast they serve. Colours are only
added where rich finds a terminal; the letters say everything without them.
"""

from __future__ import annotations

from collections.abc import Mapping

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from burgundy.games.catan.actions import (
    Action,
    BuildCity,
    BuildRoad,
    BuildSettlement,
    BuyCard,
    EndTurn,
    MaritimeTrade,
    PlayCard,
    ProposeTrade,
    Roll,
    show_cards,
)
from burgundy.games.catan.board import PRODUCES
from burgundy.games.catan.figures import RESOURCES
from burgundy.games.catan.frames import Offer
from burgundy.games.catan.geometry import (
    HARBOUR_INTERSECTIONS,
    HARBOURS,
    INTERSECTIONS,
    LAND,
    PATH_ENDS,
    Hex,
)
from burgundy.games.catan.rules import flow
from burgundy.games.catan.rules.scoring import hidden_points, points, public_points
from burgundy.games.catan.rules.trade import rates
from burgundy.games.catan.state import COLOURS, State
from burgundy.games.catan.text import AWARDS, card_title
from burgundy.kernel.words import Names, counted, seat_name

#: Characters across a hex column, and lines down half a hex.
COLUMN, HALF = 9, 2
#: Each seat's letter on the board, and its style.
LETTERS = "rbwo"
STYLES = ("bold white on red3", "bold white on blue", "bold black on grey93",
          "bold black on dark_orange")
#: Each resource's colour on the board.
TINTS: Mapping[str, str] = {"lumber": "green4", "brick": "red3", "wool": "green3",
                            "grain": "yellow3", "ore": "grey62", "desert": "tan"}
LEGEND = "n: intersection n · Sr/Cr: settlement/city · r: road · r red, b blue, w white, o orange"
#: How wide the side of the table is.
SIDE = 31


def _centre(hex_: Hex) -> tuple[float, float]:
    q, r = hex_
    return COLUMN * q, HALF * (2 * r + q)


def _corner(intersection: int) -> tuple[int, int]:
    """The character and line of an intersection: the middle of its three hexes."""
    xs, ys = zip(*(_centre(h) for h in INTERSECTIONS[intersection]), strict=True)
    return round(sum(xs) / 3), round(sum(ys) / 3)


CORNER_AT = tuple(_corner(i) for i in range(len(INTERSECTIONS)))


class Canvas:
    """Characters with styles at ``(x, y)``, drawn into lines of text."""

    def __init__(self) -> None:
        self.cells: dict[tuple[int, int], tuple[str, str]] = {}

    def put(self, x: int, y: int, text: str, style: str = "") -> None:
        for i, char in enumerate(text):
            self.cells[(x + i, y)] = (char, style)

    def centred(self, x: float, y: int, text: str, style: str = "") -> None:
        self.put(round(x - (len(text) - 1) / 2), y, text, style)

    def text(self) -> Text:
        xs = [x for x, _ in self.cells]
        ys = [y for _, y in self.cells]
        drawn = Text()
        for y in range(min(ys), max(ys) + 1):
            line = Text()
            for x in range(min(xs), max(xs) + 1):
                char, style = self.cells.get((x, y), (" ", ""))
                line.append(char, style)
            line.rstrip()
            drawn.append_text(line)
            if y != max(ys):
                drawn.append("\n")
        return drawn


def board(state: State) -> Text:
    """The board: see the module's docstring."""
    canvas = Canvas()
    for hex_ in LAND:
        x, y = _centre(hex_)
        terrain = state.board.terrain[hex_]
        resource = PRODUCES.get(terrain, "desert")
        canvas.centred(x, round(y) - 1, resource, TINTS[resource])
        number = state.board.numbers.get(hex_)
        if number is not None:
            canvas.centred(x, round(y), str(number), "bold red" if number in (6, 8) else "bold")
        if hex_ == state.robber:
            canvas.centred(x, round(y) + 1, "ROBBER", "bold reverse")
        else:
            canvas.centred(x, round(y) + 1, f"({hex_[0]},{hex_[1]})", "grey50")
    for path, (a, b) in enumerate(PATH_ENDS):
        (xa, ya), (xb, yb) = sorted((CORNER_AT[a], CORNER_AT[b]))
        owner = state.roads.get(path)
        style = "" if owner is None else STYLES[owner]
        if ya == yb:
            mark = "-" if owner is None else LETTERS[owner]
            canvas.put(xa + 1, ya, mark * (xb - xa - 3), style or "grey50")
        else:
            slope = "/" if yb < ya else "\\"
            mark = slope if owner is None else LETTERS[owner]
            canvas.put(xa + 1, (ya + yb) // 2, mark * 2, style or "grey50")
    for i, (x, y) in enumerate(CORNER_AT):
        building = state.buildings.get(i)
        if building is None:
            canvas.put(x - 1, y, f"{i:>2}", "grey70")
        else:
            seat, kind = building
            canvas.put(x - 1, y, f"{kind[0].upper()}{LETTERS[seat]}", STYLES[seat])
    for harbour, ((_, land), ends) in enumerate(zip(HARBOURS, HARBOUR_INTERSECTIONS,
                                                        strict=True)):
        kind = state.board.harbours[harbour]
        rate = state.figures.rates["generic" if kind == "generic" else "special"]
        label = f"{rate}:1" if kind == "generic" else f"{rate}:1 {kind}"
        (xa, ya), (xb, yb) = CORNER_AT[ends[0]], CORNER_AT[ends[1]]
        cx, cy = _centre(land)
        # Beside the board, as far beyond the coast as the land hex's centre is inside it,
        # the rate over the resource, reading away from it; above or below, on the next
        # lines out.
        x, y = round(xa + xb - cx), round(ya + yb - cy)
        words = label.split(" ")
        for line, word in enumerate(words):
            if x < cx - COLUMN / 3:
                canvas.put(x - len(word) + 1, y + line, word, "bold cyan")
            elif x > cx + COLUMN / 3:
                canvas.put(x, y + line, word, "bold cyan")
            elif ya < cy:
                canvas.centred(x, ya - len(words) + line, word, "bold cyan")
            else:
                canvas.centred(x, ya + 1 + line, word, "bold cyan")
    return canvas.text()


def header(state: State, names: Names | None = None) -> Text:
    """The board's name, the turn and the dice."""
    where = f"Catan on the {state.board.name} board"
    if state.over:
        return Text(f"{where} · the game is over", style="bold")
    if state.to_place:
        return Text(f"{where} · set-up", style="bold")
    dice = "" if state.dice is None else f" · dice {state.dice[0]} + {state.dice[1]}"
    return Text(f"{where} · turn {state.turn}, {seat_name(state.seat, names)} to play{dice}",
                style="bold")


def side(state: State, shown: int) -> Text:
    """Beside the board, at most ``SIDE`` characters wide: the bank and the deck, the open
    offer, every seat's counts (``>`` marks the seat to act), and the ``shown`` seat's hand,
    cards and trade rates."""
    bank = [f"{state.bank[r]} {r}" for r in RESOURCES]
    lines = Text(f"Bank: {', '.join(bank[:2])},\n  {', '.join(bank[2:])}\n"
                 f"Deck: {counted(len(state.deck), 'card')}\n")
    for frame in state.pending:
        if isinstance(frame, Offer):
            accepted = ", ".join(f"Seat {s}" for s in frame.accepted) or "nobody yet"
            lines.append(f"Seat {frame.seat} offers {show_cards(frame.give)}\n"
                         f"  for {show_cards(frame.get)}\n  accepted: {accepted}\n", "bold")
    for player in state.players:
        seat = player.seat
        lines.append("> " if seat == flow.to_act(state) else "  ", "bold")
        lines.append(LETTERS[seat], STYLES[seat])
        lines.append(f" Seat {seat}{' (you)' if seat == shown else ''}, {COLOURS[seat]}\n",
                     "bold")
        vp = points(state, seat) if seat == shown or state.over else public_points(state, seat)
        lines.append(f"  {vp} VP, {counted(player.hand_size, 'card')}, "
                     f"{len(player.cards)} dev\n")
        held = [title for award, title in AWARDS.items() if getattr(state, award) == seat]
        awards = ", " + " + ".join(t if len(held) == 1 else t[0] + t.split()[1][0]
                                   for t in held) if held else ""
        lines.append(f"  {player.played.count('knight')} kn, road {player.road_length}"
                     f"{awards}\n")
    player = state.players[shown]
    hand = [f"{n} {r}" for r, n in player.hand.items() if n] or ["no cards"]
    lines.append(f"Your hand: {', '.join(hand[:2])}\n", "bold")
    if hand[2:]:
        lines.append(f"  {', '.join(hand[2:])}\n", "bold")
    for card in sorted(set(player.cards)):
        new = player.cards[len(player.cards) - player.bought:].count(card)
        fresh = f" ({new} new)" if new else ""
        lines.append(f"  {player.cards.count(card)} {card_title(card)}{fresh}\n")
    rate = rates(state, shown)
    lines.append("Bank trades:")
    for n in sorted(set(rate.values())):
        lines.append(f"\n{n}:1 {' '.join(r for r in RESOURCES if rate[r] == n)}")
    return lines


def table(state: State, shown: int, names: Names | None = None) -> RenderableType:
    """Everything on the table: the header, the board with the side panel beside it, the
    legend."""
    grid = Table.grid(padding=(0, 1))
    grid.add_column(no_wrap=True)
    grid.add_column(width=SIDE, no_wrap=True)
    grid.add_row(board(state), side(state, shown))
    return Group(header(state, names), grid, Text(LEGEND, style="dim"))


#: The turn's actions by kind, with their headings, in the order they are numbered.
KINDS: tuple[tuple[str, tuple[type, ...]], ...] = (
    ("The turn", (Roll, EndTurn)),
    ("Build", (BuildSettlement, BuildCity, BuildRoad)),
    ("Development cards", (PlayCard, BuyCard)),
    ("Trade with the bank", (MaritimeTrade,)),
    ("Offer to the others", (ProposeTrade,)),
)


def options(state: State) -> list[tuple[str | None, list[Action]]]:
    """The legal actions of the seat to act by kind, with their headings, in the order the
    options number them; a decision's answers under no heading."""
    legal = flow.legal(state)
    if state.to_place or state.pending:
        return [(None, list(legal))]
    groups: list[tuple[str | None, list[Action]]] = []
    for heading, kinds in KINDS:
        chosen = [a for a in legal if isinstance(a, kinds)]
        if chosen:
            groups.append((heading, chosen))
    return groups


def score_sheet(state: State, names: Names | None = None) -> Table:
    """Where each seat's points came from: buildings, awards and victory point cards."""
    seats = range(len(state.players))
    sheet = Table(title="Final scores", title_justify="left")
    sheet.add_column("")
    for seat in seats:
        sheet.add_column(seat_name(seat, names), justify="right")
    score = state.figures.points
    for kind in ("settlement", "city"):
        sheet.add_row({"settlement": "Settlements", "city": "Cities"}[kind], *(
            str(score[kind] * sum(1 for b in state.buildings.values() if b == (seat, kind)))
            for seat in seats))
    for award, title in AWARDS.items():
        sheet.add_row(title, *(str(score[award] if getattr(state, award) == seat else 0)
                               for seat in seats))
    sheet.add_row("Victory point cards", *(str(hidden_points(state, seat)) for seat in seats))
    sheet.add_row("Points", *(str(points(state, seat)) for seat in seats), style="bold")
    return sheet
