"""Fuzzing: whatever the text, parsing and checking end in a TileError or succeed; and
any definitions the grammar can express print and parse back unchanged."""

from __future__ import annotations

import random
import string

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from lark import Lark
from lark.lexer import PatternStr

from burgundy import dsl
from burgundy.dsl.grammar import grammar_text
from burgundy.dsl.printer import format_expr
from burgundy.dsl.transform import description_text
from burgundy.errors import TileError
from burgundy.games import catan, lastrada
from burgundy.games.castles import statements
from burgundy.lang import ir, registry
from burgundy.lang.flow import ENDS, TIEBREAK
from tests.dsl._util import TILE_FILES

FUZZ = settings(max_examples=300, deadline=None,
                suppress_health_check=[HealthCheck.too_slow])
PATH = "fuzz.tiles"
#: Bare words that name a query's context field in Castles' files.
CONTEXT_WORDS = registry.CASTLES.context_words

#: Every fixed word and symbol of the grammar (as written: the parser makes its words
#: regular expressions that end where the word ends).
GRAMMAR_STRINGS = sorted(
    t.pattern.value for t in Lark(grammar_text(), parser="lalr").terminals
    if isinstance(t.pattern, PatternStr)
)
KEYWORDS = frozenset(w for w in GRAMMAR_STRINGS if w.isalpha())
RESERVED = frozenset({"or", "and", "not", "is", "if", "else", "from", "true", "false"})
REAL_TEXTS = [p.read_text(encoding="utf-8") for p in TILE_FILES]


def _load(text: str) -> None:
    """Parse and check ``text``; any TileError must be well formed."""
    try:
        defs = dsl.parse(text, PATH)
    except TileError as error:
        _well_formed(error)
        return
    for problem in dsl.check(defs, sources={PATH: text}):
        _well_formed(problem)


def _well_formed(error: TileError) -> None:
    assert error.path == PATH
    assert error.message
    if error.line is not None:
        assert error.line >= 1
        assert error.column is None or error.column >= 1
    assert str(error).startswith(PATH)


# --- (a) text made of the language's own tokens ---------------------------------------

_VOCABULARY = [
    *GRAMMAR_STRINGS, "=", "!", "/", "&", "|", "'", ".", "@", '"', '"Bank"', '"x', "\n",
    "# note\n", "0", "2", "27", "99999999999", "my.points", "event.count", "event.tile",
    "tile", "action", "count", "goods", "cow", "blue", "die", "stable", "bank", "watchtower",
    "sale.silverlings", "die.free_steps", "goods_sold", "mine_income", "silverlings",
    "worker", "xyz", "é", '"""', '"""What it does."""', '"""Two\n lines."""',
    "end game", "end", "game", "game.ends", "winner.tiebreak", "game_ended", "rules",
]


@FUZZ
@given(st.lists(st.sampled_from(_VOCABULARY), max_size=60))
def test_token_soup_raises_only_tile_errors(tokens: list[str]) -> None:
    _load(" ".join(tokens))


@FUZZ
@given(st.lists(st.sampled_from(_VOCABULARY), max_size=40))
def test_token_soup_inside_a_tile_raises_only_tile_errors(tokens: list[str]) -> None:
    # Start inside a tile body so that more of the grammar is reached.
    _load('knowledge 30 "x" supply 1 normal {\n when goods_sold { ' + " ".join(tokens) + "\n}")


# --- (b) mutations of the real tile files ----------------------------------------------

_SNIPPETS = st.sampled_from(["{", "}", ":", "(", ")", '"', "=", "==", "or", " ", "\n", "#",
                             "may", "gain", "if", "is", "-", "1", "x", "."])


@st.composite
def _mutated(draw: st.DrawFn) -> str:
    text = draw(st.sampled_from(REAL_TEXTS))
    for _ in range(draw(st.integers(1, 4))):
        if not text:
            break
        i = draw(st.integers(0, len(text) - 1))
        j = draw(st.integers(i, min(len(text), i + 12)))
        operation = draw(st.sampled_from(["delete", "insert", "duplicate", "swap", "char"]))
        if operation == "delete":
            text = text[:i] + text[j:]
        elif operation == "insert":
            text = text[:i] + draw(_SNIPPETS) + text[i:]
        elif operation == "duplicate":
            text = text[:j] + text[i:j] + text[j:]
        elif operation == "swap":
            k = draw(st.integers(0, len(text) - 1))
            a, b = sorted((i, k))
            text = text[:a] + text[b] + text[a + 1:b] + text[a] + text[b + 1:] if a < b else text
        else:
            text = text[:i] + draw(st.sampled_from(string.printable)) + text[i + 1:]
    return text


@st.composite
def _token_mutated(draw: st.DrawFn) -> str:
    tokens = draw(st.sampled_from(REAL_TEXTS)).split(" ")
    for _ in range(draw(st.integers(1, 3))):
        i = draw(st.integers(0, len(tokens) - 1))
        operation = draw(st.sampled_from(["delete", "insert", "duplicate", "swap"]))
        if operation == "delete" and len(tokens) > 1:
            del tokens[i]
        elif operation == "insert":
            tokens.insert(i, draw(st.sampled_from(_VOCABULARY)))
        elif operation == "duplicate":
            tokens.insert(i, tokens[i])
        else:
            k = draw(st.integers(0, len(tokens) - 1))
            tokens[i], tokens[k] = tokens[k], tokens[i]
    return " ".join(tokens)


@FUZZ
@given(_mutated())
def test_character_mutations_of_real_files_raise_only_tile_errors(text: str) -> None:
    _load(text)


@FUZZ
@given(_token_mutated())
def test_token_mutations_of_real_files_raise_only_tile_errors(text: str) -> None:
    _load(text)


# --- (c) definitions of every shape the grammar allows ---------------------------------

_NAMES = st.builds(
    lambda head, tail: head + tail,
    st.sampled_from(string.ascii_lowercase + "_"),
    st.text(string.ascii_lowercase + string.digits + "_", max_size=5),
).filter(lambda w: w not in KEYWORDS and w not in RESERVED)
_DOTTED = st.one_of(_NAMES, st.builds(lambda a, b: f"{a}.{b}", _NAMES, _NAMES))
# The flow's query points and event (``burgundy.lang.flow``) among made-up names.
_QUERIES = st.one_of(st.sampled_from([ENDS, TIEBREAK]), _DOTTED)
_EVENTS = st.one_of(st.just("game_ended"), _DOTTED)
_TEXT = st.text(st.characters(exclude_characters='"\n\r', exclude_categories=["Cs"]),
                max_size=8)
# Descriptions as the ir keeps them (`description_text`): any text but `"""`.
_DESCRIPTIONS = st.one_of(
    st.just(""),
    st.text(st.characters(exclude_categories=["Cs"]), max_size=30)
    .map(description_text).filter(lambda text: '"""' not in text),
)
_NUMBERS = st.integers(-999, 999)
# Tile kinds are words too: after `tile is animal or`, they must not join the pattern.
_SYMS = st.one_of(st.sampled_from(sorted({w for ws in registry.ENUMS.values() for w in ws})),
                  st.sampled_from(registry.TILE_KINDS),
                  _NAMES.filter(lambda w: w not in CONTEXT_WORDS))
_NAMED = st.one_of(st.sampled_from(sorted(registry.OWNER_NAMES)),
                   st.sampled_from(sorted(CONTEXT_WORDS)),
                   st.builds(lambda w: f"event.{w}", _NAMES))
_KINDS = st.one_of(st.sampled_from(registry.TILE_KINDS), _NAMES.filter(lambda w: w != "any"),
                   st.sampled_from([piece.kind for piece in registry.TABLE_PIECES]))
_DETAILS = st.one_of(st.none(), _NAMES, st.integers(0, 99).map(str))


def _patterns(later_kinds: st.SearchStrategy[str]) -> st.SearchStrategy[ir.Pattern]:
    first = st.builds(ir.KindPattern, _KINDS, _DETAILS)
    later = st.lists(st.builds(ir.KindPattern, later_kinds, _DETAILS), max_size=2)
    return st.builds(lambda a, rest: ir.Pattern((a, *rest)), first, later)


_PATTERNS = _patterns(_KINDS)
# After `is`, an `or` joins the pattern only before a tile kind (see tiles.lark).
_IS_PATTERNS = _patterns(st.sampled_from(registry.TILE_KINDS))
_OPS = ["+", "-", "*", "//", "%", "==", "!=", "<", "<=", ">", ">=", "and", "or", "min", "max"]

_OPTIONAL_EXPRS: st.SearchStrategy[ir.Expr | None]  # set once expressions are defined
_PLAIN_ZONES = st.sampled_from(
    [ir.Zone(w) for w in ("depots", "black_depot", "storage", "estate", "region", "out")])
_NAMED_ZONES = st.builds(lambda where, name: ir.Zone(where, name),
                         st.sampled_from(["supply", "display", "my"]), _NAMES)
# The table's goods and bonus tiles: `supply goods`, `display bonus`, `my goods` ….
_TABLE_ZONES = st.sampled_from([ir.Zone(*key.split()) for piece in registry.TABLE_PIECES
                                for key in piece.zones])
_ZONES = st.one_of(_PLAIN_ZONES, _NAMED_ZONES, _TABLE_ZONES,
                   st.builds(lambda name, index: ir.Zone("display", name, ir.Num(index)),
                             _NAMES, st.integers(0, 9)))

_EXPRS = st.recursive(
    st.one_of(
        st.builds(ir.Num, _NUMBERS),
        st.builds(ir.Bool, st.booleans()),
        st.builds(ir.Sym, _SYMS),
        st.builds(ir.Name, _NAMED),
        st.builds(ir.Name, st.builds(lambda a, b: f"{a}.{b}", _NAMES, _NAMES)),
        st.builds(lambda p: ir.Count(p, zone=ir.Zone("estate")), _PATTERNS),
        st.builds(ir.QueryValue, st.builds(lambda a, b: f"{a}.{b}", _NAMES, _NAMES)),
        st.builds(lambda p, z: ir.Count(p, zone=z), _PATTERNS, _ZONES),
        # The table: the owner's estate map.
        st.builds(ir.Largest, _PATTERNS),
        st.builds(ir.Connected, _NAMES, _NAMES),
    ),
    lambda inner: st.one_of(
        st.builds(ir.BinOp, st.sampled_from(_OPS), inner, inner),
        st.builds(ir.Not, inner),
        st.builds(ir.Abs, inner),
        st.builds(ir.IsTile, inner, _IS_PATTERNS),
        st.builds(ir.Cond, inner, inner, inner),
        st.builds(ir.SeatValue, inner, st.one_of(st.sampled_from(registry.SEAT_FIELDS), _NAMES)),
        st.builds(ir.SeatCount, _PATTERNS, inner, _ZONES),
        # The one place where layout could change meaning: `… is <pattern> or <word>`.
        st.builds(lambda subject, pattern, word: ir.BinOp("or", ir.IsTile(subject, pattern),
                                                         ir.Sym(word)),
                  inner, _IS_PATTERNS, st.sampled_from(registry.TILE_KINDS)),
    ),
    max_leaves=8,
)

_OPTIONAL_EXPRS = st.one_of(st.none(), _EXPRS)
_SIMPLE = st.one_of(
    st.builds(ir.Gain, _EXPRS, st.one_of(st.sampled_from(registry.RESOURCES),
                                         _NAMES.filter(lambda w: w not in
                                                       registry.RESOURCE_ALIASES))),
    st.builds(statements.Sell, st.booleans()),
    st.builds(ir.Pay, _EXPRS, st.sampled_from(registry.RESOURCES)),
    st.builds(lambda p, s, o, d: statements.Take(p, s, o, dest=d), _PATTERNS, _ZONES, st.booleans(),
              _ZONES),
    st.builds(lambda p, o, s: statements.Place(p, o, source=s), _PATTERNS, st.booleans(), _ZONES),
    st.builds(lambda o, n: statements.ExtraAction(o, number=n), st.booleans(), _OPTIONAL_EXPRS),
    st.builds(statements.Buy, _PATTERNS, _ZONES),
    st.builds(ir.Move, _EXPRS, _PATTERNS, _ZONES, _ZONES),
    st.builds(lambda k, d: ir.Run(k if d is None else f"{k}:{d}"), _NAMES,
              st.one_of(st.none(), _NAMES, st.integers(0, 99).map(str))),
    st.builds(ir.Advance, _ZONES, _EXPRS),
    st.builds(ir.Call, _TEXT),
    st.just(ir.EndGame()),
)
_STATEMENTS = st.recursive(
    _SIMPLE,
    lambda inner: st.one_of(
        st.builds(ir.If, _EXPRS, st.lists(inner, max_size=3).map(tuple),
                  st.lists(inner, max_size=2).map(tuple)),
        st.builds(ir.Choose, st.lists(st.builds(ir.Option, _TEXT,
                                                st.lists(inner, max_size=2).map(tuple)),
                                      min_size=1, max_size=3).map(tuple)),
        st.builds(ir.Repeat, _EXPRS, st.lists(inner, max_size=2).map(tuple)),
        st.builds(ir.EachPlayer, st.lists(inner, max_size=2).map(tuple)),
    ),
    max_leaves=6,
)
_BODIES = st.lists(_STATEMENTS, max_size=3).map(tuple)
# The registered query points too (set-up, track, scoring groups …), not only made-up names.
_QUERY_POINTS = st.sampled_from(sorted(registry.QUERIES))


@st.composite
def _tiles(draw: st.DrawFn) -> ir.TileDef:
    kind = draw(st.sampled_from(["building", "knowledge", "tile", "component", "rules"]))
    number = None
    if kind == "knowledge":
        key = str(draw(st.integers(0, 99)))
        tile_id = f"{kind}:{key}"
    else:
        key = draw(_DOTTED)
        tile_id = {"tile": key, "building": f"building:{key}", "rules": f"rules:{key}"}.get(
            kind, "")
        if kind == "component":
            number = draw(st.integers(0, 99))
            tile_id = f"{key}:{number}"
    supplies = st.builds(ir.Supply, st.integers(0, 9), st.integers(0, 9), st.integers(0, 9))
    return ir.TileDef(
        id=tile_id,
        kind=kind,  # type: ignore[arg-type]
        key=key,
        name=draw(_TEXT),
        on_place=draw(_BODIES),
        modifiers=tuple(draw(st.lists(st.builds(
            ir.Modifier, st.one_of(_QUERIES, _QUERY_POINTS), st.sampled_from(["set", "add"]),
            _EXPRS, _OPTIONAL_EXPRS),
            max_size=2))),
        triggers=tuple(draw(st.lists(st.builds(
            lambda e, b, c, s: ir.Trigger(e, b, c, scope=s),
            _EVENTS, _BODIES, _OPTIONAL_EXPRS,
            st.sampled_from(["own", "any", "other"])), max_size=2))),
        scorers=tuple(draw(st.lists(st.builds(ir.Scorer, _TEXT, _EXPRS), max_size=2))),
        supply=None if kind == "rules" else draw(st.one_of(st.none(), supplies)),
        actions=tuple(draw(st.lists(st.builds(
            statements.ActionDef, _TEXT, _BODIES, _OPTIONAL_EXPRS,
            once_per_turn=st.booleans(), die=st.booleans()), max_size=2))),
        setup=draw(_BODIES),
        spaces=tuple(draw(st.lists(st.builds(ir.TrackSpace, st.integers(0, 9), _BODIES),
                                   max_size=2))),
        number=number,
        description=draw(_DESCRIPTIONS),
        tags=tuple(draw(st.lists(st.builds(ir.SpaceTag, st.integers(0, 40), _NAMES),
                                 max_size=2))),
    )


@settings(FUZZ, max_examples=150)
@given(st.lists(_tiles(), min_size=1, max_size=2))
def test_any_expressible_definitions_print_and_parse_back(defs: list[ir.TileDef]) -> None:
    text = dsl.format_tiles(defs)
    assert dsl.parse(text, PATH) == tuple(defs), text
    _load(text)


# --- (d) local names and options made from a range of numbers --------------------------

_LOCAL = _NAMES.filter(lambda w: w not in CONTEXT_WORDS and w not in KEYWORDS)


@FUZZ
@given(_LOCAL, st.integers(-3, 3), st.integers(0, 5), _EXPRS, _EXPRS)
def test_local_names_and_ranged_options_read_as_what_they_stand_for(
    name: str, first: int, more: int, value: ir.Expr, condition: ir.Expr
) -> None:
    # `let` and `choose … from … to` are read into the plain forms they stand for, which
    # print and parse back unchanged; whatever they hold, only TileErrors come out.
    text = dsl.format_tiles([ir.TileDef("rules:r", "rules", "r", "R")])
    written, shown = format_expr(value), format_expr(condition)
    body = (f"let {name} = {written}\n"
            f'choose {name} from {first} to {first + more} "#{{{name}}}" if {shown} '
            f"{{ gain {name} + {name} points }}\n"
            f'choose {{ option k from 1 to 2 "k{{k}}" {{ gain {name} points }} }}')
    text = text.replace("{\n}", f'{{\n    action "a" {{\n{body}\n    }}\n}}')
    try:
        defs = dsl.parse(text, PATH)
    except TileError as error:
        _well_formed(error)
        return
    choose = defs[0].actions[0].body[0]
    assert isinstance(choose, ir.Choose)
    assert [o.label for o in choose.options] == [f"#{n}" for n in range(first, first + more + 1)]
    assert dsl.parse(dsl.format_tiles(defs), PATH) == defs
    _load(text)


# --- (e) the flow's query points in Catan's and La Strada's house rules -----------------

#: Each game's handle, and the context words of its end and tie-break.
_FLOW_GAMES = {
    "catan": (catan.new_game, ("points", "has_longest_road", "has_largest_army", "round",
                               "knights", "road_length")),
    "lastrada": (lastrada.new_game, ("days", "stones", "gold")),
}


@st.composite
def _flow_files(draw: st.DrawFn) -> tuple[str, str]:
    """A house-rule file of ``game.ends`` and ``winner.tiebreak`` modifiers whose values
    and conditions read that game's context words, well typed or not."""
    game = draw(st.sampled_from(sorted(_FLOW_GAMES)))
    words = _FLOW_GAMES[game][1]
    leaves = st.one_of(st.builds(ir.Num, st.integers(-3, 12)), st.builds(ir.Bool, st.booleans()),
                       st.builds(ir.Name, st.sampled_from(words + ("value", "game.players"))))
    exprs = st.recursive(leaves, lambda inner: st.one_of(
        st.builds(ir.BinOp, st.sampled_from(_OPS), inner, inner), st.builds(ir.Not, inner)),
        max_leaves=4)
    lines = draw(st.lists(st.builds(
        lambda query, op, value, condition: f"modify {query}: {op} {format_expr(value)}"
        + ("" if condition is None else f" if {format_expr(condition)}"),
        st.sampled_from([ENDS, TIEBREAK]), st.sampled_from(["set", "add"]), exprs,
        st.one_of(st.none(), exprs)), min_size=1, max_size=3))
    body = "\n".join(f"    {line}" for line in lines)
    return game, f'language {game} 1\nrules flow "Flow" {{\n{body}\n}}\n'


@settings(FUZZ, max_examples=60)
@given(_flow_files(), st.integers(0, 3))
def test_the_end_and_tiebreak_in_house_rules_load_or_fail_clearly_and_play(
    written: tuple[str, str], seed: int
) -> None:
    # Whatever they say, the files load or raise a TileError; once loaded, a game with them
    # plays to its end (a house rule's, or the printed one) with winners among its seats.
    _plays(written, seed, 400)


def _plays(written: tuple[str, str], seed: int, steps: int) -> None:
    """A game of the house rules ``written`` loads, or the file is refused with a message
    (or, when it allows no set-up at all, the game); a loaded game plays ``steps`` random
    steps or to its end, with winners among its seats. A seat read that is not in the game
    is the file's mistake, named with its line when it happens."""
    game_name, text = written
    try:
        game = _FLOW_GAMES[game_name][0](players=3, seed=seed, tiles=text)
    except TileError as error:
        assert error.message
        return
    except ValueError as error:
        assert "allow no" in str(error)
        return
    chooser = random.Random(seed)
    for _ in range(steps):
        if game.is_over:
            assert set(game.winners()) <= {0, 1, 2}
            break
        try:
            game.apply(chooser.choice(game.legal_actions()))
        except TileError as error:
            assert "not in this game" in error.message and error.line is not None
            break


# --- (f) the table in Catan's and La Strada's house rules -------------------------------

#: Each game's set-up query point, and the words its counts may name: kinds, zones (with
#: ``supply …`` piles) and sorts, right or wrong.
_TABLE_GAMES = {
    "catan": ("setup.settlement", ("road", "settlement", "city", "resource", "card",
                                   "forest", "desert", "number", "stone"),
              ("board", "hand", "played", "hexes", "supply ore", "supply deck", "beside"),
              ("lumber", "knight", "6", "7", "hill")),
    "lastrada": ("setup.start", ("plain", "hill", "city", "farm", "road", "stone", "start",
                                 "settlement"),
                 ("board", "pieces", "reached", "beside", "hexes", "supply ore"),
                 ("hill", "lumber", "6")),
}


@st.composite
def _table_files(draw: st.DrawFn) -> tuple[str, str]:
    """A house-rule file whose set-up, end and folded numbers read the table: counts of
    kinds and sorts in zones of a seat or the table's, other seats' values and the map."""
    game = draw(st.sampled_from(sorted(_TABLE_GAMES)))
    setup, kinds, zones, sorts = _TABLE_GAMES[game]
    kind = st.builds(lambda k, s: f"{k} {s}" if s else k, st.sampled_from(kinds),
                     st.one_of(st.none(), st.sampled_from(sorts)))
    pattern = st.one_of(st.just("any"), st.lists(kind, min_size=1, max_size=2).map(" or ".join))
    seat = st.one_of(st.none(), st.sampled_from(["0", "1", "3", "my.seat", "5", "my.seat + 1"]))
    count = st.builds(lambda p, s, z: f"count({p} in {'' if s is None else f'seat({s}) '}{z})",
                      pattern, seat, st.sampled_from(zones))
    reading = st.one_of(count, st.sampled_from(
        ["seat(1).points", "my.days", "most.points", "largest(road)", "connected(a, b)",
         "my.seat", "least.days"]))
    value = st.builds(lambda r, n, op: f"{r} {op} {n}", reading, st.integers(0, 4),
                      st.sampled_from([">", "==", "<="]))
    query = st.sampled_from([setup, ENDS, "win.points", "days.income"])
    lines = draw(st.lists(st.builds(lambda q, v: f"modify {q}: set true if {v}", query, value),
                          min_size=1, max_size=3))
    body = "\n".join(f"    {line}" for line in lines)
    return game, f'language {game} 1\nrules table "Table" {{\n{body}\n}}\n'


@settings(FUZZ, max_examples=60)
@given(_table_files(), st.integers(0, 3))
def test_table_readings_in_house_rules_load_or_fail_clearly_and_play(
    written: tuple[str, str], seed: int
) -> None:
    # Whatever they read, the files load, or are refused with a message, or refuse a game
    # no set-up can begin; once loaded, a game with them plays on.
    _plays(written, seed, 200)
