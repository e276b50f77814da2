"""Sphinx configuration: the docs are Markdown pages, read with MyST."""

project = "burgundy"
extensions = ["myst_parser"]
source_suffix = {".md": "markdown"}
master_doc = "index"
exclude_patterns = ["_build"]
html_theme = "alabaster"
# Tile-language examples are shown as plain text (Pygments has no lexer for them).
suppress_warnings = ["misc.highlighting_failure"]
