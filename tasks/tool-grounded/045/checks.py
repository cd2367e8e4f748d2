"""Checks for the end-of-day no-show desk that the vocabulary cannot state alone.

Every expectation is computed from ``ctx.runtime_state`` (the live system, or the requirement's own
copy of it), so a check holds on whatever state its turn starts from. Every check that writes, or that
lets another desk act behind the app, is ``isolated``: the contract never changes the live state, and
each carried check sees the fixture again. Another desk acts behind the app only before the click that
makes the page write (a guest checked in elsewhere, a room re-assigned, a payment taken at another desk)
or before a fresh load. Tool-log helpers come from tasks/_lib/toollog.py, row and text helpers from
tasks/_lib/tables.py.
"""

from __future__ import annotations

import re
import runpy
from datetime import date, datetime, timedelta
from decimal import Decimal
from pathlib import Path

_LIB = Path(__file__).parents[2] / "_lib"
_LOG = runpy.run_path(str(_LIB / "toollog.py"))
mark = _LOG["mark"]
calls = _LOG["calls"]
writes = _LOG["writes"]
show = _LOG["show"]
arg = _LOG["arg"]
error = _LOG["error"]
index = _LOG["index"]
wait_calls = _LOG["wait_calls"]
one_write = _LOG["one_write"]
no_calls = _LOG["no_calls"]
no_writes = _LOG["no_writes"]
expect_writes = _LOG["expect_writes"]
fresh_token = _LOG["fresh_token"]
reads_after = _LOG["reads_after"]

_TAB = runpy.run_path(str(_LIB / "tables.py"))
exact = _TAB["exact"]
row = _TAB["row"]
cell = _TAB["cell"]
cell_matches = _TAB["cell_matches"]
row_gone = _TAB["row_gone"]
see = _TAB["see"]
absent = _TAB["absent"]

STILL = {"section": "Still to arrive"}
SUMMARY = {"section": "Night summary"}
ROOMS = {"section": "Rooms tonight"}
CENT = Decimal("0.01")
WAIVE = "No-show fee waived: not guaranteed"
HOUSEKEEPING = {"dirty": "dirty", "clean": "clean", "inspected": "inspected", "out_of_order": "out of order"}


# --- state ------------------------------------------------------------------------------------
def _state(ctx) -> dict:
    return ctx.runtime_state


def _bd(ctx) -> str:
    return _state(ctx)["business_date"]


def _time(ctx) -> str:
    """The system clock's hours and minutes, as the page shows them."""
    return _state(ctx)["clock"][11:16]


def _later(hhmm: str, minutes: int = 1) -> str:
    t = datetime(2000, 1, 1, int(hhmm[:2]), int(hhmm[3:])) + timedelta(minutes=minutes)
    return t.strftime("%H:%M")


def _res(ctx, rid: str) -> dict:
    return _state(ctx)["reservations"][rid]


def _plan(ctx, r: dict) -> dict:
    return _state(ctx)["rate_plans"][r["rate_plan"]]


def _nights(r: dict) -> int:
    return (date.fromisoformat(r["departure"]) - date.fromisoformat(r["arrival"])).days


def _dec(x) -> Decimal:
    return Decimal(str(x))


def _money(value) -> str:
    v = _dec(value).quantize(CENT)
    text = f"${abs(v):,.2f}"
    return f"-{text}" if v < 0 else text


def _fee(ctx, r: dict) -> Decimal:
    return _dec(r["nightly_rate"]) * min(_plan(ctx, r)["no_show_nights"], _nights(r))


def _guaranteed(ctx, r: dict) -> bool:
    return _plan(ctx, r)["name"] != "Flexible"


def _arrivals(ctx) -> list[dict]:
    bd = _bd(ctx)
    rows = [r for r in _state(ctx)["reservations"].values() if r["status"] == "booked" and r["arrival"] <= bd]
    return sorted(rows, key=lambda r: (r["arrival"], r["id"]))


def _balance(r: dict) -> Decimal:
    total = Decimal(0)
    for ln in r.get("folio") or []:
        if ln["kind"] == "charge" and not ln.get("voided"):
            total += _dec(ln["amount"])
        elif ln["kind"] == "refund":
            total += _dec(ln["amount"])
        elif ln["kind"] == "payment":
            total -= _dec(ln["amount"])
    return total


def _fee_line(ctx, rid: str) -> dict:
    lines = [ln for ln in _res(ctx, rid)["folio"] if ln.get("category") == "no_show_fee"]
    assert lines, f"{rid} has no no-show fee line in the system"
    return lines[-1]


def _free_tonight(ctx) -> list[tuple[str, int]]:
    """(room type name, rooms available for the business date's night), in the system's order (by code)."""
    st = _state(ctx)
    night = st["business_date"]
    out = []
    for code in sorted(st["room_types"]):
        service = sum(1 for rm in st["rooms"].values() if rm["room_type"] == code and rm["housekeeping"] != "out_of_order")
        reserved = sum(1 for r in st["reservations"].values()
                       if r["room_type"] == code and r["status"] in ("booked", "in_house")
                       and r["arrival"] <= night < r["departure"])
        out.append((st["room_types"][code]["name"], service - reserved))
    return out


# --- behind the app ---------------------------------------------------------------------------
def _token(ctx, rid: str) -> str:
    return ctx.behind_the_app("get_reservation", {"reservation_id": rid})["evidence_token"]


def _b_no_show(ctx, rid: str) -> None:
    ctx.behind_the_app("mark_no_show", {"reservation_id": rid, "evidence_token": _token(ctx, rid)})


def _b_room(ctx, room: str, status: str) -> None:
    tok = ctx.behind_the_app("get_room", {"room": room})["evidence_token"]
    ctx.behind_the_app("set_housekeeping_status", {"room": room, "status": status, "evidence_token": tok})


def _b_pay(ctx, rid: str, amount: float, method: str = "cash") -> None:
    ctx.behind_the_app("record_payment", {"reservation_id": rid, "amount": amount, "method": method})


# --- page -------------------------------------------------------------------------------------
def _open(ctx) -> None:
    ctx.expect({"open": "/"})


def _count_line(n: int) -> str:
    return "1 still to arrive" if n == 1 else f"{n} still to arrive"


def _see_re(ctx, regex: str, within: dict | None = None) -> None:
    step: dict = {"regex": regex}
    if within is not None:
        step["within"] = within
    ctx.expect({"expect_text": step})


def _absent_re(ctx, regex: str, within: dict | None = None) -> None:
    step: dict = {"regex": regex, "absent": True}
    if within is not None:
        step["within"] = within
    ctx.expect({"expect_text": step})


def _line(text: str) -> str:
    """A regex for ``text`` shown as a whole figure (no digit right after it)."""
    return rf"{re.escape(text)}(?!\d)"


def _wait_rows(ctx) -> None:
    """"Still to arrive" lists the system's booked arrivals now, in order."""
    rows = _arrivals(ctx)
    if rows:
        ctx.expect({"expect_list": {"target": {"column": "Reservation", "within": STILL},
                                    "texts": [r["id"] for r in rows], "whole": True}})
    else:
        see(ctx, "Everyone has arrived", STILL)


def _cutoff(ctx, value: str) -> None:
    ctx.expect({"fill": {"field": "Cut-off", "within": STILL, "value": value}})


def _click_mark(ctx, rid: str, cutoff: str | None = None) -> int:
    if cutoff is not None:
        _cutoff(ctx, cutoff)
    start = mark(ctx)
    ctx.expect({"click": {"control": "Mark no-show", "exact": True, "within": row(STILL, rid)}})
    return start


def _marked(ctx, start: int, rid: str):
    """The page's accepted mark_no_show of ``rid`` since ``start``."""
    call = one_write(ctx, start, "mark_no_show")
    assert arg(call, "reservation_id") == rid, f"the page marked {show([call])}, wanted {rid}"
    assert call.ok, f"the system refused the no-show of {rid}: {error(call)}"
    return call


def _mark(ctx, rid: str, cutoff: str | None = "00:00"):
    """Mark ``rid`` (typing ``cutoff`` first when given) and wait until the page has read the list again."""
    start = _click_mark(ctx, rid, cutoff)
    call = _marked(ctx, start, rid)
    row_gone(ctx, STILL, rid, "Reservation")
    return call


def _posted_message(ctx, rid: str, tail: str = "") -> str:
    fee = _fee_line(ctx, rid)
    word = "waived" if fee.get("voided") else "posted"
    return f"{rid} marked as a no-show; fee {_money(fee['amount'])} {word}{tail}"


def _click_charge(ctx, rid: str) -> int:
    start = mark(ctx)
    ctx.expect({"click": {"control": "Charge card", "exact": True, "within": {"item": rid, "within": SUMMARY}}})
    return start


# ==============================================================================================
# turn 1
# ==============================================================================================
def header_clock(ctx):
    """Under the heading: the business date and the system clock's hours and minutes."""
    bd, hhmm = f"Business date: {_bd(ctx)}", f"System time: {_time(ctx)}"
    ctx.expect({"expect_text": {"text": bd}}, {"expect_text": {"text": hhmm}},
               {"expect_order": {"texts": ["No-show desk", bd]}})


def money_format(ctx):
    """Fees with a dollar sign and two decimals; "Fees at stake" above $999.99 with a thousands comma."""
    for r in _arrivals(ctx):
        if _guaranteed(ctx, r):
            cell(ctx, STILL, r["id"], "Fee", _money(_fee(ctx, r)))
    _see_re(ctx, r"Fees at stake: \$\d{1,3}(,\d{3})*\.\d{2}(?![\d,])", SUMMARY)


def still_rows(ctx):
    """Every booked reservation due on or before the business date, by arrival date then id; nobody due later."""
    _wait_rows(ctx)
    bd = _bd(ctx)
    for r in _state(ctx)["reservations"].values():
        if r["status"] == "booked" and r["arrival"] > bd:
            absent(ctx, r["id"], STILL)
        if r["status"] != "booked" and r["arrival"] <= bd:
            absent(ctx, r["id"], STILL)


def still_cells(ctx):
    """Guest, the rate plan's name and the assigned room ("None" without one) under their columns."""
    for r in _arrivals(ctx):
        cell(ctx, STILL, r["id"], "Guest", r["guest_name"])
        cell(ctx, STILL, r["id"], "Plan", _plan(ctx, r)["name"])
        cell(ctx, STILL, r["id"], "Room", r["room"] or "None")


def overdue_word(ctx):
    """"Overdue" after the date only when the arrival date is before the business date."""
    bd = _bd(ctx)
    rows = _arrivals(ctx)
    assert any(r["arrival"] < bd for r in rows) and any(r["arrival"] == bd for r in rows), \
        "the check needs an overdue and a due-today arrival"
    for r in rows:
        if r["arrival"] < bd:
            cell_matches(ctx, STILL, r["id"], "Arrival", rf"^\s*{re.escape(r['arrival'])}\W*Overdue\W*$")
        else:
            cell(ctx, STILL, r["id"], "Arrival", r["arrival"])


def fee_column(ctx):
    """Guaranteed bookings' fees: the plan's no-show nights capped at the stay's nights, times the rate."""
    for r in _arrivals(ctx):
        if _guaranteed(ctx, r):
            cell(ctx, STILL, r["id"], "Fee", _money(_fee(ctx, r)))


def fee_flexible(ctx):
    """The Flexible bookings' fees, worked out the same way."""
    for r in _arrivals(ctx):
        if not _guaranteed(ctx, r):
            cell(ctx, STILL, r["id"], "Fee", _money(_fee(ctx, r)))


def still_count(ctx):
    """"7 still to arrive"; "1 still to arrive" for one; "Everyone has arrived" instead of the table."""
    rows = _arrivals(ctx)
    _see_re(ctx, rf"(?<!\d){re.escape(_count_line(len(rows)))}", STILL)
    for r in rows[:-1]:
        _b_no_show(ctx, r["id"])
    _open(ctx)
    _wait_rows(ctx)
    _see_re(ctx, r"(?<!\d)1 still to arrive", STILL)
    _b_no_show(ctx, rows[-1]["id"])
    _open(ctx)
    see(ctx, "Everyone has arrived", STILL)
    ctx.expect({"expect_count": {"target": {"column": "Reservation", "within": STILL}, "count": 0}})
    absent(ctx, rows[-1]["id"], STILL)


def fees_at_stake(ctx):
    """"Fees at stake" is the sum of the Fee column, "$0.00" with nobody left."""
    total = sum((_fee(ctx, r) for r in _arrivals(ctx)), Decimal(0))
    _see_re(ctx, _line(f"Fees at stake: {_money(total)}"), SUMMARY)
    _b_no_show(ctx, "RS-7014")
    _open(ctx)
    _wait_rows(ctx)
    total = sum((_fee(ctx, r) for r in _arrivals(ctx)), Decimal(0))
    _see_re(ctx, _line(f"Fees at stake: {_money(total)}"), SUMMARY)
    for r in _arrivals(ctx):
        _b_no_show(ctx, r["id"])
    _open(ctx)
    see(ctx, "Everyone has arrived", STILL)
    _see_re(ctx, _line("Fees at stake: $0.00"), SUMMARY)


def reload_rereads(ctx):
    """Another desk marks the overdue guest: Reload reads the clock and the list again."""
    _wait_rows(ctx)
    overdue = next(r for r in _arrivals(ctx) if r["arrival"] < _bd(ctx))
    _b_no_show(ctx, overdue["id"])
    start = mark(ctx)
    ctx.expect({"click": {"control": "Reload", "exact": True}})
    wait_calls(ctx, "get_property_info", start, "Reload did not read the business date and clock again")
    wait_calls(ctx, "list_reservations", start, "Reload did not read the reservations again")
    row_gone(ctx, STILL, overdue["id"], "Reservation")
    _wait_rows(ctx)
    _see_re(ctx, rf"(?<!\d){re.escape(_count_line(len(_arrivals(ctx))))}", STILL)
    see(ctx, f"System time: {_time(ctx)}")


# ==============================================================================================
# turn 2
# ==============================================================================================
def cutoff_field(ctx):
    """A text box "Cut-off" in "Still to arrive", starting on 18:00, above the table."""
    ctx.expect({"expect_value": {"target": {"field": "Cut-off", "within": STILL}, "value": "18:00"}})


def mark_buttons(ctx):
    """Every row of "Still to arrive" has a "Mark no-show" button."""
    rows = _arrivals(ctx)
    for r in rows:
        ctx.expect({"expect_visible": {"control": "Mark no-show", "exact": True, "within": row(STILL, r["id"])}})
    ctx.expect({"expect_count": {"target": {"control": "Mark no-show", "exact": True, "within": STILL},
                                 "count": len(rows)}})


def cutoff_format(ctx):
    """A cut-off not written HH:MM (00-23, 00-59) shows the hint and calls nothing, even for an overdue guest."""
    overdue = next(r for r in _arrivals(ctx) if r["arrival"] < _bd(ctx))["id"]
    for bad in ("24:00", "7:30", "18:60", "1800", " 18:5 "):
        start = _click_mark(ctx, overdue, bad)
        see(ctx, "Write the cut-off like 18:00")
        no_calls(ctx, start, f"the cut-off {bad!r} is not a time like 18:00")
    start = _click_mark(ctx, "RS-7013", " 23:59 ")
    see(ctx, "RS-7013 is due today; wait until 23:59")
    no_writes(ctx, start, "RS-7013 is due today and the cut-off 23:59 has not come")
    start = _click_mark(ctx, "RS-7013", "00:00")
    _marked(ctx, start, "RS-7013")


def cutoff_wait(ctx):
    """Due today: one minute before the cut-off is refused by the page; at the cut-off itself it marks."""
    now = _time(ctx)
    start = _click_mark(ctx, "RS-7013", _later(now))
    see(ctx, f"RS-7013 is due today; wait until {_later(now)}")
    wait_calls(ctx, "get_property_info", start, "the page did not read the business date and clock again")
    made = calls(ctx, since=start)
    others = [c for c in made if c.name != "get_property_info"]
    assert not others, f"before the cut-off the page may only read the clock; it called {show(made)}"
    start = _click_mark(ctx, "RS-7013", f"  {now} ")
    _marked(ctx, start, "RS-7013")


def cutoff_fresh_clock(ctx):
    """The clock is read again at the click: after another desk's write the new minute counts."""
    _wait_rows(ctx)
    _b_room(ctx, "102", "clean")
    now = _time(ctx)
    start = _click_mark(ctx, "RS-7012", now)
    call = _marked(ctx, start, "RS-7012")
    before = [c for c in calls(ctx, "get_property_info", start) if index(ctx, c) < index(ctx, call)]
    assert before, "the page did not read the business date and clock again before marking"


def overdue_any_time(ctx):
    """The overdue guest is marked with the cut-off as it opens (18:00, long after the system time)."""
    overdue = next(r for r in _arrivals(ctx) if r["arrival"] < _bd(ctx))["id"]
    start = _click_mark(ctx, overdue)
    _marked(ctx, start, overdue)


def mark_sends(ctx):
    """Marking reads the reservation again and marks it with that fresh evidence token."""
    start = _click_mark(ctx, "RS-7014", "00:00")
    call = _marked(ctx, start, "RS-7014")
    fresh_token(ctx, start, call, "get_reservation", "reservation_id")


def mark_readback(ctx):
    """After marking, the reservation is read back and the posted fee shown."""
    start = _click_mark(ctx, "RS-7011", "00:00")
    call = _marked(ctx, start, "RS-7011")
    reads_after(ctx, call, ["get_reservation"])
    see(ctx, _posted_message(ctx, "RS-7011"))


def mark_refreshes(ctx):
    """After marking, the list and the clock are read again: the row leaves, the count and time follow."""
    start = _click_mark(ctx, "RS-7014", "00:00")
    call = _marked(ctx, start, "RS-7014")
    reads_after(ctx, call, ["list_reservations", "get_property_info"])
    row_gone(ctx, STILL, "RS-7014", "Reservation")
    _wait_rows(ctx)
    _see_re(ctx, rf"(?<!\d){re.escape(_count_line(len(_arrivals(ctx))))}", STILL)
    see(ctx, f"System time: {_time(ctx)}")


def mark_refused(ctx):
    """The guest checked in at another desk: the refusal is shown and the list read again."""
    _wait_rows(ctx)
    ctx.behind_the_app("check_in", {"reservation_id": "RS-7010", "evidence_token": _token(ctx, "RS-7010")})
    start = _click_mark(ctx, "RS-7010", "00:00")
    wait_calls(ctx, "mark_no_show", start, "the page did not ask the system to mark RS-7010")
    refused = calls(ctx, "mark_no_show", start, ok=False)
    assert refused, f"the system should have refused; the page called {show(calls(ctx, since=start))}"
    see(ctx, f"Refused: {error(refused[-1])}")
    reads_after(ctx, refused[-1], ["list_reservations"])
    row_gone(ctx, STILL, "RS-7010", "Reservation")
    absent(ctx, "RS-7010", SUMMARY)


def summary_list(ctx):
    """Tonight's no-shows, oldest first, each "RS-7014 · Dario Fenn · $467.52" with the fee posted."""
    absent(ctx, "RS-7014", SUMMARY)
    _mark(ctx, "RS-7014")
    _mark(ctx, "RS-7011")
    first = f"RS-7014 · Dario Fenn · {_money(_fee_line(ctx, 'RS-7014')['amount'])}"
    second = f"RS-7011 · Annelise Varga · {_money(_fee_line(ctx, 'RS-7011')['amount'])}"
    ctx.expect({"expect_text": {"regex": _line(first), "within": SUMMARY}},
               {"expect_text": {"regex": _line(second), "within": SUMMARY}},
               {"expect_order": {"texts": [first, second], "within": SUMMARY}})


def summary_totals(ctx):
    """"Marked tonight: 0 · Fees posted: $0.00", then the count and sum of the fees posted."""
    _see_re(ctx, _line("Marked tonight: 0 · Fees posted: $0.00"), SUMMARY)
    _mark(ctx, "RS-7014")
    _mark(ctx, "RS-7011")
    total = _dec(_fee_line(ctx, "RS-7014")["amount"]) + _dec(_fee_line(ctx, "RS-7011")["amount"])
    _see_re(ctx, _line(f"Marked tonight: 2 · Fees posted: {_money(total)}"), SUMMARY)


# ==============================================================================================
# turn 3
# ==============================================================================================
def guarantee_column(ctx):
    """Guarantee reads "Not guaranteed" for the Flexible plan, "Guaranteed" for the others."""
    for r in _arrivals(ctx):
        cell(ctx, STILL, r["id"], "Guarantee", "Guaranteed" if _guaranteed(ctx, r) else "Not guaranteed")


def fee_waived(ctx):
    """The Fee of a booking that is not guaranteed reads "Waived"."""
    for r in _arrivals(ctx):
        if not _guaranteed(ctx, r):
            cell(ctx, STILL, r["id"], "Fee", "Waived")


def fees_at_stake_guaranteed(ctx):
    """"Fees at stake" adds up the guaranteed bookings' fees only, and follows the list."""

    def total() -> str:
        s = sum((_fee(ctx, r) for r in _arrivals(ctx) if _guaranteed(ctx, r)), Decimal(0))
        return _line(f"Fees at stake: {_money(s)}")

    _see_re(ctx, total(), SUMMARY)
    _b_no_show(ctx, "RS-7015")
    _b_no_show(ctx, "RS-7016")
    _open(ctx)
    _wait_rows(ctx)
    _see_re(ctx, total(), SUMMARY)


def waive_void(ctx):
    """A Flexible no-show: mark, read back, void the no-show fee line with the pinned reason and that token."""
    overdue = next(r for r in _arrivals(ctx) if r["arrival"] < _bd(ctx) and not _guaranteed(ctx, r))["id"]
    start = _click_mark(ctx, overdue)
    wait_calls(ctx, "void_charge", start, f"the page did not void {overdue}'s no-show fee")
    fee = _fee_line(ctx, overdue)
    made = expect_writes(ctx, start, [("mark_no_show", {"reservation_id": overdue}),
                                      ("void_charge", {"reservation_id": overdue, "line_id": fee["id"],
                                                       "reason": WAIVE})],
                         "a no-show that is not guaranteed is marked, then its fee voided")
    assert all(c.ok for c in made), f"the system refused: {show(made)}"
    fresh_token(ctx, index(ctx, made[0]) + 1, made[1], "get_reservation", "reservation_id")


def waive_readback(ctx):
    """After the void the reservation is read again and the waived fee shown."""
    start = _click_mark(ctx, "RS-7010", "00:00")
    wait_calls(ctx, "void_charge", start, "the page did not void RS-7010's no-show fee")
    void = calls(ctx, "void_charge", start)[-1]
    assert void.ok, f"the system refused the void: {error(void)}"
    reads_after(ctx, void, ["get_reservation"])
    fee = _fee_line(ctx, "RS-7010")
    assert fee.get("voided") and fee.get("void_reason") == WAIVE, f"RS-7010's no-show fee is not waived: {fee}"
    see(ctx, f"RS-7010 marked as a no-show; fee {_money(fee['amount'])} waived")
    absent(ctx, f"fee {_money(fee['amount'])} posted")


def guaranteed_kept(ctx):
    """A guaranteed no-show keeps its fee: nothing voided, the "posted" message."""
    start = _click_mark(ctx, "RS-7015", "00:00")
    _marked(ctx, start, "RS-7015")
    see(ctx, _posted_message(ctx, "RS-7015"))
    assert not calls(ctx, "void_charge", start), f"a guaranteed fee was voided: {show(calls(ctx, since=start))}"
    assert not _fee_line(ctx, "RS-7015").get("voided"), "RS-7015's no-show fee was voided"


def summary_waived(ctx):
    """A waived no-show is listed with "waived" after its fee; a kept one without."""
    _mark(ctx, "RS-7016", None)
    _mark(ctx, "RS-7011")
    waived = f"RS-7016 · Felix Morrow · {_money(_fee_line(ctx, 'RS-7016')['amount'])} waived"
    kept = f"RS-7011 · Annelise Varga · {_money(_fee_line(ctx, 'RS-7011')['amount'])}"
    see(ctx, waived, SUMMARY)
    see(ctx, kept, SUMMARY)
    ctx.expect({"expect_text": {"text": "waived", "absent": True, "within": {"item": "RS-7011", "within": SUMMARY}}})


def summary_totals_waived(ctx):
    """"… · Waived: $0.00" at first; then Fees posted counts only kept fees and Waived the waived ones."""
    _see_re(ctx, _line("Marked tonight: 0 · Fees posted: $0.00 · Waived: $0.00"), SUMMARY)
    _mark(ctx, "RS-7016", None)
    _mark(ctx, "RS-7011")
    kept = _money(_fee_line(ctx, "RS-7011")["amount"])
    gone = _money(_fee_line(ctx, "RS-7016")["amount"])
    _see_re(ctx, _line(f"Marked tonight: 2 · Fees posted: {kept} · Waived: {gone}"), SUMMARY)


# ==============================================================================================
# turn 4
# ==============================================================================================
def _wait_free(ctx) -> None:
    rows = _free_tonight(ctx)
    ctx.expect({"expect_list": {"target": {"column": "Room type", "within": ROOMS},
                                "texts": [name for name, _ in rows], "whole": True}})
    for name, n in rows:
        cell(ctx, ROOMS, name, "Free tonight", str(n))


def rooms_table(ctx):
    """A row per room type in the system's order, with tonight's live availability (not the cached export)."""
    _wait_free(ctx)


def rooms_live(ctx):
    """A room taken out of order: the live figure goes negative; the cached summary is never read."""
    _b_room(ctx, "201", "out_of_order")
    start = mark(ctx)
    _open(ctx)
    _wait_free(ctx)
    bd = _bd(ctx)
    for code in sorted(_state(ctx)["room_types"]):
        asked = [c for c in calls(ctx, "check_availability", start, ok=True)
                 if arg(c, "room_type") == code and arg(c, "arrival")[:10] <= bd < arg(c, "departure")[:10]]
        assert asked, f"the page did not read the live availability of {code} for the night of {bd}"
    cached = calls(ctx, "get_availability_summary_cached")
    assert not cached, "the page read the cached overnight summary"


def rooms_after_mark(ctx):
    """After an accepted no-show the live availability is read again and shows the freed room."""
    start = _click_mark(ctx, "RS-7010", "00:00")
    call = _marked(ctx, start, "RS-7010")
    reads_after(ctx, call, ["check_availability"])
    _wait_free(ctx)


def rooms_reload(ctx):
    """Another desk marks a no-show: Reload reads the availability again."""
    _wait_free(ctx)
    _b_no_show(ctx, "RS-7015")
    start = mark(ctx)
    ctx.expect({"click": {"control": "Reload", "exact": True}})
    wait_calls(ctx, "check_availability", start, "Reload did not read the availability again")
    _wait_free(ctx)


def released_message(ctx):
    """The room assigned before marking is read afterwards and named with its housekeeping status."""
    start = _click_mark(ctx, "RS-7010", "00:00")
    call = _marked(ctx, start, "RS-7010")
    wait_calls(ctx, "get_room", start, "the page did not read the released room")
    rooms = [c for c in calls(ctx, "get_room", start) if index(ctx, c) > index(ctx, call)]
    assert any(arg(c, "room") == "101" for c in rooms), f"room 101 was not read after marking: {show(rooms)}"
    hk = HOUSEKEEPING[_state(ctx)["rooms"]["101"]["housekeeping"]]
    see(ctx, _posted_message(ctx, "RS-7010", f" · room 101 released ({hk})"))


def released_words(ctx):
    """"out of order" and "dirty" written as words; a booking without a room releases none."""
    for rid in ("RS-7011", "RS-7014"):
        room = _res(ctx, rid)["room"]
        _mark(ctx, rid)
        hk = HOUSEKEEPING[_state(ctx)["rooms"][room]["housekeeping"]]
        see(ctx, _posted_message(ctx, rid, f" · room {room} released ({hk})"))
    _mark(ctx, "RS-7013")
    see(ctx, _posted_message(ctx, "RS-7013"))
    _absent_re(ctx, re.escape(_posted_message(ctx, "RS-7013")) + r"\s*·\s*room")


def released_before_mark(ctx):
    """The room as the system reports it just before marking: re-assigned at another desk after the page loaded."""
    _wait_rows(ctx)
    ctx.behind_the_app("assign_room", {"reservation_id": "RS-7012", "room": "204",
                                       "evidence_token": _token(ctx, "RS-7012")})
    _mark(ctx, "RS-7012")
    hk = HOUSEKEEPING[_state(ctx)["rooms"]["204"]["housekeeping"]]
    see(ctx, _posted_message(ctx, "RS-7012", f" · room 204 released ({hk})"))


def rooms_released_line(ctx):
    """"Rooms released: none", then the released rooms in the order released (102 before 101)."""
    see(ctx, "Rooms released: none", SUMMARY)
    _mark(ctx, "RS-7013")
    see(ctx, "Rooms released: none", SUMMARY)
    _mark(ctx, "RS-7014")
    _see_re(ctx, r"Rooms released: 102(?![\d,])", SUMMARY)
    _mark(ctx, "RS-7010")
    _see_re(ctx, r"Rooms released: 102, 101(?![\d,])", SUMMARY)


# ==============================================================================================
# turn 5
# ==============================================================================================
def charge_buttons(ctx):
    """"Charge card" on a listed no-show whose fee was kept, not on a waived one."""
    _mark(ctx, "RS-7015")
    _mark(ctx, "RS-7016", None)
    ctx.expect({"expect_visible": {"control": "Charge card", "exact": True,
                                   "within": {"item": "RS-7015", "within": SUMMARY}}},
               {"expect_count": {"target": {"control": "Charge card", "exact": True,
                                            "within": {"item": "RS-7016", "within": SUMMARY}}, "count": 0}},
               {"expect_count": {"target": {"control": "Charge card", "exact": True, "within": SUMMARY},
                                 "count": 1}})


def charge_pays(ctx):
    """"Charge card" reads the reservation again and records one card payment of exactly its balance."""
    _mark(ctx, "RS-7015")
    due = _balance(_res(ctx, "RS-7015"))
    start = _click_charge(ctx, "RS-7015")
    wait_calls(ctx, "record_payment", start, "Charge card recorded no payment")
    made = writes(ctx, start)
    assert len(made) == 1 and made[0].name == "record_payment" and arg(made[0], "reservation_id") == "RS-7015" \
        and arg(made[0], "method") == "card" and _dec(made[0].args.get("amount")) == due, \
        f"wanted one card payment of {due} on RS-7015; the page wrote {show(made)}"
    reads = [c for c in calls(ctx, "get_reservation", start, ok=True)
             if arg(c, "reservation_id") == "RS-7015" and index(ctx, c) < index(ctx, made[0])]
    assert reads, "Charge card did not read the reservation again before paying"


def charge_message(ctx):
    """After the payment the reservation is read back: "Collected $386.82 by card from RS-7015; balance $0.00"."""
    _mark(ctx, "RS-7015")
    start = _click_charge(ctx, "RS-7015")
    pay = one_write(ctx, start, "record_payment")
    assert pay.ok, f"the payment was refused: {error(pay)}"
    reads_after(ctx, pay, ["get_reservation"])
    paid = (pay.result or {}).get("line", {}).get("amount")
    bal = _balance(_res(ctx, "RS-7015"))
    see(ctx, f"Collected {_money(paid)} by card from RS-7015; balance {_money(bal)}")


def charge_fresh_balance(ctx):
    """Part paid at another desk after the page marked it: only what is still due is charged and shown."""
    _mark(ctx, "RS-7014")
    _b_pay(ctx, "RS-7014", 100.0)
    due = _balance(_res(ctx, "RS-7014"))
    start = _click_charge(ctx, "RS-7014")
    pay = one_write(ctx, start, "record_payment")
    assert pay.ok and _dec(pay.args.get("amount")) == due, \
        f"wanted a card payment of {due} (the balance now); the page wrote {show([pay])}"
    see(ctx, f"Collected {_money(due)} by card from RS-7014; balance $0.00")


def nothing_due(ctx):
    """Paid in full at another desk: "Nothing due on RS-7011" and no payment."""
    _mark(ctx, "RS-7011")
    _b_pay(ctx, "RS-7011", float(_balance(_res(ctx, "RS-7011"))))
    start = _click_charge(ctx, "RS-7011")
    see(ctx, "Nothing due on RS-7011")
    wait_calls(ctx, "get_reservation", start, "Charge card did not read the reservation again")
    no_writes(ctx, start, "nothing is due on RS-7011")


def collected_entry(ctx):
    """A collected no-show reads "… $386.82 collected" and keeps no "Charge card" button."""
    _mark(ctx, "RS-7015")
    start = _click_charge(ctx, "RS-7015")
    pay = one_write(ctx, start, "record_payment")
    paid = _money(pay.args.get("amount"))
    see(ctx, f"RS-7015 · Eun-ji Park · {paid} collected", SUMMARY)
    ctx.expect({"expect_count": {"target": {"control": "Charge card", "exact": True,
                                            "within": {"item": "RS-7015", "within": SUMMARY}}, "count": 0}})


def collected_total(ctx):
    """The totals line ends with " · Collected: $0.00", then the sum of the payments recorded."""
    _see_re(ctx, _line("Marked tonight: 0 · Fees posted: $0.00 · Waived: $0.00 · Collected: $0.00"), SUMMARY)
    _mark(ctx, "RS-7015")
    _mark(ctx, "RS-7014")
    _b_pay(ctx, "RS-7014", 67.52)
    _click_charge(ctx, "RS-7015")
    see(ctx, "Collected $386.82 by card from RS-7015")
    _click_charge(ctx, "RS-7014")
    see(ctx, "Collected $400.00 by card from RS-7014")
    posted = _money(_dec(_fee_line(ctx, "RS-7015")["amount"]) + _dec(_fee_line(ctx, "RS-7014")["amount"]))
    _see_re(ctx, _line(f"Marked tonight: 2 · Fees posted: {posted} · Waived: $0.00 · Collected: $786.82"), SUMMARY)
