"""Everything the tile language may name in The Castles of Burgundy, registered once:
Castles' vocabulary (``CASTLES``, a ``burgundy.lang.vocabulary.Vocabulary``), which a file
without a ``language`` line is written in (``burgundy.lang.registry`` names it too).

The checker, the error messages ("did you mean …") and the language reference in
``docs/`` are all made from these tables; the engine asks the query points and publishes
the events listed here, under exactly these names.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Literal, TypeAlias

import attrs

from burgundy.games.castles import statements
from burgundy.lang import flow, ir, structure
from burgundy.lang.vocabulary import (
    ActionFlag,
    DefinitionSpec,
    EventSpec,
    ExpressionSpec,
    Field,
    NumberKind,
    PileSpec,
    QuerySpec,
    StatementSpec,
    TablePiece,
    Vocabulary,
)

__all__ = ["EventSpec", "ExpressionSpec", "Field", "QuerySpec", "StatementSpec", "Vocabulary"]

#: The value types of Castles' files.
Type: TypeAlias = Literal[
    "int", "bool", "tile", "goods", "action", "cause", "colour", "species", "resource",
    "region", "label",
]

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
                example="when tile_placed if event.tile is castle { gain 1 worker }",
            ),
            EventSpec(
                "tile_taken",
                (
                    Field("tile", "tile", "the tile"),
                    Field("depot", "int", "the depot it came from: 1-6, or 0 for the black depot"),
                    _CAUSE,
                ),
                "A tile went from a depot into the owner's storage.",
                example="when tile_taken if event.depot == 0 { gain 1 silverling }",
            ),
            EventSpec(
                "goods_sold",
                (
                    Field("goods", "goods", "the goods type (1-6)"),
                    Field("count", "int", "how many tiles were sold"),
                    _CAUSE,
                ),
                "The owner sold goods (die action, castle action or a tile's sale).",
                example="when goods_sold if event.count >= 3 { gain 1 worker }",
            ),
            EventSpec(
                "goods_tile_sold",
                (Field("goods", "goods", "the goods type (1-6)"),),
                "One goods tile of the owner's was sold: a sale of several tiles publishes "
                "its `goods_sold`, then one of these per tile.",
                example="when goods_tile_sold if event.goods == 6 { gain 1 point }",
            ),
            EventSpec(
                "workers_taken",
                (Field("count", "int", "workers gained"), _CAUSE),
                "The owner used the take-workers die action (never a tile's worker gain).",
                example="when workers_taken { gain 1 silverling }",
            ),
            EventSpec(
                "goods_shipped",
                (Field("count", "int", "goods tiles taken into the warehouse"),),
                "A placed ship took goods from the depots into the owner's warehouse.",
                example="when goods_shipped { gain event.count points }",
            ),
            EventSpec(
                "region_completed",
                (
                    Field("colour", "colour", "the region's colour"),
                    Field("size", "int", "its number of spaces"),
                ),
                "The owner covered a whole region.",
                example="when region_completed if event.size >= 6 { gain 2 workers }",
            ),
            EventSpec(
                "bonus_taken",
                (
                    Field("colour", "colour", "the colour completed"),
                    Field("large", "bool", "whether it was the large bonus tile"),
                ),
                "The owner took a colour bonus tile.",
                example="when bonus_taken if event.large { gain 1 silverling }",
            ),
            EventSpec(
                "animals_scored",
                (
                    Field("species", "species", "the species"),
                    Field("points", "int", "points scored"),
                ),
                "A placed animal tile scored.",
                example="when animals_scored if event.species == pig { gain 1 point }",
            ),
            EventSpec(
                "mine_income",
                (Field("mines", "int", "mines in the owner's estate"),),
                "End of a phase: the owner's mines paid (only for an owner with mines).",
                example="when mine_income { gain event.mines points }",
            ),
            EventSpec("turn_started", (), "The owner's turn began.",
                      example="when turn_started if my.first { gain 1 worker }"),
            EventSpec("turn_ended", (), "The owner's turn ended.",
                      example="when turn_ended if my.silverlings == 0 { gain 1 silverling }"),
            EventSpec(
                "gained",
                (
                    Field("resource", "resource", "what was gained"),
                    Field("amount", "int", "how much"),
                ),
                "A tile program (`gain`) gave the owner silverlings, workers or points.",
                example="when gained if event.resource == points { gain 1 silverling }",
            ),
            EventSpec(
                "paid",
                (
                    Field("resource", "resource", "what was paid"),
                    Field("amount", "int", "how much"),
                ),
                "A tile program (`pay`) took silverlings, workers or points from the owner.",
                example="when paid if event.resource == silverlings { gain 1 point }",
            ),
            EventSpec(
                "action_used",
                (
                    Field("number", "int", "the number of the die (or extra action) it used; "
                          "0 when it used none"),
                    Field("cause", "cause", "`die` or `castle` for an action `with a die`"),
                ),
                "The owner took an `action` of a tile file. Inside an action `with a die`, "
                "`event.number` and `event.cause` are its die's.",
                example="when action_used if event.number == 6 { gain 1 silverling }",
            ),
            EventSpec(
                "component_taken",
                (Field("tile", "tile", "the tile or component"),),
                "The owner took a tile or component into one of their rows (`take … to my "
                "<row>`), or discarded one from a row (`take … to out`).",
                example="when component_taken { gain 1 point }",
            ),
            EventSpec(
                "purchased",
                (Field("price", "int", "silverlings paid"),),
                "The owner made the turn's purchase.",
                example="when purchased if event.price >= 3 { gain 1 worker }",
            ),
            EventSpec(
                "tile_discarded",
                (Field("tile", "tile", "the tile"),),
                "The owner discarded a tile (a full storage or a full row).",
                example="when tile_discarded { gain 1 silverling }",
            ),
            EventSpec("phase_started", (), "A phase began (its depots are filled).",
                      seated=False,
                      example="when phase_started {\n    each player { gain 1 silverling }\n}"),
            EventSpec("round_started", (), "A round began (dice rolled, goods delivered).",
                      seated=False,
                      example="when round_started if game.round == 5 {\n"
                              "    each player { gain 1 worker }\n}"),
            EventSpec("phase_ended", (), "A phase ended, before the mines pay.", seated=False,
                      example="when phase_ended if game.phase == 3 { end game }"),
            flow.GAME_ENDED,
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
    example: str,
    readable: bool = True,
) -> QuerySpec:
    """A query point; every one may read ``value``, the value so far."""
    value = Field(
        "value",
        type,
        "the value so far (the base, after the modifiers applied before this one)",
    )
    return QuerySpec(name, type, base, (*context, value), doc, rule, readable,
                     example=example)


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
                example="modify sale.silverlings: add 1 if count >= 2",
            ),
            _query(
                "sale.points_per_tile", "int", "2, 3 or 4 (by player count)", "R-ACT-SELL",
                "Points per goods tile sold.",
                *_SALE,
                example="modify sale.points_per_tile: add 1 if goods == 6",
            ),
            _query(
                "take_workers.count", "int", "2", "R-ACT-WORK",
                "Workers gained by the take-workers die action (also a castle's).",
                _CAUSE,
                example="modify take_workers.count: add 1 if cause == die",
            ),
            _query(
                "worker.pips", "int", "1", "R-TURN-2",
                "How many pips one worker may turn a die (up or down, wrapping 6-1).",
                example="modify worker.pips: set 2",
            ),
            _query(
                "worker.wraps", "bool", "true", "R-TURN-2",
                "Whether turning a die wraps between 6 and 1 (one pip, one worker).",
                example="modify worker.wraps: set false",
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
                example="modify die.free_steps: add 1 if action == take",
            ),
            _query(
                "buy.per_turn", "int", "1", "R-TURN-3",
                "Purchases allowed in one turn (0 forbids them).",
                example="modify buy.per_turn: set 2",
            ),
            _query(
                "buy.any_depot", "bool", "false", "R-TURN-3",
                "Whether the once-a-turn purchase may come from the numbered depots too.",
                example="modify buy.any_depot: set true",
            ),
            _query("buy.price", "int", "2", "R-TURN-3", "Silverlings a purchase costs.",
                   example="modify buy.price: set 3"),
            _query(
                "place.adjacent", "bool", "true", "R-ACT-PLACE",
                "Whether the tile must go next to a tile already placed.",
                _TILE_PLACED,
                example="modify place.adjacent: set false if tile is castle",
            ),
            _query(
                "place.colour_match", "bool", "the tile's colour equals `colour`",
                "R-ACT-PLACE",
                "Whether the tile may go on a space of `colour`.",
                _TILE_PLACED,
                _SPACE_COLOUR,
                readable=False,
                example="modify place.colour_match: set true if tile is knowledge and colour "
                        "== beige",
            ),
            _query(
                "place.allowed", "bool", "true", "R-ACT-PLACE, R-BUILD-2",
                "A last yes/no for one space that every other placement rule allows.",
                _TILE_PLACED,
                Field("space", "int", "the estate space (0-36)"),
                _SPACE_COLOUR,
                _REGION,
                example="modify place.allowed: set false if space == 0",
            ),
            _query(
                "city.repeat_buildings", "bool", "false", "R-BUILD-2",
                "Whether one city may hold a building type more than once.",
                example="modify city.repeat_buildings: set true",
            ),
            _query(
                "storage.limit", "int", "3", "R-STORE-1",
                "How many hex tiles storage holds (at least 1); a tile taken into full "
                "storage first discards one.",
                example="modify storage.limit: add 1",
            ),
            _query(
                "warehouse.types", "int", "3", "R-STORE-2",
                "How many goods types the warehouse holds.",
                example="modify warehouse.types: add 1",
            ),
            _query(
                "ship.depots", "int", "1", "R-SHIP-1",
                "How many adjacent depots (around the ring 1-6) a placed ship empties.",
                example="modify ship.depots: set 2",
            ),
            _query(
                "track.steps", "int", "1", "R-SHIP-2",
                "Spaces a placed ship moves the owner's turn-order marker forward (negative: "
                "back; the marker stays on the track).",
                example="modify track.steps: add 1",
            ),
            _query(
                "track.on_top", "bool", "true", "R-SHIP-2",
                "Whether the moved marker goes on top of a stack (`false`: at the bottom).",
                example="modify track.on_top: set false",
            ),
            _query(
                "animal.pastures_joined", "bool", "false", "R-ANIMAL-1",
                "Whether all the owner's pastures count as one when an animal scores.",
                example="modify animal.pastures_joined: set true",
            ),
            _query(
                "animal.points_per_tile", "int", "0", "R-ANIMAL-1",
                "Extra points for every animal tile that scores in a placement.",
                Field("species", "species", "the species scoring"),
                example="modify animal.points_per_tile: add 1 if species == cow",
            ),
            _query(
                "castle.extra_actions", "int", "1", "R-CASTLE-1",
                "Extra actions a placed castle gives, one after the other.",
                example="modify castle.extra_actions: add 1",
            ),
            _query(
                "mine.silverlings", "int", "1", "R-MINE-1",
                "Silverlings each mine pays at the end of a phase.",
                example="modify mine.silverlings: set value * 2",
            ),
            _query(
                "region.size", "int", "the region's number of spaces", "R-REGION-1",
                "The size a completed region scores as.",
                Field("size", "int", "the region's number of spaces"),
                _REGION_COLOUR,
                _REGION,
                example="modify region.size: add 1 if colour == blue",
            ),
            _query(
                "region.points", "int", "size * (size + 1) // 2: 1, 3, 6, … 36 for 8, 45 for 9",
                "R-REGION-1",
                "Points a completed region scores by its size.",
                *_SCORED_REGION,
                readable=False,
                example="modify region.points: add size",
            ),
            _query(
                "region.phase_bonus", "int", "A 10, B 8, C 6, D 4, E 2 (by phase)",
                "R-REGION-1",
                "Points a completed region scores on top, by the phase.",
                *_SCORED_REGION,
                example="modify region.phase_bonus: set value * 2",
            ),
            _query(
                "bonus.points", "int", "large 5, 6 or 7, small 2, 3 or 4 (by player count)",
                "R-COLOUR-1",
                "Points of a colour bonus tile taken.",
                Field("colour", "colour", "the colour completed"),
                Field("large", "bool", "whether it is the large bonus tile"),
                example="modify bonus.points: add 1 if large",
            ),
            _query(
                "final.goods_points", "int", "1", "R-END-GAME-1",
                "Final points per goods tile left in the warehouse.",
                example="modify final.goods_points: set 2",
            ),
            _query(
                "final.silverling_points", "int", "1", "R-END-GAME-1",
                "Final points per silverling.",
                example="modify final.silverling_points: set 2",
            ),
            _query(
                "final.workers_per_point", "int", "2", "R-END-GAME-1",
                "Workers that make one final point (rounded down).",
                example="modify final.workers_per_point: set 1",
            ),
            _query(
                "score.points", "int", "the scorer's value", "R-END-GAME-1",
                "Final points of one end-game scorer (`score \"…\": …` of a placed tile).",
                Field("tile", "tile", "the tile that scores"),
                Field("label", "label", "the scorer's label"),
                readable=False,
                example="modify score.points: set value * 2",
            ),
            _query(
                "black_depot.tiles", "int", "4, 6 or 8 (2, 3 or 4 players)", "R-PHASE-5",
                "How many black-back tiles the black depot gets at a phase's start. Asked for "
                "no player: only `rules` blocks change it.",
                readable=False,
                example="modify black_depot.tiles: add 2",
            ),
            flow.ends("R-END-GAME-1", "after final scoring, as after phase E",
                      example="modify game.ends: set true if game.phase == 2"),
            flow.tiebreak("the empty estate spaces", "R-END-GAME-2",
                          "Still tied: the later seat in the final turn order.",
                          example="modify winner.tiebreak: set my.silverlings"),
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
                "Gain silverlings, workers or points: an amount of 0 or more (0 gains nothing).",
                ir.Gain,
                "gain 2 silverlings",
                form="gain <amount:amount> <resource:resource>",
                opposite="pay",
            ),
            StatementSpec(
                "pay",
                "pay <amount> <resource>",
                "Pay silverlings, workers or points. A program that cannot pay is not carried "
                "out: a `choose` option or an `action` is only offered when it can pay, and a "
                "program stops at a `pay` it cannot meet.",
                ir.Pay,
                "pay 1 silverling",
                form="pay <amount:amount> <resource:resource>",
                opposite="gain",
            ),
            StatementSpec(
                "sell",
                "[may] sell goods",
                "Sell one goods type of the owner's choice, as the sell action.",
                statements.Sell,
                "may sell goods",
                form="[may] sell goods",
                decides=True,
            ),
            StatementSpec(
                "take",
                "[may] take <pattern> from <zone> [to my <row>]",
                "Take one matching tile of the owner's choice from `depots`, `black depot` or "
                "a `display` into storage (or into a row the owner holds).",
                statements.Take,
                "may take building from depots",
                form=(
                    "[may] take <pattern:pattern> from "
                    "<source:zone(depots|black_depot|display|my)> [to "
                    "<dest:zone(storage|my|out)>]"
                ),
                decides=True,
            ),
            StatementSpec(
                "place",
                "[may] place <pattern> from storage | depots | black depot",
                "Place a matching tile on any legal space, any die number, with all its "
                "effects (from a depot: straight into the estate).",
                statements.Place,
                "may place any from storage",
                form=(
                    "[may] place <pattern:pattern> from "
                    "<source:zone(storage|depots|black_depot|display)>"
                ),
                decides=True,
            ),
            StatementSpec(
                "extra action",
                "[may] extra action [with <number>]",
                "One extra die action. With a number it is a further die showing that "
                "number: workers turn it and the die modifiers apply, as for the turn's "
                "dice. Without one, any number of the owner's choice, no workers.",
                statements.ExtraAction,
                "extra action with 3",
                form="[may] extra action [with <number:face>]",
                decides=True,
            ),
            StatementSpec(
                "buy",
                "buy <pattern> from <zone>",
                "The turn's one purchase (price `buy.price`): a matching tile from the zone "
                "into storage. Not carried out when the turn's purchase is made or too dear.",
                statements.Buy,
                "buy knowledge from black depot",
                form="buy <pattern:pattern> from <source:zone(depots|black_depot|display|my)>",
                decides=True,
            ),
            StatementSpec(
                "move",
                "move <count> <pattern> from <zone> to <zone>",
                "Move up to that many matching tiles from the top of one zone to another, "
                "nobody choosing (deal from a pile, lay out a display).",
                ir.Move,
                "move 1 any from black depot to out",
                form=(
                    "move <count:amount> <pattern:pattern> from "
                    "<source:zone(supply|display|black_depot|my|out)> to "
                    "<dest:zone(supply|display|black_depot|my|out)>"
                ),
                needs_owner=False,
            ),
            StatementSpec(
                "run",
                "run <definition>",
                "Run another tile's `on place` program for the owner, as if that tile had "
                "been placed: `run building city_hall`.",
                ir.Run,
                "run building bank",
                form="run <target:definition>",
            ),
            StatementSpec(
                "choose",
                'choose { option "<label>" [if <condition>] { … } … }',
                "The owner chooses one option; only options that can be carried out are "
                "offered, and with none the choice lapses.",
                ir.Choose,
                'choose { option "Two workers" { gain 2 workers } '
                'option "Two points" if my.workers > 0 { pay 1 worker  gain 2 points } }',
                decides=True,
                grammar=structure.CHOOSE,
            ),
            StatementSpec(
                "choose … from … to",
                'choose <name> from <a> to <b> "<label {name}>" [if <condition>] { … }',
                "One option per whole number from `a` to `b` (numbers written in the file), "
                "in order: `name` stands for the number in the label, the condition and the "
                "program, so options that differ only by a number are written once. Only the "
                "numbers whose option can be carried out are offered, each labelled with its "
                "number. Inside `choose { … }`, `option <name> from <a> to <b> \"…\" { … }` "
                "adds such options among others.",
                ir.Choose,
                'choose n from 1 to 3 "Gain {n} points" if n <= my.workers { gain n points }',
                decides=True,
                grammar=structure.CHOOSE_RANGE,
                rule="choose_range",
            ),
            StatementSpec(
                "repeat",
                "repeat <count> { … }",
                "Run the block that many times, 0 or more (the count is read once; 0 runs "
                "nothing).",
                ir.Repeat,
                "repeat 2 { gain 1 point }",
                needs_owner=False,
                grammar=structure.REPEAT,
            ),
            StatementSpec(
                "each player",
                "each player { … }",
                "Run the block once per player in turn order, that player as the owner.",
                ir.EachPlayer,
                "each player { gain 1 worker }",
                needs_owner=False,
                grammar=structure.EACH_PLAYER,
            ),
            StatementSpec(
                "advance",
                "advance my <row> with <number>",
                "Mark the next free `space` of the track the owner holds in that row; when "
                "the space's number equals the value, its program runs once this program "
                "and the others waiting to answer the same event have run (a sale's other "
                "goods tiles are all marked first), spaces in track order.",
                ir.Advance,
                "advance my route with 3",
                form="advance <zone:zone(my)> with <value:number>",
            ),
            StatementSpec(
                "borrow knowledge",
                "borrow knowledge of seat <seat>",
                "The owner also has the lasting powers (`modify`, `when`, `action`) of the "
                "knowledge tiles that seat places, now and later, for as long as the tile "
                "or component running it is the owner's. Not another seat's scoring.",
                statements.Borrow,
                "borrow knowledge of seat 1",
                form="borrow knowledge of seat <seat:seat>",
                rule="borrow",
            ),
            StatementSpec(
                "set die",
                "set die <1 or 2> to <number>",
                "Turn one of the owner's dice, while it is unused this turn, to a number "
                "1-6. Not carried out once that die is used.",
                statements.SetDie,
                "set die 2 to 6",
                form="set die <die:die> to <number:face>",
            ),
            StatementSpec(
                "collect goods",
                "collect goods <type> from depots",
                "Take every goods tile of that type from the six depots into the owner's "
                "warehouse (a new type needs a free warehouse space). Not carried out when "
                "none is there or none fits.",
                statements.Collect,
                "collect goods 3 from depots",
                form="collect goods <goods:face> from depots",
                rule="collect",
            ),
            StatementSpec(
                "spend both dice",
                "spend both dice as <number>",
                "Use both of the turn's unused dice at once, each turned to the number "
                "(workers pay as for a die action). Not possible after a die is used.",
                statements.SpendDice,
                "spend both dice as 4",
                form="spend both dice as <number:face>",
                rule="spend_dice",
            ),
            StatementSpec(
                "if",
                "if <condition> { … } [else { … }]",
                "Run statements only when a condition holds.",
                ir.If,
                "if my.silverlings > 3 { gain 1 point } else { gain 1 silverling }",
                needs_owner=False,
                grammar=structure.IF,
            ),
            StatementSpec(
                "call",
                'call "<hook>"',
                "Run a Python hook registered with load_tiles(hooks=…).",
                ir.Call,
                'call "my_hook"',
                form="call <hook:hook>",
            ),
            flow.END_GAME,
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

# Numbers of a seat whose extreme over the players means nothing.
_NOT_AGGREGATED = frozenset({"my.seat", "my.die1", "my.die2", "my.dice_left", "my.track"})
_OWNER_FIELDS: tuple[Field, ...] = (
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
)

# --- The game's own flow: the turn-order track ---------------------------------------------
# Where a moved marker lands and where in the stack there, and each seat's place on the
# track and in its stack.

QUERIES = MappingProxyType({**QUERIES, **{q.name: q for q in (
    _query(
        "track.lands_on", "int", "`space` + `steps`", "R-SHIP-2",
        "The track space (0-based) a marker moved by a ship lands on, after `track.steps`; "
        "kept on the track.",
        Field("space", "int", "the space it leaves"),
        Field("steps", "int", "the spaces it moves (`track.steps`)"),
        readable=False,
        example="modify track.lands_on: add 1",
    ),
    _query(
        "track.under", "int", "0, or the stack's height where `track.on_top` is false",
        "R-SHIP-2",
        "How many of the markers already on the landing space the moved marker goes under: "
        "0 on top of them (first of them next round), the stack's height at the bottom; "
        "kept within the stack.",
        Field("space", "int", "the space it lands on (`track.lands_on`)"),
        Field("stack", "int", "markers already there"),
        readable=False,
        example="modify track.under: set stack",
    ),
)}})

EVENTS = MappingProxyType({**EVENTS, **{e.name: e for e in (
    EventSpec(
        "turn_order_moved",
        (Field("space", "int", "the track space (0-based) the marker landed on"),),
        "A placed ship moved the owner's turn-order marker (after its goods).",
        example="when turn_order_moved if event.space == 0 { gain 1 worker }",
    ),
)}})

_TRACK_FIELDS: tuple[Field, ...] = (
    Field("my.track_stack", "int", "markers on the owner's track space, the owner's included"),
    Field("my.track_under", "int",
          "markers on top of the owner's in its stack (0: on top, first of the stack)"),
)
_OWNER_FIELDS += _TRACK_FIELDS
_NOT_AGGREGATED |= {f.name for f in _TRACK_FIELDS}

# --- The game's own flow: which tiles score together -----------------------------------------
# A wildcard tile joins another kind's group: an animal of one species scoring with another's,
# a tile scoring with a region of another colour.

QUERIES = MappingProxyType({**QUERIES, **{q.name: q for q in (
    _query(
        "animal.scores_with", "bool", "`other` is an animal of `tile`'s species",
        "R-ANIMAL-1",
        "Whether a tile in the pasture of a placed animal scores with it (its animals "
        "count again); asked for each other tile there.",
        Field("tile", "tile", "the animal tile placed, which scores"),
        Field("other", "tile", "another tile in its pasture"),
        readable=False,
        example="modify animal.scores_with: set true if other is animal",
    ),
    _query(
        "region.scores_with", "bool", "false", "R-REGION-1",
        "Whether a tile next to a completed region scores with it, as one more space: "
        "`region.size` starts from its spaces and these. Asked for each placed tile next "
        "to the region, outside it, when the region is completed.",
        Field("tile", "tile", "the tile next to the region"),
        Field("space", "int", "its estate space (0-36)"),
        _REGION_COLOUR,
        _REGION,
        readable=False,
        example="modify region.scores_with: set true if tile is castle",
    ),
)}})

# --- The game's own flow: set-up choices -------------------------------------------------------

QUERIES = MappingProxyType({**QUERIES, **{q.name: q for q in (
    attrs.evolve(_query(
        "setup.start_castle", "bool",
        "`space` is the map's printed start space; on a map without one, or in the advanced "
        "set-up, any castle space",
        "R-SETUP-2",
        "Whether a seat's start castle may go on `space`, asked for every space when a game "
        "begins: where only the printed space is allowed the castle stands there, otherwise "
        "the seat chooses among the spaces allowed (`StartCastleChoice`, in turn order, "
        "before round 1); a game where none is allowed does not begin.",
        Field("space", "int", "the estate space (0-36)"),
        _SPACE_COLOUR,
        readable=False,
        example="modify setup.start_castle: set true if colour == dark_green",
    ), held_by=("rules",)),  # set before anything is placed: only rules blocks are held
)}})

#: What checking the numbers of statements needs to know of Castles' names.
_NAME_BOUNDS: dict[str, tuple[int, int]] = {
    "game.players": (2, 4), "game.phase": (1, 5), "game.round": (1, 5),
    "game.white_die": (1, 6), "my.seat": (0, 3), "my.die1": (1, 6), "my.die2": (1, 6),
    "my.dice_left": (0, 2),
}

#: ``let``: the language's names for values, listed with the expressions (``EXPRESSIONS``).
LET = StatementSpec("let", "let <name> = <value>", "A name for a value.", None,
                    "let price = my.workers + 1", grammar=structure.LET)

#: Castles' statements in the order syntax errors list them (``STATEMENTS`` is the order
#: of the reference).
_LISTED = ("gain", "pay", "sell", "take", "place", "extra action", "buy", "move", "run",
           "choose", "choose … from … to", "repeat", "each player", "advance",
           "spend both dice", "collect goods", "set die", "borrow knowledge", "if", "call",
           "end game")

# --- the table: supplies, other seats' holdings, the map ------------------------------

#: The base game's face-down piles: of hex tiles, normal backs by the colour of their front
#: (``supply light_green`` holds the animals) and black backs (``supply black``); and the
#: goods stacks of the phases to come (``supply goods``).
TABLE_SUPPLIES: tuple[str, ...] = (*COLOURS, "black", "goods")
#: The table's own pieces, in zones of their own (``rules.table``): goods tiles face down
#: in the stacks of the phases to come, face up on the round spaces and in a warehouse;
#: colour bonus tiles beside the board and held by a seat.
TABLE_PIECES: tuple[TablePiece, ...] = (
    TablePiece("goods", tuple(str(n) for n in range(1, 7)),
               ("supply goods", "display goods", "my goods"), "goods tile"),
    TablePiece("bonus", COLOURS, ("display bonus", "my bonus"), "colour bonus tile"),
)
#: What a player's estate board is (the number of its map; its spaces are 0-36), and the
#: supplies that hold no hex tiles, as numbers.
TABLE_FIELDS: tuple[Field, ...] = (
    Field("my.estate_map", "int", "the number of the owner's estate map (1-9)"),
    Field("game.goods_to_come", "int",
          "goods tiles still to come: on this phase's round spaces and in later phases' "
          "stacks (`count(goods in display goods) + count(goods in supply goods)`)"),
    Field("game.bonus_tiles_left", "int", "colour bonus tiles not yet taken, large or small "
          "(`count(bonus in display bonus)`)"),
)
TABLE_SPACES = 37

#: The Castles of Burgundy's vocabulary: what a file without a ``language`` line may name.
CASTLES = Vocabulary(
    game="castles",
    version=1,
    title="The Castles of Burgundy",
    definitions=(
        DefinitionSpec("building", example='building bank "Bank"'),
        DefinitionSpec("knowledge", key="number"),
        DefinitionSpec("tile", id="{key}", rule="new_tile"),
        DefinitionSpec("component", key="name number", id="{key}:{number}"),
        structure.RULES,
    ),
    hooks=("on place", "modify", "when", "score", "action", "setup", "space", "excludes"),
    queries=QUERIES,
    events=EVENTS,
    statements={**{name: STATEMENTS[name] for name in _LISTED}, "let": LET},
    enums=ENUMS,
    owner_fields=(*_OWNER_FIELDS, *TABLE_FIELDS),
    not_aggregated=_NOT_AGGREGATED | {"my.estate_map"},
    resources=RESOURCES,
    resource_aliases=RESOURCE_ALIASES,
    tile_kinds=TILE_KINDS,
    name_bounds=_NAME_BOUNDS,
    piles=(PileSpec("normal", "normal", back="normal"), PileSpec("black", "black", back="black"),
           PileSpec("own", "own", back="own")),
    zones=("depots", "black_depot", "storage", "estate", "region"),
    supplies=TABLE_SUPPLIES,
    spaces=TABLE_SPACES,
    board="estate",
    seat_zones=("estate", "storage"),
    table_pieces=TABLE_PIECES,
    standard_files=("buildings.tiles", "knowledge.tiles"),
    count_zone=ir.Zone("estate"),
    number_types={"goods": "a goods type"},
    number_kinds={
        "face": NumberKind(1, 6, "a number {low}-{high} (a die's number or a goods type)",
                           typed=True),
        "die": NumberKind(1, 2, refusal="a player has dice 1 and 2: write `{words} 1 …` or "
                                        "`{words} 2 …`"),
    },
    action_node=statements.ActionDef,
    action_flags=(ActionFlag("die", "with a die", event="action_used"),),
    program_holders="tiles placed in an estate",
)
#: The numbers each slot kind of Castles' statements takes (for the interpreter).
RANGES = dict(CASTLES.ranges)

SEAT_FIELDS = CASTLES.seat_fields
AGGREGATED_FIELDS = CASTLES.aggregated_fields
OWNER_NAMES = CASTLES.owner_names
STATEMENT_OF_NODE = CASTLES.statement_of_node

#: The forms of expressions, loosest binding first, and the local names of a program.
EXPRESSIONS: tuple[ExpressionSpec, ...] = (
    ExpressionSpec("`a or b`", "either condition holds",
                   "if 1 > 2 or true then 1 else 0", 1),
    ExpressionSpec("`a and b`", "both hold", "if 2 > 1 and false then 1 else 0", 0),
    ExpressionSpec("`not a`", "the condition does not hold", "if not false then 1 else 0", 1),
    ExpressionSpec(
        "`==` `!=` `<` `<=` `>` `>=`",
        "compare numbers; `==`/`!=` also compare a value with a word (`action == place`)",
        "if 3 >= 2 then 1 else 0", 1),
    ExpressionSpec("`+` `-`", "add, subtract", "2 + 3 - 1", 4),
    ExpressionSpec("`*` `//` `%`",
                   "multiply, divide rounding down, the remainder of that division (with "
                   "`0` as the divisor, both give 0)",
                   "2 * 3 // 4 + 7 % 3", 2),
    ExpressionSpec("`-a`", "minus", "-(2 - 5)", 3),
    ExpressionSpec("`count(<pattern>)`, `count(<pattern> in <zone>)`",
                   "tiles matching the pattern in the owner's estate, or in a zone",
                   "count(mine in storage)", 1),
    ExpressionSpec("`if a then b else c`", "`b` when `a` holds, else `c`",
                   "if my.workers > 1 then 2 else 1", 2),
    ExpressionSpec("`seat(n).<field>`", "another player's value (see Names)",
                   "seat(my.seat).workers", 2),
    ExpressionSpec("`min(a, b, …)`, `max(a, b, …)`",
                   "the smallest, the largest of any number of values",
                   "min(4, 2, 7) + max(1, 5, 3)", 7),
    ExpressionSpec("`abs(a)`", "the number without its sign", "abs(2 - 5)", 3),
    ExpressionSpec(
        "`query(<query point>)`",
        "the value the query point has for the owner now: its base through the owner's "
        "modifiers, as the rules would ask it. A query point with a context (`sale.…`, "
        "`region.…`) is read only in a `modify` of one that has the same context, which it "
        "is asked with; "
        + ", ".join(f"`{q.name}`" for q in QUERIES.values() if not q.readable)
        + " are worked out where the rules ask them, and cannot be read. "
        "A `modify` may not read the query point it modifies, nor one whose modifiers read "
        "it in turn. Modifiers may make a number anything, so a `gain` of one is written "
        "`max(0, query(…))`.",
        "max(0, query(storage.limit))", 3),
    ExpressionSpec("`( … )`", "grouping", "(1 + 1) * 2", 4),
    ExpressionSpec(
        "`let <name> = <value>`",
        "a statement: `name` stands for the value in the statements after it in its block "
        "(nested blocks included), so a value is written once. It names the expression: "
        "each use reads the game as it is then. A name hides no word of the language and "
        "must be used.",
        "let price = my.workers + 1\ngain price * price points", 9),
)

# --- the table's expressions: another seat's holdings, the owner's estate map ---------

EXPRESSIONS += (
    ExpressionSpec("`count(<pattern> in seat(n) <zone>)`",
                   "tiles matching the pattern that seat `n` holds in its `estate`, its "
                   "`storage` or a row (`seat(1) route`); see Zones",
                   "count(castle in seat(1 - my.seat) estate)", 1),
    ExpressionSpec("`count(goods [<type>] in supply goods)`, `… display goods`, `… my goods`",
                   "goods tiles face down in the stacks of the phases to come, face up on "
                   "this phase's round spaces, in the owner's warehouse (`seat(n) goods`: "
                   "another's); see Zones",
                   "count(goods in supply goods) + count(goods in display goods)", 24),
    ExpressionSpec("`count(bonus [<colour>] in display bonus)`, `… my bonus`",
                   "colour bonus tiles no seat holds, large and small, or the owner's "
                   "(`seat(n) bonus`: another's); see Zones",
                   "count(bonus blue in display bonus) + count(bonus in my bonus)", 2),
    ExpressionSpec("`largest(<pattern>)`",
                   "how many tiles the largest group of the owner's placed tiles matching the "
                   "pattern holds, each tile of a group next to another of it (0: none)",
                   "largest(castle or mine)", 2),
    ExpressionSpec("`connected(<tag>, <tag>)`",
                   "whether the owner's placed tiles, each next to the next, join a space with "
                   "the first tag to one with the second (`space <n> tag <word>`; both spaces "
                   "covered)",
                   "if connected(centre, shaft) then 1 else 0", 1),
)

#: Castles' tile languages by version.
VOCABULARIES = {CASTLES.version: CASTLES}
