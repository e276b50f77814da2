"""Pinned syntax error messages: each named mistake gives its own message, at the place the
author has to edit, with the line and a caret."""

from __future__ import annotations

import pytest

from burgundy import dsl
from burgundy.errors import TileSyntaxError
from tests.dsl._util import load_errors, syntax_error, where


def test_error_shows_file_line_column_the_line_and_a_caret() -> None:
    error = syntax_error('building bank "Bank" {\n    modify sale.silverlings set 2\n}\n')
    assert isinstance(error, TileSyntaxError)
    assert where(error) == ("house.tiles", 2, 29)
    assert error.source_line == "    modify sale.silverlings set 2"
    assert str(error) == (
        "house.tiles:2:29: missing `:` after `modify sale.silverlings` (write "
        "`modify sale.silverlings: set …` or `modify sale.silverlings: add …`)\n"
        "        modify sale.silverlings set 2\n"
        "                                ^"
    )


def test_default_path_is_text() -> None:
    with pytest.raises(TileSyntaxError) as caught:
        dsl.parse("building")
    assert caught.value.path == "<text>"


def test_missing_open_brace_of_a_block() -> None:
    error = syntax_error('building bank "Bank" {\n    on place gain 2 silverlings }\n}\n')
    assert where(error) == ("house.tiles", 2, 14)
    assert error.message == "missing `{` before `gain`: statements go in a block `{ … }`"


def test_missing_open_brace_of_a_tile() -> None:
    error = syntax_error('building bank "Bank"\n    on place { gain 2 silverlings }\n}\n')
    assert where(error) == ("house.tiles", 2, 5)
    assert error.message == "missing `{` before `on`: statements go in a block `{ … }`"


def test_missing_close_brace_at_the_end_points_at_the_open_brace() -> None:
    error = syntax_error('building bank "Bank" {\n    on place { gain 2 silverlings }\n')
    assert where(error) == ("house.tiles", 1, 22)
    assert error.message == "this `{` is never closed: the file ends before its `}`"


def test_missing_close_brace_before_the_next_tile() -> None:
    text = ('building bank "Bank" {\n    on place { gain 2 silverlings }\n\n'
            'building church "Church" {\n}\n')
    error = syntax_error(text)
    assert where(error) == ("house.tiles", 4, 1)
    assert error.message == (
        "missing `}` before this tile: the `{` at line 1, column 22 is still open")


def test_missing_close_brace_of_a_block() -> None:
    text = ('building bank "Bank" {\n    on place { gain 2 silverlings\n'
            '    modify sale.silverlings: set 2\n}\n')
    error = syntax_error(text)
    assert where(error) == ("house.tiles", 3, 5)
    assert error.message == (
        "missing `}` before `modify`: the `{` at line 2, column 14 is still open "
        "(`modify` cannot be inside a block of statements)")


def test_stray_close_brace() -> None:
    error = syntax_error('building bank "Bank" {\n}\n}\n')
    assert where(error) == ("house.tiles", 3, 1)
    assert error.message == "this `}` closes nothing: remove it, or add the `{` it should close"


def test_missing_colon_after_score_label() -> None:
    error = syntax_error('knowledge 22 "Banks" {\n    score "Banks" 4 * count(building bank)\n}\n')
    assert where(error) == ("house.tiles", 2, 19)
    assert error.message == (
        'missing `:` after `score "Banks"` (write `score "Banks": <points>`)')


def test_equals_instead_of_colon_after_modify() -> None:
    error = syntax_error('knowledge 9 "x" {\n    modify die.free_steps = add 1\n}\n')
    assert where(error) == ("house.tiles", 2, 27)
    assert error.message == "expected `:` after `modify die.free_steps`, not `=`"


def test_unterminated_string() -> None:
    error = syntax_error('knowledge 3 "Two silverlings {\n    modify sale.silverlings: set 2\n}\n')
    assert where(error) == ("house.tiles", 1, 13)
    assert error.message == (
        'unterminated text: this `"` has no closing `"` on the same line '
        "(a name or label in quotes must end on its line)")


def test_statement_directly_in_a_tile() -> None:
    error = syntax_error('building bank "Bank" {\n    gain 2 silverlings\n}\n')
    assert where(error) == ("house.tiles", 2, 5)
    assert error.message == (
        "`gain` is a statement: put it inside `on place { … }`, `when <event> { … }` or "
        '`action "…" { … }`')


def test_statement_outside_any_tile() -> None:
    error = syntax_error("may take building from depots\n")
    assert where(error) == ("house.tiles", 1, 1)
    assert error.message == (
        "`may` is a statement: put it inside a tile, in `on place { … }` or "
        "`when <event> { … }`")


def test_single_equals_instead_of_double() -> None:
    error = syntax_error(
        'knowledge 12 "x" {\n    modify die.free_steps: add 1 if action = take\n}\n')
    assert where(error) == ("house.tiles", 2, 44)
    assert error.message == "`=` is not an operator: to compare two values write `==`"


def test_unknown_keyword_at_tile_level() -> None:
    error = syntax_error('buildng bank "Bank" {\n}\n')
    assert where(error) == ("house.tiles", 1, 1)
    assert error.message == (
        "unknown keyword `buildng` at the top of the file: a definition starts with "
        "`building`, `knowledge`, `tile`, `component` or `rules`; did you mean `building`?")


def test_unknown_keyword_in_a_tile() -> None:
    error = syntax_error('knowledge 3 "x" {\n    modfy sale.silverlings: set 2\n}\n')
    assert where(error) == ("house.tiles", 2, 5)
    assert error.message == (
        "unknown keyword `modfy` in a tile: write `on place`, `modify`, `when`, `score`, "
        "`action`, `setup`, `space` or `excludes` (or `}` to end the tile); did you mean "
        "`modify`?")


def test_unknown_statement() -> None:
    error = syntax_error('building bank "Bank" {\n    on place { gian 2 silverlings }\n}\n')
    assert where(error) == ("house.tiles", 2, 16)
    assert error.message == (
        "unknown statement `gian`: statements are `gain`, `pay`, `sell`, `take`, `place`, "
        "`extra action`, `buy`, `move`, `run`, `choose`, `repeat`, `each player`, `advance`, "
        "`spend both dice`, `collect goods`, `set die`, `borrow knowledge`, `if`, `call`, "
        "`end game` and `let`; did you mean `gain`?")


def test_may_before_a_statement_that_cannot_be_declined() -> None:
    error = syntax_error('building bank "Bank" {\n    on place { may gain 2 silverlings }\n}\n')
    assert where(error) == ("house.tiles", 2, 20)
    assert error.message == (
        "`may` goes only before `sell`, `take`, `place` or `extra action`, not before `gain`")


def test_gain_without_resource() -> None:
    error = syntax_error('building bank "Bank" {\n    on place { gain 2 }\n}\n')
    assert where(error) == ("house.tiles", 2, 23)
    assert error.message == (
        "`gain` is written `gain <amount> <resource>`, e.g. `gain 2 silverlings`; "
        "resources: `silverlings`, `workers` or `points`")


def test_chained_comparison() -> None:
    error = syntax_error('knowledge 30 "x" {\n    score "x": 1 < my.points < 3\n}\n')
    assert where(error) == ("house.tiles", 2, 30)
    assert error.message == (
        "comparisons do not chain: write `a < b and b < c`, not `a < b < c`")


@pytest.mark.parametrize(
    ("operator", "message"),
    [
        ("&&", "`&` is not an operator: write `and`"),
        ("||", "`|` is not an operator: write `or`"),
    ],
)
def test_c_style_operators(operator: str, message: str) -> None:
    error = syntax_error(f'knowledge 30 "x" {{\n    score "x": true {operator} false\n}}\n')
    assert where(error) == ("house.tiles", 2, 21)
    assert error.message == message


def test_single_slash() -> None:
    error = syntax_error('knowledge 30 "x" {\n    score "x": my.silverlings / 3\n}\n')
    assert where(error) == ("house.tiles", 2, 31)
    assert error.message == "division is written `//` (it rounds down to a whole number)"


def test_else_without_if() -> None:
    error = syntax_error('knowledge 4 "x" {\n    when goods_sold { gain 1 point } else { }\n}\n')
    assert where(error) == ("house.tiles", 2, 38)
    assert error.message == "`else` must follow the `}` of an `if … { … }` block"


def test_supply_naming_a_back_twice() -> None:
    error = syntax_error('building stable "Stable" supply 5 normal, 2 normal {\n}\n')
    assert where(error) == ("house.tiles", 1, 43)
    assert error.message == (
        "`supply` names `normal` twice; write each back once, e.g. `supply 5 normal, 2 black`")


def test_number_too_large() -> None:
    error = syntax_error('building bank "Bank" {\n    on place { gain 1234567890123 points }\n}\n')
    assert where(error) == ("house.tiles", 2, 21)
    assert error.message == "the number `123456789012…` is too large (at most 9 digits)"


def test_file_ending_in_a_header() -> None:
    error = syntax_error("building bank")
    assert where(error) == ("house.tiles", 1, 14)
    assert error.message == 'the file ends too early; expected a name in double quotes, e.g. "Bank"'


def test_deep_nesting_is_a_tile_error() -> None:
    depth = 5000
    error = syntax_error(f'knowledge 30 "x" {{ score "x": {"not " * depth}true }}')
    assert error.message == "expressions are nested too deeply to read"


def test_transformer_errors_are_not_wrapped_by_lark() -> None:
    # The transformer raises inside lark's visitor; the user sees our error itself.
    with pytest.raises(TileSyntaxError) as caught:
        dsl.parse('knowledge 30 "x" supply 1 black, 2 black { }')
    assert caught.value.__cause__ is None
    assert "twice" in caught.value.message


def test_an_empty_description() -> None:
    error = syntax_error('rules r "R" {\n    """   \n    """\n}\n')
    assert where(error) == ("house.tiles", 2, 5)
    assert error.message == (
        'this description is empty: say in it what the definition does, or remove the `"""`')


def test_a_description_after_the_hooks() -> None:
    error = syntax_error('rules r "R" {\n    when turn_started { gain 1 point }\n'
                         '    """Why."""\n}\n')
    assert where(error) == ("house.tiles", 3, 5)
    assert error.message == (
        "a description `\"\"\"…\"\"\"` goes first in a definition's body, right after its "
        "`{`, once")


def test_a_description_never_closed() -> None:
    error = syntax_error('rules r "R" {\n    """What it does.\n    when turn_started { }\n}\n')
    assert where(error) == ("house.tiles", 2, 5)
    assert error.message == (
        'this `"""` starts a description that is never closed: end it with `"""`')


def test_braces_inside_a_description_are_words_not_blocks() -> None:
    error = syntax_error('rules r "R" {\n    """Not a block:\n    { nor this."""\n'
                         '    when turn_started { gain 1 point }\n')
    assert where(error) == ("house.tiles", 1, 13)
    assert error.message == "this `{` is never closed: the file ends before its `}`"


@pytest.mark.parametrize(("line", "message", "column"), [
    ('    score "x": gain 2 points', "a score takes an expression, not a statement", 16),
    ("    modify sale.silverlings: set pay 2",
     "`set` in `modify` takes an expression, not a statement", 34),
    ("    on place { if take 2 { gain 1 point } }",
     "the condition after `if` takes an expression, not a statement", 19),
    ("    on place { let n = gain 2\n gain n points }",
     "`let` takes an expression, not a statement", 24),
])
def test_a_statement_where_an_expression_is_expected_is_said_in_words(
    line: str, message: str, column: int
) -> None:
    error = syntax_error(f'building bank "Bank" {{\n{line}\n}}\n')
    assert where(error) == ("house.tiles", 2, column)
    assert error.message == message


def test_a_missing_brace_points_at_the_block_left_open_not_the_outermost() -> None:
    # The `}` of `if` is missing: the next `}` (indented as `on place`) closed it instead.
    text = ('building bank "Bank" {\n    on place {\n        if true {\n'
            "            gain 2 silverlings\n\n    }\n}\n")
    error = syntax_error(text)
    assert where(error) == ("house.tiles", 3, 17)
    assert error.message == "this `{` is never closed: the file ends before its `}`"
    error = syntax_error(text.replace("\n}\n", '\n    score "x": 1\n}\n'))
    assert error.message.startswith("missing `}` before `score`: the `{` at line 3, column 17 "
                                    "is still open")


def test_a_file_with_only_a_syntax_error_reports_it_as_parse_does() -> None:
    text = ('building bank "Bank" supply 2 normal {\n    on place { gain 2 silverlings }\n}\n\n'
            'knowledge 40 "Broken" supply 1 normal {\n    on place { gain 2 silverlings\n'
            '    modify sale.silverlings: set 2\n}\n\n'
            'building inn "Inn" supply 1 normal {\n    on place { gain 1 workers }\n}\n')
    errors = load_errors(text)
    assert [str(e) for e in errors] == [str(syntax_error(text))]
    assert where(errors[0]) == ("house.tiles", 7, 5)


def test_each_broken_definition_has_its_syntax_error_reported() -> None:
    text = ('building bank "Bank" supply 2 normal {\n    on place { gain 2 silverlings\n}\n\n'
            'building inn "Inn" supply 1 normal {\n    on place { gain 1 workers }\n}\n\n'
            'knowledge 40 "Broken" supply 1 normal {\n    score "s" 2\n}\n')
    errors = load_errors(text)
    assert [(e.line, e.message) for e in errors] == [
        (5, "missing `}` before this tile: the `{` at line 2, column 14 is still open"),
        (10, 'missing `:` after `score "s"` (write `score "s": <points>`)'),
    ]
