"""Checks for the on-hold work-order desk that the vocabulary cannot state on its own.

Every check that writes to the maintenance system (through the page or behind it) is an isolated
requirement, so the live state is the fixture's at the start of every requirement of every turn and
the figures below are the fixture's. Checks that act "behind the app" play another desk or a
technician's handset changing orders meanwhile: holding, resuming, cancelling, reserving, issuing.

Fixture facts used here (default fixture, clock 2026-04-14T08:00Z; every accepted write moves the
clock on one minute):
- On hold: WO-1992 "Washroom extractor fan noisy" (Tom Brannigan, "Replacement fan on order", held
  2026-04-10 09:00, so 3 d 23 h at 08:00; no parts, requires_parts false; due 2026-04-19 10:00) and
  WO-1980 "Cold room door heater tripping" (Maya Okafor, "Waiting for contractor access", held
  2026-04-13 13:05, so 18 h 55 min -> "18 h"; 1 CON-40A reserved; requires_parts true; due
  2026-04-14 11:00). Longest first: WO-1992, WO-1980 (id order and due order are the other way).
- Assigned or in progress, by due time: WO-1984 (due 04-06), WO-1983 (04-14 07:59), WO-1985 (08:00),
  WO-1991 (13:00), WO-1981 (14:00), WO-1982 (04-15), WO-1995 (04-16).
  WO-1981 requires parts, 1 BLT-A42 issued, nothing reserved; WO-1982 requires parts, 2 FUS-32A
  reserved; WO-1995 requires parts, no part lines; WO-1991 requires none (Joe Mercer).
- Stores (available = on hand - reserved): BLT-A42 7, CON-40A 1, FLT-0595 6, FLT-0600 40, FUS-32A 22,
  GRS-500 15, IGN-ELC 5, LMP-LED 0, SEAL-KIT 0, THR-VLV 12.
"""

from __future__ import annotations

import re
import runpy
from pathlib import Path

_LOG = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "toollog.py"))  # the tool-log helpers
mark = _LOG["mark"]
calls = _LOG["calls"]
writes = _LOG["writes"]
show = _LOG["show"]
no_calls = _LOG["no_calls"]
no_writes = _LOG["no_writes"]
expect_writes = _LOG["expect_writes"]
fresh_token = _LOG["fresh_token"]
reads_after = _LOG["reads_after"]
wait_calls = _LOG["wait_calls"]

HELD = {"section": "On hold"}
PAUSE = {"section": "Put on hold"}
WO_FIELD = {"field": "Work order"}
PART_FIELD = {"field": "Part"}

PICK_ORDER = ["WO-1984", "WO-1983", "WO-1985", "WO-1991", "WO-1981", "WO-1982", "WO-1995"]
TITLES = {
    "WO-1984": "Passenger lift inspection",
    "WO-1983": "Fume cupboard low airflow alarm",
    "WO-1985": "Generator battery charger fault",
    "WO-1991": "Loading bay door motor overheating",
    "WO-1981": "AHU 3 belt squeal",
    "WO-1982": "Switchboard thermal scan findings",
    "WO-1995": "Replace contactor on DB-2",
    "WO-1992": "Washroom extractor fan noisy",
    "WO-1980": "Cold room door heater tripping",
}
LONGEST_REASON = ("Replacement motor on order from the maker; the old unit went away for a rewind and the "
                  "supplier promised delivery next week, then a fitter will be booked to refit it and test "
                  "the loading door on site.")
STOCK = [  # sku, name, available
    ("BLT-A42", "V-belt A42", 7),
    ("CON-40A", "Contactor 40 A", 1),
    ("FLT-0595", "Panel filter 595 x 595", 6),
    ("FLT-0600", "Panel filter 600 x 600", 40),
    ("FUS-32A", "Fuse 32 A HRC", 22),
    ("GRS-500", "Bearing grease 500 g", 15),
    ("IGN-ELC", "Ignition electrode", 5),
    ("LMP-LED", "Emergency LED module", 0),
    ("SEAL-KIT", "Pump seal kit", 0),
    ("THR-VLV", "Thermostatic valve 15 mm", 12),
]


# --- state and the tool log -------------------------------------------------------------------
def _order(ctx, oid: str) -> dict:
    return ctx.runtime_state["work_orders"][oid]


def _state_is(what: str, got, want) -> None:
    if got != want:
        raise AssertionError(f"{what} is {got!r} in the system, wanted {want!r}")


def _no_dashboard(ctx) -> None:
    if calls(ctx, "get_dashboard_cached"):
        raise AssertionError("the page read last night's dashboard export (get_dashboard_cached)")


def _read_since(ctx, since: int, name: str, why: str) -> None:
    wait_calls(ctx, name, since, f"{why}: the page did not call {name}")


def _ok(call) -> None:
    if not call.ok:
        raise AssertionError(f"{call.name} was refused: {call.error}")


def _the_call(ctx, name: str, since: int):
    """The page's one ``name`` call since ``since`` (waits for it)."""
    wait_calls(ctx, name, since, f"the page made no {name} call")
    made = calls(ctx, name, since)
    assert len(made) == 1, f"{len(made)} {name} calls were made, wanted one: {show(made)}"
    return made[0]


# --- acting behind the app --------------------------------------------------------------------
def _token(ctx, oid: str) -> str:
    return ctx.behind_the_app("get_work_order", {"work_order_id": oid})["evidence_token"]


def _hold_behind(ctx, oid: str, reason: str) -> None:
    ctx.behind_the_app("put_on_hold", {"work_order_id": oid, "reason": reason})


def _resume_behind(ctx, oid: str) -> None:
    ctx.behind_the_app("start_work", {"work_order_id": oid})


def _cancel_behind(ctx, oid: str, reason: str = "Raised twice by mistake") -> None:
    ctx.behind_the_app("cancel_work_order", {"work_order_id": oid, "evidence_token": _token(ctx, oid),
                                             "reason": reason})


def _reserve_behind(ctx, oid: str, sku: str, quantity: int) -> None:
    ctx.behind_the_app("reserve_part", {"work_order_id": oid, "sku": sku, "quantity": quantity,
                                        "evidence_token": _token(ctx, oid)})


# --- the page ---------------------------------------------------------------------------------
def _reload(ctx) -> None:
    ctx.expect({"open": "/"}, {"expect_visible": {"heading": "On-hold desk"}})


def _exact(value: str) -> str:
    return rf"^\s*{re.escape(value)}\s*$"


def _cell(ctx, section: dict, row: str, column: str, value: str) -> None:
    ctx.expect({"expect_text": {"regex": _exact(value), "within": {"column": column, "row": row, "within": section}}})


def _cell_regex(ctx, section: dict, row: str, column: str, regex: str) -> None:
    ctx.expect({"expect_text": {"regex": regex, "within": {"column": column, "row": row, "within": section}}})


def _cell_blank(ctx, section: dict, row: str, column: str) -> None:
    target = {"column": column, "row": row, "within": section}
    ctx.expect({"expect_visible": target})
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
    step: dict = {"text": text}
    if within is not None:
        step["within"] = within
    ctx.expect({"expect_text": step})


def _absent(ctx, text: str, within: dict | None = None) -> None:
    step: dict = {"text": text, "absent": True}
    if within is not None:
        step["within"] = within
    ctx.expect({"expect_text": step})


def _settle_held(ctx, oid: str = "WO-1980") -> None:
    _row_present(ctx, HELD, oid)


def _norm(s: str) -> str:
    return " ".join(s.split())


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


def _part_option(sku: str, name: str, available: int) -> str:
    return rf"^{re.escape(sku)}\W+{re.escape(name)},?\s+{available} available$"


def _part_reads(ctx, sku: str, available: int, why: str) -> None:
    name = next(n for s, n, _a in STOCK if s == sku)
    ctx.until(lambda: (bool(re.search(_part_option(sku, name, available),
                                      _option_for(_offered(ctx, PART_FIELD), sku) or "")), why))


def _option_for(options: list[str], key: str) -> str | None:
    return next((o for o in options if re.search(rf"\b{re.escape(key)}\b", o)), None)


def _choose(ctx, target: dict, key: str) -> None:
    option = _option_for(_offered(ctx, target, key), key)
    ctx.expect({"select": {**target, "option": option}})


def _not_offered(ctx, target: dict, key: str) -> None:
    def probe() -> tuple[bool, str]:
        try:
            got = [_norm(o) for o in ctx.options(target)]
        except Exception as exc:
            return False, f"no {target}: {exc}"
        hit = _option_for(got, key)
        return hit is None, f"{target} still offers {hit!r}"

    ctx.until(probe)


def _pause(ctx, oid: str | None, reason: str) -> int:
    if oid is not None:
        _choose(ctx, WO_FIELD, oid)
    ctx.expect({"fill": {"field": "Reason", "value": reason}})
    start = mark(ctx)
    ctx.expect({"click": {"control": "Put on hold", "exact": True}})
    return start


def _resume(ctx, oid: str) -> int:
    _settle_held(ctx, oid)
    start = mark(ctx)
    ctx.expect({"click": {"control": "Resume", "within": _row(HELD, oid), "exact": True}})
    return start


def _parts_box(oid: str) -> dict:
    return {"section": f"Parts for {oid}"}


def _open_parts(ctx, oid: str) -> int:
    _settle_held(ctx, oid)
    start = mark(ctx)
    ctx.expect({"click": {"control": "Parts", "within": _row(HELD, oid), "exact": True}},
               {"expect_visible": {"heading": f"Parts for {oid}"}})
    _offered(ctx, PART_FIELD)
    return start


def _reserve(ctx, oid: str, sku: str | None, quantity: str) -> int:
    box = _parts_box(oid)
    if sku is not None:
        _choose(ctx, PART_FIELD, sku)
    ctx.expect({"fill": {"field": "Quantity", "within": box, "value": quantity}})
    start = mark(ctx)
    ctx.expect({"click": {"control": "Reserve", "within": box, "exact": True}})
    return start


def _release(ctx, oid: str, sku: str) -> int:
    start = mark(ctx)
    ctx.expect({"click": {"control": "Release", "within": _row(_parts_box(oid), sku), "exact": True}})
    return start


def _bulk(ctx) -> int:
    start = mark(ctx)
    ctx.expect({"click": {"control": "Resume all ready", "within": HELD}})
    return start


# ================================================================================================
# turn 1
# ================================================================================================
def held_only(ctx):
    _settle_held(ctx)
    _row_present(ctx, HELD, "WO-1992")
    # in progress, assigned, open, completed, closed, cancelled
    for oid in ("WO-1991", "WO-1995", "WO-1986", "WO-1978", "WO-1975", "WO-1976"):
        _row_gone(ctx, HELD, oid)
    if not calls(ctx, "list_work_orders"):
        raise AssertionError("On hold was not read with list_work_orders")
    _no_dashboard(ctx)


def held_order(ctx):
    _settle_held(ctx)
    ctx.expect({"expect_order": {"texts": ["WO-1992", "WO-1980"], "within": HELD}})


def held_order_live(ctx):
    # the overdue lift inspection (due 04-06) and the fan job are paused elsewhere before the desk opens
    _hold_behind(ctx, "WO-1984", "Lift engineer not on site")
    _hold_behind(ctx, "WO-1991", "Motor sent for rewind")
    _reload(ctx)
    _settle_held(ctx, "WO-1991")
    ctx.expect({"expect_order": {"texts": ["WO-1992", "WO-1980", "WO-1984", "WO-1991"], "within": HELD}})


def held_live(ctx):
    _hold_behind(ctx, "WO-1991", "Motor sent for rewind")
    _reload(ctx)
    _settle_held(ctx, "WO-1991")
    _cell(ctx, HELD, "WO-1991", "Title", "Loading bay door motor overheating")
    _cell(ctx, HELD, "WO-1991", "Technician", "Joe Mercer")
    _cell(ctx, HELD, "WO-1991", "Reason", "Motor sent for rewind")
    _cell(ctx, HELD, "WO-1991", "Since", "2026-04-14 08:01")
    _cell(ctx, HELD, "WO-1991", "On hold for", "0 h")
    _no_dashboard(ctx)


def held_columns(ctx):
    _settle_held(ctx)
    _cell(ctx, HELD, "WO-1992", "Title", TITLES["WO-1992"])
    _cell(ctx, HELD, "WO-1980", "Title", TITLES["WO-1980"])
    _cell(ctx, HELD, "WO-1992", "Technician", "Tom Brannigan")
    _cell(ctx, HELD, "WO-1980", "Technician", "Maya Okafor")
    _cell(ctx, HELD, "WO-1992", "Reason", "Replacement fan on order")
    _cell(ctx, HELD, "WO-1980", "Reason", "Waiting for contractor access")


def since_cells(ctx):
    _settle_held(ctx)
    _cell(ctx, HELD, "WO-1992", "Since", "2026-04-10 09:00")
    _cell(ctx, HELD, "WO-1980", "Since", "2026-04-13 13:05")


def since_latest(ctx):
    # the fan job was resumed and paused again this morning: Since is the latest hold, not the first
    _resume_behind(ctx, "WO-1992")
    _hold_behind(ctx, "WO-1992", "Fan delivered, awaiting fitter")
    _reload(ctx)
    _settle_held(ctx, "WO-1992")
    _cell(ctx, HELD, "WO-1992", "Since", "2026-04-14 08:02")
    _cell(ctx, HELD, "WO-1992", "On hold for", "0 h")
    _cell(ctx, HELD, "WO-1992", "Reason", "Fan delivered, awaiting fitter")
    ctx.expect({"expect_order": {"texts": ["WO-1980", "WO-1992"], "within": HELD}})


def held_for(ctx):
    _settle_held(ctx)
    _cell(ctx, HELD, "WO-1992", "On hold for", "3 d 23 h")
    _cell(ctx, HELD, "WO-1980", "On hold for", "18 h")


def held_for_clock(ctx):
    # 59 writes elsewhere (the motor job paused and resumed, ending paused) move the system's clock on
    # to 08:59, then one more to 09:00: the counts run to the as_of time of the live list, rounded down
    for i in range(59):
        if i % 2 == 0:
            _hold_behind(ctx, "WO-1991", "Motor sent for rewind")
        else:
            _resume_behind(ctx, "WO-1991")
    _reload(ctx)
    _settle_held(ctx, "WO-1991")
    _cell(ctx, HELD, "WO-1992", "On hold for", "3 d 23 h")
    _cell(ctx, HELD, "WO-1980", "On hold for", "19 h")
    _cell(ctx, HELD, "WO-1991", "On hold for", "0 h")
    _resume_behind(ctx, "WO-1991")
    _reload(ctx)
    _settle_held(ctx)
    _row_gone(ctx, HELD, "WO-1991")
    _cell(ctx, HELD, "WO-1992", "On hold for", "4 d 0 h")
    _cell(ctx, HELD, "WO-1980", "On hold for", "19 h")


def reserved_cells(ctx):
    _settle_held(ctx)
    _cell(ctx, HELD, "WO-1980", "Reserved", "1 CON-40A")
    _cell_blank(ctx, HELD, "WO-1992", "Reserved")


def reserved_joined(ctx):
    # WO-1982 draws one of its two fuses and gets two filters held, then is paused
    ctx.behind_the_app("issue_part", {"work_order_id": "WO-1982", "sku": "FUS-32A", "quantity": 1})
    _reserve_behind(ctx, "WO-1982", "FLT-0600", 2)
    _hold_behind(ctx, "WO-1982", "Waiting for shutdown window")
    _reload(ctx)
    _settle_held(ctx, "WO-1982")
    _cell_regex(ctx, HELD, "WO-1982", "Reserved", r"^\s*(1 FUS-32A, 2 FLT-0600|2 FLT-0600, 1 FUS-32A)\s*$")


def count_line(ctx):
    _settle_held(ctx)
    _text(ctx, "On hold: 2, longest 3 d 23 h", HELD)
    ctx.expect({"expect_order": {"texts": ["On hold: 2, longest 3 d 23 h", "WO-1992"], "within": HELD}})


def count_live(ctx):
    _resume_behind(ctx, "WO-1992")
    _hold_behind(ctx, "WO-1991", "Motor sent for rewind")
    _reload(ctx)
    _settle_held(ctx, "WO-1991")
    _text(ctx, "On hold: 2, longest 18 h", HELD)
    _absent(ctx, "3 d 23 h", HELD)


def nothing_held(ctx):
    _resume_behind(ctx, "WO-1992")
    _resume_behind(ctx, "WO-1980")
    _reload(ctx)
    _text(ctx, "Nothing on hold", HELD)
    for text in ("WO-1992", "WO-1980", "On hold: "):
        _absent(ctx, text, HELD)


def refresh_reads(ctx):
    _settle_held(ctx)
    _resume_behind(ctx, "WO-1992")
    start = mark(ctx)
    ctx.expect({"click": {"control": "Refresh"}})
    _row_gone(ctx, HELD, "WO-1992")
    _text(ctx, "On hold: 1, longest 18 h", HELD)
    _read_since(ctx, start, "list_work_orders", "Refresh")


# ================================================================================================
# turn 2
# ================================================================================================
def pick_options(ctx):
    options = _offered(ctx, WO_FIELD, "WO-1995")
    ids = [m.group(0) for o in options for m in [re.search(r"WO-\d+", o)] if m]
    if ids != PICK_ORDER:
        raise AssertionError(f"Work order offers {ids}, wanted {PICK_ORDER} (assigned or in progress, by due time)")
    for oid in PICK_ORDER:
        option = _option_for(options, oid)
        if not re.search(rf"{oid}\W+{re.escape(TITLES[oid])}\s*$", option or ""):
            raise AssertionError(f"the option for {oid} reads {option!r}; wanted its id then {TITLES[oid]!r}")


def pick_first(ctx):
    _offered(ctx, WO_FIELD, "WO-1995")
    shown = ctx.value(WO_FIELD)
    if "WO-1984" not in shown:
        raise AssertionError(f"Work order starts on {shown!r}; wanted the first option, WO-1984 (earliest due)")


def pick_live(ctx):
    # the damper job is assigned to Tom elsewhere and one fuse job is paused before the desk opens
    ctx.behind_the_app("assign_technician", {"work_order_id": "WO-1986", "technician_id": "TE-02",
                                             "evidence_token": _token(ctx, "WO-1986")})
    _hold_behind(ctx, "WO-1982", "Waiting for shutdown window")
    _reload(ctx)
    options = _offered(ctx, WO_FIELD, "WO-1986")
    ids = [m.group(0) for o in options for m in [re.search(r"WO-\d+", o)] if m]
    wanted = ["WO-1984", "WO-1983", "WO-1985", "WO-1991", "WO-1981", "WO-1995", "WO-1986"]
    if ids != wanted:
        raise AssertionError(f"Work order offers {ids}, wanted {wanted}")


def reason_guard(ctx):
    _offered(ctx, WO_FIELD, "WO-1991")
    _choose(ctx, WO_FIELD, "WO-1991")
    for bad in ("", "   Wait   ", "x" * 201):
        ctx.expect({"fill": {"field": "Reason", "value": bad}})
        start = mark(ctx)
        ctx.expect({"click": {"control": "Put on hold", "exact": True}})
        _text(ctx, "A reason needs 5 to 200 characters")
        no_calls(ctx, start, f"Put on hold with the reason {bad[:20]!r}")


def reason_edges(ctx):
    longest = LONGEST_REASON
    start = _pause(ctx, "WO-1991", longest)
    expect_writes(ctx, start, [("put_on_hold", {"work_order_id": "WO-1991", "reason": longest})],
                  "Put on hold with a 200-character reason")
    start = _pause(ctx, "WO-1981", "   Await   ")
    expect_writes(ctx, start, [("put_on_hold", {"work_order_id": "WO-1981", "reason": "Await"})],
                  "Put on hold with the reason '   Await   ' (5 characters once trimmed)")


def hold_as_opened(ctx):
    _offered(ctx, WO_FIELD, "WO-1984")
    start = _pause(ctx, None, "Lift engineer not on site")
    expect_writes(ctx, start, [("put_on_hold", {"work_order_id": "WO-1984", "reason": "Lift engineer not on site"})],
                  "Put on hold with the dropdown as it opened")


def hold_writes(ctx):
    start = _pause(ctx, "WO-1991", "  Motor sent for rewind  ")
    (write,) = expect_writes(ctx, start, [("put_on_hold", {"work_order_id": "WO-1991",
                                                           "reason": "Motor sent for rewind"})],
                             "Put on hold on WO-1991")
    _ok(write)
    _state_is("WO-1991's status", _order(ctx, "WO-1991")["status"], "on_hold")


def hold_message(ctx):
    _pause(ctx, "WO-1991", "Motor sent for rewind")
    _text(ctx, "WO-1991 put on hold: Motor sent for rewind")
    _pause(ctx, "WO-1985", "  Charger board on order  ")
    _text(ctx, "WO-1985 put on hold: Charger board on order")


def hold_readback(ctx):
    start = _pause(ctx, "WO-1991", "Motor sent for rewind")
    _row_present(ctx, HELD, "WO-1991")
    _cell(ctx, HELD, "WO-1991", "Reason", "Motor sent for rewind")
    _cell(ctx, HELD, "WO-1991", "On hold for", "0 h")
    _text(ctx, "On hold: 3, longest 3 d 23 h", HELD)
    _not_offered(ctx, WO_FIELD, "WO-1991")
    write = _the_call(ctx, "put_on_hold", start)
    reads_after(ctx, write, ["list_work_orders"])


def hold_refused(ctx):
    _offered(ctx, WO_FIELD, "WO-1985")
    _choose(ctx, WO_FIELD, "WO-1985")
    # the generator job is cancelled at another desk while this one is open
    _cancel_behind(ctx, "WO-1985")
    ctx.expect({"fill": {"field": "Reason", "value": "Charger board on order"}})
    start = mark(ctx)
    ctx.expect({"click": {"control": "Put on hold", "exact": True}})
    _text(ctx, "Not put on hold: WO-1985 is cancelled; cannot put it on hold")
    _not_offered(ctx, WO_FIELD, "WO-1985")
    _row_gone(ctx, HELD, "WO-1985")
    write = _the_call(ctx, "put_on_hold", start)
    reads_after(ctx, write, ["list_work_orders"])


# ================================================================================================
# turn 3
# ================================================================================================
def resume_buttons(ctx):
    _settle_held(ctx)
    for oid in ("WO-1992", "WO-1980"):
        ctx.expect({"expect_visible": {"control": "Resume", "within": _row(HELD, oid), "exact": True}})


def resume_writes(ctx):
    start = _resume(ctx, "WO-1992")
    (write,) = expect_writes(ctx, start, [("start_work", {"work_order_id": "WO-1992"})], "Resume on WO-1992")
    _ok(write)
    _state_is("WO-1992's status", _order(ctx, "WO-1992")["status"], "in_progress")


def resume_message(ctx):
    _resume(ctx, "WO-1992")
    _text(ctx, "WO-1992 resumed after 3 d 23 h on hold")
    _resume(ctx, "WO-1980")
    _text(ctx, "WO-1980 resumed after 18 h on hold")


def resume_after_rehold(ctx):
    # the fan job went back to work and was paused again this morning: it has waited under an hour
    _resume_behind(ctx, "WO-1992")
    _hold_behind(ctx, "WO-1992", "Fan delivered, awaiting fitter")
    _reload(ctx)
    _resume(ctx, "WO-1992")
    _text(ctx, "WO-1992 resumed after 0 h on hold")


def resume_readback(ctx):
    start = _resume(ctx, "WO-1992")
    _row_gone(ctx, HELD, "WO-1992")
    _text(ctx, "On hold: 1, longest 18 h", HELD)
    _offered(ctx, WO_FIELD, "WO-1992")
    write = _the_call(ctx, "start_work", start)
    reads_after(ctx, write, ["list_work_orders"])


def resume_needs_parts(ctx):
    # the contactor job (needs parts, none reserved) and the belt job (its belt issued, nothing
    # reserved) are paused elsewhere
    _hold_behind(ctx, "WO-1995", "Waiting for contactor delivery")
    _hold_behind(ctx, "WO-1981", "Waiting for second belt")
    _reload(ctx)
    for oid in ("WO-1995", "WO-1981"):
        start = _resume(ctx, oid)
        _text(ctx, f"{oid} needs parts reserved before it resumes")
        no_writes(ctx, start, f"Resume on {oid}, which needs parts and has none reserved")
        _state_is(f"{oid}'s status", _order(ctx, oid)["status"], "on_hold")
    _row_present(ctx, HELD, "WO-1995")


def resume_with_reserved(ctx):
    # WO-1980 needs parts and has one contactor reserved; WO-1992 needs none and reserves none: both may resume
    start = _resume(ctx, "WO-1980")
    expect_writes(ctx, start, [("start_work", {"work_order_id": "WO-1980"})], "Resume on WO-1980 (1 CON-40A reserved)")
    start = _resume(ctx, "WO-1992")
    expect_writes(ctx, start, [("start_work", {"work_order_id": "WO-1992"})],
                  "Resume on WO-1992 (no parts required, nothing reserved)")
    for oid in ("WO-1980", "WO-1992"):
        _absent(ctx, f"{oid} needs parts reserved before it resumes")


def resume_refused(ctx):
    _settle_held(ctx, "WO-1992")
    # the fitter restarts the fan job from a handset while the desk is open
    _resume_behind(ctx, "WO-1992")
    start = _resume(ctx, "WO-1992")
    _text(ctx, "Not resumed: WO-1992 is in_progress; cannot start work")
    _row_gone(ctx, HELD, "WO-1992")
    write = _the_call(ctx, "start_work", start)
    reads_after(ctx, write, ["list_work_orders"])


# ================================================================================================
# turn 4
# ================================================================================================
def parts_opens(ctx):
    start = _open_parts(ctx, "WO-1980")
    if not [c for c in calls(ctx, "get_work_order", start) if c.args.get("work_order_id") == "WO-1980"]:
        raise AssertionError(f"Parts did not read WO-1980 with get_work_order; calls: {show(calls(ctx, since=start))}")
    _read_since(ctx, start, "list_parts", "Parts")
    no_writes(ctx, start, "Parts only reads")


def parts_rows(ctx):
    _open_parts(ctx, "WO-1980")
    box = _parts_box("WO-1980")
    _cell(ctx, box, "CON-40A", "SKU", "CON-40A")
    _cell(ctx, box, "CON-40A", "Name", "Contactor 40 A")
    _cell(ctx, box, "CON-40A", "Reserved", "1")
    _cell(ctx, box, "CON-40A", "Issued", "0")


def parts_replace(ctx):
    _open_parts(ctx, "WO-1980")
    _open_parts(ctx, "WO-1992")
    ctx.expect({"expect_visible": {"heading": "Parts for WO-1980", "visible": False}})
    _text(ctx, "No parts on this order", _parts_box("WO-1992"))
    _open_parts(ctx, "WO-1980")
    _absent(ctx, "No parts on this order", _parts_box("WO-1980"))


def parts_live(ctx):
    # WO-1982 draws one of its two fuses, then is paused: 1 reserved, 1 issued
    ctx.behind_the_app("issue_part", {"work_order_id": "WO-1982", "sku": "FUS-32A", "quantity": 1})
    _hold_behind(ctx, "WO-1982", "Waiting for shutdown window")
    _reload(ctx)
    _open_parts(ctx, "WO-1982")
    box = _parts_box("WO-1982")
    _cell(ctx, box, "FUS-32A", "Reserved", "1")
    _cell(ctx, box, "FUS-32A", "Issued", "1")
    _cell(ctx, box, "FUS-32A", "Name", "Fuse 32 A HRC")


def part_options(ctx):
    _open_parts(ctx, "WO-1980")
    options = _offered(ctx, PART_FIELD, "THR-VLV")
    skus = [s for s, _n, _a in STOCK]
    got = [m.group(0) for o in options for m in [re.match(r"\S+", o)] if m]
    if got != skus:
        raise AssertionError(f"Part offers {got}, wanted every part in SKU order {skus}")
    for sku, name, available in STOCK:
        option = _option_for(options, sku) or ""
        if not re.search(_part_option(sku, name, available), option):
            raise AssertionError(f"the option for {sku} reads {option!r}; wanted like '{sku} {name}, {available} available'")
    shown = ctx.value(PART_FIELD)
    if "BLT-A42" not in shown:
        raise AssertionError(f"Part starts on {shown!r}; wanted the first option, BLT-A42")


def qty_guard(ctx):
    _open_parts(ctx, "WO-1980")
    for bad in ("0", "41", "2.5", "-1", ""):
        start = _reserve(ctx, "WO-1980", "FLT-0600", bad)
        _text(ctx, "Enter 1 to 40 units")
        no_calls(ctx, start, f"Reserve {bad!r} of FLT-0600 (40 available)")
    start = _reserve(ctx, "WO-1980", "FLT-0600", "40")
    expect_writes(ctx, start, [("reserve_part", {"work_order_id": "WO-1980", "sku": "FLT-0600", "quantity": 40})],
                  "Reserve 40 of FLT-0600 (40 available)")


def qty_lowest(ctx):
    _open_parts(ctx, "WO-1992")
    start = _reserve(ctx, "WO-1992", "CON-40A", "2")
    _text(ctx, "Enter 1 to 1 units")
    no_calls(ctx, start, "Reserve 2 of CON-40A (1 available)")
    start = _reserve(ctx, "WO-1992", "CON-40A", "1")
    expect_writes(ctx, start, [("reserve_part", {"work_order_id": "WO-1992", "sku": "CON-40A", "quantity": 1})],
                  "Reserve 1 of CON-40A (1 available)")


def qty_none_available(ctx):
    _open_parts(ctx, "WO-1980")
    for sku, qty in (("LMP-LED", "1"), ("SEAL-KIT", "")):
        start = _reserve(ctx, "WO-1980", sku, qty)
        _text(ctx, f"No {sku} available")
        no_calls(ctx, start, f"Reserve {qty!r} of {sku} (none available)")


def reserve_as_opened(ctx):
    _open_parts(ctx, "WO-1980")
    start = _reserve(ctx, "WO-1980", None, "2")
    expect_writes(ctx, start, [("reserve_part", {"work_order_id": "WO-1980", "sku": "BLT-A42", "quantity": 2})],
                  "Reserve 2 with the Part dropdown as it opened")


def reserve_writes(ctx):
    _open_parts(ctx, "WO-1980")
    # stores take the contactor back meanwhile: WO-1980's version moves on after the desk read it
    ctx.behind_the_app("release_part", {"work_order_id": "WO-1980", "sku": "CON-40A", "quantity": 1})
    start = _reserve(ctx, "WO-1980", "FLT-0600", "2")
    (write,) = expect_writes(ctx, start, [("reserve_part", {"work_order_id": "WO-1980", "sku": "FLT-0600",
                                                            "quantity": 2})], "Reserve 2 of FLT-0600 for WO-1980")
    fresh_token(ctx, start, write, "get_work_order", "work_order_id")
    _ok(write)
    line = next((p for p in _order(ctx, "WO-1980")["parts"] if p["sku"] == "FLT-0600"), {})
    _state_is("WO-1980's reserved FLT-0600", line.get("reserved"), 2)


def reserve_message(ctx):
    _open_parts(ctx, "WO-1980")
    _reserve(ctx, "WO-1980", "FLT-0600", "2")
    _text(ctx, "Reserved 2 FLT-0600 for WO-1980, 38 available")
    # another desk holds 5 valves meanwhile: the message gives the system's count after this reservation
    _reserve_behind(ctx, "WO-1982", "THR-VLV", 5)
    _reserve(ctx, "WO-1980", "THR-VLV", "3")
    _text(ctx, "Reserved 3 THR-VLV for WO-1980, 4 available")


def reserve_readback(ctx):
    _open_parts(ctx, "WO-1980")
    start = _reserve(ctx, "WO-1980", "FLT-0600", "2")
    box = _parts_box("WO-1980")
    _cell(ctx, box, "FLT-0600", "Reserved", "2")
    _cell(ctx, box, "FLT-0600", "Issued", "0")
    _offered(ctx, PART_FIELD, "FLT-0600")
    _part_reads(ctx, "FLT-0600", 38, "the FLT-0600 option does not read 38 available after the reservation")
    _cell_regex(ctx, HELD, "WO-1980", "Reserved", r"^\s*(1 CON-40A, 2 FLT-0600|2 FLT-0600, 1 CON-40A)\s*$")
    write = _the_call(ctx, "reserve_part", start)
    reads_after(ctx, write, ["get_work_order", "list_parts", "list_work_orders"])


def reserve_refused(ctx):
    _open_parts(ctx, "WO-1980")
    # another desk holds 39 of the 40 filters after the desk read the stores
    _reserve_behind(ctx, "WO-1982", "FLT-0600", 39)
    start = _reserve(ctx, "WO-1980", "FLT-0600", "2")
    _text(ctx, "Not reserved: only 1 of FLT-0600 Panel filter 600 x 600 available; cannot reserve 2")
    _part_reads(ctx, "FLT-0600", 1, "the Part dropdown was not read back after the refusal (FLT-0600 should show 1 available)")
    wait_calls(ctx, "reserve_part", start, "the page made no reserve_part call")


def release_buttons(ctx):
    # the belt job (belt issued, nothing reserved) is paused elsewhere
    _hold_behind(ctx, "WO-1981", "Waiting for second belt")
    _reload(ctx)
    _open_parts(ctx, "WO-1980")
    ctx.expect({"expect_visible": {"control": "Release", "within": _row(_parts_box("WO-1980"), "CON-40A"),
                                   "exact": True}})
    _open_parts(ctx, "WO-1981")
    box = _parts_box("WO-1981")
    _cell(ctx, box, "BLT-A42", "Issued", "1")
    ctx.expect({"expect_visible": {"control": "Release", "within": box, "exact": True, "visible": False}})


def release_writes(ctx):
    _open_parts(ctx, "WO-1980")
    start = _release(ctx, "WO-1980", "CON-40A")
    (write,) = expect_writes(ctx, start, [("release_part", {"work_order_id": "WO-1980", "sku": "CON-40A",
                                                            "quantity": 1})], "Release on CON-40A of WO-1980")
    _ok(write)
    _text(ctx, "Released 1 CON-40A from WO-1980, 2 available")


def release_all_units(ctx):
    _hold_behind(ctx, "WO-1982", "Waiting for shutdown window")
    _reload(ctx)
    _open_parts(ctx, "WO-1982")
    start = _release(ctx, "WO-1982", "FUS-32A")
    expect_writes(ctx, start, [("release_part", {"work_order_id": "WO-1982", "sku": "FUS-32A", "quantity": 2})],
                  "Release on FUS-32A of WO-1982 (2 reserved)")
    _text(ctx, "Released 2 FUS-32A from WO-1982, 24 available")


def release_readback(ctx):
    _open_parts(ctx, "WO-1980")
    start = _release(ctx, "WO-1980", "CON-40A")
    box = _parts_box("WO-1980")
    _cell(ctx, box, "CON-40A", "Reserved", "0")
    ctx.expect({"expect_visible": {"control": "Release", "within": box, "exact": True, "visible": False}})
    _part_reads(ctx, "CON-40A", 2, "the CON-40A option does not read 2 available after the release")
    _cell_blank(ctx, HELD, "WO-1980", "Reserved")
    write = _the_call(ctx, "release_part", start)
    reads_after(ctx, write, ["get_work_order", "list_parts", "list_work_orders"])


def release_refused(ctx):
    _open_parts(ctx, "WO-1980")
    # stores take the contactor back at their own desk after this one read the order
    ctx.behind_the_app("release_part", {"work_order_id": "WO-1980", "sku": "CON-40A", "quantity": 1})
    start = _release(ctx, "WO-1980", "CON-40A")
    _text(ctx, "Not released: WO-1980 has only 0 of CON-40A reserved")
    _cell(ctx, _parts_box("WO-1980"), "CON-40A", "Reserved", "0")
    _cell_blank(ctx, HELD, "WO-1980", "Reserved")
    wait_calls(ctx, "release_part", start, "the page made no release_part call")


# ================================================================================================
# turn 5
# ================================================================================================
def due_column(ctx):
    _settle_held(ctx)
    _cell(ctx, HELD, "WO-1992", "Due", "2026-04-19 10:00")
    _cell(ctx, HELD, "WO-1980", "Due", "2026-04-14 11:00")


def due_overdue(ctx):
    # the fume cupboard job (due 07:59) and the charger job (due 08:00) are paused elsewhere at 08:01 and 08:02
    _hold_behind(ctx, "WO-1983", "Waiting for fan belt")
    _hold_behind(ctx, "WO-1985", "Charger board on order")
    _reload(ctx)
    _settle_held(ctx, "WO-1985")
    _cell(ctx, HELD, "WO-1983", "Due", "2026-04-14 07:59 (overdue)")
    _cell(ctx, HELD, "WO-1985", "Due", "2026-04-14 08:00 (overdue)")
    _cell(ctx, HELD, "WO-1980", "Due", "2026-04-14 11:00")


def bulk_all(ctx):
    _settle_held(ctx)
    start = _bulk(ctx)
    _text(ctx, "Resumed 2 of 2 on-hold orders")
    made = expect_writes(ctx, start, [("start_work", {"work_order_id": "WO-1992"}),
                                      ("start_work", {"work_order_id": "WO-1980"})],
                         "Resume all ready on the fixture's two orders, in table order")
    for w in made:
        _ok(w)


def bulk_skip(ctx):
    _hold_behind(ctx, "WO-1995", "Waiting for contactor delivery")
    _reload(ctx)
    _settle_held(ctx, "WO-1995")
    start = _bulk(ctx)
    _text(ctx, "Resumed 2 of 3 on-hold orders")
    _text(ctx, "WO-1995 skipped: needs parts reserved")
    expect_writes(ctx, start, [("start_work", {"work_order_id": "WO-1992"}),
                               ("start_work", {"work_order_id": "WO-1980"})],
                  "Resume all ready with WO-1995 needing parts")
    _state_is("WO-1995's status", _order(ctx, "WO-1995")["status"], "on_hold")
    ctx.expect({"expect_order": {"texts": ["Resumed 2 of 3 on-hold orders", "WO-1995 skipped: needs parts reserved"]}})


def bulk_refusal(ctx):
    _settle_held(ctx, "WO-1992")
    # the fan job is restarted from a handset after the desk read the table
    _resume_behind(ctx, "WO-1992")
    start = _bulk(ctx)
    _text(ctx, "Resumed 1 of 2 on-hold orders")
    _text(ctx, "WO-1992: WO-1992 is in_progress; cannot start work")
    expect_writes(ctx, start, [("start_work", {"work_order_id": "WO-1992"}),
                               ("start_work", {"work_order_id": "WO-1980"})],
                  "Resume all ready goes on after a refusal")
    _state_is("WO-1980's status", _order(ctx, "WO-1980")["status"], "in_progress")


def bulk_readback(ctx):
    _settle_held(ctx)
    start = _bulk(ctx)
    _text(ctx, "Nothing on hold", HELD)
    _offered(ctx, WO_FIELD, "WO-1992")
    _offered(ctx, WO_FIELD, "WO-1980")
    wait_calls(ctx, "start_work", start, "the page made no start_work call")
    last = calls(ctx, "start_work", start)[-1]
    reads_after(ctx, last, ["list_work_orders"])


def bulk_nothing(ctx):
    _resume_behind(ctx, "WO-1992")
    _resume_behind(ctx, "WO-1980")
    _reload(ctx)
    _text(ctx, "Nothing on hold", HELD)
    start = _bulk(ctx)
    _text(ctx, "Nothing to resume")
    no_writes(ctx, start, "Resume all ready with nothing on hold")
