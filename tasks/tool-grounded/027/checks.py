"""Checks for the guesthouse housekeeping board that the vocabulary cannot state on its own.

Every expectation is computed from ``ctx.runtime_state`` (the live front-desk system, or the
requirement's own copy of it), so each check holds on whatever state its turn starts from: the
rooms by housekeeping status, today's arrivals (booked, arriving on the business date), their
states, the rooms offered to them. Checks that write run ``isolated``; there another desk may act
behind the app (between the page's reads and its writes) to prove the page reads the system again
before it acts and shows the system's refusals.
"""

from __future__ import annotations

import re

STATUSES = ["dirty", "clean", "inspected", "out_of_order"]
TITLES = {"dirty": "Dirty", "clean": "Clean", "inspected": "Inspected", "out_of_order": "Out of order"}
WORDS = {"dirty": "dirty", "clean": "clean", "inspected": "inspected", "out_of_order": "out of order"}
SEC = {s: {"section": TITLES[s]} for s in STATUSES}
ARRIVALS = {"section": "Arrivals today"}
LOG = {"section": "Shift log"}


# --- state helpers ----------------------------------------------------------------------------
def _num(text: str) -> int:
    m = re.search(r"(\d+)$", text)
    return int(m.group(1)) if m else 0


def _rooms(ctx) -> dict:
    return ctx.runtime_state["rooms"]


def _reservations(ctx) -> dict:
    return ctx.runtime_state["reservations"]


def _bd(ctx) -> str:
    return ctx.runtime_state["business_date"]


def _type_name(ctx, code: str) -> str:
    return ctx.runtime_state["room_types"][code]["name"]


def _occupant(ctx, room: dict) -> str:
    rid = room.get("occupied_by")
    if not rid:
        return "Vacant"
    return _reservations(ctx)[rid]["guest_name"]


def _prefix(ctx, number: str) -> str:
    room = _rooms(ctx)[number]
    return f"{number} · {_type_name(ctx, room['room_type'])}"


def _head(ctx, number: str) -> str:
    """The line's fixed start: number · type name · guest or Vacant."""
    room = _rooms(ctx)[number]
    return f"{_prefix(ctx, number)} · {_occupant(ctx, room)}"


def _arrivals(ctx) -> list[dict]:
    bd = _bd(ctx)
    rows = [r for r in _reservations(ctx).values() if r["status"] == "booked" and r["arrival"] == bd]
    return sorted(rows, key=lambda r: (_num(r["id"]), r["id"]))


def _arrival_rooms(ctx) -> set[str]:
    return {r["room"] for r in _arrivals(ctx) if r["room"]}


def _held_for(ctx, number: str) -> list[str]:
    rows = [r for r in _reservations(ctx).values() if r["status"] == "booked" and r["room"] == number]
    return [r["id"] for r in sorted(rows, key=lambda r: (r["arrival"], r["id"]))]


def _state(ctx, res: dict) -> str:
    if not res["room"]:
        return "Needs a room"
    room = _rooms(ctx)[res["room"]]
    if room["housekeeping"] == "out_of_order":
        return "Room out of order"
    if room.get("occupied_by"):
        return "Guest still in room"
    if room["housekeeping"] == "dirty":
        return "Needs cleaning"
    if room["housekeeping"] == "clean":
        return "Needs inspection"
    return "Ready"


def _arrival_line(ctx, res: dict) -> str:
    where = f"room {res['room']}" if res["room"] else "no room"
    return f"{res['id']} · {res['guest_name']} · {_type_name(ctx, res['room_type'])} · {where} · {_state(ctx, res)}"


def _in_section(ctx, status: str, arrival_first: bool) -> list[str]:
    firsts = _arrival_rooms(ctx) if arrival_first else set()
    rows = [n for n, r in _rooms(ctx).items() if r["housekeeping"] == status]
    return sorted(rows, key=lambda n: (0 if n in firsts else 1, _num(n), n))


def _shares_night(a: dict, b: dict) -> bool:
    return a["arrival"] < b["departure"] and b["arrival"] < a["departure"]


def _offered(ctx, res: dict) -> list[str]:
    booked = [r for r in _reservations(ctx).values() if r["status"] == "booked"]
    out = []
    for n, room in _rooms(ctx).items():
        if room["room_type"] != res["room_type"] or room["housekeeping"] == "out_of_order":
            continue
        if room.get("occupied_by") or n == res["room"]:
            continue
        if any(o["id"] != res["id"] and o["room"] == n and _shares_night(o, res) for o in booked):
            continue
        out.append(n)
    out.sort(key=lambda n: (_num(n), n))
    return [f"{n} ({WORDS[_rooms(ctx)[n]['housekeeping']]})" for n in out]


def _counts_line(ctx) -> str:
    rooms = _rooms(ctx).values()
    c = {s: sum(1 for r in rooms if r["housekeeping"] == s) for s in STATUSES}
    return (f"{len(_rooms(ctx))} rooms: {c['dirty']} dirty · {c['clean']} clean · {c['inspected']} inspected · "
            f"{c['out_of_order']} out of order")


def _in_service_line(ctx) -> str:
    rooms = _rooms(ctx).values()
    total = len(_rooms(ctx))
    ooo = sum(1 for r in rooms if r["housekeeping"] == "out_of_order")
    return f"In service: {total - ooo} of {total} rooms"


def _pick_room(ctx, prefer: list[str], ok) -> str:
    rooms = _rooms(ctx)
    for n in prefer + sorted(rooms, key=_num):
        if n in rooms and ok(rooms[n]):
            return n
    raise AssertionError("the system holds no room this check can use")


def _pick_res(ctx, prefer: list[str], ok) -> dict:
    res = _reservations(ctx)
    for rid in prefer + sorted(res, key=_num):
        if rid in res and ok(res[rid]):
            return res[rid]
    raise AssertionError("the system holds no reservation this check can use")


# --- behind the app ---------------------------------------------------------------------------
def _behind_status(ctx, number: str, status: str) -> None:
    token = ctx.behind_the_app("get_room", {"room": number})["evidence_token"]
    ctx.behind_the_app("set_housekeeping_status", {"room": number, "status": status, "evidence_token": token})


def _behind_assign(ctx, rid: str, number: str) -> None:
    token = ctx.behind_the_app("get_reservation", {"reservation_id": rid})["evidence_token"]
    ctx.behind_the_app("assign_room", {"reservation_id": rid, "room": number, "evidence_token": token})


def _behind_no_show(ctx, rid: str) -> None:
    token = ctx.behind_the_app("get_reservation", {"reservation_id": rid})["evidence_token"]
    ctx.behind_the_app("mark_no_show", {"reservation_id": rid, "evidence_token": token})


# --- tool-call helpers ------------------------------------------------------------------------
def _mark(ctx) -> int:
    return len(ctx.tool_calls)


def _calls(ctx, name: str, since: int = 0, ok: bool | None = None) -> list:
    return [c for c in ctx.tool_calls[since:] if c.name == name and (ok is None or c.ok == ok)]


def _writes(ctx, since: int) -> list:
    return [c for c in ctx.tool_calls[since:] if c.mode == "write"]


def _assert_change(ctx, start: int, number: str, status: str, rereads: tuple[str, ...] = ("list_rooms",)) -> None:
    """Since ``start``: get_room(number), then one set_housekeeping_status(number, status) with that read's
    token, then the reads ``rereads`` after it."""
    calls = ctx.tool_calls[start:]
    sets = [i for i, c in enumerate(calls) if c.name == "set_housekeeping_status"]
    assert sets, f"no set_housekeeping_status call was made for room {number}"
    assert len(sets) == 1, f"{len(sets)} set_housekeeping_status calls were made, wanted one: " \
                           f"{[calls[i].args for i in sets]}"
    i = sets[0]
    args = calls[i].args
    assert str(args.get("room", "")).strip() == number, f"the change went to room {args.get('room')!r}, not {number}"
    assert args.get("status") == status, f"the change sent status {args.get('status')!r}, not {status!r}"
    reads = [c for c in calls[:i] if c.name == "get_room" and c.ok and str(c.args.get("room", "")).strip() == number]
    assert reads, f"room {number} was not read again (get_room) before its change"
    assert args.get("evidence_token") == reads[-1].result["evidence_token"], \
        f"the change to room {number} did not use the evidence token of the fresh get_room read"
    later = {c.name for c in calls[i + 1:] if c.ok}
    missing = [r for r in rereads if r not in later]
    assert not missing, f"after the change the page did not read {missing} again"


def _assert_assign(ctx, start: int, rid: str, number: str) -> None:
    calls = ctx.tool_calls[start:]
    writes = [i for i, c in enumerate(calls) if c.mode == "write"]
    assert writes, f"no write was made to assign a room to {rid}"
    assert len(writes) == 1, f"{len(writes)} writes were made: {[(calls[i].name, calls[i].args) for i in writes]}"
    i = writes[0]
    call = calls[i]
    assert call.name == "assign_room", f"the page called {call.name}, not assign_room"
    assert str(call.args.get("reservation_id", "")).strip() == rid, \
        f"the room went to {call.args.get('reservation_id')!r}, not {rid}"
    assert str(call.args.get("room", "")).strip() == number, f"the page assigned room {call.args.get('room')!r}, not {number}"
    reads = [c for c in calls[:i] if c.name == "get_reservation" and c.ok
             and str(c.args.get("reservation_id", "")).strip() == rid]
    assert reads, f"{rid} was not read again (get_reservation) right before assign_room"
    assert call.args.get("evidence_token") == reads[-1].result["evidence_token"], \
        f"assign_room did not use the evidence token of the fresh get_reservation read of {rid}"


def _assert_rereads(ctx, start: int, write: str, reads: list[str]) -> None:
    calls = ctx.tool_calls[start:]
    idx = [i for i, c in enumerate(calls) if c.name == write]
    assert idx, f"no {write} call"
    later = {c.name for c in calls[idx[-1] + 1:] if c.ok}
    missing = [r for r in reads if r not in later]
    assert not missing, f"after {write} the page did not read {missing} again"


# --- page helpers -----------------------------------------------------------------------------
def _reload_page(ctx) -> None:
    ctx.expect({"open": {"path": "/"}})


def _room_item(ctx, number: str, status: str | None = None) -> dict:
    status = status or _rooms(ctx)[number]["housekeeping"]
    return {"item": _prefix(ctx, number), "within": SEC[status]}


def _arrival_item(rid: str) -> dict:
    return {"item": rid, "within": ARRIVALS}


def _settle_board(ctx) -> None:
    """Wait for the board to show the live rooms: each room's head within its section."""
    steps = []
    for n, room in _rooms(ctx).items():
        steps.append({"expect_text": {"text": _head(ctx, n), "within": SEC[room["housekeeping"]]}})
    ctx.expect(*steps)


def _expect_placement(ctx) -> None:
    """Every room in its status's section and in no other; "No rooms" in an empty section."""
    _settle_board(ctx)
    steps = []
    for n, room in _rooms(ctx).items():
        for s in STATUSES:
            if s != room["housekeeping"]:
                steps.append({"expect_text": {"regex": rf"(?<!\d){re.escape(_prefix(ctx, n))}", "within": SEC[s],
                                              "absent": True}})
    for s in STATUSES:
        if not _in_section(ctx, s, False):
            steps.append({"expect_text": {"text": "No rooms", "within": SEC[s]}})
    ctx.expect(*steps)


def _expect_order(ctx, arrival_first: bool) -> None:
    _settle_board(ctx)
    for s in STATUSES:
        rows = _in_section(ctx, s, arrival_first)
        if len(rows) > 1:
            ctx.expect({"expect_order": {"texts": [_prefix(ctx, n) for n in rows], "within": SEC[s]}})


def _click_room(ctx, number: str, control: str, status: str | None = None) -> int:
    start = _mark(ctx)
    ctx.expect({"click": {"control": control, "exact": True, "within": _room_item(ctx, number, status)}})
    return start


def _expect_message(ctx, text: str) -> None:
    ctx.expect({"expect_text": {"text": text}})


def _expect_room_in(ctx, number: str) -> None:
    """After a change: the room's head in its (new) section and its prefix in no other section."""
    status = _rooms(ctx)[number]["housekeeping"]
    steps = [{"expect_text": {"text": _head(ctx, number), "within": SEC[status]}}]
    for s in STATUSES:
        if s != status:
            steps.append({"expect_text": {"regex": rf"(?<!\d){re.escape(_prefix(ctx, number))}", "within": SEC[s],
                                          "absent": True}})
    ctx.expect(*steps)


def _expect_arrivals(ctx) -> None:
    rows = _arrivals(ctx)
    steps = [{"expect_text": {"text": _arrival_line(ctx, r), "within": ARRIVALS}} for r in rows]
    ctx.expect(*steps)


def _ready_line(ctx) -> str:
    rows = _arrivals(ctx)
    ready = sum(1 for r in rows if _state(ctx, r) == "Ready")
    return f"{ready} of {len(rows)} ready"


def _expect_ready(ctx) -> None:
    ctx.expect({"expect_text": {"regex": rf"(?<!\d){re.escape(_ready_line(ctx))}", "within": ARRIVALS}})


def _expect_tags(ctx) -> None:
    firsts = _arrival_rooms(ctx)
    for n, _room in sorted(_rooms(ctx).items(), key=lambda kv: _num(kv[0])):
        item = _room_item(ctx, n)
        ctx.expect({"expect_text": {"text": "Arrival today", "within": item, "absent": n not in firsts}})


def _dom_index(ctx, target: dict) -> int:
    return ctx.locate(target).first.evaluate(
        "e => Array.prototype.indexOf.call(document.querySelectorAll('*'), e)")


# ==============================================================================================
# turn 1
# ==============================================================================================
def business_date(ctx):
    """"Business date: <the system's business date>" under the heading."""
    ctx.expect({"expect_text": {"text": f"Business date: {_bd(ctx)}"}})
    head = _dom_index(ctx, {"heading": "Housekeeping board"})
    line = _dom_index(ctx, {"text": f"Business date: {_bd(ctx)}"})
    assert head < line, "the business date is not under the heading"


def rooms_live(ctx):
    """The board is read from list_rooms as the page opens; the cached availability export is never used."""
    _settle_board(ctx)
    assert _calls(ctx, "list_rooms", ok=True), "the page did not read the live rooms (list_rooms) as it opened"
    assert not _calls(ctx, "get_availability_summary_cached"), "the page used the cached availability export"


def sections_order(ctx):
    """The four sections Dirty, Clean, Inspected, Out of order come in that order."""
    _settle_board(ctx)
    idx = [_dom_index(ctx, SEC[s]) for s in STATUSES]
    assert idx == sorted(idx), f"the sections are not in the order Dirty, Clean, Inspected, Out of order ({idx})"


def rooms_sorted(ctx):
    """Every room sits in its housekeeping status's section and no other; an empty section says "No rooms"."""
    _expect_placement(ctx)


def room_order(ctx):
    """Within each section the rooms run by room number."""
    _expect_order(ctx, arrival_first=False)


def room_lines(ctx):
    """Each line: number · type name · guest or "Vacant", then the note when there is one."""
    _settle_board(ctx)
    for n, room in _rooms(ctx).items():
        if room.get("note"):
            ctx.expect({"expect_text": {"text": f" · {room['note']}", "within": _room_item(ctx, n)}})


def counts(ctx):
    """The counts line reads the live counts."""
    _settle_board(ctx)
    ctx.expect({"expect_text": {"regex": rf"(?<!\d){re.escape(_counts_line(ctx))}"}})


def no_rooms(ctx):
    """Another desk inspects every clean room; after a reload "Clean" shows "No rooms" and the counts 0 clean."""
    for n in _in_section(ctx, "clean", False):
        _behind_status(ctx, n, "inspected")
    _reload_page(ctx)
    _settle_board(ctx)
    ctx.expect({"expect_text": {"text": "No rooms", "within": SEC["clean"]}},
               {"expect_text": {"regex": rf"(?<!\d){re.escape(_counts_line(ctx))}"}})


def _dirty_room(ctx) -> str:
    return _pick_room(ctx, ["102", "302"], lambda r: r["housekeeping"] == "dirty")


def _clean_room(ctx) -> str:
    return _pick_room(ctx, ["204", "103"], lambda r: r["housekeeping"] == "clean")


def mark_clean(ctx):
    """Mark clean: get_room, set_housekeeping_status clean with that token, the rooms read again, the message."""
    _settle_board(ctx)
    n = _dirty_room(ctx)
    start = _click_room(ctx, n, "Mark clean")
    _assert_change(ctx, start, n, "clean")
    assert _rooms(ctx)[n]["housekeeping"] == "clean", f"room {n} is not clean in the system"
    _expect_room_in(ctx, n)


def board_after_change(ctx):
    """After Mark clean the room shows in "Clean" with "Mark inspected", and the counts follow."""
    _settle_board(ctx)
    n = _dirty_room(ctx)
    _click_room(ctx, n, "Mark clean")
    _expect_room_in(ctx, n)
    ctx.expect({"expect_visible": {"target": {"control": "Mark inspected", "exact": True,
                                              "within": _room_item(ctx, n)}}},
               {"expect_text": {"regex": rf"(?<!\d){re.escape(_counts_line(ctx))}"}})


def mark_inspected(ctx):
    """Mark inspected on a clean room sends inspected and shows "Room N is now inspected" in "Inspected"."""
    _settle_board(ctx)
    n = _clean_room(ctx)
    start = _click_room(ctx, n, "Mark inspected")
    _assert_change(ctx, start, n, "inspected")
    assert _rooms(ctx)[n]["housekeeping"] == "inspected", f"room {n} is not inspected in the system"
    _expect_room_in(ctx, n)


def fresh_token(ctx):
    """Another desk touches a clean room after the page opened (its token changes); Mark inspected still works."""
    _settle_board(ctx)
    n = _clean_room(ctx)
    _behind_status(ctx, n, "dirty")
    _behind_status(ctx, n, "clean")
    start = _click_room(ctx, n, "Mark inspected")
    _assert_change(ctx, start, n, "inspected")
    assert _rooms(ctx)[n]["housekeeping"] == "inspected", f"room {n} is not inspected in the system"


def no_judging(ctx):
    """Another desk cleans a dirty room behind the page; Mark clean still reads it and sends clean, and the
    system refuses."""
    _settle_board(ctx)
    n = _dirty_room(ctx)
    shown = _rooms(ctx)[n]["housekeeping"]
    _behind_status(ctx, n, "clean")
    start = _click_room(ctx, n, "Mark clean", status=shown)
    sets = _calls(ctx, "set_housekeeping_status", start)
    assert sets, f"the page judged the step itself and sent nothing for room {n}"
    assert sets[-1].args.get("status") == "clean" and str(sets[-1].args.get("room")) == n, \
        f"the page sent {sets[-1].args}, not status clean for room {n}"
    assert _calls(ctx, "get_room", start, ok=True), f"room {n} was not read again before the change"


def accepted_message(ctx):
    """An accepted change shows "Room 102 is now clean", then "Room 102 is now inspected"."""
    _settle_board(ctx)
    n = _dirty_room(ctx)
    _click_room(ctx, n, "Mark clean")
    _expect_message(ctx, f"Room {n} is now clean")
    _expect_room_in(ctx, n)
    _click_room(ctx, n, "Mark inspected")
    _expect_message(ctx, f"Room {n} is now inspected")


def refused_shown(ctx):
    """Another desk cleans a dirty room behind the page; Mark clean still sends clean and shows the refusal."""
    _settle_board(ctx)
    n = _dirty_room(ctx)
    shown = _rooms(ctx)[n]["housekeeping"]
    _behind_status(ctx, n, "clean")
    start = _click_room(ctx, n, "Mark clean", status=shown)
    ctx.expect({"expect_text": {"text": f"Refused: room {n} cannot go from clean to clean"}})
    sets = _calls(ctx, "set_housekeeping_status", start)
    assert sets and sets[-1].args.get("status") == "clean" and not sets[-1].ok, \
        "the page did not send the change and let the system refuse it"


def refused_rereads(ctx):
    """After the refusal the rooms are read again: the room now shows in "Clean"."""
    _settle_board(ctx)
    n = _dirty_room(ctx)
    shown = _rooms(ctx)[n]["housekeeping"]
    _behind_status(ctx, n, "clean")
    start = _click_room(ctx, n, "Mark clean", status=shown)
    ctx.expect({"expect_text": {"text": "Refused: "}})
    _expect_room_in(ctx, n)
    _assert_rereads(ctx, start, "set_housekeeping_status", ["list_rooms"])


def reload_rooms(ctx):
    """Another desk inspects a clean room; Reload reads the rooms again and the board follows."""
    _settle_board(ctx)
    n = _clean_room(ctx)
    _behind_status(ctx, n, "inspected")
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Reload", "exact": True}})
    _expect_room_in(ctx, n)
    assert _calls(ctx, "list_rooms", start, ok=True), "Reload did not read the rooms again"


# ==============================================================================================
# turn 2
# ==============================================================================================
def arrival_lines(ctx):
    """Arrivals today: every booked reservation arriving on the business date, as
    "RS-7010 · Anneliese Varga · Double · room 101 · Ready"."""
    _settle_board(ctx)
    _expect_arrivals(ctx)
    assert _calls(ctx, "list_reservations", ok=True), "the page did not read the reservations as it opened"


def arrivals_only_today(ctx):
    """Reservations not booked or not arriving on the business date stay out of "Arrivals today"."""
    _settle_board(ctx)
    _expect_arrivals(ctx)
    today = {r["id"] for r in _arrivals(ctx)}
    others = [rid for rid in sorted(_reservations(ctx), key=_num) if rid not in today]
    ctx.expect(*[{"expect_text": {"regex": rf"{re.escape(rid)}(?!\d)", "within": ARRIVALS, "absent": True}}
                 for rid in others])


def arrivals_order(ctx):
    """Today's arrivals run by reservation id."""
    _settle_board(ctx)
    _expect_arrivals(ctx)
    ids = [r["id"] for r in _arrivals(ctx)]
    if len(ids) > 1:
        ctx.expect({"expect_order": {"texts": ids, "within": ARRIVALS}})


def arrival_states(ctx):
    """Each arrival's state is the first rule that applies; after another desk cleans a dirty room held for
    an arrival, that arrival reads "Needs inspection" on a reload."""
    _settle_board(ctx)
    _expect_arrivals(ctx)
    res = [r for r in _arrivals(ctx) if _state(ctx, r) == "Needs cleaning"]
    if res:
        _behind_status(ctx, res[0]["room"], "clean")
        _reload_page(ctx)
        _settle_board(ctx)
        _expect_arrivals(ctx)


def ready_count(ctx):
    """Above the lines: "<ready> of <all> ready"."""
    _settle_board(ctx)
    _expect_arrivals(ctx)
    _expect_ready(ctx)
    rows = _arrivals(ctx)
    if rows:
        ctx.expect({"expect_order": {"texts": [_ready_line(ctx), rows[0]["id"]], "within": ARRIVALS}})


def states_follow(ctx):
    """Mark clean on an arrival's dirty room turns it to "Needs inspection", Mark inspected to "Ready", and
    the ready count follows."""
    _settle_board(ctx)
    res = _pick_res(ctx, ["RS-7014"], lambda r: r["status"] == "booked" and r["arrival"] == _bd(ctx)
                    and r["room"] and _rooms(ctx)[r["room"]]["housekeeping"] == "dirty"
                    and not _rooms(ctx)[r["room"]].get("occupied_by"))
    n = res["room"]
    start = _click_room(ctx, n, "Mark clean")
    _expect_message(ctx, f"Room {n} is now clean")
    _expect_arrivals(ctx)
    _expect_ready(ctx)
    _assert_rereads(ctx, start, "set_housekeeping_status", ["list_reservations"])
    _click_room(ctx, n, "Mark inspected")
    _expect_message(ctx, f"Room {n} is now inspected")
    _expect_arrivals(ctx)
    _expect_ready(ctx)


def arrival_tag(ctx):
    """Rooms assigned to today's arrivals carry "Arrival today"; other rooms (a room held for tomorrow) do not."""
    _settle_board(ctx)
    _expect_arrivals(ctx)
    _expect_tags(ctx)


def arrival_rooms_first(ctx):
    """Within each section the rooms of today's arrivals come first, each group by room number."""
    _expect_order(ctx, arrival_first=True)


def reload_reservations(ctx):
    """Another desk assigns a room to an arrival; Reload reads the reservations again: the line, the state and
    the room's tag follow."""
    _settle_board(ctx)
    res = _pick_res(ctx, ["RS-7013"], lambda r: r["status"] == "booked" and r["arrival"] == _bd(ctx)
                    and not r["room"] and _offered(ctx, r))
    n = _offered(ctx, res)[0].split(" ")[0]
    _behind_assign(ctx, res["id"], n)
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Reload", "exact": True}})
    _expect_arrivals(ctx)
    ctx.expect({"expect_text": {"text": "Arrival today", "within": _room_item(ctx, n)}})
    assert _calls(ctx, "list_reservations", start, ok=True), "Reload did not read the reservations again"


# ==============================================================================================
# turn 3
# ==============================================================================================
def ooo_buttons(ctx):
    """Every room in Dirty, Clean and Inspected has "Take out of order"; every out-of-order room has
    "Return to service" (and no "Take out of order")."""
    _settle_board(ctx)
    for n, room in sorted(_rooms(ctx).items(), key=lambda kv: _num(kv[0])):
        item = _room_item(ctx, n)
        if room["housekeeping"] == "out_of_order":
            ctx.expect({"expect_count": {"target": {"control": "Take out of order", "exact": True, "within": item},
                                         "count": 0}})
        else:
            ctx.expect({"expect_visible": {"target": {"control": "Take out of order", "exact": True, "within": item}}})


def return_buttons(ctx):
    """Every out-of-order room has "Return to service"; the other rooms do not."""
    _settle_board(ctx)
    for n, room in sorted(_rooms(ctx).items(), key=lambda kv: _num(kv[0])):
        item = _room_item(ctx, n)
        if room["housekeeping"] == "out_of_order":
            ctx.expect({"expect_visible": {"target": {"control": "Return to service", "exact": True, "within": item}}})
        else:
            ctx.expect({"expect_count": {"target": {"control": "Return to service", "exact": True, "within": item},
                                         "count": 0}})


def _free_room(ctx) -> str:
    """A vacant room, not out of order, held for nobody (204 in the fixture)."""
    return _pick_room(ctx, ["204", "103"], lambda r: r["housekeeping"] != "out_of_order" and not r.get("occupied_by")
                      and not _held_for(ctx, r["number"]))


def take_ooo(ctx):
    """Take out of order on a vacant room: get_room, out_of_order with its token, everything read again,
    "Room N is now out of order", the room in "Out of order" with no "Held for"."""
    _settle_board(ctx)
    n = _free_room(ctx)
    start = _click_room(ctx, n, "Take out of order")
    _expect_message(ctx, f"Room {n} is now out of order")
    _assert_change(ctx, start, n, "out_of_order", ("list_rooms", "list_reservations"))
    _expect_room_in(ctx, n)
    ctx.expect({"expect_text": {"text": "Held for", "within": _room_item(ctx, n), "absent": True}},
               {"expect_text": {"regex": rf"(?<!\d){re.escape(_in_service_line(ctx))}"}})


def take_ooo_arrival(ctx):
    """Taking an arriving guest's ready room out of order turns the arrival to "Room out of order", lowers the
    ready count and names the arrival on the room's line."""
    _settle_board(ctx)
    res = _pick_res(ctx, ["RS-7010", "RS-7015"], lambda r: r["status"] == "booked" and r["arrival"] == _bd(ctx)
                    and r["room"] and _state(ctx, r) == "Ready")
    n = res["room"]
    _click_room(ctx, n, "Take out of order")
    _expect_message(ctx, f"Room {n} is now out of order")
    _expect_arrivals(ctx)
    _expect_ready(ctx)
    ctx.expect({"expect_text": {"text": f"Held for {', '.join(_held_for(ctx, n))}", "within": _room_item(ctx, n)}})


def guest_guard(ctx):
    """Take out of order on occupied rooms sends nothing and shows "Room 104 has a guest in it (Tomasz Nowak)"."""
    _settle_board(ctx)
    occupied = [n for n, r in sorted(_rooms(ctx).items(), key=lambda kv: _num(kv[0]))
                if r.get("occupied_by") and r["housekeeping"] != "out_of_order"]
    assert occupied, "no room has a guest in it"
    picks = []
    for s in ("inspected", "dirty", "clean"):
        hit = [n for n in occupied if _rooms(ctx)[n]["housekeeping"] == s]
        if hit:
            picks.append(hit[0])
    for n in picks[:2]:
        start = _click_room(ctx, n, "Take out of order")
        _expect_message(ctx, f"Room {n} has a guest in it ({_occupant(ctx, _rooms(ctx)[n])})")
        writes = _writes(ctx, start)
        assert not writes, f"the page wrote for occupied room {n}: {[(c.name, c.args) for c in writes]}"
        _expect_room_in(ctx, n)


def return_to_service(ctx):
    """Return to service: get_room, dirty with its token, everything read again, "Room N is now dirty", the room
    in "Dirty", the in-service line and its arrival's state follow."""
    _settle_board(ctx)
    n = _pick_room(ctx, ["202"], lambda r: r["housekeeping"] == "out_of_order")
    start = _click_room(ctx, n, "Return to service")
    _expect_message(ctx, f"Room {n} is now dirty")
    _assert_change(ctx, start, n, "dirty", ("list_rooms", "list_reservations"))
    _expect_room_in(ctx, n)
    ctx.expect({"expect_text": {"regex": rf"(?<!\d){re.escape(_in_service_line(ctx))}"}})
    _expect_arrivals(ctx)


def held_for_line(ctx):
    """Every out-of-order room names all booked reservations assigned to it ("Held for A, B", by arrival), or
    nothing."""
    _settle_board(ctx)
    for n, room in _rooms(ctx).items():
        if room["housekeeping"] != "out_of_order":
            continue
        held = _held_for(ctx, n)
        item = _room_item(ctx, n)
        if held:
            ctx.expect({"expect_text": {"regex": rf"Held for {re.escape(', '.join(held))}(?!\d)", "within": item}})
        else:
            ctx.expect({"expect_text": {"text": "Held for", "within": item, "absent": True}})


def held_for_all(ctx):
    """Another desk gives today's arrival a room also held for a later guest; taking that room out of order
    shows "Held for <today's>, <later>" (not only today's)."""
    _settle_board(ctx)
    # a vacant in-service room held for a later (not today's) booked guest, and a today's arrival of its type
    n = _pick_room(ctx, ["201"], lambda r: r["housekeeping"] != "out_of_order" and not r.get("occupied_by")
                   and _held_for(ctx, r["number"])
                   and all(_reservations(ctx)[h]["arrival"] > _bd(ctx) for h in _held_for(ctx, r["number"])))
    room = _rooms(ctx)[n]
    arrivals = [r for r in _arrivals(ctx) if r["room_type"] == room["room_type"] and r["room"] != n
                and f"{n} ({WORDS[room['housekeeping']]})" in _offered(ctx, r)]
    if arrivals:
        _behind_assign(ctx, arrivals[0]["id"], n)
        _reload_page(ctx)
        _settle_board(ctx)
    _click_room(ctx, n, "Take out of order")
    _expect_message(ctx, f"Room {n} is now out of order")
    held = _held_for(ctx, n)
    ctx.expect({"expect_text": {"regex": rf"Held for {re.escape(', '.join(held))}(?!\d)", "within": _room_item(ctx, n)}})


def in_service(ctx):
    """"In service: <not out of order> of <all> rooms"."""
    _settle_board(ctx)
    ctx.expect({"expect_text": {"regex": rf"(?<!\d){re.escape(_in_service_line(ctx))}"}})


def ooo_refused(ctx):
    """Another desk takes a room out of order behind the page; Take out of order sends the change and shows the
    system's refusal, and the board follows."""
    _settle_board(ctx)
    n = _free_room(ctx)
    shown = _rooms(ctx)[n]["housekeeping"]
    _behind_status(ctx, n, "out_of_order")
    start = _click_room(ctx, n, "Take out of order", status=shown)
    ctx.expect({"expect_text": {"text": f"Refused: room {n} cannot go from out_of_order to out_of_order"}})
    sets = _calls(ctx, "set_housekeeping_status", start)
    assert sets and not sets[-1].ok, "the page did not send the change and let the system refuse it"
    _expect_room_in(ctx, n)


# ==============================================================================================
# turn 4
# ==============================================================================================
def _field(rid: str) -> dict:
    return {"field": f"Room for {rid}", "within": _arrival_item(rid)}


def assign_controls(ctx):
    """Every arrival not Ready has "Room for <id>" and "Assign" (or "No suitable room"); Ready ones have neither."""
    _settle_board(ctx)
    _expect_arrivals(ctx)
    for r in _arrivals(ctx):
        item = _arrival_item(r["id"])
        if _state(ctx, r) == "Ready":
            ctx.expect({"expect_count": {"target": {"control": "Assign", "exact": True, "within": item}, "count": 0}},
                       {"expect_count": {"target": {"field": f"Room for {r['id']}", "within": ARRIVALS},
                                         "count": 0}})
        elif _offered(ctx, r):
            ctx.expect({"expect_visible": {"target": _field(r["id"])}},
                       {"expect_visible": {"target": {"control": "Assign", "exact": True, "within": item}}})


def _expect_offers(ctx) -> None:
    for r in _arrivals(ctx):
        if _state(ctx, r) == "Ready":
            continue
        offered = _offered(ctx, r)
        if offered:
            ctx.expect({"expect_options": {"target": _field(r["id"]), "exactly": offered, "whole": True}})
        else:
            ctx.expect({"expect_text": {"text": "No suitable room", "within": _arrival_item(r["id"])}})


def assign_options(ctx):
    """Each dropdown offers exactly the suitable rooms by number, like "103 (clean)" (a room held for a stay that
    begins on this one's departure day included)."""
    _settle_board(ctx)
    _expect_arrivals(ctx)
    _expect_offers(ctx)


def options_multi(ctx):
    """Another desk records a no-show (freeing a ready room) and sends a clean room back to dirty: the dropdowns
    offer both rooms by number with their statuses and start on the first."""
    rel = _pick_res(ctx, ["RS-7010"], lambda r: r["status"] == "booked" and r["arrival"] == _bd(ctx) and r["room"])
    _behind_no_show(ctx, rel["id"])
    n = _pick_room(ctx, ["204"], lambda r: r["housekeeping"] == "clean" and not r.get("occupied_by"))
    _behind_status(ctx, n, "dirty")
    _reload_page(ctx)
    _settle_board(ctx)
    _expect_arrivals(ctx)
    _expect_offers(ctx)
    multi = [r for r in _arrivals(ctx) if _state(ctx, r) != "Ready" and len(_offered(ctx, r)) > 1]
    assert multi, "the scenario left no arrival with two suitable rooms"
    for r in multi:
        ctx.expect({"expect_value": {"target": _field(r["id"]), "value": _offered(ctx, r)[0]}})


def no_suitable(ctx):
    """Another desk gives an overdue guest (whose stay shares tonight) the only free single room: today's
    arrival of that type shows "No suitable room" and no dropdown."""
    res = _pick_res(ctx, ["RS-7013"], lambda r: r["status"] == "booked" and r["arrival"] == _bd(ctx)
                    and len(_offered(ctx, r)) == 1)
    n = _offered(ctx, res)[0].split(" ")[0]
    other = _pick_res(ctx, ["RS-7016"], lambda r: r["status"] == "booked" and r["id"] != res["id"]
                      and r["room_type"] == res["room_type"] and not r["room"] and _shares_night(r, res))
    _behind_assign(ctx, other["id"], n)
    _reload_page(ctx)
    _settle_board(ctx)
    _expect_arrivals(ctx)
    ctx.expect({"expect_text": {"text": "No suitable room", "within": _arrival_item(res["id"])}},
               {"expect_count": {"target": {"field": f"Room for {res['id']}", "within": ARRIVALS}, "count": 0}})


def _needs_room(ctx) -> dict:
    return _pick_res(ctx, ["RS-7013"], lambda r: r["status"] == "booked" and r["arrival"] == _bd(ctx)
                     and _state(ctx, r) != "Ready" and _offered(ctx, r))


def assign_as_opened(ctx):
    """Assign with the dropdown untouched: get_reservation, assign_room with the first room offered and that
    token, rooms and reservations read again, "RS-7013 now has room 103"."""
    _settle_board(ctx)
    _expect_arrivals(ctx)
    res = _needs_room(ctx)
    n = _offered(ctx, res)[0].split(" ")[0]
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Assign", "exact": True, "within": _arrival_item(res["id"])}})
    _expect_message(ctx, f"{res['id']} now has room {n}")
    _assert_assign(ctx, start, res["id"], n)
    _assert_rereads(ctx, start, "assign_room", ["list_rooms", "list_reservations"])


def assign_rereads(ctx):
    """After an assignment the arrival's line, its state, the ready count and the room's "Arrival today" follow."""
    _settle_board(ctx)
    _expect_arrivals(ctx)
    res = _needs_room(ctx)
    n = _offered(ctx, res)[0].split(" ")[0]
    ctx.expect({"click": {"control": "Assign", "exact": True, "within": _arrival_item(res["id"])}})
    _expect_message(ctx, f"{res['id']} now has room {n}")
    _expect_arrivals(ctx)
    _expect_ready(ctx)
    _expect_tags(ctx)


def assign_chosen(ctx):
    """With two rooms offered, choosing the second assigns that one (with a token read right before, after
    another desk touched the reservation), and the old room loses its "Arrival today"."""
    rel = _pick_res(ctx, ["RS-7010"], lambda r: r["status"] == "booked" and r["arrival"] == _bd(ctx) and r["room"])
    _behind_no_show(ctx, rel["id"])
    _reload_page(ctx)
    _settle_board(ctx)
    _expect_arrivals(ctx)
    res = _pick_res(ctx, ["RS-7014", "RS-7012"], lambda r: r["status"] == "booked" and r["arrival"] == _bd(ctx)
                    and _state(ctx, r) != "Ready" and len(_offered(ctx, r)) > 1)
    old = res["room"]
    choice = _offered(ctx, res)[1]
    n = choice.split(" ")[0]
    # another desk re-assigns the guest's current room: same room, new version and token
    if old:
        _behind_assign(ctx, res["id"], old)
    start = _mark(ctx)
    ctx.expect({"select": {"target": _field(res["id"]), "option": choice}},
               {"click": {"control": "Assign", "exact": True, "within": _arrival_item(res["id"])}})
    _expect_message(ctx, f"{res['id']} now has room {n}")
    _assert_assign(ctx, start, res["id"], n)
    _expect_arrivals(ctx)
    if old:
        ctx.expect({"expect_text": {"text": "Arrival today", "within": _room_item(ctx, old), "absent": True}})
    ctx.expect({"expect_text": {"text": "Arrival today", "within": _room_item(ctx, n)}})


def assign_refused(ctx):
    """Another desk gives the offered room to a different guest behind the page; Assign shows the system's
    refusal."""
    _settle_board(ctx)
    _expect_arrivals(ctx)
    res = _pick_res(ctx, ["RS-7012"], lambda r: r["status"] == "booked" and r["arrival"] == _bd(ctx)
                    and _state(ctx, r) != "Ready" and _offered(ctx, r))
    n = _offered(ctx, res)[0].split(" ")[0]
    other = _pick_res(ctx, ["RS-7014"], lambda r: r["status"] == "booked" and r["id"] != res["id"]
                      and r["room_type"] == res["room_type"] and _shares_night(r, res)
                      and f"{n} ({WORDS[_rooms(ctx)[n]['housekeeping']]})" in _offered(ctx, r))
    _behind_assign(ctx, other["id"], n)
    o = _reservations(ctx)[other["id"]]
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Assign", "exact": True, "within": _arrival_item(res["id"])}})
    ctx.expect({"expect_text": {"text": f"Refused: room {n} is held by {o['id']} ({o['arrival']} to {o['departure']})"}})
    assert _calls(ctx, "assign_room", start, ok=False), "the page did not send the assignment"


# ==============================================================================================
# turn 5
# ==============================================================================================
def _inspect_all(ctx) -> int:
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Inspect all clean", "exact": True}})
    return start


def _inspected_message(done: int, skipped: int) -> str:
    return f"Inspected {done} {'room' if done == 1 else 'rooms'}, skipped {skipped}"


def inspect_button(ctx):
    """"Inspect all clean" sits above the sections."""
    _settle_board(ctx)
    btn = _dom_index(ctx, {"control": "Inspect all clean", "exact": True})
    first = min(_dom_index(ctx, SEC[s]) for s in STATUSES)
    assert btn < first, "the button Inspect all clean is not above the sections"


def inspect_all(ctx):
    """Inspect all clean: for each clean room get_room then inspected with its token, then everything read
    again; "Inspected 2 rooms, skipped 0"; "Clean" shows "No rooms"."""
    _settle_board(ctx)
    targets = _in_section(ctx, "clean", True)
    assert targets, "no clean room to inspect"
    start = _inspect_all(ctx)
    calls = ctx.tool_calls[start:]
    sets = [c for c in calls if c.name == "set_housekeeping_status"]
    assert [str(c.args.get("room")) for c in sets] == targets, \
        f"the inspections went to {[c.args.get('room') for c in sets]}, wanted {targets}"
    for c in sets:
        assert c.args.get("status") == "inspected", f"room {c.args.get('room')} was sent {c.args.get('status')!r}"
        i = calls.index(c)
        reads = [r for r in calls[:i] if r.name == "get_room" and r.ok and str(r.args.get("room")) == c.args.get("room")]
        assert reads and reads[-1].result["evidence_token"] == c.args.get("evidence_token"), \
            f"room {c.args.get('room')} was not read again for its own token right before its inspection"


def inspect_summary(ctx):
    """After inspecting every clean room: "Inspected 2 rooms, skipped 0", everything read again, "Clean" shows
    "No rooms"."""
    _settle_board(ctx)
    targets = _in_section(ctx, "clean", True)
    assert targets, "no clean room to inspect"
    start = _inspect_all(ctx)
    ctx.expect({"expect_text": {"text": _inspected_message(len(targets), 0)}},
               {"expect_text": {"text": "No rooms", "within": SEC["clean"]}})
    _assert_rereads(ctx, start, "set_housekeeping_status", ["list_rooms", "list_reservations"])
    for n in targets:
        _expect_room_in(ctx, n)


def inspect_order(ctx):
    """With an arrival's room listed first in "Clean", the inspections follow the order shown."""
    res = _pick_res(ctx, ["RS-7014", "RS-7012"], lambda r: r["status"] == "booked" and r["arrival"] == _bd(ctx)
                    and any(_rooms(ctx)[o.split(" ")[0]]["housekeeping"] == "clean" for o in _offered(ctx, r)))
    n = [o.split(" ")[0] for o in _offered(ctx, res) if _rooms(ctx)[o.split(" ")[0]]["housekeeping"] == "clean"][-1]
    _behind_assign(ctx, res["id"], n)
    _reload_page(ctx)
    _settle_board(ctx)
    _expect_order(ctx, arrival_first=True)
    targets = _in_section(ctx, "clean", True)
    start = _inspect_all(ctx)
    sets = [str(c.args.get("room")) for c in _calls(ctx, "set_housekeeping_status", start)]
    assert sets == targets, f"the inspections went in the order {sets}, wanted the order shown {targets}"


def inspect_skip(ctx):
    """Another desk sends a clean room back to dirty behind the page: it is read, not sent, and counted as
    skipped: "Inspected 1 room, skipped 1"."""
    _settle_board(ctx)
    targets = _in_section(ctx, "clean", True)
    assert len(targets) >= 2, "fewer than two clean rooms"
    gone = targets[-1]
    _behind_status(ctx, gone, "dirty")
    start = _inspect_all(ctx)
    sent = [str(c.args.get("room")) for c in _calls(ctx, "set_housekeeping_status", start)]
    assert gone not in sent, f"room {gone} (no longer clean) was sent a change"
    assert [c for c in _calls(ctx, "get_room", start) if str(c.args.get("room")) == gone], \
        f"room {gone} was not read again before it was skipped"
    assert [n for n in targets if n != gone] == [n for n in sent], \
        f"the still-clean rooms {[n for n in targets if n != gone]} were not all sent (sent {sent})"


def skip_summary(ctx):
    """With one room skipped: "Inspected 1 room, skipped 1", and the skipped room shows where the system has it."""
    _settle_board(ctx)
    targets = _in_section(ctx, "clean", True)
    assert len(targets) >= 2, "fewer than two clean rooms"
    gone = targets[-1]
    _behind_status(ctx, gone, "dirty")
    _inspect_all(ctx)
    ctx.expect({"expect_text": {"text": _inspected_message(len(targets) - 1, 1)}})
    _expect_room_in(ctx, gone)


def inspect_none(ctx):
    """With "Clean" empty the button sends nothing and shows "No clean rooms to inspect"."""
    for n in _in_section(ctx, "clean", False):
        _behind_status(ctx, n, "inspected")
    _reload_page(ctx)
    _settle_board(ctx)
    start = _inspect_all(ctx)
    _expect_message(ctx, "No clean rooms to inspect")
    assert not _writes(ctx, start), "the page wrote with no clean room listed"


def log_empty(ctx):
    """The "Shift log" says "No changes yet" when the page opens."""
    _settle_board(ctx)
    ctx.expect({"expect_text": {"text": "No changes yet", "within": LOG}})


def log_lines(ctx):
    """Mark clean, Take out of order, Return to service and Assign each add a line, newest first."""
    _settle_board(ctx)
    lines = []
    d = _dirty_room(ctx)
    _click_room(ctx, d, "Mark clean")
    _expect_message(ctx, f"Room {d} is now clean")
    lines.append(f"Room {d}: dirty → clean")
    f = _free_room(ctx)
    before = WORDS[_rooms(ctx)[f]["housekeeping"]]
    _click_room(ctx, f, "Take out of order")
    _expect_message(ctx, f"Room {f} is now out of order")
    lines.append(f"Room {f}: {before} → out of order")
    o = _pick_room(ctx, ["202"], lambda r: r["housekeeping"] == "out_of_order" and r["number"] != f)
    _click_room(ctx, o, "Return to service")
    _expect_message(ctx, f"Room {o} is now dirty")
    lines.append(f"Room {o}: out of order → dirty")
    _settle_board(ctx)
    _expect_arrivals(ctx)
    res = _needs_room(ctx)
    n = _offered(ctx, res)[0].split(" ")[0]
    ctx.expect({"click": {"control": "Assign", "exact": True, "within": _arrival_item(res["id"])}})
    _expect_message(ctx, f"{res['id']} now has room {n}")
    lines.append(f"{res['id']}: room {n} assigned")
    newest = list(reversed(lines))
    ctx.expect(*[{"expect_text": {"text": line, "within": LOG}} for line in newest],
               {"expect_order": {"texts": newest, "within": LOG}},
               {"expect_text": {"text": "No changes yet", "within": LOG, "absent": True}})


def log_excludes(ctx):
    """A declined change (a guest in the room) and a refused one never reach the log."""
    _settle_board(ctx)
    occ = _pick_room(ctx, ["104"], lambda r: r.get("occupied_by") and r["housekeeping"] != "out_of_order")
    _click_room(ctx, occ, "Take out of order")
    _expect_message(ctx, f"Room {occ} has a guest in it ({_occupant(ctx, _rooms(ctx)[occ])})")
    d = _dirty_room(ctx)
    _behind_status(ctx, d, "clean")
    _click_room(ctx, d, "Mark clean", status="dirty")
    ctx.expect({"expect_text": {"text": "Refused: "}})
    _expect_room_in(ctx, d)
    ctx.expect({"expect_text": {"text": "No changes yet", "within": LOG}},
               {"expect_text": {"text": f"Room {d}", "within": LOG, "absent": True}},
               {"expect_text": {"text": f"Room {occ}", "within": LOG, "absent": True}})


def log_bulk(ctx):
    """Each inspection "Inspect all clean" makes shows in the log like a single one, newest first."""
    _settle_board(ctx)
    targets = _in_section(ctx, "clean", True)
    _inspect_all(ctx)
    ctx.expect({"expect_text": {"text": _inspected_message(len(targets), 0)}})
    newest = [f"Room {n}: clean → inspected" for n in reversed(targets)]
    ctx.expect(*[{"expect_text": {"text": line, "within": LOG}} for line in newest])
    if len(newest) > 1:
        ctx.expect({"expect_order": {"texts": newest, "within": LOG}})
