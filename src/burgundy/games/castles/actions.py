"""Actions: every decision a player makes is one of these frozen values.

Die actions carry ``die`` (the face used; ``None`` for a castle's extra action or a city
hall's placement, which use a number of the player's choice), ``number`` (what the die
counts as) and ``workers`` (what the engine charges to turn ``die`` into ``number``: the
fewest possible, after knowledge-tile modifiers).
"""

from __future__ import annotations

from typing import ClassVar, TypeAlias

import attrs

from burgundy.games.castles.tile import Tile

#: What a ``Choose`` may answer: a space, a depot, a goods type, a tile id, or a tuple of
#: them (a depot and slot; several goods types; two adjacent depots).
Option: TypeAlias = int | str | tuple[int, ...]


def _die(die: int | None) -> str:
    return "castle/free" if die is None else f"die {die}"


def _via(die: int | None, number: int, workers: int) -> str:
    text = _die(die)
    if die is not None and die != number:
        text += f" as {number}"
    if workers:
        text += f", {workers} worker{'s' if workers > 1 else ''}"
    return text


@attrs.frozen(cache_hash=True)
class TakeTile:
    """Take the tile in ``slot`` of depot ``number`` into storage."""

    tag: ClassVar[str] = "take_tile"
    die: int | None
    number: int
    workers: int
    slot: int

    def __str__(self) -> str:
        via = _via(self.die, self.number, self.workers)
        return f"take depot {self.number} slot {self.slot} ({via})"


@attrs.frozen(cache_hash=True)
class PlaceTile:
    """Place the stored ``tile`` on estate space ``space``."""

    tag: ClassVar[str] = "place_tile"
    die: int | None
    number: int
    workers: int
    tile: Tile
    space: int

    def __str__(self) -> str:
        return (
            f"place {self.tile} on space {self.space} ({_via(self.die, self.number, self.workers)})"
        )


@attrs.frozen(cache_hash=True)
class SellGoods:
    """Sell every goods tile of type ``number``."""

    tag: ClassVar[str] = "sell_goods"
    die: int | None
    number: int
    workers: int

    def __str__(self) -> str:
        return f"sell goods {self.number} ({_via(self.die, self.number, self.workers)})"


@attrs.frozen(cache_hash=True)
class TakeWorkers:
    """Take workers with a die."""

    tag: ClassVar[str] = "take_workers"
    die: int | None

    def __str__(self) -> str:
        return f"take workers ({_die(self.die)})"


@attrs.frozen(cache_hash=True)
class BuyTile:
    """Buy the tile in ``slot`` of the black depot (``depot=0``) or, with K-6, depot 1-6."""

    tag: ClassVar[str] = "buy_tile"
    depot: int
    slot: int

    def __str__(self) -> str:
        where = "the black depot" if self.depot == 0 else f"depot {self.depot}"
        return f"buy slot {self.slot} of {where}"


@attrs.frozen(cache_hash=True)
class UseAction:
    """Take the action ``index`` that the held definition ``source`` offers (``action
    "<label>" { … }`` in a tile file), between die actions of one's own turn."""

    tag: ClassVar[str] = "use_action"
    source: str
    index: int
    label: str
    # An action `with a die`: the die used (None: a castle's extra action), the number it
    # counts as and the workers that turn it.
    die: int | None = None
    number: int | None = None
    workers: int = 0

    def __str__(self) -> str:
        if self.number is None:
            return f"{self.label} ({self.source})"
        return f"{self.label} ({self.source}; {_via(self.die, self.number, self.workers)})"


@attrs.frozen(cache_hash=True)
class Choose:
    """Answer the pending decision with one of the options it offers.

    ``label`` is what the option says, when a tile file names it (``option "<label>"`` of a
    ``choose``): ``legal_actions()`` fills it in. It only describes: it takes no part in
    equality, hashing, action ids or saves, so ``Choose(2)`` built by hand is the same
    action."""

    tag: ClassVar[str] = "choose"
    option: Option
    label: str = attrs.field(default="", eq=False, repr=False, kw_only=True)

    def __str__(self) -> str:
        return self.label or f"choose {self.option}"


@attrs.frozen(cache_hash=True)
class Skip:
    """Decline an optional benefit."""

    tag: ClassVar[str] = "skip"

    def __str__(self) -> str:
        return "skip"


@attrs.frozen(cache_hash=True)
class EndTurn:
    """End the turn once both dice are used."""

    tag: ClassVar[str] = "end_turn"

    def __str__(self) -> str:
        return "end turn"


#: Any action: what ``Game.legal_actions()`` lists and ``Game.apply`` takes.
Action: TypeAlias = (
    TakeTile | PlaceTile | SellGoods | TakeWorkers | BuyTile | UseAction | Choose | Skip | EndTurn
)
#: The actions that use a die (or a castle's extra action).
DieAction: TypeAlias = TakeTile | PlaceTile | SellGoods | TakeWorkers
#: Every action class, for ``isinstance`` checks.
ACTION_TYPES: tuple[type, ...] = (
    TakeTile,
    PlaceTile,
    SellGoods,
    TakeWorkers,
    BuyTile,
    UseAction,
    Choose,
    Skip,
    EndTurn,
)

__all__ = [
    "ACTION_TYPES",
    "Action",
    "BuyTile",
    "Choose",
    "DieAction",
    "EndTurn",
    "Option",
    "PlaceTile",
    "SellGoods",
    "Skip",
    "TakeTile",
    "TakeWorkers",
    "UseAction",
]
