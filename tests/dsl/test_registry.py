"""The registry is the one list of what the language can say: every statement it names
parses from its example to its node, prints back, passes the checker and runs in a game;
every node the compiler can make is registered; every event it names is one the engine
publishes."""

from __future__ import annotations

import pathlib
import random
import typing

import attrs
import pytest

import burgundy
from burgundy import dsl, events
from burgundy.dsl.languages import vocabularies
from burgundy.games import catan, lastrada
from burgundy.games.castles import statements
from burgundy.games.castles.effects import interpreter
from burgundy.games.castles.effects.tileset import TileSet
from burgundy.games.castles.rules.queries import BASES
from burgundy.lang import forms, ir, registry
from burgundy.lang.vocabulary import QuerySpec, Vocabulary
from burgundy.testing import Scenario

SPECS = list(registry.STATEMENTS.values())
def _a_point(state: typing.Any, seat: int) -> typing.Any:
    player = attrs.evolve(state.players[seat], points=state.players[seat].points + 1)
    return attrs.evolve(state, players=(*state.players[:seat], player,
                                        *state.players[seat + 1:]))


HOOKS = {"my_hook": _a_point}


def _rules(body: str) -> str:
    return f'rules example "Example" {{\n    action "Try it" {{ {body} }}\n}}\n'


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.name)
def test_every_statement_parses_prints_checks_and_runs(spec: registry.StatementSpec) -> None:
    text = _rules(spec.example)
    (definition,) = dsl.parse(text)
    (statement,) = definition.actions[0].body
    assert type(statement) is spec.node
    assert dsl.parse(dsl.format_tiles([definition])) == (definition,)
    # The checker accepts it where a program may stand (with a track to advance on).
    route = 'component route 1 "A track" { space 3 { gain 1 point } }\n'
    tiles = burgundy.load_tiles(burgundy.STANDARD_TILES, text + route, hooks=HOOKS)
    assert spec.node in interpreter.RUNNER.executors
    # The engine runs it: the action is offered and taking it changes the game or asks.
    game = Scenario(2, seed=0, tiles=tiles).turn(0, dice=(4, 4)) \
        .resources(0, silverlings=5, workers=2).storage(0, ["mine"]) \
        .goods(0, {3: 1}).row(0, "route", ["route:1"]).black_depot(["knowledge:5"]) \
        .depot_goods(2, [3, 4]).build()
    offered = [a for a in game.legal_actions() if isinstance(a, burgundy.actions.UseAction)]
    assert offered, f"`{spec.example}` is not offered"
    before = game.to_json()
    game.apply(offered[0])
    assert game.to_json() != before


BLOCKS = {ir.If, ir.Choose, ir.Repeat, ir.EachPlayer}


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.name)
def test_every_statement_has_a_form_naming_its_nodes_fields(
    spec: registry.StatementSpec,
) -> None:
    # The printer writes and the checker checks a statement from its form alone, so the
    # form must name every field the node carries (the block statements are the compiler's).
    if spec.node in BLOCKS:
        assert spec.form is None
        return
    named = {slot.field for slot in forms.slots(spec.parts)}
    if forms.MAY in spec.parts:
        named.add("optional")
    assert named == {f.name for f in attrs.fields(spec.node)} - {"pos"}


def test_a_form_not_following_its_grammar_is_refused() -> None:
    with pytest.raises(ValueError, match="<field:kind>"):
        forms.parse_form("gain <amount>")


def test_a_slot_kind_neither_the_languages_nor_the_games_is_refused() -> None:
    gain = registry.StatementSpec("gain", "gain <n> <resource>", "", ir.Gain, "gain 1 point",
                                  form="gain <amount:colour> <resource:resource>")
    with pytest.raises(ValueError, match="slot kind 'colour' is neither the language's nor "
                                         "one of The Castles of Burgundy's number kinds"):
        attrs.evolve(registry.CASTLES, statements={"gain": gain})


def test_every_statement_node_is_registered() -> None:
    nodes = set(typing.get_args(statements.Stmt))
    assert nodes == {s.node for s in SPECS}


def test_every_registered_event_is_published_under_its_name() -> None:
    by_tag = {cls.tag: cls for cls in events.EVENT_TYPES}
    for spec in registry.EVENTS.values():
        cls = by_tag.get(spec.name)
        assert cls is not None, spec.name
        names = {f.name for f in attrs.fields(cls)}
        assert ("seat" in names) == spec.seated, spec.name
        assert {f.name for f in spec.fields} <= names, spec.name


def test_the_tile_set_type_is_the_public_one() -> None:
    assert burgundy.TileSet is TileSet


@pytest.mark.parametrize("spec", registry.EXPRESSIONS, ids=lambda e: e.syntax)
def test_every_expression_example_gives_its_points(spec: registry.ExpressionSpec) -> None:
    # An expression is run as the amount of a `gain`; a program (`let …`) as it is.
    # The examples of the map's expressions read the tags of spaces 18 (the start castle's)
    # and 24 (a mine's).
    body = spec.example if "gain" in spec.example else f"gain ({spec.example}) points"
    text = _rules(body).replace("{\n", "{\n    space 18 tag centre  space 24 tag shaft\n", 1)
    tiles = burgundy.load_tiles(burgundy.STANDARD_TILES, text)
    game = Scenario(2, seed=0, tiles=tiles).turn(0, dice=(4, 4)) \
        .resources(0, workers=2).storage(0, ["mine"]).estate(0, {24: "mine"}).build()
    before = game.state.players[0].points
    (action,) = [a for a in game.legal_actions() if isinstance(a, burgundy.actions.UseAction)]
    game.apply(action)
    assert game.state.players[0].points - before == spec.points


def test_every_readable_query_point_has_its_base() -> None:
    readable = {q.name for q in registry.QUERIES.values() if q.readable}
    assert set(BASES) == readable


# --- query points and events: every game's examples ------------------------------------

#: A house-rule file's definition holding an example: a ``rules`` block, or a card of
#: Catan's deck rewritten (a ``victory_points`` modifier is held by cards only).
HOLDERS = {"rules": 'rules example "Example"', "card": 'card victory_point "Victory point"'}


def _vocabulary(game: str) -> Vocabulary:
    found = vocabularies(game)
    return found[max(found)]


def _examples() -> typing.Iterator[typing.Any]:
    for game in burgundy.GAMES:
        vocabulary = _vocabulary(game)
        for query in vocabulary.queries.values():
            holder = (*query.held_by, "rules")[0]
            yield pytest.param(game, holder, query.example, id=f"{game}:{query.name}")
        for event in vocabulary.events.values():
            yield pytest.param(game, "rules", event.example, id=f"{game}:{event.name}")


def _played(game: burgundy.Game, steps: int) -> burgundy.Game:
    choose = random.Random(0)
    for _ in range(steps):
        if game.is_over:
            break
        game.apply(choose.choice(game.legal_actions()))
    return game


@pytest.mark.parametrize(("game", "holder", "example"), list(_examples()))
def test_every_query_point_and_event_example_parses_prints_checks_and_plays(
    game: str, holder: str, example: str, tmp_path: pathlib.Path,
) -> None:
    body = "".join(f"    {line}\n" for line in example.splitlines())
    definition = f"{HOLDERS[holder]} {{\n{body}}}\n"
    # Castles' files need no `language` line; the printer writes another game's.
    text = definition if game == "castles" else f"{_vocabulary(game).header}\n\n{definition}"
    defs = dsl.parse(text)
    assert dsl.format_tiles(defs, _vocabulary(game)) == text
    # `burgundy check` finds nothing wrong, over the game's standard files.
    (tmp_path / "example.tiles").write_text(text, encoding="utf-8")
    assert dsl.check_files([str(tmp_path / "example.tiles")], game=game) == []
    assert dsl.check(defs, game=game) == []
    if game == "castles":
        tiles = burgundy.load_tiles(burgundy.STANDARD_TILES, text)
        played = _played(burgundy.new_game(2, seed=0, tiles=tiles), 60)
    else:
        played = _played(burgundy.GAMES[game].new_game(seed=0, tiles=text), 60)
    assert played.legal_actions() or played.is_over


def test_a_query_point_or_event_without_an_example_is_refused() -> None:
    # Every entry's example is required, and must use its entry, so the next one gets one.
    storage = registry.QUERIES["storage.limit"]
    with pytest.raises(TypeError, match="example"):
        QuerySpec(storage.name, storage.type, storage.base, storage.context,  # type: ignore[call-arg]
                  storage.doc, storage.rule)
    unused = attrs.evolve(storage, example="modify buy.price: set 3")
    with pytest.raises(ValueError, match="query point 'storage.limit': its example must "
                                         r"modify it \(`modify storage.limit: …`\)"):
        attrs.evolve(registry.CASTLES, queries={**registry.QUERIES, storage.name: unused})
    placed = attrs.evolve(registry.EVENTS["tile_placed"], example="")
    with pytest.raises(ValueError, match="event 'tile_placed': its example must answer it"):
        attrs.evolve(registry.CASTLES, events={**registry.EVENTS, "tile_placed": placed})


# --- the table: every game's readings ---------------------------------------------------

#: Each game's set-up query point, the condition naming its first space, and the action
#: placing there.
FIRST_SPACE = {
    "catan": ("setup.settlement", "intersection == 0", lambda: catan.PlaceSettlement(0)),
    "lastrada": ("setup.start", "q == 0 and r == -6", lambda: lastrada.PlaceStart((0, -6))),
}


def _readings() -> typing.Iterator[typing.Any]:
    for game in burgundy.GAMES:
        for spec in _vocabulary(game).readings:
            yield pytest.param(game, spec, id=f"{game}:{spec.example}")


@pytest.mark.parametrize(("game", "spec"), list(_readings()))
def test_every_table_reading_example_has_its_value_in_a_new_game(
        game: str, spec: typing.Any) -> None:
    # The first set-up space is offered only when the example has its value there.
    query, first, placing = FIRST_SPACE[game]
    tag = "    space 0 tag lake\n" if _vocabulary(game).spaces else ""
    text = (f'{_vocabulary(game).header}\nrules example "Example" {{\n{tag}'
            f"    modify {query}: set false if {first} and ({spec.example}) != {spec.points}\n"
            "}\n")
    assert dsl.check(dsl.parse(text), game=game) == []
    offered = burgundy.GAMES[game].new_game(players=4, seed=0, tiles=text).legal_actions()
    assert placing() in offered
    wrong = text.replace(f"!= {spec.points}", f"!= {spec.points + 1}")
    assert placing() not in burgundy.GAMES[game].new_game(
        players=4, seed=0, tiles=wrong).legal_actions()
