"""La Strada through the kernel's ``Game`` handle: ``GameRules`` answers the handle's
questions from the rules, ``new_game`` starts a game, and saves and replays come and go as
JSON (``Game.from_json`` and ``burgundy.replay`` find their way here by the ``game`` key)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any, ClassVar, TypeAlias

import attrs
import cattrs

from burgundy.games.lastrada import house, saves, text
from burgundy.games.lastrada.actions import ACTION_TYPES, Action
from burgundy.games.lastrada.board import Board
from burgundy.games.lastrada.encoding import Codec
from burgundy.games.lastrada.numbers import Numbers
from burgundy.games.lastrada.rules import explain, flow, scoring, setup
from burgundy.games.lastrada.state import Options, State
from burgundy.games.lastrada.views import determinize, view
from burgundy.kernel import boards, records
from burgundy.kernel.game import Game
from burgundy.kernel.protocol import Step
from burgundy.kernel.version import __version__
from burgundy.kernel.views import View

NAME = "lastrada"
#: A game of La Strada, as ``new_game`` gives it.
LaStradaGame: TypeAlias = Game[State, Action]


class GameRules:
    """La Strada's rules for games on one board with one set of rule numbers (the action
    ids depend on both)."""

    __slots__ = ("_codec",)

    name = NAME

    def __init__(self, board: Board, numbers: Numbers) -> None:
        self._codec = Codec(board, numbers.max_tiles)

    @property
    def action_space_size(self) -> int:
        size: int = self._codec.size
        return size

    def legal(self, state: State) -> tuple[Action, ...]:
        return flow.legal(state)

    def offered(self, action: object, legal: tuple[Action, ...]) -> bool:
        return isinstance(action, ACTION_TYPES) and action in legal

    def apply(self, state: State, action: Action) -> Step:
        after, events = flow.apply(state, action)
        # Everything is public and nothing is drawn after set-up (L-TURN-5): undo may
        # always go back.
        return after, events, None, True

    def why_illegal(self, state: State, action: object, legal: tuple[Action, ...]) -> str:
        if not isinstance(action, ACTION_TYPES):
            kind = type(action).__name__
            return (f"expected an action from burgundy.games.lastrada.actions, got {kind}: "
                    f"{action!r}")
        return explain.why_illegal(state, action)

    def to_act(self, state: State) -> int | None:
        return flow.to_act(state)

    def seats(self, state: State) -> int:
        return len(state.players)

    def scores(self, state: State) -> tuple[int, ...]:
        return scoring.gold(state)

    def winners(self, state: State) -> tuple[int, ...]:
        outcome = scoring.outcome(state)
        return () if outcome is None else outcome.winners

    def view(self, state: State, seat: int) -> View:
        return view(state, seat)

    def public_view(self, state: State) -> dict[str, Any]:
        # Everything is public: any seat's view without the seat.
        data = view(state, 0).to_dict()
        del data["seat"]
        return data

    def determinize(self, state: State, seat: int, seed: int) -> State:
        return determinize(state, seat, seed)

    def action_id(self, action: Action) -> int:
        return self._codec.encode(action)

    def action_from_id(self, state: State, legal: tuple[Action, ...], n: int) -> Action:
        where = "the game is over" if state.over else f"seat {state.seat} to act"
        return self._codec.decode(legal, n, where)

    def save(self, state: State) -> dict[str, Any]:
        return saves.to_document(state)

    def record(self, origin: Options, actions: tuple[Action, ...]) -> Replay:
        return Replay(__version__, origin, actions)

    def describe(self, state: State) -> str:
        players = len(state.players)
        if state.over:
            return f"La Strada, {players} players, over"
        return f"La Strada, {players} players, turn {state.turn}, seat {state.seat} to act"


def start(options: Options) -> LaStradaGame:
    """A new game from ``options``; ``ValueError`` naming the argument, or ``TileError``
    naming the house-rule file's line, when they cannot be played."""
    state = setup.setup(house.folded(options))
    # The board and house-rule files are read now: the replay must not depend on them
    # staying where they are.
    return Game(GameRules(state.board, state.numbers), state,
                boards.portable(options, "board", "tiles"))


def new_game(
    players: int = 2,
    seed: int = 0,
    board: str | os.PathLike[str] | None = None,
    curves: str = "gentle",
    tiles: str | os.PathLike[str] | None = None,
) -> LaStradaGame:
    """A new game: ``board`` is a board file's path or TOML text (default: the example board
    with a random deal), ``curves`` L-ROUTE-5's option (``"gentle"`` or ``"any"``), ``tiles``
    house rules: a tile file's path or text in La Strada's language (``language lastrada
    1``). Bad arguments raise ``ValueError`` naming the argument; house rules that do not
    check, ``TileError`` naming the file and line."""
    return start(Options(players=players, seed=seed, board=board, curves=curves, tiles=tiles))


def position(state: State) -> LaStradaGame:
    """A game at ``state``; it has no replay (it did not begin with ``new_game``)."""
    return Game(GameRules(state.board, state.numbers), state)


def load(document: dict[str, Any], hooks: dict[str, Any] | None = None) -> LaStradaGame:
    """The game a save document holds (``Game.from_json`` checked its envelope)."""
    return position(saves.from_document(document))


# --- replays ------------------------------------------------------------------------------


@attrs.frozen
class Replay(records.Replay):
    """A La Strada game from its start: the engine version, the ``Options`` it began with (a
    board file's path replaced by its text) and every action applied."""

    game: ClassVar[str] = NAME
    options_type: ClassVar[type] = Options
    action_types: ClassVar[tuple[type, ...]] = ACTION_TYPES

    @classmethod
    def converter(cls) -> cattrs.Converter:
        return saves.converter()


def replay(record: Replay | str | bytes, hooks: dict[str, Any] | None = None) -> LaStradaGame:
    """The game at the end of ``record`` (a ``Replay`` or its JSON), each action checked;
    ``ReplayError`` naming the step that fails."""
    return records.replay(Replay, record, start)


def log_lines(record: Replay | str | bytes, hooks: dict[str, Any] | None = None) -> Iterator[str]:
    """The replay as text a person can read and diff (``burgundy replay``): a heading, then
    per step the seat, the action and every event in words and a digest of the state after
    it; at the end, who won."""
    played, game = records.started(Replay, record, start)
    options = played.options
    yield (f"La Strada, {options.players} players, seed {options.seed}, board "
           f"{game.state.board.name}, curves {options.curves}; engine {played.engine}")
    yield f"start: state {digest(game.state)}"
    for index, (before, action, events) in enumerate(records.steps(game, played.actions)):
        yield f"{index}: Seat {before.seat}: {text.describe_action(before, action)}"
        for event in events:
            yield f"    {text.describe_event(game.state, event)}"
        yield f"    state {digest(game.state)}"
    outcome = scoring.outcome(game.state)
    end = text.describe_outcome(outcome) if outcome is not None else "game not over"
    yield f"end: {end}; gold {', '.join(map(str, game.scores()))}"


def digest(state: State) -> str:
    """A short digest of the whole position, as its save holds it."""
    return records.digest(saves.to_document(state))
