"""Checks for the guesthouse departures and settlement desk that the vocabulary cannot state alone.

Every expectation is computed from ``ctx.runtime_state`` (the live system, or the requirement's own
copy of it), so a check holds on whatever state its turn starts from: who is in house, when each
guest leaves, every folio line and balance, which rooms are dirty and empty. Every check that
writes is ``isolated``; there another desk may act behind the app (before the page writes) to
prove the page shows the system's refusals and reads the system again where the request says so.
"""

from __future__ import annotations

import re
from decimal import Decimal

GUESTS = {"section": "Guests in house"}
SETTLE = {"section": "Settlement"}
ROOMS = {"section": "Rooms to turn"}


# --- state ------------------------------------------------------------------------------------
def _state(ctx) -> dict:
    return ctx.runtime_state


def _bd(ctx) -> str:
    return _state(ctx)["business_date"]


def _all(ctx) -> dict:
    return _state(ctx)["reservations"]


def _res(ctx, rid: str) -> dict:
    return _all(ctx)[rid]


def _num(text) -> int:
    m = re.search(r"(\d+)$", str(text or ""))
    return int(m.group(1)) if m else 0


def _dec(x) -> Decimal:
    return Decimal(str(x))


def _balance(res: dict) -> Decimal:
    total = Decimal(0)
    for ln in res.get("folio") or []:
        if ln["kind"] == "charge" and not ln.get("voided"):
            total += _dec(ln["amount"])
        elif ln["kind"] == "payment":
            total -= _dec(ln["amount"])
        elif ln["kind"] == "refund":
            total += _dec(ln["amount"])
    return total


def _money(value) -> str:
    """US dollars as the request writes them: "$1,204.50", a negative amount "-$9.00"."""
    v = _dec(value).quantize(Decimal("0.01"))
    text = f"${abs(v):,.2f}"
    return f"-{text}" if v < 0 else text


def _in_house(ctx) -> list[dict]:
    rows = [r for r in _all(ctx).values() if r["status"] == "in_house"]
    return sorted(rows, key=lambda r: (r["departure"], _num(r["room"]), r["room"] or ""))


def _counts_line(ctx) -> str:
    rows = _in_house(ctx)
    today = sum(1 for r in rows if r["departure"] == _bd(ctx))
    return f"{len(rows)} in house · {today} leaving today"


def _account(bal: Decimal) -> str:
    return "Settled" if bal == 0 else ("Owes" if bal > 0 else "Credit")


def _leaves(ctx, res: dict) -> str:
    return "Today" if res["departure"] == _bd(ctx) else res["departure"]


def _pick(rows, ok, prefer: tuple[str, ...] = ()) -> dict:
    by_id = {r["id"]: r for r in rows}
    for rid in prefer:
        if rid in by_id and ok(by_id[rid]):
            return by_id[rid]
    for r in rows:
        if ok(r):
            return r
    raise AssertionError("the system holds no in-house guest this check can use")


def _guest(ctx, ok, prefer: tuple[str, ...] = ()) -> dict:
    return _pick(_in_house(ctx), ok, prefer)


def _turn_rooms(ctx) -> list[dict]:
    rooms = [r for r in _state(ctx)["rooms"].values() if r["housekeeping"] == "dirty" and not r.get("occupied_by")]
    return sorted(rooms, key=lambda r: (_num(r["number"]), r["number"]))


def _rooms_count(ctx) -> str:
    n = len(_turn_rooms(ctx))
    return "No rooms to turn" if n == 0 else f"{n} {'room' if n == 1 else 'rooms'} to turn"


def _voidable(res: dict) -> list[dict]:
    return [ln for ln in res.get("folio") or []
            if ln["kind"] == "charge" and not ln.get("voided") and ln.get("category") != "room"]


# --- behind the app ---------------------------------------------------------------------------
def _token(ctx, rid: str) -> str:
    return ctx.behind_the_app("get_reservation", {"reservation_id": rid})["evidence_token"]


def _b_charge(ctx, rid: str, amount: float, description: str = "Late check-out") -> dict:
    return ctx.behind_the_app("post_charge", {"reservation_id": rid, "category": "misc",
                                              "description": description, "amount": amount})["line"]


def _b_pay(ctx, rid: str, amount: float, method: str = "card") -> dict:
    return ctx.behind_the_app("record_payment", {"reservation_id": rid, "amount": amount, "method": method})["line"]


def _b_void(ctx, rid: str, line_id: str, reason: str = "Another desk") -> None:
    ctx.behind_the_app("void_charge", {"reservation_id": rid, "line_id": line_id, "reason": reason,
                                       "evidence_token": _token(ctx, rid)})


def _b_refund(ctx, rid: str, line_id: str, amount: float) -> None:
    ctx.behind_the_app("refund_payment", {"reservation_id": rid, "payment_line_id": line_id, "amount": amount,
                                          "evidence_token": _token(ctx, rid)})


def _b_settle(ctx, rid: str) -> None:
    """Bring a folio to exactly 0.00: pay what is due, refund a credit (newest payment first)."""
    res = _res(ctx, rid)
    bal = _balance(res)
    if bal > 0:
        _b_pay(ctx, rid, float(bal))
    elif bal < 0:
        left = -bal
        for ln in reversed(res["folio"]):
            if left <= 0:
                break
            if ln["kind"] != "payment":
                continue
            part = min(_dec(ln["amount"]) - _dec(ln.get("refunded") or 0), left)
            if part > 0:
                _b_refund(ctx, rid, ln["id"], float(part))
                left -= part


def _b_check_out(ctx, rid: str) -> None:
    _b_settle(ctx, rid)
    ctx.behind_the_app("check_out", {"reservation_id": rid, "evidence_token": _token(ctx, rid)})


def _b_room(ctx, number: str, status: str) -> None:
    token = ctx.behind_the_app("get_room", {"room": number})["evidence_token"]
    ctx.behind_the_app("set_housekeeping_status", {"room": number, "status": status, "evidence_token": token})


def _b_check_in_arrival(ctx, prefer: tuple[str, ...]) -> dict | None:
    """Check in one of today's booked arrivals whose assigned room is inspected and empty."""
    rooms = _state(ctx)["rooms"]
    bd = _bd(ctx)
    cands = [r for r in _all(ctx).values() if r["status"] == "booked" and r["arrival"] == bd and r.get("room")
             and rooms[r["room"]]["housekeeping"] == "inspected" and not rooms[r["room"]].get("occupied_by")]
    cands.sort(key=lambda r: (r["id"] not in prefer, prefer.index(r["id"]) if r["id"] in prefer else 0, r["id"]))
    if not cands:
        return None
    rid = cands[0]["id"]
    ctx.behind_the_app("check_in", {"reservation_id": rid, "evidence_token": _token(ctx, rid)})
    return _res(ctx, rid)


# --- tool calls -------------------------------------------------------------------------------
def _mark(ctx) -> int:
    return len(ctx.tool_calls)


def _calls(ctx, name: str, since: int = 0, ok: bool | None = None) -> list:
    return [c for c in ctx.tool_calls[since:] if c.name == name and (ok is None or c.ok == ok)]


def _writes(ctx, since: int) -> list:
    return [c for c in ctx.tool_calls[since:] if c.mode == "write"]


def _rid(call) -> str:
    return str(call.args.get("reservation_id", "")).strip()


def _error(call) -> str:
    return (call.error or {}).get("message", "")


def _index(ctx, call) -> int:
    return next(i for i, c in enumerate(ctx.tool_calls) if c is call)


def _wait_calls(ctx, name: str, since: int, n: int = 1) -> None:
    def probe():
        have = len(_calls(ctx, name, since))
        return (have >= n, f"the page made {have} {name} call(s), wanted {n}")

    ctx.until(probe)


def _one_write(ctx, start: int, name: str, rid: str):
    _wait_calls(ctx, name, start)
    calls = _calls(ctx, name, start)
    assert len(calls) == 1, f"{len(calls)} {name} calls were made, wanted one: {[c.args for c in calls]}"
    call = calls[0]
    assert _rid(call) == rid, f"{name} went to {call.args.get('reservation_id')!r}, not {rid}"
    return call


def _fresh_token(ctx, call, rid: str, lo: int) -> None:
    """``call`` carries the token of the latest successful get_reservation(rid) made since ``lo`` and before it."""
    i = _index(ctx, call)
    reads = [c for c in ctx.tool_calls[lo:i] if c.name == "get_reservation" and c.ok and _rid(c) == rid]
    assert reads, f"{rid} was not read again (get_reservation) right before {call.name}"
    assert call.args.get("evidence_token") == reads[-1].result["evidence_token"], \
        f"{call.name} did not carry the evidence token of the fresh get_reservation read of {rid}"


def _reads_after(ctx, call, names: list[str], rid: str | None = None) -> None:
    i = _index(ctx, call)

    def probe():
        later = ctx.tool_calls[i + 1:]
        missing = [n for n in names if not any(c.name == n and c.ok and (n != "get_reservation" or rid is None
                                                                        or _rid(c) == rid) for c in later)]
        return (not missing, f"after {call.name} the page did not read {missing} again")

    ctx.until(probe)


def _no_writes(ctx, start: int, what: str) -> None:
    writes = _writes(ctx, start)
    assert not writes, f"{what}, but the page sent {[(c.name, c.args) for c in writes]}"


# --- page -------------------------------------------------------------------------------------
def _reload_page(ctx) -> None:
    ctx.expect({"open": {"path": "/"}})


def _exact(value: str) -> str:
    return rf"^\s*{re.escape(value)}\s*$"


def _cell(ctx, column: str, row: str, within: dict, value: str) -> None:
    ctx.expect({"expect_text": {"regex": _exact(value), "within": {"column": column, "row": row, "within": within}}})


def _cell_starts(ctx, column: str, row: str, within: dict, value: str) -> None:
    ctx.expect({"expect_text": {"regex": rf"^\s*{re.escape(value)}",
                                "within": {"column": column, "row": row, "within": within}}})


def _row(key: str, within: dict) -> dict:
    return {"item": key, "within": within}


def _see(ctx, text: str, within: dict | None = None) -> None:
    step = {"text": text}
    if within:
        step["within"] = within
    ctx.expect({"expect_text": step})


def _not_see(ctx, text: str, within: dict | None = None) -> None:
    step = {"text": text, "absent": True}
    if within:
        step["within"] = within
    ctx.expect({"expect_text": step})


def _wait_guests(ctx) -> None:
    """The guests table shows the system as it is now: the counts line and every balance."""
    steps = [{"expect_text": {"regex": rf"(?<!\d){re.escape(_counts_line(ctx))}", "within": GUESTS}}]
    for r in _in_house(ctx):
        steps.append({"expect_text": {"regex": _exact(_money(_balance(r))),
                                      "within": {"column": "Balance", "row": r["id"], "within": GUESTS}}})
    ctx.expect(*steps)


def _header(res: dict) -> str:
    return f"{res['id']} · {res['guest_name']} · room {res['room']} · leaves {res['departure']}"


def _open_settlement(ctx, rid: str) -> int:
    _wait_guests(ctx)
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Settle", "exact": True, "within": _row(rid, GUESTS)}})
    _see(ctx, _header(_res(ctx, rid)), SETTLE)
    return start


def _line_type(ln: dict) -> str:
    if ln["kind"] == "payment":
        return "Payment"
    if ln["kind"] == "refund":
        return "Refund"
    return "Voided" if ln.get("voided") else "Charge"


def _expect_bill(ctx, rid: str, void_reasons: bool = False) -> None:
    """Settlement shows the system's folio of ``rid``: lines in posting order with Type, Description and
    Amount, and the balance under the table."""
    res = _res(ctx, rid)
    lines = res.get("folio") or []
    bal = f"Balance: {_money(_balance(res))}"
    steps = [{"expect_text": {"text": _header(res), "within": SETTLE}},
             {"expect_text": {"regex": rf"{re.escape(bal)}(?!\d)", "within": SETTLE}}]
    if lines:
        steps.append({"expect_list": {"target": {"column": "Line", "within": SETTLE},
                                      "texts": [ln["id"] for ln in lines], "whole": True}})
        steps.append({"expect_order": {"texts": [lines[-1]["id"], bal], "within": SETTLE}})
    ctx.expect(*steps)
    for ln in lines:
        _cell(ctx, "Type", ln["id"], SETTLE, _line_type(ln))
        _cell(ctx, "Amount", ln["id"], SETTLE, _money(abs(_dec(ln["amount"]))))
        if ln["kind"] == "charge" and ln.get("voided"):
            if void_reasons:
                _cell(ctx, "Description", ln["id"], SETTLE, f"{ln['description']} (voided: {ln.get('void_reason') or ''})")
            else:
                _cell_starts(ctx, "Description", ln["id"], SETTLE, ln["description"])
        else:
            _cell(ctx, "Description", ln["id"], SETTLE, ln["description"])


def _balance_shown(ctx, rid: str) -> None:
    bal = f"Balance: {_money(_balance(_res(ctx, rid)))}"
    ctx.expect({"expect_text": {"regex": rf"{re.escape(bal)}(?!\d)", "within": SETTLE}})


def _fill(ctx, field: str, value: str) -> None:
    ctx.expect({"fill": {"field": field, "within": SETTLE, "value": value}})


def _press(ctx, control: str, within: dict | None = None) -> int:
    start = _mark(ctx)
    ctx.expect({"click": {"control": control, "exact": True, "within": within or SETTLE}})
    return start


def _wait_balance(ctx, rid: str, want: Decimal) -> None:
    def probe():
        have = _balance(_res(ctx, rid))
        return (have == want, f"{rid}'s balance in the system is {have}, not {want}")

    ctx.until(probe)


def _wait_status(ctx, rid: str, status: str) -> None:
    def probe():
        have = _res(ctx, rid)["status"]
        return (have == status, f"{rid} is {have} in the system, not {status}")

    ctx.until(probe)


# ==============================================================================================
# turn 1
# ==============================================================================================
def business_date(ctx):
    """"Business date: <the system's business date>" under the heading."""
    ctx.expect({"expect_text": {"text": f"Business date: {_bd(ctx)}"}},
               {"expect_order": {"texts": ["Departures desk", f"Business date: {_bd(ctx)}"]}})


def guests_rows(ctx):
    """Each in-house guest shows room, reservation, guest, Leaves, balance and account under the named columns."""
    _wait_guests(ctx)
    for r in _in_house(ctx):
        bal = _balance(r)
        _cell(ctx, "Room", r["id"], GUESTS, r["room"])
        _cell(ctx, "Reservation", r["id"], GUESTS, r["id"])
        _cell(ctx, "Guest", r["id"], GUESTS, r["guest_name"])
        _cell(ctx, "Leaves", r["id"], GUESTS, _leaves(ctx, r))
        _cell(ctx, "Balance", r["id"], GUESTS, _money(bal))
        _cell(ctx, "Account", r["id"], GUESTS, _account(bal))


def _expect_guest_order(ctx) -> None:
    _wait_guests(ctx)
    ctx.expect({"expect_list": {"target": {"column": "Reservation", "within": GUESTS},
                                "texts": [r["id"] for r in _in_house(ctx)], "whole": True}})


def guests_order(ctx):
    """Rows by departure date, then room number; a guest checked in meanwhile to a lower room than a guest
    leaving the same day comes first after a reload."""
    _expect_guest_order(ctx)
    rooms = _state(ctx)["rooms"]
    bd = _bd(ctx)
    single = next((r for r in _all(ctx).values() if r["id"] == "RS-7013" and r["status"] == "booked"
                   and r["arrival"] == bd and not r.get("room")), None)
    room = rooms.get("103")
    if single and room and room["room_type"] == single["room_type"] and not room.get("occupied_by") \
            and room["housekeeping"] in ("clean", "inspected"):
        if room["housekeeping"] == "clean":
            _b_room(ctx, "103", "inspected")
        ctx.behind_the_app("assign_room", {"reservation_id": "RS-7013", "room": "103",
                                           "evidence_token": _token(ctx, "RS-7013")})
        ctx.behind_the_app("check_in", {"reservation_id": "RS-7013", "evidence_token": _token(ctx, "RS-7013")})
    _b_check_in_arrival(ctx, ("RS-7015", "RS-7010"))
    _reload_page(ctx)
    _expect_guest_order(ctx)


def guests_exclusions(ctx):
    """Only in-house reservations are listed: those checked out, no-shows and bookings never are; a guest
    another desk checks out is gone after a reload."""
    _expect_guest_order(ctx)
    others = [r["id"] for r in _all(ctx).values() if r["status"] != "in_house"]
    ctx.expect(*[{"expect_text": {"regex": _exact(rid), "within": {"column": "Reservation", "within": GUESTS},
                                  "absent": True}} for rid in others])
    gone = _guest(ctx, lambda r: r["departure"] == _bd(ctx), prefer=("RS-7002",))
    _b_check_out(ctx, gone["id"])
    _reload_page(ctx)
    _expect_guest_order(ctx)
    ctx.expect({"expect_text": {"regex": _exact(gone["id"]), "within": {"column": "Reservation", "within": GUESTS},
                                "absent": True}})


def account_boundaries(ctx):
    """A balance of $0.01 reads Owes, -$0.01 reads Credit and exactly $0.00 reads Settled."""
    _wait_guests(ctx)
    owes = _guest(ctx, lambda r: True, prefer=("RS-7002",))
    _b_settle(ctx, owes["id"])
    _b_charge(ctx, owes["id"], 0.01, "Pencil")
    credit = _guest(ctx, lambda r: r["id"] != owes["id"] and any(ln["kind"] == "payment" and
                                                                  _dec(ln["amount"]) - _dec(ln.get("refunded") or 0) > 1
                                                                  for ln in r["folio"]), prefer=("RS-7004",))
    _b_settle(ctx, credit["id"])
    _b_charge(ctx, credit["id"], 1.00, "Stamp")
    pay = _b_pay(ctx, credit["id"], 1.00)
    _b_void(ctx, credit["id"], next(ln["id"] for ln in reversed(_res(ctx, credit["id"])["folio"])
                                    if ln["kind"] == "charge" and ln["description"] == "Stamp"))
    _b_refund(ctx, credit["id"], pay["id"], 0.99)
    _reload_page(ctx)
    _wait_guests(ctx)
    _cell(ctx, "Balance", owes["id"], GUESTS, "$0.01")
    _cell(ctx, "Account", owes["id"], GUESTS, "Owes")
    _cell(ctx, "Balance", credit["id"], GUESTS, "-$0.01")
    _cell(ctx, "Account", credit["id"], GUESTS, "Credit")
    _b_charge(ctx, credit["id"], 0.01, "Pencil")
    _reload_page(ctx)
    _wait_guests(ctx)
    _cell(ctx, "Balance", credit["id"], GUESTS, "$0.00")
    _cell(ctx, "Account", credit["id"], GUESTS, "Settled")


def money_format(ctx):
    """A balance of a thousand dollars or more has its comma ("$1,179.50"); a credit has the minus first."""
    _wait_guests(ctx)
    big = _guest(ctx, lambda r: _balance(r) >= 0, prefer=("RS-7001",))
    _b_charge(ctx, big["id"], 500.00, "Damaged headboard")
    _b_charge(ctx, big["id"], 500.00, "Damaged carpet")
    small = _guest(ctx, lambda r: r["id"] != big["id"], prefer=("RS-7004",))
    if _balance(small) >= 0:
        _b_settle(ctx, small["id"])
        _b_charge(ctx, small["id"], 9.00, "Minibar")
        _b_pay(ctx, small["id"], 9.00)
        _b_void(ctx, small["id"], next(ln["id"] for ln in reversed(_res(ctx, small["id"])["folio"])
                                       if ln["kind"] == "charge" and ln["description"] == "Minibar"))
    _reload_page(ctx)
    _wait_guests(ctx)
    _cell(ctx, "Balance", big["id"], GUESTS, _money(_balance(_res(ctx, big["id"]))))
    assert _balance(_res(ctx, big["id"])) >= 1000
    _cell(ctx, "Balance", small["id"], GUESTS, _money(_balance(_res(ctx, small["id"]))))


def counts(ctx):
    """Above the table the counts line reads the live figures, and follows a guest checked in and a guest
    checked out by another desk after a reload."""
    _wait_guests(ctx)
    ctx.expect({"expect_order": {"texts": [_counts_line(ctx), "Reservation"], "within": GUESTS}})
    _b_check_in_arrival(ctx, ("RS-7010", "RS-7015"))
    _reload_page(ctx)
    _wait_guests(ctx)
    leaving = [r for r in _in_house(ctx) if r["departure"] == _bd(ctx)]
    if leaving:
        _b_check_out(ctx, leaving[0]["id"])
        _reload_page(ctx)
        _wait_guests(ctx)
    ctx.expect({"expect_order": {"texts": [_counts_line(ctx), "Reservation"], "within": GUESTS}})


def reload_reads(ctx):
    """Reload reads the guests again: a charge another desk posted shows in the balance without a page load."""
    _wait_guests(ctx)
    g = _guest(ctx, lambda r: True, prefer=("RS-7001",))
    _b_charge(ctx, g["id"], 12.00, "Room service")
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Reload", "exact": True}})
    _wait_calls(ctx, "list_reservations", start)
    _wait_guests(ctx)
    _cell(ctx, "Account", g["id"], GUESTS, _account(_balance(_res(ctx, g["id"]))))


# ==============================================================================================
# turn 2
# ==============================================================================================
def settle_buttons(ctx):
    """Every row of Guests in house has a Settle button."""
    _wait_guests(ctx)
    for r in _in_house(ctx):
        ctx.expect({"expect_visible": {"target": {"control": "Settle", "exact": True, "within": _row(r["id"], GUESTS)}}})


def settle_header(ctx):
    """Settle reads that reservation in full (get_reservation) and shows "RS-7001 · Tomasz Nowak · room 104 ·
    leaves 2026-05-15" in a section headed Settlement."""
    g = _guest(ctx, lambda r: True, prefer=("RS-7001",))
    start = _open_settlement(ctx, g["id"])
    calls = _calls(ctx, "get_reservation", start, ok=True)
    assert any(_rid(c) == g["id"] for c in calls), f"Settle did not read {g['id']} with get_reservation"


def settle_lines(ctx):
    """The folio lines in posting order, with Type (Charge, Payment, Refund, Voided), Description and the
    amount written positive; a guest with a refund on the bill shows it as a Refund."""
    g = _guest(ctx, lambda r: _balance(r) < 0, prefer=("RS-7004",)) if any(_balance(r) < 0 for r in _in_house(ctx)) \
        else _guest(ctx, lambda r: True)
    if _balance(g) < 0:
        pay = next(ln for ln in reversed(g["folio"]) if ln["kind"] == "payment"
                   and _dec(ln["amount"]) - _dec(ln.get("refunded") or 0) >= 4)
        _b_refund(ctx, g["id"], pay["id"], 4.00)
        _reload_page(ctx)
    _open_settlement(ctx, g["id"])
    _expect_bill(ctx, g["id"])
    other = _guest(ctx, lambda r: r["id"] != g["id"], prefer=("RS-7001",))
    _open_settlement(ctx, other["id"])
    _expect_bill(ctx, other["id"])


def settle_balance(ctx):
    """Under the table the balance the system reports, like "Balance: $179.50" ("-$9.00" for a credit)."""
    for g in _in_house(ctx)[:4]:
        _open_settlement(ctx, g["id"])
        _balance_shown(ctx, g["id"])
        lines = _res(ctx, g["id"])["folio"]
        if lines:
            ctx.expect({"expect_order": {"texts": [lines[-1]["id"], f"Balance: {_money(_balance(g))}"],
                                         "within": SETTLE}})


def settle_replaces(ctx):
    """Opening a second bill replaces the first one in Settlement."""
    first = _guest(ctx, lambda r: True, prefer=("RS-7001",))
    second = _guest(ctx, lambda r: r["id"] != first["id"], prefer=("RS-7004",))
    _open_settlement(ctx, first["id"])
    _open_settlement(ctx, second["id"])
    _expect_bill(ctx, second["id"])
    _not_see(ctx, f"{first['id']} ·", SETTLE)
    mine = {ln["id"] for ln in second["folio"]}
    for ln in first["folio"]:
        if ln["id"] not in mine:
            ctx.expect({"expect_text": {"regex": rf"{re.escape(ln['id'])}(?!\d)", "within": SETTLE, "absent": True}})


def _owing(ctx) -> dict:
    return _guest(ctx, lambda r: _balance(r) >= 1, prefer=("RS-7001",))


def pay_format_guard(ctx):
    """Amounts that are not a number above zero with at most two decimals show "Enter an amount like 25.00"
    and send nothing, also on a bill with nothing to collect (the first problem wins)."""
    g = _owing(ctx)
    _open_settlement(ctx, g["id"])
    start = _mark(ctx)
    for bad in ["abc", "0", "0.00", "-5", "12.345", "   "]:
        _fill(ctx, "Amount", bad)
        _press(ctx, "Take payment")
        _see(ctx, "Enter an amount like 25.00")
        _not_see(ctx, "Nothing to collect on this bill")
        _not_see(ctx, "is owed")
    _no_writes(ctx, start, "every amount was malformed or not above zero")
    zero = [r for r in _in_house(ctx) if _balance(r) <= 0]
    if zero:
        _open_settlement(ctx, zero[0]["id"])
        start = _mark(ctx)
        _fill(ctx, "Amount", "1.234")
        _press(ctx, "Take payment")
        _see(ctx, "Enter an amount like 25.00")
        _not_see(ctx, "Nothing to collect on this bill")
        _no_writes(ctx, start, "the amount had three decimals")


def pay_nothing_due(ctx):
    """On a bill whose balance is $0.00 or a credit, a well-formed amount shows "Nothing to collect on this
    bill" and sends nothing."""
    settled = _guest(ctx, lambda r: True, prefer=("RS-7002",))
    if _balance(settled) != 0:
        _b_settle(ctx, settled["id"])
        _reload_page(ctx)
    credit = [r for r in _in_house(ctx) if _balance(r) < 0]
    for g in [_res(ctx, settled["id"]), *credit[:1]]:
        _open_settlement(ctx, g["id"])
        start = _mark(ctx)
        _fill(ctx, "Amount", "5")
        _press(ctx, "Take payment")
        _see(ctx, "Nothing to collect on this bill")
        _not_see(ctx, "Enter an amount like 25.00")
        _no_writes(ctx, start, f"{g['id']} has nothing to collect")


def pay_over_balance(ctx):
    """An amount one cent above the balance shown reads "Only $179.50 is owed" and sends nothing."""
    g = _owing(ctx)
    _open_settlement(ctx, g["id"])
    bal = _balance(g)
    start = _mark(ctx)
    _fill(ctx, "Amount", f"{bal + Decimal('0.01'):.2f}")
    _press(ctx, "Take payment")
    _see(ctx, f"Only {_money(bal)} is owed")
    _not_see(ctx, "Enter an amount like 25.00")
    _no_writes(ctx, start, "the amount was above the balance")
    _fill(ctx, "Amount", f"{bal:.2f}")
    start = _press(ctx, "Take payment")
    call = _one_write(ctx, start, "record_payment", g["id"])
    assert call.ok, f"paying exactly the balance shown was refused: {_error(call)}"
    _not_see(ctx, "is owed")


def pay_flow(ctx):
    """Paying 12.5 in cash (spaces around it) records 12.5 by cash, shows "Took $12.50 by cash as FL-38",
    clears Amount, reads the bill again and Guests in house again."""
    g = _owing(ctx)
    rid = g["id"]
    _open_settlement(ctx, rid)
    before = _balance(g)
    ctx.expect({"select": {"field": "Method", "within": SETTLE, "option": "Cash"}})
    _fill(ctx, "Amount", "  12.5  ")
    start = _press(ctx, "Take payment")
    call = _one_write(ctx, start, "record_payment", rid)
    assert abs(float(call.args.get("amount")) - 12.5) < 1e-9, f"record_payment sent amount {call.args.get('amount')!r}"
    assert call.args.get("method") == "cash", f"record_payment sent method {call.args.get('method')!r}"
    assert call.ok, f"the payment was refused: {_error(call)}"
    line = call.result["line"]
    _see(ctx, f"Took {_money(line['amount'])} by {line['method']} as {line['id']}")
    ctx.expect({"expect_value": {"field": "Amount", "within": SETTLE, "value": ""}})
    _reads_after(ctx, call, ["get_reservation", "list_reservations"], rid)
    _wait_balance(ctx, rid, before - Decimal("12.50"))
    _expect_bill(ctx, rid)
    _wait_guests(ctx)


def pay_as_opens(ctx):
    """With Method as it opens (Card), paying exactly the balance shown records a card payment; the bill then
    reads "Balance: $0.00" and the guest Settled."""
    small = [r for r in _in_house(ctx) if Decimal("0") < _balance(r) < Decimal("1")]
    g = small[0] if small else _guest(ctx, lambda r: True, prefer=("RS-7003",))
    if not small:
        _b_settle(ctx, g["id"])
        _b_charge(ctx, g["id"], 0.01, "Pencil")
        _reload_page(ctx)
    rid = g["id"]
    _open_settlement(ctx, rid)
    bal = _balance(_res(ctx, rid))
    _fill(ctx, "Amount", f"  {bal:.2f} ")
    start = _press(ctx, "Take payment")
    call = _one_write(ctx, start, "record_payment", rid)
    assert abs(float(call.args.get("amount")) - float(bal)) < 1e-9, f"record_payment sent {call.args.get('amount')!r}"
    assert call.args.get("method") == "card", f"Method showed Card but the page sent {call.args.get('method')!r}"
    assert call.ok, f"paying exactly the balance was refused: {_error(call)}"
    line = call.result["line"]
    _see(ctx, f"Took {_money(line['amount'])} by card as {line['id']}")
    _wait_balance(ctx, rid, Decimal(0))
    _balance_shown(ctx, rid)
    _wait_guests(ctx)
    _cell(ctx, "Account", rid, GUESTS, "Settled")


def pay_refused(ctx):
    """Another desk takes part of the bill after the page read it; the page's payment is refused, "Refused:
    <message>" shows and the bill is read again."""
    g = _guest(ctx, lambda r: _balance(r) >= 3, prefer=("RS-7001",))
    rid = g["id"]
    _open_settlement(ctx, rid)
    bal = _balance(g)
    _b_pay(ctx, rid, float((bal / 2).quantize(Decimal("0.01"))))
    _fill(ctx, "Amount", f"{bal:.2f}")
    start = _press(ctx, "Take payment")
    call = _one_write(ctx, start, "record_payment", rid)
    assert not call.ok, "the payment was accepted although another desk had taken part of the bill"
    _see(ctx, f"Refused: {_error(call)}")
    _reads_after(ctx, call, ["get_reservation"], rid)
    _expect_bill(ctx, rid)


def settle_reload(ctx):
    """Reload reads the reservation shown in Settlement again: a charge another desk posted appears."""
    g = _guest(ctx, lambda r: True, prefer=("RS-7001",))
    rid = g["id"]
    _open_settlement(ctx, rid)
    _b_charge(ctx, rid, 20.00, "Late check-out")
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Reload", "exact": True}})
    reads = lambda: [c for c in _calls(ctx, "get_reservation", start, ok=True) if _rid(c) == rid]  # noqa: E731
    ctx.until(lambda: (bool(reads()), f"Reload did not read {rid} again"))
    _expect_bill(ctx, rid)


# ==============================================================================================
# turn 3
# ==============================================================================================
def void_buttons(ctx):
    """Every charge that still counts has Void, except room nights; payments, refunds and voided charges have none."""
    shown = 0
    for g in _in_house(ctx):
        if not g["folio"]:
            continue
        _open_settlement(ctx, g["id"])
        for ln in g["folio"]:
            want = ln in _voidable(g)
            ctx.expect({"expect_visible": {"target": {"control": "Void", "exact": True,
                                                      "within": {"item": ln["id"], "within": SETTLE}},
                                           "visible": want}})
        shown += 1
        if shown >= 3:
            break


def _voidable_guest(ctx) -> dict:
    return _guest(ctx, lambda r: bool(_voidable(r)), prefer=("RS-7002", "RS-7001"))


def void_reason_guard(ctx):
    """A reason shorter than 4 characters once trimmed shows "Give a reason of at least 4 characters" and
    sends nothing."""
    g = _voidable_guest(ctx)
    ln = _voidable(g)[0]
    _open_settlement(ctx, g["id"])
    start = _mark(ctx)
    for bad in ["abc", "  ab  ", ""]:
        _fill(ctx, "Void reason", bad)
        _press(ctx, "Void", {"item": ln["id"], "within": SETTLE})
        _see(ctx, "Give a reason of at least 4 characters")
    _no_writes(ctx, start, "every reason was shorter than 4 characters")
    _fill(ctx, "Void reason", "  Oops  ")
    start = _press(ctx, "Void", {"item": ln["id"], "within": SETTLE})
    call = _one_write(ctx, start, "void_charge", g["id"])
    assert call.args.get("line_id") == ln["id"], f"void_charge went to {call.args.get('line_id')!r}, not {ln['id']}"


def void_flow(ctx):
    """Void with "  Dupe  " reads the bill for a fresh token, voids that line with reason "Dupe", shows
    "Voided FL-19 ($48.20)", clears the reason, reads the bill and Guests in house again."""
    g = _voidable_guest(ctx)
    rid = g["id"]
    ln = _voidable(g)[-1]
    _open_settlement(ctx, rid)
    _fill(ctx, "Void reason", "  Dupe  ")
    start = _press(ctx, "Void", {"item": ln["id"], "within": SETTLE})
    call = _one_write(ctx, start, "void_charge", rid)
    assert call.args.get("line_id") == ln["id"], f"void_charge went to line {call.args.get('line_id')!r}, not {ln['id']}"
    assert call.args.get("reason") == "Dupe", f"void_charge sent reason {call.args.get('reason')!r}, not 'Dupe'"
    _fresh_token(ctx, call, rid, start)
    assert call.ok, f"the void was refused: {_error(call)}"
    line = call.result["line"]
    _see(ctx, f"Voided {line['id']} ({_money(line['amount'])})")
    ctx.expect({"expect_value": {"field": "Void reason", "within": SETTLE, "value": ""}})
    _reads_after(ctx, call, ["get_reservation", "list_reservations"], rid)
    _expect_bill(ctx, rid, void_reasons=True)
    _wait_guests(ctx)
    _cell(ctx, "Account", rid, GUESTS, _account(_balance(_res(ctx, rid))))


def void_description(ctx):
    """A voided charge's Description reads "<description> (voided: <reason>)"."""
    voided = [r for r in _in_house(ctx) if any(ln["kind"] == "charge" and ln.get("voided") for ln in r["folio"])]
    if not voided:
        g = _voidable_guest(ctx)
        _b_void(ctx, g["id"], _voidable(g)[0]["id"], "Guest never ordered it")
        _reload_page(ctx)
        voided = [_res(ctx, g["id"])]
    g = voided[0]
    _open_settlement(ctx, g["id"])
    for ln in _res(ctx, g["id"])["folio"]:
        if ln["kind"] == "charge" and ln.get("voided"):
            _cell(ctx, "Description", ln["id"], SETTLE, f"{ln['description']} (voided: {ln.get('void_reason') or ''})")
            _cell(ctx, "Type", ln["id"], SETTLE, "Voided")


def void_refused(ctx):
    """Another desk voids the line first; the page still reads and sends, shows "Refused: <message>" and
    reads the bill again."""
    g = _guest(ctx, lambda r: bool(_voidable(r)), prefer=("RS-7001", "RS-7002"))
    rid = g["id"]
    ln = _voidable(g)[0]
    _open_settlement(ctx, rid)
    _b_void(ctx, rid, ln["id"], "Voided at the bar")
    _fill(ctx, "Void reason", "Not ours")
    start = _press(ctx, "Void", {"item": ln["id"], "within": SETTLE})
    call = _one_write(ctx, start, "void_charge", rid)
    _fresh_token(ctx, call, rid, start)
    assert not call.ok, "voiding a line another desk had voided was accepted"
    _see(ctx, f"Refused: {_error(call)}")
    _reads_after(ctx, call, ["get_reservation"], rid)
    _cell(ctx, "Type", ln["id"], SETTLE, "Voided")
    _balance_shown(ctx, rid)


def void_then_pay(ctx):
    """After a void the balance shown follows, and Take payment checks against it ("Only $167.00 is owed")."""
    g = _guest(ctx, lambda r: bool(_voidable(r)) and _balance(r) - _dec(_voidable(r)[0]["amount"]) >= 1,
               prefer=("RS-7001",))
    rid = g["id"]
    ln = _voidable(g)[0]
    _open_settlement(ctx, rid)
    _fill(ctx, "Void reason", "Never opened the minibar")
    start = _press(ctx, "Void", {"item": ln["id"], "within": SETTLE})
    _one_write(ctx, start, "void_charge", rid)
    after = _balance(g) - _dec(ln["amount"])
    _wait_balance(ctx, rid, after)
    _balance_shown(ctx, rid)
    start = _mark(ctx)
    _fill(ctx, "Amount", f"{after + Decimal('0.01'):.2f}")
    _press(ctx, "Take payment")
    _see(ctx, f"Only {_money(after)} is owed")
    _no_writes(ctx, start, "the amount was above the balance after the void")


# ==============================================================================================
# turn 4
# ==============================================================================================
def _credit_guest(ctx) -> dict:
    return _guest(ctx, lambda r: _balance(r) < 0, prefer=("RS-7004",))


def _ensure_credit(ctx) -> dict:
    """An in-house guest with a credit; when none is left, another desk makes one (pay, then void)."""
    if any(_balance(r) < 0 for r in _in_house(ctx)):
        return _credit_guest(ctx)
    g = _guest(ctx, lambda r: True)
    _b_settle(ctx, g["id"])
    _b_charge(ctx, g["id"], 9.00, "Minibar")
    _b_pay(ctx, g["id"], 9.00)
    _b_void(ctx, g["id"], next(ln["id"] for ln in reversed(_res(ctx, g["id"])["folio"])
                               if ln["kind"] == "charge" and not ln.get("voided")))
    _reload_page(ctx)
    return _res(ctx, g["id"])


def credit_line(ctx):
    """Below $0.00 the bill shows "Owed to the guest: $9.00" and Refund credit; at $0.00 and above neither,
    and a credit of one cent shows both."""
    g = _ensure_credit(ctx)
    _open_settlement(ctx, g["id"])
    _see(ctx, f"Owed to the guest: {_money(-_balance(g))}", SETTLE)
    ctx.expect({"expect_visible": {"target": {"control": "Refund credit", "exact": True, "within": SETTLE}}})
    for other in _in_house(ctx):
        if _balance(other) >= 0:
            _open_settlement(ctx, other["id"])
            _not_see(ctx, "Owed to the guest", SETTLE)
            ctx.expect({"expect_visible": {"target": {"control": "Refund credit", "exact": True, "within": SETTLE},
                                           "visible": False}})
    zero = _res(ctx, g["id"])
    credit = -_balance(zero)
    if credit > Decimal("0.01"):
        pay = next(ln for ln in reversed(zero["folio"]) if ln["kind"] == "payment"
                   and _dec(ln["amount"]) - _dec(ln.get("refunded") or 0) >= credit - Decimal("0.01"))
        _b_refund(ctx, g["id"], pay["id"], float(credit - Decimal("0.01")))
    _reload_page(ctx)
    _open_settlement(ctx, g["id"])
    _see(ctx, "Owed to the guest: $0.01", SETTLE)
    ctx.expect({"expect_visible": {"target": {"control": "Refund credit", "exact": True, "within": SETTLE}}})


def _plan(res: dict) -> list[tuple[str, Decimal]]:
    left = -_balance(res)
    out = []
    for ln in reversed(res["folio"]):
        if left <= 0:
            break
        if ln["kind"] != "payment":
            continue
        part = min(_dec(ln["amount"]) - _dec(ln.get("refunded") or 0), left)
        if part > 0:
            out.append((ln["id"], part))
            left -= part
    return out


def _refund_calls_match(ctx, start: int, rid: str, plan: list[tuple[str, Decimal]]) -> list:
    _wait_calls(ctx, "refund_payment", start, len(plan))
    calls = _calls(ctx, "refund_payment", start)
    got = [(c.args.get("payment_line_id"), _dec(c.args.get("amount")).quantize(Decimal("0.01"))) for c in calls]
    want = [(lid, amt.quantize(Decimal("0.01"))) for lid, amt in plan]
    assert got == want, f"refunds sent {got}, wanted {want} (newest payment first, no more than is unrefunded)"
    for c in calls:
        assert _rid(c) == rid, f"refund_payment went to {_rid(c)}, not {rid}"
    return calls


def refund_single(ctx):
    """Refund credit on a one-payment credit refunds it against that payment, shows "Refunded $9.00 by card
    against FL-32", and reads the bill and Guests in house again (balance $0.00, Settled)."""
    g = _ensure_credit(ctx)
    rid = g["id"]
    _open_settlement(ctx, rid)
    plan = _plan(_res(ctx, rid))
    start = _press(ctx, "Refund credit")
    calls = _refund_calls_match(ctx, start, rid, plan)
    for c in calls:
        assert c.ok, f"a refund was refused: {_error(c)}"
        ln = c.result["line"]
        _see(ctx, f"Refunded {_money(ln['amount'])} by {ln['method']} against {ln['refund_of']}")
    _reads_after(ctx, calls[-1], ["get_reservation", "list_reservations"], rid)
    _wait_balance(ctx, rid, Decimal(0))
    _expect_bill(ctx, rid)
    _not_see(ctx, "Owed to the guest", SETTLE)
    _wait_guests(ctx)
    _cell(ctx, "Account", rid, GUESTS, "Settled")


def _split_credit(ctx, partial: bool) -> tuple[str, list[str]]:
    """A guest paying in three parts (card, card, cash, newest last) whose minibar is then voided: a credit
    of 12.50 spread over the payments; with ``partial`` the newest payment is already partly refunded."""
    g = _guest(ctx, lambda r: True, prefer=("RS-7001",))
    rid = g["id"]
    _b_settle(ctx, rid)
    extra = _b_charge(ctx, rid, 12.50, "Minibar: wine")
    bal = _balance(_res(ctx, rid))
    a = _b_pay(ctx, rid, float(bal - Decimal("9.50")), "card")
    b = _b_pay(ctx, rid, 4.50, "card")
    c = _b_pay(ctx, rid, 5.00, "cash")
    _b_void(ctx, rid, extra["id"], "Bottle returned unopened")
    if partial:
        _b_refund(ctx, rid, c["id"], 2.00)
    _reload_page(ctx)
    return rid, [a["id"], b["id"], c["id"]]


def refund_rule(ctx):
    """The credit is paid back newest payment first, each taking no more than is unrefunded on it: 3.00 cash
    (2.00 of 5.00 already refunded), 4.50 card, then 3.00 card; one line per refund, in order."""
    rid, (a, b, c) = _split_credit(ctx, partial=True)
    _open_settlement(ctx, rid)
    _see(ctx, "Owed to the guest: $10.50", SETTLE)
    plan = _plan(_res(ctx, rid))
    start = _press(ctx, "Refund credit")
    calls = _refund_calls_match(ctx, start, rid, plan)
    texts = []
    for call in calls:
        assert call.ok, f"a refund was refused: {_error(call)}"
        ln = call.result["line"]
        texts.append(f"Refunded {_money(ln['amount'])} by {ln['method']} against {ln['refund_of']}")
    ctx.expect({"expect_order": {"texts": texts}})
    _wait_balance(ctx, rid, Decimal(0))
    _expect_bill(ctx, rid)


def refund_tokens(ctx):
    """Each refund is sent with the token of a get_reservation read made right before it."""
    rid, _ = _split_credit(ctx, partial=False)
    _open_settlement(ctx, rid)
    plan = _plan(_res(ctx, rid))
    assert len(plan) >= 2
    start = _press(ctx, "Refund credit")
    calls = _refund_calls_match(ctx, start, rid, plan)
    lo = start
    for call in calls:
        _fresh_token(ctx, call, rid, lo)
        assert call.ok, f"a refund was refused: {_error(call)}"
        lo = _index(ctx, call) + 1


def refund_refused(ctx):
    """Another desk pays the credit back first; the page's refund is refused, "Refused: <message>" shows and
    the bill is read again (balance $0.00, no credit line)."""
    g = _ensure_credit(ctx)
    rid = g["id"]
    _open_settlement(ctx, rid)
    plan = _plan(_res(ctx, rid))
    _b_settle(ctx, rid)
    start = _press(ctx, "Refund credit")
    _wait_calls(ctx, "refund_payment", start)
    calls = _calls(ctx, "refund_payment", start)
    assert calls[0].args.get("payment_line_id") == plan[0][0], "the first refund was not against the newest payment"
    assert not calls[0].ok, "the refund was accepted although the credit was already paid back"
    assert len(calls) == 1, f"after a refusal the page made {len(calls) - 1} more refund(s)"
    _see(ctx, f"Refused: {_error(calls[0])}")
    _reads_after(ctx, calls[0], ["get_reservation"], rid)
    _balance_shown(ctx, rid)
    _not_see(ctx, "Owed to the guest", SETTLE)


def refund_stops(ctx):
    """When the second of three planned refunds is refused, the first stays listed, the refusal shows, no third
    refund is sent, and the bill is read again."""
    rid, (a, b, c) = _split_credit(ctx, partial=False)
    _open_settlement(ctx, rid)
    plan = _plan(_res(ctx, rid))
    assert [p[0] for p in plan] == [c, b, a], plan
    _b_refund(ctx, rid, b, 4.50)
    start = _press(ctx, "Refund credit")
    _wait_calls(ctx, "refund_payment", start, 2)
    calls = _calls(ctx, "refund_payment", start)
    assert calls[0].ok and calls[0].args.get("payment_line_id") == c, "the first refund did not go through"
    assert calls[1].args.get("payment_line_id") == b and not calls[1].ok, "the second refund was not the refused one"
    ln = calls[0].result["line"]
    first = f"Refunded {_money(ln['amount'])} by {ln['method']} against {ln['refund_of']}"
    _see(ctx, first)
    _see(ctx, f"Refused: {_error(calls[1])}")
    _reads_after(ctx, calls[1], ["get_reservation"], rid)
    _balance_shown(ctx, rid)
    assert len(_calls(ctx, "refund_payment", start)) == 2, "the page refunded again after the refusal"
    _see(ctx, first)


# ==============================================================================================
# turn 5
# ==============================================================================================
def checkout_buttons(ctx):
    """Every row of Guests in house has a Check out button."""
    _wait_guests(ctx)
    for r in _in_house(ctx):
        ctx.expect({"expect_visible": {"target": {"control": "Check out", "exact": True,
                                                  "within": _row(r["id"], GUESTS)}}})


def _settled_guest(ctx) -> dict:
    zero = [r for r in _in_house(ctx) if _balance(r) == 0]
    if zero:
        return _pick(zero, lambda r: True, prefer=("RS-7002",))
    g = _guest(ctx, lambda r: True, prefer=("RS-7002",))
    _b_settle(ctx, g["id"])
    _reload_page(ctx)
    return _res(ctx, g["id"])


def _click_check_out(ctx, rid: str) -> int:
    _wait_guests(ctx)
    return _press(ctx, "Check out", _row(rid, GUESTS))


def checkout_flow(ctx):
    """Check out on a settled guest reads the reservation, checks out with that token, shows "RS-7002 has left
    room 203" and reads Guests in house again (the row is gone, the counts follow)."""
    g = _settled_guest(ctx)
    rid, room = g["id"], g["room"]
    start = _click_check_out(ctx, rid)
    call = _one_write(ctx, start, "check_out", rid)
    _fresh_token(ctx, call, rid, start)
    assert call.ok, f"the check-out was refused: {_error(call)}"
    _see(ctx, f"{rid} has left room {room}")
    _reads_after(ctx, call, ["list_reservations"])
    _wait_status(ctx, rid, "checked_out")
    _expect_guest_order(ctx)
    ctx.expect({"expect_text": {"regex": _exact(rid), "within": {"column": "Reservation", "within": GUESTS},
                                "absent": True}})


def checkout_refused(ctx):
    """Check out on a guest who owes money, and on one owed a credit, is still sent; the system refuses, the
    page shows "Refused: <message>" and reads Guests in house again."""
    owes = [r for r in _in_house(ctx) if _balance(r) > 0]
    credit = [r for r in _in_house(ctx) if _balance(r) < 0]
    picks = owes[:1] + credit[:1]
    if not owes:
        g = _guest(ctx, lambda r: True)
        _b_charge(ctx, g["id"], 15.00, "Parking")
        _reload_page(ctx)
        picks = [_res(ctx, g["id"])] + credit[:1]
    for g in picks:
        rid = g["id"]
        start = _click_check_out(ctx, rid)
        call = _one_write(ctx, start, "check_out", rid)
        _fresh_token(ctx, call, rid, start)
        assert not call.ok, f"{rid} was checked out with a balance of {_balance(g)}"
        _see(ctx, f"Refused: {_error(call)}")
        _reads_after(ctx, call, ["list_reservations"])
        _cell(ctx, "Reservation", rid, GUESTS, rid)


def checkout_closes(ctx):
    """Checking out the guest shown in Settlement closes it; checking out another guest leaves it open."""
    g = _settled_guest(ctx)
    rid = g["id"]
    other = _guest(ctx, lambda r: r["id"] != rid, prefer=("RS-7004", "RS-7001"))
    _b_settle(ctx, other["id"])
    keep = _guest(ctx, lambda r: r["id"] not in (rid, other["id"]), prefer=("RS-7001", "RS-7003"))
    _reload_page(ctx)
    _open_settlement(ctx, rid)
    _click_check_out(ctx, rid)
    _wait_status(ctx, rid, "checked_out")
    _see(ctx, f"{rid} has left room {g['room']}")
    _not_see(ctx, f"{rid} · {g['guest_name']}")
    _open_settlement(ctx, keep["id"])
    _click_check_out(ctx, other["id"])
    _wait_status(ctx, other["id"], "checked_out")
    _see(ctx, _header(_res(ctx, keep["id"])), SETTLE)
    _expect_bill(ctx, keep["id"])


def _expect_rooms(ctx) -> None:
    rooms = _turn_rooms(ctx)
    steps = [{"expect_text": {"text": _rooms_count(ctx), "within": ROOMS}}]
    if rooms:
        steps.append({"expect_list": {"target": {"column": "Room", "within": ROOMS},
                                      "texts": [r["number"] for r in rooms], "whole": True}})
    ctx.expect(*steps)


def rooms_rows(ctx):
    """Every dirty room with no guest, by room number, with its room type name and floor; dirty rooms with a
    guest in them and rooms that are not dirty are not listed."""
    _expect_rooms(ctx)
    names = {code: t["name"] for code, t in _state(ctx)["room_types"].items()}
    for r in _turn_rooms(ctx):
        _cell(ctx, "Room type", r["number"], ROOMS, names[r["room_type"]])
        _cell(ctx, "Floor", r["number"], ROOMS, str(r["floor"]))
    listed = {r["number"] for r in _turn_rooms(ctx)}
    for n in _state(ctx)["rooms"]:
        if n not in listed:
            ctx.expect({"expect_text": {"regex": _exact(n), "within": {"column": "Room", "within": ROOMS},
                                        "absent": True}})


def rooms_count(ctx):
    """The count reads "1 room to turn", "2 rooms to turn" after another desk checks a guest out, and "No
    rooms to turn" once every such room is cleaned."""
    _expect_rooms(ctx)
    ctx.expect({"expect_order": {"texts": [_rooms_count(ctx), "Room type"], "within": ROOMS}})
    leaving = [r for r in _in_house(ctx) if _balance(r) == 0] or _in_house(ctx)
    for g in leaving[:2]:
        if len(_turn_rooms(ctx)) >= 2:
            break
        _b_check_out(ctx, g["id"])
    _reload_page(ctx)
    _expect_rooms(ctx)
    for r in _turn_rooms(ctx):
        _b_room(ctx, r["number"], "clean")
    _reload_page(ctx)
    _see(ctx, "No rooms to turn", ROOMS)
    ctx.expect({"expect_text": {"regex": r"\d+ rooms? to turn", "within": ROOMS, "absent": True}})


def rooms_after_checkout(ctx):
    """A room just left appears in Rooms to turn at once, without a reload."""
    g = _settled_guest(ctx)
    _expect_rooms(ctx)
    start = _click_check_out(ctx, g["id"])
    call = _one_write(ctx, start, "check_out", g["id"])
    assert call.ok, f"the check-out was refused: {_error(call)}"
    _reads_after(ctx, call, ["list_rooms"])
    _expect_rooms(ctx)
    _cell(ctx, "Room", g["room"], ROOMS, g["room"])


def rooms_reload(ctx):
    """Reload reads the rooms again: a room another desk's check-out left dirty appears."""
    _expect_rooms(ctx)
    g = _guest(ctx, lambda r: True, prefer=("RS-7002",))
    _b_check_out(ctx, g["id"])
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Reload", "exact": True}})
    _wait_calls(ctx, "list_rooms", start)
    _expect_rooms(ctx)


def settle_then_leave(ctx):
    """A guest who owes money pays the whole balance in Settlement and can then check out."""
    g = _owing(ctx)
    rid = g["id"]
    _open_settlement(ctx, rid)
    _fill(ctx, "Amount", f"{_balance(g):.2f}")
    start = _press(ctx, "Take payment")
    _one_write(ctx, start, "record_payment", rid)
    _wait_balance(ctx, rid, Decimal(0))
    _wait_guests(ctx)
    _cell(ctx, "Account", rid, GUESTS, "Settled")
    start = _click_check_out(ctx, rid)
    call = _one_write(ctx, start, "check_out", rid)
    assert call.ok, f"the check-out after paying in full was refused: {_error(call)}"
    _see(ctx, f"{rid} has left room {g['room']}")


# --- sentences checked on their own ---------------------------------------------------------------
def pay_guards_send_nothing(ctx):
    """None of the three problems sends a payment: a malformed amount, a bill with nothing to collect, and an
    amount above the balance shown."""
    g = _owing(ctx)
    _open_settlement(ctx, g["id"])
    start = _mark(ctx)
    for value, text in [("12.345", "Enter an amount like 25.00"),
                        (f"{_balance(g) + Decimal('0.01'):.2f}", f"Only {_money(_balance(g))} is owed")]:
        _fill(ctx, "Amount", value)
        _press(ctx, "Take payment")
        _see(ctx, text)
    zero = [r for r in _in_house(ctx) if _balance(r) <= 0]
    if zero:
        _open_settlement(ctx, zero[0]["id"])
        _fill(ctx, "Amount", "1")
        _press(ctx, "Take payment")
        _see(ctx, "Nothing to collect on this bill")
    _no_writes(ctx, start, "every payment had a problem")


def void_reason_field(ctx):
    """Settlement holds a text box "Void reason"."""
    g = _guest(ctx, lambda r: True, prefer=("RS-7001",))
    _open_settlement(ctx, g["id"])
    ctx.expect({"expect_visible": {"target": {"field": "Void reason", "within": SETTLE}}})


def checkout_sent(ctx):
    """Check out is sent whatever the balance shown: a guest who owes money and a guest owed a credit both get a
    get_reservation read and a check_out call with that read's token."""
    owes = [r for r in _in_house(ctx) if _balance(r) > 0]
    credit = [r for r in _in_house(ctx) if _balance(r) < 0]
    if not owes:
        g = _guest(ctx, lambda r: True)
        _b_charge(ctx, g["id"], 15.00, "Parking")
        _reload_page(ctx)
        owes = [_res(ctx, g["id"])]
    for g in owes[:1] + credit[:1]:
        rid = g["id"]
        start = _click_check_out(ctx, rid)
        call = _one_write(ctx, start, "check_out", rid)
        _fresh_token(ctx, call, rid, start)


def checkout_rereads(ctx):
    """After a refused and after an accepted check-out the page reads the guests again (list_reservations), and
    the table shows the system's state."""
    owes = _guest(ctx, lambda r: _balance(r) != 0, prefer=("RS-7001",))
    start = _click_check_out(ctx, owes["id"])
    call = _one_write(ctx, start, "check_out", owes["id"])
    assert not call.ok, f"{owes['id']} was checked out with a balance of {_balance(owes)}"
    _reads_after(ctx, call, ["list_reservations"])
    g = _settled_guest(ctx)
    start = _click_check_out(ctx, g["id"])
    call = _one_write(ctx, start, "check_out", g["id"])
    assert call.ok, f"the check-out of {g['id']} was refused: {_error(call)}"
    _reads_after(ctx, call, ["list_reservations"])
    _expect_guest_order(ctx)


def refund_from_shown(ctx):
    """The refunds are worked out from the bill shown: when another desk has posted a charge since the page
    read the bill, the page still asks for the whole credit it shows (and the system refuses)."""
    g = _ensure_credit(ctx)
    rid = g["id"]
    _open_settlement(ctx, rid)
    shown = -_balance(_res(ctx, rid))
    plan = _plan(_res(ctx, rid))
    _b_charge(ctx, rid, float(min(Decimal("4.00"), shown - Decimal("0.01"))) or 0.01, "Spa towel")
    start = _press(ctx, "Refund credit")
    _wait_calls(ctx, "refund_payment", start)
    call = _calls(ctx, "refund_payment", start)[0]
    got = (call.args.get("payment_line_id"), _dec(call.args.get("amount")).quantize(Decimal("0.01")))
    assert got == (plan[0][0], plan[0][1].quantize(Decimal("0.01"))), \
        f"the first refund was {got}, not {plan[0]} as the bill shown ({_money(-shown)}) gives"


def refund_lines(ctx):
    """Three refunds made show three lines, in the order made, like "Refunded $5.00 by cash against FL-41";
    the bill and Guests in house are read again ("Balance: $0.00", the row Settled)."""
    rid, _ = _split_credit(ctx, partial=False)
    _open_settlement(ctx, rid)
    plan = _plan(_res(ctx, rid))
    start = _press(ctx, "Refund credit")
    calls = _refund_calls_match(ctx, start, rid, plan)
    texts = []
    for call in calls:
        assert call.ok, f"a refund was refused: {_error(call)}"
        ln = call.result["line"]
        texts.append(f"Refunded {_money(ln['amount'])} by {ln['method']} against {ln['refund_of']}")
    _reads_after(ctx, calls[-1], ["get_reservation", "list_reservations"], rid)
    _wait_balance(ctx, rid, Decimal(0))
    for text in texts:
        _see(ctx, text)
    ctx.expect({"expect_order": {"texts": texts}})
    _expect_bill(ctx, rid)
    _wait_guests(ctx)
    _cell(ctx, "Account", rid, GUESTS, "Settled")
