"""A fixed integer encoding of actions, for learning environments (OpenSpiel, PettingZoo).

Every action of the standard game maps to one integer in ``range(ACTION_SPACE_SIZE)``. The
space is cut into blocks, one per kind of action (``BLOCKS``, in order); inside a block an
action's id is its fields in mixed radix, the last field varying fastest. An id keeps only
what tells the actions of one position apart (a die action's ``number`` and ``workers``
follow from its die, depot or space), so decoding an id is done against a game:
``legal_action_of`` (``Game.action_from_id``) returns the legal action that has the id.

The encoding covers the standard game: the tiles in ``TILE_IDS`` (a house-rule tile that
keeps a standard id is covered), not tiles of new kinds or actions that tile files declare
(``UseAction``). Those raise ``ValueError`` naming what is not covered.
"""

from __future__ import annotations

import functools

import attrs

from burgundy.games.castles import data
from burgundy.games.castles.actions import (
    Action,
    BuyTile,
    Choose,
    EndTurn,
    PlaceTile,
    SellGoods,
    Skip,
    TakeTile,
    TakeWorkers,
)
from burgundy.games.castles.rules.flow import current_seat
from burgundy.games.castles.state import GameState
from burgundy.games.castles.tile import SPECIES
from burgundy.kernel.errors import IllegalActionError


def _standard_tile_ids() -> tuple[str, ...]:
    parts = data.components()
    return (
        "castle",
        "mine",
        "ship",
        *(f"animal:{species}:{count}" for species in SPECIES for count in (2, 3, 4)),
        *(f"building:{kind}" for kind in parts.building_types),
        *(f"knowledge:{n}" for n in range(1, parts.knowledge_numbers + 1)),
    )


#: The standard game's tile ids, in the fixed order tile fields use (index = code).
TILE_IDS: tuple[str, ...] = _standard_tile_ids()
_TILE_CODE = {tile_id: code for code, tile_id in enumerate(TILE_IDS)}

#: Die codes: 0 for no die (a castle's extra action, a city hall's placement), else the face.
DIE_CODES = 7
#: Slots per depot an id can name: the black depot holds up to 8 tiles.
SLOTS = 8
#: Options a ``Choose`` number can be (estate spaces 0-36 are the largest).
NUMBERS = data.SPACES


@attrs.frozen
class Block:
    """One kind of action: its ids are ``start`` … ``start + size - 1``."""

    #: A short name: the action class, and for ``Choose`` the kind of option.
    name: str
    #: The fields the id is made of, with how many values each takes.
    fields: tuple[tuple[str, int], ...]
    #: What the fields hold, for people.
    meaning: str
    start: int

    @property
    def size(self) -> int:
        return functools.reduce(lambda n, field: n * field[1], self.fields, 1)

    def encode(self, values: tuple[int, ...]) -> int:
        n = 0
        for value, (name, count) in zip(values, self.fields, strict=True):
            if not 0 <= value < count:
                raise ValueError(
                    f"the action encoding has no {self.name} with {name} {value} "
                    f"(0-{count - 1})"
                )
            n = n * count + value
        return self.start + n

    def decode(self, n: int) -> tuple[int, ...]:
        rest = n - self.start
        values = []
        for _, count in reversed(self.fields):
            rest, value = divmod(rest, count)
            values.append(value)
        return tuple(reversed(values))


def _blocks() -> tuple[Block, ...]:
    tiles = len(TILE_IDS)
    die = ("die", DIE_CODES)
    specs: list[tuple[str, tuple[tuple[str, int], ...], str]] = [
        ("TakeTile", (die, ("depot", 6), ("slot", 4)),
         "die code; depot 1-6 as 0-5; slot 0-3"),
        ("PlaceTile", (die, ("tile", tiles), ("space", NUMBERS)),
         "die code; tile code (`TILE_IDS`); estate space 0-36"),
        ("SellGoods", (die, ("goods", 6)), "die code; goods type 1-6 as 0-5"),
        ("TakeWorkers", (die,), "die code"),
        ("BuyTile", (("depot", 7), ("slot", SLOTS)),
         "depot 0 (black) or 1-6; slot 0-7"),
        ("Choose number", (("option", NUMBERS),),
         "`Choose(n)`, n 0-36: a space, depot, goods type, index or option"),
        ("Choose tile", (("tile", tiles),), "`Choose(tile id)`: tile code"),
        ("Choose 1-tuple", (("first", NUMBERS),), "`Choose((a,))`, a 0-36"),
        ("Choose 2-tuple", (("first", SLOTS), ("last", NUMBERS)),
         "`Choose((a, b))`, a 0-7, b 0-36: depots, a depot and slot, goods types, "
         "an index and a space"),
        ("Choose 3-tuple", (("first", SLOTS), ("second", SLOTS), ("last", NUMBERS)),
         "`Choose((a, b, c))`, a and b 0-7, c 0-36: goods types, a depot, slot and space"),
        ("Skip", (), "`Skip()`"),
        ("EndTurn", (), "`EndTurn()`"),
    ]
    blocks = []
    start = 0
    for name, fields, meaning in specs:
        block = Block(name, fields, meaning, start)
        blocks.append(block)
        start += block.size
    return tuple(blocks)


#: The blocks of the action space, in id order.
BLOCKS: tuple[Block, ...] = _blocks()
_BLOCK = {block.name: block for block in BLOCKS}
#: How many ids there are: every id is in ``range(ACTION_SPACE_SIZE)``.
ACTION_SPACE_SIZE: int = BLOCKS[-1].start + BLOCKS[-1].size


def _die(die: int | None) -> int:
    return 0 if die is None else die


def tile_code(tile_id: str, where: object = "a tile") -> int:
    """The code of a standard tile id (its index in ``TILE_IDS``); ``ValueError`` naming
    ``where`` it was found for any other id."""
    code = _TILE_CODE.get(tile_id)
    if code is None:
        raise ValueError(
            f"the encoding covers the standard game's tiles; {where} names "
            f"{tile_id!r}, which is not one of them"
        )
    return code


def _choose(option: object, action: Action) -> tuple[str, tuple[int, ...]]:
    if isinstance(option, str):
        return "Choose tile", (tile_code(option, action),)
    if isinstance(option, int) and not isinstance(option, bool):
        return "Choose number", (option,)
    if isinstance(option, tuple) and 1 <= len(option) <= 3 and all(
        isinstance(v, int) and not isinstance(v, bool) for v in option
    ):
        return f"Choose {len(option)}-tuple", option
    raise ValueError(f"the action encoding has no id for {action}")


def _key(action: Action) -> tuple[str, tuple[int, ...]]:
    """The block and field values of ``action``."""
    if isinstance(action, TakeTile):
        return "TakeTile", (_die(action.die), action.number - 1, action.slot)
    if isinstance(action, PlaceTile):
        return "PlaceTile", (_die(action.die), tile_code(action.tile.id, action), action.space)
    if isinstance(action, SellGoods):
        return "SellGoods", (_die(action.die), action.number - 1)
    if isinstance(action, TakeWorkers):
        return "TakeWorkers", (_die(action.die),)
    if isinstance(action, BuyTile):
        return "BuyTile", (action.depot, action.slot)
    if isinstance(action, Choose):
        return _choose(action.option, action)
    if isinstance(action, Skip):
        return "Skip", ()
    if isinstance(action, EndTurn):
        return "EndTurn", ()
    raise ValueError(
        f"the action encoding covers the standard game; {action} ({type(action).__name__}) "
        "has no id"
    )


def action_id(action: Action) -> int:
    """The id of ``action``; ``ValueError`` for an action the encoding does not cover."""
    name, values = _key(action)
    return _BLOCK[name].encode(values)


def _check(n: int) -> int:
    if isinstance(n, bool) or not isinstance(n, int):
        raise ValueError(f"an action id must be an int, not {type(n).__name__}: {n!r}")
    if not 0 <= n < ACTION_SPACE_SIZE:
        raise ValueError(f"action id {n} is out of range: ids are 0-{ACTION_SPACE_SIZE - 1}")
    return n


def block_of(n: int) -> Block:
    """The block that holds id ``n``; ``ValueError`` for an id out of range."""
    _check(n)
    for block in reversed(BLOCKS):
        if n >= block.start:
            return block
    raise AssertionError("block 0 starts at id 0")


def describe(n: int) -> str:
    """What id ``n`` stands for, in words: the block and its field values
    (``"PlaceTile die=3 tile=building:bank space=12"``)."""
    block = block_of(n)
    parts = [block.name]
    for (name, _), value in zip(block.fields, block.decode(n), strict=True):
        shown: object = TILE_IDS[value] if name == "tile" else value
        if name in ("depot", "goods") and block.name != "BuyTile":
            shown = value + 1
        parts.append(f"{name}={shown}")
    return " ".join(parts)


def legal_action_of(state: GameState, legal: tuple[Action, ...], n: int) -> Action:
    """The action of ``legal``, the legal actions of ``state``, whose id is ``n``
    (``Game.action_from_id``). An id out of range raises ``ValueError``; one no legal
    action has now raises ``IllegalActionError``."""
    _check(n)
    ids = {action_id(action): action for action in legal}
    # Distinct legal actions have distinct ids (tests/test_encoding.py): never drop one.
    assert len(ids) == len(legal), f"two legal actions share an id: {legal}"
    action = ids.get(n)
    if action is None:
        seat = current_seat(state)
        where = "the game is over" if seat is None else f"seat {seat} to act"
        raise IllegalActionError(
            f"action id {n} ({describe(n)}) is not a legal action now ({where})"
        )
    return action


__all__ = [
    "ACTION_SPACE_SIZE",
    "BLOCKS",
    "DIE_CODES",
    "NUMBERS",
    "SLOTS",
    "TILE_IDS",
    "Block",
    "action_id",
    "block_of",
    "describe",
    "legal_action_of",
    "tile_code",
]
