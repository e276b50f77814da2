"""Castles' testing helpers: ``Scenario`` for exact positions (``scenario``), ``check_tiles``
for a whole tile set (``check``), play helpers (``play``) and the engine's invariants
(``invariants``); ``burgundy.testing`` offers them to users."""
