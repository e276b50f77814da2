"""Helpers every test folder uses to play through the public API; they live in
``burgundy.testing.play`` so that house-rule authors have them too."""

from __future__ import annotations

from burgundy.testing.play import actions, find, finish_turn, of, play

__all__ = ["actions", "find", "finish_turn", "of", "play"]
