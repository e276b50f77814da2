"""A few seeded random games, played through the handle as ``peer-ratio`` plays them, give
exactly the states, events and legal actions they gave when they were pinned: whatever the
rules' code is rewritten into (faster tables, the compiled build), every game stays the same
(C-TURN-6)."""

from __future__ import annotations

import hashlib
import random

import pytest

from burgundy.games import catan
from burgundy.games.catan import saves
from burgundy.kernel import records

#: (players, seed, max_offers_per_turn) -> digest of the game's log.
PINNED = {
    (3, 11, 0):
        "a530b0360502c1fa2bdd7509f8bf6c5dcdbb29df69536f0ab3cac84a0d5713bf",
    (4, 12, 0):
        "bbf7e7d0a5ae0b7550c8d574561f483fbb83ce84689ea3fbb579f92607852704",
    (4, 13, 3):
        "0bd010a9e8b10a74b2eebbc17eb655a4f68dda7cb8307805becdc7467fbc585c",
    (2, 14, 3):
        "e0c03027b72c9bd91345878c45d6935662c95edcf53b149f93732d89aabfa3ec",
}


def game_log_digest(players: int, seed: int, offers: int) -> str:
    """A digest of every step of a random game: the legal actions in order, the action
    chosen, its events and the whole state after it, as its save holds it."""
    game = catan.new_game(players=players, seed=seed, max_offers_per_turn=offers)
    choose = random.Random(seed).choice
    log = hashlib.sha256(records.dumps(saves.to_document(game.state)).encode())
    while not game.is_over:
        legal = game.legal_actions()
        action = choose(legal)
        events = game.apply(action)
        log.update(repr((legal, action, events)).encode())
        log.update(records.dumps(saves.to_document(game.state)).encode())
    return log.hexdigest()


@pytest.mark.rule("C-TURN-6")
@pytest.mark.parametrize(("players", "seed", "offers"), sorted(PINNED))
def test_seeded_random_games_stay_exactly_as_pinned(players: int, seed: int, offers: int) -> None:
    assert game_log_digest(players, seed, offers) == PINNED[players, seed, offers]
