"""The envelope of saves and replays, the same for every game: a JSON object whose
``format`` says what it is, whose ``version`` says how to read it, and whose ``game`` names
the game whose package reads the rest.

Saves before version 4 and replays before version 3 named no game: Castles was the only
one, and its package upgrades them.
"""

from __future__ import annotations

import collections.abc
import hashlib
import json
import typing
from collections.abc import Callable, Iterable, Iterator
from typing import Any, ClassVar, TypeVar

import attrs
import cattrs
import cattrs.gen
from cattrs.v import format_exception

from burgundy.kernel.errors import IllegalActionError, ReplayError, StateError
from burgundy.kernel.games import DEFAULT, GAMES
from burgundy.kernel.version import __version__

T = TypeVar("T")

SAVE = "burgundy-save"
REPLAY = "burgundy-replay"
#: The first versions that name their game; older documents are Castles'.
SAVE_NAMES_GAME = 4
REPLAY_NAMES_GAME = 3


def dumps(document: Any) -> str:
    """A document as compact JSON text with sorted keys: equal documents, equal text."""
    return json.dumps(document, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def json_document(
    text: str | bytes, what: str, error: type[StateError] = StateError
) -> Any:
    """``text`` parsed as JSON; else ``error`` saying that it is not ``what`` ("a save",
    "a replay") and why. JSON is only ever parsed, never evaluated."""
    try:
        return json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError, TypeError) as problem:
        raise error(f"not {what}: not JSON text ({problem})") from None
    except RecursionError:
        raise error(f"not {what}: JSON nested too deeply") from None


def game_of(document: Any, kind: str) -> str:
    """The game a save (``kind`` ``SAVE``) or replay (``REPLAY``) document belongs to,
    after checking its envelope: ``StateError`` (``ReplayError`` for a replay) otherwise."""
    what, error, first = (
        ("a save", StateError, SAVE_NAMES_GAME)
        if kind == SAVE
        else ("a replay", ReplayError, REPLAY_NAMES_GAME)
    )
    if not isinstance(document, dict):
        raise error(f"{what} is a JSON object with 'format', 'version' and 'game'")
    if document.get("format") != kind:
        raise error(f"not {what} of burgundy: 'format' must be {kind!r}")
    version = document.get("version")
    if type(version) is not int or version < 1:  # not True, not 1.0
        raise error(f"unsupported {what[2:]} version {version!r}")
    if version < first:
        return DEFAULT
    name = document.get("game")
    if not isinstance(name, str) or name not in GAMES:
        raise error(f"malformed {what[2:]}: game: one of {', '.join(GAMES)}, not {name!r}")
    return name


def structure(converter: cattrs.Converter, value: Any, cls: type[T], what: str, path: str) -> T:
    """``value`` as a ``cls``, read by ``converter``; else ``StateError`` naming ``what``
    ("save", "replay") and the path of each problem below ``path``."""
    try:
        return converter.structure(value, cls)
    except (cattrs.BaseValidationError, ValueError, TypeError, KeyError, AttributeError) as error:
        raise StateError(f"malformed {what}: {_explain(error, path)}") from None


def _format(error: BaseException, type_: type | None) -> str:
    # Hooks raise ValueError with a message meant for people: keep it.
    return str(error) if type(error) is ValueError else format_exception(error, type_)


def _explain(error: Exception, path: str) -> str:
    if isinstance(error, cattrs.BaseValidationError):
        lines = cattrs.transform_error(error, path=path, format_exception=_format)
        # cattrs says "what @ where"; a save's messages say "where: what".
        return "; ".join(
            f"{where}: {what}" for what, _, where in (line.rpartition(" @ ") for line in lines)
        )
    return f"{path}: {error}"


# --- what the games' saves and replays share ------------------------------------------------

#: The keys of a game's save, and of its replay (Castles' own are older).
SAVE_KEYS = frozenset({"format", "version", "game", "engine", "state_version", "state"})
REPLAY_KEYS = frozenset({"format", "version", "game", "engine", "options", "actions"})


def without_tiles(converter: cattrs.Converter, options: type) -> None:
    """Write a game's ``options`` (an attrs class with a ``tiles`` field) without ``tiles``
    when there are none: a replay of a game without house rules reads as it did before
    there were any."""
    written: Callable[[Any], dict[str, Any]] = cattrs.gen.make_dict_unstructure_fn(
        options, converter)
    converter.register_unstructure_hook(
        options, lambda o: {k: v for k, v in written(o).items() if k != "tiles" or v is not None})


def pairs(converter: cattrs.Converter, keyed: Callable[[Any], bool]) -> None:
    """Write the mappings whose type ``keyed`` accepts (keys JSON cannot hold: a hex, a
    number) as lists of ``[key, value]`` pairs, in their own order (legal actions follow
    it), and read them back."""

    def unstructure(mapping: Any) -> list[list[Any]]:
        return [[converter.unstructure(key), converter.unstructure(value)]
                for key, value in mapping.items()]

    def structure_as(kind: Any) -> Any:
        key_type, value_type = typing.get_args(kind)

        def structure(value: Any, _: Any) -> dict[Any, Any]:
            if not isinstance(value, list) or not all(
                isinstance(pair, list) and len(pair) == 2 for pair in value
            ):
                raise ValueError("a list of [key, value] pairs")
            return {converter.structure(key, key_type): converter.structure(item, value_type)
                    for key, item in value}

        return structure

    converter.register_unstructure_hook_func(keyed, unstructure)
    converter.register_structure_hook_factory(keyed, structure_as)


def is_mapping(kind: Any) -> bool:
    """Whether ``kind`` is a ``Mapping[K, V]`` or ``dict[K, V]`` type."""
    return typing.get_origin(kind) in (collections.abc.Mapping, dict)


def save_document(name: str, state_version: int, state: Any) -> dict[str, Any]:
    """The save of game ``name`` whose state, in version ``state_version``, is ``state``
    (unstructured)."""
    return {"format": SAVE, "version": SAVE_NAMES_GAME, "game": name, "engine": __version__,
            "state_version": state_version, "state": state}


def read_save(
    document: dict[str, Any],
    state_version: int,
    converter: cattrs.Converter,
    cls: type[T],
    problems: Callable[[T], list[str]],
) -> T:
    """The state of type ``cls`` a game's save holds (its envelope checked by ``game_of``),
    in version ``state_version``, read by ``converter`` and keeping every limit
    ``problems`` checks; ``StateError`` naming what is wrong and where otherwise."""
    if document.get("version") != SAVE_NAMES_GAME:
        raise StateError(f"unsupported save version {document.get('version')!r}")
    keys = set(document)
    if keys != SAVE_KEYS:
        missing, extra = sorted(SAVE_KEYS - keys), sorted(keys - SAVE_KEYS)
        raise StateError(f"malformed save: keys: missing {missing}, unknown {extra}")
    if document["state_version"] != state_version:
        raise StateError(f"malformed save: state_version: this engine reads {state_version}")
    state = structure(converter, document["state"], cls, "save", "state")
    found = problems(state)
    if found:
        raise StateError("malformed save: " + "; ".join(found))
    return state


def tag(kind: type) -> str:
    """An action class's ``type`` in a replay: ``BuildRoute`` -> ``build_route``."""
    return "".join(f"_{c.lower()}" if c.isupper() else c for c in kind.__name__).lstrip("_")


def replay_json(
    name: str, engine: str, options: Any, actions: Iterable[Any], converter: cattrs.Converter
) -> str:
    """The JSON text of a replay of game ``name``: the engine that played it, the options
    it began with and every action, tagged with its ``type``."""
    return dumps({
        "format": REPLAY,
        "version": REPLAY_NAMES_GAME,
        "game": name,
        "engine": engine,
        "options": converter.unstructure(options, type(options)),
        "actions": [{"type": tag(type(a)), **converter.unstructure(a)} for a in actions],
    })


def read_replay(
    text: str | bytes,
    name: str,
    converter: cattrs.Converter,
    options_type: type[T],
    action_types: Iterable[type],
) -> tuple[str, T, tuple[Any, ...]]:
    """The engine, options and actions of a replay of game ``name`` in ``text``;
    ``ReplayError`` naming what is wrong and where."""
    document = json_document(text, "a replay", ReplayError)
    if game_of(document, REPLAY) != name:
        raise ReplayError(f"malformed replay: game: {name!r}")
    if set(document) != REPLAY_KEYS:
        raise ReplayError(f"malformed replay: keys must be {', '.join(sorted(REPLAY_KEYS))}")
    tagged = {tag(kind): kind for kind in action_types}
    try:
        options = structure(converter, document["options"], options_type, "replay", "options")
        if not isinstance(document["actions"], list):
            raise StateError("malformed replay: actions: a list of actions")
        actions: tuple[Any, ...] = tuple(
            structure(converter, _untagged(raw), _kind(raw, i, tagged), "replay",
                      f"actions[{i}]")
            for i, raw in enumerate(document["actions"])
        )
    except StateError as error:
        raise ReplayError(str(error)) from None
    return str(document["engine"]), options, actions


def _kind(raw: Any, index: int, tagged: dict[str, type]) -> type:
    kind = tagged.get(str(raw.get("type"))) if isinstance(raw, dict) else None
    if kind is None:
        raise StateError(f"malformed replay: actions[{index}]: type: one of "
                         f"{', '.join(tagged)}")
    return kind


def _untagged(raw: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in raw.items() if key != "type"}


G = TypeVar("G")


def replaying(engine: str, start: Callable[[Any], G], options: Any) -> G:
    """The game a replay made by ``engine`` began as, ``start(options)``; ``ReplayError``
    when another engine version made it (its games may play differently) or the options
    are bad."""
    if engine != __version__:
        raise ReplayError(f"made by engine version {engine}, this is {__version__}: "
                          "its games may play differently")
    try:
        return start(options)
    except ValueError as error:
        raise ReplayError(f"malformed replay: {error}") from None


def steps(game: Any, actions: Iterable[Any]) -> Iterator[tuple[Any, Any, tuple[Any, ...]]]:
    """Each of ``actions`` applied to ``game`` (a ``Game`` handle), checked: the state before
    it, the action and its events; ``ReplayError`` naming the step that is not legal."""
    for index, action in enumerate(actions):
        before = game.state
        try:
            events = game.apply(action)
        except IllegalActionError as error:
            raise ReplayError(f"{action} is not legal: {error}", step=index) from None
        yield before, action, events


R = TypeVar("R", bound="Replay")


@attrs.frozen
class Replay:
    """A game from its start: the engine version, the options it began with (a board or
    house-rule file's path replaced by its text) and every action applied. Each game's
    ``Replay`` is a subclass naming the game, its options' type, its action types and the
    converter of its saves."""

    game: ClassVar[str]
    options_type: ClassVar[type]
    action_types: ClassVar[tuple[type, ...]]

    engine: str
    options: Any
    actions: tuple[Any, ...]

    @classmethod
    def converter(cls) -> cattrs.Converter:
        """The converter of the game's saves, which writes its options and actions."""
        raise NotImplementedError

    def to_json(self) -> str:
        return replay_json(self.game, self.engine, self.options, self.actions,
                           self.converter())

    @classmethod
    def from_json(cls: type[R], text: str | bytes) -> R:
        """The record in ``text``; ``ReplayError`` names what is wrong."""
        return cls(*read_replay(text, cls.game, cls.converter(), cls.options_type,
                                cls.action_types))


def started(kind: type[R], record: R | str | bytes, start: Callable[[Any], G]) -> tuple[R, G]:
    """A replay of ``kind`` (the record or its JSON) and the game it began as,
    ``start(options)``."""
    # Anything but a record of ``kind`` is read as JSON, whose reader names what is wrong.
    played = record if isinstance(record, kind) else kind.from_json(typing.cast(Any, record))
    return played, replaying(played.engine, start, played.options)


def replay(kind: type[Replay], record: Replay | str | bytes, start: Callable[[Any], G]) -> G:
    """The game at the end of ``record`` (a replay of ``kind`` or its JSON), each action
    checked; ``ReplayError`` naming the step that fails."""
    played, game = started(kind, record, start)
    for _ in steps(game, played.actions):
        pass
    return game


def digest(document: Any) -> str:
    """A short digest of a save's document, for readable logs."""
    return hashlib.sha256(dumps(document).encode()).hexdigest()[:16]
