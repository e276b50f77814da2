"""Sphinx configuration: the docs are Markdown pages, read with MyST."""

project = "burgundy"
extensions = ["myst_parser"]
source_suffix = {".md": "markdown"}
master_doc = "index"
exclude_patterns = ["_build"]
html_theme = "alabaster"
