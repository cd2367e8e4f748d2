"""Checks for the guesthouse arrivals and folio desk that the vocabulary cannot state on its own.

Every expectation is computed from ``ctx.runtime_state`` (the live front-desk system, or the
requirement's own copy of it), so each check holds on whatever state its turn starts from: today's
arrivals, the room each one would use, the in-house guests, their folios and balances. Checks that
write run ``isolated`` unless the contract says otherwise; there another desk may act behind the
app (after the page has read, before it writes) to prove the page shows the system's refusals and
reads the system again where the request says so.
"""

from __future__ import annotations

import re
from decimal import Decimal

ARRIVALS = {"section": "Arrivals today"}
INHOUSE = {"section": "In house"}
FOLIO = {"section": "Folio"}


# --- state helpers ----------------------------------------------------------------------------
def _num(text: str) -> int:
    m = re.search(r"(\d+)$", str(text))
    return int(m.group(1)) if m else 0


def _state(ctx) -> dict:
    return ctx.runtime_state


def _bd(ctx) -> str:
    return _state(ctx)["business_date"]


def _rooms(ctx) -> dict:
    return _state(ctx)["rooms"]


def _reservations(ctx) -> dict:
    return _state(ctx)["reservations"]


def _res(ctx, rid: str) -> dict:
    return _reservations(ctx)[rid]


def _type_name(ctx, code: str) -> str:
    return _state(ctx)["room_types"][code]["name"]


def _dec(x) -> Decimal:
    return Decimal(str(x))


def _totals(res: dict) -> tuple[Decimal, Decimal, Decimal, Decimal]:
    lines = res.get("folio") or []
    charges = sum((_dec(ln["amount"]) for ln in lines if ln["kind"] == "charge" and not ln.get("voided")), Decimal(0))
    payments = sum((_dec(ln["amount"]) for ln in lines if ln["kind"] == "payment"), Decimal(0))
    refunds = sum((_dec(ln["amount"]) for ln in lines if ln["kind"] == "refund"), Decimal(0))
    return charges, payments, refunds, charges - payments + refunds


def _balance(res: dict) -> Decimal:
    return _totals(res)[3]


def _money(value) -> str:
    """US dollars as the request writes them: "$1,377.60", a negative amount "-$9.00"."""
    v = _dec(value).quantize(Decimal("0.01"))
    text = f"${abs(v):,.2f}"
    return f"-{text}" if v < 0 else text


def _nights(res: dict) -> int:
    from datetime import date

    return (date.fromisoformat(res["departure"]) - date.fromisoformat(res["arrival"])).days


def _arrivals(ctx) -> list[dict]:
    bd = _bd(ctx)
    rows = [r for r in _reservations(ctx).values() if r["arrival"] == bd and r["status"] in ("booked", "in_house")]
    return sorted(rows, key=lambda r: (_num(r["id"]), r["id"]))


def _in_house(ctx) -> list[dict]:
    rows = [r for r in _reservations(ctx).values() if r["status"] == "in_house"]
    return sorted(rows, key=lambda r: (_num(r["room"] or ""), r["room"] or ""))


def _counts_line(ctx) -> str:
    rows = _arrivals(ctx)
    n = len(rows)
    inside = sum(1 for r in rows if r["status"] == "in_house")
    return f"{n} arrivals · {inside} checked in"


def _shares_night(a: dict, b: dict) -> bool:
    return a["arrival"] < b["departure"] and b["arrival"] < a["departure"]


def _ready(room: dict | None) -> bool:
    return bool(room) and room["housekeeping"] == "inspected" and not room.get("occupied_by")


def _suitable(ctx, res: dict) -> str:
    if res["status"] != "booked":
        return "—"
    rooms = _rooms(ctx)
    if res.get("room") and _ready(rooms.get(res["room"])):
        return res["room"]
    active = [o for o in _reservations(ctx).values() if o["status"] in ("booked", "in_house") and o["id"] != res["id"]]
    out = []
    for n, room in rooms.items():
        if room["room_type"] != res["room_type"] or not _ready(room):
            continue
        if any(o.get("room") == n and _shares_night(o, res) for o in active):
            continue
        out.append(n)
    out.sort(key=lambda n: (_num(n), n))
    return out[0] if out else "None"


def _pick(rows, ok, prefer: tuple[str, ...] = ()) -> dict:
    by_id = {r["id"]: r for r in rows}
    for rid in prefer:
        if rid in by_id and ok(by_id[rid]):
            return by_id[rid]
    for r in rows:
        if ok(r):
            return r
    raise AssertionError("the system holds no reservation this check can use")


def _ready_arrival(ctx) -> dict:
    """A booked arrival whose assigned room is inspected and empty (its suitable room is its own room)."""
    rooms = _rooms(ctx)
    return _pick(_arrivals(ctx), lambda r: r["status"] == "booked" and r.get("room") and _ready(rooms.get(r["room"])))


def _ensure_ready_arrival(ctx) -> dict:
    """A ready arrival; in an isolated check with none left (a re-check that already checked the ready ones
    in), another desk readies the assigned room of a booked arrival and the page is loaded again."""
    try:
        return _ready_arrival(ctx)
    except AssertionError:
        pass
    rooms = _rooms(ctx)
    res = _pick(_arrivals(ctx), lambda r: r["status"] == "booked" and r.get("room")
                and rooms[r["room"]]["housekeeping"] != "out_of_order" and not rooms[r["room"]].get("occupied_by"),
                prefer=("RS-7014",))
    _behind_make_inspected(ctx, res["room"])
    _reload_page(ctx)
    return _ready_arrival(ctx)


def _moving_arrival(ctx) -> dict:
    """A booked arrival whose suitable room is another room than the assigned one."""
    return _pick(_arrivals(ctx), lambda r: r["status"] == "booked" and _suitable(ctx, r) not in ("None", r.get("room")),
                 prefer=("RS-7011",))


def _guest(ctx, ok, prefer: tuple[str, ...] = ()) -> dict:
    return _pick(_in_house(ctx), ok, prefer)


# --- behind the app ---------------------------------------------------------------------------
def _token(ctx, rid: str) -> str:
    return ctx.behind_the_app("get_reservation", {"reservation_id": rid})["evidence_token"]


def _behind_room(ctx, number: str, status: str) -> None:
    token = ctx.behind_the_app("get_room", {"room": number})["evidence_token"]
    ctx.behind_the_app("set_housekeeping_status", {"room": number, "status": status, "evidence_token": token})


def _behind_make_inspected(ctx, number: str) -> None:
    steps = {"dirty": ["clean", "inspected"], "clean": ["inspected"], "inspected": [],
             "out_of_order": ["dirty", "clean", "inspected"]}
    for status in steps[_rooms(ctx)[number]["housekeeping"]]:
        _behind_room(ctx, number, status)


def _behind_check_in(ctx, rid: str) -> None:
    ctx.behind_the_app("check_in", {"reservation_id": rid, "evidence_token": _token(ctx, rid)})


def _behind_settle(ctx, rid: str) -> None:
    """Bring the folio to 0.00: pay what is due, refund a credit."""
    res = _res(ctx, rid)
    bal = _balance(res)
    if bal > 0:
        ctx.behind_the_app("record_payment", {"reservation_id": rid, "amount": float(bal), "method": "card"})
    elif bal < 0:
        left = -bal
        for line in res["folio"]:
            if left <= 0:
                break
            if line["kind"] != "payment":
                continue
            room = _dec(line["amount"]) - _dec(line.get("refunded") or 0)
            part = min(room, left)
            if part > 0:
                ctx.behind_the_app("refund_payment", {"reservation_id": rid, "payment_line_id": line["id"],
                                                      "amount": float(part), "evidence_token": _token(ctx, rid)})
                left -= part


def _behind_check_out(ctx, rid: str) -> None:
    _behind_settle(ctx, rid)
    ctx.behind_the_app("check_out", {"reservation_id": rid, "evidence_token": _token(ctx, rid)})


def _behind_charge(ctx, rid: str, amount: float, category: str = "misc", description: str = "Front desk extra") -> dict:
    return ctx.behind_the_app("post_charge", {"reservation_id": rid, "category": category,
                                              "description": description, "amount": amount})["line"]


# --- tool-call helpers ------------------------------------------------------------------------
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


def _wait_calls(ctx, name: str, since: int, what: str) -> None:
    def probe():
        return (True, "") if _calls(ctx, name, since) else (False, what)

    ctx.until(probe)


def _one_write(ctx, start: int, name: str, rid: str):
    """The single call of write ``name`` since ``start`` (waits for it), for reservation ``rid``."""
    _wait_calls(ctx, name, start, f"the page made no {name} call")
    calls = _calls(ctx, name, start)
    assert len(calls) == 1, f"{len(calls)} {name} calls were made, wanted one: {[c.args for c in calls]}"
    call = calls[0]
    assert _rid(call) == rid, f"{name} went to {call.args.get('reservation_id')!r}, not {rid}"
    return call


def _index(ctx, call) -> int:
    return next(i for i, c in enumerate(ctx.tool_calls) if c is call)


def _fresh_token_before(ctx, start: int, call, rid: str, after: int | None = None) -> None:
    """``call`` carries the token of the latest successful get_reservation(rid) made after ``start``
    (and after index ``after``) and before it."""
    i = _index(ctx, call)
    lo = start if after is None else max(start, after + 1)
    reads = [c for c in ctx.tool_calls[lo:i] if c.name == "get_reservation" and c.ok and _rid(c) == rid]
    assert reads, f"{rid} was not read again (get_reservation) right before {call.name}"
    assert call.args.get("evidence_token") == reads[-1].result["evidence_token"], \
        f"{call.name} did not use the evidence token of the fresh get_reservation read of {rid}"


def _reads_after(ctx, call, names: list[str]) -> None:
    i = _index(ctx, call)

    def probe():
        later = {c.name for c in ctx.tool_calls[i + 1:] if c.ok}
        missing = [n for n in names if n not in later]
        return (not missing, f"after {call.name} the page did not read {missing} again")

    ctx.until(probe)


def _no_writes(ctx, start: int, what: str) -> None:
    writes = _writes(ctx, start)
    assert not writes, f"{what}, but the page sent {[(c.name, c.args) for c in writes]}"


# --- page helpers -----------------------------------------------------------------------------
def _reload_page(ctx) -> None:
    ctx.expect({"open": {"path": "/"}})


def _exact(value: str) -> str:
    return rf"^\s*{re.escape(value)}\s*$"


def _cell(ctx, column: str, row: str, within: dict, value: str) -> None:
    ctx.expect({"expect_text": {"regex": _exact(value), "within": {"column": column, "row": row, "within": within}}})


def _cell_starts(ctx, column: str, row: str, within: dict, value: str) -> None:
    ctx.expect({"expect_text": {"regex": rf"^\s*{re.escape(value)}(?!\d)",
                                "within": {"column": column, "row": row, "within": within}}})


def _row(rid: str, within: dict) -> dict:
    return {"item": rid, "within": within}


def _message(ctx, text: str) -> None:
    ctx.expect({"expect_text": {"text": text}})


def _no_message(ctx, text: str) -> None:
    ctx.expect({"expect_text": {"text": text, "absent": True}})


def _settle_arrivals(ctx) -> None:
    steps = [{"expect_text": {"regex": rf"(?<!\d){re.escape(_counts_line(ctx))}", "within": ARRIVALS}}]
    for r in _arrivals(ctx):
        steps.append({"expect_text": {"text": r["id"], "within": ARRIVALS}})
    ctx.expect(*steps)


def _settle_in_house(ctx) -> None:
    steps = []
    for r in _in_house(ctx):
        steps.append({"expect_text": {"regex": _exact(_money(_balance(r))),
                                      "within": {"column": "Balance", "row": r["id"], "within": INHOUSE}}})
    ctx.expect(*steps)


def _click_check_in(ctx, rid: str) -> int:
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Check in", "exact": True, "within": _row(rid, ARRIVALS)}})
    return start


def _wait_status(ctx, rid: str, status: str) -> None:
    def probe():
        have = _res(ctx, rid)["status"]
        return (have == status, f"{rid} is {have} in the system, not {status}")

    ctx.until(probe)


def _open_folio(ctx, rid: str) -> int:
    _settle_in_house(ctx)
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Open folio", "exact": True, "within": _row(rid, INHOUSE)}})
    res = _res(ctx, rid)
    ctx.expect({"expect_text": {"text": f"{rid} · {res['guest_name']} · room {res['room']}", "within": FOLIO}})
    return start


def _expect_folio(ctx, rid: str) -> None:
    """The open folio shows the system's lines for ``rid`` in posting order and its totals."""
    res = _res(ctx, rid)
    lines = res["folio"]
    steps = [{"expect_text": {"text": f"{rid} · {res['guest_name']} · room {res['room']}", "within": FOLIO}}]
    if lines:
        steps.append({"expect_list": {"target": {"column": "Line", "within": FOLIO},
                                      "texts": [ln["id"] for ln in lines], "whole": True}})
    ctx.expect(*steps)
    for ln in lines:
        desc = ln["description"] + (" (voided)" if ln["kind"] == "charge" and ln.get("voided") else "")
        amount = -_dec(ln["amount"]) if ln["kind"] == "payment" else _dec(ln["amount"])
        _cell(ctx, "Description", ln["id"], FOLIO, desc)
        _cell(ctx, "Amount", ln["id"], FOLIO, _money(amount))


def _totals_line(res: dict) -> str:
    charges, payments, _, bal = _totals(res)
    return f"Charges {_money(charges)} · Payments {_money(payments)} · Balance {_money(bal)}"


def _expect_totals(ctx, rid: str) -> None:
    ctx.expect({"expect_text": {"text": _totals_line(_res(ctx, rid)), "within": FOLIO}})


def _fill(ctx, field: str, value: str) -> None:
    ctx.expect({"fill": {"field": field, "within": FOLIO, "value": value}})


def _press(ctx, control: str) -> int:
    start = _mark(ctx)
    ctx.expect({"click": {"control": control, "exact": True, "within": FOLIO}})
    return start


# ==============================================================================================
# turn 1
# ==============================================================================================
def business_date(ctx):
    """"Business date: <the system's business date>" under the heading."""
    ctx.expect({"expect_text": {"text": f"Business date: {_bd(ctx)}"}},
               {"expect_order": {"texts": ["Front desk", f"Business date: {_bd(ctx)}"]}})


def arrivals_rows(ctx):
    """Each of today's booked or in-house arrivals shows its values under the named columns."""
    _settle_arrivals(ctx)
    for r in _arrivals(ctx):
        _cell(ctx, "Reservation", r["id"], ARRIVALS, r["id"])
        _cell(ctx, "Guest", r["id"], ARRIVALS, r["guest_name"])
        _cell(ctx, "Room type", r["id"], ARRIVALS, _type_name(ctx, r["room_type"]))
        _cell(ctx, "Nights", r["id"], ARRIVALS, str(_nights(r)))
        _cell(ctx, "Room", r["id"], ARRIVALS, r.get("room") or "None")
        _cell(ctx, "Status", r["id"], ARRIVALS, "Expected" if r["status"] == "booked" else "Checked in")


def arrivals_order(ctx):
    """The Reservation column lists exactly today's arrivals, by reservation id; a walk-in booked meanwhile
    for "Aaron Abbott" (the newest id, the first name alphabetically) comes last after a reload."""
    _settle_arrivals(ctx)
    ctx.expect({"expect_list": {"target": {"column": "Reservation", "within": ARRIVALS},
                                "texts": [r["id"] for r in _arrivals(ctx)], "whole": True}})
    from datetime import date, timedelta

    bd = _bd(ctx)
    ctx.behind_the_app("create_reservation", {
        "guest_name": "Aaron Abbott", "guests": 1, "room_type": "DBL", "rate_plan": "FLEX", "arrival": bd,
        "departure": (date.fromisoformat(bd) + timedelta(days=1)).isoformat()})
    _reload_page(ctx)
    _settle_arrivals(ctx)
    ctx.expect({"expect_list": {"target": {"column": "Reservation", "within": ARRIVALS},
                                "texts": [r["id"] for r in _arrivals(ctx)], "whole": True}})


def arrivals_exclusions(ctx):
    """Another desk records a no-show and a cancellation for two of today's arrivals; after a reload
    neither is listed, nor are yesterday's overdue booking and tomorrow's arrivals, and the counts follow."""
    rows = [r for r in _arrivals(ctx) if r["status"] == "booked"]
    noshow = _pick(rows, lambda r: True, prefer=("RS-7013",))
    cancel = _pick(rows, lambda r: r["id"] != noshow["id"], prefer=("RS-7014",))
    ctx.behind_the_app("mark_no_show", {"reservation_id": noshow["id"], "evidence_token": _token(ctx, noshow["id"])})
    quote = ctx.behind_the_app("quote_cancellation", {"reservation_id": cancel["id"]})
    ctx.behind_the_app("cancel_reservation", {"reservation_id": cancel["id"], "quote_token": quote["quote_token"]})
    _reload_page(ctx)
    _settle_arrivals(ctx)
    bd = _bd(ctx)
    others = [r["id"] for r in _reservations(ctx).values() if r["arrival"] != bd]
    steps = [{"expect_text": {"regex": rf"{re.escape(rid)}(?!\d)", "within": ARRIVALS, "absent": True}}
             for rid in [noshow["id"], cancel["id"], *others]]
    ctx.expect(*steps)
    ctx.expect({"expect_list": {"target": {"column": "Reservation", "within": ARRIVALS},
                                "texts": [r["id"] for r in _arrivals(ctx)], "whole": True}})


def arrival_counts(ctx):
    """Above the table the counts line reads the live figures ("6 arrivals · 0 checked in"), and after a
    check-in the new ones ("6 arrivals · 1 checked in")."""
    _settle_arrivals(ctx)
    ctx.expect({"expect_order": {"texts": [_counts_line(ctx), "Reservation"], "within": ARRIVALS}})
    res = _ensure_ready_arrival(ctx)
    _click_check_in(ctx, res["id"])
    _wait_status(ctx, res["id"], "in_house")
    ctx.expect({"expect_order": {"texts": [_counts_line(ctx), "Reservation"], "within": ARRIVALS}})


def check_in_buttons(ctx):
    """Every Expected row has "Check in"; a Checked in row has none."""
    _settle_arrivals(ctx)
    for r in _arrivals(ctx):
        ctx.expect({"expect_visible": {"target": {"control": "Check in", "exact": True, "within": _row(r["id"], ARRIVALS)},
                                       "visible": r["status"] == "booked"}})


def _assert_plain_check_in(ctx, start: int, rid: str):
    call = _one_write(ctx, start, "check_in", rid)
    _fresh_token_before(ctx, start, call, rid)
    assert not _calls(ctx, "assign_room", start), "the page assigned a room although the row's room was ready"
    return call


def check_in_flow(ctx):
    """Check in on a ready arrival: get_reservation, check_in with that token, the arrivals read again;
    the row then reads Checked in with its room and the counts follow."""
    _settle_arrivals(ctx)
    res = _ready_arrival(ctx)
    rid, room = res["id"], res["room"]
    start = _click_check_in(ctx, rid)
    call = _assert_plain_check_in(ctx, start, rid)
    assert call.ok, f"the check-in of {rid} was refused: {_error(call)}"
    _reads_after(ctx, call, ["list_reservations"])
    _wait_status(ctx, rid, "in_house")
    _cell(ctx, "Status", rid, ARRIVALS, "Checked in")
    _cell(ctx, "Room", rid, ARRIVALS, room)
    ctx.expect({"expect_text": {"regex": rf"(?<!\d){re.escape(_counts_line(ctx))}", "within": ARRIVALS}})


def no_room_refused(ctx):
    """Check in on an arrival with no room is sent anyway; the refusal shows "Refused: <message>"."""
    _settle_arrivals(ctx)
    res = _pick(_arrivals(ctx), lambda r: r["status"] == "booked" and not r.get("room"), prefer=("RS-7013",))
    rid = res["id"]
    start = _click_check_in(ctx, rid)
    call = _one_write(ctx, start, "check_in", rid)
    _fresh_token_before(ctx, start, call, rid)
    assert not call.ok, f"check_in of {rid} was accepted"
    _message(ctx, f"Refused: {_error(call)}")
    _reads_after(ctx, call, ["list_reservations"])


def accepted_message(ctx):
    """An accepted check-in shows "RS-7015 checked in to room 301" (the system's reservation and room)."""
    _settle_arrivals(ctx)
    res = _ensure_ready_arrival(ctx)
    rid = res["id"]
    _click_check_in(ctx, rid)
    _wait_status(ctx, rid, "in_house")
    _message(ctx, f"{rid} checked in to room {_res(ctx, rid)['room']}")


def _dirty_room_refusal(ctx, no_room_reads: bool) -> None:
    _settle_arrivals(ctx)
    res = _ensure_ready_arrival(ctx)
    _settle_arrivals(ctx)
    rid, room = res["id"], res["room"]
    _behind_room(ctx, room, "dirty")
    start = _click_check_in(ctx, rid)
    call = _one_write(ctx, start, "check_in", rid)
    _fresh_token_before(ctx, start, call, rid)
    assert not call.ok, f"check_in of {rid} into the dirty room {room} was accepted"
    assert not _calls(ctx, "assign_room", start), "the page assigned another room instead of checking in"
    if no_room_reads:
        i = _index(ctx, call)
        reads = [c.name for c in ctx.tool_calls[start:i] if c.name in ("list_rooms", "get_room")]
        assert not reads, f"the page read the rooms again ({reads}) before checking in"
    _message(ctx, f"Refused: {_error(call)}")
    _reads_after(ctx, call, ["list_reservations"])


def refusal_shown(ctx):
    """Another desk marks a ready arrival's room dirty after the page read it; Check in is still sent,
    the system refuses, the page shows "Refused: <the system's message>" and reads the arrivals again."""
    _dirty_room_refusal(ctx, no_room_reads=False)


def reload_rereads(ctx):
    """Another desk checks in a ready arrival; Reload reads the reservations again and the row and counts follow."""
    _settle_arrivals(ctx)
    res = _ensure_ready_arrival(ctx)
    rid = res["id"]
    _behind_check_in(ctx, rid)
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Reload", "exact": True}})
    _wait_calls(ctx, "list_reservations", start, "Reload did not read the reservations again")
    _cell(ctx, "Status", rid, ARRIVALS, "Checked in")
    ctx.expect({"expect_text": {"regex": rf"(?<!\d){re.escape(_counts_line(ctx))}", "within": ARRIVALS}})


# ==============================================================================================
# turn 2
# ==============================================================================================
def _expect_suitable(ctx, only: list[str] | None = None) -> None:
    for r in _arrivals(ctx):
        if r["status"] != "booked" or (only is not None and r["id"] not in only):
            continue
        _cell(ctx, "Suitable room", r["id"], ARRIVALS, _suitable(ctx, r))


def suitable_values(ctx):
    """Every Expected row's Suitable room is its ready assigned room, else the lowest free ready room of
    its type, else "None" (on the fixture: 201 for RS-7011, 301 for RS-7015, None for the others)."""
    _settle_arrivals(ctx)
    _expect_suitable(ctx)


def suitable_dash(ctx):
    """A Checked in row shows "—" under Suitable room."""
    _settle_arrivals(ctx)
    rows = [r for r in _arrivals(ctx) if r["status"] == "in_house"]
    if not rows:
        _behind_check_in(ctx, _ensure_ready_arrival(ctx)["id"])
        _reload_page(ctx)
        _settle_arrivals(ctx)
        rows = [r for r in _arrivals(ctx) if r["status"] == "in_house"]
    for r in rows:
        _cell(ctx, "Suitable room", r["id"], ARRIVALS, "—")


def suitable_shared_night(ctx):
    """Room 204 is made inspected and held for RS-7021 (17th to 19th): it suits RS-7012, whose stay ends on
    the 17th, but not RS-7014, whose stay shares the night of the 17th."""
    rooms = _rooms(ctx)
    assert not rooms["204"].get("occupied_by"), "room 204 has a guest in it; the scenario needs it empty"
    _behind_make_inspected(ctx, "204")
    token = _token(ctx, "RS-7021")
    ctx.behind_the_app("assign_room", {"reservation_id": "RS-7021", "room": "204", "evidence_token": token})
    _reload_page(ctx)
    _settle_arrivals(ctx)
    _expect_suitable(ctx)


def suitable_lowest(ctx):
    """With two Single rooms ready (103 and 303, after another desk checks Oskar Lindqvist out and the
    rooms are inspected), RS-7013's Suitable room is the lower-numbered 103."""
    for r in _in_house(ctx):
        if r["room"] in ("103", "303") and r["room_type"] == "SGL":
            _behind_check_out(ctx, r["id"])
    for n in ("103", "303"):
        if not _rooms(ctx)[n].get("occupied_by"):
            _behind_make_inspected(ctx, n)
    _reload_page(ctx)
    _settle_arrivals(ctx)
    _expect_suitable(ctx)


def no_room_reread(ctx):
    """Check in uses the room shown: after another desk marks it dirty the page sends the check-in
    without reading the rooms first, and shows the system's refusal."""
    _dirty_room_refusal(ctx, no_room_reads=True)


def no_suitable_room(ctx):
    """Check in on a row whose Suitable room is None sends nothing and shows "No suitable room for RS-7013"."""
    _settle_arrivals(ctx)
    rows = [r for r in _arrivals(ctx) if r["status"] == "booked" and _suitable(ctx, r) == "None"]
    assert rows, "no arrival without a suitable room"
    for r in rows[:2]:
        start = _click_check_in(ctx, r["id"])
        _message(ctx, f"No suitable room for {r['id']}")
        _no_writes(ctx, start, f"{r['id']} has no suitable room")


def assigned_as_before(ctx):
    """With the assigned room ready, Check in assigns nothing and checks in with a fresh token."""
    _settle_arrivals(ctx)
    res = _ensure_ready_arrival(ctx)
    rid = res["id"]
    start = _click_check_in(ctx, rid)
    call = _assert_plain_check_in(ctx, start, rid)
    assert call.ok, f"the check-in of {rid} was refused: {_error(call)}"
    _message(ctx, f"{rid} checked in to room {res['room']}")


def _assign_flow(ctx, start: int, rid: str, target: str):
    _wait_calls(ctx, "check_in", start, "the page never sent the check-in")
    assign = _one_write(ctx, start, "assign_room", rid)
    assert str(assign.args.get("room", "")).strip() == target, \
        f"the page assigned room {assign.args.get('room')!r}, not the suitable room {target}"
    _fresh_token_before(ctx, start, assign, rid)
    assert assign.ok, f"assign_room was refused: {_error(assign)}"
    check = _one_write(ctx, start, "check_in", rid)
    assert _index(ctx, check) > _index(ctx, assign), "the check-in came before the assignment"
    _fresh_token_before(ctx, start, check, rid, after=_index(ctx, assign))
    return check


def assign_then_check_in(ctx):
    """Check in on RS-7011 (room 202 out of order, suitable 201): get_reservation, assign_room 201 with that
    token, get_reservation again, check_in with the new token; the guest is in house in 201."""
    _settle_arrivals(ctx)
    res = _moving_arrival(ctx)
    rid, target = res["id"], _suitable(ctx, res)
    start = _click_check_in(ctx, rid)
    check = _assign_flow(ctx, start, rid, target)
    assert check.ok, f"the check-in was refused: {_error(check)}"
    _wait_status(ctx, rid, "in_house")
    assert _res(ctx, rid)["room"] == target, f"{rid} is in room {_res(ctx, rid)['room']}, not {target}"
    _message(ctx, f"{rid} checked in to room {target}")
    _cell(ctx, "Room", rid, ARRIVALS, target)
    _cell(ctx, "Status", rid, ARRIVALS, "Checked in")


def assign_refused(ctx):
    """Another desk takes the suitable room out of order; assign_room is refused, the page shows
    "Refused: <message>", sends no check-in and reads the arrivals and rooms again."""
    _settle_arrivals(ctx)
    res = _moving_arrival(ctx)
    rid, target = res["id"], _suitable(ctx, res)
    _behind_room(ctx, target, "out_of_order")
    start = _click_check_in(ctx, rid)
    assign = _one_write(ctx, start, "assign_room", rid)
    assert not assign.ok, "assign_room was accepted"
    _message(ctx, f"Refused: {_error(assign)}")
    _reads_after(ctx, assign, ["list_reservations", "list_rooms"])
    assert not _calls(ctx, "check_in", start), "the page checked in after the assignment was refused"


def rereads_rooms(ctx):
    """After an accepted check-in (with an assignment) and after a refused one the page reads the
    reservations and the rooms again."""
    _settle_arrivals(ctx)
    res = _moving_arrival(ctx)
    rid = res["id"]
    start = _click_check_in(ctx, rid)
    _wait_calls(ctx, "check_in", start, "the page never sent the check-in")
    check = _calls(ctx, "check_in", start)[-1]
    _reads_after(ctx, check, ["list_reservations", "list_rooms"])
    _cell(ctx, "Suitable room", rid, ARRIVALS, "—")
    # a refused check-in
    ready = _ensure_ready_arrival(ctx)
    _settle_arrivals(ctx)
    _behind_room(ctx, ready["room"], "dirty")
    start = _click_check_in(ctx, ready["id"])
    _wait_calls(ctx, "check_in", start, "the page never sent the check-in")
    refused = _calls(ctx, "check_in", start)[-1]
    _reads_after(ctx, refused, ["list_reservations", "list_rooms"])


# ==============================================================================================
# turn 3
# ==============================================================================================
def in_house_rows(ctx):
    """Every in-house reservation is a row with Room, Reservation, Guest, Departure and Balance; no other
    reservation is listed there."""
    _settle_in_house(ctx)
    rows = _in_house(ctx)
    for r in rows:
        _cell(ctx, "Room", r["id"], INHOUSE, r["room"])
        _cell(ctx, "Reservation", r["id"], INHOUSE, r["id"])
        _cell(ctx, "Guest", r["id"], INHOUSE, r["guest_name"])
        _cell_starts(ctx, "Departure", r["id"], INHOUSE, r["departure"])
        _cell(ctx, "Balance", r["id"], INHOUSE, _money(_balance(r)))
    ctx.expect({"expect_count": {"target": {"column": "Reservation", "within": INHOUSE}, "count": len(rows)}})


def in_house_order(ctx):
    """The rows run by room number (101, 104, 203, 302, 303 on the fixture after RS-7010's check-in)."""
    _settle_in_house(ctx)
    ctx.expect({"expect_list": {"target": {"column": "Reservation", "within": INHOUSE},
                                "texts": [r["id"] for r in _in_house(ctx)], "whole": True}})


def money_format(ctx):
    """Another desk posts extras to Priya Raman's folio beyond $1,000 of charges; her Balance and folio
    totals read like "$1,077.60", and a credit reads like "-$9.00"."""
    guest = _guest(ctx, lambda r: True, prefer=("RS-7003",))
    rid = guest["id"]
    while _totals(_res(ctx, rid))[0] < 1000:
        _behind_charge(ctx, rid, 200.0, "restaurant", "Private dinner")
    _reload_page(ctx)
    _settle_in_house(ctx)
    _cell(ctx, "Balance", rid, INHOUSE, _money(_balance(_res(ctx, rid))))
    credit = [r for r in _in_house(ctx) if _balance(r) < 0]
    for r in credit:
        _cell(ctx, "Balance", r["id"], INHOUSE, _money(_balance(r)))
    _open_folio(ctx, rid)
    _expect_totals(ctx, rid)


def in_house_after_check_in(ctx):
    """A guest checked in from "Arrivals today" appears in "In house" at once with room and balance."""
    _settle_arrivals(ctx)
    res = _ensure_ready_arrival(ctx)
    rid = res["id"]
    _click_check_in(ctx, rid)
    _wait_status(ctx, rid, "in_house")
    r = _res(ctx, rid)
    _cell(ctx, "Room", rid, INHOUSE, r["room"])
    _cell(ctx, "Balance", rid, INHOUSE, _money(_balance(r)))


def in_house_reload(ctx):
    """Another desk posts a charge; Reload reads the reservations again and the Balance follows."""
    _settle_in_house(ctx)
    guest = _guest(ctx, lambda r: True, prefer=("RS-7001",))
    _behind_charge(ctx, guest["id"], 7.25, "parking", "Parking, one night")
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Reload", "exact": True}})
    _wait_calls(ctx, "list_reservations", start, "Reload did not read the reservations again")
    _cell(ctx, "Balance", guest["id"], INHOUSE, _money(_balance(_res(ctx, guest["id"]))))


def folio_open(ctx):
    """Open folio reads the reservation (get_reservation) and shows "RS-7001 · Tomasz Nowak · room 104",
    its lines in posting order under Line, Description and Amount (payments negative)."""
    guest = _guest(ctx, lambda r: any(ln["kind"] == "payment" for ln in r["folio"]), prefer=("RS-7001",))
    rid = guest["id"]
    start = _open_folio(ctx, rid)
    reads = [c for c in _calls(ctx, "get_reservation", start, ok=True) if _rid(c) == rid]
    assert reads, f"Open folio did not read {rid} from the system (get_reservation)"
    _expect_folio(ctx, rid)


def folio_voided(ctx):
    """A voided charge keeps its line, with " (voided)" after its description."""
    voided = [r for r in _in_house(ctx) if any(ln.get("voided") for ln in r["folio"])]
    if voided:
        guest = _pick(voided, lambda r: True, prefer=("RS-7004",))
    else:
        guest = _guest(ctx, lambda r: True)
        line = _behind_charge(ctx, guest["id"], 4.5, "minibar", "Minibar: water")
        ctx.behind_the_app("void_charge", {"reservation_id": guest["id"], "line_id": line["id"],
                                           "reason": "Posted twice", "evidence_token": _token(ctx, guest["id"])})
        _reload_page(ctx)
    rid = guest["id"]
    _open_folio(ctx, rid)
    for ln in _res(ctx, rid)["folio"]:
        if ln.get("voided"):
            _cell(ctx, "Description", ln["id"], FOLIO, f"{ln['description']} (voided)")
            _cell(ctx, "Amount", ln["id"], FOLIO, _money(ln["amount"]))


def folio_switch(ctx):
    """Opening a second folio shows that guest's header, lines and totals, none of the first one's."""
    first = _guest(ctx, lambda r: True, prefer=("RS-7001",))
    second = _guest(ctx, lambda r: r["id"] != first["id"], prefer=("RS-7004",))
    _open_folio(ctx, first["id"])
    _open_folio(ctx, second["id"])
    _expect_folio(ctx, second["id"])
    _expect_totals(ctx, second["id"])
    ctx.expect({"expect_text": {"text": f"{first['id']} · ", "within": FOLIO, "absent": True}})


def folio_totals(ctx):
    """Under the lines: "Charges $302.60 · Payments $311.60 · Balance -$9.00" as the system reports them."""
    for rid in [r["id"] for r in _in_house(ctx)][:3]:
        _open_folio(ctx, rid)
        _expect_totals(ctx, rid)
    credit = [r["id"] for r in _in_house(ctx) if _balance(r) < 0]
    if credit:
        _open_folio(ctx, credit[0])
        _expect_totals(ctx, credit[0])


def folio_reload(ctx):
    """Another desk posts a charge to the open folio; Reload reads it again: the new line and totals show."""
    guest = _guest(ctx, lambda r: True, prefer=("RS-7001",))
    rid = guest["id"]
    _open_folio(ctx, rid)
    _behind_charge(ctx, rid, 6.4, "laundry", "Laundry: two shirts")
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Reload", "exact": True}})
    _wait_calls(ctx, "get_reservation", start, "Reload did not read the open folio again")
    _expect_folio(ctx, rid)
    _expect_totals(ctx, rid)


# ==============================================================================================
# turn 4
# ==============================================================================================
CATEGORY_LABELS = ["Minibar", "Restaurant", "Parking", "Laundry", "Misc"]


def _charge_guest(ctx) -> str:
    return _guest(ctx, lambda r: True, prefer=("RS-7001",))["id"]


def charge_form(ctx):
    """In "Folio": Category offering exactly Minibar, Restaurant, Parking, Laundry, Misc and starting on
    Minibar, Description, Amount and "Post charge"."""
    _open_folio(ctx, _charge_guest(ctx))
    ctx.expect({"expect_options": {"target": {"field": "Category", "within": FOLIO}, "exactly": CATEGORY_LABELS}},
               {"expect_value": {"target": {"field": "Category", "within": FOLIO}, "value": "Minibar"}},
               {"expect_visible": {"target": {"field": "Description", "within": FOLIO}}},
               {"expect_visible": {"target": {"field": "Amount", "within": FOLIO}}},
               {"expect_visible": {"target": {"control": "Post charge", "exact": True, "within": FOLIO}}})


def _post(ctx, description: str, amount: str, category: str | None = None) -> int:
    if category is not None:
        ctx.expect({"select": {"field": "Category", "within": FOLIO, "option": category}})
    _fill(ctx, "Description", description)
    _fill(ctx, "Amount", amount)
    return _press(ctx, "Post charge")


def charge_description_guard(ctx):
    """A blank description (spaces only, or with a bad amount too) shows only "Write a description" and
    posts nothing."""
    _open_folio(ctx, _charge_guest(ctx))
    start = _mark(ctx)
    _post(ctx, "   ", "abc")
    _message(ctx, "Write a description")
    _no_message(ctx, "Write the amount like 12.50")
    _post(ctx, "Late checkout", "zero")
    _message(ctx, "Write the amount like 12.50")
    _post(ctx, "", "15")
    _message(ctx, "Write a description")
    assert not _calls(ctx, "post_charge", start), "a charge was posted with a blank description"


def charge_amount_guard(ctx):
    """Amounts 0, 0.00, -5, 12.345, 1,000 and abc each show "Write the amount like 12.50" and post nothing."""
    _open_folio(ctx, _charge_guest(ctx))
    start = _mark(ctx)
    for bad in ["0", "0.00", "-5", "12.345", "1,000", "abc"]:
        _post(ctx, "   ", "15")
        _message(ctx, "Write a description")
        _post(ctx, "Late checkout", bad)
        _message(ctx, "Write the amount like 12.50")
    assert not _calls(ctx, "post_charge", start), "a charge with an invalid amount was posted"


def charge_limit_guard(ctx):
    """500.01 (above the system's $500.00 charge limit) shows "Above the $500.00 limit per charge" and posts
    nothing."""
    _open_folio(ctx, _charge_guest(ctx))
    start = _mark(ctx)
    limit = _dec(_state(ctx)["charge_limit"])
    _post(ctx, "Damaged towel set", str(limit + Decimal("0.01")))
    _message(ctx, f"Above the {_money(limit)} limit per charge")
    _no_message(ctx, "Write the amount like 12.50")
    assert not _calls(ctx, "post_charge", start), "a charge above the limit was posted"


def charge_guards_send_nothing(ctx):
    """None of the three refused forms reaches the system (no post_charge call)."""
    _open_folio(ctx, _charge_guest(ctx))
    start = _mark(ctx)
    limit = _dec(_state(ctx)["charge_limit"])
    _post(ctx, "  ", "20")
    _message(ctx, "Write a description")
    _post(ctx, "Bike hire", "12.345")
    _message(ctx, "Write the amount like 12.50")
    _post(ctx, "Bike hire", str(limit + Decimal("0.01")))
    _message(ctx, f"Above the {_money(limit)} limit per charge")
    _no_writes(ctx, start, "every form was invalid")


def _posted(ctx, start: int, rid: str) -> dict:
    call = _one_write(ctx, start, "post_charge", rid)
    assert call.ok, f"post_charge was refused: {_error(call)}"
    return call


def charge_posted(ctx):
    """Restaurant, "  Room service: soup  ", " 12.5 " posts one charge to the open folio's reservation with
    category restaurant, the trimmed description and 12.5, and shows "Posted FL-nn: $12.50"."""
    rid = _charge_guest(ctx)
    _open_folio(ctx, rid)
    start = _post(ctx, "  Room service: soup  ", " 12.5 ", "Restaurant")
    call = _posted(ctx, start, rid)
    args = call.args
    assert args.get("category") == "restaurant", f"category {args.get('category')!r} was sent, not 'restaurant'"
    assert args.get("description") == "Room service: soup", f"description {args.get('description')!r} was sent"
    assert _dec(args.get("amount")) == Decimal("12.5"), f"amount {args.get('amount')!r} was sent, not 12.5"
    line = call.result["line"]
    _message(ctx, f"Posted {line['id']}: {_money(line['amount'])}")


def charge_readback(ctx):
    """After a post the page reads the reservation and "In house" again: the new line, the totals and the
    guest's Balance show what the system reports."""
    rid = _charge_guest(ctx)
    _open_folio(ctx, rid)
    start = _post(ctx, "Minibar: wine", "18.75")
    call = _posted(ctx, start, rid)
    _reads_after(ctx, call, ["get_reservation", "list_reservations"])
    _expect_folio(ctx, rid)
    _expect_totals(ctx, rid)
    _cell(ctx, "Balance", rid, INHOUSE, _money(_balance(_res(ctx, rid))))


def charge_clears(ctx):
    """After a post Description and Amount are empty again."""
    rid = _charge_guest(ctx)
    _open_folio(ctx, rid)
    start = _post(ctx, "Newspaper", "3.2", "Misc")
    _posted(ctx, start, rid)
    ctx.expect({"expect_value": {"target": {"field": "Description", "within": FOLIO}, "value": ""}},
               {"expect_value": {"target": {"field": "Amount", "within": FOLIO}, "value": ""}})


def charge_as_it_opens(ctx):
    """Posting with Category untouched sends minibar (the choice the form shows)."""
    rid = _charge_guest(ctx)
    _open_folio(ctx, rid)
    start = _post(ctx, "Minibar: juice", "4")
    call = _posted(ctx, start, rid)
    assert call.args.get("category") == "minibar", f"category {call.args.get('category')!r} was sent, not 'minibar'"
    assert _dec(call.args.get("amount")) == Decimal("4"), f"amount {call.args.get('amount')!r} was sent, not 4"


def charge_categories_sent(ctx):
    """Parking, Laundry and Misc reach the system as parking, laundry and misc."""
    rid = _charge_guest(ctx)
    _open_folio(ctx, rid)
    for label, value in [("Parking", "parking"), ("Laundry", "laundry"), ("Misc", "misc")]:
        start = _post(ctx, f"{label} extra", "5.05", label)
        call = _posted(ctx, start, rid)
        assert call.args.get("category") == value, f"{label} was sent as {call.args.get('category')!r}"
        _message(ctx, f"Posted {call.result['line']['id']}: $5.05")


def charge_limit_boundary(ctx):
    """Exactly the limit (500) is posted, "Posted FL-nn: $500.00", and the totals pass $1,000 with a comma."""
    guest = _guest(ctx, lambda r: True, prefer=("RS-7003",))
    rid = guest["id"]
    _open_folio(ctx, rid)
    limit = _dec(_state(ctx)["charge_limit"])
    start = _post(ctx, "Family dinner", format(limit.normalize(), "f"))
    call = _posted(ctx, start, rid)
    assert _dec(call.args.get("amount")) == limit, f"amount {call.args.get('amount')!r} was sent"
    _message(ctx, f"Posted {call.result['line']['id']}: {_money(limit)}")
    _expect_totals(ctx, rid)


def charge_refused(ctx):
    """Another desk checks the open folio's guest out; Post charge is refused and the page shows "Refused:
    <message>" and reads the folio again."""
    rid = _guest(ctx, lambda r: True, prefer=("RS-7002",))["id"]
    _open_folio(ctx, rid)
    _behind_check_out(ctx, rid)
    start = _post(ctx, "Late bar tab", "9.9")
    call = _one_write(ctx, start, "post_charge", rid)
    assert not call.ok, "post_charge on a checked-out folio was accepted"
    _message(ctx, f"Refused: {_error(call)}")
    _reads_after(ctx, call, ["get_reservation"])


# ==============================================================================================
# turn 5
# ==============================================================================================
def due_out(ctx):
    """Departure reads "2026-05-14 · Due out" for guests leaving on the business date, the bare date otherwise."""
    _settle_in_house(ctx)
    bd = _bd(ctx)
    rows = _in_house(ctx)
    assert any(r["departure"] == bd for r in rows), "no in-house guest leaves today"
    for r in rows:
        if r["departure"] == bd:
            _cell(ctx, "Departure", r["id"], INHOUSE, f"{bd} · Due out")
        else:
            _cell(ctx, "Departure", r["id"], INHOUSE, r["departure"])


def _due_guest(ctx, exclude: tuple[str, ...] = ()) -> dict:
    return _guest(ctx, lambda r: _balance(r) > 0 and r["id"] not in exclude, prefer=("RS-7001", "RS-7010"))


def _zero_guest(ctx) -> dict:
    rows = [r for r in _in_house(ctx) if _balance(r) == 0]
    assert rows, "no in-house guest has a balance of 0.00"
    return _pick(rows, lambda r: True, prefer=("RS-7002",))


def payment_form(ctx):
    """In "Folio": Payment, Method offering exactly Card and Cash and starting on Card, "Record payment"."""
    _open_folio(ctx, _due_guest(ctx)["id"])
    ctx.expect({"expect_visible": {"target": {"field": "Payment", "within": FOLIO}}},
               {"expect_options": {"target": {"field": "Method", "within": FOLIO}, "exactly": ["Card", "Cash"]}},
               {"expect_value": {"target": {"field": "Method", "within": FOLIO}, "value": "Card"}},
               {"expect_visible": {"target": {"control": "Record payment", "exact": True, "within": FOLIO}}})


def check_out_button(ctx):
    """"Folio" has a button "Check out"."""
    _open_folio(ctx, _due_guest(ctx)["id"])
    ctx.expect({"expect_visible": {"target": {"control": "Check out", "exact": True, "within": FOLIO}}})


def _pay(ctx, amount: str, method: str | None = None) -> int:
    if method is not None:
        ctx.expect({"select": {"field": "Method", "within": FOLIO, "option": method}})
    _fill(ctx, "Payment", amount)
    return _press(ctx, "Record payment")


def payment_amount_guard(ctx):
    """0, 0.00, -5, 12.345, 1,000 and abc each show "Write the amount like 12.50" and record nothing."""
    guest = _due_guest(ctx)
    rid = guest["id"]
    _open_folio(ctx, rid)
    due = _balance(_res(ctx, rid))
    start = _mark(ctx)
    for bad in ["0", "0.00", "-5", "12.345", "1,000", "abc"]:
        _pay(ctx, "99999")
        _message(ctx, f"Only {_money(due)} is due")
        _pay(ctx, bad)
        _message(ctx, "Write the amount like 12.50")
    assert not _calls(ctx, "record_payment", start), "a payment with an invalid amount was recorded"


def payment_nothing_due(ctx):
    """On a folio at $0.00 and on one in credit a valid amount shows "Nothing is due" (an invalid one still
    "Write the amount like 12.50" first); nothing is recorded."""
    start = _mark(ctx)
    rows = [r for r in _in_house(ctx) if _balance(r) <= 0][:2]
    assert rows, "no in-house guest has nothing due"
    for r in rows:
        _open_folio(ctx, r["id"])
        _pay(ctx, "abc")
        _message(ctx, "Write the amount like 12.50")
        _no_message(ctx, "Nothing is due")
        _pay(ctx, "10")
        _message(ctx, "Nothing is due")
    assert not _calls(ctx, "record_payment", start), "a payment was recorded on a folio with nothing due"


def payment_above_balance(ctx):
    """One cent above the balance shown shows "Only $179.50 is due" (the balance) and records nothing."""
    guest = _due_guest(ctx)
    rid = guest["id"]
    _open_folio(ctx, rid)
    due = _balance(_res(ctx, rid))
    start = _mark(ctx)
    _pay(ctx, f"{due + Decimal('0.01'):.2f}")
    _message(ctx, f"Only {_money(due)} is due")
    assert not _calls(ctx, "record_payment", start), "a payment above the balance was recorded"
    start = _pay(ctx, f"{due:.2f}")
    call = _one_write(ctx, start, "record_payment", rid)
    assert _dec(call.args.get("amount")) == due, f"amount {call.args.get('amount')!r} was sent, not {due}"
    _no_message(ctx, "is due")


def payment_sends_nothing(ctx):
    """None of the three refused payments reaches the system."""
    start = _mark(ctx)
    guest = _due_guest(ctx)
    _open_folio(ctx, guest["id"])
    due = _balance(_res(ctx, guest["id"]))
    _pay(ctx, "-1")
    _message(ctx, "Write the amount like 12.50")
    _pay(ctx, f"{due + Decimal('0.01'):.2f}")
    _message(ctx, f"Only {_money(due)} is due")
    zero = [r for r in _in_house(ctx) if _balance(r) <= 0]
    if zero:
        _open_folio(ctx, zero[0]["id"])
        _pay(ctx, "5")
        _message(ctx, "Nothing is due")
    _no_writes(ctx, start, "every payment was refused by the page")


def payment_refused(ctx):
    """Another desk takes part of the balance after the folio was read; paying the balance shown is refused
    by the system and the page shows "Refused: <message>" and reads the folio again."""
    guest = _due_guest(ctx)
    rid = guest["id"]
    _open_folio(ctx, rid)
    due = _balance(_res(ctx, rid))
    part = min(Decimal("10.00"), due)
    ctx.behind_the_app("record_payment", {"reservation_id": rid, "amount": float(part), "method": "cash"})
    start = _pay(ctx, f"{due:.2f}")
    call = _one_write(ctx, start, "record_payment", rid)
    assert not call.ok, "the payment was accepted"
    _message(ctx, f"Refused: {_error(call)}")
    _reads_after(ctx, call, ["get_reservation"])


def payment_as_it_opens(ctx):
    """Recording with Method untouched sends card and shows "Recorded FL-nn: $1.00 by card"."""
    guest = _due_guest(ctx)
    rid = guest["id"]
    _open_folio(ctx, rid)
    start = _pay(ctx, "1")
    call = _one_write(ctx, start, "record_payment", rid)
    assert call.ok, f"the payment was refused: {_error(call)}"
    assert call.args.get("method") == "card", f"method {call.args.get('method')!r} was sent, not 'card'"
    _message(ctx, f"Recorded {call.result['line']['id']}: $1.00 by card")


def payment_recorded(ctx):
    """Paying exactly the balance in cash (" 179.50 "-style, spaces around) records one payment with that
    amount and method cash, shows "Recorded FL-nn: $X by cash", clears Payment and reads the folio and
    "In house" again: Balance $0.00 in both."""
    guest = _due_guest(ctx)
    rid = guest["id"]
    _open_folio(ctx, rid)
    due = _balance(_res(ctx, rid))
    start = _pay(ctx, f" {due:.2f} ", "Cash")
    call = _one_write(ctx, start, "record_payment", rid)
    assert call.ok, f"the payment was refused: {_error(call)}"
    assert _dec(call.args.get("amount")) == due, f"amount {call.args.get('amount')!r} was sent, not {due}"
    assert call.args.get("method") == "cash", f"method {call.args.get('method')!r} was sent, not 'cash'"
    line = call.result["line"]
    _message(ctx, f"Recorded {line['id']}: {_money(line['amount'])} by cash")
    _reads_after(ctx, call, ["get_reservation", "list_reservations"])
    ctx.expect({"expect_value": {"target": {"field": "Payment", "within": FOLIO}, "value": ""}})
    _expect_totals(ctx, rid)
    _cell(ctx, "Balance", rid, INHOUSE, "$0.00")


def check_out_balance_guard(ctx):
    """Check out on a folio with a balance due or a credit reads the reservation, sends nothing and shows
    "Settle the balance first: $X" (a credit like "-$9.00")."""
    rows = [_due_guest(ctx)]
    credit = [r for r in _in_house(ctx) if _balance(r) < 0]
    rows += credit[:1]
    for r in rows:
        rid = r["id"]
        _open_folio(ctx, rid)
        start = _press(ctx, "Check out")
        _message(ctx, f"Settle the balance first: {_money(_balance(_res(ctx, rid)))}")
        reads = [c for c in _calls(ctx, "get_reservation", start, ok=True) if _rid(c) == rid]
        assert reads, f"Check out did not read {rid} again"
        _no_writes(ctx, start, f"{rid} still has a balance")


def check_out_fresh_balance(ctx):
    """The folio shows $0.00, then another desk posts a charge: Check out goes by the fresh read and shows
    "Settle the balance first: $5.00"."""
    guest = _zero_guest(ctx)
    rid = guest["id"]
    _open_folio(ctx, rid)
    _behind_charge(ctx, rid, 5.0, "misc", "Umbrella")
    start = _press(ctx, "Check out")
    _message(ctx, "Settle the balance first: $5.00")
    _no_writes(ctx, start, f"{rid} owes $5.00 in the system")


def check_out_refused(ctx):
    """Another desk checks the guest out first; the page's check-out is refused: "Refused: <message>", and
    the folio is read again."""
    guest = _zero_guest(ctx)
    rid = guest["id"]
    _open_folio(ctx, rid)
    _behind_check_out(ctx, rid)
    start = _press(ctx, "Check out")
    call = _one_write(ctx, start, "check_out", rid)
    assert not call.ok, "the check-out was accepted"
    _message(ctx, f"Refused: {_error(call)}")
    _reads_after(ctx, call, ["get_reservation"])


def check_out_done(ctx):
    """Check out on a settled folio: get_reservation, check_out with that token, "RS-7002 checked out of room
    203", "Folio" closes, and "In house", the arrivals and the rooms are read again (the guest is gone)."""
    guest = _zero_guest(ctx)
    rid, room = guest["id"], guest["room"]
    _open_folio(ctx, rid)
    start = _press(ctx, "Check out")
    call = _one_write(ctx, start, "check_out", rid)
    _fresh_token_before(ctx, start, call, rid)
    assert call.ok, f"the check-out was refused: {_error(call)}"
    _message(ctx, f"{rid} checked out of room {room}")
    _reads_after(ctx, call, ["list_reservations", "list_rooms"])
    ctx.expect({"expect_text": {"text": f"{rid} · {guest['guest_name']} · room {room}", "absent": True}},
               {"expect_list": {"target": {"column": "Reservation", "within": INHOUSE},
                                "texts": [r["id"] for r in _in_house(ctx)], "whole": True}})
