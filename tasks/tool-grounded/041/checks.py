"""Checks for the night-audit folio corrections desk that the vocabulary cannot state alone.

Every expectation is computed from ``ctx.runtime_state`` (the live system, or the requirement's own
copy of it), so a check holds on whatever state its turn starts from. Every check that writes, or that
lets another desk act behind the app, is ``isolated``: the contract never changes the live state, and
each carried check sees the fixture again. Another desk acts behind the app only before the click that
makes the page write (to set up a bill, or to provoke a refusal). Tool-log helpers come from
tasks/_lib/toollog.py.
"""

from __future__ import annotations

import re
import runpy
from decimal import Decimal
from pathlib import Path

_LOG = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "toollog.py"))
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
fresh_token = _LOG["fresh_token"]
reads_after = _LOG["reads_after"]

MATCHES = {"section": "Matches"}
FOLIO = {"section": "Folio", "exact": True}
CREDITS = {"section": "Credits owed"}
LOG = {"section": "Corrections log"}

STATUS = {"booked": "Booked", "in_house": "In house", "checked_out": "Checked out",
          "cancelled": "Cancelled", "no_show": "No-show"}
EXTRAS = ("minibar", "restaurant", "parking", "laundry", "misc")
CENT = Decimal("0.01")


# --- state ------------------------------------------------------------------------------------
def _bd(ctx) -> str:
    return ctx.runtime_state["business_date"]


def _all(ctx) -> dict:
    return ctx.runtime_state["reservations"]


def _res(ctx, rid: str) -> dict:
    return _all(ctx)[rid]


def _dec(x) -> Decimal:
    return Decimal(str(x))


def _num(text) -> int:
    m = re.search(r"(\d+)$", str(text or ""))
    return int(m.group(1)) if m else 0


def _counts(ln: dict) -> bool:
    return ln["kind"] == "charge" and not ln.get("voided")


def _balance(res: dict) -> Decimal:
    total = Decimal(0)
    for ln in res.get("folio") or []:
        if _counts(ln) or ln["kind"] == "refund":
            total += _dec(ln["amount"])
        elif ln["kind"] == "payment":
            total -= _dec(ln["amount"])
    return total


def _running(res: dict) -> list[Decimal]:
    total, out = Decimal(0), []
    for ln in res.get("folio") or []:
        if _counts(ln) or ln["kind"] == "refund":
            total += _dec(ln["amount"])
        elif ln["kind"] == "payment":
            total -= _dec(ln["amount"])
        out.append(total)
    return out


def _money(value) -> str:
    """US dollars as the request writes them: "$1,204.50", a negative amount "-$9.00"."""
    v = _dec(value).quantize(CENT)
    text = f"${abs(v):,.2f}"
    return f"-{text}" if v < 0 else text


def _line(res: dict, line_id: str) -> dict:
    return next(ln for ln in res["folio"] if ln["id"] == line_id)


def _left(ln: dict) -> Decimal:
    return _dec(ln["amount"]) - _dec(ln.get("refunded") or 0)


def _matches_for(ctx, text: str) -> list[dict]:
    needle = text.strip().lower()
    rows = [r for r in _all(ctx).values() if needle in r["guest_name"].lower()]
    return sorted(rows, key=lambda r: (_num(r["id"]), r["id"]))


def _in_house(ctx) -> list[dict]:
    rows = [r for r in _all(ctx).values() if r["status"] == "in_house"]
    return sorted(rows, key=lambda r: (_num(r["room"]), r["room"] or ""))


def _credits(ctx) -> list[dict]:
    rows = [r for r in _all(ctx).values() if _balance(r) < 0]
    return sorted(rows, key=lambda r: (_num(r["id"]), r["id"]))


def _header(res: dict) -> str:
    room = f"room {res['room']}" if res.get("room") else "no room"
    return f"{res['id']} · {res['guest_name']} · {STATUS[res['status']]} · {room}"


def _type(ln: dict) -> str:
    if ln["kind"] == "payment":
        return "Payment"
    if ln["kind"] == "refund":
        return "Refund"
    return "Voided" if ln.get("voided") else "Charge"


def _signed(ln: dict) -> Decimal:
    return -_dec(ln["amount"]) if ln["kind"] == "payment" else _dec(ln["amount"])


def _move_label(res: dict) -> str:
    return f"{res['id']} · {res['guest_name']} · room {res['room']}"


def _refund_label(ln: dict) -> str:
    return f"{ln['id']} · {ln['method']} · {_money(_left(ln))} left"


def _repeats(res: dict) -> list[tuple[str, str]]:
    folio = res.get("folio") or []
    out = []
    for i, ln in enumerate(folio):
        if not _counts(ln):
            continue
        for j in range(i - 1, -1, -1):
            e = folio[j]
            if _counts(e) and e["description"] == ln["description"] and _dec(e["amount"]) == _dec(ln["amount"]):
                out.append((ln["id"], e["id"]))
                break
    return out


# --- behind the app ---------------------------------------------------------------------------
def _token(ctx, rid: str) -> str:
    return ctx.behind_the_app("get_reservation", {"reservation_id": rid})["evidence_token"]


def _b_charge(ctx, rid: str, amount: float, description: str, category: str = "misc") -> str:
    return ctx.behind_the_app("post_charge", {"reservation_id": rid, "category": category,
                                              "description": description, "amount": amount})["line"]["id"]


def _b_pay(ctx, rid: str, amount: float, method: str = "card") -> str:
    return ctx.behind_the_app("record_payment", {"reservation_id": rid, "amount": amount,
                                                 "method": method})["line"]["id"]


def _b_void(ctx, rid: str, line_id: str, reason: str = "Another desk") -> None:
    ctx.behind_the_app("void_charge", {"reservation_id": rid, "line_id": line_id, "reason": reason,
                                       "evidence_token": _token(ctx, rid)})


def _b_refund(ctx, rid: str, line_id: str, amount: float) -> str:
    return ctx.behind_the_app("refund_payment", {"reservation_id": rid, "payment_line_id": line_id,
                                                 "amount": amount, "evidence_token": _token(ctx, rid)})["line"]["id"]


def _b_settle(ctx, rid: str) -> None:
    bal = _balance(_res(ctx, rid))
    if bal > 0:
        _b_pay(ctx, rid, float(bal))
    elif bal < 0:
        left = -bal
        for ln in reversed(_res(ctx, rid)["folio"]):
            if left <= 0:
                break
            if ln["kind"] == "payment" and _left(ln) > 0:
                part = min(_left(ln), left)
                _b_refund(ctx, rid, ln["id"], float(part))
                left -= part


def _b_check_out(ctx, rid: str) -> None:
    _b_settle(ctx, rid)
    ctx.behind_the_app("check_out", {"reservation_id": rid, "evidence_token": _token(ctx, rid)})


def _b_cash_bill(ctx, rid: str = "RS-7001") -> None:
    """RS-7001 paid in full in cash, then two room nights voided: a credit against a card and a cash payment."""
    res = _res(ctx, rid)
    due = _balance(res)
    if due > 0:
        _b_pay(ctx, rid, float(due), "cash")
    nights = [ln for ln in _res(ctx, rid)["folio"] if _counts(ln) and ln.get("category") == "room"]
    for ln in nights[-2:]:
        _b_void(ctx, rid, ln["id"], "Audit test")


# --- page -------------------------------------------------------------------------------------
def _exact(value: str) -> str:
    return rf"^\s*{re.escape(value)}\s*$"


def _see(ctx, text: str, within: dict | None = None) -> None:
    step: dict = {"text": text}
    if within:
        step["within"] = within
    ctx.expect({"expect_text": step})


def _see_re(ctx, regex: str, within: dict | None = None) -> None:
    step: dict = {"regex": regex}
    if within:
        step["within"] = within
    ctx.expect({"expect_text": step})


def _not_see(ctx, text: str, within: dict | None = None) -> None:
    step: dict = {"text": text, "absent": True}
    if within:
        step["within"] = within
    ctx.expect({"expect_text": step})


def _cell(ctx, column: str, row: str, within: dict, value: str) -> None:
    ctx.expect({"expect_text": {"regex": _exact(value), "within": {"column": column, "row": row, "within": within}}})


def _cell_starts(ctx, column: str, row: str, within: dict, value: str) -> None:
    ctx.expect({"expect_text": {"regex": rf"^\s*{re.escape(value)}",
                                "within": {"column": column, "row": row, "within": within}}})


def _row(key: str, within: dict) -> dict:
    return {"item": key, "within": within}


def _click(ctx, control: str, within: dict) -> int:
    start = mark(ctx)
    ctx.expect({"click": {"control": control, "exact": True, "within": within}})
    return start


def _count_line(n: int) -> str:
    return "1 match" if n == 1 else f"{n} matches"


def _find(ctx, text: str) -> int:
    ctx.expect({"fill": {"field": "Guest or reservation", "value": text}})
    return _click_find(ctx)


def _click_find(ctx) -> int:
    start = mark(ctx)
    ctx.expect({"click": {"control": "Find", "exact": True}})
    return start


def _wait_matches(ctx, text: str) -> None:
    """Matches shows the system's guests for ``text`` now: a row with the current balance for each."""
    rows = _matches_for(ctx, text)
    if rows:
        steps = []
        for r in rows:
            steps.append({"expect_text": {"regex": _exact(_money(_balance(r))),
                                          "within": {"column": "Balance", "row": r["id"], "within": MATCHES}}})
        ctx.expect(*steps)
    else:
        _see(ctx, f'No guest matches "{text.strip()}"', MATCHES)


def _search(ctx, text: str) -> int:
    start = _find(ctx, text)
    _wait_matches(ctx, text)
    return start


def _wait_bill(ctx, rid: str) -> None:
    """Folio shows the system's bill of ``rid`` now: header, its lines in order and the balance."""
    res = _res(ctx, rid)
    lines = res.get("folio") or []
    bal = f"Balance: {_money(_balance(res))}"
    steps = [{"expect_text": {"text": _header(res), "within": FOLIO}},
             {"expect_text": {"regex": rf"{re.escape(bal)}(?!\d)", "within": FOLIO}}]
    if lines:
        steps.append({"expect_list": {"target": {"column": "Line", "within": FOLIO},
                                      "texts": [ln["id"] for ln in lines], "whole": True}})
        for ln in lines:
            steps.append({"expect_text": {"regex": _exact(_type(ln)),
                                          "within": {"column": "Type", "row": ln["id"], "within": FOLIO}}})
    ctx.expect(*steps)


def _open(ctx, rid: str) -> int:
    """Find the guest by full name, press Open on the reservation's row in Matches, wait for its bill."""
    name = _res(ctx, rid)["guest_name"]
    _search(ctx, name)
    start = _click(ctx, "Open", _row(rid, MATCHES))
    _wait_bill(ctx, rid)
    return start


def _select(ctx, field: str, option: str) -> None:
    ctx.expect({"select": {"field": field, "within": FOLIO, "option": option}})


def _fill(ctx, field: str, value: str) -> None:
    ctx.expect({"fill": {"field": field, "within": FOLIO, "value": value}})


def _void(ctx, line_id: str, reason: str | None = None, note: str | None = None) -> int:
    if reason is not None:
        _select(ctx, "Reason", reason)
    if note is not None:
        _fill(ctx, "Note", note)
    return _click(ctx, "Void", _row(line_id, FOLIO))


def _refund(ctx, amount: str, against: str | None = None) -> int:
    if against is not None:
        _select(ctx, "Refund against", against)
    _fill(ctx, "Refund amount", amount)
    return _click(ctx, "Refund", FOLIO)


def _refused_nothing(ctx, start: int, message: str, what: str) -> None:
    _see(ctx, message)
    no_writes(ctx, start, what)


def _wait_write(ctx, start: int, name: str):
    return one_write(ctx, start, name)


def _same_amount(call, value) -> bool:
    try:
        return _dec(call.args.get("amount")) == _dec(value)
    except Exception:  # noqa: BLE001 - anything not a number is wrong
        return False


def _void_done(ctx, start: int, rid: str, line_id: str) -> object:
    call = _wait_write(ctx, start, "void_charge")
    assert call.ok, f"the void was refused: {error(call)}"
    assert arg(call, "reservation_id") == rid and arg(call, "line_id") == line_id, \
        f"the page voided {show([call])}, wanted {line_id} on {rid}"
    return call


# ==============================================================================================
# turn 1
# ==============================================================================================
def audit_date(ctx):
    """"Audit date: <the system's business date>" under the heading."""
    text = f"Audit date: {_bd(ctx)}"
    ctx.expect({"expect_text": {"text": text}},
               {"expect_order": {"texts": ["Folio corrections", text]}})


def money_format(ctx):
    """A bill above $1,000 is written with a comma; a credit with a minus sign in front."""
    _b_charge(ctx, "RS-7003", 500.0, "Function room hire")
    _b_charge(ctx, "RS-7003", 500.0, "Function room hire, second day")
    res = _res(ctx, "RS-7003")
    bal = _balance(res)
    assert bal >= 1000, f"the check's set-up left RS-7003 at {bal}"
    _open(ctx, "RS-7003")
    _cell(ctx, "Balance", "RS-7003", MATCHES, _money(bal))
    last = res["folio"][-1]
    _cell(ctx, "Running balance", last["id"], FOLIO, _money(_running(res)[-1]))
    pay = next(ln for ln in res["folio"] if ln["kind"] == "payment")
    _cell(ctx, "Amount", pay["id"], FOLIO, _money(-_dec(pay["amount"])))
    credit = next((r for r in _credits(ctx)), None)
    if credit is not None:
        _search(ctx, credit["guest_name"])
        _cell(ctx, "Balance", credit["id"], MATCHES, _money(_balance(credit)))


def find_short(ctx):
    """One character (spaces around it ignored) shows the hint and sends nothing; two characters search."""
    start = _find(ctx, "  T  ")
    _see(ctx, "Type at least 2 characters")
    no_calls(ctx, start, "a one-character search must send nothing")
    start = _find(ctx, "  T")
    _see(ctx, "Type at least 2 characters")
    no_calls(ctx, start, "a one-character search must send nothing")
    start = _find(ctx, " ta ")
    wait_calls(ctx, "list_reservations", start, "a two-character search did not ask the system (list_reservations)")
    _wait_matches(ctx, "ta")


def find_guest_sent(ctx):
    """The system is asked for guest names containing the text without its surrounding spaces."""
    start = _find(ctx, "   tomas  ")
    wait_calls(ctx, "list_reservations", start, "the search did not ask the system (list_reservations)")
    sent = [c for c in calls(ctx, "list_reservations", start) if arg(c, "guest")]
    assert sent and all(arg(c, "guest").lower() == "tomas" for c in sent), \
        f"the search should ask for guest 'tomas' (spaces removed); the page called {show(calls(ctx, since=start))}"
    _wait_matches(ctx, "tomas")
    for r in _matches_for(ctx, "tomas"):
        _cell(ctx, "Guest", r["id"], MATCHES, r["guest_name"])


def matches_rows(ctx):
    """Each match shows its id, guest, status label, stay and the system's balance under the named columns."""
    for text in ("ro", "Lindqvist", "an"):
        _search(ctx, text)
        for r in _matches_for(ctx, text):
            _cell(ctx, "Reservation", r["id"], MATCHES, r["id"])
            _cell(ctx, "Guest", r["id"], MATCHES, r["guest_name"])
            _cell(ctx, "Status", r["id"], MATCHES, STATUS[r["status"]])
            _cell(ctx, "Stay", r["id"], MATCHES, f"{r['arrival']} to {r['departure']}")
            _cell(ctx, "Balance", r["id"], MATCHES, _money(_balance(r)))


def matches_order(ctx):
    """Matches are ordered by reservation id, not in the system's arrival order."""
    for text in ("ro", "an"):
        _search(ctx, text)
        ctx.expect({"expect_list": {"target": {"column": "Reservation", "within": MATCHES},
                                    "texts": [r["id"] for r in _matches_for(ctx, text)], "whole": True}})


def matches_count(ctx):
    """"1 match" for one, "2 matches" for two."""
    for text in ("Aalto", "Varga"):
        _search(ctx, text)
        n = len(_matches_for(ctx, text))
        _see_re(ctx, rf"(?<!\d){re.escape(_count_line(n))}(?!\w)", MATCHES)


def no_match(ctx):
    """Nothing matching shows 'No guest matches "<text>"' instead of the table."""
    _search(ctx, "Varga")
    _search(ctx, "  zzq ")
    _see(ctx, 'No guest matches "zzq"', MATCHES)
    for r in _matches_for(ctx, "Varga"):
        _not_see(ctx, r["id"], MATCHES)
    ctx.expect({"expect_count": {"target": {"column": "Reservation", "within": MATCHES}, "count": 0}})


def find_id(ctx):
    """A reservation id in any letter case opens its bill directly, read with the id in capitals."""
    start = _find(ctx, "  rs-7031 ")
    wait_calls(ctx, "get_reservation", start, "the id search did not read the reservation (get_reservation)")
    reads = calls(ctx, "get_reservation", start)
    assert any(arg(c, "reservation_id") == "RS-7031" for c in reads), \
        f"get_reservation should get 'RS-7031'; the page called {show(reads)}"
    listed = [c for c in calls(ctx, "list_reservations", start) if arg(c, "guest")]
    assert not listed, f"an id search must not list guests: {show(listed)}"
    _wait_bill(ctx, "RS-7031")


def find_id_unknown(ctx):
    """An id the system does not know shows "Not found: " and the system's message."""
    start = _find(ctx, "RS-9999")
    wait_calls(ctx, "get_reservation", start, "the id search did not read the reservation (get_reservation)")
    refused = calls(ctx, "get_reservation", start, ok=False)
    assert refused, f"the system should have refused RS-9999; the page called {show(calls(ctx, since=start))}"
    _see(ctx, f"Not found: {error(refused[-1])}")


def folio_header(ctx):
    """Open shows the bill's line with status label and room ("no room" without one), replacing the last bill."""
    _open(ctx, "RS-7035")
    _see(ctx, _header(_res(ctx, "RS-7035")), FOLIO)
    _open(ctx, "RS-7004")
    _see(ctx, _header(_res(ctx, "RS-7004")), FOLIO)
    _not_see(ctx, "Sven Aalto", FOLIO)


def folio_lines(ctx):
    """The bill's lines in posting order with Description, Type and a signed Amount."""
    for rid in ("RS-7030", "RS-7004"):
        _open(ctx, rid)
        for ln in _res(ctx, rid)["folio"]:
            if ln["kind"] == "charge" and ln.get("voided"):
                _cell_starts(ctx, "Description", ln["id"], FOLIO, ln["description"])
            else:
                _cell(ctx, "Description", ln["id"], FOLIO, ln["description"])
            _cell(ctx, "Type", ln["id"], FOLIO, _type(ln))
            _cell(ctx, "Amount", ln["id"], FOLIO, _money(_signed(ln)))


def running_balance(ctx):
    """Running balance after each line: counting charges and refunds add, payments subtract, voids add nothing."""
    for rid in ("RS-7030", "RS-7004", "RS-7003"):
        _open(ctx, rid)
        res = _res(ctx, rid)
        for ln, run in zip(res["folio"], _running(res), strict=True):
            _cell(ctx, "Running balance", ln["id"], FOLIO, _money(run))


def folio_balance(ctx):
    """Under the table: "Balance: $179.50", the balance the system reports."""
    for rid in ("RS-7001", "RS-7004"):
        _open(ctx, rid)
        res = _res(ctx, rid)
        bal = f"Balance: {_money(_balance(res))}"
        ctx.expect({"expect_order": {"texts": [res["folio"][-1]["id"], bal], "within": FOLIO}})


def open_reads(ctx):
    """Open reads the reservation from the system at that moment."""
    _search(ctx, "Nowak")
    _b_charge(ctx, "RS-7001", 7.25, "Newspaper delivery")
    start = _click(ctx, "Open", _row("RS-7001", MATCHES))
    wait_calls(ctx, "get_reservation", start, "Open did not read the reservation (get_reservation)")
    _wait_bill(ctx, "RS-7001")
    _see(ctx, "Newspaper delivery", FOLIO)


def reload_rereads(ctx):
    """Reload reads the date, repeats the search shown and reads the open bill again."""
    _open(ctx, "RS-7001")
    _b_charge(ctx, "RS-7001", 7.25, "Newspaper delivery")
    start = _click_reload(ctx)
    wait_calls(ctx, "get_property_info", start, "Reload did not read the business date (get_property_info)")
    _wait_matches(ctx, "Tomasz Nowak")
    _wait_bill(ctx, "RS-7001")
    _see(ctx, "Newspaper delivery", FOLIO)


def _click_reload(ctx) -> int:
    start = mark(ctx)
    ctx.expect({"click": {"control": "Reload", "exact": True}})
    return start


# ==============================================================================================
# turn 2
# ==============================================================================================
def _void_buttons_match(ctx, rid: str) -> None:
    for ln in _res(ctx, rid)["folio"]:
        ctx.expect({"expect_count": {"target": {"control": "Void", "exact": True, "within": _row(ln["id"], FOLIO)},
                                     "count": 1 if _counts(ln) else 0}})


def void_buttons(ctx):
    """Every charge that still counts has Void, on bills of every status; voided charges and payments do not."""
    for rid in ("RS-7004", "RS-7035", "RS-7030"):
        _open(ctx, rid)
        _void_buttons_match(ctx, rid)


def reason_options(ctx):
    """Reason offers the four reasons in order and starts on "Not used"; a Note box is there."""
    _open(ctx, "RS-7001")
    ctx.expect({"expect_options": {"target": {"field": "Reason", "within": FOLIO},
                                   "exactly": ["Not used", "Wrong guest", "Posted twice", "Price error"]}},
               {"expect_value": {"target": {"field": "Reason", "within": FOLIO}, "value": "Not used"}},
               {"expect_visible": {"target": {"field": "Note", "within": FOLIO}}})


def room_night_rule(ctx):
    """A room night voided as Not used or Wrong guest is stopped; as Price error it is voided."""
    _open(ctx, "RS-7004")
    night = [ln for ln in _res(ctx, "RS-7004")["folio"] if _counts(ln) and ln["category"] == "room"][-1]
    msg = "A room night can only be voided as Price error or Posted twice"
    start = _void(ctx, night["id"])
    _refused_nothing(ctx, start, msg, "a room night voided as Not used must send nothing")
    start = _void(ctx, night["id"], "Wrong guest")
    _refused_nothing(ctx, start, msg, "a room night voided as Wrong guest must send nothing")
    start = _void(ctx, night["id"], "Price error")
    call = _void_done(ctx, start, "RS-7004", night["id"])
    assert arg(call, "reason") == "Price error", f"the reason sent was {arg(call, 'reason')!r}, not 'Price error'"


def note_rule(ctx):
    """Above $100.00 a void needs a 10-character note (9 fails, 10 passes); $100.00 itself needs none;
    the room-night rule is checked first."""
    msg = "A void above $100.00 needs a note of at least 10 characters"
    room_msg = "A room night can only be voided as Price error or Posted twice"
    big = [ln for ln in _res(ctx, "RS-7002")["folio"] if _counts(ln) and ln["category"] == "room"
           and _dec(ln["amount"]) > 100]
    if big:
        _open(ctx, "RS-7002")
        start = _void(ctx, big[0]["id"], "Not used", "")
        _see(ctx, room_msg)
        _not_see(ctx, msg)
        no_writes(ctx, start, "a room night voided as Not used must send nothing")
    over = _b_charge(ctx, "RS-7001", 100.01, "Key card replacement")
    at = _b_charge(ctx, "RS-7001", 100.0, "Lost key fob")
    _open(ctx, "RS-7001")
    start = _void(ctx, over, "Not used", "")
    _refused_nothing(ctx, start, msg, "a $100.01 void without a note must send nothing")
    start = _void(ctx, over, None, "  Waived ok  ")
    _refused_nothing(ctx, start, msg, "a 9-character note on a $100.01 void must send nothing")
    start = _void(ctx, over, None, "  Waived fee ")
    call = _void_done(ctx, start, "RS-7001", over)
    assert arg(call, "reason") == "Not used: Waived fee", \
        f"the reason sent was {arg(call, 'reason')!r}, not 'Not used: Waived fee'"
    _see(ctx, f"Voided {over}")
    _fill(ctx, "Note", "")
    start = _void(ctx, at, "Not used")
    call = _void_done(ctx, start, "RS-7001", at)
    assert arg(call, "reason") == "Not used", f"the reason sent was {arg(call, 'reason')!r}, not 'Not used'"


def _void_fee(ctx) -> tuple[int, dict]:
    _open(ctx, "RS-7035")
    fee = next(ln for ln in _res(ctx, "RS-7035")["folio"] if _counts(ln))
    start = _void(ctx, fee["id"], "Price error", "  Fee waived by manager  ")
    return start, fee


def void_sends(ctx):
    """Void reads the bill again and voids the line with that fresh token and "reason: note"."""
    start, fee = _void_fee(ctx)
    call = _void_done(ctx, start, "RS-7035", fee["id"])
    want = "Price error: Fee waived by manager"
    assert arg(call, "reason") == want, f"the reason sent was {arg(call, 'reason')!r}, not {want!r}"
    fresh_token(ctx, start, call, "get_reservation", "reservation_id")


def void_shown(ctx):
    """After the void: "Voided FL-20 ($219.30) on RS-7035" and Note cleared."""
    start, fee = _void_fee(ctx)
    call = _void_done(ctx, start, "RS-7035", fee["id"])
    line = call.result["line"]
    _see(ctx, f"Voided {line['id']} ({_money(line['amount'])}) on RS-7035")
    ctx.expect({"expect_value": {"target": {"field": "Note", "within": FOLIO}, "value": ""}})


def void_readback(ctx):
    """After the void the bill and the search shown are read again: Voided type, new balance in both."""
    start, fee = _void_fee(ctx)
    call = _void_done(ctx, start, "RS-7035", fee["id"])
    reads_after(ctx, call, ["get_reservation", "list_reservations"])
    _wait_bill(ctx, "RS-7035")
    _cell(ctx, "Type", fee["id"], FOLIO, "Voided")
    _wait_matches(ctx, "Sven Aalto")


def find_controls(ctx):
    """A text box "Guest or reservation" and a button "Find" are on the page as it opens."""
    ctx.expect({"expect_visible": {"target": {"field": "Guest or reservation"}}},
               {"expect_visible": {"target": {"control": "Find", "exact": True}}})


def refused_not_logged(ctx):
    """A refused void is not a correction: the log keeps "No corrections yet"; an accepted one is logged after it."""
    _open(ctx, "RS-7030")
    line = next(ln for ln in _res(ctx, "RS-7030")["folio"] if _counts(ln) and ln["category"] != "room")
    start = _void(ctx, line["id"])
    wait_calls(ctx, "void_charge", start, "Void did not send the void to the system")
    assert calls(ctx, "void_charge", start, ok=False), "the system should have refused voiding on a checked-out bill"
    _see(ctx, "Refused:")
    _see(ctx, "No corrections yet", LOG)
    _not_see(ctx, f"Voided {line['id']}", LOG)
    _open(ctx, "RS-7001")
    extra = _extra(ctx, "RS-7001")
    start = _void(ctx, extra["id"], "Not used")
    _void_done(ctx, start, "RS-7001", extra["id"])
    _see(ctx, f"Voided {extra['id']} on RS-7001", LOG)
    _not_see(ctx, f"Voided {line['id']}", LOG)


def void_refused(ctx):
    """A checked-out bill: the system's refusal is shown, the bill read again, nothing logged."""
    _open(ctx, "RS-7030")
    line = next(ln for ln in _res(ctx, "RS-7030")["folio"] if _counts(ln) and ln["category"] != "room")
    start = _void(ctx, line["id"])
    wait_calls(ctx, "void_charge", start, "Void did not send the void to the system")
    refused = calls(ctx, "void_charge", start, ok=False)
    assert refused, "the system should have refused voiding on a checked-out bill"
    _see(ctx, f"Refused: {error(refused[-1])}")
    ctx.until(lambda: (bool(calls(ctx, "get_reservation", index(ctx, refused[-1]) + 1)),
                       "after the refusal the page did not read the reservation again"))


def log_entries(ctx):
    """"No corrections yet" at first; accepted voids listed newest first with the reason sent."""
    _see(ctx, "No corrections yet", LOG)
    _open(ctx, "RS-7001")
    first = next(ln for ln in _res(ctx, "RS-7001")["folio"] if _counts(ln) and ln["category"] in EXTRAS)
    start = _void(ctx, first["id"], "Not used")
    _void_done(ctx, start, "RS-7001", first["id"])
    a = f"Voided {first['id']} on RS-7001: {_money(first['amount'])} (Not used)"
    _see(ctx, a, LOG)
    _open(ctx, "RS-7002")
    second = next(ln for ln in _res(ctx, "RS-7002")["folio"] if _counts(ln) and ln["category"] in EXTRAS)
    start = _void(ctx, second["id"], "Wrong guest", " Table 4 ")
    _void_done(ctx, start, "RS-7002", second["id"])
    b = f"Voided {second['id']} on RS-7002: {_money(second['amount'])} (Wrong guest: Table 4)"
    _see(ctx, b, LOG)
    ctx.expect({"expect_order": {"texts": [b, a], "within": LOG}})
    _not_see(ctx, "No corrections yet", LOG)


# ==============================================================================================
# turn 3
# ==============================================================================================
def _move_buttons_match(ctx, rid: str) -> None:
    res = _res(ctx, rid)
    for ln in res["folio"]:
        want = 1 if (res["status"] == "in_house" and _counts(ln) and ln.get("category") in EXTRAS) else 0
        ctx.expect({"expect_count": {"target": {"control": "Move", "exact": True, "within": _row(ln["id"], FOLIO)},
                                     "count": want}})


def move_buttons(ctx):
    """Move on in-house bills' extra charges that count; never room nights, fees, voided lines or closed bills."""
    for rid in ("RS-7001", "RS-7004", "RS-7030", "RS-7035"):
        _open(ctx, rid)
        _move_buttons_match(ctx, rid)


def move_to_options(ctx):
    """Move to: every other in-house reservation by room number, "RS-7003 · Priya Raman · room 302", first chosen."""
    for rid in ("RS-7002", "RS-7003"):
        _open(ctx, rid)
        want = [_move_label(r) for r in _in_house(ctx) if r["id"] != rid]
        ctx.expect({"expect_options": {"target": {"field": "Move to", "within": FOLIO}, "exactly": want}},
                   {"expect_value": {"target": {"field": "Move to", "within": FOLIO}, "value": want[0]}})


def move_to_rereads(ctx):
    """A guest checked in meanwhile appears in Move to once the bill is read again (Reload)."""
    _open(ctx, "RS-7002")
    bd = _bd(ctx)
    rooms = ctx.runtime_state["rooms"]
    arrival = next((r for r in sorted(_all(ctx).values(), key=lambda r: r["id"])
                    if r["status"] == "booked" and r["arrival"] == bd and r.get("room")
                    and rooms[r["room"]]["housekeeping"] == "inspected" and not rooms[r["room"]].get("occupied_by")),
                   None)
    assert arrival is not None, "no arrival can be checked in behind the app"
    ctx.behind_the_app("check_in", {"reservation_id": arrival["id"], "evidence_token": _token(ctx, arrival["id"])})
    _click_reload(ctx)
    want = [_move_label(r) for r in _in_house(ctx) if r["id"] != "RS-7002"]
    ctx.expect({"expect_options": {"target": {"field": "Move to", "within": FOLIO}, "exactly": want}})


def _extra(ctx, rid: str) -> dict:
    return next(ln for ln in _res(ctx, rid)["folio"] if _counts(ln) and ln.get("category") in EXTRAS)


def _move(ctx, rid: str, target_label: str | None = None) -> tuple[int, dict]:
    _open(ctx, rid)
    line = _extra(ctx, rid)
    if target_label is not None:
        _select(ctx, "Move to", target_label)
    start = _click(ctx, "Move", _row(line["id"], FOLIO))
    return start, line


def _moved(ctx, start: int, rid: str, line: dict, target: str):
    void = _wait_write(ctx, start, "void_charge")
    made = writes(ctx, start)
    assert [c.name for c in made] == ["post_charge", "void_charge"], f"a move should post then void; the page wrote {show(made)}"
    post = made[0]
    assert post.ok, f"the posting was refused: {error(post)}"
    assert arg(post, "reservation_id") == target, f"the charge was posted to {arg(post, 'reservation_id')}, not {target}"
    assert arg(post, "category") == line["category"] and arg(post, "description") == line["description"] \
        and _same_amount(post, line["amount"]), \
        f"the posting should copy {line['category']} / {line['description']} / {line['amount']}: {show([post])}"
    new_id = post.result["line"]["id"]
    assert arg(void, "reservation_id") == rid and arg(void, "line_id") == line["id"], \
        f"the void went to {show([void])}, wanted {line['id']} on {rid}"
    want = f"Moved to {target} as {new_id}"
    assert arg(void, "reason") == want, f"the void's reason was {arg(void, 'reason')!r}, not {want!r}"
    return post, void, new_id


def move_sends(ctx):
    """Move as the form opens: post a copy to the first reservation offered, then void the original with a fresh
    token and the reason "Moved to RS-… as FL-…"."""
    rid = "RS-7001"
    target = next(r["id"] for r in _in_house(ctx) if r["id"] != rid)
    start, line = _move(ctx, rid)
    post, void, _ = _moved(ctx, start, rid, line, target)
    assert void.ok, f"the void was refused: {error(void)}"
    reads = [c for c in calls(ctx, "get_reservation", index(ctx, post) + 1)
             if index(ctx, c) < index(ctx, void) and c.ok and arg(c, "reservation_id") == rid]
    assert reads and void.args.get("evidence_token") == reads[-1].result["evidence_token"], \
        "the void did not carry the token of a read of the bill made after the posting"


def move_chosen(ctx):
    """Move to the reservation chosen in "Move to"."""
    rid = "RS-7002"
    others = [r for r in _in_house(ctx) if r["id"] != rid]
    target = others[-1]
    start, line = _move(ctx, rid, _move_label(target))
    _moved(ctx, start, rid, line, target["id"])


def move_shown(ctx):
    """After a move: "Moved FL-21 ($12.50) to RS-7002 as FL-38", the bill and the search read again."""
    rid = "RS-7001"
    target = next(r["id"] for r in _in_house(ctx) if r["id"] != rid)
    start, line = _move(ctx, rid)
    _, void, new_id = _moved(ctx, start, rid, line, target)
    _see(ctx, f"Moved {line['id']} ({_money(line['amount'])}) to {target} as {new_id}")
    reads_after(ctx, void, ["get_reservation", "list_reservations"])
    _wait_bill(ctx, rid)
    _wait_matches(ctx, _res(ctx, rid)["guest_name"])


def move_logged(ctx):
    """A move is one log entry, "Moved FL-21 on RS-7001 to RS-7002 as FL-38: $12.50"."""
    rid = "RS-7001"
    target = next(r["id"] for r in _in_house(ctx) if r["id"] != rid)
    start, line = _move(ctx, rid)
    _, _, new_id = _moved(ctx, start, rid, line, target)
    _see(ctx, f"Moved {line['id']} on {rid} to {target} as {new_id}: {_money(line['amount'])}", LOG)
    _not_see(ctx, f"Voided {line['id']}", LOG)


def move_post_refused(ctx):
    """The target left meanwhile: the posting is refused and shown, nothing is voided, the bill read again."""
    rid = "RS-7001"
    _open(ctx, rid)
    target = next(r["id"] for r in _in_house(ctx) if r["id"] != rid)
    _b_check_out(ctx, target)
    line = _extra(ctx, rid)
    start = _click(ctx, "Move", _row(line["id"], FOLIO))
    wait_calls(ctx, "post_charge", start, "Move did not post the charge")
    refused = calls(ctx, "post_charge", start, ok=False)
    assert refused and arg(refused[-1], "reservation_id") == target, \
        f"the posting to {target} should have been refused; the page called {show(calls(ctx, since=start))}"
    _see(ctx, f"Refused: {error(refused[-1])}")
    ctx.until(lambda: (bool([c for c in calls(ctx, "get_reservation", index(ctx, refused[-1]) + 1)
                             if arg(c, "reservation_id") == rid]),
                       f"after the refusal the page did not read {rid} again"))
    assert not calls(ctx, "void_charge", start), "after a refused posting nothing may be voided"


def move_void_refused(ctx):
    """The line was voided meanwhile: the void is refused and shown, the bill read again."""
    rid = "RS-7001"
    _open(ctx, rid)
    line = _extra(ctx, rid)
    _b_void(ctx, rid, line["id"])
    start = _click(ctx, "Move", _row(line["id"], FOLIO))
    wait_calls(ctx, "void_charge", start, "Move did not send the void after the posting")
    refused = calls(ctx, "void_charge", start, ok=False)
    assert refused, "the system should have refused the void of a line already voided"
    _see(ctx, f"Refused: {error(refused[-1])}")
    ctx.until(lambda: (bool([c for c in calls(ctx, "get_reservation", index(ctx, refused[-1]) + 1)
                             if arg(c, "reservation_id") == rid]),
                       f"after the refusal the page did not read {rid} again"))


# ==============================================================================================
# turn 4
# ==============================================================================================
def _credit_line(rows: list[dict]) -> str:
    if not rows:
        return "No credits owed"
    total = sum((-_balance(r) for r in rows), Decimal(0))
    return f"{len(rows)} {'bill owes' if len(rows) == 1 else 'bills owe'} {_money(total)} back"


def _wait_credits(ctx) -> None:
    rows = _credits(ctx)
    steps = [{"expect_text": {"regex": rf"(?<!\d){re.escape(_credit_line(rows))}", "within": CREDITS}}]
    if rows:
        steps.append({"expect_list": {"target": {"column": "Reservation", "within": CREDITS},
                                      "texts": [r["id"] for r in rows], "whole": True}})
    ctx.expect(*steps)
    for r in rows:
        _cell(ctx, "Guest", r["id"], CREDITS, r["guest_name"])
        _cell(ctx, "Status", r["id"], CREDITS, STATUS[r["status"]])
        _cell(ctx, "Credit", r["id"], CREDITS, _money(-_balance(r)))


def credits_table(ctx):
    """Credits owed lists every bill in credit with status and credit, and the count line."""
    _wait_credits(ctx)


def credits_two(ctx):
    """A second bill in credit (a paid no-show fee voided meanwhile) appears on Reload, ordered by id."""
    fee = next((ln for ln in _res(ctx, "RS-7035")["folio"] if _counts(ln)), None)
    if fee is not None:
        _b_void(ctx, "RS-7035", fee["id"])
    _click_reload(ctx)
    _wait_credits(ctx)
    assert len(_credits(ctx)) >= 2, "the set-up should leave two bills in credit"


def credits_none(ctx):
    """With every credit paid back meanwhile, Reload shows "No credits owed"."""
    for r in _credits(ctx):
        _b_settle(ctx, r["id"])
    _click_reload(ctx)
    _see(ctx, "No credits owed", CREDITS)
    ctx.expect({"expect_count": {"target": {"column": "Reservation", "within": CREDITS}, "count": 0}})


def credits_after_void(ctx):
    """A void the page makes is followed by Credits owed read again, with no Reload."""
    start, fee = _void_fee(ctx)
    _void_done(ctx, start, "RS-7035", fee["id"])
    _wait_credits(ctx)
    _cell(ctx, "Credit", "RS-7035", CREDITS, _money(-_balance(_res(ctx, "RS-7035"))))


def credits_open(ctx):
    """Open on a Credits owed row opens that bill in Folio."""
    rows = _credits(ctx)
    assert rows, "no bill is in credit"
    _wait_credits(ctx)
    rid = rows[0]["id"]
    start = _click(ctx, "Open", _row(rid, CREDITS))
    wait_calls(ctx, "get_reservation", start, "Open did not read the reservation")
    _wait_bill(ctx, rid)


def _refund_form(ctx, shown: bool) -> None:
    ctx.expect({"expect_visible": {"target": {"field": "Refund against", "within": FOLIO}, "visible": shown}},
               {"expect_visible": {"target": {"field": "Refund amount", "within": FOLIO}, "visible": shown}},
               {"expect_visible": {"target": {"control": "Refund", "exact": True, "within": FOLIO}, "visible": shown}})


def refund_form_shown(ctx):
    """The refund form shows only on a bill below $0.00 (not at $0.00, not at $0.01 due)."""
    for rid in ("RS-7004", "RS-7030", "RS-7003", "RS-7001"):
        _open(ctx, rid)
        _refund_form(ctx, _balance(_res(ctx, rid)) < 0)


def refund_options(ctx):
    """Refund against offers the payments with something left, in posting order, "FL-32 · card · $311.60 left",
    newest first chosen; a fully refunded payment is not offered."""
    rid = "RS-7001"
    _b_pay(ctx, rid, 5.0, "card")
    _b_pay(ctx, rid, float(_balance(_res(ctx, rid))), "cash")
    nights = [ln for ln in _res(ctx, rid)["folio"] if _counts(ln) and ln["category"] == "room"]
    _b_void(ctx, rid, nights[-1]["id"])
    pays = [ln for ln in _res(ctx, rid)["folio"] if ln["kind"] == "payment"]
    _b_refund(ctx, rid, pays[1]["id"], 5.0)
    _b_refund(ctx, rid, pays[2]["id"], 4.5)
    _open(ctx, rid)
    want = [_refund_label(ln) for ln in _res(ctx, rid)["folio"] if ln["kind"] == "payment" and _left(ln) > 0]
    ctx.expect({"expect_options": {"target": {"field": "Refund against", "within": FOLIO}, "exactly": want}},
               {"expect_value": {"target": {"field": "Refund against", "within": FOLIO}, "value": want[-1]}})


def refund_amount_format(ctx):
    """Text, zero, a negative and three decimals show "Enter an amount like 25.00" and send nothing; " 9 " refunds 9.00."""
    _open(ctx, "RS-7004")
    for bad in ("abc", "0", " -1 ", "4.001"):
        start = _refund(ctx, bad)
        _refused_nothing(ctx, start, "Enter an amount like 25.00", f"the refund amount {bad!r} must send nothing")
    credit = -_balance(_res(ctx, "RS-7004"))
    start = _refund(ctx, " 4.5 " if credit >= Decimal("4.5") else f" {credit} ")
    call = _wait_write(ctx, start, "refund_payment")
    assert _same_amount(call, "4.5" if credit >= Decimal("4.5") else credit), f"the refund sent {show([call])}"


def refund_above_credit(ctx):
    """An amount above the credit (a cent over) shows "Only $9.00 is owed back"; the credit itself is refunded."""
    _open(ctx, "RS-7004")
    credit = -_balance(_res(ctx, "RS-7004"))
    start = _refund(ctx, f"{credit + CENT}")
    _refused_nothing(ctx, start, f"Only {_money(credit)} is owed back", "an amount above the credit must send nothing")
    start = _refund(ctx, f"{credit}")
    call = _wait_write(ctx, start, "refund_payment")
    assert _same_amount(call, credit), f"the refund sent {show([call])}, wanted {credit}"


def refund_above_left(ctx):
    """Against a $5.00 payment: $5.01 shows "FL-38 has only $5.00 left"; above the credit the credit message wins;
    $5.00 is refunded against that payment."""
    rid = "RS-7001"
    small = _b_pay(ctx, rid, 5.0, "card")
    _b_pay(ctx, rid, float(_balance(_res(ctx, rid))), "cash")
    nights = [ln for ln in _res(ctx, rid)["folio"] if _counts(ln) and ln["category"] == "room"]
    for ln in nights[-2:]:
        _b_void(ctx, rid, ln["id"])
    _open(ctx, rid)
    res = _res(ctx, rid)
    credit = -_balance(res)
    pay = _line(res, small)
    start = _refund(ctx, "5.01", _refund_label(pay))
    _refused_nothing(ctx, start, f"{small} has only $5.00 left", "an amount above what is left must send nothing")
    start = _refund(ctx, f"{credit + CENT}")
    _refused_nothing(ctx, start, f"Only {_money(credit)} is owed back", "an amount above the credit must send nothing")
    start = _refund(ctx, "5")
    call = _wait_write(ctx, start, "refund_payment")
    assert arg(call, "payment_line_id") == small and _same_amount(call, 5), f"the refund sent {show([call])}"


def refund_cash_limit(ctx):
    """Cash: $50.01 shows the manager message, $50.00 goes (against the newest payment, as the form opens);
    a card refund above $50.00 goes."""
    rid = "RS-7001"
    _b_cash_bill(ctx, rid)
    _open(ctx, rid)
    res = _res(ctx, rid)
    cash = [ln for ln in res["folio"] if ln["kind"] == "payment" and ln["method"] == "cash"][-1]
    card = next(ln for ln in res["folio"] if ln["kind"] == "payment" and ln["method"] == "card" and _left(ln) > 50)
    start = _refund(ctx, "50.01")
    _refused_nothing(ctx, start, "Cash refunds above $50.00 need the manager",
                     "a cash refund above $50.00 must send nothing")
    start = _refund(ctx, "50")
    call = _wait_write(ctx, start, "refund_payment")
    assert call.ok and arg(call, "payment_line_id") == cash["id"] and _same_amount(call, 50), \
        f"the refund should go against {cash['id']} for 50.00: {show([call])}"
    _wait_bill(ctx, rid)
    card = _line(_res(ctx, rid), card["id"])
    start = _refund(ctx, "60", _refund_label(card))
    call = _wait_write(ctx, start, "refund_payment")
    assert arg(call, "payment_line_id") == card["id"] and _same_amount(call, 60), \
        f"a card refund of 60.00 should be sent: {show([call])}"


def refund_sends(ctx):
    """Refund reads the bill again and refunds against the chosen payment with that fresh token."""
    _open(ctx, "RS-7004")
    credit = -_balance(_res(ctx, "RS-7004"))
    pay = [ln for ln in _res(ctx, "RS-7004")["folio"] if ln["kind"] == "payment" and _left(ln) > 0][-1]
    start = _refund(ctx, f" {credit} ")
    call = _wait_write(ctx, start, "refund_payment")
    assert arg(call, "reservation_id") == "RS-7004" and arg(call, "payment_line_id") == pay["id"] \
        and _same_amount(call, credit), f"the refund sent {show([call])}"
    fresh_token(ctx, start, call, "get_reservation", "reservation_id")


def _refund_all_7004(ctx):
    _open(ctx, "RS-7004")
    credit = -_balance(_res(ctx, "RS-7004"))
    start = _refund(ctx, f"{credit}")
    call = _wait_write(ctx, start, "refund_payment")
    assert call.ok, f"the refund was refused: {error(call)}"
    return call, credit


def refund_shown(ctx):
    """After a refund: "Refunded $9.00 by card against FL-32 as FL-38", amount cleared, bill, search and credits
    read again."""
    call, credit = _refund_all_7004(ctx)
    line = call.result["line"]
    _see(ctx, f"Refunded {_money(line['amount'])} by {line['method']} against {line['refund_of']} as {line['id']}")
    reads_after(ctx, call, ["get_reservation", "list_reservations"])
    _wait_bill(ctx, "RS-7004")
    _wait_matches(ctx, "Oskar Lindqvist")
    _wait_credits(ctx)
    _refund_form(ctx, False)


def refund_logged(ctx):
    """A refund is logged like "Refunded $9.00 on RS-7004 against FL-32 as FL-38"."""
    call, _ = _refund_all_7004(ctx)
    line = call.result["line"]
    _see(ctx, f"Refunded {_money(line['amount'])} on RS-7004 against {line['refund_of']} as {line['id']}", LOG)


def refund_refused(ctx):
    """Part of the credit was paid back meanwhile: the system's refusal is shown and the bill read again."""
    _open(ctx, "RS-7004")
    credit = -_balance(_res(ctx, "RS-7004"))
    pay = [ln for ln in _res(ctx, "RS-7004")["folio"] if ln["kind"] == "payment" and _left(ln) > 0][-1]
    _b_refund(ctx, "RS-7004", pay["id"], float(min(Decimal("4.00"), credit - CENT)))
    start = _refund(ctx, f"{credit}")
    wait_calls(ctx, "refund_payment", start, "Refund did not send the refund")
    refused = calls(ctx, "refund_payment", start, ok=False)
    assert refused, "the system should have refused a refund above the credit left"
    _see(ctx, f"Refused: {error(refused[-1])}")
    ctx.until(lambda: (bool(calls(ctx, "get_reservation", index(ctx, refused[-1]) + 1)),
                       "after the refusal the page did not read the reservation again"))


# ==============================================================================================
# turn 5
# ==============================================================================================
def repeats_lines(ctx):
    """"FL-38 repeats FL-21" under the table for each second posting, naming the nearest earlier twin; a charge
    with another amount, or a twin of a voided charge, is no second posting."""
    rid = "RS-7001"
    base = _extra(ctx, rid)
    _b_charge(ctx, rid, float(base["amount"]), base["description"], base["category"])
    _b_charge(ctx, rid, float(_dec(base["amount"]) - Decimal("0.50")), base["description"], base["category"])
    _b_charge(ctx, rid, float(base["amount"]), base["description"], base["category"])
    voided = next((ln for ln in _res(ctx, "RS-7004")["folio"] if ln["kind"] == "charge" and ln.get("voided")), None)
    if voided is not None:
        _b_charge(ctx, "RS-7004", float(voided["amount"]), voided["description"], voided.get("category") or "misc")
    _open(ctx, rid)
    res = _res(ctx, rid)
    pairs = _repeats(res)
    assert len(pairs) == 2, f"the set-up should give two second postings, got {pairs}"
    for second, first in pairs:
        _see(ctx, f"{second} repeats {first}", FOLIO)
        ctx.expect({"expect_order": {"texts": [res["folio"][-1]["id"], f"{second} repeats {first}"], "within": FOLIO}})
    ids = [ln["id"] for ln in res["folio"]]
    _not_see(ctx, f"{ids[-2]} repeats", FOLIO)
    _not_see(ctx, f"{pairs[1][0]} repeats {pairs[0][1]}", FOLIO)
    _open(ctx, "RS-7004")
    _wait_bill(ctx, "RS-7004")
    _not_see(ctx, "repeats", FOLIO)


def repeats_follow(ctx):
    """Voiding the second posting, then the first charge, takes each "repeats" line away."""
    rid = "RS-7001"
    base = _extra(ctx, rid)
    a = _b_charge(ctx, rid, float(base["amount"]), base["description"], base["category"])
    b = _b_charge(ctx, rid, float(base["amount"]), base["description"], base["category"])
    _open(ctx, rid)
    _see(ctx, f"{a} repeats {base['id']}", FOLIO)
    _see(ctx, f"{b} repeats {a}", FOLIO)
    start = _void(ctx, b, "Posted twice")
    _void_done(ctx, start, rid, b)
    _wait_bill(ctx, rid)
    _not_see(ctx, f"{b} repeats", FOLIO)
    _see(ctx, f"{a} repeats {base['id']}", FOLIO)
    start = _void(ctx, base["id"], "Not used")
    _void_done(ctx, start, rid, base["id"])
    _wait_bill(ctx, rid)
    _not_see(ctx, "repeats", FOLIO)


def posted_twice_rule(ctx):
    """"Posted twice" on a first posting, a big charge with no note and a room night shows "FL-… is not a second
    posting" and sends nothing; on a second posting it voids with the reason "Posted twice"."""
    rid = "RS-7001"
    base = _extra(ctx, rid)
    twin = _b_charge(ctx, rid, float(base["amount"]), base["description"], base["category"])
    big = _b_charge(ctx, rid, 150.0, "Extra bed")
    _open(ctx, rid)
    night = next(ln for ln in _res(ctx, rid)["folio"] if _counts(ln) and ln["category"] == "room")
    start = _void(ctx, base["id"], "Posted twice", "")
    _refused_nothing(ctx, start, f"{base['id']} is not a second posting", "a first posting must not be voided as Posted twice")
    start = _void(ctx, big)
    _refused_nothing(ctx, start, f"{big} is not a second posting", "a charge with no twin must not be voided as Posted twice")
    _not_see(ctx, "A void above $100.00 needs a note of at least 10 characters")
    start = _void(ctx, night["id"])
    _refused_nothing(ctx, start, f"{night['id']} is not a second posting", "a room night with no twin must not be voided as Posted twice")
    start = _void(ctx, twin)
    call = _void_done(ctx, start, rid, twin)
    assert arg(call, "reason") == "Posted twice", f"the reason sent was {arg(call, 'reason')!r}, not 'Posted twice'"


def summary(ctx):
    """Log summary "3 corrections · $60.70 voided · $9.00 refunded" at the top, moved lines counted as voided."""
    _see(ctx, "No corrections yet", LOG)
    _not_see(ctx, "voided ·", LOG)
    total_void, total_refund, n = Decimal(0), Decimal(0), 0

    def line() -> str:
        return (f"{n} {'correction' if n == 1 else 'corrections'} · {_money(total_void)} voided · "
                f"{_money(total_refund)} refunded")

    _open(ctx, "RS-7001")
    first = _extra(ctx, "RS-7001")
    start = _void(ctx, first["id"], "Not used")
    _void_done(ctx, start, "RS-7001", first["id"])
    n, total_void = 1, total_void + _dec(first["amount"])
    _see(ctx, line(), LOG)
    start, moved = _move(ctx, "RS-7002")
    _wait_write(ctx, start, "void_charge")
    n, total_void = 2, total_void + _dec(moved["amount"])
    _see(ctx, line(), LOG)
    call, _ = _refund_all_7004(ctx)
    n, total_refund = 3, total_refund + _dec(call.result["line"]["amount"])
    _see(ctx, line(), LOG)
    ctx.expect({"expect_order": {"texts": [line(), "Refunded"], "within": LOG}})
