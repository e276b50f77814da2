"""What a seat may know, and games sampled to agree with it.

Everything on the player boards, the depots, the round spaces and the pending decisions is
open in this game. Hidden are the order of the face-down supplies, which goods tiles lie in
the stacks of later phases and which left the game unseen, and the random stream (future
dice and draws). What a player with a good memory knows of the hidden parts, the view keeps:
which tiles are still face down in each supply (the mix less every tile seen), which goods
tiles are unseen and how many lie in each stack to come.

``HIDDEN`` names the state fields that are hidden; every other field of ``GameState`` is a
field of ``SeatView`` with the same name and value. Adding a field to the state means
adding it to one of the two (``tests/test_views.py`` checks that none is forgotten), and a
hidden one also to ``_summaries`` and ``determinize``.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Final

import attrs

from burgundy.games.castles import data
from burgundy.games.castles.saves import CONVERTER
from burgundy.games.castles.state import HIDDEN as HIDDEN  # re-exported: the views' counterpart
from burgundy.games.castles.state import Frame, GameState, PlayerState, Slots
from burgundy.games.castles.tile import Tile
from burgundy.kernel import rng

#: Salt of the random streams of determinized games.
_DETERMINIZE: Final = 0xD37E


@attrs.frozen
class SeatView:
    """The game as seen from ``seat``: equal for two games that differ only in what the
    seat cannot see. No seat holds anything private in this game, so every seat sees the
    same table; ``seat`` says whose view it is."""

    #: The seat whose view this is.
    seat: int
    #: Every seat's board: resources, dice, storage, warehouse, sold goods, estate, bonus
    #: tiles (``PlayerState``).
    players: tuple[PlayerState, ...]
    #: The phase ("A"-"E") and its round (1-5).
    phase: str
    round: int
    #: The six numbered depots' slots (a tile or ``None``), in ``board.toml`` order.
    depot_slots: tuple[Slots, ...]
    #: The goods waiting on each numbered depot's goods space.
    depot_goods_: tuple[tuple[int, ...], ...]
    #: The black depot's tiles.
    black_depot: tuple[Tile, ...]
    #: The goods tiles face up on the round spaces of this phase, next round's first.
    round_goods: tuple[int, ...]
    #: The tiles out of the game (removed at the end of a phase, discarded), in order.
    out: tuple[Tile, ...]
    #: The turn-order track: each space's stack of seats, bottom first.
    track: tuple[tuple[int, ...], ...]
    #: This round's turn order, and the index in it of the seat whose turn it is.
    turn_order: tuple[int, ...]
    turn: int
    #: The white die of this round (where the round's goods went).
    white_die: int
    #: Whether the seat whose turn it is has bought a tile this turn.
    bought: bool
    #: Purchases after the first this turn (house rules allowing more than one).
    bought_more: int
    #: The ``once per turn`` actions it has taken this turn (``<definition>#<index>``).
    used_actions: tuple[str, ...]
    #: Bonus tiles taken so far per colour (``data.COLOURS`` order).
    bonus_claims: tuple[int, ...]
    #: Decisions and automatic steps waiting, newest last.
    pending: tuple[Frame, ...]
    #: Whether the game is over.
    over: bool
    #: The tiles still face down in each normal-back supply (``data.COLOURS`` order),
    #: sorted by id: which they are is known, their order is not.
    supply_left: tuple[tuple[Tile, ...], ...]
    #: The tiles still face down in the black-back supply, sorted by id.
    black_supply_left: tuple[Tile, ...]
    #: How many goods tiles lie in each stack of the phases still to come.
    goods_stacks_left: tuple[int, ...]
    #: The goods tiles nobody has seen (the stacks to come and those that left the game at
    #: setup), sorted: which stack holds which is not known.
    goods_unseen: tuple[int, ...]
    #: The zones of the kinds tile files declare: displays as they lie; face-down piles
    #: (``supply <kind>``) sorted by id, their order not known.
    zones_seen: tuple[tuple[str, tuple[Tile, ...]], ...]

    def to_dict(self) -> dict[str, Any]:
        """The view as JSON-ready data (tiles as their ids)."""
        view: dict[str, Any] = CONVERTER.unstructure(self)
        return view


def _later(state: GameState) -> int:
    """The index of the first goods stack of a phase still to come."""
    return data.PHASES.index(state.phase) + 1


def _summaries(state: GameState) -> dict[str, Any]:
    """What the table knows of the hidden parts."""
    later = state.goods_stacks[_later(state) :]
    unseen = [g for stack in later for g in stack] + list(state.goods_out)
    return {
        "supply_left": tuple(_sorted(pile) for pile in state.supply),
        "black_supply_left": _sorted(state.black_supply),
        "goods_stacks_left": tuple(len(stack) for stack in later),
        "goods_unseen": tuple(sorted(unseen)),
        "zones_seen": tuple(
            (key, _sorted(tiles) if _face_down(key) else tiles) for key, tiles in state.zones
        ),
    }


def _face_down(zone: str) -> bool:
    return zone.startswith("supply ")


def _sorted(tiles: tuple[Tile, ...]) -> tuple[Tile, ...]:
    return tuple(sorted(tiles, key=str))


_PUBLIC: Final = tuple(
    f.name for f in attrs.fields(SeatView) if f.name in attrs.fields_dict(GameState)
)


def seat_view(state: GameState, seat: int) -> SeatView:
    """The view of ``state`` from ``seat``."""
    public = {name: getattr(state, name) for name in _PUBLIC}
    return SeatView(seat=seat, **public, **_summaries(state))


def public_view(state: GameState) -> dict[str, Any]:
    """The state as every player sees it, JSON-ready (``SeatView.to_dict`` without a seat),
    with ``discarded``: the tiles out of the game, counted by id."""
    view = seat_view(state, 0).to_dict()
    del view["seat"]
    view["discarded"] = dict(sorted(Counter(str(t) for t in state.out).items()))
    return view


def determinize(state: GameState, seed: int) -> GameState:
    """A state with the same view as ``state`` whose hidden parts are drawn afresh from
    ``seed``: every face-down supply shuffled, the unseen goods dealt again into the stacks
    to come (the rest left the game), and a new random stream for future dice and draws.

    It reads only what the view holds (and the stacks of the phases begun, which nothing
    reads again), so states with equal views give the same result."""
    view = _summaries(state)
    # Its own stream, so that no seed a caller picks replays the game's real future.
    seed = rng.derived(seed, _DETERMINIZE)
    draws = 0
    supply = []
    for pile in view["supply_left"]:
        shuffled, draws = rng.shuffled(seed, draws, pile)
        supply.append(shuffled)
    black, draws = rng.shuffled(seed, draws, view["black_supply_left"])
    goods, draws = rng.shuffled(seed, draws, view["goods_unseen"])
    zones = []
    for key, tiles in view["zones_seen"]:
        if _face_down(key):
            tiles, draws = rng.shuffled(seed, draws, tiles)
        zones.append((key, tiles))
    stacks = list(state.goods_stacks[: _later(state)])
    for size in view["goods_stacks_left"]:
        stacks.append(goods[:size])
        goods = goods[size:]
    return attrs.evolve(
        state,
        supply=tuple(supply),
        black_supply=black,
        goods_stacks=tuple(stacks),
        goods_out=goods,
        seed=seed,
        draws=draws,
        zones=tuple(zones),
    )


def revealed(before: GameState, after: GameState) -> bool:
    """Whether going from ``before`` to ``after`` revealed something hidden (dice rolled,
    tiles or goods drawn): a hidden field changed. Of the zones, only the face-down piles
    are hidden. Unchanged parts are shared between states, so most checks are identity."""
    # ``Game.apply`` asks after every step that wrote a hidden field (``Ctx.hidden_edited``);
    # the parts are read from the fields' dicts (unchanged ones are the same objects).
    old_fields, new_fields = before.__dict__, after.__dict__
    for name in HIDDEN:
        old, new = old_fields[name], new_fields[name]
        if old is new or old == new:
            continue
        if name != "zones":
            return True
        piles = [tuple((k, v) for k, v in z if _face_down(k)) for z in (old, new)]
        if piles[0] != piles[1]:
            return True
    return False
