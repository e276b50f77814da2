"""A statement's surface form as data: the printer writes a statement from it and the
checker checks it slot by slot, so a new statement needs no printing or checking code.

A form is the statement's words with its slots, e.g.
``[may] take <pattern:pattern> from <source:zone(depots|display)> [to <dest:zone(my)>]``:

- ``word``: written as is;
- ``[may]``: ``may`` when the node's ``optional`` holds;
- ``<field:kind>``: the node's ``field``, of ``kind``;
- ``[words <field:kind>]``: written only when ``field`` is not its default.

Kinds: ``int`` (a number), ``amount`` (a number, 0 or more), ``number`` (a number or a
value of one of the game's number types: Castles' goods types), ``seat`` (0-3),
``resource``, ``pattern``, ``zone(where|…)`` (the places it may name), ``definition``
(``building bank``), ``hook`` (a quoted name), ``count`` (a number written in the file, 0
or more: the node holds the ``int``), ``most`` (``all``, or a count: the node holds
``None`` for ``all``), ``enum`` (the name of an enumeration), ``bind`` (a name the
statement's block reads: a value of the enumeration its ``enum`` slot names) and ``block``
(statements in ``{ … }``); a game adds kinds that take a number in a range
(``Vocabulary.number_kinds``: Castles' ``face``, 1-6, and ``die``, 1 or 2).

Every part of a form is also its grammar: a word is a keyword, a slot the language's rule
for its kind (``burgundy.dsl.grammar``), so a statement's form is its syntax everywhere.
"""

from __future__ import annotations

import re
from typing import TypeAlias

import attrs

#: The language's slot kinds (a game's vocabulary adds its number kinds).
KINDS: tuple[str, ...] = (
    "int", "amount", "number", "seat", "resource", "pattern", "zone", "definition", "hook",
    "count", "most", "enum", "bind", "block",
)

#: The numbers a kind takes, lowest and highest (``None``: no bound). A value outside
#: them would make the statement do nothing: the checker refuses it where it is written,
#: the engine where it is computed.
RANGES: dict[str, tuple[int, int | None]] = {"amount": (0, None), "seat": (0, 3)}
#: The kinds whose value is a number written in the file (an ``int`` in the node).
WRITTEN = frozenset({"count", "most"})

#: The part of a form written ``[may]``.
MAY = "[may]"


@attrs.frozen
class Slot:
    """A field of the statement's node, and what the checker expects of it. ``words`` are the
    form's words before it, other slots written ``…``: ``set die … to`` (for messages)."""

    field: str
    kind: str  # one of ``KINDS`` or a game's number kind
    words: str
    allowed: tuple[str, ...] = ()  # for a zone: the places it may name


@attrs.frozen
class Group:
    """Words and a slot written only when the slot's field is not its default."""

    words: tuple[str, ...]
    slot: Slot


Part: TypeAlias = str | Slot | Group

_SLOT = re.compile(r"<(\w+):(\w+)(?:\(([\w|]*)\))?>")
_TOKEN = re.compile(r"\[may\]|\[[^\]]*\]|<[^>]*>|\S+")


def parse_form(form: str) -> tuple[Part, ...]:
    """The parts of ``form`` (see the module docstring); raises ``ValueError`` on a form
    that does not follow it."""
    parts: list[Part] = []
    said: list[str] = []  # the words so far, for the slots' messages
    for token in _TOKEN.findall(form):
        if token == MAY:
            parts.append(MAY)
        elif token.startswith("["):
            *words, last = token[1:-1].split()
            said += words
            parts.append(Group(tuple(words), _slot(last, said, form)))
        elif token.startswith("<"):
            parts.append(_slot(token, said, form))
        else:
            parts.append(token)
            said.append(token)
    return tuple(parts)


def _slot(token: str, said: list[str], form: str) -> Slot:
    match = _SLOT.fullmatch(token)
    if match is None:
        raise ValueError(f"form {form!r}: {token!r} is not <field:kind>")
    allowed = tuple(match[3].split("|")) if match[3] else ()
    words = " ".join(said).rstrip(" …")
    if said and said[-1] != "…":
        said.append("…")
    return Slot(match[1], match[2], words, allowed)


def slots(parts: tuple[Part, ...]) -> tuple[Slot, ...]:
    """Every slot of a form, in order."""
    return tuple(p.slot if isinstance(p, Group) else p for p in parts if not isinstance(p, str))
