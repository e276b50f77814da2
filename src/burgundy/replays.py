"""Replays, defined in ``burgundy.games.castles.replays``, under the name the public API has
always given them."""

from __future__ import annotations

from burgundy.games.castles.replays import FORMAT as FORMAT
from burgundy.games.castles.replays import VERSION as VERSION
from burgundy.games.castles.replays import Replay as Replay
from burgundy.games.castles.replays import Step as Step
from burgundy.games.castles.replays import describe as describe
from burgundy.games.castles.replays import log_lines as log_lines
from burgundy.games.castles.replays import record as record
from burgundy.games.castles.replays import replay as replay
from burgundy.games.castles.replays import replay_command as replay_command
from burgundy.games.castles.replays import start as start
from burgundy.games.castles.replays import state_digest as state_digest
from burgundy.games.castles.replays import steps as steps

__all__ = [
    "FORMAT",
    "VERSION",
    "Replay",
    "Step",
    "describe",
    "log_lines",
    "record",
    "replay",
    "replay_command",
    "start",
    "state_digest",
    "steps",
]
