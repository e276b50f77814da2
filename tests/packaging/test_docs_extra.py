"""The README's Documentation section: in a fresh virtual environment, ``pip install -e
'.[docs]'`` brings everything ``sphinx-build`` needs, the modules the API reference imports
included, and the documentation builds without a warning."""

from __future__ import annotations

from pathlib import Path

from tests.packaging._build import activated, install, run


def test_the_docs_extra_builds_the_documentation(tmp_path: Path) -> None:
    venv, _ = install(tmp_path, "-e", ".[docs]")
    html = tmp_path / "html"
    sphinx = [str(venv / "bin" / "sphinx-build"), "-W", "--keep-going", "-q", "-b", "html"]
    run([*sphinx, "docs", str(html)], tmp_path / "source", activated(venv))
    assert (html / "api.html").is_file()
