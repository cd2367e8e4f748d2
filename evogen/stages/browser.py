"""Stage 3a — find and run Chromium through Playwright.

One :class:`BrowserHost` per env: a Playwright driver and one Chromium, living in a dedicated
thread (so the sync API also works where an asyncio loop runs, e.g. Jupyter). Work is submitted
as functions of the ``Browser``; a watchdog kills Chromium when a function overruns its time
limit, or when a guarded operation (a page load, one requirement's check) overruns its own, so a
page that hangs the renderer cannot hang the run. (A renderer stuck in an endless loop can block
even Playwright's own timeouts, e.g. ``wait_for_function``; only killing the browser frees it.)
"""

from __future__ import annotations

import concurrent.futures as cf
import contextlib
import os
import shutil
import signal
import subprocess
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import structlog

from evogen.stages.origin import AppServer

log = structlog.get_logger("evogen.stages.browser")

T = TypeVar("T")

LAUNCH_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
    "--font-render-hinting=none",
    # Sealed page: every connection goes to the host's origin server as a proxy (loopback included),
    # which answers the app and refuses the rest; WebRTC may not send UDP around it.
    "--proxy-bypass-list=<-loopback>",
    "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
    "--webrtc-ip-handling-policy=disable_non_proxied_udp",
    "--disable-features=WebRtcHideLocalIpsWithMdns,NetworkPrediction,DnsOverHttps",
    "--dns-prefetch-disable",
]
# Headless runs prefer Chromium's headless shell (Debian: ``chromium-headless-shell``): the same engine
# without the full browser's UI layers, about a quarter less CPU per check on this project's workload.
HEADLESS_SHELL_CANDIDATES = ("/usr/bin/chromium-headless-shell",)
SYSTEM_CANDIDATES = ("/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome")


class NoBrowserError(RuntimeError):
    """No Chromium that Playwright can drive was found."""


class BrowserCrashed(RuntimeError):
    """Chromium died or was killed mid-turn (infrastructure, retryable)."""


class PageHung(RuntimeError):
    """A page overran its hard time limit; Chromium was killed to recover."""


@dataclass(frozen=True)
class ChromiumInfo:
    executable: str | None  # None: Playwright's own bundled build
    source: str  # "env" | "playwright" | "system"
    path: str
    version: str = ""


def _playwright_bundled() -> str | None:
    root = Path(os.environ.get("PLAYWRIGHT_BROWSERS_PATH") or Path.home() / ".cache" / "ms-playwright")
    for pattern in ("chromium_headless_shell-*/chrome-*/headless_shell", "chromium-*/chrome-linux*/chrome",
                    "chromium-*/chrome-mac*/Chromium.app/Contents/MacOS/Chromium", "chromium-*/chrome-win*/chrome.exe"):
        found = sorted(root.glob(pattern))
        if found:
            return str(found[-1])
    return None


def find_chromium(*, headless: bool = True) -> ChromiumInfo:
    """Chromium to drive: $EVOGEN_CHROMIUM, else Playwright's own, else a system Chromium (for headless
    runs its headless shell first, when installed)."""
    override = os.environ.get("EVOGEN_CHROMIUM")
    if override:
        if not Path(override).exists():
            raise NoBrowserError(f"EVOGEN_CHROMIUM={override} does not exist")
        return ChromiumInfo(override, "env", override, _version(override))
    bundled = _playwright_bundled()
    if bundled:
        return ChromiumInfo(None, "playwright", bundled, "")
    shells = HEADLESS_SHELL_CANDIDATES if headless else ()
    for candidate in (*shells, *SYSTEM_CANDIDATES, shutil.which("chromium") or ""):
        if candidate and Path(candidate).exists():
            return ChromiumInfo(candidate, "system", candidate, _version(candidate))
    raise NoBrowserError(
        "no Chromium found. Run `evogen setup` (on Debian/Ubuntu as root it installs the `chromium` "
        "package), or `apt-get install -y chromium`, or `python -m playwright install chromium`, or set "
        "EVOGEN_CHROMIUM to a Chromium/Chrome executable."
    )


def _version(executable: str) -> str:
    try:
        out = subprocess.run([executable, "--version"], capture_output=True, text=True, timeout=20)
        return out.stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return ""


class BrowserHost:
    """A Playwright driver plus one Chromium, owned by one thread."""

    def __init__(self, *, headless: bool = True):
        self.headless = headless
        self._pool = cf.ThreadPoolExecutor(max_workers=1, thread_name_prefix="evogen-browser")
        self._marker = f"--evogen-instance={uuid.uuid4().hex}"
        self._playwright: Any = None
        self._browser: Any = None
        self._closed = False
        self._killed = False
        self._lock = threading.Lock()
        self._guard: tuple[float, float, str] | None = None  # (deadline, seconds, what) of the guarded operation
        self.info: ChromiumInfo | None = None
        self.server: AppServer | None = None  # the app's origin and the browser's only proxy

    # --- lifecycle (browser thread only) -------------------------------------------------
    def _ensure(self) -> Any:
        if self._browser is not None and self._browser.is_connected() and not self._killed:
            return self._browser
        self._killed = False
        self._teardown()
        from playwright.sync_api import sync_playwright

        self.info = find_chromium(headless=self.headless)
        if self.server is None:
            self.server = AppServer()
        self._playwright = sync_playwright().start()
        kwargs: dict[str, Any] = {"headless": self.headless,
                                  "args": [*LAUNCH_ARGS, f"--proxy-server={self.server.proxy}", self._marker]}
        if self.info.executable:
            kwargs["executable_path"] = self.info.executable
        self._browser = self._playwright.chromium.launch(**kwargs)
        log.debug("browser.launched", source=self.info.source, version=self._browser.version)
        return self._browser

    def _teardown(self) -> None:
        for closer in (lambda: self._browser and self._browser.close(), lambda: self._playwright and self._playwright.stop()):
            try:
                closer()
            except Exception:  # noqa: BLE001 - best effort on a possibly dead browser
                pass
        self._browser = None
        self._playwright = None

    # --- public ---------------------------------------------------------------------------
    def run(self, fn: Callable[[Any], T], *, timeout_s: float) -> T:
        """Run ``fn(browser)`` in the browser thread; kill Chromium if it overruns ``timeout_s``
        or if an operation it guards with :meth:`guard` overruns that guard's own limit.

        Calls from several threads queue for the one browser; a call's limit starts when it starts."""
        if self._closed:
            raise RuntimeError("the browser host is closed")
        started: list[float] = []

        def job() -> T:
            self._guard = None
            started.append(time.monotonic())
            browser = self._ensure()
            return fn(browser)

        future = self._pool.submit(job)
        while True:
            try:
                return future.result(timeout=0.25)
            except cf.TimeoutError:
                if not started:
                    continue  # still waiting for the browser behind other work
                now, guard = time.monotonic(), self._guard
                if now >= started[0] + timeout_s:
                    reason = f"the page did not finish within the {timeout_s:.0f} s time limit"
                elif guard is not None and now >= guard[0]:
                    reason = f"the page stopped responding while {guard[2]} (no answer within the {guard[1]:.0f} s time limit)"
                else:
                    continue
            log.warning("browser.watchdog", reason=reason)
            self.kill()
            try:
                future.result(timeout=30)
            except Exception:  # noqa: BLE001 - the killed job's own error is expected
                pass
            self._guard = None
            self._pool.submit(self._teardown).result(timeout=30)
            raise PageHung(f"{reason}; the browser was restarted")

    @contextlib.contextmanager
    def guard(self, seconds: float, what: str) -> Iterator[None]:
        """Within :meth:`run`'s function: the enclosed operation gets at most ``seconds``."""
        outer = self._guard
        self._guard = (time.monotonic() + seconds, seconds, what)
        try:
            yield
        finally:
            self._guard = outer

    def version(self) -> str:
        return self.run(lambda browser: browser.version, timeout_s=120)

    def pids(self) -> list[int]:
        """Process ids of this host's Chromium (found by a marker argument on their command lines)."""
        return _pids_with_arg(self._marker)

    def kill(self) -> None:
        """SIGKILL this host's Chromium processes; the next job relaunches a fresh one."""
        self._killed = True
        for pid in self.pids():
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass

    def close(self) -> None:
        with self._lock:
            if self._closed:
                return
            self._closed = True
        try:
            self._pool.submit(self._teardown).result(timeout=30)
        except Exception:  # noqa: BLE001
            self.kill()
        self._pool.shutdown(wait=False)
        if self.server is not None:
            self.server.close()
            self.server = None


def _pids_with_arg(marker: str) -> list[int]:
    pids: list[int] = []
    proc = Path("/proc")
    if not proc.is_dir():
        return pids
    for entry in proc.iterdir():
        if not entry.name.isdigit():
            continue
        try:
            if marker.encode() in (entry / "cmdline").read_bytes():
                pids.append(int(entry.name))
        except OSError:
            continue
    return pids
