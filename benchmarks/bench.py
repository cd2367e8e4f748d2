"""Speed benchmark (not a test): medians and ratios, never single timings.

    python benchmarks/bench.py speed [--tasks ...] [--repeats 3]
        evogen and a naive harness (copy the scaffold, `npx vite build`, a new Chromium, one
        `networkidle` load) on the same reference sources, interleaved: build, open, build + open,
        per check, per turn, per episode, page loads per turn, cache hits, pass/fail, load average.
    python benchmarks/bench.py throughput [--latency 10] [--episodes 24]
        episodes/minute with a simulated model (each turn's answer takes --latency seconds) against
        the CPU-bound rate (no latency), 2 browser workers, with and without --concurrency; peak
        memory (PSS) of the whole process tree.
    python benchmarks/bench.py ray [--episodes 6]
        episodes/minute: local backend vs Ray with 1 and 2 workers on the same episodes.
    python benchmarks/bench.py validate [--workers 2] [--named]
        full validation time of every task, per 30 tasks.

Timings on shared machines are noisy: each report prints the load average before and after; trust
medians and ratios from a quiet machine.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import http.server
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table

DEMO = ["presentation/001", "presentation/002", "interaction/001", "interaction/002", "tool-grounded/001",
        "tool-grounded/002"]
console = Console()


def load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def med(values: list[float]) -> float:
    return statistics.median(values) if values else float("nan")


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:  # the naive harness's server: no access log
        pass


# --- memory ------------------------------------------------------------------------------------
class PeakPSS:
    """Samples the proportional set size of this process and all its descendants (every 0.5 s)."""

    def __init__(self) -> None:
        self.peak = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def __enter__(self) -> PeakPSS:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()

    @staticmethod
    def _tree(root: int) -> list[int]:
        parents: dict[int, list[int]] = defaultdict(list)
        for entry in os.listdir("/proc"):
            if entry.isdigit():
                try:
                    stat = Path(f"/proc/{entry}/stat").read_text()
                    ppid = int(stat.rsplit(")", 1)[1].split()[1])
                    parents[ppid].append(int(entry))
                except (OSError, ValueError, IndexError):
                    continue
        out, todo = [], [root]
        while todo:
            pid = todo.pop()
            out.append(pid)
            todo += parents.get(pid, [])
        return out

    def _run(self) -> None:
        while not self._stop.wait(0.5):
            total = 0
            for pid in self._tree(os.getpid()):
                with contextlib.suppress(OSError, ValueError):
                    for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
                        if line.startswith("Pss:"):
                            total += int(line.split()[1]) * 1024
            self.peak = max(self.peak, total)


# --- the naive harness ------------------------------------------------------------------------
class NaiveHarness:
    """What a harness without evogen's machinery does per turn: copy the scaffold, run `npx vite
    build` in a new Node process, launch a new Chromium, load the page once until the network is idle."""

    def __init__(self) -> None:
        from evogen.scaffold import default_scaffold
        from evogen.stages.browser import LAUNCH_ARGS, find_chromium

        self.scaffold = default_scaffold()
        self.chromium = find_chromium().path
        self.args = LAUNCH_ARGS

    def turn(self, files: dict[str, str]) -> dict[str, float]:
        from playwright.sync_api import sync_playwright

        work = Path(tempfile.mkdtemp(prefix="naive-"))
        try:
            t0 = time.perf_counter()
            shutil.copytree(self.scaffold.root, work, dirs_exist_ok=True,
                            ignore=shutil.ignore_patterns("node_modules", "dist"))
            (work / "node_modules").symlink_to(self.scaffold.node_modules)
            for name, text in files.items():
                (work / name).parent.mkdir(parents=True, exist_ok=True)
                (work / name).write_text(text, encoding="utf-8")
            subprocess.run(["npx", "vite", "build", "--logLevel", "error"], cwd=work, check=True,
                           capture_output=True, timeout=300)
            t1 = time.perf_counter()
            handler = functools.partial(_QuietHandler, directory=str(work / "dist"))
            server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
            server.RequestHandlerClass.log_message = lambda *a: None  # type: ignore[method-assign]
            threading.Thread(target=server.serve_forever, daemon=True).start()
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=self.chromium, args=self.args)
                page = browser.new_page()
                page.goto(f"http://127.0.0.1:{server.server_address[1]}/", wait_until="networkidle")
                browser.close()
            server.shutdown()
            t2 = time.perf_counter()
            return {"build": t1 - t0, "open": t2 - t1}
        finally:
            shutil.rmtree(work, ignore_errors=True)


# --- speed -------------------------------------------------------------------------------------
def speed(tasks: list[str], repeats: int) -> None:
    import evogen
    from evogen.policies import load_policy, run_episode
    from evogen.stages.browser import BrowserHost

    cache = tempfile.mkdtemp(prefix="evogen-bench-cache-")
    os.environ["EVOGEN_CACHE_DIR"] = cache  # cold builds in the first repeat, cached ones after
    before = load()
    naive = NaiveHarness()
    host = BrowserHost()
    e: dict[str, list[float]] = defaultdict(list)
    n: dict[str, list[float]] = defaultdict(list)
    by_turn: dict[tuple[str, int], list[float]] = defaultdict(list)
    passed = slots = hits = 0
    try:
        for r in range(repeats):
            for task_id in tasks:
                task = evogen.get_task(task_id)

                def run_naive(task: Any = task) -> None:
                    episode = 0.0
                    for k in range(1, 6):
                        _reply, files = task.solution(k)
                        t = naive.turn(files)
                        n["build"].append(t["build"])
                        n["open"].append(t["open"])
                        n["build + open"].append(t["build"] + t["open"])
                        episode += t["build"] + t["open"]
                    n["episode"].append(episode)

                def run_evogen(task_id: str = task_id) -> None:
                    nonlocal passed, slots, hits
                    with evogen.make(task_id, browser=host, screenshots="none") as env:
                        record = run_episode(env, load_policy("reference"))
                    passed += sum(record.passed)
                    slots += 5
                    e["episode"].append(sum(s.timings.get("turn_total", 0.0) for s in record.slots))
                    for s in record.slots:
                        cached = s.build_cached
                        hits += cached
                        e["build (cached)" if cached else "build (cold)"].append(s.timings.get("build", 0.0))
                        e["build"].append(s.timings.get("build", 0.0))
                        e["open"].append(s.timings.get("open", 0.0))
                        e["build + open"].append(s.timings.get("build", 0.0) + s.timings.get("open", 0.0))
                        e["turn"].append(s.timings.get("turn_total", 0.0))
                        e["loads per turn"].append(s.timings.get("loads", 0.0))
                        e["check"] += [req.duration_s for req in s.requirements]
                        by_turn[(task_id, s.turn)].append(s.timings.get("turn_total", 0.0))

                for step in ((run_naive, run_evogen) if r % 2 == 0 else (run_evogen, run_naive)):
                    step()
    finally:
        host.close()
        shutil.rmtree(cache, ignore_errors=True)
    table = Table("measure", "evogen median s", "naive median s", "naive / evogen", "n (evogen)",
                  title=f"evogen vs naive harness, {repeats} interleaved repeat(s) of {len(tasks)} reference episodes")
    for name in ("build (cold)", "build (cached)", "build", "open", "build + open", "check", "turn", "episode",
                 "loads per turn"):
        ev, nv = e.get(name, []), n.get(name, [])
        ratio = f"{med(nv) / med(ev):.1f}×" if ev and nv and med(ev) > 0 else "-"
        table.add_row(name, f"{med(ev):.3f}" if ev else "-", f"{med(nv):.3f}" if nv else "-", ratio, str(len(ev)))
    console.print(table)
    turns = Table("task", *[f"turn {k}" for k in range(1, 6)], title="evogen turn medians (s)")
    for task_id in tasks:
        turns.add_row(task_id, *[f"{med(by_turn[(task_id, k)]):.2f}" for k in range(1, 6)])
    console.print(turns)
    loads = e["loads per turn"]
    console.print(f"loads per turn: median {med(loads):.0f}, max {max(loads):.0f}; reference turns passed "
                  f"{passed}/{slots}; build cache hits {hits}/{slots}; load average before {before}, after {load()}")


# --- throughput ----------------------------------------------------------------------------------
def _run(policy: str, tasks: list[str], epochs: int, workers: int, concurrency: int | None,
         backend: str = "local", address: str | None = None) -> tuple[float, int, int]:
    from evogen.runner import RunConfig, run

    out = Path(tempfile.mkdtemp(prefix="evogen-bench-run-"))
    try:
        with PeakPSS() as pss:
            started = time.perf_counter()
            records = run(RunConfig(policy=policy, tasks=tasks, epochs=epochs, workers=workers, concurrency=concurrency,
                                    out=out, screenshots="none", backend=backend, ray_address=address))
            seconds = time.perf_counter() - started
        ok = sum(r.status == "complete" for r in records)
        return len(records) / seconds * 60, ok, pss.peak
    finally:
        shutil.rmtree(out, ignore_errors=True)


def throughput(tasks: list[str], episodes: int, latency: float, concurrency: int, serial: bool = True) -> None:
    epochs = max(1, -(-episodes // len(tasks)))
    before = load()
    rows = [("CPU-bound (no model latency)", "reference", 2, None),
            (f"{latency:g} s model, 2 in flight", f"reference:latency={latency:g}", 2, None),
            (f"{latency:g} s model, {concurrency} in flight", f"reference:latency={latency:g}", 2, concurrency)]
    if not serial:
        del rows[1]
    table = Table("configuration", "workers", "in flight", "episodes/min", "of CPU-bound", "complete",
                  "peak PSS GiB", title=f"Throughput: {len(tasks)} tasks × {epochs} epochs")
    base = None
    for label, policy, workers, conc in rows:
        rate, ok, peak = _run(policy, tasks, epochs, workers, conc)
        base = base or rate
        table.add_row(label, str(workers), str(conc or workers), f"{rate:.2f}", f"{rate / base:.0%}",
                      f"{ok}/{len(tasks) * epochs}", f"{peak / 2**30:.2f}")
    console.print(table)
    console.print(f"load average before {before}, after {load()}")


def ray_compare(tasks: list[str], episodes: int) -> None:
    epochs = max(1, -(-episodes // len(tasks)))
    before = load()
    table = Table("backend", "workers", "episodes/min", "vs local 1", "complete",
                  title=f"Local vs Ray: {len(tasks)} tasks × {epochs} epochs")
    base = None
    for backend, workers in (("local", 1), ("local", 2), ("ray", 1), ("ray", 2)):
        rate, ok, _ = _run("reference", tasks, epochs, workers, None, backend=backend)
        base = base or rate
        table.add_row(backend, str(workers), f"{rate:.2f}", f"{rate / base:.2f}×", f"{ok}/{len(tasks) * epochs}")
    console.print(table)
    console.print(f"(Ray starts a private local instance per run, included in its time) load average before "
                  f"{before}, after {load()}")


def validate(workers: int, named: bool = False) -> None:
    import evogen

    before = load()
    n = len(evogen.list_tasks())
    started = time.perf_counter()
    proc = subprocess.run([sys.executable, "-m", "evogen.cli", "tasks", "validate", "--workers", str(workers),
                           "--no-ledger", *(["--named"] if named else [])], capture_output=True, text=True)
    seconds = time.perf_counter() - started
    tail = [line for line in proc.stdout.splitlines() if "page loads" in line or "valid" in line]
    console.print(f"{'named' if named else 'full'} validation of {n} tasks with {workers} workers: {seconds / 60:.1f} min "
                  f"({seconds / n * 30 / 60:.1f} min per 30 tasks); exit {proc.returncode}; {' '.join(tail[-2:])}")
    console.print(f"load average before {before}, after {load()}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("mode", nargs="?", default="speed", choices=["speed", "throughput", "ray", "validate"])
    parser.add_argument("--tasks", nargs="*", default=DEMO)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--episodes", type=int, default=24)
    parser.add_argument("--latency", type=float, default=10.0, help="simulated model seconds per turn")
    parser.add_argument("--concurrency", type=int, default=16, help="episodes in flight in the overlapped run")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--no-serial", action="store_true", help="throughput: skip the run without overlap (slow)")
    parser.add_argument("--named", action="store_true", help="validate: mutants checked only for what they name")
    args = parser.parse_args()
    if args.mode == "speed":
        speed(args.tasks, args.repeats)
    elif args.mode == "throughput":
        throughput(args.tasks, args.episodes, args.latency, args.concurrency, serial=not args.no_serial)
    elif args.mode == "ray":
        ray_compare(args.tasks[:3], min(args.episodes, 6))
    else:
        validate(args.workers, args.named)


if __name__ == "__main__":
    main()
