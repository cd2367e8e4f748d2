"""Checks for the technicians' labour booking desk that the vocabulary cannot state on its own.

Every requirement that writes to the maintenance system (through the page or behind it) is isolated,
so the live state is the fixture's at the start of every requirement of every turn and the figures
below are the fixture's. Checks that act "behind the app" play another desk or a technician's
handset booking time, pausing, starting or cancelling orders meanwhile.

Fixture facts used here (default fixture, clock 2026-04-14T08:00Z; every accepted write moves the
clock on one minute; new labour entries are LB-501, LB-502, ...; no labour entry is dated today):
- Active technicians by id: Maya Okafor TE-01, Tom Brannigan TE-02, Ines Duarte TE-03, Priya Raman
  TE-05, Joe Mercer TE-06 (Sam Whitlow TE-04 is on leave).
- Maya: WO-1984 assigned (due 2026-04-06 17:00, 0 min), WO-1980 on hold (2026-04-14 11:00, 30 min,
  LB-408 dated 04-13), WO-1982 in progress (2026-04-15 09:00, 60 min, LB-410 dated 04-13).
- Tom: WO-1983 in progress (2026-04-14 07:59, 0 min), WO-1981 in progress (2026-04-14 14:00, 30
  min), WO-1992 on hold (2026-04-19 10:00, 0 min); WO-1975 and WO-1994 closed.
- Ines: only WO-1978 (completed). Priya: WO-1985 assigned (2026-04-14 08:00), WO-1995 assigned
  (2026-04-16 09:00); WO-1999 completed, WO-1977 closed. Joe: WO-1991 in progress (2026-04-14
  13:00, 60 min, requires no parts); WO-1979 completed.
"""

from __future__ import annotations

import re
import runpy
from pathlib import Path

_LIB = Path(__file__).parents[2] / "_lib"
_LOG = runpy.run_path(str(_LIB / "toollog.py"))  # the tool-log helpers
_TAB = runpy.run_path(str(_LIB / "tables.py"))  # rows, cells and texts
mark = _LOG["mark"]
calls = _LOG["calls"]
writes = _LOG["writes"]
show = _LOG["show"]
arg = _LOG["arg"]
error = _LOG["error"]
no_calls = _LOG["no_calls"]
no_writes = _LOG["no_writes"]
expect_writes = _LOG["expect_writes"]
reads_after = _LOG["reads_after"]
wait_calls = _LOG["wait_calls"]
exact = _TAB["exact"]
cell = _TAB["cell"]
row_shown = _TAB["row_shown"]
row_gone = _TAB["row_gone"]
see = _TAB["see"]
absent = _TAB["absent"]

TECH = {"field": "Technician"}
MINE = {"section": "My work orders"}
BOOK = {"section": "Book hours"}
DAY = {"section": "Day sheet"}
WO = {"field": "Work order"}
HOURS = {"field": "Hours"}
NOTE = {"field": "Note"}
BOOK_BTN = {"control": "Book", "exact": True}

TECHS = {
    "TE-01": "Maya Okafor (TE-01)",
    "TE-02": "Tom Brannigan (TE-02)",
    "TE-03": "Ines Duarte (TE-03)",
    "TE-05": "Priya Raman (TE-05)",
    "TE-06": "Joe Mercer (TE-06)",
}
TITLES = {
    "WO-1984": "Passenger lift inspection",
    "WO-1980": "Cold room door heater tripping",
    "WO-1982": "Switchboard thermal scan findings",
    "WO-1983": "Fume cupboard low airflow alarm",
    "WO-1981": "AHU 3 belt squeal",
    "WO-1992": "Washroom extractor fan noisy",
    "WO-1985": "Generator battery charger fault",
    "WO-1995": "Replace contactor on DB-2",
    "WO-1991": "Loading bay door motor overheating",
}
HOURS_RULE = "Enter 0.25 to 4 hours in quarter hours"


# --- small helpers ------------------------------------------------------------------------------
def _norm(s: str) -> str:
    return " ".join(str(s).split())


def _label(oid: str, started: bool = True) -> str:
    return f"{oid} {TITLES[oid]}" + ("" if started else " (not started)")


def _no_dashboard(ctx) -> None:
    if calls(ctx, "get_dashboard_cached"):
        raise AssertionError("the page read last night's dashboard export (get_dashboard_cached)")


def _offered(ctx, target: dict, want: str | None = None) -> list[str]:
    """The options ``target`` offers once they are read (and, with ``want``, once one starts with it)."""
    got: list[str] = []

    def probe() -> tuple[bool, str]:
        nonlocal got
        try:
            got = [_norm(o) for o in ctx.options(target)]
        except Exception as exc:  # the control is not on the page yet
            return False, f"no {target}: {exc}"
        if not got:
            return False, f"{target} offers nothing"
        if want is not None and not any(o.startswith(want) for o in got):
            return False, f"{target} offers no option for {want}: {got}"
        return True, ""

    ctx.until(probe)
    return got


def _offers_exactly(ctx, target: dict, wanted: list[str], why: str) -> None:
    def probe() -> tuple[bool, str]:
        try:
            got = [_norm(o) for o in ctx.options(target)]
        except Exception as exc:
            return False, f"{why}: no {target}: {exc}"
        return got == wanted, f"{why}: {target} offers {got}, wanted exactly {wanted}"

    ctx.until(probe)


def _not_offered(ctx, target: dict, key: str, why: str) -> None:
    def probe() -> tuple[bool, str]:
        try:
            got = [_norm(o) for o in ctx.options(target)]
        except Exception:
            return True, ""  # no dropdown at all offers nothing
        hit = next((o for o in got if re.search(rf"\b{re.escape(key)}\b", o)), None)
        return hit is None, f"{why}: {target} still offers {hit!r}"

    ctx.until(probe)


def _value_is(ctx, target: dict, want: str, why: str) -> None:
    def probe() -> tuple[bool, str]:
        try:
            got = _norm(ctx.value(target))
        except Exception as exc:
            return False, f"{why}: no {target}: {exc}"
        return got == want, f"{why}: {target} shows {got!r}, wanted {want!r}"

    ctx.until(probe)


def _loaded(ctx) -> None:
    """The page has read Maya Okafor's orders (the technician it opens on)."""
    row_shown(ctx, MINE, "WO-1982", "Work order")


def _reload(ctx) -> None:
    ctx.expect({"open": "/"}, {"expect_visible": {"heading": "Labour booking"}})
    _loaded(ctx)


def _tech(ctx, tid: str, settle: str | None = None) -> int:
    """Choose a technician; with ``settle``, wait for that order's row in My work orders."""
    since = mark(ctx)
    ctx.expect({"select": {**TECH, "option": TECHS[tid]}})
    if settle:
        row_shown(ctx, MINE, settle, "Work order")
    return since


def _pick(ctx, oid: str, started: bool = True) -> None:
    label = _label(oid, started)
    _offered(ctx, WO, label)
    ctx.expect({"select": {**WO, "option": label}})


def _book(ctx, hours: str, oid: str | None = None, note: str | None = None, started: bool = True) -> int:
    if oid is not None:
        _pick(ctx, oid, started)
    ctx.expect({"fill": {**HOURS, "value": hours}})
    if note is not None:
        ctx.expect({"fill": {**NOTE, "value": note}})
    since = mark(ctx)
    ctx.expect({"click": BOOK_BTN})
    return since


def _log(ctx, oid: str, tid: str, minutes: int, note: str = "") -> None:
    ctx.behind_the_app("log_labour", {"work_order_id": oid, "technician_id": tid, "minutes": minutes, "note": note})


def _token(ctx, oid: str) -> str:
    return ctx.behind_the_app("get_work_order", {"work_order_id": oid})["evidence_token"]


def _labour(ctx, oid: str) -> list[dict]:
    return list(ctx.runtime_state["work_orders"][oid]["labour"])


def _the_write(ctx, since: int, name: str):
    wait_calls(ctx, name, since, f"the page made no {name} call")
    made = calls(ctx, name, since)
    assert len(made) == 1, f"{len(made)} {name} calls were made, wanted one: {show(made)}"
    return made[0]


def _rows(ctx, within: dict, column: str, texts: list[str]) -> None:
    ctx.expect({"expect_list": {"target": {"column": column, "within": within}, "texts": texts, "whole": True}})


def _booking_rejected(ctx, hours: str, oid: str | None = None, started: bool = True) -> None:
    since = _book(ctx, hours, oid, started=started)
    see(ctx, HOURS_RULE)
    no_calls(ctx, since, f"hours {hours!r} must be refused on the page")


# --- turn 1 -------------------------------------------------------------------------------------
def tech_options(ctx):
    _offers_exactly(ctx, TECH, list(TECHS.values()), "active technicians in id order")
    if not calls(ctx, "list_technicians", ok=True):
        raise AssertionError("the technicians were not read with list_technicians")
    _no_dashboard(ctx)


def tech_first(ctx):
    _loaded(ctx)
    _value_is(ctx, TECH, TECHS["TE-01"], "the first technician is chosen on load")


def mine_rows(ctx):
    _loaded(ctx)
    _rows(ctx, MINE, "Work order", ["WO-1984", "WO-1980", "WO-1982"])
    since = _tech(ctx, "TE-02", "WO-1983")
    _rows(ctx, MINE, "Work order", ["WO-1983", "WO-1981", "WO-1992"])
    absent(ctx, "WO-1975", MINE)
    absent(ctx, "WO-1994", MINE)
    _tech(ctx, "TE-05", "WO-1985")
    _rows(ctx, MINE, "Work order", ["WO-1985", "WO-1995"])
    absent(ctx, "WO-1999", MINE)
    absent(ctx, "WO-1977", MINE)
    if not calls(ctx, "list_work_orders", since, ok=True):
        raise AssertionError("choosing another technician did not read list_work_orders again")
    _no_dashboard(ctx)


MAYA_ROWS = {
    "WO-1984": ("Passenger lift inspection", "assigned", "2026-04-06 17:00", "0.00 h"),
    "WO-1980": ("Cold room door heater tripping", "on hold", "2026-04-14 11:00", "0.50 h"),
    "WO-1982": ("Switchboard thermal scan findings", "in progress", "2026-04-15 09:00", "1.00 h"),
}


def mine_titles(ctx):
    _loaded(ctx)
    for oid, (title, _status, _due, _logged) in MAYA_ROWS.items():
        cell(ctx, MINE, oid, "Work order", oid)
        cell(ctx, MINE, oid, "Title", title)


def mine_status(ctx):
    _loaded(ctx)
    for oid, (_title, status, _due, _logged) in MAYA_ROWS.items():
        cell(ctx, MINE, oid, "Status", status)


def mine_due(ctx):
    _loaded(ctx)
    for oid, (_title, _status, due, _logged) in MAYA_ROWS.items():
        cell(ctx, MINE, oid, "Due", due)


def mine_logged(ctx):
    _loaded(ctx)
    for oid, (_title, _status, _due, logged) in MAYA_ROWS.items():
        cell(ctx, MINE, oid, "Logged", logged)


def mine_live(ctx):
    _loaded(ctx)
    _log(ctx, "WO-1982", "TE-01", 45, "Cable tray checked")
    ctx.behind_the_app("start_work", {"work_order_id": "WO-1984"})
    _reload(ctx)
    cell(ctx, MINE, "WO-1982", "Logged", "1.75 h")
    cell(ctx, MINE, "WO-1984", "Status", "in progress")
    cell(ctx, MINE, "WO-1984", "Logged", "0.00 h")


def mine_switch(ctx):
    _loaded(ctx)
    since = _tech(ctx, "TE-06", "WO-1991")
    _rows(ctx, MINE, "Work order", ["WO-1991"])
    cell(ctx, MINE, "WO-1991", "Logged", "1.00 h")
    cell(ctx, MINE, "WO-1991", "Due", "2026-04-14 13:00")
    absent(ctx, "WO-1982", MINE)
    if not calls(ctx, "list_work_orders", since, ok=True):
        raise AssertionError("choosing Joe Mercer did not read list_work_orders again")
    _tech(ctx, "TE-02", "WO-1981")
    cell(ctx, MINE, "WO-1981", "Logged", "0.50 h")
    cell(ctx, MINE, "WO-1983", "Due", "2026-04-14 07:59")
    absent(ctx, "WO-1991", MINE)


def no_open(ctx):
    _loaded(ctx)
    _tech(ctx, "TE-03")
    see(ctx, "No open work orders for Ines Duarte", MINE)
    absent(ctx, "WO-19", MINE)
    _tech(ctx, "TE-06", "WO-1991")
    absent(ctx, "No open work orders", MINE)


def no_open_live(ctx):
    _loaded(ctx)
    _log(ctx, "WO-1991", "TE-06", 30)
    ctx.behind_the_app("complete_work_order", {"work_order_id": "WO-1991", "evidence_token": _token(ctx, "WO-1991"),
                                               "completion_note": "Motor cooling fan replaced"})
    _tech(ctx, "TE-06")
    see(ctx, "No open work orders for Joe Mercer", MINE)
    absent(ctx, "WO-1991", MINE)


# --- turn 2 -------------------------------------------------------------------------------------
def wo_options(ctx):
    _loaded(ctx)
    _offers_exactly(ctx, WO, [_label("WO-1982")], "Maya Okafor's orders in progress")
    _tech(ctx, "TE-02", "WO-1983")
    _offers_exactly(ctx, WO, [_label("WO-1983"), _label("WO-1981")], "Tom Brannigan's orders in progress by due time")


def wo_first(ctx):
    _loaded(ctx)
    _value_is(ctx, WO, _label("WO-1982"), "the first order offered is chosen on load")
    _tech(ctx, "TE-06", "WO-1991")
    _value_is(ctx, WO, _label("WO-1991"), "the first order offered is chosen for Joe Mercer")
    _tech(ctx, "TE-02", "WO-1983")
    _value_is(ctx, WO, _label("WO-1983"), "the first order offered is chosen for Tom Brannigan")


def wo_live(ctx):
    _loaded(ctx)
    ctx.behind_the_app("put_on_hold", {"work_order_id": "WO-1981", "reason": "Belt on order"})
    _tech(ctx, "TE-02", "WO-1983")
    _offers_exactly(ctx, WO, [_label("WO-1983")], "WO-1981 was put on hold elsewhere")


def book_as_opened(ctx):
    _loaded(ctx)
    _tech(ctx, "TE-02", "WO-1983")
    _value_is(ctx, WO, _label("WO-1983"), "Tom Brannigan's first order")
    since = _book(ctx, "0.5")
    expect_writes(ctx, since, [("log_labour", {"work_order_id": "WO-1983", "technician_id": "TE-02", "minutes": 30})],
                  "Book with the form as it opens for Tom Brannigan")


def hours_bounds(ctx):
    _loaded(ctx)
    for bad in ("0", "4.25", "5", "-1"):
        _booking_rejected(ctx, bad, "WO-1982")
    if ctx.runtime_state["work_orders"]["WO-1982"]["labour"][-1]["id"] != "LB-410":
        raise AssertionError("a refused number of hours was booked")


def hours_step(ctx):
    _loaded(ctx)
    for bad in ("0.3", "1.1", "2.6", "abc", ""):
        _booking_rejected(ctx, bad, "WO-1982")


def hours_edges(ctx):
    _loaded(ctx)
    want = [("0.25", 15), ("4", 240), ("2.75", 165)]
    for text, minutes in want:
        since = _book(ctx, text, "WO-1982")
        call = _the_write(ctx, since, "log_labour")
        assert call.ok, f"booking {text} h was refused: {error(call)}"
        assert call.args.get("minutes") == minutes, f"{text} h was sent as {call.args.get('minutes')} minutes, wanted {minutes}"
    got = [e["minutes"] for e in _labour(ctx, "WO-1982")[1:]]
    assert got == [15, 240, 165], f"WO-1982's new entries are {got} minutes, wanted [15, 240, 165]"


def book_chosen_order(ctx):
    _loaded(ctx)
    _tech(ctx, "TE-02", "WO-1983")
    since = _book(ctx, "0.75", "WO-1981")
    expect_writes(ctx, since, [("log_labour", {"work_order_id": "WO-1981", "technician_id": "TE-02", "minutes": 45})],
                  "Book 0.75 h on the second order offered, WO-1981, for Tom Brannigan")
    see(ctx, "Booked 0.75 h on WO-1981, 1.25 h logged in total")


def book_writes(ctx):
    _loaded(ctx)
    since = _book(ctx, "1.5", "WO-1982", note="  Panel 3 retorqued  ")
    expect_writes(ctx, since, [("log_labour", {"work_order_id": "WO-1982", "technician_id": "TE-01", "minutes": 90})],
                  "Book 1.5 h on WO-1982 for Maya Okafor")
    call = calls(ctx, "log_labour", since)[0]
    assert call.args.get("note") == "Panel 3 retorqued", f"the note was sent as {call.args.get('note')!r}"
    last = _labour(ctx, "WO-1982")[-1]
    assert (last["minutes"], last["technician_id"]) == (90, "TE-01"), f"the system recorded {last}"


def book_empty_note(ctx):
    _loaded(ctx)
    _tech(ctx, "TE-06", "WO-1991")
    since = _book(ctx, "2", "WO-1991")
    call = _the_write(ctx, since, "log_labour")
    assert call.ok, f"booking with an empty note was refused: {error(call)}"
    assert (call.args.get("note") or "") == "", f"the empty note was sent as {call.args.get('note')!r}"
    see(ctx, "Booked 2.00 h on WO-1991, 3.00 h logged in total")


def book_message(ctx):
    _loaded(ctx)
    _book(ctx, "1.5", "WO-1982")
    see(ctx, "Booked 1.50 h on WO-1982, 2.50 h logged in total")
    _book(ctx, "0.75", "WO-1982")
    see(ctx, "Booked 0.75 h on WO-1982, 3.25 h logged in total")


def book_total_live(ctx):
    _loaded(ctx)
    _pick(ctx, "WO-1982")
    _log(ctx, "WO-1982", "TE-01", 30, "Night shift check")
    _book(ctx, "1.5")
    see(ctx, "Booked 1.50 h on WO-1982, 3.00 h logged in total")
    absent(ctx, "2.50 h logged in total")


def book_clears(ctx):
    _loaded(ctx)
    _book(ctx, "1", "WO-1982", note="Thermal camera rescan")
    see(ctx, "Booked 1.00 h on WO-1982, 2.00 h logged in total")
    _value_is(ctx, HOURS, "", "Hours is cleared after a booking")
    _value_is(ctx, NOTE, "", "Note is cleared after a booking")


def book_readback(ctx):
    _loaded(ctx)
    _pick(ctx, "WO-1982")
    ctx.behind_the_app("start_work", {"work_order_id": "WO-1984"})
    since = _book(ctx, "1.5")
    call = _the_write(ctx, since, "log_labour")
    reads_after(ctx, call, ["list_work_orders"])
    cell(ctx, MINE, "WO-1982", "Logged", "2.50 h")
    cell(ctx, MINE, "WO-1984", "Status", "in progress")
    _offered(ctx, WO, "WO-1984 Passenger lift inspection")


def book_refused(ctx):
    _loaded(ctx)
    _pick(ctx, "WO-1982")
    ctx.behind_the_app("put_on_hold", {"work_order_id": "WO-1982", "reason": "Waiting for a shutdown window"})
    since = _book(ctx, "1")
    call = _the_write(ctx, since, "log_labour")
    assert not call.ok, "the booking was not refused"
    see(ctx, f"Not booked: {error(call)}")
    reads_after(ctx, call, ["list_work_orders"])
    cell(ctx, MINE, "WO-1982", "Status", "on hold")
    _not_offered(ctx, WO, "WO-1982", "WO-1982 is on hold after the read-back")


def nothing_to_book(ctx):
    _loaded(ctx)
    _tech(ctx, "TE-05", "WO-1985")
    see(ctx, "Nothing to book on", BOOK)
    ctx.expect({"expect_visible": {**HOURS, "visible": False}},
               {"expect_visible": {"control": "Book", "exact": True, "visible": False}})
    _tech(ctx, "TE-06", "WO-1991")
    absent(ctx, "Nothing to book on", BOOK)
    _value_is(ctx, WO, _label("WO-1991"), "Joe Mercer's order in progress")


# --- turn 3 -------------------------------------------------------------------------------------
def wo_options_started(ctx):
    _loaded(ctx)
    _offers_exactly(ctx, WO, [_label("WO-1984", False), _label("WO-1982")], "Maya Okafor's assigned and in-progress orders")
    _tech(ctx, "TE-05", "WO-1985")
    _offers_exactly(ctx, WO, [_label("WO-1985", False), _label("WO-1995", False)], "Priya Raman's assigned orders")
    _tech(ctx, "TE-02", "WO-1983")
    _offers_exactly(ctx, WO, [_label("WO-1983"), _label("WO-1981")], "Tom Brannigan's orders")


def wo_first_started(ctx):
    _loaded(ctx)
    _value_is(ctx, WO, _label("WO-1984", False), "the first order offered is chosen on load")
    _tech(ctx, "TE-02", "WO-1983")
    _value_is(ctx, WO, _label("WO-1983"), "the first order offered is chosen for Tom Brannigan")
    _tech(ctx, "TE-05", "WO-1985")
    _value_is(ctx, WO, _label("WO-1985", False), "the first order offered is chosen for Priya Raman")


def nothing_to_book_started(ctx):
    _loaded(ctx)
    _tech(ctx, "TE-03")
    see(ctx, "No open work orders for Ines Duarte", MINE)
    see(ctx, "Nothing to book on", BOOK)
    _tech(ctx, "TE-05", "WO-1985")
    absent(ctx, "Nothing to book on", BOOK)
    ctx.expect({"expect_visible": {**HOURS}})


def start_then_book(ctx):
    _loaded(ctx)
    since = _book(ctx, "1", "WO-1984", started=False)
    expect_writes(ctx, since, [("start_work", {"work_order_id": "WO-1984"}),
                               ("log_labour", {"work_order_id": "WO-1984", "technician_id": "TE-01", "minutes": 60})],
                  "Book 1 h on the not-started WO-1984")
    wo = ctx.runtime_state["work_orders"]["WO-1984"]
    assert wo["status"] == "in_progress" and len(wo["labour"]) == 1, "WO-1984 was not started and booked in the system"


def start_message(ctx):
    _loaded(ctx)
    _tech(ctx, "TE-05", "WO-1985")
    _book(ctx, "2.25", "WO-1995", started=False)
    see(ctx, "Started WO-1995, booked 2.25 h, 2.25 h logged in total")


def start_readback(ctx):
    _loaded(ctx)
    since = _book(ctx, "1", "WO-1984", note="Ropes inspected", started=False)
    call = _the_write(ctx, since, "log_labour")
    reads_after(ctx, call, ["list_work_orders"])
    see(ctx, "Started WO-1984, booked 1.00 h, 1.00 h logged in total")
    cell(ctx, MINE, "WO-1984", "Status", "in progress")
    cell(ctx, MINE, "WO-1984", "Logged", "1.00 h")
    _offers_exactly(ctx, WO, [_label("WO-1984"), _label("WO-1982")], "WO-1984 is in progress after the read-back")
    _value_is(ctx, HOURS, "", "Hours is cleared after a booking")
    _value_is(ctx, NOTE, "", "Note is cleared after a booking")


def start_hours_first(ctx):
    _loaded(ctx)
    for bad in ("4.5", "0", "0.1"):
        _booking_rejected(ctx, bad, "WO-1984", started=False)
    assert ctx.runtime_state["work_orders"]["WO-1984"]["status"] == "assigned", "WO-1984 was started"


def start_refused(ctx):
    _loaded(ctx)
    _pick(ctx, "WO-1984", started=False)
    ctx.behind_the_app("cancel_work_order", {"work_order_id": "WO-1984", "evidence_token": _token(ctx, "WO-1984"),
                                             "reason": "Lift contractor does the inspection"})
    since = _book(ctx, "1")
    ctx.until(lambda: (bool(calls(ctx, "start_work", since) or calls(ctx, "log_labour", since)),
                       "Book on WO-1984 called neither start_work nor log_labour"))
    started = calls(ctx, "start_work", since)
    if started:
        assert not started[0].ok, "start_work on the cancelled WO-1984 was accepted"
        see(ctx, f"Not started: {error(started[0])}")
        booked = calls(ctx, "log_labour", since)
        assert not booked, f"the page booked after the start was refused: {show(booked)}"
        reads_after(ctx, started[0], ["list_work_orders"])
    else:  # the page read the order again and found it cancelled: the booking itself is refused
        booked = calls(ctx, "log_labour", since)[0]
        assert not booked.ok, "log_labour on the cancelled WO-1984 was accepted"
        see(ctx, f"Not booked: {error(booked)}")
        reads_after(ctx, booked, ["list_work_orders"])
    row_gone(ctx, MINE, "WO-1984", "Work order")
    _not_offered(ctx, WO, "WO-1984", "the cancelled WO-1984 after the read-back")
    assert not _labour(ctx, "WO-1984"), "hours were booked on the cancelled WO-1984"


# --- turn 4 -------------------------------------------------------------------------------------
def day_empty(ctx):
    _loaded(ctx)
    see(ctx, "No hours booked today", DAY)
    absent(ctx, "LB-410", DAY)
    absent(ctx, "LB-408", DAY)
    absent(ctx, "Day total", DAY)


def day_rows(ctx):
    _loaded(ctx)
    _book(ctx, "1.5", "WO-1982", note="Panel 3")
    see(ctx, "Booked 1.50 h on WO-1982, 2.50 h logged in total")
    row_shown(ctx, DAY, "LB-501", "Entry")
    cell(ctx, DAY, "LB-501", "Work order", "WO-1982")
    cell(ctx, DAY, "LB-501", "Time", "08:01")
    cell(ctx, DAY, "LB-501", "Hours", "1.50 h")
    cell(ctx, DAY, "LB-501", "Note", "Panel 3")
    absent(ctx, "No hours booked today", DAY)
    absent(ctx, "LB-410", DAY)
    see(ctx, "Day total: 1.50 h", DAY)


def day_any_status(ctx):
    _loaded(ctx)
    _log(ctx, "WO-1991", "TE-06", 120, "Motor swapped")
    ctx.behind_the_app("complete_work_order", {"work_order_id": "WO-1991", "evidence_token": _token(ctx, "WO-1991"),
                                               "completion_note": "Motor cooling fan replaced"})
    _tech(ctx, "TE-06")
    see(ctx, "No open work orders for Joe Mercer", MINE)
    row_shown(ctx, DAY, "LB-501", "Entry")
    cell(ctx, DAY, "LB-501", "Work order", "WO-1991")
    cell(ctx, DAY, "LB-501", "Time", "08:01")
    cell(ctx, DAY, "LB-501", "Hours", "2.00 h")
    cell(ctx, DAY, "LB-501", "Note", "Motor swapped")
    see(ctx, "Day total: 2.00 h", DAY)


def _tom_mixed_day(ctx) -> None:
    """Tom books on three orders elsewhere: WO-1992 (resumed), WO-1981, WO-1983, WO-1992 again."""
    ctx.behind_the_app("start_work", {"work_order_id": "WO-1992"})  # 08:01
    _log(ctx, "WO-1992", "TE-02", 60, "Fan bearing")  # LB-501 08:02
    _log(ctx, "WO-1981", "TE-02", 30)  # LB-502 08:03
    _log(ctx, "WO-1983", "TE-02", 15, "Sash stop")  # LB-503 08:04
    _log(ctx, "WO-1992", "TE-02", 30)  # LB-504 08:05
    _tech(ctx, "TE-02", "WO-1983")


def day_oldest_first(ctx):
    _loaded(ctx)
    _tom_mixed_day(ctx)
    _rows(ctx, DAY, "Entry", ["LB-501", "LB-502", "LB-503", "LB-504"])
    cell(ctx, DAY, "LB-503", "Work order", "WO-1983")
    cell(ctx, DAY, "LB-503", "Time", "08:04")
    cell(ctx, DAY, "LB-503", "Hours", "0.25 h")
    cell(ctx, DAY, "LB-503", "Note", "Sash stop")
    cell(ctx, DAY, "LB-504", "Work order", "WO-1992")
    absent(ctx, "LB-409", DAY)


def day_order_lines(ctx):
    _loaded(ctx)
    _tom_mixed_day(ctx)
    ctx.expect({"expect_order": {"texts": ["WO-1992: 1.50 h", "WO-1981: 0.50 h", "WO-1983: 0.25 h", "Day total: 2.25 h"],
                                 "within": DAY}})
    see(ctx, "No overtime", DAY)
    absent(ctx, "Overtime:", DAY)


def day_overtime(ctx):
    _loaded(ctx)
    _log(ctx, "WO-1983", "TE-02", 240)
    _log(ctx, "WO-1981", "TE-02", 240)
    _tech(ctx, "TE-02", "WO-1983")
    see(ctx, "Day total: 8.00 h", DAY)
    see(ctx, "No overtime", DAY)
    absent(ctx, "Overtime:", DAY)
    _log(ctx, "WO-1983", "TE-02", 15)
    _reload(ctx)
    _tech(ctx, "TE-02", "WO-1983")
    see(ctx, "Day total: 8.25 h", DAY)
    see(ctx, "Overtime: 0.25 h", DAY)
    absent(ctx, "No overtime", DAY)


def day_after_book(ctx):
    _loaded(ctx)
    see(ctx, "No hours booked today", DAY)
    _pick(ctx, "WO-1982")
    _log(ctx, "WO-1982", "TE-01", 60, "Early start")
    since = _book(ctx, "0.5")
    call = _the_write(ctx, since, "log_labour")
    reads_after(ctx, call, ["list_work_orders"])
    _rows(ctx, DAY, "Entry", ["LB-501", "LB-502"])
    see(ctx, "WO-1982: 1.50 h", DAY)
    see(ctx, "Day total: 1.50 h", DAY)


def day_after_refusal(ctx):
    _loaded(ctx)
    see(ctx, "No hours booked today", DAY)
    _pick(ctx, "WO-1982")
    _log(ctx, "WO-1982", "TE-01", 90, "Early start")
    ctx.behind_the_app("put_on_hold", {"work_order_id": "WO-1982", "reason": "Waiting for a shutdown window"})
    since = _book(ctx, "1")
    call = _the_write(ctx, since, "log_labour")
    assert not call.ok, "the booking on the paused WO-1982 was not refused"
    see(ctx, f"Not booked: {error(call)}")
    row_shown(ctx, DAY, "LB-501", "Entry")
    see(ctx, "Day total: 1.50 h", DAY)


def day_switch(ctx):
    _loaded(ctx)
    _log(ctx, "WO-1982", "TE-01", 45)
    _reload(ctx)
    row_shown(ctx, DAY, "LB-501", "Entry")
    _log(ctx, "WO-1991", "TE-06", 75, "Guard refitted")
    _tech(ctx, "TE-06", "WO-1991")
    row_shown(ctx, DAY, "LB-502", "Entry")
    absent(ctx, "LB-501", DAY)
    see(ctx, "Day total: 1.25 h", DAY)
    _tech(ctx, "TE-03")
    see(ctx, "No hours booked today", DAY)
    absent(ctx, "LB-502", DAY)


# --- turn 5 -------------------------------------------------------------------------------------
def left_empty(ctx):
    _loaded(ctx)
    see(ctx, "Left today: 10.00 h", DAY)


def left_line(ctx):
    _loaded(ctx)
    _log(ctx, "WO-1983", "TE-02", 180)
    _log(ctx, "WO-1981", "TE-02", 15)
    _tech(ctx, "TE-02", "WO-1983")
    ctx.expect({"expect_order": {"texts": ["Day total: 3.25 h", "Left today: 6.75 h"], "within": DAY}})


def left_floor(ctx):
    _loaded(ctx)
    _log(ctx, "WO-1983", "TE-02", 480)
    _log(ctx, "WO-1981", "TE-02", 180)
    _tech(ctx, "TE-02", "WO-1983")
    see(ctx, "Day total: 11.00 h", DAY)
    see(ctx, "Overtime: 3.00 h", DAY)
    see(ctx, "Left today: 0.00 h", DAY)


def left_after_book(ctx):
    _loaded(ctx)
    _book(ctx, "1.5", "WO-1982")
    see(ctx, "Booked 1.50 h on WO-1982, 2.50 h logged in total")
    see(ctx, "Left today: 8.50 h", DAY)


def cap_edges(ctx):
    _log(ctx, "WO-1982", "TE-01", 480)
    _log(ctx, "WO-1982", "TE-01", 105)
    _reload(ctx)
    see(ctx, "Left today: 0.25 h", DAY)
    since = _book(ctx, "0.5", "WO-1982")
    see(ctx, "Only 0.25 h left today for Maya Okafor")
    no_writes(ctx, since, "0.5 h would take the day to 10.25 h")
    since = _book(ctx, "0.25", "WO-1982")
    expect_writes(ctx, since, [("log_labour", {"work_order_id": "WO-1982", "technician_id": "TE-01", "minutes": 15})],
                  "0.25 h brings the day to exactly 10 h")
    see(ctx, "Booked 0.25 h on WO-1982, 11.00 h logged in total")
    see(ctx, "Left today: 0.00 h", DAY)


def cap_fresh(ctx):
    _loaded(ctx)
    see(ctx, "Left today: 10.00 h", DAY)
    _pick(ctx, "WO-1982")
    _log(ctx, "WO-1982", "TE-01", 480)
    _log(ctx, "WO-1982", "TE-01", 90)
    since = _book(ctx, "1")
    see(ctx, "Only 0.50 h left today for Maya Okafor")
    no_writes(ctx, since, "1 h on top of 9.50 h booked elsewhere")
    if not calls(ctx, "list_work_orders", since, ok=True) and not calls(ctx, "get_work_order", since, ok=True):
        raise AssertionError("Book did not read the technician's entries again before deciding")
    see(ctx, "Day total: 9.50 h", DAY)
    see(ctx, "Left today: 0.50 h", DAY)


def cap_no_start(ctx):
    _loaded(ctx)
    _pick(ctx, "WO-1984", started=False)
    _log(ctx, "WO-1982", "TE-01", 480)
    _log(ctx, "WO-1982", "TE-01", 60)
    since = _book(ctx, "2")
    see(ctx, "Only 1.00 h left today for Maya Okafor")
    no_writes(ctx, since, "2 h on top of 9 h booked elsewhere, on a not-started order")
    assert ctx.runtime_state["work_orders"]["WO-1984"]["status"] == "assigned", "WO-1984 was started"


def cap_after_hours_rule(ctx):
    _log(ctx, "WO-1982", "TE-01", 480)
    _log(ctx, "WO-1982", "TE-01", 105)
    _reload(ctx)
    for bad in ("4.5", "0.3"):
        since = _book(ctx, bad, "WO-1982")
        see(ctx, HOURS_RULE)
        absent(ctx, "left today for")
        no_writes(ctx, since, f"hours {bad!r} are refused by the hours rule")


def day_none(ctx):
    _loaded(ctx)
    see(ctx, "No hours booked today", DAY)
    absent(ctx, "Day total", DAY)
    absent(ctx, "No overtime", DAY)
    absent(ctx, "Overtime:", DAY)
    _tech(ctx, "TE-03")
    see(ctx, "No hours booked today", DAY)


def day_today_dated(ctx):
    _log(ctx, "WO-1982", "TE-01", 45, "Cable tray checked")
    _reload(ctx)
    row_shown(ctx, DAY, "LB-501", "Entry")
    cell(ctx, DAY, "LB-501", "Time", "08:01")
    see(ctx, "Day total: 0.75 h", DAY)
    absent(ctx, "LB-410", DAY)
    absent(ctx, "No hours booked today", DAY)
