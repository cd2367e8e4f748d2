"""Everything one run's episodes say, with intervals: :func:`summarize`.

``overall`` and each suite are the official metrics pooled over that selection's episodes,
with the official episode bootstrap. ``suite_macro`` (the mean over suites) is an extra view,
as is a suite-stratified bootstrap (``bootstrap="stratified"``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import asdict, dataclass
from typing import Any, Literal

from evogen.metrics.episodes import Episode, as_episodes, canonical
from evogen.metrics.extras import (
    EpochMetrics,
    MechanismCounts,
    TransitionAttribution,
    epoch_metrics,
    failure_mechanisms,
    transition_attribution,
)
from evogen.metrics.official import EpisodeCounts, pooled
from evogen.metrics.uncertainty import (
    DEFAULT_PERCENTILES,
    DEFAULT_RESAMPLES,
    DEFAULT_SEED,
    Interval,
    episode_bootstrap,
    stratified_bootstrap,
)

OVERALL = "overall"
SUITE_MACRO = "macro over suites (extra)"


class _Dict:
    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready dict of this result."""
        return asdict(self)  # type: ignore[call-overload]


@dataclass
class Estimate(_Dict):
    """A point value with its bootstrap interval (``None`` where undefined or not computed)."""

    value: float | None
    low: float | None = None
    high: float | None = None


@dataclass
class GroupMetrics(_Dict):
    """The official metrics of one selection (overall, or one suite), pooled over its episodes."""

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
    eligible_transitions: int = 0


@dataclass
class RunMetrics(_Dict):
    """Everything computed over one run's episodes."""

    n_episodes: int
    n_tasks: int
    n_resamples: int
    seed: int
    percentiles: tuple[float, float]
    bootstrap: str
    overall: GroupMetrics
    suites: dict[str, GroupMetrics]
    suite_macro: GroupMetrics
    attribution: TransitionAttribution
    mechanisms: MechanismCounts
    epochs: EpochMetrics | None = None
    infrastructure_errors: int = 0


def _group(name: str, eps: list[Episode], intervals: dict[str, Interval] | None) -> GroupMetrics:
    values = pooled([EpisodeCounts.of(e) for e in eps])

    def est(key: str, value: float | None) -> Estimate:
        iv = (intervals or {}).get(key)
        if value is None or iv is None:
            return Estimate(value)
        return Estimate(value, iv.low, iv.high)

    return GroupMetrics(
        name=name, n_tasks=len({e.task_id for e in eps}), n_episodes=len(eps),
        tp=est("tp", values["tp"]), countable_tp=est("countable_tp", values["countable_tp"]),
        tp5=est("tp5", values["tp5"]), cpt=est("cpt", values["cpt"]), apr=est("apr", values["apr"]),
        p_k=[est(f"p{k + 1}", v) for k, v in enumerate(values["p_k"])],
        baseline=est("baseline", values["baseline"]), ratio=est("ratio", values["ratio"]),
        eligible_transitions=values["apr_den"],
    )


def _macro(groups: list[GroupMetrics]) -> GroupMetrics:
    """Mean over groups of each defined point value (no interval)."""

    def mean(values: list[float | None]) -> Estimate:
        defined = [v for v in values if v is not None]
        return Estimate(sum(defined) / len(defined) if defined else None)

    def field(name: str) -> Estimate:
        return mean([getattr(g, name).value for g in groups])

    return GroupMetrics(
        name=SUITE_MACRO, n_tasks=sum(g.n_tasks for g in groups), n_episodes=sum(g.n_episodes for g in groups),
        tp=field("tp"), countable_tp=field("countable_tp"), tp5=field("tp5"), cpt=field("cpt"), apr=field("apr"),
        p_k=[mean([g.p_k[k].value for g in groups]) for k in range(5)], baseline=field("baseline"),
        ratio=field("ratio"), eligible_transitions=sum(g.eligible_transitions for g in groups),
    )


def summarize(
    episodes: Iterable[Any],
    *,
    n_resamples: int = DEFAULT_RESAMPLES,
    seed: int = DEFAULT_SEED,
    percentiles: tuple[float, float] = DEFAULT_PERCENTILES,
    bootstrap: Literal["episodes", "stratified"] = "episodes",
    order: Literal["canonical", "given"] = "canonical",
) -> RunMetrics:
    """All metrics of one run, overall and per suite, with bootstrap intervals (0 resamples: none).

    Episodes are put in canonical order (task id, epoch) first, so results do not depend on the
    order records were written; ``order="given"`` keeps the input order, which is what the
    official code's bootstrap sees.
    """
    every = canonical(episodes) if order == "canonical" else as_episodes(episodes)
    eps = [e for e in every if not e.unfinished]  # the harness failed on these: never scored
    if not eps:
        raise ValueError("no finished episodes to score" if every else "no episodes")

    def intervals(selection: list[Episode]) -> dict[str, Interval]:
        counts = [EpisodeCounts.of(e) for e in selection]
        if bootstrap == "stratified":
            return stratified_bootstrap(counts, [e.suite for e in selection], n_resamples=n_resamples, seed=seed,
                                        percentiles=percentiles)
        if bootstrap != "episodes":
            raise ValueError(f"bootstrap is 'episodes' (official) or 'stratified', not {bootstrap!r}")
        return episode_bootstrap(counts, n_resamples=n_resamples, seed=seed, percentiles=percentiles)

    suites = {}
    for suite in sorted({e.suite for e in eps}):
        selection = [e for e in eps if e.suite == suite]
        suites[suite] = _group(suite, selection, intervals(selection))
    multi = max(Counter(e.key for e in eps).values(), default=1) > 1 or \
        max(Counter(e.task_id for e in eps).values()) > 1
    return RunMetrics(
        n_episodes=len(eps), n_tasks=len({e.task_id for e in eps}), n_resamples=n_resamples, seed=seed,
        percentiles=tuple(percentiles),  # type: ignore[arg-type]
        bootstrap=bootstrap,
        overall=_group(OVERALL, eps, intervals(eps)),
        suites=suites,
        suite_macro=_macro(list(suites.values())),
        attribution=transition_attribution(eps),
        mechanisms=failure_mechanisms(eps),
        epochs=epoch_metrics(eps) if multi else None,
        infrastructure_errors=sum(e.unfinished for e in every),
    )
