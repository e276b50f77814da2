"""``burgundy serve``: its options, its answer without the web extra, a real server on
this machine, and the package shipping the page."""

from __future__ import annotations

import fnmatch
import json
import os
import signal
import socket
import subprocess
import sys
import time
import tomllib
import urllib.request
from pathlib import Path

import pytest

from burgundy import cli
from burgundy.web.store import default_path
from tests.rules_coverage import ROOT

STATIC = ROOT / "src" / "burgundy" / "web" / "static"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
    return port


def test_serve_has_help_with_examples(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        cli.main(["serve", "--help"])
    assert stopped.value.code == 0
    out = capsys.readouterr().out
    assert "--db FILE" in out and "burgundy serve --port 8080" in out


def test_serve_without_the_web_extra_names_the_extra_to_install(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    real = cli.importlib.util.find_spec
    monkeypatch.setattr(cli.importlib.util, "find_spec",
                        lambda name: None if name == "uvicorn" else real(name))
    assert cli.main(["serve"]) == 2
    assert capsys.readouterr().err == (
        "burgundy serve: burgundy serve needs uvicorn: pip install 'burgundy[web]'\n"
    )


@pytest.mark.parametrize("port", ["70000", "http", "-1"])
def test_serve_refuses_a_port_that_is_not_one(
    port: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stopped:
        cli.main(["serve", "--port", port])
    assert stopped.value.code == 2
    assert "is not a port (0-65535)" in capsys.readouterr().err


def test_serve_refuses_a_file_that_is_not_a_games_database(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pytest.importorskip("uvicorn")
    notes = tmp_path / "notes.txt"
    notes.write_text("not a database, " * 100, encoding="utf-8")
    assert cli.main(["serve", "--db", str(notes)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"burgundy serve: --db: {notes} is not a games database")
    blocked = tmp_path / "file"
    blocked.write_text("", encoding="utf-8")
    assert cli.main(["serve", "--db", str(blocked / "games.sqlite3")]) == 2
    assert "--db: cannot make the folder" in capsys.readouterr().err


def test_the_database_lies_under_the_users_data_directory(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert default_path() == tmp_path / "burgundy" / "games.sqlite3"
    monkeypatch.delenv("XDG_DATA_HOME")
    assert default_path() == Path.home() / ".local" / "share" / "burgundy" / "games.sqlite3"


def test_burgundy_serve_serves_the_page_and_the_api_until_stopped(tmp_path: Path) -> None:
    pytest.importorskip("uvicorn")
    port = free_port()
    db = tmp_path / "data" / "games.sqlite3"
    server = subprocess.Popen(
        [sys.executable, "-m", "burgundy", "serve", "--port", str(port), "--db", str(db)],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    )
    try:
        base = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + 60
        while True:
            try:
                with urllib.request.urlopen(f"{base}/api/setup", timeout=5) as answer:
                    setup = json.load(answer)
                break
            except OSError:
                assert server.poll() is None and time.monotonic() < deadline
                time.sleep(0.1)
        assert setup["games"][0]["name"] == "castles"
        with urllib.request.urlopen(f"{base}/", timeout=5) as answer:
            assert b"/static/app.js" in answer.read()
        assert db.is_file()
    finally:
        server.send_signal(signal.SIGINT)
        out, _ = server.communicate(timeout=30)
    assert server.returncode == 0, out
    assert out.startswith(f"burgundy serve: http://127.0.0.1:{port}/ (games kept in {db}")


def test_the_package_ships_every_file_of_the_page() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    setuptools = config["tool"]["setuptools"]
    files = [p for p in STATIC.rglob("*") if p.is_file()]
    assert STATIC / "games" / "castles.js" in files
    for path in files:
        folder = path.parent.relative_to(STATIC.parent.parent.parent)
        package = ".".join(folder.parts)
        assert package in setuptools["packages"], package
        patterns = setuptools["package-data"][package]
        assert any(fnmatch.fnmatch(path.name, pattern) for pattern in patterns), path
    extras = config["project"]["optional-dependencies"]
    for package in ("starlette", "uvicorn", "websockets"):
        for extra in ("web", "dev"):
            assert any(d.startswith(package) for d in extras[extra]), (package, extra)


def test_every_game_module_of_the_server_has_its_board_module() -> None:
    from burgundy.web.games import kinds

    for name in kinds():
        assert (STATIC / "games" / f"{name}.js").is_file(), name
    assert os.path.isfile(STATIC / "index.html")
