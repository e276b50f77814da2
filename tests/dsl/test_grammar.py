"""Each game's grammar is assembled from its vocabulary (``burgundy.dsl.grammar``): Castles'
is exactly the grammar ``grammars/tiles.lark`` held before the language was split (kept in
``tests/dsl/data/tiles-before.lark``), and every game's is LALR(1) without conflicts."""

from __future__ import annotations

from typing import Any

import pytest
from lark import Lark
from lark.common import ParserConf
from lark.parsers.lalr_analysis import LALR_Analyzer

from burgundy.dsl.grammar import grammar_text, parser
from burgundy.dsl.languages import vocabularies
from burgundy.kernel.games import NAMES
from tests.dsl._util import REPO

BEFORE = REPO / "tests" / "dsl" / "data" / "tiles-before.lark"
VOCABULARIES = [v for game in NAMES for v in vocabularies(game).values()]


def _rules(lark: Lark) -> set[tuple[Any, ...]]:
    """The rules of ``lark``, with the lists Lark makes of `x*` and `x+` (``__…``) named by
    what they hold rather than by where they come in the file."""
    lists: dict[str, list[Any]] = {}
    for rule in lark.rules:
        if rule.origin.name.startswith("__"):
            lists.setdefault(rule.origin.name, []).append(rule)

    def name(symbol: str) -> str:
        if not symbol.startswith("__"):
            return symbol
        return repr(sorted(tuple("SELF" if s.name == symbol else name(s.name)
                                 for s in rule.expansion) for rule in lists[symbol]))

    return {(name(rule.origin.name), tuple(name(s.name) for s in rule.expansion), rule.alias,
             rule.options.expand1, rule.options.keep_all_tokens) for rule in lark.rules}


def _terminals(lark: Lark) -> set[tuple[Any, ...]]:
    return {(t.name, t.pattern.type, t.pattern.value, t.pattern.flags, t.priority)
            for t in lark.terminals}


def test_castles_grammar_made_from_its_vocabulary_is_the_grammar_it_had() -> None:
    before = Lark(BEFORE.read_text(encoding="utf-8"), parser="lalr")
    assembled = Lark(grammar_text(), parser="lalr")
    assert _rules(assembled) == _rules(before)
    assert _terminals(assembled) == _terminals(before)


@pytest.mark.parametrize("vocabulary", VOCABULARIES, ids=lambda v: v.header)
def test_every_games_grammar_has_no_lalr_conflicts(vocabulary: Any) -> None:
    # Lark resolves shift/reduce conflicts silently; strict analysis makes one an error,
    # so a grammar change cannot make a construct quietly parse another way.
    rules = Lark(grammar_text(vocabulary), parser="lalr").rules
    analyzer = LALR_Analyzer(ParserConf(rules, {}, ["start"]), strict=True)
    analyzer.compute_lr0_states()
    analyzer.compute_reads_relations()
    analyzer.compute_includes_lookback()
    analyzer.compute_lookaheads()
    analyzer.compute_lalr1_states()
    assert parser(vocabulary).parse("")


def test_a_statement_written_as_a_form_is_its_grammar() -> None:
    text = grammar_text()
    assert '| MAY? "take" pattern "from" zone ("to" zone)? -> take' in text
    assert '| "set" "die" sum "to" sum -> set_die' in text
