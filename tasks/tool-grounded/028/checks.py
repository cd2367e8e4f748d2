"""Checks for the storeroom parts counter that the vocabulary cannot state on its own.

Every check that writes to the maintenance system is an isolated requirement, so the live state
stays the fixture's from turn to turn; the figures below are the fixture's. Checks that act
"behind the app" play another desk (or a technician) changing an order or stock meanwhile.

Fixture facts used here (default fixture, clock 2026-04-14T08:00Z):
- BLT-A42 V-belt A42: on hand 7, reserved 0, reorder level 6 (one above the level: OK).
- FLT-0595 Panel filter 595 x 595: available 6, reorder level 6 (at the level: Low).
- FUS-32A Fuse 32 A HRC: on hand 24, reserved 2 (for WO-1982), reorder level 10.
- WO-1981 in progress, P2, BLT-A42 issued 1; WO-1982 in progress, P3, FUS-32A reserved 2;
  WO-1983 in progress, P1, no parts; WO-1991 in progress, P3, no parts; WO-1980 on hold with
  CON-40A reserved 1; WO-1977 closed with LMP-LED net 1; WO-1979 completed with GRS-500 issued 2.
"""

from __future__ import annotations

import re

STORES = {"section": "Stores"}
WIP = {"section": "Work in progress"}
PICK = {"section": "Pick list"}
TIMES = "[×xX]"

PARTS = [
    # sku, name, on hand, reserved, reorder level
    ("BLT-A42", "V-belt A42", 7, 0, 6),
    ("CON-40A", "Contactor 40 A", 2, 1, 2),
    ("FLT-0595", "Panel filter 595 x 595", 6, 0, 6),
    ("FLT-0600", "Panel filter 600 x 600", 40, 0, 10),
    ("FUS-32A", "Fuse 32 A HRC", 24, 2, 10),
    ("GRS-500", "Bearing grease 500 g", 15, 0, 5),
    ("IGN-ELC", "Ignition electrode", 5, 0, 2),
    ("LMP-LED", "Emergency LED module", 0, 0, 3),
    ("SEAL-KIT", "Pump seal kit", 2, 2, 1),
    ("THR-VLV", "Thermostatic valve 15 mm", 12, 0, 4),
]
NAME = {sku: name for sku, name, *_ in PARTS}


def _order(oid: str) -> dict:
    return {"section": f"Work order {oid}"}


def _label(sku: str) -> str:
    return f"{sku} {NAME[sku]}"


# --- the tool log -----------------------------------------------------------------------------
def _mark(ctx) -> int:
    return len(ctx.tool_calls)


def _calls(ctx, start: int = 0) -> list:
    return [c for c in ctx.tool_calls[start:] if c.kind == "tool"]


def _writes(calls) -> list:
    return [c for c in calls if c.mode == "write"]


def _show(calls) -> str:
    return ", ".join(f"{c.name}({c.args.get('sku', c.args.get('work_order_id', ''))}"
                     f"{', ' + str(c.args['quantity']) if 'quantity' in c.args else ''})"
                     f"{'' if c.ok else ' refused'}" for c in calls) or "none"


def _no_calls(ctx, start: int, why: str) -> None:
    calls = _calls(ctx, start)
    if calls:
        raise AssertionError(f"{why}: the page called {_show(calls)}")


def _no_writes(ctx, start: int, why: str) -> None:
    writes = _writes(_calls(ctx, start))
    if writes:
        raise AssertionError(f"{why}: the page wrote {_show(writes)}")


def _expect_writes(ctx, start: int, wanted: list[tuple[str, dict]], why: str) -> list:
    """The page's writes since ``start`` are exactly ``wanted`` (tool name and an argument subset),
    in this order."""
    writes = _writes(_calls(ctx, start))
    ok = len(writes) == len(wanted) and all(
        w.name == name and all(w.args.get(k) == v for k, v in args.items())
        for w, (name, args) in zip(writes, wanted, strict=False))
    if not ok:
        want = ", ".join(f"{n}({', '.join(str(v) for v in a.values())})" for n, a in wanted)
        raise AssertionError(f"{why}: wanted the writes {want}; the page wrote {_show(writes)}")
    return writes


def _token_fresh(ctx, start: int, reserve) -> None:
    """The reservation used the token of a get_work_order on the same order made after the click,
    and that read was the page's last read of the order before the reservation."""
    calls = _calls(ctx, start)
    i = calls.index(reserve)
    reads = [c for c in calls[:i] if c.name == "get_work_order" and c.ok
             and c.args.get("work_order_id") == reserve.args.get("work_order_id")]
    if not reads:
        raise AssertionError(f"reserve_part for {reserve.args.get('sku')} was not preceded by a get_work_order "
                             "read of the order after the click")
    if reads[-1].result.get("evidence_token") != reserve.args.get("evidence_token"):
        raise AssertionError(f"reserve_part for {reserve.args.get('sku')} did not use the evidence token of the "
                             "order read right before it")


def _read_back(ctx, start: int, oid: str, stores: bool = True) -> None:
    calls = _calls(ctx, start)
    if not any(c.name == "get_work_order" and c.args.get("work_order_id") == oid for c in calls):
        raise AssertionError(f"{oid} was not read back from the system afterwards (no get_work_order); calls: "
                             f"{_show(calls)}")
    if stores and not any(c.name == "list_parts" for c in calls):
        raise AssertionError(f"the Stores table was not read back afterwards (no list_parts); calls: {_show(calls)}")


def _after(ctx, start: int, name: str) -> int:
    """The log position just after the last call of ``name`` since ``start``."""
    log = ctx.tool_calls
    for i in range(len(log) - 1, start - 1, -1):
        if log[i].kind == "tool" and log[i].name == name:
            return i + 1
    raise AssertionError(f"the page never called {name}")


# --- acting behind the app ----------------------------------------------------------------------
def _token(ctx, oid: str) -> str:
    return ctx.behind_the_app("get_work_order", {"work_order_id": oid})["evidence_token"]


def _reserve_behind(ctx, oid: str, sku: str, qty: int) -> None:
    ctx.behind_the_app("reserve_part", {"work_order_id": oid, "sku": sku, "quantity": qty,
                                        "evidence_token": _token(ctx, oid)})


def _state_line(ctx, oid: str, sku: str) -> dict:
    for ln in ctx.runtime_state["work_orders"][oid]["parts"]:
        if ln["sku"] == sku:
            return ln
    return {"sku": sku, "reserved": 0, "issued": 0, "returned": 0}


def _state_part(ctx, sku: str) -> dict:
    return ctx.runtime_state["parts"][sku]


def _state_is(ctx, what: str, got, want) -> None:
    if got != want:
        raise AssertionError(f"{what} is {got} in the system, wanted {want}")


# --- the page -----------------------------------------------------------------------------------
def _reload(ctx) -> None:
    ctx.expect({"open": "/"})


def _open(ctx, oid: str, typed: str | None = None) -> None:
    ctx.expect({"fill": {"field": "Work order", "value": typed if typed is not None else oid}},
               {"click": {"control": "Open order"}},
               {"expect_visible": _order(oid)})


def _exact(value: str) -> str:
    return rf"^\s*{re.escape(value)}\s*$"


def _cell(ctx, column: str, row: str, within: dict, value: str) -> None:
    ctx.expect({"expect_text": {"regex": _exact(value), "within": {"column": column, "row": row, "within": within}}})


def _line(ctx, oid: str, sku: str, **cols: str) -> None:
    """Cells of an order's part line: keys reserved, issued, returned, net, cost, part."""
    names = {"part": "Part", "reserved": "Reserved", "issued": "Issued", "returned": "Returned",
             "net": "Net issued", "cost": "Cost"}
    for key, value in cols.items():
        _cell(ctx, names[key], sku, _order(oid), value)


def _store(ctx, sku: str, **cols: str) -> None:
    names = {"part": "Part", "on_hand": "On hand", "reserved": "Reserved", "available": "Available",
             "level": "Reorder level", "status": "Status"}
    for key, value in cols.items():
        _cell(ctx, names[key], sku, STORES, value)


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


def _row_buttons(ctx, oid: str, sku: str) -> set[str]:
    """The names of the buttons in the part line of ``sku`` (an HTML or ARIA table row)."""
    cell = ctx.locate({"column": "SKU", "row": sku, "within": _order(oid)})
    row = cell.locator("xpath=ancestor-or-self::*[self::tr or @role='row'][1]")
    names = set()
    buttons = row.locator("button, [role=button]")
    for i in range(buttons.count()):
        b = buttons.nth(i)
        if b.is_visible():
            names.add(" ".join((b.get_attribute("aria-label") or b.inner_text()).split()))
    return names


def _buttons_are(ctx, oid: str, sku: str, want: set[str]) -> None:
    def probe() -> tuple[bool, str]:
        got = {n for n in _row_buttons(ctx, oid, sku) if n in ("Return 1", "Release")}
        return got == want, f"the {sku} line of {oid} has the buttons {sorted(got)}, wanted {sorted(want)}"
    ctx.until(probe)


def _click_in_line(ctx, oid: str, sku: str, name: str) -> None:
    cell = ctx.locate({"column": "SKU", "row": sku, "within": _order(oid)})
    row = cell.locator("xpath=ancestor-or-self::*[self::tr or @role='row'][1]")
    button = row.get_by_role("button", name=name, exact=True)
    if button.count() != 1:
        raise AssertionError(f"the {sku} line of {oid} has no {name!r} button")
    button.click()
    ctx.expect({"wait_for": {"heading": f"Work order {oid}", "state": "visible"}})


def _choose(ctx, sku: str, qty: str) -> None:
    ctx.expect({"select": {"field": "Part", "option": _label(sku)}},
               {"fill": {"field": "Quantity", "value": qty}})


def _issue(ctx, sku: str, qty: str) -> int:
    _choose(ctx, sku, qty)
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Issue", "exact": True}})
    return start


# ================================================================================================
# turn 1
# ================================================================================================
def stores_rows(ctx):
    ctx.expect({"expect_order": {"texts": [sku for sku, *_ in PARTS], "within": STORES}})
    for sku, name, on_hand, reserved, level in PARTS:
        _store(ctx, sku, part=name, on_hand=str(on_hand), reserved=str(reserved),
               available=str(on_hand - reserved), level=str(level))
    calls = _calls(ctx)
    if not any(c.name == "list_parts" for c in calls):
        raise AssertionError("the Stores table was not read with list_parts")


def stores_status(ctx):
    for sku, _name, on_hand, reserved, level in PARTS:
        _store(ctx, sku, status="Low" if on_hand - reserved <= level else "OK")


def stores_live(ctx):
    # another desk reserves one V-belt: 6 available, at its reorder level of 6
    _reserve_behind(ctx, "WO-1981", "BLT-A42", 1)
    _reserve_behind(ctx, "WO-1983", "THR-VLV", 2)
    _reload(ctx)
    _store(ctx, "BLT-A42", on_hand="7", reserved="1", available="6", status="Low")
    _store(ctx, "THR-VLV", on_hand="12", reserved="2", available="10", status="OK")
    _text(ctx, "Low on stock: 5")
    if any(c.name == "get_dashboard_cached" for c in _calls(ctx)):
        raise AssertionError("the page read the nightly dashboard export (get_dashboard_cached)")


def open_normalised(ctx):
    start = _mark(ctx)
    _open(ctx, "WO-1981", " wo-1981 ")
    if not any(c.name == "get_work_order" and c.args.get("work_order_id") == "WO-1981" for c in _calls(ctx, start)):
        raise AssertionError("Open order did not read WO-1981 with get_work_order")
    _open(ctx, "WO-1990", "Wo-1990")
    _absent(ctx, "Work order WO-1981")


def order_section(ctx):
    _open(ctx, "WO-1981")
    sec = _order("WO-1981")
    _text(ctx, "AHU 3 belt squeal", sec)
    _text(ctx, "Status: in progress", sec)
    _text(ctx, "Priority: P2", sec)
    _line(ctx, "WO-1981", "BLT-A42", part="V-belt A42", reserved="0", issued="1", returned="0", net="1",
          cost="$9.75")
    _text(ctx, "Parts cost: $9.75", sec)


def order_section_other(ctx):
    _open(ctx, "WO-1977")
    sec = _order("WO-1977")
    _text(ctx, "Emergency light fitting L1 failed", sec)
    _text(ctx, "Status: closed", sec)
    _text(ctx, "Priority: P4", sec)
    _line(ctx, "WO-1977", "LMP-LED", part="Emergency LED module", reserved="0", issued="2", returned="1",
          net="1", cost="$31.80")
    _text(ctx, "Parts cost: $31.80", sec)
    _open(ctx, "WO-1990")
    sec = _order("WO-1990")
    _text(ctx, "Status: open", sec)
    _line(ctx, "WO-1990", "SEAL-KIT", reserved="2", issued="0", returned="0", net="0", cost="$0.00")
    _text(ctx, "Parts cost: $0.00", sec)
    _absent(ctx, "Work order WO-1977")
    _open(ctx, "WO-1980")
    _text(ctx, "Status: on hold", _order("WO-1980"))
    _line(ctx, "WO-1980", "CON-40A", reserved="1", net="0")


def no_parts(ctx):
    _open(ctx, "WO-1983")
    sec = _order("WO-1983")
    _text(ctx, "No parts on this order", sec)
    _absent(ctx, "Net issued", sec)
    _open(ctx, "WO-1981")
    _absent(ctx, "No parts on this order")


def not_found(ctx):
    _open(ctx, "WO-1981")
    ctx.expect({"fill": {"field": "Work order", "value": " wo-2500"}}, {"click": {"control": "Open order"}})
    _text(ctx, "No work order WO-2500")
    _absent(ctx, "Work order WO-1981")
    _absent(ctx, "Work order WO-2500")


def refresh_reads(ctx):
    _open(ctx, "WO-1982")
    _store(ctx, "FLT-0600", reserved="0", available="40")
    # another desk reserves panel filters for WO-1982 meanwhile
    _reserve_behind(ctx, "WO-1982", "FLT-0600", 3)
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Refresh"}})
    _store(ctx, "FLT-0600", on_hand="40", reserved="3", available="37")
    _line(ctx, "WO-1982", "FLT-0600", reserved="3", issued="0")
    _read_back(ctx, start, "WO-1982")


# ================================================================================================
# turn 2
# ================================================================================================
ALL_LABELS = [_label(sku) for sku, *_ in PARTS]


def part_dropdown(ctx):
    _open(ctx, "WO-1981")
    ctx.expect({"expect_options": {"field": "Part", "exactly": ALL_LABELS, "whole": True}},
               {"expect_value": {"field": "Part", "value": _label("BLT-A42")}},
               {"expect_value": {"field": "Quantity", "value": "1"}})
    _choose(ctx, "GRS-500", "5")
    _open(ctx, "WO-1991")
    ctx.expect({"expect_value": {"field": "Part", "value": _label("BLT-A42")}},
               {"expect_value": {"field": "Quantity", "value": "1"}})


def issue_as_opens(ctx):
    _open(ctx, "WO-1991")
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Issue", "exact": True}})
    _text(ctx, "Issued 1 × V-belt A42 to WO-1991")
    _expect_writes(ctx, start, [("reserve_part", {"work_order_id": "WO-1991", "sku": "BLT-A42", "quantity": 1}),
                                ("issue_part", {"work_order_id": "WO-1991", "sku": "BLT-A42", "quantity": 1})],
                   "Issue on the form as it opens")
    _state_is(ctx, "WO-1991's issued V-belts", _state_line(ctx, "WO-1991", "BLT-A42")["issued"], 1)


def issue_writes(ctx):
    _open(ctx, "WO-1981")
    start = _issue(ctx, "THR-VLV", "3")
    _regex(ctx, rf"Issued 3 {TIMES} Thermostatic valve 15 mm to WO-1981")
    writes = _expect_writes(ctx, start, [
        ("reserve_part", {"work_order_id": "WO-1981", "sku": "THR-VLV", "quantity": 3}),
        ("issue_part", {"work_order_id": "WO-1981", "sku": "THR-VLV", "quantity": 3})], "Issue 3 valves to WO-1981")
    _token_fresh(ctx, start, writes[0])
    _state_is(ctx, "THR-VLV on hand", _state_part(ctx, "THR-VLV")["on_hand"], 9)
    _state_is(ctx, "THR-VLV reserved", _state_part(ctx, "THR-VLV")["reserved"], 0)


def issue_message(ctx):
    _open(ctx, "WO-1981")
    _issue(ctx, "THR-VLV", "3")
    _text(ctx, "Issued 3 × Thermostatic valve 15 mm to WO-1981")
    _open(ctx, "WO-1982")
    _issue(ctx, "GRS-500", "2")
    _text(ctx, "Issued 2 × Bearing grease 500 g to WO-1982")


def issue_readback(ctx):
    _open(ctx, "WO-1981")
    start = _issue(ctx, "THR-VLV", "3")
    _line(ctx, "WO-1981", "THR-VLV", part="Thermostatic valve 15 mm", reserved="0", issued="3", returned="0",
          net="3", cost="$67.05")
    _line(ctx, "WO-1981", "BLT-A42", issued="1", net="1", cost="$9.75")
    _text(ctx, "Parts cost: $76.80", _order("WO-1981"))
    _store(ctx, "THR-VLV", on_hand="9", reserved="0", available="9")
    _read_back(ctx, _after(ctx, start, "issue_part"), "WO-1981")


def issue_covered(ctx):
    _open(ctx, "WO-1982")
    start = _issue(ctx, "FUS-32A", "2")
    _regex(ctx, rf"Issued 2 {TIMES} Fuse 32 A HRC to WO-1982")
    _expect_writes(ctx, start, [("issue_part", {"work_order_id": "WO-1982", "sku": "FUS-32A", "quantity": 2})],
                   "WO-1982 already holds 2 fuses in reserve")
    _state_is(ctx, "WO-1982's reserved fuses", _state_line(ctx, "WO-1982", "FUS-32A")["reserved"], 0)
    _state_is(ctx, "FUS-32A reserved in stores", _state_part(ctx, "FUS-32A")["reserved"], 0)


def issue_top_up(ctx):
    _open(ctx, "WO-1982")
    start = _issue(ctx, "FUS-32A", "3")
    _regex(ctx, rf"Issued 3 {TIMES} Fuse 32 A HRC to WO-1982")
    writes = _expect_writes(ctx, start, [
        ("reserve_part", {"work_order_id": "WO-1982", "sku": "FUS-32A", "quantity": 1}),
        ("issue_part", {"work_order_id": "WO-1982", "sku": "FUS-32A", "quantity": 3})],
        "WO-1982 holds 2 fuses in reserve and needs 3")
    _token_fresh(ctx, start, writes[0])
    _state_is(ctx, "FUS-32A on hand", _state_part(ctx, "FUS-32A")["on_hand"], 21)
    _state_is(ctx, "FUS-32A reserved in stores", _state_part(ctx, "FUS-32A")["reserved"], 0)


QTY_MSG = "Quantity must be a whole number from 1 to 50"


def qty_guard(ctx):
    _open(ctx, "WO-1981")
    for bad in ("0", "51", "2.5", ""):
        start = _issue(ctx, "THR-VLV", bad)
        _text(ctx, QTY_MSG)
        _no_calls(ctx, start, f"Issue with Quantity {bad!r}")
    # 50 is allowed: it reaches the system (which has only 40 of these filters)
    _open(ctx, "WO-1983")
    start = _issue(ctx, "FLT-0600", "50")
    _absent(ctx, QTY_MSG)
    calls = [c for c in _calls(ctx, start) if c.name == "reserve_part"]
    if not calls or calls[0].args.get("quantity") != 50:
        raise AssertionError(f"Issue with Quantity 50 did not ask the system to reserve 50; calls: "
                             f"{_show(_calls(ctx, start))}")


def status_rule(ctx):
    for oid, status in (("WO-1980", "on hold"), ("WO-1990", "open"), ("WO-1985", "assigned")):
        _open(ctx, oid)
        start = _issue(ctx, "THR-VLV", "1")
        _text(ctx, f"{oid} is {status}: parts are issued only to work in progress")
        _no_calls(ctx, start, f"Issue on {oid} ({status})")


def token_fresh(ctx):
    _open(ctx, "WO-1981")
    # a technician has grease reserved for the same order at another desk meanwhile
    _reserve_behind(ctx, "WO-1981", "GRS-500", 1)
    start = _issue(ctx, "THR-VLV", "1")
    _regex(ctx, rf"Issued 1 {TIMES} Thermostatic valve 15 mm to WO-1981")
    writes = _expect_writes(ctx, start, [
        ("reserve_part", {"work_order_id": "WO-1981", "sku": "THR-VLV", "quantity": 1}),
        ("issue_part", {"work_order_id": "WO-1981", "sku": "THR-VLV", "quantity": 1})],
        "Issue after another desk changed the order")
    _token_fresh(ctx, start, writes[0])


def issue_refused(ctx):
    _open(ctx, "WO-1983")
    start = _issue(ctx, "FLT-0600", "50")
    _text(ctx, "Not issued: only 40 of FLT-0600 Panel filter 600 x 600 available; cannot reserve 50")
    _read_back(ctx, _after(ctx, start, "reserve_part"), "WO-1983")


# ================================================================================================
# turn 3
# ================================================================================================
def line_buttons(ctx):
    _open(ctx, "WO-1981")
    _buttons_are(ctx, "WO-1981", "BLT-A42", {"Return 1"})
    _open(ctx, "WO-1982")
    _buttons_are(ctx, "WO-1982", "FUS-32A", {"Release"})
    _open(ctx, "WO-1977")
    _buttons_are(ctx, "WO-1977", "LMP-LED", {"Return 1"})
    _open(ctx, "WO-1975")
    _buttons_are(ctx, "WO-1975", "IGN-ELC", {"Return 1"})
    # a line whose issued units all came back (WO-1979, completed, 2 grease returned at another desk)
    ctx.behind_the_app("return_part", {"work_order_id": "WO-1979", "sku": "GRS-500", "quantity": 2})
    _open(ctx, "WO-1979")
    _buttons_are(ctx, "WO-1979", "GRS-500", set())
    # a line with both: WO-1981 gets one more V-belt reserved at another desk
    _reserve_behind(ctx, "WO-1981", "BLT-A42", 1)
    _open(ctx, "WO-1981")
    _buttons_are(ctx, "WO-1981", "BLT-A42", {"Return 1", "Release"})


def return_one(ctx):
    _open(ctx, "WO-1981")
    start = _mark(ctx)
    _click_in_line(ctx, "WO-1981", "BLT-A42", "Return 1")
    _regex(ctx, rf"Returned 1 {TIMES} V-belt A42 from WO-1981")
    _expect_writes(ctx, start, [("return_part", {"work_order_id": "WO-1981", "sku": "BLT-A42", "quantity": 1})],
                   "Return 1 on WO-1981's V-belt")
    _state_is(ctx, "WO-1981's returned V-belts", _state_line(ctx, "WO-1981", "BLT-A42")["returned"], 1)


def return_message(ctx):
    _open(ctx, "WO-1981")
    _click_in_line(ctx, "WO-1981", "BLT-A42", "Return 1")
    _text(ctx, "Returned 1 × V-belt A42 from WO-1981")


def return_readback(ctx):
    _open(ctx, "WO-1981")
    start = _mark(ctx)
    _click_in_line(ctx, "WO-1981", "BLT-A42", "Return 1")
    _line(ctx, "WO-1981", "BLT-A42", issued="1", returned="1", net="0", cost="$0.00")
    _text(ctx, "Parts cost: $0.00", _order("WO-1981"))
    _buttons_are(ctx, "WO-1981", "BLT-A42", set())
    _store(ctx, "BLT-A42", on_hand="8", reserved="0", available="8")
    _read_back(ctx, _after(ctx, start, "return_part"), "WO-1981")


def return_twice(ctx):
    _open(ctx, "WO-1979")
    start = _mark(ctx)
    _click_in_line(ctx, "WO-1979", "GRS-500", "Return 1")
    _line(ctx, "WO-1979", "GRS-500", returned="1", net="1", cost="$8.40")
    _click_in_line(ctx, "WO-1979", "GRS-500", "Return 1")
    _line(ctx, "WO-1979", "GRS-500", issued="2", returned="2", net="0", cost="$0.00")
    _buttons_are(ctx, "WO-1979", "GRS-500", set())
    _expect_writes(ctx, start, [("return_part", {"work_order_id": "WO-1979", "sku": "GRS-500", "quantity": 1}),
                                ("return_part", {"work_order_id": "WO-1979", "sku": "GRS-500", "quantity": 1})],
                   "Return 1 twice on WO-1979's grease")
    _store(ctx, "GRS-500", on_hand="17", available="17")


def release_all(ctx):
    _open(ctx, "WO-1982")
    start = _mark(ctx)
    _click_in_line(ctx, "WO-1982", "FUS-32A", "Release")
    _regex(ctx, rf"Released 2 {TIMES} Fuse 32 A HRC from WO-1982")
    _expect_writes(ctx, start, [("release_part", {"work_order_id": "WO-1982", "sku": "FUS-32A", "quantity": 2})],
                   "Release on WO-1982's fuses")
    _line(ctx, "WO-1982", "FUS-32A", reserved="0", issued="0")


def release_readback(ctx):
    _open(ctx, "WO-1982")
    start = _mark(ctx)
    _click_in_line(ctx, "WO-1982", "FUS-32A", "Release")
    _line(ctx, "WO-1982", "FUS-32A", reserved="0", issued="0")
    _buttons_are(ctx, "WO-1982", "FUS-32A", set())
    _store(ctx, "FUS-32A", on_hand="24", reserved="0", available="24")
    _read_back(ctx, _after(ctx, start, "release_part"), "WO-1982")


def release_message(ctx):
    _open(ctx, "WO-1982")
    _click_in_line(ctx, "WO-1982", "FUS-32A", "Release")
    _text(ctx, "Released 2 × Fuse 32 A HRC from WO-1982")


def release_keeps_issued(ctx):
    _reserve_behind(ctx, "WO-1981", "BLT-A42", 2)
    _open(ctx, "WO-1981")
    start = _mark(ctx)
    _click_in_line(ctx, "WO-1981", "BLT-A42", "Release")
    _regex(ctx, rf"Released 2 {TIMES} V-belt A42 from WO-1981")
    _expect_writes(ctx, start, [("release_part", {"work_order_id": "WO-1981", "sku": "BLT-A42", "quantity": 2})],
                   "Release on a line with 2 reserved and 1 issued")
    line = _state_line(ctx, "WO-1981", "BLT-A42")
    _state_is(ctx, "WO-1981's V-belt line (reserved, issued, returned)",
              (line["reserved"], line["issued"], line["returned"]), (0, 1, 0))
    _buttons_are(ctx, "WO-1981", "BLT-A42", {"Return 1"})


def return_refused(ctx):
    _open(ctx, "WO-1977")
    start = _mark(ctx)
    _click_in_line(ctx, "WO-1977", "LMP-LED", "Return 1")
    _text(ctx, "Not returned: WO-1977 is closed; cannot return parts")
    _read_back(ctx, _after(ctx, start, "return_part"), "WO-1977", stores=False)


def release_refused(ctx):
    _open(ctx, "WO-1990")
    ctx.behind_the_app("cancel_work_order", {"work_order_id": "WO-1990", "evidence_token": _token(ctx, "WO-1990"),
                                             "reason": "Pump replaced under warranty"})
    start = _mark(ctx)
    _click_in_line(ctx, "WO-1990", "SEAL-KIT", "Release")
    _text(ctx, "Not released: WO-1990 is cancelled; cannot release parts")
    _text(ctx, "Status: cancelled", _order("WO-1990"))
    _read_back(ctx, _after(ctx, start, "release_part"), "WO-1990", stores=False)


# ================================================================================================
# turn 4
# ================================================================================================
def floor_boundary(ctx):
    _open(ctx, "WO-1981")
    start = _issue(ctx, "BLT-A42", "2")
    _text(ctx, "Held back: V-belt A42 would fall to 5 available (reorder level 6)")
    _no_writes(ctx, start, "Issue of 2 V-belts (7 available, reorder level 6)")
    start = _issue(ctx, "BLT-A42", "1")
    _regex(ctx, rf"Issued 1 {TIMES} V-belt A42 to WO-1981")
    _expect_writes(ctx, start, [("reserve_part", {"sku": "BLT-A42", "quantity": 1}),
                                ("issue_part", {"sku": "BLT-A42", "quantity": 1})],
                   "Issue of 1 V-belt leaves exactly the reorder level")


def floor_new_units(ctx):
    _open(ctx, "WO-1982")
    start = _issue(ctx, "FUS-32A", "15")
    _text(ctx, "Held back: Fuse 32 A HRC would fall to 9 available (reorder level 10)")
    _no_writes(ctx, start, "Issue of 15 fuses to WO-1982 (2 held, 22 available, reorder level 10)")
    start = _issue(ctx, "FUS-32A", "14")
    _regex(ctx, rf"Issued 14 {TIMES} Fuse 32 A HRC to WO-1982")
    _expect_writes(ctx, start, [("reserve_part", {"sku": "FUS-32A", "quantity": 12}),
                                ("issue_part", {"sku": "FUS-32A", "quantity": 14})],
                   "Issue of 14 fuses to WO-1982 (12 new units leave exactly 10)")


def floor_no_new(ctx):
    # the technician resumes WO-1980, which holds the one contactor it needs
    ctx.behind_the_app("start_work", {"work_order_id": "WO-1980"})
    _open(ctx, "WO-1980")
    start = _issue(ctx, "CON-40A", "1")
    _regex(ctx, rf"Issued 1 {TIMES} Contactor 40 A to WO-1980")
    _expect_writes(ctx, start, [("issue_part", {"work_order_id": "WO-1980", "sku": "CON-40A", "quantity": 1})],
                   "Issue of the contactor WO-1980 already holds")
    start = _issue(ctx, "CON-40A", "1")
    _text(ctx, "Held back: Contactor 40 A would fall to 0 available (reorder level 2)")
    _no_writes(ctx, start, "A second contactor (1 available, reorder level 2)")


def floor_p1(ctx):
    _open(ctx, "WO-1983")
    start = _issue(ctx, "BLT-A42", "3")
    _regex(ctx, rf"Issued 3 {TIMES} V-belt A42 to WO-1983")
    _expect_writes(ctx, start, [("reserve_part", {"work_order_id": "WO-1983", "sku": "BLT-A42", "quantity": 3}),
                                ("issue_part", {"work_order_id": "WO-1983", "sku": "BLT-A42", "quantity": 3})],
                   "Issue of 3 V-belts to the P1 order WO-1983")
    _absent(ctx, "Held back")


def floor_fresh(ctx):
    _open(ctx, "WO-1991")
    _store(ctx, "BLT-A42", available="7")
    # another desk reserves a V-belt for WO-1982 meanwhile: 6 left, at the reorder level
    _reserve_behind(ctx, "WO-1982", "BLT-A42", 1)
    start = _issue(ctx, "BLT-A42", "1")
    _text(ctx, "Held back: V-belt A42 would fall to 5 available (reorder level 6)")
    _no_writes(ctx, start, "Issue of 1 V-belt after another desk took the 7th")
    if not any(c.name == "list_parts" for c in _calls(ctx, start)):
        raise AssertionError("Issue did not read the parts from the system before deciding (no list_parts)")


WIP_LINES = [
    ("WO-1983", "WO-1983 Fume cupboard low airflow alarm (P1)"),
    ("WO-1991", "WO-1991 Loading bay door motor overheating (P3)"),
    ("WO-1981", "WO-1981 AHU 3 belt squeal (P2)"),
    ("WO-1982", "WO-1982 Switchboard thermal scan findings (P3)"),
]


def wip_list(ctx):
    ctx.expect({"expect_order": {"texts": [text for _, text in WIP_LINES], "within": WIP}},
               {"expect_count": {"items": True, "like": "WO-1981", "within": WIP, "count": len(WIP_LINES)}})
    _absent(ctx, "WO-1980", WIP)
    if not any(c.name == "list_work_orders" for c in _calls(ctx)):
        raise AssertionError("Work in progress was not read with list_work_orders")


def wip_live(ctx):
    ctx.behind_the_app("start_work", {"work_order_id": "WO-1980"})
    ctx.behind_the_app("put_on_hold", {"work_order_id": "WO-1991", "reason": "Waiting for a motor"})
    _reload(ctx)
    lines = [WIP_LINES[0], ("WO-1980", "WO-1980 Cold room door heater tripping (P2)"), WIP_LINES[2], WIP_LINES[3]]
    ctx.expect({"expect_order": {"texts": [text for _, text in lines], "within": WIP}},
               {"expect_count": {"items": True, "like": "WO-1981", "within": WIP, "count": len(lines)}})
    _absent(ctx, "WO-1991", WIP)


def wip_open(ctx):
    ctx.expect({"click": {"control": "Open", "exact": True, "within": {"item": "WO-1991", "within": WIP}}},
               {"expect_visible": _order("WO-1991")})
    sec = _order("WO-1991")
    _text(ctx, "Loading bay door motor overheating", sec)
    _text(ctx, "Status: in progress", sec)
    _text(ctx, "No parts on this order", sec)
    _choose(ctx, "GRS-500", "5")
    ctx.expect({"click": {"control": "Open", "exact": True, "within": {"item": "WO-1981", "within": WIP}}},
               {"expect_visible": _order("WO-1981")},
               {"expect_value": {"field": "Part", "value": _label("BLT-A42")}},
               {"expect_value": {"field": "Quantity", "value": "1"}})
    _line(ctx, "WO-1981", "BLT-A42", issued="1", net="1")
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Issue", "exact": True}})
    _regex(ctx, rf"Issued 1 {TIMES} V-belt A42 to WO-1981")
    _expect_writes(ctx, start, [("reserve_part", {"work_order_id": "WO-1981", "sku": "BLT-A42", "quantity": 1}),
                                ("issue_part", {"work_order_id": "WO-1981", "sku": "BLT-A42", "quantity": 1})],
                   "Issue on an order opened from Work in progress")


# ================================================================================================
# turn 5
# ================================================================================================
def _add(ctx, sku: str, qty: str) -> None:
    _choose(ctx, sku, qty)
    ctx.expect({"click": {"control": "Add to pick list"}})


def _pick_has(ctx, *lines: str) -> None:
    for line in lines:
        _regex(ctx, rf"(^|\D){line.split(' ', 1)[0]}\s*{TIMES}\s*{re.escape(line.split(' ', 2)[2])}", PICK)


def pick_add(ctx):
    _open(ctx, "WO-1983")
    start = _mark(ctx)
    _add(ctx, "GRS-500", "2")
    _text(ctx, "2 × Bearing grease 500 g", PICK)
    _add(ctx, "THR-VLV", "1")
    _text(ctx, "1 × Thermostatic valve 15 mm", PICK)
    _add(ctx, "GRS-500", "3")
    _text(ctx, "5 × Bearing grease 500 g", PICK)
    _absent(ctx, "2 × Bearing grease 500 g", PICK)
    ctx.expect({"expect_order": {"texts": ["5 × Bearing grease 500 g", "1 × Thermostatic valve 15 mm"],
                                 "within": PICK}},
               {"expect_count": {"items": True, "like": "1 × Thermostatic valve 15 mm", "within": PICK, "count": 2}})
    _no_writes(ctx, start, "Adding to the pick list")


def pick_qty_guard(ctx):
    _open(ctx, "WO-1983")
    _add(ctx, "GRS-500", "0")
    _text(ctx, QTY_MSG)
    _add(ctx, "GRS-500", "51")
    _text(ctx, QTY_MSG)
    _add(ctx, "GRS-500", "1.5")
    ctx.expect({"expect_text": {"regex": rf"\d\s*{TIMES}\s*Bearing grease", "absent": True}})
    _add(ctx, "GRS-500", "50")
    _text(ctx, "50 × Bearing grease 500 g", PICK)


def pick_clear(ctx):
    _open(ctx, "WO-1983")
    _add(ctx, "GRS-500", "2")
    _add(ctx, "THR-VLV", "1")
    _text(ctx, "1 × Thermostatic valve 15 mm", PICK)
    ctx.expect({"click": {"control": "Clear pick list"}})
    _absent(ctx, "2 × Bearing grease 500 g")
    _absent(ctx, "1 × Thermostatic valve 15 mm")
    _add(ctx, "IGN-ELC", "2")
    _text(ctx, "2 × Ignition electrode", PICK)
    _open(ctx, "WO-1991")
    _absent(ctx, "2 × Ignition electrode")


def pick_issue(ctx):
    _open(ctx, "WO-1983")
    _add(ctx, "GRS-500", "2")
    _add(ctx, "THR-VLV", "1")
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Issue pick list"}})
    _regex(ctx, r"Issued 2 lines to WO-1983")
    writes = _writes(_calls(ctx, start))
    names = [(w.name, w.args.get("sku"), w.args.get("quantity")) for w in writes]
    want_reserves = [("reserve_part", "GRS-500", 2), ("reserve_part", "THR-VLV", 1)]
    want_issues = {("issue_part", "GRS-500", 2), ("issue_part", "THR-VLV", 1)}
    if names[:2] != want_reserves or set(names[2:]) != want_issues or len(names) != 4:
        raise AssertionError(f"Issue pick list should reserve 2 grease then 1 valve, then issue both; the page "
                             f"wrote {_show(writes)}")
    for w in writes[:2]:
        _token_fresh(ctx, start, w)
    _state_is(ctx, "WO-1983's issued grease", _state_line(ctx, "WO-1983", "GRS-500")["issued"], 2)
    _state_is(ctx, "WO-1983's issued valves", _state_line(ctx, "WO-1983", "THR-VLV")["issued"], 1)


def pick_message(ctx):
    _open(ctx, "WO-1983")
    _add(ctx, "GRS-500", "2")
    _add(ctx, "THR-VLV", "1")
    ctx.expect({"click": {"control": "Issue pick list"}})
    _text(ctx, "Issued 2 lines to WO-1983")
    _absent(ctx, "2 × Bearing grease 500 g")
    _absent(ctx, "1 × Thermostatic valve 15 mm")
    _open(ctx, "WO-1991")
    _add(ctx, "BLT-A42", "1")
    ctx.expect({"click": {"control": "Issue pick list"}})
    _text(ctx, "Issued 1 line to WO-1991")


def pick_readback(ctx):
    _open(ctx, "WO-1983")
    _add(ctx, "GRS-500", "2")
    _add(ctx, "THR-VLV", "1")
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Issue pick list"}})
    _line(ctx, "WO-1983", "GRS-500", reserved="0", issued="2", net="2", cost="$16.80")
    _line(ctx, "WO-1983", "THR-VLV", reserved="0", issued="1", net="1", cost="$22.35")
    _text(ctx, "Parts cost: $39.15", _order("WO-1983"))
    _store(ctx, "GRS-500", on_hand="13", reserved="0", available="13")
    _store(ctx, "THR-VLV", on_hand="11", available="11")
    _read_back(ctx, _after(ctx, start, "issue_part"), "WO-1983")


def pick_rollback(ctx):
    _open(ctx, "WO-1983")
    _add(ctx, "GRS-500", "2")
    _add(ctx, "LMP-LED", "1")
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Issue pick list"}})
    _text(ctx, "Nothing issued: only 0 of LMP-LED Emergency LED module available; cannot reserve 1")
    writes = _writes(_calls(ctx, start))
    got = [(w.name, w.args.get("sku"), w.args.get("quantity"), w.ok) for w in writes]
    want = [("reserve_part", "GRS-500", 2, True), ("reserve_part", "LMP-LED", 1, False),
            ("release_part", "GRS-500", 2, True)]
    if got != want:
        raise AssertionError(f"a refused reservation should release the 2 grease reserved and issue nothing; the "
                             f"page wrote {_show(writes)}")
    _state_is(ctx, "GRS-500 reserved in stores", _state_part(ctx, "GRS-500")["reserved"], 0)
    _pick_has(ctx, "2 × Bearing grease 500 g", "1 × Emergency LED module")
    _read_back(ctx, _after(ctx, start, "release_part"), "WO-1983")


def pick_rollback_top_up(ctx):
    # WO-1983 already holds 2 fuses, reserved at another desk
    _reserve_behind(ctx, "WO-1983", "FUS-32A", 2)
    _open(ctx, "WO-1983")
    _add(ctx, "FUS-32A", "3")
    _add(ctx, "LMP-LED", "2")
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Issue pick list"}})
    _regex(ctx, r"Nothing issued: only 0 of LMP-LED Emergency LED module available; cannot reserve 2")
    writes = _writes(_calls(ctx, start))
    got = [(w.name, w.args.get("sku"), w.args.get("quantity"), w.ok) for w in writes]
    want = [("reserve_part", "FUS-32A", 1, True), ("reserve_part", "LMP-LED", 2, False),
            ("release_part", "FUS-32A", 1, True)]
    if got != want:
        raise AssertionError(f"with 2 fuses already held, the attempt reserves 1 more and releases only that 1; "
                             f"the page wrote {_show(writes)}")
    _state_is(ctx, "WO-1983's reserved fuses", _state_line(ctx, "WO-1983", "FUS-32A")["reserved"], 2)


def pick_floor(ctx):
    _open(ctx, "WO-1981")
    _add(ctx, "THR-VLV", "1")
    _add(ctx, "BLT-A42", "1")
    _add(ctx, "FLT-0595", "1")
    _add(ctx, "BLT-A42", "1")
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Issue pick list"}})
    _text(ctx, "Held back: V-belt A42 would fall to 5 available (reorder level 6)")
    _absent(ctx, "Held back: Panel filter")
    _no_writes(ctx, start, "A pick list with held-back lines")
    _pick_has(ctx, "1 × Thermostatic valve 15 mm", "2 × V-belt A42", "1 × Panel filter 595 x 595")


def pick_status(ctx):
    _open(ctx, "WO-1980")
    _add(ctx, "THR-VLV", "1")
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Issue pick list"}})
    _text(ctx, "WO-1980 is on hold: parts are issued only to work in progress")
    _no_writes(ctx, start, "Issue pick list on WO-1980 (on hold)")


def pick_all_or_nothing(ctx):
    _open(ctx, "WO-1983")
    _add(ctx, "GRS-500", "2")
    _add(ctx, "LMP-LED", "1")
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Issue pick list"}})
    _regex(ctx, r"Nothing issued")
    if any(c.name == "issue_part" for c in _calls(ctx, start)):
        raise AssertionError(f"a pick list with a refused reservation issued parts: {_show(_calls(ctx, start))}")
    line = _state_line(ctx, "WO-1983", "GRS-500")
    _state_is(ctx, "WO-1983's grease line (reserved, issued)", (line["reserved"], line["issued"]), (0, 0))
    part = _state_part(ctx, "GRS-500")
    _state_is(ctx, "GRS-500 in stores (on hand, reserved)", (part["on_hand"], part["reserved"]), (15, 0))
