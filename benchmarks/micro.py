"""Micro-measurements behind docs/performance.md (a measurement, not a test).

    python benchmarks/micro.py [--repeats 40]

On interaction/006's reference turn 1, served the way a turn serves it (the local origin, the
project's Chromium flags), prints medians of:

- one round trip each way a check talks to the page: Playwright ``page.evaluate``, a raw CDP
  ``Runtime.evaluate`` (how the engine is called) and the page calling the host binding (how a tool
  call reaches its mock runtime);
- one click on a button found by the engine, then a settle, four ways: Playwright's
  ``locator.click`` (actionability checks, then trusted mouse events: what the harness does where
  the engine's ``aim`` is not certain), the same with ``force=True`` (no actionability checks),
  trusted CDP mouse events at the element's centre (what the harness does where ``aim`` is
  certain), and an untrusted ``element.click()``.

The click paths alternate within each repeat, so load on the machine affects them alike.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable
from typing import Any

from bench import load  # the same load-average line as bench.py (this folder is on sys.path)
from playwright.sync_api import sync_playwright

from evogen.action import Action
from evogen.registry import get_task
from evogen.scaffold import default_scaffold
from evogen.stages.browser import LAUNCH_ARGS, find_chromium
from evogen.stages.build import Builder
from evogen.stages.origin import AppServer
from evogen.stages.serve import AppSession
from evogen.stages.validate import Rejection, validate_action

TASK = "interaction/006"
UP, DOWN = "More servings", "Fewer servings"


def _median_ms(values: list[float]) -> str:
    return f"{statistics.median(values) * 1000:7.1f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeats", type=int, default=40)
    args = parser.parse_args()
    task = get_task(TASK)
    reply, files = task.solution(1)
    scaffold = default_scaffold()
    checked = validate_action(Action(reply=reply, files=files), scaffold)
    if isinstance(checked, Rejection):
        raise SystemExit(f"{TASK} turn 1 does not validate: {checked.message}")
    built = Builder(scaffold).build(checked.files)
    if not built.ok or built.dist is None:
        raise SystemExit(f"{TASK} turn 1 does not build: {built.message}")
    info = find_chromium()
    server = AppServer()
    print(f"{TASK} turn 1, {info.source} Chromium {info.version}, load average before {load()}")
    with sync_playwright() as pw:
        kwargs: dict[str, Any] = {"args": [*LAUNCH_ARGS, f"--proxy-server={server.proxy}"]}
        if info.executable:
            kwargs["executable_path"] = info.executable
        browser = pw.chromium.launch(**kwargs)
        try:
            session = AppSession(browser, built.dist, task.new_runtime(), server=server)
            session.load()
            _round_trips(session, args.repeats)
            _clicks(session, args.repeats)
            session.close()
        finally:
            browser.close()
            server.close()
    print(f"load average after {load()}")


def _round_trips(session: AppSession, repeats: int) -> None:
    page, cdp = session.page, session._cdp  # noqa: SLF001 - the session's own CDP channel, as the engine uses it
    n = 10 * repeats
    binding = page.evaluate("""async (n) => { const t0 = performance.now();
        for (let i = 0; i < n; i++) await window.__evogenHost("resource", "evogen://none", null);
        return (performance.now() - t0) / n; }""", n)
    started = time.perf_counter()
    for _ in range(n):
        page.evaluate("1")
    evaluate = (time.perf_counter() - started) / n
    started = time.perf_counter()
    for _ in range(n):
        cdp.send("Runtime.evaluate", {"expression": "1", "returnByValue": True})
    raw = (time.perf_counter() - started) / n
    print(f"round trip, mean of {n}: page.evaluate {evaluate * 1000:.1f} ms, CDP Runtime.evaluate "
          f"{raw * 1000:.1f} ms, host binding from the page {binding:.1f} ms")


def _clicks(session: AppSession, repeats: int) -> None:
    page, cdp = session.page, session._cdp  # noqa: SLF001

    def mark(name: str) -> str:
        found = session.call("ops.locate", {"role": "button", "name": name})
        return f'[data-evogen-target="{found["mark"]}"]'

    def playwright(name: str) -> None:
        page.locator(mark(name)).click(timeout=2500)
        session.settle()

    def forced(name: str) -> None:
        page.locator(mark(name)).click(timeout=2500, force=True)
        session.settle()

    def mouse(name: str) -> None:
        selector = mark(name)
        x, y = session.world(f"""(() => {{ const el = document.querySelector({selector!r});
            el.scrollIntoView({{ block: "nearest" }}); const b = el.getBoundingClientRect();
            return [b.x + b.width / 2, b.y + b.height / 2]; }})()""")
        for kind in ("mousePressed", "mouseReleased"):
            cdp.send("Input.dispatchMouseEvent", {"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1})
        session.settle()

    def untrusted(name: str) -> None:
        session.world(f"document.querySelector({mark(name)!r}).click()")
        session.settle()

    paths: dict[str, Callable[[str], None]] = {
        "Playwright locator.click": playwright, "the same, force=True": forced, "CDP mouse events": mouse,
        "element.click()": untrusted}
    times: dict[str, list[float]] = {k: [] for k in paths}
    for _ in range(repeats):
        for kind, click in paths.items():
            started = time.perf_counter()
            click(UP)
            times[kind].append(time.perf_counter() - started)
            click(DOWN)
    shown = session.call("ops.text", None).get("text", "")
    if "Flour: 250 g" not in shown:
        raise SystemExit(f"the clicks did not land in pairs: {shown[:200]}")
    base = statistics.median(times["Playwright locator.click"])
    print(f"find + click + settle, median of {repeats} (ms):")
    for kind, values in times.items():
        print(f"  {kind:26s} {_median_ms(values)}   {base / statistics.median(values):4.2f}x")


if __name__ == "__main__":
    main()
