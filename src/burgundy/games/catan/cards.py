"""The 25 development cards (C-DEV), read from ``tiles/catan/development.tiles``: each
card's program is written there, in Catan's tile language, and compiles to the statement
values (``statements.py``) one interpreter runs (``rules/program.py``). What is not a card's
effect stays here: where a played card goes (C-DEV-3, C-DEV-4) and what a 7 does.

>>> CARDS["road_building"].on_play
(Repeat(times=2, body=(BuildRoadFree(),)),)
>>> sum(card.supply for card in CARDS.values())
25
"""

from __future__ import annotations

import importlib.resources
from collections.abc import Mapping
from pathlib import Path

import attrs

from burgundy import dsl
from burgundy.dsl import house
from burgundy.dsl.errors import one_of
from burgundy.games.catan.statements import (
    BuildRoadFree,
    MoveRobber,
    Repeat,
    Rob,
    Statement,
    TakeFromBank,
)
from burgundy.kernel.errors import TileError
from burgundy.lang import ir

__all__ = [
    "CARDS", "KINDS", "PATH", "ROBBER", "BuildRoadFree", "Card", "Repeat", "Statement",
    "TakeFromBank", "card", "read",
]

#: The cards' file, as saves and messages name it.
PATH = "tiles/catan/development.tiles"

#: What a 7 and a knight both do once the discards are over (C-ROBBER-4, -5; C-DEV-3).
ROBBER: tuple[Statement, ...] = (MoveRobber(), Rob())

#: The cards that stay face up in front of their owner once played (knights count there for
#: Largest Army, C-DEV-3); the others go back under the deck (C-DEV-4).
FACE_UP = frozenset({"knight"})


@attrs.frozen
class Card:
    """A kind of development card: ``supply`` copies in the deck; ``on_play`` its program
    (``None``: never played); ``after`` where a played card goes (``"played"``: face up in
    front of its owner, ``"deck"``: under the deck, C-DEV-4); ``points`` VP while held."""

    name: str
    title: str
    supply: int
    on_play: tuple[Statement, ...] | None
    after: str = ""
    points: int = 0


def card(definition: ir.TileDef, players: int | None = None) -> Card:
    """The card a ``card`` definition of Catan's files says: its program (``on play``), its
    copies in the deck (``supply <n> in deck``) and its victory points
    (``modify victory_points``: numbers written in the file, and in a game of ``players``
    conditions on ``game.players``); ``TileError`` naming the line otherwise."""
    supply = dict(definition.supply.counts) if isinstance(definition.supply, ir.Piles) else {}
    owner = {} if players is None else {"game.players": players}
    try:
        points = house.asker(definition.modifiers, owner, {"victory_points": 0})("victory_points")
    except KeyError:
        raise TileError(f"card {definition.key}: its victory points are a number written in "
                        "the file", *_where(definition)) from None
    program: tuple[Statement, ...] | None = definition.on_place or None  # type: ignore[assignment]
    after = "" if program is None else "played" if definition.key in FACE_UP else "deck"
    return Card(definition.key, definition.name, supply.get("deck", 0), program, after, points)


def card_problem(definition: ir.TileDef, players: int) -> str | None:
    """Why a house rule's ``card`` definition cannot stand in the deck in a game of
    ``players``, or ``None``: a house rule changes what a card does when played and what
    it is worth while held, not which cards the deck holds, how many, or whether they are
    played (C-DEV). The loader and the checker (``games/catan/language.py``) ask the same
    question; ``TileError`` for a worth that is not a number written in the file."""
    standard = CARDS.get(definition.key)
    if standard is None:
        return (f"`card {definition.key}` is not a card of the deck: house rules rewrite "
                f"{one_of(CARDS)}")
    written = card(definition, players)
    if definition.supply is not None and written.supply != standard.supply:
        return (f"the deck holds {standard.supply} {definition.key} cards: house rules change "
                "what a card does, not how many there are")
    if standard.on_play is None and written.on_play is not None:
        return f"{definition.key} cards are never played (C-DEV-8): they have no `on play`"
    if written.on_play is None and standard.on_play is not None:
        return (f"`card {definition.key}` rewrites what a card does when played: it needs "
                "`on play { … }`")
    return None


def _where(definition: ir.TileDef) -> tuple[str, int | None]:
    pos = definition.pos
    return (pos.path, pos.line) if pos else (PATH, None)


def read(text: str, path: str) -> tuple[ir.TileDef, ...]:
    """The definitions of a tile file in Catan's language, checked; ``TileError`` naming
    the file, the line and what is allowed."""
    return dsl.load_defs([(path, text)])


#: The packaged file of the development cards. A house-rule file may be layered over it with
#: ``burgundy.load_tiles(catan.STANDARD_TILES, "house.tiles")`` (API.md) and the tile set
#: given to ``new_game(tiles=...)``.
STANDARD_TILES = Path(str(importlib.resources.files("burgundy.tiles") / "catan" /
                          "development.tiles"))


def _standard() -> dict[str, Card]:
    text = STANDARD_TILES.read_text("utf-8")
    return {d.key: card(d) for d in read(text, PATH) if d.kind == "card"}


CARDS: Mapping[str, Card] = _standard()
#: The development cards' names, in the order the deck is listed before its shuffle.
KINDS = tuple(CARDS)
