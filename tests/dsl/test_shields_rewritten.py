"""`tiles/expansions/shields.tiles` is written with ranged options and `let`; the file as it
was before (`data/shields_before.tiles`, one option per number) plays exactly the same:
the same definitions, and in seeded games with every expansion the same options in the
same order with the same labels, the same events and the same states, step by step."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

import burgundy
from burgundy import dsl
from burgundy.actions import Choose, UseAction
from burgundy.events import OptionChosen

BEFORE = Path(__file__).parent / "data" / "shields_before.tiles"
NOW = burgundy.EXPANSIONS["shields"]
WITH = ("monastery_28", "cloisters", "trade_routes")


def test_the_rewritten_file_defines_the_same_shields() -> None:
    before = dsl.parse(BEFORE.read_text(encoding="utf-8"))
    now = dsl.parse(NOW.read_text(encoding="utf-8"))
    assert [d.id for d in now] == [d.id for d in before]
    # Shield 6 says "any seat but mine that is in the game" once; the rest is the same ir.
    assert [d for d in now if d.id != "shield:6"] == [d for d in before if d.id != "shield:6"]


@pytest.mark.rule("X-SHIELD-1", "X-SHIELD-2", "X-SHIELD-3", "X-SHIELD-4")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_games_play_the_same_under_the_file_before_and_now(players: int) -> None:
    others = [burgundy.EXPANSIONS[name] for name in WITH]
    tiles_before = burgundy.load_tiles(burgundy.STANDARD_TILES, *others, BEFORE)
    tiles_now = burgundy.load_tiles(burgundy.STANDARD_TILES, *others, NOW)
    chosen: set[str] = set()
    for seed in range(4):
        before = burgundy.new_game(players, seed, tiles=tiles_before)
        now = burgundy.new_game(players, seed, tiles=tiles_now)
        chooser = random.Random(seed)
        assert now.state == before.state
        while not before.is_over:
            offered = before.legal_actions()
            assert [str(a) for a in now.legal_actions()] == [str(a) for a in offered]
            # Mostly the shields' own actions and options, when there are any.
            shields = [a for a in offered if isinstance(a, UseAction | Choose)]
            pick = chooser.choice(shields if shields and chooser.random() < 0.7 else offered)
            events = before.apply(pick)
            assert now.apply(pick) == events
            assert now.state == before.state
            chosen |= {e.label.split(" ")[0] for e in events if isinstance(e, OptionChosen)}
    # Rewritten options were taken: the pair's, shield 6's (and with 3 and 4 players
    # shield 16's, with 4 shield 5's), besides the upkeep's.
    assert {"Both", "The", "Pay"} <= chosen
    assert players == 2 or "Your" in chosen
