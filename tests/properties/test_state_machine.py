"""A Hypothesis state machine over legal play: every step keeps every invariant; saves
load back to the same game; ``apply`` never changes the state it was given; clones are
independent; undo and redo round-trip; determinized games agree with the view; and the
game's replay plays back to the same game."""

from __future__ import annotations

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
)

import burgundy
from burgundy.testing.invariants import check_events, check_invariants, check_step
from tests.properties.helpers import house_tiles


class LegalPlay(RuleBasedStateMachine):
    game: burgundy.Game

    @initialize(
        players=st.integers(2, 4),
        seed=st.integers(0, 2**32 - 1),
        maps=st.lists(st.integers(1, 9), min_size=4, max_size=4),
        house=st.booleans(),
    )
    def start(self, players: int, seed: int, maps: list[int], house: bool) -> None:
        tiles = house_tiles() if house else None
        self.game = burgundy.new_game(players, seed, estates=maps[:players], tiles=tiles)

    @precondition(lambda self: not self.game.is_over)
    @rule(data=st.data())
    def apply_a_legal_action(self, data: st.DataObject) -> None:
        game = self.game
        legal = game.legal_actions()
        action = legal[data.draw(st.integers(0, len(legal) - 1), label="action index")]
        before, saved = game.clone(), game.to_json()
        events = game.apply(action)
        check_step(before, game, saved)  # the old state value still saves as it did
        check_events(before, game, events)

    @precondition(lambda self: not self.game.is_over)
    @rule(data=st.data())
    def a_clone_plays_on_its_own(self, data: st.DataObject) -> None:
        saved = self.game.to_json()
        copy = self.game.clone()
        legal = copy.legal_actions()
        copy.apply(legal[data.draw(st.integers(0, len(legal) - 1), label="clone's action")])
        assert self.game.to_json() == saved

    @precondition(lambda self: self.game.can_undo)
    @rule()
    def undo_and_redo_round_trip(self) -> None:
        saved, legal = self.game.to_json(), self.game.legal_actions()
        self.game.undo()
        check_invariants(self.game)
        self.game.redo()
        assert self.game.to_json() == saved and self.game.legal_actions() == legal

    @precondition(lambda self: self.game.can_undo)
    @rule()
    def undo(self) -> None:
        self.game.undo()

    @precondition(lambda self: self.game.can_redo)
    @rule()
    def redo(self) -> None:
        self.game.redo()

    @rule(seed=st.integers(0, 2**16))
    def a_determinized_game_agrees_with_the_view(self, seed: int) -> None:
        seat = self.game.current_player or 0
        sample = self.game.determinize(seat, seed)
        assert sample.view(seat) == self.game.view(seat)
        check_invariants(sample)

    @rule()
    def the_replay_plays_back_to_this_game(self) -> None:
        again = burgundy.replay(self.game.replay().to_json())
        assert again.to_json() == self.game.to_json()

    @invariant()
    def every_invariant_holds(self) -> None:
        check_invariants(self.game)

    @invariant()
    def the_save_loads_back_to_the_same_game(self) -> None:
        loaded = burgundy.Game.from_json(self.game.to_json())
        assert loaded.state == self.game.state
        assert loaded.legal_actions() == self.game.legal_actions()


LegalPlay.TestCase.settings = settings(
    max_examples=15,
    stateful_step_count=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
test_legal_play = LegalPlay.TestCase
