"""Why an action is not legal: a message a person can act on."""

from __future__ import annotations

import attrs

from burgundy import data
from burgundy.actions import Action, BuyTile, Choose, EndTurn, PlaceTile, SellGoods, Skip, TakeTile
from burgundy.model.state import GameState
from burgundy.model.tile import Tile
from burgundy.rules.context import Ctx
from burgundy.rules.procedures import placements, purchase_allowed

_WHOLE_NUMBERS = ("die", "number", "workers", "slot", "space", "depot")


def field_problem(action: Action) -> str | None:
    """A field of the wrong type (a string for a number, say), named; else ``None``."""
    for field in attrs.fields(type(action)):
        value = getattr(action, field.name)
        if field.name in _WHOLE_NUMBERS:
            if field.name == "die" and value is None:
                continue
            if isinstance(value, bool) or not isinstance(value, int):
                return (
                    f"{action!r} is not legal: {field.name} must be a whole number, not {value!r}"
                )
        elif field.name == "tile" and not isinstance(value, Tile):
            return (
                f"{action!r} is not legal: tile must be a tile (burgundy.tile(id)), not {value!r}"
            )
    return None


def why_illegal(ctx: Ctx, state: GameState, action: Action, legal: tuple[Action, ...]) -> str:
    head = f"{action} is not legal now"
    if state.over:
        return f"{head}: the game is over"
    if state.pending:
        frame = state.pending[-1]
        kinds = sorted({type(a).__name__ for a in legal})
        options = ", ".join(str(a) for a in legal[:8]) + (" …" if len(legal) > 8 else "")
        return (
            f"{head}: seat {frame.seat} must answer a {type(frame).__name__}"  # type: ignore[union-attr]
            f" with {' or '.join(kinds)}; the options are: {options}"
        )
    seat = state.active_seat
    player = state.players[seat]
    dice_left = player.dice_left
    if isinstance(action, EndTurn):
        return f"{head}: seat {seat} still has dice to use {dice_left}"
    if isinstance(action, Choose | Skip):
        return f"{head}: there is no pending decision; seat {seat} is taking a turn"
    if isinstance(action, BuyTile):
        if state.bought:
            return f"{head}: seat {seat} already bought a tile this turn"
        if not purchase_allowed(ctx, state, seat):
            return f"{head}: the tiles in seat {seat}'s estate allow no purchase"
        return f"{head}: seat {seat} has {player.silverlings} silverlings, or that slot is empty"
    die = getattr(action, "die", None)
    if die is None:
        return f"{head}: die=None is only for a castle's extra action or a city hall"
    if die not in dice_left:
        return f"{head}: seat {seat}'s unused dice are {dice_left}, not {die}"
    if isinstance(action, TakeTile):
        slots = state.depot_slots[action.number - 1] if 1 <= action.number <= 6 else ()
        if not 0 <= action.slot < len(slots) or slots[action.slot] is None:
            return f"{head}: depot {action.number} has no tile in slot {action.slot}"
    if isinstance(action, PlaceTile):
        estate = data.estates()[player.estate_map]
        if action.tile not in player.storage:
            return f"{head}: {action.tile} is not in seat {seat}'s storage"
        if not 0 <= action.space < data.SPACES:
            return f"{head}: there is no space {action.space} (0-36)"
        if estate.dice[action.space] != action.number:
            shows = estate.dice[action.space]
            return f"{head}: space {action.space} shows {shows}, not {action.number}"
        if action.space not in placements(ctx, state, seat, [action.tile])[0][1]:
            return (
                f"{head}: space {action.space} must be empty, {action.tile.colour}, next to a "
                "placed tile, and hold no second building of a type in one city (unless the "
                "tiles in the estate change these rules)"
            )
    if isinstance(action, SellGoods) and not (
        1 <= action.number <= 6 and player.goods_counts[action.number]
    ):
        return f"{head}: seat {seat} has no goods of type {action.number}"
    number = getattr(action, "number", die)
    costs = [
        a.workers
        for a in legal
        if isinstance(a, TakeTile | PlaceTile | SellGoods)
        and type(a) is type(action)
        and (a.die, a.number) == (die, number)
    ]
    given = getattr(action, "workers", 0)
    if costs and given not in costs:
        return f"{head}: turning {die} into {number} costs {costs[0]} workers, not {given}"
    return (
        f"{head}: turning {die} into {number} needs more workers than seat {seat} has "
        f"({player.workers})"
    )
