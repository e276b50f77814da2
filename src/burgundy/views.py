"""What every player may see: the game without its hidden parts.

Everything on the player boards, the depots, the round spaces and the pending decisions is
open in this game; hidden are the order of the face-down supplies, the goods stacks of
later phases, the goods that left the game unseen, and the random stream. A networked
front end sends this view, and a bot that must not peek reads it.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from burgundy import data
from burgundy.model.state import GameState
from burgundy.serialize import CONVERTER

#: Parts of a state that nobody at the table can see.
HIDDEN = ("supply", "black_supply", "goods_stacks", "goods_out", "seed", "draws")


def public_view(state: GameState) -> dict[str, Any]:
    """The state as JSON-ready data, with the hidden parts reduced to what the table
    knows: how many tiles are left in each face-down supply, how many goods tiles are in
    each stack still to come."""
    view: dict[str, Any] = CONVERTER.unstructure(state)
    for key in HIDDEN:
        del view[key]
    later = data.PHASES.index(state.phase) + 1
    view["supply_left"] = {
        colour: len(pile) for colour, pile in zip(data.COLOURS, state.supply, strict=True)
    }
    view["black_supply_left"] = len(state.black_supply)
    view["goods_stacks_left"] = [len(stack) for stack in state.goods_stacks[later:]]
    view["discarded"] = dict(sorted(Counter(str(t) for t in state.out).items()))
    return view
