"""The tile language's vocabulary: the compiled form of definitions (``ir``) and the
registry of everything a tile may name (``registry``). The compiler (``burgundy.dsl``) and
the engine that runs effects (``burgundy.effects``, beside ``burgundy.rules``) both build
on it; it depends on nothing else of the project."""
