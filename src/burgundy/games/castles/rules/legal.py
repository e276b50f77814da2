"""Legal actions: the answers to the decision at hand, in a stable order."""

from __future__ import annotations

import functools
from typing import Final

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
    UseAction,
)
from burgundy.games.castles.dice import unused
from burgundy.games.castles.effects import interpreter
from burgundy.games.castles.effects.evaluate import matches
from burgundy.games.castles.rules import zones
from burgundy.games.castles.rules.context import Ctx
from burgundy.games.castles.rules.facts import BOARD, ESTATES
from burgundy.games.castles.rules.procedures import (
    buy_price,
    placements,
    purchase_allowed,
    ship_options,
)
from burgundy.games.castles.rules.queries import die_costs, query
from burgundy.games.castles.state import (
    DiscardChoice,
    ExtraActionChoice,
    GameState,
    GoodsChoice,
    OptionChoice,
    PlaceChoice,
    SellChoice,
    ShipChoice,
    StartCastleChoice,
    TakeChoice,
)
from burgundy.games.castles.statements import with_a_die
from burgundy.games.castles.tile import Tile


def legal_actions(ctx: Ctx, state: GameState) -> tuple[Action, ...]:
    """R-TURN-1..3 on the turn (the die actions, the purchase, the actions of tile files,
    ending the turn), or the answers to the decision at hand."""
    if state.over:
        return ()
    if state.pending:
        return _decision_actions(ctx, state)
    seat = state.turn_order[state.turn]  # ``active_seat``, without a property call
    player = state.players[seat]
    dice = unused(player.dice, player.used)  # ``player.dice_left``, without a property call
    if len(dice) == 2 and dice[0] == dice[1]:
        dice = dice[:1]  # a double offers each action once
    actions = die_actions(ctx, state, seat, dice, "die") if dice else []
    actions += buy_actions(ctx, state, seat)
    if ctx.tiles.has_actions:
        actions += [
            UseAction(tile_id, index, label)
            for tile_id, index, label in interpreter.offered_actions(ctx, state, seat)
        ]
    if not dice:
        actions.append(_END_TURN)
    return tuple(actions)


def distinct(tiles: tuple[Tile, ...]) -> list[Tile]:
    """``tiles`` without repeats, in order (storage holds up to three: a list scan beats
    building a dict)."""
    found: list[Tile] = []
    for tile in tiles:
        if tile not in found:
            found.append(tile)
    return found


# Prebuilt die actions, indexed [die][number][workers](+[slot]): legal_actions() hands out
# these shared values instead of building new ones on every call. Turning a die costs at
# most 5 workers (5 pips, when a tile stops the die wrapping 6-1; 3 when it wraps).
_N: Final = range(7)
_W: Final = range(6)
_TAKE: Final = tuple(
    tuple(tuple(tuple(TakeTile(d, n, w, s) for s in range(4)) for w in _W) for n in _N)
    for d in _N
)
_SELL: Final = tuple(tuple(tuple(SellGoods(d, n, w) for w in _W) for n in _N) for d in _N)
_WORKERS: Final = tuple(TakeWorkers(d) for d in _N)
# Answers to decisions repeat too (the same tile ids, depots, goods types): share them.
_choose: Final = functools.lru_cache(maxsize=4096)(Choose)
_BUY: Final = tuple(
    tuple(BuyTile(d, s) for s in range(max(BOARD.black_slots.values()))) for d in _N
)
_END_TURN: Final = EndTurn()
# Placements repeat from turn to turn and game to game: one shared value each, by tile and
# then by die, number, workers and space (in one int). Unbounded, as the tiles themselves
# are (one instance per id): a few thousand in all.
_PLACES: Final[dict[Tile, dict[int, PlaceTile]]] = {}


def _place(die: int, number: int, paid: int, tile: Tile, space: int) -> PlaceTile:
    by_move = _PLACES.get(tile)
    if by_move is None:
        by_move = _PLACES[tile] = {}
    key = ((space * 8 + die) * 8 + number) * 8 + paid  # each of die, number, paid below 8
    found = by_move.get(key)
    if found is None:
        found = by_move[key] = PlaceTile(die, number, paid, tile, space)
    return found


def die_actions(
    ctx: Ctx, state: GameState, seat: int, dice: tuple[int, ...], cause: str
) -> list[Action]:
    """R-TURN-2 and the four die actions (and the actions ``with a die``) of ``seat`` with
    each of ``dice``, workers turning them as the seat's modifiers allow: the turn's dice
    (``cause`` ``die``) or an extra action with a number (``castle``)."""
    player = state.players[seat]
    actions: list[Action] = []
    costs = die_costs(ctx, state, seat)
    workers = player.workers
    table = base = costs.base
    asks = costs.asks
    for index, slots in enumerate(state.depot_slots):
        number = index + 1  # (``enumerate(…, 1)`` is a generic call when compiled)
        for slot, tile in enumerate(slots):
            if tile is not None:
                if asks:  # free steps may depend on the tile
                    table = costs.table(ctx, state, "take", tile)
                for die in dice:
                    paid = table[die][number]
                    if paid <= workers:
                        actions.append(_TAKE[die][number][paid][slot])
    numbers = ESTATES[player.estate_map].dice
    for tile, spaces in placements(ctx, state, seat, distinct(player.storage)):
        table = costs.table(ctx, state, "place", tile) if asks else base
        for space in spaces:
            number = numbers[space]
            for die in dice:
                paid = table[die][number]
                if paid <= workers:
                    actions.append(_place(die, number, paid, tile, space))
    table = costs.table(ctx, state, "sell") if asks else base
    for goods, count in enumerate(player.goods_counts):
        if count:
            for die in dice:
                paid = table[die][goods]
                if paid <= workers:
                    actions.append(_SELL[die][goods][paid])
    actions += [_WORKERS[die] for die in dice]
    if ctx.tiles.has_actions:
        actions += die_use_actions(ctx, state, seat, dice, base, workers, cause)
    return actions


def die_use_actions(
    ctx: Ctx,
    state: GameState,
    seat: int,
    dice: tuple[int | None, ...],
    costs: tuple[tuple[int, ...], ...] | None,
    workers: int,
    cause: str,
) -> list[Action]:
    """The actions ``with a die`` of tile files, for each die (``None``: a castle's extra
    action, with any number) and each number it can count as, ``cause`` their
    ``event.cause``."""
    found: list[Action] = []
    definitions = ctx.tiles.by_id
    if not any(with_a_die(a) for i in state.players[seat].hooked
               for a in definitions[i].actions):
        return found
    for die in dice:
        for number in range(1, 7):
            paid = 0 if die is None or costs is None else costs[die][number]
            if paid > workers:
                continue
            found += [
                UseAction(tile_id, index, label, die, number, paid)
                for tile_id, index, label in interpreter.offered_actions(
                    ctx, state, seat, number, cause
                )
            ]
    return found


def buy_actions(ctx: Ctx, state: GameState, seat: int) -> tuple[Action, ...]:
    """R-TURN-3 (and ``buy.any_depot``, K-6) for ``seat``, whose turn it is."""
    if not (
        purchase_allowed(ctx, state, seat)
        and state.players[seat].silverlings >= buy_price(ctx, state, seat)
    ):
        return ()
    actions = _BUY[0][: len(state.black_depot)]
    if query(ctx, state, seat, "buy.any_depot", False):
        for number, slots in enumerate(state.depot_slots, 1):
            actions += tuple(_BUY[number][slot] for slot, t in enumerate(slots) if t is not None)
    return actions


def extra_actions(ctx: Ctx, state: GameState, seat: int) -> list[Action]:
    """R-CASTLE-1: any die action with a number of the player's choice, no die, no workers
    (an extra action with a number is a further die: ``die_actions``)."""
    player = state.players[seat]
    actions: list[Action] = [
        TakeTile(None, depot, 0, slot)
        for depot, slots in enumerate(state.depot_slots, 1)
        for slot, tile in enumerate(slots)
        if tile is not None
    ]
    actions += place_actions(ctx, state, seat, None)
    actions += [SellGoods(None, g, 0) for g, n in enumerate(player.goods_counts) if n]
    actions.append(TakeWorkers(None))
    if ctx.tiles.has_actions:
        actions += die_use_actions(ctx, state, seat, (None,), None, 0, "castle")
    return actions


def place_actions(
    ctx: Ctx, state: GameState, seat: int, choice: PlaceChoice | None
) -> list[Action]:
    """Placements with a number of the player's choice (castle, city hall)."""
    player = state.players[seat]
    estate = ESTATES[player.estate_map]
    tiles = [
        t for t in distinct(player.storage) if choice is None or matches(choice.pattern, t)
    ]
    return [
        PlaceTile(None, estate.dice[space], 0, tile, space)
        for tile, spaces in placements(ctx, state, seat, tiles)
        for space in spaces
    ]


def _zone_choices(state: GameState, seat: int, key: str, pattern: object) -> list[Action]:
    """``Choose(index)`` for each different matching tile of a zone (the first of equal
    ones: which of two equal tiles is taken changes nothing)."""
    seen: set[str] = set()
    found: list[Action] = []
    for index, tile in enumerate(zones.tiles_in(state, seat, key)):
        if tile.id not in seen and matches(pattern, tile):  # type: ignore[arg-type]
            seen.add(tile.id)
            found.append(_choose(index))
    return found


def _place_from_actions(ctx: Ctx, state: GameState, frame: PlaceChoice) -> list[Action]:
    """Placing straight from the depots (``(depot, slot, space)``) or from the black depot
    or a zone (``(index, space)``)."""
    where: list[tuple[tuple[int, ...], Tile]]
    if frame.source == "depots":
        where = [((depot, slot), tile)
                 for depot, slots in enumerate(state.depot_slots, 1)
                 for slot, tile in enumerate(slots) if tile is not None]
    else:
        where = [((index,), tile)
                 for index, tile in enumerate(zones.tiles_in(state, frame.seat, frame.source))]
    where = [(at, tile) for at, tile in where if matches(frame.pattern, tile)]
    spaces = dict(placements(ctx, state, frame.seat, dict.fromkeys(t for _, t in where)))
    seen: set[str] = set()
    found: list[Action] = []
    for at, tile in where:
        if tile.id in seen:
            continue
        seen.add(tile.id)
        found += [_choose((*at, space)) for space in spaces.get(tile, ())]
    return found


def _decision_actions(ctx: Ctx, state: GameState) -> tuple[Action, ...]:
    # Frames by their exact class, as in rules.flow.
    frame = state.pending[-1]
    player = state.players[frame.seat] if hasattr(frame, "seat") else None
    actions: list[Action]
    if type(frame) is StartCastleChoice:
        estate = ESTATES[state.players[frame.seat].estate_map]
        return tuple(_choose(space) for space in frame.spaces or estate.castle_spaces)
    if type(frame) is DiscardChoice:
        assert player is not None
        return tuple(_choose(t.id) for t in distinct(player.storage))
    if type(frame) is ShipChoice:
        return tuple(_choose(option) for option in ship_options(ctx, state, frame.seat))
    if type(frame) is GoodsChoice:
        return tuple(_choose(option) for option in frame.options)
    if type(frame) is ExtraActionChoice:
        if frame.number is not None:
            actions = die_actions(ctx, state, frame.seat, (frame.number,), "castle")
        else:
            actions = extra_actions(ctx, state, frame.seat)
    elif type(frame) is OptionChoice:
        labelled = interpreter.choose_of(ctx, frame).options
        return tuple(_choose(option, label=labelled[option].label) for option in frame.options)
    elif type(frame) is TakeChoice:
        if frame.source == "depots":
            actions = [
                _choose((number, slot))
                for number, slots in enumerate(state.depot_slots, 1)
                for slot, tile in enumerate(slots)
                if matches(frame.pattern, tile)
            ]
        else:
            actions = _zone_choices(state, frame.seat, frame.source, frame.pattern)
    elif type(frame) is PlaceChoice:
        if frame.source == "storage":
            actions = place_actions(ctx, state, frame.seat, frame)
        else:
            actions = _place_from_actions(ctx, state, frame)
    elif type(frame) is SellChoice:
        assert player is not None
        actions = [_choose(g) for g, n in enumerate(player.goods_counts) if n]
    else:  # automatic frames never wait for a player
        return ()
    if actions and getattr(frame, "optional", False):
        actions.append(Skip())
    return tuple(actions)
