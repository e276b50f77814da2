"""The handle's identity check, in a module the compiled build compiles (``setup.py``): a
loop the interpreter would run bytecode by bytecode for every action played."""

from __future__ import annotations


def is_one_of(value: object, values: tuple[object, ...]) -> bool:
    """Whether ``value`` is one of ``values`` itself: by identity, without calling
    ``__eq__`` (bots and front ends hand back the very values ``legal_actions`` gave)."""
    for known in values:  # noqa: SIM110 (a generator costs more in the pure build)
        if known is value:
            return True
    return False
