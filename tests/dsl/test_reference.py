"""docs/language.md is the generated reference, and it covers the whole registry."""

from __future__ import annotations

import pytest

from burgundy import dsl
from burgundy.lang import registry
from tests.dsl._util import REPO


def test_committed_reference_is_up_to_date() -> None:
    committed = (REPO / "docs" / "language.md").read_text(encoding="utf-8")
    assert committed == dsl.reference_markdown(), (
        "docs/language.md is stale: run python -m burgundy.dsl.reference > docs/language.md")


def test_reference_says_how_to_regenerate_it() -> None:
    first_lines = dsl.reference_markdown().splitlines()[:3]
    assert any("python -m burgundy.dsl.reference > docs/language.md" in line
               for line in first_lines)


def test_reference_names_everything_in_the_registry() -> None:
    text = dsl.reference_markdown()
    names = [*registry.EVENTS, *registry.QUERIES, *registry.OWNER_NAMES,
             *registry.RESOURCES, *registry.TILE_KINDS,
             *(w for words in registry.ENUMS.values() for w in words)]
    missing = [n for n in names if f"`{n}`" not in text]
    assert missing == []
    for statement in registry.STATEMENTS.values():
        assert statement.doc in text


@pytest.mark.parametrize("game", ["lastrada", "catan"])
def test_each_games_reference_is_up_to_date_and_names_its_query_points(game: str) -> None:
    from burgundy.dsl.languages import vocabularies
    from burgundy.dsl.reference import game_reference_markdown

    text = game_reference_markdown(game)
    committed = (REPO / "docs" / f"language-{game}.md").read_text(encoding="utf-8")
    assert committed == text, (f"docs/language-{game}.md is stale: run python -m "
                               f"burgundy.dsl.reference {game} > docs/language-{game}.md")
    (vocabulary,) = vocabularies(game).values()
    assert [q for q in vocabulary.queries if f"`{q}`" not in text] == []
