"""How good a position is for one seat: points now plus what its resources, storage and
estate should still turn into.

The evaluation reads the seat's own board, the phase and the round, and the bonus tiles
taken; the dice and the depots only while the seat's turn is under way with one die left,
when both are as the seat saw them before acting. It never reads what the next round (new
dice, new goods) or phase (new depot tiles) reveals, so a one-step lookahead that runs into
them values the position the same whatever was revealed, and a bot using it cannot learn
the hidden future from its clones.

Tile effects are read from the tile set's definitions, not from tile names, so house-rule
buildings and knowledge tiles get a value too.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from typing import Any

import attrs

from burgundy import data
from burgundy.effects.evaluate import Env
from burgundy.effects.tileset import CompiledScorer, TileSet
from burgundy.lang import ir
from burgundy.model.state import DiscardChoice, GameState, PlayerState
from burgundy.model.tile import Tile

ROUNDS = 25  # R-PHASE-1: 5 phases of 5 rounds
PHASES = "ABCDE"
STORAGE = 3  # R-STORE-1


@attrs.frozen
class Weights:
    """What the evaluation pays, in points, for what is not points yet."""

    silverling: float = 0.2  # on top of the point it scores at the end, while it can buy
    worker: float = 0.35  # on top of the half point it scores at the end, up to worker_cap
    worker_cap: int = 6
    sale_share: float = 0.15  # of a held goods tile's sale value beyond its end point
    stored: float = 0.55  # of a stored tile's placement value, before the die to place it
    unreachable: float = 0.2  # a stored tile whose colour has empty spaces, none open yet
    placing: float = 1.5  # a placement's share of region and colour progress, in storage
    region: float = 0.6  # of a started region's completion points, by the part covered
    colour: float = 0.6  # of an open colour bonus, by the square of the part covered
    extra_action: float = 5.0  # a castle's (or an effect's) extra die action
    take: float = 2.5  # an effect that takes a tile into storage
    place: float = 3.0  # an effect that places one more tile
    ship: float = 3.5  # a ship's goods and turn-order step
    rule_change: float = 0.2  # a "from then on" knowledge tile, per die action left
    scorer_growth: float = 0.08  # an end-game scorer's growth, per die action left
    die: float = 0.8  # of the best use of the turn's last die


def actions_left(state: GameState, seat: int) -> int:
    """Die actions ``seat`` still has: two per round after this one and the dice of this
    round's turn not used yet (``used`` is public; the dice's faces are not read)."""
    if state.over:
        return 0
    rounds_after = ROUNDS - (PHASES.index(state.phase) * 5 + state.round)
    return 2 * rounds_after + len(state.players[seat].dice_left)


@attrs.frozen
class _Layout:
    """One estate map as bit masks over its 37 spaces (bit ``s`` is space ``s``)."""

    regions: tuple[tuple[int, int], ...]  # (mask, size) per region
    region_of: tuple[int, ...]  # space -> index in ``regions``
    colours: dict[str, int]  # colour -> mask
    neighbours: tuple[int, ...]  # space -> mask of its neighbours
    steps: tuple[tuple[int, ...], ...]  # [die][steps]: mask of the spaces that far from it


# R-TURN-2: steps between a die and a number, 6 and 1 neighbours ([die][number], 0 unused).
_STEPS = tuple(tuple(min(abs(d - n), 6 - abs(d - n)) for n in range(7)) for d in range(7))


@functools.cache
def _layout(estate_map: int) -> _Layout:
    estate = data.estates()[estate_map]
    return _Layout(
        regions=tuple((_mask(region), len(region)) for region in estate.regions),
        region_of=estate.region_of,
        colours={c: _mask(spaces) for c, spaces in estate.colour_spaces.items()},
        neighbours=tuple(_mask(n) for n in estate.neighbours),
        steps=tuple(
            tuple(
                _mask(s for s in range(data.SPACES) if _STEPS[die][estate.dice[s]] == steps)
                for steps in range(4)
            )
            for die in range(7)
        ),
    )


def _mask(spaces: Iterable[int]) -> int:
    return sum(1 << s for s in spaces)


class _Estate:
    """What the evaluation derives from one seat's placed tiles in one phase, and the
    stored tiles' worths found on it so far."""

    __slots__ = ("cities", "depots", "filled", "open_", "placed", "scores", "tiles", "worth")

    def __init__(
        self,
        worth: float,
        filled: int,
        open_: int,
        placed: tuple[str, ...],
        cities: dict[str, int],
    ) -> None:
        self.worth = worth  # regions and colours under way, and mine income to come
        self.filled = filled  # mask of the placed tiles
        self.open_ = open_  # mask of the empty spaces next to a placed tile
        self.placed = placed  # ids of the placed tiles with end-game scorers
        self.cities = cities  # building id -> mask of the cities that have one
        self.tiles: dict[tuple[object, ...], float] = {}  # a tile's worth in storage
        self.depots: dict[tuple[object, ...], tuple[object, float]] = {}  # a depot's best
        self.scores: dict[tuple[object, ...], float] = {}  # the placed scorers' points


class Evaluator:
    """Values positions of games played with ``tiles``. It remembers what it derived from
    estates (they change only when a tile is placed), so keep one per tile set."""

    def __init__(self, tiles: TileSet, weights: Weights | None = None) -> None:
        self.tiles = tiles
        self.weights = weights or Weights()
        self._scorers: dict[str, list[CompiledScorer]] = {}
        for scorer in tiles.scorers:
            self._scorers.setdefault(scorer.tile_id, []).append(scorer)
        self._rule_changers = frozenset(
            d.id for d in tiles.defs if d.kind == "knowledge" and (d.modifiers or d.triggers)
        )
        self._estates: dict[Any, tuple[object, _Estate]] = {}
        self._reads: dict[str, frozenset[str]] = {}
        self._scores: dict[tuple[object, ...], tuple[object, float]] = {}

    @classmethod
    def reused(cls, known: Evaluator | None, tiles: TileSet, weights: Weights) -> Evaluator:
        """``known`` if it values games of ``tiles`` with ``weights``, else a new one: what
        an evaluator remembers holds for one tile set."""
        if known is not None and known.tiles is tiles and known.weights == weights:
            return known
        return cls(tiles, weights)

    def value(self, state: GameState, seat: int) -> float:
        """The position's worth to ``seat``, in points."""
        player = state.players[seat]
        if state.over:
            return float(player.points)
        w = self.weights
        left = actions_left(state, seat)
        soon = min(1.0, left / 8)  # resources matter while there are actions to spend them
        silverling = 1 + w.silverling * soon
        per_tile = data.components().goods_points[len(state.players)]

        total = player.points + player.silverlings * silverling + player.workers * 0.5
        total += min(player.workers, w.worker_cap) * w.worker * soon
        for count in player.goods_counts:
            if count:
                total += count
                if left:
                    total += w.sale_share * (count * (per_tile - 1) + silverling)

        estate = self._estate(state, player)
        total += estate.worth
        if estate.placed:
            total += self._placed_scores(state, seat, estate) + len(estate.placed) * (
                w.scorer_growth * left
            )
        if player.hooked:
            changers = sum(1 for t in player.hooked if t in self._rule_changers)
            total += changers * w.rule_change * left

        storage = player.storage
        waiting = state.pending[-1] if state.pending else None
        if isinstance(waiting, DiscardChoice) and waiting.seat == seat and waiting.incoming:
            storage += (waiting.incoming,)  # R-STORE-1: the least useful of them goes
        if storage and left:
            total += w.stored * self._storage(state, seat, estate, storage, left, silverling)

        dice = player.dice_left
        if len(dice) == 1 and state.active_seat == seat:
            # The turn's second die. Its face was rolled before the turn began (a new round
            # always has two dice left), and the depots have not changed since: nothing
            # read here is hidden from the seat.
            total += w.die * self._die_use(state, seat, estate, dice[0], left, silverling)
        return total

    def _die_use(
        self,
        state: GameState,
        seat: int,
        estate: _Estate,
        die: int,
        left: int,
        silverling: float,
    ) -> float:
        """What the best use of the turn's last die ``die`` should gain, workers to turn it
        paid: placing a stored tile, taking a tile, selling goods or taking workers."""
        w = self.weights
        player = state.players[seat]
        soon = min(1.0, left / 8)
        worker = 0.5 + (w.worker * soon if player.workers < w.worker_cap else 0.0)
        best = 2 * worker  # R-ACT-WORK: always possible

        steps = _STEPS[die]
        layout = _layout(player.estate_map)
        storage = player.storage
        worths = {t: self._tile_worth(state, seat, estate, t, left, silverling) for t in storage}
        for tile, worth in worths.items():
            spaces = self._spaces_for(layout, estate, tile) & estate.open_
            if spaces:
                # The fewest steps from the die to a space's number.
                paid = next(p for p, mask in enumerate(layout.steps[die]) if mask & spaces)
                if paid <= player.workers:
                    best = max(best, (1 - w.stored) * worth - paid * worker)
        least = min(worths.values()) if len(storage) >= STORAGE else 0.0
        for number, slots in enumerate(state.depot_slots, 1):
            paid = steps[number]
            if paid <= player.workers and any(slots):
                key = (id(slots), left, player.goods_counts)
                known = estate.depots.get(key)
                if known is None or known[0] is not slots:
                    offered = max(
                        self._tile_worth(state, seat, estate, t, left, silverling)
                        for t in slots
                        if t is not None
                    )
                    known = estate.depots[key] = (slots, offered)  # keeps the id unique
                best = max(best, w.stored * (known[1] - least) - paid * worker)
        per_tile = data.components().goods_points[len(state.players)]
        for goods, count in enumerate(player.goods_counts):
            if count and steps[goods] <= player.workers:
                sale = (1 - w.sale_share) * (count * (per_tile - 1) + silverling)
                best = max(best, sale - steps[goods] * worker)
        return best

    def stored_worth(self, state: GameState, seat: int, tile: Tile) -> float:
        """What ``tile`` would be worth in ``seat``'s storage (before the share
        ``Weights.stored`` that storage counts)."""
        return self.stored_worths(state, seat, (tile,))[0]

    def stored_worths(self, state: GameState, seat: int, tiles: Iterable[Tile]) -> list[float]:
        """``stored_worth`` of each of ``tiles``, reading the position once."""
        left = actions_left(state, seat)
        silverling = 1 + self.weights.silverling * min(1.0, left / 8)
        estate = self._estate(state, state.players[seat])
        return [self._tile_worth(state, seat, estate, t, left, silverling) for t in tiles]

    def _tile_worth(
        self,
        state: GameState,
        seat: int,
        estate: _Estate,
        tile: Tile,
        left: int,
        silverling: float,
    ) -> float:
        """``_stored``, remembered on the estate unless the tile has a scorer (which may
        read anything of its owner's)."""
        if tile.id in self._scorers:
            return self._stored(state, seat, estate, tile, left, silverling)
        key = (tile.id, left, state.players[seat].goods_counts)
        known = estate.tiles.get(key)
        if known is None:
            known = estate.tiles[key] = self._stored(state, seat, estate, tile, left, silverling)
        return known

    @staticmethod
    def _spaces_for(layout: _Layout, estate: _Estate, tile: Tile) -> int:
        """The empty spaces of ``tile``'s colour it may go on, open or not yet (R-BUILD-2:
        not into a city that has that building)."""
        return layout.colours[tile.colour] & ~estate.filled & ~estate.cities.get(tile.id, 0)

    def _placed_scores(self, state: GameState, seat: int, estate: _Estate) -> float:
        """What the end-game scorers placed in the estate give now."""
        player = state.players[seat]
        reads = self._reads_of(estate.placed)
        if reads is _ANYTHING:
            return sum(self._score(state, seat, tile_id) for tile_id in estate.placed)
        key = tuple(_PARTS[part](state, player) for part in reads)
        known = estate.scores.get(key)
        if known is None:
            known = estate.scores[key] = sum(
                self._score(state, seat, tile_id) for tile_id in estate.placed
            )
        return known

    def _storage(
        self,
        state: GameState,
        seat: int,
        estate: _Estate,
        storage: tuple[Tile, ...],
        left: int,
        silverling: float,
    ) -> float:
        """What the stored tiles should bring: the best three (R-STORE-1), and no more
        than there are die actions left to place them."""
        worths = sorted(
            (self._tile_worth(state, seat, estate, t, left, silverling) for t in storage),
            reverse=True,
        )
        return sum(worths[: min(left, STORAGE)])

    def _reads_of(self, tile_ids: tuple[str, ...]) -> frozenset[str]:
        """The parts of a position the scorers of ``tile_ids`` read."""
        found: set[str] = set()
        for tile_id in tile_ids:
            reads = self._reads.get(tile_id)
            if reads is None:
                reads = self._reads[tile_id] = _reads(self.tiles.by_id[tile_id].scorers)
            if reads is _ANYTHING:
                return _ANYTHING
            found |= reads
        return frozenset(found)

    def _score(self, state: GameState, seat: int, tile_id: str) -> float:
        """What the end-game scorers of ``tile_id`` give ``seat`` now, as if it were placed
        (R-END-GAME-1). Remembered by the parts of the position the scorers read."""
        player = state.players[seat]
        reads = self._reads_of((tile_id,))
        if reads is _ANYTHING:
            key: tuple[object, ...] | None = None
        else:
            key = (tile_id, seat, *(_PARTS[part](state, player) for part in reads))
            known = self._scores.get(key)
            if known is not None and known[0] is player.spaces:
                return known[1]
        env = Env(state, seat)
        score = float(sum(max(0, int(s.value(env))) for s in self._scorers[tile_id]))
        if key is not None:
            if len(self._scores) > 4096:
                self._scores.clear()
            self._scores[key] = (player.spaces, score)  # keeps the id of ``spaces`` unique
        return score

    # --- the estate -------------------------------------------------------------------

    def _estate(self, state: GameState, player: PlayerState) -> _Estate:
        spaces = player.spaces
        key = (id(spaces), player.estate_map, len(state.players), state.phase, state.bonus_claims)
        known = self._estates.get(key)
        if known is not None and known[0] is spaces:
            return known[1]
        if len(self._estates) > 4096:
            self._estates.clear()
        found = self._derive_estate(state, player)
        self._estates[key] = (spaces, found)  # keeping ``spaces`` keeps its id unique
        return found

    def _derive_estate(self, state: GameState, player: PlayerState) -> _Estate:
        w = self.weights
        parts = data.components()
        layout = _layout(player.estate_map)
        spaces = player.spaces
        filled = around = mines = 0
        placed: list[str] = []
        cities: dict[str, int] = {}
        neighbours = layout.neighbours
        for space, tile in enumerate(spaces):
            if tile is not None:
                filled |= 1 << space
                around |= neighbours[space]
                if tile.kind == "mine":
                    mines += 1
                elif tile.kind == "building":
                    city = layout.regions[layout.region_of[space]][0]
                    cities[tile.id] = cities.get(tile.id, 0) | city
                if tile.id in self._scorers:
                    placed.append(tile.id)
        # Regions and colours under way: completing them early pays (R-REGION-1,
        # R-COLOUR-1).
        worth = 0.0
        bonus = parts.phase_bonus[state.phase]
        for mask, size in layout.regions:
            covered = (mask & filled).bit_count()
            if 0 < covered < size:
                worth += w.region * covered / size * (parts.region_points[size] + bonus)
        players = len(state.players)
        for index, colour in enumerate(data.COLOURS):
            claims = state.bonus_claims[index]
            mask = layout.colours[colour]
            if claims < 2 and mask & ~filled:
                table = parts.bonus_large if claims == 0 else parts.bonus_small
                part = (mask & filled).bit_count() / mask.bit_count()
                worth += w.colour * part**2 * table[players]
        # R-MINE-1: a silverling per mine at every phase end still to come.
        worth += mines * (5 - PHASES.index(state.phase)) * (1 + w.silverling)
        return _Estate(worth, filled, around & ~filled, tuple(placed), cities)

    # --- storage ----------------------------------------------------------------------

    def _stored(
        self,
        state: GameState,
        seat: int,
        estate: _Estate,
        tile: Tile,
        left: int,
        silverling: float,
    ) -> float:
        """What placing the stored ``tile`` should bring, with the chance it can be."""
        w = self.weights
        player = state.players[seat]
        layout = _layout(player.estate_map)
        candidates = self._spaces_for(layout, estate, tile)
        kind = tile.kind
        if not candidates:
            return 0.0
        reach = 1.0 if candidates & estate.open_ else w.unreachable
        if kind == "animal":
            worth: float = _animal_points(player, layout, tile, candidates)
        elif kind == "castle":
            worth = w.extra_action
        elif kind == "mine":
            worth = (5 - PHASES.index(state.phase)) * silverling
        elif kind == "ship":
            worth = w.ship
        else:
            worth = self._defined(state, seat, tile, left, silverling)
        return reach * (worth + w.placing)

    def _defined(
        self, state: GameState, seat: int, tile: Tile, left: int, silverling: float
    ) -> float:
        """A building's or knowledge tile's worth from its definition: its effect when
        placed, its end-game score so far, and its rule changes for the actions left."""
        w = self.weights
        definition = self.tiles.by_id.get(tile.id)
        if definition is None:
            return 0.0
        worker = 0.5 + w.worker * min(1.0, left / 8)
        worth = self._statements(definition.on_place, state, seat, silverling, worker)
        if tile.id in self._scorers:
            worth += self._score(state, seat, tile.id) + w.scorer_growth * left
        if definition.modifiers or definition.triggers:
            worth += w.rule_change * left
        return worth

    def _statements(
        self,
        body: tuple[ir.Stmt, ...],
        state: GameState,
        seat: int,
        silverling: float,
        worker: float,
    ) -> float:
        w = self.weights
        worth = 0.0
        for stmt in body:
            if isinstance(stmt, ir.Gain):
                amount = stmt.amount.value if isinstance(stmt.amount, ir.Num) else 2
                rate = {"silverlings": silverling, "workers": worker}.get(stmt.resource, 1.0)
                worth += amount * rate
            elif isinstance(stmt, ir.Sell):
                worth += _best_sale(state, seat, silverling)
            elif isinstance(stmt, ir.Take):
                worth += w.take
            elif isinstance(stmt, ir.Place):
                worth += w.place
            elif isinstance(stmt, ir.ExtraAction):
                worth += w.extra_action
            elif isinstance(stmt, ir.If):
                worth += 0.5 * max(
                    self._statements(stmt.then, state, seat, silverling, worker),
                    self._statements(stmt.orelse, state, seat, silverling, worker),
                )
            else:  # a Python hook: unknown, count it as a small gain
                worth += 1.0
        return worth


# What a scorer expression may read (burgundy.effects.evaluate), and the part of the
# position each reading depends on (``spaces`` by identity: a new tuple on every placement).
_PARTS: dict[str, Any] = {
    "points": lambda state, player: player.points,
    "silverlings": lambda state, player: player.silverlings,
    "workers": lambda state, player: player.workers,
    "goods": lambda state, player: player.goods_counts,
    "sold": lambda state, player: player.sold_counts,
    "spaces": lambda state, player: id(player.spaces),
    "bonus_tiles": lambda state, player: len(player.bonus_tiles),
    "storage": lambda state, player: len(player.storage),
    "time": lambda state, player: (len(state.players), state.phase, state.round),
}
_NAME_PARTS = {
    "my.points": "points",
    "my.silverlings": "silverlings",
    "my.workers": "workers",
    "my.goods": "goods",
    "my.goods_sold": "sold",
    "my.goods_types_sold": "sold",
    "my.animal_species": "spaces",
    "my.bonus_tiles": "bonus_tiles",
    "my.empty_spaces": "spaces",
    "my.storage": "storage",
    "game.players": "time",
    "game.phase": "time",
    "game.round": "time",
}
_ANYTHING = frozenset({"*"})


def _reads(scorers: tuple[ir.Scorer, ...]) -> frozenset[str]:
    """The parts of the position ``scorers`` read (``_ANYTHING`` for a name not known)."""
    found: set[str] = set()
    stack: list[ir.Expr] = [s.value for s in scorers]
    while stack:
        expr = stack.pop()
        if isinstance(expr, ir.Name):
            part = _NAME_PARTS.get(expr.path)
            if part is None:
                return _ANYTHING
            found.add(part)
        elif isinstance(expr, ir.Count):
            found.add("spaces")
        elif isinstance(expr, ir.BinOp):
            stack += [expr.left, expr.right]
        elif isinstance(expr, ir.Not | ir.Abs):
            stack.append(expr.operand)
        elif isinstance(expr, ir.IsTile):
            stack.append(expr.subject)
    return frozenset(found)


def _animal_points(player: PlayerState, layout: _Layout, tile: Tile, candidates: int) -> int:
    """R-ANIMAL-1: the most ``tile`` would score on one of the ``candidates`` spaces."""
    best = 0
    for mask, _ in layout.regions:
        if mask & candidates:
            same = sum(
                t.animals
                for s, t in enumerate(player.spaces)
                if mask >> s & 1 and t is not None and t.detail == tile.detail
            )
            best = max(best, same)
    return tile.animals + best


def _best_sale(state: GameState, seat: int, silverling: float) -> float:
    per_tile = data.components().goods_points[len(state.players)]
    best = max(state.players[seat].goods_counts)
    return best * (per_tile - 1) + silverling if best else 0.0
