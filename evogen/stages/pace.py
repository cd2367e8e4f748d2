"""How fast this machine is right now, so that limits scale with load instead of deciding verdicts.

Verdicts wait on conditions (an expectation holds, the page settled), never on fixed sleeps. The
limits behind those waits only matter for pages that never settle; they are multiplied by a pace
factor measured where the work happens: a fixed workload timed inside the page (how much CPU the
renderer gets) and a fixed Python workload (how much the harness gets). On an idle machine of this
project's reference kind the factor is 1; under a load of 30 on two cores it is typically 10–20.
"""

from __future__ import annotations

import time
from collections import deque
from dataclasses import dataclass, field

# Idle reference timings (2-core reference machine): the page engine's ``speed()`` workload and
# the Python loop below. Faster machines clamp to a factor of 1.
PAGE_REFERENCE_MS = 4.0
PYTHON_REFERENCE_S = 0.012
MAX_FACTOR = 40.0


def _python_workload() -> float:
    t0 = time.perf_counter()
    x = 0
    for i in range(200_000):
        x = (x + i * 7) % 1_000_003
    return time.perf_counter() - t0


@dataclass
class Pace:
    """The current slow-down factor and the limits derived from it."""

    expect_base_s: float = 5.0  # an expectation on a page that never settles
    action_base_s: float = 5.0  # one click/fill waiting for its target to become actionable
    check_base_s: float = 60.0  # one requirement's whole check
    factor: float = 1.0
    _page: deque[float] = field(default_factory=lambda: deque(maxlen=5))

    def observe_page(self, workload_ms: float) -> float:
        """Record one in-page measurement; returns the updated factor."""
        self._page.append(max(1.0, workload_ms / PAGE_REFERENCE_MS))
        self.factor = min(MAX_FACTOR, sorted(self._page)[len(self._page) // 2])
        return self.factor

    def observe_python(self) -> float:
        """Measure the harness's own share of the CPU (median of three short runs)."""
        runs = sorted(_python_workload() for _ in range(3))
        self.factor = min(MAX_FACTOR, max(self.factor, runs[1] / PYTHON_REFERENCE_S, 1.0))
        return self.factor

    @property
    def expect_s(self) -> float:
        return self.expect_base_s * self.factor

    @property
    def action_ms(self) -> int:
        return int(self.action_base_s * self.factor * 1000)

    @property
    def check_s(self) -> float:
        return self.check_base_s * self.factor

    def scale(self, seconds: float) -> float:
        return seconds * self.factor


def python_factor() -> float:
    """A one-off harness pace factor (for limits outside the browser, such as builds)."""
    return Pace().observe_python()
