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
    "int", "bool", "tile", "goods", "action", "cause", "colour", "species", "resource"
]


@attrs.frozen
class Field:
    name: str
    type: Type
    doc: str


@attrs.frozen
class EventSpec:
    """An event tiles may answer (``when <name>``). ``seated`` events belong to a player
    (every one of them has the field ``actor``, that player's seat); the others belong to
    the game and only ``rules`` blocks answer them, once, with no owner."""

    name: str
    fields: tuple[Field, ...]
    doc: str
    seated: bool = True


@attrs.frozen
class QuerySpec:
    name: str
    type: Literal["int", "bool"]
    base: str
    context: tuple[Field, ...]
    doc: str


@attrs.frozen
class StatementSpec:
    name: str
    syntax: str
    doc: str
    decides: bool = False  # whether it may ask the owner to decide

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
            EventSpec(
                "gained",
                (
                    Field("resource", "resource", "what was gained"),
                    Field("amount", "int", "how much"),
                ),
                "A tile program (`gain`) gave the owner silverlings, workers or points.",
            ),
            EventSpec(
                "paid",
                (
                    Field("resource", "resource", "what was paid"),
                    Field("amount", "int", "how much"),
                ),
                "A tile program (`pay`) took silverlings, workers or points from the owner.",
            ),
            EventSpec(
                "purchased",
                (Field("price", "int", "silverlings paid"),),
                "The owner made the turn's purchase.",
            ),
            EventSpec(
                "tile_discarded",
                (Field("tile", "tile", "the tile"),),
                "The owner discarded a tile (a full storage or a full row).",
            ),
            EventSpec("phase_started", (), "A phase began (its depots are filled).",
                      seated=False),
            EventSpec("round_started", (), "A round began (dice rolled, goods delivered).",
                      seated=False),
            EventSpec("phase_ended", (), "A phase ended, before the mines pay.", seated=False),
        )
    }
)

#: Every seated event's field naming the player whose event it is.
ACTOR = Field("actor", "int", "the seat of the player whose event it is")

QUERIES: MappingProxyType[str, QuerySpec] = MappingProxyType(
    {
        q.name: q
        for q in (
            QuerySpec(
                "sale.silverlings",
                "int",
                "1",
                (
                    Field("goods", "goods", "the type sold"),
                    Field("count", "int", "tiles sold"),
                    _CAUSE,
                ),
                "Silverlings gained for one sale.",
            ),
            QuerySpec(
                "sale.points_per_tile",
                "int",
                "2, 3 or 4 (by player count)",
                (
                    Field("goods", "goods", "the type sold"),
                    Field("count", "int", "tiles sold"),
                    _CAUSE,
                ),
                "Points per goods tile sold.",
            ),
            QuerySpec(
                "take_workers.count",
                "int",
                "2",
                (_CAUSE,),
                "Workers gained by the take-workers die action (also a castle's).",
            ),
            QuerySpec(
                "worker.pips",
                "int",
                "1",
                (),
                "How many pips one worker may turn a die (up or down, wrapping 6-1).",
            ),
            QuerySpec(
                "die.free_steps",
                "int",
                "0",
                (
                    Field(
                        "action",
                        "action",
                        "the kind of die action: `take`, `place`, `sell` or `workers`",
                    ),
                    Field("tile", "tile", "the tile taken or placed (take and place only)"),
                ),
                "Pips the die may be turned for free for this action, before workers pay.",
            ),
            QuerySpec(
                "ship.depots",
                "int",
                "1",
                (),
                "How many adjacent depots (around the ring 1-6) a placed ship empties.",
            ),
            QuerySpec(
                "buy.any_depot",
                "bool",
                "false",
                (),
                "Whether the once-a-turn purchase may come from the numbered depots too.",
            ),
            QuerySpec("buy.price", "int", "2", (), "Silverlings a purchase costs."),
            QuerySpec(
                "city.repeat_buildings",
                "bool",
                "false",
                (),
                "Whether one city may hold a building type more than once.",
            ),
            QuerySpec(
                "animal.points_per_tile",
                "int",
                "0",
                (Field("species", "species", "the species scoring"),),
                "Extra points for every animal tile that scores in a placement.",
            ),
            QuerySpec(
                "mine.silverlings",
                "int",
                "1",
                (),
                "Silverlings each mine pays at the end of a phase.",
            ),
            QuerySpec(
                "black_depot.tiles",
                "int",
                "4, 6 or 8 (2, 3 or 4 players)",
                (),
                "How many black-back tiles the black depot gets at a phase's start. Asked for "
                "no player: only `rules` blocks change it.",
            ),
        )
    }
)

STATEMENTS: MappingProxyType[str, StatementSpec] = MappingProxyType(
    {
        s.name: s
        for s in (
            StatementSpec(
                "gain",
                "gain <amount> <resource>",
                "Gain silverlings, workers or points (a positive amount).",
            ),
            StatementSpec(
                "pay",
                "pay <amount> <resource>",
                "Pay silverlings, workers or points. A program that cannot pay is not carried "
                "out: a `choose` option or an `action` is only offered when it can pay, and a "
                "program stops at a `pay` it cannot meet.",
            ),
            StatementSpec(
                "sell",
                "[may] sell goods",
                "Sell one goods type of the owner's choice, as the sell action.",
                decides=True,
            ),
            StatementSpec(
                "take",
                "[may] take <pattern> from <zone> [to my <row>]",
                "Take one matching tile of the owner's choice from `depots`, `black depot` or "
                "a `display` into storage (or into a row the owner holds).",
                decides=True,
            ),
            StatementSpec(
                "place",
                "[may] place <pattern> from storage | depots | black depot",
                "Place a matching tile on any legal space, any die number, with all its "
                "effects (from a depot: straight into the estate).",
                decides=True,
            ),
            StatementSpec(
                "extra action",
                "[may] extra action [with <number>]",
                "One extra die action, with that number or one of the owner's choice.",
                decides=True,
            ),
            StatementSpec(
                "buy",
                "buy <pattern> from <zone>",
                "The turn's one purchase (price `buy.price`): a matching tile from the zone "
                "into storage. Not carried out when the turn's purchase is made or too dear.",
                decides=True,
            ),
            StatementSpec(
                "move",
                "move <count> <pattern> from <zone> to <zone>",
                "Move up to that many matching tiles from the top of one zone to another, "
                "nobody choosing (deal from a pile, lay out a display).",
            ),
            StatementSpec(
                "run",
                "run <definition>",
                "Run another tile's `on place` program for the owner, as if that tile had "
                "been placed: `run building city_hall`.",
            ),
            StatementSpec(
                "choose",
                'choose { option "<label>" [if <condition>] { … } … }',
                "The owner chooses one option; only options that can be carried out are "
                "offered, and with none the choice lapses.",
                decides=True,
            ),
            StatementSpec(
                "repeat",
                "repeat <count> { … }",
                "Run the block that many times (the count is read once).",
            ),
            StatementSpec(
                "each player",
                "each player { … }",
                "Run the block once per player in turn order, that player as the owner.",
            ),
            StatementSpec(
                "advance",
                "advance my <row> with <number>",
                "Mark the next free `space` of the track the owner holds in that row; when "
                "the space's number equals the value, its program runs.",
            ),
            StatementSpec(
                "spend both dice",
                "spend both dice as <number>",
                "Use both of the turn's unused dice at once, each turned to the number "
                "(workers pay as for a die action). Not possible after a die is used.",
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
            Field("my.seat", "int", "the owner's seat (0-based)"),
            Field("my.die1", "int", "the owner's first die this round"),
            Field("my.die2", "int", "the owner's second die this round"),
            Field("my.dice_left", "int", "dice the owner has not used this turn"),
            Field("my.pair", "bool", "whether the owner's two dice show the same number"),
            Field("my.turn", "bool", "whether it is the owner's turn"),
            Field("my.track", "int", "the owner's space on the turn-order track (0-based)"),
            Field("my.first", "bool", "whether the owner is first in this round's turn order"),
            Field("game.players", "int", "the number of players"),
            Field("game.phase", "int", "the phase, 1 (A) to 5 (E)"),
            Field("game.round", "int", "the round in the phase, 1 to 5"),
            Field("game.white_die", "int", "the white die this round"),
            Field("game.bought", "bool", "whether the turn's purchase has been made"),
            Field("most.points", "int", "the most points any player has"),
            Field("most.silverlings", "int", "the most silverlings any player has"),
            Field("most.workers", "int", "the most workers any player has"),
            Field("least.points", "int", "the fewest points any player has"),
        )
    }
)
