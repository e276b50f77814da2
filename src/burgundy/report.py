"""Simulation reports, defined in ``burgundy.games.castles.report``, under the name the
public API has always given them."""

from burgundy.games.castles.report import plot_comparison as plot_comparison
from burgundy.games.castles.report import write as write
