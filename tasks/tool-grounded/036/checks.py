"""Checks for the guesthouse room-moves and out-of-service desk that the vocabulary cannot state alone.

Every expectation is computed from ``ctx.runtime_state`` (the live system, or the requirement's own
copy of it), so a check holds on whatever state its turn starts from. Every check that writes, or that
lets another desk act behind the app, is ``isolated``: the contract never changes the live state, and
each carried check sees the fixture again. Another desk acts behind the app only between the page's
load and the click that makes it write, to prove the page reads again where the request says so and
shows the system's refusals. Tool-log helpers come from tasks/_lib/toollog.py.
"""

from __future__ import annotations

import re
import runpy
from datetime import date
from decimal import Decimal
from pathlib import Path

_LOG = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "toollog.py"))

INHOUSE = {"section": "In house"}
OOS = {"section": "Out of service"}
LOG = {"section": "Moves log"}
STRANDED = {"section": "Bookings on closed rooms"}
ACTIVE = ("booked", "in_house")


def MOVE(rid: str) -> dict:
    return {"section": f"Move {rid}"}


# --- state -----------------------------------------------------------------------------------
def _num(text: str) -> int:
    m = re.search(r"(\d+)$", str(text or ""))
    return int(m.group(1)) if m else 0


def _bd(ctx) -> str:
    return ctx.runtime_state["business_date"]


def _rooms(ctx) -> dict:
    return ctx.runtime_state["rooms"]


def _reservations(ctx) -> dict:
    return ctx.runtime_state["reservations"]


def _res(ctx, rid: str) -> dict:
    return _reservations(ctx)[rid]


def _type_name(ctx, code: str) -> str:
    return ctx.runtime_state["room_types"][code]["name"]


def _room_label(ctx, number: str) -> str:
    """"101 · Double": a room as the "Room to close" dropdown offers it."""
    return f"{number} · {_type_name(ctx, _rooms(ctx)[number]['room_type'])}"


def _in_house(ctx) -> list[dict]:
    rows = [r for r in _reservations(ctx).values() if r["status"] == "in_house"]
    return sorted(rows, key=lambda r: (_num(r["room"]), r["room"] or ""))


def _nights_left(ctx, res: dict) -> int:
    return (date.fromisoformat(res["departure"]) - date.fromisoformat(_bd(ctx))).days


def _shares(a_from: str, a_to: str, b_from: str, b_to: str) -> bool:
    return a_from < b_to and b_from < a_to


def _free_rooms(ctx, guest: dict) -> list[str]:
    """The rooms "Find a room" lists for an in-house guest, by room number."""
    bd = _bd(ctx)
    out = []
    for n, room in _rooms(ctx).items():
        if room["room_type"] != guest["room_type"] or room["housekeeping"] == "out_of_order" or room.get("occupied_by"):
            continue
        if any(o["id"] != guest["id"] and o["status"] == "booked" and o.get("room") == n
               and _shares(bd, guest["departure"], o["arrival"], o["departure"]) for o in _reservations(ctx).values()):
            continue
        out.append(n)
    return sorted(out, key=lambda n: (_num(n), n))


def _rehome_room(ctx, booking: dict) -> str | None:
    out = []
    for n, room in _rooms(ctx).items():
        if room["room_type"] != booking["room_type"] or room["housekeeping"] == "out_of_order":
            continue
        if any(o["id"] != booking["id"] and o["status"] in ACTIVE and o.get("room") == n
               and _shares(booking["arrival"], booking["departure"], o["arrival"], o["departure"])
               for o in _reservations(ctx).values()):
            continue
        out.append(n)
    out.sort(key=lambda n: (_num(n), n))
    return out[0] if out else None


def _out_of_order(ctx) -> list[str]:
    return sorted((n for n, r in _rooms(ctx).items() if r["housekeeping"] == "out_of_order"),
                  key=lambda n: (_num(n), n))


def _closable(ctx) -> list[str]:
    return sorted((n for n, r in _rooms(ctx).items() if r["housekeeping"] != "out_of_order"),
                  key=lambda n: (_num(n), n))


def _stranded(ctx) -> list[dict]:
    closed = set(_out_of_order(ctx))
    rows = [r for r in _reservations(ctx).values() if r["status"] == "booked" and r.get("room") in closed]
    return sorted(rows, key=lambda r: (_num(r["id"]), r["id"]))


def _oos_line(ctx, number: str) -> str:
    room = _rooms(ctx)[number]
    line = _room_label(ctx, number)
    return f"{line} · {room['note']}" if room.get("note") else line


def _stranded_line(r: dict) -> str:
    return f"{r['id']} · {r['guest_name']} · room {r['room']} · {r['arrival']} to {r['departure']}"


def _log(ctx) -> list[str]:
    """The "Moves log" lines: moves of the guests now in house, highest move id first."""
    in_house = {r["id"]: r for r in _in_house(ctx)}
    moves = [m for m in ctx.runtime_state.get("moves", []) if m["reservation_id"] in in_house]
    moves.sort(key=lambda m: _num(m["id"]), reverse=True)
    return [f"{m['id']} · {in_house[m['reservation_id']]['guest_name']} · {m['from_room']} → {m['to_room']} · "
            f"{m['reason']} · {m['at'][:10]} {m['at'][11:16]}" for m in moves]


def _pick_guest(ctx, ok, prefer: tuple[str, ...] = ()) -> dict:
    rows = _in_house(ctx)
    by_id = {r["id"]: r for r in rows}
    for rid in prefer:
        if rid in by_id and ok(by_id[rid]):
            return by_id[rid]
    for r in rows:
        if ok(r):
            return r
    raise AssertionError("the system holds no in-house guest this check can use")


def _single_guest(ctx) -> dict:
    """An in-house guest with nights left whose type has a free room (RS-7001 in 104, free room 103)."""
    return _pick_guest(ctx, lambda r: _nights_left(ctx, r) > 0 and bool(_free_rooms(ctx, r)), prefer=("RS-7001",))


# --- behind the app --------------------------------------------------------------------------
def _token(ctx, rid: str) -> str:
    return ctx.behind_the_app("get_reservation", {"reservation_id": rid})["evidence_token"]


def _behind_room(ctx, number: str, status: str) -> None:
    token = ctx.behind_the_app("get_room", {"room": number})["evidence_token"]
    ctx.behind_the_app("set_housekeeping_status", {"room": number, "status": status, "evidence_token": token})


def _make_inspected(ctx, number: str) -> None:
    steps = {"dirty": ["clean", "inspected"], "clean": ["inspected"], "inspected": [],
             "out_of_order": ["dirty", "clean", "inspected"]}
    for status in steps[_rooms(ctx)[number]["housekeeping"]]:
        _behind_room(ctx, number, status)


def _behind_assign(ctx, rid: str, room: str) -> None:
    ctx.behind_the_app("assign_room", {"reservation_id": rid, "room": room, "evidence_token": _token(ctx, rid)})


def _behind_move(ctx, rid: str, room: str, reason: str) -> None:
    ctx.behind_the_app("move_room", {"reservation_id": rid, "to_room": room, "reason": reason,
                                     "evidence_token": _token(ctx, rid)})


def _dec(x) -> Decimal:
    return Decimal(str(x))


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


def _behind_check_out(ctx, rid: str) -> None:
    """Settle the folio (pay what is due, refund a credit) and check the guest out."""
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
            part = min(_dec(line["amount"]) - _dec(line.get("refunded") or 0), left)
            if part > 0:
                ctx.behind_the_app("refund_payment", {"reservation_id": rid, "payment_line_id": line["id"],
                                                      "amount": float(part), "evidence_token": _token(ctx, rid)})
                left -= part
    ctx.behind_the_app("check_out", {"reservation_id": rid, "evidence_token": _token(ctx, rid)})


# --- tool calls (tasks/_lib/toollog.py) -------------------------------------------------------
_mark = _LOG["mark"]
_arg = _LOG["arg"]
_error = _LOG["error"]
_index = _LOG["index"]
_wait_calls = _LOG["wait_calls"]
_one_write = _LOG["one_write"]
_no_writes = _LOG["no_writes"]


def _calls(ctx, name: str, since: int = 0) -> list:
    return _LOG["calls"](ctx, name, since)


def _fresh_res_token(ctx, since: int, call, rid: str) -> None:
    """``call`` carries the token of the latest get_reservation(rid) read after ``since`` and before it."""
    assert _arg(call, "reservation_id") == rid, f"{call.name} went to {_arg(call, 'reservation_id')!r}, not {rid}"
    _LOG["fresh_token"](ctx, since, call, "get_reservation", "reservation_id")


def _fresh_room_token(ctx, since: int, call, number: str) -> None:
    assert _arg(call, "room") == number, f"{call.name} went to room {_arg(call, 'room')!r}, not {number}"
    _LOG["fresh_token"](ctx, since, call, "get_room", "room")


def _reads_after(ctx, call, names: tuple[str, ...] = ("list_reservations", "list_rooms")) -> None:
    _LOG["reads_after"](ctx, call, names)


def _reads_since(ctx, since: int, names: tuple[str, ...] = ("list_reservations", "list_rooms"),
                 before=None) -> None:
    def probe():
        end = _index(ctx, before) if before is not None else len(ctx.tool_calls)
        seen = {c.name for c in ctx.tool_calls[since:end] if c.ok}
        missing = [n for n in names if n not in seen]
        return (not missing, f"the page did not read {missing} again"
                + (f" before {before.name}" if before is not None else ""))

    ctx.until(probe)


# --- page ------------------------------------------------------------------------------------
def _reload_page(ctx) -> None:
    ctx.expect({"open": {"path": "/"}})


def _exact(value: str) -> str:
    return rf"^\s*{re.escape(value)}\s*$"


def _cell(ctx, column: str, rid: str, value: str) -> None:
    ctx.expect({"expect_text": {"regex": _exact(value), "within": {"column": column, "row": rid, "within": INHOUSE}}})


def _count_text(n: int) -> str:
    return f"{n} guest in house" if n == 1 else f"{n} guests in house"


def _settle_in_house(ctx) -> None:
    rows = _in_house(ctx)
    steps = [{"expect_text": {"regex": rf"(?<!\d){re.escape(_count_text(len(rows)))}", "within": INHOUSE}}]
    for r in rows:
        steps.append({"expect_text": {"regex": _exact(r["id"]),
                                      "within": {"column": "Reservation", "row": r["id"], "within": INHOUSE}}})
    ctx.expect(*steps)


def _message(ctx, text: str) -> None:
    ctx.expect({"expect_text": {"text": text}})


def _find(ctx, rid: str) -> int:
    _settle_in_house(ctx)
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Find a room", "exact": True, "within": {"item": rid, "within": INHOUSE}}},
               {"expect_visible": {"target": MOVE(rid), "visible": True}})
    return start


def _line_re(number: str, status: str) -> str:
    return rf"(?<!\d){re.escape(number)} · {re.escape(status)}"


def _expect_move_list(ctx, guest: dict, shown: dict | None = None) -> None:
    """The open "Move" section lists exactly the free rooms (``shown`` overrides the status shown)."""
    rid = guest["id"]
    free = _free_rooms(ctx, guest)
    rooms = _rooms(ctx)
    sec = MOVE(rid)
    if not free:
        ctx.expect({"expect_text": {"text": f"No free {_type_name(ctx, guest['room_type'])} room for {rid}",
                                    "within": sec}})
    steps = []
    for n in free:
        status = (shown or {}).get(n, rooms[n]["housekeeping"])
        steps.append({"expect_text": {"regex": _line_re(n, status), "within": sec}})
    for n, room in rooms.items():
        if room["room_type"] == guest["room_type"] and n not in free:
            steps.append({"expect_text": {"regex": rf"(?<!\d){re.escape(n)} · (dirty|clean|inspected|out of order|out_of_order)",
                                          "within": sec, "absent": True}})
    if len(free) > 1:
        steps.append({"expect_order": {"texts": [f"{n} · {(shown or {}).get(n, rooms[n]['housekeeping'])}" for n in free],
                                       "within": sec}})
    if steps:
        ctx.expect(*steps)


def _fill_reason(ctx, rid: str, value: str) -> None:
    ctx.expect({"fill": {"field": "Reason", "within": MOVE(rid), "value": value}})


def _move_here(ctx, rid: str, number: str, status: str) -> int:
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Move here", "exact": True,
                          "within": {"item": f"{number} · {status}", "within": MOVE(rid)}}})
    return start


def _select_close(ctx, number: str) -> None:
    ctx.expect({"select": {"field": "Room to close", "option": _room_label(ctx, number)}})


def _take_out(ctx) -> int:
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Take out of service", "exact": True}})
    return start


def _status_calls(ctx, since: int, number: str) -> list:
    return [c for c in _calls(ctx, "set_housekeeping_status", since) if _arg(c, "room") == number]


def _wait_room(ctx, number: str, status: str) -> None:
    ctx.until(lambda: (_rooms(ctx)[number]["housekeeping"] == status,
                       f"room {number} is {_rooms(ctx)[number]['housekeeping']} in the system, not {status}"))


# ==============================================================================================
# turn 1
# ==============================================================================================
def business_date(ctx):
    """"Business date: <the system's business date>" under the heading."""
    text = f"Business date: {_bd(ctx)}"
    ctx.expect({"expect_text": {"text": text}}, {"expect_order": {"texts": ["Room moves", text]}})


def in_house_rows(ctx):
    """Every in-house reservation is a row with Room, Reservation, Guest, Room type (name) and Departure,
    and no other reservation is listed."""
    _settle_in_house(ctx)
    rows = _in_house(ctx)
    for r in rows:
        _cell(ctx, "Room", r["id"], r["room"])
        _cell(ctx, "Reservation", r["id"], r["id"])
        _cell(ctx, "Guest", r["id"], r["guest_name"])
        _cell(ctx, "Room type", r["id"], _type_name(ctx, r["room_type"]))
        _cell(ctx, "Departure", r["id"], r["departure"])
    ctx.expect({"expect_count": {"target": {"column": "Reservation", "within": INHOUSE}, "count": len(rows)}})


def in_house_order(ctx):
    """The rows run by room number; after another desk checks RS-7010 in to room 101 a reload puts that
    row first (the highest reservation id, the lowest room)."""
    _settle_in_house(ctx)
    ctx.expect({"expect_list": {"target": {"column": "Reservation", "within": INHOUSE},
                                "texts": [r["id"] for r in _in_house(ctx)], "whole": True}})
    bd = _bd(ctx)
    rooms = _rooms(ctx)
    arrivals = sorted((r for r in _reservations(ctx).values() if r["status"] == "booked" and r["arrival"] == bd
                       and r.get("room") and not rooms[r["room"]].get("occupied_by")
                       and rooms[r["room"]]["housekeeping"] != "out_of_order"),
                      key=lambda r: (_num(r["room"]), -_num(r["id"])))
    assert arrivals, "no arrival today with a room this check can use"
    res = arrivals[0]
    _make_inspected(ctx, res["room"])
    ctx.behind_the_app("check_in", {"reservation_id": res["id"], "evidence_token": _token(ctx, res["id"])})
    _reload_page(ctx)
    _settle_in_house(ctx)
    ctx.expect({"expect_list": {"target": {"column": "Reservation", "within": INHOUSE},
                                "texts": [r["id"] for r in _in_house(ctx)], "whole": True}})


def nights_left(ctx):
    """Nights left is departure minus the business date: 1 for RS-7001, 0 for the guests leaving today,
    3 for RS-7003 on the fixture."""
    _settle_in_house(ctx)
    for r in _in_house(ctx):
        _cell(ctx, "Nights left", r["id"], str(_nights_left(ctx, r)))


def guest_count(ctx):
    """"4 guests in house" above the table; after other desks check guests out, a reload reads "3 guests
    in house" and, with one guest left, "1 guest in house"."""
    _settle_in_house(ctx)
    ctx.expect({"expect_order": {"texts": [_count_text(len(_in_house(ctx))), "Reservation"], "within": INHOUSE}})
    keep = _pick_guest(ctx, lambda r: True, prefer=("RS-7001",))["id"]
    others = [r["id"] for r in _in_house(ctx) if r["id"] != keep]
    if others:
        _behind_check_out(ctx, others[0])
        _reload_page(ctx)
        _settle_in_house(ctx)
        ctx.expect({"expect_order": {"texts": [_count_text(len(_in_house(ctx))), "Reservation"], "within": INHOUSE}})
    for rid in others[1:]:
        _behind_check_out(ctx, rid)
    _reload_page(ctx)
    _settle_in_house(ctx)
    assert len(_in_house(ctx)) == 1
    ctx.expect({"expect_text": {"regex": r"(?<!\d)1 guest in house", "within": INHOUSE}})


def find_buttons(ctx):
    """A row with nights left has "Find a room"; a row with 0 nights left has none."""
    _settle_in_house(ctx)
    for r in _in_house(ctx):
        ctx.expect({"expect_visible": {"target": {"control": "Find a room", "exact": True,
                                                  "within": {"item": r["id"], "within": INHOUSE}},
                                       "visible": _nights_left(ctx, r) > 0}})


def find_list(ctx):
    """"Find a room" reads the rooms and reservations again and opens "Move RS-7001" listing "103 · clean";
    for RS-7003 (Family Suite, 301 held by RS-7015) it shows "No free Family Suite room for RS-7003"."""
    guests = [r for r in _in_house(ctx) if _nights_left(ctx, r) > 0]
    assert guests, "no in-house guest with nights left"
    for g in guests:
        start = _find(ctx, g["id"])
        _reads_since(ctx, start)
        _expect_move_list(ctx, g)


def find_rereads(ctx):
    """Another desk inspects room 103 after the page loaded; "Find a room" reads again and lists "103 ·
    inspected"; after the desk marks it dirty, "Find a room" again lists "103 · dirty"."""
    _settle_in_house(ctx)
    guest = _single_guest(ctx)
    room = _free_rooms(ctx, guest)[0]
    if _rooms(ctx)[room]["housekeeping"] == "inspected":
        _behind_room(ctx, room, "dirty")
    else:
        _make_inspected(ctx, room)
    _find(ctx, guest["id"])
    _expect_move_list(ctx, guest)
    _behind_room(ctx, room, "dirty" if _rooms(ctx)[room]["housekeeping"] != "dirty" else "clean")
    _find(ctx, guest["id"])
    _expect_move_list(ctx, guest)


def find_held_shared(ctx):
    """Another desk assigns room 103 to RS-7013 (arriving today for one night): the night of the 14th is
    shared with RS-7001's rest of stay, so Find a room shows "No free Single room for RS-7001"."""
    guest = _single_guest(ctx)
    room = _free_rooms(ctx, guest)[0]
    bd = _bd(ctx)
    cands = sorted((r for r in _reservations(ctx).values() if r["status"] == "booked" and r["room_type"] == guest["room_type"]
                    and _shares(bd, guest["departure"], r["arrival"], r["departure"]) and r["arrival"] >= bd),
                   key=lambda r: (0 if r["id"] == "RS-7013" else 1, _num(r["id"])))
    assert cands, "no booking this check can place on the free room"
    _behind_assign(ctx, cands[0]["id"], room)
    _find(ctx, guest["id"])
    _expect_move_list(ctx, guest)
    ctx.expect({"expect_text": {"regex": _line_re(room, _rooms(ctx)[room]["housekeeping"]), "within": MOVE(guest["id"]),
                                "absent": True}})


def find_held_boundary(ctx):
    """Another desk assigns room 103 to RS-7029, who arrives on RS-7001's departure date: no night is
    shared, so room 103 is still listed."""
    guest = _single_guest(ctx)
    room = _free_rooms(ctx, guest)[0]
    later = sorted((r for r in _reservations(ctx).values() if r["status"] == "booked"
                    and r["room_type"] == guest["room_type"] and r["arrival"] == guest["departure"]),
                   key=lambda r: (0 if r["id"] == "RS-7029" else 1, _num(r["id"])))
    assert later, "no booking arrives on the guest's departure date"
    _behind_assign(ctx, later[0]["id"], room)
    _find(ctx, guest["id"])
    _expect_move_list(ctx, guest)
    ctx.expect({"expect_text": {"regex": _line_re(room, _rooms(ctx)[room]["housekeeping"]), "within": MOVE(guest["id"])}})


def find_out_of_order(ctx):
    """Another desk takes room 103 out of order: Find a room no longer lists it."""
    guest = _single_guest(ctx)
    room = _free_rooms(ctx, guest)[0]
    _behind_room(ctx, room, "out_of_order")
    _find(ctx, guest["id"])
    _expect_move_list(ctx, guest)


def find_empty(ctx):
    """Every guest with nights left and no free room shows "No free <type> room for <id>" (RS-7003 on the
    fixture); after another desk closes 103, RS-7001 shows "No free Single room for RS-7001"."""
    for g in [r for r in _in_house(ctx) if _nights_left(ctx, r) > 0 and not _free_rooms(ctx, r)]:
        _find(ctx, g["id"])
        _expect_move_list(ctx, g)
    guest = _single_guest(ctx)
    for n in _free_rooms(ctx, guest):
        _behind_room(ctx, n, "out_of_order")
    _find(ctx, guest["id"])
    _expect_move_list(ctx, guest)


def find_order(ctx):
    """Another desk checks Oskar Lindqvist out of 303; Find a room for RS-7001 lists "103 · clean" then
    "303 · dirty", by room number."""
    guest = _single_guest(ctx)
    for r in _in_house(ctx):
        if r["id"] != guest["id"] and r["room_type"] == guest["room_type"]:
            _behind_check_out(ctx, r["id"])
    _reload_page(ctx)
    _find(ctx, guest["id"])
    assert len(_free_rooms(ctx, guest)) >= 2, "fewer than two free rooms for the scenario"
    _expect_move_list(ctx, guest)


def reload_rereads(ctx):
    """With "Move RS-7001" open, another desk inspects 103 and checks out Hollis Brandt; Reload reads again:
    the list shows "103 · inspected", the row is gone and the count follows."""
    guest = _single_guest(ctx)
    room = _free_rooms(ctx, guest)[0]
    _find(ctx, guest["id"])
    _make_inspected(ctx, room)
    leaving = [r for r in _in_house(ctx) if r["id"] != guest["id"] and _nights_left(ctx, r) == 0]
    if leaving:
        _behind_check_out(ctx, leaving[0]["id"])
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Reload", "exact": True}})
    _reads_since(ctx, start)
    _settle_in_house(ctx)
    _expect_move_list(ctx, guest)
    if leaving:
        ctx.expect({"expect_text": {"regex": rf"{re.escape(leaving[0]['id'])}(?!\d)", "within": INHOUSE, "absent": True}})


# ==============================================================================================
# turn 2
# ==============================================================================================
def _ready_move(ctx) -> tuple[dict, str]:
    """A guest with a free room made inspected by another desk, the page loaded again and the Move section open."""
    guest = _single_guest(ctx)
    room = _free_rooms(ctx, guest)[0]
    _make_inspected(ctx, room)
    _reload_page(ctx)
    _find(ctx, guest["id"])
    return guest, room


def move_buttons(ctx):
    """The Move section has a text box "Reason" and a "Move here" button on every listed room, whatever its
    status (two rooms after Oskar Lindqvist leaves: 103 clean and 303 dirty)."""
    guest = _single_guest(ctx)
    for r in _in_house(ctx):
        if r["id"] != guest["id"] and r["room_type"] == guest["room_type"]:
            _behind_check_out(ctx, r["id"])
    _reload_page(ctx)
    _find(ctx, guest["id"])
    free = _free_rooms(ctx, guest)
    rooms = _rooms(ctx)
    steps = [{"expect_visible": {"target": {"field": "Reason", "within": MOVE(guest["id"])}, "visible": True}},
             {"expect_count": {"target": {"control": "Move here", "exact": True, "within": MOVE(guest["id"])},
                               "count": len(free)}}]
    for n in free:
        steps.append({"expect_visible": {"target": {"control": "Move here", "exact": True,
                                                    "within": {"item": f"{n} · {rooms[n]['housekeeping']}",
                                                               "within": MOVE(guest["id"])}}, "visible": True}})
    ctx.expect(*steps)


def move_not_judged(ctx):
    """"Move here" on the clean room 103 is sent to the system (move_room to 103) although the room is not
    inspected: the page does not judge it."""
    guest = _single_guest(ctx)
    rooms = _rooms(ctx)
    room = next((n for n in _free_rooms(ctx, guest) if rooms[n]["housekeeping"] != "inspected"), None)
    if room is None:
        room = _free_rooms(ctx, guest)[0]
        _behind_room(ctx, room, "dirty")
        _reload_page(ctx)
    _find(ctx, guest["id"])
    _fill_reason(ctx, guest["id"], "Radiator rattles all night")
    start = _move_here(ctx, guest["id"], room, _rooms(ctx)[room]["housekeeping"])
    call = _one_write(ctx, start, "move_room")
    assert _arg(call, "reservation_id") == guest["id"], f"move_room went to {call.args.get('reservation_id')!r}"
    assert _arg(call, "to_room") == room, f"move_room asked for room {call.args.get('to_room')!r}, not {room}"


def reason_guard(ctx):
    """An empty reason and "  ab  " show "Write a reason of at least 3 characters" and send nothing;
    " abc " is sent."""
    guest, room = _ready_move(ctx)
    rid = guest["id"]
    for value in ("", "  ab  "):
        _fill_reason(ctx, rid, value)
        start = _move_here(ctx, rid, room, "inspected")
        _message(ctx, "Write a reason of at least 3 characters")
        _no_writes(ctx, start, f"the reason {value!r} is too short")
    _fill_reason(ctx, rid, " abc ")
    start = _move_here(ctx, rid, room, "inspected")
    _one_write(ctx, start, "move_room")


def move_flow(ctx):
    """Move here on 103 with the reason "  Shower leaks  ": get_reservation(RS-7001), then move_room with
    that token, room 103 and the reason "Shower leaks"; the guests and rooms are read again and the row
    shows room 103."""
    guest, room = _ready_move(ctx)
    rid = guest["id"]
    _fill_reason(ctx, rid, "  Shower leaks  ")
    start = _move_here(ctx, rid, room, "inspected")
    call = _one_write(ctx, start, "move_room")
    assert _arg(call, "reservation_id") == rid, f"move_room went to {call.args.get('reservation_id')!r}, not {rid}"
    assert _arg(call, "to_room") == room, f"move_room asked for room {call.args.get('to_room')!r}, not {room}"
    assert call.args.get("reason") == "Shower leaks", f"the reason was sent as {call.args.get('reason')!r}"
    _fresh_res_token(ctx, start, call, rid)
    assert call.ok, f"the move was refused: {_error(call)}"
    _reads_after(ctx, call)
    _settle_in_house(ctx)
    _cell(ctx, "Room", rid, room)
    ctx.expect({"expect_list": {"target": {"column": "Reservation", "within": INHOUSE},
                                "texts": [r["id"] for r in _in_house(ctx)], "whole": True}})


def move_fresh_token(ctx):
    """Another desk posts a charge to RS-7001 after "Find a room"; the move still carries a fresh token
    (read after the click) and the system accepts it."""
    guest, room = _ready_move(ctx)
    rid = guest["id"]
    ctx.behind_the_app("post_charge", {"reservation_id": rid, "category": "minibar",
                                       "description": "Minibar: still water", "amount": 4.5})
    _fill_reason(ctx, rid, "Window will not close")
    start = _move_here(ctx, rid, room, "inspected")
    call = _one_write(ctx, start, "move_room")
    _fresh_res_token(ctx, start, call, rid)
    assert call.ok, f"the move was refused: {_error(call)}"


def move_accepted(ctx):
    """An accepted move shows "RS-7001 moved from room 104 to room 103 (MV-402)" (as the system reports it)
    and closes the Move section."""
    guest, room = _ready_move(ctx)
    rid = guest["id"]
    _fill_reason(ctx, rid, "Noise from the street")
    start = _move_here(ctx, rid, room, "inspected")
    call = _one_write(ctx, start, "move_room")
    assert call.ok, f"the move was refused: {_error(call)}"
    mv = call.result["move"]
    _message(ctx, f"{rid} moved from room {mv['from_room']} to room {mv['to_room']} ({mv['id']})")
    ctx.expect({"expect_visible": {"target": MOVE(rid), "visible": False}})


def move_refused(ctx):
    """Another desk takes 103 out of order after the list showed it; Move here is refused, the page shows
    "Refused: room 103 is out of order", keeps "Move RS-7001" open and lists what the fresh read reports."""
    guest, room = _ready_move(ctx)
    rid = guest["id"]
    _behind_room(ctx, room, "out_of_order")
    _fill_reason(ctx, rid, "Guest asked for a quieter room")
    start = _move_here(ctx, rid, room, "inspected")
    call = _one_write(ctx, start, "move_room")
    assert not call.ok, "the move into the out-of-order room was accepted"
    _message(ctx, f"Refused: {_error(call)}")
    _reads_after(ctx, call)
    ctx.expect({"expect_visible": {"target": MOVE(rid), "visible": True}})
    _expect_move_list(ctx, guest)


# ==============================================================================================
# turn 3
# ==============================================================================================
def _oos_settle(ctx) -> None:
    closed = _out_of_order(ctx)
    steps = [{"expect_count": {"target": {"control": "Return to service", "exact": True, "within": OOS},
                               "count": len(closed)}}]
    for n in closed:
        steps.append({"expect_text": {"text": _oos_line(ctx, n), "within": OOS}})
    if not closed:
        steps.append({"expect_text": {"text": "No rooms out of service", "within": OOS}})
    ctx.expect(*steps)


def oos_lines(ctx):
    """"Out of service" lists "202 · Twin · Leak under the basin; plumber booked for Monday" with a "Return
    to service" button, and no other room."""
    _oos_settle(ctx)


def oos_empty(ctx):
    """After another desk returns every closed room to service, a reload shows "No rooms out of service"."""
    for n in _out_of_order(ctx):
        _behind_room(ctx, n, "dirty")
    _reload_page(ctx)
    _oos_settle(ctx)


def oos_order(ctx):
    """Another desk closes room 101 (no note): a reload lists "101 · Double" (nothing after it) before the
    202 line."""
    vacant = [n for n in _closable(ctx) if not _rooms(ctx)[n].get("occupied_by") and not _rooms(ctx)[n].get("note")]
    first_closed = _out_of_order(ctx)[0] if _out_of_order(ctx) else None
    pick = next((n for n in vacant if first_closed is None or _num(n) < _num(first_closed)), vacant[0])
    _behind_room(ctx, pick, "out_of_order")
    _reload_page(ctx)
    _oos_settle(ctx)
    closed = _out_of_order(ctx)
    ctx.expect({"expect_text": {"regex": rf"(?<!\d){re.escape(_room_label(ctx, pick))}(?! ·)", "within": OOS}},
               {"expect_order": {"texts": [_oos_line(ctx, n) for n in closed], "within": OOS}})


def _click_return(ctx, number: str) -> int:
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Return to service", "exact": True,
                          "within": {"item": _room_label(ctx, number), "within": OOS}}})
    return start


def return_flow(ctx):
    """Return to service on 202: get_room(202), then set_housekeeping_status dirty with that token; the page
    shows "Room 202 is back in service (dirty)" and the room leaves the section."""
    closed = _out_of_order(ctx)
    assert closed, "no room is out of order"
    n = closed[0]
    _oos_settle(ctx)
    start = _click_return(ctx, n)
    call = _one_write(ctx, start, "set_housekeeping_status")
    assert _arg(call, "room") == n and _arg(call, "status") == "dirty", f"the page sent {call.args}"
    _fresh_room_token(ctx, start, call, n)
    assert call.ok, f"the change was refused: {_error(call)}"
    _message(ctx, f"Room {n} is back in service ({call.result['room']['housekeeping'].replace('_', ' ')})")
    _oos_settle(ctx)


def return_refused(ctx):
    """Another desk returns 202 to service after the page read it; Return to service is still sent and
    refused, and the page shows "Refused: room 202 cannot go from dirty to dirty"."""
    closed = _out_of_order(ctx)
    assert closed, "no room is out of order"
    n = closed[0]
    _oos_settle(ctx)
    label = _room_label(ctx, n)
    _behind_room(ctx, n, "dirty")
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Return to service", "exact": True, "within": {"item": label, "within": OOS}}})
    call = _one_write(ctx, start, "set_housekeeping_status")
    assert not call.ok, "the change was accepted"
    _message(ctx, f"Refused: {_error(call)}")


def close_options(ctx):
    """"Room to close" offers every room that is not out of order, by number, like "101 · Double", and
    starts on the first."""
    labels = [_room_label(ctx, n) for n in _closable(ctx)]
    ctx.expect({"expect_options": {"field": "Room to close", "exactly": labels}},
               {"expect_value": {"field": "Room to close", "value": labels[0]}})


def close_guest_guard(ctx):
    """Choosing "104 · Single" (Tomasz Nowak in it) and "Take out of service" sends nothing and shows
    "Room 104 has a guest: move Tomasz Nowak first"."""
    guest = _pick_guest(ctx, lambda r: True, prefer=("RS-7001",))
    n = guest["room"]
    _select_close(ctx, n)
    start = _take_out(ctx)
    _message(ctx, f"Room {n} has a guest: move {guest['guest_name']} first")
    _no_writes(ctx, start, f"room {n} has a guest")


def _vacant_room(ctx) -> str:
    rooms = _rooms(ctx)
    cands = [n for n in _closable(ctx) if not rooms[n].get("occupied_by")]
    assert cands, "no vacant room in service"
    return "103" if "103" in cands else cands[0]


def close_flow(ctx):
    """Choosing "103 · Single": get_room(103), then set_housekeeping_status out_of_order with that token;
    "Room 103 is out of service", the room is listed in "Out of service" and leaves the dropdown."""
    n = _vacant_room(ctx)
    label = _room_label(ctx, n)
    _select_close(ctx, n)
    start = _take_out(ctx)
    calls = _status_calls(ctx, start, n)
    _wait_calls(ctx, "set_housekeeping_status", start, "the page sent no status change")
    calls = _status_calls(ctx, start, n)
    assert len(calls) == 1 and _arg(calls[0], "status") == "out_of_order", \
        f"the page sent {[c.args for c in _calls(ctx, 'set_housekeeping_status', start)]}"
    _fresh_room_token(ctx, start, calls[0], n)
    assert calls[0].ok, f"the change was refused: {_error(calls[0])}"
    _message(ctx, f"Room {n} is out of service")
    _oos_settle(ctx)
    ctx.expect({"expect_options": {"field": "Room to close", "excludes": [label]}})


def close_as_opens(ctx):
    """"Take out of service" with the dropdown untouched closes the first room offered (101)."""
    first = _closable(ctx)[0]
    assert not _rooms(ctx)[first].get("occupied_by"), "the first room offered has a guest"
    ctx.expect({"expect_value": {"field": "Room to close", "value": _room_label(ctx, first)}})
    start = _take_out(ctx)
    _wait_calls(ctx, "set_housekeeping_status", start, "the page sent no status change")
    calls = _calls(ctx, "set_housekeeping_status", start)
    assert [(_arg(c, "room"), _arg(c, "status")) for c in calls] == [(first, "out_of_order")], \
        f"the page sent {[c.args for c in calls]}"
    _wait_room(ctx, first, "out_of_order")
    _message(ctx, f"Room {first} is out of service")


def close_refused(ctx):
    """Another desk takes 103 out of order after the page read the rooms; closing it is still sent and
    refused, and the page shows "Refused: room 103 cannot go from out_of_order to out_of_order"."""
    n = _vacant_room(ctx)
    ctx.expect({"expect_options": {"field": "Room to close", "includes": [_room_label(ctx, n)]}})
    _select_close(ctx, n)
    _behind_room(ctx, n, "out_of_order")
    start = _take_out(ctx)
    _wait_calls(ctx, "set_housekeeping_status", start, "the page sent no status change")
    call = _calls(ctx, "set_housekeeping_status", start)[-1]
    assert not call.ok, "the change was accepted"
    _message(ctx, f"Refused: {_error(call)}")


def close_follows(ctx):
    """With "Move RS-7001" open (103 listed), closing 103 re-reads the rooms: the Move list shows "No free
    Single room for RS-7001"; returning 202 to service puts "202 · Twin" back in the dropdown; a refused
    change is followed by a read as well."""
    guest = _single_guest(ctx)
    n = _free_rooms(ctx, guest)[0]
    _find(ctx, guest["id"])
    _select_close(ctx, n)
    start = _take_out(ctx)
    _wait_calls(ctx, "set_housekeeping_status", start, "the page sent no status change")
    call = _calls(ctx, "set_housekeeping_status", start)[-1]
    _reads_after(ctx, call)
    _wait_room(ctx, n, "out_of_order")
    _expect_move_list(ctx, guest)
    closed = [c for c in _out_of_order(ctx) if c != n]
    if closed:
        m = closed[0]
        start = _click_return(ctx, m)
        _wait_calls(ctx, "set_housekeeping_status", start, "the page sent no status change")
        call = _calls(ctx, "set_housekeeping_status", start)[-1]
        _reads_after(ctx, call)
        _wait_room(ctx, m, "dirty")
        ctx.expect({"expect_options": {"field": "Room to close", "includes": [_room_label(ctx, m)]}})
    # a refused change: another desk reopens the room the page just closed
    _behind_room(ctx, n, "dirty")
    start = _click_return(ctx, n)
    _wait_calls(ctx, "set_housekeeping_status", start, "the page sent no status change")
    call = _calls(ctx, "set_housekeeping_status", start)[-1]
    assert not call.ok, "the change was accepted"
    _reads_after(ctx, call)
    _oos_settle(ctx)


# ==============================================================================================
# turn 4
# ==============================================================================================
def _occupied_setup(ctx, reload: bool = True) -> tuple[dict, str]:
    """RS-7001 (room 104) with room 103 made inspected by another desk."""
    guest = _single_guest(ctx)
    target = _free_rooms(ctx, guest)[0]
    _make_inspected(ctx, target)
    if reload:
        _reload_page(ctx)
    return guest, target


def occupied_move_call(ctx):
    """Closing 104 (Tomasz Nowak, 103 inspected): the rooms and reservations are read again, then
    get_reservation(RS-7001) and move_room to 103 with that token and the reason "Room 104 taken out of
    service"."""
    guest, target = _occupied_setup(ctx)
    rid, n = guest["id"], guest["room"]
    _settle_in_house(ctx)
    _select_close(ctx, n)
    start = _take_out(ctx)
    call = _one_write(ctx, start, "move_room")
    _reads_since(ctx, start, before=call)
    assert _arg(call, "reservation_id") == rid, f"move_room went to {call.args.get('reservation_id')!r}"
    assert _arg(call, "to_room") == target, f"the guest was moved to {call.args.get('to_room')!r}, not {target}"
    assert call.args.get("reason") == f"Room {n} taken out of service", f"the reason was {call.args.get('reason')!r}"
    _fresh_res_token(ctx, start, call, rid)
    assert call.ok, f"the move was refused: {_error(call)}"


def occupied_close_after(ctx):
    """After the accepted move, room 104 is read again (get_room) and set out of order with that token; the
    page shows "Tomasz Nowak moved to room 103; room 104 is out of service", reads again and lists 104 in
    "Out of service" and RS-7001 in room 103."""
    guest, target = _occupied_setup(ctx)
    rid, n = guest["id"], guest["room"]
    _settle_in_house(ctx)
    _select_close(ctx, n)
    start = _take_out(ctx)
    move = _one_write(ctx, start, "move_room")
    assert move.ok, f"the move was refused: {_error(move)}"
    _wait_calls(ctx, "set_housekeeping_status", start, "the page never closed the room")
    calls = _status_calls(ctx, start, n)
    assert len(calls) == 1 and _arg(calls[0], "status") == "out_of_order", \
        f"the page sent {[c.args for c in _calls(ctx, 'set_housekeeping_status', start)]}"
    close = calls[0]
    assert _index(ctx, close) > _index(ctx, move), "the room was closed before the guest was moved"
    _fresh_room_token(ctx, _index(ctx, move) + 1, close, n)
    assert close.ok, f"closing the room was refused: {_error(close)}"
    _message(ctx, f"{guest['guest_name']} moved to room {move.result['move']['to_room']}; room {n} is out of service")
    _reads_after(ctx, close)
    _oos_settle(ctx)
    _settle_in_house(ctx)
    _cell(ctx, "Room", rid, target)


def occupied_moves_first(ctx):
    """Closing 104 (Tomasz Nowak) with 103 inspected no longer stops at the guest: the system ends with
    RS-7001 in 103 and room 104 out of order, the move sent before the room was closed."""
    guest, target = _occupied_setup(ctx)
    rid, n = guest["id"], guest["room"]
    _settle_in_house(ctx)
    _select_close(ctx, n)
    start = _take_out(ctx)
    _wait_calls(ctx, "move_room", start, "the page did not move the guest")
    _wait_room(ctx, n, "out_of_order")
    assert _res(ctx, rid)["room"] == target, f"{rid} is in room {_res(ctx, rid)['room']}, not {target}"
    move = _calls(ctx, "move_room", start)[0]
    close = _status_calls(ctx, start, n)[-1]
    assert _index(ctx, move) < _index(ctx, close), "the room was closed before the guest was moved"


def occupied_reads_after(ctx):
    """After the guest is moved and the room closed, the page reads the reservations and the rooms again."""
    guest, target = _occupied_setup(ctx)
    n = guest["room"]
    _settle_in_house(ctx)
    _select_close(ctx, n)
    start = _take_out(ctx)
    _wait_room(ctx, n, "out_of_order")
    close = _status_calls(ctx, start, n)[-1]
    _reads_after(ctx, close)


def occupied_rereads(ctx):
    """Another desk inspects 103 after the page loaded (no reload); closing 104 still moves the guest to 103,
    because the page reads the rooms again first."""
    guest, target = _occupied_setup(ctx, reload=False)
    _settle_in_house(ctx)
    _select_close(ctx, guest["room"])
    start = _take_out(ctx)
    call = _one_write(ctx, start, "move_room")
    assert _arg(call, "to_room") == target, f"the guest was moved to {call.args.get('to_room')!r}, not {target}"
    assert call.ok, f"the move was refused: {_error(call)}"


def occupied_lowest_inspected(ctx):
    """With 103 clean and 303 inspected (Oskar Lindqvist checked out by another desk), closing 104 moves
    Tomasz Nowak to 303, the lowest-numbered inspected room of his list."""
    guest = _single_guest(ctx)
    for r in _in_house(ctx):
        if r["id"] != guest["id"] and r["room_type"] == guest["room_type"]:
            _behind_check_out(ctx, r["id"])
    rooms = _rooms(ctx)
    free = _free_rooms(ctx, guest)
    assert len(free) >= 2, "fewer than two free rooms for the scenario"
    if rooms[free[0]]["housekeeping"] == "inspected":
        _behind_room(ctx, free[0], "dirty")
    for n in free[1:]:
        _make_inspected(ctx, n)
    _reload_page(ctx)
    _settle_in_house(ctx)
    want = next(n for n in _free_rooms(ctx, guest) if _rooms(ctx)[n]["housekeeping"] == "inspected")
    _select_close(ctx, guest["room"])
    start = _take_out(ctx)
    call = _one_write(ctx, start, "move_room")
    assert _arg(call, "to_room") == want, f"the guest was moved to {call.args.get('to_room')!r}, not {want}"


def occupied_leaving_today(ctx):
    """Closing a room whose guest has 0 nights left (203, Hollis Brandt) sends nothing and shows "Hollis
    Brandt leaves today; room 203 stays in service"."""
    _settle_in_house(ctx)
    leaving = [r for r in _in_house(ctx) if _nights_left(ctx, r) <= 0]
    assert leaving, "no guest leaves today"
    for g in leaving[:2]:
        _select_close(ctx, g["room"])
        start = _take_out(ctx)
        _message(ctx, f"{g['guest_name']} leaves today; room {g['room']} stays in service")
        _no_writes(ctx, start, f"{g['guest_name']} leaves today")


def occupied_no_inspected(ctx):
    """Closing 104 with no inspected room in Tomasz Nowak's list (103 clean) sends nothing and shows "No
    inspected Single room for Tomasz Nowak; room 104 stays in service"; 302 (301 held by RS-7015) shows the
    Family Suite message."""
    _settle_in_house(ctx)
    rooms = _rooms(ctx)
    stuck = [r for r in _in_house(ctx) if _nights_left(ctx, r) > 0
             and not any(rooms[n]["housekeeping"] == "inspected" for n in _free_rooms(ctx, r))]
    assert stuck, "every staying guest has an inspected room to go to"
    for g in stuck[:2]:
        _select_close(ctx, g["room"])
        start = _take_out(ctx)
        _message(ctx, f"No inspected {_type_name(ctx, g['room_type'])} room for {g['guest_name']}; "
                      f"room {g['room']} stays in service")
        _no_writes(ctx, start, f"{g['guest_name']} has no inspected room to go to")


# ==============================================================================================
# turn 5
# ==============================================================================================
def _log_settle(ctx) -> None:
    lines = _log(ctx)
    if not lines:
        ctx.expect({"expect_text": {"text": "No moves yet", "within": LOG}})
        return
    steps = [{"expect_text": {"text": line, "within": LOG}} for line in lines]
    if len(lines) > 1:
        steps.append({"expect_order": {"texts": lines, "within": LOG}})
    ctx.expect(*steps)


def log_lines(ctx):
    """"Moves log" shows "MV-401 · Priya Raman · 301 → 302 · Heating fault in 301 · 2026-05-13 17:25"."""
    _log_settle(ctx)


def log_order(ctx):
    """After another desk moves Tomasz Nowak to 103, a reload shows MV-402 above MV-401."""
    guest = _single_guest(ctx)
    target = _free_rooms(ctx, guest)[0]
    _make_inspected(ctx, target)
    _behind_move(ctx, guest["id"], target, "Shower drains slowly")
    _reload_page(ctx)
    _log_settle(ctx)


def log_in_house_only(ctx):
    """After another desk checks Priya Raman out, her move is no longer listed and the log shows "No moves
    yet"."""
    movers = {m["reservation_id"] for m in ctx.runtime_state.get("moves", [])}
    for r in _in_house(ctx):
        if r["id"] in movers:
            _behind_check_out(ctx, r["id"])
    _reload_page(ctx)
    _log_settle(ctx)
    ctx.expect({"expect_text": {"text": "No moves yet", "within": LOG}})


def log_after_move(ctx):
    """A move made on the page appears in the log at once ("MV-402 · Tomasz Nowak · 104 → 103 · Shower
    leaks · …"), and so does a move made to close a room (reason "Room 103 taken out of service")."""
    guest, room = _ready_move(ctx)
    rid = guest["id"]
    _fill_reason(ctx, rid, "Shower leaks")
    start = _move_here(ctx, rid, room, "inspected")
    call = _one_write(ctx, start, "move_room")
    assert call.ok, f"the move was refused: {_error(call)}"
    _log_settle(ctx)
    # now close the guest's new room: the guest moves back to the old one, which another desk inspects
    old = call.result["move"]["from_room"]
    _make_inspected(ctx, old)
    _select_close(ctx, room)
    start = _take_out(ctx)
    move = _one_write(ctx, start, "move_room")
    assert move.ok, f"the move was refused: {_error(move)}"
    _log_settle(ctx)


def log_reload(ctx):
    """Another desk moves Tomasz Nowak after the page loaded; Reload shows the new move in the log."""
    guest = _single_guest(ctx)
    target = _free_rooms(ctx, guest)[0]
    _log_settle(ctx)
    _make_inspected(ctx, target)
    _behind_move(ctx, guest["id"], target, "Broken blind")
    ctx.expect({"click": {"control": "Reload", "exact": True}})
    _log_settle(ctx)


def _stranded_settle(ctx) -> None:
    rows = _stranded(ctx)
    steps = [{"expect_count": {"target": {"control": "Re-home", "exact": True, "within": STRANDED}, "count": len(rows)}}]
    for r in rows:
        steps.append({"expect_text": {"text": _stranded_line(r), "within": STRANDED}})
    if len(rows) > 1:
        steps.append({"expect_order": {"texts": [r["id"] for r in rows], "within": STRANDED}})
    if not rows:
        steps.append({"expect_text": {"regex": r"\bNone\b", "within": STRANDED}})
    ctx.expect(*steps)


def stranded_order(ctx):
    """Another desk gives 101 to RS-7021 (arriving the 17th) and closes 101 and 201 (RS-7025, arriving the
    15th); after a reload the section lists RS-7010, RS-7011, RS-7021, RS-7025: by reservation id, not by
    arrival."""
    res = _reservations(ctx)
    rooms = _rooms(ctx)
    late = None
    for r in sorted(res.values(), key=lambda r: (0 if r["id"] == "RS-7021" else 1, _num(r["id"]))):
        if r["status"] != "booked" or r.get("room"):
            continue
        n = _rehome_room(ctx, r)
        if n and not rooms[n].get("occupied_by"):
            late = (r, n)
            break
    assert late, "no unassigned booking with a vacant room to give it"
    booking, n = late
    early = sorted((r for r in res.values() if r["status"] == "booked" and r.get("room") and r["room"] != n
                    and _num(r["id"]) > _num(booking["id"]) and r["arrival"] < booking["arrival"]
                    and not rooms[r["room"]].get("occupied_by")),
                   key=lambda r: (0 if r["id"] == "RS-7025" else 1, _num(r["id"])))
    assert early, f"no booking after {booking['id']} that arrives earlier"
    _behind_assign(ctx, booking["id"], n)
    for m in (n, early[0]["room"]):
        if _rooms(ctx)[m]["housekeeping"] != "out_of_order":
            _behind_room(ctx, m, "out_of_order")
    rows = _stranded(ctx)
    assert [r["id"] for r in rows] != [r["id"] for r in sorted(rows, key=lambda r: r["arrival"])], \
        "the id order is the arrival order in this scenario"
    _reload_page(ctx)
    _stranded_settle(ctx)


def stranded_lines(ctx):
    """"Bookings on closed rooms" shows "RS-7011 · Annelise Varga · room 202 · 2026-05-14 to 2026-05-15"
    and nothing for RS-7010 (Anneliese Varga, room 101 in service)."""
    _stranded_settle(ctx)
    listed = {r["id"] for r in _stranded(ctx)}
    steps = [{"expect_text": {"regex": rf"{re.escape(r['id'])}(?!\d)", "within": STRANDED, "absent": True}}
             for r in _reservations(ctx).values() if r["status"] == "booked" and r["id"] not in listed and r.get("room")]
    if steps:
        ctx.expect(*steps)


def stranded_follow(ctx):
    """Closing 101 on the page adds "RS-7010 · Anneliese Varga · room 101 · 2026-05-14 to 2026-05-16" above
    RS-7011; returning 202 to service removes RS-7011."""
    _stranded_settle(ctx)
    rooms = _rooms(ctx)
    held = [n for n in _closable(ctx) if not rooms[n].get("occupied_by")
            and any(r["status"] == "booked" and r.get("room") == n for r in _reservations(ctx).values())]
    assert held, "no vacant room held by a booking"
    n = held[0]
    _select_close(ctx, n)
    _take_out(ctx)
    _wait_room(ctx, n, "out_of_order")
    _stranded_settle(ctx)
    others = [m for m in _out_of_order(ctx) if m != n]
    if others:
        _click_return(ctx, others[0])
        _wait_room(ctx, others[0], "dirty")
        _stranded_settle(ctx)


def stranded_none(ctx):
    """After another desk returns every closed room to service, a reload shows "None"."""
    for n in _out_of_order(ctx):
        _behind_room(ctx, n, "dirty")
    _reload_page(ctx)
    _stranded_settle(ctx)


def rehome_buttons(ctx):
    """Every line of "Bookings on closed rooms" has a "Re-home" button."""
    rows = _stranded(ctx)
    assert rows, "no booking on a closed room"
    steps = [{"expect_visible": {"target": {"control": "Re-home", "exact": True, "within": {"item": r["id"], "within": STRANDED}},
                                 "visible": True}} for r in rows]
    ctx.expect(*steps)


def _click_rehome(ctx, rid: str) -> int:
    start = _mark(ctx)
    ctx.expect({"click": {"control": "Re-home", "exact": True, "within": {"item": rid, "within": STRANDED}}})
    return start


def _close_held_double(ctx) -> dict:
    """Another desk closes the vacant room held by RS-7010 (101); returns that booking."""
    rooms = _rooms(ctx)
    cands = sorted((r for r in _reservations(ctx).values() if r["status"] == "booked" and r.get("room")
                    and rooms[r["room"]]["housekeeping"] != "out_of_order" and not rooms[r["room"]].get("occupied_by")
                    and r["room_type"] == "DBL"),
                   key=lambda r: (0 if r["id"] == "RS-7010" else 1, _num(r["id"])))
    assert cands, "no Double booking on a vacant room"
    booking = cands[0]
    _behind_room(ctx, booking["room"], "out_of_order")
    return _res(ctx, booking["id"])


def _rehome_sent(ctx, rid: str, want: str) -> None:
    start = _click_rehome(ctx, rid)
    call = _one_write(ctx, start, "assign_room")
    assert _arg(call, "reservation_id") == rid, f"assign_room went to {call.args.get('reservation_id')!r}"
    assert _arg(call, "room") == want, f"assign_room asked for room {call.args.get('room')!r}, not {want}"
    assert call.ok, f"the assignment was refused: {_error(call)}"
    _message(ctx, f"{rid} now has room {want}")


def rehome_flow(ctx):
    """Re-home on RS-7011 reads the rooms and reservations again, reads RS-7011 for a fresh token and assigns
    room 201 (RS-7025 arrives there on the 15th, the day RS-7011 leaves); "RS-7011 now has room 201" and
    the list then reads "None"."""
    rows = _stranded(ctx)
    assert rows, "no booking on a closed room"
    booking = next((r for r in rows if _rehome_room(ctx, r)), None)
    assert booking, "no booking on a closed room has a room to go to"
    rid, want = booking["id"], _rehome_room(ctx, booking)
    _stranded_settle(ctx)
    start = _click_rehome(ctx, rid)
    call = _one_write(ctx, start, "assign_room")
    _reads_since(ctx, start, before=call)
    assert _arg(call, "reservation_id") == rid and _arg(call, "room") == want, f"the page sent {call.args}"
    _fresh_res_token(ctx, start, call, rid)
    assert call.ok, f"the assignment was refused: {_error(call)}"
    _message(ctx, f"{rid} now has room {want}")
    _reads_after(ctx, call)
    _stranded_settle(ctx)


def rehome_shared_night(ctx):
    """Room 101 closed and 204 assigned to RS-7020 (15th to 17th, sharing the 15th with RS-7010): Re-home on
    RS-7010 sends nothing and shows "No free Double room for RS-7010"."""
    booking = _close_held_double(ctx)
    rid = booking["id"]
    for n in sorted(_rooms(ctx), key=lambda n: (_num(n), n)):
        if _rehome_room(ctx, booking) != n:
            continue
        other = sorted((r for r in _reservations(ctx).values() if r["status"] == "booked" and r["room_type"] == booking["room_type"]
                        and r["id"] != rid and not r.get("room")
                        and _shares(booking["arrival"], booking["departure"], r["arrival"], r["departure"])),
                       key=lambda r: (0 if r["id"] == "RS-7020" else 1, _num(r["id"])))
        assert other, "no booking to hold the free room"
        _behind_assign(ctx, other[0]["id"], n)
        booking = _res(ctx, rid)
    assert _rehome_room(ctx, booking) is None, "a free room is left"
    _reload_page(ctx)
    start = _click_rehome(ctx, rid)
    _message(ctx, f"No free {_type_name(ctx, booking['room_type'])} room for {rid}")
    _no_writes(ctx, start, f"{rid} has no free room")


def rehome_boundary(ctx):
    """Room 101 closed and 204 assigned to RS-7022, who arrives on the 16th, the day RS-7010 leaves: no night
    is shared, so Re-home on RS-7010 assigns 204."""
    booking = _close_held_double(ctx)
    rid = booking["id"]
    want = _rehome_room(ctx, booking)
    assert want, "no free room for the scenario"
    later = sorted((r for r in _reservations(ctx).values() if r["status"] == "booked" and r["room_type"] == booking["room_type"]
                    and not r.get("room") and r["arrival"] >= booking["departure"]),
                   key=lambda r: (r["arrival"] != booking["departure"], _num(r["id"])))
    assert later, "no later booking"
    _behind_assign(ctx, later[0]["id"], want)
    assert _rehome_room(ctx, _res(ctx, rid)) == want
    _reload_page(ctx)
    _rehome_sent(ctx, rid, want)


def rehome_lowest(ctx):
    """Room 101 closed and RS-7014 cancelled by another desk (102 freed, still dirty): Re-home on RS-7010
    assigns 102, the lowest free room, whatever its housekeeping status."""
    booking = _close_held_double(ctx)
    rid = booking["id"]
    rooms = _rooms(ctx)
    blockers = sorted((r for r in _reservations(ctx).values() if r["status"] == "booked" and r["id"] != rid
                       and r["room_type"] == booking["room_type"] and r.get("room")
                       and rooms[r["room"]]["housekeeping"] != "inspected" and not rooms[r["room"]].get("occupied_by")
                       and r["arrival"] >= _bd(ctx)),
                      key=lambda r: (_num(r["room"]), _num(r["id"])))
    assert blockers, "no booking to cancel"
    quote = ctx.behind_the_app("quote_cancellation", {"reservation_id": blockers[0]["id"]})
    ctx.behind_the_app("cancel_reservation", {"reservation_id": blockers[0]["id"], "quote_token": quote["quote_token"]})
    want = _rehome_room(ctx, _res(ctx, rid))
    assert want, "no free room"
    _reload_page(ctx)
    _rehome_sent(ctx, rid, want)


def rehome_in_house(ctx):
    """Another desk gives 103 to RS-7013 (14th to 15th) and closes 103: "Re-home" on RS-7013 skips 104, where
    Tomasz Nowak is in house until the 15th, and assigns 303 (its in-house guest leaves today, sharing no
    night)."""
    res = _reservations(ctx)
    rooms = _rooms(ctx)
    scene = None
    for guest in sorted(_in_house(ctx), key=lambda r: (0 if r["id"] == "RS-7001" else 1, _num(r["id"]))):
        if _nights_left(ctx, guest) < 1:
            continue
        vacant = sorted((n for n, room in rooms.items() if room["room_type"] == guest["room_type"]
                         and not room.get("occupied_by") and room["housekeeping"] != "out_of_order"
                         and _num(n) < _num(guest["room"])
                         and not any(o["status"] in ACTIVE and o.get("room") == n for o in res.values())),
                        key=lambda n: (_num(n), n))
        books = sorted((r for r in res.values() if r["status"] == "booked" and not r.get("room")
                        and r["room_type"] == guest["room_type"]
                        and _shares(r["arrival"], r["departure"], guest["arrival"], guest["departure"])),
                       key=lambda r: (0 if r["id"] == "RS-7013" else 1, _num(r["id"])))
        if vacant and books:
            scene = (guest, vacant[0], books[0])
            break
    assert scene, "no in-house guest staying on with a lower vacant room and a booking sharing a night"
    guest, n, booking = scene
    rid = booking["id"]
    _behind_assign(ctx, rid, n)
    _behind_room(ctx, n, "out_of_order")
    want = _rehome_room(ctx, _res(ctx, rid))
    assert want and _num(want) > _num(guest["room"]), f"the scenario gives {want}, not a room above {guest['room']}"
    _reload_page(ctx)
    _rehome_sent(ctx, rid, want)


def rehome_rereads(ctx):
    """Room 101 closed and the page reloaded; then another desk gives 204 to RS-7020 (no reload): Re-home on
    RS-7010 reads again and shows "No free Double room for RS-7010" without sending anything."""
    booking = _close_held_double(ctx)
    rid = booking["id"]
    _reload_page(ctx)
    _stranded_settle(ctx)
    n = _rehome_room(ctx, booking)
    assert n, "no free room for the scenario"
    other = sorted((r for r in _reservations(ctx).values() if r["status"] == "booked" and r["room_type"] == booking["room_type"]
                    and r["id"] != rid and not r.get("room")
                    and _shares(booking["arrival"], booking["departure"], r["arrival"], r["departure"])),
                   key=lambda r: (0 if r["id"] == "RS-7020" else 1, _num(r["id"])))
    assert other, "no booking to hold the free room"
    _behind_assign(ctx, other[0]["id"], n)
    if _rehome_room(ctx, _res(ctx, rid)) is None:
        start = _click_rehome(ctx, rid)
        _message(ctx, f"No free {_type_name(ctx, booking['room_type'])} room for {rid}")
        _no_writes(ctx, start, f"{rid} has no free room")
    else:
        want = _rehome_room(ctx, _res(ctx, rid))
        _rehome_sent(ctx, rid, want)
