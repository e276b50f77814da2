"""The kernel: what every game shares, and nothing that names one game's concepts.

Today it holds the ``Game`` handle every game is played through (``game``), the protocol a
game implements for it (``protocol``), the envelope of saves and replays (``records``), the
registry of games by name (``games``) and the bots that need nothing from a game but its
evaluation (``bots``). The language, the automatic loop and the other shared machinery move
here from Castles' modules step by step (``docs/architecture.md``).
"""
