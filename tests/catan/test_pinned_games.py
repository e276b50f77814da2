"""A few seeded random games, played through the handle as ``peer-ratio`` plays them, give
exactly the states, events and legal actions they gave when they were pinned: whatever the
rules' code is rewritten into (faster tables, the compiled build), every game stays the same
(C-TURN-6).

Two digests per game: ``PLAYED`` of what the players see step by step (the legal actions in
order, the action chosen, its events), unchanged since the games were first pinned; and
``PINNED`` of that and the whole state after each step, as its save holds it. The saves
changed once: since the development cards are read from their tile file, a game waiting
for a monopoly's resource saves the rest of the card's program with its decision (the
program is the file's, no longer Python's); everything else in them is as before."""

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
        "30a7759a981f6562f41e5fc27876f1ffe56e78c10910725cf73cf26693ce6900",
    (4, 12, 0):
        "56cd864b8738df4a8392a6459fe603b7682c23077959a46a5cb1c047a01290c2",
    (4, 13, 3):
        "d078a5caaffc6c340db18e5351a15b72263bd84eef9c2d1775999c7c383ceeaa",
    (2, 14, 3):
        "7a3fe2fe7bc75951d0fc3e1772b2a93dcce7c9ac8055451a6d019f4b3103721c",
}
#: (players, seed, max_offers_per_turn) -> digest of what the players saw.
PLAYED = {
    (3, 11, 0):
        "0d182b7dec4a4a832cd8590beb746ad1bcbf055152fd0f6d0f9f50ad16bc78b6",
    (4, 12, 0):
        "009e46526b9b1374a0ee6b8cf7e6e40373e08f6d6a2f4a8c232db9bb2242bc5d",
    (4, 13, 3):
        "13375875b9678b1e5bfe915778276687f76913d8a14ce51d140d46811c5ff8d1",
    (2, 14, 3):
        "d2c4a17c4e24f7105ef06c54ac9d998c99e470c369a71cf76dc5af92656c2d1d",
}


def game_log_digests(players: int, seed: int, offers: int) -> tuple[str, str]:
    """Digests of every step of a random game: of the legal actions in order, the action
    chosen, its events and the whole state after it, as its save holds it; and of all that
    but the states."""
    game = catan.new_game(players=players, seed=seed, max_offers_per_turn=offers)
    choose = random.Random(seed).choice
    log = hashlib.sha256(records.dumps(saves.to_document(game.state)).encode())
    played = hashlib.sha256()
    while not game.is_over:
        legal = game.legal_actions()
        action = choose(legal)
        events = game.apply(action)
        for digest in (log, played):
            digest.update(repr((legal, action, events)).encode())
        log.update(records.dumps(saves.to_document(game.state)).encode())
    return log.hexdigest(), played.hexdigest()


@pytest.mark.rule("C-TURN-6")
@pytest.mark.parametrize(("players", "seed", "offers"), sorted(PINNED))
def test_seeded_random_games_stay_exactly_as_pinned(players: int, seed: int, offers: int) -> None:
    log, played = game_log_digests(players, seed, offers)
    assert played == PLAYED[players, seed, offers]
    assert log == PINNED[players, seed, offers]
