"""The tile files in the repository: they load, round-trip through the printer, and say
what TILES.md says."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from burgundy import dsl
from burgundy.dsl.grammar import RESERVED_WORDS, parser
from burgundy.dsl.standard import standard_sources
from burgundy.games.castles import data, statements
from burgundy.games.castles.language import building_types, knowledge_numbers
from burgundy.lang import ir, registry
from tests.dsl._util import EXAMPLE_FILES, REPO, TILE_FILES


def _standard() -> dict[str, ir.TileDef]:
    return {d.id: d for d in dsl.load_defs(standard_sources())}


def test_the_repository_has_the_tile_files() -> None:
    names = {p.relative_to(REPO / "tiles").as_posix() for p in TILE_FILES}
    assert {"buildings.tiles", "knowledge.tiles"} <= names
    assert len(EXAMPLE_FILES) >= 2


@pytest.mark.parametrize("path", TILE_FILES, ids=lambda p: p.name)
def test_every_tile_file_loads_over_the_standard_tiles(path: Path) -> None:
    sources = [*standard_sources(), (str(path), path.read_text(encoding="utf-8"))]
    assert dsl.load_defs(sources)
    assert dsl.check_files([str(path)]) == []


@pytest.mark.parametrize("path", TILE_FILES, ids=lambda p: p.name)
def test_printer_round_trip(path: Path) -> None:
    defs = dsl.parse(path.read_text(encoding="utf-8"), str(path))
    text = dsl.format_tiles(defs)
    assert dsl.parse(text) == defs
    # Canonical: printing the reparsed tiles gives the same text.
    assert dsl.format_tiles(dsl.parse(text)) == text


@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=lambda p: p.name)
def test_examples_start_with_a_comment_saying_what_they_do(path: Path) -> None:
    first = path.read_text(encoding="utf-8").splitlines()[0]
    assert first.startswith("# House rule:")


def test_standard_tiles_are_exactly_the_games_tiles() -> None:
    ids = list(_standard())
    assert ids == [f"building:{t}" for t in building_types()] + [
        f"knowledge:{n}" for n in knowledge_numbers()
    ]
    assert len(ids) == 8 + 26
    # Standard tiles take their counts from the game data.
    assert all(d.supply is None for d in _standard().values())


def test_standard_files_name_each_tile_id_in_a_comment() -> None:
    building_ids = {
        "warehouse": "B-WAREHOUSE", "watchtower": "B-WATCHTOWER",
        "carpenters_workshop": "B-CARPENTER", "church": "B-CHURCH", "market": "B-MARKET",
        "boarding_house": "B-BOARDING", "bank": "B-BANK", "city_hall": "B-CITYHALL",
    }
    for path, text in standard_sources():
        lines = text.splitlines()
        for number, line in enumerate(lines):
            header = re.match(r"(building|knowledge) (\w+) ", line)
            if not header:
                continue
            kind, key = header.groups()
            wanted = building_ids[key] if kind == "building" else f"K-{key}"
            comment = []
            for above in reversed(lines[:number]):
                if not above.startswith("#"):
                    break
                comment.append(above)
            assert any(f"# {wanted}:" in c for c in comment), f"{path}: {line}"


def test_buildings_say_what_tiles_md_says() -> None:
    tiles = _standard()
    everything = ir.Pattern(tuple(ir.KindPattern(k) for k in
                                  ("castle", "mine", "ship", "animal", "building", "knowledge")))

    def kinds(*names: str) -> ir.Pattern:
        return ir.Pattern(tuple(ir.KindPattern(n) for n in names))

    # B-WAREHOUSE, B-CARPENTER, B-CHURCH, B-MARKET, B-CITYHALL: optional benefits.
    assert tiles["building:warehouse"].on_place == (statements.Sell(optional=True),)
    assert tiles["building:carpenters_workshop"].on_place == (
        statements.Take(kinds("building"), ir.Zone("depots"), optional=True),)
    assert tiles["building:church"].on_place == (
        statements.Take(kinds("mine", "knowledge", "castle"), ir.Zone("depots"), optional=True),)
    assert tiles["building:market"].on_place == (
        statements.Take(kinds("ship", "animal"), ir.Zone("depots"), optional=True),)
    assert tiles["building:city_hall"].on_place == (statements.Place(everything, optional=True),)
    # B-BOARDING, B-BANK, B-WATCHTOWER.
    assert tiles["building:boarding_house"].on_place == (ir.Gain(ir.Num(4), "workers"),)
    assert tiles["building:bank"].on_place == (ir.Gain(ir.Num(2), "silverlings"),)
    assert tiles["building:watchtower"].on_place == (ir.Gain(ir.Num(4), "points"),)


def _modifier(query: str, op: str, value: ir.Expr,
              condition: ir.Expr | None = None) -> tuple[ir.Modifier, ...]:
    return (ir.Modifier(query, op, value, condition),)  # type: ignore[arg-type]


def test_knowledge_modifiers_use_the_registrys_query_points() -> None:
    tiles = _standard()

    def k(n: int) -> ir.TileDef:
        return tiles[f"knowledge:{n}"]

    assert k(1).modifiers == _modifier("city.repeat_buildings", "set", ir.Bool(True))
    assert k(3).modifiers == _modifier("sale.silverlings", "set", ir.Num(2))
    assert k(5).modifiers == _modifier("ship.depots", "set", ir.Num(2))
    assert k(6).modifiers == _modifier("buy.any_depot", "set", ir.Bool(True))
    assert k(7).modifiers == _modifier("animal.points_per_tile", "add", ir.Num(1))
    assert k(8).modifiers == _modifier("worker.pips", "set", ir.Num(2))
    assert k(14).modifiers == _modifier("take_workers.count", "set", ir.Num(4))

    def placing(*kinds: str) -> ir.Expr:
        test = ir.IsTile(ir.Name("tile"), ir.Pattern(tuple(ir.KindPattern(x) for x in kinds)))
        return ir.BinOp("and", ir.BinOp("==", ir.Name("action"), ir.Sym("place")), test)

    assert k(9).modifiers == _modifier("die.free_steps", "add", ir.Num(1), placing("building"))
    assert k(10).modifiers == _modifier("die.free_steps", "add", ir.Num(1),
                                        placing("animal", "ship"))
    assert k(11).modifiers == _modifier("die.free_steps", "add", ir.Num(1),
                                        placing("mine", "castle", "knowledge"))
    assert k(12).modifiers == _modifier(
        "die.free_steps", "add", ir.Num(1), ir.BinOp("==", ir.Name("action"), ir.Sym("take")))


def test_knowledge_triggers_use_the_registrys_events() -> None:
    tiles = _standard()
    assert tiles["knowledge:2"].triggers == (
        ir.Trigger("mine_income", (ir.Gain(ir.Name("event.mines"), "workers"),)),)
    assert tiles["knowledge:4"].triggers == (
        ir.Trigger("goods_sold", (ir.Gain(ir.Num(1), "workers"),)),)
    assert tiles["knowledge:13"].triggers == (
        ir.Trigger("workers_taken", (ir.Gain(ir.Num(1), "silverlings"),)),)


def test_knowledge_scorers() -> None:
    tiles = _standard()

    def score(n: int) -> ir.Expr:
        (scorer,) = tiles[f"knowledge:{n}"].scorers
        return scorer.value

    assert score(15) == ir.BinOp("*", ir.Num(3), ir.Name("my.goods_types_sold"))
    for number, building in data.components().knowledge_building_scorers.items():
        assert score(number) == ir.BinOp(
            "*", ir.Num(4), ir.Count(ir.Pattern((ir.KindPattern("building", building),)),
                                     zone=ir.Zone("estate")))
    assert score(24) == ir.BinOp("*", ir.Num(4), ir.Name("my.animal_species"))
    assert score(25) == ir.Name("my.goods_sold")
    assert score(26) == ir.BinOp("*", ir.Num(2), ir.Name("my.bonus_tiles"))


def test_every_knowledge_tile_has_an_effect() -> None:
    for tile in _standard().values():
        assert tile.on_place or tile.modifiers or tile.triggers or tile.scorers, tile.id


def _terminal(name: str) -> str:
    (terminal,) = [t for t in parser().terminals if t.name == name]
    return str(terminal.pattern.to_regexp())


def test_reserved_words_are_exactly_the_words_names_refuse() -> None:
    name = _terminal("NAME")
    for word in RESERVED_WORDS:
        assert re.fullmatch(name, word) is None, word
        assert re.fullmatch(name, word + "x"), word  # `order`, `island` are names
    for word in ("place", "take", "goods", "action", "count", "building", "my.points"):
        assert re.fullmatch(name, word), word


def test_pattern_or_lookahead_knows_every_tile_kind() -> None:
    # `or` joins an `is` pattern only before these words (see tiles.lark).
    pattern_or = _terminal("PAT_OR")
    for kind in (*registry.TILE_KINDS, "any"):
        assert re.match(pattern_or, f"or {kind}"), kind
        assert re.match(pattern_or, f"or  # comment\n  {kind} "), kind
    for word in ("my.points", "cow", "shipyard", "ship.x"):
        assert not re.match(pattern_or, f"or {word}"), word
