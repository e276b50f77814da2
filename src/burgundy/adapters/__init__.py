"""Adapters to learning environments: ``burgundy.adapters.openspiel`` (the ``openspiel``
extra) and ``burgundy.adapters.pettingzoo`` (the ``pettingzoo`` extra). Import the one you
use; this package imports neither."""
