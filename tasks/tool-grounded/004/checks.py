"""Checks that compare the room-booking page with the booking system's live state.

Earlier turns' checks book, cancel, move and queue, so what the page must show is computed from
``ctx.runtime_state`` at the moment of the check, for the room and date the page has chosen: no
verb can say "the section lists exactly the free slots the system has for the chosen room and
date" or "the message names the booking id the system just returned". Time ranges are matched
with an en dash or a hyphen ("14:00–15:00" / "14:00-15:00").
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
RANGE = re.compile(r"(\d{2}:\d{2}) ?[–-] ?(\d{2}:\d{2})")
CANCEL_REASON = "Cancelled from room page"


def _rng(start: str, end: str) -> str:
    return rf"{start} ?[–-] ?{end}"


def _min(hhmm: str) -> int:
    h, m = hhmm.split(":")
    return int(h) * 60 + int(m)


def _hhmm(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def _read(ctx, target):
    try:
        return ctx.text(target)
    except AssertionError:
        return None


def _state(ctx):
    return ctx.runtime_state


def _rooms(ctx):
    return {r["id"]: r for r in _state(ctx)["resources"].values() if r["kind"] == "room"}


def _chosen_label(ctx, label):
    """The label of the option chosen in a dropdown (a native select, or what a custom one shows)."""
    return ctx.value({"field": label})


def _chosen(ctx):
    """(room id, room name, ISO date) the page has chosen."""
    name = _chosen_label(ctx, "Meeting room")
    day = _chosen_label(ctx, "Date")
    room = next((r for r in _rooms(ctx).values() if r["name"] == name), None)
    date = next((iso for iso, lab in DAYS.items() if lab == day), None)
    return room, date


def _overlaps(a, b, c, d):
    return _min(a) < _min(d) and _min(c) < _min(b)


def _busy(ctx, room_id, date):
    st = _state(ctx)
    booked = [(b["start"], b["end"]) for b in st["bookings"]
              if b["resource_id"] == room_id and b["date"] == date and b["status"] == "confirmed"]
    held = [(h["start"], h["end"]) for h in st["holds"]
            if h["resource_id"] == room_id and h["date"] == date and h["status"] == "active"
            and h["expires_at"] > st["clock"]]
    return booked, held


def _grid(room):
    step = room["slot_minutes"]
    return [(_hhmm(t), _hhmm(t + step)) for t in range(_min(room["opens"]), _min(room["closes"]) - step + 1, step)]


def _free(ctx, room, date):
    booked, held = _busy(ctx, room["id"], date)
    busy = booked + held
    return [(s, e) for s, e in _grid(room) if not any(_overlaps(s, e, bs, be) for bs, be in busy)]


def _until(ctx, probe):
    def guarded():
        try:
            return probe()
        except AssertionError as exc:
            return False, str(exc)

    ctx.until(guarded)


# --- Free slots -----------------------------------------------------------------------------
def free_slots_shown(ctx):
    """'Free slots' lists exactly the system's free slots of the chosen room and date, in order,
    under a count line "N free slots"."""

    def probe():
        room, date = _chosen(ctx)
        if room is None or date is None:
            return False, "the page shows no chosen room and date"
        want = _free(ctx, room, date)
        shown = _read(ctx, {"section": "Free slots"})
        if shown is None:
            return False, 'no section headed "Free slots"'
        ranges = RANGE.findall(shown)
        if ranges != want:
            return False, (f"Free slots for {room['name']} on {DAYS[date]} shows {ranges}; the system has {want}: "
                           f"{shown[:300]!r}")
        n = len(want)
        if re.search(rf"(?<!\d){n} free slots", shown) is None and not (n == 0 and "Fully booked" in shown):
            return False, f'Free slots for {room["name"]} on {DAYS[date]} does not say "{n} free slots": {shown[:200]!r}'
        return True, ""

    _until(ctx, probe)


# --- Bookings -------------------------------------------------------------------------------
def _booking_item(ctx, b):
    """The visible text of the Bookings entry for booking ``b``: the entry with its title that shows its
    time range (two bookings may share a title when a check books the same meeting in a later turn);
    the first entry with the title when none shows the range."""
    where = {"section": "Bookings"}
    for dash in ("–", "-", " – ", " - "):
        item = _read(ctx, {"item": b["title"], "within": where, "has_text": f'{b["start"]}{dash}{b["end"]}'})
        if item and b["title"] in item:
            return item
    return _read(ctx, {"item": b["title"], "within": where}) or ""


def bookings_shown(ctx):
    """'Bookings' lists the chosen room's confirmed bookings on the chosen date, each with its time,
    title and who booked it; cancelled ones are not shown."""

    def probe():
        room, date = _chosen(ctx)
        if room is None or date is None:
            return False, "the page shows no chosen room and date"
        rows = [b for b in _state(ctx)["bookings"] if b["resource_id"] == room["id"] and b["date"] == date]
        live = sorted((b for b in rows if b["status"] == "confirmed"), key=lambda b: b["start"])
        gone = {b["title"] for b in rows if b["status"] == "cancelled"} - {b["title"] for b in live}
        shown = _read(ctx, {"section": "Bookings"})
        if shown is None:
            return False, 'no section headed "Bookings"'
        for b in live:
            item = _booking_item(ctx, b)
            if b["title"] not in item:
                return False, f'"Bookings" for {room["name"]} on {DAYS[date]} does not list {b["title"]!r}: {shown[:300]!r}'
            if re.search(_rng(b["start"], b["end"]), item) is None or b["booked_for"] not in item:
                return False, (f'the entry for {b["title"]!r} does not show {b["start"]}–{b["end"]} and '
                               f'{b["booked_for"]}: {item[:200]!r}')
        for title in gone:
            if title in shown:
                return False, f'"Bookings" still lists the cancelled {title!r}'
        return True, ""

    _until(ctx, probe)


# --- Day overview ---------------------------------------------------------------------------
def overview_shown(ctx):
    """Every in-service room's row in 'Day overview' shows the system's booked and free counts for
    the chosen date, written "N booked · M free"."""

    def probe():
        _room, date = _chosen(ctx)
        if date is None:
            return False, "the page shows no chosen date"
        for room in sorted(_rooms(ctx).values(), key=lambda r: r["id"]):
            if not room["active"]:
                continue
            grid = _grid(room)
            booked, held = _busy(ctx, room["id"], date)
            n_booked = sum(1 for s, e in grid if any(_overlaps(s, e, bs, be) for bs, be in booked))
            n_held = sum(1 for s, e in grid if any(_overlaps(s, e, hs, he) for hs, he in held)
                         and not any(_overlaps(s, e, bs, be) for bs, be in booked))
            free = len(grid) - n_booked - n_held
            row = _read(ctx, {"item": room["name"], "within": {"section": "Day overview"}})
            if row is None or re.search(rf"(?<!\d){n_booked} booked\W+{free} free", row) is None:
                return False, (f'the Day overview row of {room["name"]} on {DAYS[date]} does not read '
                               f'"{n_booked} booked · {free} free": {row!r}')
        return True, ""

    _until(ctx, probe)


# --- Waitlist -------------------------------------------------------------------------------
def waitlist_shown(ctx):
    """'Waitlist' lists, in order, who is waiting for the chosen room on the chosen date."""

    def probe():
        room, date = _chosen(ctx)
        if room is None or date is None:
            return False, "the page shows no chosen room and date"
        entries = _state(ctx)["waitlist"]
        want = [w["person"] for w in entries if w["resource_id"] == room["id"] and w["date"] == date]
        others = {w["person"] for w in entries} - set(want)
        shown = _read(ctx, {"section": "Waitlist"})
        if shown is None:
            return False, 'no section headed "Waitlist"'
        at = 0
        for person in want:
            i = shown.find(person, at)
            if i < 0:
                return False, f"the Waitlist does not list {want} in this order: {shown[:300]!r}"
            at = i + len(person)
        extra = [p for p in others if p in shown]
        if extra:
            return False, f"the Waitlist for {room['name']} on {DAYS[date]} lists {extra}, who are not waiting for it"
        return True, ""

    _until(ctx, probe)


# --- dropdowns ------------------------------------------------------------------------------
def _options(ctx, label):
    return ctx.options({"field": label})  # a native select or a custom dropdown, opened to be read


def _room_options(ctx, need):
    def probe():
        rooms = [r for r in _rooms(ctx).values() if r["active"] and r["capacity"] >= need]
        want = {r["name"] for r in rooms}
        options = _options(ctx, "Meeting room")
        names = [o for o in options if o in {r["name"] for r in _rooms(ctx).values()}]
        if set(names) != want or len(names) != len(want):
            return False, f"'Meeting room' offers {options}; the in-service rooms with at least {need} seats are {sorted(want)}"
        if need == 0 and names[0] != "Aspen":
            return False, f"'Meeting room' does not offer Aspen first: {options}"
        return True, ""

    _until(ctx, probe)


def room_options_all(ctx):
    _room_options(ctx, 0)


def room_options_min6(ctx):
    _room_options(ctx, 6)


def room_options_min8(ctx):
    _room_options(ctx, 8)


def date_options(ctx):
    def probe():
        options = _options(ctx, "Date")
        want = list(DAYS.values())
        return options == want, f"'Date' offers {options}; wanted exactly {want}"

    _until(ctx, probe)


# --- messages -------------------------------------------------------------------------------
def _last_booking(ctx):
    done = [c for c in ctx.tool_calls if c.kind == "tool" and c.name == "confirm_booking" and c.ok]
    assert done, "the system confirmed no booking"
    b = done[-1].result["booking"]
    return b, _rooms(ctx)[b["resource_id"]]["name"]


def _expect_booked(ctx, wording) -> None:
    """The page shows ``wording(booking, room name, day, time range)`` for the last booking the
    system confirmed."""

    def probe():
        b, room = _last_booking(ctx)
        said = wording(b, room, DAYS[b["date"]], f"{b['start']}–{b['end']}")
        pattern = re.escape(said).replace(re.escape(f"{b['start']}–{b['end']}"), _rng(b["start"], b["end"]))
        shown = ctx.text()
        return re.search(pattern, shown) is not None, f"the page does not say {said!r}: {shown[:300]!r}"

    _until(ctx, probe)


def booked_message(ctx):
    """The message names the room, the time and the booking id the system returned."""
    _expect_booked(ctx, lambda b, room, _day, span: f"Booked {room} {span} ({b['id']})")


def booked_message_v2(ctx):
    """The message reads "<room> booked for <day>, <start>–<end> (ref <id>)"."""
    _expect_booked(ctx, lambda b, room, day, span: f"{room} booked for {day}, {span} (ref {b['id']})")


# --- tool sequences -------------------------------------------------------------------------
def _calls(ctx):
    return [c for c in ctx.tool_calls if c.kind == "tool"]


def hold_then_confirm(ctx):
    """The last confirmed booking confirmed the hold hold_slot had just returned, with its token."""

    def probe():
        calls = _calls(ctx)
        confirms = [i for i, c in enumerate(calls) if c.name == "confirm_booking" and c.ok]
        if not confirms:
            return False, "the system confirmed no booking"
        i = confirms[-1]
        holds = [c for c in calls[:i] if c.name == "hold_slot" and c.ok]
        if not holds:
            return False, "confirm_booking was not preceded by a successful hold_slot"
        hold = holds[-1].result
        args = calls[i].args
        ok = args.get("hold_id") == hold["hold"]["id"] and args.get("hold_token") == hold["hold_token"]
        return ok, f"confirm_booking used {args.get('hold_id')!r}, not the hold {hold['hold']['id']} just returned"

    _until(ctx, probe)


def cancel_read_first(ctx):
    """The last cancellation was made with the evidence token of a get_booking read of that booking
    and the reason "Cancelled from room page"."""

    def probe():
        calls = _calls(ctx)
        cancels = [i for i, c in enumerate(calls) if c.name == "cancel_booking" and c.ok]
        if not cancels:
            return False, "the system accepted no cancel_booking"
        i = cancels[-1]
        args = calls[i].args
        reads = [c for c in calls[:i] if c.name == "get_booking" and c.ok
                 and c.args.get("booking_id") == args.get("booking_id")]
        if not reads or reads[-1].result["evidence_token"] != args.get("evidence_token"):
            return False, f"{args.get('booking_id')} was not read with get_booking for the token it was cancelled with"
        return args.get("reason") == CANCEL_REASON, f"cancel_booking was sent the reason {args.get('reason')!r}"

    _until(ctx, probe)


def push_back_args(ctx):
    """The last move kept the booking's date and started one hour after its old start, with the
    evidence token of a get_booking read of it."""

    def probe():
        calls = _calls(ctx)
        moves = [i for i, c in enumerate(calls) if c.name == "reschedule_booking" and c.ok]
        if not moves:
            return False, "the system accepted no reschedule_booking"
        i = moves[-1]
        args = calls[i].args
        reads = [c for c in calls[:i] if c.name == "get_booking" and c.ok
                 and c.args.get("booking_id") == args.get("booking_id")]
        if not reads:
            return False, f"{args.get('booking_id')} was not read with get_booking before it was moved"
        before = reads[-1].result["booking"]
        if reads[-1].result["evidence_token"] != args.get("evidence_token"):
            return False, "reschedule_booking was not sent the evidence token get_booking returned"
        want = _hhmm(_min(before["start"]) + 60)
        ok = args.get("new_date") == before["date"] and args.get("new_start") == want
        return ok, (f"{before['id']} at {before['date']} {before['start']} was moved to {args.get('new_date')} "
                    f"{args.get('new_start')}; wanted {before['date']} {want}")

    _until(ctx, probe)


# --- My bookings ----------------------------------------------------------------------------
def my_bookings_shown(ctx):
    """'My bookings' lists the week's confirmed bookings of the person in 'Booked by', each written
    "Wed 4 Mar · Cedar · 10:00–11:00 · Quarterly planning", or says "No bookings this week"."""

    def probe():
        person = ctx.locate({"field": "Booked by"}).input_value().strip()
        rooms = _rooms(ctx)
        mine = [b for b in _state(ctx)["bookings"] if b["booked_for"] == person and b["date"] in DAYS]
        live = [b for b in mine if b["status"] == "confirmed"]
        gone = {b["title"] for b in mine if b["status"] == "cancelled"} - {b["title"] for b in live}
        shown = _read(ctx, {"section": "My bookings"})
        if shown is None:
            return False, 'no section headed "My bookings"'
        if not live:
            return "No bookings this week" in shown, f'"My bookings" of {person} does not say "No bookings this week": {shown[:200]!r}'
        for b in live:
            line = (rf"{DAYS[b['date']]} ?· ?{re.escape(rooms[b['resource_id']]['name'])} ?· ?"
                    rf"{_rng(b['start'], b['end'])} ?· ?{re.escape(b['title'])}")
            if re.search(line, shown) is None:
                return False, (f'"My bookings" of {person} does not show "{DAYS[b["date"]]} · '
                               f'{rooms[b["resource_id"]]["name"]} · {b["start"]}–{b["end"]} · {b["title"]}": {shown[:400]!r}')
        for title in gone:
            if title in shown:
                return False, f'"My bookings" of {person} still lists the cancelled {title!r}'
        return True, ""

    _until(ctx, probe)


def booking_refusal_shown(ctx) -> None:
    """Another desk holds every free slot of Aspen on Mon 2 Mar after the page read them, so any Book
    on the page as it opens is refused by the system: the page must show the system's own message
    for the slot it tried and confirm nothing."""
    ctx.expect({"expect_visible": {"control": "Book", "exact": True, "within": {"section": "Free slots"}}})
    free = ctx.behind_the_app("list_free_slots", {"resource_id": "RM-ASPEN", "date": "2026-03-02"})["slots"]
    if not free:
        raise AssertionError("Aspen has no free slot on Mon 2 Mar to provoke a refusal with")
    for slot in free:
        ctx.behind_the_app("hold_slot", {"resource_id": "RM-ASPEN", "date": "2026-03-02", "start": slot["start"],
                                         "held_for": "Facilities desk"})
    ctx.expect({"fill": {"field": "Meeting title", "value": "Supplier call"}},
               {"fill": {"field": "Booked by", "value": "Lena Park"}},
               {"click": {"control": "Book", "exact": True, "within": {"section": "Free slots"}}},
               {"expect_tool_called": {"name": "hold_slot", "ok": False, "min": 1}},
               {"expect_tool_called": {"name": "confirm_booking", "min": 0, "max": 0}})
    refused = [c for c in ctx.tool_calls if c.kind == "tool" and c.name == "hold_slot" and not c.ok]
    start = refused[-1].args.get("start")
    ctx.expect({"expect_text": f"Aspen is on hold for someone else on 2026-03-02 at {start}"})
