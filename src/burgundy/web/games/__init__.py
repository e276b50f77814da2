"""The games the server plays: one module per game in this package.

A module here that defines ``GAME`` (a ``GameKind``) plugs a game into the server, and the
page draws its board with ``static/games/<name>.js``. Nothing else names a game: the server
finds the modules at start-up (``kinds``). ``GameKind`` does what every game does through
the engine's shared handle (views, scores, integer actions); a game overrides what it says
in its own words or draws in its own way.
"""

from __future__ import annotations

import functools
import importlib
import pkgutil
from collections.abc import Mapping, Sequence
from typing import Any

from burgundy.game import Game

#: An action of any game: ``game.legal_actions()`` hands them out, ``game.apply`` takes them.
Action = Any


class GameKind:
    """One game as the server offers it. Subclasses set the class attributes and ``new``."""

    #: The name the API and the page use (``"castles"``).
    name: str = ""
    #: The game's name for people.
    title: str = ""
    #: The fewest and the most players.
    players: tuple[int, int] = (2, 4)
    #: What the scores count, for people ("points").
    unit: str = "points"
    #: The names of the options ``new`` takes.
    option_names: tuple[str, ...] = ()

    def options(self) -> list[dict[str, Any]]:
        """The setup form's fields, JSON-ready: ``{"name", "label", "type", …}`` with
        ``type`` ``"flag"`` (true or false), ``"choices"`` (any of a list of ``choices``,
        each ``{"value", "label"}``), ``"choice"`` (one of them, the first by default) or
        ``"text"`` (a text, left out when empty)."""
        return []

    def check_names(self, options: Mapping[str, Any]) -> None:
        """``ValueError`` naming an option that is not one of ``option_names``."""
        unknown = sorted(set(options) - set(self.option_names))
        if unknown:
            raise ValueError(
                f"options: no option {unknown[0]!r} for {self.name} "
                f"(options: {', '.join(self.option_names) or 'none'})"
            )

    def new(self, players: int, seed: int, options: Mapping[str, Any]) -> Game[Any, Any]:
        """A new game; ``ValueError`` naming the option that is wrong."""
        raise NotImplementedError

    def view(self, game: Game[Any, Any], seat: int | None) -> dict[str, Any]:
        """What ``seat`` may know, JSON-ready; ``None``: what every spectator sees."""
        if seat is None:
            return game.public_view()
        view: dict[str, Any] = game.view(seat).to_dict()
        return view

    def scores(self, game: Game[Any, Any], seat: int | None) -> list[int]:
        """The scores as ``seat`` (``None``: a spectator) may know them."""
        return list(game.scores())

    def action_id(self, game: Game[Any, Any], action: Action) -> int:
        """The integer that names ``action`` in the API."""
        return game.action_id(action)

    def legal(self, game: Game[Any, Any]) -> dict[int, Action]:
        """The legal actions by id, in ``legal_actions()`` order."""
        legal = {self.action_id(game, action): action for action in game.legal_actions()}
        if len(legal) != len(game.legal_actions()):
            raise AssertionError(f"{self.name}: two legal actions share an id at {game!r}")
        return legal

    def words(self, game: Game[Any, Any], action: Action) -> str:
        """``action`` (a legal one) in words, for the player to act."""
        return str(action)

    def place(self, game: Game[Any, Any], action: Action) -> str | None:
        """Where on the board ``action`` is clicked: a key the game's page module gives the
        element (``"space:14"``), or ``None`` for an action with no place there."""
        return None

    def marks(self, game: Game[Any, Any], action: Action) -> list[str]:
        """Further places ``action`` changes (keys as ``place`` gives them), which the page
        highlights while the action is pointed at: a route's fields."""
        return []

    def group(self, game: Game[Any, Any], action: Action) -> tuple[int, str]:
        """Where the page lists ``action``: groups are shown in the order of their first
        number, under their heading (none when empty)."""
        return 0, ""

    def prompt(self, game: Game[Any, Any]) -> str:
        """What the player to act is asked now."""
        return "your turn"

    def event_words(
        self, game: Game[Any, Any], events: Sequence[Any], names: Mapping[int, str]
    ) -> list[str]:
        """The events worth telling, in words (``names``: what to call each seat)."""
        return []

    def sheet(self, game: Game[Any, Any], events: Sequence[Any]) -> list[list[Any]]:
        """The score sheet of ``game``, finished, whose every event is ``events``: rows of a
        heading and one number per seat, the total last."""
        return [["Total", list(game.scores())]]

    def table(self, game: Game[Any, Any]) -> dict[str, Any]:
        """What the page's board module needs besides the views: the game's fixed facts
        (maps, names), JSON-ready."""
        return {}


@functools.cache
def kinds() -> Mapping[str, GameKind]:
    """Every game of this package, by name."""
    found: dict[str, GameKind] = {}
    for module in pkgutil.iter_modules(__path__):
        kind = getattr(importlib.import_module(f"{__name__}.{module.name}"), "GAME", None)
        if isinstance(kind, GameKind):
            found[kind.name] = kind
    return dict(sorted(found.items()))
