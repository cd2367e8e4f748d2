"""Paired comparison of two runs on their common (task, epoch) episodes."""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import asdict, dataclass, replace
from typing import Any

import numpy as np
from scipy.stats import binomtest

from evogen.metrics.episodes import Episode, as_episodes
from evogen.metrics.official import EpisodeCounts, pooled
from evogen.metrics.summary import Estimate
from evogen.metrics.uncertainty import DEFAULT_PERCENTILES, DEFAULT_RESAMPLES, DEFAULT_SEED, linear_percentile


@dataclass
class McNemar:
    """Exact McNemar test on paired turn slots (a_only = passed in A only)."""

    both_passed: int
    a_only: int
    b_only: int
    both_failed: int
    p_value: float


@dataclass
class Comparison:
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

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def _pairs(a: Iterable[Any], b: Iterable[Any]) -> tuple[list[Episode], list[Episode], int, int]:
    """Episodes of A and B paired by (task_id, epoch), in (task_id, epoch) order."""
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
    return [ma[k] for k in common], [replace(mb[k], suite=ma[k].suite) for k in common], \
        len(ma) - len(common), len(mb) - len(common)


def compare_runs(
    a: Iterable[Any],
    b: Iterable[Any],
    *,
    n_resamples: int = DEFAULT_RESAMPLES,
    seed: int = DEFAULT_SEED,
    percentiles: tuple[float, float] = DEFAULT_PERCENTILES,
) -> Comparison:
    """Paired bootstrap of B − A for TP and TP@5 (pooled) and an exact McNemar test on slots.

    Episodes pair by (task_id, epoch); unpaired ones are counted and left out. Each resample
    draws the same pairs for both runs (``random.Random(seed)``, as the official bootstrap).
    """
    pa, pb, ua, ub = _pairs(a, b)
    ca, cb = [EpisodeCounts.of(e) for e in pa], [EpisodeCounts.of(e) for e in pb]
    va, vb = pooled(ca), pooled(cb)
    n = len(pa)
    diffs: dict[str, list[float]] = {"tp": [], "tp5": []}
    if n_resamples > 0:
        rng = random.Random(seed)
        pass_a = np.array([c.passed for c in ca], dtype=float)
        pass_b = np.array([c.passed for c in cb], dtype=float)
        all_a = np.array([c.all_passed for c in ca], dtype=float)
        all_b = np.array([c.all_passed for c in cb], dtype=float)
        for _ in range(n_resamples):
            idx = np.array([rng.randrange(n) for _ in range(n)])
            diffs["tp"].append(float((pass_b[idx].sum() - pass_a[idx].sum()) / (5 * n)))
            diffs["tp5"].append(float((all_b[idx].sum() - all_a[idx].sum()) / n))

    def diff(key: str) -> Estimate:
        value = vb[key] - va[key]
        if not diffs[key]:
            return Estimate(value)
        ordered = sorted(diffs[key])
        return Estimate(value, linear_percentile(ordered, percentiles[0] / 100),
                        linear_percentile(ordered, percentiles[1] / 100))

    sa = np.array([e.passes for e in pa])
    sb = np.array([e.passes for e in pb])
    a_only, b_only = int((sa & ~sb).sum()), int((~sa & sb).sum())
    p = binomtest(a_only, a_only + b_only, 0.5).pvalue if a_only + b_only else 1.0
    return Comparison(
        n_pairs=n, unpaired_a=ua, unpaired_b=ub, tp_a=va["tp"], tp_b=vb["tp"], tp_diff=diff("tp"),
        tp5_a=va["tp5"], tp5_b=vb["tp5"], tp5_diff=diff("tp5"),
        mcnemar=McNemar(both_passed=int((sa & sb).sum()), a_only=a_only, b_only=b_only,
                        both_failed=int((~sa & ~sb).sum()), p_value=float(p)),
        n_resamples=n_resamples, seed=seed,
    )
