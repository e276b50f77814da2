"""``Scenario``: a La Strada position built without playing up to it, for rule tests.

    state = (Scenario(players=3, seed=0, board=text)
             .start(0, (-1, 1)).start(1, (5, -6)).start(2, (-6, 6))
             .road(1, (-1, 2))          # a tile of seat 1's on (-1, 2)
             .stone(0, (-1, 3))         # seat 0 connected the farm (-1, 3)
             .days(0, 8).supply(0, hill=0, stones=3)
             .turn(0)                   # seat 0 to act, its income already taken
             .state())

Start fields come from ``.start`` or from the board file; every seat needs its own (two with
two players). Tiles and stones put on the board come out of their seat's supply; ``.supply``
then sets what is left exactly. Days are 0 unless set. The position must respect the
physical limits (one thing per field, terrain-matched tiles, supplies, L-TWO-3's one stone
per target); it need not be reachable by play. The turn counts toward the stall rule like any
other (L-SCENARIO); ``tiles`` are house rules, as ``new_game`` takes them. ``.state()``
raises ``ValueError`` naming what is impossible. The kernel's ``.build()`` is a ``Game`` at
the position, the state through the kernel's handle.
"""

from __future__ import annotations

from typing import Any

import attrs

from burgundy.games.lastrada import house
from burgundy.games.lastrada.board import Field, show
from burgundy.games.lastrada.game import LaStradaGame, position
from burgundy.games.lastrada.numbers import DEFAULT
from burgundy.games.lastrada.rules.setup import setup, start_problem
from burgundy.games.lastrada.state import Options, Player, State


class Scenario:
    def __init__(
        self,
        players: int = 3,
        seed: int = 0,
        board: Any = None,
        curves: str = "gentle",
        tiles: str | None = None,
        **numbers: Any,
    ) -> None:
        self._options = house.folded(Options(
            players=players,
            seed=seed,
            board=board,
            curves=curves,
            numbers=DEFAULT if not numbers else DEFAULT.load(**numbers),
            tiles=tiles,
        ))
        self._starts: list[tuple[int, Field]] = []
        self._roads: list[tuple[int, Field]] = []
        self._stones: list[tuple[int, Field]] = []
        self._days: dict[int, int] = {}
        self._supply: dict[int, dict[str, int]] = {}
        self._turn: int | None = None

    def start(self, seat: int, field: Field) -> Scenario:
        self._starts.append((seat, field))
        return self

    def road(self, seat: int, field: Field) -> Scenario:
        self._roads.append((seat, field))
        return self

    def stone(self, seat: int, target: Field) -> Scenario:
        self._stones.append((seat, target))
        return self

    def days(self, seat: int, days: int) -> Scenario:
        self._days[seat] = days
        return self

    def supply(self, seat: int, **left: int) -> Scenario:
        """What ``seat`` has left: ``plain``, ``forest``, ``hill`` tiles and ``stones``."""
        unknown = set(left) - {"plain", "forest", "hill", "stones"}
        if unknown:
            raise ValueError(f"supply: unknown {sorted(unknown)} (plain, forest, hill, stones)")
        self._supply.setdefault(seat, {}).update(left)
        return self

    def turn(self, seat: int) -> Scenario:
        self._turn = seat
        return self

    def build(self) -> LaStradaGame:
        """A game at the position (``ValueError`` if it is impossible)."""
        return position(self.state())

    def state(self) -> State:
        state = setup(self._options)
        players = len(state.players)
        for seat in (
            {s for s, _ in self._starts}
            | set(self._days)
            | set(self._supply)
            | {s for s, _ in self._roads + self._stones}
            | ({self._turn} if self._turn is not None else set())
        ):
            if not (isinstance(seat, int) and 0 <= seat < players):
                raise ValueError(f"scenario: no seat {seat!r} in a {players}-player game")
        if state.to_place:
            state = self._place_starts(state)
        elif self._starts:
            raise ValueError("scenario: the board file fixes the start fields")
        seats = [attrs.evolve(p, days=0) for p in state.players]
        road_tiles = dict(state.road_tiles)
        for seat, field in self._roads:
            kind = state.board.fields.get(field)
            if kind in (None, "target") or field in state.start_fields or field in road_tiles:
                raise ValueError(f"scenario: no road tile fits on {show(field)}")
            assert kind is not None
            if not seats[seat].tiles[kind]:
                raise ValueError(f"scenario: seat {seat} has no {kind} tile left")
            seats[seat] = attrs.evolve(
                seats[seat], tiles={**seats[seat].tiles, kind: seats[seat].tiles[kind] - 1}
            )
            road_tiles[field] = seat
        stones = dict(state.stones)
        for seat, target in self._stones:
            held = stones.get(target, ())
            if state.board.fields.get(target) != "target" or target in seats[seat].reached:
                raise ValueError(f"scenario: seat {seat} cannot put a stone on {show(target)}")
            if held and players == 2:
                raise ValueError(f"scenario: {show(target)} already holds a stone (L-TWO-3)")
            if not seats[seat].stones:
                raise ValueError(f"scenario: seat {seat} has no stones left")
            stones[target] = held + (seat,)
            seats[seat] = attrs.evolve(
                seats[seat],
                stones=seats[seat].stones - 1,
                reached=seats[seat].reached + (target,),
            )
        for seat, left in self._supply.items():
            seats[seat] = self._left(seats[seat], left)
        for seat, days in self._days.items():
            if not 0 <= days <= state.numbers.cap:
                raise ValueError(f"scenario: seat {seat}'s days must be 0 to {state.numbers.cap}")
            seats[seat] = attrs.evolve(seats[seat], days=days)
        return attrs.evolve(
            state,
            players=tuple(seats),
            road_tiles=road_tiles,
            stones=stones,
            seat=state.start_player if self._turn is None else self._turn,
            to_place=(),
            turn=1,
            built=False,
            idle=0,
        )

    def _place_starts(self, state: State) -> State:
        per_seat = 2 if len(state.players) == 2 else 1
        for seat in range(len(state.players)):
            count = sum(1 for s, _ in self._starts if s == seat)
            if count != per_seat:
                raise ValueError(f"scenario: seat {seat} needs {per_seat} start field(s)")
        for seat, field in self._starts:
            why = start_problem(state, field)
            if why:
                raise ValueError(f"scenario: seat {seat}'s start field: {why}")
            player = state.players[seat]
            players = list(state.players)
            players[seat] = attrs.evolve(player, reached=player.reached + (field,))
            state = attrs.evolve(
                state, players=tuple(players), start_fields={**state.start_fields, field: seat}
            )
        return state

    def _left(self, player: Player, left: dict[str, int]) -> Player:
        now = {**player.tiles, "stones": player.stones}
        for name, n in left.items():
            if not 0 <= n <= now[name]:
                raise ValueError(
                    f"scenario: seat {player.seat} can have 0 to {now[name]} {name} left, not {n}"
                )
        now.update(left)
        stones = now.pop("stones")
        return attrs.evolve(player, stones=stones, tiles=now)
