"""Every task proves itself, within CI's budget as the benchmark grows.

* Every task passes the static contract audit (sentence ties, severity rule, mutants tied to the
  sentence they violate, a blind alternative, at least ten mutants spread over all turns).
* Every task the validation ledger does not show *fresh* (fully validated on exactly this task
  content and this harness) is fully validated here: reference and alternatives pass all five
  turns, every mutant fails on exactly the requirements it names. Keep CI short by re-validating
  what you changed (``evogen tasks validate --changed``) and committing the ledger.
* A fixed sample, stratified by suite, is re-proved here in quick mode every run, so a harness
  regression or drift the digests cannot see (another Chromium, another Node) still shows: the
  reference and the blind alternatives (written from the public view only) over all five turns,
  and a fixed sample of the task's mutants (one per turn and one regression mutant), enough to see
  a harness that lets bugs through or fails correct code without replaying every solution on
  every run (CI's budget: docs/performance.md).
"""

from __future__ import annotations

import hashlib

import pytest

import evogen
from evogen.tasks.audit import audit_task
from evogen.tasks.ledger import Ledger, sample
from evogen.tasks.prove import validate_task

TASKS = evogen.list_tasks()
_LEDGER = Ledger.load()
STALE = [t for t in TASKS if _LEDGER.freshness(t, evogen.get_task(t).root) != "fresh"]
SAMPLE = [t for t in sample(TASKS, 1) if t not in STALE]  # a stale task is validated in full anyway


def test_every_task_passes_the_contract_audit():
    problems = []
    for task_id in TASKS:
        audit = audit_task(evogen.get_task(task_id))
        problems += [f"{task_id}: {p}" for p in audit.problems]
        assert sum(audit.mutants_per_turn) >= 10 and audit.blind_alternatives, task_id
    assert not problems, "\n".join(problems)


def test_fresh_ledger_entries_record_complete_proofs():
    for t in sorted(set(TASKS) - set(STALE)):
        entry = _LEDGER.proof(t, evogen.get_task(t).root)
        assert entry is not None, t
        assert entry.reference == ["passed"] * 5 and entry.caught == entry.mutants >= 10, t
        assert all(n == 5 for n in entry.alternatives.values()), t
        assert any(a.startswith("blind") for a in entry.alternatives), t


@pytest.mark.timeout(3600)
@pytest.mark.parametrize("task_id", STALE)
def test_changed_task_proves_itself_in_full(task_id, host):
    report = validate_task(task_id, host)
    assert report.ok, "\n".join(report.problems)
    assert report.false_pass == 0 and report.false_fail == 0


def mutant_sample(task_id: str, per_turn: int = 1) -> list[str]:
    """Fixed mutant ids: per turn the ``per_turn`` whose ids hash lowest, plus a regression mutant."""
    def rank(m):
        return hashlib.sha256(f"{task_id}:{m.id}".encode()).hexdigest()

    mutants = sorted(evogen.get_task(task_id).mutants, key=rank)
    chosen = [m.id for turn in range(1, 6) for m in [m for m in mutants if m.turn == turn][:per_turn]]
    regression = next((m.id for m in mutants if m.kind == "regression"), None)
    if regression is not None and regression not in chosen:
        chosen.append(regression)
    return chosen


@pytest.mark.timeout(1800)
@pytest.mark.parametrize("task_id", SAMPLE)
def test_sampled_task_still_proves_itself(task_id, host):
    chosen = mutant_sample(task_id)
    blind = sorted(a for a in evogen.get_task(task_id).alternatives() if a.startswith("blind"))
    report = validate_task(task_id, host, quick=True, solutions=blind, mutants=chosen)
    assert report.ok, "\n".join(report.problems)
    assert report.reference == ["passed"] * 5
    assert sorted(report.alternatives) == blind and blind
    assert all(outcomes == ["passed"] * 5 for outcomes in report.alternatives.values())
    assert report.false_pass == 0 and report.false_fail == 0
    assert sorted(m.id for m in report.mutants) == sorted(chosen) and len(chosen) >= 5
    assert all(m.ok for m in report.mutants)
    if task_id.startswith("tool-grounded/"):
        assert 6 <= report.tools <= 22


def test_suites_have_ten_tasks_and_blind_alternatives():
    for suite in ("presentation", "interaction", "tool-grounded"):
        ids = evogen.list_tasks(suite)
        assert len(ids) >= 10, f"{suite}: {len(ids)} tasks"
        assert all(any(a.startswith("blind") for a in evogen.get_task(t).alternatives()) for t in ids), suite
