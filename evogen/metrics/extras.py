"""Extra views, each answering its own question (not the official names).

- :func:`epoch_metrics`: several epochs per task — pass^k, pass@k, flip rate, per-task baseline
  (per task first, then averaged over tasks within a suite, then over suites).
- :func:`transition_attribution`: why eligible transitions failed (regression, new, both, other).
- :func:`failure_mechanisms`: first failed mechanism of each evaluated failed slot.
- :func:`suite_macro`: the mean over suites of each suite's pooled metrics.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import Any, Literal

from evogen.metrics.episodes import Episode, K, as_episodes, canonical
from evogen.records import Mechanism, Outcome

UNLABELLED = "unlabelled"


class _Dict:
    """Mixin giving dataclass results a ``to_dict``."""

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready dict of this result."""
        return asdict(self)  # type: ignore[call-overload]


@dataclass
class AttributionCounts(_Dict):
    """Counts of eligible transitions and how the failed ones failed."""

    eligible: int = 0
    passed: int = 0
    failed: int = 0
    regression: int = 0
    new: int = 0
    both: int = 0
    other: int = 0


@dataclass
class TransitionAttribution(_Dict):
    """Failed eligible transitions split by cause, pooled over episodes and per position k."""

    total: AttributionCounts
    by_position: dict[int, AttributionCounts]


@dataclass
class MechanismCounts(_Dict):
    """Failure-mechanism counts over non-passing evaluated slots, plus outcomes of all slots."""

    evaluated_failures: int
    counts: dict[str, int]
    outcomes: dict[str, int]


@dataclass
class EpochGroup(_Dict):
    """Multi-epoch metrics of one suite, or overall."""

    n_tasks: int
    pass_hat_k: dict[int, float | None]
    pass_at_k: dict[int, float | None]
    flip_rate: float | None
    tp5: float | None
    baseline_per_task: float | None
    ratio: float | None


@dataclass
class EpochMetrics(_Dict):
    """pass^k, pass@k, flip rate and per-task baselines for tasks run several epochs."""

    unit: str
    min_epochs: int
    max_epochs: int
    overall: EpochGroup
    suites: dict[str, EpochGroup]


def _macro(
    values: Mapping[tuple[str, str], float | None], suites: Sequence[str]
) -> tuple[float | None, dict[str, float | None]]:
    """Mean over tasks per suite, then over suites; undefined tasks and suites are skipped."""
    by_suite: dict[str, list[float]] = defaultdict(list)
    for (suite, _), v in values.items():
        if v is not None:
            by_suite[suite].append(v)
    per_suite = {s: (sum(by_suite[s]) / len(by_suite[s]) if by_suite[s] else None) for s in suites}
    defined = [v for v in per_suite.values() if v is not None]
    return (sum(defined) / len(defined) if defined else None), per_suite


def epoch_metrics(
    episodes: Iterable[Any], *, ks: Sequence[int] | None = None, unit: Literal["episode", "slot"] = "episode"
) -> EpochMetrics:
    """pass^k, pass@k, flip rate and per-task independence baseline over a task's epochs.

    With ``unit="episode"`` a success is an episode whose five turns all passed; with
    ``unit="slot"`` each turn position of a task is a separate trial series and its values are
    averaged over the five positions. pass^k = C(c,k)/C(n,k) and pass@k = 1 - C(n-c,k)/C(n,k)
    per task (tasks with fewer than k epochs are left out for that k), then macro-averaged
    (tasks within suite, then suites). A task *flips* when its epochs disagree on success
    (slot unit: share of its positions that disagree); tasks with one epoch are left out.
    The baseline is prod_k p_k computed per task from its epochs, then averaged like the rest;
    ``ratio`` = averaged TP@5 / averaged per-task baseline.
    """
    if unit not in ("episode", "slot"):
        raise ValueError(f"unit must be 'episode' or 'slot', not {unit!r}")
    by_task: dict[tuple[str, str], list[Episode]] = defaultdict(list)
    for e in canonical(episodes):
        by_task[(e.suite, e.task_id)].append(e)
    suites = sorted({s for s, _ in by_task})
    sizes = [len(v) for v in by_task.values()]
    ks = list(ks) if ks is not None else list(range(1, min(sizes) + 1))
    series: dict[tuple[str, str], list[list[bool]]] = {}
    for key, runs in by_task.items():
        passed = [[s.passed for s in e.slots] for e in runs]
        if unit == "episode":
            series[key] = [[all(p) for p in passed]]
        else:
            series[key] = [[p[k] for p in passed] for k in range(K)]

    def per_task(fn: Callable[[int, int], float | None]) -> dict[tuple[str, str], float | None]:
        """Apply fn(n, c) to every trial series of each task and average over the task's series."""
        out: dict[tuple[str, str], float | None] = {}
        for key, ss in series.items():
            vals = [v for v in (fn(len(s), sum(s)) for s in ss) if v is not None]
            out[key] = sum(vals) / len(vals) if vals else None
        return out

    def hat(k: int) -> Callable[[int, int], float | None]:
        return lambda n, c: math.comb(c, k) / math.comb(n, k) if n >= k else None

    def at(k: int) -> Callable[[int, int], float | None]:
        return lambda n, c: 1 - math.comb(n - c, k) / math.comb(n, k) if n >= k else None

    def share(runs: list[Episode], k: int | None) -> float:
        """Share of a task's episodes passing position k (None: all five)."""
        ok = [all(s.passed for s in e.slots) if k is None else e.slots[k].passed for e in runs]
        return sum(ok) / len(ok)

    hats = {k: _macro(per_task(hat(k)), suites) for k in ks}
    ats = {k: _macro(per_task(at(k)), suites) for k in ks}
    flips = _macro(per_task(lambda n, c: float(0 < c < n) if n >= 2 else None), suites)
    tp5 = _macro({key: share(runs, None) for key, runs in by_task.items()}, suites)
    base = _macro({key: math.prod(share(runs, k) for k in range(K)) for key, runs in by_task.items()}, suites)

    def epoch_group(suite: str | None, n_tasks: int) -> EpochGroup:
        """Pick the overall (suite None) or one suite's values."""

        def pick(m: tuple[float | None, dict[str, float | None]]) -> float | None:
            return m[0] if suite is None else m[1][suite]

        t5, b = pick(tp5), pick(base)
        return EpochGroup(
            n_tasks=n_tasks,
            pass_hat_k={k: pick(v) for k, v in hats.items()},
            pass_at_k={k: pick(v) for k, v in ats.items()},
            flip_rate=pick(flips),
            tp5=t5,
            baseline_per_task=b,
            ratio=(t5 / b) if (t5 is not None and b) else None,
        )

    return EpochMetrics(
        unit=unit,
        min_epochs=min(sizes),
        max_epochs=max(sizes),
        overall=epoch_group(None, len(by_task)),
        suites={s: epoch_group(s, sum(1 for ss, _ in by_task if ss == s)) for s in suites},
    )


# ---------------------------------------------------------------------------------------------
# Attribution of failed transitions and failure mechanisms.


def transition_attribution(episodes: Iterable[Any]) -> TransitionAttribution:
    """Split failed eligible transitions into regression / new / both / other, pooled over episodes.

    A failed eligible transition has slot k-1 passed, slot k's response received and slot k not
    passed. It is *regression* when a carried requirement broke, *new* when a requirement
    introduced at turn k failed, *both* when both happened, *other* when no requirement failed
    (e.g. build_failed, or a judge-only failure such as presentation).
    """
    total = AttributionCounts()
    by_pos = {k: AttributionCounts() for k in range(2, K + 1)}
    for e in as_episodes(episodes):
        for k in range(1, K):
            prev, cur = e.slots[k - 1], e.slots[k]
            if not (prev.passed and cur.response_received):
                continue
            for c in (total, by_pos[k + 1]):
                c.eligible += 1
                if cur.passed:
                    c.passed += 1
                    continue
                c.failed += 1
                if cur.regression and cur.new_failure:
                    c.both += 1
                elif cur.regression:
                    c.regression += 1
                elif cur.new_failure:
                    c.new += 1
                else:
                    c.other += 1
    return TransitionAttribution(total=total, by_position=by_pos)


def failure_mechanisms(episodes: Iterable[Any]) -> MechanismCounts:
    """Count first failed mechanisms over non-passing slots that got a response (None: unlabelled)."""
    counts = {m.value: 0 for m in Mechanism}
    counts[UNLABELLED] = 0
    outcomes = {o.value: 0 for o in Outcome}
    failures = 0
    for e in as_episodes(episodes):
        for s in e.slots:
            outcomes[s.outcome] += 1
            if s.response_received and not s.passed:
                failures += 1
                counts[s.mechanism or UNLABELLED] += 1
    return MechanismCounts(evaluated_failures=failures, counts=counts, outcomes=outcomes)
