"""Stage 3 — the app's origin: a local HTTP server that is also the browser's only proxy.

Chromium is launched with this server as its proxy for every URL, loopback included. Requests for
the app's origin are answered from the current session's build (hashed assets are cacheable, so
a turn's many page loads reuse the fetched and compiled bundle); every other request — any host,
any port, ``CONNECT`` for TLS or WebSockets — is refused and logged as blocked. Nothing reaches
the network, and no request waits on the Playwright driver (routing would, and would also turn
the browser's HTTP cache off).

One server per browser host; one session is served at a time (a host runs one turn at a time).
"""

from __future__ import annotations

import mimetypes
import posixpath
import threading
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

APP_HOST = "evogen.localhost"
APP_ORIGIN = f"http://{APP_HOST}"


class Served:
    """What one session serves and where it records what it served and refused."""

    def __init__(self, dist: Path, on_served: Callable[[str], None], on_blocked: Callable[[str, str], None]):
        self.dist = dist.resolve()
        self.on_served = on_served
        self.on_blocked = on_blocked


class AppServer:
    """The origin of the app under test and a dead proxy for everything else."""

    def __init__(self) -> None:
        self._current: Served | None = None
        self._lock = threading.Lock()
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: Any) -> None:  # quiet
                pass

            def do_GET(self) -> None:  # noqa: N802 - http.server naming
                server._answer(self, head=False)

            def do_HEAD(self) -> None:  # noqa: N802
                server._answer(self, head=True)

            def do_POST(self) -> None:  # noqa: N802
                server._refuse(self)

            do_PUT = do_DELETE = do_PATCH = do_OPTIONS = do_POST  # noqa: N815

            def do_CONNECT(self) -> None:  # noqa: N802 - TLS, WebSockets over TLS, anything tunnelled
                server._refuse(self, kind="connect")

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self._thread = threading.Thread(target=self.httpd.serve_forever, name="evogen-origin", daemon=True)
        self._thread.start()

    @property
    def proxy(self) -> str:
        return f"http://127.0.0.1:{self.httpd.server_address[1]}"

    def serve(self, served: Served | None) -> None:
        """Serve this session from now on (None: serve nothing)."""
        with self._lock:
            self._current = served

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()

    # --- answers --------------------------------------------------------------------------
    def _answer(self, handler: BaseHTTPRequestHandler, *, head: bool) -> None:
        target = handler.path
        parts = urlsplit(target if "://" in target else f"http://{handler.headers.get('Host', '')}{target}")
        with self._lock:
            served = self._current
        if parts.hostname != APP_HOST or parts.port not in (None, 80) or served is None:
            self._refuse(handler)
            return
        path = posixpath.normpath(parts.path).lstrip("/")
        file = (served.dist / path).resolve() if path not in ("", ".") else served.dist / "index.html"
        if not file.is_relative_to(served.dist) or not file.is_file():
            if "." in posixpath.basename(path):
                self._send(handler, 404, b"not found", "text/plain", head=head)
                return
            file = served.dist / "index.html"  # client-side routes fall back to the app
        served.on_served("/" + path)
        content_type = mimetypes.guess_type(file.name)[0] or "application/octet-stream"
        if file.suffix in (".js", ".mjs"):
            content_type = "text/javascript"
        # nothing changes within a session (a context has its own cache): let the browser keep the page and
        # its assets, and the compiled code with them
        cache = "max-age=31536000, immutable"
        self._send(handler, 200, file.read_bytes(), content_type, head=head, cache=cache)

    def _refuse(self, handler: BaseHTTPRequestHandler, *, kind: str = "request") -> None:
        with self._lock:
            served = self._current
        url = handler.path if kind != "connect" else f"connect://{handler.path}"
        if served is not None:
            served.on_blocked(url[:500], kind)
        self._send(handler, 403, b"blocked: the app may not reach the network", "text/plain", head=False)

    @staticmethod
    def _send(handler: BaseHTTPRequestHandler, status: int, body: bytes, content_type: str, *, head: bool,
              cache: str = "no-store") -> None:
        try:
            handler.send_response(status)
            handler.send_header("content-type", content_type)
            handler.send_header("content-length", str(len(body)))
            handler.send_header("cache-control", cache)
            if status == 403:
                handler.send_header("connection", "close")
            handler.end_headers()
            if not head:
                handler.wfile.write(body)
        except (BrokenPipeError, ConnectionResetError):
            pass
