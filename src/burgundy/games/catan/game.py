"""Catan through the kernel's ``Game`` handle: ``GameRules`` answers the handle's questions
from the rules, ``new_game`` starts a game, and saves and replays come and go as JSON
(``Game.from_json`` and ``burgundy.replay`` find their way here by the ``game`` key).

Undo goes back over an action only when it revealed nothing hidden: not over a roll, a card
drawn, a theft, a discard (the bank is open, C-ROBBER-3), a card played (it was hidden in its
owner's hand) or another seat's answer to an offer.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any, ClassVar, TypeAlias

import attrs
import cattrs

from burgundy.games.catan import house, saves, text
from burgundy.games.catan.actions import ACTION_TYPES, Action
from burgundy.games.catan.cards import STANDARD_TILES
from burgundy.games.catan.encoding import codec, most_taken
from burgundy.games.catan.rules import explain, flow, scoring
from burgundy.games.catan.state import Options, State
from burgundy.games.catan.views import determinize, public_view, view
from burgundy.kernel import boards, records
from burgundy.kernel.game import Game
from burgundy.kernel.version import __version__
from burgundy.kernel.views import View

NAME = saves.NAME
#: A game of Catan, as ``new_game`` gives it.
CatanGame: TypeAlias = Game[State, Action]


class GameRules:
    """Catan's rules for games whose offers name at most ``offer_max`` cards a side and
    whose card programs take at most ``taken`` cards from the bank at once (the action ids
    depend on them)."""

    __slots__ = ("_codec",)

    name = NAME

    def __init__(self, offer_max: int, taken: int) -> None:
        self._codec = codec(offer_max, taken)

    @classmethod
    def of(cls, state: State) -> GameRules:
        """The rules of ``state``'s game."""
        return cls(state.trade_offer_list_max, most_taken(state))

    @property
    def action_space_size(self) -> int:
        size: int = self._codec.size
        return size

    # The handle's calls of every step go straight to the compiled rules, without a Python
    # frame of their own here.
    legal = staticmethod(flow.legal)
    apply = staticmethod(flow.step)
    to_act = staticmethod(flow.to_act)

    def offered(self, action: object, legal: tuple[Action, ...]) -> bool:
        return isinstance(action, ACTION_TYPES) and action in legal

    def why_illegal(self, state: State, action: object, legal: tuple[Action, ...]) -> str:
        if not isinstance(action, ACTION_TYPES):
            kind = type(action).__name__
            return f"expected an action from burgundy.games.catan.actions, got {kind}: {action!r}"
        return explain.why_illegal(state, action)

    def seats(self, state: State) -> int:
        return len(state.players)

    def scores(self, state: State) -> tuple[int, ...]:
        return scoring.scores(state)

    def winners(self, state: State) -> tuple[int, ...]:
        outcome = scoring.outcome(state)
        return () if outcome is None else outcome.winners

    def view(self, state: State, seat: int) -> View:
        return view(state, seat)

    def public_view(self, state: State) -> dict[str, Any]:
        return public_view(state)

    def determinize(self, state: State, seat: int, seed: int) -> State:
        return determinize(state, seat, seed)

    def action_id(self, action: Action) -> int:
        return self._codec.encode(action)

    def action_from_id(self, state: State, legal: tuple[Action, ...], n: int) -> Action:
        where = "the game is over" if state.over else f"seat {flow.to_act(state)} to act"
        return self._codec.decode(legal, n, where)

    def save(self, state: State) -> dict[str, Any]:
        return saves.to_document(state)

    def record(self, origin: Options, actions: tuple[Action, ...]) -> Replay:
        return Replay(__version__, origin, actions)

    def describe(self, state: State) -> str:
        players = len(state.players)
        if state.over:
            return f"Catan, {players} players, over"
        return f"Catan, {players} players, turn {state.turn}, seat {flow.to_act(state)} to act"


def start(options: Options) -> CatanGame:
    """A new game from ``options``; ``ValueError`` naming the argument, or ``TileError``
    naming the house-rule file's line, when they cannot be played."""
    state = house.setup(options)
    # The board and house-rule files are read now: the replay must not depend on them
    # staying where they are.
    return Game(GameRules.of(state), state, boards.portable(options, "board", "tiles"))


def new_game(
    players: int = 4,
    seed: int = 0,
    board: str | os.PathLike[str] | None = None,
    **options: Any,
) -> CatanGame:
    """A new game: ``board`` is a board file's path or TOML text (default: a random board);
    ``options`` are CATAN.md's (``max_offers_per_turn``, ``trade_offer_list_max``,
    ``combined_trade_build``), ``turn_limit``, ``figures`` and ``tiles``, house rules: a
    tile file's path or text in Catan's language (``language catan 1``; ``Options``), or
    the tile set ``burgundy.load_tiles(catan.STANDARD_TILES, FILE)`` gives. Bad arguments
    raise ``ValueError`` naming the argument; house rules that do not load, ``TileError``
    naming the file's line."""
    known = attrs.fields_dict(Options)
    unknown = sorted(set(options) - set(known))
    if unknown:
        raise ValueError(f"unknown option {unknown[0]!r}; options: "
                         f"{', '.join(sorted(set(known) - {'players', 'seed', 'board'}))}")
    if "tiles" in options:
        options["tiles"] = _house_file(options["tiles"])
    return start(Options(players=players, seed=seed, board=board, **options))


def _house_file(tiles: Any) -> Any:
    """The house-rule text of a tile set ``burgundy.load_tiles`` made of
    ``STANDARD_TILES`` and one house-rule file (any object with its ``sources``, pairs of a
    name and a text); anything else as it is, for ``Options`` to check."""
    sources = getattr(tiles, "sources", None)
    if sources is None or isinstance(tiles, (str, os.PathLike)):
        return tiles
    standard = STANDARD_TILES.read_text("utf-8")
    house = [text for _, text in sources if text != standard]
    if len(house) > 1:
        raise ValueError(f"tiles: one house-rule file layered over catan.STANDARD_TILES, "
                         f"not {len(house)}")
    return house[0] if house else None


def position(state: State) -> CatanGame:
    """A game at ``state``; it has no replay (it did not begin with ``new_game``)."""
    return Game(GameRules.of(state), state)


def load(document: dict[str, Any], hooks: dict[str, Any] | None = None) -> CatanGame:
    """The game a save document holds (``Game.from_json`` checked its envelope)."""
    return position(saves.from_document(document))


# --- replays ------------------------------------------------------------------------------


@attrs.frozen
class Replay(records.Replay):
    """A Catan game from its start: the engine version, the ``Options`` it began with (a
    board file's path replaced by its text) and every action applied."""

    game: ClassVar[str] = NAME
    options_type: ClassVar[type] = Options
    action_types: ClassVar[tuple[type, ...]] = ACTION_TYPES

    @classmethod
    def converter(cls) -> cattrs.Converter:
        return saves.converter()


def replay(record: Replay | str | bytes, hooks: dict[str, Any] | None = None) -> CatanGame:
    """The game at the end of ``record`` (a ``Replay`` or its JSON), each action checked;
    ``ReplayError`` naming the step that fails."""
    return records.replay(Replay, record, start)


def log_lines(record: Replay | str | bytes, hooks: dict[str, Any] | None = None) -> Iterator[str]:
    """The replay as text a person can read and diff (``burgundy replay``): a heading, then
    per step the seat, the action and every event in words (the table's: hidden cards
    named) and a digest of the state after it; at the end, who won."""
    played, game = records.started(Replay, record, start)
    options = played.options
    yield (f"Catan, {options.players} players, seed {options.seed}, board "
           f"{game.state.board.name}; engine {played.engine}")
    yield f"start: state {digest(game.state)}"
    for index, (before, action, events) in enumerate(records.steps(game, played.actions)):
        yield f"{index}: Seat {flow.to_act(before)}: {text.describe_action(before, action)}"
        for event in events:
            yield f"    {text.describe_event(event)}"
        yield f"    state {digest(game.state)}"
    outcome = scoring.outcome(game.state)
    end = text.describe_outcome(outcome) if outcome is not None else "game not over"
    yield f"end: {end}; points {', '.join(map(str, game.scores()))}"


def digest(state: State) -> str:
    """A short digest of the whole position, as its save holds it."""
    return records.digest(saves.to_document(state))
