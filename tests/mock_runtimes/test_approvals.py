"""The approvals mock domain: schemas, the validate -> approve chain, budgets, decoys, near misses,
errors and exact snapshot/restore."""

from __future__ import annotations

import pytest

from mock_runtimes import load_runtime, runtime_class
from mock_runtimes.approvals import RUNTIME, Approvals
from tests.mock_runtimes.calls import assert_tool_set

READS = {"list_requests", "get_request", "list_cost_centres", "get_budget", "get_budget_snapshot_cached",
         "list_approvers", "get_policy_limits", "list_payments", "validate_request"}
WRITES = {"approve_request", "reject_request", "flag_for_review", "create_request", "draft_payment",
          "release_payment"}


@pytest.fixture()
def rt() -> Approvals:
    return load_runtime("approvals")  # type: ignore[return-value]


def ok(rt: Approvals, name: str, **args):
    rec = rt.call(name, args)
    assert rec.ok, rec.error
    return rec.result


def err(rt: Approvals, name: str, **args) -> str:
    rec = rt.call(name, args)
    assert not rec.ok, rec.result
    return rec.error["code"]


def approve(rt: Approvals, request_id: str, approver: str = "AP-1") -> dict:
    got = ok(rt, "get_request", request_id=request_id)
    val = ok(rt, "validate_request", request_id=request_id, approver_id=approver, evidence_token=got["evidence_token"])
    return ok(rt, "approve_request", request_id=request_id, approver_id=approver, version=val["version"],
              validation_token=val["validation_token"])


# --- schemas ----------------------------------------------------------------------------------
def test_registered_and_tool_set():
    assert runtime_class("approvals") is RUNTIME is Approvals
    assert_tool_set(Approvals, READS, WRITES, (10, 16))


def test_specific_schemas():
    by = {c["name"]: c for c in Approvals.contracts()}
    assert set(by["approve_request"]["input_schema"]["required"]) == {"request_id", "approver_id", "version",
                                                                      "validation_token"}
    assert by["approve_request"]["input_schema"]["properties"]["version"]["type"] == "integer"
    assert set(by["reject_request"]["input_schema"]["required"]) == {"request_id", "approver_id", "evidence_token",
                                                                     "reason"}
    assert by["reject_request"]["input_schema"]["properties"]["reason"]["minLength"] == 5
    assert by["create_request"]["input_schema"]["properties"]["amount"]["exclusiveMinimum"] == 0
    assert "validation_token" in by["validate_request"]["output_schema"]["properties"]
    assert "Not authoritative" in by["get_budget_snapshot_cached"]["description"]
    assert "stays submitted" in by["flag_for_review"]["description"]
    assert "Nothing is paid" in by["draft_payment"]["description"]


# --- reads ------------------------------------------------------------------------------------
def test_fixture_is_consistent(rt):
    for c in rt.state.cost_centres.values():
        assert c.remaining == round(c.budget - c.approved_total, 2)
    assert rt.state.cost_centres["CC-410"].remaining == 8750.00
    for r in rt.state.requests.values():
        assert r.cost_centre in rt.state.cost_centres
        assert r.category in rt.state.policy_limits


def test_list_requests_filters(rt):
    out = ok(rt, "list_requests", status="submitted", kind="expense", cost_centre="CC-410")
    assert [r["id"] for r in out["requests"]] == ["EX-2041", "EX-2042", "EX-2044", "EX-2047"]
    all_ids = [r["id"] for r in ok(rt, "list_requests")["requests"]]
    assert all_ids == sorted(all_ids)


def test_budget_live_vs_cached_decoy(rt):
    live = ok(rt, "get_budget", cost_centre="CC-410")
    assert live["remaining"] == 8750.00 and live["budget"] == 48000.00
    assert live["pending_total"] == round(412.80 + 236.50 + 189.99 + 300.00 + 1850.00, 2)
    cached = ok(rt, "get_budget_snapshot_cached")
    assert cached["authoritative"] is False
    assert {r["cost_centre"]: r["remaining"] for r in cached["rows"]}["CC-410"] == 9980.00
    approve(rt, "EX-2041")
    assert ok(rt, "get_budget", cost_centre="CC-410")["remaining"] == 8337.20
    assert ok(rt, "get_budget_snapshot_cached") == cached  # the decoy never follows


def test_reads_do_not_change_state(rt):
    before = rt.state_hash()
    for name, args in [("list_requests", {}), ("get_request", {"request_id": "EX-2041"}),
                       ("list_cost_centres", {}), ("get_budget", {"cost_centre": "CC-420"}),
                       ("get_budget_snapshot_cached", {}), ("list_approvers", {"cost_centre": "CC-410"}),
                       ("get_policy_limits", {}), ("list_payments", {})]:
        ok(rt, name, **args)
    got = ok(rt, "get_request", request_id="EX-2041")
    ok(rt, "validate_request", request_id="EX-2041", approver_id="AP-1", evidence_token=got["evidence_token"])
    assert rt.state_hash() == before
    assert all(not c.delta for c in rt.log)


def test_list_approvers_by_cost_centre(rt):
    ids = [a["id"] for a in ok(rt, "list_approvers", cost_centre="CC-300")["approvers"]]
    assert ids == ["AP-2", "AP-3"]
    assert err(rt, "list_approvers", cost_centre="CC-999") == "not_found"


def test_resource_policy(rt):
    rec = rt.read_resource("approvals://policy")
    assert rec.ok and rec.result["meals"] == 250.0


# --- the approval chain -----------------------------------------------------------------------
def test_validate_then_approve_moves_budget(rt):
    got = ok(rt, "get_request", request_id="EX-2041")
    val = ok(rt, "validate_request", request_id="EX-2041", approver_id="AP-1", evidence_token=got["evidence_token"])
    assert val["remaining_before"] == 8750.00 and val["projected_remaining"] == 8337.20
    out = ok(rt, "approve_request", request_id="EX-2041", approver_id="AP-1", version=val["version"],
             validation_token=val["validation_token"])
    req = rt.state.requests["EX-2041"]
    assert out["request"]["status"] == req.status == "approved"
    assert req.decided_by == "AP-1" and req.decided_at == "2026-03-02T09:01:00Z" and req.version == 2
    cc = rt.state.cost_centres["CC-410"]
    assert (cc.approved_total, cc.remaining, cc.version) == (39662.80, 8337.20, 2)
    delta_paths = {d["path"] for d in rt.log[-1].delta}
    assert "requests.EX-2041.status" in delta_paths and "cost_centres.CC-410.remaining" in delta_paths


def test_approve_without_validation_fails(rt):
    assert err(rt, "approve_request", request_id="EX-2041", approver_id="AP-1", version=1,
               validation_token="val-000000000000") == "stale_validation"
    assert rt.state.requests["EX-2041"].status == "submitted"


def test_approve_with_wrong_version_fails(rt):
    got = ok(rt, "get_request", request_id="EX-2041")
    val = ok(rt, "validate_request", request_id="EX-2041", approver_id="AP-1", evidence_token=got["evidence_token"])
    assert err(rt, "approve_request", request_id="EX-2041", approver_id="AP-1", version=2,
               validation_token=val["validation_token"]) == "version_conflict"


def test_validation_goes_stale_when_cost_centre_changes(rt):
    got = ok(rt, "get_request", request_id="EX-2042")
    val = ok(rt, "validate_request", request_id="EX-2042", approver_id="AP-1", evidence_token=got["evidence_token"])
    approve(rt, "EX-2041")  # same cost centre: its version moves
    assert err(rt, "approve_request", request_id="EX-2042", approver_id="AP-1", version=val["version"],
               validation_token=val["validation_token"]) == "stale_validation"
    approve(rt, "EX-2042")  # re-validating works
    assert rt.state.cost_centres["CC-410"].remaining == round(8750.00 - 412.80 - 236.50, 2)


def test_stale_evidence_after_flag(rt):
    got = ok(rt, "get_request", request_id="EX-2044")
    ok(rt, "flag_for_review", request_id="EX-2044", note="Check the receipt")
    assert err(rt, "validate_request", request_id="EX-2044", approver_id="AP-1",
               evidence_token=got["evidence_token"]) == "stale_evidence"
    assert err(rt, "reject_request", request_id="EX-2044", approver_id="AP-1", evidence_token=got["evidence_token"],
               reason="Not needed") == "stale_evidence"


@pytest.mark.parametrize("request_id, approver, code", [
    ("EX-2045", "AP-1", "policy_limit"),      # meals 318.40 > 250 cap
    ("EX-2046", "AP-1", "over_budget"),       # 2,240 > 2,090 left on CC-420
    ("PR-3103", "AP-1", "approver_limit"),    # 4,380 > Dana's 2,500 limit
    ("PR-3106", "AP-3", "policy_limit"),      # software 2,600 > 2,000 cap
    ("PR-3102", "AP-3", "over_budget"),       # 2,400 > 520 left on CC-300
    ("EX-2048", "AP-1", "not_authorised"),    # CC-300 is not Dana's
    ("EX-2041", "AP-4", "invalid_approver"),  # inactive
    ("EX-2041", "AP-9", "invalid_approver"),
    ("EX-2038", "AP-1", "invalid_state"),     # already approved
])
def test_validation_failures(rt, request_id, approver, code):
    got = ok(rt, "get_request", request_id=request_id)
    before = rt.state_hash()
    assert err(rt, "validate_request", request_id=request_id, approver_id=approver,
               evidence_token=got["evidence_token"]) == code
    assert rt.state_hash() == before


def test_reject_requires_reason_and_keeps_budget(rt):
    got = ok(rt, "get_request", request_id="EX-2045")
    assert err(rt, "reject_request", request_id="EX-2045", approver_id="AP-1", evidence_token=got["evidence_token"],
               reason="no") == "invalid_arguments"
    assert err(rt, "reject_request", request_id="EX-2045", approver_id="AP-1", evidence_token=got["evidence_token"],
               reason="       ") == "invalid_arguments"
    ok(rt, "reject_request", request_id="EX-2045", approver_id="AP-1", evidence_token=got["evidence_token"],
       reason="Over the meals limit")
    req = rt.state.requests["EX-2045"]
    assert (req.status, req.rejection_reason, req.decided_by) == ("rejected", "Over the meals limit", "AP-1")
    assert rt.state.cost_centres["CC-420"].remaining == 2090.00
    assert err(rt, "reject_request", request_id="EX-2045", approver_id="AP-1",
               evidence_token=ok(rt, "get_request", request_id="EX-2045")["evidence_token"],
               reason="Again please") == "invalid_state"


def test_flag_is_a_near_miss(rt):
    ok(rt, "flag_for_review", request_id="EX-2041", note="Ask for the ticket stub")
    req = rt.state.requests["EX-2041"]
    assert req.status == "submitted" and req.flagged and req.flag_note == "Ask for the ticket stub"
    assert rt.state.cost_centres["CC-410"].remaining == 8750.00


def test_create_request_ids_and_clock(rt):
    a = ok(rt, "create_request", kind="purchase", title="Label printer", requester="Noah Fischer",
           cost_centre="CC-510", category="equipment", amount=289.5)["request"]
    b = ok(rt, "create_request", kind="expense", title="Bus fare", requester="Kai Nakamura",
           cost_centre="CC-410", category="travel", amount=12)["request"]
    assert (a["id"], a["submitted_at"], a["status"]) == ("PR-3200", "2026-03-02T09:01:00Z", "submitted")
    assert (b["id"], b["submitted_at"]) == ("EX-2100", "2026-03-02T09:02:00Z")
    assert rt.state.cost_centres["CC-510"].remaining == 8874.60
    assert ok(rt, "get_budget", cost_centre="CC-510")["pending_total"] == round(1200 + 640 + 289.5, 2)


def test_payments_draft_vs_release(rt):
    approve(rt, "EX-2041")
    d = ok(rt, "draft_payment", request_id="EX-2041")
    assert d["payment"] == {"id": "PAY-7001", "request_id": "EX-2041", "amount": 412.80, "payee": "Kai Nakamura",
                            "status": "draft", "created_at": "2026-03-02T09:02:00Z"}
    assert rt.state.requests["EX-2041"].status == "approved"
    got = ok(rt, "get_request", request_id="EX-2041")
    r = ok(rt, "release_payment", request_id="EX-2041", evidence_token=got["evidence_token"])
    assert r["payment"]["id"] == "PAY-7001" and r["payment"]["status"] == "released"
    assert rt.state.requests["EX-2041"].status == "paid"
    assert err(rt, "draft_payment", request_id="EX-2042") == "invalid_state"
    got = ok(rt, "get_request", request_id="PR-3099")
    r = ok(rt, "release_payment", request_id="PR-3099", evidence_token=got["evidence_token"])
    assert r["payment"]["id"] == "PAY-7002"
    assert [p["id"] for p in ok(rt, "list_payments", status="released")["payments"]] == ["PAY-7000", "PAY-7001",
                                                                                        "PAY-7002"]


# --- errors for bad arguments -----------------------------------------------------------------
@pytest.mark.parametrize("name, args", [
    ("get_request", {}),
    ("get_request", {"request_id": "EX-2041", "extra": 1}),
    ("list_requests", {"status": "pending"}),
    ("get_budget", {"cost_centre": 410}),
    ("approve_request", {"request_id": "EX-2041", "approver_id": "AP-1", "version": "latest",
                         "validation_token": "x"}),
    ("create_request", {"kind": "expense", "title": "Pens", "requester": "A", "cost_centre": "CC-410",
                        "category": "meals", "amount": -5}),
    ("create_request", {"kind": "expense", "title": "Pens", "requester": "A", "cost_centre": "CC-410",
                        "category": "stationery", "amount": 5}),
    ("reject_request", {"request_id": "EX-2041", "approver_id": "AP-1", "evidence_token": "x", "reason": "no"}),
    ("flag_for_review", {"request_id": "EX-2041", "note": ""}),
])
def test_bad_arguments_are_invalid(rt, name, args):
    before = rt.state_hash()
    rec = rt.call(name, args)
    assert not rec.ok and rec.error["code"] == "invalid_arguments"
    assert rt.state_hash() == before


def test_not_found_and_unknown(rt):
    assert err(rt, "get_request", request_id="EX-9999") == "not_found"
    assert err(rt, "get_budget", cost_centre="CC-999") == "not_found"
    assert err(rt, "create_request", kind="expense", title="Pens", requester="A", cost_centre="CC-999",
               category="meals", amount=5) == "not_found"
    assert err(rt, "approve_bulk", request_ids=["EX-2041"]) == "unknown_tool"
    assert rt.call("get_request", ["EX-2041"]).error["code"] == "invalid_arguments"
    assert not rt.read_resource("approvals://nope").ok


def test_failed_write_leaves_no_trace(rt):
    before = rt.state_hash()
    clock = rt.state.clock
    assert err(rt, "release_payment", request_id="EX-2041", evidence_token="bad") == "stale_evidence"
    got = ok(rt, "get_request", request_id="EX-2042")
    assert err(rt, "release_payment", request_id="EX-2042", evidence_token=got["evidence_token"]) == "invalid_state"
    assert rt.state_hash() == before and rt.state.clock == clock


# --- snapshots --------------------------------------------------------------------------------
def test_snapshot_restore_round_trip(rt):
    start = rt.snapshot()
    start_hash = rt.state_hash()
    approve(rt, "EX-2041")
    ok(rt, "flag_for_review", request_id="EX-2042", note="Receipt is blurry")
    changed = rt.snapshot()
    assert rt.state_hash() != start_hash
    rt.restore(start)
    assert rt.snapshot() == start and rt.state_hash() == start_hash
    rt.restore(changed)
    assert rt.snapshot() == changed
    fork = rt.fork()
    assert fork.snapshot() == changed and fork.log == []
    approve(fork, "EX-2047")
    assert rt.state.requests["EX-2047"].status == "submitted"


def test_deterministic_replay():
    a, b = load_runtime("approvals"), load_runtime("approvals")
    for r in (a, b):
        approve(r, "EX-2043")
        ok(r, "create_request", kind="purchase", title="Label printer", requester="Noah Fischer",
           cost_centre="CC-510", category="equipment", amount=289.5)
    assert a.snapshot() == b.snapshot()
    assert [c.result for c in a.log] == [c.result for c in b.log]
