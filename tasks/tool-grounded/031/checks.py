"""Checks for the planned-maintenance (PM) desk that the vocabulary cannot state on its own.

Every check that writes to the maintenance system is an isolated requirement, so the live state
stays the fixture's from turn to turn. Checks that act "behind the app" play a technician on the
floor (starting a job, booking time, drawing parts) or another desk (raising, closing or creating
orders) meanwhile; new ids are taken from what those calls return, never assumed.

Fixture facts used here (default fixture, system date 2026-04-14, clock 08:00Z):
- Active schedules in the system's order, with days until due: PM-04 Passenger lift inspection
  (-8, open order WO-1984), PM-05 Generator load test (-7), PM-01 Boiler 1 burner service (0),
  PM-09 Boiler 2 burner service (1), PM-07 Eyewash weekly flush (2), PM-02 AHU 3 filter change
  (7), PM-03 AHU 3A filter change (8), PM-08 Fume cupboard quarterly airflow check (79).
  PM-06 (Old chiller refrigerant check, Lab Annex) is inactive and is listed first by the system.
- Sites: North Depot S-NTH (PM-01, PM-09), Riverside Offices S-RIV (PM-04, PM-02, PM-03),
  Lab Annex S-LAB (PM-06 inactive, PM-05, PM-07, PM-08).
- The only unfinished preventive order is WO-1984 (PM-04, Passenger Lift, Maya Okafor TE-01,
  assigned, due 2026-04-06 17:00, overdue); WO-1994 (PM-08) is closed.
- Tom Brannigan TE-02 (hvac) has one place left; FLT-0600 Panel filter 600 x 600 costs 14.50,
  BLT-A42 V-belt A42 9.75; labour is 68.00 an hour.
"""

from __future__ import annotations

import re

SCHED = {"section": "Schedules"}
PMWO = {"section": "PM work orders"}
SIGN = {"section": "Awaiting sign-off"}
DUPS = {"section": "Duplicates"}
TIMES = "[×xX]"

# id, asset name, task, every, next due, status, open order, site
SCHEDULES = [
    ("PM-04", "Passenger Lift", "Passenger lift inspection", "60 days", "2026-04-06", "Overdue", "WO-1984", "S-RIV"),
    ("PM-05", "Standby Generator", "Generator load test", "28 days", "2026-04-07", "Overdue", "none", "S-LAB"),
    ("PM-01", "Boiler 1", "Boiler 1 burner service", "90 days", "2026-04-14", "Due today", "none", "S-NTH"),
    ("PM-09", "Boiler 2", "Boiler 2 burner service", "90 days", "2026-04-15", "Due in 1 day", "none", "S-NTH"),
    ("PM-07", "Eyewash Station", "Eyewash weekly flush", "7 days", "2026-04-16", "Due in 2 days", "none", "S-LAB"),
    ("PM-02", "Air Handling Unit 3", "AHU 3 filter change", "30 days", "2026-04-21", "Due in 7 days", "none", "S-RIV"),
    ("PM-03", "Air Handling Unit 3A", "AHU 3A filter change", "30 days", "2026-04-22", "Not due", "none", "S-RIV"),
    ("PM-08", "Fume Cupboard Extract", "Fume cupboard quarterly airflow check", "91 days", "2026-07-02", "Not due",
     "none", "S-LAB"),
]
IDS = [s[0] for s in SCHEDULES]
RAISABLE = ["PM-05", "PM-01", "PM-09", "PM-07", "PM-02"]
SITE_IDS = {"North Depot": "S-NTH", "Riverside Offices": "S-RIV", "Lab Annex": "S-LAB"}
COUNTS0 = "2 overdue, 1 due today, 3 due within 7 days"


# --- the tool log -----------------------------------------------------------------------------
def _mark(ctx) -> int:
    return len(ctx.tool_calls)


def _calls(ctx, start: int = 0) -> list:
    return [c for c in ctx.tool_calls[start:] if c.kind == "tool"]


def _writes(calls) -> list:
    return [c for c in calls if c.mode == "write"]


def _show(calls) -> str:
    out = []
    for c in calls:
        key = c.args.get("work_order_id") or c.args.get("schedule_id") or c.args.get("site_id") or ""
        extra = f", {c.args['sku']} {c.args.get('quantity')}" if "sku" in c.args else ""
        out.append(f"{c.name}({key}{extra}){'' if c.ok else ' refused'}")
    return ", ".join(out) or "none"


def _no_calls(ctx, start: int, why: str) -> None:
    calls = _calls(ctx, start)
    if calls:
        raise AssertionError(f"{why}: the page called {_show(calls)}")


def _no_writes(ctx, start: int, why: str) -> None:
    writes = _writes(_calls(ctx, start))
    if writes:
        raise AssertionError(f"{why}: the page wrote {_show(writes)}")


def _expect_writes(ctx, start: int, wanted: list[tuple[str, dict]], why: str, any_order: int = 0) -> list:
    """The page's writes since ``start`` are exactly ``wanted`` (tool name and an argument subset),
    in this order; the first ``any_order`` of them may come in any order among themselves."""
    writes = _writes(_calls(ctx, start))

    def fits(w, want) -> bool:
        name, args = want
        return w.name == name and all(w.args.get(k) == v for k, v in args.items())

    ok = len(writes) == len(wanted)
    if ok and any_order:
        head, rest = writes[:any_order], wanted[:any_order]
        for w in head:
            hit = next((x for x in rest if fits(w, x)), None)
            if hit is None:
                ok = False
                break
            rest = [x for x in rest if x is not hit]
    if ok:
        ok = all(fits(w, x) for w, x in zip(writes[any_order:], wanted[any_order:], strict=False))
    if not ok:
        want = ", ".join(f"{n}({', '.join(str(v) for v in a.values())})" for n, a in wanted)
        raise AssertionError(f"{why}: wanted the writes {want}; the page wrote {_show(writes)}")
    return writes


def _token_fresh(ctx, start: int, write) -> None:
    """The write used the token of a get_work_order on the same order made after the click, and
    nothing was written to that order between that read and the write."""
    calls = _calls(ctx, start)
    i = calls.index(write)
    oid = write.args.get("work_order_id")
    reads = [j for j, c in enumerate(calls[:i]) if c.name == "get_work_order" and c.ok
             and c.args.get("work_order_id") == oid]
    if not reads:
        raise AssertionError(f"{write.name} on {oid} was not preceded by a get_work_order read of the order "
                             "after the click")
    last = calls[reads[-1]]
    if last.result.get("evidence_token") != write.args.get("evidence_token"):
        raise AssertionError(f"{write.name} on {oid} did not use the evidence token of the order read right "
                             "before it")
    between = [c for c in calls[reads[-1] + 1:i] if c.mode == "write" and c.ok]
    if between:
        raise AssertionError(f"{write.name} on {oid} used a token read before {_show(between)}")


def _reads_after(ctx, start: int, names: list[str], what: str) -> None:
    calls = _calls(ctx, start)
    for name in names:
        if not any(c.name == name for c in calls):
            raise AssertionError(f"{what}: the page did not read {name} afterwards; calls: {_show(calls)}")


def _after(ctx, start: int, name: str) -> int:
    """The log position just after the last call of ``name`` since ``start``."""
    log = ctx.tool_calls
    for i in range(len(log) - 1, start - 1, -1):
        if log[i].kind == "tool" and log[i].name == name:
            return i + 1
    raise AssertionError(f"the page never called {name}")


def _no_dashboard(ctx) -> None:
    if any(c.name == "get_dashboard_cached" for c in _calls(ctx)):
        raise AssertionError("the page read the nightly dashboard export (get_dashboard_cached)")


# --- acting behind the app ----------------------------------------------------------------------
def _tok(ctx, oid: str) -> str:
    return ctx.behind_the_app("get_work_order", {"work_order_id": oid})["evidence_token"]


def _gen(ctx, sid: str) -> str:
    return ctx.behind_the_app("generate_pm_work_order", {"schedule_id": sid})["work_order"]["id"]


def _create(ctx, asset: str, title: str, trade: str = "hvac", priority: str = "P3") -> str:
    return ctx.behind_the_app("create_work_order", {"asset_id": asset, "title": title, "priority": priority,
                                                    "trade": trade})["work_order"]["id"]


def _assign(ctx, oid: str, tech: str) -> None:
    ctx.behind_the_app("assign_technician", {"work_order_id": oid, "technician_id": tech,
                                             "evidence_token": _tok(ctx, oid)})


def _start(ctx, oid: str) -> None:
    ctx.behind_the_app("start_work", {"work_order_id": oid})


def _labour(ctx, oid: str, tech: str, minutes: int) -> None:
    while minutes > 0:
        step = min(minutes, 480)
        ctx.behind_the_app("log_labour", {"work_order_id": oid, "technician_id": tech, "minutes": step})
        minutes -= step


def _reserve(ctx, oid: str, sku: str, qty: int) -> None:
    ctx.behind_the_app("reserve_part", {"work_order_id": oid, "sku": sku, "quantity": qty,
                                        "evidence_token": _tok(ctx, oid)})


def _issue(ctx, oid: str, sku: str, qty: int) -> None:
    ctx.behind_the_app("issue_part", {"work_order_id": oid, "sku": sku, "quantity": qty})


def _complete_behind(ctx, oid: str, note: str = "Done on the floor") -> None:
    ctx.behind_the_app("complete_work_order", {"work_order_id": oid, "evidence_token": _tok(ctx, oid),
                                               "completion_note": note})


def _close_behind(ctx, oid: str) -> None:
    ctx.behind_the_app("close_work_order", {"work_order_id": oid, "evidence_token": _tok(ctx, oid)})


def _lift_started(ctx, minutes: int = 30) -> str:
    """WO-1984 (PM-04, late) started by Maya Okafor, with ``minutes`` of labour booked."""
    _start(ctx, "WO-1984")
    if minutes:
        _labour(ctx, "WO-1984", "TE-01", minutes)
    return "WO-1984"


def _filters_started(ctx, reserve: int = 2, issue: int = 2, minutes: int = 60) -> str:
    """PM-02's order raised, assigned to Tom Brannigan, started, FLT-0600 reserved and issued, labour
    booked: ready to complete on target (unless units are left reserved)."""
    oid = _gen(ctx, "PM-02")
    _assign(ctx, oid, "TE-02")
    _start(ctx, oid)
    if reserve:
        _reserve(ctx, oid, "FLT-0600", reserve)
    if issue:
        _issue(ctx, oid, "FLT-0600", issue)
    if minutes:
        _labour(ctx, oid, "TE-02", minutes)
    return oid


def _state_order(ctx, oid: str) -> dict:
    return ctx.runtime_state["work_orders"][oid]


def _state_is(ctx, what: str, got, want) -> None:
    if got != want:
        raise AssertionError(f"{what} is {got!r} in the system, wanted {want!r}")


# --- the page -----------------------------------------------------------------------------------
def _reload(ctx) -> None:
    ctx.expect({"open": "/"})


def _exact(value: str) -> str:
    return rf"^\s*{re.escape(value)}\s*$"


def _cell(ctx, column: str, row: str, within: dict, value: str) -> None:
    ctx.expect({"expect_text": {"regex": _exact(value), "within": {"column": column, "row": row, "within": within}}})


def _text(ctx, text: str, within: dict | None = None) -> None:
    step = {"text": text}
    if within is not None:
        step["within"] = within
    ctx.expect({"expect_text": step})


def _regex(ctx, regex: str, within: dict | None = None) -> None:
    step = {"regex": regex}
    if within is not None:
        step["within"] = within
    ctx.expect({"expect_text": step})


def _absent(ctx, text: str, within: dict | None = None) -> None:
    step = {"text": text, "absent": True}
    if within is not None:
        step["within"] = within
    ctx.expect({"expect_text": step})


def _row(section: dict, key: str) -> dict:
    return {"item": key, "within": section}


def _row_present(ctx, section: dict, column: str, key: str) -> None:
    ctx.expect({"expect_visible": {"column": column, "row": key, "within": section}})


def _row_gone(ctx, section: dict, key: str) -> None:
    """No row of the section's table has ``key`` under Work order (a message line in the section
    naming the order does not count; a section without its table lists nothing)."""
    target = {"column": "Work order", "within": section}

    def probe() -> tuple[bool, str]:
        try:
            shown = ctx.text(target)
        except Exception:  # no table (an empty-state line instead): nothing is listed
            return True, ""
        return re.search(rf"(?<![\w-]){re.escape(key)}(?![\w-])", shown) is None, \
            f"{key} is still listed under Work order in {section['section']}: {shown[:200]!r}"
    ctx.until(probe)


def _has_button(ctx, section: dict, key: str, name: str, want: bool) -> None:
    ctx.expect({"expect_visible": {"control": name, "within": _row(section, key), "exact": True,
                                   "visible": want}})


def _press(ctx, section: dict, key: str, name: str) -> int:
    start = _mark(ctx)
    ctx.expect({"click": {"control": name, "within": _row(section, key), "exact": True}})
    return start


def _sched(ctx, sid: str, **cols: str) -> None:
    names = {"asset": "Asset", "task": "Task", "every": "Every", "due": "Next due", "status": "Status",
             "open": "Open order"}
    for key, value in cols.items():
        _cell(ctx, names[key], sid, SCHED, value)


def _pm(ctx, oid: str, **cols: str) -> None:
    names = {"schedule": "Schedule", "asset": "Asset", "tech": "Technician", "status": "Status", "due": "Due"}
    for key, value in cols.items():
        _cell(ctx, names[key], oid, PMWO, value)


def _flag(ctx, oid: str, overdue: bool) -> None:
    within = {"column": "Flag", "row": oid, "within": PMWO}
    if overdue:
        _cell(ctx, "Flag", oid, PMWO, "Overdue")
    else:
        _absent(ctx, "Overdue", within)


def _schedule_rows(ctx, ids: list[str]) -> None:
    """The Schedules table lists exactly ``ids``, in this order."""
    ctx.expect({"expect_order": {"texts": ids, "within": SCHED}})
    for sid in IDS + ["PM-06"]:
        if sid not in ids:
            _absent(ctx, sid, SCHED)


def _complete(ctx, oid: str, note: str) -> int:
    ctx.expect({"fill": {"field": "Completion note", "within": _row(PMWO, oid), "value": note}})
    return _press(ctx, PMWO, oid, "Complete")


def _choose_site(ctx, name: str) -> int:
    start = _mark(ctx)
    ctx.expect({"select": {"field": "Site", "option": name}})
    return start


def _raise_all(ctx) -> int:
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Raise all due", "within": SCHED}})
    return start


def _money(x: float) -> str:
    return f"${x:,.2f}"


# ================================================================================================
# turn 1
# ================================================================================================
def schedule_rows(ctx):
    _schedule_rows(ctx, IDS)
    if not any(c.name == "list_pm_schedules" and c.ok for c in _calls(ctx)):
        raise AssertionError("the Schedules table was not read with list_pm_schedules")
    _no_dashboard(ctx)


def schedule_columns(ctx):
    for sid, asset, task, every, due, *_ in SCHEDULES:
        _sched(ctx, sid, asset=asset, task=task, every=every, due=due)


def schedule_status(ctx):
    for sid, *_mid, status, _open, _site in SCHEDULES:
        _sched(ctx, sid, status=status)


def schedule_open_order(ctx):
    for sid, *_mid, open_order, _site in SCHEDULES:
        _sched(ctx, sid, open=open_order)


def schedules_live(ctx):
    # a technician finishes the overdue lift inspection, another desk raises PM-09's order
    _lift_started(ctx, 30)
    _complete_behind(ctx, "WO-1984")
    oid = _gen(ctx, "PM-09")
    _reload(ctx)
    _schedule_rows(ctx, ["PM-05", "PM-01", "PM-09", "PM-07", "PM-02", "PM-03", "PM-04", "PM-08"])
    _sched(ctx, "PM-04", due="2026-06-13", status="Not due", open="none")
    _sched(ctx, "PM-09", status="Due in 1 day", open=oid)
    _text(ctx, "1 overdue, 1 due today, 3 due within 7 days", SCHED)
    _no_dashboard(ctx)


def refresh_reads(ctx):
    _sched(ctx, "PM-01", open="none")
    oid = _gen(ctx, "PM-01")
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Refresh"}})
    _sched(ctx, "PM-01", open=oid)
    _reads_after(ctx, start, ["list_pm_schedules"], "Refresh")


# ================================================================================================
# turn 2
# ================================================================================================
def raise_buttons(ctx):
    for sid in RAISABLE:
        _has_button(ctx, SCHED, sid, "Raise order", True)
    for sid in ("PM-04", "PM-03", "PM-08"):
        _row_present(ctx, SCHED, "Schedule", sid)
        _has_button(ctx, SCHED, sid, "Raise order", False)


def raise_writes(ctx):
    start = _press(ctx, SCHED, "PM-02", "Raise order")
    _text(ctx, "Raised WO-2001 for PM-02")
    _expect_writes(ctx, start, [("generate_pm_work_order", {"schedule_id": "PM-02"})], "Raise order on PM-02")
    start = _press(ctx, SCHED, "PM-05", "Raise order")
    _text(ctx, "Raised WO-2002 for PM-05")
    _absent(ctx, "Raised WO-2001 for PM-02")
    _expect_writes(ctx, start, [("generate_pm_work_order", {"schedule_id": "PM-05"})], "Raise order on PM-05")
    _state_is(ctx, "PM-05's open order", ctx.runtime_state["schedules"]["PM-05"]["open_work_order"], "WO-2002")


def raise_readback(ctx):
    start = _press(ctx, SCHED, "PM-09", "Raise order")
    _text(ctx, "Raised WO-2001 for PM-09")
    _sched(ctx, "PM-09", open="WO-2001", status="Due in 1 day")
    _has_button(ctx, SCHED, "PM-09", "Raise order", False)
    _has_button(ctx, SCHED, "PM-07", "Raise order", True)
    _reads_after(ctx, _after(ctx, start, "generate_pm_work_order"), ["list_pm_schedules"],
                 "after Raise order")


def raise_refused(ctx):
    _has_button(ctx, SCHED, "PM-07", "Raise order", True)
    oid = _gen(ctx, "PM-07")
    start = _press(ctx, SCHED, "PM-07", "Raise order")
    _text(ctx, f"Not raised: PM-07 already has unfinished work order {oid}")
    _sched(ctx, "PM-07", open=oid)
    _has_button(ctx, SCHED, "PM-07", "Raise order", False)
    _reads_after(ctx, _after(ctx, start, "generate_pm_work_order"), ["list_pm_schedules"],
                 "after a refused Raise order")


def pm_orders_rows(ctx):
    _row_present(ctx, PMWO, "Work order", "WO-1984")
    _pm(ctx, "WO-1984", schedule="PM-04", asset="Passenger Lift", tech="Maya Okafor", status="assigned",
        due="2026-04-06 17:00")
    _flag(ctx, "WO-1984", True)
    for other in ("WO-1994", "WO-1981", "WO-1988", "WO-1997", "WO-1978"):
        _absent(ctx, other, PMWO)
    if not any(c.name == "list_work_orders" and c.ok for c in _calls(ctx)):
        raise AssertionError("PM work orders was not read with list_work_orders")
    _no_dashboard(ctx)


def pm_orders_live(ctx):
    boiler = _gen(ctx, "PM-01")
    generator = _gen(ctx, "PM-05")
    _assign(ctx, boiler, "TE-02")
    _start(ctx, boiler)
    ctx.behind_the_app("put_on_hold", {"work_order_id": "WO-1984", "reason": "Lift engineer delayed"})
    _reload(ctx)
    ctx.expect({"expect_order": {"texts": ["WO-1984", generator, boiler], "within": PMWO}})
    _pm(ctx, "WO-1984", status="on hold", tech="Maya Okafor")
    _pm(ctx, generator, schedule="PM-05", asset="Standby Generator", tech="unassigned", status="open",
        due="2026-04-07 17:00")
    _flag(ctx, generator, True)
    _pm(ctx, boiler, schedule="PM-01", asset="Boiler 1", tech="Tom Brannigan", status="in progress",
        due="2026-04-14 17:00")
    _flag(ctx, boiler, False)


def raise_reads_orders(ctx):
    start = _press(ctx, SCHED, "PM-05", "Raise order")
    _text(ctx, "Raised WO-2001 for PM-05")
    _pm(ctx, "WO-2001", schedule="PM-05", tech="unassigned", status="open", due="2026-04-07 17:00")
    _flag(ctx, "WO-2001", True)
    _reads_after(ctx, _after(ctx, start, "generate_pm_work_order"), ["list_work_orders"], "after Raise order")
    oid = _gen(ctx, "PM-09")
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Refresh"}})
    _pm(ctx, oid, schedule="PM-09", status="open", due="2026-04-15 17:00")
    _flag(ctx, oid, False)
    _reads_after(ctx, start, ["list_work_orders"], "Refresh")


# ================================================================================================
# turn 3
# ================================================================================================
def complete_controls(ctx):
    _row_present(ctx, PMWO, "Work order", "WO-1984")
    ctx.expect({"expect_visible": {"field": "Completion note", "within": _row(PMWO, "WO-1984"), "visible": False}})
    _has_button(ctx, PMWO, "WO-1984", "Complete", False)
    _lift_started(ctx, 0)
    boiler = _gen(ctx, "PM-01")
    _reload(ctx)
    ctx.expect({"expect_visible": {"field": "Completion note", "within": _row(PMWO, "WO-1984")}})
    _has_button(ctx, PMWO, "WO-1984", "Complete", True)
    _row_present(ctx, PMWO, "Work order", boiler)
    ctx.expect({"expect_visible": {"field": "Completion note", "within": _row(PMWO, boiler), "visible": False}})
    _has_button(ctx, PMWO, boiler, "Complete", False)


def note_guard(ctx):
    _lift_started(ctx, 30)
    _reload(ctx)
    for note in ("  abcd  ", "     "):
        start = _complete(ctx, "WO-1984", note)
        _text(ctx, "A completion note needs 5 to 300 characters")
        _no_calls(ctx, start, f"Complete with the note {note!r}")
    long_note = "x" * 301
    ctx.expect({"fill": {"field": "Completion note", "within": _row(PMWO, "WO-1984"), "value": long_note}})
    typed = ctx.value({"field": "Completion note", "within": _row(PMWO, "WO-1984")})
    if len(typed.strip()) > 300:
        start = _press(ctx, PMWO, "WO-1984", "Complete")
        _text(ctx, "A completion note needs 5 to 300 characters")
        _no_calls(ctx, start, "Complete with a 301-character note")
    start = _complete(ctx, "WO-1984", "  abcde ")
    _expect_writes(ctx, start, [("complete_work_order", {"work_order_id": "WO-1984", "completion_note": "abcde"})],
                   "Complete with the note '  abcde ' (5 characters once trimmed)")
    _state_is(ctx, "WO-1984's status", _state_order(ctx, "WO-1984")["status"], "completed")


def complete_writes(ctx):
    _lift_started(ctx, 30)
    _reload(ctx)
    start = _complete(ctx, "WO-1984", "  Lift inspected, doors adjusted ")
    writes = _expect_writes(ctx, start, [("complete_work_order", {
        "work_order_id": "WO-1984", "completion_note": "Lift inspected, doors adjusted"})], "Complete on WO-1984")
    _token_fresh(ctx, start, writes[0])
    _state_is(ctx, "WO-1984's completion note", _state_order(ctx, "WO-1984")["completion_note"],
              "Lift inspected, doors adjusted")


def complete_message(ctx):
    _lift_started(ctx, 30)
    oid = _filters_started(ctx, reserve=2, issue=2, minutes=60)
    _reload(ctx)
    _complete(ctx, "WO-1984", "  Inspection done   ")
    _text(ctx, "WO-1984 completed late")
    _absent(ctx, "WO-1984 completed on target")
    _state_is(ctx, "WO-1984's completion note", _state_order(ctx, "WO-1984")["completion_note"], "Inspection done")
    start = _complete(ctx, oid, " Filters changed ")
    _text(ctx, f"{oid} completed on target")
    _absent(ctx, f"{oid} completed late")
    done = [c for c in _writes(_calls(ctx, start)) if c.name == "complete_work_order"]
    if not done or done[-1].args.get("completion_note") != "Filters changed":
        raise AssertionError(f"Complete did not send the trimmed note 'Filters changed'; writes: "
                             f"{[c.args.get('completion_note') for c in done]}")


def release_writes(ctx):
    oid = _filters_started(ctx, reserve=3, issue=2, minutes=60)
    _reserve(ctx, oid, "BLT-A42", 2)
    _reload(ctx)
    start = _complete(ctx, oid, "Filters changed, belt not needed")
    writes = _expect_writes(ctx, start, [
        ("release_part", {"work_order_id": oid, "sku": "FLT-0600", "quantity": 1}),
        ("release_part", {"work_order_id": oid, "sku": "BLT-A42", "quantity": 2}),
        ("complete_work_order", {"work_order_id": oid})], f"Complete on {oid} with units left reserved",
        any_order=2)
    _token_fresh(ctx, start, writes[-1])
    state = ctx.runtime_state
    _state_is(ctx, f"{oid}'s status", state["work_orders"][oid]["status"], "completed")
    _state_is(ctx, "FLT-0600 reserved in stores", state["parts"]["FLT-0600"]["reserved"], 0)
    _state_is(ctx, "BLT-A42 reserved in stores", state["parts"]["BLT-A42"]["reserved"], 0)
    _state_is(ctx, "FLT-0600 on hand", state["parts"]["FLT-0600"]["on_hand"], 38)


def release_lines(ctx):
    oid = _filters_started(ctx, reserve=3, issue=2, minutes=60)
    _reserve(ctx, oid, "BLT-A42", 2)
    _reload(ctx)
    _complete(ctx, oid, "Filters changed, belt not needed")
    _regex(ctx, rf"Released 1 {TIMES} FLT-0600")
    _regex(ctx, rf"Released 2 {TIMES} BLT-A42")
    _text(ctx, "Released 1 × FLT-0600")
    _text(ctx, "Released 2 × BLT-A42")
    _text(ctx, f"{oid} completed on target")
    # an order with nothing left in reserve shows no release line
    _lift_started(ctx, 30)
    _reload(ctx)
    _complete(ctx, "WO-1984", "Inspection done")
    _text(ctx, "WO-1984 completed late")
    _absent(ctx, "Released")


def complete_readback(ctx):
    _lift_started(ctx, 30)
    _reload(ctx)
    start = _complete(ctx, "WO-1984", "Inspection done")
    _text(ctx, "WO-1984 completed late")
    _row_gone(ctx, PMWO, "WO-1984")
    _sched(ctx, "PM-04", due="2026-06-13", status="Not due", open="none")
    _text(ctx, "1 overdue, 1 due today, 3 due within 7 days", SCHED)
    _reads_after(ctx, _after(ctx, start, "complete_work_order"), ["list_pm_schedules", "list_work_orders"],
                 "after Complete")


def complete_refused(ctx):
    _lift_started(ctx, 0)
    _reload(ctx)
    start = _complete(ctx, "WO-1984", "Inspection done")
    _text(ctx, "Not completed: WO-1984 has no labour logged; log time before completing")
    _pm(ctx, "WO-1984", status="in progress")
    _reads_after(ctx, _after(ctx, start, "complete_work_order"), ["list_work_orders"],
                 "after a refused Complete")
    _state_is(ctx, "WO-1984's status", _state_order(ctx, "WO-1984")["status"], "in_progress")


# ================================================================================================
# turn 4
# ================================================================================================
def _two_completed(ctx) -> str:
    """WO-1984 completed late (30 min: $34.00) and PM-02's order completed on target (1,440 min and
    2 panel filters: $1,661.00)."""
    _lift_started(ctx, 30)
    _complete_behind(ctx, "WO-1984")
    oid = _filters_started(ctx, reserve=2, issue=2, minutes=1440)
    _complete_behind(ctx, oid)
    return oid


def signoff_empty(ctx):
    _text(ctx, "Nothing awaiting sign-off", SIGN)
    _absent(ctx, "WO-1994", SIGN)
    _absent(ctx, "WO-1978", SIGN)


def signoff_rows(ctx):
    oid = _two_completed(ctx)
    _reload(ctx)
    ctx.expect({"expect_order": {"texts": ["WO-1984", oid], "within": SIGN}})
    _cell(ctx, "Schedule", "WO-1984", SIGN, "PM-04")
    _cell(ctx, "Schedule", oid, SIGN, "PM-02")
    for other in ("WO-1978", "WO-1979", "WO-1999", "WO-1994"):
        _absent(ctx, other, SIGN)
    _absent(ctx, "Nothing awaiting sign-off")


def signoff_result_cost(ctx):
    oid = _two_completed(ctx)
    _reload(ctx)
    _cell(ctx, "Result", "WO-1984", SIGN, "Late")
    _cell(ctx, "Result", oid, SIGN, "On target")
    _cell(ctx, "Cost", "WO-1984", SIGN, "$34.00")
    _cell(ctx, "Cost", oid, SIGN, "$1,661.00")


def close_writes(ctx):
    oid = _two_completed(ctx)
    _reload(ctx)
    start = _press(ctx, SIGN, oid, "Close")
    writes = _expect_writes(ctx, start, [("close_work_order", {"work_order_id": oid})], f"Close on {oid}")
    _token_fresh(ctx, start, writes[0])
    _state_is(ctx, f"{oid}'s status", _state_order(ctx, oid)["status"], "closed")
    _state_is(ctx, "WO-1984's status", _state_order(ctx, "WO-1984")["status"], "completed")


def close_message(ctx):
    oid = _two_completed(ctx)
    _reload(ctx)
    start = _press(ctx, SIGN, oid, "Close")
    _text(ctx, f"{oid} closed at $1,661.00")
    _row_gone(ctx, SIGN, oid)
    _row_present(ctx, SIGN, "Work order", "WO-1984")
    _reads_after(ctx, _after(ctx, start, "close_work_order"), ["list_work_orders"], "after Close")
    _press(ctx, SIGN, "WO-1984", "Close")
    _text(ctx, "WO-1984 closed at $34.00")
    _text(ctx, "Nothing awaiting sign-off", SIGN)


def close_refused(ctx):
    oid = _two_completed(ctx)
    _reload(ctx)
    _row_present(ctx, SIGN, "Work order", "WO-1984")
    _close_behind(ctx, "WO-1984")
    start = _press(ctx, SIGN, "WO-1984", "Close")
    _text(ctx, "Not closed: WO-1984 is closed; cannot close it (only completed orders can be closed)")
    _row_gone(ctx, SIGN, "WO-1984")
    _row_present(ctx, SIGN, "Work order", oid)
    _reads_after(ctx, _after(ctx, start, "close_work_order"), ["list_work_orders"], "after a refused Close")


def _duplicates(ctx) -> dict[str, str]:
    made = {
        "ahu": _create(ctx, "AS-201", "ahu 3 FILTER change"),                   # PM-02's asset and title
        "other-asset": _create(ctx, "AS-202", "AHU 3 filter change"),           # wrong asset
        "longer": _create(ctx, "AS-201", "AHU 3 filter change overdue"),        # different title
        "boiler": _create(ctx, "AS-101", "BOILER 1 BURNER SERVICE"),            # PM-01, assigned below
        "done": _create(ctx, "AS-102", "Boiler 2 burner service"),              # PM-09, cancelled below
    }
    _assign(ctx, made["boiler"], "TE-02")
    ctx.behind_the_app("cancel_work_order", {"work_order_id": made["done"], "evidence_token": _tok(ctx, made["done"]),
                                             "reason": "Raised in error"})
    return made


def dups_rows(ctx):
    made = _duplicates(ctx)
    _reload(ctx)
    _row_present(ctx, DUPS, "Work order", made["ahu"])
    _cell(ctx, "Title", made["ahu"], DUPS, "ahu 3 FILTER change")
    _cell(ctx, "Schedule", made["ahu"], DUPS, "PM-02")
    _cell(ctx, "Status", made["ahu"], DUPS, "open")
    _cell(ctx, "Title", made["boiler"], DUPS, "BOILER 1 BURNER SERVICE")
    _cell(ctx, "Schedule", made["boiler"], DUPS, "PM-01")
    _cell(ctx, "Status", made["boiler"], DUPS, "assigned")
    for key in ("other-asset", "longer", "done"):
        _absent(ctx, made[key], DUPS)
    _absent(ctx, "WO-1984", DUPS)
    _absent(ctx, "No duplicates")


def dups_empty(ctx):
    _text(ctx, "No duplicates", DUPS)
    # the preventive WO-1984 has PM-04's asset and title: it is the schedule's own order
    _absent(ctx, "WO-1984", DUPS)


def cancel_writes(ctx):
    made = _duplicates(ctx)
    _reload(ctx)
    start = _press(ctx, DUPS, made["boiler"], "Cancel duplicate")
    writes = _expect_writes(ctx, start, [("cancel_work_order", {"work_order_id": made["boiler"],
                                                                "reason": "Duplicate of PM-01"})],
                            f"Cancel duplicate on {made['boiler']}")
    _token_fresh(ctx, start, writes[0])
    _state_is(ctx, f"{made['boiler']}'s status", _state_order(ctx, made["boiler"])["status"], "cancelled")


def cancel_message(ctx):
    made = _duplicates(ctx)
    _reload(ctx)
    start = _press(ctx, DUPS, made["ahu"], "Cancel duplicate")
    _text(ctx, f"{made['ahu']} cancelled as a duplicate of PM-02")
    _row_gone(ctx, DUPS, made["ahu"])
    _row_present(ctx, DUPS, "Work order", made["boiler"])
    _reads_after(ctx, _after(ctx, start, "cancel_work_order"), ["list_work_orders"], "after Cancel duplicate")
    _press(ctx, DUPS, made["boiler"], "Cancel duplicate")
    _text(ctx, f"{made['boiler']} cancelled as a duplicate of PM-01")
    _text(ctx, "No duplicates", DUPS)


def cancel_refused(ctx):
    oid = _create(ctx, "AS-201", "AHU 3 filter change")
    _assign(ctx, oid, "TE-02")
    _start(ctx, oid)
    _reserve(ctx, oid, "FLT-0600", 1)
    _issue(ctx, oid, "FLT-0600", 1)
    _reload(ctx)
    _cell(ctx, "Status", oid, DUPS, "in progress")
    start = _press(ctx, DUPS, oid, "Cancel duplicate")
    _text(ctx, f"Not cancelled: {oid} has issued parts (1 x FLT-0600); return them first")
    _cell(ctx, "Status", oid, DUPS, "in progress")
    _reads_after(ctx, _after(ctx, start, "cancel_work_order"), ["list_work_orders"],
                 "after a refused Cancel duplicate")
    _state_is(ctx, f"{oid}'s status", _state_order(ctx, oid)["status"], "in_progress")


def complete_feeds_signoff(ctx):
    _lift_started(ctx, 30)
    _reload(ctx)
    _text(ctx, "Nothing awaiting sign-off", SIGN)
    _complete(ctx, "WO-1984", "Inspection done")
    _text(ctx, "WO-1984 completed late")
    _cell(ctx, "Result", "WO-1984", SIGN, "Late")
    _cell(ctx, "Cost", "WO-1984", SIGN, "$34.00")


def new_tables_follow(ctx):
    _text(ctx, "No duplicates", DUPS)
    dup = _create(ctx, "AS-203", "Passenger lift inspection", trade="mechanical")
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Refresh"}})
    _cell(ctx, "Schedule", dup, DUPS, "PM-04")
    _reads_after(ctx, start, ["list_work_orders"], "Refresh")
    _lift_started(ctx, 30)
    _complete_behind(ctx, "WO-1984")
    _press(ctx, SCHED, "PM-09", "Raise order")
    _cell(ctx, "Result", "WO-1984", SIGN, "Late")


# ================================================================================================
# turn 5
# ================================================================================================
def _site_rows(site: str | None) -> list[str]:
    return [s[0] for s in SCHEDULES if site is None or s[7] == site]


def site_filter_rows(ctx):
    _choose_site(ctx, "Riverside Offices")
    _schedule_rows(ctx, _site_rows("S-RIV"))
    _text(ctx, "1 overdue, 0 due today, 1 due within 7 days", SCHED)
    _choose_site(ctx, "Lab Annex")
    _schedule_rows(ctx, _site_rows("S-LAB"))
    _text(ctx, "1 overdue, 0 due today, 1 due within 7 days", SCHED)
    _choose_site(ctx, "North Depot")
    _schedule_rows(ctx, _site_rows("S-NTH"))
    _text(ctx, "0 overdue, 1 due today, 1 due within 7 days", SCHED)
    _choose_site(ctx, "All sites")
    _schedule_rows(ctx, IDS)
    _text(ctx, COUNTS0, SCHED)


def site_filter_tool(ctx):
    for name, site in SITE_IDS.items():
        start = _choose_site(ctx, name)
        _schedule_rows(ctx, _site_rows(site))
        calls = [c for c in _calls(ctx, start) if c.name == "list_pm_schedules"]
        if not calls or calls[-1].args.get("site_id") != site:
            raise AssertionError(f"choosing {name} did not ask list_pm_schedules for site_id {site}; calls: "
                                 f"{_show(_calls(ctx, start))}")
    start = _choose_site(ctx, "All sites")
    _schedule_rows(ctx, IDS)
    calls = [c for c in _calls(ctx, start) if c.name == "list_pm_schedules"]
    if not calls or calls[-1].args.get("site_id"):
        raise AssertionError(f"choosing All sites did not read every site's schedules again; calls: "
                             f"{_show(_calls(ctx, start))}")


def site_others_unfiltered(ctx):
    _choose_site(ctx, "North Depot")
    _schedule_rows(ctx, _site_rows("S-NTH"))
    _row_present(ctx, PMWO, "Work order", "WO-1984")
    _text(ctx, "Nothing awaiting sign-off", SIGN)
    ctx.expect({"click": {"control": "Refresh"}})
    ctx.expect({"expect_value": {"field": "Site", "value": "North Depot"}})
    _schedule_rows(ctx, _site_rows("S-NTH"))
    _text(ctx, "0 overdue, 1 due today, 1 due within 7 days", SCHED)
    _row_present(ctx, PMWO, "Work order", "WO-1984")


def site_kept_after_action(ctx):
    _choose_site(ctx, "Lab Annex")
    _press(ctx, SCHED, "PM-07", "Raise order")
    _text(ctx, "Raised WO-2001 for PM-07")
    _sched(ctx, "PM-07", open="WO-2001")
    ctx.expect({"expect_value": {"field": "Site", "value": "Lab Annex"}})
    _schedule_rows(ctx, _site_rows("S-LAB"))
    _pm(ctx, "WO-2001", schedule="PM-07")
    _row_present(ctx, PMWO, "Work order", "WO-1984")


def raise_all_writes(ctx):
    start = _raise_all(ctx)
    _text(ctx, "Raised 5 PM orders: WO-2001, WO-2002, WO-2003, WO-2004, WO-2005")
    _expect_writes(ctx, start, [("generate_pm_work_order", {"schedule_id": sid}) for sid in RAISABLE],
                   "Raise all due on All sites")


def raise_all_site(ctx):
    _choose_site(ctx, "Lab Annex")
    start = _raise_all(ctx)
    _text(ctx, "Raised 2 PM orders: WO-2001, WO-2002")
    _expect_writes(ctx, start, [("generate_pm_work_order", {"schedule_id": "PM-05"}),
                                ("generate_pm_work_order", {"schedule_id": "PM-07"})], "Raise all due on Lab Annex")
    calls = [c for c in _calls(ctx, start) if c.name == "list_pm_schedules"]
    if not calls or calls[0].args.get("site_id") != "S-LAB":
        raise AssertionError(f"Raise all due on Lab Annex did not read Lab Annex's schedules first; calls: "
                             f"{_show(_calls(ctx, start))}")


def raise_all_message(ctx):
    _choose_site(ctx, "Riverside Offices")
    start = _raise_all(ctx)
    _text(ctx, "Raised 1 PM order: WO-2001")
    _absent(ctx, "Raised 1 PM orders")
    _sched(ctx, "PM-02", open="WO-2001")
    _pm(ctx, "WO-2001", schedule="PM-02", status="open")
    _reads_after(ctx, _after(ctx, start, "generate_pm_work_order"), ["list_pm_schedules", "list_work_orders"],
                 "after Raise all due")
    _choose_site(ctx, "North Depot")
    _raise_all(ctx)
    _text(ctx, "Raised 2 PM orders: WO-2002, WO-2003")
    _sched(ctx, "PM-01", open="WO-2002")
    _sched(ctx, "PM-09", open="WO-2003")


def raise_all_fresh(ctx):
    _choose_site(ctx, "Riverside Offices")
    _has_button(ctx, SCHED, "PM-02", "Raise order", True)
    _gen(ctx, "PM-02")
    start = _raise_all(ctx)
    _text(ctx, "Nothing to raise")
    _no_writes(ctx, start, "Raise all due after another desk raised PM-02")
    calls = [c for c in _calls(ctx, start) if c.name == "list_pm_schedules"]
    if not calls or calls[0].args.get("site_id") != "S-RIV":
        raise AssertionError(f"Raise all due did not read Riverside Offices' schedules again; calls: "
                             f"{_show(_calls(ctx, start))}")


def raise_all_none(ctx):
    _choose_site(ctx, "North Depot")
    _raise_all(ctx)
    _text(ctx, "Raised 2 PM orders: WO-2001, WO-2002")
    start = _raise_all(ctx)
    _text(ctx, "Nothing to raise")
    _no_writes(ctx, start, "Raise all due with nothing left to raise")


def raise_all_button(ctx):
    ctx.expect({"expect_visible": {"control": "Raise all due", "within": SCHED}})
    start = _raise_all(ctx)
    _text(ctx, "Raised 5 PM orders")
    if not _writes(_calls(ctx, start)):
        raise AssertionError("Raise all due raised nothing in the system")
