"""La Strada's vocabulary: its rule numbers as query points, which house rules change in a
``rules`` block (``language lastrada 1``). La Strada has no tile programs: a file holds
``rules`` blocks of ``modify`` only, folded into ``Numbers`` when a game is set up
(``house.fold``), but for the end and the tie-break (``burgundy.lang.flow``), asked during
play (``house.ask``)."""

from __future__ import annotations

from burgundy.games.lastrada.numbers import DEFAULT, TARGET_TYPES, TERRAINS
from burgundy.lang import flow, structure
from burgundy.lang.vocabulary import ExpressionSpec, Field, QuerySpec, Vocabulary

#: Each terrain's query point of its tile cost, by the terrain's name in ``Numbers.costs``.
COST_QUERIES = {"plain": "cost.plains", "forest": "cost.forests", "hill": "cost.hills"}


def _query(name: str, base: str, rule: str, doc: str, *context: Field,
           example: str) -> QuerySpec:
    value = Field("value", "int", "the value so far (the base, after the modifiers before)")
    return QuerySpec(name, "int", base, (*context, value), doc, rule, example=example,
                     table=False)


DAYS = Field("days", "int", "the days the player holds")
STONES = Field("stones", "int", "the merchant stones the player has left")

_QUERIES = (
    _query("days.income", str(DEFAULT.income), "L-TURN-2",
           "Days a player gains at the start of a turn.",
           example="modify days.income: add 1"),
    _query("days.cap", str(DEFAULT.cap), "L-TURN-3, L-END-1",
           "Days a player may hold; also the end test's budget.",
           example="modify days.cap: add 2"),
    *(
        _query(query, str(DEFAULT.costs[terrain]), "L-ROUTE-1",
               f"Days one road tile costs on a {terrain} field (at least 1).",
               example=f"modify {query}: add 1")
        for terrain, query in COST_QUERIES.items()
    ),
    _query("route.max_tiles", str(DEFAULT.max_tiles), "L-ROUTE-9",
           "Road tiles one route may have.",
           example="modify route.max_tiles: add 1"),
    _query(
        "target.value",
        "the scoring table: " + "; ".join(
            f"{kind} {', '.join(map(str, DEFAULT.scores[kind]))}" for kind in TARGET_TYPES),
        "L-SCORE-2",
        "Gold per stone on a target holding `stones` stones at the end.",
        Field("target", "target", "the target's type"),
        Field("stones", "int", "stones on the target (1 to the table's length)"),
        example="modify target.value: add 1 if target == city and stones == 1",
    ),
    flow.ends("L-END-1", "the final count follows, as after L-END-1's end",
              DAYS, STONES,
              Field("gold", "int", "the gold the final count would give the player now "
                    "(L-SCORE-1, -2)"),
              example="modify game.ends: set true if stones <= 6"),
    flow.tiebreak("the days left", "L-SCORE-3", "Still tied: they share the win.",
                  DAYS, STONES, example="modify winner.tiebreak: set stones"),
)

# --- the table: set-up choices, the seats' pieces, the board ----------------------------

#: The things a count names: the fields by terrain, the targets by type, and the pieces.
TABLE_KINDS = (*TERRAINS, *TARGET_TYPES, "road", "stone", "start")
#: The zones a count reads: the board (its fields and targets, and the pieces on them: a
#: seat's are its own), a seat's pieces still to play and the places its routes reached,
#: and the fields beside the one a query point is asked about.
TABLE_ZONES = ("board", "pieces", "reached", "beside")
TABLE_FIELDS = (
    Field("my.seat", "int", "the owner's seat (0-3)"),
    Field("my.days", "int", "the days the owner holds"),
)

#: What the house rules read of the table, each example with its value when a new game of
#: four (seed 0) asks whether the first start field may go on the first field offered.
TABLE_READINGS = (
    ExpressionSpec(
        "`count(<pattern> in board)`",
        "the board's fields by terrain (`plain`, `forest`, `hill`), its targets by type "
        "(`city`, `village`, `hamlet`, `farm`) and every seat's road tiles, stones and "
        "start fields on them (`road`, `road hill`, `stone`, `start`)",
        "count(city in board)", 4),
    ExpressionSpec(
        "`count(<pattern> in seat(n) board)`",
        "seat n's road tiles, stones and start fields on the board",
        "count(road or stone or start in seat(1) board)", 0),
    ExpressionSpec(
        "`count(<pattern> in seat(n) pieces)`",
        "seat n's pieces still to play: its merchant stones (`stone`) and road tiles by "
        "terrain (`road plain`)", "count(road hill in seat(my.seat) pieces)", 5),
    ExpressionSpec(
        "`count(<pattern> in seat(n) reached)`",
        "the places seat n's routes have reached: its start fields (`start`) and the targets "
        "it connected, by type", "count(start in seat(my.seat) reached)", 0),
    ExpressionSpec(
        "`count(<pattern> in beside)`",
        "in `setup.start`: the fields beside the field asked about",
        "count(any in beside)", 3),
    ExpressionSpec(
        "`seat(n).days`, `my.days`, `most.days`",
        "the days a seat holds", "most.days + seat(1).days", 0),
    ExpressionSpec(
        "`largest(<pattern>)`",
        "the most of the owner's road tiles matching the pattern lying next to each other",
        "largest(road)", 0),
)

SETUP_START = flow.start(
    "setup.start", "start field", "fields",
    "true where the printed rules allow it: an empty plain field with a free field between "
    "it and every start field placed", "L-SETUP-6, L-TWO-2",
    Field("q", "int", "the field's first axial coordinate (columns, west to east)"),
    Field("r", "int", "the field's second axial coordinate (rows, north to south)"),
    Field("distance", "int", "the fewest steps from the field to a target space"),
    Field("second", "bool", "whether it is a two-player seat's second start field"),
    beside="`count(… in beside)` reads the fields beside it.",
    note=" A board that fixes the start fields places them as it says.",
    example="modify setup.start: set false if count(city in beside) > 0")

LASTRADA = Vocabulary(
    game="lastrada",
    version=1,
    title="La Strada",
    definitions=(structure.RULES,),
    hooks=("modify",),
    queries={q.name: q for q in (*_QUERIES, SETUP_START)},
    enums={"target": TARGET_TYPES},
    owner_fields=(Field("game.players", "int", "the number of players"), *TABLE_FIELDS),
    not_aggregated=frozenset({"my.seat"}),
    name_bounds={"game.players": (2, 4), "my.seat": (0, 3)},
    tile_kinds=TABLE_KINDS,
    zones=TABLE_ZONES,
    seat_zones=("board", "pieces", "reached"),
    context_zones={"beside": "q"},
    readings=TABLE_READINGS,
)

#: La Strada's tile languages by version.
VOCABULARIES = {LASTRADA.version: LASTRADA}
