"""A keyword glued to more letters (``gainx``, ``payment``, Catan's ``robber`` where a
program expects ``rob``) is read as the whole word, never as the keyword and a name: the
error names the word where it was written, says what may stand there and which keyword it
starts with; and a file is never accepted with a glued word meaning something else."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import burgundy
from burgundy import dsl
from burgundy.cli import main
from burgundy.dsl.grammar import parser
from burgundy.dsl.languages import read_header
from burgundy.dsl.standard import standard_sources
from burgundy.errors import TileError
from burgundy.games import catan, lastrada
from tests.dsl._util import REPO, TILE_FILES

CASTLES_STATEMENTS = (
    "statements are `gain`, `pay`, `sell`, `take`, `place`, `extra action`, `buy`, `move`, "
    "`run`, `choose`, `repeat`, `each player`, `advance`, `spend both dice`, "
    "`collect goods`, `set die`, `borrow knowledge`, `if`, `call`, `end game` and `let`")
CATAN_STATEMENTS = (
    "statements are `move robber`, `rob`, `build road free`, `take … resources from bank`, "
    "`repeat`, `choose … as`, `each other player`, `give` and `end game`")


def _castles_error(text: str) -> TileError:
    with pytest.raises(TileError) as caught:
        burgundy.load_tiles(burgundy.STANDARD_TILES, text)
    return caught.value


def test_a_statement_glued_to_more_letters_is_told_as_the_whole_word() -> None:
    error = _castles_error('building bank "B" { on place { gainx 2 points } }')
    assert (error.line, error.column) == (1, 32)
    assert error.message == (f"unknown statement `gainx`: {CASTLES_STATEMENTS}; "
                             "did you mean `gain`?")


@pytest.mark.parametrize(("body", "column", "message"), [
    ("on place { payment 2 points }", 12,
     f"unknown statement `payment`: {CASTLES_STATEMENTS}; did you mean `pay`?"),
    ("on place { repeat2 { gain 1 points } }", 12,
     "`repeat2` is `repeat` glued to `2`: write `repeat 2`"),
    ("on place { if 1 > 0 { gain 1 points } elseif 0 > 1 { gain 2 points } }", 39,
     "`elseif` is `else` glued to `if`: write `else if`"),
    ("on place { gain 2 points iff 1 > 0 }", 26,
     f"unknown statement `iff`: {CASTLES_STATEMENTS}; did you mean `if`?"),
    ("on place { each players { gain 1 points } }", 17,
     "unexpected `players`; expected `player`; did you mean `player`?"),
    ("on place { may takex building from supply }", 16,
     "`may` goes only before `sell`, `take`, `place` or `extra action`, not before `takex`; "
     "did you mean `take`?"),
    ("on place { take building from supplyx }", 31,
     "unexpected `supplyx`; expected `black`, `depots`, `display`, `estate`, `my`, `out`, "
     "`region`, `storage` or `supply`; did you mean `supply`?"),
    ("on placed { gain 1 points }", 4, "unexpected `placed`; expected `place`; did you mean "
     "`place`?"),
    ("scores \"S\": 1", 1, "unknown keyword `scores` in a tile: write `on place`, `modify`, "
     "`when`, `score`, `action`, `setup`, `space` or `excludes` (or `}` to end the tile); "
     "did you mean `score`?"),
    ("space 0 tags border", 9, "unexpected `tags`; expected `tag` or `{`; did you mean `tag`?"),
    ('action "A" once per turns { gain 1 points }', 12,
     "unknown words `once per turns`; expected `if`, `once per turn`, `with a die` or `{`; "
     "did you mean `once per turn`?"),
    ('action "A" with a dice { gain 1 points }', 12,
     "unknown words `with a dice`; expected `if`, `once per turn`, `with a die` or `{`; "
     "did you mean `with a die`?"),
], ids=["pay", "repeat", "else", "if", "each player", "may take", "supply", "on place",
        "score", "tag", "once per turn", "with a die"])
def test_castles_glued_words_are_named_where_they_were_written(
    body: str, column: int, message: str
) -> None:
    error = _castles_error(f'building bank "B" {{\n{body}\n}}\n')
    assert (error.line, error.column) == (2, column)
    assert error.message == message


def test_a_definition_word_glued_to_more_letters_is_not_a_definition() -> None:
    error = _castles_error('buildings bank "B" { }')
    assert (error.line, error.column) == (1, 1)
    assert error.message.startswith("unknown keyword `buildings` at the top of the file")
    assert error.message.endswith("did you mean `building`?")


@pytest.mark.parametrize("event", ["anything_placed", "otherwise_placed"])
def test_an_event_that_starts_with_a_scope_word_is_the_whole_event(event: str) -> None:
    # `when any placed` reads the scope `any`; `anything_placed` is an event of its own
    # (which Castles has not), never `any` and `thing_placed`.
    error = _castles_error(f'building bank "B" {{\n    when {event} {{ gain 1 points }}\n}}\n')
    assert (error.line, error.column) == (2, 10)
    assert f"unknown event `{event}`" in error.message


def _catan_error(program: str) -> TileError:
    with pytest.raises(TileError) as caught:
        catan.new_game(players=3, tiles='language catan 1\ncard knight "Knight" {\n'
                                        f'    on play {{\n        {program}\n    }}\n}}\n')
    return caught.value


@pytest.mark.parametrize(("program", "column", "message"), [
    ("robber", 9, f"unknown statement `robber`: {CATAN_STATEMENTS}; did you mean `rob`?"),
    ("robbed", 9, f"unknown statement `robbed`: {CATAN_STATEMENTS}; did you mean `rob`?"),
    ("moverobber", 9, "`moverobber` is `move` glued to `robber`: write `move robber`"),
    ("move robbers", 14, "unexpected `robbers`; expected `robber`; did you mean `robber`?"),
    ("takes 2 resources from bank", 9,
     f"unknown statement `takes`: {CATAN_STATEMENTS}; did you mean `take … resources from "
     "bank`?"),
    ("take 2 resources from banks", 31,
     "unexpected `banks`; expected `bank`; did you mean `bank`?"),
    ("repeat 2 { build roads free }", 26,
     "unexpected `roads`; expected `road`; did you mean `road`?"),
    ("choose resource as wanted { each other player { give allx wanted to owner } }", 62,
     "`give` takes `all` or a number written in the file, 0 or more, not `allx`"),
], ids=["rob", "robbed", "move robber", "robbers", "take", "bank", "road", "all"])
def test_catan_glued_words_are_named_where_they_were_written(
    program: str, column: int, message: str
) -> None:
    error = _catan_error(program)
    assert (error.path, error.line, error.column) == ("<tiles text>", 4, column)
    assert error.message == message


def test_catan_definition_and_hook_words_glued_to_more_letters() -> None:
    with pytest.raises(TileError) as caught:
        catan.new_game(players=3, tiles='language catan 1\ncards knight "Knight" { }\n')
    assert (caught.value.line, caught.value.column) == (2, 1)
    assert caught.value.message.endswith("did you mean `card`?")
    with pytest.raises(TileError) as caught:
        catan.new_game(players=3, tiles='language catan 1\ncard knight "Knight" {\n'
                                        "    on playing { rob }\n}\n")
    assert (caught.value.line, caught.value.column) == (3, 8)
    assert caught.value.message == "unexpected `playing`; expected `play`; did you mean `play`?"


@pytest.mark.parametrize(("line", "column", "message"), [
    ("modify cost.hills: sets 2", 24,
     "unexpected `sets`; expected `add` or `set`; did you mean `set`?"),
    ("modify cost.hills: add 1 iff stones == 1", 30,
     "unknown keyword `iff` in a tile: write `modify` (or `}` to end the tile); "
     "did you mean `if`?"),
    ("modifying cost.hills: set 2", 5,
     "unknown keyword `modifying` in a tile: write `modify` (or `}` to end the tile); "
     "did you mean `modify`?"),
], ids=["set", "if", "modify"])
def test_la_strada_glued_words_are_named_where_they_were_written(
    line: str, column: int, message: str
) -> None:
    with pytest.raises(TileError) as caught:
        lastrada.new_game(tiles=f'language lastrada 1\nrules r "R" {{\n    {line}\n}}\n')
    assert (caught.value.line, caught.value.column) == (3, column)
    assert caught.value.message == message


def test_burgundy_check_names_a_glued_word_with_its_file_line_and_column(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.tiles"
    bad.write_text('language catan 1\ncard knight "Knight" {\n    on play { robber }\n}\n',
                   encoding="utf-8")
    assert main(["check", "--game", "catan", str(bad)]) == 1
    assert f"{bad}:3:15: unknown statement `robber`" in capsys.readouterr().err


# --- any keyword of any file, glued ------------------------------------------------------

#: Every game's tile files with the sources they are loaded with (the others of their game).
_FILES = [*TILE_FILES, *sorted((REPO / "tiles").glob("catan/**/*.tiles")),
          *sorted((REPO / "tiles").glob("lastrada/**/*.tiles"))]


def _keywords(path: Path) -> list[tuple[int, int, str]]:
    """Where each keyword of a file stands (line, column, word), as the parser reads it."""
    vocabulary, body = read_header(path.read_text(encoding="utf-8"), str(path))
    return [(token.line, token.end_column, str(token.value))
            for token in parser(vocabulary).parse_interactive(body).iter_parse()
            if token.type != "NAME" and str(token.value).isalpha()]


_KEYWORDS = {path: _keywords(path) for path in _FILES}


def _sources(path: Path, text: str) -> list[tuple[str, str]]:
    """``path`` with ``text``, loaded as it is: a Castles file over the standard files (in
    the place of its own, if it is one)."""
    if path not in TILE_FILES:
        return [(str(path), text)]
    others = [(p, t) for p, t in standard_sources() if (REPO / p).resolve() != path]
    return [*others, (str(path), text)]


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(_FILES), st.data(), st.sampled_from(["x", "s", "2", "_1", "ment"]))
def test_no_file_reads_a_glued_keyword_as_the_keyword(
    path: Path, data: st.DataObject, glue: str
) -> None:
    line, end, word = data.draw(st.sampled_from(_KEYWORDS[path]))
    lines = path.read_text(encoding="utf-8").split("\n")
    lines[line - 1] = lines[line - 1][:end - 1] + glue + lines[line - 1][end - 1:]
    with pytest.raises(TileError) as caught:
        dsl.load_defs(_sources(path, "\n".join(lines)))
    errors = getattr(caught.value, "errors", [caught.value])
    start = end - len(word)
    # Where an error stands at the word, it names the whole word.
    for error in errors:
        if (error.line, error.column) == (line, start):
            assert f"`{word}{glue}" in error.message, error


# --- a keyword glued to the name after it ------------------------------------------------


@pytest.mark.parametrize(("text", "line", "column", "message"), [
    ('buildingbank "B" {\n    on place { gain 1 points }\n}\n', 1, 1,
     "`buildingbank` is `building` glued to `bank`: write `building bank`"),
    ('knowledge7 "K" {\n    modify worker.pips: set 2\n}\n', 1, 1,
     "`knowledge7` is `knowledge` glued to `7`: write `knowledge 7`"),
    ('building bank "B" {\n    modifystorage.limit: add 1\n}\n', 2, 5,
     "`modifystorage.limit` is `modify` glued to `storage.limit`: write `modify "
     "storage.limit`"),
    ('building bank "B" {\n    whentile_placed { gain 1 points }\n}\n', 2, 5,
     "`whentile_placed` is `when` glued to `tile_placed`: write `when tile_placed`"),
    ('building bank "B" {\n    on place { let n = ifgame.players == 4 then 2 else 1\n'
     "        gain n points }\n}\n", 2, 24,
     "`ifgame.players` is `if` glued to `game.players`: write `if game.players`"),
    ('building bank "B" {\n    modify die.free_steps: add 1 if action == place andtile is '
     "building\n}\n", 2, 53, "`andtile` is `and` glued to `tile`: write `and tile`"),
    ('building bank "B" {\n    when otherworkers_taken { gain 1 points }\n}\n', 2, 10,
     "`otherworkers_taken` is `other` glued to `workers_taken`: write `when other "
     "workers_taken`"),
    ('building bank "B" {\n    on place { may take mine orcastle from depots }\n}\n', 2, 30,
     "`orcastle` is `or` glued to `castle`: write `mine or castle`"),
    ('building bank "B" {\n    excludes rulescloisters\n}\n', 2, 14,
     "`excludes rulescloisters` is `rules` glued to `cloisters`, and excludes nothing: "
     "write `excludes rules cloisters`"),
], ids=["tile name", "knowledge number", "query point", "event", "name in a value",
        "name after and", "event after a scope", "kind after or", "excluded definition"])
def test_a_keyword_glued_to_a_name_is_named_with_what_to_write(
    text: str, line: int, column: int, message: str
) -> None:
    """Read as one name, the glued word made the parser stop later (at `:` after
    `modifystorage.limit`, at `then` after `ifgame.players`) or the checker accept it
    (`excludes rulescloisters` excluded nothing): the error stands at the glued word."""
    error = _castles_error(text)
    assert (error.line, error.column) == (line, column)
    assert error.message == message


def test_catan_keyword_glued_to_a_name_is_named_with_what_to_write() -> None:
    error = _catan_error("choose resource as wanted { each other player { give allwanted to "
                         "owner } }")
    assert (error.line, error.column) == (4, 62)
    assert error.message == "`allwanted` is `all` glued to `wanted`: write `all wanted`"


def _keyword_names(path: Path) -> list[tuple[int, int, int, str, str]]:
    """Each keyword of a file followed on its line by a name: (line, the keyword's column,
    the name's column, keyword, name), as the parser reads them."""
    vocabulary, body = read_header(path.read_text(encoding="utf-8"), str(path))
    tokens = list(parser(vocabulary).parse_interactive(body).iter_parse())
    return [(a.line, a.column, b.column, str(a.value), str(b.value))
            for a, b in itertools.pairwise(tokens)
            if a.type != "NAME" and str(a.value).isalpha() and b.type == "NAME"
            and a.line == b.line]


_KEYWORD_NAMES = {path: _keyword_names(path) for path in _FILES}


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from([p for p in _FILES if _KEYWORD_NAMES[p]]), st.data())
def test_no_file_hides_a_keyword_glued_to_the_name_after_it(
    path: Path, data: st.DataObject
) -> None:
    """Any keyword of any file run together with the name after it: the file is refused,
    with an error at the glued word saying how to write it apart (a name of one letter
    reads as a slip in the keyword, `optionn`: the error names the word there)."""
    line, start, name_at, keyword, name = data.draw(st.sampled_from(_KEYWORD_NAMES[path]))
    lines = path.read_text(encoding="utf-8").split("\n")
    text = lines[line - 1]
    lines[line - 1] = text[:start - 1 + len(keyword)] + text[name_at - 1:]
    with pytest.raises(TileError) as caught:
        dsl.load_defs(_sources(path, "\n".join(lines)))
    errors = getattr(caught.value, "errors", [caught.value])
    if len(name) == 1 and not name.isdigit():
        assert any((e.line, e.column) == (line, start) and f"`{keyword}{name}`" in e.message
                   for e in errors), errors
        return
    assert any(f"`{keyword}{name}` is `{keyword}` glued to `{name}`" in e.message
               or f"`excludes {keyword}{name}` is `{keyword}` glued" in e.message
               for e in errors if e.line == line), errors
