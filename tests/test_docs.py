"""The Python examples in the README and the docs run as written, each page's examples in
order in one namespace, as a reader would type them."""

from __future__ import annotations

import re

import pytest

from tests.rules_coverage import ROOT

PAGES = ["README.md", "docs/guide.md", "docs/testing.md", "docs/bots.md"]


@pytest.mark.parametrize("page", PAGES)
def test_examples_run(page: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)  # examples name files relative to the repository root
    text = (ROOT / page).read_text(encoding="utf-8")
    blocks = list(re.finditer(r"```python\n(.*?)```", text, re.S))
    assert blocks, f"{page} has no Python example"
    namespace: dict[str, object] = {}
    for block in blocks:
        line = text[: block.start()].count("\n") + 2
        exec(compile("\n" * (line - 1) + block.group(1), page, "exec"), namespace)
