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
        "3274c386d8134d7700d1d680230ccd169aef81b11d7b9a1c7631232705f8956e",
    (4, 12, 0):
        "3704dad16d1732418268172b992837311561340ffd5b86ff2be2490b1ed796e5",
    (4, 13, 3):
        "0d7891b7d31757b24db1a93092095f935a001ba350876091c1db167dba1ce45c",
    (2, 14, 3):
        "7a3fe2fe7bc75951d0fc3e1772b2a93dcce7c9ac8055451a6d019f4b3103721c",
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
