"""``evolve``: a copy of a frozen value with some fields changed, fast.

``attrs.evolve`` inspects the class on every call; the engine makes thousands of these
copies per game, so each class gets a small generated copier once, which copies the slots
and then sets the changes. The result is the same frozen value ``attrs.evolve`` would give.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, TypeVar

import attrs

T = TypeVar("T")


@functools.cache
def _copier(cls: type) -> Callable[[Any, dict[str, Any]], Any]:
    names = [field.name for field in attrs.fields(cls)]
    lines = ["def copy(inst, changes):", "    new = new_(cls)"]
    lines += [f"    set_(new, {name!r}, inst.{name})" for name in names]
    lines += ["    for name, value in changes.items():", "        set_(new, name, value)"]
    lines += ["    return new"]
    namespace: dict[str, Any] = {"new_": object.__new__, "set_": object.__setattr__, "cls": cls}
    exec("\n".join(lines), namespace)  # generated once per class, like attrs' own methods
    copy: Callable[[Any, dict[str, Any]], Any] = namespace["copy"]
    return copy


def evolve(inst: T, **changes: Any) -> T:
    """``inst`` with ``changes``; an unknown field name raises ``AttributeError``."""
    result: T = _copier(type(inst))(inst, changes)
    return result
