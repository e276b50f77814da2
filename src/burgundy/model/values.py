"""``evolve``, defined in ``burgundy.kernel.values``, under the name the public API has
always given them."""

from burgundy.kernel.values import evolve as evolve
