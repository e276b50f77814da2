"""Replays: playing back a replay of any game and its readable log (``burgundy.kernel``), and
Castles' record and its playback (``burgundy.games.castles``), under the name the public API
has always given them."""

from burgundy.games.castles.replay_record import FORMAT as FORMAT
from burgundy.games.castles.replay_record import VERSION as VERSION
from burgundy.games.castles.replay_record import Replay as Replay
from burgundy.games.castles.replay_record import record as record
from burgundy.games.castles.replays import Step as Step
from burgundy.games.castles.replays import describe as describe
from burgundy.games.castles.replays import start as start
from burgundy.games.castles.replays import state_digest as state_digest
from burgundy.games.castles.replays import steps as steps
from burgundy.kernel.replays import log_lines as log_lines
from burgundy.kernel.replays import replay as replay
from burgundy.kernel.replays import replay_command as replay_command
