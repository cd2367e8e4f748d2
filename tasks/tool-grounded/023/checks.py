"""Checks for the room-closure re-booking desk that need the system's state or the tool log.

Every check that writes is an isolated requirement, so the live state stays the fixture's; what
the page must have done is read from ``ctx.tool_calls`` and ``ctx.runtime_state``. Another desk
acting meanwhile (``behind_the_app``) provokes refusals and stale plans. Time ranges may use an
en dash or a hyphen.
"""

from __future__ import annotations

ROOMS = {"RM-ASPEN": "Aspen", "RM-BIRCH": "Birch", "RM-CEDAR": "Cedar", "RM-DOGWOOD": "Dogwood"}


def _rng(start: str, end: str) -> str:
    return rf"{start} ?[–-] ?{end}"


def _state(ctx):
    return ctx.runtime_state


def _calls(ctx, name=None, ok=True):
    return [c for c in ctx.tool_calls if c.kind == "tool" and (name is None or c.name == name)
            and (ok is None or c.ok == ok)]


def _booking(ctx, booking_id):
    found = [b for b in _state(ctx)["bookings"] if b["id"] == booking_id]
    assert found, f"the system has no booking {booking_id}"
    return found[0]


def _until(ctx, probe):
    def guarded():
        try:
            return probe()
        except AssertionError as exc:
            return False, str(exc)

    ctx.until(guarded)


def _behind_book(ctx, room_id, date, start, person, title, minutes=60):
    """Another desk books a room (hold, then confirm) and returns the new booking's id."""
    held = ctx.behind_the_app("hold_slot", {"resource_id": room_id, "date": date, "start": start,
                                            "held_for": person, "duration_minutes": minutes})
    made = ctx.behind_the_app("confirm_booking", {"hold_id": held["hold"]["id"], "hold_token": held["hold_token"],
                                                  "title": title})
    return made["booking"]["id"]


def _behind_hold(ctx, room_id, date, start, person="Front desk"):
    ctx.behind_the_app("hold_slot", {"resource_id": room_id, "date": date, "start": start, "held_for": person})


def _moved(ctx, orig_id, room_id, *, minutes=None):
    """The page moved ``orig_id`` into ``room_id`` in the requested order: hold_slot on the booking's
    day and start (and whole length) for its person, confirm_booking with that hold's token and the
    booking's title, then get_booking of the original for its token, cancel_booking with that token
    and "Moved to <room> for room works", then get_booking of the new booking. Returns the new id."""
    orig = _booking(ctx, orig_id)
    calls = [c for c in ctx.tool_calls if c.kind == "tool"]
    holds = [i for i, c in enumerate(calls) if c.name == "hold_slot" and c.ok
             and c.args.get("resource_id") == room_id and c.args.get("date") == orig["date"]
             and c.args.get("start") == orig["start"]]
    assert holds, (f"no accepted hold_slot on {ROOMS[room_id]} ({room_id}) at {orig['date']} {orig['start']} for "
                   f"{orig_id}; holds sent: {[c.args for c in calls if c.name == 'hold_slot']}")
    h = holds[-1]
    hold_call = calls[h]
    hold = hold_call.result["hold"]
    assert hold["held_for"] == orig["booked_for"], (
        f"the hold is for {hold['held_for']!r}, not {orig['booked_for']!r} whom {orig_id} is for")
    assert hold["end"] == orig["end"], f"the hold runs {hold['start']}–{hold['end']}, the booking {orig['start']}–{orig['end']}"
    if minutes is not None:
        assert hold_call.args.get("duration_minutes") == minutes, (
            f"hold_slot was sent duration_minutes={hold_call.args.get('duration_minutes')!r}, wanted {minutes}")
    confirms = [i for i, c in enumerate(calls) if i > h and c.name == "confirm_booking" and c.ok
                and c.args.get("hold_id") == hold["id"]]
    assert confirms, f"the hold {hold['id']} was never confirmed (confirm_booking)"
    ci = confirms[0]
    assert calls[ci].args.get("hold_token") == hold_call.result["hold_token"], "confirm_booking used another token"
    assert calls[ci].args.get("title") == orig["title"], (
        f"confirm_booking was sent the title {calls[ci].args.get('title')!r}, wanted {orig['title']!r}")
    new = calls[ci].result["booking"]
    cancels = [i for i, c in enumerate(calls) if c.name == "cancel_booking" and c.ok
               and c.args.get("booking_id") == orig_id]
    assert cancels, f"the original {orig_id} was not cancelled (cancel_booking)"
    k = cancels[-1]
    assert k > ci, f"{orig_id} was cancelled before the new booking was confirmed"
    reads = [i for i in range(ci + 1, k) if calls[i].name == "get_booking" and calls[i].ok
             and calls[i].args.get("booking_id") == orig_id]
    assert reads, f"{orig_id} was not read (get_booking) after the confirmation and before it was cancelled"
    assert calls[reads[-1]].result["evidence_token"] == calls[k].args.get("evidence_token"), (
        f"cancel_booking used a token other than the one get_booking just returned for {orig_id}")
    want = f"Moved to {ROOMS[room_id]} for room works"
    assert calls[k].args.get("reason") == want, (
        f"{orig_id} was cancelled with the reason {calls[k].args.get('reason')!r}, wanted {want!r}")
    backs = [i for i in range(ci + 1, len(calls)) if calls[i].name == "get_booking" and calls[i].ok
             and calls[i].args.get("booking_id") == new["id"]]
    assert backs, f"the new booking {new['id']} was never read back (get_booking with its id)"
    assert _booking(ctx, orig_id)["status"] == "cancelled", f"{orig_id} is still confirmed in the system"
    return new["id"]


def _expect_moved(ctx, orig_id, room_id, *, minutes=None):
    _until(ctx, lambda: (_moved(ctx, orig_id, room_id, minutes=minutes) is not None, ""))


# --- turn 2 ---------------------------------------------------------------------------------
def demo_capital(ctx):
    """Another desk books Aspen on Tue 3 Mar 14:00 for "Product Demo" (capital D)."""
    _behind_book(ctx, "RM-ASPEN", "2026-03-03", "14:00", "Noor Haddad", "Product Demo")


def birch_two_pm_held(ctx):
    """Another desk holds Birch on Mon 2 Mar at 14:00, the second hour of the Hiring debrief."""
    _behind_hold(ctx, "RM-BIRCH", "2026-03-02", "14:00")


def birch_edges_held(ctx):
    """Another desk holds Birch on Mon 2 Mar at 12:00 and at 15:00, just before and just after 13:00–15:00."""
    _behind_hold(ctx, "RM-BIRCH", "2026-03-02", "12:00")
    _behind_hold(ctx, "RM-BIRCH", "2026-03-02", "15:00")


def birch_nine_held(ctx):
    """Another desk holds Birch on Mon 2 Mar at 09:00, after the page showed Birch for the standup."""
    _behind_hold(ctx, "RM-BIRCH", "2026-03-02", "09:00")


def no_cached_feed(ctx):
    assert not [c for c in ctx.tool_calls if c.kind == "tool" and c.name == "get_cached_availability"], (
        "the page read the cached display-board feed (get_cached_availability)")


# --- turn 3 ---------------------------------------------------------------------------------
def moved_vendor_workshop(ctx):
    _expect_moved(ctx, "B-1014", "RM-CEDAR", minutes=120)


def moved_vendor_state(ctx):
    def probe():
        new_id = _moved(ctx, "B-1014", "RM-CEDAR")
        nb = _booking(ctx, new_id)
        got = (nb["resource_id"], nb["date"], nb["start"], nb["end"], nb["title"], nb["booked_for"], nb["status"])
        want = ("RM-CEDAR", "2026-03-06", "09:00", "11:00", "Vendor workshop", "Jonas Weber", "confirmed")
        old = _booking(ctx, "B-1014")
        return got == want and old["cancel_reason"] == "Moved to Cedar for room works", (
            f"the new booking is {got}, wanted {want}; B-1014 is {old['status']} ({old['cancel_reason']!r})")

    _until(ctx, probe)


def moved_standup(ctx):
    _expect_moved(ctx, "B-1001", "RM-CEDAR")


def supplier_visit_birch_nine(ctx):
    """Another desk books Birch on Mon 2 Mar 09:00–10:00 for a supplier visit (Ines Park)."""
    _behind_book(ctx, "RM-BIRCH", "2026-03-02", "09:00", "Ines Park", "Supplier visit")


def standup_untouched(ctx):
    def probe():
        b = _booking(ctx, "B-1001")
        fine = (b["status"], b["resource_id"], b["start"]) == ("confirmed", "RM-ASPEN", "09:00")
        if not fine:
            return False, f"B-1001 is {b['status']} in {b['resource_id']} at {b['start']}"
        if _calls(ctx, "cancel_booking", ok=None):
            return False, "the page called cancel_booking although the hold was refused"
        if _calls(ctx, "confirm_booking"):
            return False, "the page confirmed a booking although the hold was refused"
        return bool(_calls(ctx, "hold_slot", ok=False)), "the page sent no hold_slot that the system refused"

    _until(ctx, probe)


# --- turn 4 ---------------------------------------------------------------------------------
def _released(ctx, orig_id, reason):
    calls = [c for c in ctx.tool_calls if c.kind == "tool"]
    cancels = [i for i, c in enumerate(calls) if c.name == "cancel_booking" and c.ok
               and c.args.get("booking_id") == orig_id]
    assert cancels, f"{orig_id} was not cancelled (cancel_booking)"
    k = cancels[-1]
    reads = [i for i in range(k) if calls[i].name == "get_booking" and calls[i].ok
             and calls[i].args.get("booking_id") == orig_id]
    assert reads, f"{orig_id} was not read (get_booking) before it was cancelled"
    assert calls[reads[-1]].result["evidence_token"] == calls[k].args.get("evidence_token"), (
        f"cancel_booking used a token other than the one get_booking returned for {orig_id}")
    assert calls[k].args.get("reason") == reason, (
        f"{orig_id} was cancelled with the reason {calls[k].args.get('reason')!r}, wanted {reason!r}")
    b = _booking(ctx, orig_id)
    assert b["status"] == "cancelled", f"{orig_id} is {b['status']} in the system"
    return k


def released_all_hands(ctx):
    def probe():
        _released(ctx, "B-1003", "Room closed for works on Mon 2 Mar")
        joins = _calls(ctx, "join_waitlist", ok=None)
        return not joins, f"the page joined a waitlist for a booking no room fits: {[c.args for c in joins]}"

    _until(ctx, probe)


def released_read_back(ctx):
    def probe():
        k = _released(ctx, "B-1003", "Room closed for works on Mon 2 Mar")
        calls = [c for c in ctx.tool_calls if c.kind == "tool"]
        backs = [i for i in range(k + 1, len(calls)) if calls[i].name == "get_booking" and calls[i].ok
                 and calls[i].args.get("booking_id") == "B-1003"]
        return bool(backs), "B-1003 was not read back (get_booking) after it was cancelled"

    _until(ctx, probe)


def _joined(ctx, orig_id, reason, room_id, date, person):
    def probe():
        k = _released(ctx, orig_id, reason)
        calls = [c for c in ctx.tool_calls if c.kind == "tool"]
        joins = [c for c in calls[k + 1:] if c.name == "join_waitlist" and c.ok]
        if not joins:
            return False, f"after cancelling {orig_id} the page put nobody on a waitlist (join_waitlist)"
        got = {key: joins[-1].args.get(key) for key in ("resource_id", "date", "person")}
        want = {"resource_id": room_id, "date": date, "person": person}
        return got == want and len(joins) == 1, f"join_waitlist was sent {[c.args for c in joins]}, wanted {want}"

    _until(ctx, probe)


def joined_dogwood_lee(ctx):
    _joined(ctx, "B-1012", "Room closed for works on Thu 5 Mar", "RM-DOGWOOD", "2026-03-05", "Lee Chen")


def tuesday_all_held(ctx):
    """Another desk holds Birch, Cedar and Dogwood on Tue 3 Mar at 11:00 (the Mentoring check-in's hour)."""
    for room in ("RM-BIRCH", "RM-CEDAR", "RM-DOGWOOD"):
        _behind_hold(ctx, room, "2026-03-03", "11:00")


def joined_birch_marta(ctx):
    _joined(ctx, "B-1004", "Room closed for works on Tue 3 Mar", "RM-BIRCH", "2026-03-03", "Marta Quinn")


def team_call_aspen(ctx):
    """Another desk books Aspen on Thu 5 Mar 10:00 for a "Team call" (Noor Haddad)."""
    _behind_book(ctx, "RM-ASPEN", "2026-03-05", "10:00", "Noor Haddad", "Team call")


# --- turn 5 ---------------------------------------------------------------------------------
def move_all_birch(ctx):
    def probe():
        _moved(ctx, "B-1010", "RM-CEDAR")
        _moved(ctx, "B-1014", "RM-CEDAR", minutes=120)
        b = _booking(ctx, "B-1012")
        if b["status"] != "confirmed":
            return False, f"B-1012 (no room free) is {b['status']}: Move all must skip it"
        joins = _calls(ctx, "join_waitlist", ok=None)
        return not joins, "Move all joined a waitlist"

    _until(ctx, probe)


def supplier_visit_birch_early(ctx):
    """Another desk books Birch on Mon 2 Mar 08:00–10:00 for a supplier visit (Ines Park)."""
    _behind_book(ctx, "RM-BIRCH", "2026-03-02", "08:00", "Ines Park", "Supplier visit", minutes=120)


def move_all_replans(ctx):
    def probe():
        visit = next(b for b in _state(ctx)["bookings"] if b["title"] == "Supplier visit")
        _moved(ctx, visit["id"], "RM-CEDAR")
        _moved(ctx, "B-1001", "RM-DOGWOOD")
        _moved(ctx, "B-1002", "RM-CEDAR")
        refused = _calls(ctx, "hold_slot", ok=False)
        return not refused, f"the system refused holds during Move all: {[c.error for c in refused]}"

    _until(ctx, probe)


def move_all_nothing(ctx):
    def probe():
        writes = [c.name for c in ctx.tool_calls if c.kind == "tool"
                  and c.name in ("hold_slot", "confirm_booking", "cancel_booking", "join_waitlist")]
        if writes:
            return False, f"Move all wrote to the system although no booking can move: {writes}"
        states = {b["id"]: b["status"] for b in _state(ctx)["bookings"] if b["id"] in ("B-1003", "B-1011")}
        return set(states.values()) == {"confirmed"}, f"the Dogwood bookings are {states}"

    _until(ctx, probe)


# --- added helpers (turns 2 and 3) ------------------------------------------------------------
def late_sync_birch(ctx):
    """Another desk books Birch on Wed 4 Mar 16:00 for a "Late sync" (Hana Sato)."""
    _behind_book(ctx, "RM-BIRCH", "2026-03-04", "16:00", "Hana Sato", "Late sync")


def moved_standup_birch(ctx):
    _expect_moved(ctx, "B-1001", "RM-BIRCH")


def released_offsite(ctx):
    _until(ctx, lambda: (_released(ctx, "B-1011", "Room closed for works on Thu 5 Mar") is not None, ""))
