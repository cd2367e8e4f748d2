"""Checks for the guesthouse reservations and cancellations desk that the vocabulary cannot state alone.

Every expected figure is worked out from ``ctx.runtime_state`` (the live system, or the requirement's
own copy of it), so a check holds on whatever state its turn starts from: the booked stays, the live
availability per night, what a cancellation would cost today, who may be a no-show and what that
costs. Checks that write run ``isolated`` unless the contract says otherwise; there another desk may
act behind the app (after the page has read, before it writes) to provoke the refusals the request
names.
"""

from __future__ import annotations

import re
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal

STAYS = {"section": "Upcoming stays"}
AVAIL = {"section": "Availability"}
BOOKING = {"section": "New booking"}
CANCEL = {"section": "Cancellation"}
NOSHOW = {"section": "No-shows to review"}
WEEK = {"section": "Week ahead"}
CENT = Decimal("0.01")


# --- state ------------------------------------------------------------------------------------
def _st(ctx) -> dict:
    return ctx.runtime_state


def _bd(ctx) -> str:
    return _st(ctx)["business_date"]


def _day(text: str, plus: int = 0) -> str:
    return (date.fromisoformat(text) + timedelta(days=plus)).isoformat()


def _types(ctx) -> list[dict]:
    """Room types in the order the system lists them (by code)."""
    rts = _st(ctx)["room_types"]
    return [rts[c] for c in sorted(rts)]


def _type(ctx, code: str) -> dict:
    return _st(ctx)["room_types"][code]


def _type_code(ctx, name: str) -> str:
    return next(t["code"] for t in _types(ctx) if t["name"] == name)


def _plans(ctx) -> list[dict]:
    rps = _st(ctx)["rate_plans"]
    return [rps[c] for c in sorted(rps)]


def _plan(ctx, code: str) -> dict:
    return _st(ctx)["rate_plans"][code]


def _res_all(ctx) -> dict:
    return _st(ctx)["reservations"]


def _res(ctx, rid: str) -> dict:
    return _res_all(ctx)[rid]


def _nights(res: dict) -> int:
    return (date.fromisoformat(res["departure"]) - date.fromisoformat(res["arrival"])).days


def _booked(ctx) -> list[dict]:
    rows = [r for r in _res_all(ctx).values() if r["status"] == "booked"]
    return sorted(rows, key=lambda r: (r["arrival"], r["id"]))


def _dec(x) -> Decimal:
    return Decimal(str(x))


def _money(value) -> str:
    v = _dec(value).quantize(CENT, rounding=ROUND_HALF_UP)
    text = f"${abs(v):,.2f}"
    return f"-{text}" if v < 0 else text


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


def _in_service(ctx, code: str) -> int:
    return sum(1 for r in _st(ctx)["rooms"].values() if r["room_type"] == code and r["housekeeping"] != "out_of_order")


def _available(ctx, code: str, night: str) -> int:
    reserved = sum(1 for r in _res_all(ctx).values()
                   if r["room_type"] == code and r["status"] in ("booked", "in_house") and r["arrival"] <= night < r["departure"])
    return _in_service(ctx, code) - reserved


def _nights_of(arrival: str, departure: str) -> list[str]:
    n = (date.fromisoformat(departure) - date.fromisoformat(arrival)).days
    return [_day(arrival, i) for i in range(n)]


def _quote(ctx, res: dict) -> tuple[str | None, Decimal]:
    """(free_until, fee) as quote_cancellation works them out today."""
    plan = _plan(ctx, res["rate_plan"])
    days = (date.fromisoformat(res["arrival"]) - date.fromisoformat(_bd(ctx))).days
    fcd = plan["free_cancel_days"]
    free_until = None if fcd is None else _day(res["arrival"], -fcd)
    if fcd is not None and days >= fcd:
        return free_until, Decimal(0)
    basis = _dec(res["nightly_rate"]) * (_nights(res) if plan["late_fee_basis"] == "whole_stay" else 1)
    return free_until, (basis * plan["late_fee_percent"] / 100).quantize(CENT, rounding=ROUND_HALF_UP)


def _free_line(ctx, free_until: str | None) -> str:
    if free_until is None:
        return "Never free to cancel"
    if free_until >= _bd(ctx):
        return f"Free to cancel until {free_until}"
    return f"Free cancellation ended on {free_until}"


def _no_shows(ctx) -> list[dict]:
    bd = _bd(ctx)
    return [r for r in _booked(ctx) if r["arrival"] < bd or (r["arrival"] == bd and not r.get("room"))]


def _no_show_fee(ctx, res: dict) -> Decimal:
    n = min(_plan(ctx, res["rate_plan"])["no_show_nights"], _nights(res))
    return (_dec(res["nightly_rate"]) * n).quantize(CENT, rounding=ROUND_HALF_UP)


def _pick(rows: list[dict], ok, prefer: tuple[str, ...] = ()) -> dict:
    by_id = {r["id"]: r for r in rows}
    for rid in prefer:
        if rid in by_id and ok(by_id[rid]):
            return by_id[rid]
    for r in rows:
        if ok(r):
            return r
    raise AssertionError("the system holds no reservation this check can use")


def _free_room(ctx, res: dict) -> str:
    """A room assign_room would accept for ``res`` (its own assigned room first)."""
    if res.get("room"):
        return res["room"]
    for number in sorted(_st(ctx)["rooms"]):
        room = _st(ctx)["rooms"][number]
        if room["room_type"] != res["room_type"] or room["housekeeping"] == "out_of_order":
            continue
        clash = any(o["id"] != res["id"] and o["status"] in ("booked", "in_house") and o.get("room") == number
                    and o["arrival"] < res["departure"] and res["arrival"] < o["departure"]
                    for o in _res_all(ctx).values())
        if not clash:
            return number
    raise AssertionError(f"no room of type {res['room_type']} is free for {res['id']}")


# --- behind the app -----------------------------------------------------------------------------
def _token(ctx, rid: str) -> str:
    return ctx.behind_the_app("get_reservation", {"reservation_id": rid})["evidence_token"]


def _behind_book(ctx, name: str, code: str, arrival: str, departure: str, plan: str = "FLEX") -> str:
    out = ctx.behind_the_app("create_reservation", {"guest_name": name, "guests": 1, "room_type": code,
                                                    "rate_plan": plan, "arrival": arrival, "departure": departure})
    return out["reservation"]["id"]


def _behind_cancel(ctx, rid: str) -> None:
    q = ctx.behind_the_app("quote_cancellation", {"reservation_id": rid})
    ctx.behind_the_app("cancel_reservation", {"reservation_id": rid, "quote_token": q["quote_token"]})


def _behind_assign(ctx, rid: str, room: str) -> None:
    ctx.behind_the_app("assign_room", {"reservation_id": rid, "room": room, "evidence_token": _token(ctx, rid)})


def _tonight_type(ctx) -> str:
    """A room type with a room free on the business night (Double on the fixture)."""
    bd = _bd(ctx)
    for code in ["DBL", *[t["code"] for t in _types(ctx)]]:
        if _available(ctx, code, bd) >= 1:
            return code
    raise AssertionError("no room type has a room free tonight")


# --- tool calls ---------------------------------------------------------------------------------
def _mark(ctx) -> int:
    return len(ctx.tool_calls)


def _calls(ctx, name: str, since: int = 0, ok: bool | None = None) -> list:
    return [c for c in ctx.tool_calls[since:] if c.name == name and (ok is None or c.ok == ok)]


def _writes(ctx, since: int) -> list:
    return [c for c in ctx.tool_calls[since:] if c.mode == "write"]


def _error(call) -> str:
    return (call.error or {}).get("message", "")


def _index(ctx, call) -> int:
    return next(i for i, c in enumerate(ctx.tool_calls) if c is call)


def _wait_call(ctx, name: str, since: int, what: str):
    def probe():
        return (bool(_calls(ctx, name, since)), what)

    ctx.until(probe)
    return _calls(ctx, name, since)


def _one(ctx, name: str, since: int):
    calls = _wait_call(ctx, name, since, f"the page made no {name} call")
    assert len(calls) == 1, f"{len(calls)} {name} calls were made, wanted one: {[c.args for c in calls]}"
    return calls[0]


def _read_after(ctx, call, name: str, match=lambda c: True) -> None:
    i = _index(ctx, call)

    def probe():
        ok = any(c.name == name and c.ok and match(c) for c in ctx.tool_calls[i + 1:])
        return ok, f"after {call.name} the page did not call {name} again as the request asks"

    ctx.until(probe)


def _no_calls(ctx, since: int, name: str, what: str) -> None:
    ctx.expect({"expect_text": {"regex": r"\S"}})  # a settled page
    calls = _calls(ctx, name, since)
    assert not calls, f"{what}, but the page called {name}: {[c.args for c in calls]}"


def _avail_args(call, code: str, arrival: str, departure: str) -> bool:
    a = call.args
    return (str(a.get("room_type")) == code and str(a.get("arrival")) == arrival
            and str(a.get("departure")) == departure)


# --- page helpers ---------------------------------------------------------------------------------
def _open(ctx) -> None:
    ctx.expect({"open": {"path": "/"}})


def _exact(value: str) -> str:
    return rf"^\s*{re.escape(value)}\s*$"


def _cell(ctx, column: str, row: str, within: dict, value: str) -> None:
    ctx.expect({"expect_text": {"regex": _exact(value), "within": {"column": column, "row": row, "within": within}}})


def _see(ctx, text: str, within: dict | None = None) -> None:
    step: dict = {"text": text}
    if within:
        step["within"] = within
    ctx.expect({"expect_text": step})


def _gone(ctx, text: str, within: dict | None = None) -> None:
    step: dict = {"text": text, "absent": True}
    if within:
        step["within"] = within
    ctx.expect({"expect_text": step})


def _count_re(n: int) -> str:
    return rf"(?<![\d,])(?<!of ){n} booked"


def _settle_stays(ctx) -> None:
    """Wait until "Upcoming stays" lists what the system holds now."""
    ctx.expect(*[{"expect_text": {"text": r["id"], "within": STAYS}} for r in _booked(ctx)])


def _stay_row(rid: str) -> dict:
    return {"item": rid, "within": STAYS}


def _check(ctx, type_name: str | None, arrival: str, departure: str) -> int:
    """Fill the Availability form (choosing ``type_name`` unless None) and press Check."""
    steps: list[dict] = []
    if type_name is not None:
        steps.append({"select": {"field": "Room type", "within": AVAIL, "option": type_name}})
    steps += [{"fill": {"field": "Arrival", "within": AVAIL, "value": arrival}},
              {"fill": {"field": "Departure", "within": AVAIL, "value": departure}}]
    ctx.expect(*steps)
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Check", "exact": True, "within": AVAIL}})
    return start


def _nights_word(n: int) -> str:
    return "1 night" if n == 1 else f"{n} nights"


def _expect_shown(ctx, code: str, arrival: str, departure: str) -> None:
    """The availability shown is the system's, now, for ``code`` and those nights."""
    nights = _nights_of(arrival, departure)
    name = _type(ctx, code)["name"]
    _see(ctx, f"{name}, {arrival} to {departure} ({_nights_word(len(nights))})", AVAIL)
    figures = [(n, _available(ctx, code, n)) for n in nights]
    ctx.expect({"expect_list": {"target": {"column": "Night", "within": AVAIL}, "texts": nights, "whole": True}})
    ctx.expect({"expect_list": {"target": {"column": "Available", "within": AVAIL},
                                "texts": [str(v) for _, v in figures], "whole": True}})
    full = next((n for n, v in figures if v < 1), None)
    if full is None:
        ctx.expect({"expect_text": {"regex": r"(?<![A-Za-z])Bookable", "within": AVAIL}})
        _gone(ctx, "Sold out on", AVAIL)
    else:
        _see(ctx, f"Sold out on {full}", AVAIL)
        ctx.expect({"expect_text": {"regex": r"(?<![A-Za-z])Bookable", "within": AVAIL, "absent": True}})


def _book(ctx, name: str, guests: str, plan_name: str | None = None) -> int:
    steps: list[dict] = [{"fill": {"field": "Guest name", "within": BOOKING, "value": name}},
                         {"fill": {"field": "Guests", "within": BOOKING, "value": guests}}]
    if plan_name is not None:
        steps.append({"select": {"field": "Rate plan", "within": BOOKING, "option": plan_name}})
    ctx.expect(*steps)
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Book", "exact": True, "within": BOOKING}})
    return start


def _booked_message(ctx, res: dict) -> str:
    n = _nights(res)
    total = _dec(res["nightly_rate"]) * n
    return (f"Booked {res['id']} for {res['guest_name']}: {_type(ctx, res['room_type'])['name']}, {res['arrival']} to "
            f"{res['departure']}, {_nights_word(n)} at {_money(res['nightly_rate'])} = {_money(total)}")


def _quote_click(ctx, rid: str) -> int:
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Quote cancellation", "exact": True, "within": _stay_row(rid)}})
    return start


def _expect_quote(ctx, res: dict) -> None:
    free_until, fee = _quote(ctx, res)
    _see(ctx, f"{res['id']} · {res['guest_name']} · arrives {res['arrival']}", CANCEL)
    _see(ctx, _free_line(ctx, free_until), CANCEL)
    _see(ctx, f"Fee if cancelled today: {_money(fee)}", CANCEL)
    ctx.expect({"expect_visible": {"target": {"control": "Confirm cancellation", "within": CANCEL}, "visible": True}})


def _confirm(ctx) -> int:
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Confirm cancellation", "exact": True, "within": CANCEL}})
    return start


def _wait_status(ctx, rid: str, status: str) -> None:
    def probe():
        have = _res(ctx, rid)["status"]
        return have == status, f"{rid} is {have} in the system, not {status}"

    ctx.until(probe)


def _settle_no_shows(ctx) -> None:
    rows = _no_shows(ctx)
    if rows:
        ctx.expect({"expect_list": {"target": {"column": "Reservation", "within": NOSHOW},
                                    "texts": [r["id"] for r in rows], "whole": True}})


def _no_show_row(rid: str) -> dict:
    return {"item": rid, "within": NOSHOW}


def _stays_exactly(ctx) -> None:
    """The Reservation column of "Upcoming stays" lists exactly the booked reservations, in order."""
    ctx.expect({"expect_list": {"target": {"column": "Reservation", "within": STAYS},
                                "texts": [r["id"] for r in _booked(ctx)], "whole": True}})


def _no_show_gone(ctx, rid: str) -> None:
    """``rid`` has left "No-shows to review" (a message naming it may stay)."""
    ctx.expect({"expect_visible": {"target": {"control": "Mark no-show", "within": _no_show_row(rid)}, "visible": False}})
    _settle_no_shows(ctx)


def _ensure_no_show(ctx, ok=lambda r: True) -> None:
    """In an isolated check with no suitable no-show left, another desk books a stay due tonight (no room)."""
    if any(ok(r) for r in _no_shows(ctx)):
        return
    bd = _bd(ctx)
    _behind_book(ctx, "Late Arrival", _tonight_type(ctx), bd, _day(bd, 1))
    _open(ctx)
    _settle_stays(ctx)


def _id_absent(ctx, rid: str, within: dict) -> None:
    ctx.expect({"expect_text": {"regex": rf"{re.escape(rid)}(?!\d)", "within": within, "absent": True}})


# ==============================================================================================
# turn 1
# ==============================================================================================
def business_date(ctx):
    bd = _bd(ctx)
    ctx.expect({"expect_text": {"text": f"Business date: {bd}"}},
               {"expect_order": {"texts": ["Reservations desk", f"Business date: {bd}"]}})


SAMPLE = ("RS-7010", "RS-7011", "RS-7015", "RS-7016", "RS-7023", "RS-7028", "RS-7037")


def stays_rows(ctx):
    """Sample rows (every room type and plan, one night and fourteen) show their values under the named
    columns, and so does every booking made on the page since."""
    _settle_stays(ctx)
    rows = [r for r in _booked(ctx) if r["id"] in SAMPLE or r["id"] >= "RS-7038"]
    if not rows:
        rows = _booked(ctx)[:6]
    for r in rows:
        rid = r["id"]
        _cell(ctx, "Reservation", rid, STAYS, rid)
        _cell(ctx, "Guest", rid, STAYS, r["guest_name"])
        _cell(ctx, "Room type", rid, STAYS, _type(ctx, r["room_type"])["name"])
        _cell(ctx, "Arrival", rid, STAYS, r["arrival"])
        _cell(ctx, "Departure", rid, STAYS, r["departure"])
        _cell(ctx, "Nights", rid, STAYS, str(_nights(r)))
        _cell(ctx, "Plan", rid, STAYS, _plan(ctx, r["rate_plan"])["name"])


def stays_order(ctx):
    """The Reservation column lists exactly the booked reservations by arrival, then id; a booking made
    meanwhile by another desk (the newest id, arriving mid-list) takes its place by arrival after a reload."""
    _settle_stays(ctx)
    ctx.expect({"expect_list": {"target": {"column": "Reservation", "within": STAYS},
                                "texts": [r["id"] for r in _booked(ctx)], "whole": True}})
    bd = _bd(ctx)
    code = next((c for c in ("DBL", "SGL", "FAM") if all(_available(ctx, c, n) >= 1 for n in _nights_of(_day(bd, 4), _day(bd, 5)))), None)
    assert code, "no room type is free on the fifth night to book the extra stay"
    _behind_book(ctx, "Aaron Abbott", code, _day(bd, 4), _day(bd, 5))
    _open(ctx)
    _settle_stays(ctx)
    ctx.expect({"expect_list": {"target": {"column": "Reservation", "within": STAYS},
                                "texts": [r["id"] for r in _booked(ctx)], "whole": True}})


def stays_count(ctx):
    """Above the table: "<n> booked"; after another desk cancels one and the page opens again, one fewer."""
    _settle_stays(ctx)
    n = len(_booked(ctx))
    ctx.expect({"expect_order": {"texts": [f"{n} booked", "Reservation"], "within": STAYS}})
    bd = _bd(ctx)
    victim = _pick(_booked(ctx), lambda r: r["arrival"] >= bd, prefer=("RS-7020",))
    _behind_cancel(ctx, victim["id"])
    _open(ctx)
    _settle_stays(ctx)
    ctx.expect({"expect_text": {"regex": _count_re(n - 1), "within": STAYS}},
               {"expect_order": {"texts": [f"{n - 1} booked", "Reservation"], "within": STAYS}})


def avail_options(ctx):
    """"Room type" offers the system's room type names in its order and starts on the first; Check with
    it untouched asks about that first type."""
    names = [t["name"] for t in _types(ctx)]
    ctx.expect({"expect_options": {"target": {"field": "Room type", "within": AVAIL}, "exactly": names, "whole": True}},
               {"expect_value": {"target": {"field": "Room type", "within": AVAIL}, "value": names[0]}})
    bd = _bd(ctx)
    a, d = _day(bd, 6), _day(bd, 8)
    start = _check(ctx, None, a, d)
    _wait_call(ctx, "check_availability", start, "Check asked the system nothing")
    first = _types(ctx)[0]["code"]
    calls = _calls(ctx, "check_availability", start)
    assert any(_avail_args(c, first, a, d) for c in calls), \
        f"Check with the form as it opens did not ask about {first} {a}..{d}: {[c.args for c in calls]}"


def avail_live(ctx):
    """Single, 2026-05-15 to 2026-05-18: the live figures per night (the cached export differs), the
    line, and the first full night; the page never reads the cached summary."""
    a, d = "2026-05-15", "2026-05-18"
    start = _check(ctx, "Single", a, d)
    calls = _wait_call(ctx, "check_availability", start, "Check asked the system nothing")
    assert any(_avail_args(c, "SGL", a, d) for c in calls), f"check_availability was not asked about SGL {a}..{d}: {[c.args for c in calls]}"
    _expect_shown(ctx, "SGL", a, d)
    ctx.expect({"expect_tool_called": {"name": "get_availability_summary_cached", "min": 0, "max": 0, "since": "load"}})


def avail_verdict(ctx):
    """Bookable when the scarcest night has exactly one room; an overbooked night shows its negative
    figure and the first night without a room is named; one night reads "1 night"."""
    for type_name, code, a, d in (("Double", "DBL", "2026-05-17", "2026-05-20"),
                                  ("Twin", "TWN", "2026-05-17", "2026-05-19"),
                                  ("Double", "DBL", "2026-05-19", "2026-05-20")):
        start = _check(ctx, type_name, a, d)
        _wait_call(ctx, "check_availability", start, "Check asked the system nothing")
        _expect_shown(ctx, code, a, d)


def _problem(ctx, arrival: str, departure: str, message: str, not_shown: tuple[str, ...] = ()) -> None:
    start = _check(ctx, None, arrival, departure)
    _see(ctx, message, AVAIL)
    for other in not_shown:
        _gone(ctx, other)
    _no_calls(ctx, start, "check_availability", f"the form held {arrival!r} and {departure!r}")


def guard_format(ctx):
    """Dates not written as real YYYY-MM-DD dates are refused first, before any other problem."""
    _problem(ctx, "2026-5-20", "2026-05-22", "Write dates like 2026-05-20")
    _problem(ctx, "2026-02-30", "2026-03-02", "Write dates like 2026-05-20")
    _problem(ctx, "2026-05-20", "", "Write dates like 2026-05-20")
    _problem(ctx, "2026-05-10", "2026-05-1", "Write dates like 2026-05-20", ("Arrival cannot be before",))


def guard_dates(ctx):
    """Arrival the day before the business date is refused (before the departure problem); arrival on
    it is asked; a departure on the arrival day is refused, the next day is asked."""
    bd = _bd(ctx)
    _problem(ctx, _day(bd, -1), _day(bd, -1), f"Arrival cannot be before {bd}", ("Departure must be after arrival",))
    _problem(ctx, bd, bd, "Departure must be after arrival", ("Arrival cannot be before",))
    start = _check(ctx, None, bd, _day(bd, 1))
    calls = _wait_call(ctx, "check_availability", start, f"Check of {bd} to {_day(bd, 1)} asked the system nothing")
    assert any(str(c.args.get("arrival")) == bd for c in calls)
    _gone(ctx, "Arrival cannot be before")
    _gone(ctx, "Departure must be after arrival")


def guard_length(ctx):
    """The longest stay the system allows is accepted, one night more is refused."""
    most = int(_st(ctx)["max_nights"])
    a = "2026-05-20"
    _problem(ctx, a, _day(a, most + 1), f"At most {most} nights")
    start = _check(ctx, None, a, _day(a, most))
    _wait_call(ctx, "check_availability", start, f"a stay of {most} nights asked the system nothing")
    _gone(ctx, f"At most {most} nights")


def guard_clears(ctx):
    """A refused form asks nothing and removes the availability shown before."""
    a, d = "2026-05-19", "2026-05-21"
    start = _check(ctx, "Double", a, d)
    _wait_call(ctx, "check_availability", start, "Check asked the system nothing")
    _see(ctx, f"Double, {a} to {d}", AVAIL)
    start = _check(ctx, None, a, "2026-05-32")
    _see(ctx, "Write dates like 2026-05-20", AVAIL)
    _gone(ctx, f"{a} to {d}", AVAIL)
    ctx.expect({"expect_text": {"regex": r"(?<![A-Za-z])Bookable", "within": AVAIL, "absent": True}})
    _no_calls(ctx, start, "check_availability", "the departure was not a real date")


def reload_rereads(ctx):
    """Reload reads everything again: after another desk books a stay for the nights whose availability
    is shown, the new row, the new count and the new availability figures show."""
    _settle_stays(ctx)
    bd = _bd(ctx)
    code = next((c for c in ("DBL", "SGL", "FAM") if _available(ctx, c, _day(bd, 5)) >= 1), None)
    assert code, "no room type is free on the sixth night"
    a, d = _day(bd, 5), _day(bd, 6)
    start = _check(ctx, _type(ctx, code)["name"], a, d)
    _wait_call(ctx, "check_availability", start, "Check asked the system nothing")
    _expect_shown(ctx, code, a, d)
    rid = _behind_book(ctx, "Zelda Quist", code, a, d)
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Reload", "exact": True}})
    _wait_call(ctx, "list_reservations", start, "Reload did not read the reservations again")
    _settle_stays(ctx)
    _cell(ctx, "Guest", rid, STAYS, "Zelda Quist")
    ctx.expect({"expect_text": {"regex": _count_re(len(_booked(ctx))), "within": STAYS}})

    def probe():
        ok = any(_avail_args(c, code, a, d) and c.ok for c in _calls(ctx, "check_availability", start))
        return ok, "Reload did not read the availability shown again"

    ctx.until(probe)
    _expect_shown(ctx, code, a, d)


# ==============================================================================================
# turn 2
# ==============================================================================================
def book_form(ctx):
    """The form shows under a Bookable result, offers the plans in the system's order, starts on
    Flexible and books Flexible when left alone; a sold-out result has no form."""
    start = _check(ctx, "Double", "2026-05-19", "2026-05-21")
    _wait_call(ctx, "check_availability", start, "Check asked the system nothing")
    names = [p["name"] for p in _plans(ctx)]
    ctx.expect({"expect_visible": {"target": {"field": "Guest name", "within": BOOKING}, "visible": True}},
               {"expect_options": {"target": {"field": "Rate plan", "within": BOOKING}, "exactly": names, "whole": True}},
               {"expect_value": {"target": {"field": "Rate plan", "within": BOOKING}, "value": "Flexible"}})
    start = _book(ctx, "Olga Brenner", "1")
    call = _one(ctx, "create_reservation", start)
    flex = next(p["code"] for p in _plans(ctx) if p["name"] == "Flexible")
    assert str(call.args.get("rate_plan")) == flex, f"the untouched Rate plan sent {call.args.get('rate_plan')!r}, not {flex}"
    start = _check(ctx, "Twin", "2026-05-17", "2026-05-19")
    _wait_call(ctx, "check_availability", start, "Check asked the system nothing")
    _see(ctx, "Sold out on", AVAIL)
    ctx.expect({"expect_visible": {"target": {"field": "Guest name"}, "visible": False}},
               {"expect_visible": {"target": {"control": "Book", "exact": True}, "visible": False}})


def book_money(ctx):
    """Fourteen nights of a Double on Flexible: "14 nights at $137.50 = $1,925.00"."""
    a, d = "2026-05-19", "2026-06-02"
    start = _check(ctx, "Double", a, d)
    _wait_call(ctx, "check_availability", start, "Check asked the system nothing")
    start = _book(ctx, "Ilse Brandt", "2", "Flexible")
    call = _one(ctx, "create_reservation", start)
    assert call.ok, f"the booking was refused: {_error(call)}"
    res = _res(ctx, call.result["reservation"]["id"])
    _see(ctx, _booked_message(ctx, res))


def book_checked_dates(ctx):
    """After a check of Single for one night the Availability fields are changed without checking
    again; Book still books the checked Single night ("1 night at $89.00 = $89.00")."""
    a, d = "2026-05-19", "2026-05-20"
    start = _check(ctx, "Single", a, d)
    _wait_call(ctx, "check_availability", start, "Check asked the system nothing")
    _see(ctx, f"Single, {a} to {d}", AVAIL)
    ctx.expect({"select": {"field": "Room type", "within": AVAIL, "option": "Family Suite"}},
               {"fill": {"field": "Arrival", "within": AVAIL, "value": "2026-05-25"}},
               {"fill": {"field": "Departure", "within": AVAIL, "value": "2026-05-27"}})
    single = _type(ctx, "SGL")
    _guest_problem(ctx, "Rafa Ortiz", str(single["capacity"] + 1),
                   f"{single['name']} sleeps 1 to {single['capacity']} guests", "Write the guest's name")
    start = _book(ctx, "Rafa Ortiz", str(single["capacity"]))
    call = _one(ctx, "create_reservation", start)
    assert _avail_args(call, "SGL", a, d), f"Book sent {call.args}, not the checked Single {a} to {d}"
    assert call.ok, f"the booking was refused: {_error(call)}"
    _see(ctx, _booked_message(ctx, _res(ctx, call.result["reservation"]["id"])))


def _guest_problem(ctx, name: str, guests: str, message: str, not_shown: str) -> None:
    start = _book(ctx, name, guests)
    _see(ctx, message)
    _gone(ctx, not_shown)
    _no_calls(ctx, start, "create_reservation", f"the form held {name!r} and {guests!r}")


def guard_name(ctx):
    """A name of one letter (spaces around it) or none is refused first; two letters pass on to the
    guests rule; a whole form is booked with the name trimmed."""
    start = _check(ctx, "Double", "2026-05-19", "2026-05-20")
    _wait_call(ctx, "check_availability", start, "Check asked the system nothing")
    cap = _type(ctx, "DBL")["capacity"]
    guests_msg = f"Double sleeps 1 to {cap} guests"
    _guest_problem(ctx, "   A  ", str(cap + 7), "Write the guest's name", guests_msg)
    _guest_problem(ctx, "", "1", "Write the guest's name", guests_msg)
    _guest_problem(ctx, "Al", str(cap + 7), guests_msg, "Write the guest's name")
    start = _book(ctx, "  Al  ", "1")
    call = _one(ctx, "create_reservation", start)
    assert str(call.args.get("guest_name")) == "Al", f"the name was sent as {call.args.get('guest_name')!r}"


def guard_guests(ctx):
    """Guests must be a whole number from 1 to the booked type's capacity (Double 2, Family Suite 4)."""
    start = _check(ctx, "Double", "2026-05-19", "2026-05-20")
    _wait_call(ctx, "check_availability", start, "Check asked the system nothing")
    cap = _type(ctx, "DBL")["capacity"]
    msg = f"Double sleeps 1 to {cap} guests"
    for bad in (str(cap + 1), "0", "1.5", "two"):
        _guest_problem(ctx, "Mia Lund", bad, msg, "Write the guest's name")
    start = _book(ctx, "Mia Lund", str(cap))
    call = _one(ctx, "create_reservation", start)
    assert int(call.args.get("guests")) == cap
    fam = _type(ctx, "FAM")
    start = _check(ctx, fam["name"], "2026-05-18", "2026-05-19")
    _wait_call(ctx, "check_availability", start, "Check asked the system nothing")
    _guest_problem(ctx, "Mia Lund", str(fam["capacity"] + 1), f"{fam['name']} sleeps 1 to {fam['capacity']} guests",
                   "Write the guest's name")
    start = _book(ctx, "Mia Lund", str(fam["capacity"]))
    call = _one(ctx, "create_reservation", start)
    assert int(call.args.get("guests")) == fam["capacity"] and str(call.args.get("room_type")) == "FAM"
    # the rule follows the room type being booked, not the one chosen in Availability since
    single = _type(ctx, "SGL")
    start = _check(ctx, single["name"], "2026-05-19", "2026-05-20")
    _wait_call(ctx, "check_availability", start, "Check asked the system nothing")
    ctx.expect({"select": {"field": "Room type", "within": AVAIL, "option": fam["name"]}})
    _guest_problem(ctx, "Mia Lund", str(single["capacity"] + 1),
                   f"{single['name']} sleeps 1 to {single['capacity']} guests", "Write the guest's name")


def guard_sends_nothing(ctx):
    """Neither refused form sends anything."""
    start = _check(ctx, "Double", "2026-05-19", "2026-05-20")
    _wait_call(ctx, "check_availability", start, "Check asked the system nothing")
    for name, guests in ((" ", "1"), ("Kai Berg", "3"), ("Kai Berg", "")):
        start = _book(ctx, name, guests)
        ctx.expect({"expect_text": {"regex": r"Write the guest's name|sleeps 1 to"}})
        assert not _writes(ctx, start), f"the page sent {[(c.name, c.args) for c in _writes(ctx, start)]}"


def book_flow(ctx):
    """Book "  Mina Castell  ", 2 guests, Long Weekend for Double 05-19 to 05-21: create_reservation
    carries the trimmed name, 2, WKND and the checked type and dates."""
    a, d = "2026-05-19", "2026-05-21"
    start = _check(ctx, "Double", a, d)
    _wait_call(ctx, "check_availability", start, "Check asked the system nothing")
    start = _book(ctx, "  Mina Castell  ", "2", "Long Weekend")
    call = _one(ctx, "create_reservation", start)
    args = call.args
    assert str(args.get("guest_name")) == "Mina Castell", f"guest_name was {args.get('guest_name')!r}"
    assert int(args.get("guests")) == 2, f"guests was {args.get('guests')!r}"
    assert str(args.get("rate_plan")) == "WKND", f"rate_plan was {args.get('rate_plan')!r}, not WKND (Long Weekend)"
    assert _avail_args(call, "DBL", a, d), f"the booking was for {args}, not DBL {a} to {d}"
    assert call.ok, f"the booking was refused: {_error(call)}"


def book_readback(ctx):
    """Book a Family Suite 05-17 to 05-20: the message, the fields cleared, the stays and the
    availability of those nights read again (one room fewer each night), the new row listed."""
    a, d = "2026-05-17", "2026-05-20"
    fam = _type(ctx, "FAM")
    start = _check(ctx, fam["name"], a, d)
    _wait_call(ctx, "check_availability", start, "Check asked the system nothing")
    before = [_available(ctx, "FAM", n) for n in _nights_of(a, d)]
    start = _book(ctx, "Noor Haddad", "3", "Flexible")
    call = _one(ctx, "create_reservation", start)
    assert call.ok, f"the booking was refused: {_error(call)}"
    rid = call.result["reservation"]["id"]
    res = _res(ctx, rid)
    _see(ctx, _booked_message(ctx, res))
    if min(before) > 1:  # still bookable afterwards: the form stays, its two text boxes cleared
        ctx.expect({"expect_value": {"target": {"field": "Guest name", "within": BOOKING}, "value": ""}},
                   {"expect_value": {"target": {"field": "Guests", "within": BOOKING}, "value": ""}})
    _read_after(ctx, call, "list_reservations")
    _read_after(ctx, call, "check_availability", lambda c: _avail_args(c, "FAM", a, d))
    _settle_stays(ctx)
    _cell(ctx, "Guest", rid, STAYS, "Noor Haddad")
    _expect_shown(ctx, "FAM", a, d)
    after = [_available(ctx, "FAM", n) for n in _nights_of(a, d)]
    assert after == [b - 1 for b in before]


def book_refusal(ctx):
    """Advance Saver five days ahead is sent; the system's refusal shows as "Refused: <message>" and the
    availability is read again; seven days ahead the same plan is accepted (the system decides)."""
    a, d = "2026-05-19", "2026-05-21"
    start = _check(ctx, "Double", a, d)
    _wait_call(ctx, "check_availability", start, "Check asked the system nothing")
    start = _book(ctx, "Tariq Aziz", "2", "Advance Saver")
    call = _one(ctx, "create_reservation", start)
    assert not call.ok, "the Advance Saver booking five days ahead was accepted"
    _see(ctx, f"Refused: {_error(call)}")
    _read_after(ctx, call, "check_availability", lambda c: _avail_args(c, "DBL", a, d))
    a2, d2 = "2026-05-21", "2026-05-22"
    start = _check(ctx, "Double", a2, d2)
    _wait_call(ctx, "check_availability", start, "Check asked the system nothing")
    start = _book(ctx, "Tariq Aziz", "2", "Advance Saver")
    call = _one(ctx, "create_reservation", start)
    assert call.ok, f"the Advance Saver booking seven days ahead was refused: {_error(call)}"
    _see(ctx, _booked_message(ctx, _res(ctx, call.result["reservation"]["id"])))


def book_race(ctx):
    """Another desk takes the last room after the check: Book is refused (sold out), the refusal shows
    and the availability read again shows the night sold out, with no form."""
    bd = _bd(ctx)
    code = _tonight_type(ctx)
    name = _type(ctx, code)["name"]
    a, d = bd, _day(bd, 1)
    start = _check(ctx, name, a, d)
    _wait_call(ctx, "check_availability", start, "Check asked the system nothing")
    ctx.expect({"expect_visible": {"target": {"field": "Guest name", "within": BOOKING}, "visible": True}})
    for _ in range(_available(ctx, code, bd)):
        _behind_book(ctx, "Other Desk", code, a, d)
    start = _book(ctx, "Lars Eng", "1")
    call = _one(ctx, "create_reservation", start)
    assert not call.ok, "the booking was accepted although the night was sold out"
    _see(ctx, f"Refused: {_error(call)}")
    _read_after(ctx, call, "check_availability", lambda c: _avail_args(c, code, a, d))
    _expect_shown(ctx, code, a, d)


# ==============================================================================================
# turn 3
# ==============================================================================================
def quote_buttons(ctx):
    """Rows arriving on or after the business date have "Quote cancellation"; an overdue one has none."""
    _settle_stays(ctx)
    bd = _bd(ctx)
    for r in _booked(ctx):
        ctx.expect({"expect_visible": {"target": {"control": "Quote cancellation", "exact": True,
                                                  "within": _stay_row(r["id"])}, "visible": r["arrival"] >= bd}})


def _quote_case(ctx, ok, prefer) -> dict:
    _settle_stays(ctx)
    bd = _bd(ctx)
    res = _pick(_booked(ctx), lambda r: r["arrival"] >= bd and ok(r), prefer=prefer)
    start = _quote_click(ctx, res["id"])
    call = _one(ctx, "quote_cancellation", start)
    assert str(call.args.get("reservation_id")) == res["id"]
    _expect_quote(ctx, res)
    assert not _writes(ctx, start), f"Quote cancellation sent {[(c.name, c.args) for c in _writes(ctx, start)]}"
    return res


def quote_free(ctx):
    """Hugo Sauer (Long Weekend, arriving in exactly the free days): free until the business date, $0.00."""
    bd = _bd(ctx)
    _quote_case(ctx, lambda r: _quote(ctx, r)[1] == 0 and _quote(ctx, r)[0] == bd, ("RS-7021",))


def quote_late(ctx):
    """Ines Quaresma (Long Weekend, two days out): "Free cancellation ended on 2026-05-13", half the
    first night rounded half up ($61.88); then a guest due today on Flexible."""
    bd = _bd(ctx)
    _quote_case(ctx, lambda r: _quote(ctx, r)[1] > 0 and _quote(ctx, r)[0] is not None, ("RS-7022", "RS-7028"))
    _quote_case(ctx, lambda r: r["arrival"] == bd and _quote(ctx, r)[0] is not None, ("RS-7012", "RS-7010"))


def quote_never(ctx):
    """Jonas Weber (Advance Saver): "Never free to cancel", the whole stay as the fee ($350.64)."""
    _quote_case(ctx, lambda r: _quote(ctx, r)[0] is None, ("RS-7023",))


def quote_replaces(ctx):
    """A second quote replaces the first one's lines."""
    first = _quote_case(ctx, lambda r: _quote(ctx, r)[0] is None, ("RS-7023", "RS-7036"))
    second = _quote_case(ctx, lambda r: r["id"] != first["id"] and _quote(ctx, r)[0] is not None, ("RS-7021", "RS-7022"))
    _gone(ctx, f"{first['id']} · {first['guest_name']}", CANCEL)
    _gone(ctx, "Never free to cancel", CANCEL)
    assert second


def cancel_with_quote(ctx):
    """Confirm sends one cancel_reservation for the quoted reservation with the quote's token."""
    bd = _bd(ctx)
    res = _quote_case(ctx, lambda r: _quote(ctx, r)[1] > 0, ("RS-7028", "RS-7012"))
    quote_call = _calls(ctx, "quote_cancellation")[-1]
    start = _confirm(ctx)
    call = _one(ctx, "cancel_reservation", start)
    assert str(call.args.get("reservation_id")) == res["id"], f"cancel went to {call.args.get('reservation_id')!r}"
    assert call.args.get("quote_token") == quote_call.result["quote_token"], "cancel did not carry the quote's token"
    assert call.ok, f"the cancellation was refused: {_error(call)}"
    assert bd


def cancel_readback(ctx):
    """Ines Quaresma's Double is cancelled with the availability of her nights shown: "RS-7022 cancelled;
    fee $61.88", the reservation read again ("Status: cancelled · Balance $61.88"), her row gone and
    the availability read again (one room more each night)."""
    bd = _bd(ctx)
    _settle_stays(ctx)
    res = _pick(_booked(ctx), lambda r: r["arrival"] > bd and _quote(ctx, r)[1] > 0, ("RS-7022", "RS-7028"))
    rid = res["id"]
    start = _check(ctx, _type(ctx, res["room_type"])["name"], res["arrival"], res["departure"])
    _wait_call(ctx, "check_availability", start, "Check asked the system nothing")
    _quote_click(ctx, rid)
    _expect_quote(ctx, res)
    start = _confirm(ctx)
    call = _one(ctx, "cancel_reservation", start)
    assert call.ok, f"the cancellation was refused: {_error(call)}"
    _wait_status(ctx, rid, "cancelled")
    after = _res(ctx, rid)
    fee = sum((_dec(ln["amount"]) for ln in after["folio"] if ln.get("category") == "cancellation_fee"), Decimal(0))
    _see(ctx, f"{rid} cancelled; fee {_money(fee)}")
    _read_after(ctx, call, "get_reservation", lambda c: str(c.args.get("reservation_id")) == rid)
    _see(ctx, f"Status: cancelled · Balance {_money(_balance(after))}")
    _gone(ctx, "Fee if cancelled today", CANCEL)
    _read_after(ctx, call, "list_reservations")
    _read_after(ctx, call, "check_availability", lambda c: _avail_args(c, res["room_type"], res["arrival"], res["departure"]))
    _settle_stays(ctx)
    _stays_exactly(ctx)
    _expect_shown(ctx, res["room_type"], res["arrival"], res["departure"])


def cancel_free(ctx):
    """A free cancellation (Greta Holm, Flexible, arriving tomorrow): "fee $0.00", balance $0.00."""
    bd = _bd(ctx)
    res = _quote_case(ctx, lambda r: _quote(ctx, r)[1] == 0 and r["arrival"] > bd, ("RS-7020", "RS-7026"))
    rid = res["id"]
    start = _confirm(ctx)
    call = _one(ctx, "cancel_reservation", start)
    assert call.ok, f"the cancellation was refused: {_error(call)}"
    _wait_status(ctx, rid, "cancelled")
    _see(ctx, f"{rid} cancelled; fee $0.00")
    _see(ctx, "Status: cancelled · Balance $0.00")


def cancel_refused(ctx):
    """Another desk changes the reservation after the quote: Confirm is refused (stale quote), the
    refusal shows, a new quote is asked for and shown, and confirming it now cancels."""
    bd = _bd(ctx)
    res = _quote_case(ctx, lambda r: r["arrival"] > bd, ("RS-7025", "RS-7026"))
    rid = res["id"]
    _behind_assign(ctx, rid, _free_room(ctx, res))
    start = _confirm(ctx)
    call = _one(ctx, "cancel_reservation", start)
    assert not call.ok, "the stale quote was accepted"
    _see(ctx, f"Refused: {_error(call)}")
    _read_after(ctx, call, "quote_cancellation", lambda c: str(c.args.get("reservation_id")) == rid)
    _expect_quote(ctx, _res(ctx, rid))
    start = _confirm(ctx)
    again = _one(ctx, "cancel_reservation", start)
    assert again.ok, f"confirming the new quote was refused: {_error(again)}"
    _wait_status(ctx, rid, "cancelled")


# ==============================================================================================
# turn 4
# ==============================================================================================
def noshow_rows(ctx):
    """Exactly the overdue bookings and today's bookings without a room, by arrival then id, with their
    guest, arrival, room type name and fee."""
    _settle_stays(ctx)
    rows = _no_shows(ctx)
    ctx.expect({"expect_list": {"target": {"column": "Reservation", "within": NOSHOW},
                                "texts": [r["id"] for r in rows], "whole": True}})
    for r in rows:
        rid = r["id"]
        _cell(ctx, "Guest", rid, NOSHOW, r["guest_name"])
        _cell(ctx, "Arrival", rid, NOSHOW, r["arrival"])
        _cell(ctx, "Room type", rid, NOSHOW, _type(ctx, r["room_type"])["name"])
        _cell(ctx, "Fee", rid, NOSHOW, _money(_no_show_fee(ctx, r)))


def noshow_fee_cap(ctx):
    """A one-night Long Weekend stay due today without a room: the plan's two no-show nights are capped
    at one ($123.75 for a Double); Felix Morrow's Flexible stay of two nights is charged one night."""
    bd = _bd(ctx)
    code = _tonight_type(ctx)
    rid = _behind_book(ctx, "Aaron Abbott", code, bd, _day(bd, 1), plan="WKND")
    _open(ctx)
    _settle_stays(ctx)
    _settle_no_shows(ctx)
    for r in _no_shows(ctx):
        _cell(ctx, "Fee", r["id"], NOSHOW, _money(_no_show_fee(ctx, r)))
    assert rid in [r["id"] for r in _no_shows(ctx)]


def noshow_reload(ctx):
    """Reload reads the table again: a booking for today made by another desk appears; once that desk
    assigns it a room, the next Reload drops it."""
    _settle_stays(ctx)
    _settle_no_shows(ctx)
    bd = _bd(ctx)
    code = _tonight_type(ctx)
    rid = _behind_book(ctx, "Zora Finch", code, bd, _day(bd, 1))
    ctx.expect({"click": {"control": "Reload", "exact": True}})
    _settle_stays(ctx)
    _cell(ctx, "Guest", rid, NOSHOW, "Zora Finch")
    _behind_assign(ctx, rid, _free_room(ctx, _res(ctx, rid)))
    ctx.expect({"click": {"control": "Reload", "exact": True}})
    _settle_stays(ctx)
    _no_show_gone(ctx, rid)


def noshow_flow(ctx):
    """Mark no-show on Felix Morrow (due yesterday) with the availability of his room type tonight shown:
    a fresh read, mark_no_show with its token, a read after, "RS-7016 marked as a no-show; fee $89.00",
    the row gone from both tables and the availability read again (one room more)."""
    _open(ctx)
    _settle_stays(ctx)
    bd = _bd(ctx)
    res = _pick(_no_shows(ctx), lambda r: True, prefer=("RS-7016",))
    rid = res["id"]
    a, d = bd, _day(bd, 1)
    start = _check(ctx, _type(ctx, res["room_type"])["name"], a, d)
    _wait_call(ctx, "check_availability", start, "Check asked the system nothing")
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Mark no-show", "exact": True, "within": _no_show_row(rid)}})
    call = _one(ctx, "mark_no_show", start)
    assert str(call.args.get("reservation_id")) == rid
    i = _index(ctx, call)
    reads = [c for c in ctx.tool_calls[start:i] if c.name == "get_reservation" and c.ok
             and str(c.args.get("reservation_id")) == rid]
    assert reads, f"{rid} was not read again (get_reservation) before mark_no_show"
    assert call.args.get("evidence_token") == reads[-1].result["evidence_token"], \
        "mark_no_show did not carry the token of the fresh read"
    assert call.ok, f"mark_no_show was refused: {_error(call)}"
    _read_after(ctx, call, "get_reservation", lambda c: str(c.args.get("reservation_id")) == rid)
    after = _res(ctx, rid)
    fee = sum((_dec(ln["amount"]) for ln in after["folio"] if ln.get("category") == "no_show_fee"), Decimal(0))
    _see(ctx, f"{rid} marked as a no-show; fee {_money(fee)}")
    _read_after(ctx, call, "list_reservations")
    _read_after(ctx, call, "check_availability", lambda c: _avail_args(c, res["room_type"], a, d))
    _settle_stays(ctx)
    _no_show_gone(ctx, rid)
    _stays_exactly(ctx)
    _expect_shown(ctx, res["room_type"], a, d)


def noshow_refused(ctx):
    """Another desk cancels (or records) the booking after the page read it: Mark no-show is refused, the
    refusal shows and the table is read again without it."""
    _settle_stays(ctx)
    bd = _bd(ctx)
    _ensure_no_show(ctx)
    res = _pick(_no_shows(ctx), lambda r: True, prefer=("RS-7013",))
    rid = res["id"]
    _settle_no_shows(ctx)
    if res["arrival"] >= bd:
        _behind_cancel(ctx, rid)
    else:
        ctx.behind_the_app("mark_no_show", {"reservation_id": rid, "evidence_token": _token(ctx, rid)})
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Mark no-show", "exact": True, "within": _no_show_row(rid)}})
    call = _one(ctx, "mark_no_show", start)
    assert not call.ok, "mark_no_show was accepted"
    _see(ctx, f"Refused: {_error(call)}")
    _read_after(ctx, call, "list_reservations")
    _no_show_gone(ctx, rid)


def noshow_after_writes(ctx):
    """A booking for tonight made on the page joins the table at once; cancelling one of today's
    unassigned bookings on the page takes it off at once."""
    _settle_stays(ctx)
    bd = _bd(ctx)
    _ensure_no_show(ctx, lambda r: r["arrival"] == bd)
    code = _tonight_type(ctx)
    start = _check(ctx, _type(ctx, code)["name"], bd, _day(bd, 1))
    _wait_call(ctx, "check_availability", start, "Check asked the system nothing")
    start = _book(ctx, "Walk In", "1")
    call = _one(ctx, "create_reservation", start)
    assert call.ok, f"the booking was refused: {_error(call)}"
    rid = call.result["reservation"]["id"]
    _cell(ctx, "Guest", rid, NOSHOW, "Walk In")
    victim = _pick(_no_shows(ctx), lambda r: r["arrival"] == bd and r["id"] != rid, prefer=("RS-7013",))
    _quote_click(ctx, victim["id"])
    _expect_quote(ctx, victim)
    _confirm(ctx)
    _wait_status(ctx, victim["id"], "cancelled")
    _no_show_gone(ctx, victim["id"])


# ==============================================================================================
# turn 5
# ==============================================================================================
def _week_nights(ctx) -> list[str]:
    return [_day(_bd(ctx), i) for i in range(7)]


def _week_cell(ctx, code: str, night: str) -> str:
    n = _available(ctx, code, night)
    return str(n) if n > 0 else "Full"


def _expect_week(ctx, codes: list[str] | None = None) -> None:
    for t in _types(ctx):
        if codes is not None and t["code"] not in codes:
            continue
        for night in _week_nights(ctx):
            _cell(ctx, night[5:], t["name"], WEEK, _week_cell(ctx, t["code"], night))


def week_rows(ctx):
    """The first column "Room type" lists the types' names in the system's order; seven night columns
    headed MM-DD from the business date follow it."""
    names = [t["name"] for t in _types(ctx)]
    ctx.expect({"expect_list": {"target": {"column": "Room type", "within": WEEK}, "texts": names, "whole": True}},
               {"expect_order": {"texts": ["Room type", *[n[5:] for n in _week_nights(ctx)]], "within": WEEK}})
    _gone(ctx, _day(_bd(ctx), 7)[5:], WEEK)
    _gone(ctx, _day(_bd(ctx), -1)[5:], WEEK)


def week_cells(ctx):
    """Every cell is the live figure for its type and night, "Full" at 0 or below; the cached export is
    never read."""
    _expect_week(ctx)
    ctx.expect({"expect_tool_called": {"name": "get_availability_summary_cached", "min": 0, "max": 0, "since": "load"}})


def week_after_writes(ctx):
    """After a booking, a cancellation and a no-show made on the page, the week follows each at once."""
    _settle_stays(ctx)
    bd = _bd(ctx)
    code = next((c for c in ("DBL", "SGL", "FAM") if _available(ctx, c, _day(bd, 5)) >= 1), None)
    assert code
    start = _check(ctx, _type(ctx, code)["name"], _day(bd, 5), _day(bd, 6))
    _wait_call(ctx, "check_availability", start, "Check asked the system nothing")
    start = _book(ctx, "Week Tester", "1")
    call = _one(ctx, "create_reservation", start)
    assert call.ok, f"the booking was refused: {_error(call)}"
    _expect_week(ctx, [code])
    victim = _pick(_booked(ctx), lambda r: r["arrival"] > bd and r["arrival"] < _day(bd, 7), ("RS-7020", "RS-7026"))
    _quote_click(ctx, victim["id"])
    _expect_quote(ctx, victim)
    _confirm(ctx)
    _wait_status(ctx, victim["id"], "cancelled")
    _expect_week(ctx, [victim["room_type"]])
    _settle_stays(ctx)
    late = _pick(_no_shows(ctx), lambda r: True, ("RS-7016", "RS-7013"))
    ctx.expect({"click": {"control": "Mark no-show", "exact": True, "within": _no_show_row(late["id"])}})
    _wait_status(ctx, late["id"], "no_show")
    _expect_week(ctx, [late["room_type"]])


def week_reload(ctx):
    """Reload reads the week again after another desk books."""
    _expect_week(ctx, ["DBL"])
    bd = _bd(ctx)
    code = next((c for c in ("DBL", "SGL", "FAM") if _available(ctx, c, _day(bd, 6)) >= 1), None)
    assert code
    _behind_book(ctx, "Quinn Ash", code, _day(bd, 6), _day(bd, 7))
    ctx.expect({"click": {"control": "Reload", "exact": True}})
    _expect_week(ctx, [code])


def _find(ctx, text: str) -> None:
    ctx.expect({"fill": {"field": "Find guest", "within": STAYS, "value": text}})


def _matches(ctx, text: str) -> list[dict]:
    needle = text.strip().lower()
    return [r for r in _booked(ctx) if needle in r["guest_name"].lower()]


def _expect_found(ctx, text: str) -> None:
    rows = _matches(ctx, text)
    total = len(_booked(ctx))
    ctx.expect({"expect_text": {"regex": rf"(?<![\d,]){len(rows)} of {total} booked", "within": STAYS}})
    ctx.expect({"expect_list": {"target": {"column": "Reservation", "within": STAYS},
                                "texts": [r["id"] for r in rows], "whole": True}})


def find_filter(ctx):
    """Typing "  VARGA " shows the two Vargas ("2 of 19 booked"); "Annelie" only Anneliese; "nOVAK" only
    Tomas Novak; the rest are hidden."""
    _settle_stays(ctx)
    for text in ("  VARGA ", "Annelie", "nOVAK", "ar"):
        _find(ctx, text)
        _expect_found(ctx, text)


def find_none(ctx):
    """No match: "No booked stay matches" and no rows."""
    _settle_stays(ctx)
    _find(ctx, "zzqx")
    _see(ctx, "No booked stay matches", STAYS)
    for r in _booked(ctx)[:5]:
        _id_absent(ctx, r["id"], STAYS)


def find_clear(ctx):
    """Emptying the box brings every booked row back with "<n> booked"."""
    _settle_stays(ctx)
    _find(ctx, "varga")
    _expect_found(ctx, "varga")
    _find(ctx, "")
    _settle_stays(ctx)
    total = len(_booked(ctx))
    _gone(ctx, f"of {total} booked", STAYS)
    ctx.expect({"expect_list": {"target": {"column": "Reservation", "within": STAYS},
                                "texts": [r["id"] for r in _booked(ctx)], "whole": True}})


def find_quote(ctx):
    """A filtered row keeps its "Quote cancellation", and it quotes that reservation."""
    _settle_stays(ctx)
    bd = _bd(ctx)
    res = _pick(_booked(ctx), lambda r: r["arrival"] > bd and len(_matches(ctx, r["guest_name"].split()[-1])) == 1,
                ("RS-7023", "RS-7021"))
    surname = res["guest_name"].split()[-1]
    _find(ctx, surname.lower())
    _expect_found(ctx, surname.lower())
    start = _quote_click(ctx, res["id"])
    call = _one(ctx, "quote_cancellation", start)
    assert str(call.args.get("reservation_id")) == res["id"]
    _expect_quote(ctx, res)
