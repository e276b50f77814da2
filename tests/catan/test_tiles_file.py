"""``tiles/catan/development.tiles`` and the card programs of ``cards.py`` say the same thing:
the same cards, titles and supplies, and each statement in the same order (C-DEV-3..9)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from burgundy.games.catan.cards import (
    CARDS,
    BuildRoadFree,
    Monopoly,
    MoveRobber,
    Repeat,
    Rob,
    Statement,
    TakeFromBank,
)

TILES = Path(__file__).resolve().parents[2] / "tiles" / "catan" / "development.tiles"
CARD = re.compile(r'^card (\w+) "([^"]+)" supply (\d+) in deck \{$', re.M)


def phrases(program: tuple[Statement, ...]) -> list[str]:
    """The tile language's words for ``program``, in order."""
    words: list[str] = []
    for statement in program:
        if isinstance(statement, Repeat):
            words += [f"repeat {statement.times} {{", *phrases(statement.body)]
        elif isinstance(statement, MoveRobber):
            words.append("move robber")
        elif isinstance(statement, Rob):
            words.append("rob")
        elif isinstance(statement, BuildRoadFree):
            words.append("build road free")
        elif isinstance(statement, TakeFromBank):
            words.append(f"take {statement.count} resources from bank")
        elif isinstance(statement, Monopoly):
            words += ["choose resource as wanted", "each other player", "give all wanted to owner"]
    return words


def blocks() -> dict[str, tuple[str, int, str]]:
    text = TILES.read_text(encoding="utf-8")
    starts = list(CARD.finditer(text))
    return {
        m.group(1): (m.group(2), int(m.group(3)), text[m.end() : nxt.start() if nxt else None])
        for m, nxt in zip(starts, [*starts[1:], None], strict=True)
    }


@pytest.mark.rule("C-DEV-9", "C-DEV-4")
def test_the_tile_file_names_the_same_cards_and_supplies() -> None:
    text = TILES.read_text(encoding="utf-8")
    assert text.startswith("language catan 1\n")
    found = blocks()
    assert {n: (t, s) for n, (t, s, _) in found.items()} == {
        c.name: (c.title, c.supply) for c in CARDS.values()
    }


@pytest.mark.rule("C-DEV-3", "C-DEV-5", "C-DEV-6", "C-DEV-7", "C-DEV-8")
@pytest.mark.parametrize("name", list(CARDS))
def test_each_card_program_says_the_same_as_the_tile_file(name: str) -> None:
    body = blocks()[name][2]
    code = "\n".join(line.split("#")[0] for line in body.splitlines())
    card = CARDS[name]
    if card.on_play is None:
        assert "on play" not in code
        assert f"modify victory_points: add {card.points}" in code
        return
    at = 0
    for phrase in phrases(card.on_play):
        found = code.find(phrase, at)
        assert found >= 0, f"{name}: {phrase!r} missing or out of order"
        at = found + len(phrase)
