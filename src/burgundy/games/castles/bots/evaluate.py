"""How good a position is for one seat: points now plus what its resources, storage,
estate and held components should still turn into.

The evaluation reads the seat's own board (the components it holds included), the phase
and the round, and the bonus tiles taken; the dice and the depots only while the seat's
turn is under way with one die left, when both are as the seat saw them before acting. It
never reads what the next round (new dice, new goods) or phase (new depot tiles) reveals,
so a one-step lookahead that runs into them values the position the same whatever was
revealed, and a bot using it cannot learn the hidden future from its clones.

Nothing here names a tile. Tile effects are read from the tile set's definitions, so
house-rule and expansion tiles get a value too; and what the rules count (where a tile may
go, region and bonus points, sales, mine income, storage room, end-game points) is asked of
the rules' own query points, so whatever a held tile, component or ``rules`` block
modifies changes the evaluation as it changes the game.
"""

from __future__ import annotations

import functools
from collections.abc import Container, Iterable, Iterator
from types import SimpleNamespace
from typing import Any

import attrs

from burgundy.games.castles import data, statements
from burgundy.games.castles.effects.evaluate import Compiled, Env, compile_expr, matches
from burgundy.games.castles.effects.tileset import TileSet
from burgundy.games.castles.rules.context import STORAGE_LIMIT, Ctx
from burgundy.games.castles.rules.procedures import region_points
from burgundy.games.castles.rules.queries import held_modifiers, query
from burgundy.games.castles.rules.table import bonus_points
from burgundy.games.castles.rules.zones import mark_of, storage_limit
from burgundy.games.castles.state import DiscardChoice, FlowStep, GameState, PlayerState, tiles_in
from burgundy.games.castles.tile import Tile
from burgundy.lang import ir
from burgundy.lang.runtime.tileset import CompiledScorer

ROUNDS = 25  # R-PHASE-1: 5 phases of 5 rounds
PHASES = "ABCDE"

#: The query points of a completed region's points (R-REGION-1).
_REGIONS = ("region.size", "region.points", "region.phase_bonus")


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
    rule_change: float = 0.2  # a placed tile's lasting power, per die action left
    # A held component's lasting power (a shield's), per die action left, beyond what the
    # evaluation sees of it (the query points it modifies, the phases' ends): any more than
    # nothing, measured, made greedy take shields that lost it games.
    held_power: float = 0.0
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


def _spaces(mask: int) -> Iterator[int]:
    """The spaces of ``mask``, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


class _Estate:
    """What the evaluation derives from one seat's placed tiles and held hooks in one
    phase, and the stored tiles' worths found on it so far."""

    __slots__ = (
        "asks_regions", "cities", "depots", "filled", "gains", "on_sale", "open_", "per_mine",
        "phase_ends", "placed", "queries", "room", "scores", "spaces", "tiles", "worth",
    )

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
        self.per_mine = 1  # silverlings a mine pays at a phase end (``mine.silverlings``)
        self.queries: Container[str] = ()  # the query points the seat's holdings modify
        # The ``when`` items the seat holds that answer its sales and the phases' ends.
        self.on_sale: tuple[ir.Trigger, ...] = ()
        self.phase_ends: tuple[ir.Trigger, ...] = ()
        self.asks_regions = False  # whether the seat's holdings change what regions score
        self.room = STORAGE_LIMIT  # R-STORE-1: the tiles storage holds (``storage.limit``)
        self.tiles: dict[tuple[object, ...], float] = {}  # a tile's worth in storage
        self.depots: dict[tuple[object, ...], tuple[object, float]] = {}  # a depot's best
        self.scores: dict[tuple[object, ...], float] = {}  # the placed scorers' points
        self.spaces: dict[str, tuple[int, int]] = {}  # a tile's spaces: (later, open now)
        self.gains: dict[str, float] = {}  # what a tile adds to the regions it may go in


class Evaluator:
    """Values positions of games played with ``tiles``. It remembers what it derived from
    estates (they change only when a tile is placed or a hook comes or goes), so keep one
    per tile set."""

    def __init__(self, tiles: TileSet, weights: Weights | None = None) -> None:
        self.tiles = tiles
        self.weights = weights or Weights()
        self._scorers: dict[str, list[CompiledScorer]] = {}
        for scorer in tiles.scorers:
            self._scorers.setdefault(scorer.tile_id, []).append(scorer)
        # What every player holds that scores: the rules blocks' scorers.
        self._rules_scorers = tuple(i for i in tiles.rules_ids if i in self._scorers)
        # Lasting powers: what has hooks of its own (modify, when, action).
        w = self.weights
        self._powers = {
            d.id: w.held_power if d.kind == "component" else w.rule_change
            for d in tiles.defs
            if d.kind != "rules" and d.hooked
        }
        # What answers the end of a phase (upkeep, a tile placed) and the seat's own sales
        # (a trade route's track), by holder.
        self._phase_ends = _answers(tiles, "phase_ended")
        # A sale is answered per sale (`goods_sold`) and per goods tile (`goods_tile_sold`):
        # the latter is estimated once, as for the sale's first tile (a route's next space).
        per_sale, per_tile = _answers(tiles, "goods_sold"), _answers(tiles, "goods_tile_sold")
        self._on_sale = {
            i: per_sale.get(i, ()) + per_tile.get(i, ()) for i in (*per_sale, *per_tile)
        }
        self._sales: dict[tuple[object, ...], float] = {}
        self._phase_end_worths: dict[tuple[object, ...], float] = {}
        self._expressions: dict[int, tuple[ir.Expr, Compiled]] = {}
        # Kinds of tile that change a region's points by lying in it (inns, cloisters).
        self._region_kinds = frozenset(
            p.kind
            for d in tiles.defs
            for m in d.modifiers
            if m.query in _REGIONS
            for p in _patterns((m.value, m.condition))
        )
        self._rules = Ctx(tiles)  # asks the rules' query points; changes nothing
        self._estates: dict[Any, tuple[object, object, _Estate]] = {}
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

        estate = self._estate(state, player)
        total = player.points + player.silverlings * silverling + player.workers * 0.5
        total += min(player.workers, w.worker_cap) * w.worker * soon
        for goods, count in enumerate(player.goods_counts):
            if count:
                total += count
                if left:
                    total += w.sale_share * self._sale(state, seat, estate, goods, count,
                                                       silverling)
        total += estate.worth
        if estate.placed:
            total += self._placed_scores(state, seat, estate) + len(estate.placed) * (
                w.scorer_growth * left
            )
        if player.hooked:
            total += sum(self._powers.get(t, 0.0) for t in player.hooked) * left
        if player.rows:
            total += sum(
                self._component(state, seat, t, left) for _, row in player.rows for t in row
            )
        if estate.phase_ends:
            total += self._phase_end_programs(state, seat, estate, left, silverling)
        for tile_id in self._rules_scorers:
            total += self._score(state, seat, tile_id) + w.scorer_growth * left

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

    def _component(self, state: GameState, seat: int, component: Tile, left: int) -> float:
        """What a component in one of the seat's rows brings: its end-game points now (as
        ``score.points`` counts them) and their growth; its powers count among the seat's
        ``hooked``."""
        tile_id = component.id
        if tile_id not in self._scorers:
            return 0.0
        worth = self._score(state, seat, tile_id)
        if self._reads_of((tile_id,)):
            worth += self.weights.scorer_growth * left
        return worth

    def _phase_end_programs(
        self, state: GameState, seat: int, estate: _Estate, left: int, silverling: float
    ) -> float:
        """What the programs answering the ends of phases to come (``when phase_ended``:
        upkeep paid or components lost, a tile placed) should bring the seat: the next one
        as its purse stands now, the later ones as if it could pay."""
        ends = len(PHASES) - PHASES.index(state.phase)
        if any(type(f) is FlowStep and f.step != "first_round" for f in state.pending):
            ends -= 1  # this phase's end is under way: its programs are queued or done
        if ends <= 0:
            return 0.0
        # Remembered by what such programs read: the seat's purse, rows and hooks.
        player = state.players[seat]
        key = (seat, ends, left, player.silverlings, player.workers, player.points,
               player.rows, player.hooked)
        known = self._phase_end_worths.get(key)
        if known is None:
            purse = {"silverlings": player.silverlings, "workers": player.workers,
                     "points": player.points}
            answers = estate.phase_ends
            known = _Program(self, state, seat, left, silverling, purse).answer(answers)
            if ends > 1:
                later = _Program(self, state, seat, left, silverling).answer(answers)
                known += (ends - 1) * later
            if len(self._phase_end_worths) > 4096:
                self._phase_end_worths.clear()
            self._phase_end_worths[key] = known
        return known

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
            spaces = self._spaces_for(state, seat, estate, tile)[1]
            if spaces:
                # The fewest steps from the die to a space's number.
                paid = next(p for p, mask in enumerate(layout.steps[die]) if mask & spaces)
                if paid <= player.workers:
                    best = max(best, (1 - w.stored) * worth - paid * worker)
        least = min(worths.values()) if len(storage) >= estate.room else 0.0
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
        for goods, count in enumerate(player.goods_counts):
            if count and steps[goods] <= player.workers:
                sale = (1 - w.sale_share) * self._sale(state, seat, estate, goods, count,
                                                       silverling)
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

    def _spaces_for(
        self, state: GameState, seat: int, estate: _Estate, tile: Tile
    ) -> tuple[int, int]:
        """The empty spaces ``tile`` may go on, open or not yet, and those of them open now,
        as masks; remembered on the estate."""
        if not estate.queries:  # the rules' own placement: of its colour, no city twice
            found = _layout(state.players[seat].estate_map).colours.get(tile.colour, 0)
            found &= ~estate.filled & ~estate.cities.get(tile.id, 0)
            return found, found & estate.open_
        known = estate.spaces.get(tile.id)
        if known is None:
            known = estate.spaces[tile.id] = self._find_spaces(state, seat, estate, tile)
        return known

    def _find_spaces(
        self, state: GameState, seat: int, estate: _Estate, tile: Tile
    ) -> tuple[int, int]:
        """``_spaces_for``, found as the rules place tiles (R-ACT-PLACE, R-BUILD-2), asking
        the placement query points the seat's holdings modify (an inn on any colour, one to
        a region; a building repeated in a city): the spaces allowed now, or once next to
        a placed tile."""
        queries = estate.queries
        board = data.estates()[state.players[seat].estate_map]
        layout = _layout(board.number)
        colours = layout.colours.get(tile.colour, 0)
        if "place.colour_match" in queries:
            colours = 0
            for colour, mask in layout.colours.items():
                if self._ask(state, seat, "place.colour_match", colour == tile.colour,
                             tile=tile, colour=colour):
                    colours |= mask
        found = colours & ~estate.filled
        if tile.kind == "building" and not (
            "city.repeat_buildings" in queries
            and self._ask(state, seat, "city.repeat_buildings", False)
        ):
            found &= ~estate.cities.get(tile.id, 0)
        if found and "place.allowed" in queries:
            found = _mask(
                s for s in _spaces(found)
                if self._ask(state, seat, "place.allowed", True, tile=tile, space=s,
                             colour=board.colours[s], region=board.regions[board.region_of[s]])
            )
        if "place.adjacent" in queries and not self._ask(
            state, seat, "place.adjacent", True, tile=tile
        ):
            return found, found
        return found, found & estate.open_

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
        """What the stored tiles should bring: the best that storage keeps (R-STORE-1), and
        no more than there are die actions left to place them."""
        worths = sorted(
            (self._tile_worth(state, seat, estate, t, left, silverling) for t in storage),
            reverse=True,
        )
        return sum(worths[: min(left, estate.room)])

    def _sale(
        self,
        state: GameState,
        seat: int,
        estate: _Estate,
        goods: int,
        count: int,
        silverling: float,
        answered: bool = True,
    ) -> float:
        """What selling ``count`` goods tiles of type ``goods`` brings beyond the point each
        scores if kept (R-ACT-SELL, and the ``sale.*`` query points), with what answers
        the sale (``answered``: a trade route's space it marks, a knowledge tile's gain)."""
        per_tile = data.components().goods_points[len(state.players)]
        silverlings = 1
        queries = estate.queries
        if "sale.points_per_tile" in queries:
            per_tile = self._ask(state, seat, "sale.points_per_tile", per_tile, goods=goods,
                                 count=count, cause="die")
        if "sale.silverlings" in queries:
            silverlings = self._ask(state, seat, "sale.silverlings", 1, goods=goods,
                                    count=count, cause="die")
        worth = count * (per_tile - 1) + silverlings * silverling
        if answered and estate.on_sale:
            # What the seat's programs answering a sale should bring, remembered by what
            # they read of the seat: its track marks, rows and hooks.
            player = state.players[seat]
            key = (seat, goods, count, silverling, player.marks, player.rows, player.hooked)
            known = self._sales.get(key)
            if known is None:
                if len(self._sales) > 4096:
                    self._sales.clear()
                sale = SimpleNamespace(seat=seat, goods=goods, count=count, cause="die")
                known = self._sales[key] = _Program(
                    self, state, seat, actions_left(state, seat), silverling, event=sale
                ).answer(estate.on_sale)
            worth += known
        return worth

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
        or held (R-END-GAME-1), as ``score.points`` counts them. Remembered by the parts of
        the position the scorers read, unless the seat holds a modifier of their points."""
        player = state.players[seat]
        counted = "score.points" in self._queries(player)
        reads = self._reads_of((tile_id,))
        if reads is _ANYTHING or counted:
            key: tuple[object, ...] | None = None
        else:
            key = (tile_id, seat, *(_PARTS[part](state, player) for part in reads))
            known = self._scores.get(key)
            if known is not None and known[0] is player.spaces:
                return known[1]
        env = Env(state, seat, None, None, self._rules)
        if counted:
            tile = None if tile_id in self.tiles.rules_ids else self.tiles.tile(tile_id)
            score = 0.0
            for scorer in self._scorers[tile_id]:
                points = self._ask(state, seat, "score.points", int(scorer.value(env)),
                                   tile=tile, label=scorer.label)
                score += max(0, int(points))
        else:
            score = float(sum(max(0, int(s.value(env))) for s in self._scorers[tile_id]))
        if key is not None:
            if len(self._scores) > 4096:
                self._scores.clear()
            self._scores[key] = (player.spaces, score)  # keeps the id of ``spaces`` unique
        return score

    def compiled(self, expr: ir.Expr) -> Compiled:
        """``expr`` of this tile set, compiled once (by identity: the set keeps it)."""
        known = self._expressions.get(id(expr))
        if known is None:
            known = self._expressions[id(expr)] = (expr, compile_expr(expr))
        return known[1]

    # --- the rules' query points --------------------------------------------------------

    def _ask(self, state: GameState, seat: int, name: str, base: Any, **context: Any) -> Any:
        """The query point ``name`` for ``seat``, as the rules ask it."""
        return query(self._rules, state, seat, name, base, **context)

    def _queries(self, player: PlayerState) -> Container[str]:
        """The query points the player's holdings modify (kept by the rules per ``hooked``
        value)."""
        return held_modifiers(self._rules, player.hooked) if player.hooked else ()

    # --- the estate -------------------------------------------------------------------

    def _estate(self, state: GameState, player: PlayerState) -> _Estate:
        spaces, hooked = player.spaces, player.hooked
        key = (
            id(spaces), id(hooked), player.estate_map, len(state.players), state.phase,
            state.bonus_claims,
        )
        known = self._estates.get(key)
        if known is not None and known[0] is spaces and known[1] is hooked:
            return known[2]
        if len(self._estates) > 4096:
            self._estates.clear()
        found = self._derive_estate(state, player)
        self._estates[key] = (spaces, hooked, found)  # keeping both keeps their ids unique
        return found

    def _derive_estate(self, state: GameState, player: PlayerState) -> _Estate:
        w = self.weights
        seat = player.seat
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
        queries = self._queries(player)
        asks_regions = bool(queries) and any(name in queries for name in _REGIONS)
        # Regions and colours under way: completing them early pays (R-REGION-1,
        # R-COLOUR-1).
        worth = 0.0
        bonus = parts.phase_bonus[state.phase]
        for index, (mask, size) in enumerate(layout.regions):
            covered = (mask & filled).bit_count()
            if 0 < covered < size:
                if asks_regions:
                    points = self._region_points(state, seat, index)
                else:
                    points = parts.region_points[size] + bonus
                worth += w.region * covered / size * points
        for index, colour in enumerate(data.COLOURS):
            claims = state.bonus_claims[index]
            mask = layout.colours[colour]
            if claims < 2 and mask & ~filled:
                points = bonus_points(self._rules, state, seat, colour, claims)
                part = (mask & filled).bit_count() / mask.bit_count()
                worth += w.colour * part**2 * points
        # R-MINE-1: a silverling (``mine.silverlings``) per mine at every phase end to come.
        per_mine = 1
        if "mine.silverlings" in queries:
            per_mine = self._ask(state, seat, "mine.silverlings", 1)
        worth += mines * per_mine * (5 - PHASES.index(state.phase)) * (1 + w.silverling)
        found = _Estate(worth, filled, around & ~filled, tuple(placed), cities)
        found.per_mine = per_mine
        if queries:  # what the seat holds changes the rules: say where
            found.queries = queries
            found.asks_regions = asks_regions
            if "storage.limit" in queries:
                found.room = storage_limit(self._rules, state, seat)
        hooked = player.hooked
        if hooked:
            found.on_sale = tuple(t for i in hooked if i in self._on_sale for t in self._on_sale[i])
            found.phase_ends = tuple(
                t for i in hooked if i in self._phase_ends for t in self._phase_ends[i]
            )
        return found

    def _region_points(self, state: GameState, seat: int, index: int) -> int:
        """R-REGION-1: what region ``index`` of the seat's estate scores when completed in
        this phase, as the rules count it."""
        region = data.estates()[state.players[seat].estate_map].regions[index]
        return region_points(self._rules, state, seat, region)

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
        candidates, open_now = self._spaces_for(state, seat, estate, tile)
        kind = tile.kind
        if not candidates:
            return 0.0
        reach = 1.0 if open_now else w.unreachable
        if kind == "animal":
            worth: float = self._animal_points(state, seat, estate, tile, candidates)
        elif kind == "castle":
            worth = w.extra_action
        elif kind == "mine":
            worth = (5 - PHASES.index(state.phase)) * estate.per_mine * silverling
        elif kind == "ship":
            worth = w.ship
        else:
            worth = self._defined(state, seat, tile, left, silverling)
        if kind in self._region_kinds and estate.asks_regions:
            worth += self._region_gain(state, seat, estate, tile, candidates)
        return reach * (worth + w.placing)

    def _region_gain(
        self, state: GameState, seat: int, estate: _Estate, tile: Tile, candidates: int
    ) -> float:
        """What ``tile`` adds to a region it may go in, by what the ``region.*`` query points
        make of the region holding it (an inn's region scores one space larger), the part
        covered counted as for every region under way: the most of them. Remembered on the
        estate."""
        known = estate.gains.get(tile.id)
        if known is not None:
            return known
        player = state.players[seat]
        layout = _layout(player.estate_map)
        best = 0.0
        for index, (mask, size) in enumerate(layout.regions):
            spaces = mask & candidates
            if not spaces:
                continue
            space = next(_spaces(spaces))
            holding = attrs.evolve(
                player, spaces=player.spaces[:space] + (tile,) + player.spaces[space + 1 :]
            )
            there = attrs.evolve(
                state, players=state.players[:seat] + (holding,) + state.players[seat + 1 :]
            )
            gain = self._region_points(there, seat, index) - self._region_points(
                state, seat, index
            )
            covered = (mask & estate.filled).bit_count() + 1
            best = max(best, self.weights.region * covered / size * gain)
        estate.gains[tile.id] = best
        return best

    def _animal_points(
        self, state: GameState, seat: int, estate: _Estate, tile: Tile, candidates: int
    ) -> int:
        """R-ANIMAL-1 (and ``animal.pastures_joined``, ``animal.points_per_tile``): the
        most ``tile`` would score on one of the ``candidates`` spaces."""
        player = state.players[seat]
        layout = _layout(player.estate_map)
        pastures = layout.regions
        extra = 0
        if "animal.pastures_joined" in estate.queries and self._ask(
            state, seat, "animal.pastures_joined", False
        ):
            pastures = ((layout.colours[tile.colour], 0),)  # one pasture of every space
        if "animal.points_per_tile" in estate.queries:
            extra = self._ask(state, seat, "animal.points_per_tile", 0, species=tile.detail)
        best = 0
        for mask, _ in pastures:
            if mask & candidates:
                same = [
                    t
                    for s, t in enumerate(player.spaces)
                    if mask >> s & 1 and t is not None and t.detail == tile.detail
                ]
                best = max(best, sum(t.animals for t in same) + extra * len(same))
        return int(tile.animals + extra + best)

    def _defined(
        self, state: GameState, seat: int, tile: Tile, left: int, silverling: float
    ) -> float:
        """A tile's worth from its definition: its effect when placed, its end-game score
        so far, and its lasting powers for the actions left."""
        w = self.weights
        definition = self.tiles.by_id.get(tile.id)
        if definition is None:
            return 0.0
        worth = 0.0
        if definition.on_place:
            worth = _Program(self, state, seat, left, silverling).run(definition.on_place) or 0.0
        if tile.id in self._scorers:
            worth += self._score(state, seat, tile.id) + w.scorer_growth * left
        worth += self._powers.get(tile.id, 0.0) * left
        return worth

    def _best_sale(
        self, state: GameState, seat: int, silverling: float, answered: bool = True
    ) -> float:
        """The best sale the seat can make now (``_sale`` of each goods type held)."""
        player = state.players[seat]
        estate = self._estate(state, player)
        counts = player.goods_counts
        return max(
            (self._sale(state, seat, estate, g, n, silverling, answered)
             for g, n in enumerate(counts) if n),
            default=0.0,
        )


class _Program:
    """Estimates what running tile programs should bring one seat, statement by statement:
    a stored tile's effect when placed, the programs answering a phase's end. With a
    ``purse`` (the seat's silverlings, workers and points) a ``pay`` it cannot meet stops
    the program and an option needing one is not offered, as in the engine; without one,
    every payment is met. A ``take`` from one of the seat's rows costs the least worth of
    the components there that it may take."""

    def __init__(
        self,
        evaluator: Evaluator,
        state: GameState,
        seat: int,
        left: int,
        silverling: float,
        purse: dict[str, int] | None = None,
        event: object = None,
    ) -> None:
        w = evaluator.weights
        self.evaluator = evaluator
        self.state, self.seat, self.left = state, seat, left
        worker = 0.5 + w.worker * min(1.0, left / 8)
        self.rates = {"silverlings": silverling, "workers": worker, "points": 1.0}
        self.purse = purse
        self.event = event
        self.rows: dict[str, list[tuple[float, Tile]]] = {}  # what is left to lose, by row
        self.marks: dict[str, int] = {}  # the track spaces marked so far, by row
        self.depth = 0  # ``run`` statements followed

    def answer(self, triggers: Iterable[ir.Trigger]) -> float:
        """What the ``when`` items ``triggers`` should bring, answering the event."""
        return sum(
            self.run(t.body) or 0.0
            for t in triggers
            if t.condition is None or self.read(t.condition, True)
        )

    def run(self, body: tuple[ir.Stmt, ...]) -> float | None:
        """What ``body`` should bring; ``None`` if it reaches a payment it cannot meet."""
        w = self.evaluator.weights
        worth = 0.0
        for stmt in body:
            if isinstance(stmt, ir.Gain | ir.Pay):
                amount = self.read(stmt.amount, 2)
                if isinstance(stmt, ir.Pay):
                    if not self.pay(stmt.resource, amount):
                        return None
                    amount = -amount
                worth += amount * self.rates.get(stmt.resource, 1.0)
            elif isinstance(stmt, statements.Sell):  # (what answers it is not followed)
                silverling = self.rates["silverlings"]
                worth += self.evaluator._best_sale(self.state, self.seat, silverling, False)
            elif isinstance(stmt, statements.Take):
                worth += self.take(stmt)
            elif isinstance(stmt, statements.Buy):  # a take paid for as the turn's purchase
                price = self.evaluator._ask(self.state, self.seat, "buy.price", data.board().price)
                if self.pay("silverlings", price):
                    worth += w.take - price * self.rates["silverlings"]
            elif isinstance(stmt, statements.Place):
                worth += w.place
            elif isinstance(stmt, statements.ExtraAction):
                worth += w.extra_action
            elif isinstance(stmt, ir.If):
                holds = self.read(stmt.condition, None)
                if holds is None:  # it reads an event not under way: either may happen
                    worth += 0.5 * max(self.run(stmt.then) or 0.0, self.run(stmt.orelse) or 0.0)
                else:
                    worth += self.run(stmt.then if holds else stmt.orelse) or 0.0
            elif isinstance(stmt, ir.Choose):
                worth += self.choose(stmt.options)
            elif isinstance(stmt, ir.Repeat):
                for _ in range(max(0, min(12, self.read(stmt.count, 1)))):
                    worth += self.run(stmt.body) or 0.0
            elif isinstance(stmt, ir.EachPlayer):  # the seat's own turn of it
                worth += self.run(stmt.body) or 0.0
            elif isinstance(stmt, ir.Advance):
                worth += self.advance(stmt)
            elif isinstance(stmt, ir.Run):
                target = self.evaluator.tiles.by_id.get(stmt.target)
                if target is not None and self.depth < 4:  # "as a city hall", never forever
                    self.depth += 1
                    worth += self.run(target.on_place) or 0.0
                    self.depth -= 1
            else:  # a Python hook or a statement of the table: count it as a small gain
                worth += 1.0
        return worth

    def read(self, expr: ir.Expr, default: Any) -> Any:
        """``expr`` in the position now; ``default`` when it reads an event not under way."""
        if isinstance(expr, ir.Num):
            return expr.value
        try:
            env = Env(self.state, self.seat, self.event, None, self.evaluator._rules)
            return self.evaluator.compiled(expr)(env)
        except TypeError:
            return default

    def pay(self, resource: str, amount: int) -> bool:
        if self.purse is None:
            return True
        if self.purse.get(resource, 0) < amount:
            return False
        self.purse[resource] -= amount
        return True

    def take(self, stmt: statements.Take) -> float:
        """A tile into storage, or a component lost from one of the seat's rows."""
        if stmt.source.where != "my" or stmt.dest.where == "my":
            return self.evaluator.weights.take
        row = self.rows.get(stmt.source.name)
        if row is None:
            held = tiles_in(self.state, self.seat, f"my {stmt.source.name}")
            row = self.rows[stmt.source.name] = sorted(
                ((self.evaluator._component(self.state, self.seat, t, self.left), t)
                 for t in held),
                key=lambda pair: pair[0],
            )
        for index, (worth, component) in enumerate(row):
            if matches(stmt.pattern, component):
                del row[index]
                return -worth
        return 0.0

    def advance(self, stmt: ir.Advance) -> float:
        """The next space of the seat's track: its program if the value matches its number
        (as the engine's ``advance``)."""
        row = stmt.zone.name
        marked = self.marks.get(row)
        if marked is None:
            marked = mark_of(self.state, self.seat, row)
        by_id = self.evaluator.tiles.by_id
        spaces = [
            space
            for component in tiles_in(self.state, self.seat, f"my {row}")
            for space in (by_id[component.id].spaces if component.id in by_id else ())
        ]
        if marked >= len(spaces):
            return 0.0
        self.marks[row] = marked + 1
        if self.read(stmt.value, None) != spaces[marked].number:
            return 0.0
        return self.run(spaces[marked].body) or 0.0

    def choose(self, options: tuple[ir.Option, ...]) -> float:
        """The best option offered: its condition holds and it can be carried out."""
        best: tuple[float, Any, Any, Any] | None = None
        for option in options:
            if option.condition is not None and not self.read(option.condition, True):
                continue
            purse, rows, marks = self.purse, self.rows, self.marks
            self.purse = None if purse is None else dict(purse)
            self.rows = {k: list(v) for k, v in rows.items()}
            self.marks = dict(marks)
            worth = self.run(option.body)
            if worth is not None and (best is None or worth > best[0]):
                best = (worth, self.purse, self.rows, self.marks)
            self.purse, self.rows, self.marks = purse, rows, marks
        if best is None:
            return 0.0
        worth, self.purse, self.rows, self.marks = best
        return float(worth)


# What a scorer expression may read (effects.evaluate), and the part of the
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
    """The parts of the position ``scorers`` read (``_ANYTHING`` for a reading not known:
    a name not in ``_NAME_PARTS``, another seat's value, a count outside the estate)."""
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
            if expr.zone.where != "estate":
                return _ANYTHING
            found.add("spaces")
        elif isinstance(expr, ir.BinOp):
            stack += [expr.left, expr.right]
        elif isinstance(expr, ir.Cond):
            stack += [expr.condition, expr.then, expr.orelse]
        elif isinstance(expr, ir.Not | ir.Abs):
            stack.append(expr.operand)
        elif isinstance(expr, ir.IsTile):
            stack.append(expr.subject)
        elif isinstance(expr, ir.Largest | ir.Connected):
            found.add("spaces")
        elif isinstance(expr, ir.SeatValue | ir.QueryValue | ir.SeatCount):
            return _ANYTHING
    return frozenset(found)


def _answers(tiles: TileSet, event: str) -> dict[str, tuple[ir.Trigger, ...]]:
    """The ``when`` items that answer ``event`` for its seat (or the game), by holder."""
    found = {
        tile_id: tuple(tiles.by_id[tile_id].triggers[t.index] for t in held if t.scope != "other")
        for tile_id, held in tiles.triggers.get(event, {}).items()
    }
    return {tile_id: triggers for tile_id, triggers in found.items() if triggers}


def _patterns(node: Any) -> Iterator[ir.KindPattern]:
    """Every tile pattern written in ``node`` (a definition, a statement, an expression or
    a tuple of them), however deeply."""
    if isinstance(node, ir.KindPattern):
        yield node
    elif isinstance(node, tuple):
        for item in node:
            yield from _patterns(item)
    elif attrs.has(kind := type(node)):
        for field in attrs.fields(kind):
            yield from _patterns(getattr(node, field.name))
