"""Castles' own statements, as the values its effect interpreter runs
(``effects/interpreter.py``): the die actions and purchases a tile program may take
(``sell``, ``take``, ``place``, ``extra action``, ``buy``, ``spend both dice``, ``collect
goods``, ``set die``) and the borrowing of another seat's knowledge. Its vocabulary
(``vocabulary.py``) names their forms; the statements every game may use (``gain``, ``pay``,
``move``, ``run``, ``advance``, ``choose``, ``repeat``, ``each player``, ``if``, ``call``)
are the language's (``burgundy.lang.ir``).

``pos`` is where the statement is written, for messages; it takes no part in equality.
"""

from __future__ import annotations

from typing import TypeAlias

import attrs

from burgundy.lang import ir


def _pos() -> ir.Pos | None:
    return attrs.field(default=None, eq=False, repr=False)  # type: ignore[no-any-return]


@attrs.frozen
class Sell:
    """Sell one goods type of the owner's choice, exactly as the sell-goods action."""

    optional: bool = False
    pos: ir.Pos | None = _pos()


@attrs.frozen
class Take:
    """Take one tile matching ``pattern`` from ``source`` into storage (hex tiles) or into
    ``dest`` (a row the owner holds); the owner chooses which."""

    pattern: ir.Pattern
    source: ir.Zone = ir.Zone("depots")
    optional: bool = False
    pos: ir.Pos | None = _pos()
    dest: ir.Zone = ir.Zone("storage")


@attrs.frozen
class Place:
    """Place one tile matching ``pattern`` from ``source`` (storage unless said) on any
    legal space (any die number), with all its effects."""

    pattern: ir.Pattern
    optional: bool = False
    pos: ir.Pos | None = _pos()
    source: ir.Zone = ir.Zone("storage")


@attrs.frozen
class ExtraAction:
    """Take one extra die action, with ``number`` or a number of the owner's choice (as a
    castle)."""

    optional: bool = False
    pos: ir.Pos | None = _pos()
    number: ir.Expr | None = None


@attrs.frozen
class Buy:
    """The turn's one purchase: pay the price (``buy.price``) and take one tile matching
    ``pattern`` from ``source`` into storage."""

    pattern: ir.Pattern
    source: ir.Zone
    pos: ir.Pos | None = _pos()


@attrs.frozen
class SpendDice:
    """Use both of the turn's dice at once, each turned to ``number`` (workers pay as for a
    die action): the pair a shield asks for. Only possible while both dice are unused."""

    number: ir.Expr
    pos: ir.Pos | None = _pos()


@attrs.frozen
class Collect:
    """Take every goods tile of type ``goods`` from the six depots into the owner's
    warehouse (R-STORE-2 applies: a new type needs a free warehouse space)."""

    goods: ir.Expr
    pos: ir.Pos | None = _pos()


@attrs.frozen
class SetDie:
    """Turn the owner's die ``die`` (1 or 2), while unused, to ``number``."""

    die: ir.Expr
    number: ir.Expr
    pos: ir.Pos | None = _pos()


@attrs.frozen
class Borrow:
    """The owner also has the lasting powers (``modify``, ``when``, ``action``) of the
    knowledge tiles seat ``seat`` has placed, now and later, for as long as the definition
    running this program is the owner's (a held component: while it is held)."""

    seat: ir.Expr
    pos: ir.Pos | None = _pos()


#: Every statement of Castles' files: the language's and its own.
Stmt: TypeAlias = (
    ir.Gain | ir.Pay | Sell | Take | Place | ExtraAction | Buy | ir.Move | ir.Run | ir.Choose
    | ir.Repeat | ir.EachPlayer | ir.Advance | SpendDice | Collect | SetDie | Borrow | ir.If
    | ir.Call | ir.EndGame
)


@attrs.frozen
class ActionDef(ir.Action):
    """``action "<label>" [once per turn] [with a die] [if <condition>] { … }``: an action
    the holder may take during their own turn between die actions, as often as it can be
    carried out (or once a turn); ``with a die`` it is a die action of its own, paid with
    one of the turn's dice (workers turning it) or a castle's extra action."""

    die: bool = False  # costs a die (or a castle's extra action): `event.number` is its number


def with_a_die(action: ir.Action) -> bool:
    """Whether ``action`` is paid with a die (Castles' files compile every action to an
    ``ActionDef``)."""
    return isinstance(action, ActionDef) and action.die
