"""``burgundy serve``: play in a browser, against bots or each other (the ``web`` extra).

``create_app(db)`` is the ASGI app (Starlette): the page (``static/``: plain ES modules and
SVG), the HTTP API and the page's websocket, its games kept in the SQLite file ``db``.
Each game the server offers is a module of ``burgundy.web.games``. See ``docs/web.md``.
"""

from __future__ import annotations

from pathlib import Path

from burgundy.web.app import MAX_BODY, create_app
from burgundy.web.store import default_path


def serve(host: str = "127.0.0.1", port: int = 8000, db: Path | str | None = None) -> None:
    """Serve the page and the API on ``host``:``port`` until stopped."""
    import uvicorn

    path = Path(db) if db is not None else default_path()
    app = create_app(path)
    print(f"burgundy serve: http://{host}:{port}/ (games kept in {path}; Ctrl-C stops)",
          flush=True)
    uvicorn.run(app, host=host, port=port, access_log=False, ws_max_size=MAX_BODY,
                log_level="warning")


__all__ = ["create_app", "default_path", "serve"]
