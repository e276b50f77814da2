"""The tile language's runtime, which every game's tiles run on: the index of a game's
definitions (``tileset``: modifiers by query point, triggers by event, scorers, the digest
of the sources) and the fold of a query point's modifiers (``fold``). A game supplies how
its expressions read its state (a compiler of expressions, ``tileset.Compiler``), and the
base of each query point it asks."""
