"""Castles' language reference (``docs/language.md``): the language as Castles' files
write it, its prose around the tables of its vocabulary (``vocabulary.py``, also at its
old path ``burgundy.lang.registry``).

Regenerate with ``python -m burgundy.dsl.reference > docs/language.md``; a test checks that
the committed file matches, and another that it is generated as it was.
"""

from __future__ import annotations

from burgundy.dsl.grammar import RESERVED_WORDS
from burgundy.dsl.reference import fields_text, quoted, table, with_example
from burgundy.games.castles import vocabulary
from burgundy.games.castles.language import building_types, knowledge_numbers

_HEADER = (
    "<!-- Generated from burgundy.lang.registry: do not edit by hand. Regenerate with\n"
    "     python -m burgundy.dsl.reference > docs/language.md -->"
)


def reference_markdown() -> str:
    """The whole reference, as Markdown text ending in a newline."""
    numbers = knowledge_numbers()
    last = numbers[-1] if numbers else 0
    out: list[str] = [_HEADER, "", "# The tile language: reference", ""]
    out += [
        "Every building and knowledge tile of the game is written in this language, in",
        "`tiles/buildings.tiles` and `tiles/knowledge.tiles`, and so is every official",
        "expansion (`tiles/expansions/`). A house rule is a `.tiles` file loaded over them: a",
        "definition with the same id replaces the standard one, a new id adds one. The",
        "tutorial walks through writing one; this page lists everything the language can",
        "name. It is generated from `burgundy.lang.registry`, the same tables the checker",
        "uses.",
        "",
        "## Files",
        "",
        "A file is a list of definitions. `#` starts a comment that runs to the end of the",
        "line. Spaces and line breaks only separate words: lay the text out as you like (the",
        "standard files show the usual layout, which `format_tiles` reproduces).",
        "",
        "```",
        "# A comment.",
        'building <type> "<name>" [supply …] { ["""…"""] <hooks> }',
        'knowledge <number> "<name>" [supply …] { ["""…"""] <hooks> }',
        'tile <kind> "<name>" supply <n> own { ["""…"""] <hooks> }',
        'component <kind> <number> "<name>" [supply <n> own] { ["""…"""] <hooks> }',
        'rules <name> "<name>" { ["""…"""] <hooks> }',
        "```",
        "",
        "- `tile inn \"Inn\" supply 5 own` declares a new kind of hex tile, `inn`, with five",
        "  copies in a face-down pile of their own (`supply inn`). Its tiles are placed in",
        "  estates like any other; they belong to no colour of space, so a `rules` block says",
        "  where they may go (`modify place.colour_match`).",
        "- `component shield 3 \"…\"` defines the component `shield:3`: a thing players hold",
        "  in a row of their own (`my shield`) rather than in the estate, one copy unless",
        "  `supply <n> own` says more. All components of a kind start in its pile",
        "  (`supply shield`), shuffled.",
        "- `rules shields \"Shields\"` defines a block of rules every player holds: its",
        "  `modify`, `when`, `action` and `score` hooks are every player's, and its `setup`",
        "  runs once when a game begins. `excludes rules cloisters` refuses to load it with",
        "  another definition.",
        "- The hooks of a placed tile, of a component while it is held, and of every `rules`",
        "  block are live.",
        "- `building bank \"Bank\"` defines the tile `building:bank`; the type is a lower-case",
        "  word (letters, digits, `_`). `knowledge 7 \"…\"` defines `knowledge:7`.",
        "- The name in quotes is what players see; it ends on the same line and holds no `\"`.",
        '- `"""…"""` first in a body is the definition\'s description: what it does, in words',
        "  for players, shown when they ask about an action (`burgundy.describe.explain`).",
        "  It may run over several lines (the indentation the lines after the first share is",
        '  removed) and holds no `"""`. No rule reads it. Without one, the comment lines just',
        "  above the definition are shown instead.",
        "- `supply 5 normal, 2 black` (or `supply 5 normal`, or `supply 1 black`) says how many",
        "  copies are in the game, by the colour of their back. Standard tiles may leave it",
        "  out (the game data has their counts); a new building type or a knowledge number",
        f"  outside 1-{last} must state it.",
        f"- Standard building types: {quoted(building_types())}.",
        f"- Standard knowledge numbers: 1 to {last}.",
        "- A file may not define the same tile twice; a later file replaces an earlier file's",
        "  tile with the same id (house rules are loaded after the standard files).",
        "",
        "## Hooks",
        "",
        "The body of a tile is any number of these, in any order.",
        "",
    ]
    out += table(
        ["hook", "when it acts", "example"],
        [
            ("`on place { <statements> }`",
             "once, when the tile is placed in its owner's estate",
             "`on place { gain 2 silverlings }`"),
            ("`modify <query>: set <value> [if <condition>]`",
             "whenever the game asks the query point, while the tile is in the estate",
             "`modify sale.silverlings: set 2`"),
            ("`modify <query>: add <number> [if <condition>]`",
             "the same, adding to the value (number queries only)",
             "`modify die.free_steps: add 1 if action == take`"),
            ("`when <event> [if <condition>] { <statements> }`",
             "after each of the owner's matching events",
             "`when goods_sold { gain 1 worker }`"),
            ("`when any <event> …`, `when other <event> …`",
             "after every player's matching events, or the other players' only; "
             "`event.actor` is the seat whose event it is, `my.` the owner",
             "`when other workers_taken { gain event.count workers }`"),
            ('`score "<label>": <number>`',
             "at the end of the game; the label goes on the score sheet",
             '`score "Watchtowers": 4 * count(building watchtower)`'),
            ('`action "<label>" [once per turn] [if <condition>] { <statements> }`',
             "offered to the owner on their own turn, between die actions (as the purchase is),"
             " while no decision waits, as often as it can be carried out (or once a turn)",
             '`action "Buy an inn" { buy inn from display inn }`'),
            ('`action "<label>" with a die [if <condition>] { <statements> }`',
             "offered as a die action of its own: paid with one of the turn's dice (workers "
             "turning it) or a castle's extra action; `event.number` is the number it counts "
             "as, `event.cause` `die` or `castle`",
             '`action "Take a shield" with a die if event.cause == castle { … }`'),
            ("`space <number> { <statements> }`",
             "a component's track space: runs when `advance` marks it with that number",
             "`space 2 { gain 2 silverlings }`"),
            ("`space <number> tag <word>`",
             "a `rules` block's: gives estate space 0-36 a tag, on every estate map, for "
             "`connected(…)` to name; a tag may name several spaces",
             "`space 0 tag border`"),
            ("`setup { <statements> }`",
             "once, when a game begins (a `rules` block's; nobody decides during setup)",
             "`setup { each player { move 5 route from supply route to my route } }`"),
            ("`excludes <definition>`",
             "refuses to load this definition together with that one",
             "`excludes rules cloisters`"),
        ],
    )
    out += [
        "",
        "## Statements",
        "",
        "Statements make up the programs of `on place`, `when`, `action`, `space` and `setup`,",
        "one after the other (a line break between them reads best). `may` makes a benefit",
        "optional: the player may decline it. A program that needs a decision waits for it;",
        "the newest decision is answered first.",
        "",
    ]
    out += table(["statement", "syntax", "what it does", "example"],
                  [(f"`{s.name}`", f"`{s.syntax}`", s.doc, f"`{s.example}`")
                   for s in vocabulary.STATEMENTS.values()])
    out += [
        "",
        "### Decisions a tile asks",
        "",
        "A statement that decides puts a decision on top of the game's pending stack; the",
        "program waits for its answer (`legal_actions()` lists them, `apply` takes one):",
        "",
    ]
    out += table(
        ["statement", "decision", "answered with"],
        [
            ("`choose`", "`OptionChoice`",
             "`Choose(i)`, `i` the option's place in the `choose` (only those that can be "
             "carried out are offered; the label is the `Choose`'s)"),
            ("`take`, `buy`", "`TakeChoice`", "`Choose((depot, slot))` or `Choose(index)` "
             "of the zone; `Skip()` with `may`"),
            ("`place`", "`PlaceChoice`", "`PlaceTile` from storage, or `Choose(…)` of the "
             "tile and space; `Skip()` with `may`"),
            ("`sell goods`", "`SellChoice`", "`Choose(goods type)`; `Skip()` with `may`"),
            ("`extra action`", "`ExtraActionChoice`", "a die action (`TakeTile`, "
             "`PlaceTile`, `SellGoods`, `TakeWorkers`, `UseAction`): `die=None` with any "
             "number, or with a number `die` that number and `workers` what turns it; "
             "`Skip()` with `may`"),
        ],
    )
    aliases = ", ".join(f"`{k}` = `{v}`" for k, v in vocabulary.RESOURCE_ALIASES.items())
    out += [
        "",
        f"Resources for `gain`: {quoted(vocabulary.RESOURCES)} (also singular: {aliases}).",
        "`else if … { … }` chains conditions.",
        "",
        "No statement does nothing without saying so. An amount (`gain`, `pay`, `move`,",
        "`repeat`) is 0 or more, and 0 does nothing: it gains, pays, moves or runs nothing. A",
        "die's number or a goods type (`extra action with`, `set die … to`, `spend both dice",
        "as`, `collect goods`) is 1-6, a seat (`borrow knowledge of seat`) 0-3 and another",
        "player's, a die (`set die`) 1 or 2. `burgundy check` refuses a number outside these",
        "where it can tell (a number written out, `my.die1 + 1`, `my.points - 5`: write",
        "`max(0, …)` to mean 0 then); a number computed in play that falls outside them",
        "raises a `TileError` naming the tile and the line, and the game is unchanged.",
        "",
        "## Zones",
        "",
        "Where tiles and components lie, for `take`, `place`, `buy`, `move` and",
        "`count(… in …)`:",
        "",
        "- `depots` (the six numbered depots), `black depot`, `storage`, `estate` (the",
        "  owner's placed tiles), `out` (out of the game);",
        "- `supply <kind>`: a declared kind's face-down pile; `move` draws from its top;",
        "- `supply <colour>` (`supply blue`, `supply light_green` …) and `supply black`: the",
        "  game's face-down piles of hex tiles with normal backs, by the colour of their",
        "  front, and with black backs; `move` draws from their top and puts tiles back on it;",
        "- `display <name>` or `display <name> [<number>]`: a face-up row on the board, made",
        "  the first time something is put there (`display inn`, `display shield [3]`);",
        "- `my <row>`: a row the owner holds (`my route`, `my shield`); components in it are",
        "  live;",
        "- `region`: inside `modify` of a query about a region or a space, its spaces.",
        "",
        "`count(<pattern> in seat(<n>) <zone>)` counts what another seat holds: its `estate`,",
        "its `storage` or one of its rows, named without `my` (`seat(1) route`). Unlike",
        "`seat(<n>).<field>`, this seat does not count round the table: it is 0 up to the",
        "number of players less one (`burgundy check` refuses a number written outside 0-3;",
        "another in play raises a `TileError` naming the tile and the line).",
        "",
        "## Tile patterns",
        "",
        "A pattern says which tiles a statement, `count(…)` or `is` means.",
        "",
        f"- A kind: {quoted(vocabulary.TILE_KINDS)}, or a kind a file declares (`inn`,",
        "  `shield`, `shield 3`).",
        "- Narrowed: `building <type>` (e.g. `building watchtower`), `animal <species>` (e.g.",
        f"  `animal cow`; species {quoted(vocabulary.SPECIES)}), `knowledge <number>`.",
        "- Several, joined by `or`: `mine or knowledge or castle`.",
        "- `any`: every kind, the kinds files declare included (a city hall places an inn).",
        "",
        "After `take`, `place` and inside `count(…)`, every `or` joins kinds. After `is`, an",
        "`or` continues the pattern only when a tile kind (or `any`) follows it: `tile is animal",
        "or ship` tests one pattern, while `tile is ship or my.workers > 2` is the boolean `or`",
        "of two conditions. Write `(tile is animal) or …` if you want to make that plain.",
        "",
        "## Expressions",
        "",
        "Values are whole numbers, `true`/`false`, tiles, goods types and words of the",
        "enumerations below. From the loosest binding to the tightest:",
        "",
    ]
    out += table(["form", "meaning", "example"],
                  [(e.syntax, e.doc, "`" + e.example.replace("\n", "  ") + "`")
                   for e in vocabulary.EXPRESSIONS])
    out += [
        "",
        "`t is <pattern>` and `t is not <pattern>` test whether the tile `t` matches (see",
        "Tile patterns); they bind as comparisons do. Comparisons do not chain (`a < b < c`",
        "is an error): write `a < b and b < c`.",
        "",
        "### Names",
        "",
        "Anywhere, values about the tile's owner, every player and the game:",
        "",
    ]
    out += table(["name", "type", "meaning"],
                  [(f"`{f.name}`", f.type, f.doc) for f in vocabulary.OWNER_NAMES.values()])
    out += [
        "",
        "Every `my.<field>` can be read of any player as `seat(<n>).<field>`, where `<n>` is",
        "a number: `seat(event.actor).workers`, `seat(0).points`. Seats count round the",
        "table, so `seat(my.seat + 1)` is the player after the owner and `seat(my.seat - 1)`",
        "the one before, whatever the number of players.",
        "",
        "Inside `when <event>`, the event's fields are `event.<field>` (see Events). Inside",
        "`modify <query>`, the query's context fields are bare words (see Query points):",
        "`modify die.free_steps: add 1 if action == take`.",
        "",
        "### Enumeration words",
        "",
        "Bare words compared with a value of their type: `action == place`,",
        "`event.cause == castle`, `event.species == cow`.",
        "",
    ]
    out += table(["type", "words"],
                  [(name, quoted(words)) for name, words in vocabulary.ENUMS.items()])
    out += ["", "## Events", "",
            "`when <event> { … }` runs after each of the owner's events of that name (with",
            "`any`: every player's; with `other`: the other players'). A player's event also",
            "has the field `event.actor`, the seat whose event it is. Events of the game (no",
            "player) are answered only by `rules` blocks, once, with no owner: their programs",
            "may only `move` things or give every player something with `each player`. Each",
            "example is a hook of a `rules` block, which the tests load and play.", ""]
    out += table(["event", "fields", "when"],
                  [(f"`{e.name}`" + ("" if e.seated else " (the game's)"),
                    fields_text(e.fields, "event."), with_example(e.doc, e.example))
                   for e in vocabulary.EVENTS.values()])
    out += ["", "## Query points", "",
            "The rules quantities and yes/no rules `modify` may change, each with the rule of",
            "`RULES.md` it comes from. Type `int` takes numbers (`set`, `add`), `bool` takes",
            "`true`/`false` (`set` only). The base value applies when no tile modifies it.",
            "The modifiers of what the owner holds apply in the order their definitions were",
            "loaded (file order, then order within a file; a definition that replaces another",
            "takes its place), never in the order the tiles came, so the same holdings always",
            "give the same value (R-MOD-5): every `set` (the last one loaded wins), then every",
            "`add`. Each may read `value`, the value so far, so",
            "`modify mine.silverlings: set value * 2` doubles what the mines pay.",
            "A query point is asked when the rule it belongs to (its rule column) applies:",
            "`sale.…` at each sale, `place.…` for each space a tile could go on, `region.…`",
            "when a region is completed, `final.…` and `score.points` at the game's end,",
            "`black_depot.tiles` at a phase's start, the others each time their rule is used.",
            "Each example is a hook of a `rules` block, which the tests load and play.",
            "", "A `region` value is the estate spaces of a region.", ""]
    out += table(["query point", "type", "base", "context", "meaning", "rule"],
                  [(f"`{q.name}`", q.type, q.base, fields_text(q.context),
                    with_example(q.doc, q.example), q.rule)
                   for q in vocabulary.QUERIES.values()])
    out += [
        "",
        "## Reserved words",
        "",
        f"{quoted(RESERVED_WORDS)} can never be names. Other keywords (`place`, `take`,",
        "`goods`, `action`, `count`, …) are keywords only where the grammar expects them, so",
        "`action == place` reads as a comparison. A keyword is a whole word: `gainx`,",
        "`payment` or `elseif` is one word, a name, never a keyword and a name.",
        "",
        "## Checking",
        "",
        "`burgundy check FILE…` loads the standard tiles and then your files, and lists every",
        "problem with its file, line and column: syntax (a missing `{`, `}` or `:`, `=` for",
        "`==`, a statement outside `on place`/`when`, a text without its closing `\"`), and",
        "meaning (an unknown query point, event, field, name, resource, tile kind, building",
        "type, species or word, a value of the wrong type, a new tile without `supply`, a tile",
        "defined twice in one file, a `call` of a hook that is not registered), with a",
        "\"did you mean\" when a known name is close or the word starts with a keyword the",
        "place takes (`payment`: did you mean `pay`?). A keyword run together with the name",
        "after it reads as one name; the error stands at it and says how to write it apart",
        "(`ifgame.players` is `if` glued to `game.players`: write `if game.players`).",
        "Problems come in line order. A syntax",
        "error does not hide the rest of the file: each definition starting at the beginning",
        "of a line (`building`, `knowledge`, … at column 0) is read on its own, so the others",
        "are still checked, and a later broken definition has its own syntax error.",
        "",
        "## The escape hatch",
        "",
        "When the language cannot say something, `call \"<hook>\"` runs a Python function",
        "registered under that name when the tiles are loaded. Prefer the language: a hook is",
        "code the checker cannot see into.",
        "",
        "## Growing the language",
        "",
        "This page is made from `burgundy.lang.registry`, the one list of what the language",
        "says. A new statement is an entry there (its syntax for people, docs, `ir` node,",
        "example and *form*), a grammar rule in `grammars/tiles.lark` with its method in",
        "`burgundy.dsl.transform`, and what it does in the engine",
        "(`burgundy.effects.interpreter`, by node). The form (`burgundy.lang.forms`), such as",
        "`[may] take <pattern:pattern> from <source:zone(depots|display)>`, is what the",
        "printer writes and what the checker checks, slot by slot, so neither needs code for",
        "it. `tests/dsl/test_registry.py` parses each entry's example, prints it back, checks",
        "it and runs it in a game, so the five places cannot drift apart. A query point or an",
        "event is an entry, with an example that uses it (which the same test loads and",
        "plays, and without which the vocabulary is refused), and the one place in the rules",
        "that asks or publishes it by name; the same test checks that every registered event",
        "is published.",
    ]
    return "\n".join(out) + "\n"
