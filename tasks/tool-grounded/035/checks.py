"""Checks for the work-order close-out desk that the vocabulary cannot state on its own.

Every check that writes to the maintenance system (through the page or behind it) is an isolated
requirement, so the live state is the fixture's at the start of every turn and every figure below is
the fixture's. Checks that act "behind the app" play another desk (or a technician's handset)
changing orders meanwhile: completing, closing, returning parts, logging time.

Fixture facts used here (default fixture, clock 2026-04-14T08:00Z, labour at $68.00 an hour):
- Completed, by due time: WO-1979 "Goods lift door re-alignment" (Joe Mercer; LB-405 120 min, LB-406
  30 min "Test runs"; 2 x GRS-500 issued at $8.40; labour $170.00, parts $16.80, total $186.80;
  completed 2026-04-11 11:45, due 2026-04-11 08:00: Missed), WO-1999 "Cold room temperature alarm"
  (Priya Raman; LB-407 30 min; no parts; $34.00; completed 2026-04-13 19:45, due 20:00: Met),
  WO-1978 "Blocked urinal trap" (Ines Duarte; LB-404 45 min; no parts; $51.00; Met).
- Closed long ago: WO-1975, WO-1977, WO-1994; cancelled WO-1976, WO-1993. Nothing is closed today.
- In progress / on hold, by due time: WO-1983 (in progress, Tom Brannigan, no labour, due 07:59),
  WO-1980 (on hold, Maya Okafor, 30 min, 1 CON-40A reserved), WO-1991 (in progress, Joe Mercer,
  60 min, due 13:00), WO-1981 (in progress, Tom, 30 min, 1 BLT-A42 issued), WO-1982 (in progress,
  Maya, 60 min, 2 FUS-32A reserved), WO-1992 (on hold, Tom, no labour).
- GRS-500 Bearing grease 500 g: 15 on hand.
"""

from __future__ import annotations

import re

AWAIT = {"section": "Awaiting sign-off"}
UNF = {"section": "Unfinished"}
CLOSED = {"section": "Closed today"}

AWAIT_ORDER = ["WO-1979", "WO-1999", "WO-1978"]
AWAIT_ROWS = {
    # id: title, technician, labour, parts, total, target
    "WO-1979": ("Goods lift door re-alignment", "Joe Mercer", "2 h 30 min", "$16.80", "$186.80", "Missed"),
    "WO-1999": ("Cold room temperature alarm", "Priya Raman", "30 min", "$0.00", "$34.00", "Met"),
    "WO-1978": ("Blocked urinal trap", "Ines Duarte", "45 min", "$0.00", "$51.00", "Met"),
}
UNF_ORDER = ["WO-1983", "WO-1980", "WO-1991", "WO-1981", "WO-1982", "WO-1992"]
UNF_ROWS = {
    # id: title, technician, status, labour, reserved
    "WO-1983": ("Fume cupboard low airflow alarm", "Tom Brannigan", "in progress", "none", ""),
    "WO-1980": ("Cold room door heater tripping", "Maya Okafor", "on hold", "30 min", "1 CON-40A"),
    "WO-1991": ("Loading bay door motor overheating", "Joe Mercer", "in progress", "1 h", ""),
    "WO-1981": ("AHU 3 belt squeal", "Tom Brannigan", "in progress", "30 min", ""),
    "WO-1982": ("Switchboard thermal scan findings", "Maya Okafor", "in progress", "1 h", "2 FUS-32A"),
    "WO-1992": ("Washroom extractor fan noisy", "Tom Brannigan", "on hold", "none", ""),
}
CLOSE_REFUSED = "{oid} is closed; cannot close it (only completed orders can be closed)"


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
    """``write`` carried the evidence token of the page's last get_work_order of its order before it,
    and that read came after ``start`` (the click)."""
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


def _read_after(ctx, start: int, name: str, why: str, order: str | None = None) -> None:
    """``name`` (for ``order``, when given) was called after the page's last write since ``start``."""
    calls = _calls(ctx, start)
    last = max((i for i, c in enumerate(calls) if c.mode == "write"), default=-1)
    after = [c for c in calls[last + 1:] if c.name == name
             and (order is None or c.args.get("work_order_id") == order)]
    if not after:
        what = f"{name} of {order}" if order else name
        raise AssertionError(f"{why}: no {what} after the write; calls: {_show(calls)}")


def _no_dashboard(ctx) -> None:
    if any(c.name == "get_dashboard_cached" for c in _calls(ctx)):
        raise AssertionError("the page read last night's dashboard export (get_dashboard_cached)")


def _order(ctx, oid: str) -> dict:
    return ctx.runtime_state["work_orders"][oid]


def _state_is(ctx, what: str, got, want) -> None:
    if got != want:
        raise AssertionError(f"{what} is {got!r} in the system, wanted {want!r}")


# --- acting behind the app --------------------------------------------------------------------
def _token(ctx, oid: str) -> str:
    return ctx.behind_the_app("get_work_order", {"work_order_id": oid})["evidence_token"]


def _close_behind(ctx, oid: str) -> None:
    ctx.behind_the_app("close_work_order", {"work_order_id": oid, "evidence_token": _token(ctx, oid)})


def _complete_behind(ctx, oid: str, note: str = "Finished on site") -> None:
    ctx.behind_the_app("complete_work_order", {"work_order_id": oid, "evidence_token": _token(ctx, oid),
                                               "completion_note": note})


def _log_behind(ctx, oid: str, tech: str, minutes: int) -> None:
    ctx.behind_the_app("log_labour", {"work_order_id": oid, "technician_id": tech, "minutes": minutes})


def _return_behind(ctx, oid: str, sku: str, quantity: int) -> None:
    ctx.behind_the_app("return_part", {"work_order_id": oid, "sku": sku, "quantity": quantity})


# --- the page ---------------------------------------------------------------------------------
def _reload(ctx) -> None:
    ctx.expect({"open": "/"}, {"expect_visible": {"heading": "Close-out desk"}})


def _exact(value: str) -> str:
    return rf"^\s*{re.escape(value)}\s*$"


def _cell(ctx, section: dict, row: str, column: str, value: str) -> None:
    ctx.expect({"expect_text": {"regex": _exact(value),
                                "within": {"column": column, "row": row, "within": section}}})


def _cell_blank(ctx, section: dict, row: str, column: str) -> None:
    target = {"column": column, "row": row, "within": section}
    shown = ctx.text(target).strip()
    if shown:
        raise AssertionError(f"the {column} cell of {row} reads {shown!r}; it should be empty")


def _row(section: dict, key: str) -> dict:
    return {"item": key, "within": section}


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


def _settle_await(ctx) -> None:
    _row_present(ctx, AWAIT, "WO-1978")


def _settle_unf(ctx) -> None:
    _row_present(ctx, UNF, "WO-1992")


def _review_box(oid: str) -> dict:
    return {"section": f"Review {oid}"}


def _review(ctx, oid: str) -> int:
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Review", "within": _row(AWAIT, oid), "exact": True}},
               {"expect_visible": {"heading": f"Review {oid}"}})
    return start


def _close_reviewed(ctx, oid: str) -> int:
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Close work order", "within": _review_box(oid)}})
    return start


def _return(ctx, oid: str, sku: str, quantity: str) -> int:
    row = _row(_review_box(oid), sku)
    ctx.expect({"fill": {"field": "Return quantity", "within": row, "value": quantity}})
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Return", "within": row, "exact": True}})
    return start


def _finish(ctx, oid: str, note: str) -> int:
    ctx.expect({"fill": {"field": "Completion note", "within": _row(UNF, oid), "value": note}})
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Finish", "within": _row(UNF, oid), "exact": True}})
    return start


def _close_all(ctx) -> int:
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Close all on target", "within": AWAIT}})
    return start


# ================================================================================================
# turn 1
# ================================================================================================
def awaiting_completed_only(ctx):
    _settle_await(ctx)
    for oid in AWAIT_ORDER:
        _row_present(ctx, AWAIT, oid)
    # closed, cancelled, in progress, on hold, assigned, open
    for oid in ("WO-1975", "WO-1994", "WO-1976", "WO-1991", "WO-1980", "WO-1995", "WO-1996"):
        _row_gone(ctx, AWAIT, oid)
    if not any(c.name == "list_work_orders" for c in _calls(ctx)):
        raise AssertionError("Awaiting sign-off was not read with list_work_orders")


def awaiting_order(ctx):
    _settle_await(ctx)
    ctx.expect({"expect_order": {"texts": AWAIT_ORDER, "within": AWAIT}})


def awaiting_live(ctx):
    # a technician's handset completes WO-1981 (due 14:00 today) before the desk opens
    _complete_behind(ctx, "WO-1981", "Belt replaced and tensioned")
    _reload(ctx)
    _settle_await(ctx)
    ctx.expect({"expect_order": {"texts": ["WO-1979", "WO-1999", "WO-1981", "WO-1978"], "within": AWAIT}})
    _cell(ctx, AWAIT, "WO-1981", "Title", "AHU 3 belt squeal")
    _cell(ctx, AWAIT, "WO-1981", "Total", "$43.75")
    _no_dashboard(ctx)


def awaiting_columns(ctx):
    _settle_await(ctx)
    for oid, (title, tech, *_rest) in AWAIT_ROWS.items():
        _cell(ctx, AWAIT, oid, "Title", title)
        _cell(ctx, AWAIT, oid, "Technician", tech)


def labour_format(ctx):
    _settle_await(ctx)
    for oid, (_t, _tech, labour, *_rest) in AWAIT_ROWS.items():
        _cell(ctx, AWAIT, oid, "Labour", labour)


def labour_whole_hours(ctx):
    # WO-1991 (60 minutes logged) is completed elsewhere: its Labour is whole hours
    _complete_behind(ctx, "WO-1991", "Motor cooled, fan cleaned")
    _reload(ctx)
    _settle_await(ctx)
    _cell(ctx, AWAIT, "WO-1991", "Labour", "1 h")
    _cell(ctx, AWAIT, "WO-1979", "Labour", "2 h 30 min")


def costs(ctx):
    _settle_await(ctx)
    for oid, (*_rest, parts, total, _target) in AWAIT_ROWS.items():
        _cell(ctx, AWAIT, oid, "Parts", parts)
        _cell(ctx, AWAIT, oid, "Total", total)


def costs_thousands(ctx):
    # two full shifts are booked to WO-1991 before it is completed: 60 + 960 minutes = 17 h, $1,156.00
    _log_behind(ctx, "WO-1991", "TE-06", 480)
    _log_behind(ctx, "WO-1991", "TE-06", 480)
    _complete_behind(ctx, "WO-1991", "Motor rewound on site")
    _reload(ctx)
    _settle_await(ctx)
    _cell(ctx, AWAIT, "WO-1991", "Total", "$1,156.00")
    _cell(ctx, AWAIT, "WO-1991", "Parts", "$0.00")
    _cell(ctx, AWAIT, "WO-1991", "Labour", "17 h")


def target(ctx):
    _settle_await(ctx)
    for oid, (*_rest, tgt) in AWAIT_ROWS.items():
        _cell(ctx, AWAIT, oid, "Target", tgt)


def target_live(ctx):
    # WO-1983 was due at 07:59; time is booked and it is completed after that: Missed
    _log_behind(ctx, "WO-1983", "TE-02", 45)
    _complete_behind(ctx, "WO-1983", "Extract fan belt refitted")
    _reload(ctx)
    _settle_await(ctx)
    _cell(ctx, AWAIT, "WO-1983", "Target", "Missed")
    _cell(ctx, AWAIT, "WO-1999", "Target", "Met")


def count_line(ctx):
    _settle_await(ctx)
    _text(ctx, "Awaiting: 3, missed target: 1", AWAIT)
    ctx.expect({"expect_order": {"texts": ["Awaiting: 3, missed target: 1", "WO-1979"], "within": AWAIT}})


def count_live(ctx):
    _log_behind(ctx, "WO-1983", "TE-02", 45)
    _complete_behind(ctx, "WO-1983", "Extract fan belt refitted")
    _complete_behind(ctx, "WO-1991", "Motor cooled, fan cleaned")
    _reload(ctx)
    _settle_await(ctx)
    _text(ctx, "Awaiting: 5, missed target: 2", AWAIT)


def nothing_awaiting(ctx):
    for oid in AWAIT_ORDER:
        _close_behind(ctx, oid)
    _reload(ctx)
    _text(ctx, "Nothing awaiting sign-off", AWAIT)
    for oid in AWAIT_ORDER:
        _absent(ctx, oid, AWAIT)


def refresh_reads(ctx):
    _settle_await(ctx)
    _close_behind(ctx, "WO-1999")
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Refresh"}})
    _row_gone(ctx, AWAIT, "WO-1999")
    _text(ctx, "Awaiting: 2, missed target: 1", AWAIT)
    if not any(c.name == "list_work_orders" for c in _calls(ctx, start)):
        raise AssertionError(f"Refresh did not call list_work_orders; calls: {_show(_calls(ctx, start))}")


# ================================================================================================
# turn 2
# ================================================================================================
def review_opens(ctx):
    _settle_await(ctx)
    start = _review(ctx, "WO-1979")
    if not any(c.name == "get_work_order" and c.args.get("work_order_id") == "WO-1979"
               for c in _calls(ctx, start)):
        raise AssertionError(f"Review did not read WO-1979 with get_work_order; calls: {_show(_calls(ctx, start))}")
    _no_writes(ctx, start, "Review only reads")


def review_replaces(ctx):
    _settle_await(ctx)
    _review(ctx, "WO-1979")
    _review(ctx, "WO-1978")
    ctx.expect({"expect_visible": {"heading": "Review WO-1979", "visible": False}})
    _text(ctx, "Completed 2026-04-13 15:20, due 2026-04-15 15:00", _review_box("WO-1978"))


def review_live(ctx):
    _settle_await(ctx)
    _review(ctx, "WO-1979")
    _cell(ctx, _review_box("WO-1979"), "GRS-500", "Net", "2")
    # stores take one tub of grease back while the desk is open; a new Review reads it
    _return_behind(ctx, "WO-1979", "GRS-500", 1)
    _review(ctx, "WO-1999")
    _review(ctx, "WO-1979")
    _cell(ctx, _review_box("WO-1979"), "GRS-500", "Returned", "1")
    _cell(ctx, _review_box("WO-1979"), "GRS-500", "Net", "1")


def review_times(ctx):
    _settle_await(ctx)
    _review(ctx, "WO-1979")
    _text(ctx, "Completed 2026-04-11 11:45, due 2026-04-11 08:00", _review_box("WO-1979"))
    _review(ctx, "WO-1999")
    _text(ctx, "Completed 2026-04-13 19:45, due 2026-04-13 20:00", _review_box("WO-1999"))


def review_note(ctx):
    _settle_await(ctx)
    _review(ctx, "WO-1979")
    _text(ctx, "Note: Door gibs adjusted and greased", _review_box("WO-1979"))
    _review(ctx, "WO-1999")
    _text(ctx, "Note: Probe reseated, alarm reset", _review_box("WO-1999"))


def labour_rows(ctx):
    _settle_await(ctx)
    _review(ctx, "WO-1979")
    box = _review_box("WO-1979")
    ctx.expect({"expect_order": {"texts": ["LB-405", "LB-406"], "within": box}})
    _cell(ctx, box, "LB-405", "Entry", "LB-405")
    _cell(ctx, box, "LB-406", "Entry", "LB-406")
    _review(ctx, "WO-1978")
    _cell(ctx, _review_box("WO-1978"), "LB-404", "Entry", "LB-404")
    _absent(ctx, "LB-405", _review_box("WO-1978"))


def labour_cells(ctx):
    _settle_await(ctx)
    start = _review(ctx, "WO-1979")
    box = _review_box("WO-1979")
    _cell(ctx, box, "LB-405", "Technician", "Joe Mercer")
    _cell(ctx, box, "LB-406", "Technician", "Joe Mercer")
    _cell(ctx, box, "LB-405", "Time", "2 h")
    _cell(ctx, box, "LB-406", "Time", "30 min")
    _cell(ctx, box, "LB-406", "Comment", "Test runs")
    _review(ctx, "WO-1978")
    _cell(ctx, _review_box("WO-1978"), "LB-404", "Technician", "Ines Duarte")
    _cell(ctx, _review_box("WO-1978"), "LB-404", "Time", "45 min")
    if not any(c.name == "list_technicians" for c in _calls(ctx)):
        raise AssertionError(f"technician names were not read with list_technicians; calls: {_show(_calls(ctx, start))}")


def close_button(ctx):
    _settle_await(ctx)
    _review(ctx, "WO-1999")
    ctx.expect({"expect_visible": {"control": "Close work order", "within": _review_box("WO-1999")}})


def parts_rows(ctx):
    _settle_await(ctx)
    _review(ctx, "WO-1979")
    box = _review_box("WO-1979")
    _cell(ctx, box, "GRS-500", "SKU", "GRS-500")
    _cell(ctx, box, "GRS-500", "Name", "Bearing grease 500 g")
    _cell(ctx, box, "GRS-500", "Issued", "2")
    _cell(ctx, box, "GRS-500", "Returned", "0")
    _cell(ctx, box, "GRS-500", "Net", "2")
    _cell(ctx, box, "GRS-500", "Cost", "$16.80")


def parts_net(ctx):
    # one of the two tubs came back to stores before the desk opened
    _return_behind(ctx, "WO-1979", "GRS-500", 1)
    _reload(ctx)
    _settle_await(ctx)
    _review(ctx, "WO-1979")
    box = _review_box("WO-1979")
    _cell(ctx, box, "GRS-500", "Issued", "2")
    _cell(ctx, box, "GRS-500", "Returned", "1")
    _cell(ctx, box, "GRS-500", "Net", "1")
    _cell(ctx, box, "GRS-500", "Cost", "$8.40")


def no_parts(ctx):
    _settle_await(ctx)
    _review(ctx, "WO-1978")
    _text(ctx, "No parts drawn", _review_box("WO-1978"))
    _review(ctx, "WO-1979")
    _absent(ctx, "No parts drawn", _review_box("WO-1979"))


def close_flow(ctx):
    _settle_await(ctx)
    _review(ctx, "WO-1979")
    # stores take a tub back after the review was read: only a fresh read's token closes the order
    _return_behind(ctx, "WO-1979", "GRS-500", 1)
    start = _close_reviewed(ctx, "WO-1979")
    _text(ctx, "WO-1979 closed, final cost $178.40")
    (write,) = _expect_writes(ctx, start, [("close_work_order", {"work_order_id": "WO-1979"})],
                              "Close work order on WO-1979")
    _fresh_token(ctx, start, write)
    if not write.ok:
        raise AssertionError(f"close_work_order was refused: {write.error}")
    _state_is(ctx, "WO-1979's status", _order(ctx, "WO-1979")["status"], "closed")


def close_message(ctx):
    _settle_await(ctx)
    _review(ctx, "WO-1978")
    _close_reviewed(ctx, "WO-1978")
    _text(ctx, "WO-1978 closed, final cost $51.00")
    # a tub of grease goes back to stores after WO-1979's review was read: the final cost is the closed order's
    _review(ctx, "WO-1979")
    _return_behind(ctx, "WO-1979", "GRS-500", 1)
    _close_reviewed(ctx, "WO-1979")
    _text(ctx, "WO-1979 closed, final cost $178.40")


def close_readback(ctx):
    _settle_await(ctx)
    _review(ctx, "WO-1999")
    start = _close_reviewed(ctx, "WO-1999")
    _text(ctx, "WO-1999 closed, final cost $34.00")
    _row_gone(ctx, AWAIT, "WO-1999")
    _text(ctx, "Awaiting: 2, missed target: 1", AWAIT)
    _read_after(ctx, start, "list_work_orders", "Awaiting sign-off was not read back")


def close_refused(ctx):
    _settle_await(ctx)
    _review(ctx, "WO-1978")
    # another desk signs WO-1978 off first
    _close_behind(ctx, "WO-1978")
    start = _close_reviewed(ctx, "WO-1978")
    _text(ctx, "Not closed: " + CLOSE_REFUSED.format(oid="WO-1978"))
    _row_gone(ctx, AWAIT, "WO-1978")
    _text(ctx, "Awaiting: 2, missed target: 1", AWAIT)
    _read_after(ctx, start, "list_work_orders", "Awaiting sign-off was not read back after the refusal")


# ================================================================================================
# turn 3
# ================================================================================================
def return_flow(ctx):
    _settle_await(ctx)
    _review(ctx, "WO-1979")
    start = _return(ctx, "WO-1979", "GRS-500", "2")
    (write,) = _expect_writes(ctx, start, [("return_part", {"work_order_id": "WO-1979", "sku": "GRS-500",
                                                            "quantity": 2})], "Return 2 of GRS-500")
    if not write.ok:
        raise AssertionError(f"return_part was refused: {write.error}")
    line = _order(ctx, "WO-1979")["parts"][0]
    _state_is(ctx, "WO-1979's returned GRS-500", line["returned"], 2)


def return_hidden_at_zero(ctx):
    _settle_await(ctx)
    _review(ctx, "WO-1979")
    ctx.expect({"expect_visible": {"field": "Return quantity", "within": _row(_review_box("WO-1979"), "GRS-500")}})
    # everything issued came back before the desk opened: nothing is left to return
    _return_behind(ctx, "WO-1979", "GRS-500", 2)
    _reload(ctx)
    _settle_await(ctx)
    _review(ctx, "WO-1979")
    box = _review_box("WO-1979")
    _cell(ctx, box, "GRS-500", "Net", "0")
    ctx.expect({"expect_visible": {"field": "Return quantity", "within": box, "visible": False}},
               {"expect_visible": {"control": "Return", "within": box, "exact": True, "visible": False}})


def return_guard(ctx):
    _settle_await(ctx)
    _review(ctx, "WO-1979")
    for bad in ("0", "3", "1.5", "-1", ""):
        start = _return(ctx, "WO-1979", "GRS-500", bad)
        _text(ctx, "Enter 1 to 2 units", _review_box("WO-1979"))
        _no_calls(ctx, start, f"Return with the quantity {bad!r}")


def return_guard_edge(ctx):
    # one tub already came back: the row's Net is 1, so 2 is too many and 1 is the most allowed
    _return_behind(ctx, "WO-1979", "GRS-500", 1)
    _reload(ctx)
    _settle_await(ctx)
    _review(ctx, "WO-1979")
    start = _return(ctx, "WO-1979", "GRS-500", "2")
    _text(ctx, "Enter 1 to 1 units", _review_box("WO-1979"))
    _no_calls(ctx, start, "Return with the quantity 2 on a Net of 1")
    start = _return(ctx, "WO-1979", "GRS-500", "1")
    _expect_writes(ctx, start, [("return_part", {"work_order_id": "WO-1979", "sku": "GRS-500", "quantity": 1})],
                   "Return 1 on a Net of 1")


def return_message(ctx):
    _settle_await(ctx)
    _review(ctx, "WO-1979")
    # stores issue a tub of grease to WO-1991 meanwhile: 14 on hand before the return
    ctx.behind_the_app("reserve_part", {"work_order_id": "WO-1991", "sku": "GRS-500", "quantity": 1,
                                        "evidence_token": _token(ctx, "WO-1991")})
    ctx.behind_the_app("issue_part", {"work_order_id": "WO-1991", "sku": "GRS-500", "quantity": 1})
    _return(ctx, "WO-1979", "GRS-500", "1")
    _text(ctx, "Returned 1 GRS-500 from WO-1979, 15 on hand")


def return_readback(ctx):
    _settle_await(ctx)
    _review(ctx, "WO-1979")
    start = _return(ctx, "WO-1979", "GRS-500", "1")
    box = _review_box("WO-1979")
    _cell(ctx, box, "GRS-500", "Returned", "1")
    _cell(ctx, box, "GRS-500", "Net", "1")
    _cell(ctx, box, "GRS-500", "Cost", "$8.40")
    _cell(ctx, AWAIT, "WO-1979", "Parts", "$8.40")
    _cell(ctx, AWAIT, "WO-1979", "Total", "$178.40")
    _read_after(ctx, start, "get_work_order", "the order was not read back", order="WO-1979")


def return_refused(ctx):
    _settle_await(ctx)
    _review(ctx, "WO-1979")
    # another desk signs WO-1979 off after the review was read: closed orders take no returns
    _close_behind(ctx, "WO-1979")
    start = _return(ctx, "WO-1979", "GRS-500", "1")
    _text(ctx, "Not returned: WO-1979 is closed; cannot return parts")
    _expect_writes(ctx, start, [("return_part", {"work_order_id": "WO-1979", "sku": "GRS-500", "quantity": 1})],
                   "Return 1 of GRS-500 on the closed WO-1979")
    _read_after(ctx, start, "get_work_order", "the order was not read back after the refusal", order="WO-1979")


# ================================================================================================
# turn 4
# ================================================================================================
def unfinished_rows(ctx):
    _settle_unf(ctx)
    for oid, (title, tech, *_rest) in UNF_ROWS.items():
        _cell(ctx, UNF, oid, "Title", title)
        _cell(ctx, UNF, oid, "Technician", tech)
    # assigned, open, completed, closed, cancelled
    for oid in ("WO-1984", "WO-1995", "WO-1996", "WO-1978", "WO-1975", "WO-1976"):
        _row_gone(ctx, UNF, oid)


def unfinished_order(ctx):
    _settle_unf(ctx)
    ctx.expect({"expect_order": {"texts": UNF_ORDER, "within": UNF}})


def unfinished_status(ctx):
    _settle_unf(ctx)
    for oid, (_t, _tech, status, *_rest) in UNF_ROWS.items():
        _cell(ctx, UNF, oid, "Status", status)


def unfinished_labour(ctx):
    _settle_unf(ctx)
    for oid, (_t, _tech, _s, labour, _r) in UNF_ROWS.items():
        _cell(ctx, UNF, oid, "Labour", labour)


def unfinished_reserved(ctx):
    _settle_unf(ctx)
    for oid, (*_rest, reserved) in UNF_ROWS.items():
        if reserved:
            _cell(ctx, UNF, oid, "Reserved", reserved)
        else:
            _cell_blank(ctx, UNF, oid, "Reserved")


def reserved_joined(ctx):
    # stores hold a thermostatic valve for WO-1982 as well
    ctx.behind_the_app("reserve_part", {"work_order_id": "WO-1982", "sku": "THR-VLV", "quantity": 1,
                                        "evidence_token": _token(ctx, "WO-1982")})
    _reload(ctx)
    _settle_unf(ctx)
    _cell(ctx, UNF, "WO-1982", "Reserved", "2 FUS-32A, 1 THR-VLV")


def unfinished_live(ctx):
    # WO-1991 is paused and WO-1984 started on the technicians' handsets before the desk opens
    ctx.behind_the_app("put_on_hold", {"work_order_id": "WO-1991", "reason": "Waiting for crane"})
    ctx.behind_the_app("start_work", {"work_order_id": "WO-1984"})
    _reload(ctx)
    _settle_unf(ctx)
    _cell(ctx, UNF, "WO-1991", "Status", "on hold")
    _cell(ctx, UNF, "WO-1984", "Status", "in progress")
    _cell(ctx, UNF, "WO-1984", "Labour", "none")
    ctx.expect({"expect_order": {"texts": ["WO-1984", "WO-1983"], "within": UNF}})
    _no_dashboard(ctx)


def finish_controls(ctx):
    _settle_unf(ctx)
    for oid in UNF_ORDER:
        ctx.expect({"expect_visible": {"field": "Completion note", "within": _row(UNF, oid)}},
                   {"expect_visible": {"control": "Finish", "within": _row(UNF, oid), "exact": True}})


def note_guard(ctx):
    _settle_unf(ctx)
    for bad in ("", "   ", "  Done  "):
        start = _finish(ctx, "WO-1991", bad)
        _text(ctx, "A completion note needs 5 to 300 characters")
        _no_calls(ctx, start, f"Finish with a {len(bad.strip())}-character note")
    # 301 characters: refused with the message, unless the field itself stops at 300 (then nothing is pressed)
    long_note = "y" * 301
    field = {"field": "Completion note", "within": _row(UNF, "WO-1991")}
    ctx.expect({"fill": {**field, "value": long_note}})
    if len(ctx.value(field)) > 300:
        start = _mark(ctx)
        ctx.expect({"click": {"control": "Finish", "within": _row(UNF, "WO-1991"), "exact": True}})
        _text(ctx, "A completion note needs 5 to 300 characters")
        _no_calls(ctx, start, "Finish with a 301-character note")
    # the on-hold path is guarded too: nothing is resumed
    start = _finish(ctx, "WO-1980", "Done")
    _no_calls(ctx, start, "Finish on the on-hold WO-1980 with a 4-character note")


def note_guard_edges(ctx):
    _settle_unf(ctx)
    start = _finish(ctx, "WO-1991", "  Fixed  ")
    _expect_writes(ctx, start, [("complete_work_order", {"work_order_id": "WO-1991", "completion_note": "Fixed"})],
                   "Finish WO-1991 with the 5-character note 'Fixed' (spaces around it)")
    _text(ctx, "WO-1991 finished, target met")
    long_note = ("Belt replaced, pulleys aligned and guard refitted. " * 6)[:300].strip()
    long_note = long_note + "x" * (300 - len(long_note))
    start = _finish(ctx, "WO-1981", long_note)
    _expect_writes(ctx, start, [("complete_work_order", {"work_order_id": "WO-1981", "completion_note": long_note})],
                   "Finish WO-1981 with a 300-character note")


def finish_flow(ctx):
    _settle_unf(ctx)
    # Joe books a quarter of an hour from his handset after the desk loaded: the order's version moves on
    _log_behind(ctx, "WO-1991", "TE-06", 15)
    start = _finish(ctx, "WO-1991", "Motor fan replaced")
    _text(ctx, "WO-1991 finished")
    (write,) = _expect_writes(ctx, start, [("complete_work_order", {"work_order_id": "WO-1991",
                                                                    "completion_note": "Motor fan replaced"})],
                              "Finish on the in-progress WO-1991")
    _fresh_token(ctx, start, write)
    if not write.ok:
        raise AssertionError(f"complete_work_order was refused: {write.error}")
    _state_is(ctx, "WO-1991's status", _order(ctx, "WO-1991")["status"], "completed")


def finish_on_hold(ctx):
    # Tom books 30 minutes on WO-1992 and pauses it again before the desk opens
    ctx.behind_the_app("start_work", {"work_order_id": "WO-1992"})
    _log_behind(ctx, "WO-1992", "TE-02", 30)
    ctx.behind_the_app("put_on_hold", {"work_order_id": "WO-1992", "reason": "Waiting for fan guard"})
    _reload(ctx)
    _settle_unf(ctx)
    _cell(ctx, UNF, "WO-1992", "Status", "on hold")
    start = _finish(ctx, "WO-1992", "Fan bearings replaced")
    _text(ctx, "WO-1992 finished, target met")
    writes = _expect_writes(ctx, start, [("start_work", {"work_order_id": "WO-1992"}),
                                         ("complete_work_order", {"work_order_id": "WO-1992",
                                                                  "completion_note": "Fan bearings replaced"})],
                            "Finish on the on-hold WO-1992")
    _fresh_token(ctx, start, writes[1])
    _state_is(ctx, "WO-1992's status", _order(ctx, "WO-1992")["status"], "completed")


def finish_message(ctx):
    _settle_unf(ctx)
    _finish(ctx, "WO-1991", "Motor fan replaced")
    _text(ctx, "WO-1991 finished, target met")
    _absent(ctx, "target missed")


def finish_missed(ctx):
    # WO-1983 was due at 07:59; Tom books his time on it after the desk opened
    _settle_unf(ctx)
    _log_behind(ctx, "WO-1983", "TE-02", 45)
    _finish(ctx, "WO-1983", "Airflow restored")
    _text(ctx, "WO-1983 finished, target missed")


def finish_readback(ctx):
    _settle_unf(ctx)
    start = _finish(ctx, "WO-1981", "Belt replaced and tensioned")
    _text(ctx, "WO-1981 finished, target met")
    _row_gone(ctx, UNF, "WO-1981")
    _cell(ctx, AWAIT, "WO-1981", "Total", "$43.75")
    _cell(ctx, AWAIT, "WO-1981", "Target", "Met")
    _text(ctx, "Awaiting: 4, missed target: 1", AWAIT)
    _read_after(ctx, start, "list_work_orders", "the tables were not read back")


def finish_refused(ctx):
    _settle_unf(ctx)
    start = _finish(ctx, "WO-1982", "Breakers reset and tested")
    _text(ctx, "Not finished: WO-1982 still has reserved parts not issued (2 x FUS-32A); issue or release them")
    _expect_writes(ctx, start, [("complete_work_order", {"work_order_id": "WO-1982"})],
                   "Finish on WO-1982 (fuses still reserved)")
    _row_present(ctx, UNF, "WO-1982")
    _read_after(ctx, start, "list_work_orders", "the tables were not read back after the refusal")


def finish_refused_on_hold(ctx):
    _settle_unf(ctx)
    _finish(ctx, "WO-1992", "Fan bearings replaced")
    _text(ctx, "Not finished: WO-1992 has no labour logged; log time before completing")
    # it was resumed before the refusal: the table read back shows it in progress
    _cell(ctx, UNF, "WO-1992", "Status", "in progress")


def finish_stop(ctx):
    _settle_unf(ctx)
    # Maya resumes WO-1980 on her handset after the desk loaded it as on hold
    ctx.behind_the_app("start_work", {"work_order_id": "WO-1980"})
    start = _finish(ctx, "WO-1980", "Door heater contactor replaced")
    _cell(ctx, UNF, "WO-1980", "Status", "in progress")
    writes = _writes(_calls(ctx, start))
    refused = [i for i, w in enumerate(writes) if not w.ok]
    if not refused:
        raise AssertionError(f"Finish on WO-1980 (resumed elsewhere, contactor still reserved) was not refused; "
                             f"the page wrote {_show(writes)}")
    first = refused[0]
    if first != len(writes) - 1:
        raise AssertionError(f"Finish went on after a refused step: {_show(writes)}")
    # the resume is refused (the order is already in progress), or a page that looks first skips it
    # and the completion is refused (the contactor is still reserved): either way it stops there
    _text(ctx, "Not finished: " + writes[first].error["message"])


# ================================================================================================
# turn 5
# ================================================================================================
def closed_none(ctx):
    _settle_await(ctx)
    _text(ctx, "Nothing closed today", CLOSED)
    for oid in ("WO-1975", "WO-1977", "WO-1994"):
        _absent(ctx, oid, CLOSED)
    _absent(ctx, "Closed today: ", CLOSED)


def _close_three_behind(ctx) -> None:
    # signed off elsewhere at 08:01, 08:02 and 08:03, in this order
    _close_behind(ctx, "WO-1999")
    _close_behind(ctx, "WO-1978")
    _close_behind(ctx, "WO-1979")


def closed_rows(ctx):
    _close_three_behind(ctx)
    _reload(ctx)
    _row_present(ctx, CLOSED, "WO-1979")
    rows = {
        "WO-1999": ("Cold room temperature alarm", "08:01", "30 min", "$0.00", "$34.00"),
        "WO-1978": ("Blocked urinal trap", "08:02", "45 min", "$0.00", "$51.00"),
        "WO-1979": ("Goods lift door re-alignment", "08:03", "2 h 30 min", "$16.80", "$186.80"),
    }
    for oid, (title, closed, labour, parts, total) in rows.items():
        _cell(ctx, CLOSED, oid, "Title", title)
        _cell(ctx, CLOSED, oid, "Closed", closed)
        _cell(ctx, CLOSED, oid, "Labour", labour)
        _cell(ctx, CLOSED, oid, "Parts", parts)
        _cell(ctx, CLOSED, oid, "Total", total)
    for oid in ("WO-1975", "WO-1977", "WO-1994"):
        _absent(ctx, oid, CLOSED)
    _no_dashboard(ctx)


def closed_order(ctx):
    _close_three_behind(ctx)
    _reload(ctx)
    _row_present(ctx, CLOSED, "WO-1979")
    ctx.expect({"expect_order": {"texts": ["WO-1979", "WO-1978", "WO-1999"], "within": CLOSED}})


def closed_line(ctx):
    _close_three_behind(ctx)
    _reload(ctx)
    _row_present(ctx, CLOSED, "WO-1979")
    _text(ctx, "Closed today: 3, total $271.80", CLOSED)
    ctx.expect({"expect_order": {"texts": ["WO-1999", "Closed today: 3, total $271.80"], "within": CLOSED}})


def closed_follows_close(ctx):
    _settle_await(ctx)
    _review(ctx, "WO-1978")
    _close_reviewed(ctx, "WO-1978")
    _row_present(ctx, CLOSED, "WO-1978")
    _cell(ctx, CLOSED, "WO-1978", "Total", "$51.00")
    _text(ctx, "Closed today: 1, total $51.00", CLOSED)


def close_all_button(ctx):
    _settle_await(ctx)
    ctx.expect({"expect_visible": {"control": "Close all on target", "within": AWAIT}})


def close_all_flow(ctx):
    _settle_await(ctx)
    start = _close_all(ctx)
    _text(ctx, "on-target orders")
    writes = _expect_writes(ctx, start, [("close_work_order", {"work_order_id": "WO-1999"}),
                                         ("close_work_order", {"work_order_id": "WO-1978"})],
                            "Close all on target (Met rows WO-1999, then WO-1978; WO-1979 is Missed)")
    for w in writes:
        _fresh_token(ctx, start, w)
    _state_is(ctx, "WO-1979's status", _order(ctx, "WO-1979")["status"], "completed")
    _state_is(ctx, "WO-1978's status", _order(ctx, "WO-1978")["status"], "closed")


def close_all_message(ctx):
    _settle_await(ctx)
    _close_all(ctx)
    _text(ctx, "Closed 2 of 2 on-target orders")
    _absent(ctx, "WO-1999: ")
    _absent(ctx, "WO-1978: ")


def close_all_refusal(ctx):
    _settle_await(ctx)
    # another desk signs WO-1999 off after the desk loaded
    _close_behind(ctx, "WO-1999")
    start = _close_all(ctx)
    _text(ctx, "Closed 1 of 2 on-target orders")
    line = "WO-1999: " + CLOSE_REFUSED.format(oid="WO-1999")
    _text(ctx, line)
    ctx.expect({"expect_order": {"texts": ["Closed 1 of 2 on-target orders", line]}})
    # the run went on to WO-1978
    if not any(c.name == "close_work_order" and c.ok and c.args.get("work_order_id") == "WO-1978"
               for c in _calls(ctx, start)):
        raise AssertionError(f"the run stopped at the refusal; calls: {_show(_calls(ctx, start))}")


def close_all_readback(ctx):
    _settle_await(ctx)
    start = _close_all(ctx)
    _text(ctx, "Closed 2 of 2 on-target orders")
    _row_gone(ctx, AWAIT, "WO-1999")
    _row_gone(ctx, AWAIT, "WO-1978")
    _text(ctx, "Awaiting: 1, missed target: 1", AWAIT)
    _row_present(ctx, CLOSED, "WO-1999")
    _row_present(ctx, CLOSED, "WO-1978")
    _text(ctx, "Closed today: 2, total $85.00", CLOSED)
    _read_after(ctx, start, "list_work_orders", "the tables were not read back")


def close_all_none(ctx):
    # the two on-target orders were signed off elsewhere: only the Missed WO-1979 is left
    _close_behind(ctx, "WO-1999")
    _close_behind(ctx, "WO-1978")
    _reload(ctx)
    _row_present(ctx, AWAIT, "WO-1979")
    start = _close_all(ctx)
    _text(ctx, "No on-target orders to close")
    _no_writes(ctx, start, "Close all on target with only a Missed row")
    _state_is(ctx, "WO-1979's status", _order(ctx, "WO-1979")["status"], "completed")
