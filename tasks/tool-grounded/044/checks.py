"""Checks for the fault-report intake desk that the vocabulary cannot state on its own.

Every check that makes the page (or another desk) write is an isolated requirement, so each starts
from the fixture: the first order raised in a check is WO-2001, opened at 08:01 (the clock starts at
2026-04-14 08:00 UTC and moves on one minute with every accepted write). Checks acting "behind the
app" play another desk raising, assigning, starting or cancelling orders meanwhile.

Fixture facts used here (default fixture):
- Assets in id order (criticality): AS-101 Boiler 1 (A), AS-102 Boiler 2 (A), AS-103 Main
  Switchboard (A), AS-104 Goods Lift (B), AS-105 Loading Bay Door (C), AS-201 Air Handling Unit 3
  (A), AS-202 Air Handling Unit 3A (B), AS-203 Passenger Lift (A), AS-204 Washroom Block East (C),
  AS-205 Emergency Lighting Circuit (B), AS-301 Fume Cupboard Extract (A), AS-302 Cold Room (A),
  AS-303 Eyewash Station (B), AS-304 Old Chiller (C, retired), AS-305 Standby Generator (A, out of
  service).
- Unfinished orders: AS-101 WO-1996 hvac open; AS-103 WO-1982 electrical in progress (due 04-15
  09:00), WO-1995 electrical assigned (04-16 09:00); AS-104 none (WO-1979 completed, mechanical);
  AS-105 WO-1991 mechanical in progress (WO-1976 cancelled, mechanical); AS-203 WO-1984 (assigned,
  due 04-06), WO-1997 (open, 04-14 09:30), WO-1998 (open, 04-16 09:40), all mechanical; AS-204
  WO-1992 hvac on hold (due 04-19 10:00), WO-1987 plumbing open (04-20 11:00), WO-1978 plumbing
  completed; AS-302 WO-1980 electrical on hold (WO-1999 electrical completed); AS-305 WO-1985
  electrical assigned; AS-304 none.
- Report scenarios of turns 1 and 2 use asset and trade pairs with no unfinished order of that trade,
  so they are still raised once turn 3 adds the duplicate check.
"""

from __future__ import annotations

import re
import runpy
from pathlib import Path

_LIB = Path(__file__).parents[2] / "_lib"
_LOG = runpy.run_path(str(_LIB / "toollog.py"))  # the tool-log helpers
mark = _LOG["mark"]
calls = _LOG["calls"]
writes = _LOG["writes"]
show = _LOG["show"]
arg = _LOG["arg"]
index = _LOG["index"]
no_writes = _LOG["no_writes"]
one_write = _LOG["one_write"]
wait_calls = _LOG["wait_calls"]
_TAB = runpy.run_path(str(_LIB / "tables.py"))  # the row, cell and text helpers
exact = _TAB["exact"]
see = _TAB["see"]
absent = _TAB["absent"]
cell = _TAB["cell"]
cell_matches = _TAB["cell_matches"]
cell_blank = _TAB["cell_blank"]

NEW = {"section": "New report"}
LOG = {"section": "Intake log"}
OPEN = {"section": "Open on this asset"}
ASSET = {"field": "Asset"}

CALLER_MSG = "Enter the caller's name, 2 to 40 characters"
FAULT_MSG = "Describe the fault in 5 to 50 characters"

ASSET_OPTIONS = [
    "AS-101 Boiler 1, North Depot",
    "AS-102 Boiler 2, North Depot",
    "AS-103 Main Switchboard, North Depot",
    "AS-104 Goods Lift, North Depot",
    "AS-105 Loading Bay Door, North Depot",
    "AS-201 Air Handling Unit 3, Riverside Offices",
    "AS-202 Air Handling Unit 3A, Riverside Offices",
    "AS-203 Passenger Lift, Riverside Offices",
    "AS-204 Washroom Block East, Riverside Offices",
    "AS-205 Emergency Lighting Circuit, Riverside Offices",
    "AS-301 Fume Cupboard Extract, Lab Annex",
    "AS-302 Cold Room, Lab Annex",
    "AS-303 Eyewash Station, Lab Annex",
    "AS-304 Old Chiller, Lab Annex",
    "AS-305 Standby Generator, Lab Annex",
]
CRITICALITY = {"AS-101": "A", "AS-102": "A", "AS-103": "A", "AS-104": "B", "AS-105": "C", "AS-201": "A",
               "AS-202": "B", "AS-203": "A", "AS-204": "C", "AS-205": "B", "AS-301": "A", "AS-302": "A",
               "AS-303": "B", "AS-304": "C", "AS-305": "A"}
BASE = {"A": "P2", "B": "P3", "C": "P4"}

NAME40 = "Maximiliana Fotheringay-Westmoreland Kay"
NAME41 = NAME40 + "e"
FAULT50 = "Lift car jerks hard when it stops at the top floor"
FAULT51 = FAULT50 + "s"
assert len(NAME40) == 40 and len(NAME41) == 41 and len(FAULT50) == 50 and len(FAULT51) == 51

RETIRED_MSG = "Not raised: AS-304 Old Chiller is retired; no work orders can be raised on it"


# --- small helpers ----------------------------------------------------------------------------
def _norm(s: str) -> str:
    return " ".join(s.split())


def _regex(ctx, regex: str, within: dict | None = None) -> None:
    step: dict = {"regex": regex}
    if within is not None:
        step["within"] = within
    ctx.expect({"expect_text": step})


def _no_row(ctx, section: dict, column: str, key: str) -> None:
    ctx.expect({"expect_text": {"regex": rf"\b{re.escape(key)}\b", "absent": True,
                                "within": {"column": column, "within": section}}})


def _offered(ctx, target: dict, want: str | None = None) -> list[str]:
    """The options ``target`` offers once they are read (and, with ``want``, once one names it)."""
    got: list[str] = []

    def probe() -> tuple[bool, str]:
        nonlocal got
        try:
            got = [_norm(o) for o in ctx.options(target)]
        except Exception as exc:  # the control is not on the page yet
            return False, f"no {target}: {exc}"
        if not got:
            return False, f"{target} offers nothing"
        if want is not None and not any(re.search(rf"\b{re.escape(want)}\b", o) for o in got):
            return False, f"{target} offers no option for {want}: {got}"
        return True, ""

    ctx.until(probe)
    return got


def _option_for(options: list[str], key: str) -> str | None:
    return next((o for o in options if re.search(rf"\b{re.escape(key)}\b", o)), None)


def _choose_asset(ctx, aid: str) -> None:
    option = _option_for(_offered(ctx, ASSET, aid), aid)
    ctx.expect({"select": {**ASSET, "option": option}})


def _load(ctx) -> None:
    ctx.expect({"open": "/"}, {"expect_visible": {"heading": "Fault intake"}})
    _offered(ctx, ASSET, "AS-101")


def _report(ctx, caller: str, fault: str, asset: str | None = None, trade: str | None = None,
            safety: bool | None = None, out: bool | None = None) -> int:
    """Fill New report and click Log report; returns the tool-log mark taken right before the click."""
    ctx.expect({"fill": {"field": "Caller", "value": caller}})
    if asset is not None:
        _choose_asset(ctx, asset)
    ctx.expect({"fill": {"field": "Fault", "value": fault}})
    if trade is not None:
        ctx.expect({"select": {"field": "Trade", "option": trade}})
    if safety is not None:
        ctx.expect({"check": {"control": "Safety risk", "checked": safety}})
    if out is not None:
        ctx.expect({"check": {"control": "Out of use", "checked": out}})
    start = mark(ctx)
    ctx.expect({"click": {"control": "Log report", "exact": True}})
    return start


def _created(ctx, start: int, what: str):
    """The page's one create_work_order call since ``start``, accepted."""
    call = one_write(ctx, start, "create_work_order")
    others = [w for w in writes(ctx, start) if w.name != "create_work_order"]
    assert not others, f"{what}: besides raising the order the page wrote {show(others)}"
    assert call.ok, f"{what}: the system refused the page's create_work_order: {call.error}"
    return call


def _args(call, what: str, **want) -> None:
    for key, value in want.items():
        got = call.args.get(key)
        if isinstance(got, str):
            got = got.strip()
        if got != value:
            raise AssertionError(f"{what}: create_work_order was sent {key}={got!r}, wanted {value!r} "
                                 f"(the call: {show([call])})")
    parts = call.args.get("requires_parts", False)
    assert parts in (False, None), f"{what}: the order was raised with requires_parts={parts!r}; it needs none"


def _raise(ctx, what: str, caller: str, fault: str, asset: str | None = None, trade: str | None = None,
           safety: bool | None = None, out: bool | None = None):
    start = _report(ctx, caller, fault, asset, trade, safety, out)
    return _created(ctx, start, what)


def _no_raise(ctx, start: int, what: str) -> None:
    no_writes(ctx, start, what)


def _dup_message(asset: str, ids: list[str]) -> str:
    return rf"Already open on {re.escape(asset)}: {re.escape(', '.join(ids))}(?![\d,])"


def _row_in_log(ctx, caller: str) -> None:
    ctx.expect({"expect_visible": {"column": "Caller", "row": caller, "within": LOG}})


def _priority_is(ctx, want: str) -> None:
    def probe() -> tuple[bool, str]:
        shown = re.findall(r"Priority:\s*(P\d)", ctx.text(NEW))
        return shown == [want], f"New report shows the priorities {shown}, wanted only \"Priority: {want}\""

    ctx.until(probe)


def _chosen_asset(ctx) -> str:
    """The id of the asset the Asset dropdown shows now."""
    found = re.search(r"\bAS-\d{3}\b", ctx.value(ASSET))
    assert found, f"the Asset dropdown shows {ctx.value(ASSET)!r}, no asset"
    return found.group(0)


def _keep_asset(ctx, aid: str) -> None:
    """Choose ``aid`` again only if the page moved the Asset dropdown away from it after a report."""
    if _chosen_asset(ctx) != aid:
        _choose_asset(ctx, aid)


def _behind_create(ctx, asset: str, trade: str, priority: str, title: str) -> str:
    return ctx.behind_the_app("create_work_order", {"asset_id": asset, "title": title, "priority": priority,
                                                    "trade": trade})["work_order"]["id"]


def _token(ctx, oid: str) -> str:
    return ctx.behind_the_app("get_work_order", {"work_order_id": oid})["evidence_token"]


def _read_back(ctx, create, what: str) -> None:
    """After ``create``, the page reads the new order from the system again."""
    oid = (create.result or {}).get("work_order", {}).get("id")
    asset = arg(create, "asset_id")

    def probe() -> tuple[bool, str]:
        later = calls(ctx, since=index(ctx, create) + 1, ok=True)
        for c in later:
            if c.name == "get_work_order" and arg(c, "work_order_id") == oid:
                return True, ""
            if c.name == "list_work_orders" and arg(c, "asset_id") in ("", asset) and arg(c, "status") in ("", "open"):
                listed = [w.get("id") for w in (c.result or {}).get("work_orders", [])]
                if oid in listed:
                    return True, ""
        return False, f"{what}: after raising {oid} the page did not read it back (get_work_order); it called " \
                      f"{show(later)}"

    ctx.until(probe)


def _log_rows_hidden(ctx, callers: list[str]) -> None:
    for caller in callers:
        # the row itself must be gone: an anchored regex over the whole column would read all its cells as one
        # text and never match while another row is left
        ctx.expect({"expect_visible": {"column": "Caller", "row": caller, "within": LOG, "visible": False}})


# --- turn 1 -----------------------------------------------------------------------------------
def asset_options(ctx) -> None:
    _load(ctx)
    got = _offered(ctx, ASSET, "AS-305")
    if got != ASSET_OPTIONS:
        raise AssertionError(f"the Asset dropdown offers {got}; wanted every asset, retired AS-304 included, "
                             f"in the system's order, like {ASSET_OPTIONS[:2]}")
    if calls(ctx, "get_dashboard_cached"):
        raise AssertionError("the page read last night's dashboard export (get_dashboard_cached)")


def caller_bounds(ctx) -> None:
    _load(ctx)
    start = _report(ctx, "J", "Lift car light flickering", "AS-104", "Electrical")
    see(ctx, CALLER_MSG)
    absent(ctx, FAULT_MSG)
    _no_raise(ctx, start, "a one-letter caller")
    start = _report(ctx, NAME41, "Lift car light flickering")
    see(ctx, CALLER_MSG)
    _no_raise(ctx, start, "a caller of 41 characters")
    call = _created(ctx, _report(ctx, "   Al  ", "Lift car light flickering", "AS-104", "Electrical"),
                    "a caller of two characters after trimming")
    _args(call, "caller \"Al\"", asset_id="AS-104", title="Lift car light flickering (reported by Al)")
    call = _created(ctx, _report(ctx, NAME40, "Lift car light flickering", "AS-104", "Fabric"),
                    "a caller of 40 characters")
    _args(call, "a caller of 40 characters", title=f"Lift car light flickering (reported by {NAME40})")


def fault_bounds(ctx) -> None:
    _load(ctx)
    start = _report(ctx, "Rita Obi", "  Leak  ", "AS-204", "Fabric")
    see(ctx, FAULT_MSG)
    absent(ctx, CALLER_MSG)
    _no_raise(ctx, start, "a fault of 4 characters after trimming")
    start = _report(ctx, "Rita Obi", FAULT51)
    see(ctx, FAULT_MSG)
    _no_raise(ctx, start, "a fault of 51 characters")
    call = _created(ctx, _report(ctx, "Rita Obi", "   Crack ", "AS-204", "Fabric"), "a fault of 5 characters")
    _args(call, "a fault of 5 characters after trimming", asset_id="AS-204", title="Crack (reported by Rita Obi)")
    call = _created(ctx, _report(ctx, "Rita Obi", FAULT50, "AS-104", "Mechanical"), "a fault of 50 characters")
    _args(call, "a fault of 50 characters", title=f"{FAULT50} (reported by Rita Obi)")


def both_wrong(ctx) -> None:
    _load(ctx)
    start = _report(ctx, "  ", "Bad")
    see(ctx, CALLER_MSG)
    see(ctx, FAULT_MSG)
    _no_raise(ctx, start, "an empty caller and a 3-character fault")


def invalid_not_logged(ctx) -> None:
    _load(ctx)
    _raise(ctx, "a valid report", "Nadia Rahman", "Mirror loose above basin", "AS-204", "Mechanical")
    _row_in_log(ctx, "Nadia Rahman")
    start = _report(ctx, "Q", "Fan belt squealing", "AS-104", "Mechanical")
    see(ctx, CALLER_MSG)
    _no_raise(ctx, start, "a one-letter caller")
    absent(ctx, "Fan belt squealing", LOG)
    _row_in_log(ctx, "Nadia Rahman")


def raise_call(ctx) -> None:
    _load(ctx)
    call = _raise(ctx, "Log report", "  Lena Park  ", "  Boiler feed pipe dripping ", "AS-102", "Plumbing")
    _args(call, "Log report", asset_id="AS-102", title="Boiler feed pipe dripping (reported by Lena Park)",
          priority="P2", trade="plumbing")
    order = ctx.runtime_state["work_orders"].get("WO-2001")
    assert order and order["asset_id"] == "AS-102" and order["trade"] == "plumbing", \
        f"the system holds no plumbing order WO-2001 on AS-102: {order}"


def criticality_priority(ctx) -> None:
    _load(ctx)
    cases = [("Owen Pike", "Lift motor room too hot", "AS-104", "HVAC", "hvac", "P3"),
             ("Mia Lund", "Hand dryer rattling loudly", "AS-204", "Mechanical", "mechanical", "P4"),
             ("Hal Voss", "Switch room door will not lock", "AS-103", "Fabric", "fabric", "P2")]
    for caller, fault, asset, label, trade, priority in cases:
        call = _raise(ctx, f"a report on {asset}", caller, fault, asset, label)
        _args(call, f"a report on {asset} (criticality {CRITICALITY[asset]})", asset_id=asset, trade=trade,
              priority=priority)
        cell(ctx, LOG, caller, "Priority", priority)


def as_it_opens(ctx) -> None:
    _load(ctx)
    call = _raise(ctx, "Log report with the dropdowns as they open", "Kay Holt", "Boiler house light out")
    _args(call, "the Asset and Trade dropdowns untouched", asset_id="AS-101", trade="electrical", priority="P2",
          title="Boiler house light out (reported by Kay Holt)")


def raised_message(ctx) -> None:
    _load(ctx)
    _behind_create(ctx, "AS-201", "hvac", "P4", "Filter pressure gauge high")  # WO-2001 at 08:01
    _raise(ctx, "a report on AS-204", "Sol Reyes", "Cubicle door hinge broken", "AS-204", "Fabric")
    _regex(ctx, r"Raised WO-2002: P4, due 2026-04-24 08:02(?!\d)")
    _raise(ctx, "a report on AS-104", "Ivy Shaw", "Lift doors slow to close", "AS-104", "Mechanical")
    _regex(ctx, r"Raised WO-2003: P3, due 2026-04-17 08:03(?!\d)")


def read_back(ctx) -> None:
    _load(ctx)
    call = _raise(ctx, "a report on AS-204", "Sol Reyes", "Cubicle door hinge broken", "AS-204", "Fabric")
    _read_back(ctx, call, "Log report")


def refusal_shown(ctx) -> None:
    _load(ctx)
    start = _report(ctx, "Dev Mistry", "Chiller panel hanging loose", "AS-304", "Mechanical")
    wait_calls(ctx, "create_work_order", start, "Log report on the retired AS-304 did not ask the system to raise it")
    see(ctx, RETIRED_MSG)


def refusal_logged(ctx) -> None:
    _load(ctx)
    _report(ctx, "Dev Mistry", "Chiller panel hanging loose", "AS-304", "Mechanical")
    cell(ctx, LOG, "Dev Mistry", "Outcome", "Refused")
    cell(ctx, LOG, "Dev Mistry", "Asset", "AS-304")
    cell(ctx, LOG, "Dev Mistry", "Priority", "P4")


def log_row(ctx) -> None:
    _load(ctx)
    _raise(ctx, "a report on AS-204", "  Tariq Bell  ", "  Hand dryer rattling loudly  ", "AS-204", "Mechanical")
    cell(ctx, LOG, "Tariq Bell", "Caller", "Tariq Bell")
    cell(ctx, LOG, "Tariq Bell", "Asset", "AS-204")
    cell(ctx, LOG, "Tariq Bell", "Fault", "Hand dryer rattling loudly")
    cell(ctx, LOG, "Tariq Bell", "Priority", "P4")
    cell(ctx, LOG, "Tariq Bell", "Outcome", "WO-2001")


def log_newest(ctx) -> None:
    _load(ctx)
    _raise(ctx, "the first report", "Ann Cole", "Lift shaft fan stopped", "AS-104", "HVAC")
    _raise(ctx, "the second report", "Ben Dyer", "Ceiling tile fallen", "AS-204", "Fabric")
    cell(ctx, LOG, "Ben Dyer", "Outcome", "WO-2002")
    cell(ctx, LOG, "Ann Cole", "Outcome", "WO-2001")
    ctx.expect({"expect_order": {"texts": ["Ben Dyer", "Ann Cole"], "within": LOG}})


def log_empty(ctx) -> None:
    _load(ctx)
    see(ctx, "No reports yet", LOG)
    ctx.expect({"expect_visible": {"column": "Caller", "within": LOG, "visible": False}})
    _raise(ctx, "a report", "Eli Ford", "Lift pit has standing water", "AS-104", "Plumbing")
    _row_in_log(ctx, "Eli Ford")
    absent(ctx, "No reports yet", LOG)


# --- turn 2 -----------------------------------------------------------------------------------
def preview_live(ctx) -> None:
    _load(ctx)
    _priority_is(ctx, "P2")  # AS-101, criticality A
    _choose_asset(ctx, "AS-104")
    _priority_is(ctx, "P3")
    ctx.expect({"check": {"control": "Out of use", "checked": True}})
    _priority_is(ctx, "P2")
    _choose_asset(ctx, "AS-204")
    _priority_is(ctx, "P3")
    ctx.expect({"check": {"control": "Out of use", "checked": False}})
    _priority_is(ctx, "P4")
    ctx.expect({"check": {"control": "Safety risk", "checked": True}})
    _priority_is(ctx, "P2")
    _choose_asset(ctx, "AS-203")
    _priority_is(ctx, "P1")
    ctx.expect({"check": {"control": "Safety risk", "checked": False}})
    _priority_is(ctx, "P2")


def safety_priority(ctx) -> None:
    _load(ctx)
    cases = [("Omar Haddad", "Sparks from socket", "AS-301", "Electrical", False, "P1"),
             ("Zoe Grant", "Smoke smell near fitting", "AS-205", "HVAC", False, "P2"),
             ("Leo Park", "Hand dryer sparking", "AS-204", "Electrical", True, "P2")]
    for caller, fault, asset, trade, out, priority in cases:
        call = _raise(ctx, f"a safety report on {asset}", caller, fault, asset, trade, safety=True, out=out)
        _args(call, f"Safety risk on {asset} (criticality {CRITICALITY[asset]}){' and Out of use' if out else ''}",
              asset_id=asset, priority=priority)
        cell(ctx, LOG, caller, "Priority", priority)


def out_of_use_priority(ctx) -> None:
    _load(ctx)
    cases = [("Ada Moss", "Cubicle lock jammed", "AS-204", "Fabric", "P3"),
             ("Raj Iyer", "Lift will not move at all", "AS-104", "Mechanical", "P2"),
             ("Tess Wu", "Boiler control panel dead", "AS-102", "Electrical", "P2")]
    for caller, fault, asset, trade, priority in cases:
        call = _raise(ctx, f"an out-of-use report on {asset}", caller, fault, asset, trade, safety=False, out=True)
        _args(call, f"Out of use on {asset} (criticality {CRITICALITY[asset]})", asset_id=asset, priority=priority)
        cell(ctx, LOG, caller, "Priority", priority)


def safety_title(ctx) -> None:
    _load(ctx)
    call = _raise(ctx, "a safety report", "  Omar Haddad ", "Sparks from socket", "AS-303", "Electrical", safety=True)
    _args(call, "Safety risk ticked", title="Sparks from socket (reported by Omar Haddad) [safety]")
    call = _raise(ctx, "a report without a safety risk", "Ida Lee", "Floor tile lifting", "AS-303", "Fabric",
                  safety=False)
    _args(call, "Safety risk unticked", title="Floor tile lifting (reported by Ida Lee)")


def boxes_reset(ctx) -> None:
    _load(ctx)
    _raise(ctx, "a report with both boxes ticked", "Noor Ali", "Lift car stuck at floor 2", "AS-104", "Mechanical",
           safety=True, out=True)
    _row_in_log(ctx, "Noor Ali")
    ctx.expect({"expect_selected": {"target": {"control": "Safety risk"}, "selected": False}},
               {"expect_selected": {"target": {"control": "Out of use"}, "selected": False}})
    _priority_is(ctx, BASE[CRITICALITY[_chosen_asset(ctx)]])


def due_column(ctx) -> None:
    _load(ctx)
    _behind_create(ctx, "AS-201", "hvac", "P4", "Filter pressure gauge high")  # WO-2001 at 08:01
    _raise(ctx, "a safety report on AS-301", "Gus Hale", "Extract fan sparking", "AS-301", "Electrical", safety=True)
    cell(ctx, LOG, "Gus Hale", "Due", "2026-04-14 12:02")
    _raise(ctx, "a report on AS-104", "Ivy Shaw", "Lift doors slow to close", "AS-104", "Mechanical", safety=False,
           out=False)
    cell(ctx, LOG, "Ivy Shaw", "Due", "2026-04-17 08:03")
    _report(ctx, "Dev Mistry", "Chiller panel hanging loose", "AS-304", "Mechanical")
    cell(ctx, LOG, "Dev Mistry", "Outcome", "Refused")
    cell_blank(ctx, LOG, "Dev Mistry", "Due")


# --- turn 3 -----------------------------------------------------------------------------------
def dup_same_trade(ctx) -> None:
    _load(ctx)
    start = _report(ctx, "Lena Park", "Tap will not turn off", "AS-204", "Plumbing")
    _regex(ctx, _dup_message("AS-204", ["WO-1987"]))
    _no_raise(ctx, start, "a plumbing report on AS-204, which has WO-1987 open for plumbing")
    cell_matches(ctx, LOG, "Lena Park", "Outcome", r"^\s*Duplicate of WO-1987(?![\d,])")
    cell(ctx, LOG, "Lena Park", "Priority", "P4")
    cell_blank(ctx, LOG, "Lena Park", "Due")
    call = _raise(ctx, "an electrical report on AS-204 (no electrical work open there)", "Mo Dean",
                  "Mirror light flickering", "AS-204", "Electrical")
    _args(call, "an electrical report on AS-204", asset_id="AS-204", trade="electrical")


def dup_statuses(ctx) -> None:
    _load(ctx)
    cases = [("Amy Roe", "Extractor fan still noisy", "AS-204", "HVAC", ["WO-1992"], "on hold"),
             ("Bo Lin", "Door stuck half open", "AS-105", "Mechanical", ["WO-1991"], "in progress"),
             ("Cas Hart", "Charger alarm beeping", "AS-305", "Electrical", ["WO-1985"], "assigned"),
             ("Dee Fox", "Door heater tripping again", "AS-302", "Electrical", ["WO-1980"], "on hold, not completed")]
    for caller, fault, asset, trade, ids, why in cases:
        start = _report(ctx, caller, fault, asset, trade)
        _regex(ctx, _dup_message(asset, ids))
        _no_raise(ctx, start, f"a {trade} report on {asset}, which has {', '.join(ids)} unfinished ({why})")
        cell_matches(ctx, LOG, caller, "Outcome", rf"^\s*Duplicate of {re.escape(', '.join(ids))}(?![\d,])")
    call = _raise(ctx, "a mechanical report on AS-104, whose only mechanical order WO-1979 is completed", "Eve Lam",
                  "Lift doors slow to close", "AS-104", "Mechanical")
    _args(call, "a mechanical report on AS-104", asset_id="AS-104", trade="mechanical")


def dup_ids_order(ctx) -> None:
    _load(ctx)
    _behind_create(ctx, "AS-203", "mechanical", "P1", "Lift alarm bell ringing")  # WO-2001, due 04-14 12:01
    ids = ["WO-1984", "WO-1997", "WO-2001", "WO-1998"]
    start = _report(ctx, "Jo Marsh", "Lift stopping short again", "AS-203", "Mechanical")
    _regex(ctx, _dup_message("AS-203", ids))
    _no_raise(ctx, start, "a mechanical report on AS-203")
    cell_matches(ctx, LOG, "Jo Marsh", "Outcome", rf"^\s*Duplicate of {re.escape(', '.join(ids))}(?![\d,])")


def dup_live(ctx) -> None:
    _load(ctx)
    ctx.expect({"fill": {"field": "Caller", "value": "Kim Rowe"}})
    _choose_asset(ctx, "AS-104")
    ctx.expect({"fill": {"field": "Fault", "value": "Lift car handrail loose"}},
               {"select": {"field": "Trade", "option": "Fabric"}})
    _behind_create(ctx, "AS-104", "fabric", "P3", "Lift car panel scratched")  # WO-2001, after the page read AS-104
    start = mark(ctx)
    ctx.expect({"click": {"control": "Log report", "exact": True}})
    _regex(ctx, _dup_message("AS-104", ["WO-2001"]))
    _no_raise(ctx, start, "a fabric report on AS-104 right after another desk raised WO-2001 for fabric there")


def dup_session(ctx) -> None:
    _load(ctx)
    _raise(ctx, "the first electrical report on AS-204", "Mo Dean", "Mirror light flickering", "AS-204", "Electrical")
    start = _report(ctx, "Pat Quinn", "Mirror light buzzing", "AS-204", "Electrical")
    _regex(ctx, _dup_message("AS-204", ["WO-2001"]))
    _no_raise(ctx, start, "a second electrical report on AS-204 after this desk raised WO-2001")
    cell_matches(ctx, LOG, "Pat Quinn", "Outcome", r"^\s*Duplicate of WO-2001(?![\d,])")


def open_cells(ctx) -> None:
    _load(ctx)
    cell(ctx, OPEN, "WO-1996", "Work order", "WO-1996")
    cell(ctx, OPEN, "WO-1996", "Title", "Boiler 1 flue gas reading high")
    cell(ctx, OPEN, "WO-1996", "Trade", "hvac")
    cell(ctx, OPEN, "WO-1996", "Status", "open")
    cell(ctx, OPEN, "WO-1996", "Due", "2026-04-14 11:10")
    _choose_asset(ctx, "AS-103")
    cell(ctx, OPEN, "WO-1982", "Status", "in progress")
    cell(ctx, OPEN, "WO-1982", "Trade", "electrical")
    cell(ctx, OPEN, "WO-1982", "Due", "2026-04-15 09:00")
    cell(ctx, OPEN, "WO-1995", "Status", "assigned")
    cell(ctx, OPEN, "WO-1995", "Title", "Replace contactor on DB-2")
    cell(ctx, OPEN, "WO-1995", "Due", "2026-04-16 09:00")


def open_unfinished(ctx) -> None:
    _load(ctx)
    _choose_asset(ctx, "AS-204")
    cell(ctx, OPEN, "WO-1992", "Status", "on hold")
    cell(ctx, OPEN, "WO-1987", "Status", "open")
    _no_row(ctx, OPEN, "Work order", "WO-1978")  # completed
    _choose_asset(ctx, "AS-105")
    cell(ctx, OPEN, "WO-1991", "Status", "in progress")
    _no_row(ctx, OPEN, "Work order", "WO-1976")  # cancelled
    _no_row(ctx, OPEN, "Work order", "WO-1987")  # the previous asset's


def open_order(ctx) -> None:
    _load(ctx)
    _choose_asset(ctx, "AS-204")
    ctx.expect({"expect_list": {"target": {"column": "Work order", "within": OPEN}, "texts": ["WO-1992", "WO-1987"]}})
    _choose_asset(ctx, "AS-203")
    ctx.expect({"expect_list": {"target": {"column": "Work order", "within": OPEN},
                                "texts": ["WO-1984", "WO-1997", "WO-1998"]}})


def open_live(ctx) -> None:
    ctx.behind_the_app("assign_technician", {"work_order_id": "WO-1987", "technician_id": "TE-03",
                                             "evidence_token": _token(ctx, "WO-1987")})
    _load(ctx)
    _choose_asset(ctx, "AS-204")
    cell(ctx, OPEN, "WO-1987", "Status", "assigned")
    _choose_asset(ctx, "AS-302")
    cell(ctx, OPEN, "WO-1980", "Status", "on hold")
    ctx.behind_the_app("start_work", {"work_order_id": "WO-1980"})  # resumed elsewhere
    _choose_asset(ctx, "AS-204")
    cell(ctx, OPEN, "WO-1987", "Status", "assigned")
    _choose_asset(ctx, "AS-302")
    cell(ctx, OPEN, "WO-1980", "Status", "in progress")


def open_empty(ctx) -> None:
    _load(ctx)
    _choose_asset(ctx, "AS-104")
    see(ctx, "No open work on this asset", OPEN)
    ctx.expect({"expect_visible": {"column": "Work order", "within": OPEN, "visible": False}})
    _choose_asset(ctx, "AS-101")
    cell(ctx, OPEN, "WO-1996", "Status", "open")
    absent(ctx, "No open work on this asset", OPEN)


def open_after_report(ctx) -> None:
    _load(ctx)
    _choose_asset(ctx, "AS-104")
    see(ctx, "No open work on this asset", OPEN)
    _raise(ctx, "a mechanical report on AS-104", "Eve Lam", "Lift doors slow to close", "AS-104", "Mechanical")
    _row_in_log(ctx, "Eve Lam")
    _keep_asset(ctx, "AS-104")
    cell(ctx, OPEN, "WO-2001", "Status", "open")
    cell(ctx, OPEN, "WO-2001", "Due", "2026-04-17 08:01")
    _choose_asset(ctx, "AS-302")
    cell(ctx, OPEN, "WO-1980", "Status", "on hold")
    ctx.behind_the_app("start_work", {"work_order_id": "WO-1980"})  # resumed elsewhere meanwhile
    start = _report(ctx, "Dee Fox", "Door heater tripping again", "AS-302", "Electrical")
    _regex(ctx, _dup_message("AS-302", ["WO-1980"]))
    _no_raise(ctx, start, "an electrical report on AS-302")
    _row_in_log(ctx, "Dee Fox")
    _keep_asset(ctx, "AS-302")
    cell(ctx, OPEN, "WO-1980", "Status", "in progress")


# --- turn 4 -----------------------------------------------------------------------------------
def _mixed_log(ctx) -> None:
    """Ann Cole raised (WO-2001), Lena Park a duplicate of WO-1987, Dev Mistry refused."""
    _raise(ctx, "a report on AS-104", "Ann Cole", "Lift shaft fan stopped", "AS-104", "HVAC")
    start = _report(ctx, "Lena Park", "Tap will not turn off", "AS-204", "Plumbing")
    _regex(ctx, _dup_message("AS-204", ["WO-1987"]))
    _no_raise(ctx, start, "a plumbing report on AS-204")
    _report(ctx, "Dev Mistry", "Chiller panel hanging loose", "AS-304", "Mechanical")
    cell(ctx, LOG, "Dev Mistry", "Outcome", "Refused")


def _anyway(ctx, caller: str) -> int:
    start = mark(ctx)
    ctx.expect({"click": {"control": "Raise anyway", "within": {"item": caller, "within": LOG}, "exact": True}})
    return start


def anyway_button(ctx) -> None:
    _load(ctx)
    _mixed_log(ctx)
    ctx.expect({"expect_visible": {"control": "Raise anyway", "within": {"item": "Lena Park", "within": LOG}}},
               {"expect_visible": {"control": "Raise anyway", "within": {"item": "Ann Cole", "within": LOG},
                                   "visible": False}},
               {"expect_visible": {"control": "Raise anyway", "within": {"item": "Dev Mistry", "within": LOG},
                                   "visible": False}})


def anyway_args(ctx) -> None:
    _load(ctx)
    start = _report(ctx, "Lena Park", "Tap will not turn off", "AS-204", "Plumbing", safety=True)
    _regex(ctx, _dup_message("AS-204", ["WO-1987"]))
    _no_raise(ctx, start, "a plumbing report on AS-204")
    ctx.expect({"fill": {"field": "Caller", "value": "Someone Else"}})
    _choose_asset(ctx, "AS-101")
    ctx.expect({"fill": {"field": "Fault", "value": "Boiler house light out"}},
               {"select": {"field": "Trade", "option": "Electrical"}},
               {"check": {"control": "Out of use", "checked": True}})
    call = _created(ctx, _anyway(ctx, "Lena Park"), "Raise anyway")
    _args(call, "Raise anyway on Lena Park's report", asset_id="AS-204", trade="plumbing", priority="P2",
          title="Tap will not turn off (reported by Lena Park) [safety]")


def anyway_message(ctx) -> None:
    _load(ctx)
    _behind_create(ctx, "AS-201", "hvac", "P4", "Filter pressure gauge high")  # WO-2001 at 08:01
    start = _report(ctx, "Lena Park", "Tap will not turn off", "AS-204", "Plumbing", safety=True)
    _regex(ctx, _dup_message("AS-204", ["WO-1987"]))
    _no_raise(ctx, start, "a plumbing report on AS-204")
    call = _created(ctx, _anyway(ctx, "Lena Park"), "Raise anyway")
    _regex(ctx, r"Raised WO-2002: P2, due 2026-04-15 08:02(?!\d)")
    _read_back(ctx, call, "Raise anyway")


def anyway_row(ctx) -> None:
    _load(ctx)
    start = _report(ctx, "Lena Park", "Tap will not turn off", "AS-204", "Plumbing")
    _regex(ctx, _dup_message("AS-204", ["WO-1987"]))
    _no_raise(ctx, start, "a plumbing report on AS-204")
    _raise(ctx, "a report on AS-104", "Ann Cole", "Lift shaft fan stopped", "AS-104", "HVAC")
    cell(ctx, LOG, "Ann Cole", "Outcome", "WO-2001")
    ctx.expect({"expect_order": {"texts": ["Ann Cole", "Lena Park"], "within": LOG}})
    _created(ctx, _anyway(ctx, "Lena Park"), "Raise anyway")
    cell(ctx, LOG, "Lena Park", "Outcome", "WO-2002")
    cell(ctx, LOG, "Lena Park", "Due", "2026-04-24 08:02")
    cell(ctx, LOG, "Ann Cole", "Outcome", "WO-2001")
    ctx.expect({"expect_visible": {"control": "Raise anyway", "within": {"item": "Lena Park", "within": LOG},
                                   "visible": False}},
               {"expect_order": {"texts": ["Ann Cole", "Lena Park"], "within": LOG}})


def anyway_open(ctx) -> None:
    _load(ctx)
    start = _report(ctx, "Lena Park", "Tap will not turn off", "AS-204", "Plumbing")
    _regex(ctx, _dup_message("AS-204", ["WO-1987"]))
    _no_raise(ctx, start, "a plumbing report on AS-204")
    _row_in_log(ctx, "Lena Park")
    _keep_asset(ctx, "AS-204")
    cell(ctx, OPEN, "WO-1987", "Status", "open")
    _created(ctx, _anyway(ctx, "Lena Park"), "Raise anyway")
    cell(ctx, OPEN, "WO-2001", "Trade", "plumbing")
    cell(ctx, OPEN, "WO-2001", "Due", "2026-04-24 08:01")


def count_line(ctx) -> None:
    _load(ctx)
    _raise(ctx, "a report on AS-104", "Ann Cole", "Lift shaft fan stopped", "AS-104", "HVAC")
    _regex(ctx, r"(?<!\d)1 report: 1 raised, 0 duplicates, 0 refused", LOG)
    start = _report(ctx, "Lena Park", "Tap will not turn off", "AS-204", "Plumbing")
    _no_raise(ctx, start, "a plumbing report on AS-204")
    _regex(ctx, r"(?<!\d)2 reports: 1 raised, 1 duplicate, 0 refused", LOG)
    _report(ctx, "Dev Mistry", "Chiller panel hanging loose", "AS-304", "Mechanical")
    _regex(ctx, r"(?<!\d)3 reports: 1 raised, 1 duplicate, 1 refused", LOG)
    start = _report(ctx, "Jo Marsh", "Lift stopping short again", "AS-203", "Mechanical")
    _no_raise(ctx, start, "a mechanical report on AS-203")
    _regex(ctx, r"(?<!\d)4 reports: 1 raised, 2 duplicates, 1 refused", LOG)


def count_after_anyway(ctx) -> None:
    _load(ctx)
    _raise(ctx, "a report on AS-104", "Ann Cole", "Lift shaft fan stopped", "AS-104", "HVAC")
    start = _report(ctx, "Lena Park", "Tap will not turn off", "AS-204", "Plumbing")
    _no_raise(ctx, start, "a plumbing report on AS-204")
    _regex(ctx, r"(?<!\d)2 reports: 1 raised, 1 duplicate, 0 refused", LOG)
    _created(ctx, _anyway(ctx, "Lena Park"), "Raise anyway")
    _regex(ctx, r"(?<!\d)2 reports: 2 raised, 0 duplicates, 0 refused", LOG)


# --- turn 5 -----------------------------------------------------------------------------------
def status_raised(ctx) -> None:
    _load(ctx)
    _mixed_log(ctx)
    cell(ctx, LOG, "Ann Cole", "Status", "open")
    cell_blank(ctx, LOG, "Lena Park", "Status")
    cell_blank(ctx, LOG, "Dev Mistry", "Status")
    _created(ctx, _anyway(ctx, "Lena Park"), "Raise anyway")
    cell(ctx, LOG, "Lena Park", "Outcome", "WO-2002")
    cell(ctx, LOG, "Lena Park", "Status", "open")


def status_refresh(ctx) -> None:
    _load(ctx)
    _raise(ctx, "a fabric report on AS-204", "Ben Dyer", "Ceiling tile fallen", "AS-204", "Fabric")  # WO-2001
    _raise(ctx, "a mechanical report on AS-104", "Ann Cole", "Lift doors slow to close", "AS-104", "Mechanical")
    _raise(ctx, "a plumbing report on AS-205", "Cy Dale", "Drip from ceiling void", "AS-205", "Plumbing")  # WO-2003
    cell(ctx, LOG, "Cy Dale", "Status", "open")
    ctx.behind_the_app("assign_technician", {"work_order_id": "WO-2001", "technician_id": "TE-03",
                                             "evidence_token": _token(ctx, "WO-2001")})
    ctx.behind_the_app("assign_technician", {"work_order_id": "WO-2002", "technician_id": "TE-06",
                                             "evidence_token": _token(ctx, "WO-2002")})
    ctx.behind_the_app("start_work", {"work_order_id": "WO-2002"})
    ctx.behind_the_app("cancel_work_order", {"work_order_id": "WO-2003", "evidence_token": _token(ctx, "WO-2003"),
                                             "reason": "Raised twice by mistake"})
    ctx.expect({"click": {"control": "Refresh statuses", "within": LOG, "exact": True}})
    cell(ctx, LOG, "Ben Dyer", "Status", "assigned, Ines Duarte")
    cell(ctx, LOG, "Ann Cole", "Status", "in progress, Joe Mercer")
    cell(ctx, LOG, "Cy Dale", "Status", "cancelled")


def _four_rows(ctx) -> None:
    """Ann Cole raised (WO-2001), Lena Park duplicate, Dev Mistry refused, Ben Dyer raised (WO-2002)."""
    _mixed_log(ctx)
    _raise(ctx, "a fabric report on AS-204", "Ben Dyer", "Ceiling tile fallen", "AS-204", "Fabric")
    _row_in_log(ctx, "Ben Dyer")


def raised_only_filter(ctx) -> None:
    _load(ctx)
    _four_rows(ctx)
    ctx.expect({"expect_selected": {"target": {"control": "Raised only", "within": LOG}, "selected": False}})
    ctx.expect({"check": {"control": "Raised only", "within": LOG, "checked": True}})
    _log_rows_hidden(ctx, ["Lena Park", "Dev Mistry"])
    cell(ctx, LOG, "Ben Dyer", "Outcome", "WO-2002")
    cell(ctx, LOG, "Ann Cole", "Outcome", "WO-2001")
    ctx.expect({"expect_order": {"texts": ["Ben Dyer", "Ann Cole"], "within": LOG}})
    ctx.expect({"check": {"control": "Raised only", "within": LOG, "checked": False}})
    _row_in_log(ctx, "Lena Park")
    _row_in_log(ctx, "Dev Mistry")


def raised_only_count(ctx) -> None:
    _load(ctx)
    _four_rows(ctx)
    ctx.expect({"check": {"control": "Raised only", "within": LOG, "checked": True}})
    _log_rows_hidden(ctx, ["Lena Park"])
    _regex(ctx, r"(?<!\d)4 reports: 2 raised, 1 duplicate, 1 refused", LOG)


def status_refresh_reads(ctx) -> None:
    _load(ctx)
    _raise(ctx, "a fabric report on AS-204", "Ben Dyer", "Ceiling tile fallen", "AS-204", "Fabric")  # WO-2001
    _raise(ctx, "a mechanical report on AS-104", "Ann Cole", "Lift doors slow to close", "AS-104", "Mechanical")
    start = _report(ctx, "Lena Park", "Tap will not turn off", "AS-204", "Plumbing")
    _no_raise(ctx, start, "a plumbing report on AS-204")
    _row_in_log(ctx, "Lena Park")
    ctx.behind_the_app("assign_technician", {"work_order_id": "WO-2002", "technician_id": "TE-06",
                                             "evidence_token": _token(ctx, "WO-2002")})
    ctx.behind_the_app("start_work", {"work_order_id": "WO-2002"})
    ctx.behind_the_app("put_on_hold", {"work_order_id": "WO-2002", "reason": "Waiting for lift engineer"})
    ctx.behind_the_app("assign_technician", {"work_order_id": "WO-2001", "technician_id": "TE-03",
                                             "evidence_token": _token(ctx, "WO-2001")})
    start = mark(ctx)
    ctx.expect({"click": {"control": "Refresh statuses", "within": LOG, "exact": True}})
    cell(ctx, LOG, "Ann Cole", "Status", "on hold, Joe Mercer")
    cell(ctx, LOG, "Ben Dyer", "Status", "assigned, Ines Duarte")
    cell_blank(ctx, LOG, "Lena Park", "Status")
    no_writes(ctx, start, "Refresh statuses")

    def probe() -> tuple[bool, str]:
        seen: set[str] = set()
        for c in calls(ctx, since=start, ok=True):
            if c.name == "get_work_order":
                seen.add(arg(c, "work_order_id"))
            elif c.name == "list_work_orders":
                seen.update(w.get("id") for w in (c.result or {}).get("work_orders", []))
        missing = [o for o in ("WO-2001", "WO-2002") if o not in seen]
        return not missing, f"Refresh statuses did not read {missing} from the system"

    ctx.until(probe)
