"""La Strada's saves: the whole state, board included (a game may be played on a board
given as TOML text), as JSON. Mappings keyed by a field ``(q, r)`` are written as lists of
``[[q, r], value]`` pairs, since JSON keys are text."""

from __future__ import annotations

import collections.abc
import functools
import os
import typing
from typing import Any

import cattrs

from burgundy.errors import StateError
from burgundy.games.lastrada.invariants import problems
from burgundy.games.lastrada.state import State
from burgundy.kernel import records
from burgundy.version import __version__

#: The version of La Strada's ``state`` in a save; the envelope's is ``records``'.
STATE_VERSION = 1
_KEYS = {"format", "version", "game", "engine", "state_version", "state"}


def _field_keyed(kind: Any) -> bool:
    origin = typing.get_origin(kind)
    if origin not in (collections.abc.Mapping, dict):
        return False
    key = typing.get_args(kind)[0]
    return typing.get_origin(key) is tuple


@functools.cache
def converter() -> cattrs.Converter:
    made = cattrs.Converter(forbid_extra_keys=True)

    def unstructure(mapping: Any) -> list[list[Any]]:
        # In the mapping's own order: the legal actions follow it.
        return [[list(key), made.unstructure(value)] for key, value in mapping.items()]

    def structure_as(kind: Any) -> Any:
        key_type, value_type = typing.get_args(kind)

        def structure(value: Any, _: Any) -> dict[Any, Any]:
            if not isinstance(value, list):
                raise ValueError("a list of [[q, r], value] pairs")
            return {
                made.structure(key, key_type): made.structure(item, value_type)
                for key, item in value
            }

        return structure

    made.register_unstructure_hook_func(_field_keyed, unstructure)
    made.register_structure_hook_factory(_field_keyed, structure_as)
    made.register_unstructure_hook(frozenset, lambda s: sorted(made.unstructure(x) for x in s))
    # A replay's board is TOML text (``game._portable``), or none: the example board.
    made.register_structure_hook_func(lambda kind: kind == BOARD_OPTION, _board_text)
    # ``pending`` is read as it is written; La Strada never has anything there (problems()).
    made.register_structure_hook_func(lambda kind: kind is object, lambda value, _: value)
    return made


#: The type of ``Options.board``.
BOARD_OPTION = str | os.PathLike[str] | None


def _board_text(value: Any, _: Any) -> str | None:
    if value is not None and not isinstance(value, str):
        raise ValueError("a board's TOML text, or null for the example board")
    return value


def to_document(state: State) -> dict[str, Any]:
    """A save of ``state``."""
    return {
        "format": records.SAVE,
        "version": records.SAVE_NAMES_GAME,
        "game": "lastrada",
        "engine": __version__,
        "state_version": STATE_VERSION,
        "state": converter().unstructure(state, State),
    }


def from_document(document: dict[str, Any]) -> State:
    """The state a save holds (its envelope checked by ``records.game_of``); ``StateError``
    naming what is wrong and where otherwise."""
    if document.get("version") != records.SAVE_NAMES_GAME:
        raise StateError(f"unsupported save version {document.get('version')!r}")
    keys = set(document)
    if keys != _KEYS:
        missing, extra = sorted(_KEYS - keys), sorted(keys - _KEYS)
        raise StateError(f"malformed save: keys: missing {missing}, unknown {extra}")
    if document["state_version"] != STATE_VERSION:
        raise StateError(f"malformed save: state_version: this engine reads {STATE_VERSION}")
    state = records.structure(converter(), document["state"], State, "save", "state")
    found = problems(state)
    if found:
        raise StateError("malformed save: " + "; ".join(found))
    return state
