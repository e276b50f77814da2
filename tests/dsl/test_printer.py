"""The printer: canonical text that parses back to the same definitions."""

from __future__ import annotations

import pytest

from burgundy import dsl
from burgundy.lang import ir


def _round_trip(text: str) -> str:
    defs = dsl.parse(text)
    printed = dsl.format_tiles(defs)
    assert dsl.parse(printed) == defs
    return printed


def _condition(expr: str) -> str:
    printed = _round_trip(f'knowledge 30 "x" {{ modify die.free_steps: add 1 if {expr} }}')
    return printed.splitlines()[1].split(" if ", 1)[1]


def test_canonical_layout() -> None:
    text = ('building stable "Stable" supply 5 normal, 2 black { on place { gain 1 worker '
            'gain 2 point } when tile_placed if event.tile is animal cow { gain 1 silverling } '
            'score "S": 1 }')
    assert _round_trip(text) == (
        'building stable "Stable" supply 5 normal, 2 black {\n'
        "    on place {\n"
        "        gain 1 worker\n"
        "        gain 2 points\n"
        "    }\n"
        "    when tile_placed if event.tile is animal cow { gain 1 silverling }\n"
        '    score "S": 1\n'
        "}\n"
    )


@pytest.mark.parametrize(
    ("written", "printed"),
    [
        ("(a == 1) and (b == 2) or c == 3", "a == 1 and b == 2 or c == 3"),
        ("a and (b or c)", "a and (b or c)"),
        ("not (a and b)", "not (a and b)"),
        ("not a == b", "not a == b"),
        ("(not a) == b", "(not a) == b"),
        ("1 - (2 - 3) == 1 - 2 - 3", "1 - (2 - 3) == 1 - 2 - 3"),
        ("(1 + 2) * 3 // -4 > min(1, max(2, 3))", "(1 + 2) * 3 // -4 > min(1, max(2, 3))"),
        ("- my.points < 0 - 3", "-my.points < 0 - 3"),
        ("0 - my.points == -(1 + 2) * 2", "-my.points == -(1 + 2) * 2"),
        ("tile is animal or ship", "tile is animal or ship"),
        ("(tile is animal) or ship", "(tile is animal) or ship"),
        ("tile is animal or my.workers > 2", "(tile is animal) or my.workers > 2"),
        ("tile is not building bank", "tile is not building bank"),
        ("not tile is building", "tile is not building"),
        ("tile is castle or mine or ship or animal or building or knowledge", "tile is any"),
        ("count > 2 and count(knowledge 7) == 1", "count > 2 and count(knowledge 7) == 1"),
    ],
)
def test_expressions_print_with_just_the_needed_parentheses(written: str, printed: str) -> None:
    assert _condition(written) == printed


def test_else_if_chains() -> None:
    text = ('building x "x" { on place { if a { gain 1 point } else { if b { gain 2 points } '
            "else { may sell goods  may extra action } } } }")
    assert _round_trip(text) == (
        'building x "x" {\n'
        "    on place {\n"
        "        if a { gain 1 point } else if b { gain 2 points } else {\n"
        "            may sell goods\n"
        "            may extra action\n"
        "        }\n"
        "    }\n"
        "}\n"
    )


def test_sources_and_patterns() -> None:
    text = ('building x "x" { on place { take knowledge 07 from black depot '
            "place any from storage } }")
    printed = _round_trip(text)
    assert "take knowledge 7 from black depot" in printed
    assert "place any from storage" in printed


def test_supply_forms() -> None:
    assert "supply 2 black {" in _round_trip('knowledge 40 "x" supply 2 black { }')
    assert "supply 0 normal {" in _round_trip('knowledge 40 "x" supply 0 normal { }')
    assert dsl.parse('knowledge 40 "x" supply 2 black, 1 normal { }')[0].supply == ir.Supply(1, 2)


def test_name_with_a_quote_cannot_be_printed() -> None:
    with pytest.raises(ValueError, match="cannot be written"):
        dsl.format_tiles([ir.TileDef("building:x", "building", "x", 'say "hi"')])


def test_a_description_keeps_its_words_and_lines_not_the_files_layout() -> None:
    text = ('component seal 1 "Seal" {\n'
            '        """A seal of the guild.\n'
            "        While you hold it, each sale\n"
            "            gives one silverling more.\n"
            "\n"
            '        """\n'
            "    modify sale.silverlings: add 1\n"
            "}\n")
    (seal,) = dsl.parse(text)
    assert seal.description == (
        "A seal of the guild.\nWhile you hold it, each sale\n    gives one silverling more."
    )
    assert _round_trip(text) == (
        'component seal 1 "Seal" {\n'
        '    """A seal of the guild.\n'
        "    While you hold it, each sale\n"
        '        gives one silverling more."""\n'
        "    modify sale.silverlings: add 1\n"
        "}\n"
    )


def test_a_description_ending_in_a_quote_closes_on_a_line_of_its_own() -> None:
    printed = _round_trip('rules r "R" { """Say "yes"\n""" }')
    assert printed == 'rules r "R" {\n    """Say "yes"\n    """\n}\n'


def test_a_description_with_three_quotes_cannot_be_printed() -> None:
    tile = ir.TileDef("rules:r", "rules", "r", "R", description='a """ b')
    with pytest.raises(ValueError, match="cannot be written as a description"):
        dsl.format_tiles([tile])
