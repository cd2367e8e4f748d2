"""Agreement statistics for validating an evaluator against labels, and leaderboards against each other.

All functions are pure; inputs are equal-length sequences of labels (any hashable) or scores.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass

from scipy import stats


def _pair(a: Sequence[Hashable], b: Sequence[Hashable]) -> None:
    if len(a) != len(b):
        raise ValueError(f"sequences differ in length: {len(a)} vs {len(b)}")
    if not a:
        raise ValueError("no items")


def accuracy(predicted: Sequence[Hashable], labels: Sequence[Hashable]) -> float:
    """Share of items where the prediction equals the label."""
    _pair(predicted, labels)
    return sum(p == t for p, t in zip(predicted, labels)) / len(labels)


def cohens_kappa(a: Sequence[Hashable], b: Sequence[Hashable]) -> float:
    """Cohen's kappa: (p_o - p_e) / (1 - p_e) with p_e from each rater's own marginals."""
    _pair(a, b)
    n = len(a)
    p_o = accuracy(a, b)
    ca, cb = Counter(a), Counter(b)
    p_e = sum(ca[k] * cb[k] for k in set(ca) | set(cb)) / (n * n)
    return 1.0 if p_e == 1 else (p_o - p_e) / (1 - p_e)


def gwets_ac1(a: Sequence[Hashable], b: Sequence[Hashable], categories: Sequence[Hashable] | None = None) -> float:
    """Gwet's AC1 for two raters: p_e = Σ_k π_k (1 − π_k) / (q − 1), π_k the mean share of category k."""
    _pair(a, b)
    cats = list(categories) if categories is not None else sorted(set(a) | set(b), key=str)
    q = len(cats)
    if q < 2:
        return 1.0
    n = len(a)
    ca, cb = Counter(a), Counter(b)
    pi = {k: (ca[k] + cb[k]) / (2 * n) for k in cats}
    p_e = sum(p * (1 - p) for p in pi.values()) / (q - 1)
    p_o = accuracy(a, b)
    return 1.0 if p_e == 1 else (p_o - p_e) / (1 - p_e)


def pairwise_ranking_accuracy(predicted: Sequence[float], reference: Sequence[float]) -> float:
    """Over pairs the reference orders strictly: share the prediction orders the same way (ties count ½)."""
    _pair(predicted, reference)
    agree = total = 0.0
    for i in range(len(reference)):
        for j in range(i + 1, len(reference)):
            if reference[i] == reference[j]:
                continue
            total += 1
            d_ref = reference[i] - reference[j]
            d_pred = predicted[i] - predicted[j]
            agree += 0.5 if d_pred == 0 else float((d_pred > 0) == (d_ref > 0))
    if total == 0:
        raise ValueError("the reference orders no pair strictly")
    return agree / total


@dataclass(frozen=True)
class RankCorrelation:
    spearman: float
    spearman_p: float
    kendall: float
    kendall_p: float
    n: int


def rank_correlation(board_a: Mapping[str, float], board_b: Mapping[str, float]) -> RankCorrelation:
    """Spearman's rho and Kendall's tau between two leaderboards (system -> score), on shared systems."""
    shared = sorted(set(board_a) & set(board_b))
    if len(shared) < 3:
        raise ValueError(f"need at least 3 systems on both leaderboards, got {len(shared)}")
    xa = [board_a[s] for s in shared]
    xb = [board_b[s] for s in shared]
    rho = stats.spearmanr(xa, xb)
    tau = stats.kendalltau(xa, xb)
    return RankCorrelation(float(rho.statistic), float(rho.pvalue), float(tau.statistic), float(tau.pvalue),
                           len(shared))
