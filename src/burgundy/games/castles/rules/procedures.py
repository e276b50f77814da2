"""The shared procedures: each rule of play exists here once and is used by die actions,
castles and tile effects alike (gain, sell goods, take workers, take a tile, place a tile,
ship goods, move on the turn-order track)."""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations
from typing import Final

from burgundy.games.castles import data
from burgundy.games.castles.events import (
    AnimalsScored,
    ComponentTaken,
    Gained,
    GoodsShipped,
    GoodsSold,
    GoodsTileSold,
    Paid,
    Purchased,
    RegionCompleted,
    TileDiscarded,
    TilePlaced,
    TileTaken,
    TurnOrderMoved,
    WorkersTaken,
)
from burgundy.games.castles.rules import table, zones
from burgundy.games.castles.rules.context import (
    WAREHOUSE_TYPES,
    Ctx,
    edit,
    push,
    remember,
    update_player,
    without_one,
)
from burgundy.games.castles.rules.facts import BOARD, COMPONENTS, ESTATES
from burgundy.games.castles.rules.queries import modified, query
from burgundy.games.castles.state import (
    DiscardChoice,
    EffectFrame,
    ExtraActionChoice,
    GameState,
    GoodsChoice,
    PlayerState,
    ShipChoice,
    ShipMove,
)
from burgundy.games.castles.tile import Tile

#: The query points of placement, asked per tile and space only when a tile modifies one.
PLACE_QUERIES: Final = ("place.adjacent", "place.colour_match", "place.allowed")
#: Every query point that can change where a tile may go.
_PLACE_RULES: Final = (*PLACE_QUERIES, "city.repeat_buildings")
#: ``[seat][goods type]``: prebuilt, as rules.flow prebuilds its events (games seat 2-4).
_GOODS_TILE_SOLD: Final = tuple(
    tuple(GoodsTileSold(seat, g) for g in range(COMPONENTS.goods_types + 1)) for seat in range(4)
)


def gain(
    ctx: Ctx, state: GameState, seat: int, resource: str, amount: int, source: str
) -> GameState:
    """A tile effect's gain of silverlings, workers or points (never below zero)."""
    amount = max(0, amount)
    if not amount:
        return state
    player = state.players[seat]
    state = update_player(ctx, state, seat, **{resource: getattr(player, resource) + amount})
    ctx.events.append(Gained(seat, resource, amount, source))
    return state


def pay(
    ctx: Ctx, state: GameState, seat: int, resource: str, amount: int, source: str
) -> GameState:
    """A tile program's payment (the caller has checked it can be paid)."""
    if not amount:
        return state
    player = state.players[seat]
    state = update_player(ctx, state, seat, **{resource: getattr(player, resource) - amount})
    ctx.events.append(Paid(seat, resource, amount, source))
    return state


def buy_price(ctx: Ctx, state: GameState, seat: int) -> int:
    """R-TURN-3: what the turn's purchase costs (``buy.price``)."""
    price: int = query(ctx, state, seat, "buy.price", BOARD.price)
    return max(0, price)


def purchase_allowed(ctx: Ctx, state: GameState, seat: int) -> bool:
    """R-TURN-3: the turn's purchases so far stay below ``buy.per_turn`` (one)."""
    allowed: int = query(ctx, state, seat, "buy.per_turn", 1)
    return state.bought + state.bought_more < allowed


def purchase(ctx: Ctx, state: GameState, seat: int, depot: int, price: int) -> GameState:
    """R-TURN-3: pay for one of the turn's purchases; the caller then takes the tile
    (``depot`` 0 is the black depot, 1-6 a numbered depot, -1 a display)."""
    state = update_player(ctx, state, seat, silverlings=state.players[seat].silverlings - price)
    if state.bought:
        state = edit(ctx, state, bought_more=state.bought_more + 1)
    else:
        state = edit(ctx, state, bought=True)
    ctx.events.append(Purchased(seat, depot, price))
    return state


def sell_goods(
    ctx: Ctx, state: GameState, seat: int, goods: int, cause: str, source: str | None = None
) -> GameState:
    """R-ACT-SELL: sell every tile of one goods type (``source``: the definition whose
    program sells, if any). The sale's event comes first, then one per tile sold."""
    player = state.players[seat]
    count = player.goods_counts[goods]
    silverlings = query(
        ctx, state, seat, "sale.silverlings", 1, goods=goods, count=count, cause=cause
    )
    per_tile = query(
        ctx,
        state,
        seat,
        "sale.points_per_tile",
        COMPONENTS.goods_points[len(state.players)],
        goods=goods,
        count=count,
        cause=cause,
    )
    held = list(player.goods_counts)
    sold = list(player.sold_counts)
    held[goods], sold[goods] = 0, sold[goods] + count
    state = update_player(
        ctx,
        state,
        seat,
        goods_counts=tuple(held),
        sold_counts=tuple(sold),
        silverlings=player.silverlings + silverlings,
        points=player.points + count * per_tile,
    )
    events = ctx.events
    events.append(GoodsSold(seat, goods, count, silverlings, count * per_tile, cause, source))
    one = _GOODS_TILE_SOLD[seat][goods]
    for _ in range(count):
        events.append(one)
    return state


def take_workers(
    ctx: Ctx, state: GameState, seat: int, cause: str, source: str | None = None
) -> GameState:
    """R-ACT-WORK: the take-workers die action (a castle's too, or a tile's extra action:
    ``source``)."""
    count = query(ctx, state, seat, "take_workers.count", 2, cause=cause)
    state = update_player(ctx, state, seat, workers=state.players[seat].workers + count)
    ctx.events.append(WorkersTaken(seat, count, cause, source))
    return state


def take_from_depot(
    ctx: Ctx,
    state: GameState,
    seat: int,
    depot: int,
    slot: int,
    cause: str,
    source: str | None = None,
) -> GameState:
    """Take the tile in ``slot`` of ``depot`` (0: the black depot) towards storage."""
    if depot == 0:
        taken = state.black_depot[slot]
        state = edit(
            ctx, state, black_depot=state.black_depot[:slot] + state.black_depot[slot + 1 :]
        )
    else:
        slots = state.depot_slots[depot - 1]
        found = slots[slot]
        assert found is not None
        taken = found
        depots = list(state.depot_slots)
        depots[depot - 1] = slots[:slot] + (None,) + slots[slot + 1 :]
        state = edit(ctx, state, depot_slots=tuple(depots))
    return store_tile(ctx, state, seat, taken, depot, cause, source)


def take_from_zone(
    ctx: Ctx,
    state: GameState,
    seat: int,
    zone: str,
    index: int,
    dest: str,
    cause: str,
    source: str | None = None,
) -> GameState:
    """Take the tile at ``index`` of ``zone`` into storage or a row of the seat's."""
    if dest != "storage":
        state, taken = zones.transfer(ctx, state, seat, zone, dest, (index,))
        for component in taken:
            ctx.events.append(ComponentTaken(seat, component, zone, dest.removeprefix("my ")))
        return state
    held = zones.tiles_in(state, seat, zone)
    state = zones.set_zone(ctx, state, seat, zone, held[:index] + held[index + 1 :])
    depot = 0 if zone == "black_depot" else -1
    return store_tile(ctx, state, seat, held[index], depot, cause, source)


def store_tile(
    ctx: Ctx,
    state: GameState,
    seat: int,
    tile: Tile,
    depot: int,
    cause: str,
    source: str | None = None,
) -> GameState:
    """R-STORE-1: into storage; a full storage first asks which stored tile to discard."""
    player = state.players[seat]
    # At least one place: a tile taken always ends in storage or replaces a stored one.
    if len(player.storage) >= zones.storage_limit(ctx, state, seat):
        return push(ctx, state, DiscardChoice(seat, tile, depot, cause, source))
    state = update_player(ctx, state, seat, storage=(*player.storage, tile))
    ctx.events.append(TileTaken(seat, tile, depot, cause, source))
    return state


def discard_and_store(
    ctx: Ctx, state: GameState, choice: DiscardChoice, discard: Tile
) -> GameState:
    player = state.players[choice.seat]
    storage = without_one(player.storage, discard)
    state = update_player(ctx, state, choice.seat, storage=storage)
    state = edit(ctx, state, out=(*state.out, discard))
    ctx.events.append(TileDiscarded(choice.seat, discard))
    if choice.incoming is None:
        return zones.fit_storage(ctx, state, choice.seat)
    return store_tile(
        ctx, state, choice.seat, choice.incoming, choice.depot, choice.cause, choice.source
    )


def placements(
    ctx: Ctx, state: GameState, seat: int, tiles: Iterable[Tile]
) -> list[tuple[Tile, tuple[int, ...]]]:
    """R-ACT-PLACE and R-BUILD-2, for each of ``tiles``: the spaces it may go on now
    (empty, of its colour, next to a placed tile, and no second building of a type in one
    city), as the ``place.*`` query points and ``city.repeat_buildings`` let them."""
    if modified(ctx, state, seat, _PLACE_RULES):
        return [(tile, _spaces_asked(ctx, state, seat, tile)) for tile in tiles]
    # Nothing of the seat's changes the rules: a tile's spaces depend on the estate alone,
    # so they are remembered per ``spaces`` value with its open spaces; per building, and
    # per colour for the other kinds (all tiles of a colour go on the same spaces).
    player = state.players[seat]
    open_, known = _estate_facts(ctx, player)
    found = []
    for tile in tiles:
        key = tile.id if tile.kind == "building" else tile.colour
        spaces = known.get(key)
        if spaces is None:
            spaces = known[key] = _rules_spaces(player, open_, tile, True)
        found.append((tile, spaces))
    return found


def _rules_spaces(
    player: PlayerState, open_: frozenset[int], tile: Tile, one_per_city: bool
) -> tuple[int, ...]:
    """The open spaces of ``tile``'s colour, but for the cities that already hold a
    building of its type (when ``one_per_city``)."""
    estate = ESTATES[player.estate_map]
    spaces = [s for s in estate.colour_spaces.get(tile.colour, ()) if s in open_]
    if spaces and one_per_city and tile.kind == "building":
        full = _cities_with(player, tile)
        spaces = [s for s in spaces if estate.region_of[s] not in full]
    return tuple(spaces)


def _spaces_asked(ctx: Ctx, state: GameState, seat: int, tile: Tile) -> tuple[int, ...]:
    """``tile``'s spaces as the seat's modifiers of the placement query points say."""
    player = state.players[seat]
    estate = ESTATES[player.estate_map]
    if not modified(ctx, state, seat, PLACE_QUERIES):
        repeat = tile.kind == "building" and query(
            ctx, state, seat, "city.repeat_buildings", False
        )
        return _rules_spaces(player, open_spaces(ctx, player), tile, not repeat)
    if query(ctx, state, seat, "place.adjacent", True, tile=tile):
        candidates = open_spaces(ctx, player)
    else:
        candidates = frozenset(s for s, t in enumerate(player.spaces) if t is None)
    spaces = sorted(
        s
        for colour, spaces in estate.colour_spaces.items()
        if query(
            ctx, state, seat, "place.colour_match", colour == tile.colour, tile=tile, colour=colour
        )
        for s in spaces
        if s in candidates
    )
    if spaces and tile.kind == "building":
        full = full_cities(ctx, state, seat, tile)
        spaces = [s for s in spaces if estate.region_of[s] not in full]
    return tuple(
        s
        for s in spaces
        if query(
            ctx,
            state,
            seat,
            "place.allowed",
            True,
            tile=tile,
            space=s,
            colour=estate.colours[s],
            region=estate.regions[estate.region_of[s]],
        )
    )


def full_cities(ctx: Ctx, state: GameState, seat: int, building: Tile) -> set[int]:
    """R-BUILD-2: the cities (region indices) that may not take another ``building``."""
    player = state.players[seat]
    cities = _cities_with(player, building)
    if cities and query(ctx, state, seat, "city.repeat_buildings", False):
        return set()
    return cities


def _cities_with(player: PlayerState, building: Tile) -> set[int]:
    """The cities (region indices) of ``player``'s estate that hold ``building``."""
    region_of = ESTATES[player.estate_map].region_of
    tile_id = building.id
    return {region_of[s] for s, t in enumerate(player.spaces) if t is not None and t.id == tile_id}


def open_spaces(ctx: Ctx, player: PlayerState) -> frozenset[int]:
    """The empty spaces next to a placed tile."""
    return _estate_facts(ctx, player)[0]


def _estate_facts(
    ctx: Ctx, player: PlayerState
) -> tuple[frozenset[int], dict[str, tuple[int, ...]]]:
    """What the rules derive from a ``spaces`` value: its open spaces, and where tiles may
    go when nothing modifies placement (filled in by ``placements`` as tiles are asked
    about).
    Remembered per ``spaces`` value (with its map): it only changes when a tile is placed,
    and legal_actions() asks on every turn."""
    spaces = player.spaces
    known = ctx.memo.get(id(spaces))
    if known is not None and known[0] is spaces and known[1] == player.estate_map:
        return known[2]  # type: ignore[no-any-return]
    neighbours = ESTATES[player.estate_map].neighbours
    found = frozenset(
        n for s, t in enumerate(spaces) if t is not None for n in neighbours[s] if spaces[n] is None
    )
    facts: tuple[frozenset[int], dict[str, tuple[int, ...]]] = (found, {})
    # Keeping ``spaces`` keeps its id unique while the entry lives.
    remember(ctx, id(spaces), (spaces, player.estate_map, facts))
    return facts


def place_tile(
    ctx: Ctx,
    state: GameState,
    seat: int,
    tile: Tile,
    space: int,
    cause: str,
    source: str | None = None,
) -> GameState:
    """Place a stored tile and resolve it in R-ORDER-1's order: put it down, region
    completion, colour completion, then the tile's own effect."""
    player = state.players[seat]
    spaces = player.spaces[:space] + (tile,) + player.spaces[space + 1 :]
    hooked = (*player.hooked, tile.id) if tile.id in ctx.tiles.hooked else player.hooked
    state = update_player(
        ctx, state, seat, storage=without_one(player.storage, tile), spaces=spaces, hooked=hooked
    )
    if tile.kind == "knowledge" and any(p.borrowed for p in state.players):
        for other in state.players:  # seats that borrow this seat's knowledge gain it too
            if any(lender == seat for _, lender in other.borrowed):
                state = zones.rehook(ctx, state, other.seat)
    ctx.events.append(TilePlaced(seat, tile, space, cause, source))
    state = _score_region(ctx, state, seat, space)
    state = _score_colour(ctx, state, seat, ESTATES[player.estate_map].colours[space])
    kind = tile.kind
    if kind == "ship":
        return push(ctx, state, ShipMove(seat), ShipChoice(seat))
    if kind == "animal":
        return _score_animals(ctx, state, seat, tile, space)
    if kind == "castle":
        extra = max(0, query(ctx, state, seat, "castle.extra_actions", 1))
        return push(ctx, state, *(ExtraActionChoice(seat),) * extra)
    definition = ctx.tiles.by_id.get(tile.id)
    if definition is not None and definition.on_place:
        return push(ctx, state, EffectFrame(seat, tile.id, -1, (), 0))
    return state


def start_castle_spaces(
    ctx: Ctx, state: GameState, seat: int, printed: int | None
) -> tuple[int, ...]:
    """R-SETUP-2 (and ``setup.start_castle``): the spaces the seat's start castle may go on:
    the ``printed`` space, or with none every castle space of its map, as the rules blocks
    allow."""
    estate = ESTATES[state.players[seat].estate_map]
    base = estate.castle_spaces if printed is None else (printed,)
    if "setup.start_castle" not in ctx.tiles.modifiers:
        return base
    return tuple(
        space for space in range(len(estate.colours)) if query(
            ctx, state, seat, "setup.start_castle", space in base, space=space,
            colour=estate.colours[space])
    )


def _score_region(ctx: Ctx, state: GameState, seat: int, space: int) -> GameState:
    """R-REGION-1: the region of ``space``, once every space of it is covered, scores."""
    player = state.players[seat]
    estate = ESTATES[player.estate_map]
    region = estate.regions[estate.region_of[space]]
    if any(player.spaces[s] is None for s in region):
        return state
    points = region_points(ctx, state, seat, region)
    ctx.events.append(RegionCompleted(seat, estate.colours[space], len(region), points))
    return update_player(ctx, state, seat, points=player.points + points)


def region_points(ctx: Ctx, state: GameState, seat: int, region: tuple[int, ...]) -> int:
    """R-REGION-1: what ``region`` of the seat's estate scores when completed now, as the
    query points ``region.scores_with``, ``region.size``, ``region.points`` and
    ``region.phase_bonus`` count it."""
    colour = ESTATES[state.players[seat].estate_map].colours[region[0]]
    spaces = len(region)
    if "region.scores_with" in ctx.tiles.modifiers:
        spaces += _scoring_with(ctx, state, seat, region, colour)
    size = query(
        ctx, state, seat, "region.size", spaces, size=spaces, colour=colour, region=region,
    )
    parts = COMPONENTS
    base = parts.region_points.get(size, max(0, size) * (size + 1) // 2)
    points: int = max(0, query(ctx, state, seat, "region.points", base, size=size, colour=colour))
    bonus = parts.phase_bonus[state.phase]
    points += max(
        0, query(ctx, state, seat, "region.phase_bonus", bonus, size=size, colour=colour)
    )
    return points


def _scoring_with(
    ctx: Ctx, state: GameState, seat: int, region: tuple[int, ...], colour: str
) -> int:
    """How many placed tiles next to ``region``, outside it, score with it
    (``region.scores_with``)."""
    player = state.players[seat]
    neighbours = ESTATES[player.estate_map].neighbours
    around = sorted({n for s in region for n in neighbours[s]} - set(region))
    return sum(
        1 for s in around if (t := player.spaces[s]) is not None and query(
            ctx, state, seat, "region.scores_with", False, tile=t, space=s, colour=colour,
            region=region)
    )


def _score_colour(ctx: Ctx, state: GameState, seat: int, colour: str) -> GameState:
    """R-COLOUR-1: the first to cover a colour takes the large bonus, the second the small."""
    player = state.players[seat]
    estate = ESTATES[player.estate_map]
    if any(player.spaces[s] is None for s in estate.colour_spaces[colour]):
        return state
    if state.bonus_claims[data.COLOURS.index(colour)] >= 2:
        return state
    return table.take_bonus(ctx, state, seat, colour)


def _score_animals(ctx: Ctx, state: GameState, seat: int, tile: Tile, space: int) -> GameState:
    """R-ANIMAL-1 (and ``animal.pastures_joined``, ``animal.scores_with``,
    ``animal.points_per_tile``, K-7)."""
    player = state.players[seat]
    estate = ESTATES[player.estate_map]
    if query(ctx, state, seat, "animal.pastures_joined", False):
        pasture = estate.colour_spaces[estate.colours[space]]
    else:
        pasture = estate.regions[estate.region_of[space]]
    if "animal.scores_with" in ctx.tiles.modifiers:
        scoring = [
            t for s in pasture if (t := player.spaces[s]) is not None and (
                s == space or query(ctx, state, seat, "animal.scores_with",
                                    t.kind == "animal" and t.detail == tile.detail,
                                    tile=tile, other=t))
        ]
    else:
        scoring = [
            t for s in pasture if (t := player.spaces[s]) is not None and t.detail == tile.detail
        ]
    extra = query(ctx, state, seat, "animal.points_per_tile", 0, species=tile.detail)
    points = sum(t.animals for t in scoring) + extra * len(scoring)
    ctx.events.append(AnimalsScored(seat, tile.detail or "", points))
    return update_player(ctx, state, seat, points=player.points + points)


# --- ships ---------------------------------------------------------------------------


def ship_options(ctx: Ctx, state: GameState, seat: int) -> list[int | tuple[int, ...]]:
    """R-SHIP-1 (and ``ship.depots``, K-5): the depots whose goods a ship may take, one
    alone or (with ``ship.depots`` above 1) a run of up to that many adjacent depots around
    the ring, the player choosing (the K-5 ruling); only those with goods."""
    width = max(1, query(ctx, state, seat, "ship.depots", 1))
    goods = state.depot_goods_
    runs: list[int | tuple[int, ...]] = [n for n in range(1, 7) if goods[n - 1]]
    ring = BOARD.ring
    for size in range(2, min(width, len(ring)) + 1):
        for start in range(len(ring) if size < len(ring) else 1):
            run = tuple(ring[(start + i) % len(ring)] for i in range(size))
            if any(goods[n - 1] for n in run) and run not in runs:
                runs.append(run)
    return runs


def ship_goods(ctx: Ctx, state: GameState, seat: int, depots: tuple[int, ...]) -> GameState:
    """Take the goods of ``depots``; when not every new type fits the warehouse, ask which."""
    held = {g for g, n in enumerate(state.players[seat].goods_counts) if n}
    new = sorted({g for n in depots for g in state.depot_goods_[n - 1]} - held)
    room = max(0, query(ctx, state, seat, "warehouse.types", WAREHOUSE_TYPES) - len(held))
    if len(new) <= room:
        return take_goods(ctx, state, seat, depots, tuple(new))
    if room == 0:  # only the types already held fit: nothing to choose
        return take_goods(ctx, state, seat, depots, ())
    return push(ctx, state, GoodsChoice(seat, depots, tuple(combinations(new, room))))


def collectable(ctx: Ctx, state: GameState, seat: int, goods: int) -> bool:
    """Whether goods of type ``goods`` lie in a depot and fit the seat's warehouse."""
    if not 1 <= goods <= 6 or not any(goods in held for held in state.depot_goods_):
        return False
    counts = state.players[seat].goods_counts
    types = sum(1 for n in counts if n)
    return bool(counts[goods]) or types < query(
        ctx, state, seat, "warehouse.types", WAREHOUSE_TYPES
    )


def collect_goods(ctx: Ctx, state: GameState, seat: int, goods: int) -> GameState:
    """Every goods tile of type ``goods`` from the six depots into the warehouse (the
    caller has checked ``collectable``)."""
    depots = tuple(n for n in range(1, 7) if goods in state.depot_goods_[n - 1])
    return take_goods(ctx, state, seat, depots, (goods,), only=goods)


def take_goods(
    ctx: Ctx,
    state: GameState,
    seat: int,
    depots: tuple[int, ...],
    new_types: tuple[int, ...],
    only: int | None = None,
) -> GameState:
    """The goods of ``depots`` whose type is held or in ``new_types`` (``only`` that type)
    into the warehouse; the rest stay."""
    player = state.players[seat]
    wanted = {g for g, n in enumerate(player.goods_counts) if n} | set(new_types)
    if only is not None:
        wanted = {only}
    counts = list(player.goods_counts)
    depot_goods = list(state.depot_goods_)
    taken: list[int] = []
    for n in depots:
        keep = []
        for g in depot_goods[n - 1]:
            if g in wanted:
                counts[g] += 1
                taken.append(g)
            else:
                keep.append(g)
        depot_goods[n - 1] = tuple(keep)
    state = edit(ctx, state, depot_goods_=tuple(depot_goods))
    state = update_player(ctx, state, seat, goods_counts=tuple(counts))
    ctx.events.append(GoodsShipped(seat, depots, tuple(sorted(set(taken))), len(taken)))
    return state


def move_on_track(ctx: Ctx, state: GameState, seat: int) -> GameState:
    """R-SHIP-2: one space forward (``track.steps``, ``track.lands_on``), on top of any
    markers there (``track.on_top``, ``track.under``)."""
    track = list(state.track)
    last = len(track) - 1
    here = next(i for i, stack in enumerate(track) if seat in stack)
    steps = query(ctx, state, seat, "track.steps", 1)
    there = max(0, min(here + steps, last))
    modifiers = ctx.tiles.modifiers  # (asked only where a tile of the set changes them)
    if "track.lands_on" in modifiers:
        there = max(0, min(query(ctx, state, seat, "track.lands_on", there, space=here,
                                 steps=steps), last))
    track[here] = tuple(s for s in track[here] if s != seat)
    stack = track[there]
    under = 0 if query(ctx, state, seat, "track.on_top", True) else len(stack)
    if "track.under" in modifiers:
        under = max(0, min(query(ctx, state, seat, "track.under", under, space=there,
                                 stack=len(stack)), len(stack)))
    track[there] = (*stack[: len(stack) - under], seat, *stack[len(stack) - under :])
    ctx.events.append(TurnOrderMoved(seat, there))
    return edit(ctx, state, track=tuple(track))


def track_order(track: tuple[tuple[int, ...], ...]) -> tuple[int, ...]:
    """R-ROUND-3: furthest along first; within a stack, top first."""
    return tuple(seat for stack in reversed(track) for seat in reversed(stack))
