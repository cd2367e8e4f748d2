"""Checks for the instrument outage desk that need the system's state or the tool log.

Every check that writes runs as an isolated requirement (its own copy of the state), except the
one chain per turn that works on the qPCR cycler's Friday (B-1012 moved, then cancelled, then an
outage booked over its old place and called off), which no other check reads. Ids the system
hands out are read from ``ctx.runtime_state``, so carried checks pass whatever earlier turns
created. Time ranges may be written with an en dash or a hyphen.
"""

from __future__ import annotations

import re

DAYS = {
    "2026-03-02": "Mon 2 Mar",
    "2026-03-03": "Tue 3 Mar",
    "2026-03-04": "Wed 4 Mar",
    "2026-03-05": "Thu 5 Mar",
    "2026-03-06": "Fri 6 Mar",
}
IN_SERVICE = {"Flow cytometer Aurora", "Confocal microscope LSM 900", "Ultracentrifuge Optima XE",
              "qPCR cycler QuantStudio 5"}


def rng(start: str, end: str) -> str:
    return rf"{start} ?[–-] ?{end}"


def _state(ctx):
    return ctx.runtime_state


def _calls(ctx, name=None, ok=True):
    return [c for c in ctx.tool_calls if c.kind == "tool" and (name is None or c.name == name)
            and (ok is None or c.ok == ok)]


def _booking(ctx, booking_id):
    return next(b for b in _state(ctx)["bookings"] if b["id"] == booking_id)


def _until(ctx, probe):
    def guarded():
        try:
            return probe()
        except (AssertionError, StopIteration, KeyError) as exc:
            return False, str(exc) or type(exc).__name__

    ctx.until(guarded)


def _outages(ctx, resource_id, date=None, status="confirmed"):
    return [b for b in _state(ctx)["bookings"]
            if b["resource_id"] == resource_id and b["title"] == "Maintenance" and b["status"] == status
            and (date is None or b["date"] == date)]


def _behind_outage(ctx, resource_id, date, start, minutes=120):
    """Another desk books an outage (hold + confirm, titled Maintenance); returns its id."""
    held = ctx.behind_the_app("hold_slot", {"resource_id": resource_id, "date": date, "start": start,
                                            "held_for": "Service engineer", "duration_minutes": minutes})
    done = ctx.behind_the_app("confirm_booking", {"hold_id": held["hold"]["id"], "hold_token": held["hold_token"],
                                                  "title": "Maintenance"})
    return done["booking"]["id"]


def _behind_cancel(ctx, booking_id, reason="Changed at the front desk"):
    token = ctx.behind_the_app("get_booking", {"booking_id": booking_id})["evidence_token"]
    ctx.behind_the_app("cancel_booking", {"booking_id": booking_id, "evidence_token": token, "reason": reason})


def _window(ctx, instrument=None, day=None, start=None, end=None):
    steps = []
    if instrument:
        steps.append({"select": {"field": "Instrument", "option": instrument}})
    if day:
        steps.append({"select": {"field": "Day", "option": day}})
    if start:
        steps.append({"select": {"field": "From", "option": start}})
    if end:
        steps.append({"select": {"field": "Until", "option": end}})
    if steps:
        ctx.expect(*steps)


# --- turn 1 ---------------------------------------------------------------------------------
def instrument_options(ctx):
    """The Instrument dropdown offers the four instruments in service by name, Aurora first."""
    def probe():
        opts = [o.strip() for o in ctx.options({"field": "Instrument"})]
        if not opts or opts[0] != "Flow cytometer Aurora":
            return False, f"the Instrument dropdown starts with {opts[:1]}, wanted Flow cytometer Aurora first"
        return (sorted(opts) == sorted(IN_SERVICE),
                f"the Instrument dropdown offers {opts}; the instruments in service are {sorted(IN_SERVICE)}")

    _until(ctx, probe)
    ctx.expect({"expect_value": {"field": "Instrument", "value": "Flow cytometer Aurora"}})


def free_live_hold(ctx):
    """Another desk holds the Aurora on Wed 4 Mar at 10:00 after the page opened; choosing Wed 4 Mar
    shows the live free blocks without 10:00–12:00."""
    ctx.expect({"expect_text": {"regex": "Free: " + rng("10:00", "12:00")}})
    ctx.behind_the_app("hold_slot", {"resource_id": "IN-AURORA", "date": "2026-03-04", "start": "10:00",
                                     "held_for": "Front desk"})
    ctx.expect({"select": {"field": "Day", "option": "Wed 4 Mar"}},
               {"expect_text": {"regex": "Free: " + ", ".join(rng(s, e) for s, e in [
                   ("08:00", "10:00"), ("12:00", "14:00"), ("14:00", "16:00"), ("16:00", "18:00"),
                   ("18:00", "20:00")]) + r"(?![,\d])", "within": {"section": "Free blocks"}}})


# --- turn 2 ---------------------------------------------------------------------------------
def _expect_moved(ctx, booking_id, date, start, end):
    def probe():
        calls = [c for c in ctx.tool_calls if c.kind == "tool"]
        moves = [i for i, c in enumerate(calls) if c.name == "reschedule_booking" and c.ok]
        if not moves:
            return False, "the system accepted no reschedule_booking"
        i = moves[-1]
        args = calls[i].args
        if args.get("booking_id") != booking_id:
            return False, f"reschedule_booking moved {args.get('booking_id')!r}, not {booking_id}"
        reads = [c for c in calls[:i] if c.name == "get_booking" and c.ok and c.args.get("booking_id") == booking_id]
        if not reads or reads[-1].result["evidence_token"] != args.get("evidence_token"):
            return False, f"{booking_id} was not read with get_booking for the token it was moved with"
        if (args.get("new_date"), args.get("new_start")) != (date, start):
            return False, (f"{booking_id} was moved to {args.get('new_date')} {args.get('new_start')}, "
                           f"wanted {date} {start}")
        b = _booking(ctx, booking_id)
        return ((b["date"], b["start"], b["end"]) == (date, start, end),
                f"{booking_id} is at {b['date']} {b['start']}–{b['end']} in the system")

    _until(ctx, probe)


def _expect_unmoved(ctx, booking_id, date, start, end):
    def probe():
        b = _booking(ctx, booking_id)
        return ((b["date"], b["start"], b["end"], b["status"]) == (date, start, end, "confirmed"),
                f"{booking_id} is {b['status']} at {b['date']} {b['start']}–{b['end']} in the system, "
                f"wanted it left at {date} {start}–{end}")

    _until(ctx, probe)


def moved_b1001_ten(ctx):
    _expect_moved(ctx, "B-1001", "2026-03-02", "10:00", "12:00")


def move_live_hold(ctx):
    """Another desk holds the Aurora's Monday 12:00 block after the page read it; with the window
    08:00–12:00, Move after outage reads the live free blocks and moves B-1001 to 16:00."""
    _window(ctx, end="12:00")
    ctx.expect({"expect_visible": {"column": "Booking", "row": "B-1001", "within": {"section": "Affected bookings"}}})
    ctx.behind_the_app("hold_slot", {"resource_id": "IN-AURORA", "date": "2026-03-02", "start": "12:00",
                                     "held_for": "Front desk"})
    ctx.expect({"click": {"control": "Move after outage", "within": {"item": "B-1001",
                                                                     "within": {"section": "Affected bookings"}}}},
               {"expect_tool_called": {"name": "list_free_slots",
                                       "args": {"resource_id": "IN-AURORA", "date": "2026-03-02"}}})
    _expect_moved(ctx, "B-1001", "2026-03-02", "16:00", "18:00")


def move_none_after(ctx):
    """Another desk holds the Aurora's Monday 18:00 block; with the window 14:00–18:00 no free block
    starts at or after 18:00 (16:00 is inside the window), so nothing moves."""
    ctx.behind_the_app("hold_slot", {"resource_id": "IN-AURORA", "date": "2026-03-02", "start": "18:00",
                                     "held_for": "Front desk"})
    _window(ctx, start="14:00", end="18:00")
    ctx.expect({"click": {"control": "Move after outage", "within": {"item": "B-1002",
                                                                     "within": {"section": "Affected bookings"}}}},
               {"expect_text": {"text": "No free block after 18:00 on Mon 2 Mar"}},
               {"expect_tool_called": {"name": "reschedule_booking", "min": 0, "max": 0}})
    _expect_unmoved(ctx, "B-1002", "2026-03-02", "14:00", "16:00")


def b1002_unmoved(ctx):
    _expect_unmoved(ctx, "B-1002", "2026-03-02", "14:00", "16:00")


def b1003_unmoved(ctx):
    _expect_unmoved(ctx, "B-1003", "2026-03-02", "10:00", "14:00")


def b1010_unmoved(ctx):
    _expect_unmoved(ctx, "B-1010", "2026-03-05", "08:00", "20:00")


def move_conflict(ctx):
    """Another desk has booked the Optima on Wed 4 Mar 14:00–16:00; moving the four-hour B-1008
    (window 08:00–12:00) to 12:00 runs into it and the system refuses."""
    held = ctx.behind_the_app("hold_slot", {"resource_id": "IN-OPTIMA", "date": "2026-03-04", "start": "14:00",
                                            "held_for": "Ravi Iyer"})
    ctx.behind_the_app("confirm_booking", {"hold_id": held["hold"]["id"], "hold_token": held["hold_token"],
                                           "title": "Extra spin"})
    _window(ctx, instrument="Ultracentrifuge Optima XE", day="Wed 4 Mar", end="12:00")
    ctx.expect({"click": {"control": "Move after outage", "within": {"item": "B-1008",
                                                                     "within": {"section": "Affected bookings"}}}},
               {"expect_tool_called": {"name": "reschedule_booking", "ok": False, "min": 1}},
               {"expect_text": {"text": "Ultracentrifuge Optima XE is already booked on 2026-03-04 between 12:00 and 16:00"}})
    _expect_unmoved(ctx, "B-1008", "2026-03-04", "08:00", "12:00")


def moved_b1012_noon(ctx):
    _expect_moved(ctx, "B-1012", "2026-03-06", "12:00", "14:00")


# --- turn 3 ---------------------------------------------------------------------------------
def _expect_cancelled(ctx, booking_id, reason_regex):
    def probe():
        calls = [c for c in ctx.tool_calls if c.kind == "tool"]
        cancels = [i for i, c in enumerate(calls) if c.name == "cancel_booking" and c.ok]
        if not cancels:
            return False, "the system accepted no cancel_booking"
        i = cancels[-1]
        args = calls[i].args
        if args.get("booking_id") != booking_id:
            return False, f"cancel_booking cancelled {args.get('booking_id')!r}, not {booking_id}"
        reads = [c for c in calls[:i] if c.name == "get_booking" and c.ok and c.args.get("booking_id") == booking_id]
        if not reads or reads[-1].result["evidence_token"] != args.get("evidence_token"):
            return False, f"{booking_id} was not read with get_booking for the token it was cancelled with"
        if not re.fullmatch(reason_regex, args.get("reason") or ""):
            return False, f"cancel_booking was sent the reason {args.get('reason')!r}"
        b = _booking(ctx, booking_id)
        return b["status"] == "cancelled", f"{booking_id} is {b['status']} in the system"

    _until(ctx, probe)


def cancelled_b1002(ctx):
    _expect_cancelled(ctx, "B-1002", "Instrument outage Mon 2 Mar " + rng("12:00", "16:00"))


def cancelled_b1008(ctx):
    _expect_cancelled(ctx, "B-1008", "Instrument outage Wed 4 Mar " + rng("10:00", "12:00"))


def cancelled_b1012(ctx):
    _expect_cancelled(ctx, "B-1012", "Instrument outage Fri 6 Mar " + rng("12:00", "14:00"))


def cancel_refusal(ctx):
    """Another desk cancels B-1001 after the page listed it: Cancel booking is refused and the page
    shows the system's message."""
    ctx.expect({"expect_visible": {"column": "Booking", "row": "B-1001", "within": {"section": "Affected bookings"}}})
    _behind_cancel(ctx, "B-1001")
    ctx.expect({"click": {"control": "Cancel booking", "within": {"item": "B-1001",
                                                                  "within": {"section": "Affected bookings"}}}},
               {"expect_tool_called": {"name": "cancel_booking", "ok": False, "min": 1}},
               {"expect_text": {"text": "B-1001 is already cancelled"}})


# --- turn 4 ---------------------------------------------------------------------------------
def _expect_outage(ctx, resource_id, date, start, end, minutes):
    def probe():
        holds = _calls(ctx, "hold_slot")
        if not holds:
            return False, "the system accepted no hold_slot"
        a = holds[-1].args
        want = {"resource_id": resource_id, "date": date, "start": start, "held_for": "Service engineer",
                "duration_minutes": minutes}
        got = {k: a.get(k) for k in want}
        if got != want:
            return False, f"hold_slot was called with {got}, wanted {want}"
        confirms = _calls(ctx, "confirm_booking")
        if not confirms:
            return False, "the system accepted no confirm_booking"
        c = confirms[-1].args
        if c.get("hold_id") != holds[-1].result["hold"]["id"] or c.get("hold_token") != holds[-1].result["hold_token"]:
            return False, "confirm_booking was not sent the hold and hold token hold_slot returned"
        if c.get("title") != "Maintenance":
            return False, f"confirm_booking was sent the title {c.get('title')!r}, wanted 'Maintenance'"
        found = [b for b in _outages(ctx, resource_id, date) if (b["start"], b["end"]) == (start, end)]
        return bool(found), f"the system holds no outage {date} {start}–{end}"

    _until(ctx, probe)


def outage_wed_ten(ctx):
    _expect_outage(ctx, "IN-AURORA", "2026-03-04", "10:00", "14:00", 240)


def outage_mon_ten(ctx):
    _expect_outage(ctx, "IN-AURORA", "2026-03-02", "10:00", "14:00", 240)


def outage_fri_last(ctx):
    _expect_outage(ctx, "IN-AURORA", "2026-03-06", "18:00", "20:00", 120)


def _new_outage_id(ctx, resource_id, date, start):
    found = [b for b in _outages(ctx, resource_id, date) if b["start"] == start]
    assert found, f"the system holds no outage on {date} at {start}"
    return found[-1]["id"]


def outage_message(ctx):
    """The message names the id the system returned: "Outage booked: B-…, Wed 4 Mar 10:00–14:00"."""
    def probe():
        oid = _new_outage_id(ctx, "IN-AURORA", "2026-03-04", "10:00")
        shown = ctx.text()
        pat = rf"Outage booked: {oid}, Wed 4 Mar {rng('10:00', '14:00')}"
        return re.search(pat, shown) is not None, f"the page does not say 'Outage booked: {oid}, Wed 4 Mar 10:00–14:00'"

    _until(ctx, probe)


def outage_listed_wed(ctx):
    def probe():
        oid = _new_outage_id(ctx, "IN-AURORA", "2026-03-04", "10:00")
        shown = ctx.text({"section": "Outages booked"})
        pat = rf"{oid} {rng('10:00', '14:00')} ?· ?Service engineer"
        return re.search(pat, shown) is not None, f"Outages booked does not list '{oid} 10:00–14:00 · Service engineer': {shown!r}"

    _until(ctx, probe)


def maintenance_left_out(ctx):
    """Another desk has booked an outage on the Aurora, Mon 2 Mar 10:00–12:00: with the window
    08:00–12:00 only B-1001 is affected, and the outage is listed under Outages booked."""
    oid = _behind_outage(ctx, "IN-AURORA", "2026-03-02", "10:00")
    ctx.expect({"select": {"field": "Day", "option": "Tue 3 Mar"}},
               {"select": {"field": "Day", "option": "Mon 2 Mar"}},
               {"select": {"field": "Until", "option": "12:00"}},
               {"expect_text": {"regex": r"(?<!\d)1 booking affected"}},
               {"expect_count": {"target": {"column": "Booking", "within": {"section": "Affected bookings"}}, "count": 1}},
               {"expect_visible": {"column": "Booking", "row": "B-1001", "within": {"section": "Affected bookings"}}},
               {"expect_text": {"text": "Maintenance", "within": {"section": "Affected bookings"}, "absent": True}},
               {"expect_text": {"regex": rf"{oid} {rng('10:00', '12:00')} ?· ?Service engineer",
                                "within": {"section": "Outages booked"}}})


def book_refusal_hold(ctx):
    """Another desk holds the Aurora on Wed 4 Mar at 12:00 after the page read the day: booking the
    outage 10:00–14:00 is refused with the system's message, and no outage is booked."""
    _window(ctx, day="Wed 4 Mar", start="10:00", end="14:00")
    ctx.expect({"expect_text": {"text": "No bookings affected"}})
    ctx.behind_the_app("hold_slot", {"resource_id": "IN-AURORA", "date": "2026-03-04", "start": "12:00",
                                     "held_for": "Front desk"})
    ctx.expect({"click": {"control": "Book outage"}},
               {"expect_tool_called": {"name": "hold_slot", "ok": False, "min": 1}},
               {"expect_text": {"text": "Flow cytometer Aurora is on hold for someone else on 2026-03-04 at 10:00"}},
               {"expect_tool_called": {"name": "confirm_booking", "ok": True, "min": 0, "max": 0}})

    def probe():
        found = _outages(ctx, "IN-AURORA", "2026-03-04")
        return not found, f"an outage was booked anyway: {found}"

    _until(ctx, probe)


def no_request_filed(ctx):
    def probe():
        reqs = _state(ctx)["requests"]
        return not reqs, f"the system holds booking requests: {reqs}"

    _until(ctx, probe)


# --- turn 5 ---------------------------------------------------------------------------------
def week_two_outages(ctx):
    """Another desk books outages on the Aurora, Wed 4 Mar 10:00–14:00 and then Mon 2 Mar 10:00–12:00;
    after a reload Outage week lists Monday's first, then Wednesday's, then "6 outage hours this week"."""
    wed = _behind_outage(ctx, "IN-AURORA", "2026-03-04", "10:00", 240)
    mon = _behind_outage(ctx, "IN-AURORA", "2026-03-02", "10:00", 120)
    ctx.expect({"open": {"path": "/"}},
               {"expect_text": {"regex": rf"Mon 2 Mar {rng('10:00', '12:00')} \({mon}\)", "within": {"section": "Outage week"}}},
               {"expect_text": {"regex": rf"Wed 4 Mar {rng('10:00', '14:00')} \({wed}\)", "within": {"section": "Outage week"}}},
               {"expect_text": {"regex": r"(?<!\d)6 outage hours this week", "within": {"section": "Outage week"}}})

    def probe():
        shown = ctx.text({"section": "Outage week"})
        i, j, k = shown.find(f"({mon})"), shown.find(f"({wed})"), shown.find("6 outage hours")
        return 0 <= i < j < k, f"Outage week does not run Mon, Wed, then the total: {shown!r}"

    _until(ctx, probe)


def week_none_called_off(ctx):
    """An outage another desk booked and called off again is not in Outage week."""
    oid = _behind_outage(ctx, "IN-AURORA", "2026-03-04", "08:00")
    _behind_cancel(ctx, oid, "Outage called off")
    other = _behind_outage(ctx, "IN-OPTIMA", "2026-03-05", "08:00")
    ctx.expect({"open": {"path": "/"}},
               {"expect_text": {"text": "No outages this week", "within": {"section": "Outage week"}}},
               {"expect_text": {"text": oid, "within": {"section": "Outage week"}, "absent": True}},
               {"expect_text": {"text": other, "within": {"section": "Outage week"}, "absent": True}},
               {"expect_text": {"text": "B-1001", "within": {"section": "Outage week"}, "absent": True}})


def week_after_book(ctx):
    """Booking the outage Wed 4 Mar 08:00–20:00 on the page puts it in Outage week at once."""
    _window(ctx, day="Wed 4 Mar", end="20:00")
    ctx.expect({"expect_text": {"text": "No outages this week", "within": {"section": "Outage week"}}},
               {"click": {"control": "Book outage"}},
               {"expect_tool_called": {"name": "confirm_booking", "ok": True}})

    def probe():
        oid = _new_outage_id(ctx, "IN-AURORA", "2026-03-04", "08:00")
        shown = ctx.text({"section": "Outage week"})
        ok = (re.search(rf"Wed 4 Mar {rng('08:00', '20:00')} \({oid}\)", shown) is not None
              and re.search(r"(?<!\d)12 outage hours this week", shown) is not None)
        return ok, f"Outage week does not show 'Wed 4 Mar 08:00–20:00 ({oid})' and '12 outage hours this week': {shown!r}"

    _until(ctx, probe)


def _call_off_setup(ctx):
    oid = _behind_outage(ctx, "IN-AURORA", "2026-03-04", "10:00")
    ctx.expect({"open": {"path": "/"}},
               {"select": {"field": "Day", "option": "Wed 4 Mar"}},
               {"expect_text": {"regex": rf"\({oid}\)", "within": {"section": "Outage week"}}})
    return oid


def call_off_flow(ctx):
    """Call off reads the outage for its token and cancels it with the reason "Outage called off"."""
    oid = _call_off_setup(ctx)
    ctx.expect({"click": {"control": "Call off", "within": {"item": f"({oid})", "within": {"section": "Outage week"}}}})
    _expect_cancelled(ctx, oid, "Outage called off")


def call_off_message(ctx):
    oid = _call_off_setup(ctx)
    ctx.expect({"click": {"control": "Call off", "within": {"item": f"({oid})", "within": {"section": "Outage week"}}}},
               {"expect_text": {"regex": rf"Called off {oid}(?!\d)"}})


def call_off_rereads(ctx):
    """After calling off the Wednesday outage its blocks are free again and it leaves Outages booked
    and Outage week; Cancelled bookings lists it with the reason."""
    oid = _call_off_setup(ctx)
    ctx.expect({"expect_text": {"regex": rf"{oid} {rng('10:00', '12:00')}", "within": {"section": "Outages booked"}}},
               {"click": {"control": "Call off", "within": {"item": f"({oid})", "within": {"section": "Outage week"}}}},
               {"expect_tool_called": {"name": "cancel_booking", "ok": True}},
               {"expect_text": {"regex": "Free: " + ", ".join(rng(s, e) for s, e in [
                   ("08:00", "10:00"), ("10:00", "12:00"), ("12:00", "14:00"), ("14:00", "16:00"),
                   ("16:00", "18:00"), ("18:00", "20:00")]), "within": {"section": "Free blocks"}}},
               {"expect_text": {"text": "No outage booked on Wed 4 Mar", "within": {"section": "Outages booked"}}},
               {"expect_text": {"text": "No outages this week", "within": {"section": "Outage week"}}},
               {"expect_text": {"regex": rf"{oid} {rng('10:00', '12:00')} ?· ?Service engineer ?· ?Outage called off",
                                "within": {"section": "Cancelled bookings"}}})


def moved_b1003_two(ctx):
    _expect_moved(ctx, "B-1003", "2026-03-02", "14:00", "18:00")


def outages_day_only(ctx):
    """An outage on the Aurora's Wed 4 Mar is listed on that day only, and not for another instrument."""
    oid = _behind_outage(ctx, "IN-AURORA", "2026-03-04", "10:00")
    ctx.expect({"open": {"path": "/"}},
               {"expect_text": {"text": "No outage booked on Mon 2 Mar", "within": {"section": "Outages booked"}}},
               {"expect_text": {"text": oid, "within": {"section": "Outages booked"}, "absent": True}},
               {"select": {"field": "Day", "option": "Wed 4 Mar"}},
               {"expect_text": {"regex": rf"{oid} {rng('10:00', '12:00')}", "within": {"section": "Outages booked"}}},
               {"select": {"field": "Instrument", "option": "Ultracentrifuge Optima XE"}},
               {"expect_text": {"text": "No outage booked on Wed 4 Mar", "within": {"section": "Outages booked"}}},
               {"expect_text": {"text": oid, "within": {"section": "Outages booked"}, "absent": True}})
