"""Checks for the work-order dispatch board that the vocabulary cannot state on its own.

Every check that writes to the maintenance system is an isolated requirement, so the live state is
the fixture's at the start of every turn; the figures below are the fixture's. Checks that act
"behind the app" play another desk changing orders meanwhile (cancelling, assigning, pausing).

Fixture facts used here (default fixture, clock 2026-04-14T08:00Z):
- Open orders, by priority then due: WO-1996 (P1 hvac, due 11:10), WO-1988 (P2 hvac, due 07:30,
  overdue), WO-1997 (P2 mechanical, 09:30), WO-1990 (P2 plumbing, 15:00, SEAL-KIT reserved),
  WO-1998 (P3 mechanical, 04-16 09:40), WO-1986 (P3 hvac, 04-16 10:00), WO-1989 (P3 electrical,
  04-16 13:00), WO-1987 (P4 plumbing, 04-20 11:00).
- Technicians: TE-01 Maya Okafor (electrical, mechanical) 3 of 3; TE-02 Tom Brannigan (hvac) 3 of 4;
  TE-03 Ines Duarte (plumbing, fabric) 0 of 3; TE-04 Sam Whitlow (hvac, plumbing) on leave, 0 of 2;
  TE-05 Priya Raman (electrical) 2 of 3; TE-06 Joe Mercer (mechanical, fabric) 1 of 2.
- In hand, by due: WO-1984 (assigned, Maya), WO-1983 (in progress, Tom), WO-1985 (assigned, Priya),
  WO-1980 (on hold, Maya, "Waiting for contractor access", 30 min), WO-1991 (in progress, Joe, 60 min),
  WO-1981 (in progress, Tom, 30 min), WO-1982 (in progress, Maya, 60 min, fuses reserved),
  WO-1995 (assigned, Priya), WO-1992 (on hold, Tom, "Replacement fan on order").
"""

from __future__ import annotations

import re

UN = {"section": "Unassigned"}
TECHS = {"section": "Technicians"}
HAND = {"section": "In hand"}

OPEN_ORDER = ["WO-1996", "WO-1988", "WO-1997", "WO-1990", "WO-1998", "WO-1986", "WO-1989", "WO-1987"]
OPEN_ROWS = {
    # id: asset, title, priority, trade, due
    "WO-1996": ("Boiler 1", "Boiler 1 flue gas reading high", "P1", "hvac", "2026-04-14 11:10"),
    "WO-1988": ("Boiler 2", "Boiler 2 pressure dropping", "P2", "hvac", "2026-04-14 07:30"),
    "WO-1997": ("Passenger Lift", "Passenger lift stops short at L2", "P2", "mechanical", "2026-04-14 09:30"),
    "WO-1990": ("Eyewash Station", "Eyewash booster pump leaking", "P2", "plumbing", "2026-04-14 15:00"),
    "WO-1998": ("Passenger Lift", "Passenger lift stopping short at level 2", "P3", "mechanical", "2026-04-16 09:40"),
    "WO-1986": ("Air Handling Unit 3A", "AHU 3A damper actuator stuck", "P3", "hvac", "2026-04-16 10:00"),
    "WO-1989": ("Emergency Lighting Circuit", "Emergency light fitting L3 failed", "P3", "electrical",
                "2026-04-16 13:00"),
    "WO-1987": ("Washroom Block East", "Leaking tap, washroom east", "P4", "plumbing", "2026-04-20 11:00"),
}
TECH_ROWS = [
    # name, skills, load, state
    ("Maya Okafor", "electrical, mechanical", "3 of 3", "Full"),
    ("Tom Brannigan", "hvac", "3 of 4", "Free"),
    ("Ines Duarte", "plumbing, fabric", "0 of 3", "Free"),
    ("Sam Whitlow", "hvac, plumbing", "0 of 2", "On leave"),
    ("Priya Raman", "electrical", "2 of 3", "Free"),
    ("Joe Mercer", "mechanical, fabric", "1 of 2", "Free"),
]
HAND_ORDER = ["WO-1984", "WO-1983", "WO-1985", "WO-1980", "WO-1991", "WO-1981", "WO-1982", "WO-1995", "WO-1992"]
HAND_ROWS = {
    # id: title, technician, status, note, labour
    "WO-1984": ("Passenger lift inspection", "Maya Okafor", "assigned", "", "none"),
    "WO-1983": ("Fume cupboard low airflow alarm", "Tom Brannigan", "in progress", "", "none"),
    "WO-1985": ("Generator battery charger fault", "Priya Raman", "assigned", "", "none"),
    "WO-1980": ("Cold room door heater tripping", "Maya Okafor", "on hold", "Waiting for contractor access", "30 min"),
    "WO-1991": ("Loading bay door motor overheating", "Joe Mercer", "in progress", "", "1 h"),
    "WO-1981": ("AHU 3 belt squeal", "Tom Brannigan", "in progress", "", "30 min"),
    "WO-1982": ("Switchboard thermal scan findings", "Maya Okafor", "in progress", "", "1 h"),
    "WO-1995": ("Replace contactor on DB-2", "Priya Raman", "assigned", "", "none"),
    "WO-1992": ("Washroom extractor fan noisy", "Tom Brannigan", "on hold", "Replacement fan on order", "none"),
}
TECH_ID = {"Maya Okafor": "TE-01", "Tom Brannigan": "TE-02", "Ines Duarte": "TE-03", "Sam Whitlow": "TE-04",
           "Priya Raman": "TE-05", "Joe Mercer": "TE-06"}


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
        args = ", ".join(f"{k}={v}" for k, v in c.args.items() if k != "evidence_token")
        out.append(f"{c.name}({args}){'' if c.ok else ' refused'}")
    return "; ".join(out) or "none"


def _no_calls(ctx, start: int, why: str) -> None:
    calls = _calls(ctx, start)
    if calls:
        raise AssertionError(f"{why}: the page called {_show(calls)}")


def _no_writes(ctx, start: int, why: str) -> None:
    writes = _writes(_calls(ctx, start))
    if writes:
        raise AssertionError(f"{why}: the page wrote {_show(writes)}")


def _expect_writes(ctx, start: int, wanted: list[tuple[str, dict]], why: str) -> list:
    """The page's writes since ``start`` are exactly ``wanted`` (tool name and an argument subset), in order."""
    writes = _writes(_calls(ctx, start))
    ok = len(writes) == len(wanted) and all(
        w.name == name and all(w.args.get(k) == v for k, v in args.items())
        for w, (name, args) in zip(writes, wanted, strict=False))
    if not ok:
        want = "; ".join(f"{n}({', '.join(f'{k}={v}' for k, v in a.items())})" for n, a in wanted)
        raise AssertionError(f"{why}: wanted the writes {want}; the page wrote {_show(writes)}")
    return writes


def _fresh_token(ctx, start: int, write) -> None:
    """``write`` used the evidence token of a get_work_order of its order made after ``start``, and that
    read was the page's last read of the order before the write."""
    calls = _calls(ctx, start)
    i = calls.index(write)
    oid = write.args.get("work_order_id")
    reads = [c for c in calls[:i] if c.name == "get_work_order" and c.ok and c.args.get("work_order_id") == oid]
    if not reads:
        raise AssertionError(f"{write.name} for {oid} was not preceded by a get_work_order read of {oid} "
                             "after the click")
    if reads[-1].result.get("evidence_token") != write.args.get("evidence_token"):
        raise AssertionError(f"{write.name} for {oid} did not use the evidence token of the read made right "
                             "before it")


def _read_after(ctx, start: int, names: list[str], why: str) -> None:
    """Each tool in ``names`` was called after the page's last write since ``start``."""
    calls = _calls(ctx, start)
    last = max((i for i, c in enumerate(calls) if c.mode == "write"), default=-1)
    after = calls[last + 1:]
    for name in names:
        if not any(c.name == name for c in after):
            raise AssertionError(f"{why}: no {name} after the write; calls: {_show(calls)}")


def _read_order_after(ctx, start: int, oid: str, why: str) -> None:
    calls = _calls(ctx, start)
    last = max((i for i, c in enumerate(calls) if c.mode == "write"), default=-1)
    if not any(c.name == "get_work_order" and c.args.get("work_order_id") == oid for c in calls[last + 1:]):
        raise AssertionError(f"{why}: {oid} was not read back with get_work_order after the write; calls: "
                             f"{_show(calls)}")


def _no_dashboard(ctx) -> None:
    if any(c.name == "get_dashboard_cached" for c in _calls(ctx)):
        raise AssertionError("the page read last night's dashboard export (get_dashboard_cached)")


# --- acting behind the app --------------------------------------------------------------------
def _token(ctx, oid: str) -> str:
    return ctx.behind_the_app("get_work_order", {"work_order_id": oid})["evidence_token"]


def _assign_behind(ctx, oid: str, tech: str) -> None:
    ctx.behind_the_app("assign_technician", {"work_order_id": oid, "technician_id": tech,
                                             "evidence_token": _token(ctx, oid)})


def _cancel_behind(ctx, oid: str) -> None:
    ctx.behind_the_app("cancel_work_order", {"work_order_id": oid, "evidence_token": _token(ctx, oid),
                                             "reason": "Raised twice by the help desk"})


def _state_order(ctx, oid: str) -> dict:
    return ctx.runtime_state["work_orders"][oid]


def _state_is(ctx, what: str, got, want) -> None:
    if got != want:
        raise AssertionError(f"{what} is {got!r} in the system, wanted {want!r}")


# --- the page ---------------------------------------------------------------------------------
def _reload(ctx) -> None:
    ctx.expect({"open": "/"}, {"expect_visible": {"heading": "Dispatch board"}})


def _exact(value: str) -> str:
    return rf"^\s*{re.escape(value)}\s*$"


def _cell(ctx, section: dict, row: str, column: str, value: str) -> None:
    ctx.expect({"expect_text": {"regex": _exact(value),
                                "within": {"column": column, "row": row, "within": section}}})


def _cell_empty(ctx, section: dict, row: str, column: str, not_this: str) -> None:
    ctx.expect({"expect_text": {"text": not_this, "absent": True,
                                "within": {"column": column, "row": row, "within": section}}})


def _row(section: dict, oid: str) -> dict:
    return {"item": oid, "within": section}


def _row_present(ctx, section: dict, oid: str) -> None:
    ctx.expect({"expect_visible": {"column": "Work order", "row": oid, "within": section}})


def _row_gone(ctx, section: dict, oid: str) -> None:
    ctx.expect({"expect_visible": {"column": "Work order", "row": oid, "within": section, "visible": False}})


def _text(ctx, text: str, within: dict | None = None) -> None:
    step = {"text": text}
    if within is not None:
        step["within"] = within
    ctx.expect({"expect_text": step})


def _absent(ctx, text: str, within: dict | None = None) -> None:
    step = {"text": text, "absent": True}
    if within is not None:
        step["within"] = within
    ctx.expect({"expect_text": step})


def _settle_open(ctx) -> None:
    _row_present(ctx, UN, "WO-1987")


def _settle_hand(ctx) -> None:
    _row_present(ctx, HAND, "WO-1992")


def _tech(ctx, name: str, load: str, state: str) -> None:
    _cell(ctx, TECHS, name, "Load", load)
    _cell(ctx, TECHS, name, "State", state)


def _options(ctx, oid: str, wanted: list[str]) -> None:
    ctx.expect({"expect_options": {"field": "Technician", "within": _row(UN, oid), "exactly": wanted,
                                   "whole": True}})


def _no_one(ctx, oid: str, trade: str) -> None:
    _text(ctx, f"No free {trade} technician", _row(UN, oid))
    ctx.expect({"expect_visible": {"field": "Technician", "within": _row(UN, oid), "visible": False}},
               {"expect_visible": {"control": "Assign", "within": _row(UN, oid), "visible": False}})


def _assign(ctx, oid: str, option: str | None = None) -> int:
    if option is not None:
        ctx.expect({"select": {"field": "Technician", "within": _row(UN, oid), "option": option}})
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Assign", "within": _row(UN, oid), "exact": True}})
    return start


def _press(ctx, control: str, oid: str) -> int:
    start = _mark(ctx)
    ctx.expect({"click": {"control": control, "within": _row(HAND, oid), "exact": True}})
    return start


def _hold(ctx, oid: str, reason: str) -> int:
    ctx.expect({"fill": {"field": "Hold reason", "within": _row(HAND, oid), "value": reason}})
    return _press(ctx, "Hold", oid)


def _log(ctx, oid: str, minutes: str) -> int:
    ctx.expect({"fill": {"field": "Minutes", "within": _row(HAND, oid), "value": minutes}})
    return _press(ctx, "Log time", oid)


def _dispatch(ctx) -> int:
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Dispatch urgent", "within": UN}})
    return start


# ================================================================================================
# turn 1
# ================================================================================================
def unassigned_rows(ctx):
    _settle_open(ctx)
    for oid, (asset, title, priority, trade, _due) in OPEN_ROWS.items():
        _cell(ctx, UN, oid, "Asset", asset)
        _cell(ctx, UN, oid, "Title", title)
        _cell(ctx, UN, oid, "Priority", priority)
        _cell(ctx, UN, oid, "Trade", trade)
    if not any(c.name == "list_work_orders" for c in _calls(ctx)):
        raise AssertionError("the Unassigned table was not read with list_work_orders")


def unassigned_open_only(ctx):
    _settle_open(ctx)
    for oid in OPEN_ORDER:
        _row_present(ctx, UN, oid)
    # assigned, in progress, on hold, completed, closed, cancelled
    for oid in ("WO-1995", "WO-1981", "WO-1980", "WO-1978", "WO-1977", "WO-1976"):
        _row_gone(ctx, UN, oid)


def unassigned_order(ctx):
    _settle_open(ctx)
    ctx.expect({"expect_order": {"texts": OPEN_ORDER, "within": UN}})


def due_format(ctx):
    _settle_open(ctx)
    for oid, (*_rest, due) in OPEN_ROWS.items():
        _cell(ctx, UN, oid, "Due", due)


def flag_overdue(ctx):
    _settle_open(ctx)
    _cell(ctx, UN, "WO-1988", "Flag", "Overdue")
    for oid in OPEN_ORDER:
        if oid != "WO-1988":
            _cell_empty(ctx, UN, oid, "Flag", "Overdue")


def summary_line(ctx):
    _settle_open(ctx)
    _text(ctx, "8 unassigned, 1 overdue")
    ctx.expect({"expect_order": {"texts": ["8 unassigned, 1 overdue", "WO-1996"]}})


def summary_live(ctx):
    # another desk hands the overdue WO-1988 to Tom before the board opens: Tom is then at his cap
    _assign_behind(ctx, "WO-1988", "TE-02")
    _reload(ctx)
    _row_present(ctx, UN, "WO-1996")
    _text(ctx, "7 unassigned, 0 overdue")
    _row_gone(ctx, UN, "WO-1988")
    _tech(ctx, "Tom Brannigan", "4 of 4", "Full")
    _no_dashboard(ctx)


def tech_rows(ctx):
    ctx.expect({"expect_order": {"texts": [name for name, *_ in TECH_ROWS], "within": TECHS}})
    for name, skills, load, _state in TECH_ROWS:
        _cell(ctx, TECHS, name, "Skills", skills)
        _cell(ctx, TECHS, name, "Load", load)
    if not any(c.name == "list_technicians" for c in _calls(ctx)):
        raise AssertionError("the Technicians table was not read with list_technicians")


def tech_load(ctx):
    for name, _skills, load, _state in TECH_ROWS:
        _cell(ctx, TECHS, name, "Load", load)


def tech_state(ctx):
    for name, _skills, _load, state in TECH_ROWS:
        _cell(ctx, TECHS, name, "State", state)


def refresh_reads(ctx):
    _settle_open(ctx)
    _tech(ctx, "Joe Mercer", "1 of 2", "Free")
    # another desk gives WO-1997 to Joe (his cap is 2) while the board is open
    _assign_behind(ctx, "WO-1997", "TE-06")
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Refresh"}})
    _row_gone(ctx, UN, "WO-1997")
    _text(ctx, "7 unassigned, 1 overdue")
    _tech(ctx, "Joe Mercer", "2 of 2", "Full")
    names = {c.name for c in _calls(ctx, start)}
    for need in ("list_work_orders", "list_technicians"):
        if need not in names:
            raise AssertionError(f"Refresh did not call {need}; calls: {_show(_calls(ctx, start))}")


# ================================================================================================
# turn 2
# ================================================================================================
def tech_options(ctx):
    _settle_open(ctx)
    _options(ctx, "WO-1996", ["Tom Brannigan (1 free)"])
    _options(ctx, "WO-1986", ["Tom Brannigan (1 free)"])
    _options(ctx, "WO-1987", ["Ines Duarte (3 free)"])       # Sam Whitlow is on leave
    _options(ctx, "WO-1989", ["Priya Raman (1 free)"])       # Maya Okafor is at her cap
    _options(ctx, "WO-1998", ["Joe Mercer (1 free)"])
    ctx.expect({"expect_visible": {"control": "Assign", "within": _row(UN, "WO-1990")}})


def tech_options_order(ctx):
    # another desk cancels WO-1984, so Maya Okafor (TE-01) has one place free again
    _cancel_behind(ctx, "WO-1984")
    _reload(ctx)
    _settle_open(ctx)
    _options(ctx, "WO-1997", ["Maya Okafor (1 free)", "Joe Mercer (1 free)"])
    _options(ctx, "WO-1989", ["Maya Okafor (1 free)", "Priya Raman (1 free)"])
    ctx.expect({"expect_value": {"field": "Technician", "within": _row(UN, "WO-1997"),
                                 "value": "Maya Okafor (1 free)"}})


def no_free(ctx):
    # another desk fills Tom Brannigan's last place: nobody is left for hvac work
    _assign_behind(ctx, "WO-1988", "TE-02")
    _reload(ctx)
    _settle_open(ctx)
    _no_one(ctx, "WO-1996", "hvac")
    _no_one(ctx, "WO-1986", "hvac")
    _options(ctx, "WO-1987", ["Ines Duarte (3 free)"])


def assign_flow(ctx):
    _settle_open(ctx)
    # another desk writes to WO-1989 after the board has loaded: only a fresh read's token works
    ctx.behind_the_app("reserve_part", {"work_order_id": "WO-1989", "sku": "FUS-32A", "quantity": 1,
                                        "evidence_token": _token(ctx, "WO-1989")})
    start = _assign(ctx, "WO-1989")
    _text(ctx, "WO-1989 assigned to Priya Raman")
    (write,) = _expect_writes(ctx, start, [("assign_technician", {"work_order_id": "WO-1989",
                                                                  "technician_id": "TE-05"})],
                              "Assign on WO-1989 as the row opens")
    _fresh_token(ctx, start, write)
    if not write.ok:
        raise AssertionError(f"assign_technician was refused: {write.error}")
    _state_is(ctx, "WO-1989's assignee", _state_order(ctx, "WO-1989")["assigned_to"], "TE-05")


def assign_message(ctx):
    _settle_open(ctx)
    _assign(ctx, "WO-1987")
    _text(ctx, "WO-1987 assigned to Ines Duarte")
    _assign(ctx, "WO-1996")
    _text(ctx, "WO-1996 assigned to Tom Brannigan")


def assign_chosen(ctx):
    _cancel_behind(ctx, "WO-1984")  # Maya Okafor has a place again, so WO-1997 offers two people
    _reload(ctx)
    _settle_open(ctx)
    start = _assign(ctx, "WO-1997", "Joe Mercer (1 free)")
    _expect_writes(ctx, start, [("assign_technician", {"work_order_id": "WO-1997", "technician_id": "TE-06"})],
                   "Assign with Joe Mercer chosen for WO-1997")
    _text(ctx, "WO-1997 assigned to Joe Mercer")
    _state_is(ctx, "WO-1997's assignee", _state_order(ctx, "WO-1997")["assigned_to"], "TE-06")


def assign_readback(ctx):
    _settle_open(ctx)
    start = _assign(ctx, "WO-1996")
    _row_gone(ctx, UN, "WO-1996")
    _text(ctx, "7 unassigned, 1 overdue")
    _tech(ctx, "Tom Brannigan", "4 of 4", "Full")
    _no_one(ctx, "WO-1988", "hvac")
    _no_one(ctx, "WO-1986", "hvac")
    _read_after(ctx, start, ["list_work_orders", "list_technicians"], "Assign did not read both tables back")


def assign_refused(ctx):
    _settle_open(ctx)
    _options(ctx, "WO-1996", ["Tom Brannigan (1 free)"])
    # another desk gives Tom his fourth order while the board still shows him with a place free
    _assign_behind(ctx, "WO-1988", "TE-02")
    start = _assign(ctx, "WO-1996")
    _text(ctx, "Not assigned: Tom Brannigan already has 4 open assignments (cap 4)")
    _row_gone(ctx, UN, "WO-1988")
    _tech(ctx, "Tom Brannigan", "4 of 4", "Full")
    _no_one(ctx, "WO-1996", "hvac")
    _read_after(ctx, start, ["list_work_orders", "list_technicians"], "the refusal was not followed by reading "
                "both tables back")


# ================================================================================================
# turn 3
# ================================================================================================
def hand_rows(ctx):
    _settle_hand(ctx)
    ctx.expect({"expect_order": {"texts": HAND_ORDER, "within": HAND}})
    for oid, (title, tech, status, _note, _labour) in HAND_ROWS.items():
        _cell(ctx, HAND, oid, "Title", title)
        _cell(ctx, HAND, oid, "Technician", tech)
        _cell(ctx, HAND, oid, "Status", status)
    for oid in ("WO-1996", "WO-1978", "WO-1999", "WO-1975", "WO-1993"):  # open, completed, closed, cancelled
        _row_gone(ctx, HAND, oid)


def hand_note(ctx):
    _settle_hand(ctx)
    _cell(ctx, HAND, "WO-1980", "Note", "Waiting for contractor access")
    _cell(ctx, HAND, "WO-1992", "Note", "Replacement fan on order")
    for oid in ("WO-1984", "WO-1981"):
        _cell_empty(ctx, HAND, oid, "Note", "Waiting")


def hand_buttons(ctx):
    _settle_hand(ctx)
    for oid in ("WO-1984", "WO-1985", "WO-1995"):
        ctx.expect({"expect_visible": {"control": "Start", "within": _row(HAND, oid), "exact": True}})
    for oid in ("WO-1980", "WO-1992"):
        ctx.expect({"expect_visible": {"control": "Resume", "within": _row(HAND, oid), "exact": True}})


def hold_controls(ctx):
    _settle_hand(ctx)
    for oid in ("WO-1984", "WO-1991", "WO-1981"):
        ctx.expect({"expect_visible": {"field": "Hold reason", "within": _row(HAND, oid)}},
                   {"expect_visible": {"control": "Hold", "within": _row(HAND, oid), "exact": True}})


def start_flow(ctx):
    _settle_hand(ctx)
    start = _press(ctx, "Start", "WO-1985")
    _text(ctx, "WO-1985 started")
    _expect_writes(ctx, start, [("start_work", {"work_order_id": "WO-1985"})], "Start on WO-1985")
    _cell(ctx, HAND, "WO-1985", "Status", "in progress")
    _read_after(ctx, start, ["list_work_orders", "list_technicians"],
                "Start did not read In hand and Technicians back")
    _state_is(ctx, "WO-1985's status", _state_order(ctx, "WO-1985")["status"], "in_progress")


def resume_flow(ctx):
    _settle_hand(ctx)
    start = _press(ctx, "Resume", "WO-1980")
    _text(ctx, "WO-1980 resumed")
    _expect_writes(ctx, start, [("start_work", {"work_order_id": "WO-1980"})], "Resume on WO-1980")
    _cell(ctx, HAND, "WO-1980", "Status", "in progress")
    _cell_empty(ctx, HAND, "WO-1980", "Note", "Waiting for contractor access")
    _read_after(ctx, start, ["list_work_orders"], "Resume did not read In hand back")


def hold_flow(ctx):
    _settle_hand(ctx)
    start = _hold(ctx, "WO-1991", "  Waiting for crane  ")
    _text(ctx, "WO-1991 on hold: Waiting for crane")
    _expect_writes(ctx, start, [("put_on_hold", {"work_order_id": "WO-1991", "reason": "Waiting for crane"})],
                   "Hold on WO-1991")
    _cell(ctx, HAND, "WO-1991", "Status", "on hold")
    _cell(ctx, HAND, "WO-1991", "Note", "Waiting for crane")
    ctx.expect({"expect_visible": {"control": "Resume", "within": _row(HAND, "WO-1991"), "exact": True}})
    _read_after(ctx, start, ["list_work_orders", "list_technicians"],
                "Hold did not read In hand and Technicians back")


def hold_guard(ctx):
    _settle_hand(ctx)
    start = _hold(ctx, "WO-1981", "Wait")
    _text(ctx, "A hold reason needs at least 5 characters")
    _no_calls(ctx, start, "a 4-character reason")
    # a 5-character reason on an assigned order is accepted
    start = _hold(ctx, "WO-1984", "Lifts")
    _text(ctx, "WO-1984 on hold: Lifts")
    _expect_writes(ctx, start, [("put_on_hold", {"work_order_id": "WO-1984", "reason": "Lifts"})],
                   "a 5-character reason")
    # spaces around a 4-character reason do not count
    start = _hold(ctx, "WO-1981", "   abcd   ")
    _text(ctx, "A hold reason needs at least 5 characters")
    _no_calls(ctx, start, "a 4-character reason padded with spaces")
    _cell(ctx, HAND, "WO-1981", "Status", "in progress")


def start_refused(ctx):
    _settle_hand(ctx)
    _cancel_behind(ctx, "WO-1985")  # another desk cancels it while the board still shows it assigned
    start = _press(ctx, "Start", "WO-1985")
    _text(ctx, "Not started: WO-1985 is cancelled; cannot start work")
    _row_gone(ctx, HAND, "WO-1985")
    _read_after(ctx, start, ["list_work_orders"], "the refusal was not followed by reading In hand back")
    _row_present(ctx, HAND, "WO-1992")
    _cancel_behind(ctx, "WO-1992")
    _press(ctx, "Resume", "WO-1992")
    _text(ctx, "Not resumed: WO-1992 is cancelled; cannot start work")
    _row_gone(ctx, HAND, "WO-1992")


def hold_refused(ctx):
    _settle_hand(ctx)
    _cancel_behind(ctx, "WO-1991")
    start = _hold(ctx, "WO-1991", "Waiting for crane")
    _text(ctx, "Not held: WO-1991 is cancelled; cannot put it on hold")
    _row_gone(ctx, HAND, "WO-1991")
    _read_after(ctx, start, ["list_work_orders"], "the refusal was not followed by reading In hand back")


def assign_reads_hand(ctx):
    _settle_hand(ctx)
    _row_gone(ctx, HAND, "WO-1989")
    start = _assign(ctx, "WO-1989")
    _text(ctx, "WO-1989 assigned to Priya Raman")
    _cell(ctx, HAND, "WO-1989", "Technician", "Priya Raman")
    _cell(ctx, HAND, "WO-1989", "Status", "assigned")
    ctx.expect({"expect_visible": {"control": "Start", "within": _row(HAND, "WO-1989"), "exact": True}})
    _read_after(ctx, start, ["list_work_orders"], "Assign did not read the tables back")


def refresh_hand(ctx):
    _settle_hand(ctx)
    ctx.behind_the_app("start_work", {"work_order_id": "WO-1995"})
    ctx.behind_the_app("put_on_hold", {"work_order_id": "WO-1983", "reason": "Fan motor on order"})
    ctx.expect({"click": {"control": "Refresh"}})
    _cell(ctx, HAND, "WO-1995", "Status", "in progress")
    _cell(ctx, HAND, "WO-1983", "Status", "on hold")
    _cell(ctx, HAND, "WO-1983", "Note", "Fan motor on order")


# ================================================================================================
# turn 4
# ================================================================================================
IN_PROGRESS = ["WO-1983", "WO-1991", "WO-1981", "WO-1982"]


def minutes_field(ctx):
    _settle_hand(ctx)
    for oid in IN_PROGRESS:
        ctx.expect({"expect_visible": {"field": "Minutes", "within": _row(HAND, oid)}},
                   {"expect_visible": {"control": "Log time", "within": _row(HAND, oid), "exact": True}})


def log_flow(ctx):
    _settle_hand(ctx)
    start = _log(ctx, "WO-1991", "45")
    _text(ctx, "Logged 45 min on WO-1991: 1 h 45 min in total, labour $119.00")
    (write,) = _expect_writes(ctx, start, [("log_labour", {"work_order_id": "WO-1991", "technician_id": "TE-06",
                                                           "minutes": 45})], "Log time 45 on WO-1991")
    if not write.ok:
        raise AssertionError(f"log_labour was refused: {write.error}")
    _read_order_after(ctx, start, "WO-1991", "Log time")


def log_other(ctx):
    _settle_hand(ctx)
    start = _log(ctx, "WO-1981", "30")
    _text(ctx, "Logged 30 min on WO-1981: 1 h in total, labour $68.00")
    _expect_writes(ctx, start, [("log_labour", {"work_order_id": "WO-1981", "technician_id": "TE-02",
                                                "minutes": 30})], "Log time 30 on WO-1981")
    start = _log(ctx, "WO-1983", "120")
    _text(ctx, "Logged 2 h on WO-1983: 2 h in total, labour $136.00")
    _expect_writes(ctx, start, [("log_labour", {"work_order_id": "WO-1983", "technician_id": "TE-02",
                                                "minutes": 120})], "Log time 120 on WO-1983")


def log_thousands(ctx):
    _settle_hand(ctx)
    _log(ctx, "WO-1982", "480")
    _text(ctx, "Logged 8 h on WO-1982: 9 h in total, labour $612.00")
    _log(ctx, "WO-1982", "480")
    _text(ctx, "Logged 8 h on WO-1982: 17 h in total, labour $1,156.00")
    _state_is(ctx, "WO-1982's logged entries", [e["minutes"] for e in _state_order(ctx, "WO-1982")["labour"]],
              [60, 480, 480])


def minutes_guard(ctx):
    _settle_hand(ctx)
    message = "Minutes must be a multiple of 15 from 15 to 480"
    for bad, good, shown in (("10", "15", "Logged 15 min on WO-1981: 45 min in total, labour $51.00"),
                             ("495", "465", "Logged 7 h 45 min on WO-1981: 8 h 30 min in total, labour $578.00"),
                             ("50", "45", "Logged 45 min on WO-1981: 9 h 15 min in total, labour $629.00"),
                             ("0", None, None)):
        start = _log(ctx, "WO-1981", bad)
        _text(ctx, message)
        _no_calls(ctx, start, f"Minutes {bad}")
        if good is not None:
            start = _log(ctx, "WO-1981", good)
            _text(ctx, shown)
            _absent(ctx, message)
            _expect_writes(ctx, start, [("log_labour", {"work_order_id": "WO-1981", "minutes": int(good)})],
                           f"Minutes {good}")
    # the upper limit itself is accepted
    start = _log(ctx, "WO-1991", "480")
    _text(ctx, "Logged 8 h on WO-1991: 9 h in total, labour $612.00")
    _expect_writes(ctx, start, [("log_labour", {"work_order_id": "WO-1991", "minutes": 480})], "Minutes 480")


def labour_column(ctx):
    _settle_hand(ctx)
    for oid, (*_rest, labour) in HAND_ROWS.items():
        _cell(ctx, HAND, oid, "Labour", labour)


def labour_follows(ctx):
    _settle_hand(ctx)
    _cell(ctx, HAND, "WO-1991", "Labour", "1 h")
    _log(ctx, "WO-1991", "45")
    _cell(ctx, HAND, "WO-1991", "Labour", "1 h 45 min")
    _log(ctx, "WO-1983", "15")
    _cell(ctx, HAND, "WO-1983", "Labour", "15 min")
    _cell(ctx, HAND, "WO-1991", "Labour", "1 h 45 min")


def log_refused(ctx):
    _settle_hand(ctx)
    # the technician pauses the job at another desk while the board still shows it in progress
    ctx.behind_the_app("put_on_hold", {"work_order_id": "WO-1981", "reason": "Belt on order"})
    start = _log(ctx, "WO-1981", "30")
    _text(ctx, "Not logged: WO-1981 is on_hold; cannot log labour")
    calls = _calls(ctx, start)
    if not any(c.name == "log_labour" and not c.ok for c in calls):
        raise AssertionError(f"the refusal did not come from the system; calls: {_show(calls)}")


# ================================================================================================
# turn 5
# ================================================================================================
def _assigns(ctx, start: int) -> list:
    return [c for c in _writes(_calls(ctx, start)) if c.name == "assign_technician"]


def _dispatch_writes(ctx, start: int, wanted: list[tuple[str, str]], why: str) -> None:
    writes = _expect_writes(ctx, start, [("assign_technician", {"work_order_id": oid, "technician_id": tech})
                                         for oid, tech in wanted], why)
    for w in writes:
        _fresh_token(ctx, start, w)


def dispatch_run(ctx):
    _settle_open(ctx)
    start = _dispatch(ctx)
    _text(ctx, "Dispatched 3 of 4 urgent orders")
    ctx.expect({"expect_order": {"texts": ["Dispatched 3 of 4 urgent orders", "WO-1988: no free hvac technician"]}})
    _dispatch_writes(ctx, start, [("WO-1996", "TE-02"), ("WO-1997", "TE-06"), ("WO-1990", "TE-03")],
                     "Dispatch urgent on the fixture")


def dispatch_lines_only_skipped(ctx):
    _settle_open(ctx)
    _dispatch(ctx)
    _text(ctx, "Dispatched 3 of 4 urgent orders")
    for oid in ("WO-1996", "WO-1997", "WO-1990"):
        ctx.expect({"expect_text": {"regex": rf"{oid}:", "absent": True}})


def dispatch_readback(ctx):
    _settle_open(ctx)
    start = _dispatch(ctx)
    _text(ctx, "Dispatched 3 of 4 urgent orders")
    for oid in ("WO-1996", "WO-1997", "WO-1990"):
        _row_gone(ctx, UN, oid)
    _text(ctx, "5 unassigned, 1 overdue")
    _tech(ctx, "Tom Brannigan", "4 of 4", "Full")
    _tech(ctx, "Joe Mercer", "2 of 2", "Full")
    _tech(ctx, "Ines Duarte", "1 of 3", "Free")
    _cell(ctx, HAND, "WO-1996", "Technician", "Tom Brannigan")
    _cell(ctx, HAND, "WO-1990", "Technician", "Ines Duarte")
    _read_after(ctx, start, ["list_work_orders", "list_technicians"], "Dispatch urgent did not read the tables back")


def dispatch_most_capacity(ctx):
    # another desk cancels two of Maya Okafor's jobs: she has 2 places, Joe Mercer 1
    _cancel_behind(ctx, "WO-1984")
    _cancel_behind(ctx, "WO-1982")
    _reload(ctx)
    _settle_open(ctx)
    start = _dispatch(ctx)
    _text(ctx, "Dispatched 3 of 4 urgent orders")
    _dispatch_writes(ctx, start, [("WO-1996", "TE-02"), ("WO-1997", "TE-01"), ("WO-1990", "TE-03")],
                     "Dispatch urgent with Maya Okafor 2 free and Joe Mercer 1 free")


def dispatch_tie(ctx):
    # Maya Okafor and Joe Mercer both have one place: the first by name (Joe) gets WO-1997
    _cancel_behind(ctx, "WO-1984")
    _reload(ctx)
    _settle_open(ctx)
    start = _dispatch(ctx)
    _text(ctx, "Dispatched 3 of 4 urgent orders")
    _dispatch_writes(ctx, start, [("WO-1996", "TE-02"), ("WO-1997", "TE-06"), ("WO-1990", "TE-03")],
                     "Dispatch urgent with Maya Okafor and Joe Mercer 1 free each")


def dispatch_fresh(ctx):
    _settle_open(ctx)
    _tech(ctx, "Joe Mercer", "1 of 2", "Free")
    # another desk gives Joe Mercer a P3 job while the board still shows him with a place
    _assign_behind(ctx, "WO-1998", "TE-06")
    start = _dispatch(ctx)
    _text(ctx, "Dispatched 2 of 4 urgent orders")
    ctx.expect({"expect_order": {"texts": ["Dispatched 2 of 4 urgent orders", "WO-1988: no free hvac technician",
                                           "WO-1997: no free mechanical technician"]}})
    _dispatch_writes(ctx, start, [("WO-1996", "TE-02"), ("WO-1990", "TE-03")],
                     "Dispatch urgent after Joe Mercer filled up")
    calls = _calls(ctx, start)
    for w in _assigns(ctx, start):
        i = calls.index(w)
        prev = max((j for j in range(i) if calls[j].name == "assign_technician"), default=-1)
        if not any(c.name == "list_technicians" for c in calls[prev + 1:i]):
            raise AssertionError(f"no list_technicians read before assigning {w.args.get('work_order_id')}; "
                                 f"calls: {_show(calls)}")


def dispatch_refused(ctx):
    _settle_open(ctx)
    _cancel_behind(ctx, "WO-1997")  # another desk cancels it while the board still lists it
    start = _dispatch(ctx)
    _text(ctx, "Dispatched 2 of 4 urgent orders")
    ctx.expect({"expect_order": {"texts": ["Dispatched 2 of 4 urgent orders", "WO-1988: no free hvac technician",
                                           "WO-1997: WO-1997 is cancelled; cannot assign a technician"]}})
    assigns = _assigns(ctx, start)
    done = [(w.args.get("work_order_id"), w.ok) for w in assigns]
    if ("WO-1990", True) not in done:
        raise AssertionError(f"the run did not go on to assign WO-1990 after the refusal; assignments: {done}")
    _state_is(ctx, "WO-1990's assignee", _state_order(ctx, "WO-1990")["assigned_to"], "TE-03")


def dispatch_none(ctx):
    for oid in ("WO-1996", "WO-1988", "WO-1997", "WO-1990"):
        _cancel_behind(ctx, oid)
    _reload(ctx)
    _settle_open(ctx)
    _text(ctx, "4 unassigned, 0 overdue")
    start = _dispatch(ctx)
    _text(ctx, "No urgent orders to dispatch")
    _no_writes(ctx, start, "Dispatch urgent with no P1 or P2 order")
