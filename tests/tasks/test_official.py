"""Importing the official benchmark's task files — its suite names, wrapper, turn fields, context,
difficulty and evidence — and running tool-grounded ones on backends written to its interface.
The fixtures (tests/fixtures/official) are written for evogen in that format; no official file
is copied."""

from __future__ import annotations

import json
from pathlib import Path

import evogen
from evogen.tasks.model import load_task
from evogen.tasks.official import import_tasks

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "official"
BACKENDS = FIXTURES / "checkout" / "runtime" / "tool_backends"


def test_wrapper_suites_turn_fields_context_difficulty_and_evidence(tmp_path):
    report = import_tasks([FIXTURES / "wrapped_tasks.json"], tmp_path, backends=BACKENDS)
    assert report.errors == {} and report.unavailable_backend == {}
    assert set(report.imported) == {"presentation/001", "interaction/001", "tool-grounded/001"}
    pres = load_task(tmp_path / "presentation" / "001")
    assert pres.difficulty == "level_5" and pres.origin.endswith("#pres_garden_plot")
    assert pres.context.startswith("A board of community garden plots")
    assert pres.turns[2].request.startswith("Pantry request 3")  # from `query`, ordered by `turn_index`
    tool = load_task(tmp_path / "tool-grounded" / "001")
    assert tool.difficulty == "very_hard"
    assert "Volunteers reserve pantry items" in tool.context and "food pantry reservation console" in tool.context
    statement = tool.turns[0].requirements[1].statement
    assert "After: reserve Rice" in statement and "pantry_check_availability" in statement
    assert "runtime tool logs" in statement  # the surface to judge from
    assert load_task(tmp_path / "interaction" / "001").origin.endswith("#int_seed_swap")


def test_tool_grounded_without_backends_is_reported_not_dropped(tmp_path):
    report = import_tasks([FIXTURES / "single_tool_task.json"], tmp_path)
    assert report.imported == {} and "--backends" in report.unavailable_backend["tg_pantry_share"]
    report = import_tasks([FIXTURES / "single_tool_task.json"], tmp_path, backends=tmp_path)
    assert "no backend 'pantry_share_v1'" in report.unavailable_backend["tg_pantry_share"]


def test_official_backend_runs_behind_the_runtime_interface(tmp_path):
    import_tasks([FIXTURES / "single_tool_task.json"], tmp_path, backends=BACKENDS)
    task = load_task(tmp_path / "tool-grounded" / "001")
    cls = task.runtime_class()
    contracts = {c["name"]: c for c in cls.contracts()}
    assert contracts["pantry_reserve_item"]["mode"] == "write"
    assert "evidence_token" in contracts["pantry_reserve_item"]["input_schema"]["properties"]
    runtime = task.new_runtime()
    stale = runtime.call("pantry_reserve_item",
                         {"pantry_id": "pantry_main", "item_id": "rice", "evidence_token": "x"})
    assert stale.ok and stale.result["success"] is False  # the backend's own refusal, as a result
    token = runtime.call("pantry_check_availability", {"pantry_id": "pantry_main", "item_id": "rice"}).result
    done = runtime.call("pantry_reserve_item", {"pantry_id": "pantry_main", "item_id": "rice",
                                                 "evidence_token": token["evidence_token"]})
    assert done.ok and done.result["reservation"]["reservation_id"] == "R-1" and done.delta
    bad = runtime.call("pantry_list_items", {"pantry_id": "elsewhere"})
    assert not bad.ok and bad.error["code"] == "invalid_arguments"  # the input schema's enum
    raised = runtime.call("pantry_check_availability", {"pantry_id": "pantry_main", "item_id": "flour"})
    assert not raised.ok and raised.error["code"] == "unknown_item"  # a backend exception is the tool's error
    snapshot = runtime.snapshot()
    assert snapshot["pantry_share_v1"]["stock"]["rice"] == 3 and snapshot["writes"][0]["tool"] == "pantry_reserve_item"
    copy = runtime.fork()
    copy.call("pantry_guess_demand", {"pantry_id": "pantry_main"})
    assert runtime.snapshot() == snapshot  # forks are throwaway
    fresh = task.new_runtime()
    fresh.restore(snapshot)
    assert fresh.state_hash() == runtime.state_hash()
    from evogen.tasks.views import public_view

    public = public_view(task)
    assert {t["name"] for t in public["tools"]} == set(contracts)
    json.dumps(public)


def test_native_tasks_still_need_checks_and_labels():
    assert all(r.check and r.mechanism for t in evogen.get_task("interaction/001").turns for r in t.requirements)
