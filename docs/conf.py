"""Sphinx configuration: Markdown pages read with MyST, the furo theme, and an API
reference generated from the docstrings."""

import burgundy

project = "burgundy"
author = "The burgundy developers"
copyright = "2026, The burgundy developers"
release = version = burgundy.__version__

extensions = ["myst_parser", "sphinx.ext.autodoc"]
source_suffix = {".md": "markdown"}
root_doc = "index"
exclude_patterns = ["_build"]
html_theme = "furo"
html_title = f"burgundy {release}"

autodoc_member_order = "bysource"
autodoc_typehints = "description"
autodoc_typehints_format = "short"
myst_heading_anchors = 3
# Tile-language examples are shown as plain text (Pygments has no lexer for them).
suppress_warnings = ["misc.highlighting_failure"]
