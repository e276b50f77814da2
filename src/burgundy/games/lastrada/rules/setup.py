"""Set-up (L-SETUP, L-TWO-1, -2): the board, the target deal, the start player, each seat's
supply, and the start fields placed in turn (or fixed by the board file); where a start
field may go is a query point (``setup.start``), asked only when a house rule changes it."""

from __future__ import annotations

import attrs

from burgundy.games.lastrada import board as boards
from burgundy.games.lastrada import house
from burgundy.games.lastrada.board import Field, distance, show
from burgundy.games.lastrada.events import Event, StartPlaced
from burgundy.games.lastrada.numbers import TARGET_TYPES
from burgundy.games.lastrada.rules.turns import begin_turn
from burgundy.games.lastrada.state import COLOURS, Options, Player, State
from burgundy.kernel import rng

#: The query point of where a start field may go.
START = "setup.start"


def colours(players: int, seat: int) -> tuple[str, ...]:
    """A seat's colours: one, or with two players two that face each other (L-TWO-1)."""
    return (COLOURS[seat], COLOURS[seat + 2]) if players == 2 else (COLOURS[seat],)


def placing_order(players: int, start: int) -> tuple[int, ...]:
    """The seats in the order they place start fields: clockwise from the start player, and
    with two players twice, alternately (L-SETUP-6, L-TWO-2)."""
    order = tuple((start + i) % players for i in range(players))
    return order * 2 if players == 2 else order


def setup(options: Options) -> State:
    """A new game: targets dealt (L-SETUP-3), the start player drawn (L-SETUP-5), supplies
    given (L-SETUP-4, L-TWO-1), and the first seat to place a start field to act. A board
    with fixed start fields places them, and the start player's first turn begins;
    ``ValueError`` when the house rules allow no start field at all (``setup.start``)."""
    board = boards.load(options.board)
    board.check_players(options.players)
    numbers, seed, draws = options.numbers, options.seed, 0
    if board.deal is not None:
        targets = dict(board.deal)
    else:
        mix = [kind for kind in TARGET_TYPES for _ in range(board.target_mix.get(kind, 0))]
        dealt, draws = rng.shuffled(seed, draws, mix)
        targets = dict(zip(sorted(board.target_spaces), dealt, strict=True))
    start, draws = rng.below(seed, draws, options.players)
    players = tuple(
        Player(
            seat=seat,
            colours=(seat_colours := colours(options.players, seat)),
            days=0,
            stones=numbers.stones * len(seat_colours),
            tiles={t: n * len(seat_colours) for t, n in numbers.tiles.items()},
            reached=(),
        )
        for seat in range(options.players)
    )
    order = placing_order(options.players, start)
    state = State(
        board=board,
        numbers=numbers,
        curves=options.curves,
        players=players,
        targets=targets,
        stones={},
        road_tiles={},
        start_fields={},
        start_player=start,
        seat=order[0],
        to_place=order,
        turn=0,
        built=False,
        idle=0,
        seed=seed,
        draws=draws,
    )
    if house.modifies(state, START) and not allowed(state, tuple(
            f for f, kind in board.fields.items() if kind == "plain")):
        raise ValueError(f"tiles: the house rules allow no start field ({START})")
    if board.start_fields is not None:
        for i, seat in enumerate(order):  # a seat's fields in the file's order
            state, _ = place_start(state, board.start_fields[seat][order[:i].count(seat)])
    return state


def start_problem(state: State, field: Field) -> str | None:
    """Why a start field may not go on ``field``, or ``None`` (L-SETUP-6, L-TWO-2)."""
    kind = state.board.fields.get(field)
    if kind is None:
        return f"{show(field)} is not a field of the board"
    if kind != "plain":
        return f"start fields go on plain fields; {show(field)} is {kind} (L-SETUP-6)"
    for other in state.start_fields:
        if distance(other, field) < 2:
            return (
                f"{show(field)} is next to the start field on {show(other)}: keep one free "
                "field between (L-SETUP-6)"
            )
    return None


def start_choices(state: State) -> tuple[Field, ...]:
    """Where the seat to place may put its start field: every field the printed rules allow
    (L-SETUP-6, L-TWO-2) for which ``setup.start`` holds; when the house rules leave none,
    the printed rules' own, so that the set-up goes on."""
    fields = tuple(field for field, kind in state.board.fields.items()
                   if kind == "plain" and start_problem(state, field) is None)
    if not house.modifies(state, START):
        return fields
    return allowed(state, fields) or fields


def allowed(state: State, fields: tuple[Field, ...]) -> tuple[Field, ...]:
    """Those of ``fields`` where ``setup.start`` lets the seat to place start."""
    seat = state.to_place[0]
    second = seat in state.start_fields.values()
    targets = state.board.target_spaces
    return tuple(field for field in fields if house.ask(
        state, START, seat, None, field, q=field[0], r=field[1], second=second,
        distance=min((distance(field, t) for t in targets), default=0)))


def placing_problem(state: State, field: Field) -> str | None:
    """Why the seat to place may not put its start field on ``field`` (the printed rules',
    then the house rules'), or ``None``."""
    printed = start_problem(state, field)
    if printed is None and field not in start_choices(state):
        return f"the house rules allow no start field on {show(field)} ({START})"
    return printed


def place_start(state: State, field: Field) -> tuple[State, tuple[Event, ...]]:
    """The seat to place puts its start field on ``field`` (checked by the caller); after the
    last one the start player's first turn begins (L-TURN-1)."""
    seat = state.to_place[0]
    player = state.players[seat]
    players = list(state.players)
    players[seat] = attrs.evolve(player, reached=player.reached + (field,))
    rest = state.to_place[1:]
    state = attrs.evolve(
        state,
        players=tuple(players),
        start_fields={**state.start_fields, field: seat},
        to_place=rest,
        seat=rest[0] if rest else state.start_player,
    )
    placed: tuple[Event, ...] = (StartPlaced(seat, field),)
    if rest:
        return state, placed
    state, started = begin_turn(state, state.start_player)
    return state, placed + started
