"""The official reliability metrics, pooled over every episode of the selection.

These are the published definitions, computed the way the official harness computes them:
numerators and denominators are summed over all episodes (never averaged per task or suite).

- **TP** = passed slots / requested slots (blocked and unreached slots are failures).
- **countable TP** = passed slots / slots that are not ``no_response`` (a provider that never
  answered); blocked slots stay in the denominator.
- **TP@5** = episodes whose five slots all passed / episodes.
- **CPT** = mean length of the initial unbroken run of passed slots (0–5).
- **APR** = over transitions k-1 → k (k = 2..5) where slot k-1 passed and slot k's response was
  received: those where slot k passed / all of them; ``None`` when there are none.
- **p_k** = share of episodes passing position k; **baseline** = Π p_k; **ratio** = TP@5 / baseline.

    >>> tp(["PPFPP", "PPPPP"]), tp_at_5(["PPFPP", "PPPPP"]), cpt(["PPFPP", "PPPPP"])
    (0.9, 0.5, 3.5)
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from evogen.metrics.episodes import Episode, K, as_episodes


@dataclass(frozen=True)
class EpisodeCounts:
    """One episode's contribution to every pooled metric."""

    passed: int
    countable: int
    countable_passed: int
    all_passed: bool
    cpt: int
    apr_num: int
    apr_den: int
    passes: tuple[bool, ...]

    @classmethod
    def of(cls, episode: Episode) -> EpisodeCounts:
        passes = tuple(s.passed for s in episode.slots)
        received = [s.response_received for s in episode.slots]
        run = 0
        for p in passes:
            if not p:
                break
            run += 1
        eligible = [k for k in range(1, K) if passes[k - 1] and received[k]]
        return cls(
            passed=sum(passes),
            countable=sum(s.countable for s in episode.slots),
            countable_passed=sum(s.passed and s.countable for s in episode.slots),
            all_passed=all(passes),
            cpt=run,
            apr_num=sum(passes[k] for k in eligible),
            apr_den=len(eligible),
            passes=passes,
        )


def _ratio(num: float, den: float) -> float | None:
    return num / den if den else None


def pooled(counts: list[EpisodeCounts]) -> dict[str, Any]:
    """Every official metric of a list of episode counts (the selection), pooled."""
    n = len(counts)
    p_k = [sum(c.passes[k] for c in counts) / n if n else None for k in range(K)]
    baseline = math.prod(p for p in p_k if p is not None) if n else None
    tp5 = _ratio(sum(c.all_passed for c in counts), n)
    return {
        "episodes": n,
        "requested_turns": n * K,
        "passed_turns": sum(c.passed for c in counts),
        "tp": _ratio(sum(c.passed for c in counts), n * K),
        "countable_tp": _ratio(sum(c.countable_passed for c in counts), sum(c.countable for c in counts)),
        "tp5": tp5,
        "cpt": _ratio(sum(c.cpt for c in counts), n),
        "apr_num": sum(c.apr_num for c in counts),
        "apr_den": sum(c.apr_den for c in counts),
        "apr": _ratio(sum(c.apr_num for c in counts), sum(c.apr_den for c in counts)),
        "p_k": p_k,
        "baseline": baseline,
        "ratio": (tp5 / baseline) if (tp5 is not None and baseline) else None,
    }


def official_metrics(episodes: Iterable[Any]) -> dict[str, Any]:
    """All official metrics of the selection as one dict (``p_k`` a list of five)."""
    eps = as_episodes(episodes)
    if not eps:
        raise ValueError("no episodes")
    return pooled([EpisodeCounts.of(e) for e in eps])


def tp(episodes: Iterable[Any]) -> float:
    """Turn pass rate: passed slots / requested slots, pooled over episodes."""
    return official_metrics(episodes)["tp"]  # type: ignore[no-any-return]


def countable_tp(episodes: Iterable[Any]) -> float | None:
    """Turn pass rate leaving out only ``no_response`` slots; None if every slot had none."""
    return official_metrics(episodes)["countable_tp"]  # type: ignore[no-any-return]


def tp_at_5(episodes: Iterable[Any]) -> float:
    """Share of episodes whose five slots all passed."""
    return official_metrics(episodes)["tp5"]  # type: ignore[no-any-return]


def cpt(episodes: Iterable[Any]) -> float:
    """Mean length of the initial unbroken run of passed slots."""
    return official_metrics(episodes)["cpt"]  # type: ignore[no-any-return]


def apr(episodes: Iterable[Any]) -> float | None:
    """Adjacent pass rate over eligible transitions, pooled; None when none is eligible."""
    return official_metrics(episodes)["apr"]  # type: ignore[no-any-return]


def pass_rate_by_position(episodes: Iterable[Any]) -> list[float]:
    """p_k for k = 1..5: the share of episodes passing position k."""
    return official_metrics(episodes)["p_k"]  # type: ignore[no-any-return]


def independence_baseline(episodes: Iterable[Any]) -> float:
    """Π p_k: the TP@5 expected if positions passed independently."""
    return official_metrics(episodes)["baseline"]  # type: ignore[no-any-return]


def dependence_ratio(episodes: Iterable[Any]) -> float | None:
    """TP@5 / independence baseline; None when the baseline is 0."""
    return official_metrics(episodes)["ratio"]  # type: ignore[no-any-return]
