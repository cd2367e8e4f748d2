"""Unit tests of the maintenance mock domain: schemas, reads, the work-order life cycle, parts
reserve -> issue / release / return, completion rules, preventive schedules, the stale dashboard
decoy, near misses, failure codes, determinism and snapshots."""

from __future__ import annotations

import pytest

from mock_runtimes import available_domains, load_runtime, runtime_class
from mock_runtimes.maintenance import RUNTIME, Maintenance
from tests.mock_runtimes.calls import assert_tool_set

READS = {"list_assets", "list_work_orders", "get_work_order", "list_technicians", "list_parts",
         "list_pm_schedules", "get_dashboard_cached"}
WRITES = {"create_work_order", "assign_technician", "start_work", "put_on_hold", "log_labour", "reserve_part",
          "issue_part", "release_part", "return_part", "complete_work_order", "close_work_order",
          "cancel_work_order", "generate_pm_work_order"}


@pytest.fixture()
def rt() -> Maintenance:
    return load_runtime("maintenance")  # type: ignore[return-value]


def ok(rt: Maintenance, name: str, **args) -> dict:
    rec = rt.call(name, args)
    assert rec.ok, rec.error
    return rec.result


def err(rt: Maintenance, name: str, **args) -> str:
    before = rt.state_hash()
    rec = rt.call(name, args)
    assert not rec.ok and rec.error is not None, rec.result
    assert rt.state_hash() == before, "a failed call must leave no trace"
    assert rec.error["message"]
    return rec.error["code"]


def tok(rt: Maintenance, wo: str) -> str:
    return ok(rt, "get_work_order", work_order_id=wo)["evidence_token"]


def order(rt: Maintenance, wo: str) -> dict:
    return ok(rt, "get_work_order", work_order_id=wo)["work_order"]


def part(rt: Maintenance, sku: str) -> dict:
    return next(p for p in ok(rt, "list_parts")["parts"] if p["sku"] == sku)


def tech(rt: Maintenance, tid: str) -> dict:
    return next(t for t in ok(rt, "list_technicians")["technicians"] if t["id"] == tid)


# --- declaration and schemas --------------------------------------------------------------------
def test_registered_and_tool_set():
    assert "maintenance" in available_domains()
    assert runtime_class("maintenance") is RUNTIME is Maintenance
    assert_tool_set(Maintenance, READS, WRITES, (14, 20))


def test_descriptions_state_the_rules():
    by = {c["name"]: c for c in Maintenance.contracts()}
    assert "Not authoritative" in by["get_dashboard_cached"]["description"]
    assert "P1 4 hours, P2 24 hours, P3 72 hours, P4 240 hours" in by["create_work_order"]["description"]
    assert "NOT completed" in by["put_on_hold"]["description"]
    assert "cancel_work_order" in by["close_work_order"]["description"]
    assert "close_work_order" in by["cancel_work_order"]["description"]
    assert "return_part" in by["release_part"]["description"]
    assert "68.00" in by["log_labour"]["description"]
    labour = by["log_labour"]["input_schema"]["properties"]["minutes"]
    assert (labour["minimum"], labour["maximum"], labour["multipleOf"]) == (15, 480, 15)
    assert set(by["complete_work_order"]["input_schema"]["required"]) == {"work_order_id", "evidence_token",
                                                                          "completion_note"}
    assert "evidence_token" in by["get_work_order"]["output_schema"]["properties"]


def test_fixture_matches_the_stated_rules(rt):
    s = rt.state
    assert s.response_hours == {"P1": 4, "P2": 24, "P3": 72, "P4": 240}
    assert s.labour_rate == 68.0 and s.pm_window_days == 7
    assert 20 <= len(s.work_orders) <= 40
    assert {w.status for w in s.work_orders.values()} == {"open", "assigned", "in_progress", "on_hold", "completed",
                                                          "closed", "cancelled"}
    for p in s.parts.values():  # reservations on parts equal those held by unfinished orders
        held = sum(ln.reserved for w in s.work_orders.values() for ln in w.parts
                   if ln.sku == p.sku and w.status in ("open", "assigned", "in_progress", "on_hold"))
        assert held == p.reserved
    for w in s.work_orders.values():
        assert w.asset_id in s.assets and (w.assigned_to is None or w.assigned_to in s.technicians)
        assert w.version == len(w.history)
    assert rt.read_resource("maintenance://response-targets").result["response_hours"]["P2"] == 24
    assert not rt.read_resource("maintenance://nope").ok


# --- reads --------------------------------------------------------------------------------------
def test_reads_do_not_change_state(rt):
    before = rt.state_hash()
    for name, args in [("list_assets", {}), ("list_work_orders", {}), ("get_work_order", {"work_order_id": "WO-1981"}),
                       ("list_technicians", {}), ("list_parts", {}), ("list_pm_schedules", {}),
                       ("get_dashboard_cached", {})]:
        ok(rt, name, **args)
    assert rt.state_hash() == before and all(not c.delta for c in rt.log)


def test_list_assets_filters(rt):
    ids = [a["id"] for a in ok(rt, "list_assets")["assets"]]
    assert ids == sorted(ids) and "AS-304" not in ids and len(ids) == 14
    assert "AS-304" in [a["id"] for a in ok(rt, "list_assets", include_retired=True)["assets"]]
    lab_a = ok(rt, "list_assets", site_id="S-LAB", criticality="A")["assets"]
    assert [a["id"] for a in lab_a] == ["AS-301", "AS-302", "AS-305"]
    lift = next(a for a in ok(rt, "list_assets")["assets"] if a["id"] == "AS-203")
    assert lift["open_work_orders"] == 3 and lift["site_name"] == "Riverside Offices"
    assert err(rt, "list_assets", site_id="S-XXX") == "not_found"


def test_list_work_orders_order_and_overdue_boundary(rt):
    out = ok(rt, "list_work_orders")
    rows = out["work_orders"]
    assert out["as_of"] == "2026-04-14T08:00:00Z" and len(rows) == 25
    assert [(r["due_at"], r["id"]) for r in rows] == sorted((r["due_at"], r["id"]) for r in rows)
    overdue = [r["id"] for r in ok(rt, "list_work_orders", overdue_only=True)["work_orders"]]
    assert overdue == ["WO-1984", "WO-1988", "WO-1983"]  # WO-1983 due 07:59 is in; WO-1985 due 08:00 is not
    due_now = next(r for r in rows if r["id"] == "WO-1985")
    assert due_now["due_at"] == "2026-04-14T08:00:00Z" and due_now["overdue"] is False
    assert next(r for r in rows if r["id"] == "WO-1979")["overdue"] is False  # finished orders are never overdue


def test_list_work_orders_filters(rt):
    ids = lambda **f: [r["id"] for r in ok(rt, "list_work_orders", **f)["work_orders"]]  # noqa: E731
    assert ids(technician_id="TE-01") == ["WO-1984", "WO-1980", "WO-1982"]
    assert ids(status="open", site_id="S-RIV") == ["WO-1997", "WO-1998", "WO-1986", "WO-1989", "WO-1987"]
    assert ids(asset_id="AS-203", priority="P2") == ["WO-1997"]
    assert ids(status="on_hold") == ["WO-1980", "WO-1992"]
    assert ids(status="cancelled", priority="P1") == []


def test_overdue_follows_the_clock(rt):
    assert not order(rt, "WO-1985")["overdue"]
    ok(rt, "create_work_order", asset_id="AS-105", title="Any write moves the clock", priority="P4", trade="fabric")
    assert order(rt, "WO-1985")["overdue"]


def test_get_work_order_detail_and_costs(rt):
    got = ok(rt, "get_work_order", work_order_id="WO-1979")
    wo = got["work_order"]
    assert got["evidence_token"].startswith("wo-") and wo["version"] == 4
    assert (wo["labour_minutes"], wo["labour_cost"], wo["parts_cost"], wo["total_cost"]) == (150, 170.0, 16.8, 186.8)
    assert wo["met_target"] is False and wo["technician_name"] == "Joe Mercer"
    closed = order(rt, "WO-1977")  # 2 issued, 1 returned: one module costed
    assert closed["parts"][0]["net_issued"] == 1 and closed["parts_cost"] == 31.8 and closed["labour_cost"] == 51.0
    assert order(rt, "WO-1978")["met_target"] is True and order(rt, "WO-1986")["met_target"] is None
    assert err(rt, "get_work_order", work_order_id="WO-0001") == "not_found"


def test_technicians_capacity(rt):
    rows = ok(rt, "list_technicians")["technicians"]
    assert [(t["id"], t["open_assignments"], t["capacity_left"]) for t in rows] == [
        ("TE-01", 3, 0), ("TE-02", 3, 1), ("TE-03", 0, 3), ("TE-04", 0, 2), ("TE-05", 2, 1), ("TE-06", 1, 1)]
    hvac = [t["id"] for t in ok(rt, "list_technicians", skill="hvac", available_only=True)["technicians"]]
    assert hvac == ["TE-02"]  # TE-04 has the skill but is on leave


def test_parts_low_stock_boundary(rt):
    low = [p["sku"] for p in ok(rt, "list_parts", low_stock_only=True)["parts"]]
    assert low == ["CON-40A", "FLT-0595", "LMP-LED", "SEAL-KIT"]  # FLT-0595 available 6 = level 6 is low
    belt = part(rt, "BLT-A42")
    assert (belt["available"], belt["reorder_level"], belt["low_stock"]) == (7, 6, False)  # one above: not low


def test_pm_schedules_window(rt):
    out = ok(rt, "list_pm_schedules")
    assert out["today"] == "2026-04-14"
    rows = {r["id"]: r for r in out["schedules"]}
    assert [r["id"] for r in out["schedules"]][:3] == ["PM-06", "PM-04", "PM-05"]
    assert (rows["PM-02"]["next_due"], rows["PM-02"]["days_until_due"]) == ("2026-04-21", 7)
    assert rows["PM-03"]["days_until_due"] == 8 and rows["PM-05"]["days_until_due"] == -7
    week = [r["id"] for r in ok(rt, "list_pm_schedules", due_within_days=7)["schedules"]]
    assert week == ["PM-04", "PM-05", "PM-01", "PM-09", "PM-07", "PM-02"]  # PM-03 (8 days) and inactive PM-06 out
    assert [r["id"] for r in ok(rt, "list_pm_schedules", due_within_days=0, site_id="S-NTH")["schedules"]] == ["PM-01"]
    assert err(rt, "list_pm_schedules", site_id="S-XXX") == "not_found"


def test_dashboard_is_a_stale_decoy(rt):
    dash = ok(rt, "get_dashboard_cached")
    assert dash["authoritative"] is False and dash["as_of"] == "2026-04-13T22:00:00Z"
    live_open = len(ok(rt, "list_work_orders", status="open")["work_orders"])
    assert (dash["orders_by_status"]["open"], live_open) == (6, 8)
    assert dash["overdue"] == 1 != len(ok(rt, "list_work_orders", overdue_only=True)["work_orders"])
    ok(rt, "assign_technician", work_order_id="WO-1987", technician_id="TE-03", evidence_token=tok(rt, "WO-1987"))
    assert ok(rt, "get_dashboard_cached") == dash  # never follows the live state
    assert tech(rt, "TE-03")["open_assignments"] == 1 and "TE-03" in dash["technician_load"]


# --- create -------------------------------------------------------------------------------------
def test_create_work_order_due_from_priority(rt):
    a = ok(rt, "create_work_order", asset_id="AS-102", title="  Boiler 2 low water alarm ", priority="P1",
           trade="hvac")["work_order"]
    assert (a["id"], a["status"], a["opened_at"], a["due_at"]) == ("WO-2001", "open", "2026-04-14T08:01:00Z",
                                                                    "2026-04-14T12:01:00Z")
    assert a["title"] == "Boiler 2 low water alarm" and a["kind"] == "reactive" and a["version"] == 1
    b = ok(rt, "create_work_order", asset_id="AS-305", title="Generator coolant leak", priority="P4",
           trade="mechanical", requires_parts=True)["work_order"]  # out of service assets still take orders
    assert (b["id"], b["due_at"], b["requires_parts"]) == ("WO-2002", "2026-04-24T08:02:00Z", True)
    c = ok(rt, "create_work_order", asset_id="AS-104", title="Lift pit light", priority="P2", trade="electrical")
    assert c["work_order"]["due_at"] == "2026-04-15T08:03:00Z"
    d = ok(rt, "create_work_order", asset_id="AS-105", title="Door seal torn", priority="P3", trade="fabric")
    assert d["work_order"]["due_at"] == "2026-04-17T08:04:00Z"


@pytest.mark.parametrize("asset, priority, code", [
    ("AS-202", "P1", "invalid_priority"),   # criticality B
    ("AS-105", "P1", "invalid_priority"),   # criticality C
    ("AS-304", "P3", "invalid_state"),      # retired
    ("AS-999", "P3", "not_found"),
])
def test_create_refusals(rt, asset, priority, code):
    assert err(rt, "create_work_order", asset_id=asset, title="Something broke", priority=priority,
               trade="hvac") == code


def test_create_p2_on_a_b_asset_is_fine(rt):
    assert ok(rt, "create_work_order", asset_id="AS-202", title="Damper", priority="P2", trade="hvac")


# --- assign -------------------------------------------------------------------------------------
def test_assign_happy_path_and_single_use_token(rt):
    t = tok(rt, "WO-1986")
    out = ok(rt, "assign_technician", work_order_id="WO-1986", technician_id="TE-02", evidence_token=t)["work_order"]
    assert (out["status"], out["assigned_to"], out["version"]) == ("assigned", "TE-02", 2)
    assert tech(rt, "TE-02")["capacity_left"] == 0
    assert err(rt, "assign_technician", work_order_id="WO-1986", technician_id="TE-04",
               evidence_token=t) == "stale_evidence"  # token was for version 1


def test_assign_cap_boundary(rt):
    # TE-05 has 2 of 3: one more fits, the next is refused
    ok(rt, "assign_technician", work_order_id="WO-1989", technician_id="TE-05", evidence_token=tok(rt, "WO-1989"))
    assert tech(rt, "TE-05")["open_assignments"] == 3
    ok(rt, "create_work_order", asset_id="AS-103", title="Busbar check", priority="P3", trade="electrical")
    assert err(rt, "assign_technician", work_order_id="WO-2001", technician_id="TE-05",
               evidence_token=tok(rt, "WO-2001")) == "limit_exceeded"


def test_reassign_frees_the_previous_technician(rt):
    assert tech(rt, "TE-06")["open_assignments"] == 1
    ok(rt, "assign_technician", work_order_id="WO-1984", technician_id="TE-06", evidence_token=tok(rt, "WO-1984"))
    assert tech(rt, "TE-01")["open_assignments"] == 2 and tech(rt, "TE-06")["open_assignments"] == 2
    wo = order(rt, "WO-1984")
    assert wo["status"] == "assigned" and wo["history"][-1]["action"] == "reassigned"
    # TE-01 has room again now
    ok(rt, "assign_technician", work_order_id="WO-1997", technician_id="TE-01", evidence_token=tok(rt, "WO-1997"))


def test_reassign_on_hold_stays_on_hold(rt):
    ok(rt, "assign_technician", work_order_id="WO-1980", technician_id="TE-05", evidence_token=tok(rt, "WO-1980"))
    assert order(rt, "WO-1980")["status"] == "on_hold"


@pytest.mark.parametrize("wo, tech_id, code", [
    ("WO-1997", "TE-01", "limit_exceeded"),  # at cap 3 of 3
    ("WO-1988", "TE-04", "unavailable"),     # on leave
    ("WO-1988", "TE-05", "skill_mismatch"),  # hvac job, electrician
    ("WO-1985", "TE-05", "conflict"),        # already theirs
    ("WO-1981", "TE-02", "invalid_state"),   # in progress
    ("WO-1978", "TE-03", "invalid_state"),   # completed
    ("WO-1988", "TE-99", "not_found"),
])
def test_assign_refusals(rt, wo, tech_id, code):
    assert err(rt, "assign_technician", work_order_id=wo, technician_id=tech_id, evidence_token=tok(rt, wo)) == code


def test_assign_needs_a_real_token(rt):
    assert err(rt, "assign_technician", work_order_id="WO-1988", technician_id="TE-02",
               evidence_token="wo-000000000000") == "stale_evidence"
    assert err(rt, "assign_technician", work_order_id="WO-0000", technician_id="TE-02",
               evidence_token="x") == "not_found"


# --- start / hold ---------------------------------------------------------------------------------
def test_start_hold_resume(rt):
    ok(rt, "start_work", work_order_id="WO-1985")
    wo = ok(rt, "put_on_hold", work_order_id="WO-1985", reason="  Charger on back order ")["work_order"]
    assert (wo["status"], wo["hold_reason"], wo["assigned_to"]) == ("on_hold", "Charger on back order", "TE-05")
    assert tech(rt, "TE-05")["open_assignments"] == 2  # on hold still counts against the cap
    assert wo["due_at"] == "2026-04-14T08:00:00Z"
    wo = ok(rt, "start_work", work_order_id="WO-1985")["work_order"]
    assert (wo["status"], wo["hold_reason"]) == ("in_progress", None)
    assert [h["action"] for h in wo["history"]][-3:] == ["started", "on_hold", "resumed"]


@pytest.mark.parametrize("tool_name, wo", [
    ("start_work", "WO-1988"),   # open, unassigned
    ("start_work", "WO-1981"),   # already in progress
    ("start_work", "WO-1975"),   # closed
    ("put_on_hold", "WO-1988"),  # open
    ("put_on_hold", "WO-1980"),  # already on hold
    ("put_on_hold", "WO-1978"),  # completed
])
def test_start_and_hold_refusals(rt, tool_name, wo):
    args = {"work_order_id": wo} | ({"reason": "Waiting for parts"} if tool_name == "put_on_hold" else {})
    assert err(rt, tool_name, **args) == "invalid_state"


def test_hold_reason_blank_is_invalid(rt):
    assert err(rt, "put_on_hold", work_order_id="WO-1981", reason="      ") == "invalid_arguments"
    assert err(rt, "put_on_hold", work_order_id="WO-1981", reason="wait") == "invalid_arguments"


# --- labour ---------------------------------------------------------------------------------------
def test_log_labour(rt):
    wo = ok(rt, "log_labour", work_order_id="WO-1983", technician_id="TE-02", minutes=45, note="Fan belt")["work_order"]
    assert wo["labour"][-1] == {"id": "LB-501", "technician_id": "TE-02", "minutes": 45, "note": "Fan belt",
                                "at": "2026-04-14T08:01:00Z"}
    assert (wo["labour_minutes"], wo["labour_cost"]) == (45, 51.0)
    wo = ok(rt, "log_labour", work_order_id="WO-1983", technician_id="TE-02", minutes=480)["work_order"]
    assert wo["labour"][-1]["id"] == "LB-502" and wo["labour_cost"] == 595.0


@pytest.mark.parametrize("minutes", [0, 10, 495, 20, 481])
def test_labour_minutes_boundaries(rt, minutes):
    assert err(rt, "log_labour", work_order_id="WO-1983", technician_id="TE-02", minutes=minutes) == "invalid_arguments"


def test_labour_refusals(rt):
    assert err(rt, "log_labour", work_order_id="WO-1983", technician_id="TE-04", minutes=15) == "not_assigned"
    assert err(rt, "log_labour", work_order_id="WO-1985", technician_id="TE-05", minutes=15) == "invalid_state"
    assert err(rt, "log_labour", work_order_id="WO-1980", technician_id="TE-01", minutes=15) == "invalid_state"
    assert err(rt, "log_labour", work_order_id="WO-1983", technician_id="TE-77", minutes=15) == "not_found"
    ok(rt, "log_labour", work_order_id="WO-1983", technician_id="TE-02", minutes=15)


# --- parts ----------------------------------------------------------------------------------------
def test_reserve_issue_return_flow(rt):
    out = ok(rt, "reserve_part", work_order_id="WO-1983", sku="FLT-0600", quantity=4,
             evidence_token=tok(rt, "WO-1983"))
    assert out["part"] == {"sku": "FLT-0600", "name": "Panel filter 600 x 600", "unit_cost": 14.5, "on_hand": 40,
                           "reserved": 4, "available": 36, "reorder_level": 10, "low_stock": False}
    assert out["work_order"]["parts"][0]["reserved"] == 4 and out["work_order"]["parts_cost"] == 0.0
    out = ok(rt, "issue_part", work_order_id="WO-1983", sku="FLT-0600", quantity=3)
    assert (out["part"]["on_hand"], out["part"]["reserved"]) == (37, 1)
    line = out["work_order"]["parts"][0]
    assert (line["reserved"], line["issued"], line["cost"]) == (1, 3, 43.5)
    out = ok(rt, "release_part", work_order_id="WO-1983", sku="FLT-0600", quantity=1)
    assert (out["part"]["on_hand"], out["part"]["reserved"], out["part"]["available"]) == (37, 0, 37)
    out = ok(rt, "return_part", work_order_id="WO-1983", sku="FLT-0600", quantity=2)
    assert out["part"]["on_hand"] == 39
    line = out["work_order"]["parts"][0]
    assert (line["issued"], line["returned"], line["net_issued"], line["cost"]) == (3, 2, 1, 14.5)


def test_issue_without_reserve_fails(rt):
    assert err(rt, "issue_part", work_order_id="WO-1983", sku="FLT-0600", quantity=1) == "not_reserved"
    assert err(rt, "issue_part", work_order_id="WO-1982", sku="FUS-32A", quantity=3) == "not_reserved"  # 2 held
    ok(rt, "issue_part", work_order_id="WO-1982", sku="FUS-32A", quantity=2)  # exactly what is held
    assert part(rt, "FUS-32A")["on_hand"] == 22


def test_reserve_stock_boundary(rt):
    # FLT-0595 has exactly 6 available: 7 fails, 6 works, then 1 more fails
    assert err(rt, "reserve_part", work_order_id="WO-1986", sku="FLT-0595", quantity=7,
               evidence_token=tok(rt, "WO-1986")) == "insufficient_stock"
    ok(rt, "reserve_part", work_order_id="WO-1986", sku="FLT-0595", quantity=6, evidence_token=tok(rt, "WO-1986"))
    assert part(rt, "FLT-0595")["available"] == 0
    assert err(rt, "reserve_part", work_order_id="WO-1986", sku="FLT-0595", quantity=1,
               evidence_token=tok(rt, "WO-1986")) == "insufficient_stock"
    assert err(rt, "reserve_part", work_order_id="WO-1989", sku="LMP-LED", quantity=1,
               evidence_token=tok(rt, "WO-1989")) == "insufficient_stock"


def test_reserve_refusals(rt):
    t = tok(rt, "WO-1986")
    ok(rt, "reserve_part", work_order_id="WO-1986", sku="THR-VLV", quantity=1, evidence_token=t)
    assert err(rt, "reserve_part", work_order_id="WO-1986", sku="THR-VLV", quantity=1,
               evidence_token=t) == "stale_evidence"
    assert err(rt, "reserve_part", work_order_id="WO-1978", sku="THR-VLV", quantity=1,
               evidence_token=tok(rt, "WO-1978")) == "invalid_state"
    assert err(rt, "reserve_part", work_order_id="WO-1986", sku="NOPE-1", quantity=1,
               evidence_token=tok(rt, "WO-1986")) == "not_found"


def test_part_move_refusals(rt):
    assert err(rt, "issue_part", work_order_id="WO-1980", sku="CON-40A", quantity=1) == "invalid_state"  # on hold
    assert err(rt, "release_part", work_order_id="WO-1980", sku="CON-40A", quantity=2) == "exceeds_reserved"
    assert err(rt, "release_part", work_order_id="WO-1980", sku="FUS-32A", quantity=1) == "exceeds_reserved"
    assert err(rt, "release_part", work_order_id="WO-1975", sku="IGN-ELC", quantity=1) == "invalid_state"
    assert err(rt, "return_part", work_order_id="WO-1981", sku="BLT-A42", quantity=2) == "exceeds_issued"
    assert err(rt, "return_part", work_order_id="WO-1981", sku="GRS-500", quantity=1) == "exceeds_issued"
    assert err(rt, "return_part", work_order_id="WO-1975", sku="IGN-ELC", quantity=1) == "invalid_state"  # closed
    assert err(rt, "return_part", work_order_id="WO-1988", sku="IGN-ELC", quantity=1) == "invalid_state"  # open
    assert err(rt, "issue_part", work_order_id="WO-1981", sku="ZZZ", quantity=1) == "not_found"
    ok(rt, "release_part", work_order_id="WO-1980", sku="CON-40A", quantity=1)
    assert part(rt, "CON-40A")["available"] == 2


def test_return_after_completion_allowed(rt):
    ok(rt, "return_part", work_order_id="WO-1979", sku="GRS-500", quantity=1)
    assert order(rt, "WO-1979")["parts_cost"] == 8.4 and part(rt, "GRS-500")["on_hand"] == 16


# --- completion -----------------------------------------------------------------------------------
def test_complete_then_close(rt):
    t = tok(rt, "WO-1981")
    wo = ok(rt, "complete_work_order", work_order_id="WO-1981", evidence_token=t,
            completion_note="Belt replaced and tensioned")["work_order"]
    assert (wo["status"], wo["completed_at"], wo["met_target"]) == ("completed", "2026-04-14T08:01:00Z", True)
    assert wo["total_cost"] == round(34.0 + 9.75, 2)
    assert tech(rt, "TE-02")["open_assignments"] == 2  # completion frees the place
    assert err(rt, "complete_work_order", work_order_id="WO-1981", evidence_token=t,
               completion_note="Again") == "stale_evidence"
    closed = ok(rt, "close_work_order", work_order_id="WO-1981", evidence_token=tok(rt, "WO-1981"))["work_order"]
    assert (closed["status"], closed["closed_at"]) == ("closed", "2026-04-14T08:02:00Z")
    assert err(rt, "return_part", work_order_id="WO-1981", sku="BLT-A42", quantity=1) == "invalid_state"


def test_complete_late_misses_target(rt):
    ok(rt, "log_labour", work_order_id="WO-1983", technician_id="TE-02", minutes=30)
    wo = ok(rt, "complete_work_order", work_order_id="WO-1983", evidence_token=tok(rt, "WO-1983"),
            completion_note="Sash sensor cleaned")["work_order"]
    assert wo["met_target"] is False and wo["due_at"] == "2026-04-14T07:59:00Z"


def test_complete_without_parts_requirement(rt):
    wo = ok(rt, "complete_work_order", work_order_id="WO-1991", evidence_token=tok(rt, "WO-1991"),
            completion_note="Motor cooled, thermal reset")["work_order"]
    assert wo["status"] == "completed" and wo["parts"] == []


@pytest.mark.parametrize("wo, code", [
    ("WO-1983", "missing_labour"),
    ("WO-1982", "parts_outstanding"),  # 2 x FUS-32A reserved, not issued
    ("WO-1980", "invalid_state"),      # on hold: put_on_hold is not completion
    ("WO-1985", "invalid_state"),      # assigned, never started
    ("WO-1978", "invalid_state"),      # already completed
])
def test_complete_refusals(rt, wo, code):
    assert err(rt, "complete_work_order", work_order_id=wo, evidence_token=tok(rt, wo),
               completion_note="All done here") == code


def test_complete_requires_issued_parts(rt):
    ok(rt, "start_work", work_order_id="WO-1995")
    ok(rt, "log_labour", work_order_id="WO-1995", technician_id="TE-05", minutes=60)
    assert err(rt, "complete_work_order", work_order_id="WO-1995", evidence_token=tok(rt, "WO-1995"),
               completion_note="Contactor swapped") == "missing_parts"
    ok(rt, "reserve_part", work_order_id="WO-1995", sku="CON-40A", quantity=1, evidence_token=tok(rt, "WO-1995"))
    ok(rt, "issue_part", work_order_id="WO-1995", sku="CON-40A", quantity=1)
    ok(rt, "return_part", work_order_id="WO-1995", sku="CON-40A", quantity=1)  # net 0 again
    assert err(rt, "complete_work_order", work_order_id="WO-1995", evidence_token=tok(rt, "WO-1995"),
               completion_note="Contactor swapped") == "missing_parts"
    ok(rt, "reserve_part", work_order_id="WO-1995", sku="CON-40A", quantity=1, evidence_token=tok(rt, "WO-1995"))
    ok(rt, "issue_part", work_order_id="WO-1995", sku="CON-40A", quantity=1)
    wo = ok(rt, "complete_work_order", work_order_id="WO-1995", evidence_token=tok(rt, "WO-1995"),
            completion_note="Contactor swapped")["work_order"]
    assert wo["parts_cost"] == 48.0 and wo["labour_cost"] == 68.0 and wo["total_cost"] == 116.0


def test_outstanding_parts_released_then_complete(rt):
    ok(rt, "release_part", work_order_id="WO-1982", sku="FUS-32A", quantity=2)
    assert err(rt, "complete_work_order", work_order_id="WO-1982", evidence_token=tok(rt, "WO-1982"),
               completion_note="Terminals re-torqued") == "missing_parts"  # requires parts, none issued


def test_close_refusals(rt):
    assert err(rt, "close_work_order", work_order_id="WO-1981", evidence_token=tok(rt, "WO-1981")) == "invalid_state"
    assert err(rt, "close_work_order", work_order_id="WO-1975", evidence_token=tok(rt, "WO-1975")) == "invalid_state"
    assert err(rt, "close_work_order", work_order_id="WO-1978", evidence_token="wo-bad") == "stale_evidence"
    assert err(rt, "close_work_order", work_order_id="WO-1", evidence_token="x") == "not_found"


# --- cancel ---------------------------------------------------------------------------------------
def test_cancel_releases_reservations_and_frees_technician(rt):
    wo = ok(rt, "cancel_work_order", work_order_id="WO-1980", evidence_token=tok(rt, "WO-1980"),
            reason="Contractor replaced the heater")["work_order"]
    assert (wo["status"], wo["cancel_reason"], wo["hold_reason"]) == ("cancelled", "Contractor replaced the heater",
                                                                      None)
    assert wo["labour_minutes"] == 30  # logged labour stays on record
    assert part(rt, "CON-40A")["reserved"] == 0 and part(rt, "CON-40A")["available"] == 2
    assert tech(rt, "TE-01")["open_assignments"] == 2


def test_cancel_duplicate_open_order(rt):
    ok(rt, "cancel_work_order", work_order_id="WO-1998", evidence_token=tok(rt, "WO-1998"), reason="Duplicate of WO-1997")
    assert order(rt, "WO-1997")["status"] == "open"


def test_cancel_refusals(rt):
    assert err(rt, "cancel_work_order", work_order_id="WO-1981", evidence_token=tok(rt, "WO-1981"),
               reason="No longer needed") == "parts_issued"
    assert err(rt, "cancel_work_order", work_order_id="WO-1978", evidence_token=tok(rt, "WO-1978"),
               reason="No longer needed") == "invalid_state"  # completed: close it instead
    assert err(rt, "cancel_work_order", work_order_id="WO-1988", evidence_token="nope",
               reason="No longer needed") == "stale_evidence"
    assert err(rt, "cancel_work_order", work_order_id="WO-1988", evidence_token=tok(rt, "WO-1988"),
               reason="     ") == "invalid_arguments"
    ok(rt, "return_part", work_order_id="WO-1981", sku="BLT-A42", quantity=1)
    ok(rt, "cancel_work_order", work_order_id="WO-1981", evidence_token=tok(rt, "WO-1981"), reason="Belt was fine")


def test_close_and_cancel_are_near_misses(rt):
    ok(rt, "close_work_order", work_order_id="WO-1978", evidence_token=tok(rt, "WO-1978"))
    ok(rt, "cancel_work_order", work_order_id="WO-1987", evidence_token=tok(rt, "WO-1987"), reason="Tap replaced by tenant")
    s = rt.state.work_orders
    assert (s["WO-1978"].status, s["WO-1978"].cancel_reason) == ("closed", None)
    assert (s["WO-1987"].status, s["WO-1987"].closed_at) == ("cancelled", None)


# --- preventive schedules -------------------------------------------------------------------------
def test_generate_pm_at_window_edge_and_complete_moves_schedule(rt):
    out = ok(rt, "generate_pm_work_order", schedule_id="PM-02")  # 7 days away: inside the window
    wo = out["work_order"]
    assert (wo["id"], wo["kind"], wo["schedule_id"], wo["due_at"], wo["requires_parts"]) == (
        "WO-2001", "preventive", "PM-02", "2026-04-21T17:00:00Z", True)
    assert out["schedule"]["open_work_order"] == "WO-2001"
    assert err(rt, "generate_pm_work_order", schedule_id="PM-02") == "conflict"
    assert err(rt, "generate_pm_work_order", schedule_id="PM-03") == "not_due"  # 8 days away
    ok(rt, "assign_technician", work_order_id="WO-2001", technician_id="TE-02", evidence_token=tok(rt, "WO-2001"))
    ok(rt, "start_work", work_order_id="WO-2001")
    ok(rt, "reserve_part", work_order_id="WO-2001", sku="FLT-0600", quantity=4, evidence_token=tok(rt, "WO-2001"))
    ok(rt, "issue_part", work_order_id="WO-2001", sku="FLT-0600", quantity=4)
    ok(rt, "log_labour", work_order_id="WO-2001", technician_id="TE-02", minutes=60)
    done = ok(rt, "complete_work_order", work_order_id="WO-2001", evidence_token=tok(rt, "WO-2001"),
              completion_note="Four filters changed")["work_order"]
    assert done["met_target"] is True
    row = next(r for r in ok(rt, "list_pm_schedules")["schedules"] if r["id"] == "PM-02")
    assert (row["last_done"], row["next_due"], row["days_until_due"], row["open_work_order"]) == (
        "2026-04-14", "2026-05-14", 30, None)


def test_generate_overdue_schedule_is_born_overdue(rt):
    wo = ok(rt, "generate_pm_work_order", schedule_id="PM-05")["work_order"]
    assert wo["due_at"] == "2026-04-07T17:00:00Z" and wo["overdue"] is True and wo["priority"] == "P2"


def test_cancel_pm_order_frees_schedule(rt):
    ok(rt, "cancel_work_order", work_order_id="WO-1984", evidence_token=tok(rt, "WO-1984"), reason="Insurer inspects")
    row = next(r for r in ok(rt, "list_pm_schedules")["schedules"] if r["id"] == "PM-04")
    assert row["open_work_order"] is None and row["last_done"] == "2026-02-05"
    assert ok(rt, "generate_pm_work_order", schedule_id="PM-04")["work_order"]["id"] == "WO-2001"


@pytest.mark.parametrize("sched, code", [
    ("PM-04", "conflict"),       # WO-1984 still unfinished
    ("PM-06", "invalid_state"),  # inactive, retired asset
    ("PM-08", "not_due"),        # 79 days away
    ("PM-99", "not_found"),
])
def test_generate_refusals(rt, sched, code):
    assert err(rt, "generate_pm_work_order", schedule_id=sched) == code


# --- bad arguments --------------------------------------------------------------------------------
@pytest.mark.parametrize("name, args", [
    ("get_work_order", {}),
    ("get_work_order", {"work_order_id": "WO-1981", "extra": 1}),
    ("list_work_orders", {"status": "done"}),
    ("list_pm_schedules", {"due_within_days": -1}),
    ("create_work_order", {"asset_id": "AS-101", "title": "ok title", "priority": "P5", "trade": "hvac"}),
    ("create_work_order", {"asset_id": "AS-101", "title": "ok title", "priority": "P2", "trade": "carpentry"}),
    ("create_work_order", {"asset_id": "AS-101", "title": "ab", "priority": "P2", "trade": "hvac"}),
    ("reserve_part", {"work_order_id": "WO-1983", "sku": "FLT-0600", "quantity": 0, "evidence_token": "x"}),
    ("complete_work_order", {"work_order_id": "WO-1981", "evidence_token": "x", "completion_note": "ok"}),
    ("cancel_work_order", {"work_order_id": "WO-1981", "evidence_token": "x"}),
])
def test_bad_arguments_are_invalid(rt, name, args):
    before = rt.state_hash()
    rec = rt.call(name, args)
    assert not rec.ok and rec.error["code"] == "invalid_arguments"
    assert rt.state_hash() == before


def test_unknown_tool_and_non_object(rt):
    assert rt.call("delete_everything", {}).error["code"] == "unknown_tool"
    assert rt.call("get_work_order", ["WO-1981"]).error["code"] == "invalid_arguments"


# --- determinism, snapshots, forks ----------------------------------------------------------------
def _script(rt: Maintenance) -> None:
    ok(rt, "create_work_order", asset_id="AS-201", title="AHU 3 fan bearing noise", priority="P2", trade="hvac")
    ok(rt, "assign_technician", work_order_id="WO-2001", technician_id="TE-02", evidence_token=tok(rt, "WO-2001"))
    ok(rt, "start_work", work_order_id="WO-2001")
    ok(rt, "reserve_part", work_order_id="WO-2001", sku="GRS-500", quantity=1, evidence_token=tok(rt, "WO-2001"))
    ok(rt, "issue_part", work_order_id="WO-2001", sku="GRS-500", quantity=1)
    ok(rt, "log_labour", work_order_id="WO-2001", technician_id="TE-02", minutes=75)
    ok(rt, "complete_work_order", work_order_id="WO-2001", evidence_token=tok(rt, "WO-2001"),
       completion_note="Bearing greased")
    ok(rt, "generate_pm_work_order", schedule_id="PM-01")


def test_deterministic_replay():
    a, b = load_runtime("maintenance"), load_runtime("maintenance")
    for r in (a, b):
        _script(r)  # type: ignore[arg-type]
    assert a.snapshot() == b.snapshot() and a.state_hash() == b.state_hash()
    assert [c.model_dump() for c in a.log] == [c.model_dump() for c in b.log]
    assert a.state.clock == "2026-04-14T08:08:00Z"  # eight successful writes, one minute each


def test_failed_writes_leave_no_trace(rt):
    before, clock = rt.state_hash(), rt.state.clock
    err(rt, "complete_work_order", work_order_id="WO-1983", evidence_token=tok(rt, "WO-1983"),
        completion_note="Nothing logged")
    err(rt, "generate_pm_work_order", schedule_id="PM-03")
    assert rt.state_hash() == before and rt.state.clock == clock and rt.state.next_work_order == 2001


def test_snapshot_restore_and_fork_isolation(rt):
    start = rt.snapshot()
    _script(rt)
    changed = rt.snapshot()
    assert changed != start
    fork = rt.fork()
    assert fork.snapshot() == changed and fork.log == []
    ok(fork, "cancel_work_order", work_order_id="WO-1988", evidence_token=tok(fork, "WO-1988"),  # type: ignore[arg-type]
       reason="Fork only change")
    assert rt.state.work_orders["WO-1988"].status == "open"
    rt.restore(start)
    assert rt.snapshot() == start
    rt.restore(changed)
    assert rt.snapshot() == changed


def test_write_delta_is_logged(rt):
    ok(rt, "assign_technician", work_order_id="WO-1988", technician_id="TE-02", evidence_token=tok(rt, "WO-1988"))
    rec = rt.log[-1]
    assert rec.mode == "write" and rec.state_hash_before != rec.state_hash_after
    assert {"path": "work_orders.WO-1988.status", "before": "open", "after": "assigned"} in rec.delta


def test_text_limits_apply_to_the_text_without_its_surrounding_spaces():
    rt = load_runtime("maintenance")
    short = rt.call("create_work_order", {"asset_id": _any_asset(rt), "title": "  ab  ", "priority": "P3",
                                          "trade": "electrical"})
    assert short.error["code"] == "invalid_arguments" and short.delta == []
    blank = rt.call("create_work_order", {"asset_id": _any_asset(rt), "title": "      ", "priority": "P3",
                                          "trade": "electrical"})
    assert blank.error["code"] == "invalid_arguments"
    ok = rt.call("create_work_order", {"asset_id": _any_asset(rt), "title": "  Door sticks  ", "priority": "P3",
                                       "trade": "electrical"})
    assert ok.ok, ok.error
    assert rt.call("get_work_order", {"work_order_id": ok.result["work_order"]["id"]}).result["work_order"]["title"] \
        == "Door sticks"


def _any_asset(rt) -> str:
    return next(a["id"] for a in rt.call("list_assets", {}).result["assets"] if a["status"] != "retired")
