"""Catan's vocabulary (``language catan 1``): the ``card`` definitions of the development
cards, with their shared pile (``supply 14 in deck``), their program (``on play``) and the
statements it is made of (each one spec: its form is its grammar, printed form and checks;
its node the value ``rules/program.py`` runs), which ``tiles/catan/development.tiles`` is
written in; and the rule numbers and rulings as query points, which house rules change in a
``rules`` block: the numbers folded into ``Figures`` and the offer limit when a game is set
up (``house.fold``), the rulings that depend on the moment asked during play
(``house.ask``)."""

from __future__ import annotations

from collections.abc import Mapping

import attrs

from burgundy.games.catan.board import PRODUCES
from burgundy.games.catan.figures import DEFAULT, PIECES, RESOURCES
from burgundy.games.catan.state import Options
from burgundy.games.catan.statements import (
    BuildRoadFree,
    ChooseValue,
    EachOtherPlayer,
    Give,
    MoveRobber,
    Repeat,
    Rob,
    TakeFromBank,
)
from burgundy.lang import flow, structure
from burgundy.lang.vocabulary import (
    DefinitionSpec,
    ExpressionSpec,
    Field,
    PileSpec,
    QuerySpec,
    StatementSpec,
    Vocabulary,
)

#: What a cost is paid for; what scores points; the awards; the trade rates; what moves the
#: robber.
THINGS = (*PIECES, "card")
SOURCES = ("settlement", "city", "longest_road", "largest_army")
AWARDS = ("longest_road", "largest_army")
RATES = ("bank", "generic", "special")
MOVERS = ("seven", "knight")


def _query(name: str, base: str, rule: str, doc: str, *context: Field, example: str,
           held_by: tuple[str, ...] = ("rules",)) -> QuerySpec:
    """A rule number, folded into the figures at set-up: its modifiers read no table."""
    value = Field("value", "int", "the value so far (the base, after the modifiers before)")
    return QuerySpec(name, "int", base, (*context, value), doc, rule, held_by=held_by,
                     example=example, table=False)


def _table(table: Mapping[str, int]) -> str:
    return "; ".join(f"{key} {n}" for key, n in table.items())


#: The offer limit's default (an option of CATAN.md's rather than a figure).
OFFERS = attrs.fields(Options).max_offers_per_turn.default


ROUND = Field("round", "int", "the round: 1 while each player takes a first turn after the "
              "set-up, 2 for the second turns, …")

_QUERIES = (
    _query("win.points", str(DEFAULT.win), "C-END-2",
           "Victory points that win, reached on one's own turn.",
           example="modify win.points: set 8"),
    _query("hand.limit", str(DEFAULT.hand_limit), "C-ROBBER-2",
           "Resource cards a player may hold on a 7 without discarding half.",
           example="modify hand.limit: add 2"),
    _query("stock", _table(DEFAULT.stock), "C-SETUP-8",
           "Pieces of one kind each player has.",
           Field("piece", "piece", "the kind of piece"),
           example="modify stock: add 5 if piece == road"),
    _query("cost", "; ".join(f"{thing} {_table(DEFAULT.costs[thing])}"
                             for thing in THINGS), "C-BUILD-1, C-DEV-1",
           "Cards of `resource` that building `thing` costs (0 where the rules name none).",
           Field("thing", "thing", "what is built or bought"),
           Field("resource", "resource", "the resource paid"),
           example="modify cost: set 0 if thing == card and resource == wool"),
    _query("points", _table(DEFAULT.points), "C-END-1, C-AWARD-2, C-AWARD-3",
           "Victory points one `source` is worth.",
           Field("source", "source", "a building or an award"),
           example="modify points: add 1 if source == largest_army"),
    _query("award.minimum", _table(DEFAULT.minimums), "C-AWARD-2, C-AWARD-3",
           "The road length or played knights an award needs.",
           Field("award", "award", "the award"),
           example="modify award.minimum: add -1 if award == longest_road"),
    _query("trade.rate", _table(DEFAULT.rates), "C-TRADE-6, C-TRADE-7",
           "Cards of one resource given to the bank for one: at no harbour, at a generic "
           "harbour, at a harbour of that resource.",
           Field("rate", "rate", "where the trade is made"),
           example="modify trade.rate: set 3 if rate == bank"),
    _query("offers.per_turn", str(OFFERS), "C-TRADE-5",
           "Domestic offers the active player may propose in a turn.",
           example="modify offers.per_turn: set 1"),
    _query("victory_points", "0", "C-DEV-8",
           "Victory points a development card is worth while its owner holds it.",
           example="modify victory_points: add 1", held_by=("card",)),
    QuerySpec(
        "robber.steals", "bool", "true",
        (ROUND,
         Field("by", "mover", "what moved the robber: `seven` or `knight`"),
         Field("value", "bool", "the value so far (the base, after the modifiers before)")),
        "Whether the robber, once moved, steals a card from a player beside it; asked "
        "during play, each time it moves.", "C-ROBBER-5, C-DEV-3", held_by=("rules",),
        example="modify robber.steals: set false if by == seven and round <= 2"),
    flow.ends("C-END-2", "the most victory points win, then `winner.tiebreak`",
              Field("points", "int", "the player's victory points, victory point cards included"),
              Field("has_longest_road", "bool", "whether the player holds the Longest Road"),
              Field("has_largest_army", "bool", "whether the player holds the Largest Army"),
              ROUND, held_by=("rules",),
              example="modify game.ends: set true if points >= 8 and has_longest_road"),
    flow.tiebreak("0", "C-END-2",
                  "Asked when a house rule ends the game (`game.ends`, `end game`); none is "
                  "printed, since the printed win leaves no tie. Still tied: the first of "
                  "them in turn order from the player whose turn it is.",
                  Field("knights", "int", "the knights the player has played"),
                  Field("road_length", "int", "the player's longest road (C-AWARD-1)"),
                  held_by=("rules",), example="modify winner.tiebreak: set road_length"),
)

#: The statements of the cards' programs, in the order syntax errors list them.
_STATEMENTS = (
    StatementSpec(
        "move robber", "move robber",
        "The owner moves the robber to any land hex but the one it stands on (C-ROBBER-4).",
        MoveRobber, "move robber", form="move robber", decides=True),
    StatementSpec(
        "rob", "rob",
        "The owner takes a card at random from a player of their choice with a building "
        "beside the robber and a card in hand; with none, or when house rules say the "
        "robber does not steal now (`robber.steals`), nothing is taken (C-ROBBER-5). "
        "The card drawn is a chance point: undo stops there.",
        Rob, "rob", form="rob", decides=True),
    StatementSpec(
        "build road free", "build road free",
        "The owner builds a road where a road may go, without paying (C-DEV-5); with no "
        "road in stock or no legal path it lapses.",
        BuildRoadFree, "build road free", form="build road free", decides=True),
    StatementSpec(
        "take … resources from bank", "take <count> resources from bank",
        "The owner names that many resource cards, one decision for all of them, and takes "
        "them from the bank; when the bank cannot pay them, fewer (C-DEV-6); with the bank "
        "empty it lapses.",
        TakeFromBank, "take 2 resources from bank",
        form="take <count:count> resources from bank", decides=True, rule="take_from_bank"),
    StatementSpec(
        "repeat", "repeat <count> { … }",
        "Run the block that many times (a number written in the file).",
        Repeat, "repeat 2 { build road free }", form="repeat <times:count> <body:block>"),
    StatementSpec(
        "choose … as", "choose <kind> as <name> { … }",
        "The owner names one word of a kind (`resource`: one of the five resources); in the "
        "block, `name` stands for it.",
        ChooseValue, "choose resource as wanted { each other player { give all wanted to "
        "owner } }", form="choose <what:enum> as <name:bind> <body:block>", decides=True,
        rule="choose_value"),
    StatementSpec(
        "each other player", "each other player { … }",
        "Run the block for each other player in seat order, that player giving, while the "
        "owner stays the card's holder. It holds `give` statements; what they hand over is "
        "one event per `give` (C-DEV-7).",
        EachOtherPlayer, "each other player { give 1 wool to owner }",
        form="each other player <body:block>", holds=("give",)),
    StatementSpec(
        "give", "give all | <count> <resource> to owner",
        "Inside `each other player`: that player hands the owner all their cards of the "
        "resource, or at most that many.",
        Give, "each other player { give all ore to owner }",
        form="give <count:most> <resource:resource> to owner", within="each other player"),
    flow.END_GAME,
)

# --- the table: set-up choices, supplies, other seats' holdings, the map ------------------

#: The things a count names: the pieces, the cards (a resource, a development card), the
#: land hexes by terrain and their number tokens (``number 6``).
TERRAINS = (*PRODUCES, "desert")
TABLE_KINDS = (*PIECES, "resource", "card", *TERRAINS, "number")
#: The bank's five resource piles and the development deck, face down (``supply deck``).
TABLE_SUPPLIES = (*RESOURCES, "deck")
#: The zones a count reads: the board (its hexes and number tokens, and the pieces on it:
#: a seat's are its own), a seat's hand (resource cards and unplayed development cards,
#: face down) and the development cards it has played (face up), and the land hexes beside
#: the intersection a query point is asked about.
TABLE_ZONES = ("board", "hand", "played", "hexes")
TABLE_FIELDS = (
    Field("my.seat", "int", "the owner's seat (0-3)"),
    Field("my.points", "int", "victory points everyone sees: buildings and awards, without "
          "victory point cards still held"),
)
#: The board's spaces a ``rules`` block tags (``space 12 tag lake``): intersections I0-I53.
TABLE_SPACES = 54

#: What the house rules read of the table, each example with its value when a new game of
#: four (seed 0) asks whether the first set-up settlement may go on intersection I0 (a
#: ``rules`` block tagging I0 ``lake``).
TABLE_READINGS = (
    ExpressionSpec(
        "`count(<pattern> in supply <resource>)`",
        "the bank's pile of that resource (`supply lumber` … `supply ore`), face up",
        "count(resource in supply ore)", 19),
    ExpressionSpec(
        "`count(card in supply deck)`",
        "the development deck: face down, so counted only, never by kind (`card knight`)",
        "count(card in supply deck)", 25),
    ExpressionSpec(
        "`count(<pattern> in board)`",
        "the board's land hexes by terrain (`forest`, `pasture`, `fields`, `hills`, "
        "`mountains`, `desert`), their number tokens (`number 6`) and every seat's pieces",
        "count(number 6 or number 8 in board)", 4),
    ExpressionSpec(
        "`count(<pattern> in seat(n) board)`",
        "seat n's pieces on the board: `road`, `settlement`, `city`",
        "count(settlement or city in seat(my.seat) board)", 0),
    ExpressionSpec(
        "`count(<pattern> in seat(n) hand)`",
        "seat n's hand: its resource cards (`resource`) and unplayed development cards "
        "(`card`), face down: counted, never by kind",
        "count(resource in seat(1) hand)", 0),
    ExpressionSpec(
        "`count(<pattern> in seat(n) played)`",
        "the development cards seat n has played, face up (`card knight`)",
        "count(card knight in seat(1) played)", 0),
    ExpressionSpec(
        "`count(<pattern> in hexes)`",
        "in `setup.settlement`: the land hexes beside the intersection asked about, with "
        "their number tokens", "count(any in hexes)", 2),
    ExpressionSpec(
        "`seat(n).points`, `my.points`, `most.points`",
        "the victory points everyone sees: buildings and awards, without victory point "
        "cards still held", "most.points + seat(0).points", 0),
    ExpressionSpec(
        "`largest(<pattern>)`",
        "the most of the owner's pieces matching the pattern joined up: roads end to end, "
        "a building to the roads at its intersection", "largest(road or settlement)", 0),
    ExpressionSpec(
        "`connected(<tag>, <tag>)`",
        "whether the owner's roads join an intersection tagged with the first tag to one "
        "tagged with the second (`space <n> tag <word>` in a `rules` block tags "
        "intersection I<n>); another seat's building breaks the way",
        "if connected(lake, lake) then 1 else 0", 0),
)

_INTERSECTION = Field("intersection", "int", "the intersection (0-53: I0-I53)")
SETUP_SETTLEMENT = flow.start(
    "setup.settlement", "set-up settlement", "intersections",
    "true where the printed rules allow it: a free intersection with no building on a "
    "neighbouring one", "C-SETUP-11, C-SETUP-12, C-BUILD-4",
    _INTERSECTION,
    Field("coast", "bool", "whether it touches the sea (fewer than three land hexes)"),
    Field("harbour", "bool", "whether it is one of a harbour's two intersections"),
    Field("second", "bool", "whether it is the seat's second set-up settlement"),
    beside="`count(… in hexes)` reads the land hexes beside it.", held_by=("rules",),
    example="modify setup.settlement: set false if count(number 6 or number 8 in hexes) > 0")

CATAN = Vocabulary(
    game="catan",
    version=1,
    title="Catan",
    definitions=(
        DefinitionSpec("card", doc="A kind of development card (C-DEV): its copies in the "
                       "deck, its program (`on play`), run when the card is played, and the "
                       "victory points it is worth while held (`modify victory_points`). The "
                       "rules keep buying, the one card a turn and where a played card goes. "
                       "In a house-rule file, a card of the deck whose program or worth is "
                       "rewritten."),
        structure.RULES,
    ),
    hooks=("on play", "modify", "space"),
    queries={q.name: q for q in (*_QUERIES, SETUP_SETTLEMENT)},
    statements={s.name: s for s in _STATEMENTS},
    resources=RESOURCES,
    piles=(PileSpec("deck", "in deck"),),
    enums={"piece": PIECES, "thing": THINGS, "resource": RESOURCES, "source": SOURCES,
           "award": AWARDS, "rate": RATES, "mover": MOVERS},
    owner_fields=(Field("game.players", "int", "the number of players"), *TABLE_FIELDS),
    not_aggregated=frozenset({"my.seat"}),
    name_bounds={"game.players": (2, 4), "my.seat": (0, 3)},
    tile_kinds=TABLE_KINDS,
    zones=TABLE_ZONES,
    supplies=TABLE_SUPPLIES,
    spaces=TABLE_SPACES,
    board="board",
    seat_zones=("board", "hand", "played"),
    context_zones={"hexes": "intersection"},
    face_down=("hand", "supply deck"),
    readings=TABLE_READINGS,
)

#: Catan's tile languages by version.
VOCABULARIES = {CATAN.version: CATAN}
