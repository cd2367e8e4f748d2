"""Reliability metrics: pure functions over five-slot episodes (design.md §8).

Definitions (per episode, five slots, each ``passed`` / ``response_received`` / ``outcome``):

- **TP**: passed slots / all slots. Blocked and unreached slots count as failures.
- **countable TP**: passed slots / slots whose outcome is not ``no_response``. Only slots where
  the policy's call got no response at all are excluded; ``blocked`` slots (which also have
  ``response_received=False``) stay in the denominator as failures.
- **TP@5**: share of episodes with all five slots passed.
- **CPT**: mean length of the initial unbroken run of passed slots (0-5).
- **APR**: pooled over transitions k-1 -> k (k = 2..5) that are *eligible* (slot k-1 passed and
  slot k's response was received): eligible transitions with slot k passed / eligible ones;
  ``None`` when there is no eligible transition.
- **p_k**: share of episodes passing position k; **independence baseline** = prod_k p_k;
  **ratio** = TP@5 / baseline (``None`` when the baseline is 0).

Aggregation: each task's episodes (epochs) are averaged first (APR and countable TP pool their
numerators and denominators within the task), a suite is the mean over its tasks (macro), and
*overall* is the mean over suites (macro over suites). ``overall_micro`` is the mean over all
tasks regardless of suite. At every level the baseline is the product of that level's p_k and
the ratio uses that level's TP@5. Tasks where a metric is undefined (APR, countable TP) are left
out of that metric's average. Tasks are keyed by ``(suite, task_id)``.

Uncertainty: percentile bootstrap over whole episodes, stratified by suite (each resample draws
each suite's episode count with replacement from that suite's episodes, then aggregates as
above), so with one epoch per task it resamples tasks within suites. Resamples in which a
metric is undefined are dropped from that metric's percentiles. Episodes are put in a canonical
order first, so every result (intervals included) is independent of input order.
"""

from __future__ import annotations

import math
import warnings
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, replace
from typing import Any, Literal

import numpy as np
from scipy.stats import binomtest

from evogen.records import TURNS_PER_EPISODE, EpisodeRecord, Mechanism, Outcome, TurnResult

__all__ = [
    "DEFAULT_PERCENTILES",
    "DEFAULT_RESAMPLES",
    "DEFAULT_SEED",
    "AttributionCounts",
    "Comparison",
    "Episode",
    "EpochGroup",
    "EpochMetrics",
    "Estimate",
    "GroupMetrics",
    "McNemar",
    "MechanismCounts",
    "RunMetrics",
    "Slot",
    "TransitionAttribution",
    "apr",
    "as_episodes",
    "compare_runs",
    "countable_tp",
    "cpt",
    "dependence_ratio",
    "epoch_metrics",
    "failure_mechanisms",
    "independence_baseline",
    "pass_rate_by_position",
    "summarize",
    "tp",
    "tp_at_5",
    "transition_attribution",
]

K = TURNS_PER_EPISODE
DEFAULT_RESAMPLES = 1000
DEFAULT_SEED = 7
DEFAULT_PERCENTILES = (2.5, 97.5)
UNLABELLED = "unlabelled"
OVERALL = "overall"
OVERALL_MICRO = "overall (micro over tasks)"
_UNRECEIVED = frozenset({Outcome.NO_RESPONSE, Outcome.BLOCKED})
_CODES = {
    "P": Outcome.PASSED,
    "F": Outcome.FAILED,
    "X": Outcome.BUILD_FAILED,
    "R": Outcome.RUNTIME_FAILED,
    "A": Outcome.NO_ARTIFACT,
    "N": Outcome.NO_RESPONSE,
    "B": Outcome.BLOCKED,
}


# ---------------------------------------------------------------------------------------------
# Inputs: the slots metrics read, and the adapter from records / plain slot lists.


@dataclass(frozen=True)
class Slot:
    """The part of a turn slot metrics read."""

    passed: bool
    response_received: bool
    outcome: str
    regression: bool = False
    new_failure: bool = False
    mechanism: str | None = None


@dataclass(frozen=True)
class Episode:
    """Five slots with the identity of the episode they belong to."""

    task_id: str
    suite: str
    epoch: int
    slots: tuple[Slot, ...]
    policy: str = ""
    infrastructure_error: str | None = None

    @property
    def key(self) -> tuple[str, int]:
        """The pairing key ``(task_id, epoch)``."""
        return (self.task_id, self.epoch)


def _slot_from_turn(turn: TurnResult) -> Slot:
    """Reduce a TurnResult to the fields metrics read."""
    regression = any(r.regression or (r.carried and not r.passed) for r in turn.requirements)
    new_failure = any(not r.carried and not r.passed and not r.regression for r in turn.requirements)
    mech = turn.first_failed_mechanism
    return Slot(
        passed=turn.passed,
        response_received=turn.response_received,
        outcome=Outcome(turn.outcome).value,
        regression=regression,
        new_failure=new_failure,
        mechanism=None if mech is None else Mechanism(mech).value,
    )


def _slot(item: Any) -> Slot:
    """Coerce one plain slot (Slot, TurnResult, dict, bool, outcome, or tuple) to a Slot."""
    if isinstance(item, Slot):
        return item
    if isinstance(item, TurnResult):
        return _slot_from_turn(item)
    if isinstance(item, Mapping):
        return _slot_from_turn(TurnResult.model_validate(item))
    if isinstance(item, bool | np.bool_):
        return Slot(bool(item), True, (Outcome.PASSED if item else Outcome.FAILED).value)
    if isinstance(item, Outcome | str):
        outcome = _CODES[item] if isinstance(item, str) and item in _CODES else Outcome(item)
        return Slot(outcome is Outcome.PASSED, outcome not in _UNRECEIVED, outcome.value)
    if isinstance(item, Sequence) and len(item) in (2, 3):
        passed, received = bool(item[0]), bool(item[1])
        if len(item) == 3:
            outcome = Outcome(item[2])
        elif passed:
            outcome = Outcome.PASSED
        else:
            outcome = Outcome.FAILED if received else Outcome.NO_RESPONSE
        if passed != (outcome is Outcome.PASSED) or (passed and not received):
            raise ValueError(f"inconsistent slot {item!r}")
        return Slot(passed, received, outcome.value)
    raise TypeError(f"cannot read a slot from {item!r}")


def _five(slots: Sequence[Any]) -> tuple[Slot, ...]:
    """Convert a slot list, insisting on exactly five slots."""
    if len(slots) != K:
        raise ValueError(f"an episode needs {K} slots, got {len(slots)}")
    return tuple(_slot(s) for s in slots)


def as_episodes(items: Iterable[Any], *, task_id: str = "task", suite: str = "default") -> list[Episode]:
    """Adapt EpisodeRecords, their JSON dicts, or plain slot lists to Episodes.

    A plain slot list (five bools, ``(passed, response_received[, outcome])`` tuples, outcome
    values, or a string such as ``"PPFPP"`` with P/F/X/R/A/N/B codes) becomes epoch *i* of one
    task ``task_id`` in ``suite``; an unreceived slot without an outcome is read as
    ``no_response``.
    """
    episodes = []
    for i, item in enumerate(items):
        if isinstance(item, Episode):
            episodes.append(item)
            continue
        if isinstance(item, Mapping):
            item = EpisodeRecord.model_validate(item)
        if isinstance(item, EpisodeRecord):
            episodes.append(
                Episode(
                    task_id=item.task_id,
                    suite=item.suite,
                    epoch=item.epoch,
                    slots=_five(item.slots),
                    policy=item.policy,
                    infrastructure_error=item.infrastructure_error,
                )
            )
        else:
            slots = list(item) if isinstance(item, str) else item
            episodes.append(Episode(task_id=task_id, suite=suite, epoch=i, slots=_five(slots)))
    return episodes


def _canonical(items: Iterable[Any]) -> list[Episode]:
    """Adapt and sort episodes so every result is independent of input order."""
    eps = as_episodes(items)
    if not eps:
        raise ValueError("no episodes")
    return sorted(eps, key=lambda e: (e.suite, e.task_id, e.epoch, e.policy, [_slot_key(s) for s in e.slots]))


def _slot_key(s: Slot) -> tuple[str, bool, bool, bool, bool, str]:
    """A sortable tuple for a slot."""
    return (s.outcome, s.passed, s.response_received, s.regression, s.new_failure, s.mechanism or "")


# ---------------------------------------------------------------------------------------------
# Result types.


class _Dict:
    """Mixin giving dataclass results a ``to_dict``."""

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready dict of this result."""
        return asdict(self)  # type: ignore[call-overload]


@dataclass
class Estimate(_Dict):
    """A point value with its bootstrap interval (``None`` where undefined)."""

    value: float | None
    low: float | None = None
    high: float | None = None


@dataclass
class GroupMetrics(_Dict):
    """Reliability metrics of one suite, or overall."""

    name: str
    n_tasks: int
    n_episodes: int
    tp: Estimate
    countable_tp: Estimate
    tp5: Estimate
    cpt: Estimate
    apr: Estimate
    p_k: list[Estimate]
    baseline: Estimate
    ratio: Estimate


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


@dataclass
class RunMetrics(_Dict):
    """Everything computed over one run's episodes."""

    n_episodes: int
    n_tasks: int
    n_resamples: int
    seed: int
    percentiles: tuple[float, float]
    overall: GroupMetrics
    overall_micro: GroupMetrics
    suites: dict[str, GroupMetrics]
    attribution: TransitionAttribution
    mechanisms: MechanismCounts
    epochs: EpochMetrics | None = None
    infrastructure_errors: int = 0


@dataclass
class McNemar(_Dict):
    """Exact McNemar test on paired turn slots (a_only = passed in A only)."""

    both_passed: int
    a_only: int
    b_only: int
    both_failed: int
    p_value: float


@dataclass
class Comparison(_Dict):
    """Paired comparison of run B against run A on their common (task_id, epoch) episodes."""

    n_pairs: int
    unpaired_a: int
    unpaired_b: int
    tp_a: float
    tp_b: float
    tp_diff: Estimate
    tp5_a: float
    tp5_b: float
    tp5_diff: Estimate
    mcnemar: McNemar
    n_resamples: int = DEFAULT_RESAMPLES
    seed: int = DEFAULT_SEED


# ---------------------------------------------------------------------------------------------
# Vectorised core: per-episode sums -> per-task values -> suite / overall values.

_COLS = ("tp", "countable_tp", "tp5", "cpt", "apr", "p1", "p2", "p3", "p4", "p5", "baseline", "ratio")


@dataclass(frozen=True)
class _Data:
    """Episodes as arrays: per-episode sums, task index, suite index."""

    x: np.ndarray
    task: np.ndarray
    ep_suite: np.ndarray
    task_suite: np.ndarray
    suites: list[str]
    tasks: list[tuple[str, str]]


def _data(eps: list[Episode]) -> _Data:
    """Build the per-episode sums used by every aggregate."""
    passed = np.array([[s.passed for s in e.slots] for e in eps], dtype=bool)
    received = np.array([[s.response_received for s in e.slots] for e in eps], dtype=bool)
    countable = np.array([[s.outcome != Outcome.NO_RESPONSE.value for s in e.slots] for e in eps], dtype=bool)
    eligible = passed[:, :-1] & received[:, 1:]
    # columns: 0 TP, 1 TP@5, 2 CPT, 3-7 p_1..p_5 (averaged per task); 8/9 passed/countable
    # slots and 10/11 passed/eligible transitions (pooled per task as numerator/denominator)
    x = np.column_stack(
        [
            passed.mean(axis=1),
            passed.all(axis=1),
            np.cumprod(passed, axis=1).sum(axis=1),
            passed,
            passed.sum(axis=1),
            countable.sum(axis=1),
            (eligible & passed[:, 1:]).sum(axis=1),
            eligible.sum(axis=1),
        ]
    ).astype(float)
    suites = sorted({e.suite for e in eps})
    tasks = sorted({(e.suite, e.task_id) for e in eps})
    t_index = {t: i for i, t in enumerate(tasks)}
    s_index = {s: i for i, s in enumerate(suites)}
    return _Data(
        x=x,
        task=np.array([t_index[(e.suite, e.task_id)] for e in eps]),
        ep_suite=np.array([s_index[e.suite] for e in eps]),
        task_suite=np.array([s_index[s] for s, _ in tasks]),
        suites=suites,
        tasks=tasks,
    )


def _nanmean(a: np.ndarray, axis: int) -> np.ndarray:
    """Mean ignoring NaN; NaN where nothing is defined (without warnings)."""
    ok = ~np.isnan(a)
    n = ok.sum(axis=axis)
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.where(ok, a, 0.0).sum(axis=axis) / n


def _groups(d: _Data, idx: np.ndarray) -> np.ndarray:
    """Metrics for resamples ``idx`` (B, N): shape (B, suites + overall + micro, len(_COLS))."""
    b, _ = idx.shape
    nt = len(d.tasks)
    flat = (d.task[idx] + np.arange(b)[:, None] * nt).ravel()
    cnt = np.bincount(flat, minlength=b * nt).reshape(b, nt)
    sums = np.stack(
        [np.bincount(flat, weights=d.x[idx, j].ravel(), minlength=b * nt) for j in range(d.x.shape[1])],
        axis=-1,
    ).reshape(b, nt, -1)
    with np.errstate(invalid="ignore", divide="ignore"):
        mean = sums[..., :8] / cnt[..., None]
        ctp = sums[..., 8] / sums[..., 9]
        apr_ = sums[..., 10] / sums[..., 11]
    per_task = np.concatenate(
        [mean[..., :1], ctp[..., None], mean[..., 1:3], apr_[..., None], mean[..., 3:8]], axis=-1
    )
    suites = np.stack(
        [_nanmean(per_task[:, d.task_suite == s], axis=1) for s in range(len(d.suites))], axis=1
    )
    g = np.concatenate(
        [suites, _nanmean(suites, axis=1)[:, None], _nanmean(per_task, axis=1)[:, None]], axis=1
    )
    base = np.prod(g[..., 5:10], axis=-1)
    with np.errstate(invalid="ignore", divide="ignore"):
        ratio = np.where(base > 0, g[..., 2] / np.where(base > 0, base, 1.0), np.nan)
    return np.concatenate([g, base[..., None], ratio[..., None]], axis=-1)


def _resample(d: _Data, n: int, rng: np.random.Generator, chunk: int) -> Iterable[np.ndarray]:
    """Yield bootstrap index batches, resampling episodes with replacement within each suite."""
    strata = [np.flatnonzero(d.ep_suite == s) for s in range(len(d.suites))]
    done = 0
    while done < n:
        b = min(chunk, n - done)
        yield np.concatenate([st[rng.integers(0, len(st), size=(b, len(st)))] for st in strata], axis=1)
        done += b


def _chunk(n_episodes: int) -> int:
    """Resamples per batch, keeping index arrays around two million entries."""
    return max(1, 2_000_000 // max(n_episodes, 1))


def _percentiles(boot: np.ndarray, percentiles: Sequence[float]) -> tuple[np.ndarray, np.ndarray]:
    """Percentile interval over axis 0, ignoring undefined resamples."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        lo, hi = np.nanpercentile(boot, list(percentiles), axis=0)
    return lo, hi


def _f(v: Any) -> float | None:
    """Float, or None for NaN."""
    v = float(v)
    return None if math.isnan(v) else v


# ---------------------------------------------------------------------------------------------
# Public metric functions.


def _point(episodes: Iterable[Any]) -> dict[str, float | None]:
    """Overall (macro over suites) point values keyed by _COLS."""
    eps = _canonical(episodes)
    d = _data(eps)
    row = _groups(d, np.arange(len(eps))[None, :])[0, len(d.suites)]
    return {c: _f(v) for c, v in zip(_COLS, row, strict=True)}


def tp(episodes: Iterable[Any]) -> float:
    """Turn pass rate, overall (macro over suites of macro over tasks)."""
    return _point(episodes)["tp"]  # type: ignore[return-value]


def countable_tp(episodes: Iterable[Any]) -> float | None:
    """Turn pass rate excluding only ``no_response`` slots; None if every slot had no response."""
    return _point(episodes)["countable_tp"]


def tp_at_5(episodes: Iterable[Any]) -> float:
    """Share of episodes with all five slots passed (macro over tasks and suites)."""
    return _point(episodes)["tp5"]  # type: ignore[return-value]


def cpt(episodes: Iterable[Any]) -> float:
    """Mean length of the initial unbroken run of passed slots (macro over tasks and suites)."""
    return _point(episodes)["cpt"]  # type: ignore[return-value]


def apr(episodes: Iterable[Any]) -> float | None:
    """Adjacent pass rate over eligible transitions; None when there is no eligible transition."""
    return _point(episodes)["apr"]


def pass_rate_by_position(episodes: Iterable[Any]) -> list[float]:
    """p_k for k = 1..5 (macro over tasks and suites)."""
    point = _point(episodes)
    return [point[f"p{k}"] for k in range(1, K + 1)]  # type: ignore[misc]


def independence_baseline(episodes: Iterable[Any]) -> float:
    """Product of the p_k: TP@5 expected if positions passed independently."""
    return _point(episodes)["baseline"]  # type: ignore[return-value]


def dependence_ratio(episodes: Iterable[Any]) -> float | None:
    """TP@5 / independence baseline; None when the baseline is 0."""
    return _point(episodes)["ratio"]


def _group(
    name: str, n_tasks: int, n_eps: int, value: np.ndarray, lo: np.ndarray | None, hi: np.ndarray | None
) -> GroupMetrics:
    """Package one row of values and bounds as GroupMetrics."""

    def est(j: int) -> Estimate:
        if lo is None or hi is None:
            return Estimate(_f(value[j]))
        v = _f(value[j])
        return Estimate(v, None if v is None else _f(lo[j]), None if v is None else _f(hi[j]))

    return GroupMetrics(
        name=name,
        n_tasks=n_tasks,
        n_episodes=n_eps,
        tp=est(0),
        countable_tp=est(1),
        tp5=est(2),
        cpt=est(3),
        apr=est(4),
        p_k=[est(j) for j in range(5, 10)],
        baseline=est(10),
        ratio=est(11),
    )


def summarize(
    episodes: Iterable[Any],
    *,
    n_resamples: int = DEFAULT_RESAMPLES,
    seed: int = DEFAULT_SEED,
    percentiles: tuple[float, float] = DEFAULT_PERCENTILES,
) -> RunMetrics:
    """All metrics of one run: per suite, overall, with bootstrap intervals (0 resamples: none)."""
    eps = _canonical(episodes)
    d = _data(eps)
    point = _groups(d, np.arange(len(eps))[None, :])[0]
    lo = hi = None
    if n_resamples > 0:
        rng = np.random.default_rng(seed)
        boot = np.concatenate([_groups(d, idx) for idx in _resample(d, n_resamples, rng, _chunk(len(eps)))])
        lo, hi = _percentiles(boot, percentiles)
    ns = len(d.suites)

    def row(j: int, name: str, n_tasks: int, n_eps: int) -> GroupMetrics:
        return _group(
            name, n_tasks, n_eps, point[j], None if lo is None else lo[j], None if hi is None else hi[j]
        )

    suites = {
        name: row(s, name, int((d.task_suite == s).sum()), int((d.ep_suite == s).sum()))
        for s, name in enumerate(d.suites)
    }
    multi = max(Counter((e.suite, e.task_id) for e in eps).values()) > 1
    return RunMetrics(
        n_episodes=len(eps),
        n_tasks=len(d.tasks),
        n_resamples=n_resamples,
        seed=seed,
        percentiles=tuple(percentiles),  # type: ignore[arg-type]
        overall=row(ns, OVERALL, len(d.tasks), len(eps)),
        overall_micro=row(ns + 1, OVERALL_MICRO, len(d.tasks), len(eps)),
        suites=suites,
        attribution=transition_attribution(eps),
        mechanisms=failure_mechanisms(eps),
        epochs=epoch_metrics(eps) if multi else None,
        infrastructure_errors=sum(e.infrastructure_error is not None for e in eps),
    )


# ---------------------------------------------------------------------------------------------
# Several epochs per task.


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
    for e in _canonical(episodes):
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


# ---------------------------------------------------------------------------------------------
# Paired comparison of two runs.


def _pairs(a: Iterable[Any], b: Iterable[Any]) -> tuple[list[Episode], list[Episode], int, int]:
    """Episodes of A and B paired by (task_id, epoch), labelled with A's suite."""
    ma: dict[tuple[str, int], Episode] = {}
    mb: dict[tuple[str, int], Episode] = {}
    for m, eps in ((ma, as_episodes(a)), (mb, as_episodes(b))):
        for e in eps:
            if e.key in m:
                raise ValueError(f"duplicate episode {e.key}")
            m[e.key] = e
    common = sorted(ma.keys() & mb.keys())
    if not common:
        raise ValueError("the runs share no (task_id, epoch) episode")
    pa = [ma[k] for k in common]
    pb = [replace(mb[k], suite=ma[k].suite) for k in common]
    return pa, pb, len(ma) - len(common), len(mb) - len(common)


def compare_runs(
    a: Iterable[Any],
    b: Iterable[Any],
    *,
    n_resamples: int = DEFAULT_RESAMPLES,
    seed: int = DEFAULT_SEED,
    percentiles: tuple[float, float] = DEFAULT_PERCENTILES,
) -> Comparison:
    """Paired bootstrap of B - A for TP and TP@5 (overall) and exact McNemar on paired slots.

    Episodes pair by (task_id, epoch); unpaired ones are counted and left out. Each bootstrap
    resample draws the same pairs for both runs (stratified by A's suite).
    """
    pa, pb, ua, ub = _pairs(a, b)
    da, db = _data(pa), _data(pb)
    whole = np.arange(len(pa))[None, :]
    at = len(da.suites)
    va, vb = _groups(da, whole)[0, at], _groups(db, whole)[0, at]
    lo = hi = None
    if n_resamples > 0:
        rng = np.random.default_rng(seed)
        diffs = [
            _groups(db, idx)[:, at] - _groups(da, idx)[:, at]
            for idx in _resample(da, n_resamples, rng, _chunk(len(pa)))
        ]
        lo, hi = _percentiles(np.concatenate(diffs), percentiles)

    def diff(j: int) -> Estimate:
        return Estimate(
            _f(vb[j] - va[j]), None if lo is None else _f(lo[j]), None if hi is None else _f(hi[j])
        )

    sa = np.array([[s.passed for s in e.slots] for e in pa])
    sb = np.array([[s.passed for s in e.slots] for e in pb])
    a_only, b_only = int((sa & ~sb).sum()), int((~sa & sb).sum())
    p = binomtest(a_only, a_only + b_only, 0.5).pvalue if a_only + b_only else 1.0
    return Comparison(
        n_pairs=len(pa),
        unpaired_a=ua,
        unpaired_b=ub,
        tp_a=float(va[0]),
        tp_b=float(vb[0]),
        tp_diff=diff(0),
        tp5_a=float(va[2]),
        tp5_b=float(vb[2]),
        tp5_diff=diff(2),
        mcnemar=McNemar(
            both_passed=int((sa & sb).sum()),
            a_only=a_only,
            b_only=b_only,
            both_failed=int((~sa & ~sb).sum()),
            p_value=float(p),
        ),
        n_resamples=n_resamples,
        seed=seed,
    )
