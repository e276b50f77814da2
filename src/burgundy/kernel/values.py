"""``evolve``: a copy of a frozen value with some fields changed, fast.

``attrs.evolve`` inspects the class on every call; the engine makes thousands of these
copies per game. The big state classes keep their fields in a ``__dict__``, copied in one
update; slotted classes get a small generated copier once. The result is the same frozen
value ``attrs.evolve`` would give.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, Final, TypeVar

import attrs

T = TypeVar("T")
_new: Final = object.__new__


@functools.cache
def _copier(cls: type) -> Callable[[Any, dict[str, Any]], Any]:
    names = [field.name for field in attrs.fields(cls)]
    lines = ["def copy(inst, changes):", "    new = new_(cls)"]
    lines += [f"    set_(new, {name!r}, inst.{name})" for name in names]
    lines += ["    for name, value in changes.items():", "        set_(new, name, value)"]
    lines += ["    return new"]
    namespace: dict[str, Any] = {"new_": _new, "set_": object.__setattr__, "cls": cls}
    exec("\n".join(lines), namespace)  # generated once per class, like attrs' own methods
    copy: Callable[[Any, dict[str, Any]], Any] = namespace["copy"]
    return copy


def evolve(inst: T, **changes: Any) -> T:
    """``inst`` with ``changes``. Unlike ``attrs.evolve`` this does not check the field
    names on dict-backed classes (it runs thousands of times a game): misspell one and the
    saves and the tests show it."""
    fields: dict[str, Any] | None = getattr(inst, "__dict__", None)
    if fields is not None:  # dict-backed: one dict copy (attrs guards attributes, not dicts)
        new = _new(type(inst))
        copied = fields.copy()  # a plain dict copy is the fastest copy CPython has
        copied.update(changes)
        # Spelled out, not through an alias: compiled, this call is the C setter itself.
        object.__setattr__(new, "__dict__", copied)
        return new
    cls: Any = type(inst)
    result: T = _copier(cls)(inst, changes)
    return result
