"""The engine's version, recorded in saves and replays."""

__version__ = "0.1.0"
