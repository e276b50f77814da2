"""Chance decided from outside the engine: what a step revealed, drawn again one event at a
time by a caller (OpenSpiel's chance player), then written into the state.

The engine draws with its own seeded stream: at setup (start goods, the supplies' order) and
when a phase starts (depot and black-depot tiles from the face-down supplies, the phase's
goods) or a round starts (every seat's dice and the white die). Nobody acts between such a
draw and the next decision, and no standard tile reacts to it, so a caller may *re-deal*
what was revealed before anyone sees it: put it back with what is still hidden, draw each
revealed thing again with the true odds (a tile or goods tile from what is left of its
pile, a die uniformly), and put the outcomes where the engine's draws were. The result is
a state the engine could have dealt; what stays hidden is kept in a canonical order (every
later reveal is re-dealt too), so the game depends only on the outcomes chosen.

It covers the standard game's draws (tile files' own piles are refused).
``Redeal.after(before, after)`` lists the draws a step made; ``outcomes()`` gives the odds
of the next one, ``choose(code)`` decides it, and once ``done``, ``state()`` is the state
with every outcome in place. Outcome codes: a tile's code (``burgundy.encoding.TILE_IDS``),
a goods type or a die face less one. ``ChancePoints`` offers all this, with the start player
before it, as the kernel's OpenSpiel adapter asks (``burgundy.kernel.chance``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from fractions import Fraction
from typing import Any

import attrs

from burgundy.games.castles import data
from burgundy.games.castles.encoding import TILE_IDS, tile_code
from burgundy.games.castles.game import CastlesGame, new_game, position
from burgundy.games.castles.state import GameState
from burgundy.games.castles.tile import Tile, tile
from burgundy.games.castles.views import revealed
from burgundy.kernel.chance import Drawn

#: The pool of goods tiles not yet seen (a draw's pool is this, ``DIE``, ``BLACK`` or the
#: name of a colour, ``data.COLOURS``, for the face-down supply of that colour).
GOODS = "goods"
#: A die: six faces, each as likely.
DIE = "die"
#: The face-down black-back supply.
BLACK = "black"


@attrs.frozen
class Draw:
    """One chance event: the pool it draws from and what it decides, in words."""

    pool: str
    what: str


def _tiles(codes: Iterable[int]) -> tuple[Tile, ...]:
    return tuple(tile(TILE_IDS[code]) for code in sorted(codes))


def _codes(tiles: Iterable[Tile | None]) -> Counter[int]:
    return Counter(tile_code(t.id, "a supply") for t in tiles if t is not None)


@attrs.frozen
class Redeal(Drawn):
    """The draws of one step, decided one by one (``choose``)."""

    #: The state the engine made, with its own draws in place.
    engine: GameState
    setup: bool
    phase_started: bool
    draws: tuple[Draw, ...]
    #: What each pool held before the step's draws (tile or goods codes).
    pools: tuple[tuple[str, Counter[int]], ...]
    chosen: tuple[int, ...] = ()

    @classmethod
    def after(cls, before: GameState | None, after: GameState) -> Redeal | None:
        """The draws that led from ``before`` to ``after`` (``before`` ``None``: the game's
        setup); ``None`` when the step drew nothing."""
        if after.zones:
            raise ValueError(
                "burgundy.chance re-deals the standard game's draws; this game has piles "
                "and displays that tile files declare"
            )
        setup = before is None
        phase_started = before is None or before.phase != after.phase
        if not (phase_started or before is None or before.round != after.round):
            if before is not None and revealed(before, after):
                raise ValueError("this step revealed something burgundy.chance cannot re-deal")
            return None
        draws: list[Draw] = []
        pools: dict[str, Counter[int]] = {}
        if setup:
            parts = data.components()
            pools[GOODS] = Counter({g: parts.goods_per_type for g in range(parts.goods_types)})
            for seat, player in enumerate(after.players):
                count = sum(player.goods_counts)
                draws += [Draw(GOODS, f"seat {seat}'s start goods")] * count
        if phase_started:
            draws += _phase_draws(after, pools)
        for seat in range(len(after.players)):
            draws += [Draw(DIE, f"seat {seat}'s die {i + 1}") for i in range(2)]
        draws.append(Draw(DIE, "the white die"))
        return cls(after, setup, phase_started, tuple(draws),
                   tuple(sorted(pools.items())))

    def _left(self, pool: str) -> Counter[int]:
        """What ``pool`` holds now, after the outcomes chosen so far."""
        held = Counter(dict(self.pools).get(pool, Counter()))
        for draw, code in zip(self.draws, self.chosen, strict=False):
            if draw.pool == pool:
                held[code] -= 1
        return +held

    def outcomes(self) -> list[tuple[int, Fraction]]:
        """The next draw's outcomes and their odds, by code."""
        pool = self.next_draw.pool
        if pool == DIE:
            return [(face, Fraction(1, 6)) for face in range(6)]
        left = self._left(pool)
        total = sum(left.values())
        return [(code, Fraction(n, total)) for code, n in sorted(left.items())]

    def state(self) -> GameState:
        """The engine's state with every outcome in place of its own draws."""
        assert self.done, "draws are still to be decided"
        s = self.engine
        picked: dict[str, list[int]] = {}
        for draw, code in zip(self.draws, self.chosen, strict=True):
            picked.setdefault(draw.pool, []).append(code)
        dice = picked.pop(DIE)
        goods = picked.get(GOODS, [])
        players = list(s.players)
        for seat, player in enumerate(players):
            players[seat] = attrs.evolve(player, dice=(dice[2 * seat] + 1, dice[2 * seat + 1] + 1))
            if self.setup:
                held = sum(player.goods_counts)
                counts = [0] * len(player.goods_counts)
                for code in goods[:held]:
                    counts[code + 1] += 1
                goods = goods[held:]
                players[seat] = attrs.evolve(players[seat], goods_counts=tuple(counts))
        s = attrs.evolve(s, players=tuple(players))
        # This round's goods tile went to the engine's white die's depot: it goes to ours.
        depot_goods = [list(goods) for goods in s.depot_goods_]
        delivered = depot_goods[s.white_die - 1].pop()
        if self.phase_started:
            s = _phase_outcomes(s, dict(self.pools), picked, goods)
            stack = s.goods_stacks[data.PHASES.index(s.phase)]
            delivered = stack[len(stack) - len(s.round_goods) - 1]
        white = dice[-1] + 1
        depot_goods[white - 1].append(delivered)
        return attrs.evolve(
            s, white_die=white, depot_goods_=tuple(tuple(goods) for goods in depot_goods)
        )

    def describe(self, code: int) -> str:
        """The next draw decided as ``code``, in words."""
        draw = self.next_draw
        if draw.pool == DIE:
            return f"{draw.what}: {code + 1}"
        if draw.pool == GOODS:
            return f"{draw.what}: goods {code + 1}"
        return f"{draw.what}: {TILE_IDS[code]}"

    def settle(self, game: CastlesGame) -> CastlesGame:
        """``game`` (the engine's, as it dealt) at ``state()``."""
        return position(self.state(), game.tiles)

    def __str__(self) -> str:
        return f"to draw: {self.next_draw.what}; drawn {self.chosen}"


def _phase_draws(after: GameState, pools: dict[str, Counter[int]]) -> list[Draw]:
    """The draws of a phase's start: each depot slot filled, each black-depot tile, and
    the phase's goods; ``pools`` gets what each pool held."""
    draws = []
    for colour, pile in zip(data.COLOURS, after.supply, strict=True):
        pools[colour] = _codes(pile)
    for depot, slots in enumerate(after.depot_slots, 1):
        for slot, placed in enumerate(slots):
            if placed is not None:
                pools[placed.colour][tile_code(placed.id, "a depot")] += 1
                draws.append(Draw(placed.colour, f"depot {depot} slot {slot}"))
    pools[BLACK] = _codes(after.black_supply) + _codes(after.black_depot)
    draws += [Draw(BLACK, f"black depot slot {i}") for i in range(len(after.black_depot))]
    later = data.PHASES.index(after.phase)
    if GOODS not in pools:
        unseen = [g for stack in after.goods_stacks[later:] for g in stack] + list(after.goods_out)
        pools[GOODS] = Counter(g - 1 for g in unseen)
    stack = after.goods_stacks[later]
    draws += [Draw(GOODS, f"goods of phase {after.phase}")] * len(stack)
    return draws


def _phase_outcomes(
    s: GameState, pools: dict[str, Counter[int]], picked: dict[str, list[int]], goods: list[int]
) -> GameState:
    """``s`` with the outcomes of a phase's start on the depots, the black depot and the
    phase's goods stack (``goods``, drawn after any start goods); what stays hidden in a
    canonical order."""
    taken = {pool: list(codes) for pool, codes in picked.items()}
    depots = tuple(
        tuple(None if t is None else tile(TILE_IDS[taken[t.colour].pop(0)]) for t in slots)
        for slots in s.depot_slots
    )
    supply = tuple(
        _tiles((pools[colour] - Counter(picked.get(colour, []))).elements())
        for colour in data.COLOURS
    )
    black = picked.get(BLACK, [])
    later = data.PHASES.index(s.phase)
    stack = tuple(g + 1 for g in goods)
    rest = sorted((pools[GOODS] - Counter(picked[GOODS])).elements())
    stacks = [*s.goods_stacks[:later], stack]
    for old in s.goods_stacks[later + 1 :]:
        stacks.append(tuple(g + 1 for g in rest[: len(old)]))
        rest = rest[len(old) :]
    return attrs.evolve(
        s,
        depot_slots=depots,
        supply=supply,
        black_depot=tuple(tile(TILE_IDS[code]) for code in black),
        black_supply=_tiles((pools[BLACK] - Counter(black)).elements()),
        goods_stacks=tuple(stacks),
        goods_out=tuple(g + 1 for g in rest),
        round_goods=stack[len(stack) - len(s.round_goods) :],
    )


__all__ = ["BLACK", "DIE", "GOODS", "Draw", "Redeal"]


# --- OpenSpiel's chance points (burgundy.kernel.chance) ------------------------------------


@attrs.frozen
class StartPlayer:
    """The first chance node: the start player, each seat as likely. The game starts with
    the first seed that deals the chosen seat (the rest of what the engine dealt is re-dealt
    by the chance nodes that follow)."""

    players: int
    seat: int | None = None

    @property
    def done(self) -> bool:
        return self.seat is not None

    def outcomes(self) -> list[tuple[int, Fraction]]:
        return [(seat, Fraction(1, self.players)) for seat in range(self.players)]

    def choose(self, seat: int) -> StartPlayer:
        if not 0 <= seat < self.players:
            raise ValueError(f"{seat} is not an outcome of the start player")
        return attrs.evolve(self, seat=seat)

    def describe(self, seat: int) -> str:
        return f"start player: seat {seat}"

    def settle(self, game: CastlesGame | None) -> CastlesGame:
        seed = 0
        while True:
            game = new_game(self.players, seed)
            if game.state.turn_order[0] == self.seat:
                return game
            seed += 1

    def __str__(self) -> str:
        return "start player to draw"


class ChancePoints:
    """Every draw of the standard game as chance nodes: the start player, then what each
    step drew (``Redeal``)."""

    #: Outcomes are tile codes, goods types less one, die faces less one or seats.
    max_outcomes = len(TILE_IDS)

    def start(self, parameters: Mapping[str, Any]) -> StartPlayer:
        return StartPlayer(parameters["players"])

    def after(self, before: GameState | None, game: CastlesGame) -> Redeal | None:
        return Redeal.after(before, game.state)
