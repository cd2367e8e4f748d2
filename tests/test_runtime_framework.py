"""The mock runtime framework, exercised through the helpdesk domain."""

from mock_runtimes import load_runtime
from mock_runtimes.base import diff, lookup, state_hash


def test_write_needs_evidence_token_and_logs_delta():
    rt = load_runtime("helpdesk")
    stale = rt.call("update_ticket_status", {"ticket_id": "T-1003", "status": "pending", "evidence_token": "nope"})
    assert not stale.ok and stale.error["code"] == "stale_evidence" and stale.delta == []
    token = rt.call("get_ticket", {"ticket_id": "T-1003"}).result["evidence_token"]
    write = rt.call("update_ticket_status", {"ticket_id": "T-1003", "status": "pending", "evidence_token": token})
    assert write.ok and write.state_hash_before != write.state_hash_after
    assert {"path": "tickets.T-1003.status", "before": "open", "after": "pending"} in write.delta
    # the token is single-use: the ticket's version moved on
    again = rt.call("update_ticket_status", {"ticket_id": "T-1003", "status": "open", "evidence_token": token})
    assert again.error["code"] == "stale_evidence"


def test_bad_arguments_are_results_not_crashes():
    rt = load_runtime("helpdesk")
    assert rt.call("list_tickets", {"status": "bogus"}).error["code"] == "invalid_arguments"
    assert rt.call("list_tickets", {"colour": "red"}).error["code"] == "invalid_arguments"
    assert rt.call("list_tickets", ["not", "an", "object"]).error["code"] == "invalid_arguments"
    assert rt.call("nuke_everything", {}).error["code"] == "unknown_tool"
    assert rt.call("get_ticket", {"ticket_id": "T-9"}).error["code"] == "not_found"
    assert len(rt.log) == 5 and [c.index for c in rt.log] == [0, 1, 2, 3, 4]


def test_snapshot_restore_round_trip_and_fork():
    rt = load_runtime("helpdesk")
    before = rt.snapshot()
    rt.call("create_ticket", {"subject": "Printer on fire", "customer": "Quill Press"})
    assert rt.snapshot() != before
    fork = rt.fork()
    fork.call("create_ticket", {"subject": "Second one", "customer": "Quill Press"})
    assert "T-1101" not in rt.snapshot()["tickets"]  # forks never touch the original
    rt.restore(before)
    assert rt.snapshot() == before and rt.state_hash() == state_hash(before)


def test_diff_and_lookup():
    assert diff({"a": {"b": 1}}, {"a": {"b": 2}, "c": 3}) == [
        {"path": "a.b", "before": 1, "after": 2}, {"path": "c", "before": None, "after": 3}]
    assert lookup({"x": [{"y": 5}]}, "x.0.y") == 5
