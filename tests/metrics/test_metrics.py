"""Metrics: the worked examples of design.md §8, hand-computed values, and properties."""

from __future__ import annotations

import math
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy.stats import binomtest

from evogen.metrics import (
    apr,
    as_episodes,
    compare_runs,
    countable_tp,
    cpt,
    dependence_ratio,
    epoch_metrics,
    failure_mechanisms,
    independence_baseline,
    pass_rate_by_position,
    summarize,
    tp,
    tp_at_5,
    transition_attribution,
)
from evogen.records import EpisodeRecord, Mechanism, Outcome, RequirementResult, TurnResult

CODES = {
    "P": Outcome.PASSED,
    "F": Outcome.FAILED,
    "X": Outcome.BUILD_FAILED,
    "N": Outcome.NO_RESPONSE,
    "B": Outcome.BLOCKED,
}


def req(
    carried: bool, passed: bool, mechanism: Mechanism = Mechanism.AFFORDANCE_BINDING
) -> RequirementResult:
    """A synthetic requirement result."""
    return RequirementResult(
        id="r",
        introduced_at=1,
        statement="s",
        mechanism=mechanism,
        carried=carried,
        passed=passed,
        regression=carried and not passed,
    )


def turn(k: int, code: str, requirements=(), mechanism: Mechanism | None = None) -> TurnResult:
    """A synthetic turn slot from a one-letter outcome code."""
    outcome = CODES[code]
    return TurnResult(
        turn=k,
        outcome=outcome,
        response_received=outcome not in (Outcome.NO_RESPONSE, Outcome.BLOCKED),
        requirements=list(requirements),
        first_failed_mechanism=mechanism,
    )


def record(pattern: str, task: str = "t1", suite: str = "s", epoch: int = 0, slots=None) -> EpisodeRecord:
    """An EpisodeRecord from a pattern such as 'PPFPP'."""
    slots = slots or [turn(k, c) for k, c in enumerate(pattern, start=1)]
    return EpisodeRecord(task_id=task, task_hash="h", suite=suite, policy="p", epoch=epoch, slots=slots)


# --- worked examples (design.md §8) -----------------------------------------------------------


@pytest.mark.parametrize(
    "episodes",
    [
        ["PPFPP", "PPPPP"],
        [[True, True, False, True, True], [True] * 5],
        [[(True, True), (True, True), (False, True), (True, True), (True, True)], [(True, True)] * 5],
        [record("PPFPP", epoch=0), record("PPPPP", epoch=1)],
    ],
)
def test_worked_example_one(episodes):
    assert tp(episodes) == pytest.approx(0.9)
    assert tp_at_5(episodes) == pytest.approx(0.5)
    assert cpt(episodes) == pytest.approx(3.5)
    assert apr(episodes) == pytest.approx(6 / 7)


@pytest.mark.parametrize(
    "episodes", [["PPPPP", "FFFFF"], [record("PPPPP", epoch=0), record("FFFFF", epoch=1)]]
)
def test_worked_example_two(episodes):
    assert pass_rate_by_position(episodes) == pytest.approx([0.5] * 5)
    assert independence_baseline(episodes) == pytest.approx(1 / 32)
    assert dependence_ratio(episodes) == pytest.approx(16)


# --- hand-computed values ---------------------------------------------------------------------


def test_blocked_counts_as_failure_and_countable_tp_drops_only_no_response():
    eps = ["PNBBB"]
    assert tp(eps) == pytest.approx(0.2)
    assert countable_tp(eps) == pytest.approx(1 / 4)
    assert countable_tp(["PXBBB"]) == pytest.approx(0.2)
    # a plain (passed, received) slot that was not received reads as no_response
    assert (
        countable_tp([[(True, True), (False, False), (False, False), (False, False), (False, False)]]) == 1.0
    )
    assert countable_tp(["NBBBB"]) == 0.0  # blocked slots stay in the denominator
    assert countable_tp(["NNNNN"]) is None


def test_apr_eligibility():
    assert apr(["FFFFF"]) is None
    assert apr(["PNBBB"]) is None  # next call got no response: not eligible
    assert apr(["PXBBB"]) == 0.0  # a build failure got a response: eligible and failed
    assert apr(["PFPFP"]) == 0.0


def test_ratio_undefined_when_baseline_zero():
    assert independence_baseline(["PPPPF"]) == 0.0
    assert dependence_ratio(["PPPPF"]) is None


def test_official_metrics_pool_over_episodes_not_tasks():
    eps = [
        record("PPPPP", task="t1", suite="a", epoch=0),
        record("FFFFF", task="t1", suite="a", epoch=1),
        record("PPPPP", task="t2", suite="a"),
        record("FFFFF", task="t3", suite="b"),
    ]
    m = summarize(eps, n_resamples=0)
    assert m.suites["a"].tp.value == pytest.approx(2 / 3)  # 10 of 15 slots, not a mean of task means
    assert m.suites["b"].tp.value == 0.0
    assert m.overall.tp.value == pytest.approx(0.5)  # 10 of 20 slots
    assert m.suite_macro.tp.value == pytest.approx(1 / 3)  # the extra view: mean of the suites
    assert m.overall.tp5.value == pytest.approx(0.5)
    assert [p.value for p in m.overall.p_k] == pytest.approx([0.5] * 5)
    assert m.overall.baseline.value == pytest.approx(0.5**5)
    assert m.overall.ratio.value == pytest.approx(16)
    assert (m.suites["a"].n_tasks, m.suites["a"].n_episodes) == (2, 3)
    assert m.overall.tp.low is None and m.overall.tp.high is None


def test_unbalanced_example_matches_official_numbers():
    """Issue example: PPPPP and PFFFF in one suite, FFFFF in another."""
    two = [record("PPPPP", task="t1", suite="a"), record("PFFFF", task="t2", suite="a")]
    assert apr(two) == pytest.approx(0.8)
    three = [*two, record("FFFFF", task="t3", suite="b")]
    assert tp(three) == pytest.approx(0.40)
    assert tp_at_5(three) == pytest.approx(1 / 3)
    assert cpt(three) == pytest.approx(2.0)
    assert independence_baseline(three) == pytest.approx((2 / 3) * (1 / 3) ** 4)
    assert round(independence_baseline(three), 5) == 0.00823


def test_five_slots_required():
    with pytest.raises(ValueError):
        as_episodes(["PPPP"])
    with pytest.raises(ValueError):
        tp([[True] * 6])
    with pytest.raises(ValueError):
        tp([record("PPPPP").model_dump(mode="json") | {"slots": []}])
    short = EpisodeRecord.model_construct(task_id="t", suite="s", epoch=0, policy="p", slots=[turn(1, "P")])
    with pytest.raises(ValueError):
        summarize([short])


def test_inconsistent_plain_slot_rejected():
    with pytest.raises(ValueError):
        tp([[(True, False)] * 5])


def _official_bootstrap(patterns: list[str], samples: int = 1000, seed: int = 7) -> dict[str, tuple[float, float]]:
    """The published procedure, written out plainly as a test oracle."""
    rng = random.Random(seed)
    n = len(patterns)
    values: dict[str, list[float]] = {"tp": [], "tp5": [], "cpt": [], "apr": []}
    for _ in range(samples):
        drawn = [patterns[rng.randrange(n)] for _ in range(n)]
        values["tp"].append(sum(p.count("P") for p in drawn) / (5 * n))
        values["tp5"].append(sum(p == "PPPPP" for p in drawn) / n)
        values["cpt"].append(sum(len(p) - len(p.lstrip("P")) for p in drawn) / n)
        num = sum(p[k] == "P" for p in drawn for k in range(1, 5) if p[k - 1] == "P")
        den = sum(1 for p in drawn for k in range(1, 5) if p[k - 1] == "P")
        if den:
            values["apr"].append(num / den)

    def pct(ordered: list[float], q: float) -> float:
        i = (len(ordered) - 1) * q
        lo, hi = math.floor(i), math.ceil(i)
        return ordered[lo] if lo == hi else ordered[lo] * (1 - (i - lo)) + ordered[hi] * (i - lo)

    return {k: (pct(sorted(v), 0.025), pct(sorted(v), 0.975)) for k, v in values.items()}


@pytest.mark.parametrize("patterns", [
    ["PPFPP", "PPPPP", "FFFFF", "PPPPF"],
    ["PPPPP", "PFFFF", "FFFFF", "PPFFF", "PPPPP", "PFPFP", "FPPPP"],
])
def test_bootstrap_is_the_official_procedure(patterns):
    eps = [record(p, task=f"t{i:02d}") for i, p in enumerate(patterns)]
    m = summarize(eps, n_resamples=1000, seed=7)
    expected = _official_bootstrap(patterns)
    for name in ("tp", "tp5", "cpt", "apr"):
        est = getattr(m.overall, name)
        assert (est.low, est.high) == pytest.approx(expected[name], abs=1e-12), name


def test_stratified_bootstrap_is_an_extra():
    eps = [record("PPPPP", task="t1", suite="a"), record("FFFFF", task="t2", suite="b")]
    official = summarize(eps)
    stratified = summarize(eps, bootstrap="stratified")
    assert (official.overall.tp.low, official.overall.tp.high) == (0.0, 1.0)
    # one episode per suite: every stratified resample is the data itself
    assert (stratified.overall.tp.low, stratified.overall.tp.high) == (0.5, 0.5)
    assert stratified.bootstrap == "stratified"


def test_bootstrap_two_episodes_spans_all_resample_means():
    m = summarize(["PPFPP", "PPPPP"])
    assert (m.overall.tp.low, m.overall.tp.high) == pytest.approx((0.8, 1.0))
    assert m.n_resamples == 1000 and m.seed == 7 and m.percentiles == (2.5, 97.5)


def test_epochs_episode_unit():
    eps = [
        record("PPPPP", task="t1", epoch=0),
        record("PPPPP", task="t1", epoch=1),
        record("PPFPP", task="t1", epoch=2),
        *[record("FFFFF", task="t2", epoch=e) for e in range(3)],
    ]
    e = epoch_metrics(eps)
    o = e.overall
    assert (e.min_epochs, e.max_epochs) == (3, 3)
    assert o.pass_hat_k[1] == pytest.approx(1 / 3)  # (2/3 + 0) / 2
    assert o.pass_hat_k[2] == pytest.approx(1 / 6)  # (C(2,2)/C(3,2) + 0) / 2
    assert o.pass_hat_k[3] == pytest.approx(0.0)
    assert o.pass_at_k[2] == pytest.approx(0.5)  # (1 - C(1,2)/C(3,2) + 0) / 2
    assert o.pass_at_k[3] == pytest.approx(0.5)
    assert o.flip_rate == pytest.approx(0.5)
    assert o.baseline_per_task == pytest.approx(1 / 3)  # (1*1*(2/3)*1*1 + 0) / 2
    assert o.tp5 == pytest.approx(1 / 3)
    assert o.ratio == pytest.approx(1.0)
    assert summarize(eps, n_resamples=0).epochs == e


def test_epochs_slot_unit():
    eps = [
        record("PPPPP", task="t1", epoch=0),
        record("PPPPP", task="t1", epoch=1),
        record("PPFPP", task="t1", epoch=2),
        *[record("FFFFF", task="t2", epoch=e) for e in range(3)],
    ]
    o = epoch_metrics(eps, unit="slot").overall
    assert o.pass_hat_k[2] == pytest.approx((4 * 1 + 1 / 3) / 5 / 2)
    assert o.flip_rate == pytest.approx((1 / 5) / 2)


def test_single_epoch_has_no_epoch_section():
    assert summarize(["PPPPP", "FFFFF"][:1], n_resamples=0).epochs is None


def _attribution_episodes():
    reg = [req(carried=True, passed=False)]
    new = [req(carried=False, passed=False)]
    both = reg + new
    e1 = [turn(1, "P"), turn(2, "F", reg, Mechanism.DERIVED_STATE_PROPAGATION), turn(3, "P"),
          turn(4, "F", new, Mechanism.AFFORDANCE_BINDING), turn(5, "P")]  # fmt: skip
    e2 = [turn(1, "P"), turn(2, "F", both, Mechanism.DOMAIN_REPRESENTATION), turn(3, "P"),
          turn(4, "X"), turn(5, "B")]  # fmt: skip
    e3 = [turn(1, "P"), turn(2, "P"), turn(3, "N"), turn(4, "B"), turn(5, "B")]
    return [record("", epoch=i, slots=s) for i, s in enumerate([e1, e2, e3])]


def test_transition_attribution():
    a = transition_attribution(_attribution_episodes())
    t = a.total
    assert (t.eligible, t.passed, t.failed) == (5, 1, 4)
    assert (t.regression, t.new, t.both, t.other) == (1, 1, 1, 1)
    p2, p4 = a.by_position[2], a.by_position[4]
    assert (p2.eligible, p2.passed, p2.regression, p2.both) == (3, 1, 1, 1)
    assert (p4.new, p4.other) == (1, 1)
    assert a.by_position[3].eligible == 0 and a.by_position[5].eligible == 0


def test_failure_mechanisms():
    m = failure_mechanisms(_attribution_episodes())
    assert m.evaluated_failures == 4
    assert m.counts["derived_state_propagation"] == 1
    assert m.counts["affordance_binding"] == 1
    assert m.counts["domain_representation"] == 1
    assert m.counts["unlabelled"] == 1
    assert sum(m.counts.values()) == 4
    assert m.outcomes["blocked"] == 3 and m.outcomes["no_response"] == 1
    assert set(m.counts) == {x.value for x in Mechanism} | {"unlabelled"}


def test_compare_runs():
    a = [record(p, epoch=i) for i, p in enumerate(["PPFPP", "PPPPP", "FFFFF"])]
    b = [record(p, epoch=i) for i, p in enumerate(["PPPPP", "PPPPP", "PFFFF", "PPPPP"])]
    c = compare_runs(a, b)
    assert (c.n_pairs, c.unpaired_a, c.unpaired_b) == (3, 0, 1)
    assert c.tp_a == pytest.approx(0.6) and c.tp_b == pytest.approx(11 / 15)
    assert c.tp_diff.value == pytest.approx(2 / 15)
    assert c.tp5_diff.value == pytest.approx(1 / 3)
    assert c.tp_diff.low <= c.tp_diff.value <= c.tp_diff.high
    assert (c.mcnemar.a_only, c.mcnemar.b_only, c.mcnemar.both_passed, c.mcnemar.both_failed) == (0, 2, 9, 4)
    assert c.mcnemar.p_value == pytest.approx(0.5)
    assert compare_runs(a, b) == c
    assert compare_runs(a, a).mcnemar.p_value == 1.0
    with pytest.raises(ValueError):
        compare_runs(a, [record("PPPPP", task="other")])


def test_mcnemar_exact():
    a = [record("PPPPP", epoch=0), record("PPFFF", epoch=1)]
    b = [record("FPPPP", epoch=0), record("PPPPP", epoch=1)]
    c = compare_runs(a, b, n_resamples=0)
    assert (c.mcnemar.a_only, c.mcnemar.b_only) == (1, 3)
    assert c.mcnemar.p_value == pytest.approx(binomtest(1, 4, 0.5).pvalue)
    assert c.tp_diff.low is None


def test_to_dict_is_plain():
    d = summarize(["PPFPP", "PPPPP"], n_resamples=10).to_dict()
    assert d["overall"]["tp"]["value"] == pytest.approx(0.9)
    assert isinstance(d["attribution"]["total"]["eligible"], int)


# --- properties -------------------------------------------------------------------------------

_outcomes = st.sampled_from(list(Outcome))


@st.composite
def records(draw, min_size: int = 1, max_size: int = 12) -> list[EpisodeRecord]:
    """Episodes over a few tasks and suites with arbitrary outcomes, unique (task, epoch)."""
    n = draw(st.integers(min_size, max_size))
    out = []
    for i in range(n):
        task = draw(st.sampled_from(["t1", "t2", "t3"]))
        suite = {"t1": "a", "t2": "a", "t3": "b"}[task]
        outcomes = draw(st.lists(_outcomes, min_size=5, max_size=5))
        slots = [
            TurnResult(turn=k, outcome=o, response_received=o not in (Outcome.NO_RESPONSE, Outcome.BLOCKED))
            for k, o in enumerate(outcomes, start=1)
        ]
        out.append(EpisodeRecord(task_id=task, task_hash="h", suite=suite, policy="p", epoch=i, slots=slots))
    return out


@settings(max_examples=60, deadline=None)
@given(records())
def test_properties_bounds(eps):
    m = summarize(eps, n_resamples=0).overall
    p = [x.value for x in m.p_k]
    assert m.tp5.value <= min(p) + 1e-12
    assert 0.0 <= m.tp.value <= 1.0
    assert 0.0 <= m.cpt.value <= 5.0
    assert m.cpt.value <= 5 * m.tp.value + 1e-12
    assert m.tp5.value <= m.tp.value + 1e-12
    assert math.isclose(m.baseline.value, math.prod(p), rel_tol=1e-9, abs_tol=1e-15)
    if m.countable_tp.value is not None:
        assert m.countable_tp.value >= m.tp.value - 1e-12


@settings(max_examples=60, deadline=None)
@given(records())
def test_apr_undefined_iff_no_eligible_transition(eps):
    eligible = any(e.slots[k - 1].passed and e.slots[k].response_received for e in eps for k in range(1, 5))
    assert (apr(eps) is None) == (not eligible)
    value = apr(eps)
    assert value is None or 0.0 <= value <= 1.0


@settings(max_examples=30, deadline=None)
@given(st.data())
def test_metrics_unchanged_by_episode_order(data):
    eps = data.draw(records())
    shuffled = data.draw(st.permutations(eps))
    assert summarize(shuffled, n_resamples=50).to_dict() == summarize(eps, n_resamples=50).to_dict()


@settings(max_examples=20, deadline=None)
@given(records(), st.integers(0, 2**32 - 1))
def test_bootstrap_deterministic_with_seed(eps, seed):
    a = summarize(eps, n_resamples=100, seed=seed)
    assert a == summarize(eps, n_resamples=100, seed=seed)
    for g in (a.overall, *a.suites.values()):
        for est in (g.tp, g.tp5, g.cpt):
            assert est.low <= est.value + 1e-12 and est.value <= est.high + 1e-12


@settings(max_examples=30, deadline=None)
@given(st.lists(st.booleans(), max_size=10).filter(lambda s: len(s) != 5))
def test_plain_slot_lists_need_five(slots):
    with pytest.raises(ValueError):
        tp([slots])


@settings(max_examples=40, deadline=None)
@given(records(min_size=2))
def test_epoch_bounds(eps):
    o = epoch_metrics(eps, ks=[1, 2]).overall
    for k in (1, 2):
        if o.pass_hat_k[k] is not None:
            assert o.pass_hat_k[k] <= o.pass_at_k[k] + 1e-12
    assert o.pass_hat_k[1] == pytest.approx(o.pass_at_k[1])
    assert o.pass_hat_k[1] == pytest.approx(o.tp5)
