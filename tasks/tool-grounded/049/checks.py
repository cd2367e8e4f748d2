"""Checks for the arrival deposit desk that the vocabulary cannot state alone.

Every expectation is computed from ``ctx.runtime_state`` (the live system, or the requirement's own
copy of it), so a check holds on whatever state its turn starts from. Every check that writes, or that
lets another desk act behind the app, is ``isolated``: the contract never changes the live state, and
each carried check sees the fixture again. Another desk acts behind the app only before a fresh load or
before the click that makes the page write (a guest checked in or paid at the next window, a booking
cancelled or marked as a no-show elsewhere, a room that housekeeping has not finished). Tool-log helpers
come from tasks/_lib/toollog.py, row and text helpers from tasks/_lib/tables.py.
"""

from __future__ import annotations

import re
import runpy
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
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
row_gone = _TAB["row_gone"]
row_shown = _TAB["row_shown"]
see = _TAB["see"]
absent = _TAB["absent"]

ARR = {"section": "Arrivals"}
OWING = {"section": "Still owing"}
TAK = {"section": "Shift takings"}
CENT = Decimal("0.01")
ACTIVE = ("booked", "in_house")


# --- the system, as the checks read it ----------------------------------------------------------
def _state(ctx) -> dict:
    return ctx.runtime_state


def _bd(ctx) -> str:
    return _state(ctx)["business_date"]


def _end(ctx) -> str:
    return (date.fromisoformat(_bd(ctx)) + timedelta(days=3)).isoformat()


def _res(ctx, rid: str) -> dict:
    return _state(ctx)["reservations"][rid]


def _dec(x) -> Decimal:
    return Decimal(str(x))


def _money(value) -> str:
    v = _dec(value).quantize(CENT)
    text = f"${abs(v):,.2f}"
    return f"-{text}" if v < 0 else text


def _nights(r: dict) -> int:
    return (date.fromisoformat(r["departure"]) - date.fromisoformat(r["arrival"])).days


def _total(r: dict) -> Decimal:
    return _dec(r["nightly_rate"]) * _nights(r)


def _deposit(r: dict) -> Decimal:
    """One night; from 4 nights 30% of the stay, half up; raised to $100.00; capped at the stay total."""
    due = _dec(r["nightly_rate"])
    if _nights(r) >= 4:
        due = (_total(r) * Decimal(30) / Decimal(100)).quantize(CENT, rounding=ROUND_HALF_UP)
    due = max(due, Decimal("100.00"))
    return min(due, _total(r))


def _paid(r: dict) -> Decimal:
    return sum((_dec(ln["amount"]) for ln in r.get("folio") or [] if ln["kind"] == "payment"), Decimal(0))


def _owed(r: dict) -> Decimal:
    return max(Decimal(0), _deposit(r) - _paid(r))


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


def _arrivals(ctx) -> list[dict]:
    bd, end = _bd(ctx), _end(ctx)
    rows = [r for r in _state(ctx)["reservations"].values()
            if r["status"] in ACTIVE and bd <= r["arrival"] <= end]
    return sorted(rows, key=lambda r: (r["arrival"], r["id"]))


def _owing(ctx) -> list[dict]:
    rows = [r for r in _arrivals(ctx) if _owed(r) > 0]
    return sorted(rows, key=lambda r: (r["arrival"], -_owed(r), r["id"]))


def _entry(r: dict) -> str:
    return f"{r['id']} · {r['guest_name']} · {r['arrival']} · {_money(_owed(r))}"


def _last_payment(ctx, rid: str) -> dict:
    lines = [ln for ln in _res(ctx, rid)["folio"] if ln["kind"] == "payment"]
    assert lines, f"{rid} has no payment in the system"
    return lines[-1]


def _takings(ctx) -> dict[str, tuple[int, Decimal]]:
    bd = _bd(ctx)
    out = {"card": [0, Decimal(0)], "cash": [0, Decimal(0)]}
    for r in _arrivals(ctx):
        for ln in r.get("folio") or []:
            if ln["kind"] == "payment" and ln["posted_at"][:10] == bd:
                out[ln["method"]][0] += 1
                out[ln["method"]][1] += _dec(ln["amount"])
    return {k: (v[0], v[1]) for k, v in out.items()}


# --- another desk, behind the app ---------------------------------------------------------------
def _token(ctx, rid: str) -> str:
    return ctx.behind_the_app("get_reservation", {"reservation_id": rid})["evidence_token"]


def _b_check_in(ctx, rid: str) -> None:
    ctx.behind_the_app("check_in", {"reservation_id": rid, "evidence_token": _token(ctx, rid)})


def _b_pay(ctx, rid: str, amount: float, method: str = "cash") -> None:
    ctx.behind_the_app("record_payment", {"reservation_id": rid, "amount": amount, "method": method})


def _b_no_show(ctx, rid: str) -> None:
    ctx.behind_the_app("mark_no_show", {"reservation_id": rid, "evidence_token": _token(ctx, rid)})


def _b_cancel(ctx, rid: str) -> None:
    quote = ctx.behind_the_app("quote_cancellation", {"reservation_id": rid})
    ctx.behind_the_app("cancel_reservation", {"reservation_id": rid, "quote_token": quote["quote_token"]})


def _b_book(ctx, room_type: str, plan: str, arrival: str, departure: str) -> str:
    out = ctx.behind_the_app("create_reservation", {"guest_name": "Marit Olsen", "guests": 1, "room_type": room_type,
                                                    "rate_plan": plan, "arrival": arrival, "departure": departure})
    return out["reservation"]["id"]


def _b_room_dirty(ctx, room: str) -> None:
    tok = ctx.behind_the_app("get_room", {"room": room})["evidence_token"]
    ctx.behind_the_app("set_housekeeping_status", {"room": room, "status": "dirty", "evidence_token": tok})


def _day(ctx, n: int) -> str:
    return (date.fromisoformat(_bd(ctx)) + timedelta(days=n)).isoformat()


# --- the page -----------------------------------------------------------------------------------
def _open(ctx) -> None:
    ctx.expect({"open": "/"})


def _wait_rows(ctx) -> None:
    """Arrivals lists the system's arrivals now, in order."""
    ctx.expect({"expect_list": {"target": {"column": "Reservation", "within": ARR},
                                "texts": [r["id"] for r in _arrivals(ctx)], "whole": True}})


def _see_re(ctx, regex: str, within: dict | None = None) -> None:
    step: dict = {"regex": regex}
    if within is not None:
        step["within"] = within
    ctx.expect({"expect_text": step})


def _line(text: str) -> str:
    """A regex for ``text`` shown as a whole figure (no digit right before or after it)."""
    return rf"(?<![\d,.]){re.escape(text)}(?![\d,])"


def _method(ctx, option: str) -> None:
    ctx.expect({"select": {"field": "Method", "within": ARR, "option": option}})


def _amount(ctx, value: str) -> None:
    ctx.expect({"fill": {"field": "Amount", "within": ARR, "value": value}})


def _click_take(ctx, rid: str) -> int:
    start = mark(ctx)
    ctx.expect({"click": {"control": "Take deposit", "exact": True, "within": row(ARR, rid)}})
    return start


def _paid_call(ctx, start: int, rid: str):
    """The page's one accepted record_payment for ``rid`` since ``start``."""
    call = one_write(ctx, start, "record_payment")
    assert arg(call, "reservation_id") == rid, f"the page paid {show([call])}, wanted {rid}"
    assert call.ok, f"the system refused the payment on {rid}: {error(call)}"
    return call


def _amount_of(call) -> Decimal:
    return _dec(call.args.get("amount")).quantize(CENT)


def _taken_message(ctx, rid: str, method: str) -> str:
    ln = _last_payment(ctx, rid)
    return (f"Deposit of {_money(ln['amount'])} taken by {method} from {rid}; "
            f"balance {_money(_balance(_res(ctx, rid)))}")


def _take(ctx, rid: str, method: str = "card"):
    """Press Take deposit for ``rid``; wait for the payment and the message."""
    start = _click_take(ctx, rid)
    call = _paid_call(ctx, start, rid)
    see(ctx, _taken_message(ctx, rid, method))
    return start, call


def _readback(ctx, call, rid: str) -> None:
    """After ``call`` (a payment) the page reads ``rid`` again before it reads the arrivals again."""

    def probe() -> tuple[bool, str]:
        after = ctx.tool_calls[index(ctx, call) + 1:]
        for c in after:
            if c.kind != "tool":
                continue
            if c.name == "get_reservation" and c.ok and arg(c, "reservation_id") == rid:
                return True, ""
            if c.name == "list_reservations":
                return False, f"after {call.name} the page read the arrivals before reading {rid} back"
        return False, f"after {call.name} the page did not read {rid} back (get_reservation)"

    ctx.until(probe)


def _no_button(ctx, rid: str) -> None:
    ctx.expect({"expect_count": {"target": {"control": "Take deposit", "exact": True, "within": row(ARR, rid)},
                                 "count": 0}})


def _has_button(ctx, rid: str) -> None:
    ctx.expect({"expect_visible": {"control": "Take deposit", "exact": True, "within": row(ARR, rid)}})


def _takings_row(ctx, label: str, n: int, amount: Decimal) -> None:
    cell(ctx, TAK, label, "Payments", str(n))
    cell(ctx, TAK, label, "Amount", _money(amount))


def _takings_now(ctx) -> None:
    t = _takings(ctx)
    _takings_row(ctx, "Card", *t["card"])
    _takings_row(ctx, "Cash", *t["cash"])
    _takings_row(ctx, "Total", t["card"][0] + t["cash"][0], t["card"][1] + t["cash"][1])


# ================================================================================================
# turn 1
# ================================================================================================
def header_date(ctx):
    """Under the heading: "Business date: 2026-05-14", from the system."""
    text = f"Business date: {_bd(ctx)}"
    ctx.expect({"expect_text": {"text": text}}, {"expect_order": {"texts": ["Deposit desk", text]}})


def money_format(ctx):
    """Dollar sign, thousands comma, two decimals: a nine-night stay reads "$1,113.75"; $275.00 keeps its zeros."""
    rid = _b_book(ctx, "DBL", "WKND", _day(ctx, 3), _day(ctx, 12))
    _open(ctx)
    _wait_rows(ctx)
    cell(ctx, ARR, rid, "Stay total", _money(_total(_res(ctx, rid))))
    cell(ctx, ARR, "RS-7010", "Stay total", _money(_total(_res(ctx, "RS-7010"))))
    cell(ctx, ARR, "RS-7010", "Deposit due", _money(_deposit(_res(ctx, "RS-7010"))))


def arrivals_rows(ctx):
    """From the business date to three days after it, by arrival then id; nobody due the day before or after."""
    _wait_rows(ctx)
    bd, end = _bd(ctx), _end(ctx)
    for r in _state(ctx)["reservations"].values():
        if r["arrival"] < bd or r["arrival"] > end:
            absent(ctx, r["id"], ARR)


def arrivals_status(ctx):
    """Booked and in-house arrivals only: a guest checked in stays, a no-show and a cancellation leave."""
    _b_check_in(ctx, "RS-7010")
    _b_no_show(ctx, "RS-7013")
    _b_cancel(ctx, "RS-7021")
    _open(ctx)
    _wait_rows(ctx)
    row_shown(ctx, ARR, "RS-7010", "Reservation")
    for rid in ("RS-7013", "RS-7021", "RS-7032"):
        absent(ctx, rid, ARR)


def arrivals_cells(ctx):
    """Guest, Arrival (YYYY-MM-DD) and Nights under their columns."""
    for r in _arrivals(ctx):
        cell(ctx, ARR, r["id"], "Guest", r["guest_name"])
        cell(ctx, ARR, r["id"], "Arrival", r["arrival"])
        cell(ctx, ARR, r["id"], "Nights", str(_nights(r)))


def stay_total(ctx):
    """Stay total = locked nightly rate x nights, e.g. RS-7014 4 x $116.88 = $467.52."""
    for r in _arrivals(ctx):
        cell(ctx, ARR, r["id"], "Stay total", _money(_total(r)))


def _deposits(ctx, keep) -> None:
    rows = [r for r in _arrivals(ctx) if keep(r)]
    assert rows, "no arrival of the kind this check needs"
    for r in rows:
        cell(ctx, ARR, r["id"], "Deposit due", _money(_deposit(r)))


def deposit_one_night(ctx):
    """Stays of 1 to 3 nights at $100.00 a night or more: one night (RS-7012, 3 nights: $137.50)."""
    _deposits(ctx, lambda r: _nights(r) < 4 and _dec(r["nightly_rate"]) >= 100)


def deposit_long_stay(ctx):
    """4 nights or more: 30% of the stay (RS-7014 $140.26 of $467.52; RS-7025 $154.80)."""
    _deposits(ctx, lambda r: _nights(r) >= 4)


def deposit_floor(ctx):
    """A night under $100.00 is raised to $100.00 when the stay allows it (RS-7029, RS-7026, RS-7028)."""
    _deposits(ctx, lambda r: _dec(r["nightly_rate"]) < 100 and _total(r) >= 100)


def deposit_cap(ctx):
    """Never more than the stay: RS-7013, one night at $89.00, owes $89.00, not $100.00."""
    _deposits(ctx, lambda r: _total(r) < 100)


def deposit_half_up(ctx):
    """30% of $1,113.75 is $334.125: rounded half up, $334.13."""
    rid = _b_book(ctx, "DBL", "WKND", _day(ctx, 3), _day(ctx, 12))
    _open(ctx)
    _wait_rows(ctx)
    cell(ctx, ARR, rid, "Deposit due", _money(_deposit(_res(ctx, rid))))


def deposit_share_raised(ctx):
    """30% of a 4-night stay at $80.10 is $96.12: raised to $100.00 afterwards."""
    rid = _b_book(ctx, "SGL", "WKND", _day(ctx, 3), _day(ctx, 7))
    _open(ctx)
    _wait_rows(ctx)
    cell(ctx, ARR, rid, "Deposit due", _money(_deposit(_res(ctx, rid))))


def count_line(ctx):
    """Above the table: "13 arrivals from 2026-05-14 to 2026-05-17"."""
    rows = _arrivals(ctx)
    text = f"{len(rows)} arrivals from {_bd(ctx)} to {_end(ctx)}"
    _see_re(ctx, rf"(?<!\d){re.escape(text)}", ARR)
    ctx.expect({"expect_order": {"texts": [text, rows[0]["id"]], "within": ARR}})


def reload_rereads(ctx):
    """Another desk cancels RS-7021 and books a stay: Reload reads them, the rows and the count follow."""
    _wait_rows(ctx)
    _b_cancel(ctx, "RS-7021")
    rid = _b_book(ctx, "DBL", "WKND", _day(ctx, 3), _day(ctx, 5))
    start = mark(ctx)
    ctx.expect({"click": {"control": "Reload", "exact": True}})
    wait_calls(ctx, "list_reservations", start, "Reload did not read the reservations again")
    row_gone(ctx, ARR, "RS-7021", "Reservation")
    _wait_rows(ctx)
    cell(ctx, ARR, rid, "Deposit due", _money(_deposit(_res(ctx, rid))))
    text = f"{len(_arrivals(ctx))} arrivals from {_bd(ctx)} to {_end(ctx)}"
    _see_re(ctx, rf"(?<!\d){re.escape(text)}", ARR)


# ================================================================================================
# turn 2
# ================================================================================================
def method_choice(ctx):
    """A dropdown "Method" in Arrivals offering exactly Card and Cash, on Card at first."""
    target = {"field": "Method", "within": ARR}
    ctx.expect({"expect_options": {"target": target, "exactly": ["Card", "Cash"]}},
               {"expect_value": {"target": target, "value": "Card"}})


def take_buttons(ctx):
    """A "Take deposit" button on each booked row due today, and on no other row (RS-7010 checked in elsewhere)."""
    _b_check_in(ctx, "RS-7010")
    _open(ctx)
    _wait_rows(ctx)
    rows = _arrivals(ctx)
    today = [r for r in rows if r["arrival"] == _bd(ctx) and r["status"] == "booked"]
    for r in rows:
        if r in today:
            _has_button(ctx, r["id"])
        else:
            _no_button(ctx, r["id"])
    ctx.expect({"expect_count": {"target": {"control": "Take deposit", "exact": True, "within": ARR},
                                 "count": len(today)}})


def take_sends(ctx):
    """With the form as it opens: a fresh read, check_in with its token, then a card payment of the deposit."""
    r = _res(ctx, "RS-7010")
    start = _click_take(ctx, "RS-7010")
    _paid_call(ctx, start, "RS-7010")
    made = expect_writes(ctx, start, [("check_in", {"reservation_id": "RS-7010"}),
                                      ("record_payment", {"reservation_id": "RS-7010", "method": "card"})],
                         "Take deposit checks RS-7010 in, then records the deposit by card")
    assert made[0].ok, f"the system refused the check-in: {error(made[0])}"
    fresh_token(ctx, start, made[0], "get_reservation", "reservation_id")
    assert _amount_of(made[1]) == _deposit(r), f"the payment was {show([made[1]])}, wanted {_deposit(r)}"


def take_cash(ctx):
    """Cash chosen: RS-7015 pays $193.41 by cash, and the message says "by cash"."""
    r = _res(ctx, "RS-7015")
    _method(ctx, "Cash")
    start, call = _take(ctx, "RS-7015", "cash")
    assert arg(call, "method") == "cash", f"the payment went as {show([call])}, wanted method cash"
    assert _amount_of(call) == _deposit(r), f"the payment was {show([call])}, wanted {_deposit(r)}"


def take_message(ctx):
    """"Deposit of $137.50 taken by card from RS-7010; balance $137.50" (the line posted and the balance after)."""
    _take(ctx, "RS-7010")


def take_readback(ctx):
    """After the payment the reservation and the arrivals are read again: Paid shows it, the button is gone."""
    start, call = _take(ctx, "RS-7015")
    _readback(ctx, call, "RS-7015")
    reads_after(ctx, call, ["list_reservations"])
    cell(ctx, ARR, "RS-7015", "Paid", _money(_paid(_res(ctx, "RS-7015"))))
    _no_button(ctx, "RS-7015")


def take_refused(ctx):
    """A refused check-in: "Not checked in: " with the system's message, no payment, arrivals read again."""
    _b_room_dirty(ctx, "101")
    for rid in ("RS-7014", "RS-7012", "RS-7010"):
        start = _click_take(ctx, rid)
        wait_calls(ctx, "check_in", start, f"the page did not ask the system to check {rid} in")
        refused = calls(ctx, "check_in", start, ok=False)
        assert refused, f"the system should have refused {rid}; the page called {show(calls(ctx, since=start))}"
        see(ctx, f"Not checked in: {error(refused[-1])}")
        assert not calls(ctx, "record_payment", start), \
            f"a payment was recorded after a refused check-in: {show(calls(ctx, since=start))}"
        reads_after(ctx, refused[-1], ["list_reservations"])
        cell(ctx, ARR, rid, "Paid", "$0.00")


def paid_column(ctx):
    """Paid, after Deposit due: the payments on the bill as the system reports them, "$0.00" without any."""
    _b_check_in(ctx, "RS-7015")
    _b_pay(ctx, "RS-7015", 60)
    _open(ctx)
    _wait_rows(ctx)
    for r in _arrivals(ctx):
        cell(ctx, ARR, r["id"], "Paid", _money(_paid(r)))
    ctx.expect({"expect_order": {"texts": ["Deposit due", "Paid"], "within": ARR}})


# ================================================================================================
# turn 3
# ================================================================================================
def owed_column(ctx):
    """Owed, after Paid: deposit due minus Paid, never below $0.00."""
    _b_check_in(ctx, "RS-7015")
    _b_pay(ctx, "RS-7015", 60)
    _b_check_in(ctx, "RS-7010")
    _b_pay(ctx, "RS-7010", 200)
    _open(ctx)
    _wait_rows(ctx)
    for r in _arrivals(ctx):
        cell(ctx, ARR, r["id"], "Owed", _money(_owed(r)))
    ctx.expect({"expect_order": {"texts": ["Paid", "Owed"], "within": ARR}})


def amount_field(ctx):
    """A text box "Amount" in Arrivals, empty when the page opens."""
    ctx.expect({"expect_value": {"target": {"field": "Amount", "within": ARR}, "value": ""}})


def take_typed(ctx):
    """A typed 50 takes $50.00 from RS-7010 (checked in first); the message shows $50.00 and the balance."""
    _amount(ctx, "50")
    start, call = _take(ctx, "RS-7010")
    assert _amount_of(call) == Decimal("50.00"), f"the payment was {show([call])}, wanted 50.00"


def take_empty_owed(ctx):
    """After $50.00, an empty Amount takes the row's Owed ($87.50), not the whole deposit."""
    _amount(ctx, "50")
    _take(ctx, "RS-7010")
    owed = _owed(_res(ctx, "RS-7010"))
    cell(ctx, ARR, "RS-7010", "Owed", _money(owed))
    _amount(ctx, "")
    start, call = _take(ctx, "RS-7010")
    assert _amount_of(call) == owed, f"the payment was {show([call])}, wanted the Owed {owed}"


def _refused_amount(ctx, rid: str, bad: str) -> None:
    message = f"Enter an amount from $0.01 to {_money(_owed(_res(ctx, rid)))}"
    _amount(ctx, bad)
    start = _click_take(ctx, rid)
    see(ctx, message)
    no_calls(ctx, start, f"the amount {bad!r} is not one the page may take for {rid}")


def amount_guard(ctx):
    """0, 0.00, -5, abc, 12.345 and $0.01 over the Owed show the message and call nothing; the Owed itself is taken."""
    owed = _owed(_res(ctx, "RS-7010"))
    for bad in ("0", "0.00", "-5", "abc", "12.345", str(owed + CENT)):
        _refused_amount(ctx, "RS-7010", bad)
    _amount(ctx, "50")
    _take(ctx, "RS-7010")
    owed = _owed(_res(ctx, "RS-7010"))
    _refused_amount(ctx, "RS-7010", str(owed + CENT))
    _amount(ctx, str(owed))
    start, call = _take(ctx, "RS-7010")
    assert _amount_of(call) == owed, f"the payment was {show([call])}, wanted {owed}"


def amount_guard_low(ctx):
    """$0.01 is the smallest amount taken."""
    _amount(ctx, "0.01")
    start, call = _take(ctx, "RS-7015")
    assert _amount_of(call) == CENT, f"the payment was {show([call])}, wanted 0.01"


def take_buttons_owing(ctx):
    """Take deposit on rows due today, booked or in house, still owing: not on a paid-up guest, not on later days."""
    _b_check_in(ctx, "RS-7015")
    _b_pay(ctx, "RS-7015", 60)
    _b_check_in(ctx, "RS-7010")
    _b_pay(ctx, "RS-7010", 137.5)
    _open(ctx)
    _wait_rows(ctx)
    rows = _arrivals(ctx)
    want = [r for r in rows if r["arrival"] == _bd(ctx) and _owed(r) > 0]
    for r in rows:
        if r in want:
            _has_button(ctx, r["id"])
        else:
            _no_button(ctx, r["id"])
    ctx.expect({"expect_count": {"target": {"control": "Take deposit", "exact": True, "within": ARR},
                                 "count": len(want)}})


def inhouse_no_checkin(ctx):
    """A guest already in house who still owes: read, pay, read again; no second check-in."""
    _amount(ctx, "50")
    _take(ctx, "RS-7010")
    owed = _owed(_res(ctx, "RS-7010"))
    start, call = _take(ctx, "RS-7010")
    expect_writes(ctx, start, [("record_payment", {"reservation_id": "RS-7010"})],
                  "RS-7010 is in house: only the payment is written")
    assert _amount_of(call) == owed, f"the payment was {show([call])}, wanted {owed}"
    before = [c for c in calls(ctx, "get_reservation", start, ok=True) if index(ctx, c) < index(ctx, call)]
    assert before, "the reservation was not read before the payment"
    _readback(ctx, call, "RS-7010")


def amount_cleared(ctx):
    """The Amount box is empty again after an accepted deposit."""
    _amount(ctx, "40")
    _take(ctx, "RS-7015")
    ctx.expect({"expect_value": {"target": {"field": "Amount", "within": ARR}, "value": ""}})


# ================================================================================================
# turn 4
# ================================================================================================
def _owing_now(ctx) -> None:
    ctx.expect({"expect_list": {"target": {"items": True, "within": OWING},
                                "texts": [_entry(r) for r in _owing(ctx)], "whole": True}})


def _owing_total(ctx) -> None:
    rows = _owing(ctx)
    total = sum((_owed(r) for r in rows), Decimal(0))
    _see_re(ctx, rf"(?<!\d){re.escape(f'{len(rows)} arrivals owe {_money(total)} in total')}", OWING)


def owing_list(ctx):
    """Still owing: by arrival date, larger Owed first, then id; entries like "RS-7012 · Bram de Wit · 2026-05-14 · $137.50"."""
    _owing_now(ctx)


def owing_after_take(ctx):
    """A full deposit leaves the list; a part payment re-sorts the guest by what is still owed."""
    _take(ctx, "RS-7015")
    _amount(ctx, "50")
    _take(ctx, "RS-7010")
    _owing_now(ctx)
    absent(ctx, "RS-7015", OWING)


def owing_total(ctx):
    """"13 arrivals owe $1,653.57 in total"; after $50.00 from RS-7010 and RS-7015 in full, the count and sum follow."""
    _owing_total(ctx)
    _amount(ctx, "50")
    _take(ctx, "RS-7010")
    _owing_total(ctx)
    _take(ctx, "RS-7015")
    _owing_total(ctx)


def fresh_status(ctx):
    """Marked as a no-show / cancelled at another desk: "RS-7013 is no show; no deposit taken", nothing written."""
    _wait_rows(ctx)
    for rid, status in (("RS-7013", "no show"), ("RS-7011", "cancelled")):
        if status == "no show":
            _b_no_show(ctx, rid)
        else:
            _b_cancel(ctx, rid)
        start = _click_take(ctx, rid)
        see(ctx, f"{rid} is {status}; no deposit taken")
        wait_calls(ctx, "get_reservation", start, f"the page did not read {rid} again")
        no_writes(ctx, start, f"{rid} is {status}")
        row_gone(ctx, ARR, rid, "Reservation")


def fresh_nothing_owed(ctx):
    """Paid in full at the next window: "RS-7010 owes no deposit; nothing taken", nothing written."""
    _wait_rows(ctx)
    _b_check_in(ctx, "RS-7010")
    _b_pay(ctx, "RS-7010", float(_deposit(_res(ctx, "RS-7010"))))
    start = _click_take(ctx, "RS-7010")
    see(ctx, "RS-7010 owes no deposit; nothing taken")
    no_writes(ctx, start, "RS-7010 owes nothing any more")


def fresh_owed_empty(ctx):
    """Part paid at the next window: an empty Amount takes the fresh Owed ($93.41), with no second check-in."""
    _wait_rows(ctx)
    _b_check_in(ctx, "RS-7015")
    _b_pay(ctx, "RS-7015", 100)
    owed = _owed(_res(ctx, "RS-7015"))
    start, call = _take(ctx, "RS-7015")
    expect_writes(ctx, start, [("record_payment", {"reservation_id": "RS-7015"})],
                  "RS-7015 was checked in at the next window: only the payment is written")
    assert _amount_of(call) == owed, f"the payment was {show([call])}, wanted the fresh Owed {owed}"


def fresh_owed_typed(ctx):
    """A typed 150 under the table's Owed but over the fresh Owed: "Enter an amount from $0.01 to $93.41", nothing written."""
    _wait_rows(ctx)
    _b_check_in(ctx, "RS-7015")
    _b_pay(ctx, "RS-7015", 100)
    owed = _owed(_res(ctx, "RS-7015"))
    _amount(ctx, "150")
    start = _click_take(ctx, "RS-7015")
    see(ctx, f"Enter an amount from $0.01 to {_money(owed)}")
    wait_calls(ctx, "get_reservation", start, "the page did not read RS-7015 again")
    no_writes(ctx, start, "150 is more than RS-7015 owes now")
    _amount(ctx, str(owed))
    start, call = _take(ctx, "RS-7015")
    assert _amount_of(call) == owed, f"the payment was {show([call])}, wanted {owed}"


def fresh_checked_in(ctx):
    """Checked in at the next window: Take deposit reads it in house, takes the deposit, no second check-in."""
    _wait_rows(ctx)
    _b_check_in(ctx, "RS-7010")
    start, call = _take(ctx, "RS-7010")
    expect_writes(ctx, start, [("record_payment", {"reservation_id": "RS-7010"})],
                  "RS-7010 was checked in at the next window: only the payment is written")
    assert _amount_of(call) == _deposit(_res(ctx, "RS-7010")), f"the payment was {show([call])}"


def press_rereads(ctx):
    """A press that wrote nothing still reads the arrivals again: both sections show the other desk's payment."""
    _wait_rows(ctx)
    _b_check_in(ctx, "RS-7010")
    _b_pay(ctx, "RS-7010", float(_deposit(_res(ctx, "RS-7010"))))
    start = _click_take(ctx, "RS-7010")
    see(ctx, "RS-7010 owes no deposit; nothing taken")
    wait_calls(ctx, "list_reservations", start, "the arrivals were not read again")
    cell(ctx, ARR, "RS-7010", "Paid", _money(_paid(_res(ctx, "RS-7010"))))
    cell(ctx, ARR, "RS-7010", "Owed", "$0.00")
    absent(ctx, "RS-7010", OWING)
    _owing_total(ctx)


# ================================================================================================
# turn 5
# ================================================================================================
def takings_table(ctx):
    """Shift takings: rows Card, Cash, Total in that order, each with Payments and Amount from the system."""
    _takings_now(ctx)
    ctx.expect({"expect_list": {"target": {"column": "Method", "within": TAK},
                                "texts": ["Card", "Cash", "Total"], "whole": True}})


def takings_after(ctx):
    """A card deposit and a cash deposit: Card 1 $137.50, Cash 1 $193.41, Total 2 $330.91."""
    _take(ctx, "RS-7010")
    _method(ctx, "Cash")
    _take(ctx, "RS-7015", "cash")
    _takings_now(ctx)


def takings_other_desk(ctx):
    """A payment taken at the next window counts; one on a guest outside Arrivals does not."""
    _b_check_in(ctx, "RS-7010")
    _b_pay(ctx, "RS-7010", 40, "cash")
    _b_pay(ctx, "RS-7001", 20, "card")
    _open(ctx)
    _wait_rows(ctx)
    _takings_now(ctx)


def takings_date(ctx):
    """A payment dated after midnight (the clock moved on, the business date did not) is not in the takings."""
    _b_check_in(ctx, "RS-7015")
    _b_pay(ctx, "RS-7015", 30, "card")
    clock = _state(ctx)["clock"]
    minutes = 24 * 60 - (int(clock[11:13]) * 60 + int(clock[14:16]))
    for i in range(minutes):  # housekeeping goes over room 103 again and again: each write moves the clock a minute
        tok = ctx.behind_the_app("get_room", {"room": "103"})["evidence_token"]
        ctx.behind_the_app("set_housekeeping_status",
                           {"room": "103", "status": ("dirty", "clean")[i % 2], "evidence_token": tok})
    assert _state(ctx)["clock"][:10] > _bd(ctx), "the clock did not pass midnight"
    _b_check_in(ctx, "RS-7010")
    _b_pay(ctx, "RS-7010", 20, "cash")
    _open(ctx)
    _wait_rows(ctx)
    cell(ctx, ARR, "RS-7010", "Paid", "$20.00")
    _takings_now(ctx)


def takings_reload(ctx):
    """Reload reads the takings again after another desk's payment."""
    _takings_now(ctx)
    _b_check_in(ctx, "RS-7015")
    _b_pay(ctx, "RS-7015", 25, "card")
    ctx.expect({"click": {"control": "Reload", "exact": True}})
    _takings_now(ctx)


def drawer(ctx):
    """Counted cash against the Cash amount: balanced, over by, short by; "Count the cash drawer" otherwise."""
    _method(ctx, "Cash")
    _take(ctx, "RS-7015", "cash")
    cash = _takings(ctx)["cash"][1]
    _takings_row(ctx, "Cash", 1, cash)
    field = {"field": "Counted cash", "within": TAK}
    see(ctx, "Count the cash drawer", TAK)
    for typed, line in ((str(cash), "Cash drawer balanced"),
                        (str(cash + Decimal("6.59")), "Cash drawer over by $6.59"),
                        (str(cash - CENT), "Cash drawer short by $0.01"),
                        ("12.345", "Count the cash drawer"),
                        ("abc", "Count the cash drawer"),
                        ("", "Count the cash drawer")):
        ctx.expect({"fill": {**field, "value": typed}})
        _see_re(ctx, _line(line), TAK)
