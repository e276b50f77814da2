"""``Scenario``: build an exact position without playing up to it.

Each call sets one part of a fresh ``new_game`` position exactly (start castles chosen on
the first space each may go on: each map's first castle space); ``build()`` checks the
physical limits and returns a ``Game``. Tiles and goods put somewhere are taken from where
the game keeps unused ones (the supplies, the goods that left the game, and failing those
the depots, where another unused tile of the same kind stands in), and what they replace
goes back there, so every tile and goods tile stays somewhere exactly once and a position
never depends on the seed.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import attrs

from burgundy.games.castles import data, saves
from burgundy.games.castles.effects.tileset import TileSet
from burgundy.games.castles.game import CastlesGame, new_game, position
from burgundy.games.castles.rules.inventory import goods_locations, goods_mix
from burgundy.games.castles.state import (
    GameState,
    PlayerState,
    StartCastleChoice,
    with_zone,
    zone_of,
)
from burgundy.games.castles.tile import ANY_COLOUR, Tile
from burgundy.kernel.errors import StateError

evolve = attrs.evolve


class Scenario:
    """A position builder; see API.md for an example."""

    def __init__(
        self,
        players: int,
        seed: int = 0,
        estates: Sequence[int] | None = None,
        tiles: TileSet | None = None,
    ) -> None:
        game = new_game(players, seed, estates=estates, tiles=tiles)
        # Start castles go on the first space each may go on, then round 1 begins.
        while game.state.pending and isinstance(game.state.pending[-1], StartCastleChoice):
            game.apply(game.legal_actions()[0])
        self._tiles = game.tiles
        self._state: GameState = game.state
        # Depot slots (depot, slot) and black-depot tiles this scenario set: a wanted tile
        # is never taken from them.
        self._pinned: set[tuple[int, int]] = set()

    # --- where in the game ----------------------------------------------------------

    def phase(self, phase: str, round: int = 1) -> Scenario:
        if phase not in data.PHASES:
            raise ValueError(f"phase must be one of A-E, not {phase!r}")
        if not 1 <= round <= 5:
            raise ValueError(f"round must be 1-5, not {round!r}")
        s = self._state
        # Goods of the rounds still to come in this phase wait on the round spaces; those of
        # the rounds skipped over leave the game, so that every goods tile stays somewhere.
        stack = s.goods_stacks[data.PHASES.index(phase)]
        s = evolve(s, phase=phase, round=round, round_goods=stack[round:])
        found: Counter[str | int] = Counter()
        for counts in goods_locations(s).values():
            found.update(counts)
        out = list(s.goods_out) + list((goods_mix() - found).elements())
        for extra in (found - goods_mix()).elements():
            if extra not in out:
                raise ValueError(f"phase: cannot go back to phase {phase} round {round}")
            out.remove(extra)
        self._state = evolve(s, goods_out=tuple(sorted(out)))
        return self

    def turn(self, seat: int, dice: tuple[int, int] = (1, 1)) -> Scenario:
        """``seat`` acts now, at the start of its turn, with ``dice``."""
        s = self._seat(seat)
        if len(dice) != 2 or any(not 1 <= d <= 6 for d in dice):
            raise ValueError(f"dice must be two numbers 1-6, not {dice!r}")
        order = s.turn_order
        s = evolve(s, pending=(), turn=order.index(seat), bought=False)
        player = evolve(s.players[seat], dice=tuple(dice), used=(False, False))
        self._state = _with(s, player)
        return self

    # --- a seat's things --------------------------------------------------------------

    def estate(self, seat: int, tiles: Mapping[int, str]) -> Scenario:
        s = self._seat(seat)
        for space, tile_id in sorted(tiles.items()):
            if not 0 <= space < data.SPACES:
                raise ValueError(f"estate: there is no space {space} (0-36)")
            placed = self._tiles.tile(tile_id)
            s = self._take(s, placed, f"estate space {space}")
            s = self._set_space(s, seat, space, placed)
        self._state = s
        return self

    def storage(self, seat: int, tiles: Iterable[str]) -> Scenario:
        s = self._seat(seat)
        wanted = [self._tiles.tile(t) for t in tiles]
        # As a save's check: a tile set that changes the limit lifts it (shield 4).
        if len(wanted) > 3 and "storage.limit" not in self._tiles.modifiers:
            raise ValueError(f"storage holds at most 3 tiles, not {len(wanted)}")
        s = self._give_back(s, s.players[seat].storage)
        for t in wanted:
            s = self._take(s, t, "storage")
        self._state = _with(s, evolve(s.players[seat], storage=tuple(wanted)))
        return self

    def goods(self, seat: int, goods: Mapping[int, int]) -> Scenario:
        return self._set_goods(seat, goods, "goods_counts")

    def sold(self, seat: int, goods: Mapping[int, int]) -> Scenario:
        return self._set_goods(seat, goods, "sold_counts")

    def resources(
        self,
        seat: int,
        silverlings: int | None = None,
        workers: int | None = None,
        points: int | None = None,
    ) -> Scenario:
        s = self._seat(seat)
        changes = {
            name: value
            for name, value in (
                ("silverlings", silverlings),
                ("workers", workers),
                ("points", points),
            )
            if value is not None
        }
        for name, value in changes.items():
            if not isinstance(value, int) or value < 0:
                raise ValueError(f"{name} must be a whole number >= 0, not {value!r}")
        self._state = _with(s, evolve(s.players[seat], **changes))
        return self

    def row(self, seat: int, name: str, tiles: Iterable[str]) -> Scenario:
        """The seat's row ``name`` (``route``, ``shield``: rows of components a tile file's
        programs fill) holds exactly ``tiles``, in order, taken from wherever they lie
        unused; the track of a row starts unmarked."""
        s = self._seat(seat)
        old = zone_of(s.players[seat].rows, name)
        s = self._give_back(s, old)
        wanted = tuple(self._tiles.tile(t) for t in tiles)
        for t in wanted:
            s = self._take(s, t, f"row {name}")
        player = s.players[seat]
        hooked = [i for i in player.hooked if i not in {t.id for t in old}]
        hooked += [t.id for t in wanted if t.id in self._tiles.hooked]
        self._state = _with(s, evolve(
            player,
            rows=with_zone(player.rows, name, wanted),
            marks=tuple((row, n) for row, n in player.marks if row != name),
            hooked=tuple(hooked),
        ))
        return self

    def bonus_tiles(self, seat: int, held: Iterable[tuple[str, str]]) -> Scenario:
        """The bonus tiles ``seat`` holds: (colour, "large" or "small") pairs."""
        s = self._seat(seat)
        wanted = tuple((colour, size) for colour, size in held)
        for colour, size in wanted:
            if colour not in data.COLOURS or size not in ("large", "small"):
                raise ValueError(f"bonus_tiles: ({colour!r}, {size!r}) is no bonus tile")
        s = _with(s, evolve(s.players[seat], bonus_tiles=wanted))
        claims = [0] * len(data.COLOURS)
        for player in s.players:
            for colour, _ in player.bonus_tiles:
                claims[data.COLOURS.index(colour)] += 1
        self._state = evolve(s, bonus_claims=tuple(claims))
        return self

    def white_die(self, value: int) -> Scenario:
        """The white die of this round (the goods already delivered stay where they are)."""
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 6:
            raise ValueError(f"white_die must be 1-6, not {value!r}")
        self._state = evolve(self._state, white_die=value)
        return self

    def turn_order(self, order: Sequence[int]) -> Scenario:
        """This round's turn order, first to act first; the turn-order track becomes one
        stack on its first space giving the same order. The seat whose turn it is keeps
        its turn."""
        s = self._state
        wanted = tuple(order)
        if sorted(wanted) != list(range(len(s.players))):
            raise ValueError(f"turn_order must list every seat once, not {order!r}")
        active = s.active_seat
        track = (tuple(reversed(wanted)),) + ((),) * (len(s.track) - 1)
        self._state = evolve(s, turn_order=wanted, track=track, turn=wanted.index(active))
        return self

    # --- the board --------------------------------------------------------------------

    def depot(self, number: int, tiles: Sequence[str | None]) -> Scenario:
        if not 1 <= number <= 6:
            raise ValueError(f"depot must be 1-6, not {number!r}")
        s = self._state
        old = s.depot_slots[number - 1]
        if len(tiles) != len(old):
            raise ValueError(f"depot {number} has {len(old)} slots, not {len(tiles)}")
        s = self._give_back(s, tuple(t for t in old if t is not None))
        slots: list[Tile | None] = []
        for t in tiles:
            placed = None if t is None else self._tiles.tile(t)
            if placed is not None:
                s = self._take(s, placed, f"depot {number}")
            slots.append(placed)
        depots = list(s.depot_slots)
        depots[number - 1] = tuple(slots)
        self._state = evolve(s, depot_slots=tuple(depots))
        self._pinned |= {(number, slot) for slot in range(len(slots))}
        return self

    def depot_goods(self, number: int, goods: Sequence[int]) -> Scenario:
        if not 1 <= number <= 6:
            raise ValueError(f"depot must be 1-6, not {number!r}")
        s = self._state
        out = list(s.goods_out) + list(s.depot_goods_[number - 1])
        for g in goods:
            s = _claim_goods(s, out, g)
        depot_goods = list(s.depot_goods_)
        depot_goods[number - 1] = tuple(goods)
        self._state = evolve(s, depot_goods_=tuple(depot_goods), goods_out=tuple(out))
        return self

    def black_depot(self, tiles: Sequence[str]) -> Scenario:
        s = self._give_back(self._state, self._state.black_depot, black=True)
        wanted = tuple(self._tiles.tile(t) for t in tiles)
        for t in wanted:
            s = self._take(s, t, "the black depot", black=True)
        self._state = evolve(s, black_depot=wanted)
        self._pinned |= {(0, slot) for slot in range(len(wanted))}
        return self

    def build(self) -> CastlesGame:
        try:
            saves.check_state(self._state, self._tiles)
        except StateError as error:
            raise ValueError(
                str(error).replace("malformed save: ", "impossible position: ")
            ) from None
        return position(self._state, self._tiles)

    # --- helpers ---------------------------------------------------------------------

    def _seat(self, seat: int) -> GameState:
        if not isinstance(seat, int) or not 0 <= seat < len(self._state.players):
            raise ValueError(f"seat must be 0-{len(self._state.players) - 1}, not {seat!r}")
        return self._state

    def _set_space(self, s: GameState, seat: int, space: int, placed: Tile) -> GameState:
        player = s.players[seat]
        estate = data.estates()[player.estate_map]
        if player.spaces[space] is not None:
            raise ValueError(
                f"estate: space {space} of seat {seat} already holds {player.spaces[space]}"
            )
        if placed.colour not in (estate.colours[space], ANY_COLOUR):
            raise ValueError(
                f"estate: {placed} cannot lie on space {space} ({estate.colours[space]})"
            )
        spaces = player.spaces[:space] + (placed,) + player.spaces[space + 1 :]
        hooked = player.hooked + ((placed.id,) if placed.id in self._tiles.hooked else ())
        return _with(s, evolve(player, spaces=spaces, hooked=hooked))

    def _take(self, s: GameState, wanted: Tile, where: str, black: bool = False) -> GameState:
        """Take one ``wanted`` from a supply, its own back's first (or from the tiles out of
        the game); a tile of a declared kind from its own pile."""
        if wanted.kind in self._tiles.kinds:
            pile_key = f"supply {wanted.kind}"
            for key, held in ((pile_key, zone_of(s.zones, pile_key)), *s.zones):
                if wanted in held:
                    return evolve(s, zones=with_zone(s.zones, key, _without(held, wanted)))
            if wanted in s.out:
                return evolve(s, out=_without(s.out, wanted))
            return self._swap_from_rows(s, wanted, where)
        index = data.COLOURS.index(wanted.colour)
        pile = s.supply[index]
        if black and wanted in s.black_supply:
            return evolve(s, black_supply=_without(s.black_supply, wanted))
        if wanted in pile:
            supply = list(s.supply)
            supply[index] = _without(pile, wanted)
            return evolve(s, supply=tuple(supply))
        if wanted in s.black_supply:
            return evolve(s, black_supply=_without(s.black_supply, wanted))
        if wanted in s.out:
            return evolve(s, out=_without(s.out, wanted))
        return self._take_from_depots(s, wanted, where)

    def _take_from_depots(self, s: GameState, wanted: Tile, where: str) -> GameState:
        """Take ``wanted`` from a depot or the black depot the scenario did not set, and
        put another unused tile of the same kind there from the matching supply, so that
        a position never depends on where the seed dealt a tile."""
        for number, slots in enumerate(s.depot_slots, 1):
            for slot, placed in enumerate(slots):
                if placed == wanted and (number, slot) not in self._pinned:
                    pile_index = data.COLOURS.index(wanted.colour)
                    pile = s.supply[pile_index]
                    other = _same_kind(pile, wanted)
                    supply = list(s.supply)
                    supply[pile_index] = _without(pile, other)
                    depots = list(s.depot_slots)
                    depots[number - 1] = slots[:slot] + (other,) + slots[slot + 1 :]
                    return evolve(s, supply=tuple(supply), depot_slots=tuple(depots))
        for slot, placed in enumerate(s.black_depot):
            if placed == wanted and (0, slot) not in self._pinned:
                other = _same_kind(s.black_supply, wanted)
                black = s.black_depot[:slot] + (other,) + s.black_depot[slot + 1 :]
                return evolve(s, black_supply=_without(s.black_supply, other), black_depot=black)
        raise ValueError(f"{where}: no {wanted} is left unused in this game")

    def _swap_from_rows(self, s: GameState, wanted: Tile, where: str) -> GameState:
        """Take ``wanted`` from a seat's row, which gets the top of its kind's pile instead
        (a trade route another seat was dealt)."""
        pile_key = f"supply {wanted.kind}"
        pile = zone_of(s.zones, pile_key)
        for player in s.players:
            for name, row in player.rows:
                if wanted in row and pile:
                    i = row.index(wanted)
                    row = row[:i] + (pile[-1],) + row[i + 1:]
                    s = evolve(s, zones=with_zone(s.zones, pile_key, pile[:-1]))
                    return _with(s, evolve(player, rows=with_zone(player.rows, name, row)))
        raise ValueError(f"{where}: no {wanted} is left unused in this game")

    def _give_back(self, s: GameState, tiles: tuple[Tile, ...], black: bool = False) -> GameState:
        """Return replaced tiles to the bottom of their supply: the black one for ``black``
        backs (the black depot's), else their colour's."""
        declared = [t for t in tiles if t.kind in self._tiles.kinds]
        for t in declared:
            key = f"supply {t.kind}"
            s = evolve(s, zones=with_zone(s.zones, key, (t, *zone_of(s.zones, key))))
        tiles = tuple(t for t in tiles if t not in declared)
        if black:
            return evolve(s, black_supply=tiles + s.black_supply)
        supply = list(s.supply)
        for t in tiles:
            index = data.COLOURS.index(t.colour)
            supply[index] = (t, *supply[index])  # to the bottom of its pile
        return evolve(s, supply=tuple(supply))

    def _set_goods(self, seat: int, goods: Mapping[int, int], field: str) -> Scenario:
        s = self._seat(seat)
        player: PlayerState = s.players[seat]
        old: tuple[int, ...] = getattr(player, field)
        out = list(s.goods_out) + [g for g, n in enumerate(old) for _ in range(n)]
        counts = [0] * 7
        for g, n in goods.items():
            if not 1 <= g <= 6 or not isinstance(n, int) or n < 0:
                raise ValueError(f"goods: type must be 1-6 and count >= 0, not {g!r}: {n!r}")
            counts[g] = n
            for _ in range(n):
                s = _claim_goods(s, out, g)
        self._state = _with(
            evolve(s, goods_out=tuple(out)), evolve(player, **{field: tuple(counts)})
        )
        return self


def _with(s: GameState, player: PlayerState) -> GameState:
    players = list(s.players)
    players[player.seat] = player
    return evolve(s, players=tuple(players))


def _without(items: tuple[Any, ...], item: Any) -> tuple[Any, ...]:
    i = items.index(item)
    return items[:i] + items[i + 1 :]


def _same_kind(pile: tuple[Tile, ...], wanted: Tile) -> Tile:
    """An unused tile of ``wanted``'s kind (else of its colour) from ``pile``, to stand in
    for it."""
    same_kind = [t for t in pile if t.kind == wanted.kind and t != wanted]
    same_colour = [t for t in pile if t.colour == wanted.colour and t != wanted]
    for found in (same_kind, same_colour):
        if found:
            return found[-1]  # the top one, as a draw would take
    raise ValueError(f"no unused tile is left to stand in for {wanted}")


def _claim_goods(s: GameState, out: list[int], goods: int) -> GameState:
    """Take one goods tile of a type from those out of the game (``out``, changed in place)
    or, failing that, from the stacks still to come, which get an unused tile instead."""
    if goods in out:
        out.remove(goods)
        return s
    later = data.PHASES.index(s.phase) + 1
    stacks = [list(stack) for stack in s.goods_stacks]
    rounds = list(s.round_goods)
    for pile in [rounds, *stacks[later:]]:
        if goods in pile and out:
            pile[pile.index(goods)] = out.pop(0)
            return evolve(s, goods_stacks=tuple(map(tuple, stacks)), round_goods=tuple(rounds))
    raise ValueError(f"goods: no tile of goods type {goods} is left unused in this game")
