"""Where one reference episode's browser time goes, by kind of call (a profile, not a test).

    python benchmarks/profile_calls.py tool-grounded/002

Wraps the serving session's and the step runner's methods with timers, plays the task's reference
episode and prints, per kind, the number of calls, their total and mean time. Kinds nest (a
click's time includes the settle and the text read it makes), so the shares do not add up to 100 %.
Run it on a quiet machine; like ``bench.py`` it measures, it asserts nothing.
"""

from __future__ import annotations

import argparse
import collections
import re
import time
from collections.abc import Callable
from typing import Any

from bench import load  # the same load-average line as bench.py (this folder is on sys.path)

import evogen
from evogen.records import TURNS_PER_EPISODE
from evogen.stages import serve
from evogen.stages.act import steps

_stats: dict[str, list[float]] = collections.defaultdict(lambda: [0, 0.0])


def _wrap(cls: type, name: str, kind: str | Callable[[tuple[Any, ...]], str]) -> None:
    original = getattr(cls, name, None)
    if original is None:  # a method this version of the harness does not have
        return

    def timed(self: Any, *args: Any, **kwargs: Any) -> Any:
        started = time.perf_counter()
        try:
            return original(self, *args, **kwargs)
        finally:
            row = _stats[kind(args) if callable(kind) else kind]
            row[0] += 1
            row[1] += time.perf_counter() - started

    setattr(cls, name, timed)


def _engine_kind(args: tuple[Any, ...]) -> str:
    match = re.match(r"__evogenEngine\.([\w.]+)", str(args[0]) if args else "")
    return "engine " + (match.group(1).split("(")[0] if match else "other")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("task", help="a task id, e.g. tool-grounded/002")
    args = parser.parse_args()
    _wrap(serve.AppSession, "_load", "page load (total)")
    _wrap(serve.AppSession, "_wait_rendered", "  wait for render + quiet frame")
    _wrap(serve.AppSession, "_make_world", "  isolated world + engine")
    _wrap(serve.AppSession, "settle_state", "settle")
    _wrap(serve.AppSession, "world", _engine_kind)
    for verb in ("click", "fill", "press", "select", "check", "hover", "open"):
        _wrap(steps.StepRunner, "_" + verb, "action " + verb)
    _wrap(steps.StepRunner, "_remember_text", "text read after an action")
    started = time.perf_counter()
    checks = 0
    with evogen.make(args.task, screenshots="none") as env:
        track = env.reference_track()
        for k in range(1, TURNS_PER_EPISODE + 1):
            result = track.turn(k).result
            checks += len(result.requirements)
            print(f"turn {k}: {result.outcome.value}, {int(result.timings.get('loads', 0))} loads")
    wall = time.perf_counter() - started
    print(f"wall {wall:.1f} s, {checks} checks, {wall / max(1, checks) * 1000:.0f} ms per check, "
          f"load average {load()}")
    print(f"{'kind':40s} {'calls':>7s} {'total s':>9s} {'mean ms':>8s} {'of wall':>8s}")
    for kind, (n, total) in sorted(_stats.items(), key=lambda kv: -kv[1][1]):
        print(f"{kind:40s} {int(n):7d} {total:9.2f} {total / n * 1000:8.1f} {total / wall:8.0%}")


if __name__ == "__main__":
    main()
