"""Stage 3b — serve a build to a fresh, pinned browser context and wire it to the runtime.

The app's origin is answered from the build output by the host's origin server (which is also
the browser's only proxy; see :mod:`evogen.stages.origin`), or, for a browser without one, by
Playwright routing; tool calls arrive through an exposed binding and go to the mock runtime;
every other request is blocked and logged. Clock, randomness, viewport, locale, timezone and
motion are pinned.
"""

from __future__ import annotations

import contextlib
import json
import mimetypes
import posixpath
from collections.abc import Callable
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from evogen.stages.origin import APP_ORIGIN, AppServer, Served
from evogen.stages.pace import Pace
from mock_runtimes import Runtime

VIEWPORT = {"width": 1280, "height": 800}
LOCALE = "en-US"
TIMEZONE = "UTC"
FIXED_TIME = datetime(2026, 3, 2, 9, 30, tzinfo=timezone.utc)

# Seeded Math.random and a pending-call counter around the host binding, installed before any app code.
_INIT_SCRIPT = """
(() => {
  let s = %(seed)d >>> 0;
  Math.random = function () {
    s = (s + 0x6D2B79F5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  let pending = 0, changes = 0;
  // a finished call or timer counts as a change: what it sets off (a state update, a render scheduled
  // as a later task) must be given a quiet frame before the page counts as settled
  const track = (fn) => async (...args) => { pending++; try { return await fn(...args); } finally { pending--; changes++; } };
  window.__evogenCallTool = track((name, args) => window.__evogenHost("tool", name, args));
  window.__evogenReadResource = track((uri) => window.__evogenHost("resource", uri, null));
  // short timers the page still waits for: the page is not settled while one is pending
  const timers = new Set();
  const setT = window.setTimeout, clearT = window.clearTimeout;
  window.setTimeout = function (fn, delay, ...rest) {
    let id;
    const run = typeof fn === "function" ? function (...a) { timers.delete(id); changes++; return fn.apply(this, a); } : fn;
    id = setT.call(window, run, delay, ...rest);
    if ((Number(delay) || 0) <= 10000) timers.add(id);
    return id;
  };
  window.clearTimeout = function (id) { timers.delete(id); return clearT.call(window, id); };
  Object.defineProperty(window, "__evogenPending", { get: () => pending + timers.size });
  new MutationObserver((records) => {
    for (const r of records) if (!(r.type === "attributes" && String(r.attributeName).startsWith("data-evogen"))) changes++;
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  // DOM mutations plus finished calls and timers
  Object.defineProperty(window, "__evogenMutations", { get: () => changes });
  // no peer-to-peer or raw channels: the page reaches tools through the bridge only
  const refuse = (kind) => function () {
    try { window.__evogenHost("blocked", kind, null); } catch (e) {}
    throw new DOMException(kind + " is not available in this environment", "NotSupportedError");
  };
  for (const name of ["RTCPeerConnection", "webkitRTCPeerConnection", "RTCDataChannel", "RTCSessionDescription",
                      "RTCIceCandidate", "WebTransport"]) {
    try { Object.defineProperty(window, name, { value: refuse(name), writable: false, configurable: false }); } catch (e) {}
  }
  try {
    if (navigator.mediaDevices) Object.defineProperty(navigator, "mediaDevices", { value: undefined, configurable: false });
  } catch (e) {}
  // storage a page can use besides local/session storage and cookies: noted so a fresh load clears it
  let stored = false;
  try {
    const open = IDBFactory.prototype.open;
    IDBFactory.prototype.open = function (...a) { stored = true; return open.apply(this, a); };
    if (window.caches) { const cOpen = CacheStorage.prototype.open;
      CacheStorage.prototype.open = function (...a) { stored = true; return cOpen.apply(this, a); }; }
  } catch (e) { stored = true; }
  Object.defineProperty(window, "__evogenStored", { get: () => stored });
  let errors = 0;
  window.addEventListener("error", () => { errors++; });
  window.addEventListener("unhandledrejection", () => { errors++; });
  Object.defineProperty(window, "__evogenErrors", { get: () => errors });
})();
"""


# Settled: no tool call or short timer pending, and the DOM unchanged over a whole animation frame.
# Runs in the page's world: a page that tampers with it only makes its own checks look sooner.
_SETTLE_JS = """async ([limitMs, lastQuiet]) => {
  const t0 = performance.now();
  if (window.__evogenPending === 0 && window.__evogenMutations === lastQuiet) return [true, lastQuiet];
  // a frame, then one task queued behind anything already posted (React schedules renders as tasks)
  const frame = () => new Promise((r) => requestAnimationFrame(() => {
    const ch = new MessageChannel(); ch.port1.onmessage = () => r(); ch.port2.postMessage(0); }));
  let last = window.__evogenPending === 0 ? window.__evogenMutations : -1;
  while (performance.now() - t0 < limitMs) {
    await frame();
    const m = window.__evogenMutations, busy = window.__evogenPending;
    if (busy === 0 && m === last) return [true, m];
    last = busy === 0 ? m : -1;
  }
  return [false, -1];
}"""

ENGINE_JS = (Path(__file__).parent / "act" / "engine.js").read_text(encoding="utf-8")
WORLD = "evogen"


_STORAGE_USED_JS = """() => { try { return localStorage.length + sessionStorage.length + (document.cookie ? 1 : 0)
  + (window.__evogenStored ? 1 : 0); } catch (e) { return 1; } }"""

# Rendered: the root has content (or an uncaught error left it empty for 5 s), then settled.
_RENDERED_JS = """async ([navMs, settleMs]) => {
  const shown = () => { const r = document.getElementById("root"); return !!r && r.childNodes.length > 0; };
  // a frame, then one task queued behind anything already posted (React schedules renders as tasks)
  const frame = () => new Promise((r) => requestAnimationFrame(() => {
    const ch = new MessageChannel(); ch.port1.onmessage = () => r(); ch.port2.postMessage(0); }));
  const t0 = performance.now();
  let errorAt = null;
  while (!shown()) {
    if (window.__evogenErrors > 0 && errorAt === null) errorAt = performance.now();
    if (errorAt !== null && performance.now() - errorAt > 5000) return ["error", -1];
    if (performance.now() - t0 > navMs) return ["timeout", -1];
    await frame();
  }
  const t1 = performance.now();
  let last = -1;
  while (performance.now() - t1 < settleMs) {
    await frame();
    const m = window.__evogenMutations, busy = window.__evogenPending;
    if (busy === 0 && m === last) return ["rendered", m];
    last = busy === 0 ? m : -1;
  }
  return ["rendered", -1];
}"""





class RenderFailed(Exception):
    """The app's root stayed empty after an uncaught error (or, as :class:`NotRendered`, for too long)."""


class NotRendered(RenderFailed):
    """The root stayed empty for the whole time limit (a hang)."""

    def __str__(self) -> str:
        return f"Timeout: {super().__str__()}"


class EngineError(RuntimeError):
    """The actor's page engine could not answer (a script error in it, or no document)."""


_GONE = ("Target page, context or browser has been closed", "Browser has been closed", "browser has disconnected",
         "Connection closed", "Target closed")


def _gone(exc: BaseException) -> bool:
    return any(marker in str(exc) for marker in _GONE)


@dataclass
class SessionLog:
    """What the browser side observed during a session; indices let callers slice per requirement."""

    console: list[dict[str, Any]] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)
    blocked: list[dict[str, str]] = field(default_factory=list)
    served: list[str] = field(default_factory=list)
    crashed: bool = False


class AppSession:
    """One browser context serving one build, bound to one runtime instance."""

    def __init__(self, browser: Any, dist: Path, runtime: Runtime, *, seed: int = 0, nav_timeout_ms: int = 10_000,
                 on_hang: Any = None, guard: Callable[[float, str], AbstractContextManager[Any]] | None = None,
                 pace: Pace | None = None, server: AppServer | None = None):
        self.dist = dist.resolve()
        self.pace = pace or Pace()
        self._world_id: int | None = None
        self._quiet_at = -1  # the page's mutation count when it was last seen settled
        self.loads = 0
        self.load_log_start = 0  # where the current document's load began, in the runtime log
        self.load_errors = (0, 0)  # and in the page-error and console logs
        self.on_hang = on_hang  # kills the browser: a hung renderer can block even context.close()
        self.guard = guard or (lambda _seconds, _what: contextlib.nullcontext())
        self.hung = False
        self.runtime = runtime
        self.log = SessionLog()
        self.nav_timeout_ms = nav_timeout_ms
        self.context = browser.new_context(
            viewport=VIEWPORT, locale=LOCALE, timezone_id=TIMEZONE, reduced_motion="reduce",
            color_scheme="light", service_workers="block", device_scale_factor=1,
        )
        self.context.set_default_timeout(2_500)
        self.context.set_default_navigation_timeout(nav_timeout_ms)
        self.context.clock.set_fixed_time(FIXED_TIME)
        self.context.add_init_script(_INIT_SCRIPT % {"seed": seed})
        self.context.expose_binding("__evogenHost", self._host_call)
        self.server = server
        if server is not None:
            server.serve(Served(self.dist, self.log.served.append,
                                lambda url, kind: self.log.blocked.append({"url": url, "type": kind})))
        else:
            self.context.route("**/*", self._route)
            self.context.route_web_socket("**/*", self._block_socket)
        self.page: Any = None
        self._frame_id = ""

    # --- wiring -------------------------------------------------------------------------
    def _host_call(self, _source: Any, kind: str, name: str, args: Any) -> str:
        if kind == "blocked":
            self.log.blocked.append({"url": str(name)[:200], "type": "api"})
            return "{}"
        if kind == "resource":
            return self.runtime.read_resource(str(name)).envelope()
        return self.runtime.call(str(name), args).envelope()

    def _route(self, route: Any) -> None:
        request = route.request
        url = request.url
        if not url.startswith(APP_ORIGIN + "/"):
            self.log.blocked.append({"url": url[:500], "type": request.resource_type})
            route.abort("blockedbyclient")
            return
        path = posixpath.normpath(urlsplit(url).path).lstrip("/")
        file = (self.dist / path).resolve() if path not in ("", ".") else self.dist / "index.html"
        if not file.is_relative_to(self.dist) or not file.is_file():
            if "." in posixpath.basename(path):
                route.fulfill(status=404, body="not found")
                return
            file = self.dist / "index.html"  # client-side routes fall back to the app
        self.log.served.append("/" + path)
        content_type = mimetypes.guess_type(file.name)[0] or "application/octet-stream"
        if file.suffix == ".js":
            content_type = "text/javascript"
        # ``path=`` lets the driver read the file itself: no round trip of the bundle through Python
        route.fulfill(status=200, path=file, headers={"content-type": content_type, "cache-control": "no-store"})

    def _block_socket(self, ws: Any) -> None:
        self.log.blocked.append({"url": ws.url[:500], "type": "websocket"})
        ws.close()

    def _watch(self, page: Any) -> None:
        page.on("console", self._on_console)
        page.on("pageerror", lambda exc: self.log.page_errors.append(str(exc)[:1000]))
        page.on("crash", lambda _page: setattr(self.log, "crashed", True))

    def _on_console(self, msg: Any) -> None:
        if msg.type in ("error", "warning"):
            self.log.console.append({"type": msg.type, "text": msg.text[:1000]})

    # --- pages ---------------------------------------------------------------------------
    def open(self, path: str = "/") -> Any:
        """Navigate the current page without clearing storage (the check verb ``open``)."""
        if self.page is None:
            return self.load(path)
        with self.guard(self._load_limit_s, f"opening {path}"):
            self._world_id = None
            self._quiet_at = -1
            self.page.goto(APP_ORIGIN + (path if path.startswith("/") else "/" + path), wait_until="commit")
            self._wait_rendered()
        return self.page

    def _wait_rendered(self) -> None:
        """Wait until the root has content and the page settled, in one round trip; fail fast when an
        uncaught error leaves the root empty (an error may still be followed by a render)."""
        state, mark = self.page.evaluate(_RENDERED_JS, [self.pace.scale(self.nav_timeout_ms), int(self.pace.expect_s * 1000)])
        if state == "error":
            raise RenderFailed("the app threw before rendering anything")
        if state == "timeout":
            raise NotRendered(f"the app did not render within {self.pace.scale(self.nav_timeout_ms):.0f} ms")
        self._quiet_at = mark

    def load(self, path: str = "/") -> Any:
        """Open a fresh page at ``path`` and wait until the app rendered and settled.

        Raises ``playwright`` TimeoutError when the page never loads or never renders.
        """
        with self.guard(self._load_limit_s, "loading and rendering the app"):
            return self._load(path)

    @property
    def _load_limit_s(self) -> float:
        """The watchdog's limit for one navigation and render (Playwright's own may not fire)."""
        return self.nav_timeout_ms / 1000 + 10

    def _load(self, path: str) -> Any:
        if self.page is None or self.page.is_closed():
            self.page = self.context.new_page()
            self._watch(self.page)
            self._cdp = self.context.new_cdp_session(self.page)
            self._frame_id = ""  # the main frame keeps its id across this page's navigations
        elif self._used_storage():
            # same page, fresh document; storage is cleared so UI-local state cannot leak
            self._cdp.send("Storage.clearDataForOrigin", {
                "origin": APP_ORIGIN, "storageTypes": "local_storage,session_storage,indexeddb,cookies,cache_storage",
            })
        self._world_id = None
        self._quiet_at = -1
        self.loads += 1
        self.load_log_start = len(self.runtime.log)
        self.load_errors = (len(self.log.page_errors), len(self.log.console))
        self.page.goto(APP_ORIGIN + (path if path.startswith("/") else "/" + path), wait_until="commit")
        self._wait_rendered()
        return self.page

    def _used_storage(self) -> bool:
        try:
            return bool(self.page.evaluate(_STORAGE_USED_JS))
        except Exception:  # noqa: BLE001 - unknown: clear to be safe
            return True

    def settle(self, limit_s: float | None = None) -> bool:
        """Wait until the page is settled (see ``_SETTLE_JS``); False when it never settled in time."""
        return self.settle_state(limit_s)[0]

    def settle_state(self, limit_s: float | None = None) -> tuple[bool, bool]:
        """(settled, unchanged): ``unchanged`` when nothing moved since the page was last seen settled,
        so whatever was read just before still holds."""
        limit = self.pace.expect_s if limit_s is None else limit_s
        before = self._quiet_at
        try:
            quiet, self._quiet_at = self.page.evaluate(_SETTLE_JS, [int(limit * 1000), self._quiet_at])
        except Exception as exc:  # noqa: BLE001 - a slow or broken page is judged by the checks, not here
            if _gone(exc):
                raise
            return False, False
        return bool(quiet), bool(quiet) and before != -1 and self._quiet_at == before

    # --- the isolated world -------------------------------------------------------------
    def world(self, expression: str) -> Any:
        """Evaluate ``expression`` in the actor's isolated world (engine installed; the page's own
        scripts can neither see nor patch it) and return its JSON value."""
        for attempt in range(3):
            if self._world_id is None:
                self._world_id = self._make_world()
            reply = self._cdp.send("Runtime.evaluate", {
                "expression": expression, "contextId": self._world_id, "returnByValue": True, "awaitPromise": True,
            })
            details = reply.get("exceptionDetails")
            if details is None:
                return reply.get("result", {}).get("value")
            text = str(details.get("exception", {}).get("description") or details.get("text"))
            if "context" in text.lower() and attempt < 2:
                self._world_id = None  # the document was replaced: make the world again
                continue
            raise EngineError(text.splitlines()[0][:300])
        raise EngineError("the isolated world could not be created")

    def call(self, function: str, *args: Any) -> Any:
        """``__evogenEngine.<function>(*args)`` in the isolated world."""
        encoded = ", ".join(json.dumps(a) for a in args)
        return self.world(f"__evogenEngine.{function}({encoded})")

    def _make_world(self) -> int:
        if not self._frame_id:
            self._frame_id = self._cdp.send("Page.getFrameTree")["frameTree"]["frame"]["id"]
        try:
            made = self._cdp.send("Page.createIsolatedWorld", {"frameId": self._frame_id, "worldName": WORLD,
                                                               "grantUniveralAccess": False})
        except Exception:  # noqa: BLE001 - the frame was replaced after all: ask for it again
            self._frame_id = self._cdp.send("Page.getFrameTree")["frameTree"]["frame"]["id"]
            made = self._cdp.send("Page.createIsolatedWorld", {"frameId": self._frame_id, "worldName": WORLD,
                                                               "grantUniveralAccess": False})
        world = made["executionContextId"]
        reply = self._cdp.send("Runtime.evaluate", {"expression": ENGINE_JS, "contextId": world})
        if reply.get("exceptionDetails"):
            raise EngineError(f"the page engine did not install: {reply['exceptionDetails'].get('text')}")
        return int(world)

    def measure_pace(self) -> float:
        """Time a fixed workload in the page; the pace scales every limit that follows."""
        try:
            samples = [float(self.call("speed")[0]) for _ in range(3)]
        except (EngineError, Exception) as exc:  # noqa: BLE001
            if _gone(exc):
                raise
            return self.pace.factor
        return self.pace.observe_page(sorted(samples)[1])

    def close(self) -> None:
        if self.server is not None:
            self.server.serve(None)
        if self.hung and self.on_hang is not None:
            self.on_hang()
            return
        try:
            self.context.close()
        except Exception:  # noqa: BLE001 - the browser may already be gone
            pass


def dump_json(data: Any) -> str:
    return json.dumps(data, indent=2, sort_keys=True, default=str)
