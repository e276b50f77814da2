"""The kernel: what every game shares, and nothing that names one game's concepts.

The ``Game`` handle every game is played through (``game``) and the protocol a game
implements for it (``protocol``); the registry of games by name (``games``); the envelope of
saves and replays and their playback (``records``, ``replays``); errors, the engine's
version, the random stream and ``evolve`` (``errors``, ``version``, ``rng``, ``values``);
bots that need nothing from a game but its evaluation, and bots by name (``bots``,
``random_bot``, ``bot_names``); simulations, on this machine or a Ray cluster
(``simulation``, ``cluster``, ``progress``); random games checked step by step and Hypothesis
strategies (``check``, ``strategies``); views, chance points, observations and the learning
environments' adapters (``views``, ``chance``, ``observation``, ``adapters``); the command's
shared parts and the terminal session (``cli``, ``terminal``); board files and words every
game's text uses (``boards``, ``words``). The tile language and the automatic loop of effect
frames and decisions are still Castles' or beside the kernel (``burgundy.lang``,
``burgundy.dsl``), and move here next (``docs/architecture.md``).
"""
