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
from typing import Any, ClassVar

import attrs

from burgundy.game import Game
from burgundy.kernel.boards import names_a_file

#: An action of any game: ``game.legal_actions()`` hands them out, ``game.apply`` takes them.
Action = Any


@attrs.frozen
class Option:
    """One field of a game's set-up form: ``name`` in the API's ``options``, ``label`` for
    people. ``read`` checks a value given for it; ``default`` is the value when none is."""

    name: str
    label: str
    #: The field's type for the page.
    kind: ClassVar[str] = ""

    @property
    def default(self) -> Any:
        return None

    def form(self) -> dict[str, Any]:
        """The field as the page's form takes it, JSON-ready."""
        return {"name": self.name, "label": self.label, "type": self.kind}

    def read(self, value: Any) -> Any:
        """``value`` checked; ``ValueError`` naming ``options.<name>`` and what it takes."""
        raise NotImplementedError

    def refuse(self, wanted: str, value: Any) -> ValueError:
        return ValueError(f"options.{self.name} must be {wanted}, not {value!r}")


@attrs.frozen
class Flag(Option):
    """True or false, false by default."""

    kind: ClassVar[str] = "flag"

    @property
    def default(self) -> bool:
        return False

    def read(self, value: Any) -> bool:
        if not isinstance(value, bool):
            raise self.refuse("true or false", value)
        return value


@attrs.frozen
class Number(Option):
    """A whole number from ``low`` to ``high``; ``default`` ``None``: none by default, and
    ``null`` is one of its values."""

    low: int = 0
    high: int = 0
    default: int | None = None
    kind: ClassVar[str] = "number"

    def form(self) -> dict[str, Any]:
        return super().form() | {"min": self.low, "max": self.high, "default": self.default}

    def read(self, value: Any) -> int | None:
        if value is None and self.default is None:
            return None
        if type(value) is not int or not self.low <= value <= self.high:
            none = " or null" if self.default is None else ""
            raise self.refuse(f"a whole number from {self.low} to {self.high}{none}", value)
        return value


@attrs.frozen
class Choice(Option):
    """One of ``choices`` (value, label), the first by default."""

    choices: tuple[tuple[str, str], ...] = ()
    kind: ClassVar[str] = "choice"

    @property
    def default(self) -> Any:
        return self.choices[0][0]

    def form(self) -> dict[str, Any]:
        return super().form() | {
            "choices": [{"value": value, "label": label} for value, label in self.choices]}

    def read(self, value: Any) -> Any:
        known = [choice for choice, _ in self.choices]
        if value not in known:
            raise self.refuse(f"one of {', '.join(map(repr, known))}", value)
        return str(value)


@attrs.frozen
class Choices(Choice):
    """Any of ``choices``, as a list of values; none by default. ``each`` names one of them
    in a refusal; ``note`` says more on the form."""

    each: str = "choice"
    note: str | None = None
    kind: ClassVar[str] = "choices"

    @property
    def default(self) -> tuple[str, ...]:
        return ()

    def form(self) -> dict[str, Any]:
        return super().form() | {"note": self.note}

    def read(self, value: Any) -> tuple[str, ...]:
        """The values chosen, each once, sorted: one choice always makes one game."""
        if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
            raise self.refuse("a list of names", value)
        known = [choice for choice, _ in self.choices]
        for item in value:
            if item not in known:
                raise ValueError(f"options.{self.name}: no {self.each} {item!r} "
                                 f"({self.name}: {', '.join(known)})")
        return tuple(sorted(set(value)))


@attrs.frozen
class Text(Option):
    """A file's text (``what`` it is), none when left out or empty. A text that names a
    file on the server is refused, so that no one reads the server's files through a
    game."""

    what: str = "a file's text"
    kind: ClassVar[str] = "text"

    def read(self, value: Any) -> str | None:
        if value == "":
            return None
        if not isinstance(value, str) or names_a_file(value):
            raise self.refuse(self.what, value)
        return value


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
    #: The options ``new`` takes, in the order the form shows them.
    settings: tuple[Option, ...] = ()

    def options(self) -> list[dict[str, Any]]:
        """The setup form's fields, JSON-ready: ``{"name", "label", "type", …}`` with
        ``type`` ``"flag"`` (true or false), ``"number"`` (a whole number from ``min`` to
        ``max``; ``default`` null: none unless given), ``"choices"`` (any of a list of
        ``choices``, each ``{"value", "label"}``), ``"choice"`` (one of them, the first by
        default) or ``"text"`` (a text, left out when empty)."""
        return [option.form() for option in self.settings]

    def read(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """Every option's value, ``options``' checked or its default; ``ValueError`` naming
        an option that is not one of ``settings`` or a value it does not take."""
        known = {option.name: option for option in self.settings}
        unknown = sorted(set(options) - set(known))
        if unknown:
            raise ValueError(
                f"options: no option {unknown[0]!r} for {self.name} "
                f"(options: {', '.join(known) or 'none'})"
            )
        return {name: option.read(options[name]) if name in options else option.default
                for name, option in known.items()}

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
