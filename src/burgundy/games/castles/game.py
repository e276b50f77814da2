"""Castles as a game the kernel plays: ``CastlesRules``, its side of
``burgundy.kernel.protocol.Rules`` bound to a tile set, ``new_game`` and ``load``."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any, TypeAlias, cast

from burgundy.games.castles import data, encoding, saves, views
from burgundy.games.castles.actions import ACTION_TYPES, Action
from burgundy.games.castles.effects.tileset import TileSet
from burgundy.games.castles.replay_record import Origin, Replay, record
from burgundy.games.castles.rules import flow, legal, scoring
from burgundy.games.castles.rules.context import Ctx
from burgundy.games.castles.rules.explain import field_problem, why_illegal
from burgundy.games.castles.state import GameState
from burgundy.games.castles.tiles_loader import (
    standard_tiles,
    tiles_from_reference,
    tiles_reference,
)
from burgundy.kernel import rng
from burgundy.kernel.game import Game
from burgundy.kernel.protocol import Step
from burgundy.kernel.version import __version__

NAME = "castles"

#: A game of Castles, as ``new_game`` and ``Game.from_json`` give it.
CastlesGame: TypeAlias = Game[GameState, Action]


class CastlesRules:
    """Castles' rules bound to one tile set: the handle's questions answered by the rules
    modules. Derived values the rules remember (``Ctx.memo``) are kept here, shared by every
    game played with this object, since they depend only on the immutable states."""

    __slots__ = ("_memo", "_reader", "apply", "tiles")

    name = NAME
    action_space_size = encoding.ACTION_SPACE_SIZE

    def __init__(self, tiles: TileSet) -> None:
        self.tiles = tiles
        self._memo: dict[Any, Any] = {}
        self._reader = Ctx(tiles, self._memo)  # for questions that change nothing
        # The handle's every step, bound here so it calls the rules with no frame between.
        self.apply: Callable[[GameState, Action], Step] = partial(flow.step, tiles, self._memo)

    def legal(self, state: GameState) -> tuple[Action, ...]:
        return legal.legal_actions(self._reader, state)

    def offered(self, action: object, legal_now: tuple[Action, ...]) -> bool:
        # The handle checked identity: an equal action built by hand is as good.
        return action in legal_now

    def why_illegal(self, state: GameState, action: object, legal_now: tuple[Action, ...]) -> str:
        if not isinstance(action, ACTION_TYPES):
            kind = type(action).__name__
            return f"expected an action from burgundy.actions, got {kind}: {action!r}"
        known = cast(Action, action)
        return field_problem(known) or why_illegal(Ctx(self.tiles), state, known, legal_now)

    def to_act(self, state: GameState) -> int | None:
        return flow.current_seat(state)

    def seats(self, state: GameState) -> int:
        return len(state.players)

    def scores(self, state: GameState) -> tuple[int, ...]:
        return tuple(p.points for p in state.players)

    def winners(self, state: GameState) -> tuple[int, ...]:
        return (scoring.winner(self._reader, state),) if state.over else ()

    def view(self, state: GameState, seat: int) -> views.SeatView:
        return views.seat_view(state, seat)

    def public_view(self, state: GameState) -> dict[str, Any]:
        return views.public_view(state)

    def determinize(self, state: GameState, seat: int, seed: int) -> GameState:
        # Every seat sees the same table in Castles (views.SeatView): the seat changes nothing.
        return views.determinize(state, seed)

    def action_id(self, action: Action) -> int:
        return encoding.action_id(action)

    def action_from_id(self, state: GameState, legal_now: tuple[Action, ...], n: int) -> Action:
        return encoding.legal_action_of(state, legal_now, n)

    def save(self, state: GameState) -> dict[str, Any]:
        reference = tiles_reference(self.tiles)
        return saves.state_to_document(state, reference, self.tiles.digest, __version__)

    def record(self, origin: Origin, actions: tuple[Action, ...]) -> Replay:
        return record(origin, self.tiles, actions)

    def describe(self, state: GameState) -> str:
        if state.over:
            return f"{len(state.players)} players, over"
        seat = flow.current_seat(state)
        return f"{len(state.players)} players, phase {state.phase} round {state.round}, " \
               f"seat {seat} to act"


def position(state: GameState, tiles: TileSet) -> CastlesGame:
    """A game at ``state``, played with ``tiles``; it has no replay (it did not begin with
    ``new_game``)."""
    return Game(CastlesRules(tiles), state)


def new_game(
    players: int,
    seed: int,
    estates: Sequence[int] | None = None,
    tiles: TileSet | None = None,
    *,
    advanced: bool = False,
) -> CastlesGame:
    """A new game. ``estates``: one map number (1-9) per seat (default: map 1 for all, or
    random maps with ``advanced=True``, R-SETUP-9). With ``advanced`` every seat chooses its
    start castle; otherwise only seats on maps 2-9 do. ``tiles``: a tile set from
    ``load_tiles`` (default: the standard tiles)."""
    if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= 4:
        raise ValueError(f"players must be 2, 3 or 4, not {players!r}")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"seed must be an int, not {seed!r}")
    if not isinstance(advanced, bool):
        raise ValueError(f"advanced must be True or False, not {advanced!r}")
    if tiles is None:
        tiles = standard_tiles()
    elif not isinstance(tiles, TileSet):
        raise ValueError(
            f"tiles must be a tile set from burgundy.load_tiles, not {type(tiles).__name__}"
        )
    maps = data.estates()
    if estates is None:
        if advanced:
            pool = [n for n, m in sorted(maps.items()) for _ in range(m.copies)]
            dealt, _ = rng.shuffled(seed ^ 0x5EED, 0, pool)
            estates = dealt[:players]
        else:
            estates = [1] * players
    else:
        if not isinstance(estates, Sequence) or isinstance(estates, str | bytes):
            raise ValueError(
                f"estates must be a list of map numbers 1-9, one per seat, not {estates!r}"
            )
        estates = list(estates)
        if len(estates) != players:
            raise ValueError(f"estates must name one map per seat ({players}), got {len(estates)}")
        for n in estates:
            if isinstance(n, bool) or not isinstance(n, int) or n not in maps:
                raise ValueError(f"estates: {n!r} is not a map number 1-9")
    ctx = Ctx(tiles)
    state = flow.new_state(ctx, players, seed, estates, advanced)
    state = flow.advance(ctx, state)
    return Game(CastlesRules(tiles), state, Origin(players, seed, tuple(estates), advanced))


def load(document: dict[str, Any], hooks: dict[str, Any] | None = None) -> CastlesGame:
    """The game a save document holds (``Game.from_json`` checked its envelope)."""
    document = saves.read_document(document)
    tiles = tiles_from_reference(document["tiles"], hooks)
    saves.check_ruleset(document, tiles)
    state = saves.structure(document["state"], GameState, "save", tiles)
    saves.check_state(state, tiles)
    return position(state, tiles)


__all__ = [
    "NAME",
    "CastlesGame",
    "CastlesRules",
    "Origin",
    "load",
    "new_game",
    "position",
]
