"""The table's own pieces as zones: goods tiles and colour bonus tiles.

Tile programs count, draw and return them like any tiles (``count(goods 3 in supply
goods)``, ``move 1 goods from supply goods to my goods``), but they stay in the state's own
fields, so that saves, views and observations are what they were: ``supply goods`` is the
goods stacks of the phases to come (``goods_stacks``, face down), ``display goods`` the
goods on this phase's round spaces (``round_goods``), ``display bonus`` the bonus tiles no
seat holds, ``my goods`` a seat's warehouse (``goods_counts``) and ``my bonus`` its bonus
tiles (``bonus_tiles``, ``bonus_claims``). Reading them is ``state.tiles_in``; this module
writes them, and takes a colour's bonus tile as the rules do (R-COLOUR-1).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from burgundy.games.castles import data
from burgundy.games.castles.events import BonusTaken
from burgundy.games.castles.rules.context import WAREHOUSE_TYPES, Ctx, edit, update_player
from burgundy.games.castles.rules.facts import COMPONENTS
from burgundy.games.castles.rules.queries import query
from burgundy.games.castles.state import GameState, bonus_held, goods_to_come
from burgundy.games.castles.tile import Tile


def set_table_zone(
    ctx: Ctx, state: GameState, seat: int, key: str, tiles: tuple[Tile, ...]
) -> GameState:
    """``state`` with the table zone ``key`` (``state.TABLE_ZONES``) holding ``tiles``."""
    if key == "supply goods":
        return _set_goods_to_come(ctx, state, [_goods(t) for t in tiles])
    if key == "display goods":  # the top is the next round's
        return edit(ctx, state, round_goods=tuple(_goods(t) for t in reversed(tiles)))
    if key == "my goods":
        counts = [0] * len(state.players[seat].goods_counts)
        for t in tiles:
            counts[_goods(t)] += 1
        return update_player(ctx, state, seat, goods_counts=tuple(counts))
    if key == "my bonus":
        return _set_bonus_held(ctx, state, seat, [str(t.detail) for t in tiles])
    # `display bonus` is what no seat holds: a seat taking or returning a tile changes it.
    return state


def fitting(ctx: Ctx, state: GameState, seat: int, tiles: Sequence[Tile]) -> list[bool]:
    """R-STORE-2: which of ``tiles``, taken one after the other into the seat's warehouse,
    fit it: a goods type it holds, or a new one while it has room (``warehouse.types``)."""
    held = {g for g, n in enumerate(state.players[seat].goods_counts) if n}
    room = query(ctx, state, seat, "warehouse.types", WAREHOUSE_TYPES) - len(held)
    fits = []
    for t in tiles:
        goods = _goods(t)
        if goods not in held and room > 0:
            held.add(goods)
            room -= 1
        fits.append(goods in held)
    return fits


def take_bonus(ctx: Ctx, state: GameState, seat: int, colour: str) -> GameState:
    """R-COLOUR-1: the seat takes ``colour``'s large bonus tile, or its small one when a
    seat holds the large, and scores it (``bonus.points``)."""
    large = (colour, "large") not in bonus_held(state)
    index = data.COLOURS.index(colour)
    claims = state.bonus_claims
    points = bonus_points(ctx, state, seat, colour, 0 if large else 1)
    state = edit(ctx, state,
                 bonus_claims=claims[:index] + (claims[index] + 1,) + claims[index + 1:])
    player = state.players[seat]
    state = update_player(
        ctx, state, seat, points=player.points + points,
        bonus_tiles=(*player.bonus_tiles, (colour, "large" if large else "small")),
    )
    ctx.events.append(BonusTaken(seat, colour, large, points))
    return state


def bonus_points(ctx: Ctx, state: GameState, seat: int, colour: str, claims: int) -> int:
    """R-COLOUR-1: the bonus tile of ``colour`` the seat would take with ``claims`` (0 or 1)
    taken before it, large or small, as the query point ``bonus.points`` counts it."""
    table = COMPONENTS.bonus_large if claims == 0 else COMPONENTS.bonus_small
    points: int = query(
        ctx, state, seat, "bonus.points", table[len(state.players)], colour=colour,
        large=claims == 0,
    )
    return max(0, points)


def _goods(goods_tile: Tile) -> int:
    return int(str(goods_tile.detail))


def _set_goods_to_come(ctx: Ctx, state: GameState, new: list[int]) -> GameState:
    """The stacks to come holding ``new`` (the top last): what left them left from its own
    stack, top first; what came goes on top of the next phase's stack, delivered first. In
    phase E no stack is to come: what came leaves the game."""
    stacks = goods_to_come(state)
    places = [(k, i) for k in reversed(range(len(stacks)))
              for i in reversed(range(len(stacks[k])))]
    kept: set[tuple[int, int]] = set()
    j = 0
    for k, i in places:  # bottom first: what is missing was drawn from the top
        if j < len(new) and new[j] == stacks[k][i]:
            kept.add((k, i))
            j += 1
    came = tuple(reversed(new[j:]))
    if not stacks:
        return edit(ctx, state, goods_out=state.goods_out + came)
    later = [tuple(g for i, g in enumerate(stack) if (k, i) in kept)
             for k, stack in enumerate(stacks)]
    later[0] = came + later[0]
    begun = state.goods_stacks[:len(state.goods_stacks) - len(stacks)]
    return edit(ctx, state, goods_stacks=begun + tuple(later))


def _set_bonus_held(ctx: Ctx, state: GameState, seat: int, colours: list[str]) -> GameState:
    """The seat holding bonus tiles of ``colours``: a colour more is taken and scored
    (``take_bonus``); a colour fewer goes back, the seat's last of it, its points kept."""
    held = state.players[seat].bonus_tiles
    more = Counter(colours)
    more.subtract(colour for colour, _ in held)
    for colour, change in more.items():
        for _ in range(-change):
            held = state.players[seat].bonus_tiles
            last = max(i for i, (c, _) in enumerate(held) if c == colour)
            index = data.COLOURS.index(colour)
            claims = state.bonus_claims
            state = edit(ctx, state, bonus_claims=claims[:index] + (claims[index] - 1,)
                         + claims[index + 1:])
            state = update_player(ctx, state, seat, bonus_tiles=held[:last] + held[last + 1:])
        for _ in range(change):
            state = take_bonus(ctx, state, seat, colour)
    return state
