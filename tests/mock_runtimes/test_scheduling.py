"""Unit tests of the scheduling mock domain."""

from __future__ import annotations

import jsonschema
import pytest

from mock_runtimes import available_domains, load_runtime, runtime_class
from mock_runtimes.base import lookup
from mock_runtimes.scheduling import RUNTIME

FIXTURES = ("default", "clinic", "lab")


@pytest.fixture
def rt():
    return load_runtime("scheduling", "default")


def book(rt, resource_id="RM-ASPEN", date="2026-03-03", start="08:00", title="Sync", who="Noor Haddad"):
    hold = rt.call("hold_slot", {"resource_id": resource_id, "date": date, "start": start, "held_for": who})
    assert hold.ok, hold.error
    done = rt.call("confirm_booking", {"hold_id": hold.result["hold"]["id"],
                                       "hold_token": hold.result["hold_token"], "title": title})
    assert done.ok, done.error
    return done.result["booking"]


def starts(rt, resource_id, date, tool="list_free_slots"):
    rec = rt.call(tool, {"resource_id": resource_id, "date": date})
    assert rec.ok, rec.error
    return [s["start"] for s in rec.result["slots"]]


# --- schemas --------------------------------------------------------------------------------
def test_registered_and_tool_count():
    assert "scheduling" in available_domains()
    assert runtime_class("scheduling") is RUNTIME
    specs = RUNTIME.tool_specs()
    assert 10 <= len(specs) <= 16
    assert {"list_free_slots", "hold_slot", "confirm_booking", "cancel_booking", "request_booking",
            "get_cached_availability"} <= set(specs)


def test_write_modes_and_decoy_descriptions():
    specs = RUNTIME.tool_specs()
    writes = {n for n, s in specs.items() if s.mode == "write"}
    assert writes == {"hold_slot", "confirm_booking", "release_hold", "cancel_booking", "reschedule_booking",
                      "request_booking", "join_waitlist"}
    assert "not authoritative" in specs["get_cached_availability"].description
    assert "Does not book" in specs["request_booking"].description


def test_outputs_match_their_schema(rt):
    b = book(rt)
    calls = {
        "list_resources": {}, "list_free_slots": {"resource_id": "RM-CEDAR", "date": "2026-03-04"},
        "get_cached_availability": {"resource_id": "RM-CEDAR", "date": "2026-03-04"},
        "list_bookings": {"date": "2026-03-04"}, "get_booking": {"booking_id": b["id"]},
        "get_day_summary": {"date": "2026-03-04"},
        "get_waitlist": {"resource_id": "RM-DOGWOOD", "date": "2026-03-05"},
    }
    specs = RUNTIME.tool_specs()
    for name, args in calls.items():
        rec = rt.call(name, args)
        assert rec.ok, (name, rec.error)
        jsonschema.validate(rec.result, specs[name].contract()["output_schema"])


@pytest.mark.parametrize("name", FIXTURES)
def test_fixtures_load_and_are_consistent(name):
    rt = load_runtime("scheduling", name)
    st = rt.state
    assert len(st.days) == 5 and st.clock.startswith(st.days[0])
    assert 4 <= len(st.resources) <= 8
    ids = [b.id for b in st.bookings]
    assert len(ids) == len(set(ids)) and all(b.resource_id in st.resources for b in st.bookings)
    assert any(not r.active for r in st.resources.values())
    # the cache disagrees with live availability somewhere (it is a decoy)
    assert any(
        starts(rt, rid, d, "get_cached_availability") != starts(rt, rid, d)
        for rid, r in st.resources.items() if r.active for d in st.days
    )


# --- reads ----------------------------------------------------------------------------------
def test_free_slots_live_vs_cached(rt):
    live = starts(rt, "RM-CEDAR", "2026-03-04")
    cached = starts(rt, "RM-CEDAR", "2026-03-04", "get_cached_availability")
    assert live == ["08:00", "09:00", "11:00", "13:00", "15:00", "16:00", "17:00"]
    assert "14:00" in cached and "16:00" not in cached  # stale: misses a new booking and a cancellation


def test_list_bookings_filters_and_hides_cancelled(rt):
    res = rt.call("list_bookings", {"date": "2026-03-04", "resource_id": "RM-CEDAR"}).result["bookings"]
    assert [b["title"] for b in res] == ["Quarterly planning", "Lunch and learn", "Roadmap review"]
    res = rt.call("list_bookings", {"date": "2026-03-04", "resource_id": "RM-CEDAR",
                                    "include_cancelled": True}).result["bookings"]
    assert any(b["status"] == "cancelled" for b in res)
    assert "evidence_token" not in res[0]


def test_day_summary_counts(rt):
    rows = {r["resource_id"]: r for r in rt.call("get_day_summary", {"date": "2026-03-05"}).result["resources"]}
    assert "RM-ELM" not in rows  # inactive
    assert rows["RM-DOGWOOD"]["free_slots"] == 0 and rows["RM-DOGWOOD"]["booked_slots"] == 10


def test_reads_do_not_change_state(rt):
    before = rt.state_hash()
    for name, args in [("list_resources", {"kind": "room"}), ("list_bookings", {}),
                       ("get_waitlist", {"resource_id": "RM-DOGWOOD", "date": "2026-03-05"})]:
        assert rt.call(name, args).ok
    assert rt.state_hash() == before


# --- writes and transitions -----------------------------------------------------------------
def test_hold_then_confirm_books_and_frees_nothing_else(rt):
    assert "08:00" in starts(rt, "RM-ASPEN", "2026-03-03")
    hold = rt.call("hold_slot", {"resource_id": "RM-ASPEN", "date": "2026-03-03", "start": "08:00",
                                 "held_for": "Noor Haddad"})
    assert hold.ok and hold.result["hold"]["id"] == "H-1"
    assert "08:00" not in starts(rt, "RM-ASPEN", "2026-03-03")  # held slots are not free
    assert rt.state.bookings[-1].id != "B-2001"
    done = rt.call("confirm_booking", {"hold_id": "H-1", "hold_token": hold.result["hold_token"], "title": "Sync"})
    assert done.ok
    b = done.result["booking"]
    assert (b["id"], b["status"], b["start"], b["end"], b["booked_for"]) == ("B-2001", "confirmed", "08:00", "09:00",
                                                                          "Noor Haddad")
    assert rt.state.holds[0].status == "confirmed" and rt.state.holds[0].booking_id == "B-2001"
    assert rt.state.next_booking == 2002 and rt.state.clock == "2026-03-02T09:02:00Z"
    again = rt.call("confirm_booking", {"hold_id": "H-1", "hold_token": hold.result["hold_token"], "title": "Sync"})
    assert again.error["code"] == "hold_not_active"


def test_double_booking_is_a_conflict(rt):
    book(rt)
    rec = rt.call("hold_slot", {"resource_id": "RM-ASPEN", "date": "2026-03-03", "start": "08:00", "held_for": "X"})
    assert not rec.ok and rec.error["code"] == "conflict"
    rec = rt.call("hold_slot", {"resource_id": "RM-CEDAR", "date": "2026-03-04", "start": "09:00", "held_for": "X",
                                "duration_minutes": 120})  # overlaps Quarterly planning at 10:00
    assert rec.error["code"] == "conflict"


def test_hold_blocks_others_and_release_frees(rt):
    hold = rt.call("hold_slot", {"resource_id": "RM-BIRCH", "date": "2026-03-06", "start": "12:00", "held_for": "A"})
    clash = rt.call("hold_slot", {"resource_id": "RM-BIRCH", "date": "2026-03-06", "start": "12:00", "held_for": "B"})
    assert clash.error["code"] == "conflict"
    rel = rt.call("release_hold", {"hold_id": "H-1", "hold_token": hold.result["hold_token"]})
    assert rel.ok and rel.result["hold"]["status"] == "released"
    assert "12:00" in starts(rt, "RM-BIRCH", "2026-03-06")


def test_hold_expires_with_the_clock(rt):
    hold = rt.call("hold_slot", {"resource_id": "RM-BIRCH", "date": "2026-03-06", "start": "12:00", "held_for": "A"})
    for i in range(10):
        assert rt.call("join_waitlist", {"resource_id": "RM-DOGWOOD", "date": "2026-03-05", "person": f"P{i}"}).ok
    rec = rt.call("confirm_booking", {"hold_id": "H-1", "hold_token": hold.result["hold_token"], "title": "Late"})
    assert rec.error["code"] == "hold_expired"
    assert "12:00" in starts(rt, "RM-BIRCH", "2026-03-06")


def test_cancel_needs_current_evidence(rt):
    got = rt.call("get_booking", {"booking_id": "B-1006"}).result
    token = got["evidence_token"]
    assert got["booking"]["title"] == "Quarterly planning"
    done = rt.call("cancel_booking", {"booking_id": "B-1006", "evidence_token": token, "reason": "moved online"})
    assert done.ok and done.result["booking"]["status"] == "cancelled"
    assert lookup(rt.snapshot(), "bookings.5.cancel_reason") == "moved online"
    assert "10:00" in starts(rt, "RM-CEDAR", "2026-03-04")
    stale = rt.call("cancel_booking", {"booking_id": "B-1006", "evidence_token": token})
    assert stale.error["code"] == "stale_evidence"  # version moved on
    fresh = rt.call("get_booking", {"booking_id": "B-1006"}).result["evidence_token"]
    assert rt.call("cancel_booking", {"booking_id": "B-1006", "evidence_token": fresh}).error["code"] == \
        "already_cancelled"


def test_reschedule_moves_and_checks_conflicts(rt):
    token = rt.call("get_booking", {"booking_id": "B-1006"}).result["evidence_token"]
    clash = rt.call("reschedule_booking", {"booking_id": "B-1006", "evidence_token": token,
                                           "new_date": "2026-03-04", "new_start": "14:00"})
    assert clash.error["code"] == "conflict"
    ok = rt.call("reschedule_booking", {"booking_id": "B-1006", "evidence_token": token,
                                        "new_date": "2026-03-05", "new_start": "15:00"})
    assert ok.ok and (ok.result["booking"]["date"], ok.result["booking"]["end"]) == ("2026-03-05", "16:00")
    assert "10:00" in starts(rt, "RM-CEDAR", "2026-03-04")
    assert rt.call("reschedule_booking", {"booking_id": "B-1006", "evidence_token": token, "new_date": "2026-03-05",
                                          "new_start": "16:00"}).error["code"] == "stale_evidence"


def test_request_booking_is_a_near_miss(rt):
    before = starts(rt, "RM-ASPEN", "2026-03-03")
    rec = rt.call("request_booking", {"resource_id": "RM-ASPEN", "date": "2026-03-03", "start": "08:00",
                                      "requested_by": "Noor Haddad"})
    assert rec.ok and rec.result["request"] == {**rec.result["request"], "id": "R-1", "status": "pending_review"}
    assert starts(rt, "RM-ASPEN", "2026-03-03") == before  # nothing booked or held
    assert len(rt.state.bookings) == 14


def test_waitlist_join_is_idempotent(rt):
    first = rt.call("join_waitlist", {"resource_id": "RM-DOGWOOD", "date": "2026-03-05", "person": "Noor Haddad"})
    assert first.ok and first.result["position"] == 3 and first.result["entry"]["id"] == "W-3"
    again = rt.call("join_waitlist", {"resource_id": "RM-DOGWOOD", "date": "2026-03-05", "person": "Noor Haddad"})
    assert again.result["position"] == 3 and again.delta == []
    names = [e["person"] for e in rt.call("get_waitlist", {"resource_id": "RM-DOGWOOD",
                                                            "date": "2026-03-05"}).result["entries"]]
    assert names == ["Lee Chen", "Marta Quinn", "Noor Haddad"]


def test_approval_required_resources_refuse_holds():
    rt = load_runtime("scheduling", "lab")
    gated = [r for r in rt.state.resources.values() if r.requires_approval and r.active][0]
    free = starts(rt, gated.id, rt.state.days[1])
    rec = rt.call("hold_slot", {"resource_id": gated.id, "date": rt.state.days[1], "start": free[0], "held_for": "A"})
    assert rec.error["code"] == "approval_required"
    rec = rt.call("request_booking", {"resource_id": gated.id, "date": rt.state.days[1], "start": free[0],
                                      "requested_by": "A"})
    assert rec.ok


# --- errors ---------------------------------------------------------------------------------
@pytest.mark.parametrize("name,args,code", [
    ("list_free_slots", {"resource_id": "RM-CEDAR"}, "invalid_arguments"),
    ("list_free_slots", {"resource_id": "RM-CEDAR", "date": "4 March"}, "invalid_arguments"),
    ("list_free_slots", {"resource_id": "RM-CEDAR", "date": "2026-03-09"}, "outside_calendar"),
    ("list_free_slots", {"resource_id": "RM-NOPE", "date": "2026-03-04"}, "not_found"),
    ("list_free_slots", {"resource_id": "RM-ELM", "date": "2026-03-04"}, "resource_inactive"),
    ("list_resources", {"kind": "desk"}, "invalid_arguments"),
    ("list_resources", {"extra": 1}, "invalid_arguments"),
    ("get_booking", {"booking_id": "B-9999"}, "not_found"),
    ("hold_slot", {"resource_id": "RM-ASPEN", "date": "2026-03-03", "start": "08:30", "held_for": "A"}, "invalid_slot"),
    ("hold_slot", {"resource_id": "RM-ASPEN", "date": "2026-03-03", "start": "18:00", "held_for": "A"}, "outside_hours"),
    ("hold_slot", {"resource_id": "RM-ASPEN", "date": "2026-03-03", "start": "25:00", "held_for": "A"},
     "invalid_arguments"),
    ("hold_slot", {"resource_id": "RM-ASPEN", "date": "2026-03-03", "start": "08:00", "held_for": ""},
     "invalid_arguments"),
    ("confirm_booking", {"hold_id": "H-1", "hold_token": "x", "title": "T"}, "not_found"),
    ("cancel_booking", {"booking_id": "B-1006", "evidence_token": "ev-000000000000"}, "stale_evidence"),
    ("cancel_booking", {"booking_id": "B-1006"}, "invalid_arguments"),
    ("join_waitlist", {"resource_id": "RM-DOGWOOD", "date": "2026-03-05", "person": ""}, "invalid_arguments"),
    ("no_such_tool", {}, "unknown_tool"),
])
def test_bad_arguments_give_error_results(rt, name, args, code):
    before = rt.state_hash()
    rec = rt.call(name, args)
    assert not rec.ok and rec.error["code"] == code, rec.error
    assert rt.state_hash() == before and rec.delta == []


def test_wrong_hold_token_is_stale_and_leaves_no_trace(rt):
    hold = rt.call("hold_slot", {"resource_id": "RM-ASPEN", "date": "2026-03-03", "start": "08:00", "held_for": "A"})
    before = rt.state_hash()
    rec = rt.call("confirm_booking", {"hold_id": "H-1", "hold_token": "H-1", "title": "T"})
    assert rec.error["code"] == "stale_evidence" and rt.state_hash() == before
    assert rt.call("release_hold", {"hold_id": "H-1", "hold_token": "nope"}).error["code"] == "stale_evidence"
    assert hold.ok


def test_non_object_arguments(rt):
    assert rt.call("list_resources", ["x"]).error["code"] == "invalid_arguments"


# --- snapshot / restore ----------------------------------------------------------------------
def test_snapshot_restore_round_trip(rt):
    snap = rt.snapshot()
    h0 = rt.state_hash()
    book(rt)
    token = rt.call("get_booking", {"booking_id": "B-1006"}).result["evidence_token"]
    rt.call("cancel_booking", {"booking_id": "B-1006", "evidence_token": token})
    rt.call("join_waitlist", {"resource_id": "RM-DOGWOOD", "date": "2026-03-05", "person": "Z"})
    assert rt.state_hash() != h0
    after = rt.snapshot()
    rt.restore(snap)
    assert rt.state_hash() == h0 and rt.snapshot() == snap
    rt.restore(after)
    assert rt.snapshot() == after
    fork = rt.fork()
    assert fork.snapshot() == after and fork.log == []
    book(fork, start="09:00")
    assert rt.snapshot() == after  # forks are independent


def test_determinism_same_calls_same_state():
    a, b = load_runtime("scheduling"), load_runtime("scheduling")
    for rt in (a, b):
        book(rt)
        book(rt, "RM-BIRCH", "2026-03-06", "12:00", "Retro")
    assert a.state_hash() == b.state_hash()
    assert [c.result for c in a.log] == [c.result for c in b.log]


def test_resource_read(rt):
    rec = rt.read_resource("scheduling://booking-policy")
    assert rec.ok and rec.result["hold_minutes"] == 10
    assert not rt.read_resource("scheduling://nope").ok
