"""Checks for the recurring series booking desk that need the tool log or the system's state.

Every requirement that writes is isolated, so each starts from the fixture's state: the first
booking the page makes is B-2001, the first hold H-1, and the waitlist of Dogwood on Thu 5 Mar
holds Lee Chen and Marta Quinn. What the page sent is read from ``ctx.tool_calls`` (the page's
calls since this requirement's load) with the shared helpers of ``tasks/_lib/toollog.py``; another
desk acts only through ``ctx.behind_the_app``, before the click that makes the page write.
"""

from __future__ import annotations

import runpy
from pathlib import Path

_lib = Path(__file__).parents[2] / "_lib"
_log = runpy.run_path(str(_lib / "toollog.py"))
mark, calls, writes, show, arg = _log["mark"], _log["calls"], _log["writes"], _log["show"], _log["arg"]
index, expect_writes, fresh_token = _log["index"], _log["expect_writes"], _log["fresh_token"]
below = runpy.run_path(str(_lib / "marks.py"))["below"]

OUTCOME = {"section": "Series outcome"}


def _until(ctx, probe):
    def guarded():
        try:
            return probe()
        except AssertionError as exc:
            return False, str(exc)

    ctx.until(guarded)


def _row(day):
    return {"item": day, "within": OUTCOME}


def _booking(ctx, booking_id):
    for b in ctx.runtime_state["bookings"]:
        if b["id"] == booking_id:
            return b
    raise AssertionError(f"the system holds no booking {booking_id}")


def _expect_booking(ctx, booking_id, resource, date, start, end, title, name):
    def probe():
        b = _booking(ctx, booking_id)
        got = (b["resource_id"], b["date"], b["start"], b["end"], b["title"], b["booked_for"], b["status"])
        want = (resource, date, start, end, title, name, "confirmed")
        return got == want, f"the system shows {booking_id} as {got}; wanted {want}"

    _until(ctx, probe)


def _status(ctx, wanted):
    def probe():
        got = {bid: _booking(ctx, bid)["status"] for bid in wanted}
        return got == wanted, f"the bookings' statuses in the system are {got}; wanted {wanted}"

    _until(ctx, probe)


def _series_writes(ctx, since, days, resource, start, minutes, name, title, refused=()):
    """The page's writes since ``since``: for each day in order a hold_slot of that room, day and
    start for ``name`` and ``minutes``, then (unless the system refused the hold) a confirm_booking
    of that very hold with its token and ``title``."""
    def probe():
        made = writes(ctx, since)
        want = []
        for d in days:
            want.append(("hold_slot", d))
            if d not in refused:
                want.append(("confirm_booking", d))
        got = [(c.name, c.args.get("date", "")) for c in made]
        shape = [n for n, _ in want] == [n for n, _ in got]
        if not shape:
            return False, f"wanted holds and confirmations for {list(days)} in date order; the page wrote {show(made)}"
        held = None
        for c, (_, d) in zip(made, want):
            if c.name == "hold_slot":
                dur = c.args.get("duration_minutes") or 60
                if (arg(c, "resource_id"), arg(c, "date"), arg(c, "start"), c.args.get("held_for"), dur) != \
                        (resource, d, start, name, minutes):
                    return False, (f"hold_slot was sent {show([c])}; wanted {resource} on {d} at {start} for "
                                   f"{minutes} minutes held for {name!r}")
                if c.ok != (d not in refused):
                    return False, f"the system {'accepted' if c.ok else 'refused'} the hold for {d}: {show([c])}"
                held = c
            else:
                hold = held.result or {}
                if c.args.get("hold_id") != hold.get("hold", {}).get("id") or \
                        c.args.get("hold_token") != hold.get("hold_token"):
                    return False, f"confirm_booking for {d} did not confirm the hold just placed with its token"
                if c.args.get("title") != title:
                    return False, f"confirm_booking was sent the title {c.args.get('title')!r}; wanted {title!r}"
                if not c.ok:
                    return False, f"the system refused the confirmation for {d}: {show([c])}"
        return True, ""

    _until(ctx, probe)


def _read_after_last_write(ctx, name, wanted, what):
    """Every args subset in ``wanted`` was read with ``name`` (accepted) after the page's last write."""
    def probe():
        made = writes(ctx)
        after = index(ctx, made[-1]) + 1 if made else 0
        reads = [c for c in ctx.tool_calls[after:] if c.kind == "tool" and c.name == name and c.ok]
        missing = [w for w in wanted if not any(all(c.args.get(k) == v for k, v in w.items()) for c in reads)]
        return not missing, f"{what}: after the page's last write it did not call {name} with {missing}"

    _until(ctx, probe)


# --- turn 1 ---------------------------------------------------------------------------------------
def room_aspen_first(ctx):
    def probe():
        offered = ctx.options({"field": "Room"})
        ok = bool(offered) and offered[0] == "Aspen" and sorted(offered) == ["Aspen", "Birch", "Cedar", "Dogwood"]
        return ok, f"the Room dropdown offers {offered}; wanted Aspen first, then Birch, Cedar and Dogwood in any order"

    _until(ctx, probe)


def induction_as_opened(ctx):
    _series_writes(ctx, 0, ["2026-03-03", "2026-03-04"], "RM-ASPEN", "08:00", 60, "Noor Haddad", "Induction")
    _expect_booking(ctx, "B-2001", "RM-ASPEN", "2026-03-03", "08:00", "09:00", "Induction", "Noor Haddad")
    _expect_booking(ctx, "B-2002", "RM-ASPEN", "2026-03-04", "08:00", "09:00", "Induction", "Noor Haddad")


def sprint_trimmed(ctx):
    _series_writes(ctx, 0, ["2026-03-03", "2026-03-06"], "RM-CEDAR", "14:00", 120, "Ivo Petrov", "Sprint review",
                   refused=("2026-03-06",))
    _expect_booking(ctx, "B-2001", "RM-CEDAR", "2026-03-03", "14:00", "16:00", "Sprint review", "Ivo Petrov")


def standup_goes_on(ctx):
    _series_writes(ctx, 0, ["2026-03-02", "2026-03-03", "2026-03-04"], "RM-ASPEN", "09:00", 60, "Noor Haddad",
                   "Team stand-up", refused=("2026-03-02",))
    _expect_booking(ctx, "B-2001", "RM-ASPEN", "2026-03-03", "09:00", "10:00", "Team stand-up", "Noor Haddad")
    _expect_booking(ctx, "B-2002", "RM-ASPEN", "2026-03-04", "09:00", "10:00", "Team stand-up", "Noor Haddad")


def three_hours_to_six(ctx):
    _series_writes(ctx, 0, ["2026-03-06"], "RM-ASPEN", "15:00", 180, "Noor Haddad", "Workshop")
    _expect_booking(ctx, "B-2001", "RM-ASPEN", "2026-03-06", "15:00", "18:00", "Workshop", "Noor Haddad")


def free_read_after_series(ctx):
    _read_after_last_write(ctx, "get_day_summary", [{"date": "2026-03-02"}, {"date": "2026-03-04"}],
                           "Free that day must come from the day summary read after the series")


def summary_under_table(ctx):
    below(ctx, {"column": "Day", "row": "Fri 6 Mar", "within": OUTCOME}, "the Series outcome table's last row",
          "Series summary:", OUTCOME)


# --- turn 2 ---------------------------------------------------------------------------------------
def free_slots_read_aspen_monday(ctx):
    _until(ctx, lambda: (any(arg(c, "resource_id") == "RM-ASPEN" and arg(c, "date") == "2026-03-02"
                             for c in calls(ctx, "list_free_slots", ok=True)),
                         "the page did not read Aspen's live free slots on 2026-03-02 (list_free_slots)"))


def aspen_wednesday_four_pm_held(ctx):
    """Another desk holds Aspen on Wed 4 Mar from 16:00 for one hour."""
    ctx.behind_the_app("hold_slot", {"resource_id": "RM-ASPEN", "date": "2026-03-04", "start": "16:00",
                                     "held_for": "Front desk two"})


def marta_read_after_series(ctx):
    _read_after_last_write(ctx, "list_bookings", [{"booked_for": "Marta Quinn"}],
                           "Their bookings must be read for the trimmed name after the series")


# --- turn 3 ---------------------------------------------------------------------------------------
def dogwood_waitlisted(ctx):
    def probe():
        joins = calls(ctx, "join_waitlist")
        got = [(arg(c, "resource_id"), arg(c, "date"), c.args.get("person")) for c in joins]
        want = [("RM-DOGWOOD", "2026-03-02", "Noor Haddad"), ("RM-DOGWOOD", "2026-03-05", "Noor Haddad")]
        if sorted(got) != want:
            return False, f"join_waitlist was called for {got}; wanted {want}"
        for c in joins:
            later = calls(ctx, "get_waitlist", ok=True)
            later = [r for r in later if index(ctx, r) > index(ctx, c)
                     and (arg(r, "resource_id"), arg(r, "date")) == (arg(c, "resource_id"), arg(c, "date"))]
            if not later:
                return False, f"the waitlist of {arg(c, 'resource_id')} on {arg(c, 'date')} was not read back (get_waitlist) after joining it"
        people = [(w["resource_id"], w["date"], w["person"]) for w in ctx.runtime_state["waitlist"]]
        missing = [w for w in want if w not in people]
        return not missing, f"the system's waitlists lack {missing}"

    _until(ctx, probe)


def marta_joined_again(ctx):
    def probe():
        joins = calls(ctx, "join_waitlist")
        got = [(arg(c, "resource_id"), arg(c, "date"), c.args.get("person")) for c in joins]
        return got == [("RM-DOGWOOD", "2026-03-05", "Marta Quinn")], \
            f"join_waitlist was called for {got}; wanted Marta Quinn on Dogwood on 2026-03-05 once"

    _until(ctx, probe)


# --- turn 4 ---------------------------------------------------------------------------------------
def _cancels(ctx, since, ids, what, refused=()):
    def probe():
        made = writes(ctx, since)
        got = [(c.name, arg(c, "booking_id")) for c in made]
        want = [("cancel_booking", b) for b in ids]
        if got != want:
            return False, f"{what}: wanted cancel_booking for {list(ids)} in that order; the page wrote {show(made)}"
        for c in made:
            if c.args.get("reason") != "Series change":
                return False, f"cancel_booking for {arg(c, 'booking_id')} was sent the reason {c.args.get('reason')!r}"
            if c.ok == (arg(c, "booking_id") in refused):
                return False, f"the system {'accepted' if c.ok else 'refused'} {show([c])}"
        return True, ""

    _until(ctx, probe)
    for c in writes(ctx, since):
        fresh_token(ctx, since, c, "get_booking", "booking_id")


def _click(ctx, control, day):
    since = mark(ctx)
    ctx.expect({"click": {"control": control, "exact": True, "within": _row(day)}})
    return since


def cancel_wednesday(ctx):
    since = _click(ctx, "Cancel", "Wed 4 Mar")
    _cancels(ctx, since, ["B-2002"], "Cancel on Wed 4 Mar")
    _status(ctx, {"B-2001": "confirmed", "B-2002": "cancelled", "B-2003": "confirmed"})


def cancel_from_wednesday(ctx):
    since = _click(ctx, "Cancel from here", "Wed 4 Mar")
    _cancels(ctx, since, ["B-2002", "B-2003", "B-2004"], "Cancel from here on Wed 4 Mar")
    _status(ctx, {"B-2001": "confirmed", "B-2002": "cancelled", "B-2003": "cancelled", "B-2004": "cancelled"})


def cancel_from_friday(ctx):
    since = _click(ctx, "Cancel from here", "Fri 6 Mar")
    _cancels(ctx, since, ["B-2004"], "Cancel from here on Fri 6 Mar")
    _status(ctx, {"B-2003": "confirmed", "B-2004": "cancelled"})


def cancel_wednesday_dogwood(ctx):
    since = _click(ctx, "Cancel", "Wed 4 Mar")
    _cancels(ctx, since, ["B-2002"], "Cancel on Wed 4 Mar")


def cancel_from_tuesday_skipping(ctx):
    since = _click(ctx, "Cancel from here", "Tue 3 Mar")
    _cancels(ctx, since, ["B-2001", "B-2003"], "Cancel from here on Tue 3 Mar, past a waitlisted and a cancelled row")
    _status(ctx, {"B-2001": "cancelled", "B-2002": "cancelled", "B-2003": "cancelled"})


def other_desk_cancels(booking_id):
    def act(ctx):
        token = ctx.behind_the_app("get_booking", {"booking_id": booking_id})["evidence_token"]
        ctx.behind_the_app("cancel_booking", {"booking_id": booking_id, "evidence_token": token, "reason": "Desk two"})
    return act


other_desk_cancels_b2001 = other_desk_cancels("B-2001")
other_desk_cancels_b2002 = other_desk_cancels("B-2002")


def cancel_from_tuesday_refused(ctx):
    since = _click(ctx, "Cancel from here", "Tue 3 Mar")
    _cancels(ctx, since, ["B-2001", "B-2002", "B-2003"], "Cancel from here on Tue 3 Mar", refused=("B-2002",))


def cancel_tuesday_refused(ctx):
    since = _click(ctx, "Cancel", "Tue 3 Mar")
    _cancels(ctx, since, ["B-2001"], "Cancel on Tue 3 Mar", refused=("B-2001",))


def rereads_after_cancel(ctx):
    since = _click(ctx, "Cancel", "Wed 4 Mar")
    _cancels(ctx, since, ["B-2002"], "Cancel on Wed 4 Mar")
    _read_after_last_write(ctx, "get_day_summary", [{"date": "2026-03-04"}], "after a cancellation")
    _read_after_last_write(ctx, "list_bookings", [{"booked_for": "Noor Haddad"}], "after a cancellation")


# --- turn 5 ---------------------------------------------------------------------------------------
def book_at_fifteen(ctx):
    since = _click(ctx, "Book at 15:00", "Wed 4 Mar")
    _series_writes(ctx, since, ["2026-03-04"], "RM-CEDAR", "15:00", 120, "Ivo Petrov", "Sprint review")
    _expect_booking(ctx, "B-2002", "RM-CEDAR", "2026-03-04", "15:00", "17:00", "Sprint review", "Ivo Petrov")


def book_at_twelve_dogwood(ctx):
    since = _click(ctx, "Book at 12:00", "Mon 2 Mar")
    _series_writes(ctx, since, ["2026-03-02"], "RM-DOGWOOD", "12:00", 120, "Noor Haddad", "Board prep")


def other_desk_holds_cedar_fifteen(ctx):
    """Another desk holds Cedar on Wed 4 Mar at 15:00 for one hour."""
    ctx.behind_the_app("hold_slot", {"resource_id": "RM-CEDAR", "date": "2026-03-04", "start": "15:00",
                                     "held_for": "Front desk two"})


def book_at_refused(ctx):
    since = _click(ctx, "Book at 15:00", "Wed 4 Mar")

    def probe():
        made = writes(ctx, since)
        if [c.name for c in made] != ["hold_slot"] or made[0].ok:
            return False, f"wanted one refused hold_slot; the page wrote {show(made)}"
        after = [c for c in calls(ctx, "list_free_slots", since, ok=True) if index(ctx, c) > index(ctx, made[0])
                 and (arg(c, "resource_id"), arg(c, "date")) == ("RM-CEDAR", "2026-03-04")]
        return bool(after), "after the refusal the page did not read Cedar's free slots on 2026-03-04 again"

    _until(ctx, probe)


def book_at_sixteen(ctx):
    since = _click(ctx, "Book at 16:00", "Wed 4 Mar")
    _series_writes(ctx, since, ["2026-03-04"], "RM-CEDAR", "16:00", 120, "Ivo Petrov", "Sprint review")
    _expect_booking(ctx, "B-2002", "RM-CEDAR", "2026-03-04", "16:00", "18:00", "Sprint review", "Ivo Petrov")


def rereads_after_book_at(ctx):
    _read_after_last_write(ctx, "get_day_summary", [{"date": "2026-03-04"}], "after Book at")
    _read_after_last_write(ctx, "list_bookings", [{"booked_for": "Ivo Petrov"}], "after Book at")


def every_booking_read_back(ctx):
    def probe():
        made = calls(ctx, "confirm_booking", ok=True)
        if len(made) < 3:
            return False, f"wanted three confirmed bookings; the page confirmed {show(made)}"
        for c in made:
            bid = c.result["booking"]["id"]
            back = [r for r in calls(ctx, "get_booking", ok=True)
                    if arg(r, "booking_id") == bid and index(ctx, r) > index(ctx, c)]
            if not back:
                return False, f"the new booking {bid} was not read back from the system (get_booking)"
        return True, ""

    _until(ctx, probe)
