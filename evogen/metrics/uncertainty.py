"""Bootstrap intervals over whole episodes.

:func:`episode_bootstrap` is the official procedure: ``random.Random(seed)``, each resample
draws as many episodes as the selection has with ``randrange`` (one draw after another, resample
after resample), metrics are pooled over the resample, and the interval is the linear 2.5th and
97.5th percentile of the defined values. Given the episodes in the same order it returns the
official code's intervals to the digit. :func:`stratified_bootstrap` is an extra: it resamples
within each suite, keeping suite sizes fixed.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from evogen.metrics.official import EpisodeCounts

DEFAULT_RESAMPLES = 1000
DEFAULT_SEED = 7
DEFAULT_PERCENTILES = (2.5, 97.5)
# every metric the bootstrap gives an interval for; p1..p5 are the positions
NAMES = ("tp", "countable_tp", "tp5", "cpt", "apr", "p1", "p2", "p3", "p4", "p5", "baseline", "ratio")


@dataclass(frozen=True)
class Interval:
    low: float | None
    high: float | None


def linear_percentile(ordered: Sequence[float], q: float) -> float:
    """Percentile ``q`` (0–1) of sorted values with linear interpolation between neighbours."""
    index = (len(ordered) - 1) * q
    lo, hi = math.floor(index), math.ceil(index)
    if lo == hi:
        return float(ordered[lo])
    weight = index - lo
    return float(ordered[lo] * (1 - weight) + ordered[hi] * weight)


def _columns(counts: list[EpisodeCounts]) -> dict[str, np.ndarray]:
    return {
        "passed": np.array([c.passed for c in counts], dtype=float),
        "countable": np.array([c.countable for c in counts], dtype=float),
        "countable_passed": np.array([c.countable_passed for c in counts], dtype=float),
        "all_passed": np.array([c.all_passed for c in counts], dtype=float),
        "cpt": np.array([c.cpt for c in counts], dtype=float),
        "apr_num": np.array([c.apr_num for c in counts], dtype=float),
        "apr_den": np.array([c.apr_den for c in counts], dtype=float),
        "passes": np.array([c.passes for c in counts], dtype=float).reshape(len(counts), 5),
    }


def _pooled_resamples(cols: dict[str, np.ndarray], idx: np.ndarray) -> dict[str, np.ndarray]:
    """Pooled metrics for each resample (rows of ``idx``); NaN where a metric is undefined."""
    n = idx.shape[1]
    s = {k: v[idx].sum(axis=1) for k, v in cols.items()}
    with np.errstate(invalid="ignore", divide="ignore"):
        p = s["passes"] / n
        base = p.prod(axis=1)
        tp5 = s["all_passed"] / n
        out = {
            "tp": s["passed"] / (n * 5),
            "countable_tp": np.where(s["countable"] > 0, s["countable_passed"] / np.maximum(s["countable"], 1), np.nan),
            "tp5": tp5,
            "cpt": s["cpt"] / n,
            "apr": np.where(s["apr_den"] > 0, s["apr_num"] / np.maximum(s["apr_den"], 1), np.nan),
            "baseline": base,
            "ratio": np.where(base > 0, tp5 / np.where(base > 0, base, 1.0), np.nan),
        }
    for k in range(5):
        out[f"p{k + 1}"] = p[:, k]
    return out


def _intervals(values: dict[str, list[np.ndarray]], percentiles: tuple[float, float]) -> dict[str, Interval]:
    out = {}
    for name in NAMES:
        joined = np.concatenate(values[name]) if values[name] else np.array([])
        defined = sorted(float(v) for v in joined if not math.isnan(v))
        if not defined:
            out[name] = Interval(None, None)
        else:
            out[name] = Interval(linear_percentile(defined, percentiles[0] / 100),
                                 linear_percentile(defined, percentiles[1] / 100))
    return out


def episode_bootstrap(counts: list[EpisodeCounts], *, n_resamples: int = DEFAULT_RESAMPLES,
                      seed: int = DEFAULT_SEED,
                      percentiles: tuple[float, float] = DEFAULT_PERCENTILES) -> dict[str, Interval]:
    """The official bootstrap: whole episodes drawn with ``random.Random(seed).randrange``."""
    if n_resamples <= 0 or not counts:
        return {name: Interval(None, None) for name in NAMES}
    rng = random.Random(seed)
    n = len(counts)
    cols = _columns(counts)
    values: dict[str, list[np.ndarray]] = {name: [] for name in NAMES}
    chunk = max(1, 2_000_000 // n)
    done = 0
    while done < n_resamples:
        b = min(chunk, n_resamples - done)
        idx = np.array([[rng.randrange(n) for _ in range(n)] for _ in range(b)], dtype=np.int64)
        for name, v in _pooled_resamples(cols, idx).items():
            values[name].append(v)
        done += b
    return _intervals(values, percentiles)


def stratified_bootstrap(counts: list[EpisodeCounts], strata: Sequence[str], *,
                         n_resamples: int = DEFAULT_RESAMPLES, seed: int = DEFAULT_SEED,
                         percentiles: tuple[float, float] = DEFAULT_PERCENTILES) -> dict[str, Interval]:
    """Extra, not official: each resample draws every stratum's episodes within that stratum."""
    if n_resamples <= 0 or not counts:
        return {name: Interval(None, None) for name in NAMES}
    rng = np.random.default_rng(seed)
    groups = [np.flatnonzero(np.array(strata) == s) for s in sorted(set(strata))]
    cols = _columns(counts)
    values: dict[str, list[np.ndarray]] = {name: [] for name in NAMES}
    idx = np.concatenate([g[rng.integers(0, len(g), size=(n_resamples, len(g)))] for g in groups], axis=1)
    for name, v in _pooled_resamples(cols, idx).items():
        values[name].append(v)
    return _intervals(values, percentiles)
