"""Which ``when`` programs answer an event, the same in every game: a seat's triggers
answer its own events, and with ``any`` or ``other`` the other players' too (never their
own with ``other``); an event of no player is answered by the ``rules`` blocks, once, with
no owner (seat ``-1``); a trigger's condition is asked in the answering seat's environment.

A game supplies the events (each with its ``tag`` and, when a player's, its ``seat``), its
players (each with ``hooked``: the definitions it holds, in the order they apply, as the
kernel reads them), its frame of a program to run and how a condition's environment is
made."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeVar

from burgundy.lang.runtime.tileset import CompiledTrigger

T = TypeVar("T")

#: Event tag -> definition -> its triggers of that event.
Triggers = Mapping[str, Mapping[str, tuple[CompiledTrigger, ...]]]
#: ``frame(seat, definition, trigger's index, event)``: the game's frame of a program to run.
Frame = Callable[[int, str, int, Any], T]


def answers(triggers: Triggers, events: Sequence[Any], players: Sequence[Any],
            rules_ids: tuple[str, ...], foreign: bool, frame: Frame[T],
            environment: Callable[[int, Any], Any]) -> list[T]:
    """The programs answering ``events``, the first event's first: ``players`` hold the
    seats' hooked definitions, ``rules_ids`` the ``rules`` blocks, ``foreign`` whether any
    trigger answers other players' events (if not, only the actor is asked), ``frame``
    the game's frame of each program and ``environment(seat, event)`` what a condition is
    called with."""
    found: list[T] = []
    for event in events:
        tag = event.tag
        if tag not in triggers:  # ``in`` and ``[]``: the read-only mappings' fast paths
            continue
        by_tile = triggers[tag]
        actor = getattr(event, "seat", None)
        if actor is None:
            owners: tuple[tuple[int, tuple[str, ...]], ...] = ((-1, rules_ids),)
        elif foreign:
            owners = tuple((seat, player.hooked) for seat, player in enumerate(players))
        else:
            owners = ((actor, players[actor].hooked),)
        for seat, held in owners:
            env: Any = None
            for tile_id in held:
                if tile_id not in by_tile:
                    continue
                for trigger in by_tile[tile_id]:
                    scope = trigger.scope
                    if actor is not None and (
                        (scope == "own" and seat != actor)
                        or (scope == "other" and seat == actor)
                    ):
                        continue
                    if trigger.condition is not None:
                        if env is None:
                            env = environment(seat, event)
                        if not trigger.condition(env):
                            continue
                    found.append(frame(seat, tile_id, trigger.index, event))
    return found
