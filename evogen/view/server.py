"""The viewer's HTTP server: stdlib ``ThreadingHTTPServer`` on 127.0.0.1 only.

Serves the static app (``static/``), the JSON endpoints of :mod:`evogen.view.api` and files from
inside the run folders (resolved and checked: nothing outside them; images as images, everything
else as plain text, so no evidence file can run script in the viewer's origin).
"""

from __future__ import annotations

import errno
import json
import os
import shutil
import sys
import threading
import webbrowser
from collections.abc import Callable, Sequence
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from importlib import resources
from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl, unquote, urlsplit

from evogen.view.api import ENDPOINTS, ApiError
from evogen.view.data import Viewer

__all__ = ["DEFAULT_PORT", "HOST", "ViewerServer", "make_server", "serve"]

DEFAULT_PORT = 8765
HOST = "127.0.0.1"

_STATIC_TYPES = {".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8",
                 ".css": "text/css; charset=utf-8"}
# evidence files: images as images, JSON as JSON, everything else (HTML, SVG, scripts …) as text
_FILE_TYPES = {".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".gif": "image/gif",
               ".webp": "image/webp", ".json": "application/json; charset=utf-8"}
_APP_CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; "
            "base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
_FILE_CSP = "default-src 'none'; img-src 'self'; sandbox"


def _static() -> dict[str, bytes]:
    """The app's files, read once from the package."""
    folder = resources.files("evogen.view").joinpath("static")
    return {entry.name: entry.read_bytes() for entry in folder.iterdir()
            if entry.is_file() and Path(entry.name).suffix in _STATIC_TYPES}


class ViewerServer(ThreadingHTTPServer):
    """The server, with the runs it shows."""

    daemon_threads = True
    viewer: Viewer
    static: dict[str, bytes]

    @property
    def url(self) -> str:
        return f"http://{HOST}:{self.server_address[1]}/"


class Handler(BaseHTTPRequestHandler):
    server: ViewerServer
    server_version = "evogen-view"
    protocol_version = "HTTP/1.1"

    # --- plumbing ----------------------------------------------------------------------------
    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - the stdlib's signature
        pass  # quiet: the terminal shows the URL, not every request

    def _send(self, status: int, body: bytes, content_type: str, *, headers: dict[str, str] | None = None) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header("Referrer-Policy", "no-referrer")
        for key, value in (headers or {}).items():
            self.send_header(key, value)
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def _json(self, status: int, data: Any) -> None:
        body = json.dumps(data, ensure_ascii=False).encode("utf-8")
        self._send(status, body, "application/json; charset=utf-8", headers={"Cache-Control": "no-store"})

    def _error(self, status: int, message: str) -> None:
        self._json(status, {"error": message})

    def _host_ok(self) -> bool:
        """Only requests addressed to this server by a loopback name (no DNS rebinding)."""
        host = self.headers.get("Host")
        if host is None:
            return True
        port = self.server.server_address[1]
        return host in (f"127.0.0.1:{port}", f"localhost:{port}", f"[::1]:{port}")

    # --- requests ------------------------------------------------------------------------------
    def do_HEAD(self) -> None:
        self.do_GET()

    def do_GET(self) -> None:
        try:
            if not self._host_ok():
                self._error(HTTPStatus.FORBIDDEN, "unexpected Host header: open the viewer at its 127.0.0.1 address")
                return
            parts = urlsplit(self.path)
            path = parts.path
            if path in ("/", "/index.html"):
                self._static("index.html")
            elif path.startswith("/static/"):
                self._static(unquote(path[len("/static/"):]))
            elif path.startswith("/api/"):
                self._api(path[len("/api/"):], dict(parse_qsl(parts.query, keep_blank_values=True)))
            elif path.startswith("/files/"):
                self._file(unquote(path[len("/files/"):]))
            elif path == "/favicon.ico":
                self._send(HTTPStatus.NO_CONTENT, b"", "text/plain")
            else:
                self._error(HTTPStatus.NOT_FOUND, "not found")
        except (BrokenPipeError, ConnectionResetError):
            pass  # the browser went away
        except Exception as exc:  # noqa: BLE001 - one bad request must not stop the viewer
            try:
                self._error(HTTPStatus.INTERNAL_SERVER_ERROR, f"{type(exc).__name__}: {str(exc)[:300]}")
            except OSError:
                pass

    def _static(self, name: str) -> None:
        body = self.server.static.get(name)
        if body is None:
            self._error(HTTPStatus.NOT_FOUND, "not found")
            return
        headers = {"Cache-Control": "no-cache"}
        if name.endswith(".html"):
            headers["Content-Security-Policy"] = _APP_CSP
        self._send(HTTPStatus.OK, body, _STATIC_TYPES[Path(name).suffix], headers=headers)

    def _api(self, endpoint: str, query: dict[str, str]) -> None:
        handler = ENDPOINTS.get(endpoint)
        if handler is None:
            self._error(HTTPStatus.NOT_FOUND, f"no endpoint {endpoint!r}")
            return
        try:
            self._json(HTTPStatus.OK, handler(self.server.viewer, query))
        except ApiError as exc:
            self._error(exc.status, exc.message)

    def _file(self, rest: str) -> None:
        """``/files/<run>/<path inside the run folder>``, nothing else."""
        if "\x00" in rest or any(p == ".." for p in rest.replace("\\", "/").split("/")):
            self._error(HTTPStatus.FORBIDDEN, "refused: the path leaves the run folder")
            return
        name, _, relative = rest.partition("/")
        run = self.server.viewer.run(name)
        if run is None:
            self._error(HTTPStatus.NOT_FOUND, f"no run named {name!r}")
            return
        path = run.file(relative)
        if path is None:
            outside = run.inside(run.folder / relative.lstrip("/")) is None
            self._error(HTTPStatus.FORBIDDEN if outside else HTTPStatus.NOT_FOUND,
                        "refused: the path leaves the run folder" if outside else "no such file in the run folder")
            return
        try:
            size = path.stat().st_size
            with path.open("rb") as fh:
                self.send_response(HTTPStatus.OK)
                self.send_header("Content-Type", _FILE_TYPES.get(path.suffix.lower(), "text/plain; charset=utf-8"))
                self.send_header("Content-Length", str(size))
                self.send_header("X-Content-Type-Options", "nosniff")
                self.send_header("Content-Security-Policy", _FILE_CSP)
                self.send_header("Cache-Control", "no-cache")
                self.end_headers()
                if self.command != "HEAD":
                    shutil.copyfileobj(fh, self.wfile)
        except OSError as exc:
            if isinstance(exc, BrokenPipeError | ConnectionResetError):
                raise
            self._error(HTTPStatus.NOT_FOUND, f"cannot read the file: {exc.strerror or exc}")


def make_server(folders: Sequence[Path | str], *, port: int = DEFAULT_PORT,
                echo: Callable[[str], None] | None = None) -> ViewerServer:
    """A bound (not yet serving) viewer on 127.0.0.1; when ``port`` is taken, a free one, said
    through ``echo``. Raises :class:`evogen.view.NotARunFolder` for a path that is not a run folder."""
    viewer = Viewer(folders)
    for run in viewer.runs.values():
        run.summaries()  # index every episodes.jsonl once, up front
    try:
        server = ViewerServer((HOST, port), Handler)
    except OSError as exc:
        if port == 0 or exc.errno not in (errno.EADDRINUSE, errno.EACCES):
            raise
        server = ViewerServer((HOST, 0), Handler)
        if echo:
            echo(f"port {port} is taken; using port {server.server_address[1]} instead")
    server.viewer = viewer
    server.static = _static()
    return server


def _can_open_browser() -> bool:
    """False where a browser could only be a terminal one (Linux/BSD without a display)."""
    if sys.platform.startswith(("darwin", "win")):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def serve(folders: Sequence[Path | str], *, port: int = DEFAULT_PORT, open_browser: bool = True,
          echo: Callable[[str], None] = print) -> None:
    """Serve the viewer until Ctrl-C: print its URL and (unless told not to) open it in a browser."""
    try:
        server = make_server(folders, port=port, echo=echo)
    except KeyboardInterrupt:
        echo("stopped")
        return
    try:
        for run in server.viewer.runs.values():
            count = len(run.summaries())
            notes = run.notes
            echo(f"  {run.name}: {count} episode(s) from {run.folder}" +
                 (f" ({len(notes)} note(s): see the viewer)" if notes else ""))
        echo(f"evogen view: {server.url}   (Ctrl-C stops it)")
        if open_browser:
            if _can_open_browser():
                threading.Thread(target=webbrowser.open, args=(server.url,), daemon=True).start()
            else:
                echo("no display to open a browser on: open the URL above yourself")
        server.serve_forever()
    except KeyboardInterrupt:
        echo("stopped")
    finally:
        server.server_close()
