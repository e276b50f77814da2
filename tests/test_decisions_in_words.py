"""Every decision the engine can ask, and every ``choose`` of every shipped tile file, has
words: what is asked (``describe_decision``), each answer (``describe_action``, ``str()`` of
an option's answer, ``explain``) and what then happened (``describe_event``).

The test finds what there is to cover by itself: the decision types of
``burgundy.model.state`` and the ``choose`` statements of every tile file under ``tiles/``
and of the tile files the docs write out (the tutorial's). It plays seeded games with those
files loaded, and scenarios for the rare ones, and fails on a decision, option or event
without words ("choose 6", a tile id, a ``KeyError``) or one that no game reached (then
add a scenario below that reaches it).
"""

from __future__ import annotations

import random
import re
import typing
from collections.abc import Callable

import pytest

import burgundy
from burgundy import dsl
from burgundy.actions import Action, Choose, PlaceTile, UseAction
from burgundy.describe import (
    SILENT_EVENTS,
    describe_action,
    describe_decision,
    describe_event,
    explain,
    pending_decision,
)
from burgundy.errors import TileError
from burgundy.events import EVENT_TYPES
from burgundy.games.castles.effects.interpreter import choose_of
from burgundy.games.castles.rules.context import Ctx
from burgundy.lang import ir
from burgundy.model import state as st
from tests.dsl._util import TILE_FILES
from tests.expansions.helpers import expansion, position
from tests.rules_coverage import ROOT
from tests.tiles.helpers import SEAT, find, scenario

#: A ``choose``: the definition it is in and the labels of its options.
Key = tuple[str, tuple[str, ...]]
_DOC_FILE = re.compile(r"<!-- file: (\S+\.tiles) -->\n```\w*\n(.*?)```", re.DOTALL)
#: What words must never be: a bare answer, or an id where a name belongs.
_NOT_WORDS = re.compile(r"^choose (\S+|\(.*\))$|\b[a-z_]+:[a-z0-9_]+\b")
NAMES = {seat: f"Seat {seat}" for seat in range(4)}


def shipped_files() -> list[tuple[str, str]]:
    """(name, text) of every tile file the project ships or writes out in its docs; of
    the docs' files, those that load (the tutorial also shows a file with a mistake)."""
    files = [(str(p.relative_to(ROOT)), p.read_text(encoding="utf-8")) for p in TILE_FILES]
    for page in sorted((ROOT / "docs").glob("*.md")):
        for name, text in _DOC_FILE.findall(page.read_text(encoding="utf-8")):
            try:
                burgundy.load_tiles(burgundy.STANDARD_TILES, text)
            except TileError:
                continue
            files.append((f"{page.name}:{name}", text))
    return files


def chooses(defs: tuple[ir.TileDef, ...]) -> set[Key]:
    return {(d.id, tuple(o.label for o in stmt.options))
            for d in defs for stmt in ir.statements(d) if isinstance(stmt, ir.Choose)}


def tile_sets() -> list[burgundy.TileSet]:
    """Every shipped file over the standard tiles, in as few tile sets as load together
    (the expansions that exclude each other apart), no id defined twice in one."""
    groups: list[list[tuple[str, str]]] = []
    defined: list[set[str]] = []
    for name, text in shipped_files():
        if name in {f"tiles/{n}" for n in ("buildings.tiles", "knowledge.tiles")}:
            continue  # the standard tiles are under every set
        ids = {d.id for d in dsl.parse(text, name)}
        for group, used in zip(groups, defined, strict=True):
            if ids.isdisjoint(used) and _loads([*group, (name, text)]):
                group.append((name, text))
                used |= ids
                break
        else:
            assert _loads([(name, text)]), f"{name} does not load over the standard tiles"
            groups.append([(name, text)])
            defined.append(ids)
    return [burgundy.load_tiles(burgundy.STANDARD_TILES, *(t for _, t in g)) for g in groups]


def _loads(files: list[tuple[str, str]]) -> bool:
    try:
        burgundy.load_tiles(burgundy.STANDARD_TILES, *(text for _, text in files))
    except TileError:
        return False
    return True


# --- the walk ----------------------------------------------------------------------------


class Seen:
    """What the games reached, and told in words."""

    def __init__(self) -> None:
        self.decisions: set[type] = set()
        self.chooses: set[Key] = set()
        self.events: set[type] = set()

    def position(self, game: burgundy.Game) -> None:
        """Words for the decision now and every answer to it (fails on one without)."""
        decision = pending_decision(game)
        asked = describe_decision(game)
        assert asked and not _NOT_WORDS.search(asked), (decision, asked)
        labels: tuple[str, ...] = ()
        if decision is not None:
            self.decisions.add(type(decision))
        if isinstance(decision, st.OptionChoice):
            statement = choose_of(Ctx(game.tiles), decision)
            labels = tuple(o.label for o in statement.options)
            self.chooses.add((decision.frame.tile_id, labels))
        for action in game.legal_actions():
            words = describe_action(game, action)
            assert words and not _NOT_WORDS.search(words), (decision, action, words)
            assert explain(game, action), action
            if isinstance(decision, st.OptionChoice):
                assert isinstance(action, Choose) and isinstance(action.option, int)
                assert str(action) == words == labels[action.option]

    def play(self, game: burgundy.Game, action: Action) -> None:
        """Tell the position in words, then apply ``action`` and tell what happened."""
        self.position(game)
        for event in game.apply(action):
            line = describe_event(game, event, NAMES)
            if line is not None:
                assert not _NOT_WORDS.search(line.strip()), (event, line)
                self.events.add(type(event))


def walk(game: burgundy.Game, rng: random.Random, seen: Seen) -> None:
    """Play to the end at random, taking a tile file's actions half the time they are
    offered (they lead to its choices)."""
    while not game.is_over:
        legal = game.legal_actions()
        declared = [a for a in legal if isinstance(a, UseAction)]
        seen.play(game, rng.choice(declared if declared and rng.random() < 0.5 else legal))


# --- scenarios for what seeded games seldom reach ---------------------------------------


def _shield_5(seen: Seen) -> burgundy.Game:
    """Shield 5's choice: a ship placed by its holder, with goods in the depots."""
    s = position("shields", dice=(2, 1)).row(SEAT, "shield", ["shield:5"])
    game = s.storage(SEAT, ["ship"]).depot_goods(1, [2]).depot_goods(3, [5]).build()
    seen.play(game, find(game, PlaceTile, space=17, die=2))
    seen.play(game, Choose(1))  # the ship's own goods, from depot 1
    return game


def _shield_6(seen: Seen) -> burgundy.Game:
    """Shield 6's choice: taken (seed 11 lays it on depot 6) with a pair of sixes."""
    game = scenario(2, dice=(6, 6), seed=11, tiles=expansion("shields")).build()
    seen.play(game, find(game, UseAction, source="rules:shields"))
    seen.play(game, Choose(5))  # both dice as 6
    taken = [t.id for t in st.zone_of(game.state.zones, "display shield 6")]
    seen.play(game, Choose(taken.index("shield:6")))
    return game


def _shield_16(seen: Seen) -> burgundy.Game:
    """Shield 16's action: set a die."""
    game = position("shields", dice=(2, 5)).row(SEAT, "shield", ["shield:16"]).build()
    seen.play(game, find(game, UseAction, source="shield:16"))
    return game


def _colour_bonus(seen: Seen) -> burgundy.Game:
    """A colour's bonus tile: the last grey space covered."""
    s = position("shields", dice=(3, 3)).estate(SEAT, {24: "mine", 29: "mine"})
    game = s.storage(SEAT, ["mine"]).build()
    seen.play(game, find(game, PlaceTile, space=33, die=3))
    return game


SCENARIOS: list[Callable[[Seen], burgundy.Game]] = [
    _shield_5, _shield_6, _shield_16, _colour_bonus,
]


@pytest.fixture(scope="module")
def seen() -> Seen:
    """Seeded games of 2, 3 and 4 players on random maps for every tile set, then the
    scenarios, each played on to its end."""
    seen = Seen()
    for tiles in tile_sets():
        for seed in range(12):
            game = burgundy.new_game(2 + seed % 3, seed, tiles=tiles, advanced=True)
            walk(game, random.Random(seed), seen)
    for seed, build in enumerate(SCENARIOS):
        walk(build(seen), random.Random(seed), seen)
    return seen


def test_every_decision_type_of_the_engine_is_reached_and_told_in_words(seen: Seen) -> None:
    decisions = set(st.DECISION_TYPES) | set(typing.get_args(st.Decision))
    missing = decisions - seen.decisions
    assert not missing, f"no game reached {sorted(t.__name__ for t in missing)}: add a scenario"


def test_every_choose_of_every_shipped_file_is_reached_and_told_in_words(seen: Seen) -> None:
    wanted = set().union(*(chooses(dsl.parse(text, name)) for name, text in shipped_files()))
    assert len(wanted) >= 6  # the shields' and the tutorial's seals', at least
    missing = wanted - seen.chooses
    assert not missing, f"no game reached the `choose` of {sorted(missing)}: add a scenario"


def test_every_event_a_person_should_see_is_told_in_words(seen: Seen) -> None:
    # An event type is told in words, or listed as one the table shows by itself.
    missing = set(EVENT_TYPES) - SILENT_EVENTS - seen.events
    assert not missing, f"no words for {sorted(t.__name__ for t in missing)}"


def test_the_walk_finds_the_files_it_covers() -> None:
    names = [name for name, _ in shipped_files()]
    assert "tiles/expansions/shields.tiles" in names
    assert "tutorial.md:seals/seals.tiles" in names
    assert "tutorial.md:typo/house.tiles" not in names  # the tutorial's file with a mistake
