"""Catan's saves: the whole state as JSON, hidden hands, unplayed cards, the deck's order and
the random stream included (a save is the table's; a seat's view is ``views.view``).

Mappings keyed by something other than text (a hex, an intersection, a path) are written as
lists of ``[key, value]`` pairs in their own order, since JSON keys are text and the legal
actions follow that order. A pending decision is an object tagged ``kind`` with its class
name, a paused card program's statement one tagged ``statement``.
"""

from __future__ import annotations

import collections.abc
import functools
import os
import typing
from typing import Any

import cattrs
from cattrs.strategies import configure_tagged_union

from burgundy.errors import StateError
from burgundy.games.catan.cards import Statement
from burgundy.games.catan.frames import Frame
from burgundy.games.catan.invariants import problems
from burgundy.games.catan.state import State
from burgundy.kernel import records
from burgundy.version import __version__

#: The version of Catan's ``state`` in a save; the envelope's is ``records``'.
STATE_VERSION = 1
NAME = "catan"
_KEYS = {"format", "version", "game", "engine", "state_version", "state"}
#: The type of ``Options.board``.
BOARD_OPTION = str | os.PathLike[str] | None


def _keyed(kind: Any) -> bool:
    """A mapping whose keys are not text."""
    if typing.get_origin(kind) not in (collections.abc.Mapping, dict):
        return False
    return typing.get_args(kind)[0] is not str


@functools.cache
def converter() -> cattrs.Converter:
    made = cattrs.Converter(forbid_extra_keys=True)

    def unstructure(mapping: Any) -> list[list[Any]]:
        return [[made.unstructure(key), made.unstructure(value)] for key, value in mapping.items()]

    def structure_as(kind: Any) -> Any:
        key_type, value_type = typing.get_args(kind)

        def structure(value: Any, _: Any) -> dict[Any, Any]:
            if not isinstance(value, list) or not all(
                isinstance(pair, list) and len(pair) == 2 for pair in value
            ):
                raise ValueError("a list of [key, value] pairs")
            return {
                made.structure(key, key_type): made.structure(item, value_type)
                for key, item in value
            }

        return structure

    made.register_unstructure_hook_func(_keyed, unstructure)
    made.register_structure_hook_factory(_keyed, structure_as)
    configure_tagged_union(Statement, made, tag_name="statement")
    configure_tagged_union(Frame, made, tag_name="kind")
    made.register_structure_hook(str | tuple[str, ...], _option)
    # A replay's board is TOML text (``game.portable``), or none: a random board.
    made.register_structure_hook_func(lambda kind: kind == BOARD_OPTION, _board_text)
    return made


def _option(value: Any, _: Any) -> str | tuple[str, ...]:
    """``Choose.option``: a resource, or a list of them."""
    if isinstance(value, str):
        return value
    if isinstance(value, list) and all(isinstance(item, str) for item in value):
        return tuple(value)
    raise ValueError("a resource, or a list of resources")


def _board_text(value: Any, _: Any) -> str | None:
    if value is not None and not isinstance(value, str):
        raise ValueError("a board's TOML text, or null for a random board")
    return value


def to_document(state: State) -> dict[str, Any]:
    """A save of ``state``."""
    return {
        "format": records.SAVE,
        "version": records.SAVE_NAMES_GAME,
        "game": NAME,
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
    try:
        state.figures.check()
    except ValueError as error:
        raise StateError(f"malformed save: state.figures: {error}") from None
    found = problems(state)
    if found:
        raise StateError("malformed save: " + "; ".join(found))
    return state
