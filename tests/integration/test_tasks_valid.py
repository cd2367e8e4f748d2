"""Every task proves itself (``evogen tasks validate`` per task): reference and alternatives pass all
five turns; every mutant fails at its turn on exactly the requirements it names."""

from __future__ import annotations

import pytest

import evogen
from evogen.tasks.prove import validate_task

TASKS = evogen.list_tasks()


@pytest.mark.timeout(2400)
@pytest.mark.parametrize("task_id", TASKS)
def test_task_is_valid(task_id, host):
    report = validate_task(task_id, host)
    assert report.ok, "\n".join(report.problems)
    assert report.reference == ["passed"] * 5
    assert len(report.mutants) >= 3 and all(m.ok for m in report.mutants)
    assert report.false_pass == 0 and report.false_fail == 0
    kinds = {m.kind for m in report.mutants}
    assert "regression" in kinds, f"{task_id} has no regression mutant (kinds: {sorted(kinds)})"
    for m in report.mutants:
        if m.kind == "regression":
            assert m.regressions, f"{task_id}#{m.id} did not register as a regression"
    if task_id.startswith("tool-grounded/"):
        assert 6 <= report.tools <= 22


def test_suites_have_ten_tasks_and_alternatives():
    for suite in ("presentation", "interaction", "tool-grounded"):
        ids = evogen.list_tasks(suite)
        assert len(ids) >= 10, f"{suite}: {len(ids)} tasks"
        assert any(evogen.get_task(t).alternatives() for t in ids), f"{suite}: no task with an alternative solution"
