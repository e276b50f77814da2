"""Any game as an OpenSpiel Python game (the ``openspiel`` extra): ``register(game)``, for a
``GameOf`` subclass that names the game's ``Registration``, makes
``pyspiel.load_game("python_<name>", parameters)`` play it.

Actions are the game's action ids; observations its encoder's tensor of a seat's view, and
the view as text. A game with no chance points is deterministic given its ``seed``
parameter; a game with them has explicit chance nodes (``burgundy.kernel.chance``): the
draws of each step (and of the set-up, unless the parameters decide it) are decided by
OpenSpiel's chance player, so the engine's own random stream decides nothing after them,
and while they are undecided observers see the position before the step. A game whose
seats hold what others cannot see is one of imperfect information. The winners share a
return of 1, the others get 0; a game over without a winner is shared by every seat.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any, ClassVar

import pyspiel

from burgundy.kernel.adapters import Registration, returns
from burgundy.kernel.chance import Deal
from burgundy.kernel.game import Game

#: Every registration by OpenSpiel short name, for states loaded from a pickle.
REGISTERED: dict[str, Registration] = {}


def short_name(registration: Registration) -> str:
    """The name OpenSpiel knows the game by."""
    return f"python_{registration.name}"


def game_type(registration: Registration) -> pyspiel.GameType:
    """How OpenSpiel classifies the game."""
    dynamics = pyspiel.GameType
    return pyspiel.GameType(
        short_name=short_name(registration),
        long_name=f"Python {registration.long_name}",
        dynamics=dynamics.Dynamics.SEQUENTIAL,
        chance_mode=dynamics.ChanceMode.DETERMINISTIC if registration.chance is None
        else dynamics.ChanceMode.EXPLICIT_STOCHASTIC,
        information=dynamics.Information.IMPERFECT_INFORMATION if registration.hidden
        else dynamics.Information.PERFECT_INFORMATION,
        utility=dynamics.Utility.CONSTANT_SUM,
        reward_model=dynamics.RewardModel.TERMINAL,
        max_num_players=max(registration.players),
        min_num_players=min(registration.players),
        provides_information_state_string=False,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=dict(registration.parameters),
    )


def register(game: type[GameOf]) -> None:
    """Register ``game``, a ``GameOf`` naming its ``registration``, with pyspiel (again,
    harmlessly, if it is)."""
    REGISTERED[short_name(game.registration)] = game.registration
    pyspiel.register_game(game_type(game.registration), game)


def game_info(registration: Registration, prototype: Game[Any, Any]) -> pyspiel.GameInfo:
    """What OpenSpiel needs to know of games like ``prototype``."""
    chance = registration.chance
    return pyspiel.GameInfo(
        num_distinct_actions=prototype.action_space_size,
        max_chance_outcomes=0 if chance is None else chance.max_outcomes,
        num_players=prototype.rules.seats(prototype.state),
        min_utility=0.0,
        max_utility=1.0,
        utility_sum=1.0,
        max_game_length=registration.max_game_length(prototype),
    )


class GameOf(pyspiel.Game):  # type: ignore[misc]
    """A registered game with its parameters, for ``pyspiel.load_game``: a subclass names
    its ``registration``."""

    registration: ClassVar[Registration]

    def __init__(self, params: Mapping[str, Any] | None = None) -> None:
        registration = self.registration
        params = {**registration.parameters, **(params or {})}
        registration.check_players(params["players"])
        # A game of these parameters, for the sizes of what OpenSpiel asks about.
        self.prototype = registration.start({"seed": 0, **params})
        super().__init__(game_type(registration), game_info(registration, self.prototype),
                         params)
        self.parameters = params
        # The first position: each new state, and each state OpenSpiel clones (it makes a
        # new one first), copies it rather than setting a game up again.
        self.first = Table(short_name(registration), params)

    def new_initial_state(self) -> StateOf:
        return StateOf(self)

    def make_py_observer(
        self, iig_obs_type: Any = None, params: dict[str, Any] | None = None
    ) -> Observer:
        if params:
            raise ValueError(f"the observer takes no parameters, not {params!r}")
        return Observer(self.registration.observer(self.prototype))


class Table:
    """What a state holds: the engine's game and the draws still to decide. OpenSpiel clones
    a state by deep-copying its attributes and serializes it by pickling them: a copy shares
    the immutable parts (``Game.clone``), a pickle is the actions and outcomes so far,
    replayed when it is loaded."""

    __slots__ = ("deal", "game", "name", "parameters", "record", "registration", "shown")

    def __init__(self, name: str, parameters: Mapping[str, Any]) -> None:
        self.name, self.parameters = name, parameters
        self.registration = REGISTERED[name]
        self.record: tuple[int, ...] = ()
        chance = self.registration.chance
        self.game: Game[Any, Any] | None = None  # None until the first draws are decided
        # The first draws (``None``: the parameters decide how the game begins).
        self.deal: Deal | None = None if chance is None else chance.start(parameters)
        # The position observers see (frozen): never one with an undecided draw.
        self.shown: Any = None
        if self.deal is None:
            self.game = self.registration.start(parameters)
            self.shown = self.game.state

    @property
    def chance(self) -> bool:
        return self.deal is not None

    def apply(self, action: int) -> None:
        """Apply a chance outcome or a player's action id."""
        self.record += (action,)
        chance = self.registration.chance
        if self.deal is not None:
            assert chance is not None
            self.deal = self.deal.choose(action)
            if not self.deal.done:
                return
            made = self.game is None
            self.game = self.deal.settle(self.game)
            self.deal = chance.after(None, self.game) if made else None
            if self.deal is None:
                self.shown = self.game.state
            return
        assert self.game is not None
        before = self.game.state
        self.game.apply(self.game.action_from_id(action))
        self.deal = None if chance is None else chance.after(before, self.game)
        self.shown = before if self.deal is not None else self.game.state

    def __deepcopy__(self, memo: dict[int, Any]) -> Table:
        twin = Table.__new__(Table)
        twin.name, twin.parameters = self.name, self.parameters
        twin.registration = self.registration
        twin.game = None if self.game is None else self.game.clone()
        twin.deal, twin.shown, twin.record = self.deal, self.shown, self.record
        return twin

    def __reduce__(self) -> tuple[Any, ...]:
        return _replayed, (self.name, dict(self.parameters), self.record)


def _replayed(name: str, parameters: dict[str, Any], record: tuple[int, ...]) -> Table:
    table = Table(name, parameters)
    for action in record:
        table.apply(action)
    return table


class StateOf(pyspiel.State):  # type: ignore[misc]
    """A position, or a chance node of the draws that lead to the next one."""

    def __init__(self, game: GameOf) -> None:
        super().__init__(game)
        self._table = copy.deepcopy(game.first)

    @property
    def engine(self) -> Game[Any, Any] | None:
        """The engine's game at this position; ``None`` before the first draws are decided.
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
        assert self._table.deal is not None
        return [(code, float(p)) for code, p in self._table.deal.outcomes()]

    def _apply_action(self, action: int) -> None:
        self._table.apply(action)

    def _action_to_string(self, player: int, action: int) -> str:
        table = self._table
        if player == pyspiel.PlayerId.CHANCE:
            assert table.deal is not None
            return table.deal.describe(action)
        assert table.game is not None
        return table.registration.action_text(table.game, action)

    def is_terminal(self) -> bool:
        game = self._table.game
        return not self._table.chance and game is not None and game.is_over

    def returns(self) -> list[float]:
        # Nothing while a draw that may undo the end is undecided.
        return returns(self._table.game if self.is_terminal() else None, self.num_players())

    def __str__(self) -> str:
        table = self._table
        if table.game is None:
            return str(table.deal)
        shown = table.shown
        text = "setup" if shown is None else repr(table.game.rules.public_view(shown))
        if table.deal is not None:
            text += f"\n{table.deal}"
        return text


class Observer:
    """OpenSpiel's observer: ``tensor`` (the game's encoder) and ``dict`` of its named parts,
    set from the view of a seat."""

    def __init__(self, observation: Any) -> None:
        self._observation = observation
        self.tensor = observation.tensor
        self.dict = observation.parts

    def set_from(self, state: StateOf, player: int) -> None:
        table = state._table
        if table.shown is None:
            self.tensor.fill(0)
        else:
            assert table.game is not None
            self._observation.set_from(table.game.rules.view(table.shown, player))

    def string_from(self, state: StateOf, player: int) -> str:
        table = state._table
        if table.shown is None:
            return "setup"
        assert table.game is not None
        return repr(table.game.rules.view(table.shown, player).to_dict())


__all__ = [
    "REGISTERED", "GameOf", "Observer", "StateOf", "Table", "game_info", "game_type", "register",
    "short_name",
]
