"""Checks for the waitlist and rescheduling desk that need the system's state or the tool log.

Every check that writes is an isolated requirement, so the live state stays the fixture's; what
the page must show is still computed from ``ctx.runtime_state`` where it depends on what the
page (or another desk, ``behind_the_app``) just did. Time ranges may use an en dash or a hyphen.
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


def _rng(start: str, end: str) -> str:
    return rf"{start} ?[–-] ?{end}"


def _state(ctx):
    return ctx.runtime_state


def _calls(ctx, name=None, ok=True):
    return [c for c in ctx.tool_calls if c.kind == "tool" and (name is None or c.name == name)
            and (ok is None or c.ok == ok)]


def _booking(ctx, booking_id):
    return next(b for b in _state(ctx)["bookings"] if b["id"] == booking_id)


def _room_name(ctx, room_id):
    return _state(ctx)["resources"][room_id]["name"]


def _until(ctx, probe):
    def guarded():
        try:
            return probe()
        except AssertionError as exc:
            return False, str(exc)

    ctx.until(guarded)


def _page_says(ctx, pattern, what):
    def probe():
        shown = ctx.text()
        return re.search(pattern, shown) is not None, f"the page does not say {what}: {shown[:400]!r}"

    _until(ctx, probe)


def _behind_cancel(ctx, booking_id, reason="Changed at the front desk"):
    token = ctx.behind_the_app("get_booking", {"booking_id": booking_id})["evidence_token"]
    ctx.behind_the_app("cancel_booking", {"booking_id": booking_id, "evidence_token": token, "reason": reason})


# --- turn 1 ---------------------------------------------------------------------------------
def load_live_hold(ctx):
    """Another desk holds Birch on Wed 4 Mar at 08:00; the Room load then shows the live summary:
    Birch has 1 booked and 8 free (the held slot is not free)."""
    ctx.behind_the_app("hold_slot", {"resource_id": "RM-BIRCH", "date": "2026-03-04", "start": "08:00",
                                     "held_for": "Front desk"})
    ctx.expect({"select": {"field": "Day", "option": "Wed 4 Mar"}},
               {"expect_text": {"regex": r"Birch: 1 booked, (1 on hold, )?8 free", "within": {"section": "Room load"}}})


# --- turn 2 ---------------------------------------------------------------------------------
def _last_cancel_read_first(ctx, booking_id, reason):
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
        if args.get("reason") != reason:
            return False, f"cancel_booking was sent the reason {args.get('reason')!r}, wanted {reason!r}"
        b = _booking(ctx, booking_id)
        return (b["status"] == "cancelled" and b["cancel_reason"] == reason,
                f"{booking_id} is {b['status']} with reason {b['cancel_reason']!r} in the system")

    _until(ctx, probe)


def cancel_lunch_args(ctx):
    _last_cancel_read_first(ctx, "B-1009", "Caterer unavailable")


def cancel_budget_args(ctx):
    _last_cancel_read_first(ctx, "B-1010", "Budget moved to April")


def cancel_refusal(ctx):
    """Another desk cancels All-hands rehearsal (B-1003) after the page read it: Cancel on the page is
    refused and the page shows the system's message."""
    ctx.expect({"expect_visible": {"item": "All-hands rehearsal", "within": {"section": "Bookings"}}})
    _behind_cancel(ctx, "B-1003")
    ctx.expect({"fill": {"field": "Reason", "value": "Room needed for visitors"}},
               {"click": {"control": "Cancel", "within": {"item": "All-hands rehearsal", "within": {"section": "Bookings"}}}},
               {"expect_tool_called": {"name": "cancel_booking", "ok": False, "min": 1}},
               {"expect_text": {"text": "B-1003 is already cancelled"}})


# --- turn 3 ---------------------------------------------------------------------------------
def _start_buttons(ctx):
    shown = ctx.text({"section": "Move booking"})
    return re.findall(r"Start (\d{2}:\d{2})", shown)


def _free_starts(ctx, room_id, date):
    st = _state(ctx)
    room = st["resources"][room_id]

    def m(t):
        h, mm = t.split(":")
        return int(h) * 60 + int(mm)

    busy = [(m(b["start"]), m(b["end"])) for b in st["bookings"]
            if b["resource_id"] == room_id and b["date"] == date and b["status"] == "confirmed"]
    busy += [(m(h["start"]), m(h["end"])) for h in st["holds"]
             if h["resource_id"] == room_id and h["date"] == date and h["status"] == "active"
             and h["expires_at"] > st["clock"]]
    out = []
    for t in range(m(room["opens"]), m(room["closes"]) - room["slot_minutes"] + 1, room["slot_minutes"]):
        if not any(t < e and s < t + room["slot_minutes"] for s, e in busy):
            out.append(f"{t // 60:02d}:{t % 60:02d}")
    return out


def _expect_starts(ctx, room_id, date):
    def probe():
        want = _free_starts(ctx, room_id, date)
        have = _start_buttons(ctx)
        return have == want, (f"Move booking offers starts {have}; {_room_name(ctx, room_id)} has {want} free on "
                              f"{DAYS[date]}")

    _until(ctx, probe)


def move_starts_aspen(ctx):
    """Moving Hiring debrief lists Aspen's free starts on Mon 2 Mar, then on Tue 3 Mar once chosen."""
    ctx.expect({"click": {"control": "Move", "within": {"item": "Hiring debrief", "within": {"section": "Bookings"}}}},
               {"expect_visible": {"section": "Move booking"}})
    _expect_starts(ctx, "RM-ASPEN", "2026-03-02")
    ctx.expect({"select": {"field": "Move to day", "option": "Tue 3 Mar"}},
               {"expect_tool_called": {"name": "list_free_slots",
                                       "args": {"resource_id": "RM-ASPEN", "date": "2026-03-03"}}})
    _expect_starts(ctx, "RM-ASPEN", "2026-03-03")


def move_starts_live(ctx):
    """Cedar on Wed 4 Mar: the live free starts (16:00 free after a cancellation, 12:00 and 14:00 taken)."""
    _expect_starts(ctx, "RM-CEDAR", "2026-03-04")


def _last_move(ctx, booking_id, date, start):
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
            return False, f"{booking_id} was moved to {args.get('new_date')} {args.get('new_start')}, wanted {date} {start}"
        b = _booking(ctx, booking_id)
        return (b["date"], b["start"]) == (date, start), f"{booking_id} is at {b['date']} {b['start']} in the system"

    _until(ctx, probe)


def move_debrief_args(ctx):
    _last_move(ctx, "B-1002", "2026-03-03", "16:00")


def move_vendor_args(ctx):
    _last_move(ctx, "B-1014", "2026-03-05", "10:00")


def debrief_unmoved(ctx):
    def probe():
        b = _booking(ctx, "B-1002")
        return ((b["date"], b["start"], b["end"]) == ("2026-03-02", "13:00", "15:00"),
                f"Hiring debrief is at {b['date']} {b['start']}–{b['end']} in the system")

    _until(ctx, probe)


# --- turn 4 ---------------------------------------------------------------------------------
def free_dogwood_thursday(ctx):
    """Another desk cancels the all-day Leadership offsite (B-1011), freeing Dogwood on Thu 5 Mar."""
    _behind_cancel(ctx, "B-1011", "Offsite moved to a hotel")


def cedar_waitlist_two(ctx):
    """Another desk puts Noor Haddad, then Ivo Petrov on Cedar's Wed 4 Mar waitlist."""
    for person in ("Noor Haddad", "Ivo Petrov"):
        ctx.behind_the_app("join_waitlist", {"resource_id": "RM-CEDAR", "date": "2026-03-04", "person": person})


def cedar_early_held(ctx):
    """Another desk holds Cedar's 08:00 and 09:00 on Wed 4 Mar (the cached feed still shows them free)."""
    for start in ("08:00", "09:00"):
        ctx.behind_the_app("hold_slot", {"resource_id": "RM-CEDAR", "date": "2026-03-04", "start": start,
                                         "held_for": "Front desk"})


def _last_hold(ctx):
    holds = _calls(ctx, "hold_slot")
    assert holds, "the page put no hold (hold_slot) that the system accepted"
    return holds[-1]


def _expect_hold(ctx, room_id, date, start, person):
    def probe():
        holds = _calls(ctx, "hold_slot")
        if not holds:
            return False, "the page put no hold (hold_slot) that the system accepted"
        a = holds[-1].args
        got = (a.get("resource_id"), a.get("date"), a.get("start"), a.get("held_for"))
        want = (room_id, date, start, person)
        if len(holds) != 1:
            return False, f"the page put {len(holds)} holds, wanted one: {[h.args for h in holds]}"
        return got == want, f"hold_slot was called with {got}, wanted {want}"

    _until(ctx, probe)


def offer_hold_dogwood(ctx):
    _expect_hold(ctx, "RM-DOGWOOD", "2026-03-05", "08:00", "Lee Chen")


def offer_hold_cedar_live(ctx):
    _expect_hold(ctx, "RM-CEDAR", "2026-03-04", "11:00", "Noor Haddad")


def offer_line(ctx):
    """The Offer section reads "<room> <start>–<end> held for <person> until HH:MM" with the hold's
    expiry as the system gives it."""

    def probe():
        hold = _last_hold(ctx).result["hold"]
        room = _room_name(ctx, hold["resource_id"])
        until = hold["expires_at"][11:16]
        pattern = (rf"{room} {_rng(hold['start'], hold['end'])} held for {re.escape(hold['held_for'])} "
                   rf"until {until}(?!\d)")
        shown = ctx.text({"section": "Offer"})
        return re.search(pattern, shown) is not None, (
            f'the Offer section does not read "{room} {hold["start"]}–{hold["end"]} held for {hold["held_for"]} '
            f'until {until}": {shown[:300]!r}')

    _until(ctx, probe)


def book_it_args(ctx):
    """Book it confirmed the hold the page just put, with its token and the title "Waitlist: <person>";
    the page says "Booked <id> for <person>" with the id the system returned."""

    def probe():
        hold = _last_hold(ctx).result
        confirms = _calls(ctx, "confirm_booking")
        if not confirms:
            return False, "the system confirmed no booking"
        a = confirms[-1].args
        h = hold["hold"]
        if a.get("hold_id") != h["id"] or a.get("hold_token") != hold["hold_token"]:
            return False, f"confirm_booking used {a.get('hold_id')!r} and another token, not the hold {h['id']}"
        want = f"Waitlist: {h['held_for']}"
        if a.get("title") != want:
            return False, f"confirm_booking was sent the title {a.get('title')!r}, wanted {want!r}"
        return True, ""

    _until(ctx, probe)


def booked_message(ctx):
    def probe():
        confirms = _calls(ctx, "confirm_booking")
        if not confirms:
            return False, "the system confirmed no booking"
        b = confirms[-1].result["booking"]
        said = f"Booked {b['id']} for {b['booked_for']}"
        shown = ctx.text()
        return said in shown, f"the page does not say {said!r}: {shown[:300]!r}"

    _until(ctx, probe)


def release_args(ctx):
    def probe():
        hold = _last_hold(ctx).result
        rel = _calls(ctx, "release_hold")
        if not rel:
            return False, "the system released no hold"
        a = rel[-1].args
        ok = a.get("hold_id") == hold["hold"]["id"] and a.get("hold_token") == hold["hold_token"]
        st = next(h for h in _state(ctx)["holds"] if h["id"] == hold["hold"]["id"])
        return ok and st["status"] == "released", f"release_hold was called with {a}; the hold is {st['status']}"

    _until(ctx, probe)


def expire_offer(ctx):
    """Time passes at the other desks: eleven waitlist joins (one minute each on the system's clock)
    elsewhere, so the page's hold has expired."""
    hold = _last_hold(ctx).result["hold"]
    for i in range(11):
        ctx.behind_the_app("join_waitlist", {"resource_id": "RM-ASPEN", "date": "2026-03-06",
                                             "person": f"Visitor {i + 1}"})
    assert _state(ctx)["clock"] >= hold["expires_at"], "the check did not move the clock past the hold's expiry"


def expired_refusal_shown(ctx):
    hold = _last_hold(ctx).result["hold"]
    assert _calls(ctx, "confirm_booking", ok=False), "Book it sent no confirm_booking for the expired hold"
    ctx.expect({"expect_text": {"text": f"{hold['id']} expired at {hold['expires_at']}"}})
    assert not _calls(ctx, "confirm_booking"), "the system confirmed a booking on an expired hold"


# --- turn 5 ---------------------------------------------------------------------------------
def room_options(ctx):
    def probe():
        options = ctx.options({"field": "Room"})
        want = {"Aspen", "Birch", "Cedar", "Dogwood"}
        if set(options) != want or len(options) != 4:
            return False, f"'Room' offers {options}; wanted the in-service rooms {sorted(want)}"
        return options[0] == "Aspen", f"'Room' does not offer Aspen first: {options}"

    _until(ctx, probe)


def _last_join(ctx, room_id, date, person):
    def probe():
        joins = _calls(ctx, "join_waitlist")
        if not joins:
            return False, "the system added nobody to a waitlist (join_waitlist)"
        a = joins[-1].args
        got = (a.get("resource_id"), a.get("date"), a.get("person"))
        return got == (room_id, date, person), f"join_waitlist was called with {got}, wanted {(room_id, date, person)}"

    _until(ctx, probe)


def join_noor_dogwood(ctx):
    _last_join(ctx, "RM-DOGWOOD", "2026-03-05", "Noor Haddad")


def join_ivo_aspen(ctx):
    _last_join(ctx, "RM-ASPEN", "2026-03-02", "Ivo Petrov")


def birch_held_thursday(ctx):
    """Another desk holds Birch at 08:00 on Thu 5 Mar."""
    ctx.behind_the_app("hold_slot", {"resource_id": "RM-BIRCH", "date": "2026-03-05", "start": "08:00",
                                     "held_for": "Front desk"})


def noor_waits_cedar(ctx):
    ctx.behind_the_app("join_waitlist", {"resource_id": "RM-CEDAR", "date": "2026-03-04", "person": "Noor Haddad"})
