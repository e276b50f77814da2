"""The compiled build (``BURGUNDY_COMPILE=1``, docs/performance.md): the README's
``BURGUNDY_COMPILE=1 pip install .``, run in a fresh virtual environment that holds nothing
else, compiles the rules with mypyc (the build backend fetches mypy and what the compiled
modules import), says it is compiled, and plays the golden playthroughs exactly as the
pure-Python engine does. Skipped where no C compiler or Python headers are at hand."""

from __future__ import annotations

import json
import shutil
import sysconfig
import textwrap
from pathlib import Path

import pytest

from tests.packaging._build import REPO, activated, install, run

pytestmark = pytest.mark.skipif(
    not (shutil.which("cc") or shutil.which("gcc"))
    or not (Path(sysconfig.get_paths()["include"]) / "Python.h").is_file(),
    reason="the compiled build needs a C compiler and Python's headers",
)

#: Run inside the fresh environment: the compiled modules, and each golden replay's log.
CHECK_SCRIPT = textwrap.dedent(
    """
    import json
    import sys
    from pathlib import Path

    import burgundy
    from burgundy.replays import log_lines
    from burgundy.games.castles.rules import flow, legal, procedures
    from burgundy.games.castles.effects import interpreter

    golden, repo = Path(sys.argv[1]), sys.argv[2]
    sys.path.append(repo)  # after burgundy is imported: the corpus's reader, not the source
    from tests.compat import corpus

    report = {
        "compiled": [m.__file__.rsplit(".", 1)[1] for m in (flow, legal, procedures, interpreter)],
        "logs": {},
        "corpus": {},
    }
    for replay in sorted(golden.glob("*.replay.json")):
        text = replay.read_text(encoding="utf-8")
        report["logs"][replay.name] = "\\n".join(log_lines(text)) + "\\n"
    for name, position in corpus.positions().items():
        report["corpus"][name] = corpus.position_differences(position)
    for name, replay in corpus.replays().items():
        report["corpus"][name] = corpus.replay_differences(replay)
    print(json.dumps(report))
    """
)


@pytest.fixture(scope="module")
def compiled(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    return install(tmp_path_factory.mktemp("compiled"), BURGUNDY_COMPILE="1")


def test_compiled_wheel_is_compiled_and_says_so(compiled: tuple[Path, Path]) -> None:
    venv, _ = compiled
    [site] = list(venv.glob("lib/python*/site-packages"))
    rules = site / "burgundy" / "games" / "castles" / "rules"
    assert list(rules.glob("flow.*.so")), "flow is not compiled"
    out = run([str(venv / "bin" / "burgundy"), "--version"], venv, activated(venv))
    assert out.strip().endswith("(compiled)")


def test_compiled_build_plays_the_golden_games_and_the_corpus_exactly(
    compiled: tuple[Path, Path], tmp_path: Path
) -> None:
    """Same actions, same events, same states: the logs of the golden playthroughs match
    the stored ones line by line, and the corpus's saves and replays play as recorded."""
    venv, python = compiled
    script = tmp_path / "check_compiled.py"
    script.write_text(CHECK_SCRIPT, encoding="utf-8")
    golden = REPO / "tests" / "golden"
    out = run([str(python), str(script), str(golden), str(REPO)], tmp_path, activated(venv))
    report = json.loads(out.strip().splitlines()[-1])
    assert report["compiled"] == ["so"] * 4
    assert report["logs"], "no golden replays found"
    for name, log in report["logs"].items():
        stored = (golden / name.replace(".replay.json", ".log")).read_text(encoding="utf-8")
        assert log == stored, f"{name}: the compiled build plays differently"
    assert len(report["corpus"]) > 300
    for name, differences in report["corpus"].items():
        assert not differences, f"{name}: the compiled build plays differently:\n" + "\n".join(
            differences)
