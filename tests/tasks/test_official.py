"""Import of task files in the reference benchmark's published JSON format (files written here)."""

from __future__ import annotations

import json

import evogen
from evogen.tasks.model import load_task
from evogen.tasks.official import import_tasks


def official(task_id, suite, domain="finance", tools=()):
    return {
        "task_id": task_id, "title": f"Imported {task_id}", "domain": domain, "suite": suite,
        "difficulty": "hard", "tools": [{"name": t} for t in tools], "resources": [], "initial_state": {},
        "turns": [{"turn": k, "prompt": f"Request number {k}.", "query_tags": ["x"]} for k in range(1, 6)],
        "metadata": {"validation_contract": {"validation_scenarios": [
            {"turn": k, "evidence_requirements": [
                {"id": f"req_{k}_a", "surface": "main panel", "expect": f"shows value {k}"},
                {"id": f"req_{k}_b", "surface": "form", "action": "click Save", "expect": "a toast appears"}]}
            for k in range(1, 6)]}},
    }


def test_import_writes_loadable_tasks_and_reports_missing_backends(tmp_path):
    src = tmp_path / "tasks.json"
    src.write_text(json.dumps([
        official("pres_017", "presentation"),
        official("tool_003", "tool_grounded", domain="airline ops", tools=["get_flight", "rebook"]),
        official("tool_004", "tool-grounded", domain="helpdesk", tools=["get_ticket"]),
        {"task_id": "broken", "suite": "interaction", "turns": []},
    ]))
    report = import_tasks([src, tmp_path / "missing.json"], tmp_path / "out")
    assert set(report.imported) == {"presentation/001", "tool-grounded/001"}
    assert "tool_003" in report.unavailable_backend and "get_flight" in report.unavailable_backend["tool_003"]
    assert any("broken" in k for k in report.errors) and any("missing.json" in k for k in report.errors)
    task = load_task(tmp_path / "out" / "presentation" / "001")
    assert task.origin.endswith("#pres_017") and task.difficulty == "hard"
    first = task.turns[0].requirements
    assert [r.id for r in first] == ["req-1-a", "req-1-b"] and first[0].check is None and first[0].mechanism is None
    assert "click Save" in first[1].statement
    assert load_task(tmp_path / "out" / "tool-grounded" / "001").runtime.domain == "helpdesk"


def test_native_tasks_still_need_checks_and_labels():
    assert all(r.check and r.mechanism for t in evogen.get_task("interaction/001").turns for r in t.requirements)
