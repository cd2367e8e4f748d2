"""Reliability metrics: pure functions over five-slot episodes (design.md §8).

The official names — TP, countable TP, TP@5, CPT, APR, p_k, the independence baseline and its
ratio — are pooled over all episodes of the selection, as the official code computes them
(:mod:`evogen.metrics.official`); their intervals come from the official episode bootstrap
(:mod:`evogen.metrics.uncertainty`). Extras answer other questions under their own names:
epochs (pass^k, pass@k, flip rate), transition attribution, failure mechanisms, the macro view
over suites (:mod:`evogen.metrics.extras`), and paired run comparison
(:mod:`evogen.metrics.compare`).

    >>> from evogen.metrics import tp, apr
    >>> tp(["PPPPP", "PFFFF"]), apr(["PPPPP", "PFFFF"])
    (0.6, 0.8)
"""

from evogen.metrics.compare import Comparison, McNemar, compare_runs
from evogen.metrics.episodes import Episode, Slot, as_episodes
from evogen.metrics.extras import (
    AttributionCounts,
    EpochGroup,
    EpochMetrics,
    MechanismCounts,
    TransitionAttribution,
    epoch_metrics,
    failure_mechanisms,
    transition_attribution,
)
from evogen.metrics.official import (
    apr,
    countable_tp,
    cpt,
    dependence_ratio,
    independence_baseline,
    official_metrics,
    pass_rate_by_position,
    tp,
    tp_at_5,
)
from evogen.metrics.summary import OVERALL, SUITE_MACRO, Estimate, GroupMetrics, RunMetrics, summarize
from evogen.metrics.uncertainty import (
    DEFAULT_PERCENTILES,
    DEFAULT_RESAMPLES,
    DEFAULT_SEED,
    episode_bootstrap,
    stratified_bootstrap,
)

__all__ = [
    "DEFAULT_PERCENTILES", "DEFAULT_RESAMPLES", "DEFAULT_SEED", "OVERALL", "SUITE_MACRO",
    "AttributionCounts", "Comparison", "Episode", "EpochGroup", "EpochMetrics", "Estimate", "GroupMetrics",
    "McNemar", "MechanismCounts", "RunMetrics", "Slot", "TransitionAttribution",
    "apr", "as_episodes", "compare_runs", "countable_tp", "cpt", "dependence_ratio", "episode_bootstrap",
    "epoch_metrics", "failure_mechanisms", "independence_baseline", "official_metrics",
    "pass_rate_by_position", "stratified_bootstrap", "summarize", "tp", "tp_at_5", "transition_attribution",
]
