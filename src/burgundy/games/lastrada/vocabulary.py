"""La Strada's vocabulary: its rule numbers as query points, which house rules change in a
``rules`` block (``language lastrada 1``). La Strada has no tile programs: a file holds
``rules`` blocks of ``modify`` only, folded into ``Numbers`` when a game is set up
(``house.fold``), but for the end and the tie-break (``burgundy.lang.flow``), asked during
play (``house.ask``)."""

from __future__ import annotations

from burgundy.games.lastrada.numbers import DEFAULT, TARGET_TYPES
from burgundy.lang import flow, structure
from burgundy.lang.vocabulary import Field, QuerySpec, Vocabulary

#: Each terrain's query point of its tile cost, by the terrain's name in ``Numbers.costs``.
COST_QUERIES = {"plain": "cost.plains", "forest": "cost.forests", "hill": "cost.hills"}


def _query(name: str, base: str, rule: str, doc: str, *context: Field,
           example: str) -> QuerySpec:
    value = Field("value", "int", "the value so far (the base, after the modifiers before)")
    return QuerySpec(name, "int", base, (*context, value), doc, rule, example=example)


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

LASTRADA = Vocabulary(
    game="lastrada",
    version=1,
    title="La Strada",
    definitions=(structure.RULES,),
    hooks=("modify",),
    queries={q.name: q for q in _QUERIES},
    enums={"target": TARGET_TYPES},
    owner_fields=(Field("game.players", "int", "the number of players"),),
    name_bounds={"game.players": (2, 4)},
)

#: La Strada's tile languages by version.
VOCABULARIES = {LASTRADA.version: LASTRADA}
