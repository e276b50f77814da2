"""Pinned checker messages: one test per kind of semantic error, with its position and,
where a close name exists, the "did you mean"."""

from __future__ import annotations

import pytest

from burgundy import dsl
from burgundy.dsl.standard import standard_sources
from burgundy.errors import TileSyntaxError
from tests.dsl._util import load_errors, only_error, semantic_errors, where


def test_clean_house_rules_have_no_errors() -> None:
    text = (
        'knowledge 27 "Savings" supply 1 black {\n'
        '    score "Savings": my.silverlings // 3\n'
        "    when goods_sold if event.cause == castle and event.count >= 2 {\n"
        "        if game.players == 2 { gain 1 point } else if max(1, 2) > 1 {\n"
        "            may extra action\n"
        "        } else { call \"log\" }\n"
        "    }\n"
        "    modify sale.silverlings: add 1 if goods == 3 and cause != die\n"
        "    modify die.free_steps: add 1 if tile is not building bank\n"
        "}\n"
    )
    assert semantic_errors(text, hooks=["log"]) == []


def test_error_carries_the_source_line() -> None:
    error = only_error('knowledge 3 "x" {\n    modify sale.silverling: set 2\n}\n')
    assert error.source_line == "    modify sale.silverling: set 2"
    assert str(error).endswith("\n        modify sale.silverling: set 2\n"
                               "               ^")


def test_unknown_query_point() -> None:
    error = only_error('knowledge 3 "x" {\n    modify sale.silverling: set 2\n}\n')
    assert where(error) == ("house.tiles", 2, 12)
    assert error.message == (
        "unknown query point `sale.silverling`; did you mean `sale.silverlings`?")


def test_unknown_query_point_without_a_close_name_lists_them() -> None:
    error = only_error('knowledge 3 "x" {\n    modify zzz: set 2\n}\n')
    assert error.message.startswith("unknown query point `zzz`; query points: `sale.silverlings`")


def test_unknown_event() -> None:
    error = only_error('knowledge 4 "x" {\n    when good_sold { gain 1 worker }\n}\n')
    assert where(error) == ("house.tiles", 2, 10)
    assert error.message == "unknown event `good_sold`; did you mean `goods_sold`?"


def test_unknown_event_field() -> None:
    error = only_error('knowledge 2 "x" {\n    when mine_income { gain event.mine workers }\n}\n')
    assert where(error) == ("house.tiles", 2, 29)
    assert error.message == "event `mine_income` has no field `mine`; did you mean `mines`?"


def test_event_field_outside_when() -> None:
    error = only_error('knowledge 2 "x" {\n    on place { gain event.mines workers }\n}\n')
    assert where(error) == ("house.tiles", 2, 21)
    assert error.message == "`event.mines` can only be used inside `when <event> { … }`"


def test_context_field_the_query_does_not_have() -> None:
    error = only_error('knowledge 9 "x" {\n    modify die.free_steps: add 1 if cause == die\n}\n')
    assert where(error) == ("house.tiles", 2, 37)
    assert error.message == (
        "`cause` is not available in `modify die.free_steps`; it has `action`, `tile` and "
        "`value`")


def test_context_field_written_bare_inside_when() -> None:
    error = only_error(
        'knowledge 4 "x" {\n    when goods_sold if cause == die { gain 1 point }\n}\n')
    assert where(error) == ("house.tiles", 2, 24)
    assert error.message == "inside `when`, the event's values are written `event.cause`"


def test_unknown_owner_name() -> None:
    error = only_error('knowledge 25 "x" {\n    score "x": my.goods_sol\n}\n')
    assert where(error) == ("house.tiles", 2, 16)
    assert error.message == "unknown name `my.goods_sol`; did you mean `my.goods_sold`?"


def test_unknown_resource() -> None:
    error = only_error('building bank "x" {\n    on place { gain 2 silverling5 }\n}\n')
    assert where(error) == ("house.tiles", 2, 23)
    assert error.message == "unknown resource `silverling5`; did you mean `silverlings`?"


def test_singular_resources_are_accepted() -> None:
    assert semantic_errors(
        'building bank "x" {\n    on place { gain 1 silverling  gain 1 worker  gain 1 point }\n}\n'
    ) == []


def test_negative_amount_names_the_statement_to_write() -> None:
    # A negative gain would do nothing: the checker says which statement does the reverse.
    error = only_error('knowledge 3 "x" {\n    on place { gain -2 workers }\n}\n')
    assert where(error) == ("house.tiles", 2, 16)
    assert error.message == (
        "`gain` takes an amount of 0 or more; write `pay 2 workers` instead")
    error = only_error('knowledge 3 "x" {\n    on place { pay -1 silverling }\n}\n')
    assert error.message == (
        "`pay` takes an amount of 0 or more; write `gain 1 silverling` instead")


def test_unknown_tile_kind() -> None:
    error = only_error(
        'building church "x" {\n    on place { take mine or knowlege from depots }\n}\n')
    assert where(error) == ("house.tiles", 2, 29)
    assert error.message == "unknown tile kind `knowlege`; did you mean `knowledge`?"


def test_species_used_as_a_kind() -> None:
    error = only_error('building market "x" {\n    on place { take cow from depots }\n}\n')
    assert where(error) == ("house.tiles", 2, 21)
    assert error.message == "unknown tile kind `cow`; `cow` is a species: write `animal cow`"


def test_unknown_building_type() -> None:
    error = only_error('knowledge 17 "x" {\n    score "x": 4 * count(building watchtowr)\n}\n')
    assert where(error) == ("house.tiles", 2, 35)
    assert error.message == "unknown building type `watchtowr`; did you mean `watchtower`?"


def test_building_type_defined_in_the_same_load_is_known() -> None:
    text = ('building stable "Stable" supply 5 normal {\n}\n'
            'knowledge 30 "x" supply 1 normal {\n    score "x": count(building stable)\n}\n')
    assert semantic_errors(text) == []


def test_building_type_known_from_elsewhere() -> None:
    defs = dsl.parse('knowledge 30 "x" supply 1 normal {\n score "x": count(building stable)\n}')
    assert len(dsl.check(defs)) == 1
    assert dsl.check(defs, known=["stable"]) == []


def test_check_takes_the_game_whose_words_the_definitions_use() -> None:
    defs = dsl.parse('language catan 1\nrules short "Short" {\n    modify win.points: set 5\n}\n')
    (error,) = dsl.check(defs)
    assert "unknown query point `win.points`" in error.message
    assert dsl.check(defs, game="catan") == []
    with pytest.raises(ValueError, match=r"game: one of castles, .*catan.*, not 'chess'"):
        dsl.check(defs, game="chess")


def test_building_type_from_another_file_in_load_defs() -> None:
    sources = [
        *standard_sources(),
        ("stable.tiles", 'building stable "Stable" supply 5 normal { }'),
        ("score.tiles", 'knowledge 30 "x" supply 1 normal { score "x": count(building stable) }'),
    ]
    assert [d.id for d in dsl.load_defs(sources)][-2:] == ["building:stable", "knowledge:30"]


def test_unknown_species() -> None:
    error = only_error('knowledge 30 "x" supply 1 normal {\n    score "x": count(animal cw)\n}\n')
    assert where(error) == ("house.tiles", 2, 29)
    assert error.message == "unknown species `cw`; did you mean `cow`?"


def test_unknown_enumeration_word() -> None:
    error = only_error(
        'knowledge 12 "x" {\n    modify die.free_steps: add 1 if action == tak\n}\n')
    assert where(error) == ("house.tiles", 2, 47)
    assert error.message == "`tak` is not an action word; did you mean `take`?"


def test_word_of_another_enumeration() -> None:
    error = only_error(
        'knowledge 12 "x" {\n    modify die.free_steps: add 1 if action == cow\n}\n')
    assert where(error) == ("house.tiles", 2, 47)
    assert error.message == (
        "`cow` is a species word, but this compares an action: expected `take`, `place`, "
        "`sell` or `workers`")


def test_unknown_bare_word() -> None:
    error = only_error(
        'knowledge 12 "x" {\n    modify die.free_steps: add 1 if acton == take\n}\n')
    assert where(error) == ("house.tiles", 2, 37)
    assert error.message == "unknown word `acton`; did you mean `action`?"


def test_set_with_the_wrong_type() -> None:
    error = only_error('knowledge 3 "x" {\n    modify sale.silverlings: set true\n}\n')
    assert where(error) == ("house.tiles", 2, 34)
    assert error.message == "`set` for `sale.silverlings` needs a number here, not true/false"


def test_add_on_a_true_false_query() -> None:
    error = only_error('knowledge 6 "x" {\n    modify buy.any_depot: add 1\n}\n')
    assert where(error) == ("house.tiles", 2, 27)
    assert error.message == (
        "`add` works only on number queries; `buy.any_depot` is true/false: write `set true` "
        "or `set false`")


def test_condition_that_is_not_true_false() -> None:
    error = only_error('knowledge 3 "x" {\n    modify sale.silverlings: set 2 if my.workers\n}\n')
    assert where(error) == ("house.tiles", 2, 39)
    assert error.message == "the condition after `if` needs true/false here, not a number"


def test_arithmetic_on_true_false() -> None:
    error = only_error('knowledge 25 "x" {\n    score "x": my.points + true\n}\n')
    assert where(error) == ("house.tiles", 2, 28)
    assert error.message == "`+` needs a number here, not true/false"


def test_tile_compared_with_equals() -> None:
    error = only_error(
        'knowledge 9 "x" {\n    modify die.free_steps: add 1 if tile == building\n}\n')
    assert where(error) == ("house.tiles", 2, 42)
    assert error.message == "tiles are tested with `is`, e.g. `tile is building`"


def test_is_on_something_that_is_not_a_tile() -> None:
    error = only_error(
        'knowledge 9 "x" {\n    modify die.free_steps: add 1 if 1 + my.points is mine\n}\n')
    assert where(error) == ("house.tiles", 2, 51)
    assert error.message == "`is` tests a tile (such as `tile` or `event.tile`), not a number"


def test_call_of_an_unknown_hook() -> None:
    error = only_error('building bank "x" {\n    on place { call "lucky" }\n}\n', hooks=["luck"])
    assert where(error) == ("house.tiles", 2, 21)
    assert error.message == (
        "unknown hook `lucky`: hooks are Python functions registered with "
        "`load_tiles(..., hooks=…)`; did you mean `luck`?")


def test_call_with_no_hooks_registered() -> None:
    error = only_error('building bank "x" {\n    on place { call "lucky" }\n}\n')
    assert error.message.endswith("; none are registered")


def test_new_building_type_without_supply() -> None:
    error = only_error('building stable "Stable" {\n    on place { gain 1 point }\n}\n')
    assert where(error) == ("house.tiles", 1, 1)
    assert error.message == (
        "`building stable` is a new building type, so it must say how many are in the game: "
        "add `supply 5 normal, 2 black` after its name")


def test_misspelt_standard_building_is_taken_for_a_new_one() -> None:
    error = only_error('building bnk "Bank" {\n    on place { gain 3 silverlings }\n}\n')
    assert error.message.endswith("after its name; did you mean `bank`?")


def test_new_knowledge_tile_without_supply() -> None:
    error = only_error('knowledge 27 "Savings" {\n    score "x": 1\n}\n')
    assert where(error) == ("house.tiles", 1, 1)
    assert error.message == (
        "`knowledge 27` is not one of the standard tiles 1-26, so it must say how many are "
        "in the game: add `supply 1 normal` or `supply 1 black` after its name")


def test_standard_tiles_may_state_a_supply() -> None:
    assert semantic_errors('building bank "Bank" supply 3 normal { }') == []


def test_duplicate_tile_in_one_file() -> None:
    error = only_error('building bank "x" {\n}\n\nbuilding bank "y" {\n}\n')
    assert where(error) == ("house.tiles", 4, 1)
    assert error.message == "`building bank` is defined twice in this file (first at line 1)"


def test_building_type_in_capitals() -> None:
    error = only_error('building Bank "x" {\n}\n')
    assert where(error) == ("house.tiles", 1, 10)
    assert error.message == (
        "the building type `Bank` must be written in lower case letters, digits and `_` "
        "(e.g. `city_hall`); did you mean `bank`?")


def test_all_errors_are_reported_not_only_the_first() -> None:
    text = ('knowledge 3 "x" {\n    modify sale.silverling: set 2\n'
            '    when good_sold { gain 1 wroker }\n}\n')
    messages = [e.message for e in semantic_errors(text)]
    assert messages == [
        "unknown query point `sale.silverling`; did you mean `sale.silverlings`?",
        "unknown event `good_sold`; did you mean `goods_sold`?",
        "unknown resource `wroker`; did you mean `workers`?",
    ]


def test_names_that_depend_on_an_unknown_query_are_not_reported_again() -> None:
    error = only_error('knowledge 9 "x" {\n    modify die.free_step: add 1 if action == take\n}\n')
    assert error.message == "unknown query point `die.free_step`; did you mean `die.free_steps`?"


def test_errors_come_sorted_by_line_and_once_each() -> None:
    # The action (line 4) is checked after the `modify` of line 5, and `x` stands for a
    # wrong value twice: one error for it, and the lines in order.
    text = ('knowledge 3 "x" {\n    score "s": my.pionts\n    action "a" {\n'
            "        let x = my.silverlins\n        gain x points  pay x points\n    }\n"
            "    modify sale.silverling: set 2\n}\n")
    errors = semantic_errors(text)
    assert [e.line for e in errors] == [2, 4, 7]


@pytest.mark.parametrize(("text", "hint"), [
    ('knowledge 3 "x" {\n    when points_sold { gain 1 point }\n}\n', "; events: `tile_placed`"),
    ('knowledge 3 "x" {\n    on place { gain 1 silver }\n}\n', "; did you mean `silverlings`?"),
])
def test_did_you_mean_only_when_close(text: str, hint: str) -> None:
    assert hint in only_error(text).message


def test_a_long_list_of_names_is_grouped_by_what_they_start_with() -> None:
    message = only_error('knowledge 3 "x" {\n    modify zzz: set 2\n}\n').message
    assert "`sale.silverlings`, `.points_per_tile`; `take_workers.count`; `worker.pips`, " \
           "`.wraps`;" in message


def test_a_syntax_error_does_not_hide_the_meaning_errors_of_the_other_definitions() -> None:
    # The broken knowledge tile (line 6) declares `inn`; the others still use it.
    text = ('building bank "Bank" supply 2 normal {\n    on place { gain 2 silverlins }\n}\n\n'
            'tile inn "Inn" supply 3 own {\n    on place { gain 1 workers\n'
            '    modify sale.silverlings: set 2\n}\n\n'
            'knowledge 40 "x" supply 1 normal {\n    score "s": count(inn) + my.pionts\n}\n')
    errors = load_errors(text)
    assert [(e.line, e.message) for e in errors] == [
        (2, "unknown resource `silverlins`; did you mean `silverlings`?"),
        (7, "missing `}` before `modify`: the `{` at line 6, column 14 is still open "
            "(`modify` cannot be inside a block of statements)"),
        (11, "unknown name `my.pionts`; did you mean `my.points`?"),
    ]
    assert isinstance(errors[1], TileSyntaxError)


def test_a_modify_may_not_read_the_query_point_it_modifies() -> None:
    error = only_error('knowledge 3 "x" {\n    modify storage.limit: add query(storage.limit)\n}\n')
    assert where(error) == ("house.tiles", 2, 31)
    assert error.message == ("`modify storage.limit` cannot read `query(storage.limit)`: "
                             "reading it would ask it again, without end")


def test_modifiers_may_not_read_each_other_in_a_loop() -> None:
    text = ('knowledge 3 "x" {\n    modify buy.price: set query(ship.depots) + 1\n}\n'
            'knowledge 4 "y" {\n    modify ship.depots: add query(buy.price)\n'
            "    modify track.steps: add query(buy.price)\n}\n")
    errors = semantic_errors(text)
    assert [(e.line, e.message) for e in errors] == [
        (2, "`modify buy.price` cannot read `query(ship.depots)`: the modifiers of "
            "`ship.depots` read `buy.price` in turn, so asking either would ask the other "
            "without end"),
        (5, "`modify ship.depots` cannot read `query(buy.price)`: the modifiers of "
            "`buy.price` read `ship.depots` in turn, so asking either would ask the other "
            "without end"),
    ]


@pytest.mark.parametrize(("line", "message"), [
    ("modify mine.silverlings: add query(sale.silverlings)",
     "`query(sale.silverlings)` needs `goods`, `count` and `cause` to be known, which "
     "`modify mine.silverlings` does not give: read it in a `modify` of a query point that "
     "has them"),
    ("on place { gain max(0, query(region.size)) points }",
     "`query(region.size)` needs `size`, `colour` and `region` to be known, which "
     "`on place` does not give: read it in a `modify` of a query point that has them"),
    ("modify buy.price: set query(score.points)",
     "`query(score.points)` cannot be read: its base (the scorer's value) is worked out by "
     "the rules where they ask it"),
    ("modify buy.price: set query(buy.prise)",
     "unknown query point `buy.prise`; did you mean `buy.price`?"),
    ("on place { if query(buy.any_depot) == 2 { gain 1 point } }",
     "`==` cannot compare true/false with a number"),
])
def test_query_reads_only_what_can_be_known_there(line: str, message: str) -> None:
    error = only_error(f'knowledge 3 "x" {{\n    {line}\n}}\n')
    assert error.line == 2
    assert error.message == message


def test_query_in_a_program_of_no_player_is_refused() -> None:
    error = only_error('rules r "R" {\n    setup { if query(buy.price) > 2 '
                       '{ each player { gain 1 point } } }\n}\n')
    assert where(error) == ("house.tiles", 2, 16)
    assert error.message == "`query(buy.price)` is a player's value: `setup` belongs to no player"



def test_a_definition_word_inside_a_description_starts_no_definition() -> None:
    text = ('building bank "Bank" supply 2 normal {\n    """Pays well.\nbuilding societies too.\n'
            '    """\n    on place { gain 2 silverlins }\n}\n\n'
            'building inn "Inn" supply 1 normal {\n    on place { gain 1 workers\n}\n')
    assert [(e.line, e.message) for e in load_errors(text)] == [
        (5, "unknown resource `silverlins`; did you mean `silverlings`?"),
        (9, "this `{` is never closed: the file ends before its `}`"),
    ]
