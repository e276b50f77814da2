"""The envelope of saves and replays, the same for every game: a JSON object whose
``format`` says what it is, whose ``version`` says how to read it, and whose ``game`` names
the game whose package reads the rest.

Saves before version 4 and replays before version 3 named no game: Castles was the only
one, and its package upgrades them.
"""

from __future__ import annotations

import json
from typing import Any, TypeVar

import cattrs
from cattrs.v import format_exception

from burgundy.errors import ReplayError, StateError
from burgundy.kernel.games import GAMES

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
        return "castles"
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
