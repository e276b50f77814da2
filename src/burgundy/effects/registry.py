"""Everything the tile language may name, registered once.

The checker, the error messages ("did you mean …") and the language reference in
``docs/`` are all made from these tables; the engine asks the query points and publishes
the events listed here, under exactly these names.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Literal, TypeAlias

import attrs

#: The value types of the language.
Type: TypeAlias = Literal[
    "int",
    "bool",
    "tile",
    "goods",
    "action",
    "cause",
    "colour",
    "species",
    "resource",
    "region",
    "label",
]


@attrs.frozen
class Field:
    name: str
    type: Type
    doc: str


@attrs.frozen
class EventSpec:
    name: str
    fields: tuple[Field, ...]
    doc: str


@attrs.frozen
class QuerySpec:
    name: str
    type: Literal["int", "bool"]
    base: str
    context: tuple[Field, ...]
    doc: str
    #: The rule ID(s) of RULES.md the quantity comes from.
    rule: str


@attrs.frozen
class StatementSpec:
    name: str
    syntax: str
    doc: str


def _table(*items: EventSpec | QuerySpec | StatementSpec) -> MappingProxyType[str, object]:
    return MappingProxyType({item.name: item for item in items})


_CAUSE = Field(
    "cause",
    "cause",
    "what made it happen: `die` (a die action), `castle` (a castle's extra action), "
    "`effect` (a building or knowledge tile), `buy` (a purchase), `income` (phase end)",
)

EVENTS: MappingProxyType[str, EventSpec] = MappingProxyType(
    {
        e.name: e
        for e in (
            EventSpec(
                "tile_placed",
                (
                    Field("tile", "tile", "the tile"),
                    Field("space", "int", "the estate space"),
                    _CAUSE,
                ),
                "A tile was placed in the owner's estate. Like every trigger, it runs after "
                "the step that caused it has resolved: here, after the tile's region, colour "
                "and own effects, its decisions included.",
            ),
            EventSpec(
                "tile_taken",
                (
                    Field("tile", "tile", "the tile"),
                    Field("depot", "int", "the depot it came from: 1-6, or 0 for the black depot"),
                    _CAUSE,
                ),
                "A tile went from a depot into the owner's storage.",
            ),
            EventSpec(
                "goods_sold",
                (
                    Field("goods", "goods", "the goods type (1-6)"),
                    Field("count", "int", "how many tiles were sold"),
                    _CAUSE,
                ),
                "The owner sold goods (die action, castle action or a tile's sale).",
            ),
            EventSpec(
                "workers_taken",
                (Field("count", "int", "workers gained"), _CAUSE),
                "The owner used the take-workers die action (never a tile's worker gain).",
            ),
            EventSpec(
                "goods_shipped",
                (Field("count", "int", "goods tiles taken into the warehouse"),),
                "A placed ship took goods from the depots into the owner's warehouse.",
            ),
            EventSpec(
                "region_completed",
                (
                    Field("colour", "colour", "the region's colour"),
                    Field("size", "int", "its number of spaces"),
                ),
                "The owner covered a whole region.",
            ),
            EventSpec(
                "bonus_taken",
                (
                    Field("colour", "colour", "the colour completed"),
                    Field("large", "bool", "whether it was the large bonus tile"),
                ),
                "The owner took a colour bonus tile.",
            ),
            EventSpec(
                "animals_scored",
                (
                    Field("species", "species", "the species"),
                    Field("points", "int", "points scored"),
                ),
                "A placed animal tile scored.",
            ),
            EventSpec(
                "mine_income",
                (Field("mines", "int", "mines in the owner's estate"),),
                "End of a phase: the owner's mines paid (only for an owner with mines).",
            ),
            EventSpec("turn_started", (), "The owner's turn began."),
            EventSpec("turn_ended", (), "The owner's turn ended."),
        )
    }
)


def _query(
    name: str,
    type: Literal["int", "bool"],
    base: str,
    rule: str,
    doc: str,
    *context: Field,
) -> QuerySpec:
    """A query point; every one may read ``value``, the value so far."""
    value = Field(
        "value",
        type,
        "the value so far (the base, after the modifiers applied before this one)",
    )
    return QuerySpec(name, type, base, (*context, value), doc, rule)


_TILE_PLACED = Field("tile", "tile", "the tile being placed")
_SPACE_COLOUR = Field("colour", "colour", "the colour of the estate space")
_REGION = Field("region", "region", "the estate spaces of the region")
_REGION_COLOUR = Field("colour", "colour", "the region's colour")
_SCORED_REGION = (Field("size", "int", "the size it scores as (`region.size`)"), _REGION_COLOUR)
_SALE = (
    Field("goods", "goods", "the type sold"),
    Field("count", "int", "tiles sold"),
    _CAUSE,
)

QUERIES: MappingProxyType[str, QuerySpec] = MappingProxyType(
    {
        q.name: q
        for q in (
            _query(
                "sale.silverlings", "int", "1", "R-ACT-SELL",
                "Silverlings gained for one sale.",
                *_SALE,
            ),
            _query(
                "sale.points_per_tile", "int", "2, 3 or 4 (by player count)", "R-ACT-SELL",
                "Points per goods tile sold.",
                *_SALE,
            ),
            _query(
                "take_workers.count", "int", "2", "R-ACT-WORK",
                "Workers gained by the take-workers die action (also a castle's).",
                _CAUSE,
            ),
            _query(
                "worker.pips", "int", "1", "R-TURN-2",
                "How many pips one worker may turn a die (up or down, wrapping 6-1).",
            ),
            _query(
                "worker.wraps", "bool", "true", "R-TURN-2",
                "Whether turning a die wraps between 6 and 1 (one pip, one worker).",
            ),
            _query(
                "die.free_steps", "int", "0", "R-TURN-2",
                "Pips the die may be turned for free for this action, before workers pay.",
                Field(
                    "action",
                    "action",
                    "the kind of die action: `take`, `place`, `sell` or `workers`",
                ),
                Field("tile", "tile", "the tile taken or placed (take and place only)"),
            ),
            _query(
                "buy.per_turn", "int", "1", "R-TURN-3",
                "Purchases allowed in one turn (0 forbids them). The game state records "
                "whether the turn's purchase was made, not how many: values above 1 count "
                "as 1.",
            ),
            _query(
                "buy.any_depot", "bool", "false", "R-TURN-3",
                "Whether the once-a-turn purchase may come from the numbered depots too.",
            ),
            _query("buy.price", "int", "2", "R-TURN-3", "Silverlings a purchase costs."),
            _query(
                "place.adjacent", "bool", "true", "R-ACT-PLACE",
                "Whether the tile must go next to a tile already placed.",
                _TILE_PLACED,
            ),
            _query(
                "place.colour_match", "bool", "the tile's colour equals `colour`",
                "R-ACT-PLACE",
                "Whether the tile may go on a space of `colour`.",
                _TILE_PLACED,
                _SPACE_COLOUR,
            ),
            _query(
                "place.allowed", "bool", "true", "R-ACT-PLACE, R-BUILD-2",
                "A last yes/no for one space that every other placement rule allows.",
                _TILE_PLACED,
                Field("space", "int", "the estate space (0-36)"),
                _SPACE_COLOUR,
                _REGION,
            ),
            _query(
                "city.repeat_buildings", "bool", "false", "R-BUILD-2",
                "Whether one city may hold a building type more than once.",
            ),
            _query(
                "storage.limit", "int", "3", "R-STORE-1",
                "How many hex tiles storage holds (at least 1); a tile taken into full "
                "storage first discards one.",
            ),
            _query(
                "warehouse.types", "int", "3", "R-STORE-2",
                "How many goods types the warehouse holds.",
            ),
            _query(
                "ship.depots", "int", "1", "R-SHIP-1",
                "How many adjacent depots (around the ring 1-6) a placed ship empties.",
            ),
            _query(
                "track.steps", "int", "1", "R-SHIP-2",
                "Spaces a placed ship moves the owner's turn-order marker forward (negative: "
                "back; the marker stays on the track).",
            ),
            _query(
                "track.on_top", "bool", "true", "R-SHIP-2",
                "Whether the moved marker goes on top of a stack (`false`: at the bottom).",
            ),
            _query(
                "animal.pastures_joined", "bool", "false", "R-ANIMAL-1",
                "Whether all the owner's pastures count as one when an animal scores.",
            ),
            _query(
                "animal.points_per_tile", "int", "0", "R-ANIMAL-1",
                "Extra points for every animal tile that scores in a placement.",
                Field("species", "species", "the species scoring"),
            ),
            _query(
                "castle.extra_actions", "int", "1", "R-CASTLE-1",
                "Extra actions a placed castle gives, one after the other.",
            ),
            _query(
                "mine.silverlings", "int", "1", "R-MINE-1",
                "Silverlings each mine pays at the end of a phase.",
            ),
            _query(
                "region.size", "int", "the region's number of spaces", "R-REGION-1",
                "The size a completed region scores as.",
                Field("size", "int", "the region's number of spaces"),
                _REGION_COLOUR,
                _REGION,
            ),
            _query(
                "region.points", "int", "size * (size + 1) // 2: 1, 3, 6, … 36 for 8, 45 for 9",
                "R-REGION-1",
                "Points a completed region scores by its size.",
                *_SCORED_REGION,
            ),
            _query(
                "region.phase_bonus", "int", "A 10, B 8, C 6, D 4, E 2 (by phase)",
                "R-REGION-1",
                "Points a completed region scores on top, by the phase.",
                *_SCORED_REGION,
            ),
            _query(
                "bonus.points", "int", "large 5, 6 or 7, small 2, 3 or 4 (by player count)",
                "R-COLOUR-1",
                "Points of a colour bonus tile taken.",
                Field("colour", "colour", "the colour completed"),
                Field("large", "bool", "whether it is the large bonus tile"),
            ),
            _query(
                "final.goods_points", "int", "1", "R-END-GAME-1",
                "Final points per goods tile left in the warehouse.",
            ),
            _query(
                "final.silverling_points", "int", "1", "R-END-GAME-1",
                "Final points per silverling.",
            ),
            _query(
                "final.workers_per_point", "int", "2", "R-END-GAME-1",
                "Workers that make one final point (rounded down).",
            ),
            _query(
                "score.points", "int", "the scorer's value", "R-END-GAME-1",
                "Final points of one end-game scorer (`score \"…\": …` of a placed tile).",
                Field("tile", "tile", "the tile that scores"),
                Field("label", "label", "the scorer's label"),
            ),
        )
    }
)

STATEMENTS: MappingProxyType[str, StatementSpec] = MappingProxyType(
    {
        s.name: s
        for s in (
            StatementSpec(
                "gain", "gain <amount> <resource>", "Gain silverlings, workers or points."
            ),
            StatementSpec(
                "sell",
                "[may] sell goods",
                "Sell one goods type of the owner's choice, as the sell action.",
            ),
            StatementSpec(
                "take",
                "[may] take <pattern> from depots | black depot",
                "Take one matching tile of the owner's choice into storage.",
            ),
            StatementSpec(
                "place",
                "[may] place <pattern> from storage",
                "Place a stored matching tile on any legal space, any die number.",
            ),
            StatementSpec(
                "extra action",
                "[may] extra action",
                "One extra die action with a number of the owner's choice.",
            ),
            StatementSpec(
                "if",
                "if <condition> { … } [else { … }]",
                "Run statements only when a condition holds.",
            ),
            StatementSpec(
                "call", 'call "<hook>"', "Run a Python hook registered with load_tiles(hooks=…)."
            ),
        )
    }
)

RESOURCES: tuple[str, ...] = ("silverlings", "workers", "points")
#: Singular spellings accepted for resources.
RESOURCE_ALIASES: MappingProxyType[str, str] = MappingProxyType(
    {"silverling": "silverlings", "worker": "workers", "point": "points"}
)

TILE_KINDS: tuple[str, ...] = ("castle", "mine", "ship", "animal", "building", "knowledge")
SPECIES: tuple[str, ...] = ("cow", "chicken", "sheep", "pig")
COLOURS: tuple[str, ...] = ("dark_green", "grey", "blue", "light_green", "beige", "yellow")
ACTIONS: tuple[str, ...] = ("take", "place", "sell", "workers")
CAUSES: tuple[str, ...] = ("die", "castle", "effect", "buy", "income")

#: The symbols of each enumeration type (bare words in expressions).
ENUMS: MappingProxyType[str, tuple[str, ...]] = MappingProxyType(
    {
        "species": SPECIES,
        "colour": COLOURS,
        "action": ACTIONS,
        "cause": CAUSES,
        "resource": RESOURCES,
    }
)

#: Values about the tile's owner that expressions may read anywhere.
OWNER_NAMES: MappingProxyType[str, Field] = MappingProxyType(
    {
        f.name: f
        for f in (
            Field("my.points", "int", "points"),
            Field("my.silverlings", "int", "silverlings"),
            Field("my.workers", "int", "workers"),
            Field("my.goods", "int", "goods tiles in the warehouse"),
            Field("my.goods_sold", "int", "goods tiles sold"),
            Field("my.goods_types_sold", "int", "goods types of which at least one tile was sold"),
            Field("my.animal_species", "int", "animal species in the estate"),
            Field("my.bonus_tiles", "int", "bonus tiles held, large or small"),
            Field("my.empty_spaces", "int", "empty estate spaces"),
            Field("my.storage", "int", "tiles in storage"),
            Field("game.players", "int", "the number of players"),
            Field("game.phase", "int", "the phase, 1 (A) to 5 (E)"),
            Field("game.round", "int", "the round in the phase, 1 to 5"),
        )
    }
)
