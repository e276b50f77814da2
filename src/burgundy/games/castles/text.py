"""Tiles, decisions, actions and events in plain words, for people.

A front end says what the player to act is asked with ``describe_decision(game)``, lists
the legal actions with ``describe_action(game, action)`` ("place the Bank from storage on
space 14 (die 3)", "take the goods of depots 2 and 3", "Pay 1 silverling to keep a
shield"), tells what happened with ``describe_event(game, event, names)`` and, asked about
an action, what its tile or option does with ``explain(game, action)``. Tiles and
definitions are called by the names their tile set gives them, and the options of a tile
file's ``choose`` by their labels.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from burgundy.games.castles import actions as act
from burgundy.games.castles import events as ev
from burgundy.games.castles import state as st
from burgundy.games.castles import vocabulary
from burgundy.games.castles.effects.interpreter import choose_of
from burgundy.games.castles.effects.tileset import TileSet
from burgundy.games.castles.rules.context import Ctx
from burgundy.games.castles.tile import Tile
from burgundy.lang import ir

if TYPE_CHECKING:
    from burgundy.games.castles.game import CastlesGame

# --- names ------------------------------------------------------------------------------


def tile_name(tiles: TileSet, tile: Tile) -> str:
    """What a person calls ``tile``: "Castle", "3 cows", "Bank", "Knowledge 7: Animals score
    one more", "Shield 6: An opponent's knowledge"."""
    if tile.kind == "animal":
        plural = tile.detail if tile.detail == "sheep" else f"{tile.detail}s"
        return f"{tile.animals} {plural}"
    if tile.id in tiles.by_id:
        return definition_name(tiles, tile.id)
    if tile.kind == "knowledge":
        return f"Knowledge {tile.number}"
    if tile.kind == "building":
        return (tile.detail or "").replace("_", " ").title()
    return " ".join(filter(None, (tile.kind, tile.detail))).capitalize()


def definition_name(tiles: TileSet, definition_id: str) -> str:
    """What a person calls a definition of the tile files (a tile, a component or a
    ``rules`` block): its name, "Knowledge 7: …" for a knowledge tile."""
    definition = tiles.by_id.get(definition_id)
    if definition is None:
        return definition_id
    if definition.kind == "knowledge":
        return f"Knowledge {definition.key}: {definition.name}"
    return definition.name


def _and(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _a(noun: str) -> str:
    return f"an {noun}" if noun[:1].lower() in "aeiou" else f"a {noun}"


def counted(n: int, noun: str) -> str:
    """``n`` of ``noun`` (singular): "1 worker", "2 workers"."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def _resource(n: int, resource: str) -> str:
    """``n`` of a resource of the language (plural): "1 silverling", "4 points"."""
    return counted(n, resource.removesuffix("s"))


def _pattern(tiles: TileSet, pattern: ir.Pattern) -> str:
    """A tile pattern as a noun: "tile" (``any``), "mine or knowledge tile or castle"."""
    if {k.kind for k in pattern.alternatives if k.detail is None} >= set(vocabulary.TILE_KINDS):
        return "tile"
    return " or ".join(_kind(tiles, k) for k in pattern.alternatives)


def _kind(tiles: TileSet, kind: ir.KindPattern) -> str:
    if kind.kind == "knowledge":
        return "knowledge tile" + (f" {kind.detail}" if kind.detail else "")
    if kind.detail is None or kind.kind == "animal":
        return kind.detail or kind.kind
    if kind.kind == "building":
        return definition_name(tiles, f"building:{kind.detail}")
    return f"{kind.kind} {kind.detail}"


def _zone(key: str, whose: str = "your") -> str:
    """Where tiles lie (``burgundy.model.state.tiles_in`` keys), for a person: "the black
    depot", "the inn display", "your shields"."""
    fixed = {"depots": "the depots", "black_depot": "the black depot", "out": "the game"}
    if key in fixed:
        return fixed[key]
    if key in ("storage", "estate"):
        return f"{whose} {key}"
    where, _, name = key.partition(" ")
    if where == "supply":
        return f"the {name} pile"
    if where == "display":
        kind, _, index = name.partition(" ")
        return f"the {kind} display" + (f" {index}" if index else "")
    return f"{whose} {name}s"  # `my <row>`: the components held


def _colour(colour: str) -> str:
    return colour.replace("_", " ")


# --- decisions ----------------------------------------------------------------------------


def pending_decision(game: CastlesGame) -> st.Decision | None:
    """The decision waiting for an answer, or ``None`` during an ordinary turn."""
    pending = game.state.pending
    top = pending[-1] if pending else None
    return None if isinstance(top, st.ShipMove | st.EffectFrame | st.FlowStep) else top


def describe_decision(game: CastlesGame) -> str:
    """What the player to act is asked now, in one line."""
    decision = pending_decision(game)
    if decision is None:
        dice = game.state.players[game.state.active_seat].dice_left
        return f"your turn: dice {', '.join(map(str, dice))} left" if dice else "your turn"
    return _DECISIONS[type(decision)](game.tiles, decision)


def _start_castle(tiles: TileSet, decision: Any) -> str:
    return "choose the space of your start castle"


def _discard(tiles: TileSet, decision: Any) -> str:
    if decision.incoming is None:  # the limit fell below what storage holds (shield 4 lost)
        return "your storage holds more than it may: discard a tile"
    incoming = tile_name(tiles, decision.incoming)
    return f"your storage is full: discard a tile to make room for the {incoming}"


def _ship(tiles: TileSet, decision: Any) -> str:
    return "your ship takes goods: choose the depot"


def _goods(tiles: TileSet, decision: Any) -> str:
    return "not every goods type fits your warehouse: choose what to keep"


def _extra(tiles: TileSet, decision: Any) -> str:
    if decision.number is None:
        text = "an extra action: any die action with any number, without a die"
    else:
        text = f"an extra action: any die action, as with a die showing {decision.number}"
    return text + (", or none" if decision.optional else "")


def _take(tiles: TileSet, decision: Any) -> str:
    what = _a(_pattern(tiles, decision.pattern))
    source = _zone(decision.source)
    if decision.price is not None:
        text = f"buy {what} from {source} for {counted(decision.price, 'silverling')}"
    elif decision.dest == "out":
        text = f"put {what} from {source} out of the game"
    else:
        text = f"take {what} from {source} into {_zone(decision.dest)}"
    by = definition_name(tiles, decision.tile_id)
    return f"{by}: {text}" + (", or none" if decision.optional else "")


def _place(tiles: TileSet, decision: Any) -> str:
    what = _a(_pattern(tiles, decision.pattern))
    by = definition_name(tiles, decision.tile_id)
    text = f"{by}: place {what} from {_zone(decision.source)} on any space number"
    return text + (", or none" if decision.optional else "")


def _sell(tiles: TileSet, decision: Any) -> str:
    text = f"{definition_name(tiles, decision.tile_id)}: sell the goods of one type"
    return text + (", or none" if decision.optional else "")


def _option(tiles: TileSet, decision: Any) -> str:
    frame: st.EffectFrame = decision.frame
    by = definition_name(tiles, frame.tile_id)
    if frame.part == "action":
        by = f"{tiles.by_id[frame.tile_id].actions[frame.hook].label} ({by})"
    return f"{by}: choose one"


#: What each kind of decision asks. A decision type of the engine without words here is a
#: ``KeyError``: the test of every decision type (tests/test_decisions_in_words.py) finds it.
_DECISIONS: Mapping[type, Callable[[TileSet, Any], str]] = {
    st.StartCastleChoice: _start_castle,
    st.DiscardChoice: _discard,
    st.ShipChoice: _ship,
    st.GoodsChoice: _goods,
    st.ExtraActionChoice: _extra,
    st.TakeChoice: _take,
    st.PlaceChoice: _place,
    st.SellChoice: _sell,
    st.OptionChoice: _option,
}


# --- actions ------------------------------------------------------------------------------


def _die(action: act.TakeTile | act.PlaceTile | act.SellGoods | act.UseAction) -> str:
    if action.die is None:
        return f"extra action as a {action.number}"
    text = f"die {action.die}"
    if action.die != action.number:
        text += f" as {action.number}"
    if action.workers:
        text += f", {counted(action.workers, 'worker')}"
    return text


def describe_action(game: CastlesGame, action: act.Action) -> str:
    """``action`` (one of ``game.legal_actions()``) in words, for the player to act."""
    decision = pending_decision(game)
    if isinstance(action, act.TakeTile):
        return f"take {_in_depot(game, action.number, action.slot)} ({_die(action)})"
    if isinstance(action, act.PlaceTile):
        name = tile_name(game.tiles, action.tile)
        text = f"place the {name} from storage on space {action.space}"
        # A tile's placement (city hall) takes any number and no die.
        return text if isinstance(decision, st.PlaceChoice) else f"{text} ({_die(action)})"
    if isinstance(action, act.SellGoods):
        count = _player(game).goods.get(action.number, 0)
        return f"sell {count} goods of type {action.number} ({_die(action)})"
    if isinstance(action, act.TakeWorkers):
        return "take workers" + (f" (die {action.die})" if action.die else " (extra action)")
    if isinstance(action, act.BuyTile):
        return f"buy {_in_depot(game, action.depot, action.slot)}"
    if isinstance(action, act.EndTurn):
        return "end your turn without buying"
    if isinstance(action, act.Skip):
        return _SKIPS.get(type(decision), "decline it")
    if isinstance(action, act.UseAction):
        text = f"{action.label} ({definition_name(game.tiles, action.source)})"
        return text if action.number is None else f"{text} ({_die(action)})"
    return _describe_choice(game, decision, action)


_SKIPS: dict[type, str] = {
    st.TakeChoice: "take no tile",
    st.PlaceChoice: "place no tile",
    st.SellChoice: "sell nothing",
    st.ExtraActionChoice: "give up the extra action",
}


def _describe_choice(game: CastlesGame, decision: st.Decision | None, action: act.Choose) -> str:
    option = action.option
    if isinstance(decision, st.OptionChoice):
        return action.label or _label(game, decision, option)
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
    if isinstance(decision, st.TakeChoice):
        where = _picked_words(game, decision, option)
        if decision.price is not None:
            return f"buy {where} for {counted(decision.price, 'silverling')}"
        if decision.dest == "out":
            return f"put {where} out of the game"
        into = "" if decision.dest == "storage" else f" into {_zone(decision.dest)}"
        return f"take {where}{into}"
    if isinstance(decision, st.PlaceChoice) and isinstance(option, tuple):
        return f"place {_picked_words(game, decision, option)} on space {option[-1]}"
    if isinstance(decision, st.SellChoice) and isinstance(option, int):
        return f"sell the {_player(game).goods.get(option, 0)} goods of type {option}"
    return f"choose {option}"


def _label(game: CastlesGame, decision: st.OptionChoice, option: act.Option) -> str:
    """The label the tile file gives option ``option`` of ``decision``."""
    options = choose_of(Ctx(game.tiles), decision).options
    return options[option].label if isinstance(option, int) else f"choose {option}"


def _player(game: CastlesGame) -> st.PlayerState:
    seat = game.current_player
    return game.state.players[seat if seat is not None else game.state.active_seat]


def _in_depot(game: CastlesGame, depot: int, slot: int) -> str:
    """The tile in ``slot`` of ``depot`` and where it is: "the Bank from depot 3", or
    for depot 0 "the Castle from the black depot"."""
    s = game.state
    found = s.black_depot[slot] if depot == 0 else s.depots[depot][slot]
    name = tile_name(game.tiles, found) if found else "tile"
    return f"the {name} from {'the black depot' if depot == 0 else f'depot {depot}'}"


def _picked(
    game: CastlesGame, decision: st.TakeChoice | st.PlaceChoice, option: act.Option
) -> tuple[Tile | None, str]:
    """The tile an answer to a tile program's ``take`` or ``place`` picks, and where from:
    ``(depot, slot)`` of the depots, else an index into the zone (a placement's answer
    ends with the space)."""
    at: tuple[int, ...] = option if isinstance(option, tuple) else (int(option),)
    if isinstance(decision, st.PlaceChoice):
        at = at[:-1]
    if decision.source == "depots":
        depot, slot = at
        return game.state.depot_slots[depot - 1][slot], f"depot {depot}"
    held = st.tiles_in(game.state, decision.seat, decision.source)
    return held[at[0]], _zone(decision.source)


def _picked_words(
    game: CastlesGame, decision: st.TakeChoice | st.PlaceChoice, option: act.Option
) -> str:
    tile, where = _picked(game, decision, option)
    return f"the {tile_name(game.tiles, tile) if tile else 'tile'} from {where}"


def _stored(game: CastlesGame, tile_id: str) -> Tile:
    return next(t for t in _player(game).storage if t.id == tile_id)


# --- events -------------------------------------------------------------------------------


def describe_event(game: CastlesGame, event: ev.Event, names: Mapping[int, str]) -> str | None:
    """One line telling ``event`` at the table (``names`` says who each seat is), or
    ``None`` for what the table shows by itself (``SILENT_EVENTS``: dice rolled, goods
    arriving, turns starting and ending, workers spent on a die, each goods tile of a sale
    that the sale's own line tells) or what changed nothing
    (a final-scoring line of no points, no tiles left in the depots)."""
    words = _EVENTS.get(type(event))
    if words is None:
        return None
    seat = getattr(event, "seat", -1)
    return words(game.tiles, event, names.get(seat, f"Seat {seat}"))


def _depot_words(depot: int) -> str:
    return {0: " from the black depot", -1: ""}.get(depot, f" from depot {depot}")


def _taken_event(tiles: TileSet, e: Any, who: str) -> str:
    verb = "buys" if e.cause == "buy" else "takes"
    return f"  {who} {verb} the {tile_name(tiles, e.tile)}{_depot_words(e.depot)}"


def _component(tiles: TileSet, e: Any, who: str) -> str:
    name = tile_name(tiles, e.tile)
    if e.row == "out" and e.source.startswith("my "):
        return f"  {who} loses the {name}: it leaves the game"
    if e.row == "out":
        return f"  {who} puts the {name} from {_zone(e.source, 'their')} out of the game"
    return f"  {who} takes the {name} from {_zone(e.source, 'their')} into their {e.row}s"


def _moved(tiles: TileSet, e: Any, who: str) -> str:
    names = [tile_name(tiles, t) for t in e.tiles]
    goes = "goes" if len(names) == 1 else "go"
    dest = "out of the game" if e.dest == "out" else f"to {_zone(e.dest, 'their')}"
    return f"  {_and(names)} {goes} from {_zone(e.source, 'their')} {dest}"


def _track(tiles: TileSet, e: Any, who: str) -> str:
    text = f"  {who} marks space {e.space + 1} of their {e.row} track with goods {e.value}"
    return text + (": it matches, its reward follows" if e.matched else "")


def _final(tiles: TileSet, e: Any, who: str) -> str | None:
    return f"  {who}: {e.label} +{e.points}" if e.points else None


def _removed(tiles: TileSet, e: Any, who: str) -> str | None:
    if not e.tiles:
        return None
    return f"  {_and([tile_name(tiles, t) for t in e.tiles])} left in the depots leave the game"


#: What a lapsed decision had nothing of, by its kind (``DecisionLapsed.decision``).
_NOTHING_TO: Mapping[str, str] = {
    "take": "nothing to take", "place": "nothing to place", "sell": "nothing to sell",
    "option": "no option can be carried out", "discard": "nothing to discard",
    "ship": "no goods to take", "goods": "no goods to take",
    "extra_action": "no extra action can be taken", "start_castle": "no space to start on",
}


def _lapsed(tiles: TileSet, e: Any, who: str) -> str:
    nothing = _NOTHING_TO.get(e.decision, "nothing to choose")
    if not e.source:
        return f"  {who}: {nothing}; the choice lapses"
    return f"  {who}: {nothing}; the benefit of {definition_name(tiles, e.source)} lapses"


#: Each event a person should see in words (the seat's name is ``who``).
_EVENTS: Mapping[type, Callable[[TileSet, Any, str], str | None]] = {
    ev.RoundStarted: lambda t, e, who: f"— phase {e.phase}, round {e.round} —",
    ev.StartCastlePlaced: lambda t, e, who: f"  {who} puts the start castle on space {e.space}",
    ev.TileTaken: _taken_event,
    ev.TileDiscarded: lambda t, e, who: (
        f"  {who} discards the {tile_name(t, e.tile)} from storage"),
    ev.TilePlaced: lambda t, e, who: (
        f"  {who} places the {tile_name(t, e.tile)} on space {e.space}"),
    ev.RegionCompleted: lambda t, e, who: (
        f"  {who} completes a {_colour(e.colour)} region of {e.size}: +{e.points}"),
    ev.BonusTaken: lambda t, e, who: (
        f"  {who} takes the {'large' if e.large else 'small'} {_colour(e.colour)} bonus: "
        f"+{e.points}"),
    ev.AnimalsScored: lambda t, e, who: f"  {who} scores {e.species}: +{e.points}",
    ev.GoodsShipped: lambda t, e, who: (
        f"  {who} ships {counted(e.count, 'goods tile')} from depot"
        f"{'s' if len(e.depots) > 1 else ''} {_and([str(d) for d in e.depots])}"),
    ev.TurnOrderMoved: lambda t, e, who: (
        f"  {who} moves to space {e.space + 1} of the turn-order track"),
    ev.GoodsSold: lambda t, e, who: (
        f"  {who} sells {e.count} goods of type {e.goods}: +{counted(e.points, 'point')}, "
        f"+{counted(e.silverlings, 'silverling')}"),
    ev.WorkersTaken: lambda t, e, who: f"  {who} takes {counted(e.count, 'worker')}",
    ev.Purchased: lambda t, e, who: (
        f"  {who} pays {counted(e.price, 'silverling')} for the turn's purchase"),
    ev.Gained: lambda t, e, who: (
        f"  {who} gains {_resource(e.amount, e.resource)} ({definition_name(t, e.source)})"),
    ev.Paid: lambda t, e, who: (
        f"  {who} pays {_resource(e.amount, e.resource)} ({definition_name(t, e.source)})"),
    ev.Moved: _moved,
    ev.ComponentTaken: _component,
    ev.TrackMarked: _track,
    ev.ActionUsed: lambda t, e, who: (
        f"  {who}: {e.label} ({definition_name(t, e.source)})"),
    ev.OptionChosen: lambda t, e, who: (
        f"  {who} chooses: {e.label} ({definition_name(t, e.source)})"),
    ev.DieSet: lambda t, e, who: f"  {who} sets die {e.die} to {e.value}",
    ev.DecisionLapsed: _lapsed,
    ev.MineIncome: lambda t, e, who: (
        f"  {who}'s {counted(e.mines, 'mine')} {'pays' if e.mines == 1 else 'pay'} "
        f"{counted(e.silverlings, 'silverling')}"),
    ev.TilesRemoved: _removed,
    ev.PhaseEnded: lambda t, e, who: f"— phase {e.phase} ends —",
    ev.FinalScore: _final,
    ev.GameEnded: lambda t, e, who: "— the game is over —",
}
#: Events the table shows by itself: no line of their own.
SILENT_EVENTS: frozenset[type] = frozenset(
    {ev.PhaseStarted, ev.DiceRolled, ev.GoodsArrived, ev.TurnStarted, ev.TurnEnded,
     ev.WorkersSpent, ev.GoodsTileSold}
)


# --- what an action concerns --------------------------------------------------------------


def explain(game: CastlesGame, action: act.Action) -> str:
    """What ``action`` (one of ``game.legal_actions()``) concerns, in a few lines for a
    person: the tile, component or option it is about and what that does, from its tile
    file (the definition's description, or else the comments just above it) or, for the
    base game's own tiles and actions, from the rules."""
    tiles = game.tiles
    decision = pending_decision(game)
    if isinstance(action, act.UseAction):
        definition = tiles.by_id.get(action.source)
        if definition is None or not 0 <= action.index < len(definition.actions):
            return action.label
        item = definition.actions[action.index]
        head = f'"{item.label}", an action of {definition_name(tiles, action.source)}'
        return _lines(head, _comment(tiles, item.pos), _about(tiles, definition))
    if isinstance(action, act.Choose) and isinstance(decision, st.OptionChoice):
        return _explain_option(game, decision, action)
    tile = _tile_of(game, decision, action)
    if tile is not None:
        return _explain_tile(tiles, tile)
    kind = type(decision) if isinstance(action, act.Choose | act.Skip) else type(action)
    return _RULES.get(kind, describe_action(game, action))


def _explain_option(game: CastlesGame, decision: st.OptionChoice, action: act.Choose) -> str:
    tiles = game.tiles
    frame = decision.frame
    definition = tiles.by_id[frame.tile_id]
    statement = choose_of(Ctx(tiles), decision)
    option = action.option
    label = statement.options[option].label if isinstance(option, int) else str(option)
    head = f'"{label}", an option of {definition_name(tiles, frame.tile_id)}'
    # The comments above the `choose`, else above the hook it is in (its `action`, `when`).
    items: list[Any] = list(definition.actions if frame.part == "action" else
                            definition.spaces if frame.part == "space" else
                            definition.triggers if frame.part == "" else ())
    hook = items[frame.hook].pos if 0 <= frame.hook < len(items) else None
    said = _comment(tiles, statement.pos) or _comment(tiles, hook)
    return _lines(head, said, _about(tiles, definition))


def _tile_of(game: CastlesGame, decision: st.Decision | None, action: act.Action) -> Tile | None:
    """The hex tile or component ``action`` takes, places, buys or discards, if any."""
    s = game.state
    if isinstance(action, act.TakeTile):
        return s.depot_slots[action.number - 1][action.slot]
    if isinstance(action, act.BuyTile):
        return s.black_depot[action.slot] if action.depot == 0 else \
            s.depot_slots[action.depot - 1][action.slot]
    if isinstance(action, act.PlaceTile):
        return action.tile
    if not isinstance(action, act.Choose):
        return None
    option = action.option
    if isinstance(decision, st.DiscardChoice) and isinstance(option, str):
        return _stored(game, option)
    if isinstance(decision, st.TakeChoice | st.PlaceChoice):
        return _picked(game, decision, option)[0]
    return None


def _explain_tile(tiles: TileSet, tile: Tile) -> str:
    definition = tiles.by_id.get(tile.id)
    if definition is not None:
        return _lines(tile_name(tiles, tile), _about(tiles, definition))
    return _lines(tile_name(tiles, tile), _KINDS.get(tile.kind, "No effect of its own."))


def _about(tiles: TileSet, definition: ir.TileDef) -> str:
    """What a definition does: its description, else the comments just above it."""
    return _prose(definition.description) or _comment(tiles, definition.pos)


def _comment(tiles: TileSet, pos: ir.Pos | None) -> str:
    """The comment lines written just above ``pos`` in its file, as prose (without the
    rule ids that open them)."""
    if pos is None:
        return ""
    text = dict(tiles.sources).get(pos.path)
    if text is None:
        return ""
    lines = text.split("\n")[: pos.line - 1]
    said: list[str] = []
    while lines and lines[-1].strip().startswith("#"):
        said.insert(0, lines.pop().strip().removeprefix("#").strip())
    return _prose("\n".join(said))


#: Rule ids opening a sentence of a comment ("K-7: ", "X-SHIELD-4 and X-SHIELD-5: "):
#: for whoever checks the file against the rules, not for players.
_RULE_IDS = re.compile(
    r"(?:^|(?<=[.:] ))(?:[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+(?:,? and |, | to )?)+: (\w?)"
)


def _prose(text: str) -> str:
    """Lines as paragraphs (a blank line between two), each one line, without the rule ids
    that open sentences."""
    paragraphs = [" ".join(p.split()) for p in re.split(r"\n\s*\n", text.strip())]
    unruled = [_RULE_IDS.sub(lambda m: m.group(1).upper(), p) for p in paragraphs if p]
    return "\n".join(p[:1].upper() + p[1:] for p in unruled)


def _lines(*parts: str) -> str:
    return "\n".join(dict.fromkeys(p for p in parts if p))


#: The base game's tiles, which no tile file defines (RULES.md, section 5).
_KINDS: Mapping[str, str] = {
    "castle": "Placed: one extra action at once, as if with a die showing the number of "
              "your choice.",
    "mine": "At the end of every phase: 1 silverling per mine in your estate.",
    "ship": "Placed: take all the goods of one depot of your choice into your warehouse, "
            "then move forward on the turn-order track.",
    "animal": "Placed: scores its animals, and those of every other tile of its species "
              "already in the same pasture again.",
}
_SELL = ("Sell goods: every goods tile of the type in your warehouse goes to your sold pile, "
         "for 1 silverling and points per tile.")
#: The base game's actions and decisions, by action type or by the decision they answer.
_RULES: Mapping[type, str] = {
    act.SellGoods: _SELL,
    act.TakeWorkers: "Take workers: 2 workers. Each worker turns a die one pip up or down.",
    act.EndTurn: "End your turn: both dice are used.",
    st.StartCastleChoice: "Your start castle: one of the spaces of your estate the set-up "
                          "allows (the castle spaces), where your estate grows from.",
    st.ShipChoice: "A ship takes all the goods of one depot into your warehouse (at most "
                   "three goods types).",
    st.GoodsChoice: "Your warehouse holds at most three goods types: what does not fit "
                    "stays in the depot.",
    st.SellChoice: _SELL,
    st.ExtraActionChoice: "An extra action: any die action, as if with a die showing the "
                          "number of your choice.",
    st.TakeChoice: "Take no tile.",
    st.PlaceChoice: "Place no tile.",
}
