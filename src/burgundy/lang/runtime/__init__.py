"""The tile language's runtime, which every game's tiles run on: the index of a game's
definitions (``tileset``: modifiers by query point, triggers by event, scorers, the digest
of the sources), the fold of a query point's modifiers (``fold``), which ``when`` programs
answer an event (``triggers``) and the runner of programs (``program``). A game supplies
how its expressions read its state (a compiler of expressions, ``TileIndex.compile``), the
base of each query point it asks, and its statements' executors and frames (a
``program.Runner``)."""
