"""Catan's rules as pure functions of the state: set-up, production and the robber,
building, trade, development cards and their program interpreter, awards, the turn flow,
scoring, and what makes an action illegal."""
