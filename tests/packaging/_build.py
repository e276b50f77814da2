"""Installing the package the way the README says, for the packaging tests: ``pip install .``
run in a copy of the repository, into a fresh virtual environment outside the source tree
that holds nothing else; pip fetches the dependencies and whatever the build needs."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

#: Left out of the copy: version control, environments, caches and earlier build output
#: (a stale ``build/lib`` must not leak into the package under test).
IGNORED = shutil.ignore_patterns(
    ".git",
    ".venv*",
    "venv",
    "build",
    "dist",
    "*.egg-info",
    "__pycache__",
    ".pytest_cache",
    ".hypothesis",
    ".mypy_cache",
    ".ruff_cache",
    "_build",
    "*.so",
)


def run(args: list[str], cwd: Path, env: dict[str, str], *, stderr: bool = False) -> str:
    """What ``args`` print (with ``stderr``, its error output too, where a build's
    warnings go); a failure is an assertion error with both."""
    done = subprocess.run(
        args, cwd=cwd, env=env, capture_output=True, text=True, timeout=900, check=False
    )
    assert done.returncode == 0, (
        f"{' '.join(args)} failed ({done.returncode}):\n{done.stdout}\n{done.stderr}"
    )
    return done.stdout + done.stderr if stderr else done.stdout


def clean_env() -> dict[str, str]:
    """The environment without anything that would point Python at the source tree or at
    the project's own virtual environment."""
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV", "PYTHONSTARTUP")
    }
    env["PYTHONNOUSERSITE"] = "1"
    return env


def activated(venv: Path) -> dict[str, str]:
    """The clean environment as ``. venv/bin/activate`` leaves it."""
    env = clean_env()
    env["VIRTUAL_ENV"] = str(venv)
    env["PATH"] = f"{venv / 'bin'}{os.pathsep}{env.get('PATH', '')}"
    return env


def install(base: Path, *what: str, **build_env: str) -> tuple[Path, Path]:
    """``pip install .`` (or ``pip install *what``, as ``-e '.[docs]'``), with ``build_env``
    set (as ``BURGUNDY_COMPILE=1``), run in a copy of the repository, ``base / "source"``,
    into a fresh venv, ``base / "venv"``; returns (the venv, its python). pip's log, the
    build's output included, is ``base / "install.log"``."""
    assert not base.resolve().is_relative_to(REPO)
    source = base / "source"
    shutil.copytree(REPO, source, ignore=IGNORED)
    venv = base / "venv"
    run([sys.executable, "-m", "venv", str(venv)], base, clean_env())
    env = activated(venv)
    # With bytecode writing off, setuptools warns that it skips byte-compiling.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    pip = [str(venv / "bin" / "pip"), "install", "-v", *(what or ["."])]
    log = run(pip, source, env | build_env, stderr=True)
    (base / "install.log").write_text(log, encoding="utf-8")
    return venv, venv / "bin" / "python"
