"""Tiles, actions and the pending decision in plain words, for people.

A front end lists the legal actions with ``describe_action(game, action)``: "place the Bank
from storage on space 14 (die 3)", "take the goods of depots 2 and 3". Building and
knowledge tiles are called by the names their tile set gives them.
"""

from __future__ import annotations

from burgundy import actions as act
from burgundy.effects.tileset import TileSet
from burgundy.game import Game
from burgundy.model import state as st
from burgundy.model.tile import Tile


def tile_name(tiles: TileSet, tile: Tile) -> str:
    """What a person calls ``tile``: "Castle", "3 cows", "Bank", "Knowledge 7: Animals score
    one more"."""
    if tile.kind == "animal":
        plural = tile.detail if tile.detail == "sheep" else f"{tile.detail}s"
        return f"{tile.animals} {plural}"
    definition = tiles.by_id.get(tile.id)
    if tile.kind == "knowledge":
        name = f": {definition.name}" if definition else ""
        return f"Knowledge {tile.number}{name}"
    if tile.kind == "building":
        return definition.name if definition else (tile.detail or "").replace("_", " ").title()
    return tile.kind.title()


def _and(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _die(action: act.TakeTile | act.PlaceTile | act.SellGoods | act.UseAction) -> str:
    if action.die is None:
        return f"extra action as a {action.number}"
    text = f"die {action.die}"
    if action.die != action.number:
        text += f" as {action.number}"
    if action.workers:
        text += f", {action.workers} worker{'s' if action.workers > 1 else ''}"
    return text


def pending_decision(game: Game) -> st.Decision | None:
    """The decision waiting for an answer, or ``None`` during an ordinary turn."""
    pending = game.state.pending
    top = pending[-1] if pending else None
    return None if isinstance(top, st.ShipMove | st.EffectFrame | st.FlowStep) else top


def describe_decision(game: Game) -> str:
    """What the player to act is asked now, in one line."""
    decision = pending_decision(game)
    if decision is None:
        dice = game.state.players[game.state.active_seat].dice_left
        return f"your turn: dice {', '.join(map(str, dice))} left" if dice else "your turn"
    return {
        st.StartCastleChoice: "choose the space of your start castle",
        st.DiscardChoice: "your storage is full: discard a tile",
        st.ShipChoice: "your ship takes goods: choose the depot",
        st.GoodsChoice: "not every goods type fits your warehouse: choose what to keep",
        st.ExtraActionChoice: "your castle gives an extra action with any number",
        st.TakeChoice: "a tile lets you take a tile",
        st.PlaceChoice: "a tile lets you place a tile from storage",
        st.SellChoice: "a tile lets you sell goods",
        st.OptionChoice: "a tile asks you to choose",
    }[type(decision)]


def describe_action(game: Game, action: act.Action) -> str:
    """``action`` (one of ``game.legal_actions()``) in words, for the player to act."""
    if isinstance(action, act.TakeTile):
        return f"take {_in_depot(game, action.number, action.slot)} ({_die(action)})"
    if isinstance(action, act.PlaceTile):
        where = f"space {action.space}"
        name = tile_name(game.tiles, action.tile)
        return f"place the {name} from storage on {where} ({_die(action)})"
    if isinstance(action, act.SellGoods):
        seat = game.current_player
        count = game.state.players[seat].goods.get(action.number, 0) if seat is not None else 0
        return f"sell {count} goods of type {action.number} ({_die(action)})"
    if isinstance(action, act.TakeWorkers):
        return "take workers" + (f" (die {action.die})" if action.die else " (extra action)")
    if isinstance(action, act.BuyTile):
        return f"buy {_in_depot(game, action.depot, action.slot)}"
    if isinstance(action, act.EndTurn):
        return "end your turn without buying"
    if isinstance(action, act.Skip):
        return _SKIPS.get(type(pending_decision(game)), "skip it")
    if isinstance(action, act.UseAction):
        source = game.tiles.by_id.get(action.source)
        text = action.label + (f" ({source.name})" if source is not None else "")
        return text if action.number is None else f"{text} ({_die(action)})"
    return _describe_choice(game, action.option)


_SKIPS: dict[type, str] = {
    st.TakeChoice: "take no tile",
    st.PlaceChoice: "place no tile",
    st.SellChoice: "sell nothing",
    st.ExtraActionChoice: "give up the extra action",
}


def _describe_choice(game: Game, option: act.Option) -> str:
    decision = pending_decision(game)
    if isinstance(decision, st.StartCastleChoice):
        return f"put your start castle on space {option}"
    if isinstance(decision, st.DiscardChoice) and isinstance(option, str):
        return f"discard the {tile_name(game.tiles, _stored(game, option))} from storage"
    if isinstance(decision, st.ShipChoice):
        depots = option if isinstance(option, tuple) else (option,)
        plural = "s" if len(depots) > 1 else ""
        return f"take the goods of depot{plural} {_and([str(d) for d in depots])}"
    if isinstance(decision, st.GoodsChoice) and isinstance(option, tuple):
        return f"keep goods of type {_and([str(g) for g in option])}"
    if isinstance(decision, st.TakeChoice) and isinstance(option, tuple):
        depot, slot = option
        return f"take {_in_depot(game, depot, slot)}"
    if isinstance(decision, st.SellChoice):
        return f"sell the goods of type {option}"
    return f"choose {option}"


def _in_depot(game: Game, depot: int, slot: int) -> str:
    """The tile in ``slot`` of ``depot`` and where it is: "the Bank from depot 3", or
    for depot 0 "the Castle from the black depot"."""
    s = game.state
    found = s.black_depot[slot] if depot == 0 else s.depots[depot][slot]
    name = tile_name(game.tiles, found) if found else "tile"
    return f"the {name} from {'the black depot' if depot == 0 else f'depot {depot}'}"


def _stored(game: Game, tile_id: str) -> Tile:
    seat = game.current_player
    storage = game.state.players[seat].storage if seat is not None else ()
    return next(t for t in storage if t.id == tile_id)


# --- A minimal explain, for `i N` in burgundy play: the full version (every tile in words,
# from the tile files) replaces it.


def explain(game: Game, action: act.Action) -> str:
    """What ``action`` does: its words and, when a building, knowledge tile, component or
    rules block is behind it, that definition's name and its text in the tile language."""
    from burgundy.dsl.printer import format_tile

    words = describe_action(game, action)
    definition = game.tiles.by_id.get(_tile_behind(game, action) or "")
    if definition is None:
        return words
    return f"{words}\n{definition.name}:\n{format_tile(definition).rstrip()}"


def _tile_behind(game: Game, action: act.Action) -> str | None:
    """The id of the tile ``action`` takes, places, buys or answers, if any."""
    if isinstance(action, act.TakeTile | act.BuyTile):
        depot = action.number if isinstance(action, act.TakeTile) else action.depot
        slots = game.state.black_depot if depot == 0 else game.state.depots[depot]
        found = slots[action.slot]
        return found.id if found else None
    if isinstance(action, act.PlaceTile):
        return action.tile.id
    if isinstance(action, act.UseAction):
        return action.source
    decision = pending_decision(game)
    if isinstance(decision, st.OptionChoice):
        return decision.frame.tile_id
    if isinstance(action, act.Choose) and isinstance(decision, st.DiscardChoice):
        return str(action.option)
    return getattr(decision, "tile_id", None)
