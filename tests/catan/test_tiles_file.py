"""The development cards are read from ``tiles/catan/development.tiles`` (C-DEV): the file
compiles to the programs the interpreter runs, prints back as it reads, every statement of
Catan's vocabulary parses, prints, checks and runs, and a mistake in a file of Catan's
language names the file, the line and what is allowed."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from burgundy import dsl
from burgundy.errors import TileError
from burgundy.games.catan import MoveRobber, PlayCard, Steal
from burgundy.games.catan.cards import CARDS, PATH
from burgundy.games.catan.events import Stolen
from burgundy.games.catan.geometry import CORNERS
from burgundy.games.catan.statements import (
    BuildRoadFree,
    ChooseValue,
    EachOtherPlayer,
    Give,
    Repeat,
    Rob,
    TakeFromBank,
)
from burgundy.games.catan.statements import MoveRobber as MovesRobber
from burgundy.games.catan.vocabulary import CATAN
from burgundy.lang.vocabulary import StatementSpec
from tests.catan.helpers import BLUE, RED, scenario

TILES = Path(__file__).resolve().parents[2] / PATH
#: Beside Blue's settlement on I16, where a robber takes a card from Blue.
BESIDE_BLUE = next(h for h, corners in CORNERS.items() if 16 in corners and h != (0, 0))


def _statements(program: tuple[Any, ...]) -> Iterator[Any]:
    for statement in program:
        yield statement
        yield from _statements(getattr(statement, "body", ()))


@pytest.mark.parametrize("spec", list(CATAN.statements.values()), ids=lambda s: s.name)
def test_every_statement_parses_prints_checks_and_runs(spec: StatementSpec) -> None:
    # Its example, as a house rule's knight program: read and checked, printed back, and
    # played, where it asks a decision or changes the game beyond the card played.
    text = f'language catan 1\ncard knight "Knight" {{\n    on play {{ {spec.example} }}\n}}\n'
    (definition,) = dsl.load_defs([("house.tiles", text)])
    assert spec.node in {type(s) for s in _statements(definition.on_place)}
    assert dsl.parse(dsl.format_tiles([definition], CATAN)) == (definition,)
    game = (scenario(tiles=text).settlement(RED, 3).settlement(BLUE, 16).robber(BESIDE_BLUE)
            .hand(BLUE, {"ore": 2, "wool": 1}).cards(RED, ["knight"]).turn(RED, rolled=True)
            .build())
    events = game.apply(PlayCard("knight"))
    assert game.state.pending or events[1:], f"`{spec.example}` did nothing"


@pytest.mark.rule("C-DEV-9", "C-DEV-3", "C-DEV-4", "C-DEV-5", "C-DEV-6", "C-DEV-7", "C-DEV-8")
def test_the_cards_are_the_tile_files_programs() -> None:
    assert {name: (c.title, c.supply, c.after, c.points) for name, c in CARDS.items()} == {
        "knight": ("Knight", 14, "played", 0),
        "road_building": ("Road building", 2, "deck", 0),
        "discovery": ("Discovery", 2, "deck", 0),
        "monopoly": ("Monopoly", 2, "deck", 0),
        "victory_point": ("Victory point", 5, "", 1),
    }
    assert {name: c.on_play for name, c in CARDS.items()} == {
        "knight": (MovesRobber(), Rob()),
        "road_building": (Repeat(2, (BuildRoadFree(),)),),
        "discovery": (TakeFromBank(2),),
        "monopoly": (ChooseValue("resource", "wanted",
                                 (EachOtherPlayer((Give(None, "wanted"),)),)),),
        "victory_point": None,
    }


def test_the_file_prints_back_as_it_reads() -> None:
    defs = dsl.parse(TILES.read_text(encoding="utf-8"), PATH)
    text = dsl.format_tiles(defs, CATAN)
    assert text.startswith("language catan 1\n")
    assert dsl.parse(text) == defs
    assert "card monopoly \"Monopoly\" supply 2 in deck {" in text


def test_statements_keep_where_the_file_writes_them() -> None:
    (knight,) = (d for d in dsl.parse(TILES.read_text(encoding="utf-8"), PATH)
                 if d.key == "knight")
    rob = knight.on_place[1]
    assert rob.pos is not None and (rob.pos.path, rob.pos.column) == (PATH, 9)
    assert TILES.read_text(encoding="utf-8").splitlines()[rob.pos.line - 1].strip() \
        .startswith("rob")


@pytest.mark.rule("C-ROBBER-5", "C-DEV-3")
def test_the_theft_a_knights_program_draws_is_where_undo_stops() -> None:
    game = (scenario().settlement(RED, 3).settlement(BLUE, 16).hand(BLUE, {"grain": 2})
            .cards(RED, ["knight"]).turn(RED).build())
    game.apply(PlayCard("knight"))
    game.apply(MoveRobber(BESIDE_BLUE))
    draws = game.state.draws
    assert game.apply(Steal(BLUE)) == (Stolen(RED, BLUE, "grain"),)
    assert game.state.draws == draws + 1 and not game.can_undo


@pytest.mark.parametrize(
    ("text", "line", "message"),
    [
        ('card knight "Knight" {\n    on play { gain 2 lumber }\n}\n', 3,
         "unknown statement `gain`: statements are `move robber`, `rob`, `build road free`, "
         "`take … resources from bank`, `repeat`, `choose … as`, `each other player`, "
         "`give` and `end game`"),
        ('building bank "Bank" {\n}\n', 2,
         "unknown keyword `building` at the top of the file: a definition starts with `card` "
         "or `rules`"),
        ('card knight "Knight" {\n    on place { rob }\n}\n', 3, "expected `play`"),
        ('card monopoly "Monopoly" {\n    on play { give all ore to owner }\n}\n', 3,
         "`give` stands only inside `each other player { … }`"),
        ('card monopoly "Monopoly" {\n    on play {\n        choose resource as wanted {\n'
         '            each other player { give all ore to owner }\n        }\n    }\n}\n', 4,
         "`wanted` is not read by the block of `choose … as`"),
        ('card monopoly "Monopoly" {\n    on play { each other player { rob } }\n}\n', 3,
         "`each other player` holds only `give`, not `rob`"),
        ('card discovery "Discovery" {\n    on play { take n resources from bank }\n}\n', 3,
         "`take … resources from bank` takes a number written in the file"),
        ('card victory_point "VP" {\n    modify win.points: set 3\n}\n', 3,
         "`win.points` is changed only in `rules` definitions, not in a `card`"),
        ('rules vp "VP" {\n    modify victory_points: add 1\n}\n', 3,
         "`victory_points` is changed only in `card` definitions"),
    ],
    ids=["a Castles statement", "a Castles definition", "a Castles hook", "give outside a loop",
         "a name never read", "a decision in the loop", "a computed count", "a card's query",
         "a rules block's query"],
)
def test_a_mistake_names_the_file_the_line_and_what_is_allowed(
    text: str, line: int, message: str
) -> None:
    with pytest.raises(TileError) as caught:
        dsl.load_defs([("house.tiles", "language catan 1\n" + text)])
    assert (caught.value.path, caught.value.line) == ("house.tiles", line)
    assert message in caught.value.message

