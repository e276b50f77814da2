"""The standard game as an OpenSpiel Python game (the ``openspiel`` extra).

Importing this module registers ``python_castles_of_burgundy`` with pyspiel::

    import pyspiel
    import burgundy.adapters.openspiel  # registers the game
    game = pyspiel.load_game("python_castles_of_burgundy", {"players": 3})

Every seat plays map 1 with the standard tiles. Actions are ``burgundy.encoding`` ids;
observations are ``burgundy.observation`` tensors. Chance is OpenSpiel's: the start player,
the start goods, every tile a phase deals to the depots, every phase's goods and every die
are chance nodes (``burgundy.chance``), so the engine's own random stream decides nothing.
With every outcome public when it is drawn, the game is one of perfect information with
chance, like backgammon. The winner (R-END-GAME-2's tie-breaks leave one) gets 1, the
others 0.
"""

from __future__ import annotations

from typing import Any

import pyspiel

from burgundy import encoding
from burgundy.chance import DIE, GOODS, Redeal
from burgundy.game import CastlesGame, new_game, position
from burgundy.model.state import GameState
from burgundy.observation import Observation
from burgundy.views import public_view, seat_view

#: The name the game is registered under.
SHORT_NAME = "python_castles_of_burgundy"
#: Chance outcomes are tile codes, goods types less one, die faces less one or seats.
MAX_CHANCE_OUTCOMES = len(encoding.TILE_IDS)
#: A bound on the decisions of a game: 25 rounds, each seat's turn taking at most 25
#: decisions (two dice, extra actions, what tiles ask, a purchase; random games take 2-4).
MAX_TURN_DECISIONS = 25

#: How OpenSpiel classifies the game.
GAME_TYPE = pyspiel.GameType(
    short_name=SHORT_NAME,
    long_name="Python Castles of Burgundy",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    information=pyspiel.GameType.Information.PERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.CONSTANT_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=4,
    min_num_players=2,
    provides_information_state_string=False,
    provides_information_state_tensor=False,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification={"players": 2},
)


def game_info(players: int) -> pyspiel.GameInfo:
    """What OpenSpiel needs to know of a game of ``players`` seats."""
    return pyspiel.GameInfo(
        num_distinct_actions=encoding.ACTION_SPACE_SIZE,
        max_chance_outcomes=MAX_CHANCE_OUTCOMES,
        num_players=players,
        min_utility=0.0,
        max_utility=1.0,
        utility_sum=1.0,
        max_game_length=25 * players * MAX_TURN_DECISIONS,
    )


class CastlesOfBurgundyGame(pyspiel.Game):  # type: ignore[misc]
    """The game, for ``pyspiel.load_game``; parameter ``players`` 2-4 (default 2)."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = {"players": 2, **(params or {})}
        players = params["players"]
        if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= 4:
            raise ValueError(f"players must be 2, 3 or 4, not {players!r}")
        super().__init__(GAME_TYPE, game_info(players), params)

    def new_initial_state(self) -> CastlesOfBurgundyState:
        return CastlesOfBurgundyState(self)

    def make_py_observer(
        self, iig_obs_type: Any = None, params: dict[str, Any] | None = None
    ) -> BurgundyObserver:
        if params:
            raise ValueError(f"the observer takes no parameters, not {params!r}")
        return BurgundyObserver()


class _Table:
    """What a state holds: the engine's game and the draws of its last step still to
    decide. OpenSpiel clones a state by deep-copying its attributes and serializes it by
    pickling them: a copy shares the immutable parts (``Game.clone``), a pickle is the
    actions applied so far, replayed when it is loaded."""

    __slots__ = ("game", "players", "record", "redeal", "shown")

    def __init__(self, players: int) -> None:
        self.players = players
        self.game: CastlesGame | None = None  # None until the start player is drawn
        self.redeal: Redeal | None = None
        # The position observers see (frozen): never one with an undecided draw.
        self.shown: GameState | None = None
        self.record: tuple[int, ...] = ()

    @property
    def chance(self) -> bool:
        return self.game is None or self.redeal is not None

    def apply(self, action: int) -> None:
        """Apply a chance outcome or a player's action id."""
        self.record += (action,)
        if self.game is None:
            self.game = _game_starting_with(self.players, action)
            self.redeal = Redeal.after(None, self.game.state)
        elif self.redeal is not None:
            self.redeal = self.redeal.choose(action)
            if self.redeal.done:
                self.game = position(self.redeal.state(), self.game.tiles)
                self.redeal = None
        else:
            before = self.game.state
            self.game.apply(self.game.action_from_id(action))
            self.redeal = Redeal.after(before, self.game.state)
            if self.redeal is not None:
                self.shown = before
                return
        if self.redeal is None:
            self.shown = self.game.state

    def __deepcopy__(self, memo: dict[int, Any]) -> _Table:
        twin = _Table(self.players)
        twin.game = None if self.game is None else self.game.clone()
        twin.redeal, twin.shown, twin.record = self.redeal, self.shown, self.record
        return twin

    def __reduce__(self) -> tuple[Any, ...]:
        return _replayed, (self.players, self.record)


def _replayed(players: int, record: tuple[int, ...]) -> _Table:
    table = _Table(players)
    for action in record:
        table.apply(action)
    return table


def _game_starting_with(players: int, start: int) -> CastlesGame:
    """A new game whose start player is ``start``: the first seed that deals it (the rest
    of what the engine dealt is re-dealt by chance nodes)."""
    seed = 0
    while True:
        game = new_game(players, seed)
        if game.state.turn_order[0] == start:
            return game
        seed += 1


class CastlesOfBurgundyState(pyspiel.State):  # type: ignore[misc]
    """A position, or a chance node of the draws that lead to the next one."""

    def __init__(self, game: CastlesOfBurgundyGame) -> None:
        super().__init__(game)
        self._table = _Table(game.num_players())

    @property
    def engine(self) -> CastlesGame | None:
        """The engine's game at this position; ``None`` before the start player is drawn.
        At a chance node it still holds the engine's own draws, about to be replaced."""
        return self._table.game

    def current_player(self) -> int:
        table = self._table
        if table.chance:
            return int(pyspiel.PlayerId.CHANCE)
        assert table.game is not None
        seat = table.game.current_player
        return int(pyspiel.PlayerId.TERMINAL) if seat is None else seat

    def _legal_actions(self, player: int) -> list[int]:
        assert self._table.game is not None
        return sorted(self._table.game.legal_action_ids())

    def chance_outcomes(self) -> list[tuple[int, float]]:
        table = self._table
        if table.game is None:
            return [(seat, 1 / table.players) for seat in range(table.players)]
        assert table.redeal is not None
        return [(code, float(p)) for code, p in table.redeal.outcomes()]

    def _apply_action(self, action: int) -> None:
        self._table.apply(action)

    def _action_to_string(self, player: int, action: int) -> str:
        if player != pyspiel.PlayerId.CHANCE:
            return encoding.describe(action)
        redeal = self._table.redeal
        if redeal is None:
            return f"start player: seat {action}"
        draw = redeal.next_draw
        if draw.pool == DIE:
            return f"{draw.what}: {action + 1}"
        if draw.pool == GOODS:
            return f"{draw.what}: goods {action + 1}"
        return f"{draw.what}: {encoding.TILE_IDS[action]}"

    def is_terminal(self) -> bool:
        game = self._table.game
        return not self._table.chance and game is not None and game.is_over

    def returns(self) -> list[float]:
        game = self._table.game
        winner = None if game is None else game.winner()
        return [float(seat == winner) for seat in range(self._table.players)]

    def __str__(self) -> str:
        table = self._table
        if table.game is None:
            return "start player to draw"
        shown = table.shown
        text = "setup" if shown is None else repr(public_view(shown))
        if table.redeal is not None:
            text += f"\nto draw: {table.redeal.next_draw.what}; drawn {table.redeal.chosen}"
        return text


class BurgundyObserver:
    """OpenSpiel's observer: ``tensor`` (``burgundy.observation``) and ``dict`` of its
    named parts, set from the view of a seat."""

    def __init__(self) -> None:
        self._observation = Observation()
        self.tensor = self._observation.tensor
        self.dict = self._observation.parts

    def set_from(self, state: CastlesOfBurgundyState, player: int) -> None:
        shown = state._table.shown
        if shown is None:
            self.tensor.fill(0)
        else:
            self._observation.set_from(seat_view(shown, player))

    def string_from(self, state: CastlesOfBurgundyState, player: int) -> str:
        shown = state._table.shown
        return "setup" if shown is None else repr(seat_view(shown, player).to_dict())


pyspiel.register_game(GAME_TYPE, CastlesOfBurgundyGame)

__all__ = [
    "GAME_TYPE",
    "MAX_CHANCE_OUTCOMES",
    "SHORT_NAME",
    "BurgundyObserver",
    "CastlesOfBurgundyGame",
    "CastlesOfBurgundyState",
    "game_info",
]
