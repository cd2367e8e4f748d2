"""Every task proves itself, within CI's budget as the benchmark grows.

* Every task passes the static contract audit (sentence ties, severity rule, mutants tied to the
  sentence they violate, a blind alternative, at least ten mutants spread over all turns).
* Every task is *fresh* in the validation ledger: fully validated (reference and alternatives pass
  all five turns; every mutant fails on exactly the requirements it names) on exactly this task
  content and this harness. Re-validate what went stale with ``evogen tasks validate --changed``.
* A fixed sample, stratified by suite, is re-proved here in quick mode, so drift the digests cannot
  see (another Chromium, another Node) still shows.
"""

from __future__ import annotations

import pytest

import evogen
from evogen.tasks.audit import audit_task
from evogen.tasks.ledger import Ledger, sample
from evogen.tasks.prove import validate_task

TASKS = evogen.list_tasks()
SAMPLE = sample(TASKS, 1)


def test_every_task_passes_the_contract_audit():
    problems = []
    for task_id in TASKS:
        audit = audit_task(evogen.get_task(task_id))
        problems += [f"{task_id}: {p}" for p in audit.problems]
        assert sum(audit.mutants_per_turn) >= 10 and audit.blind_alternatives, task_id
    assert not problems, "\n".join(problems)


def test_every_task_is_fresh_in_the_validation_ledger():
    book = Ledger.load()
    stale = {t: s for t in TASKS if (s := book.freshness(t, evogen.get_task(t).root)) != "fresh"}
    assert not stale, (f"{len(stale)} task(s) not validated on this content and harness: {stale}. Run "
                       "`evogen tasks validate --changed` and commit tasks/validation-ledger.json")
    for t in TASKS:
        entry = book.tasks[t]
        assert entry.reference == ["passed"] * 5 and entry.caught == entry.mutants >= 10, t
        assert all(n == 5 for n in entry.alternatives.values()) and any(a.startswith("blind") for a in entry.alternatives)


@pytest.mark.timeout(1800)
@pytest.mark.parametrize("task_id", SAMPLE)
def test_sampled_task_still_proves_itself(task_id, host):
    report = validate_task(task_id, host, quick=True)
    assert report.ok, "\n".join(report.problems)
    assert report.reference == ["passed"] * 5
    assert all(outcomes == ["passed"] * 5 for outcomes in report.alternatives.values())
    assert report.false_pass == 0 and report.false_fail == 0
    assert len(report.mutants) >= 10 and all(m.ok for m in report.mutants)
    if task_id.startswith("tool-grounded/"):
        assert 6 <= report.tools <= 22


def test_suites_have_ten_tasks_and_blind_alternatives():
    for suite in ("presentation", "interaction", "tool-grounded"):
        ids = evogen.list_tasks(suite)
        assert len(ids) >= 10, f"{suite}: {len(ids)} tasks"
        assert all(any(a.startswith("blind") for a in evogen.get_task(t).alternatives()) for t in ids), suite
