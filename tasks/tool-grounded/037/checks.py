"""Checks for the provisional holds desk that need the tool log, the system's state or where things
are drawn.

Every check that writes is an isolated requirement, so the live state stays the fixture's and each
isolated check starts at the system clock 09:00 with hold and booking counters untouched. What the
page must have sent is read from ``ctx.tool_calls`` (the calls since this requirement's load), and
the ids, tokens and expiry times it must show come from what the system returned to it. Another
desk acting meanwhile (``behind_the_app``) provokes refusals and moves the system's clock on.
Time ranges may use an en dash or a hyphen.
"""

from __future__ import annotations

import re
import runpy
from pathlib import Path

_marks = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "marks.py"))
below = _marks["below"]
tops_in_order = _marks["tops_in_order"]

DAYS = {
    "2026-03-02": "Mon 2 Mar",
    "2026-03-03": "Tue 3 Mar",
    "2026-03-04": "Wed 4 Mar",
    "2026-03-05": "Thu 5 Mar",
    "2026-03-06": "Fri 6 Mar",
}
ROOMS = {"RM-ASPEN": "Aspen", "RM-BIRCH": "Birch", "RM-CEDAR": "Cedar", "RM-DOGWOOD": "Dogwood"}
HOLDS = {"section": "Holds"}


def _rng(start: str, end: str) -> str:
    return rf"{start} ?[–-] ?{end}"


def _minutes(hhmm: str) -> int:
    return int(hhmm[:2]) * 60 + int(hhmm[3:5])


def _calls(ctx, name=None, ok=True):
    return [c for c in ctx.tool_calls if c.kind == "tool" and (name is None or c.name == name)
            and (ok is None or c.ok == ok)]


def _until(ctx, probe):
    def guarded():
        try:
            return probe()
        except AssertionError as exc:
            return False, str(exc)

    ctx.until(guarded)


def _placed(ctx, hold_id):
    """The page's accepted hold_slot call that created ``hold_id``: (hold, token, index in the log)."""
    calls = [c for c in ctx.tool_calls if c.kind == "tool"]
    for i, c in enumerate(calls):
        if c.name == "hold_slot" and c.ok and c.result["hold"]["id"] == hold_id:
            return c.result["hold"], c.result["hold_token"], i
    raise AssertionError(f"the page placed no hold {hold_id} (no accepted hold_slot returned it)")


def _hold_state(ctx, hold_id):
    found = [h for h in ctx.runtime_state["holds"] if h["id"] == hold_id]
    assert found, f"the system has no hold {hold_id}"
    return found[0]


def _page_says(ctx, pattern, what, within=None):
    def probe():
        shown = ctx.text(within)
        return re.search(pattern, shown) is not None, f"the page does not say {what}: {shown[:400]!r}"

    _until(ctx, probe)


def _expect_hold(ctx, room_id, date, start, person, minutes):
    """The page's last hold_slot call (accepted) asked for exactly this hold; one hour may be sent
    as duration_minutes 60 or left to the default."""

    def probe():
        holds = _calls(ctx, "hold_slot")
        if not holds:
            tried = [c.args for c in _calls(ctx, "hold_slot", ok=None)]
            return False, f"the system accepted no hold_slot from the page (sent: {tried})"
        a = holds[-1].args
        got = (a.get("resource_id"), a.get("date"), a.get("start"), a.get("held_for"))
        want = (room_id, date, start, person)
        if got != want:
            return False, f"hold_slot was sent (resource_id, date, start, held_for) = {got}, wanted {want}"
        sent = a.get("duration_minutes")
        if not (sent == minutes or (minutes == 60 and sent is None)):
            return False, f"hold_slot was sent duration_minutes={sent!r}, wanted {minutes}"
        return True, ""

    _until(ctx, probe)


def _held_message(ctx, hold_id):
    """The page says "Held <room> <day> <start>–<end> for <person> until HH:MM" for ``hold_id``."""

    def probe():
        h, _, _ = _placed(ctx, hold_id)
        pattern = (rf"Held {ROOMS[h['resource_id']]} {DAYS[h['date']]} {_rng(h['start'], h['end'])} for "
                   rf"{re.escape(h['held_for'])} until {h['expires_at'][11:16]}(?!\d)")
        shown = ctx.text()
        return re.search(pattern, shown) is not None, (
            f"the page does not say \"Held {ROOMS[h['resource_id']]} {DAYS[h['date']]} {h['start']}–{h['end']} for "
            f"{h['held_for']} until {h['expires_at'][11:16]}\": {shown[:400]!r}")

    _until(ctx, probe)


def _expect_confirm(ctx, hold_id, title):
    def probe():
        _, token, at = _placed(ctx, hold_id)
        calls = [c for c in ctx.tool_calls if c.kind == "tool"]
        mine = [c for c in calls[at + 1:] if c.name == "confirm_booking" and c.ok and c.args.get("hold_id") == hold_id]
        if not mine:
            sent = [c.args.get("hold_id") for c in calls if c.name == "confirm_booking"]
            return False, f"the system confirmed no booking from the hold {hold_id} (confirm_booking sent for {sent})"
        a = mine[-1].args
        if a.get("hold_token") != token:
            return False, f"confirm_booking for {hold_id} used a token other than the one hold_slot returned"
        if a.get("title") != title:
            return False, f"confirm_booking was sent the title {a.get('title')!r}, wanted {title!r}"
        state = _hold_state(ctx, hold_id)
        return state["status"] == "confirmed", f"the system shows the hold {hold_id} as {state['status']}"

    _until(ctx, probe)


def _expect_released(ctx, hold_id):
    def probe():
        _, token, at = _placed(ctx, hold_id)
        calls = [c for c in ctx.tool_calls if c.kind == "tool"]
        mine = [c for c in calls[at + 1:] if c.name == "release_hold" and c.ok and c.args.get("hold_id") == hold_id]
        if not mine:
            return False, f"the system released no hold {hold_id} for the page (release_hold)"
        if mine[-1].args.get("hold_token") != token:
            return False, f"release_hold for {hold_id} used a token other than the one hold_slot returned"
        state = _hold_state(ctx, hold_id)
        return state["status"] == "released", f"the system shows the hold {hold_id} as {state['status']}"

    _until(ctx, probe)


def _expect_active(ctx, hold_id):
    def probe():
        state = _hold_state(ctx, hold_id)
        sent = [c.name for c in _calls(ctx, None, ok=None) if c.args.get("hold_id") == hold_id]
        return state["status"] == "active" and not sent, (
            f"the hold {hold_id} must be left alone, but the page sent {sent} for it and the system shows it "
            f"{state['status']}")

    _until(ctx, probe)


def _confirmed_id(ctx, hold_id):
    found = [c for c in _calls(ctx, "confirm_booking") if c.args.get("hold_id") == hold_id]
    assert found, f"the system confirmed no booking from the hold {hold_id}"
    return found[-1].result["booking"]["id"]


# --- turn 1 ---------------------------------------------------------------------------------
def room_aspen_first(ctx):
    def probe():
        offered = ctx.options({"field": "Room"})
        ok = bool(offered) and offered[0] == "Aspen" and sorted(offered) == ["Aspen", "Birch", "Cedar", "Dogwood"]
        return ok, f"the Room dropdown offers {offered}; wanted Aspen first, then Birch, Cedar and Dogwood in any order"

    _until(ctx, probe)


def totals_under_table(ctx):
    below(ctx, {"column": "Room", "row": "Dogwood", "within": {"section": "Day summary"}},
          "the Day summary table's last row", "Totals:")


def birch_ten_held(ctx):
    """Another desk holds Birch on Mon 2 Mar from 10:00 for two hours."""
    ctx.behind_the_app("hold_slot", {"resource_id": "RM-BIRCH", "date": "2026-03-02", "start": "10:00",
                                     "held_for": "Second desk", "duration_minutes": 120})


def birch_one_pm_held(ctx):
    """Another desk holds Birch on Mon 2 Mar at 13:00 (one hour)."""
    ctx.behind_the_app("hold_slot", {"resource_id": "RM-BIRCH", "date": "2026-03-02", "start": "13:00",
                                     "held_for": "Second desk"})


def hold_aspen_as_opened(ctx):
    _expect_hold(ctx, "RM-ASPEN", "2026-03-02", "08:00", "Noor Haddad", 60)


def held_message_h1(ctx):
    _held_message(ctx, "H-1")


def hold_cedar_trimmed(ctx):
    _expect_hold(ctx, "RM-CEDAR", "2026-03-03", "14:00", "Ivo Petrov", 180)


def hold_dogwood_two_hours(ctx):
    _expect_hold(ctx, "RM-DOGWOOD", "2026-03-06", "11:00", "Lee Chen", 120)


def hold_birch_one_hour(ctx):
    _expect_hold(ctx, "RM-BIRCH", "2026-03-06", "11:00", "Sam Ortiz", 60)


def held_message_h2(ctx):
    _held_message(ctx, "H-2")


def hold_priya(ctx):
    _expect_hold(ctx, "RM-ASPEN", "2026-03-02", "08:00", "Priya Nair", 60)


def hold_aspen_sixteen(ctx):
    _expect_hold(ctx, "RM-ASPEN", "2026-03-02", "16:00", "Noor Haddad", 120)


# --- turn 2 ---------------------------------------------------------------------------------
def title_above_table(ctx):
    tops_in_order(ctx, [("the Booking title field", {"field": "Booking title"}),
                        ("the Holds table's first row", {"column": "Hold", "nth": 0, "within": HOLDS})])


def confirm_h1_design_sync(ctx):
    _expect_confirm(ctx, "H-1", "Design sync")


def confirm_h1_client_call(ctx):
    _expect_confirm(ctx, "H-1", "Client call")


def h2_untouched(ctx):
    _expect_active(ctx, "H-2")


def h1_untouched(ctx):
    _expect_active(ctx, "H-1")


def release_h1(ctx):
    _expect_released(ctx, "H-1")


def confirm_h1_kickoff(ctx):
    _expect_confirm(ctx, "H-1", "Kick-off")


def booked_behind(ctx):
    """Another desk books Dogwood on Fri 6 Mar at 08:00 (its hold takes H-1, its booking B-2001)."""
    held = ctx.behind_the_app("hold_slot", {"resource_id": "RM-DOGWOOD", "date": "2026-03-06", "start": "08:00",
                                            "held_for": "Second desk"})
    ctx.behind_the_app("confirm_booking", {"hold_id": held["hold"]["id"], "hold_token": held["hold_token"],
                                           "title": "Board prep"})


def confirmed_message_last(ctx):
    """The page says "Confirmed <hold> as <booking>" for its latest confirmation, with the booking id the
    system returned."""

    def probe():
        made = _calls(ctx, "confirm_booking")
        if not made:
            return False, "the system confirmed no booking for the page"
        hold_id, booking_id = made[-1].args.get("hold_id"), made[-1].result["booking"]["id"]
        shown = ctx.text()
        said = re.search(rf"Confirmed {re.escape(hold_id)} as {re.escape(booking_id)}(?!\d)", shown)
        return said is not None, f'the page does not say "Confirmed {hold_id} as {booking_id}": {shown[:400]!r}'

    _until(ctx, probe)


def expire_clock(ctx):
    """Time passes at the other desks: eleven waitlist joins elsewhere, one minute each on the
    system's clock, so every hold the page has placed so far has expired."""
    for i in range(11):
        ctx.behind_the_app("join_waitlist", {"resource_id": "RM-CEDAR", "date": "2026-03-06",
                                             "person": f"Walk-in {i + 1}"})
    holds = [c.result["hold"] for c in _calls(ctx, "hold_slot")]
    clock = ctx.runtime_state["clock"]
    assert all(clock >= h["expires_at"] for h in holds), "the check did not move the clock past the holds' expiry"


def expired_refusal_h1(ctx):
    """The page tried to confirm the expired H-1, the system refused, and the page shows its message."""
    h, _, _ = _placed(ctx, "H-1")

    def probe():
        tried = [c for c in _calls(ctx, "confirm_booking", ok=False) if c.args.get("hold_id") == "H-1"]
        return bool(tried), "the page sent no confirm_booking for the expired hold H-1"

    _until(ctx, probe)
    ctx.expect({"expect_text": {"text": f"H-1 expired at {h['expires_at']}"}})
    assert not _calls(ctx, "confirm_booking"), "the system confirmed a booking from an expired hold"


def released_behind_h1(ctx):
    """Another desk gives up H-1 with its token."""
    _, token, _ = _placed(ctx, "H-1")
    ctx.behind_the_app("release_hold", {"hold_id": "H-1", "hold_token": token})


def release_refused_h1(ctx):
    def probe():
        tried = [c for c in _calls(ctx, "release_hold", ok=False) if c.args.get("hold_id") == "H-1"]
        return bool(tried), "the page sent no release_hold for H-1 (which the system had already released)"

    _until(ctx, probe)
    ctx.expect({"expect_text": {"text": "H-1 is already released"}})


def confirmed_lines_in_order(ctx):
    """The Confirmed section has one line per booking confirmed here, "B-… · <title> · <room> <day>
    <start>–<end> · <person>", in the order the system confirmed them."""

    def probe():
        made = [c.result["booking"] for c in _calls(ctx, "confirm_booking")]
        if len(made) < 2:
            return False, f"the system confirmed {len(made)} bookings, wanted 2"
        shown = ctx.text({"section": "Confirmed"})
        at = -1
        for b in made:
            pattern = (rf"{re.escape(b['id'])} ?· ?{re.escape(b['title'])} ?· ?{ROOMS[b['resource_id']]} "
                       rf"{DAYS[b['date']]} {_rng(b['start'], b['end'])} ?· ?{re.escape(b['booked_for'])}")
            m = re.search(pattern, shown)
            if m is None:
                return False, (f"the Confirmed section has no line \"{b['id']} · {b['title']} · "
                               f"{ROOMS[b['resource_id']]} {DAYS[b['date']]} {b['start']}–{b['end']} · "
                               f"{b['booked_for']}\": {shown[:400]!r}")
            if m.start() < at:
                return False, f"{b['id']} is listed before a booking confirmed earlier: {shown[:400]!r}"
            at = m.start()
        return True, ""

    _until(ctx, probe)


# --- turn 3 ---------------------------------------------------------------------------------
def siblings_of_h2(ctx):
    """Confirming H-2 (Noor Haddad, Mon 2 Mar) released H-1 and H-3 (Noor Haddad, Mon 2 Mar) with their
    tokens after the confirmation; H-4 (Lee Chen, Mon) and H-5 (Noor Haddad, Tue) were left alone."""
    _expect_confirm(ctx, "H-2", "Design sync")
    _expect_released(ctx, "H-1")
    _expect_released(ctx, "H-3")
    _expect_active(ctx, "H-4")
    _expect_active(ctx, "H-5")
    calls = [c for c in ctx.tool_calls if c.kind == "tool"]
    confirm_at = max(i for i, c in enumerate(calls) if c.name == "confirm_booking" and c.ok)
    early = [c.args.get("hold_id") for c in calls[:confirm_at] if c.name == "release_hold"]
    assert not early, f"the page released {early} before the confirmation, not after it"


def release_all_monday(ctx):
    for hid in ("H-1", "H-2", "H-3"):
        _expect_released(ctx, hid)
    _expect_active(ctx, "H-4")


def tuesday_released_only(ctx):
    _expect_released(ctx, "H-2")
    _expect_active(ctx, "H-1")


# --- turn 5 ---------------------------------------------------------------------------------
def _expect_renewed(ctx, old_id, minutes):
    """Renew released ``old_id`` with its token and then held the same room, day, start and length
    for the same person (hold_slot, accepted). Returns the new hold."""
    old, token, at = _placed(ctx, old_id)
    calls = [c for c in ctx.tool_calls if c.kind == "tool"]
    rel = [i for i, c in enumerate(calls) if i > at and c.name == "release_hold" and c.ok
           and c.args.get("hold_id") == old_id]
    assert rel, f"Renew did not release {old_id} (release_hold)"
    assert calls[rel[0]].args.get("hold_token") == token, f"release_hold for {old_id} used another token"
    again = [c for c in calls[rel[0] + 1:] if c.name == "hold_slot" and c.ok]
    assert again, f"after releasing {old_id} the page placed no new hold (hold_slot)"
    a = again[0].args
    got = (a.get("resource_id"), a.get("date"), a.get("start"), a.get("held_for"))
    want = (old["resource_id"], old["date"], old["start"], old["held_for"])
    assert got == want, f"the renewing hold_slot was sent {got}, wanted {want}"
    sent = a.get("duration_minutes")
    assert sent == minutes or (minutes == 60 and sent is None), (
        f"the renewing hold_slot was sent duration_minutes={sent!r}, wanted {minutes}")
    return again[0].result["hold"]


def renewed_h1_two_hours(ctx):
    _renewed(ctx, "H-1", 120)


def renewed_h1_three_hours(ctx):
    _renewed(ctx, "H-1", 180)


def _renewed(ctx, old_id, minutes):
    """Wait until Renew has released ``old_id`` and placed its new hold; return the new hold."""
    got = []

    def probe():
        got[:] = [_expect_renewed(ctx, old_id, minutes)]
        return True, ""

    _until(ctx, probe)
    return got[0]


def renewed_h1_row(ctx):
    """The row now shows the new hold's id and expiry, and the page says "Renewed H-1 as H-… until HH:MM"."""
    new = _renewed(ctx, "H-1", 120)
    until = new["expires_at"][11:16]
    ctx.expect({"expect_text": {"regex": rf"^{re.escape(new['id'])}$",
                                "within": {"column": "Hold", "row": new["id"], "within": HOLDS}}},
               {"expect_text": {"regex": rf"^{until}$",
                                "within": {"column": "Expires", "row": new["id"], "within": HOLDS}}},
               {"expect_text": {"regex": rf"^{_rng('10:00', '12:00')}$",
                                "within": {"column": "Time", "row": new["id"], "within": HOLDS}}},
               {"expect_text": {"regex": r"\bH-1\b", "absent": True, "within": {"column": "Hold", "within": HOLDS}}})
    _page_says(ctx, rf"Renewed H-1 as {re.escape(new['id'])} until {until}(?!\d)",
               f'"Renewed H-1 as {new["id"]} until {until}"')


def confirm_renewed(ctx):
    """Confirm on the renewed row confirms the new hold with the new token."""
    new = _renewed(ctx, "H-1", 120)
    _expect_confirm(ctx, new["id"], "Design sync")


def click_confirm_on_renewed(ctx):
    new = _renewed(ctx, "H-1", 120)
    ctx.expect({"click": {"control": "Confirm", "within": {"item": new["id"], "within": HOLDS}}})


def aspen_ten_taken_behind(ctx):
    """After H-1 has expired, another desk holds Aspen on Mon 2 Mar at 10:00."""
    ctx.behind_the_app("hold_slot", {"resource_id": "RM-ASPEN", "date": "2026-03-02", "start": "10:00",
                                     "held_for": "Second desk"})


def renew_refused_h1(ctx):
    """Renew gave H-1 up (release_hold accepted) and then tried the same hold again, which the system refused."""

    def probe():
        calls = [c for c in ctx.tool_calls if c.kind == "tool"]
        rel = [i for i, c in enumerate(calls) if c.name == "release_hold" and c.ok and c.args.get("hold_id") == "H-1"]
        if not rel:
            return False, "Renew did not release H-1 (release_hold)"
        tried = [c for c in calls[rel[0] + 1:] if c.name == "hold_slot" and not c.ok
                 and c.args.get("resource_id") == "RM-ASPEN" and c.args.get("start") == "10:00"]
        return bool(tried), "after releasing H-1, Renew did not try to hold Aspen at 10:00 again"

    _until(ctx, probe)


def new_booking_read_back(ctx):
    """After the confirmation the page read the new booking (get_booking with the id the system returned)."""

    def probe():
        calls = [c for c in ctx.tool_calls if c.kind == "tool"]
        made = [i for i, c in enumerate(calls) if c.name == "confirm_booking" and c.ok]
        if not made:
            return False, "the system confirmed no booking"
        bid = calls[made[-1]].result["booking"]["id"]
        back = [c for c in calls[made[-1] + 1:] if c.name == "get_booking" and c.ok and c.args.get("booking_id") == bid]
        return bool(back), f"the new booking {bid} was not read back (get_booking) after the confirmation"

    _until(ctx, probe)
