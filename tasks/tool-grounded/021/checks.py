"""Checks for the sick-day cover desk that need the system's state or the tool log.

Every check that writes runs as an isolated requirement (its own copy of the state), except the
two cancellations of turn 3 (Leo Fischer's Tuesday with Dr. Sofia Díaz and Ruth Abara's Friday
with Nurse Mei Chen), which no other check reads. No live check ever books, so the first booking
a check makes is B-2001; ids are still read from ``ctx.runtime_state``. Time ranges may be written
with an en dash or a hyphen.
"""

from __future__ import annotations

import re

IN_SERVICE = {"Dr. Amara Osei", "Dr. Lukas Brandt", "Nurse Mei Chen", "Dr. Sofia Díaz"}
COVER = {"section": "Appointments to cover"}


def rng(start: str, end: str) -> str:
    return rf"{start} ?[–-] ?{end}"


def _state(ctx):
    return ctx.runtime_state


def _calls(ctx):
    return [c for c in ctx.tool_calls if c.kind == "tool"]


def _booking(ctx, booking_id):
    return next(b for b in _state(ctx)["bookings"] if b["id"] == booking_id)


def _until(ctx, probe):
    def guarded():
        try:
            return probe()
        except (AssertionError, StopIteration, KeyError, IndexError) as exc:
            return False, str(exc) or type(exc).__name__

    ctx.until(guarded)


def _pick(ctx, sick=None, day=None, until=None):
    steps = []
    if sick:
        steps.append({"select": {"field": "Off sick", "option": sick}})
    if day:
        steps.append({"select": {"field": "Day", "option": day}})
    if until:
        steps.append({"select": {"field": "Until", "option": until}})
    if steps:
        ctx.expect(*steps)


def _row(patient):
    return {"item": patient, "within": COVER}


def _click(ctx, control, patient):
    ctx.expect({"expect_visible": {"control": control, "within": _row(patient)}},
               {"click": {"control": control, "within": _row(patient)}})


def _behind_hold(ctx, resource_id, date, start, minutes=None):
    args = {"resource_id": resource_id, "date": date, "start": start, "held_for": "Front desk two"}
    if minutes:
        args["duration_minutes"] = minutes
    ctx.behind_the_app("hold_slot", args)


def _behind_book(ctx, resource_id, date, start, minutes):
    held = ctx.behind_the_app("hold_slot", {"resource_id": resource_id, "date": date, "start": start,
                                            "held_for": "Practice meeting", "duration_minutes": minutes})
    ctx.behind_the_app("confirm_booking", {"hold_id": held["hold"]["id"], "hold_token": held["hold_token"],
                                           "title": "Practice meeting"})


def _behind_cancel(ctx, booking_id, reason="Patient request"):
    token = ctx.behind_the_app("get_booking", {"booking_id": booking_id})["evidence_token"]
    ctx.behind_the_app("cancel_booking", {"booking_id": booking_id, "evidence_token": token, "reason": reason})


def _new_bookings(ctx, patient):
    return [b for b in _state(ctx)["bookings"]
            if b["booked_for"] == patient and int(b["id"].split("-")[1]) >= 2001]


# --- turn 1 ---------------------------------------------------------------------------------
def off_sick_options(ctx):
    """Off sick offers the four clinicians in service by name, Dr. Amara Osei first and chosen."""
    def probe():
        opts = [o.strip() for o in ctx.options({"field": "Off sick"})]
        if not opts or opts[0] != "Dr. Amara Osei":
            return False, f"the Off sick dropdown starts with {opts[:1]}, wanted Dr. Amara Osei first"
        return (sorted(opts) == sorted(IN_SERVICE),
                f"the Off sick dropdown offers {opts}; the clinicians in service are {sorted(IN_SERVICE)}")

    _until(ctx, probe)
    ctx.expect({"expect_value": {"field": "Off sick", "value": "Dr. Amara Osei"}})


def _slot_is(ctx, patient, regex):
    ctx.expect({"expect_text": {"regex": regex, "within": {"column": "Stand-in slot", "row": patient, "within": COVER}}})


def whole_length(ctx):
    """Another desk holds Dr. Osei on Wed 4 Mar at 09:30: Daniel Reyes's hour from 09:00 no longer
    fits at 09:00, so his stand-in slot is Dr. Amara Osei 10:00–11:00."""
    _behind_hold(ctx, "CL-101", "2026-03-04", "09:30")
    _pick(ctx, sick="Dr. Lukas Brandt", day="Wed 4 Mar")
    _slot_is(ctx, "Daniel Reyes", r"^Dr\. Amara Osei " + rng("10:00", "11:00") + "$")
    _slot_is(ctx, "Olivia Grant", r"^Dr\. Amara Osei " + rng("13:00", "13:30") + "$")


def live_taken(ctx):
    """Another desk holds Dr. Brandt on Tue 3 Mar at 11:00 (the cached feed still shows it free):
    Noah Clarke's stand-in slot is the next free time, Dr. Lukas Brandt 11:30–12:00."""
    _behind_hold(ctx, "CL-102", "2026-03-03", "11:00")
    _pick(ctx, day="Tue 3 Mar")
    _slot_is(ctx, "Noah Clarke", r"^Dr\. Lukas Brandt " + rng("11:30", "12:00") + "$")
    _slot_is(ctx, "Harold Finch", r"^Dr\. Lukas Brandt " + rng("09:00", "09:30") + "$")
    ctx.expect({"expect_tool_called": {"name": "get_cached_availability", "since": "load", "min": 0, "max": 0}})


def none_free(ctx):
    """Another desk holds Dr. Brandt on Tue 3 Mar from 14:00 to 16:00: Maya Roberts (14:00) has
    no stand-in time left, so her cell says "None free"; Noah Clarke still gets 11:00–11:30."""
    _behind_hold(ctx, "CL-102", "2026-03-03", "14:00", 120)
    _pick(ctx, day="Tue 3 Mar")
    _slot_is(ctx, "Maya Roberts", r"^None free$")
    _slot_is(ctx, "Noah Clarke", r"^Dr\. Lukas Brandt " + rng("11:00", "11:30") + "$")


# --- turn 2 ---------------------------------------------------------------------------------
def _expect_new_booking(ctx, appt_id, resource_id, date, start, end, patient, title, minutes):
    """The stand-in time was held for the patient (after reading the appointment) and the hold
    confirmed with its own token and the reason as title; the system holds the new booking."""
    def probe():
        calls = _calls(ctx)
        holds = [i for i, c in enumerate(calls) if c.name == "hold_slot" and c.ok]
        if not holds:
            return False, "the system accepted no hold_slot"
        i = holds[-1]
        a = calls[i].args
        want = {"resource_id": resource_id, "date": date, "start": start, "held_for": patient}
        got = {k: a.get(k) for k in want}
        if got != want:
            return False, f"hold_slot was called with {got}, wanted {want}"
        if minutes != 30 and a.get("duration_minutes") != minutes:
            return False, f"hold_slot was sent duration_minutes {a.get('duration_minutes')!r}, wanted {minutes}"
        if a.get("duration_minutes") not in (None, minutes):
            return False, f"hold_slot was sent duration_minutes {a.get('duration_minutes')!r}, wanted {minutes}"
        reads = [c for c in calls[:i] if c.name == "get_booking" and c.ok and c.args.get("booking_id") == appt_id]
        if not reads:
            return False, f"{appt_id} was not read with get_booking before the hold"
        confirms = [c for c in calls[i + 1:] if c.name == "confirm_booking" and c.ok]
        if not confirms:
            return False, "the system accepted no confirm_booking after the hold"
        c = confirms[0].args
        if c.get("hold_id") != calls[i].result["hold"]["id"] or c.get("hold_token") != calls[i].result["hold_token"]:
            return False, "confirm_booking was not sent the hold and hold token hold_slot returned"
        if c.get("title") != title:
            return False, f"confirm_booking was sent the title {c.get('title')!r}, wanted {title!r}"
        new_id = confirms[0].result["booking"]["id"]
        b = _booking(ctx, new_id)
        got_b = (b["resource_id"], b["date"], b["start"], b["end"], b["booked_for"], b["status"])
        want_b = (resource_id, date, start, end, patient, "confirmed")
        return got_b == want_b, f"the system holds {new_id} as {got_b}, wanted {want_b}"

    _until(ctx, probe)


def _expect_original_cancelled(ctx, appt_id, reason):
    """The original was cancelled after the new booking was confirmed, with the token read before."""
    def probe():
        calls = _calls(ctx)
        cancels = [i for i, c in enumerate(calls) if c.name == "cancel_booking" and c.ok
                   and c.args.get("booking_id") == appt_id]
        if not cancels:
            return False, f"the system accepted no cancel_booking of {appt_id}"
        i = cancels[-1]
        args = calls[i].args
        reads = [c for c in calls[:i] if c.name == "get_booking" and c.ok and c.args.get("booking_id") == appt_id]
        if not reads or reads[-1].result["evidence_token"] != args.get("evidence_token"):
            return False, f"{appt_id} was not read with get_booking for the token it was cancelled with"
        if not any(c.name == "confirm_booking" and c.ok for c in calls[:i]):
            return False, f"{appt_id} was cancelled before the stand-in booking was confirmed"
        if args.get("reason") != reason:
            return False, f"cancel_booking was sent the reason {args.get('reason')!r}, wanted {reason!r}"
        b = _booking(ctx, appt_id)
        return b["status"] == "cancelled", f"{appt_id} is {b['status']} in the system"

    _until(ctx, probe)


def _rebook_noah(ctx):
    _pick(ctx, day="Tue 3 Mar")
    _click(ctx, "Rebook", "Noah Clarke")


def rebook_books_stand_in(ctx):
    _rebook_noah(ctx)
    _expect_new_booking(ctx, "B-1009", "CL-102", "2026-03-03", "11:00", "11:30", "Noah Clarke", "Ear pain", 30)


def rebook_cancels_original(ctx):
    _rebook_noah(ctx)
    _expect_original_cancelled(ctx, "B-1009", "Dr. Amara Osei off sick")


def rebook_hour_long(ctx):
    """Dr. Brandt off sick on Wed 4 Mar: Daniel Reyes's hour-long procedure is held for 60 minutes
    with Dr. Osei at 09:00 and the original is cancelled as "Dr. Lukas Brandt off sick"."""
    _pick(ctx, sick="Dr. Lukas Brandt", day="Wed 4 Mar")
    _click(ctx, "Rebook", "Daniel Reyes")
    _expect_new_booking(ctx, "B-1011", "CL-101", "2026-03-04", "09:00", "10:00", "Daniel Reyes", "Minor procedure", 60)
    _expect_original_cancelled(ctx, "B-1011", "Dr. Lukas Brandt off sick")


def _new_id(ctx, patient):
    found = _new_bookings(ctx, patient)
    assert found, f"the system holds no new booking for {patient}"
    return found[-1]["id"]


def rebook_reads_back(ctx):
    """After the cancellation the new booking is read back with get_booking."""
    _rebook_noah(ctx)

    def probe():
        new_id = _new_id(ctx, "Noah Clarke")
        calls = _calls(ctx)
        cancels = [i for i, c in enumerate(calls) if c.name == "cancel_booking" and c.ok]
        if not cancels:
            return False, "the system accepted no cancel_booking"
        later = [c for c in calls[cancels[-1] + 1:] if c.name == "get_booking" and c.ok
                 and c.args.get("booking_id") == new_id]
        return bool(later), f"the new booking {new_id} was not read back (get_booking) after the cancellation"

    _until(ctx, probe)


def rebook_message(ctx):
    _rebook_noah(ctx)

    def probe():
        new_id = _new_id(ctx, "Noah Clarke")
        pat = rf"Rebooked Noah Clarke with Dr\. Lukas Brandt, Tue 3 Mar {rng('11:00', '11:30')} \({new_id}\)"
        return re.search(pat, ctx.text()) is not None, \
            f"the page does not say 'Rebooked Noah Clarke with Dr. Lukas Brandt, Tue 3 Mar 11:00–11:30 ({new_id})'"

    _until(ctx, probe)


def rebook_example(ctx):
    """Rebooking Harold Finch's Monday 09:00 gives the request's own example message."""
    _click(ctx, "Rebook", "Harold Finch")

    def probe():
        new_id = _new_id(ctx, "Harold Finch")
        pat = rf"Rebooked Harold Finch with Dr\. Lukas Brandt, Mon 2 Mar {rng('09:00', '09:30')} \({new_id}\)"
        return re.search(pat, ctx.text()) is not None, \
            f"the page does not say 'Rebooked Harold Finch with Dr. Lukas Brandt, Mon 2 Mar 09:00–09:30 ({new_id})'"

    _until(ctx, probe)


def rebook_rereads(ctx):
    """After rebooking Noah Clarke the table is read again: his row is gone, the count says 2, and
    a hold another desk put on Dr. Brandt's 14:00 meanwhile shows in Maya Roberts's slot."""
    _pick(ctx, day="Tue 3 Mar")
    ctx.expect({"expect_text": {"regex": r"(?<!\d)3 appointments to cover"}})
    _behind_hold(ctx, "CL-102", "2026-03-03", "14:00")
    _click(ctx, "Rebook", "Noah Clarke")
    ctx.expect({"expect_tool_called": {"name": "confirm_booking", "ok": True}},
               {"expect_text": {"regex": r"(?<!\d)2 appointments to cover"}},
               {"expect_text": {"text": "Noah Clarke", "within": {"column": "Patient", "within": COVER},
                                "absent": True}})
    _slot_is(ctx, "Maya Roberts", r"^Dr\. Lukas Brandt " + rng("14:30", "15:00") + "$")


def rebook_no_wrong_tools(ctx):
    """Rebooking Maya Roberts books a new appointment with Dr. Brandt; reschedule_booking and
    request_booking are never used."""
    _pick(ctx, day="Tue 3 Mar")
    _click(ctx, "Rebook", "Maya Roberts")
    ctx.expect({"expect_tool_called": {"name": "confirm_booking", "ok": True}},
               {"expect_tool_called": {"name": "reschedule_booking", "min": 0, "max": 0, "since": "load"}},
               {"expect_tool_called": {"name": "request_booking", "min": 0, "max": 0, "since": "load"}})

    def probe():
        b = _booking(ctx, "B-1007")
        if b["resource_id"] != "CL-101" or b["start"] != "14:00":
            return False, f"B-1007 was moved to {b['resource_id']} {b['start']}"
        new = [x for x in _new_bookings(ctx, "Maya Roberts") if x["resource_id"] == "CL-102"]
        return bool(new) and not _state(ctx)["requests"], "no new booking with Dr. Brandt for Maya Roberts"

    _until(ctx, probe)


def rebook_refused_hold(ctx):
    """Another desk holds Dr. Brandt's Tue 14:00 after the page proposed it: Rebook for Maya Roberts
    is refused at the hold, the system's message is shown and nothing is confirmed or cancelled."""
    _pick(ctx, day="Tue 3 Mar")
    _slot_is(ctx, "Maya Roberts", r"^Dr\. Lukas Brandt " + rng("14:00", "14:30") + "$")
    _behind_hold(ctx, "CL-102", "2026-03-03", "14:00")
    _click(ctx, "Rebook", "Maya Roberts")
    ctx.expect({"expect_tool_called": {"name": "hold_slot", "ok": False, "min": 1}},
               {"expect_text": {"text": "Dr. Lukas Brandt is on hold for someone else on 2026-03-03 at 14:00"}},
               {"expect_tool_called": {"name": "confirm_booking", "min": 0, "max": 0}},
               {"expect_tool_called": {"name": "cancel_booking", "min": 0, "max": 0}})

    def probe():
        b = _booking(ctx, "B-1007")
        return b["status"] == "confirmed", f"B-1007 is {b['status']} in the system"

    _until(ctx, probe)


def rebook_refused_cancel(ctx):
    """Another desk cancels Harold Finch's Tuesday after the page listed it: the cancel step is refused,
    the page shows "B-1006 is already cancelled" and does not read a new booking back."""
    _pick(ctx, day="Tue 3 Mar")
    ctx.expect({"expect_visible": {"control": "Rebook", "within": _row("Harold Finch")}})
    _behind_cancel(ctx, "B-1006")
    _click(ctx, "Rebook", "Harold Finch")
    ctx.expect({"expect_tool_called": {"name": "cancel_booking", "ok": False, "min": 1}},
               {"expect_text": {"text": "B-1006 is already cancelled"}})

    def probe():
        calls = _calls(ctx)
        refused = [i for i, c in enumerate(calls) if c.name == "cancel_booking" and not c.ok]
        if not refused:
            return False, "no refused cancel_booking"
        new = {b["id"] for b in _new_bookings(ctx, "Harold Finch")}
        after = [c for c in calls[refused[-1] + 1:] if c.name == "get_booking" and c.args.get("booking_id") in new]
        return not after, "the new booking was read back after the refused cancellation"

    _until(ctx, probe)


# --- turn 3 ---------------------------------------------------------------------------------
def _expect_cancel_chain(ctx, appt_id, reason, resource_id, wait_date, patient):
    """Read for the token, cancel with it and the reason, then (when wait_date) join the waitlist."""
    def probe():
        calls = _calls(ctx)
        cancels = [i for i, c in enumerate(calls) if c.name == "cancel_booking" and c.ok
                   and c.args.get("booking_id") == appt_id]
        if not cancels:
            return False, f"the system accepted no cancel_booking of {appt_id}"
        i = cancels[-1]
        args = calls[i].args
        reads = [c for c in calls[:i] if c.name == "get_booking" and c.ok and c.args.get("booking_id") == appt_id]
        if not reads or reads[-1].result["evidence_token"] != args.get("evidence_token"):
            return False, f"{appt_id} was not read with get_booking for the token it was cancelled with"
        if args.get("reason") != reason:
            return False, f"cancel_booking was sent the reason {args.get('reason')!r}, wanted {reason!r}"
        if any(c.name in ("hold_slot", "confirm_booking") for c in calls):
            return False, f"{appt_id} was booked somewhere instead of cancelled"
        joins = [c for c in calls if c.name == "join_waitlist"]
        if wait_date is None:
            if joins:
                return False, f"join_waitlist was called ({joins[-1].args}) though there is no later day"
        else:
            want = {"resource_id": resource_id, "date": wait_date, "person": patient}
            ok = [c for c in calls[i + 1:] if c.name == "join_waitlist" and c.ok
                  and {k: c.args.get(k) for k in want} == want]
            if not ok:
                got = [c.args for c in joins]
                return False, f"join_waitlist was not called with {want} after the cancellation (calls: {got})"
        b = _booking(ctx, appt_id)
        return b["status"] == "cancelled", f"{appt_id} is {b['status']} in the system"

    _until(ctx, probe)


def cancel_leo(ctx):
    _pick(ctx, sick="Dr. Sofia Díaz", day="Tue 3 Mar")
    _click(ctx, "Cancel and waitlist", "Leo Fischer")
    ctx.expect({"expect_text": {"text": "Cancelled B-1010 for Leo Fischer, waitlisted for Wed 4 Mar at position 1"}})
    _expect_cancel_chain(ctx, "B-1010", "Dr. Sofia Díaz off sick, no stand-in", "CL-104", "2026-03-04", "Leo Fischer")


def cancel_ruth(ctx):
    _pick(ctx, sick="Nurse Mei Chen", day="Fri 6 Mar")
    _click(ctx, "Cancel and waitlist", "Ruth Abara")
    ctx.expect({"expect_text": {"text": "Cancelled B-1017 for Ruth Abara, no later day to waitlist"}})
    _expect_cancel_chain(ctx, "B-1017", "Nurse Mei Chen off sick, no stand-in", "CL-103", None, "Ruth Abara")


def cancel_chain(ctx):
    _pick(ctx, sick="Nurse Mei Chen", day="Wed 4 Mar")
    _click(ctx, "Cancel and waitlist", "Gustav Lind")
    _expect_cancel_chain(ctx, "B-1013", "Nurse Mei Chen off sick, no stand-in", "CL-103", "2026-03-05", "Gustav Lind")


def cancel_message(ctx):
    _pick(ctx, sick="Nurse Mei Chen", day="Wed 4 Mar")
    _click(ctx, "Cancel and waitlist", "Gustav Lind")
    ctx.expect({"expect_text": {"text": "Cancelled B-1013 for Gustav Lind, waitlisted for Thu 5 Mar at position 1"}})


def cancel_position(ctx):
    """Priya Shah joined Nurse Chen's Thursday waitlist at another desk: Gustav Lind is number 2."""
    ctx.behind_the_app("join_waitlist", {"resource_id": "CL-103", "date": "2026-03-05", "person": "Priya Shah"})
    _pick(ctx, sick="Nurse Mei Chen", day="Wed 4 Mar")
    _click(ctx, "Cancel and waitlist", "Gustav Lind")
    ctx.expect({"expect_text": {"text": "Cancelled B-1013 for Gustav Lind, waitlisted for Thu 5 Mar at position 2"}},
               {"expect_text": {"regex": r"Thu 5 Mar: ?Priya Shah", "within": {"section": "Next-day waitlist"}}},
               {"expect_order": {"texts": ["Priya Shah", "Gustav Lind"], "within": {"section": "Next-day waitlist"}}})


def cancel_none_free(ctx):
    """With Dr. Brandt held from 14:00 to 16:00 on Tue 3 Mar, Maya Roberts's row says None free and
    Cancel and waitlist cancels her and puts her on Dr. Osei's Wed 4 Mar waitlist."""
    _behind_hold(ctx, "CL-102", "2026-03-03", "14:00", 120)
    _pick(ctx, day="Tue 3 Mar")
    _slot_is(ctx, "Maya Roberts", r"^None free$")
    _click(ctx, "Cancel and waitlist", "Maya Roberts")
    ctx.expect({"expect_text": {"text": "Cancelled B-1007 for Maya Roberts, waitlisted for Wed 4 Mar at position 1"}})
    _expect_cancel_chain(ctx, "B-1007", "Dr. Amara Osei off sick, no stand-in", "CL-101", "2026-03-04", "Maya Roberts")


def cancel_refused(ctx):
    """Another desk cancels Gustav Lind's Wednesday after the page listed it: the system refuses and
    the page shows its message; nobody joins a waitlist."""
    _pick(ctx, sick="Nurse Mei Chen", day="Wed 4 Mar")
    ctx.expect({"expect_visible": {"control": "Cancel and waitlist", "within": _row("Gustav Lind")}})
    _behind_cancel(ctx, "B-1013")
    _click(ctx, "Cancel and waitlist", "Gustav Lind")
    ctx.expect({"expect_tool_called": {"name": "cancel_booking", "ok": False, "min": 1}},
               {"expect_text": {"text": "B-1013 is already cancelled"}},
               {"expect_tool_called": {"name": "join_waitlist", "min": 0, "max": 0}})


def sections_reread_cancel(ctx):
    _pick(ctx, sick="Nurse Mei Chen", day="Wed 4 Mar")
    ctx.expect({"expect_text": {"text": "Nobody waiting on Thu 5 Mar", "within": {"section": "Next-day waitlist"}}},
               {"expect_text": {"text": "No cancellations on Wed 4 Mar", "within": {"section": "Cancelled"}}})
    _click(ctx, "Cancel and waitlist", "Gustav Lind")
    ctx.expect({"expect_text": {"text": "Thu 5 Mar: Gustav Lind", "within": {"section": "Next-day waitlist"}}},
               {"expect_text": {"regex": "B-1013 " + rng("11:00", "11:30") + " ?· ?Gustav Lind ?· ?Nurse Mei Chen off sick, no stand-in",
                                "within": {"section": "Cancelled"}}},
               {"expect_text": {"text": "Nothing to cover on Wed 4 Mar"}})


def sections_reread_rebook(ctx):
    _pick(ctx, day="Tue 3 Mar")
    ctx.expect({"expect_text": {"text": "Harold Finch", "within": {"section": "Cancelled"}, "absent": True}})
    _click(ctx, "Rebook", "Harold Finch")
    ctx.expect({"expect_text": {"regex": "B-1006 " + rng("09:00", "09:30") + " ?· ?Harold Finch ?· ?Dr. Amara Osei off sick",
                                "within": {"section": "Cancelled"}}},
               {"expect_text": {"regex": "B-1008 " + rng("15:00", "15:30") + " ?· ?Tomasz Nowak ?· ?Candidate withdrew",
                                "within": {"section": "Cancelled"}}})


# --- turn 4 ---------------------------------------------------------------------------------
def until_dropdown(ctx):
    ctx.expect({"expect_options": {"field": "Until", "exactly": ["Mon 2 Mar", "Tue 3 Mar", "Wed 4 Mar", "Thu 5 Mar",
                                                                  "Fri 6 Mar"], "whole": True}},
               {"expect_value": {"field": "Until", "value": "Mon 2 Mar"}},
               {"select": {"field": "Day", "option": "Wed 4 Mar"}},
               {"expect_options": {"field": "Until", "exactly": ["Wed 4 Mar", "Thu 5 Mar", "Fri 6 Mar"], "whole": True}},
               {"expect_value": {"field": "Until", "value": "Wed 4 Mar"}},
               {"select": {"field": "Until", "option": "Fri 6 Mar"}},
               {"select": {"field": "Day", "option": "Tue 3 Mar"}},
               {"expect_value": {"field": "Until", "value": "Tue 3 Mar"}})


def spell_cancel_waitlist(ctx):
    _pick(ctx, sick="Nurse Mei Chen", day="Wed 4 Mar", until="Thu 5 Mar")
    _click(ctx, "Cancel and waitlist", "Gustav Lind")
    ctx.expect({"expect_text": {"text": "Cancelled B-1013 for Gustav Lind, waitlisted for Fri 6 Mar at position 1"}})
    _expect_cancel_chain(ctx, "B-1013", "Nurse Mei Chen off sick, no stand-in", "CL-103", "2026-03-06", "Gustav Lind")


def spell_cancel_friday(ctx):
    _pick(ctx, sick="Nurse Mei Chen", day="Wed 4 Mar", until="Fri 6 Mar")
    _click(ctx, "Cancel and waitlist", "Gustav Lind")
    ctx.expect({"expect_text": {"text": "Cancelled B-1013 for Gustav Lind, no later day to waitlist"}})
    _expect_cancel_chain(ctx, "B-1013", "Nurse Mei Chen off sick, no stand-in", "CL-103", None, "Gustav Lind")


def _summary(ctx, text):
    ctx.expect({"expect_text": {"regex": rf"(?<!\d){text}(?!\d)"}})


def rebook_all(ctx):
    """Dr. Osei off Tue 3 Mar to Thu 5 Mar, with Dr. Brandt booked 10:30–16:00 on Thursday: Rebook all
    rebooks the three Tuesday patients with Dr. Brandt and cancels Yara Haddad's Thursday, putting
    her on Dr. Osei's Friday waitlist; "Rebooked 3, cancelled 1"."""
    _behind_book(ctx, "CL-102", "2026-03-05", "10:30", 330)
    _pick(ctx, day="Tue 3 Mar", until="Thu 5 Mar")
    ctx.expect({"expect_text": {"regex": r"(?<!\d)4 appointments to cover"}},
               {"expect_order": {"texts": ["Rebook all", "Harold Finch"]}},
               {"click": {"control": "Rebook all"}})
    _summary(ctx, "Rebooked 3, cancelled 1")

    def probe():
        want = {"Harold Finch": ("09:00", "B-1006"), "Noah Clarke": ("11:00", "B-1009"),
                "Maya Roberts": ("14:00", "B-1007")}
        for who, (start, old) in want.items():
            new = [b for b in _new_bookings(ctx, who) if b["resource_id"] == "CL-102" and b["date"] == "2026-03-03"
                   and b["start"] == start and b["status"] == "confirmed"]
            if not new:
                return False, f"{who} was not rebooked with Dr. Brandt on 2026-03-03 at {start}"
            if _booking(ctx, old)["status"] != "cancelled":
                return False, f"{old} was not cancelled"
        yara = _booking(ctx, "B-1015")
        if yara["status"] != "cancelled" or yara["cancel_reason"] != "Dr. Amara Osei off sick, no stand-in":
            return False, f"B-1015 is {yara['status']} ({yara['cancel_reason']!r})"
        waits = [w for w in _state(ctx)["waitlist"] if w["resource_id"] == "CL-101" and w["date"] == "2026-03-06"
                 and w["person"] == "Yara Haddad"]
        return bool(waits), "Yara Haddad is not on Dr. Osei's Fri 6 Mar waitlist"

    _until(ctx, probe)


def rebook_all_live(ctx):
    """After the page proposed Noah Clarke's 11:00, another desk holds Dr. Brandt's 11:00: Rebook
    all works the slot out again and books Noah at 11:30; "Rebooked 3, cancelled 0"."""
    _pick(ctx, day="Tue 3 Mar")
    _slot_is(ctx, "Noah Clarke", r"^Dr\. Lukas Brandt " + rng("11:00", "11:30") + "$")
    _behind_hold(ctx, "CL-102", "2026-03-03", "11:00")
    ctx.expect({"click": {"control": "Rebook all"}})
    _summary(ctx, "Rebooked 3, cancelled 0")

    def probe():
        new = [b for b in _new_bookings(ctx, "Noah Clarke") if b["resource_id"] == "CL-102" and b["start"] == "11:30"]
        return bool(new), "Noah Clarke was not rebooked with Dr. Brandt at 11:30"

    _until(ctx, probe)


def rebook_all_refused(ctx):
    """Another desk cancels Gustav Lind's Monday (B-1003) after the page listed it: Rebook all rebooks
    the other two and names the refused row "Refused B-1003: B-1003 is already cancelled"."""
    ctx.expect({"expect_text": {"regex": r"(?<!\d)3 appointments to cover"}})
    _behind_cancel(ctx, "B-1003")
    ctx.expect({"click": {"control": "Rebook all"}})
    _summary(ctx, "Rebooked 2, cancelled 0")
    ctx.expect({"expect_text": {"text": "Refused B-1003: B-1003 is already cancelled"}},
               {"expect_order": {"texts": ["Rebooked 2, cancelled 0", "Refused B-1003"]}})


def rebook_all_rereads(ctx):
    _pick(ctx, day="Tue 3 Mar")
    ctx.expect({"click": {"control": "Rebook all"}})
    _summary(ctx, "Rebooked 3, cancelled 0")
    ctx.expect({"expect_text": {"text": "Nothing to cover on Tue 3 Mar"}},
               {"expect_text": {"regex": "B-1009 " + rng("11:00", "11:30") + " ?· ?Noah Clarke ?· ?Dr. Amara Osei off sick",
                                "within": {"section": "Cancelled"}}})


# --- turn 5 ---------------------------------------------------------------------------------
def guard_rebook(ctx):
    """Another desk cancels Yara Haddad's Monday (B-1002, "Patient request") after the page listed it:
    Rebook holds and cancels nothing, says so, and reads the table again."""
    ctx.expect({"expect_visible": {"control": "Rebook", "within": _row("Yara Haddad")}})
    _behind_cancel(ctx, "B-1002")
    _click(ctx, "Rebook", "Yara Haddad")
    ctx.expect({"expect_text": {"text": "B-1002 was already cancelled: Patient request"}},
               {"expect_tool_called": {"name": "hold_slot", "min": 0, "max": 0}},
               {"expect_tool_called": {"name": "cancel_booking", "min": 0, "max": 0}},
               {"expect_text": {"text": "Yara Haddad", "within": {"column": "Patient", "within": COVER}, "absent": True}},
               {"expect_text": {"regex": r"(?<!\d)2 appointments to cover"}})

    def probe():
        return not _new_bookings(ctx, "Yara Haddad"), "a new booking was made for Yara Haddad"

    _until(ctx, probe)


def guard_cancel(ctx):
    _pick(ctx, sick="Nurse Mei Chen", day="Wed 4 Mar")
    ctx.expect({"expect_visible": {"control": "Cancel and waitlist", "within": _row("Gustav Lind")}})
    _behind_cancel(ctx, "B-1013")
    _click(ctx, "Cancel and waitlist", "Gustav Lind")
    ctx.expect({"expect_text": {"text": "B-1013 was already cancelled: Patient request"}},
               {"expect_tool_called": {"name": "cancel_booking", "min": 0, "max": 0}},
               {"expect_tool_called": {"name": "join_waitlist", "min": 0, "max": 0}},
               {"expect_text": {"text": "Nothing to cover on Wed 4 Mar"}})


def guard_rebook_all(ctx):
    """In Rebook all, Gustav Lind's Monday (B-1003), cancelled by another desk after the page listed
    it, gets no hold and no booking; the others are rebooked."""
    ctx.expect({"expect_text": {"regex": r"(?<!\d)3 appointments to cover"}})
    _behind_cancel(ctx, "B-1003")
    ctx.expect({"click": {"control": "Rebook all"}})
    _summary(ctx, "Rebooked 2, cancelled 0")
    ctx.expect({"expect_text": {"text": "B-1003 was already cancelled: Patient request"}})

    def probe():
        if _new_bookings(ctx, "Gustav Lind"):
            return False, "a new booking was made for Gustav Lind"
        holds = [c for c in _calls(ctx) if c.name == "hold_slot" and c.args.get("held_for") == "Gustav Lind"]
        return not holds, "a slot was held for Gustav Lind"

    _until(ctx, probe)


def moved_example(ctx):
    _click(ctx, "Rebook", "Harold Finch")

    def probe():
        new_id = _new_id(ctx, "Harold Finch")
        pat = (rf"Harold Finch moved from Dr\. Amara Osei {rng('09:00', '09:30')} to Dr\. Lukas Brandt "
               rf"{rng('09:00', '09:30')} on Mon 2 Mar \({new_id}\)")
        return re.search(pat, ctx.text()) is not None, \
            f"the page does not say 'Harold Finch moved from Dr. Amara Osei 09:00–09:30 to Dr. Lukas Brandt 09:00–09:30 on Mon 2 Mar ({new_id})'"

    _until(ctx, probe)


def moved_hour(ctx):
    _pick(ctx, sick="Dr. Lukas Brandt", day="Wed 4 Mar")
    _click(ctx, "Rebook", "Daniel Reyes")

    def probe():
        new_id = _new_id(ctx, "Daniel Reyes")
        pat = (rf"Daniel Reyes moved from Dr\. Lukas Brandt {rng('09:00', '10:00')} to Dr\. Amara Osei "
               rf"{rng('09:00', '10:00')} on Wed 4 Mar \({new_id}\)")
        return re.search(pat, ctx.text()) is not None, \
            f"the page does not say 'Daniel Reyes moved from Dr. Lukas Brandt 09:00–10:00 to Dr. Amara Osei 09:00–10:00 on Wed 4 Mar ({new_id})'"

    _until(ctx, probe)


def moved_later(ctx):
    """With Dr. Brandt's Tue 11:00 held elsewhere, Noah Clarke moves from 11:00–11:30 to 11:30–12:00:
    the message names both times."""
    _behind_hold(ctx, "CL-102", "2026-03-03", "11:00")
    _pick(ctx, day="Tue 3 Mar")
    _click(ctx, "Rebook", "Noah Clarke")

    def probe():
        new_id = _new_id(ctx, "Noah Clarke")
        pat = (rf"Noah Clarke moved from Dr\. Amara Osei {rng('11:00', '11:30')} to Dr\. Lukas Brandt "
               rf"{rng('11:30', '12:00')} on Tue 3 Mar \({new_id}\)")
        return re.search(pat, ctx.text()) is not None, \
            f"the page does not say 'Noah Clarke moved from Dr. Amara Osei 11:00–11:30 to Dr. Lukas Brandt 11:30–12:00 on Tue 3 Mar ({new_id})'"

    _until(ctx, probe)
